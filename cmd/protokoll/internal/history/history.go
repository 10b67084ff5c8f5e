package history

import (
	"encoding/json"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
)

// A Result is one saved game as the statistics see it: what it was,
// when, and each player's result.
type Result struct {
	Name   string
	Kind   string    // its kind's name, as its file's header has it
	Played time.Time // when it began
	Of     string    // the variant's id, or the list's name
	Title  string    // the variant's id, or the list's title
	// Rules are a Yatzy game's house rules, their changes as text
	// (scoresheet.Variant.House), to be named by; empty for none.
	Rules    string
	Finished bool
	Players  []Player
	// Round is the round being played (the last, when finished) of
	// Rounds; Next is whose turn it is in an unfinished Yatzy game.
	Round, Rounds int
	Next          string
	// Spans are the game's stretches of play, from its start to its last
	// entry, its pauses (Pause) left out: Length adds them up.
	Spans []Span
	// Cut is the line number of the file's last line, cut off mid-write
	// (a crash) and left out of the result; 0 for none.
	Cut int
	// Last is when the game's last entry was made (UTC); zero for a game
	// with none.
	Last time.Time
}

// LastPlayed is when the game was last played: its last entry's time,
// or when it was begun, for a game with none.
func (r Result) LastPlayed() time.Time {
	if r.Last.IsZero() {
		return r.Played
	}
	return r.Last
}

// A Game is a saved game's result with its sheet or card game, whose
// entries the exports and the recaps read, and its file's header and
// records, which an export copies whole.
type Game struct {
	Result
	Sheet *scoresheet.Sheet // a Yatzy game's
	Cards *contracts.Game   // a card game's
	// EntryRows are the game's entries as export rows, made from base
	// (Rows), as its kind makes them; ExtraRows what its score adds to
	// them (Extras), nil for nothing.
	EntryRows, ExtraRows func(base Row) []Row
	// Running are each player's running totals, in their seats, as its
	// kind counts them (Race); Moments what is worth telling of the game
	// (Moment, its Game left for the recap to fill): nil for none.
	Running func() [][]int
	Moments func() []Moment
	Header  store.Header
	Records []json.RawMessage // each entry as its file has it, {"at":…,"kind":…}
	print   store.Fingerprint // of the file as read
	stat    store.Stat        // of the file as it was opened
}

// A Player is one player's result in a game.
type Player struct {
	Name   string
	Total  int
	Won    bool // finished first, alone or with others
	Shared bool // won together with another player

	// Yatzy.
	Bonus  bool        // made the upper bonus
	Yatzys int         // Yatzys scored in the Yatzy box
	Extra  int         // standard's extra five of a kind, +100 each
	Points []BoxPoints // each box filled, struck ones at 0, in the sheet's order
	Struck []scoresheet.Box

	// The card game.
	Rounds []int // the points of each round played
	Out    int   // rounds the player went out
}

// BoxPoints are what a box filled holds.
type BoxPoints struct {
	Box    scoresheet.Box
	Points int
}

// A Damaged is a game file that could not be read.
type Damaged struct {
	Name string
	Err  error
}

// Each calls f for every saved game in s that reads (as ks read its kind) and returns those that
// do not, by name. Each game is read whole, given to f and let go: what f
// keeps of it is all that stays in memory. The games are read on every
// core at once, and f is called from as many goroutines, in no order.
func Each(s store.Store, ks Kinds, f func(Game)) ([]Damaged, error) {
	names, err := s.Names()
	if err != nil {
		return nil, err
	}
	return each(s, ks, names, f)
}

// EachOf is Each for the games called names.
func EachOf(s store.Store, ks Kinds, names []string, f func(Game)) ([]Damaged, error) {
	return each(s, ks, names, f)
}

// each is Each for the games called names.
func each(s store.Store, ks Kinds, names []string, f func(Game)) ([]Damaged, error) {
	return eachAt(s, ks, names, true, func(_ int, g Game) { f(g) })
}

// eachAt reads the games called names on every core, as each does, and
// calls f with each game that reads and its place in names, from as many
// goroutines, in no order; it returns those that do not read, by name.
// A game's Records are kept only when records says so: without them,
// each goroutine reads its files with a store.Reader (each into the
// room of the one before, the card games' lists made once).
func eachAt(s store.Store, ks Kinds, names []string, records bool, f func(int, Game)) ([]Damaged, error) {
	var (
		mu      sync.Mutex
		damaged []Damaged
		wg      sync.WaitGroup
		next    atomic.Int64 // the next name to read: a channel's hand-over a game cost more
	)
	for range min(runtime.GOMAXPROCS(0), len(names)) {
		wg.Go(func() {
			var r *store.Reader
			if !records {
				r = &store.Reader{}
			}
			for i := next.Add(1) - 1; i < int64(len(names)); i = next.Add(1) - 1 {
				name := names[i]
				g, err := read(s, ks, name, r)
				if err != nil {
					mu.Lock()
					damaged = append(damaged, Damaged{name, err})
					mu.Unlock()
					continue
				}
				f(int(i), g)
			}
		})
	}
	wg.Wait()
	slices.SortFunc(damaged, func(a, b Damaged) int { return strings.Compare(a.Name, b.Name) })
	return damaged, nil
}

// read reads the game called name in s, as its kind in ks has it; with
// the Reader r when it is not nil, and then without its Records (parts
// of the bytes r reads the next file into).
func read(s store.Store, ks Kinds, name string, r *store.Reader) (Game, error) {
	var (
		j     *store.File
		print store.Fingerprint
		st    store.Stat
		err   error
	)
	if r != nil {
		j, print, st, err = r.ReadStat(s, name)
	} else {
		j, print, st, err = s.ReadStat(name)
	}
	if err != nil {
		return Game{}, err
	}
	g, times, err := ks.Played(j)
	if err != nil {
		return Game{}, err
	}
	g.Name, g.Kind, g.Played, g.Cut = name, j.Header.Game, j.Header.Created.Local(), j.CutLine()
	g.Header, g.print, g.stat = j.Header, print, st
	if r == nil && len(j.Records) > 0 {
		g.Records = make([]json.RawMessage, len(j.Records))
		for i, r := range j.Records {
			g.Records[i] = r.Data
		}
	}
	g.Spans, g.Last = SpansOf(j.Header.Created, times), last(times)
	for i := range g.Spans { // instants, as the index keeps them
		g.Spans[i] = Span{From: g.Spans[i].From.UTC(), To: g.Spans[i].To.UTC()}
	}
	return g, nil
}

// OfYatzy is what the statistics keep of the Yatzy game whose sheet is s.
func OfYatzy(s *scoresheet.Sheet) Game {
	var g Game
	g.fromSheet(s)
	return g
}

// OfCards is what the statistics keep of the card game c.
func OfCards(c *contracts.Game) Game {
	var g Game
	g.fromCards(c)
	return g
}

// last is the latest of times, as an instant; zero for none.
func last(times []time.Time) time.Time {
	if len(times) == 0 {
		return time.Time{}
	}
	return slices.MaxFunc(times, func(a, b time.Time) int { return a.Compare(b) }).UTC()
}

func (g *Game) fromSheet(s *scoresheet.Sheet) {
	// Games under house rules are counted apart: their variant's Key.
	g.Sheet, g.Of, g.Title, g.Finished = s, s.Variant().Key(), s.Variant().Key(), s.Finished()
	g.EntryRows = func(base Row) []Row { return yatzyRows(s, base) }
	g.ExtraRows = func(base Row) []Row { return yatzyExtras(s, base) }
	g.Running = func() [][]int { return yatzyRunning(s) }
	g.Moments = func() []Moment { return yatzyMoments(s) }
	g.Round, g.Rounds = s.Rounds(), s.Rounds()
	g.Rules = s.Variant().House
	if p, round := s.Next(); p != "" {
		g.Round, g.Next = round, p
	}
	winners := s.Winners()
	players := s.Players()
	boxes := s.Variant().Boxes
	g.Players = make([]Player, 0, len(players))
	// Every player's points in one slice, each a part (capped): a slice
	// grown a box at a time was most of what this cost.
	points := make([]BoxPoints, 0, len(boxes)*len(players))
	var struck []scoresheet.Box // so are the boxes struck, made at the first
	for _, name := range players {
		t := s.Totals(name)
		p := Player{Name: name, Total: t.Total, Bonus: t.Bonus > 0}
		if g.Finished {
			p.Won, p.Shared = slices.Contains(winners, name), len(winners) > 1 && slices.Contains(winners, name)
		}
		if v := s.Variant(); v.ExtraBonus > 0 {
			p.Extra = t.ExtraBonus / v.ExtraBonus
		}
		from, fromStruck := len(points), len(struck)
		for _, b := range boxes {
			e, ok := s.Entry(name, b)
			if !ok {
				continue
			}
			points = append(points, BoxPoints{b, e.Points})
			if e.Strike {
				if struck == nil {
					struck = make([]scoresheet.Box, 0, len(boxes)*len(players))
				}
				struck = append(struck, b)
			}
			if b == scoresheet.Yatzy && e.Points > 0 {
				p.Yatzys++
			}
		}
		if len(points) > from { // none: nil, as a player with no box filled had
			p.Points = points[from:len(points):len(points)]
		}
		if len(struck) > fromStruck {
			p.Struck = struck[fromStruck:len(struck):len(struck)]
		}
		g.Players = append(g.Players, p)
	}
}

func (g *Game) fromCards(c *contracts.Game) {
	g.Cards, g.Of, g.Title, g.Finished = c, c.List().Name, c.List().Title, c.Finished()
	g.EntryRows = func(base Row) []Row { return cardRows(c, base) }
	g.Running = func() [][]int { return cardsRunning(c) }
	g.Moments = func() []Moment { return cardMoments(c) }
	g.Round, g.Rounds = len(c.List().Rounds), len(c.List().Rounds)
	if !g.Finished {
		g.Round = c.Played() + 1
	}
	var winners []string
	if g.Finished {
		winners = c.Winners()
	}
	results := c.Results()
	players := c.Players()
	g.Players = make([]Player, 0, len(players))
	for _, name := range players {
		p := Player{Name: name, Total: c.Total(name)}
		p.Won, p.Shared = slices.Contains(winners, name), len(winners) > 1 && slices.Contains(winners, name)
		if len(results) > 0 {
			p.Rounds = make([]int, 0, len(results))
		}
		for i, r := range results {
			p.Rounds = append(p.Rounds, c.Score(i, name))
			if r.Out == name {
				p.Out++
			}
		}
		g.Players = append(g.Players, p)
	}
}
