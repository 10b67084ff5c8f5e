package tablecache

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"sync"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// A game with saved rolls (maxi) has a table that takes minutes to work
// out, level by level into the cache (saved.go). It is worked out only
// when asked for (advise --prepare), never when a hint or a game's page
// asks: those read the cache, and a table not prepared is refused with
// what preparing takes and the command that does it (ErrNotPrepared).
// The levels are worked out from the full sheet down, so a sheet late
// in the game, which needs only its own level and the next, has its
// advice as soon as those are done: a prepare stopped early serves the
// last turns already.

// ErrNotPrepared is the error of advice on maxi whose table (the levels
// the sheet needs) is not in the cache yet.
var ErrNotPrepared = errors.New("the table is not prepared")

// PrepareMinutes is about how long preparing maxi's tables takes from an
// empty cache on a laptop of two quiet cores, with saved rolls and
// without: what a hint says before it is done. Package optimal's doc
// measured 4m22s for both on two quiet cores (a busy machine takes
// longer, and the bar says how much).
const PrepareMinutes = 5

// caps are the caps on saved rolls maxi's tables are prepared for: the
// game's (advice), and none (every turn three rolls, those not used
// lost: advise --start's second figure).
var caps = [...]int{optimal.SavedCap, 0}

// levelsDone returns how many levels of v's table for at most cap saved
// rolls are in the cache, from the full sheet down, each file's header
// whole (their blocks are checked as they are read), and how many levels
// there are.
func (c Cache) levelsDone(v *scoresheet.Variant, choices scoresheet.Choices, cap int) (done, of int, err error) {
	l, err := levels(v, choices, cap)
	if err != nil {
		return 0, 0, err
	}
	for k := l.Boxes() - 1; k >= 0; k-- {
		lf, err := c.openLevel(l, v, choices, k)
		if err != nil {
			break
		}
		lf.f.Close()
		done++
	}
	return done, l.Boxes(), nil
}

// work returns the work of v's table for at most cap saved rolls, as the
// solver weighs a level's (its values, times its boxes free and one):
// of its first done levels (from the full sheet down), and in all.
func work(v *scoresheet.Variant, choices scoresheet.Choices, cap, done int) (did, total float64) {
	l, err := levels(v, choices, cap)
	if err != nil {
		return 0, 0
	}
	for k := range l.Boxes() {
		w := float64(l.Len(k)) * float64(l.Boxes()-k+1)
		total += w
		if k >= l.Boxes()-done {
			did += w
		}
	}
	return did, total
}

// shareDone is the share of the work of v's table for at most cap saved
// rolls that its first done levels are.
func shareDone(v *scoresheet.Variant, choices scoresheet.Choices, cap, done int) float64 {
	did, total := work(v, choices, cap, done)
	if total == 0 {
		return 0
	}
	return did / total
}

// minutesLeft is about how many minutes preparing v's tables (each cap
// of caps) still takes, from what of them is in the cache.
func (c Cache) minutesLeft(v *scoresheet.Variant, choices scoresheet.Choices) int {
	left, all := 0.0, 0.0
	for _, cap := range caps {
		done, _, err := c.levelsDone(v, choices, cap)
		if err != nil {
			continue
		}
		did, total := work(v, choices, cap, done)
		left, all = left+total-did, all+total
	}
	if all == 0 {
		return 0
	}
	return max(1, int(math.Ceil(PrepareMinutes*left/all)))
}

// PrepareCommand is the command that prepares v's tables, as a refusal
// offers it.
func PrepareCommand(v *scoresheet.Variant) string {
	if v.BuiltIn() {
		return "protokoll yatzy advise --prepare --variant " + v.ID
	}
	return "protokoll yatzy advise --prepare --game GAME"
}

// notPrepared says that v's table is not in the cache, or not the levels
// a sheet needs: how long preparing it takes and the command that does.
func (c Cache) notPrepared(v *scoresheet.Variant, choices scoresheet.Choices) error {
	done, of, _ := c.levelsDone(v, choices, optimal.SavedCap)
	if done == 0 {
		return msg.Wrap(ErrNotPrepared, "the best play for %s is not prepared yet: preparing it takes about %d minutes, once, and the last turns' hints come as soon as their levels are done: %s", catalog.VariantName(v), c.minutesLeft(v, choices), PrepareCommand(v))
	}
	return msg.Wrap(ErrNotPrepared, "the best play for %s is prepared for the last %d turns (%d of %d levels): preparing the rest takes about %d minutes: %s", catalog.VariantName(v), done, done, of, c.minutesLeft(v, choices), PrepareCommand(v))
}

// OnDemand is the most boxes a sheet with saved rolls may have free for
// advice on it to work out the levels it needs when they are not in the
// cache, rather than refuse until they are prepared: maxi's last three
// levels take 0.37 CPU-s (the whole advise from an empty cache 2.0–2.5 s
// wall on two cores at load 34, /usr/bin/time, three runs; 0.2–0.3 s
// once they are cached, as protokoll --version there); the fourth and
// fifth take seconds and tens of seconds more.
const OnDemand = 3

// prepareDown works out the levels of l's table from those in the cache
// down to level to, each kept as prepare keeps it; busy reports that a
// prepare of another process holds the table, and nothing was done.
func (c Cache) prepareDown(l *optimal.Levels, v *scoresheet.Variant, choices scoresheet.Choices, to int) (busy bool, err error) {
	if err := os.MkdirAll(c.Dir, 0o755); err != nil {
		return false, err
	}
	unlock, ok, err := holdLock(c.savedPath(v, choices, l.Cap(), 0)+".lock", false) // prepareSaved's
	if err != nil || !ok {
		return true, err
	}
	defer unlock()
	from, have, err := c.wholeLevels(context.Background(), l, v, choices, to)
	if err != nil {
		return false, err
	}
	if from <= to {
		return false, nil
	}
	enough := errors.New("deep enough")
	err = l.Solve(from, have, func(k int, vals []uint16) error {
		if err := c.writeLevel(l, v, choices, k, vals); err != nil {
			return err
		}
		if k <= to {
			return enough
		}
		return nil
	}, nil)
	if errors.Is(err, enough) {
		err = nil
	}
	return false, err
}

// savedNear is Near for a game with saved rolls: read from the cache,
// never the whole table worked out (a table not prepared is refused,
// ErrNotPrepared), only a late sheet's few levels (OnDemand).
func (t *Tables) savedNear(v *scoresheet.Variant, choices scoresheet.Choices, st optimal.State) (*optimal.Near, error) {
	c := t.Cache
	l, err := levels(v, choices, optimal.SavedCap)
	if err != nil {
		return nil, Refusal(v, err)
	}
	if _, err := l.NearMasks(st); err != nil {
		return nil, err // the sheet, not the cache, is wrong
	}
	n, err := c.loadNearSaved(l, v, choices, st)
	if err == nil {
		return n, nil
	}
	if free := l.Boxes() - len(st.Filled); free <= OnDemand {
		// Late in the game the levels the sheet needs take a moment:
		// worked out now, unless a prepare is under way.
		if busy, perr := c.prepareDown(l, v, choices, len(st.Filled)); perr == nil && !busy {
			if n, err = c.loadNearSaved(l, v, choices, st); err == nil {
				return n, nil
			}
		}
	}
	if done, of, _ := c.levelsDone(v, choices, optimal.SavedCap); done == of {
		// Every level is there, and a block of them is not whole: the
		// next prepare reads each and works out what is not.
		return nil, msg.Wrap(ErrNotPrepared, "the cached %s table is damaged (%v): %s works out again what is", catalog.VariantName(v), err, PrepareCommand(v))
	}
	return nil, c.notPrepared(v, choices)
}

// From returns v's table for what follows st: Table, but for a game
// with saved rolls only the levels of st's filled boxes and fuller are
// needed (read from the cache a block at a time; those below, which
// nothing from st reads, may be missing), worked out here when st has at
// most OnDemand boxes free, as for Near; else ErrNotPrepared.
func (t *Tables) From(v *scoresheet.Variant, choices scoresheet.Choices, st optimal.State) (*optimal.Table, error) {
	if !v.SavedRolls {
		return t.Table(v, choices)
	}
	c := t.Cache
	l, err := levels(v, choices, optimal.SavedCap)
	if err != nil {
		return nil, Refusal(v, err)
	}
	need := l.Boxes() - len(st.Filled) // the levels from st's up
	done, _, _ := c.levelsDone(v, choices, optimal.SavedCap)
	if done < need && need <= OnDemand {
		if busy, err := c.prepareDown(l, v, choices, len(st.Filled)); err == nil && !busy {
			done, _, _ = c.levelsDone(v, choices, optimal.SavedCap)
		}
	}
	if done < need {
		return nil, c.notPrepared(v, choices)
	}
	return c.savedTable(l, v, choices), nil
}

// savedTable is Table for a game with saved rolls: the whole table read
// from the cache a block at a time, never worked out here.
func (t *Tables) savedTable(v *scoresheet.Variant, choices scoresheet.Choices, cap int) (*optimal.Table, error) {
	if tab, ok := t.Cache.CachedCap(v, choices, cap); ok {
		return tab, nil
	}
	return nil, t.Cache.notPrepared(v, choices)
}

// WithoutSaved returns the table of v, a game with saved rolls, played
// without them (every turn three rolls, those not used lost), from the
// cache: advise --start's second figure.
func (t *Tables) WithoutSaved(v *scoresheet.Variant, choices scoresheet.Choices) (*optimal.Table, error) {
	return t.savedTable(v, choices, 0)
}

// PrepareSaved works out and keeps v's tables with saved rolls, each cap
// of caps, level by level, saying how far it is with a bar on ErrOut
// (Tables.newBar), which moves as the blocks of each level are done. When
// ctx is cancelled (Ctrl-C) the solver stops within a few blocks (a
// fraction of a second), lets go of its lock and removes the lock file;
// then PrepareSaved says which levels are kept for the next run to go on
// from, and returns ctx's error: the level being worked out is lost, the
// others are on disk (each written whole).
func (t *Tables) PrepareSaved(ctx context.Context, v *scoresheet.Variant, choices scoresheet.Choices) error {
	for _, cap := range caps {
		if err := t.prepareCap(ctx, v, choices, cap); err != nil {
			return err
		}
	}
	return nil
}

// prepareCap is PrepareSaved for one cap.
func (t *Tables) prepareCap(ctx context.Context, v *scoresheet.Variant, choices scoresheet.Choices, cap int) error {
	c := t.Cache
	done, of, err := c.levelsDone(v, choices, cap)
	if err != nil {
		return Refusal(v, err)
	}
	b := t.newBar(v)
	b.without = cap == 0
	now := b.now
	// The solver says how far it is a thousand times a level, from its
	// workers: the last step is kept, and drawn as it comes (on a
	// terminal five times a second at most, and each second to count the
	// time left down; on a pipe the bar says only the levels done).
	var mu sync.Mutex
	var last Step
	moved := make(chan struct{}, 1)
	set := func(s Step) {
		mu.Lock()
		last = s
		mu.Unlock()
		select {
		case moved <- struct{}{}:
		default:
		}
	}
	get := func() Step {
		mu.Lock()
		defer mu.Unlock()
		return last
	}
	level := done + 1
	c.Level = func(done, left int) { level = done + 1 }
	c.Progress = func(share float64) { set(Step{Level: min(level, of), Levels: of, Done: share}) }
	if done < of {
		set(Step{Level: level, Levels: of, Done: shareDone(v, choices, cap, done)})
	}
	var outcome Outcome
	finished := make(chan error, 1)
	go func() {
		var err error
		outcome, err = c.prepareSaved(ctx, v, choices, cap)
		finished <- err
	}()
	tick := time.NewTicker(time.Second) // the time left redrawn as it goes
	defer tick.Stop()
	var drawn Step
	var drawnAt time.Time
	draw := func(force bool) {
		s := get()
		if s.Levels == 0 {
			return
		}
		if t.TTY && !force && s.Level == drawn.Level && now().Sub(drawnAt) < 200*time.Millisecond {
			return
		}
		b.step(s)
		drawn, drawnAt = s, now()
	}
	for {
		select {
		case <-moved:
			draw(false)
		case <-tick.C:
			if t.TTY {
				draw(true)
			}
		case err := <-finished:
			draw(true)
			b.end()
			switch {
			case ctx.Err() != nil:
				// Stopped (Ctrl-C): the solver stopped within a few
				// blocks, and its lock is let go of.
				kept, of, _ := c.levelsDone(v, choices, cap)
				fmt.Fprintln(t.ErrOut, t.Lang.T("Stopped: %d of %d levels are done and kept; the next prepare goes on from there.", kept, of))
				return ctx.Err()
			case err != nil:
				return msg.Errorf("the %s table could not be cached: %v", catalog.VariantName(v), err)
			case outcome == Rebuilt:
				t.say(t.Lang.T("the cached %s table was damaged, old or stopped before its end: worked out where it was not whole", t.Lang.VariantName(v)))
			}
			return nil
		}
	}
}
