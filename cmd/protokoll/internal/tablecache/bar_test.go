package tablecache

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/scoresheet"
)

// steps feeds a bar a run that resumes at level 3 of 5 (a fifth done
// before it), a second between steps, and returns what it said.
func steps(tty bool, lang string) string {
	var out bytes.Buffer
	clock := time.Date(2026, 12, 7, 20, 0, 0, 0, time.UTC)
	tables := &Tables{ErrOut: &out, TTY: tty, Lang: catalog.Builtin().Lookup(lang), Now: func() time.Time { return clock }}
	b := tables.newBar(scoresheet.Maxi())
	for _, s := range []Step{{3, 5, 0.2}, {3, 5, 0.25}, {4, 5, 0.4}, {4, 5, 0.5}, {5, 5, 0.6}, {5, 5, 1}} {
		b.step(s)
		clock = clock.Add(time.Minute)
	}
	b.end()
	return out.String()
}

// TestBarOnAPipe: piped, a long preparation says what it does once and
// then a plain line for each level it finishes, with the share done and
// the time left at this run's pace (the levels done before it took none
// of its time); nothing is redrawn.
func TestBarOnAPipe(t *testing.T) {
	got := steps(false, "en")
	assert.Equal(t, "Preparing the best play for maxi, a level of filled boxes at a time (once; Ctrl-C stops it, and the next run goes on from there)…\n"+
		"level 3 of 5 done: 40%, about 6 minutes left\n"+ // 0.2 of the work in 2 minutes: 0.6 left, 6 minutes at that pace
		"level 4 of 5 done: 60%, about 4 minutes left\n"+
		"level 5 of 5 done: 100%, done\n", got)
	assert.NotContains(t, got, "\r")
	sv := steps(false, "sv")
	assert.Contains(t, sv, "nivå 4 av 5 klar: 60\u00a0%, ungefär 4 minuter kvar\n")
}

// TestBarOnATerminal: on a terminal the bar is one line redrawn, with
// the level, the share done as cells and in figures, and the time left,
// ended by a newline at the end.
func TestBarOnATerminal(t *testing.T) {
	got := steps(true, "en")
	frames := strings.Split(strings.TrimSuffix(got, "\n"), "\r")[1:]
	assert.Len(t, frames, 6)
	assert.Equal(t, "maxi · level 3 of 5 ████░░░░░░░░░░░░░░░░ 20% · time left not known yet\x1b[K", frames[0])
	assert.Equal(t, "maxi · level 4 of 5 ██████████░░░░░░░░░░ 50% · about 5 minutes left\x1b[K", frames[3])
	assert.Equal(t, "maxi · level 5 of 5 ████████████████████ 100% · done\x1b[K", frames[5])
	assert.True(t, strings.HasSuffix(got, "\n"))
	for _, f := range frames {
		assert.LessOrEqual(t, len([]rune(f))-3, 80, f)
	}
}

// TestBarCountsDownWithinALevel: the share done may stand still for a
// while (the last levels are a few large blocks, and the solver says how
// far it is as blocks are done); redrawn meanwhile (each second on a
// terminal), the time left counts down from the last estimate rather
// than growing with the time the level takes.
func TestBarCountsDownWithinALevel(t *testing.T) {
	var out bytes.Buffer
	clock := time.Date(2026, 12, 7, 20, 0, 0, 0, time.UTC)
	tables := &Tables{ErrOut: &out, TTY: true, Lang: catalog.Builtin().Lookup("en"), Now: func() time.Time { return clock }}
	b := tables.newBar(scoresheet.Maxi())
	b.step(Step{1, 20, 0})
	clock = clock.Add(time.Minute)
	b.step(Step{2, 20, 0.1}) // a tenth in a minute: nine minutes left
	clock = clock.Add(3 * time.Minute)
	b.step(Step{2, 20, 0.1}) // the same share, three minutes on
	frames := strings.Split(out.String(), "\r")
	assert.Contains(t, frames[2], "about 9 minutes left")
	assert.Contains(t, frames[3], "about 6 minutes left")
}
