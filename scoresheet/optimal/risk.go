package optimal

import (
	"fmt"
	"math"
	"unsafe"

	"github.com/kitchentable/protokoll/scoresheet"
)

// MaxTheta is the largest risk |θ| SolveRisk takes. Between turns a risk
// table holds certainty equivalents, in points (the log domain), so no
// θ overflows there; within a turn the values are worked as
// exp(θ·(v − c)), c each state's best (θ > 0) or worst (θ < 0) final
// roll, and a turn's values span less than 180 points: exp(±2·180) stays
// well inside a float64.
const MaxTheta = 2.0

// SolveRisk computes the risk-sensitive table of v: every state's
// certainty equivalent of the points still to come, (1/θ)·log E[exp(θ·X)],
// under the play that maximises E[exp(θ·X)] (for θ < 0, minimises
// E[exp(θ·X)]: the same thing for the utility −exp(θ·X)). θ > 0 seeks
// risk, θ < 0 shuns it; θ = 0 is the expected-score table, Solve's.
//
// It is the same recursion as Solve's: a box's points are certain, so
// they add to the certainty equivalent as to the expectation, and only
// the means over the dice become means of exp(θ·v).
func SolveRisk(v *scoresheet.Variant, choices scoresheet.Choices, theta float64) (*Table, error) {
	if err := checkTheta(theta); err != nil {
		return nil, err
	}
	return SolveRiskProgress(v, choices, theta, nil)
}

// SolveRiskProgress is SolveRisk that calls progress as SolveProgress
// does.
func SolveRiskProgress(v *scoresheet.Variant, choices scoresheet.Choices, theta float64, progress func(done float64)) (*Table, error) {
	if err := checkTheta(theta); err != nil {
		return nil, err
	}
	g, err := newGame(v, choices)
	if err != nil {
		return nil, err
	}
	g.theta, g.progress = theta, progress
	return solve(g), nil
}

func checkTheta(theta float64) error {
	if math.IsNaN(theta) || math.Abs(theta) > MaxTheta {
		return fmt.Errorf("optimal: a risk table's θ is between −%g and %g, not %g", MaxTheta, MaxTheta, theta)
	}
	return nil
}

// Theta returns the risk θ the table is solved for: 0 for the expected
// score (Solve), else SolveRisk's.
func (t *Table) Theta() float64 { return t.theta }

// FromRiskValues is FromValues for a risk table of θ.
func FromRiskValues(v *scoresheet.Variant, choices scoresheet.Choices, theta float64, values []float64) (*Table, error) {
	if err := checkTheta(theta); err != nil {
		return nil, err
	}
	t, err := FromValues(v, choices, values)
	if err != nil {
		return nil, err
	}
	t.theta, t.game.theta = theta, theta
	return t, nil
}

// FromNearRisk is FromNear for a risk table of θ.
func FromNearRisk(v *scoresheet.Variant, choices scoresheet.Choices, theta float64, st State, read func(block int, values []float64) error) (*Near, error) {
	if err := checkTheta(theta); err != nil {
		return nil, err
	}
	n, err := FromNear(v, choices, st, read)
	if err != nil {
		return nil, err
	}
	n.t.theta, n.t.game.theta = theta, theta
	return n, nil
}

// turn works out a turn for the states of the lanes (sheet mask, joker
// flag y, upper sums ups) and returns each one's value.
func (t *Table) turn(w *widget, mask, y int, ups *[lanes]int) row {
	k := t.game.kern
	if t.theta == 0 {
		t.fillFinals(w, mask, y, ups)
		return k.turn(w.rows)
	}
	c := t.riskFinals(w, mask, y, ups)
	for range rerolls {
		k.mean(w.rows)
		t.riskBest(w.rows)
	}
	u := k.start(w.rows)
	var e row
	for l := range e {
		e[l] = c[l] + math.Log(u[l])/t.theta
	}
	return e
}

// riskFinals is fillFinals for a risk table: it sets w.rows to the final
// rolls' utilities exp(θ·(v − c)), v a roll's value (its best box's
// points, any bonus and the certainty equivalent after), c for each lane
// the value of its best zero, which every roll can have; it returns c.
// Each box's points are turned into utilities once, not each roll's.
func (t *Table) riskFinals(w *widget, mask, y int, uppers *[lanes]int) row {
	g := t.game
	r := w.rows
	stride := g.stride()
	theta := t.theta
	var c row
	for l := range c {
		c[l] = math.Inf(-1)
	}
	for b := range g.boxes {
		if mask&(1<<b) != 0 {
			continue
		}
		ev := t.at(mask|1<<b, y)
		z := &w.zeros[b]
		for l, u := range uppers {
			z[l] = ev[u*stride]
			c[l] = max(c[l], z[l])
		}
		if g.forced {
			break
		}
	}
	// Every roll can take the best zero: utility 1.
	var one row
	for l := range one {
		one[l] = 1
	}
	g.kern.fill(r, &one)
	var zero [64]float64
	for b := range g.boxes {
		if mask&(1<<b) != 0 {
			continue
		}
		keys := g.keys[b]
		vecs := w.vecs[:len(keys)]
		switch f := g.faces[b]; {
		case f != 0:
			ev := t.at(mask|1<<b, y)
			at := g.v.BonusAt
			for k, n := range keys {
				p := f * n
				v := &vecs[k]
				for l, u := range uppers {
					nu, pb := min(at, u+p), p
					if u < at && nu >= at {
						pb += g.v.Bonus
					}
					v[l] = math.Exp(theta * (float64(pb) + ev[nu*stride] - c[l]))
				}
			}
		case g.joker && b == g.yatzy:
			for k, p := range keys {
				for l, u := range uppers {
					vecs[k][l] = math.Exp(theta * (t.after(mask, u, y, b, p) - c[l]))
				}
			}
		default:
			// The state after is the same whatever the points: the
			// zero's utility times each key's.
			var z row
			for l := range z {
				z[l] = math.Exp(theta * (w.zeros[b][l] - c[l]))
			}
			for k, p := range keys {
				e := math.Exp(theta * float64(p))
				for l := range z {
					vecs[k][l] = z[l] * e
				}
			}
		}
		if theta > 0 {
			g.kern.raise(r, vecs, 1, zero[:len(keys)], g.raises[b])
		} else if g.kern.avx2 {
			if len(keys) > 0 {
				lowerAVX2(r, &vecs[0], &g.raises[b][0], len(keys))
			}
		} else {
			lowerGo(r, vecs, g.raises[b])
		}
		if g.forced {
			break
		}
	}
	if g.joker && mask&(1<<g.yatzy) != 0 {
		for f := range 6 {
			var k keep
			k[f] = uint8(g.v.Dice)
			i := g.d.indexOf(k)
			for l, u := range uppers {
				r[i][l] = math.Exp(theta * (t.jokerValue(w, mask, u, y, i) - c[l]))
			}
		}
	}
	return c
}

// lowerGo is kernel.raise in Go with the least in place of the greatest,
// a vector for each key: the utilities of θ < 0 fall as the values rise.
func lowerGo(r *rows, vecs []row, list []int32) {
	rb := (*[span]laneBits)(unsafe.Pointer(r))
	vb := *(*[]laneBits)(unsafe.Pointer(&vecs))
	for key := range vecs {
		v := &vb[key]
		n := int(list[0])
		for _, o := range list[1 : 1+n] {
			x := &rb[(o>>rowShift)&(span-1)]
			x[0], x[1], x[2], x[3] = min(x[0], v[0]), min(x[1], v[1]), min(x[2], v[2]), min(x[3], v[3])
			x[4], x[5], x[6], x[7] = min(x[4], v[4]), min(x[5], v[5]), min(x[6], v[6]), min(x[7], v[7])
		}
		list = list[1+n:]
	}
}

// riskBest is kernel.best for utilities: the best keep within each has
// the greatest utility for θ > 0, the least for θ < 0 (exp(θ·v) falls as
// v rises).
func (t *Table) riskBest(r *rows) {
	k := t.game.kern
	if t.theta > 0 {
		k.best(r)
		return
	}
	for _, s := range k.segments {
		if k.avx2 {
			worstAVX2(r, &s.offs[0], len(s.offs)/(1+s.subs), s.subs)
			continue
		}
		worstGo(r, s.offs, s.subs)
	}
}

// worstGo is bestGo with the least in place of the greatest: the
// utilities are never negative, so their bits order as they do.
func worstGo(r *rows, offs []int32, subs int) {
	rb := (*[span]laneBits)(unsafe.Pointer(r))
	for len(offs) > subs {
		x := &rb[(offs[0]>>rowShift)&(span-1)]
		b := *x
		for _, o := range offs[1 : 1+subs] {
			v := &rb[(o>>rowShift)&(span-1)]
			b[0], b[1], b[2], b[3] = min(b[0], v[0]), min(b[1], v[1]), min(b[2], v[2]), min(b[3], v[3])
			b[4], b[5], b[6], b[7] = min(b[4], v[4]), min(b[5], v[5]), min(b[6], v[6]), min(b[7], v[7])
		}
		*x = b
		offs = offs[1+subs:]
	}
}

// riskKeeps lists the keeps within k with their certainty equivalents,
// rollsLeft rerolls left, in state (mask, y, ups[0]) (Advise).
func (t *Table) riskKeeps(w *widget, mask, y int, ups *[lanes]int, k keep, rollsLeft int) []Choice {
	kern := t.game.kern
	c := t.riskFinals(w, mask, y, ups)
	kern.mean(w.rows)
	if rollsLeft == 2 {
		t.riskBest(w.rows)
		kern.mean(w.rows)
	}
	return keepChoices(t.game.d, k, func(i int32) float64 {
		return c[0] + math.Log(w.rows[i][0])/t.theta
	})
}

// VarianceTheta is the θ of the risk table Variance reads the spread of
// the points to come from.
const VarianceTheta = 1e-5

// Variance returns the variance of the points still to come from a state
// under expected-score play, from its expected score mean (Solve's table)
// and its certainty equivalent ce in the risk table of VarianceTheta: a
// certainty equivalent is the mean, θ/2 the variance, θ²/6 the third
// cumulant and so on, so 2·(ce − mean)/θ is the variance to within θ/3
// of the third cumulant (a test checks it against exact distributions),
// and the play that θ changes moves it by θ² only.
func Variance(mean, ce float64) float64 {
	return max(0, 2*(ce-mean)/VarianceTheta)
}
