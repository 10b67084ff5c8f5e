package tablecache

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/scoresheet"
)

// A table that takes minutes (maxi's) is worked out a level at a time,
// the sheets with the same number of boxes filled, from the full sheet
// back to the empty one, and says how far it is as a long job does: a
// bar with the level, the share done and the time left, redrawn on one
// line on a terminal; on a pipe a plain line for each level done, so
// that a log says where it was.

// A Step is how far a table worked out by levels is: the level being
// worked on (1 the first, the full sheet's end), of Levels, and Done the
// share of the whole work done (0 to 1), the levels done before this run
// included.
type Step struct {
	Level, Levels int
	Done          float64
}

// barCells is the bar's width in characters: with the rest of the line
// it fits 80 columns in every language.
const barCells = 20

// A bar says a long preparation's steps on w, in l, with the time from
// now: on a terminal (tty) one line redrawn, else a line a level.
type bar struct {
	w   io.Writer
	tty bool
	l   *catalog.Language
	now func() time.Time
	v   *scoresheet.Variant
	// without says the table is of v without saved rolls (maxi's second,
	// for advise --start).
	without bool

	begun bool
	start time.Time // when this run's first step came
	from  float64   // the share done then: levels done before this run
	level int       // the level last said, on a pipe
	drawn bool      // a line stands on the terminal, to be ended
	// The time left as last worked out, at the share done then: redrawn
	// before the share moves again (a level takes minutes), it counts
	// down from there.
	eta    time.Duration
	etaAt  time.Time
	etaFor float64
	known  bool
}

// newBar returns the bar of v's table for t's output.
func (t *Tables) newBar(v *scoresheet.Variant) *bar {
	now := t.Now
	if now == nil {
		now = time.Now
	}
	return &bar{w: t.ErrOut, tty: t.TTY, l: t.Lang, now: now, v: v}
}

// step says s: on a terminal the bar redrawn, on a pipe the first step's
// heading and a line for each level finished.
func (b *bar) step(s Step) {
	l := b.l
	name := l.VariantName(b.v)
	if b.without {
		name = l.T("%s without saved rolls", name)
	}
	if !b.begun {
		b.begun, b.start, b.from, b.level = true, b.now(), s.Done, s.Level
		if !b.tty {
			fmt.Fprintf(b.w, "%s…\n", l.T("Preparing the best play for %s, a level of filled boxes at a time (once; Ctrl-C stops it, and the next run goes on from there)", name))
		}
	}
	if b.tty {
		fmt.Fprintf(b.w, "\r%s · %s %s %s · %s\x1b[K", name, l.T("level %d of %d", s.Level, s.Levels), cells(s.Done), l.Percent(s.Done), b.left(s.Done))
		b.drawn = true
		return
	}
	upto := s.Level - 1 // the levels finished since the last step
	if s.Done >= 1 {
		upto = s.Levels
	}
	for ; b.level <= upto; b.level++ {
		fmt.Fprintln(b.w, l.T("level %d of %d done: %s, %s", b.level, s.Levels, l.Percent(s.Done), b.left(s.Done)))
	}
}

// end ends the bar's line on a terminal, for what is said after it.
func (b *bar) end() {
	if b.drawn {
		fmt.Fprintln(b.w)
		b.drawn = false
	}
}

// left says the time left at done, from the pace of this run's work so
// far (the levels done before it took no time of its own).
func (b *bar) left(done float64) string {
	l := b.l
	now := b.now()
	ran, did := now.Sub(b.start), done-b.from
	var left time.Duration
	switch {
	case done >= 1:
		return l.T("done")
	case b.known && done == b.etaFor:
		left = b.eta - now.Sub(b.etaAt)
	case ran < 2*time.Second || did <= 0.002:
		return l.T("time left not known yet")
	default:
		left = time.Duration(float64(ran) * (1 - done) / did)
		b.eta, b.etaAt, b.etaFor, b.known = left, now, done, true
	}
	if left < time.Minute {
		return l.T("less than a minute left")
	}
	m := int(left.Round(time.Minute) / time.Minute)
	return l.N(m, "about %d minute left", "about %d minutes left", m)
}

// cells draws done as a bar of barCells characters: full blocks, and the
// rest light.
func cells(done float64) string {
	n := min(barCells, max(0, int(done*barCells)))
	return strings.Repeat("█", n) + strings.Repeat("░", barCells-n)
}
