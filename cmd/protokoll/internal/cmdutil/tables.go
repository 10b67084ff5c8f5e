package cmdutil

import (
	"errors"
	"fmt"
	"os"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/tablecache"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// Table returns the optimal-play table of v under rules, from the cache or
// worked out (and cached) now.
// A game at the table asks for its table at every hint: it is read once
// and kept for the rest of the run.
func Table(a *Factory, v *scoresheet.Variant, rules scoresheet.Rules) (*optimal.Table, error) {
	key := tableKey(v, rules)
	if t, ok := a.Tables[key]; ok {
		return t, nil
	}
	dir, err := tablecache.DefaultDir(a.Getenv)
	if err != nil {
		return nil, err
	}
	c := tablecache.Cache{Dir: dir, Progress: solveProgress(a, v)}
	t, outcome, err := c.Load(v, rules)
	switch {
	case errors.Is(err, optimal.ErrBottomUp):
		return nil, msg.Wrap(err, "%s filled bottom-up has no table of best plays: the solver plays forced order top to bottom only", catalog.VariantName(v))
	case errors.Is(err, optimal.ErrTooManyBoxes):
		return nil, msg.Wrap(err, "%s has %d boxes: best plays are worked out for at most %d in free order", catalog.VariantName(v), len(v.Boxes), optimal.MaxBoxes)
	case t == nil:
		return nil, err
	}
	if a.Tables == nil {
		a.Tables = map[string]*optimal.Table{}
	}
	a.Tables[key] = t
	switch {
	case outcome == tablecache.Rebuilt:
		fmt.Fprintln(a.IO.ErrOut, "protokoll: "+a.T("the cached %s table was damaged or old: worked out again", a.Lang.VariantName(v)))
	case err != nil:
		fmt.Fprintln(a.IO.ErrOut, "protokoll: "+a.T("warning: %s", a.T("the %s table could not be cached: %v", a.Lang.VariantName(v), a.Say(err))))
	}
	return t, nil
}

// tableKey is the key of a run's tables.
func tableKey(v *scoresheet.Variant, rules scoresheet.Rules) string {
	return v.Key() + " " + string(rules.Joker)
}

// CachedTable returns the optimal-play table of v under rules if this
// run or the cache already has it, without working one out: for what is
// worth telling only when it comes at no cost (the recap's comebacks).
func CachedTable(a *Factory, v *scoresheet.Variant, rules scoresheet.Rules) (*optimal.Table, bool) {
	if t, ok := a.Tables[tableKey(v, rules)]; ok {
		return t, true
	}
	dir, err := tablecache.DefaultDir(a.Getenv)
	if err != nil {
		return nil, false
	}
	return tablecache.Cache{Dir: dir}.Cached(v, rules)
}

// solveProgress says on the error output that v's table is being worked
// out and how far it is: on one line, redrawn, on a terminal; otherwise
// once at the start and once at the end.
func solveProgress(a *Factory, v *scoresheet.Variant) func(float64) {
	tty := a.IO.IsStderrTTY()
	started := false
	return func(done float64) {
		msg := a.T("Working out the best play for %s (once; a few seconds)", a.Lang.VariantName(v))
		switch {
		case tty:
			fmt.Fprintf(a.IO.ErrOut, "\r%s… %3.0f%%", msg, 100*done)
			if done >= 1 {
				fmt.Fprintln(a.IO.ErrOut)
			}
		case !started:
			fmt.Fprintf(a.IO.ErrOut, "%s…\n", msg)
		}
		started = true
	}
}

// TooLarge is the refusal of a variant the solver cannot work out (maxi):
// optimal.ErrTooLarge, said in the user's language.
func TooLarge(v *scoresheet.Variant) error {
	return msg.Wrap(optimal.ErrTooLarge, "%s has no table of best plays: with saved rolls it has too many states to work out on a laptop", catalog.VariantName(v))
}

// StartDistribution returns the distribution of final scores from an
// empty sheet under t's play, from the cache or worked out (and cached)
// now, saying so on the error output: it takes seconds.
func StartDistribution(a *Factory, t *optimal.Table) (optimal.Distribution, error) {
	dir, err := tablecache.DefaultDir(a.Getenv)
	if err != nil {
		return optimal.Distribution{}, err
	}
	c := tablecache.Cache{Dir: dir}
	if _, err := os.Stat(c.StartPath(t.Variant(), t.Rules())); err != nil {
		fmt.Fprintf(a.IO.ErrOut, "%s…\n", a.T("Working out every way a game of %s can end (once; some seconds)", a.Lang.VariantName(t.Variant())))
	}
	d, outcome, err := c.LoadStart(t)
	switch {
	case outcome == tablecache.Rebuilt:
		fmt.Fprintln(a.IO.ErrOut, "protokoll: "+a.T("the cached %s distribution was damaged or old: worked out again", a.Lang.VariantName(t.Variant())))
	case err != nil:
		fmt.Fprintln(a.IO.ErrOut, "protokoll: "+a.T("warning: %s", a.T("the %s distribution could not be cached: %v", a.Lang.VariantName(t.Variant()), a.Say(err))))
	}
	return d, nil
}
