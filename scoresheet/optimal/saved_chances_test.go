//go:build !race

package optimal

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
)

// dist works out the distribution of the points to come from (mask,
// upper, s) the plain way, with the brute force's own values: each roll
// with r rolls left decided (the first best box, or the first best keep
// in the order of the dice if it is worth more), a keep's chances over
// every roll of the dice left, a box's the next state's distribution
// shifted by its points. The distributions are by points from 0.
func (b *savedBrute) dist(mask, upper, s int) []float64 {
	if mask == 1<<len(b.v.Boxes)-1 {
		return []float64{1}
	}
	if b.dists == nil {
		b.dists = map[[3]int][]float64{}
	}
	if d, ok := b.dists[[3]int{mask, upper, s}]; ok {
		return d
	}

	n := b.v.Dice
	layers := b.layers(mask, upper, s+2)
	keepVals := map[[7]int]float64{}
	keepVal := func(k [6]int, r int) float64 {
		key := [7]int{k[0], k[1], k[2], k[3], k[4], k[5], r}
		if e, ok := keepVals[key]; ok {
			return e
		}
		e := 0.0
		defer func() { keepVals[key] = e }()
		for _, x := range b.rolls[n-sum6(k)] {
			e += x.p * layers[r-1][add6(k, x.c)]
		}
		return e
	}
	memo := map[[7]int][]float64{}
	var at func(roll [6]int, r int) []float64
	at = func(roll [6]int, r int) []float64 {
		key := [7]int{roll[0], roll[1], roll[2], roll[3], roll[4], roll[5], r}
		if d, ok := memo[key]; ok {
			return d
		}
		bv := math.Inf(-1)
		for box := range b.v.Boxes {
			if mask&(1<<box) == 0 {
				bv = max(bv, b.box(mask, upper, box, roll, r))
			}
		}
		var out []float64
		if r > 0 {
			kv := math.Inf(-1)
			var walk func(f int, k [6]int, visit func([6]int))
			walk = func(f int, k [6]int, visit func([6]int)) {
				if f == 6 {
					if k != roll {
						visit(k)
					}
					return
				}
				for x := 0; x <= roll[f]; x++ {
					k[f] = x
					walk(f+1, k, visit)
				}
			}
			walk(0, [6]int{}, func(k [6]int) { kv = max(kv, keepVal(k, r)) })
			if kv > bv+tie {
				found := false
				walk(0, [6]int{}, func(k [6]int) {
					if found || keepVal(k, r) < kv-tie {
						return
					}
					found = true
					for _, x := range b.rolls[n-sum6(k)] {
						out = addScaled(out, at(add6(k, x.c), r-1), x.p, 0)
					}
				})
				memo[key] = out
				return out
			}
		}
		for box := range b.v.Boxes {
			if mask&(1<<box) != 0 || b.box(mask, upper, box, roll, r) < bv-tie {
				continue
			}
			bx := b.v.Boxes[box]
			p := b.v.Score(bx, diceOf(roll))
			nu := upper
			if bx.Upper() {
				nu += p
				if upper < b.v.BonusAt && nu >= b.v.BonusAt {
					p += b.v.Bonus
				}
			}
			out = addScaled(nil, b.dist(mask|1<<box, nu, min(r, b.cap)), 1, p)
			break
		}
		memo[key] = out
		return out
	}
	var out []float64
	for _, x := range b.rolls[n] {
		out = addScaled(out, at(x.c, s+2), x.p, 0)
	}
	b.dists[[3]int{mask, upper, s}] = out
	return out
}

func sum6(c [6]int) int { return c[0] + c[1] + c[2] + c[3] + c[4] + c[5] }

func add6(a, b [6]int) [6]int {
	for f := range a {
		a[f] += b[f]
	}
	return a
}

// addScaled adds p·d, shifted by off points, to out.
func addScaled(out, d []float64, p float64, off int) []float64 {
	if n := len(d) + off; len(out) < n {
		out = append(out, make([]float64, n-len(out))...)
	}
	for x, q := range d {
		out[x+off] += p * q
	}
	return out
}

// TestSavedDistributionIsBruteForce: the exact distribution of a maxi
// position with one or two boxes left, saved rolls among them, is the
// plain recursion's, to 1e-9 at every score; its mean is the table's
// value.
func TestSavedDistributionIsBruteForce(t *testing.T) {
	t.Parallel()
	v := lateVariant()
	const cap = 4
	tab, err := SolveSaved(v, scoresheet.Choices{}, cap)
	require.NoError(t, err)
	b := newSavedBrute(v, cap)
	for _, c := range []struct {
		left         []scoresheet.Box
		upper, saved int
	}{
		{[]scoresheet.Box{scoresheet.Chance, scoresheet.Yatzy}, 90, 2},
		{[]scoresheet.Box{scoresheet.Yatzy}, 90, 3},
		{[]scoresheet.Box{scoresheet.Sixes}, 66, 0},
		{[]scoresheet.Box{scoresheet.Sixes, scoresheet.Castle}, 60, 1},
		{[]scoresheet.Box{scoresheet.Ones, scoresheet.Chance}, 72, 4},
	} {
		st := sheet(v, c.upper, c.left...)
		st.Saved = c.saved
		mask, _, _, err := tab.saved.key(st)
		require.NoError(t, err)
		got, err := tab.Distribution(st)
		require.NoError(t, err, "%v", c.left)
		want := trim(b.dist(mask, c.upper, min(c.saved, cap)))
		require.Equal(t, want.Lo, got.Lo, "%v", c.left)
		require.Len(t, got.P, len(want.P), "%v", c.left)
		for i := range want.P {
			assert.InDelta(t, want.P[i], got.P[i], 1e-9, "%v: %d points", c.left, want.Lo+i)
		}
		e, err := tab.Expected(st)
		require.NoError(t, err)
		assert.InDelta(t, e, got.Mean(), 1e-9, "%v: the mean is the table's value", c.left)
	}
}

// TestSavedTurnIsTheTable: a turn's outcomes add up to 1, and their
// points and the values of the states they lead to average to the value
// of the state the turn starts from, for every state of a reduced game.
func TestSavedTurnIsTheTable(t *testing.T) {
	t.Parallel()
	v := savedSmall()
	tab, err := SolveSaved(v, scoresheet.Choices{}, 3)
	require.NoError(t, err)
	st := tab.saved
	tt, w := newSavedTurns(st), newSavedWorker(st.g)
	checked := 0
	for mask := range 1<<len(v.Boxes) - 1 {
		for upper := 0; upper <= v.BonusAt; upper++ {
			for s := 0; s <= st.g.levelCap(bitsOf(mask)); s++ {
				if st.g.cls[mask&(1<<st.g.upperN-1)][upper] < 0 {
					continue
				}
				moves, err := tt.turn(w, mask, upper, s)
				require.NoError(t, err)
				e := 0.0
				for i, mv := range moves {
					nb, err := st.block(mask | 1<<mv.box)
					require.NoError(t, err)
					e += chanceOf(moves, i) * (float64(mv.points) + st.g.value(nb, mask|1<<mv.box, mv.upper, mv.saved))
				}
				assert.InDelta(t, 1, moves[len(moves)-1].p, 1e-12)
				b, err := st.block(mask)
				require.NoError(t, err)
				assert.InDelta(t, st.g.value(b, mask, upper, s), e, 1e-9, "mask %b upper %d saved %d", mask, upper, s)
				checked++
			}
		}
	}
	assert.Greater(t, checked, 50)
}

func bitsOf(m int) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// TestSavedSimulatedGamesAreTheTable: games played a turn at a time by
// drawing each turn's outcome have, on average, the table's expected
// score (within 4 standard errors; the 95% interval logged), with saved
// rolls and without.
func TestSavedSimulatedGamesAreTheTable(t *testing.T) {
	t.Parallel()
	v := lateVariant()
	for _, cap := range []int{0, 3} {
		tab, err := SolveSaved(v, scoresheet.Choices{}, cap)
		require.NoError(t, err)
		st := tab.saved
		const n = 4000
		games, err := st.games(newSavedTurns(st), []savedSpot{{}}, n, 6, 0)
		require.NoError(t, err)
		require.Len(t, games[0], n)
		var sum, sq float64
		for _, g := range games[0] {
			sum += g.mean
			sq += g.mean * g.mean
		}
		mean := sum / n
		se := math.Sqrt((sq/n - mean*mean) / n)
		assert.InDelta(t, tab.Start(), mean, 4*se, "cap %d", cap)
		t.Logf("cap %d: table %.3f, %d games %.3f ± %.3f (95%%)", cap, tab.Start(), n, mean, 1.96*se)
	}
}

// TestSavedChances: a maxi table's chances add up, equal sheets have
// equal chances, a player far ahead wins all but always, exactly late
// and simulated earlier; Finals says which.
func TestSavedChances(t *testing.T) {
	t.Parallel()
	v := lateVariant()
	tab, err := SolveSaved(v, scoresheet.Choices{}, 4)
	require.NoError(t, err)
	c, err := tab.Chances([]Player{{State: State{}}}, 1)
	require.NoError(t, err)
	assert.Equal(t, []Chance{{Alone: 1, Exact: true}}, c)
	_, err = tab.Chances([]Player{{State: State{Saved: 3}}, {}}, 1)
	assert.Error(t, err, "three rolls saved before a turn is played")

	late := sheet(v, 70, scoresheet.Chance, scoresheet.Yatzy)
	late.Saved = 2
	early := State{Filled: map[scoresheet.Box]bool{scoresheet.Ones: true}, Upper: 3, Saved: 1}
	for _, st := range []State{late, early} {
		players := []Player{{State: st, Points: 150}, {State: sheet(v, 70, scoresheet.Chance), Points: 200}, {State: st, Points: 150}}
		c, err := tab.Chances(players, 7)
		require.NoError(t, err)
		assert.Equal(t, c[0], c[2], "equal sheets, equal chances")
		checkAddsUp(t, c)
		assert.Equal(t, st.Filled[scoresheet.Sixes], c[0].Exact, "exact late, simulated early")
		if !c[0].Exact {
			assert.GreaterOrEqual(t, c[0].Games, simulatedBatch)
		}
	}
	// Far ahead: 400 points more than the other can score.
	players := []Player{{State: early, Points: 800}, {State: early, Points: 0}}
	c, err = tab.Chances(players, 3)
	require.NoError(t, err)
	assert.InDelta(t, 1, c[0].Alone, 1e-9)
	assert.InDelta(t, 0, c[1].Alone+c[1].Shared, 1e-9)

	// Finals' means are the table's values, exact or simulated (the
	// simulated reweighted to it).
	players = []Player{{State: late, Points: 10}, {State: early, Points: 20}}
	finals, exactly, err := tab.Finals(players, 9)
	require.NoError(t, err)
	assert.Equal(t, []bool{true, false}, exactly)
	for i, p := range players {
		e, err := tab.Expected(p.State)
		require.NoError(t, err)
		assert.InDelta(t, e+float64(p.Points), finals[i].Mean(), 1e-6)
		assert.InDelta(t, 1, sumOf(finals[i].P), 1e-9)
	}
	_, err = tab.Distribution(early)
	assert.ErrorIs(t, err, ErrTooMany)
}

func sumOf(p []float64) float64 {
	s := 0.0
	for _, x := range p {
		s += x
	}
	return s
}

// TestSavedLanesAreEachStateAlone: the layers of up to eight states of
// one level, of any masks, worked out side by side in the kernel's lanes
// (a box filled in a lane worth −∞ there) give each lane the keeps'
// means its state gives alone, to the bit, in the assembly and in Go
// alike: what the simulated games decide their rolls from.
func TestSavedLanesAreEachStateAlone(t *testing.T) {
	v := lateVariant()
	tab, err := SolveSaved(v, scoresheet.Choices{}, 3)
	require.NoError(t, err)
	st := tab.saved
	g := st.g
	tt := newSavedTurns(st)
	defer func(avx2 bool) { g.kern.avx2 = avx2 }(g.kern.avx2)
	var got [2][][][]row // by kernel: each batch's means
	for n, avx2 := range []bool{false, hasAVX2()} {
		g.kern.avx2 = avx2
		w := newSavedWorker(g)
		r := rand.New(rand.NewPCG(5, 6))
		for range 30 {
			level := 1 + r.IntN(g.boxes-2)
			masks := g.masks(level)
			var spots []savedSpot
			for len(spots) < 1+r.IntN(lanes) {
				m := masks[r.IntN(len(masks))]
				u := r.IntN(g.uppers)
				if g.cls[m&(1<<g.upperN-1)][u] >= 0 {
					spots = append(spots, savedSpot{m, g.rep(m, u), 0})
				}
			}
			left := 2 + r.IntN(g.levelCap(level)+1)
			lanesOf := func(spots []savedSpot) [][]row {
				var ms, ups [lanes]int
				var next [lanes][][]float64
				all := 1<<g.boxes - 1
				for l := range lanes {
					s := spots[min(l, len(spots)-1)]
					nx, err := tt.next(s.mask)
					require.NoError(t, err)
					ms[l], ups[l], next[l] = s.mask, s.upper, nx
					all &= s.mask
				}
				w.vectorsOf(&ms, &ups, &next)
				var out [][]row
				for _, m := range w.layers(all, left)[1:] {
					out = append(out, slices.Clone(m))
				}
				return out
			}
			side := lanesOf(spots)
			got[n] = append(got[n], side)
			for l, s := range spots {
				alone := lanesOf([]savedSpot{s})
				for rl := range alone {
					for i := range alone[rl] {
						if side[rl][i][l] != alone[rl][i][0] {
							t.Fatalf("AVX2 %v, level %d, lane %d of %d (%+v), %d rolls left, keep %d: %v side by side, %v alone",
								avx2, level, l, len(spots), s, rl+1, i, side[rl][i][l], alone[rl][i][0])
						}
					}
				}
			}
		}
	}
	assert.Equal(t, got[0], got[1], "the assembly's lanes are Go's")
}

// TestSavedSimulatedChancesAgreeWithExact: from late maxi sheets where
// both can be had, saved rolls among them, the chances of games simulated
// side by side (each roll decided as the exact turns decide it) are the
// exact ones within the precision Simulated claims (a percentage point 19
// times out of 20: 2 points here, to fail rarely when nothing is wrong).
func TestSavedSimulatedChancesAgreeWithExact(t *testing.T) {
	t.Parallel()
	v := lateVariant()
	tab, err := SolveSaved(v, scoresheet.Choices{}, 4)
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(18, 3))
	for game := range 3 {
		var players []Player
		for range 3 {
			boxes := slices.Clone(v.Boxes)
			r.Shuffle(len(boxes), func(i, j int) { boxes[i], boxes[j] = boxes[j], boxes[i] })
			st := sheet(v, 0, boxes[:3]...)
			for _, b := range v.Boxes {
				if st.Filled[b] && b.Upper() {
					st.Upper += b.Face() * r.IntN(5)
				}
			}
			st.Saved = r.IntN(5)
			players = append(players, Player{State: st, Points: 60 + r.IntN(40)})
		}
		exact, err := tab.chances(players, 1, MaxSavedExact)
		require.NoError(t, err)
		simulated, err := tab.chances(players, uint64(game), 0)
		require.NoError(t, err)
		for i := range players {
			require.True(t, exact[i].Exact)
			require.False(t, simulated[i].Exact)
			assert.InDelta(t, exact[i].Alone, simulated[i].Alone, 0.02, "game %d player %d", game, i)
			assert.InDelta(t, exact[i].Shared, simulated[i].Shared, 0.02, "game %d player %d", game, i)
		}
		t.Logf("game %d: exact %+v, simulated %+v", game, exact, simulated)
	}
}
