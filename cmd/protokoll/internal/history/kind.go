package history

import (
	"cmp"
	"slices"
	"strings"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// A Kind is what the statistics know of one kind of game beyond its
// games' results: which total is ahead, what its ratings are of, the
// luck in them, its own lines and records, and how a filter's variant
// and list choose its games. The kinds are passed in (Kinds.Figures),
// each gamekind.Kind carrying its own; the statistics choose by no
// switch. The zero Kind is a kind with none of its own: the higher
// total ahead, rated by what its games are of, no luck line, no lines
// or records, and counted only where no variant or list is asked for.
type Kind struct {
	// Lower says the lower total is ahead (the card game), not the
	// higher.
	Lower bool
	// Family is what the ratings of a game of the kind are of, from its
	// Of (RatingGroup.Of); nil: its Of.
	Family func(of string) string
	// Luck is what luck alone gives in the kind's ratings (LuckLine);
	// nil: none measured, a zero LuckLine.
	Luck *Luck
	// Chosen says whether the filter f's variant and list (Filter.Variant,
	// Filter.List) keep a game of the kind counted as of; nil: only when
	// neither is asked for.
	Chosen func(f Filter, of string) bool
	// AnyRules is what a game of the kind is counted as with
	// Filter.AnyRules, from its Of; nil: its Of.
	AnyRules func(of string) string

	// Lines makes the kind's own lines of figures, player by player
	// and by what its games are of, as Compute counts them; nil: none.
	// Yatzy's and the card game's are Stats.Yatzy and Stats.Cards; any
	// other kind's are tables of its own in Stats.Tables (see Table).
	Lines func() Lines

	// RecordsOf are the records a kind not built in keeps of its
	// games (Records.Kinds); none: no records. The built-in kinds'
	// records are Records' own fields (records).
	RecordsOf []RecordOf

	// records are the kind's bests (Records): the statistics' own kinds
	// have them.
	records func(b *bests, g Result, p Player, rec func(int) Record)
	// replay makes a game of the kind again from the rows of an older
	// export, without its settings and history (Rebuild); misscored is
	// the error of a row, at line, whose points are not the made its
	// game scores. The statistics' own kinds have them.
	replay    func(r *rebuilt, rows []Row, lines []int) error
	misscored func(line int, r Row, made int) error
}

// Kinds read a saved game's file, of any kind the program knows, into
// what the statistics keep of it (its result, its sheet or cards, its
// entries as export rows), with when each of its entries was made; and
// they give what the statistics know of each kind, by the name in its
// files' header (nil for a kind they do not know; the statistics count
// it as the zero Kind, and import refuses it); Names are the names of
// the kinds they know, in their order (what a refusal says to choose
// of). The program's are gamekind.Kinds; a file of a kind they do not
// know is an error.
type Kinds interface {
	Played(f *store.File) (Game, []time.Time, error)
	Figures(kind string) *Kind
	Names() []string
}

// figures is what ks know of the kind called name: the zero Kind for
// one they do not know.
func figures(ks Kinds, name string) *Kind {
	if ks != nil {
		if k := ks.Figures(name); k != nil {
			return k
		}
	}
	return &Kind{}
}

// Ahead compares two totals of a game of kind k as the places go: above
// zero when x finished ahead of y, below when behind, zero when level.
// A nil k is the zero Kind: the higher total ahead.
func (k *Kind) Ahead(x, y int) int {
	if k != nil && k.Lower {
		return cmp.Compare(y, x)
	}
	return cmp.Compare(x, y)
}

// family is what the ratings of a game of kind k, of of, are of.
func (k *Kind) family(of string) string {
	if k.Family == nil {
		return of
	}
	return k.Family(of)
}

// chosen says whether f's variant and list keep a game of kind k, of of.
func (k *Kind) chosen(f Filter, of string) bool {
	if k.Chosen == nil {
		return f.Variant == "" && f.List == ""
	}
	return k.Chosen(f, of)
}

// Lines are a kind's lines of figures, player by player and by what the
// games are of, as Compute counts them: one Lines for all of a
// Compute's games of the kind.
type Lines interface {
	// Add counts player p of game g (counted as g.Of), whose name is
	// counted as key and shown as shown: one of the players asked for,
	// in a game the filter keeps, oldest first.
	Add(g Result, p Player, key, shown string)
	// Done puts the lines into st, in their order, once every game is
	// counted: a kind of the program's own into its field of Stats, any
	// other kind as Tables (Stats.Tables).
	Done(st *Stats)
}

// bests are the records as they are found: each built-in kind's
// podiums, and those of the kinds of record of other kinds (RecordOf),
// in the order they were first found.
type bests struct {
	highest, most, lowest podiums
	kinds                 []*kindBests
}

// kindBests are the podiums of a kind's own kind of record (RecordOf).
type kindBests struct {
	kind string
	of   RecordOf
	podiums
}

// A RecordOf is a kind of record that a kind not built in keeps of its
// games (Kind.RecordsOf): a best of one player's game, the three best
// kept for each of what the games are of, as the built-in records are.
type RecordOf struct {
	Name string // its name in the JSON
	// Head is its head over its records in the reader's words (a
	// message key the catalog has: "Highest totals, %s"), One what one
	// best of it is ("highest total, %s": a period's best, a record a
	// night broke); both said with what the games are of as the kind
	// names it (%s).
	Head, One msg.Key
	// Higher says a higher value is the better.
	Higher bool
	// Value is the record's value of player p in game g; false for
	// none (a game that holds no such record).
	Value func(g Result, p Player) (int, bool)
}

// NewRecordOf is the kind of record name, headed head, one best of it
// said as one, higher values the better when higher, of the value value
// gives (RecordOf).
func NewRecordOf(name string, head, one msg.Key, higher bool, value func(g Result, p Player) (int, bool)) RecordOf {
	return RecordOf{Name: name, Head: head, One: one, Higher: higher, Value: value}
}

// Yatzy is what the statistics know of the Yatzy family: the higher
// total ahead; a variant's games rated apart, and apart with its house
// rules unless AnyRules; a line per variant and player; the highest
// totals by variant and the most Yatzys in a game.
func Yatzy() *Kind {
	return &Kind{
		Luck: &Luck{Simulated: "optimal_play", Gaps: luckGaps[0]},
		Chosen: func(f Filter, of string) bool {
			return f.List == "" && (f.Variant == "" || strings.EqualFold(of, f.Variant))
		},
		AnyRules:  scoresheet.KeyVariant,
		replay:    (*rebuilt).yatzy,
		misscored: yatzyMisscored,
		Lines:     func() Lines { return yatzyLines{} },
		records: func(b *bests, g Result, p Player, rec func(int) Record) {
			b.highest.add(g.Title, p.Total, true, rec)
			if n := p.Yatzys + p.Extra; n > 0 {
				b.most.add("", n, true, rec)
			}
		},
	}
}

// Cards is what the statistics know of the card game: the lower total
// ahead; all its lists rated as one (CardGame); a line per list and
// player; the lowest totals by list.
func Cards() *Kind {
	return &Kind{
		Lower:  true,
		Family: func(string) string { return CardGame },
		Luck:   &Luck{Simulated: "random_places", Gaps: luckGaps[1]},
		Chosen: func(f Filter, of string) bool {
			return f.Variant == "" && (f.List == "" || strings.EqualFold(of, f.List))
		},
		replay:    (*rebuilt).rummy,
		misscored: cardsMisscored,
		Lines:     func() Lines { return cardLines{} },
		records: func(b *bests, g Result, p Player, rec func(int) Record) {
			b.lowest.add(g.Title, p.Total, false, rec)
		},
	}
}

// yatzyLines are the Yatzy lines, by variant and player's folded name.
type yatzyLines map[[2]string]*YatzyLine

func (ls yatzyLines) Add(g Result, p Player, name, shown string) {
	key := [2]string{g.Of, name}
	l := ls[key]
	if l == nil {
		l = &YatzyLine{Variant: g.Of, Player: shown, Strikes: map[scoresheet.Box]int{}, BoxAverage: map[scoresheet.Box]float64{}}
		ls[key] = l
	}
	l.add(p, len(g.Players) == 1)
}

func (ls yatzyLines) Done(st *Stats) {
	for _, l := range ls {
		l.finish()
		st.Yatzy = append(st.Yatzy, *l)
	}
	slices.SortFunc(st.Yatzy, func(x, y YatzyLine) int {
		return cmp.Or(cmp.Compare(x.Variant, y.Variant), cmp.Compare(y.Wins, x.Wins), cmp.Compare(y.Average, x.Average), cmp.Compare(x.Player, y.Player))
	})
}

// cardLines are the card game's lines, by list and player's folded name.
type cardLines map[[2]string]*CardLine

func (ls cardLines) Add(g Result, p Player, name, shown string) {
	key := [2]string{g.Of, name}
	l := ls[key]
	if l == nil {
		l = &CardLine{List: g.Of, Title: g.Title, Player: shown}
		ls[key] = l
	}
	l.add(p, len(g.Players) == 1)
}

func (ls cardLines) Done(st *Stats) {
	for _, l := range ls {
		l.finish()
		st.Cards = append(st.Cards, *l)
	}
	slices.SortFunc(st.Cards, func(x, y CardLine) int {
		return cmp.Or(byNumber(x.List, y.List), cmp.Compare(y.Wins, x.Wins), cmp.Compare(x.Average, y.Average), cmp.Compare(x.Player, y.Player))
	})
}
