package advice

import (
	"cmp"
	"slices"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/tablecache"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// Risk returns what advice on sheet st needs of the risk table of θ
// (optimal.SolveRisk; 0: the expected score's) of the game's variant and
// rules: of the run's tables, cached, only the blocks near st. The early
// method of playing to win reads them.
type Risk func(theta float64, st optimal.State) (*optimal.Near, error)

// RiskOf returns the risk tables of v under choices, of the run's tables.
func RiskOf(tables func() (*tablecache.Tables, error), v *scoresheet.Variant, choices scoresheet.Choices) Risk {
	return func(theta float64, st optimal.State) (*optimal.Near, error) {
		run, err := tables()
		if err != nil {
			return nil, err
		}
		if theta == 0 {
			return run.Near(v, choices, st)
		}
		return run.RiskNear(v, choices, theta, st)
	}
}

// A Ranking is the choices for the dice in hand by the chance to win
// (Value), the best first, and the rival, the other player with the
// highest expected final total. Estimated reports that the chances are
// the early method's estimates (optimal.WinChance), not exact; Theta is
// the risk the early method played the choice with.
type Ranking struct {
	Choices   []optimal.Choice
	Rival     string
	Estimated bool
	Theta     float64
}

// RankToWin ranks player's choices for dice in s by the chance to win:
// exactly in the last turns (ToWin, from the whole table), before them by
// the early method with the risk tables, if risk is not nil (else
// optimal.ErrTooEarly). A player alone at the table has no ranking (nil
// choices).
func RankToWin(table func() (*optimal.Table, error), risk Risk, s *scoresheet.Sheet, player string, dice scoresheet.Roll, rollsLeft int) (Ranking, error) {
	late, err := optimal.Late(s.Variant(), s.Choices(), optimal.StateOf(s, player))
	if err != nil {
		return Ranking{}, err
	}
	if late || risk == nil || len(s.Players()) < 2 {
		t, err := table()
		if err != nil {
			return Ranking{}, err
		}
		choices, rival, err := ToWin(t, s, player, dice, rollsLeft)
		return Ranking{Choices: choices, Rival: rival}, err
	}
	return earlyToWin(risk, s, player, dice, rollsLeft)
}

// earlyToWin is the early method: the choice the risk table of the θ
// the players' standings call for (optimal.ThetaFor) ranks first, the
// others after it by their estimated chance to win; each chance from the
// player's standing after the choice (its expected final total and the
// variance to come, playing for points from there) against the best of
// the others' totals.
func earlyToWin(risk Risk, s *scoresheet.Sheet, player string, dice scoresheet.Roll, rollsLeft int) (Ranking, error) {
	nears := func(st optimal.State) (e, vr *optimal.Near, err error) {
		if e, err = risk(0, st); err != nil {
			return nil, nil, err
		}
		vr, err = risk(optimal.VarianceTheta, st)
		return e, vr, err
	}
	standing := func(p optimal.Player) (optimal.Standing, error) {
		e, vr, err := nears(p.State)
		if err != nil {
			return optimal.Standing{}, err
		}
		m, err := e.Expected()
		if err != nil {
			return optimal.Standing{}, err
		}
		ce, err := vr.Expected()
		if err != nil {
			return optimal.Standing{}, err
		}
		return optimal.StandingOf(p.Points, m, ce), nil
	}
	var others []optimal.Standing
	var rival string
	best := 0.0
	for _, p := range s.Players() {
		if p == player {
			continue
		}
		st, err := standing(optimal.PlayerOf(s, p))
		if err != nil {
			return Ranking{}, err
		}
		if rival == "" || st.Mean > best {
			rival, best = p, st.Mean
		}
		others = append(others, st)
	}
	if len(others) == 0 {
		return Ranking{}, nil
	}
	me := optimal.PlayerOf(s, player)
	mine, err := standing(me)
	if err != nil {
		return Ranking{}, err
	}
	field := optimal.Field(others)
	theta := optimal.ThetaFor(mine, field)
	e, vr, err := nears(me.State)
	if err != nil {
		return Ranking{}, err
	}
	expected, err := e.Advise(dice, rollsLeft)
	if err != nil {
		return Ranking{}, err
	}
	spread, err := vr.Advise(dice, rollsLeft)
	if err != nil {
		return Ranking{}, err
	}
	first := expected[0]
	if theta != 0 {
		rt, err := risk(theta, me.State)
		if err != nil {
			return Ranking{}, err
		}
		ranked, err := rt.Advise(dice, rollsLeft)
		if err != nil {
			return Ranking{}, err
		}
		first = ranked[0]
	}
	out := make([]optimal.Choice, 0, len(expected))
	for _, c := range expected {
		after := optimal.Standing{Mean: float64(me.Points) + c.Value, Var: optimal.Variance(c.Value, ValueOf(spread, c))}
		c.Value = optimal.WinChance(after, field)
		out = append(out, c)
	}
	slices.SortStableFunc(out, func(a, b optimal.Choice) int {
		switch {
		case same(a, first):
			return -1
		case same(b, first):
			return 1
		}
		return cmp.Compare(b.Value, a.Value)
	})
	return Ranking{Choices: out, Rival: rival, Estimated: true, Theta: theta}, nil
}

// same reports whether a and b are the same choice.
func same(a, b optimal.Choice) bool {
	return a.Box == b.Box && a.Points == b.Points && slices.Equal(a.Keep, b.Keep)
}
