//go:build !race

package optimal

import (
	"flag"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
)

var headToHead = flag.Int("towin.games", 3000, "games the head-to-head tests play a position (the package doc's figures: 100000 and 30000)")

// playToWin plays one game from s with x points as the advice does: while
// too many states are ahead for the exact method, each turn for points
// (the table's choices), then to win exactly as w advises; it returns the
// final total. exact remembers which states are late enough.
func playToWin(w *winDP, r *rand.Rand, s spot, x int, exact map[spot]bool) int {
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
		var opts [][]option
		var value func(o option) float64
		if late {
			opts = t.options(s, w.value)
			value = func(o option) float64 { return w.look(o.next, x+o.points) }
		} else { // for points: the table's value of the box
			opts = t.options(s, nil)
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
			k = d.keeps[best[d.indexOf(k)]]
			for k.size() < g.v.Dice {
				k[r.IntN(6)]++
			}
		}
		i := int(d.indexOf(k)) - rolls
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

// TestToWinHeadToHead: from late positions where Anna is behind Bo (who
// plays for points), Anna playing to win wins about as often as the
// chance her advice claims (within 4σ of the games played), and more
// often than playing for points would: the claim holds up at the table.
func TestToWinHeadToHead(t *testing.T) {
	t.Parallel()
	tab := table(t, scoresheet.Scandinavian())
	v := scoresheet.Scandinavian()
	for i, tc := range []struct {
		anna, bo   Player
		annaBehind string
	}{
		{Player{sheet(v, 63, scoresheet.Chance, scoresheet.Yatzy), 240}, Player{sheet(v, 63, scoresheet.Chance), 270}, "30 behind, chance and yatzy left"},
		{Player{sheet(v, 45, scoresheet.Sixes, scoresheet.FullHouse, scoresheet.Chance), 200}, Player{sheet(v, 63, scoresheet.FullHouse, scoresheet.Chance), 250}, "50 behind, the bonus open"},
		{Player{sheet(v, 63, scoresheet.FourOfAKind, scoresheet.LargeStraight, scoresheet.Yatzy), 230}, Player{sheet(v, 63, scoresheet.Yatzy, scoresheet.Chance), 275}, "45 behind, three boxes"},
	} {
		bo, _, err := tab.Finals([]Player{tc.bo}, 1)
		require.NoError(t, err)
		win := Beat(bo)
		mask, upper, y, err := tab.key(tc.anna.State)
		require.NoError(t, err)
		s := spot{mask, upper, y}
		w := tab.toWin(s, tc.anna.Points, win)
		claimed := w.look(w.value(s), tc.anna.Points)
		// Playing for points: Anna's exact distribution against Bo's.
		annaFinal, _, err := tab.Finals([]Player{tc.anna}, 1)
		require.NoError(t, err)
		forPoints := 0.0
		for x := annaFinal[0].Lo; x <= annaFinal[0].Hi(); x++ {
			forPoints += annaFinal[0].At(x) * win.At(x)
		}
		r := rand.New(rand.NewPCG(18, uint64(i)))
		exact := map[spot]bool{}
		won := 0.0
		for range *headToHead {
			won += win.At(playToWin(w, r, s, tc.anna.Points, exact))
		}
		n := float64(*headToHead)
		rate := won / n
		sigma := math.Sqrt(claimed * (1 - claimed) / n)
		t.Logf("%s: to win %.4f claimed, %.4f in %d games; for points %.4f", tc.annaBehind, claimed, rate, *headToHead, forPoints)
		assert.InDelta(t, claimed, rate, 4*sigma+1e-9, tc.annaBehind)
		assert.Greater(t, claimed, forPoints, tc.annaBehind)
	}
}
