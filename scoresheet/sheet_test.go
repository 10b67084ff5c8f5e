package scoresheet

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// best is, for each box, a roll that scores the box's maximum.
var best = map[Box]string{
	Ones: "111111", Twos: "222222", Threes: "333333", Fours: "444444", Fives: "555555", Sixes: "666666",
	OnePair: "661234", TwoPairs: "665512", ThreePairs: "665544",
	ThreeOfAKind: "666123", FourOfAKind: "666612", FiveOfAKind: "666661",
	SmallStraight: "123456", LargeStraight: "234566", FullStraight: "123456",
	FullHouse: "666551", Castle: "666555", Tower: "666655", Chance: "666666", Yatzy: "666666",
}

func roll(t *testing.T, v *Variant, s string) Roll {
	t.Helper()
	r, err := v.ParseRoll(s[:v.Dice])
	require.NoError(t, err)
	return r
}

func play(t *testing.T, s *Sheet, player string, box Box, dice string) {
	t.Helper()
	rolls := 0
	if s.Variant().SavedRolls {
		rolls = 3
	}
	require.NoError(t, s.Apply(Turn(player, box, roll(t, s.Variant(), dice), rolls, false)))
}

func TestMaximumGame(t *testing.T) {
	for v, want := range map[*Variant]int{Scandinavian(): 374, Forced(): 374, Maxi(): 649} {
		s, err := NewSheet(v, []string{"Anna"}, Choices{})
		require.NoError(t, err)
		for _, b := range v.Boxes {
			dice := best[b]
			if v.Dice == 5 && (b == SmallStraight) {
				dice = "12345"
			}
			if v.Dice == 5 && b == FullHouse {
				dice = "66655"
			}
			play(t, s, "Anna", b, dice)
		}
		require.True(t, s.Finished(), v.ID)
		tot := s.Totals("Anna")
		assert.Equal(t, want, tot.Total, v.ID)
		assert.Equal(t, v.Bonus, tot.Bonus, v.ID)
		assert.Zero(t, tot.BonusNeeded)
		assert.Equal(t, []string{"Anna"}, s.Winners())
		p, round := s.Next()
		assert.Equal(t, "", p)
		assert.Zero(t, round)
	}
}

func TestMaximumStandardWithJokers(t *testing.T) {
	// Yatzy first, then twelve more fives of a kind: every one earns +100,
	// and the joker gives full house and the straights their fixed scores.
	s, err := NewSheet(Standard(), []string{"Anna"}, Choices{})
	require.NoError(t, err)
	play(t, s, "Anna", Yatzy, "66666")
	for face, box := range []Box{Ones, Twos, Threes, Fours, Fives, Sixes} {
		d := string(rune('1' + face))
		dice := d + d + d + d + d
		play(t, s, "Anna", box, dice)
	}
	// Upper: 5+10+15+20+25+30 = 105. Now the lower boxes by joker.
	for _, b := range []Box{ThreeOfAKind, FourOfAKind, FullHouse, SmallStraight, LargeStraight, Chance} {
		play(t, s, "Anna", b, "66666")
	}
	require.True(t, s.Finished())
	tot := s.Totals("Anna")
	assert.Equal(t, 105, tot.Upper)
	assert.Equal(t, 35, tot.Bonus)
	assert.Equal(t, 1200, tot.ExtraBonus)
	assert.Equal(t, 105+35+50+30+30+25+30+40+30+1200, tot.Total)
	e, _ := s.Entry("anna", SmallStraight)
	assert.Equal(t, 30, e.Points)
	assert.Equal(t, 100, e.Bonus)
}

func TestForcedJoker(t *testing.T) {
	s, err := NewSheet(Standard(), []string{"Anna"}, Choices{})
	require.NoError(t, err)
	play(t, s, "Anna", Yatzy, "44444")

	joker, bonus := s.Joker(Roll{4, 4, 4, 4, 4})
	assert.True(t, joker)
	assert.True(t, bonus)
	joker, _ = s.Joker(Roll{4, 4, 4, 4, 3})
	assert.False(t, joker)
	// The matching upper box is free: it is the only choice.
	opts, err := s.Options(Roll{4, 4, 4, 4, 4})
	require.NoError(t, err)
	assert.Equal(t, []Option{{Box: Fours, Points: 20}}, opts)
	err = s.Apply(Turn("Anna", FullHouse, Roll{4, 4, 4, 4, 4}, 0, false))
	assert.EqualError(t, err, "joker rule (forced): this five of a kind goes in Fours, not Full house")
	play(t, s, "Anna", Fours, "44444")
	assert.Equal(t, 100, s.Totals("Anna").ExtraBonus)

	// Fours filled: any free lower box, with joker scores.
	opts, err = s.Options(Roll{4, 4, 4, 4, 4})
	require.NoError(t, err)
	assert.Equal(t, []Option{
		{Box: ThreeOfAKind, Points: 20}, {Box: FourOfAKind, Points: 20},
		{Box: FullHouse, Points: 25, Joker: true}, {Box: SmallStraight, Points: 30, Joker: true},
		{Box: LargeStraight, Points: 40, Joker: true}, {Box: Chance, Points: 20},
	}, opts)
	err = s.Apply(Turn("Anna", Ones, Roll{4, 4, 4, 4, 4}, 0, true))
	assert.ErrorContains(t, err, "goes in Three of a kind, Four of a kind, Full house, Small straight, Large straight, Chance, not Ones")
}

func TestJokerZeroInUpper(t *testing.T) {
	// Yatzy struck (0): no +100, but the joker still applies; with the
	// lower section full and the matching upper box taken, a zero goes in
	// any free upper box.
	s, err := NewSheet(Standard(), []string{"Anna"}, Choices{})
	require.NoError(t, err)
	require.NoError(t, s.Apply(Turn("Anna", Yatzy, Roll{1, 2, 3, 4, 6}, 0, true)))
	for _, b := range []Box{Twos, ThreeOfAKind, FourOfAKind, FullHouse, SmallStraight, LargeStraight, Chance} {
		play(t, s, "Anna", b, "22222")
	}
	e, _ := s.Entry("Anna", LargeStraight)
	assert.Equal(t, 40, e.Points, "joker scores 40 even with yatzy struck")
	assert.Zero(t, e.Bonus, "no +100 when yatzy holds 0")
	opts, err := s.Options(Roll{2, 2, 2, 2, 2})
	require.NoError(t, err)
	assert.Equal(t, []Option{{Box: Ones, Strike: true}, {Box: Threes, Strike: true}, {Box: Fours, Strike: true}, {Box: Fives, Strike: true}, {Box: Sixes, Strike: true}}, opts)
	assert.True(t, MustStrike(opts))
	err = s.Apply(Turn("Anna", Sixes, Roll{2, 2, 2, 2, 2}, 0, false))
	assert.ErrorIs(t, err, ErrStrikeNotConfirmed)
	require.NoError(t, s.Apply(Turn("Anna", Sixes, Roll{2, 2, 2, 2, 2}, 0, true)))
	assert.Zero(t, s.Totals("Anna").ExtraBonus)
}

func TestFreeJoker(t *testing.T) {
	s, err := NewSheet(Standard(), []string{"Anna"}, Choices{Joker: JokerFree})
	require.NoError(t, err)
	play(t, s, "Anna", Yatzy, "33333")
	opts, err := s.Options(Roll{3, 3, 3, 3, 3})
	require.NoError(t, err)
	boxes := []Box{}
	for _, o := range opts {
		boxes = append(boxes, o.Box)
	}
	assert.Equal(t, []Box{Threes, ThreeOfAKind, FourOfAKind, FullHouse, SmallStraight, LargeStraight, Chance}, boxes)
	play(t, s, "Anna", LargeStraight, "33333")
	e, _ := s.Entry("Anna", LargeStraight)
	assert.Equal(t, Entry{Player: "Anna", Box: LargeStraight, Dice: Roll{3, 3, 3, 3, 3}, Points: 40, Bonus: 100}, e)
	assert.Equal(t, 50+40+100, s.Totals("Anna").Total)
}

func TestNoJokerBeforeYatzyIsFilled(t *testing.T) {
	s, err := NewSheet(Standard(), []string{"Anna"}, Choices{})
	require.NoError(t, err)
	require.NoError(t, s.Apply(Turn("Anna", FullHouse, Roll{5, 5, 5, 5, 5}, 0, true)))
	e, _ := s.Entry("Anna", FullHouse)
	assert.Equal(t, 0, e.Points)
	assert.True(t, e.Strike)
}

func TestForcedOrder(t *testing.T) {
	s, err := NewSheet(Forced(), []string{"Anna", "Bo"}, Choices{})
	require.NoError(t, err)
	err = s.Apply(Turn("Anna", Sixes, Roll{6, 6, 6, 6, 6}, 0, false))
	assert.EqualError(t, err, "forced order: the next box is Ones, not Sixes")
	opts, err := s.Options(Roll{6, 6, 6, 6, 6})
	require.NoError(t, err)
	assert.Equal(t, []Option{{Box: Ones, Strike: true}}, opts)
	require.NoError(t, s.Apply(Turn("Anna", Ones, Roll{6, 6, 6, 6, 6}, 0, true)))
	play(t, s, "Bo", Ones, "11234")
	err = s.Apply(Turn("Anna", Threes, Roll{3, 3, 3, 3, 3}, 0, false))
	assert.EqualError(t, err, "forced order: the next box is Twos, not Threes")
	assert.Len(t, s.History(), 2, "a refused turn leaves no trace")
}

func TestTurnOrderAndRefusals(t *testing.T) {
	s, err := NewSheet(Scandinavian(), []string{"Anna", "Bo"}, Choices{})
	require.NoError(t, err)
	p, round := s.Next()
	assert.Equal(t, "Anna", p)
	assert.Equal(t, 1, round)

	for _, tc := range []struct {
		e   Event
		msg string
	}{
		{Turn("Bo", Ones, Roll{1, 1, 1, 1, 1}, 0, false), "it is Anna's turn, not Bo's"},
		{Turn("Cecilia", Ones, Roll{1, 1, 1, 1, 1}, 0, false), `no player called "Cecilia": the players are Anna, Bo`},
		{Turn("Anna", Castle, Roll{1, 1, 1, 1, 1}, 0, false), `"castle" is not a box of scandinavian`},
		{Turn("Anna", Ones, Roll{1, 1, 1, 1}, 0, false), "got 4 dice, want 5"},
		{Turn("Anna", Ones, Roll{1, 1, 1, 1, 9}, 0, false), "die 9 is not on a die: each die shows 1 to 6"},
		{Turn("Anna", Sixes, Roll{1, 1, 1, 1, 1}, 0, false), "Sixes scores 0 with 1 1 1 1 1: strike not confirmed"},
		{Turn("Anna", Ones, Roll{1, 1, 1, 1, 1}, 0, true), "Ones scores 5 with 1 1 1 1 1: only a box that scores 0 is struck"},
		{Turn("Anna", Ones, Roll{1, 1, 1, 1, 1}, 4, false), "4 rolls: a turn has 1 to 3"},
		{Event{Kind: "roll"}, `unknown event "roll"`},
		{Undo(), "nothing to undo"},
	} {
		assert.EqualError(t, s.Apply(tc.e), tc.msg)
	}
	assert.Empty(t, s.History())

	play(t, s, "anna", Ones, "11111") // names match without regard to case
	assert.Equal(t, "Anna", s.History()[0].Player)
	err = s.Apply(Turn("Bo", Sixes, Roll{6, 6, 6, 6, 6}, 0, false))
	require.NoError(t, err)
	err = s.Apply(Turn("Anna", Ones, Roll{1, 1, 1, 1, 1}, 0, false))
	assert.EqualError(t, err, "Ones already holds 5 for Anna")
	p, round = s.Next()
	assert.Equal(t, "Anna", p)
	assert.Equal(t, 2, round)
}

func TestNewSheetRefusals(t *testing.T) {
	_, err := NewSheet(Scandinavian(), nil, Choices{})
	assert.EqualError(t, err, "0 players: a sheet holds 1 to 8")
	_, err = NewSheet(Scandinavian(), []string{"a", "b", "c", "d", "e", "f", "g", "h", "i"}, Choices{})
	assert.EqualError(t, err, "9 players: a sheet holds 1 to 8")
	_, err = NewSheet(Scandinavian(), []string{"Anna", "anna"}, Choices{})
	assert.EqualError(t, err, `two players are called "anna": names must differ`)
	_, err = NewSheet(Scandinavian(), []string{"Anna", " "}, Choices{})
	assert.EqualError(t, err, "a player needs a name")
	_, err = NewSheet(Standard(), []string{"Anna"}, Choices{Joker: "wild"})
	assert.EqualError(t, err, `unknown joker rule "wild": want forced or free`)
}

// TestEmptyRulesAreNormal: a sheet with empty rules, a joker rule read
// from nothing and Choices.Normal all take the same default, and rules
// that say it already are left as they are.
func TestEmptyRulesAreNormal(t *testing.T) {
	s, err := NewSheet(Standard(), []string{"Anna"}, Choices{})
	require.NoError(t, err)
	assert.Equal(t, Choices{}.Normal(), s.Choices())
	j, err := ParseJoker("")
	require.NoError(t, err)
	assert.Equal(t, Choices{}.Normal().Joker, j)
	assert.NotEmpty(t, j)
	for _, r := range []Choices{{Joker: JokerForced}, {Joker: JokerFree}} {
		assert.Equal(t, r, r.Normal())
	}
}

func TestMustStrike(t *testing.T) {
	s, err := NewSheet(Forced(), []string{"Anna"}, Choices{})
	require.NoError(t, err)
	opts, err := s.Options(Roll{2, 3, 4, 5, 6})
	require.NoError(t, err)
	assert.True(t, MustStrike(opts), "forced: ones with no one must be struck")
	s, err = NewSheet(Scandinavian(), []string{"Anna"}, Choices{})
	require.NoError(t, err)
	opts, err = s.Options(Roll{2, 3, 4, 5, 6})
	require.NoError(t, err)
	assert.False(t, MustStrike(opts))
	assert.False(t, MustStrike(nil))
}

func TestSavedRolls(t *testing.T) {
	s, err := NewSheet(Maxi(), []string{"Anna", "Bo"}, Choices{})
	require.NoError(t, err)
	six := Roll{6, 6, 6, 6, 6, 6}
	assert.EqualError(t, s.Apply(Turn("Anna", Sixes, six, 0, false)), "0 rolls used: want 1 to 3 (3 plus 0 saved)")
	assert.EqualError(t, s.Apply(Turn("Anna", Sixes, six, 4, false)), "4 rolls used: want 1 to 3 (3 plus 0 saved)")
	require.NoError(t, s.Apply(Turn("Anna", Sixes, six, 1, false))) // saves 2
	require.NoError(t, s.Apply(Turn("Bo", Sixes, six, 3, false)))
	assert.Equal(t, 2, s.Totals("Anna").Saved)
	assert.Equal(t, 0, s.Totals("Bo").Saved)
	assert.EqualError(t, s.Apply(Turn("Anna", Fives, six, 6, false)), "6 rolls used: want 1 to 5 (3 plus 2 saved)")
	require.NoError(t, s.Apply(Turn("Anna", Chance, six, 5, false))) // uses both saved
	assert.Equal(t, 0, s.Totals("Anna").Saved)
	require.NoError(t, s.Apply(Turn("Bo", Chance, six, 2, false)))
	require.NoError(t, s.Apply(Turn("Anna", Ones, Roll{1, 1, 1, 1, 1, 1}, 1, false)))
	assert.Equal(t, 2, s.Totals("Anna").Saved)

	// Undo gives the saved rolls back as they were.
	require.NoError(t, s.Apply(Undo()))
	assert.Equal(t, 0, s.Totals("Anna").Saved)
	// A correction of the rolls used in turn 1 would make turn 3 use
	// rolls Anna never had: refused, sheet unchanged.
	err = s.Apply(Correction("Anna", Sixes, six, 3, "miscounted"))
	assert.ErrorContains(t, err, "that correction breaks the rules: Anna's Chance: 5 rolls used: want 1 to 3")
	assert.Len(t, s.History(), 6)
	e, _ := s.Entry("Anna", Sixes)
	assert.Equal(t, 1, e.Rolls, "the sheet is unchanged")
}

func TestUndoAndCorrect(t *testing.T) {
	s, err := NewSheet(Scandinavian(), []string{"Anna", "Bo"}, Choices{})
	require.NoError(t, err)
	play(t, s, "Anna", Sixes, "66612")
	play(t, s, "Bo", Chance, "66666")
	require.NoError(t, s.Apply(Undo()))
	_, filled := s.Entry("Bo", Chance)
	assert.False(t, filled)
	p, _ := s.Next()
	assert.Equal(t, "Bo", p)
	play(t, s, "Bo", Fives, "55512")

	assert.EqualError(t, s.Apply(Correction("Anna", Sixes, Roll{6, 6, 6, 6, 2}, 0, " ")), "a correction needs a reason")
	assert.EqualError(t, s.Apply(Correction("Anna", Fives, Roll{6, 6, 6, 6, 2}, 0, "typo")), "Anna has nothing in Fives to correct")
	require.NoError(t, s.Apply(Correction("anna", Sixes, Roll{6, 6, 6, 6, 2}, 0, "typo")))
	e, _ := s.Entry("Anna", Sixes)
	assert.Equal(t, 24, e.Points)
	assert.True(t, e.Corrected)
	// A correction to dice that score 0 is a strike; the reason confirms it.
	require.NoError(t, s.Apply(Correction("Bo", Fives, Roll{1, 1, 1, 2, 3}, 0, "misread")))
	e, _ = s.Entry("Bo", Fives)
	assert.True(t, e.Strike)

	h := s.History()
	require.Len(t, h, 6)
	assert.Equal(t, []EventKind{KindTurn, KindTurn, KindUndo, KindTurn, KindCorrect, KindCorrect}, []EventKind{h[0].Kind, h[1].Kind, h[2].Kind, h[3].Kind, h[4].Kind, h[5].Kind})
	assert.Equal(t, "Anna", h[4].Player, "history keeps the name as the sheet spells it")

	// Replaying the history rebuilds the same sheet.
	again, err := Replay(Scandinavian(), []string{"Anna", "Bo"}, Choices{}, h)
	require.NoError(t, err)
	assert.Equal(t, s.Entries(), again.Entries())
	assert.Equal(t, s.Totals("Anna"), again.Totals("Anna"))
}

func TestCorrectionRecomputesFiveOfAKindBonus(t *testing.T) {
	s, err := NewSheet(Standard(), []string{"Anna"}, Choices{})
	require.NoError(t, err)
	play(t, s, "Anna", Yatzy, "55555")
	play(t, s, "Anna", Fives, "55555")
	assert.Equal(t, 100, s.Totals("Anna").ExtraBonus)
	// The first five of a kind was misread: the yatzy box holds 0 now, so
	// the second earns no +100 (and still may stand in fives).
	require.NoError(t, s.Apply(Correction("Anna", Yatzy, Roll{5, 5, 5, 5, 1}, 0, "one die was a 1")))
	assert.Equal(t, 0, s.Totals("Anna").ExtraBonus)
	assert.Equal(t, 25, s.Totals("Anna").Total)
}

func TestReplayReportsTheBadEvent(t *testing.T) {
	_, err := Replay(Scandinavian(), []string{"Anna"}, Choices{}, []Event{
		Turn("Anna", Ones, Roll{1, 1, 1, 1, 1}, 0, false),
		Turn("Anna", Ones, Roll{1, 1, 1, 1, 1}, 0, false),
	})
	assert.EqualError(t, err, "event 2 (turn): Ones already holds 5 for Anna")
}

func TestTotalsPaceAndBonus(t *testing.T) {
	s, err := NewSheet(Scandinavian(), []string{"Anna"}, Choices{})
	require.NoError(t, err)
	play(t, s, "Anna", Sixes, "66661") // 24: pace +6
	play(t, s, "Anna", Ones, "11234")  // 2: pace -1
	tot := s.Totals("Anna")
	assert.Equal(t, 26, tot.Upper)
	assert.Equal(t, 5, tot.Pace)
	assert.Equal(t, 37, tot.BonusNeeded)
	assert.False(t, tot.BonusOut)
	assert.Equal(t, 26, tot.Total)
	assert.Equal(t, 2, tot.Filled)

	// Maxi() paces four of each face.
	m, err := NewSheet(Maxi(), []string{"Anna"}, Choices{})
	require.NoError(t, err)
	require.NoError(t, m.Apply(Turn("Anna", Fives, Roll{5, 5, 5, 1, 2, 3}, 3, false)))
	assert.Equal(t, -5, m.Totals("Anna").Pace)
	assert.Equal(t, 69, m.Totals("Anna").BonusNeeded)

	// Struck high boxes put the bonus out of reach.
	o, err := NewSheet(Scandinavian(), []string{"Anna"}, Choices{})
	require.NoError(t, err)
	for _, b := range []Box{Sixes, Fives} {
		require.NoError(t, o.Apply(Turn("Anna", b, Roll{1, 1, 2, 2, 3}, 0, true)))
	}
	assert.True(t, o.Totals("Anna").BonusOut, "ones to fours hold at most 50")
	assert.Equal(t, Totals{}, o.Totals("nobody"))
}

func TestWinnersShareTies(t *testing.T) {
	s, err := NewSheet(Scandinavian(), []string{"Anna", "Bo", "Cecilia"}, Choices{})
	require.NoError(t, err)
	play(t, s, "Anna", Chance, "66666")
	play(t, s, "Bo", Chance, "12345")
	play(t, s, "Cecilia", Yatzy, "11111") // 50 > 30
	assert.Equal(t, []string{"Cecilia"}, s.Winners())
	play(t, s, "Anna", Sixes, "66666")
	play(t, s, "Bo", Yatzy, "22222")
	play(t, s, "Cecilia", Ones, "11234") // Anna 60, Bo 65, Cecilia 52
	assert.Equal(t, []string{"Bo"}, s.Winners())
	require.NoError(t, s.Apply(Undo()))
	play(t, s, "Cecilia", Sixes, "66111") // Cecilia 62
	require.NoError(t, s.Apply(Correction("Bo", Chance, Roll{1, 2, 3, 4, 2}, 0, "misread")))
	// Anna 60, Bo 62, Cecilia 62
	assert.Equal(t, []string{"Bo", "Cecilia"}, s.Winners())
}

func BenchmarkReplayMaxiGame(b *testing.B) {
	var events []Event
	for _, box := range Maxi().Boxes {
		r, _ := Maxi().ParseRoll(best[box])
		events = append(events, Turn("Anna", box, r, 3, false))
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Replay(Maxi(), []string{"Anna"}, Choices{}, events); err != nil {
			b.Fatal(err)
		}
	}
}

// TestUndoTakesBackTheLastEntry: with UndoLastEntry an undo after a
// correction takes back the correction; without it (older game files) the
// last turn.
func TestUndoTakesBackTheLastEntry(t *testing.T) {
	play := func(last bool) *Sheet {
		s, err := NewSheet(Scandinavian(), []string{"Anna", "Bo"}, Choices{})
		require.NoError(t, err)
		if last {
			s.UndoLastEntry()
		}
		require.NoError(t, s.Apply(Turn("Anna", Sixes, Roll{6, 6, 6, 2, 4}, 0, false)))
		require.NoError(t, s.Apply(Turn("Bo", Ones, Roll{1, 1, 2, 3, 4}, 0, false)))
		require.NoError(t, s.Apply(Event{Kind: KindCorrect, Player: "Anna", Box: Sixes, Dice: Roll{6, 6, 6, 6, 2}, Reason: "misread"}))
		return s
	}
	s := play(true)
	e, ok := s.Undoable()
	require.True(t, ok)
	assert.Equal(t, KindCorrect, e.Kind)
	require.NoError(t, s.Apply(Undo()))
	got, _ := s.Entry("Anna", Sixes)
	assert.Equal(t, 18, got.Points, "the correction is taken back")
	_, filled := s.Entry("Bo", Ones)
	assert.True(t, filled)
	require.NoError(t, s.Apply(Undo()))
	_, filled = s.Entry("Bo", Ones)
	assert.False(t, filled, "then Bo's turn")
	require.NoError(t, s.Apply(Undo()))
	assert.Error(t, s.Apply(Undo()), "nothing to undo")

	old := play(false)
	e, _ = old.Undoable()
	assert.Equal(t, Ones, e.Box, "older files: the last turn")
	require.NoError(t, old.Apply(Undo()))
	got, _ = old.Entry("Anna", Sixes)
	assert.Equal(t, 24, got.Points, "the correction stays")
}

// TestCorrectedIsWhatApplyLeaves: Corrected tells the entry a correction
// leaves without changing the sheet, refusing one that strikes a box with
// points unless confirmed; Apply takes that one as it is (a game of
// before may hold it).
func TestCorrectedIsWhatApplyLeaves(t *testing.T) {
	s, err := NewSheet(Scandinavian(), []string{"Anna"}, Choices{})
	require.NoError(t, err)
	require.NoError(t, s.Apply(Turn("Anna", Sixes, Roll{6, 6, 6, 1, 2}, 0, false)))
	before := s.Totals("Anna")
	e := Correction("Anna", Sixes, Roll{6, 6, 1, 1, 2}, 0, "misread")
	got, err := s.Corrected(e)
	require.NoError(t, err)
	assert.Equal(t, 12, got.Points)
	assert.Equal(t, before, s.Totals("Anna"), "not changed")
	e.Strike = true
	_, err = s.Corrected(e)
	assert.ErrorContains(t, err, "only a box that scores 0 is struck", "a strike of dice that score")

	e = Correction("Anna", Sixes, Roll{1, 1, 1, 1, 2}, 0, "misread")
	_, err = s.Corrected(e)
	assert.ErrorIs(t, err, ErrStrikeNotConfirmed)
	e.Strike = true
	got, err = s.Corrected(e)
	require.NoError(t, err)
	assert.Equal(t, 0, got.Points)
	e.Strike = false
	require.NoError(t, s.Apply(e))
	now, _ := s.Entry("Anna", Sixes)
	assert.Equal(t, got, now)
}

// TestACorrectionMovesAnEntry: a correction with ToBox plays the turn
// again in that box (free order), the box it left empty; a box already
// filled, or forced order broken, refuses it with the sheet as it was;
// a hints event changes no box, and an undo passes over it.
func TestACorrectionMovesAnEntry(t *testing.T) {
	s, err := NewSheet(Scandinavian(), []string{"Anna", "Bo"}, Choices{})
	require.NoError(t, err)
	s.UndoLastEntry()
	require.NoError(t, s.Apply(Turn("Anna", Chance, Roll{6, 6, 6, 2, 4}, 0, false)))
	require.NoError(t, s.Apply(Turn("Bo", Ones, Roll{1, 1, 1, 2, 3}, 0, false)))
	move := Correction("Anna", Chance, Roll{6, 6, 6, 2, 4}, 0, "wrong box")
	move.ToBox = Sixes
	e, err := s.Corrected(move)
	require.NoError(t, err)
	assert.Equal(t, Entry{Player: "Anna", Box: Sixes, Dice: Roll{6, 6, 6, 2, 4}, Points: 18, Corrected: true}, e)
	require.NoError(t, s.Apply(Hints(true)))
	require.NoError(t, s.Apply(move))
	_, ok := s.Entry("Anna", Chance)
	assert.False(t, ok, "Chance left empty")
	assert.Equal(t, 18, s.Totals("Anna").Total)

	before := s.Totals("Bo")
	onto := Correction("Bo", Ones, Roll{1, 1, 1, 2, 3}, 0, "x")
	onto.ToBox = Ones
	_, err = s.Corrected(onto)
	require.NoError(t, err, "moved where it is: a correction of the dice only")
	require.NoError(t, s.Apply(Turn("Anna", Twos, Roll{2, 2, 1, 3, 4}, 0, false)))
	filled := Correction("Anna", Sixes, Roll{6, 6, 6, 2, 4}, 0, "x")
	filled.ToBox = Twos
	assert.Error(t, s.Apply(filled), "Twos is filled")
	assert.Equal(t, before, s.Totals("Bo"))

	require.NoError(t, s.Apply(Undo()))
	_, ok = s.Entry("Anna", Twos)
	assert.False(t, ok, "the undo took back the last entry, not the hints")
	require.NoError(t, s.Apply(Undo()))
	_, ok = s.Entry("Anna", Sixes)
	assert.False(t, ok, "then the move")
	_, ok = s.Entry("Anna", Chance)
	assert.True(t, ok, "back where it was")

	f, err := NewSheet(Forced(), []string{"Anna"}, Choices{})
	require.NoError(t, err)
	require.NoError(t, f.Apply(Turn("Anna", Ones, Roll{1, 1, 1, 2, 3}, 0, false)))
	down := Correction("Anna", Ones, Roll{1, 1, 1, 2, 3}, 0, "x")
	down.ToBox = Twos
	assert.Error(t, f.Apply(down), "forced order")
}

// TestApplyKeepsNoDiceOfTheCaller: the dice of an event applied are the
// sheet's own copy, for its history, its turns and its boxes alike: a
// caller laying the next event's dice where the last one's were (as the
// statistics' reader does, file after file) changes nothing the sheet
// holds, and an undo and a correction play the turns as they were.
func TestApplyKeepsNoDiceOfTheCaller(t *testing.T) {
	s, err := NewSheet(Scandinavian(), []string{"Anna", "Bo"}, Choices{})
	require.NoError(t, err)
	dice := Roll{6, 6, 6, 2, 4}
	require.NoError(t, s.Apply(Turn("Anna", Sixes, dice, 0, false)))
	copy(dice, Roll{1, 1, 1, 1, 1})
	require.NoError(t, s.Apply(Turn("Bo", Ones, dice, 0, false)))
	copy(dice, Roll{2, 3, 4, 5, 5})
	require.NoError(t, s.Apply(Event{Kind: KindCorrect, Player: "Bo", Box: Ones, Dice: dice, Reason: "miscounted"}))
	copy(dice, Roll{5, 5, 5, 5, 5})

	anna, ok := s.Entry("Anna", Sixes)
	require.True(t, ok)
	assert.Equal(t, Roll{6, 6, 6, 2, 4}, anna.Dice)
	assert.Equal(t, 18, anna.Points)
	bo, ok := s.Entry("Bo", Ones)
	require.True(t, ok)
	assert.Equal(t, Roll{2, 3, 4, 5, 5}, bo.Dice)
	h := s.History()
	require.Len(t, h, 3)
	assert.Equal(t, Roll{6, 6, 6, 2, 4}, h[0].Dice)
	assert.Equal(t, Roll{1, 1, 1, 1, 1}, h[1].Dice)
	assert.Equal(t, Roll{2, 3, 4, 5, 5}, h[2].Dice)
	require.NoError(t, s.Apply(Event{Kind: KindUndo}))
	anna, ok = s.Entry("Anna", Sixes)
	require.True(t, ok)
	assert.Equal(t, Roll{6, 6, 6, 2, 4}, anna.Dice, "played again after the undo")
	assert.Equal(t, 18, s.Totals("Anna").Total)
}

// TestHistoryGivesBackEveryEvent: History gives back each event as it
// was applied (a turn with its player as seated), what a kept event
// holds apart too: a rename's new name, a correction's reason and box,
// the hints on, numbers past what most events need.
func TestHistoryGivesBackEveryEvent(t *testing.T) {
	s, err := NewSheet(Scandinavian(), []string{"Anna", "Bo"}, Choices{})
	require.NoError(t, err)
	events := []Event{
		Turn("anna", Sixes, Roll{6, 6, 6, 2, 4}, 2, false),
		Hints(true),
		{Kind: KindRename, Player: "Bo", To: "Bosse"},
		Turn("Bosse", Ones, Roll{1, 2, 3, 4, 5}, 3, false),
		{Kind: KindCorrect, Player: "Bosse", Box: Ones, ToBox: Twos, Dice: Roll{2, 2, 3, 4, 5}, Reason: "wrong box"},
		{Kind: KindUndo, Rolls: 1<<40 + 1}, // an undo takes nothing of it, and keeps it
		Hints(false),
	}
	for _, e := range events {
		require.NoError(t, s.Apply(e))
	}
	want := slices.Clone(events)
	want[0].Player = "Anna"
	assert.Equal(t, want, s.History())
}
