package history

import (
	"cmp"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// A Filter chooses the games the statistics count. Only finished games
// count: a game left halfway has no winner and no final total.
type Filter struct {
	Game         string    // a kind's name, as its files' header has it; "" for any
	Variant      string    // a Yatzy variant's id; "" for any (Kind.Chosen)
	List         string    // a card game's list name; "" for any (Kind.Chosen)
	Players      []string  // games all of these played in
	Since, Until time.Time // the first and last day counted; zero for no bound
	Last         int       // the most recent this many of those; 0 for all
	// AnyRules counts Yatzy games under house rules with their variant;
	// otherwise they are counted apart (their Of is the variant's key).
	AnyRules bool
}

// Aliases merge the names one player goes by: Aliases{"Bosse": "Bo"}.
type Aliases map[string]string

// name returns the name p is counted under, folded.
func (a Aliases) name(p string) string {
	for alias, name := range a {
		if playername.Fold(alias) == playername.Fold(p) {
			return playername.Fold(name)
		}
	}
	return playername.Fold(p)
}

// Keep reports whether the filter counts g, a game of kind k (all but
// Last, which counts the games kept).
func (f Filter) Keep(k *Kind, g Result, a Aliases) bool {
	if !g.Finished || f.Game != "" && g.Kind != f.Game || !k.chosen(f, f.of(k, g)) {
		return false
	}
	if !f.Since.IsZero() || !f.Until.IsZero() {
		played := g.Played.Local() // the day it was played here
		day := time.Date(played.Year(), played.Month(), played.Day(), 0, 0, 0, 0, time.Local)
		if !f.Since.IsZero() && day.Before(f.Since) || !f.Until.IsZero() && day.After(f.Until) {
			return false
		}
	}
	for _, want := range f.Players {
		if !slices.ContainsFunc(g.Players, func(p Player) bool { return a.name(p.Name) == a.name(want) }) {
			return false
		}
	}
	return true
}

// of is what g, a game of kind k, is counted as: its Of, or with
// AnyRules what k counts it as (a Yatzy game's variant's id).
func (f Filter) of(k *Kind, g Result) string {
	if f.AnyRules && k.AnyRules != nil {
		return k.AnyRules(g.Of)
	}
	return g.Of
}

// Stats are the figures of the games counted.
type Stats struct {
	Games   int         `json:"games"`
	Counted []string    `json:"-"` // the games counted, by name
	Yatzy   []YatzyLine `json:"yatzy"`
	Cards   []CardLine  `json:"card_game"`
	Versus  *Versus     `json:"head_to_head,omitempty"`
	Records Records     `json:"records"`
	// Tables are the lines of the kinds that are not the program's own
	// (Kind.Lines): their tables, in the order their kinds' first games
	// were counted; none for Yatzy and the card game.
	Tables []Table `json:"tables,omitempty"`
	// Ratings are each family's OpenSkill ratings, Rivals each player's
	// minion and nemesis, and Time the time played (none in a period's
	// figures, for Ratings and Rivals).
	Ratings []RatingGroup `json:"ratings,omitempty"`
	Rivals  []Rivals      `json:"rivals,omitempty"`
	Time    TimePlayed    `json:"time_played"`
	// Pairs are every two players who played together, head to head,
	// the most games first; First and Last the days of the first and the
	// last game counted. The paper shows them.
	Pairs       []Versus  `json:"-"`
	First, Last time.Time `json:"-"`
}

// A YatzyLine is one player's figures in one Yatzy variant.
type YatzyLine struct {
	Variant string `json:"variant"`
	Player  string `json:"player"`
	tally
	WinRate    float64                    `json:"win_rate"`
	Average    float64                    `json:"average"`
	Median     float64                    `json:"median"`
	Best       int                        `json:"best"`
	Worst      int                        `json:"worst"`
	BonusRate  float64                    `json:"bonus_rate"`
	YatzyRate  float64                    `json:"yatzy_rate"` // games with a Yatzy in its box
	Extra      int                        `json:"extra_yatzys"`
	Strikes    map[scoresheet.Box]int     `json:"strikes"`
	BoxAverage map[scoresheet.Box]float64 `json:"box_average"`
	// Expected is what optimal play scores on average in the variant, and
	// Lost what the player's choices of box gave up against it, on
	// average a game: both only when asked for (Price).
	Expected *float64 `json:"expected,omitempty"`
	Lost     *float64 `json:"lost_per_game,omitempty"`
}

// A CardLine is one player's figures with one list of rounds.
type CardLine struct {
	List   string `json:"list"`
	Title  string `json:"title"`
	Player string `json:"player"`
	tally
	WinRate  float64 `json:"win_rate"`
	Average  float64 `json:"average"`   // total
	PerRound float64 `json:"per_round"` // points a round
	Out      int     `json:"rounds_out"`
	Rounds   int     `json:"rounds"`
	Best     int     `json:"best_round"` // fewest points in a round
	Worst    int     `json:"worst_round"`
}

// A Table is a kind's own figures, which its Lines put in
// Stats.Tables: a kind protokoll does not have built in brings them as
// a table, and stats shows it and writes it as JSON without knowing
// the kind. A table is of one kind's games of one Of, a row a player.
type Table struct {
	Kind    string     `json:"kind"`  // the kind's name (Result.Kind)
	Of      string     `json:"of"`    // what the games counted are of (Result.Of)
	Title   string     `json:"title"` // and its title (Result.Title), which the kind names in a reader's words
	Columns []Column   `json:"columns"`
	Rows    []TableRow `json:"rows"`
}

// A Column is a table's column of figures: its name in the JSON and its
// head on the screen, said in the reader's language (a message key the
// catalog has), and how many decimals its figures are shown with.
type Column struct {
	Name     string  `json:"name"`
	Head     msg.Key `json:"-"`
	Decimals int     `json:"-"`
}

// Col is the column name, headed head, its figures shown with decimals
// decimals.
func Col(name string, head msg.Key, decimals int) Column {
	return Column{Name: name, Head: head, Decimals: decimals}
}

// A TableRow is a player's figures, a value for each of its table's
// columns, in their order.
type TableRow struct {
	Player string    `json:"player"`
	Values []float64 `json:"values"`
}

// A tally is what every line counts: the games, the wins (shared ones
// included, and how many of them were), and each game's total, oldest
// first. A game played alone (Solo) has no one to win against: it
// counts for the totals and not for the wins, nor for the win rate.
type tally struct {
	Games  int   `json:"games"`
	Solo   int   `json:"solo_games,omitempty"`
	Wins   int   `json:"wins"`
	Shared int   `json:"shared_wins"`
	Totals []int `json:"totals"`
}

func (t *tally) count(p Player, solo bool) {
	t.Games++
	t.Totals = append(t.Totals, p.Total)
	if solo {
		t.Solo++
		return
	}
	if p.Won {
		t.Wins++
	}
	if p.Shared {
		t.Shared++
	}
}

// Versus is two players' games together: who finished ahead how often.
type Versus struct {
	A      string `json:"a"`
	B      string `json:"b"`
	Games  int    `json:"games"`
	AAhead int    `json:"a_ahead"`
	BAhead int    `json:"b_ahead"`
	Level  int    `json:"level"`
}

// A Record is a best: its figure, whose, in which game, on which day.
type Record struct {
	Of     string    `json:"of"` // the variant, or the list's title
	Value  int       `json:"value"`
	Player string    `json:"player"`
	Game   string    `json:"game"`
	Played time.Time `json:"played"`
}

// Records are the bests of the games counted, three of each at most.
type Records struct {
	HighestTotals []Record `json:"highest_yatzy_totals"` // by variant
	MostYatzys    []Record `json:"most_yatzys"`          // Yatzys and extra ones in a game
	LowestTotals  []Record `json:"lowest_card_totals"`   // by list
	// Kinds are the records of the kinds not built in (Kind.RecordsOf),
	// each kind of record's apart, in the order they were first found;
	// none for Yatzy and the card game.
	Kinds []KindRecords `json:"kinds,omitempty"`
}

// KindRecords are the records of one kind of record of a kind not built
// in (RecordOf), by what the games are of, three at most of each.
type KindRecords struct {
	Kind    string   `json:"kind"` // the kind's name
	Name    string   `json:"name"` // the kind of record's (RecordOf.Name)
	Records []Record `json:"records"`
	// The kind of record's head, what one best of it is, and which way
	// is better (RecordOf).
	Head, One msg.Key `json:"-"`
	Higher    bool    `json:"-"`
}

// Compute works out the statistics of games (in any order), counting
// those f keeps, oldest first, each as ks know its kind.
func Compute(ks Kinds, games []Result, f Filter, a Aliases) Stats {
	kind := kindsOf(ks)
	// The games kept sorted by their places in games, then laid out once:
	// a sort moved the results themselves about, a copy each move.
	at := make([]int, 0, len(games))
	for i, g := range games {
		if f.Keep(kind(g.Kind), g, a) {
			at = append(at, i)
		}
	}
	slices.SortFunc(at, func(i, j int) int {
		x, y := &games[i], &games[j]
		return cmp.Or(x.Played.Compare(y.Played), strings.Compare(x.Name, y.Name))
	})
	kept := make([]Result, len(at))
	for i, k := range at {
		kept[i] = games[k]
	}
	if f.Last > 0 && len(kept) > f.Last {
		kept = kept[len(kept)-f.Last:]
	}
	for i := range kept {
		kept[i].Of = f.of(kind(kept[i].Kind), kept[i])
	}
	st := Stats{Games: len(kept), Yatzy: []YatzyLine{}, Cards: []CardLine{}}
	for _, g := range kept {
		st.Counted = append(st.Counted, g.Name)
	}
	name := a.names() // each name folded once, not at every game
	// A folded name as most games wrote it, the first written of those
	// written as often ("Anna" in four games, "anna" in one: Anna).
	shown := map[string]string{}
	{
		type written struct {
			n     int
			first time.Time
		}
		spellings := map[string]map[string]*written{}
		for _, g := range kept {
			for _, p := range g.Players {
				key := name(p.Name)
				if spellings[key] == nil {
					spellings[key] = map[string]*written{}
				}
				w := spellings[key][p.Name]
				if w == nil {
					w = &written{}
					spellings[key][p.Name] = w
				}
				w.n++
				if w.first.IsZero() || g.Played.Before(w.first) {
					w.first = g.Played
				}
			}
		}
		for key, ways := range spellings {
			var best string
			for s, w := range ways {
				if b := ways[best]; b == nil || w.n > b.n || w.n == b.n && (w.first.Before(b.first) || w.first.Equal(b.first) && s < best) {
					best = s
				}
			}
			shown[key] = show0(a, best)
		}
	}
	show := func(p string) string {
		key := name(p)
		if s, ok := shown[key]; ok {
			return s
		}
		shown[key] = show0(a, p)
		return shown[key]
	}
	only := map[string]bool{}
	for _, p := range f.Players {
		only[name(p)] = true
	}
	counted := func(p string) bool { return len(only) == 0 || only[name(p)] }
	tally := pairs(kind, kept, name) // places, pair by pair: the rivals and head to head
	st.Ratings = ratings(kind, kept, a, show, counted)
	st.Rivals = rivals(kept, tally, name, show, counted)
	st.Time = timePlayed(kept, a, show, counted)
	lines := map[*Kind]Lines{} // each kind's lines, made as its first game comes
	var order []*Kind
	for _, g := range kept {
		k := kind(g.Kind)
		if k.Lines == nil {
			continue
		}
		ls := lines[k]
		if ls == nil {
			ls = k.Lines()
			lines[k] = ls
			order = append(order, k)
		}
		for _, p := range g.Players {
			if counted(p.Name) {
				ls.Add(g, p, name(p.Name), show(p.Name))
			}
		}
	}
	for _, k := range order {
		lines[k].Done(&st)
	}
	if len(f.Players) == 2 {
		st.Versus = versusOf(tally, show(f.Players[0]), show(f.Players[1]), name)
	}
	// The records of the players asked for, when some were.
	st.Records = records(kind, kept, show, counted)
	if len(kept) > 0 {
		st.First, st.Last = kept[0].Played, kept[len(kept)-1].Played
	}
	var names []string // everyone counted, as shown, once
	for _, g := range kept {
		for _, p := range g.Players {
			if n := show(p.Name); !slices.Contains(names, n) && counted(p.Name) {
				names = append(names, n)
			}
		}
	}
	for i, x := range names {
		for _, y := range names[i+1:] {
			if v := versusOf(tally, x, y, name); v.Games > 0 {
				st.Pairs = append(st.Pairs, *v)
			}
		}
	}
	slices.SortStableFunc(st.Pairs, func(x, y Versus) int { return cmp.Compare(y.Games, x.Games) })
	return st
}

// winRate is the share of the games against others won; 0 with none.
func (t *tally) winRate() float64 {
	if t.Games == t.Solo {
		return 0
	}
	return float64(t.Wins) / float64(t.Games-t.Solo)
}

func (l *YatzyLine) add(p Player, solo bool) {
	l.count(p, solo)
	if p.Bonus {
		l.BonusRate++
	}
	if p.Yatzys > 0 {
		l.YatzyRate++
	}
	l.Extra += p.Extra
	for _, b := range p.Struck {
		l.Strikes[b]++
	}
	for _, bp := range p.Points {
		l.BoxAverage[bp.Box] += float64(bp.Points)
	}
}

func (l *YatzyLine) finish() {
	n := float64(l.Games)
	l.WinRate, l.BonusRate, l.YatzyRate = l.winRate(), l.BonusRate/n, l.YatzyRate/n
	l.Average, l.Median, l.Best, l.Worst = spread(l.Totals)
	for b := range l.BoxAverage {
		l.BoxAverage[b] /= n
	}
}

func (l *CardLine) add(p Player, solo bool) {
	l.count(p, solo)
	l.Out += p.Out
	for _, pts := range p.Rounds {
		if l.Rounds == 0 || pts < l.Best {
			l.Best = pts
		}
		if l.Rounds == 0 || pts > l.Worst {
			l.Worst = pts
		}
		l.Rounds++
		l.PerRound += float64(pts)
	}
}

func (l *CardLine) finish() {
	l.WinRate = l.winRate()
	l.Average, _, _, _ = spread(l.Totals)
	if l.Rounds > 0 {
		l.PerRound /= float64(l.Rounds)
	}
}

// spread returns the mean, median, highest and lowest of totals.
func spread(totals []int) (mean, median float64, high, low int) {
	s := slices.Sorted(slices.Values(totals))
	sum := 0
	for _, t := range s {
		sum += t
	}
	n := len(s)
	median = float64(s[n/2])
	if n%2 == 0 {
		median = float64(s[n/2-1]+s[n/2]) / 2
	}
	return float64(sum) / float64(n), median, s[n-1], s[0]
}

// records finds the bests: the three highest Yatzy totals of each variant,
// the three games with the most Yatzys, the three lowest card-game totals
// of each list; the earlier game first where two are level. Each kind's
// three best are kept as the games go by (a sort of every player's every
// game cost more than all the other figures).
func records(kind func(string) *Kind, games []Result, show func(string) string, counts func(string) bool) Records {
	var b bests
	for _, g := range games {
		k := kind(g.Kind)
		add := k.records
		if add == nil && len(k.RecordsOf) == 0 {
			continue
		}
		for _, p := range g.Players {
			if !counts(p.Name) {
				continue
			}
			rec := func(value int) Record {
				return Record{Of: g.Title, Player: show(p.Name), Game: g.Name, Played: g.Played, Value: value}
			}
			if add != nil {
				add(&b, g, p, rec)
			}
			for _, of := range k.RecordsOf {
				if v, ok := of.Value(g, p); ok {
					b.of(g.Kind, of).add(g.Title, v, of.Higher, rec)
				}
			}
		}
	}
	r := Records{HighestTotals: b.highest.all(), MostYatzys: b.most.all(), LowestTotals: b.lowest.all()}
	for _, k := range b.kinds {
		if recs := k.all(); len(recs) > 0 {
			r.Kinds = append(r.Kinds, KindRecords{Kind: k.kind, Name: k.of.Name, Records: recs, Head: k.of.Head, One: k.of.One, Higher: k.of.Higher})
		}
	}
	return r
}

// of is the podiums of the kind called kind's kind of record of.
func (b *bests) of(kind string, of RecordOf) *podiums {
	for _, k := range b.kinds {
		if k.kind == kind && k.of.Name == of.Name {
			return &k.podiums
		}
	}
	b.kinds = append(b.kinds, &kindBests{kind: kind, of: of})
	return &b.kinds[len(b.kinds)-1].podiums
}

// kindsOf returns what ks know of a kind by its name (figures),
// remembering each kind's: the kinds are asked once, not at every game.
func kindsOf(ks Kinds) func(string) *Kind {
	seen := map[string]*Kind{}
	return func(name string) *Kind {
		k, ok := seen[name]
		if !ok {
			k = figures(ks, name)
			seen[name] = k
		}
		return k
	}
}

// podiums are the three best records of each Of so far, the best first;
// of two level, the one added first.
type podiums map[string][]Record

// add adds the record of value (made only if it is among the three best)
// to of's, where higher values are better, or lower ones.
func (ps *podiums) add(of string, value int, higher bool, rec func(int) Record) {
	if *ps == nil {
		*ps = podiums{}
	}
	better := func(x, y int) bool { return x > y == higher && x != y }
	p := (*ps)[of]
	i := len(p)
	for i > 0 && better(value, p[i-1].Value) {
		i--
	}
	if i >= 3 {
		return
	}
	p = slices.Insert(p, i, rec(value))
	(*ps)[of] = p[:min(len(p), 3)]
}

// all returns every Of's records, by Of (nil when there are none).
func (ps podiums) all() []Record {
	var out []Record
	for _, of := range slices.SortedFunc(maps.Keys(ps), byNumber) {
		out = append(out, ps[of]...)
	}
	return out
}

// byNumber orders names as people count: the numbers in them by value
// ("Lista 2" before "Lista 10"), the rest as text.
func byNumber(a, b string) int {
	for a != "" && b != "" {
		da, db := digits(a), digits(b)
		if da > 0 && db > 0 {
			na, nb := strings.TrimLeft(a[:da], "0"), strings.TrimLeft(b[:db], "0")
			if c := cmp.Or(cmp.Compare(len(na), len(nb)), strings.Compare(na, nb)); c != 0 {
				return c
			}
			a, b = a[da:], b[db:]
			continue
		}
		if a[0] != b[0] {
			return cmp.Compare(a[0], b[0])
		}
		a, b = a[1:], b[1:]
	}
	return cmp.Compare(len(a), len(b))
}

// digits is how many ASCII digits s starts with.
func digits(s string) int {
	n := 0
	for n < len(s) && s[n] >= '0' && s[n] <= '9' {
		n++
	}
	return n
}

// show0 is the name p is shown as: the name an alias gives it, or p.
func show0(a Aliases, p string) string {
	for alias, name := range a {
		if playername.Fold(alias) == playername.Fold(p) {
			return name
		}
	}
	return p
}
