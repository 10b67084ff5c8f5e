package tablecache

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// Tables are a run's optimal-play tables: each read from the cache, or
// worked out (and cached) there, once a run; a game at the table asks for
// its table at every hint. What takes seconds or goes wrong is said on
// ErrOut in Lang. A game's tables are warmed as it starts (Warm), in
// the background and saying nothing; a table asked for meanwhile waits
// for them, saying how far they are.
type Tables struct {
	Cache  Cache
	ErrOut io.Writer
	TTY    bool // ErrOut is a terminal: progress is redrawn on one line
	Lang   *catalog.Language
	Now    func() time.Time // the clock a long preparation's time left is from; nil: time.Now

	mu   sync.Mutex // a server's requests ask at once; one works a table out
	memo map[string]*optimal.Table

	saidMu sync.Mutex
	said   map[string]bool // the variants whose working out was said this run

	warmMu sync.Mutex
	warm   *warming // the tables being worked out in the background (Warm)
}

// In returns tables that say their progress in l, from the same cache
// folder to the same output (a game resumed in its own language): a
// table already worked out in t is read from the folder again.
func (t *Tables) In(l *catalog.Language) *Tables {
	return &Tables{Cache: t.Cache, ErrOut: t.ErrOut, TTY: t.TTY, Lang: l, Now: t.Now, warm: t.warming()}
}

// key is the key of a run's tables.
func key(v *scoresheet.Variant, choices scoresheet.Choices, theta float64) string {
	return v.Key() + " " + string(choices.Joker) + riskSuffix(theta)
}

// Table returns the optimal-play table of v under rules.
func (t *Tables) Table(v *scoresheet.Variant, choices scoresheet.Choices) (*optimal.Table, error) {
	return t.table(v, choices, 0)
}

// table is Table for risk θ (0: the expected score's).
func (t *Tables) table(v *scoresheet.Variant, choices scoresheet.Choices, theta float64) (*optimal.Table, error) {
	if v.SavedRolls { // read from the cache a block at a time, never worked out here
		if theta != 0 {
			return nil, Refusal(v, optimal.ErrSavedRolls)
		}
		return t.savedTable(v, choices, optimal.SavedCap)
	}
	if j := t.await(v, choices, theta); j != nil && j.table != nil {
		return j.table, nil
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if tab, ok := t.memo[key(v, choices, theta)]; ok {
		return tab, nil
	}
	c := t.Cache
	c.Progress = t.progress(v)
	tab, outcome, err := c.load(v, choices, theta)
	if tab == nil {
		return nil, Refusal(v, err)
	}
	if t.memo == nil {
		t.memo = map[string]*optimal.Table{}
	}
	t.memo[key(v, choices, theta)] = tab
	t.tell(v, outcome, err)
	return tab, nil
}

// Near returns what advice on st needs of the optimal-play table of v
// under rules: of this run's table, else read from the cache alone (only
// the blocks it needs), else worked out as Table does.
func (t *Tables) Near(v *scoresheet.Variant, choices scoresheet.Choices, st optimal.State) (*optimal.Near, error) {
	return t.near(v, choices, 0, st)
}

// near is Near for risk θ (0: the expected score's table).
func (t *Tables) near(v *scoresheet.Variant, choices scoresheet.Choices, theta float64, st optimal.State) (*optimal.Near, error) {
	if v.SavedRolls { // read from the cache, never worked out here
		if theta != 0 {
			return nil, Refusal(v, optimal.ErrSavedRolls)
		}
		return t.savedNear(v, choices, st)
	}
	if j := t.await(v, choices, theta); j != nil && j.table != nil {
		return j.table.Near(st)
	}
	t.mu.Lock()
	tab, ok := t.memo[key(v, choices, theta)]
	t.mu.Unlock()
	if ok {
		return tab.Near(st)
	}
	c := t.Cache
	c.Progress = t.progress(v)
	n, outcome, err := c.loadNear(v, choices, theta, st)
	if n == nil {
		return nil, Refusal(v, err)
	}
	t.tell(v, outcome, err)
	return n, nil
}

// Prepare makes sure the cache holds the table of v under rules, and says
// so: a table that could not be kept there is an error.
func (t *Tables) Prepare(v *scoresheet.Variant, choices scoresheet.Choices) error {
	return t.PrepareRisk(v, choices, 0)
}

// PrepareRisk is Prepare for the risk table of θ (0: the expected
// score's), which advice to win reads before the last turns.
func (t *Tables) PrepareRisk(v *scoresheet.Variant, choices scoresheet.Choices, theta float64) error {
	if v.SavedRolls {
		if theta != 0 {
			return Refusal(v, optimal.ErrSavedRolls)
		}
		return t.PrepareSaved(context.Background(), v, choices)
	}
	c := t.Cache
	c.Progress = t.progress(v)
	outcome, err := c.PrepareRisk(v, choices, theta)
	switch {
	case errors.Is(err, optimal.ErrBottomUp), errors.Is(err, optimal.ErrTooManyBoxes):
		return Refusal(v, err)
	case err != nil:
		return msg.Errorf("the %s table could not be cached: %v", catalog.VariantName(v), err)
	}
	t.tell(v, outcome, nil)
	return nil
}

// Refusal says why there is no table of v: err (optimal's, from Solve or
// Solvable), in the user's words; any other error as it is.
func Refusal(v *scoresheet.Variant, err error) error {
	switch {
	case errors.Is(err, optimal.ErrBottomUp):
		return msg.Wrap(err, "%s filled bottom-up has no table of best plays: the solver plays forced order top to bottom only", catalog.VariantName(v))
	case errors.Is(err, optimal.ErrTooManyBoxes):
		return msg.Wrap(err, "%s has %d boxes: best plays are worked out for at most %d in free order", catalog.VariantName(v), len(v.Boxes), optimal.MaxBoxes)
	}
	return err
}

// tell says what a load did that is worth saying: a table worked out
// again, or one that could not be cached (err).
func (t *Tables) tell(v *scoresheet.Variant, outcome Outcome, err error) {
	if outcome == Rebuilt {
		t.say(t.Lang.T("the cached %s table was damaged or old: worked out again", t.Lang.VariantName(v)))
	}
	if err != nil {
		t.say(t.Lang.T("warning: %s", t.Lang.T("the %s table could not be cached: %v", t.Lang.VariantName(v), t.Lang.Say(err))))
	}
}

// Cached returns the optimal-play table of v under rules if this run or
// the cache already has it, without working one out: for what is worth
// telling only when it comes at no cost (the recap's comebacks).
func (t *Tables) Cached(v *scoresheet.Variant, choices scoresheet.Choices) (*optimal.Table, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if tab, ok := t.memo[key(v, choices, 0)]; ok {
		return tab, true
	}
	return t.Cache.Cached(v, choices)
}

// StartDistribution returns the distribution of final scores from an
// empty sheet under tab's play, from the cache or worked out (and cached)
// now, saying so: it takes seconds.
func (t *Tables) StartDistribution(tab *optimal.Table) (optimal.Distribution, error) {
	c := Cache{Dir: t.Cache.Dir}
	v := tab.Variant()
	if _, err := os.Stat(c.StartPath(v, tab.Choices())); err != nil {
		fmt.Fprintf(t.ErrOut, "%s…\n", t.Lang.T("Working out every way a game of %s can end (once; some seconds)", t.Lang.VariantName(v)))
	}
	d, outcome, err := c.LoadStart(tab)
	switch {
	case outcome == Rebuilt:
		t.say(t.Lang.T("the cached %s distribution was damaged or old: worked out again", t.Lang.VariantName(v)))
	case err != nil:
		t.say(t.Lang.T("warning: %s", t.Lang.T("the %s distribution could not be cached: %v", t.Lang.VariantName(v), t.Lang.Say(err))))
	}
	return d, nil
}

func (t *Tables) say(s string) { fmt.Fprintln(t.ErrOut, "protokoll: "+s) }

// progress says on ErrOut that v's table is being worked out and how far
// it is: on one line, redrawn, on a terminal; otherwise once at the start.
func (t *Tables) progress(v *scoresheet.Variant) func(float64) {
	started, quiet := false, false
	line := t.progressLine(v)
	return func(done float64) {
		if !started {
			// Said once a run for a variant, when a table is worked
			// out: its risk tables (advise --prepare --to-win works out
			// thirteen) are the same work again.
			t.saidMu.Lock()
			quiet = t.said[v.Key()]
			if t.said == nil {
				t.said = map[string]bool{}
			}
			t.said[v.Key()] = true
			t.saidMu.Unlock()
		}
		if quiet {
			started = true
			return
		}
		line(done)
		started = true
	}
}

// progressLine says on ErrOut that v's table is being worked out and how
// far it is: on one line, redrawn, on a terminal; otherwise once.
func (t *Tables) progressLine(v *scoresheet.Variant) func(float64) {
	started := false
	return func(done float64) {
		what := t.Lang.T("Working out the best play for %s (once; a few seconds)", t.Lang.VariantName(v))
		switch {
		case t.TTY:
			fmt.Fprintf(t.ErrOut, "\r%s… %3.0f%%", what, 100*done)
			if done >= 1 {
				fmt.Fprintln(t.ErrOut)
			}
		case !started:
			fmt.Fprintf(t.ErrOut, "%s…\n", what)
		}
		started = true
	}
}
