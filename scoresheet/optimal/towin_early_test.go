//go:build !race

package optimal

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
)

// playEarly plays one game from s with x points: while too many states
// are ahead for the exact method, each turn for points (the table's
// choices), then to win exactly as w advises; it returns the final total.
func playEarly(w *winDP, r *rand.Rand, s spot, x int, exact map[spot]bool) int {
	t, g := w.t, w.t.game
	d := g.d
	rolls := d.start[d.n]
	room := newScratch(g)
	for s.mask != 1<<g.boxes-1 {
		late, ok := exact[s]
		if !ok {
			late = t.ahead(s, MaxToWin) <= MaxToWin
			exact[s] = late
		}
		opts := t.options(s, nil)
		var value func(o option) float64
		if late {
			opts = t.options(s, w.value)
			value = func(o option) float64 { return w.look(o.next, x+o.points) }
		} else { // for points: the table's value of the box
			value = func(o option) float64 { return float64(o.points) + t.ev[g.index(o.to.mask, o.to.upper, o.to.y)] }
		}
		fv := finals(room, rolls, opts, value)
		t.bestKeeps(room, fv, &room.best1)
		copy(room.before, room.best1.value)
		t.bestKeeps(room, room.before, &room.best2)
		var k keep
		for range g.v.Dice {
			k[r.IntN(6)]++
		}
		for _, best := range [][]int{room.best2.keep, room.best1.keep} {
			k = d.keeps[best[d.index[k]]]
			for k.size() < g.v.Dice {
				k[r.IntN(6)]++
			}
		}
		i := int(d.index[k]) - rolls
		best := opts[i][0]
		for _, o := range opts[i][1:] {
			if value(o) > value(best) {
				best = o
			}
		}
		x += best.points
		s = best.to
	}
	return x
}

// TestToWinEarlyHeadToHead: from a position with six boxes left, the
// upper section open and more than MaxToWin states ahead, Anna, behind
// Bo who plays for points, wins more often playing her first turns for
// points and the last ones to win (what the advice does) than playing
// for points all along (her exact chance), beyond 4σ.
func TestToWinEarlyHeadToHead(t *testing.T) {
	tab := table(t, scoresheet.Scandinavian)
	v := scoresheet.Scandinavian
	sheet := func(upper int, free ...scoresheet.Box) State {
		st := State{Filled: map[scoresheet.Box]bool{}, Upper: upper}
		for _, b := range v.Boxes {
			st.Filled[b] = true
		}
		for _, b := range free {
			delete(st.Filled, b)
		}
		return st
	}
	anna := Player{sheet(18, scoresheet.Fours, scoresheet.Fives, scoresheet.Sixes, scoresheet.FullHouse, scoresheet.Yatzy, scoresheet.Chance), 150}
	bo := Player{sheet(63, scoresheet.Chance, scoresheet.OnePair), 265}
	c, err := tab.Chances([]Player{anna, bo}, 1)
	require.NoError(t, err)
	require.True(t, c[0].Exact)
	finals, _, err := tab.Finals([]Player{bo}, 1)
	require.NoError(t, err)
	win := Beat(finals)
	mask, upper, y, err := tab.key(anna.State)
	require.NoError(t, err)
	s := spot{mask, upper, y}
	require.Greater(t, tab.ahead(s, MaxToWin), MaxToWin, "a position too early for the exact method")
	w := tab.toWin(anna.Points, win)
	exact := map[spot]bool{}
	n := *headToHead
	r := rand.New(rand.NewPCG(19, 1))
	won := 0.0
	for range n {
		won += win.At(playEarly(w, r, s, anna.Points, exact))
	}
	rate := won / float64(n)
	sigma := math.Sqrt(rate * (1 - rate) / float64(n))
	t.Logf("for points, then to win: %.4f in %d games; for points all along: %.4f", rate, n, c[0].Alone)
	assert.Greater(t, rate, c[0].Alone+4*sigma)
}
