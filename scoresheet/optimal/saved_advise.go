package optimal

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/kitchentable/protokoll/scoresheet"
)

// key returns the table's coordinates of st: its mask, its upper sum
// (capped) and its saved rolls (capped).
func (t *savedTable) key(st State) (mask, upper, saved int, err error) {
	g := t.g
	for b, box := range g.v.Boxes {
		if st.Filled[box] {
			mask |= 1 << b
		}
	}
	for box := range st.Filled {
		if !g.v.Has(box) {
			return 0, 0, 0, fmt.Errorf("%q is not a box of %s", box, g.v.ID)
		}
	}
	if st.Upper < 0 || st.Upper > g.v.MaxUpper() {
		return 0, 0, 0, fmt.Errorf("an upper sum of %d cannot be", st.Upper)
	}
	upper = min(g.v.BonusAt, st.Upper)
	if g.cls[mask&(1<<g.upperN-1)][upper] < 0 {
		return 0, 0, 0, fmt.Errorf("an upper sum of %d cannot come from the upper boxes filled", st.Upper)
	}
	if k := bits.OnesCount(uint(mask)); st.Saved < 0 || st.Saved > 2*k {
		// At most two a turn.
		return 0, 0, 0, fmt.Errorf("%d saved rolls cannot be after %d turns", st.Saved, k)
	}
	return mask, upper, min(st.Saved, g.levelCap(bits.OnesCount(uint(mask)))), nil
}

// value returns W(mask, upper, s) from mask's block b: s saved rolls, at
// most the level's cap (more are worth what it is).
func (g *savedGame) value(b []float64, mask, upper, s int) float64 {
	s = min(s, g.levelCap(bits.OnesCount(uint(mask))))
	return b[s*g.classes(mask)+int(g.cls[mask&(1<<g.upperN-1)][upper])]
}

func (t *savedTable) expected(st State) (float64, error) {
	mask, upper, s, err := t.key(st)
	if err != nil {
		return 0, err
	}
	b, err := t.block(mask)
	if err != nil {
		return 0, err
	}
	return t.g.value(b, mask, upper, s), nil
}

// after is the value of filling box b with p points (an upper box: the
// points, not the dice) with rolls left, from the block nb of the mask
// with b filled too.
func (g *savedGame) after(nb []float64, mask, upper, b, p, rollsLeft int) float64 {
	nu, bonus := upper, 0
	if g.faces[b] != 0 {
		nu = min(g.v.BonusAt, upper+p)
		if upper < g.v.BonusAt && nu >= g.v.BonusAt {
			bonus = g.v.Bonus
		}
	}
	return float64(p+bonus) + g.value(nb, mask|1<<b, nu, min(rollsLeft, g.cap))
}

// roll checks dice in hand and returns them as a multiset and its index.
func (g *savedGame) roll(dice scoresheet.Roll) (keep, int32, error) {
	var k keep
	for _, d := range dice {
		if d < 1 || d > 6 {
			return keep{}, 0, fmt.Errorf("die %d is not on a die", d)
		}
		k[d-1]++
	}
	if k.size() != g.v.Dice {
		return keep{}, 0, fmt.Errorf("got %d dice, want %d", k.size(), g.v.Dice)
	}
	return k, g.d.indexOf(k), nil
}

// turnKey is the key of st for a turn with rollsLeft rolls left, or why
// no turn is played from it: a full sheet, or rolls left below none.
func (t *savedTable) turnKey(st State, rollsLeft int) (mask, upper int, err error) {
	mask, upper, _, err = t.key(st)
	switch {
	case err != nil:
		return 0, 0, err
	case mask == 1<<t.g.boxes-1:
		return 0, 0, errors.New("the sheet is full")
	case rollsLeft < 0:
		return 0, 0, fmt.Errorf("%d rolls left cannot be", rollsLeft)
	}
	return mask, upper, nil
}

// advise is Table.Advise for a game with saved rolls: with rollsLeft
// rolls left (saved ones included), every box (scoring now, the rolls
// left saved) and, with a roll left, every keep but all the dice.
func (t *savedTable) advise(st State, dice scoresheet.Roll, rollsLeft int) ([]Choice, error) {
	g := t.g
	mask, upper, err := t.turnKey(st, rollsLeft)
	if err != nil {
		return nil, err
	}
	k, r, err := g.roll(dice)
	if err != nil {
		return nil, err
	}
	w := newSavedWorker(g)
	if err := w.prepare(mask, t.fetch); err != nil {
		return nil, err
	}
	var out []Choice
	for b, box := range g.v.Boxes {
		if mask&(1<<b) != 0 {
			continue
		}
		p := g.box(b).score[r]
		out = append(out, Choice{Box: box, Points: p, Value: g.after(w.next[b], mask, upper, b, p, rollsLeft)})
	}
	if rollsLeft > 0 {
		// Every lane is this state. Rolls left beyond the cap's two after
		// the first roll are worth what they are at it.
		var ups [lanes]int
		for l := range ups {
			ups[l] = upper
		}
		w.vectors(mask, &ups)
		for layer := range min(rollsLeft, g.levelCap(bits.OnesCount(uint(mask)))+2) {
			w.layer(mask, layer, nil)
		}
		g.kern.mean(w.rows)
		for _, c := range keepChoices(g.d, k, func(i int32) float64 { return w.rows[i][0] }) {
			if len(c.Keep) < g.v.Dice {
				out = append(out, c)
			}
		}
	}
	sortChoices(out)
	return out, nil
}

// review is Table.Review for a game with saved rolls: each box chosen
// is priced with the rolls its turn left.
func (t *savedTable) review(s *scoresheet.Sheet) ([]Priced, error) {
	replay, err := scoresheet.NewSheet(s.Variant(), s.Players(), s.Choices())
	if err != nil {
		return nil, err
	}
	var out []Priced
	for _, e := range s.Entries() {
		st := StateOf(replay, e.Player)
		left := st.Saved + scoresheet.RollsPerTurn - e.Rolls
		mask, upper, _, err := t.key(st)
		if err != nil {
			return nil, err
		}
		_, r, err := t.g.roll(e.Dice)
		if err != nil {
			return nil, err
		}
		var best, chosen Choice
		for b, box := range t.g.v.Boxes {
			if mask&(1<<b) != 0 {
				continue
			}
			nb, err := t.block(mask | 1<<b)
			if err != nil {
				return nil, err
			}
			p := t.g.box(b).score[r]
			c := Choice{Box: box, Points: p, Value: t.g.after(nb, mask, upper, b, p, max(0, left))}
			if best.Box == "" || c.Value > best.Value {
				best = c
			}
			if box == e.Box {
				chosen = c
			}
		}
		out = append(out, Priced{Entry: e, Best: best, Lost: best.Value - chosen.Value})
		if err := replay.Apply(scoresheet.Turn(e.Player, e.Box, e.Dice, e.Rolls, e.Strike)); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// start is the expected final score of an empty sheet, no rolls saved.
func (t *savedTable) start() float64 {
	b, err := t.block(0)
	if err != nil {
		return 0
	}
	return b[0]
}
