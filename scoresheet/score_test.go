package scoresheet

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type scoreCase struct {
	dice string
	box  Box
	want int
}

func checkScores(t *testing.T, v *Variant, cases []scoreCase) {
	t.Helper()
	for _, tc := range cases {
		r, err := v.ParseRoll(tc.dice)
		require.NoError(t, err, tc.dice)
		assert.Equal(t, tc.want, v.Score(tc.box, r), "%s: %s in %s", v.ID, tc.dice, tc.box)
	}
}

func TestScoreScandinavian(t *testing.T) {
	cases := []scoreCase{
		// The examples of seed 001, box by box.
		{"6 6 6 2 4", Sixes, 18},
		{"3 3 5 5 6", OnePair, 10},
		{"3 3 5 5 6", TwoPairs, 16},
		{"4 4 4 2 6", ThreeOfAKind, 12},
		{"5 5 5 5 2", FourOfAKind, 20},
		{"1 2 3 4 5", SmallStraight, 15},
		{"2 3 4 5 6", LargeStraight, 20},
		{"2 2 5 5 5", FullHouse, 19},
		{"1 3 4 5 6", Chance, 19},
		{"6 6 6 6 6", Yatzy, 50},
		// Seed 002 (Estonian leaflet): 2-2-2-4-5 in twos, 3-3-3-3-6 in threes, Maja 6-6-6-5-5.
		{"2 2 2 4 5", Twos, 6},
		{"3 3 3 3 6", Threes, 12},
		{"6 6 6 5 5", FullHouse, 28},
		{"6 6 4 4 4", FullHouse, 24},
		// Upper boxes.
		{"1 1 2 3 1", Ones, 3},
		{"2 3 4 5 6", Ones, 0},
		{"5 5 5 5 5", Fives, 25},
		{"1 2 3 4 4", Fours, 8},
		// Pairs: the highest pair; two pairs of different values.
		{"6 6 1 1 2", OnePair, 12},
		{"1 2 3 4 5", OnePair, 0},
		{"3 3 5 5 5", TwoPairs, 16},
		{"5 5 5 5 2", TwoPairs, 0}, // four of a kind is not two pairs
		{"5 5 5 5 5", TwoPairs, 0},
		{"4 4 4 1 2", TwoPairs, 0},
		{"6 6 5 5 1", TwoPairs, 22},
		{"5 5 5 5 5", OnePair, 10},
		// Kinds count only the equal dice; more serve fewer.
		{"3 3 3 3 5", ThreeOfAKind, 9},
		{"6 6 6 6 6", FourOfAKind, 24},
		{"6 6 6 6 6", ThreeOfAKind, 18},
		{"4 4 1 2 3", ThreeOfAKind, 0},
		{"4 4 4 2 3", FourOfAKind, 0},
		// Fixed straights.
		{"5 4 3 2 1", SmallStraight, 15},
		{"2 3 4 5 6", SmallStraight, 0},
		{"1 2 3 4 5", LargeStraight, 0},
		{"1 2 3 4 6", SmallStraight, 0},
		// Full house: five of a kind is not one.
		{"5 5 5 5 5", FullHouse, 0},
		{"5 5 5 5 2", FullHouse, 0},
		{"1 1 2 2 3", FullHouse, 0},
		// Chance and yatzy.
		{"6 6 6 6 6", Chance, 30},
		{"1 1 1 1 1", Yatzy, 50},
		{"1 1 1 1 2", Yatzy, 0},
	}
	checkScores(t, Scandinavian(), cases)
	checkScores(t, Forced(), cases)
}

func TestScoreMaxi(t *testing.T) {
	checkScores(t, Maxi(), []scoreCase{
		{"6 6 6 2 4 6", Sixes, 24},
		{"1 1 1 1 1 1", Ones, 6},
		{"3 3 5 5 6 6", OnePair, 12},
		{"3 3 5 5 6 6", TwoPairs, 22}, // the two highest pairs
		{"3 3 5 5 6 6", ThreePairs, 28},
		{"1 1 2 2 3 3", ThreePairs, 12},
		{"4 4 4 4 2 2", ThreePairs, 0}, // four of a kind is not two pairs
		{"4 4 4 4 2 2", TwoPairs, 12},
		{"4 4 4 4 4 4", TwoPairs, 0},
		{"5 5 5 6 6 6", ThreeOfAKind, 18},
		{"4 4 4 4 4 4", FourOfAKind, 16}, // a higher count serves a lower box
		{"4 4 4 4 4 4", FiveOfAKind, 20},
		{"4 4 4 4 4 1", FiveOfAKind, 20},
		{"4 4 4 4 1 1", FiveOfAKind, 0},
		{"1 2 3 4 5 5", SmallStraight, 15}, // the sixth die is free
		{"1 2 3 4 5 6", SmallStraight, 15},
		{"2 3 4 5 6 6", LargeStraight, 20},
		{"1 2 3 4 5 6", LargeStraight, 20},
		{"1 2 3 4 5 6", FullStraight, 21},
		{"1 2 3 4 5 5", FullStraight, 0},
		{"3 4 4 6 6 6", FullHouse, 26}, // the leaflet's example
		{"6 6 6 5 5 5", FullHouse, 28}, // best choice of triple and pair
		{"6 6 6 6 5 5", FullHouse, 28},
		{"5 5 5 5 5 5", FullHouse, 0},
		{"6 6 6 5 5 5", Castle, 33},
		{"1 1 1 2 2 2", Castle, 9},
		{"6 6 6 6 5 5", Castle, 0},
		{"6 6 6 6 6 6", Castle, 0},
		{"6 6 6 6 5 5", Tower, 34},
		{"6 6 6 5 5 5", Tower, 0},
		{"6 6 6 6 6 5", Tower, 0},
		{"6 6 6 6 6 6", Chance, 36},
		{"6 6 6 6 6 6", Yatzy, 100},
		{"6 6 6 6 6 5", Yatzy, 0},
	})
}

func TestScoreStandard(t *testing.T) {
	checkScores(t, Standard(), []scoreCase{
		{"6 6 6 2 4", Sixes, 18},
		{"4 4 4 2 6", ThreeOfAKind, 20}, // all five dice
		{"5 5 5 5 2", FourOfAKind, 22},
		{"5 5 5 2 2", FourOfAKind, 0},
		{"2 2 5 5 5", FullHouse, 25},
		{"5 5 5 5 5", FullHouse, 0}, // five of a kind is not a full house (save the joker)
		{"1 2 3 4 6", SmallStraight, 30},
		{"3 4 5 6 6", SmallStraight, 30},
		{"1 2 3 5 6", SmallStraight, 0},
		{"1 2 3 4 5", LargeStraight, 40},
		{"2 3 4 5 6", LargeStraight, 40},
		{"1 2 3 4 6", LargeStraight, 0},
		{"3 3 3 3 3", Yatzy, 50},
		{"1 3 4 5 6", Chance, 19},
	})
}

// TestJokerScoresAreTheScoring: the score the joker gives a further five
// of a kind in a box is what every roll that makes the box's combination
// scores there, in the standard game and under house rules that change
// those scores; and the joker fixes the score of exactly the boxes other
// than yatzy that the standard scoring scores the same for every roll.
func TestJokerScoresAreTheScoring(t *testing.T) {
	for _, v := range []*Variant{Standard(), mustHouse(t, "standard\nfull_house = 28\nlarge_straight = 45\n")} {
		var jokers []Box
		for _, b := range v.Boxes {
			j, ok := v.JokerScore(b)
			if !ok {
				continue
			}
			jokers = append(jokers, b)
			scoring := v.scoringRolls(b)
			require.NotEmpty(t, scoring, "%s %s", v.Key(), b)
			for _, r := range scoring {
				require.Equal(t, v.Score(b, r), j, "%s: the joker's %s and %v's", v.Key(), b, r)
			}
		}
		require.NotEmpty(t, jokers, v.Key())
		if v.BuiltIn() {
			var fixed []Box
			for _, b := range v.Boxes {
				if _, ok := fixedPoints(v, b, v.scoringRolls(b)); ok && b != Yatzy {
					fixed = append(fixed, b)
				}
			}
			assert.Equal(t, fixed, jokers)
		}
	}
	for _, v := range []*Variant{Scandinavian(), Forced(), Maxi()} {
		for _, b := range v.Boxes {
			_, ok := v.JokerScore(b)
			assert.False(t, ok, "%s has no joker, but %s", v.ID, b)
		}
	}
}

// TestMaxiScoresTheBestFiveLikeNordic: a combination that counts the
// dice forming it scores in maxi what the nordic sheet scores for the
// best five of the six dice, and the straights the same fixed points.
func TestMaxiScoresTheBestFiveLikeNordic(t *testing.T) {
	nordic, maxi := Scandinavian(), Maxi()
	var boxes []Box
	for _, b := range nordic.Boxes {
		if maxi.Has(b) && !b.Upper() && b != Chance && b != Yatzy {
			boxes = append(boxes, b)
		}
	}
	require.Contains(t, boxes, SmallStraight)
	require.Contains(t, boxes, LargeStraight)
	for _, r := range maxi.Rolls() {
		for _, b := range boxes {
			best := 0
			for leave := range r {
				five := append(append(Roll{}, r[:leave]...), r[leave+1:]...)
				best = max(best, nordic.Score(b, five))
			}
			require.Equal(t, best, maxi.Score(b, r), "%s %v", b, r)
		}
	}
}

// TestYatzyIsEveryDieAlike: in every variant the yatzy box scores, and
// scores YatzyPoints, exactly for the rolls whose dice, as many as the
// variant rolls, all show one face.
func TestYatzyIsEveryDieAlike(t *testing.T) {
	for _, v := range Variants() {
		for _, r := range v.Rolls() {
			alike := r.counts()[r[0]] == v.Dice
			want := 0
			if alike {
				want = v.YatzyPoints()
			}
			require.Equal(t, want, v.Score(Yatzy, r), "%s %v", v.ID, r)
		}
		assert.Positive(t, v.YatzyPoints(), v.ID)
	}
}

func forEachRoll(n int, f func(Roll)) {
	r := make(Roll, n)
	var rec func(i int)
	rec = func(i int) {
		if i == n {
			f(r)
			return
		}
		for d := 1; d <= 6; d++ {
			r[i] = d
			rec(i + 1)
		}
	}
	rec(0)
}

func TestScorePanicsOnBadInput(t *testing.T) {
	assert.Panics(t, func() { Scandinavian().Score(Ones, Roll{1, 2, 3}) })
	assert.Panics(t, func() { Scandinavian().Score(Castle, Roll{1, 2, 3, 4, 5}) })
}

func BenchmarkScoreEveryBox(b *testing.B) {
	for _, v := range Variants() {
		r := Roll{3, 3, 5, 5, 5, 6}[:v.Dice]
		b.Run(v.ID, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				for _, box := range v.Boxes {
					v.Score(box, r)
				}
			}
		})
	}
}
