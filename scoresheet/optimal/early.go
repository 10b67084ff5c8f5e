package optimal

import (
	"math"

	"github.com/kitchentable/protokoll/scoresheet"
)

// Before the last turns, playing to win is done with risk tables: each
// turn the player plays for the certainty equivalent of the θ that the
// players' positions call for, a risk seeker when behind and a risk
// shunner when ahead. With the player's final total X of mean m and
// variance v, and the best of the others' totals Y (mean M, variance V),
// the chance to win is about Φ((m − M)/√(v + V)); a change of play that
// moves m by dm and v by dv changes it in proportion to
// dm − (m − M)/(v + V) · dv/2, which is what the certainty equivalent
// m + θ·v/2 weighs with θ = (M − m)/(v + V). That is dlangk's θ*, clamped
// to [ThetaLow, ThetaHigh] and taken to the nearest of RiskThetas, whose
// tables are worked out once.

// ThetaLow and ThetaHigh are the most risk the early method shuns and
// seeks: dlangk's clamp, past which his players won less.
const (
	ThetaLow  = -0.05
	ThetaHigh = 0.07
	// thetaStep is the grid's step: RiskThetas.
	thetaStep = 0.01
)

// RiskThetas returns the θ the early method plays with, ThetaLow to
// ThetaHigh a hundredth apart, 0 (the expected-score table) among them.
func RiskThetas() []float64 {
	var out []float64
	for i := int(math.Round(ThetaLow / thetaStep)); i <= int(math.Round(ThetaHigh/thetaStep)); i++ {
		out = append(out, float64(i)/100)
	}
	return out
}

// A Standing is a final total as the early method sees it: its mean and
// its variance.
type Standing struct{ Mean, Var float64 }

// StandingOf returns the standing of a player with points so far whose
// sheet's expected points to come are mean and certainty equivalent in
// the table of VarianceTheta ce.
func StandingOf(points int, mean, ce float64) Standing {
	return Standing{float64(points) + mean, Variance(mean, ce)}
}

// Field returns the standing of the best of the opponents' totals, each
// taken as normal and independent of the others: for one opponent, its
// own; for more, the mean and variance of their maximum, worked out on a
// grid of a tenth of a point.
func Field(opponents []Standing) Standing {
	switch len(opponents) {
	case 0:
		return Standing{Mean: math.Inf(-1)}
	case 1:
		return opponents[0]
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, o := range opponents {
		sd := math.Sqrt(o.Var)
		lo, hi = min(lo, o.Mean-8*sd), max(hi, o.Mean+8*sd)
	}
	cdf := func(x float64) float64 {
		p := 1.0
		for _, o := range opponents {
			if o.Var <= 0 {
				if x < o.Mean {
					p = 0
				}
				continue
			}
			p *= 0.5 * math.Erfc(-(x-o.Mean)/math.Sqrt(2*o.Var))
		}
		return p
	}
	// E[Y] and E[Y²] from the chances between grid points.
	const step = 0.1
	prev := cdf(lo)
	m1, m2 := lo*prev, lo*lo*prev
	for x := lo + step; x <= hi+step; x += step {
		c := cdf(x)
		mid := x - step/2
		m1 += mid * (c - prev)
		m2 += mid * mid * (c - prev)
		prev = c
	}
	return Standing{m1, max(0, m2-m1*m1)}
}

// WinChance returns the chance that a total of standing me finishes
// above field's, both taken as normal.
func WinChance(me, field Standing) float64 {
	if math.IsInf(field.Mean, -1) {
		return 1
	}
	v := me.Var + field.Var
	d := me.Mean - field.Mean
	if v <= 0 {
		switch {
		case d > 0:
			return 1
		case d < 0:
			return 0
		}
		return 0.5
	}
	return 0.5 * math.Erfc(-d/math.Sqrt(2*v))
}

// ThetaFor returns the θ the early method plays a turn with, for a
// player of standing me against field (Field of the others): θ*, clamped
// and taken to the nearest of RiskThetas.
func ThetaFor(me, field Standing) float64 {
	if math.IsInf(field.Mean, -1) {
		return 0
	}
	v := me.Var + field.Var
	theta := ThetaHigh
	switch d := field.Mean - me.Mean; {
	case v > 0:
		theta = d / v
	case d < 0:
		theta = ThetaLow
	case d == 0:
		theta = 0
	}
	theta = min(ThetaHigh, max(ThetaLow, theta))
	return math.Round(theta/thetaStep) / 100
}

// Late reports whether AdviseToWin plays st of v exactly (at most
// MaxToWin states ahead; a game with saved rolls at most MaxSavedToWin
// boxes free), rather than returning ErrTooEarly: it needs no
// table's values, so that the early method's advice reads none but the
// blocks near the sheets.
func Late(v *scoresheet.Variant, choices scoresheet.Choices, st State) (bool, error) {
	if v.SavedRolls {
		return savedLate(v, st), nil
	}
	g, err := newGame(v, choices)
	if err != nil {
		return false, err
	}
	t := &Table{variant: v, choices: g.choices, game: g}
	mask, upper, y, err := t.key(st)
	if err != nil {
		return false, err
	}
	return t.ahead(spot{mask, upper, y}, MaxToWin) <= MaxToWin, nil
}
