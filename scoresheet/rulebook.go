package scoresheet

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// This file describes the sheet and its boxes in words, for the PDF, the
// terminal and the rules page. What it says of points is worked out from
// the scoring itself, so a description cannot disagree with the score.

// A RowKind says what a row of a sheet holds.
type RowKind int

// The kinds of row.
const (
	RowBox        RowKind = iota // a box
	RowSum                       // the upper sum
	RowBonus                     // the upper bonus
	RowExtraBonus                // the standard game's +100s
	RowSavedRolls                // maxi's saved rolls: a tally, not points
	RowTotal                     // the total
)

// A Row is one row of a sheet.
type Row struct {
	Kind RowKind
	Box  Box // for RowBox
}

// Rows lists the rows of the variant's sheet, top to bottom: the upper
// boxes, their sum and bonus, the lower boxes, the extra bonus (standard),
// the saved rolls (maxi) and the total. Terminal and paper both draw it.
func (v *Variant) Rows() []Row {
	var rows []Row
	for i, b := range v.Boxes {
		if !b.Upper() && (i == 0 || v.Boxes[i-1].Upper()) {
			rows = append(rows, Row{Kind: RowSum}, Row{Kind: RowBonus})
		}
		rows = append(rows, Row{Kind: RowBox, Box: b})
	}
	if v.HasJoker() {
		rows = append(rows, Row{Kind: RowExtraBonus})
	}
	if v.SavedRolls {
		rows = append(rows, Row{Kind: RowSavedRolls})
	}
	return append(rows, Row{Kind: RowTotal})
}

// Label returns the row's name in w's language.
func (v *Variant) Label(r Row, w *Words) string {
	switch r.Kind {
	case RowSum:
		return LabelSum.Word(w)
	case RowBonus:
		return LabelBonus.Word(w)
	case RowExtraBonus:
		return LabelExtraBonus.Word(w)
	case RowSavedRolls:
		return LabelSavedRolls.Word(w)
	case RowTotal:
		return LabelTotal.Word(w)
	}
	return v.Name(r.Box, w)
}

// Hint returns the row's rule in a few words, for a blank sheet, in p's
// language (nil: English): "1-2-3-4-5 = 15", "3 alike", "≥ 63: 50",
// "+100". Its phrases ("%s alike") are messages said by p.
func (v *Variant) Hint(r Row, p msg.Printer) string {
	switch r.Kind {
	case RowBonus:
		return fmt.Sprintf("≥ %d: %d", v.BonusAt, v.Bonus)
	case RowExtraBonus:
		return fmt.Sprintf("+%d", v.ExtraBonus)
	case RowBox:
		return v.boxHint(r.Box, printerOr(p))
	}
	return ""
}

// shapes are the dice a box needs, as counts of alike dice.
var shapes = map[Box][]int{
	OnePair: {2}, TwoPairs: {2, 2}, ThreePairs: {2, 2, 2},
	ThreeOfAKind: {3}, FourOfAKind: {4}, FiveOfAKind: {5},
	FullHouse: {3, 2}, Castle: {3, 3}, Tower: {4, 2},
}

// boxHint describes box b: what it needs, and its points when they are
// fixed or the sum of all dice.
func (v *Variant) boxHint(b Box, p msg.Printer) string {
	w := wordsOf(p)
	scoring := v.scoringRolls(b)
	var need string
	switch n, ok := shapes[b]; {
	case b.Upper():
		return fmt.Sprintf("%d + %d + …", b.Face(), b.Face())
	case ok:
		parts := make([]string, len(n))
		for i, k := range n {
			parts[i] = fmt.Sprint(k)
		}
		need = p.T("%s alike", strings.Join(parts, " + "))
		if b == TwoPairs && v.score(b, fourAlike(v.Dice)) > 0 {
			need += " / " + p.T("%s alike", "4") // house rules: four alike are two pairs
		}
	case b == Yatzy:
		need = p.T("%s alike", strconv.Itoa(v.Dice))
	case b == Chance:
	default:
		need = straightNeed(scoring, p)
	}
	// A hint says what the name does not: "Fem lika" needs no "5 lika",
	// nor Estonian "Summa" "kõigi summa".
	named := func(s string) bool {
		for _, word := range strings.Fields(strings.ToLower(v.Name(b, w))) {
			if utf8.RuneCountInString(word) >= 3 && strings.Contains(strings.ToLower(s), word) {
				return true
			}
		}
		return false
	}
	sum := w.or().SumOfAll
	if named(need) {
		need = ""
	}
	if named(sum) {
		sum = ""
	}
	points, fixed := fixedPoints(v, b, scoring)
	switch {
	case fixed:
		return strings.TrimSpace(fmt.Sprintf("%s = %d", need, points))
	case allDice(v, b, scoring) && (need == "" || sum == ""):
		return need + sum
	case allDice(v, b, scoring):
		return need + ": " + sum
	}
	return need
}

// fourAlike is a roll of four 4s, the other dice all different and no
// pair: two pairs only where four alike count as two.
func fourAlike(dice int) Roll {
	r := alike(dice, 4)
	for i := 4; i < dice; i++ {
		r[i] = i - 3 // 1, 2
	}
	return r
}

// scoringRolls are the rolls that score in b.
func (v *Variant) scoringRolls(b Box) []Roll {
	var out []Roll
	for _, r := range v.Rolls() {
		if v.score(b, r) > 0 {
			out = append(out, r)
		}
	}
	return out
}

// fixedPoints reports whether every roll that scores in b scores the same.
func fixedPoints(v *Variant, b Box, scoring []Roll) (int, bool) {
	if len(scoring) == 0 {
		return 0, false
	}
	p := v.score(b, scoring[0])
	for _, r := range scoring {
		if v.score(b, r) != p {
			return 0, false
		}
	}
	return p, true
}

// allDice reports whether b scores the sum of all the dice.
func allDice(v *Variant, b Box, scoring []Roll) bool {
	for _, r := range scoring {
		if v.score(b, r) != r.sum() {
			return false
		}
	}
	return len(scoring) > 0
}

// straightNeed describes a straight from the rolls that score: the faces
// every one of them shows ("1-2-3-4-5"), or else how many in a row.
func straightNeed(scoring []Roll, p msg.Printer) string {
	if len(scoring) == 0 {
		return ""
	}
	common := scoring[0].counts()
	shortest := 6
	for _, r := range scoring {
		c := r.counts()
		for f := range common {
			common[f] = min(common[f], c[f])
		}
		shortest = min(shortest, run(c))
	}
	var faces []string
	for f := 1; f <= 6; f++ {
		if common[f] > 0 {
			faces = append(faces, fmt.Sprint(f))
		}
	}
	if len(faces) == shortest {
		return strings.Join(faces, "-")
	}
	return p.T("%d in a row", shortest)
}

// Example returns a roll that scores in b, to show what the box takes:
// the one with the most different faces, then the most points; for an
// upper box, one on the pace (three of the face, four in maxi).
func (v *Variant) Example(b Box) (Roll, int) {
	scoring := v.scoringRolls(b)
	if f := b.Face(); f != 0 {
		// A bonus below 21 has no whole die of each face on the pace:
		// the example shows one.
		pace := min(max(1, v.PaceCount()), v.Dice)
		scoring = slices.DeleteFunc(scoring, func(r Roll) bool { return r.counts()[f] != pace })
	}
	distinct := func(r Roll) int {
		n := 0
		for _, c := range r.counts() {
			if c > 0 {
				n++
			}
		}
		return n
	}
	best := slices.MaxFunc(scoring, func(a, c Roll) int {
		if d := distinct(a) - distinct(c); d != 0 {
			return d
		}
		if d := v.score(b, a) - v.score(b, c); d != 0 {
			return d
		}
		return slices.Compare(a, c)
	})
	return best, v.score(b, best)
}

// RuleNotes says the variant's rules beyond the boxes in p's language
// (nil: English): the turn, the bonus, strikes, the order, saved rolls,
// the joker, the winner. Its sentences are messages (msg), said by p; the
// names in them are the sheet's words p gives (Sheet).
func (v *Variant) RuleNotes(p msg.Printer) []string {
	p = printerOr(p)
	w := wordsOf(p)
	var up []Box
	for _, b := range v.Boxes {
		if b.Upper() {
			up = append(up, b)
		}
	}
	notes := []string{
		p.T("%d dice, up to three rolls a turn: keep any dice and roll the rest. %d boxes, each filled once; the game ends when every sheet is full.", v.Dice, len(v.Boxes)),
		v.bonusNote(up, p),
		p.T("A box that scores 0 is struck (%s) with a confirmation; when every box you may fill scores 0, you must strike one.", LabelStrike.Word(w)),
	}
	if v.Forced {
		notes = append(notes, v.OrderNote(p))
	} else {
		notes = append(notes, p.T("The boxes are filled in any order."))
	}
	if v.SavedRolls {
		notes = append(notes, p.T("Saved rolls: a turn may use fewer than three rolls; the rest are saved for the player's later turns."))
	}
	if v.HasJoker() {
		notes = append(notes, v.JokerNote(p), p.T("House rule --joker free: the matching upper box is not forced; it or any free lower box."))
	}
	return append(notes, p.T("Highest total wins; equal totals share the win."))
}

// OrderNote says the order a forced variant fills its boxes in, top to
// bottom or (house rules) bottom to top, in p's language (nil: English);
// "" for a variant of free order.
func (v *Variant) OrderNote(p msg.Printer) string {
	p = printerOr(p)
	switch {
	case v.Forced && v.BottomUp:
		return p.T("Forced order: every turn goes in the next free box, bottom to top.")
	case v.Forced:
		return p.T("Forced order: every turn goes in the next free box, top to bottom.")
	}
	return ""
}

// JokerNote says the extra bonus of a further Yatzy and where the joker
// puts it, in p's language (nil: English); "" for a variant without them.
func (v *Variant) JokerNote(p msg.Printer) string {
	if !v.HasJoker() {
		return ""
	}
	p = printerOr(p)
	w := wordsOf(p)
	var boxes, points []string
	for _, b := range v.Boxes {
		if pts, ok := v.JokerScore(b); ok {
			boxes = append(boxes, v.Name(b, w))
			points = append(points, fmt.Sprint(pts))
		}
	}
	return p.T("Each further %d alike earns +%d while %s holds %d. Joker: it must go in the matching upper box if that is free; otherwise in any free lower box, where %s score %s; otherwise a 0 in an upper box.",
		v.Dice, v.ExtraBonus, v.Name(Yatzy, w), v.YatzyPoints(), strings.Join(boxes, ", "), strings.Join(points, ", "))
}

// RuleHeads are the column heads of the rules page's box table in w's language:
// box, what it needs, an example and its points.
func RuleHeads(w *Words) []string { return w.or().RuleHeads[:] }

// bonusNote says the bonus and what the pace counts against: so many of
// each face, or each box's share where the threshold is no whole number
// of each (house rules).
func (v *Variant) bonusNote(up []Box, p msg.Printer) string {
	w := wordsOf(p)
	first, last := v.Name(up[0], w), v.Name(up[len(up)-1], w)
	if v.EvenPace() {
		return p.T("Bonus: %d points when the upper boxes (%s to %s) make %d or more, %d of each face; the pace +/- counts against that.", v.Bonus, first, last, v.BonusAt, v.PaceCount())
	}
	return p.T("Bonus: %d points when the upper boxes (%s to %s) make %d or more; the pace +/- counts against each box's share of it (its face × %[4]d / 21).", v.Bonus, first, last, v.BonusAt)
}

// printerOr returns p, or English for nil.
func printerOr(p msg.Printer) msg.Printer {
	if p == nil {
		return msg.English()
	}
	return p
}
