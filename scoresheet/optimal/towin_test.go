//go:build !race

package optimal

import (
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
)

// bruteLast is the chance of winning on a last turn with only box free,
// by every ordered outcome of the dice rerolled: hand holds the dice
// kept, left the rolls left after it, and the best keep is chosen at
// each roll. Scores come from scoresheet, not the solver's tables.
type bruteLast struct {
	v     *scoresheet.Variant
	box   scoresheet.Box
	upper int // the upper sum before the turn
	x     int // the total before the turn
	win   Objective
	memo  map[string]float64
}

func (b *bruteLast) final(roll scoresheet.Roll) float64 {
	p := b.v.Score(b.box, roll)
	if b.box.Upper() && b.upper < b.v.BonusAt && b.upper+p >= b.v.BonusAt {
		p += b.v.Bonus
	}
	return b.win.At(b.x + p)
}

// keep is the value of keeping hand with left rolls left (left ≥ 1).
func (b *bruteLast) keep(hand scoresheet.Roll, left int) float64 {
	hand = slices.Clone(hand)
	slices.Sort(hand)
	key := fmt.Sprint(hand, left)
	if v, ok := b.memo[key]; ok {
		return v
	}
	sum, count := 0.0, 0
	var each func(roll scoresheet.Roll)
	each = func(roll scoresheet.Roll) {
		if len(roll) == b.v.Dice {
			sum += b.best(roll, left-1)
			count++
			return
		}
		for f := 1; f <= 6; f++ {
			each(append(roll, f))
		}
	}
	each(append(scoresheet.Roll{}, hand...))
	v := sum / float64(count)
	b.memo[key] = v
	return v
}

// best is the value of roll with left rolls left: the best keep, or the
// box when none are left.
func (b *bruteLast) best(roll scoresheet.Roll, left int) float64 {
	if left == 0 {
		return b.final(roll)
	}
	best := 0.0
	for mask := range 1 << len(roll) {
		var hand scoresheet.Roll
		for i, d := range roll {
			if mask&(1<<i) != 0 {
				hand = append(hand, d)
			}
		}
		best = max(best, b.keep(hand, left))
	}
	return best
}

// TestToWinOnTheLastTurnByBruteForce: with one box left, every keep's
// chance of winning (and of the box) is the brute force's over every
// outcome of the dice, with one and two rolls left; and the to-win
// choice differs from the expected-score one where it should.
func TestToWinOnTheLastTurnByBruteForce(t *testing.T) {
	t.Parallel()
	tab := table(t, scoresheet.Scandinavian())
	v := scoresheet.Scandinavian()
	for _, tc := range []struct {
		box        scoresheet.Box
		upper, x   int
		opponent   int // the opponent's final total
		dice       scoresheet.Roll
		differ     bool // the to-win keep is not the expected-score keep
		rollsLeft  int
		wantToWin  scoresheet.Roll
		wantPoints scoresheet.Roll
	}{
		// Only chance left, 29 behind: only 30 wins; points keep 5s too.
		{box: scoresheet.Chance, upper: 63, x: 300, opponent: 329, dice: scoresheet.Roll{6, 6, 5, 5, 1}, rollsLeft: 2,
			differ: true, wantToWin: scoresheet.Roll{6, 6}, wantPoints: scoresheet.Roll{5, 5, 6, 6}},
		// Sixes left with 50 in the upper section: three sixes bring the
		// bonus; 60 behind, the bonus is needed and four sixes as well.
		{box: scoresheet.Sixes, upper: 50, x: 200, opponent: 273, dice: scoresheet.Roll{6, 6, 6, 2, 3}, rollsLeft: 1},
		{box: scoresheet.Sixes, upper: 50, x: 200, opponent: 260, dice: scoresheet.Roll{6, 6, 1, 2, 3}, rollsLeft: 2},
	} {
		st := sheet(v, tc.upper, tc.box)
		win := Beat([]Distribution{{Lo: tc.opponent, P: []float64{1}}})
		brute := &bruteLast{v: v, box: tc.box, upper: tc.upper, x: tc.x, win: win, memo: map[string]float64{}}
		for left := tc.rollsLeft; left >= 0; left-- {
			choices, err := tab.AdviseToWin(st, tc.x, tc.dice, left, win)
			require.NoError(t, err)
			for _, c := range choices {
				want := brute.final(tc.dice)
				if left > 0 {
					want = brute.keep(c.Keep, left)
				}
				assert.InDelta(t, want, c.Value, 1e-12, "%s %v %d left: keep %v", tc.box, tc.dice, left, c.Keep)
			}
		}
		if tc.differ {
			toWin, err := tab.AdviseToWin(st, tc.x, tc.dice, tc.rollsLeft, win)
			require.NoError(t, err)
			points, err := tab.Advise(st, tc.dice, tc.rollsLeft)
			require.NoError(t, err)
			assert.Equal(t, tc.wantToWin, toWin[0].Keep)
			assert.Equal(t, tc.wantPoints, points[0].Keep)
		}
	}
}

// TestTheLastTwoTurnsAreExact: every sheet with two boxes free, of every
// fifth upper sum it can have and the bonus line's, is within MaxToWin
// states (at most 49: far from the limit), so that the advice
// plays the last two turns by the exact method as the head-to-head games
// that measure it do (lateTurns).
func TestTheLastTwoTurnsAreExact(t *testing.T) {
	require.Equal(t, 2, lateTurns)
	for _, v := range []*scoresheet.Variant{scoresheet.Scandinavian(), scoresheet.Standard(), scoresheet.Forced()} {
		g, err := newGame(v, scoresheet.Choices{})
		require.NoError(t, err)
		tab := &Table{variant: v, choices: g.choices, game: g}
		all := 1<<g.boxes - 1
		most, sheets := 0, 0
		for a := range g.boxes {
			for b := a + 1; b < g.boxes; b++ {
				mask := all &^ (1 << a) &^ (1 << b)
				if g.forced && mask&(mask+1) != 0 {
					continue
				}
				for upper := 0; upper <= v.BonusAt; upper++ {
					if !g.reach[mask&63][upper] || (upper%5 != 0 && upper != v.BonusAt) {
						continue
					}
					for y := range 1 + b2i(g.joker) {
						n := tab.ahead(spot{mask, upper, y}, MaxToWin)
						assert.LessOrEqual(t, n, MaxToWin, "%s: %b, upper %d", v.ID, mask, upper)
						most, sheets = max(most, n), sheets+1
					}
				}
			}
		}
		assert.Positive(t, sheets)
		t.Logf("%s: %d sheets with two boxes free, at most %d states ahead", v.ID, sheets, most)
	}
}

// TestToWinTotalsTogetherAreEachAlone: the exact method works a state's
// totals lanes at a time through the kernel; each total's chance is the
// one the turn gives it alone (each roll's best option, the best keeps
// of the rolls left, weighed by the first roll), to 1e-12, for every
// state ahead of sheets three boxes from the end, against one, two and
// three opponents' distributions.
func TestToWinTotalsTogetherAreEachAlone(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(28, 3))
	for _, v := range []*scoresheet.Variant{scoresheet.Scandinavian(), scoresheet.Standard()} {
		tab := table(t, v)
		g := tab.game
		d := g.d
		rolls := d.start[d.n]
		checked := 0
		for checked < 4 {
			st := randomState(r, v)
			mask, upper, y, err := tab.key(st)
			if err != nil || g.boxes-bits.OnesCount(uint(mask)) != 3 {
				continue
			}
			var others []Distribution
			for range 1 + checked%3 {
				lo := 150 + r.IntN(150)
				p, sum := make([]float64, 1+r.IntN(60)), 0.0
				for i := range p {
					p[i] = r.Float64()
					sum += p[i]
				}
				for i := range p {
					p[i] /= sum
				}
				others = append(others, Distribution{Lo: lo, P: p})
			}
			x := 120 + r.IntN(150)
			w := tab.toWin(spot{mask, upper, y}, x, Beat(others))
			w.value(spot{mask, upper, y})
			room := newScratch(g)
			for s, got := range w.memo {
				if s.mask == 1<<g.boxes-1 {
					continue
				}
				opts := tab.options(s, w.value)
				for i, want := range got {
					fv := finals(room, rolls, opts, func(o option) float64 { return w.look(o.next, w.x0+i+o.points) })
					tab.bestKeeps(room, fv, &room.best1)
					copy(room.before, room.best1.value)
					tab.bestKeeps(room, room.before, &room.best2)
					alone := 0.0
					for r := rolls; r < len(d.keeps); r++ {
						alone += d.first[r] * room.best2.value[r]
					}
					if math.Abs(alone-want) > 1e-12 {
						t.Fatalf("%s %+v, total %d: %v together, %v alone", v.ID, s, w.x0+i, want, alone)
					}
				}
			}
			checked++
		}
	}
}
