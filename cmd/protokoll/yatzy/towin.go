package yatzy

import (
	"slices"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// toWin ranks the choices for player's dice in s by the chance to win:
// to finish ahead of every other player, each of whom plays the rest for
// points (their final scores as Chances has them), when the player plays
// every later choice to win too. It also names the rival, the other
// player with the highest expected final total. A player alone at the
// table has no ranking (nil), and optimal.ErrTooEarly is returned before
// the last turns.
func toWin(t *optimal.Table, s *scoresheet.Sheet, player string, dice scoresheet.Roll, rollsLeft int) ([]optimal.Choice, string, error) {
	var others []optimal.Player
	var names []string
	for _, p := range s.Players() {
		if p != player {
			others = append(others, optimal.PlayerOf(s, p))
			names = append(names, p)
		}
	}
	if len(others) == 0 {
		return nil, "", nil
	}
	finals, _, err := t.Finals(others, uint64(len(s.Entries())))
	if err != nil {
		return nil, "", err
	}
	rival := 0
	for i, d := range finals {
		if d.Mean() > finals[rival].Mean() {
			rival = i
		}
	}
	choices, err := t.AdviseToWin(optimal.StateOf(s, player), s.Totals(player).Total, dice, rollsLeft, optimal.Beat(finals))
	return choices, names[rival], err
}

// valueOf returns the value of choice c among ranked (a chance to win,
// or an expected score).
func valueOf(ranked []optimal.Choice, c optimal.Choice) float64 {
	for _, r := range ranked {
		if r.Box == c.Box && r.Points == c.Points && slices.Equal(r.Keep, c.Keep) {
			return r.Value
		}
	}
	return 0
}

// toWinLine says how playing to win compares with playing for points:
// the same choice, or on two lines both choices with the chances to win.
func toWinLine(a *catalog.Language, v *scoresheet.Variant, points, toWin []optimal.Choice, rival string, rollsLeft int) string {
	best, forPoints := toWin[0], points[0]
	rivalName := playername.Display(rival)
	if best.Value <= valueOf(toWin, forPoints)+0.0005 {
		return a.T("To beat %s: the same, win chance %s.", rivalName, a.Percent(best.Value))
	}
	return a.T("For the highest expected score: %s.", choiceText(a, v, forPoints, rollsLeft)) + "\n" +
		a.T("To beat %s: %s, win chance %s instead of %s.", rivalName, choiceText(a, v, best, rollsLeft), a.Percent(best.Value), a.Percent(valueOf(toWin, forPoints)))
}
