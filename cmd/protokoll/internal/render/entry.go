package render

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
)

// The words of an entry, the same at the table and on the phones: what a
// turn or a round recorded, and what an undo takes back.

// EntryLine says what a turn recorded: "Anna: Sixes 18 (6 6 6 2 4)".
func EntryLine(l *catalog.Language, v *scoresheet.Variant, e scoresheet.Entry) string {
	pts := strconv.Itoa(e.Points)
	if e.Strike {
		pts = l.T("0, struck") // the sheet's word for it is the menu's verb ("Stryk")
	}
	line := fmt.Sprintf("%s: %s %s (%s)", playername.Display(e.Player), v.Name(e.Box, l.Sheets), pts, e.Dice)
	if e.Bonus > 0 {
		line += " · " + l.T("Five of a kind bonus +%d", e.Bonus)
	}
	return line
}

// YatzyUndo says what an undo would take back of s: "Anna: Sixes 18 (6 6
// 6 2 4)", or "the correction of Anna's Sixes (misread)"; false when
// nothing stands to be taken back.
func YatzyUndo(l *catalog.Language, s *scoresheet.Sheet) (string, bool) {
	e, ok := s.Undoable()
	if !ok {
		return "", false
	}
	v := s.Variant()
	if e.Kind == scoresheet.KindCorrect {
		return l.T("the correction of %s's %s (%s)", playername.Display(e.Player), v.Name(e.Box, l.Sheets), e.Reason), true
	}
	entry, _ := s.Entry(e.Player, e.Box)
	return EntryLine(l, v, entry), true
}

// RoundPoints says each player's points of round i (from 0) of game,
// who went out starred: "Anna 0 ★, Bo 15".
func RoundPoints(game *contracts.Game, i int) string {
	var points []string
	for _, p := range game.Players() {
		pt := playername.Display(p) + " " + strconv.Itoa(game.Score(i, p))
		if game.Results()[i].Out == p {
			pt += " ★"
		}
		points = append(points, pt)
	}
	return strings.Join(points, ", ")
}

// RummyUndo says what an undo would take back of game: "round 3 (Anna
// went out)", or "the correction of round 2 (misread)"; false when
// nothing stands to be taken back.
func RummyUndo(a *catalog.Language, game *contracts.Game) (string, bool) {
	e, ok := game.Undoable()
	if !ok {
		return "", false
	}
	if e.Kind == contracts.KindCorrect {
		return a.T("the correction of round %d (%s)", e.Round, e.Reason), true
	}
	round := e.Round
	if round == 0 {
		round = game.Played()
	}
	return a.T("round %d (%s went out)", round, playername.Display(e.Result.Out)), true
}

// RummyCorrected says what a correction of round i (from 0) of game
// changed (before: each player's points of it before): whose points,
// from what to what, or that they are as they were.
func RummyCorrected(a *catalog.Language, game *contracts.Game, i int, before map[string]int) string {
	var changed []string
	for _, p := range game.Players() {
		if now := game.Score(i, p); now != before[p] {
			changed = append(changed, fmt.Sprintf("%s %d → %d", playername.Display(p), before[p], now))
		}
	}
	if len(changed) == 0 {
		return a.T("Round %d corrected: the points are as they were.", i+1)
	}
	return a.T("Round %d corrected: %s", i+1, strings.Join(changed, ", "))
}
