//go:build !race

// Ratings are arithmetic: the package starts no goroutine and neither do
// its tests, which cannot meet a race; they run in the pass without the
// race detector.

package openskill

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// near asserts each rating is the one worked out by hand, to the six
// decimals it was worked to.
func near(t *testing.T, want, got []Rating) {
	t.Helper()
	require.Len(t, got, len(want))
	for i := range want {
		assert.InDelta(t, want[i].Mu, got[i].Mu, 5e-6, "player %d's mu", i)
		assert.InDelta(t, want[i].Sigma, got[i].Sigma, 5e-6, "player %d's sigma", i)
	}
}

// Two new players, the first wins. Worked by hand (with bc): with the
// drift, σ² = (25/3)² + (25/300)² = 69.451389; c² = 2(σ² + β²) =
// 2(69.451389 + 17.361111) = 173.625000, c = 13.176684. Both means are
// equal, so each exp(μ/c) is the same e: the winner's sum is 2e, the
// loser's e.
//
//	winner: Ω = σ²/c · (1 − e/2e) = 5.270779 · 0.5 = 2.635389
//	loser:  Ω = σ²/c · (−e/2e + (1 − e/e)) = −2.635389
//	both:   Δ = γ σ²/c² · (½·½ [+ 1·0]), γ = σ/c = 0.632462,
//	        σ²/c² = 0.400008: Δ = 0.063247
//	σ' = √(σ²(1 − Δ)) = √(69.451389 · 0.936753) = 8.065901
func TestTwoPlayersHandWorked(t *testing.T) {
	m := Default()
	got := m.Rate([]Rating{m.New(), m.New()}, []int{1, 2})
	near(t, []Rating{{27.635389, 8.065901}, {22.364611, 8.065901}}, got)

	// The same game with the places given the other way round.
	swapped := m.Rate([]Rating{m.New(), m.New()}, []int{2, 1})
	near(t, []Rating{got[1], got[0]}, swapped)
}

// Two players level: each is placed with the other, so each term is
// halved. By hand, for either: Ω = σ²/c · ((1 − ½) − ½)/2 = 0; Δ = γ
// σ²/c² · (¼ + ¼)/2 = 0.063247, as for a win: the means stay, the
// uncertainty shrinks as much.
func TestDrawHandWorked(t *testing.T) {
	m := Default()
	near(t, []Rating{{25, 8.065901}, {25, 8.065901}}, m.Rate([]Rating{m.New(), m.New()}, []int{1, 1}))
}

// Two players whose ratings differ, the weaker wins. By hand: A = (30,
// 4), B = (20, 6). σ²: A 16.006944, B 36.006944; c² = 16.006944 +
// 36.006944 + 2·17.361111 = 86.736111, c = 9.313222. e_A = exp(30/c) =
// exp(3.221227) = 25.058839, e_B = exp(20/c) = exp(2.147484) = 8.563290.
// B won: B's sum is e_A + e_B = 33.622129; A's is e_A alone.
//
//	B: p = e_B/33.622129 = 0.254692; Ω = 36.006944/9.313222 · (1 − p) =
//	   2.881523 → μ 22.881523; Δ = γ σ²/c² · p(1 − p), γ = 6.000579/9.313222
//	   = 0.644307, σ²/c² = 0.415132: Δ = 0.050773; σ = √(36.006944 ·
//	   0.949227) = 5.846261
//	A: p(q=B) = e_A/33.622129 = 0.745308, and q=A is below B.
//	   Ω = 16.006944/9.313222 · (−0.745308) = −1.280985 → μ 28.719015
//	   Δ = γ σ²/c² · 0.745308·0.254692, γ = 0.429590, σ²/c² = 0.184548:
//	   Δ = 0.015049; σ = √(16.006944 · 0.984951) = 3.970649
func TestUpsetHandWorked(t *testing.T) {
	m := Default()
	got := m.Rate([]Rating{{30, 4}, {20, 6}}, []int{2, 1})
	near(t, []Rating{{28.719015, 3.970649}, {22.881523, 5.846261}}, got)
}

// Four new players placed first to fourth. By hand: σ² = 69.451389, c² =
// 4(σ² + β²) = 347.250000, c = 18.634645, σ²/c = 3.727004. All means are
// equal, so the sum for the player placed q-th (from 0) is (4 − q)e and
// each quotient e/((4 − q)e) = 1/(4 − q).
//
//	Ω/(σ²/c):  1st 1 − ¼ = ¾;  2nd −¼ + (1 − ⅓) = 5/12;
//	           3rd −¼ − ⅓ + (1 − ½) = −1/12;  4th −¼ − ⅓ − ½ + 0 = −13/12
//	μ:         27.795253, 26.552918, 24.689416, 20.962413
//	Δ/(γσ²/c²): the terms ¼·¾ = 3/16, ⅓·⅔ = 2/9, ½·½ = ¼, 1·0:
//	           1st 3/16, 2nd 3/16 + 2/9, 3rd and 4th 3/16 + 2/9 + ¼;
//	           γ = σ/c = 0.447218, σ²/c² = 0.200004, γσ²/c² = 0.089445
//	σ:         √(σ²(1 − Δ)): 8.263572, 8.179618, 8.084128, 8.084128
//
// OpenSkill's own documentation gives 27.795, 8.263 for the first and
// 20.963, 8.084 for the last of this game.
func TestFourPlayersHandWorked(t *testing.T) {
	m := Default()
	news := []Rating{m.New(), m.New(), m.New(), m.New()}
	first, second, third, fourth := Rating{27.795253, 8.263572}, Rating{26.552918, 8.179618}, Rating{24.689416, 8.084128}, Rating{20.962413, 8.084128}
	near(t, []Rating{first, second, third, fourth}, m.Rate(news, []int{1, 2, 3, 4}))
	// The places need not come in the players' order.
	near(t, []Rating{fourth, first, third, second}, m.Rate(news, []int{4, 1, 3, 2}))
}

// Four new players, the middle two level: placed 1, 2, 2, 4. By hand,
// the sums: 1st 4e; 2nd and 3rd 3e each (each counts the other, placed
// no better than 2nd); 4th e. A, how many share each place: 1, 2, 2, 1.
//
//	Ω/(σ²/c): 1st 1 − ¼ = ¾
//	          2nd and 3rd: −¼ (q = 1st) + (1 − ⅓)/2 (q = itself)
//	          − ⅓/2 (q = the other) = −1/12
//	          4th −¼ − ⅓/2 − ⅓/2 + (1 − 1) = −7/12
//	μ:        27.795253, 24.689416, 24.689416, 22.825915
//	Δ/(γσ²/c²): 1st 3/16; 2nd and 3rd 3/16 + 2·(⅓·⅔)/2 = 3/16 + 2/9;
//	          4th 3/16 + 2/9 + 0, the same
//	σ:        8.263572, 8.179618, 8.179618, 8.179618
func TestFourPlayersWithADrawHandWorked(t *testing.T) {
	m := Default()
	news := []Rating{m.New(), m.New(), m.New(), m.New()}
	near(t, []Rating{{27.795253, 8.263572}, {24.689416, 8.179618}, {24.689416, 8.179618}, {22.825915, 8.179618}},
		m.Rate(news, []int{1, 2, 2, 4}))
}

// The paper's properties, over random games: the first gains and the
// last loses, the uncertainty never grows past the drift, and between
// equals the means' sum is kept, players level stay level and, in a game
// without a draw, the means follow the places. (With a draw they need
// not: OpenSkill divides a tied place's terms among those who share it,
// and a pair level in 4th can end below the player 5th; openskill.js
// gives the same figures.)
func TestProperties(t *testing.T) {
	m := Default()
	r := rand.New(rand.NewPCG(1, 2))
	for range 500 {
		k := 2 + r.IntN(7)
		before := make([]Rating, k)
		ranks := make([]int, k)
		for i := range k {
			before[i] = Rating{20 + 10*r.Float64(), 1 + 7*r.Float64()}
			ranks[i] = 1 + r.IntN(k)
		}
		after := m.Rate(before, ranks)
		for i := range k {
			assert.LessOrEqual(t, after[i].Sigma, math.Sqrt(before[i].Sigma*before[i].Sigma+m.Tau*m.Tau)+1e-12)
			assert.Greater(t, after[i].Sigma, 0.0)
			best, worst := true, true
			for j := range k {
				if j != i && ranks[j] <= ranks[i] {
					best = false
				}
				if j != i && ranks[j] >= ranks[i] {
					worst = false
				}
			}
			if best {
				assert.Greater(t, after[i].Mu, before[i].Mu, "the winner alone gains")
			}
			if worst {
				assert.Less(t, after[i].Mu, before[i].Mu, "the last alone loses")
			}
		}
		// Among equals the means follow the places, and add up as before.
		equal := make([]Rating, k)
		for i := range equal {
			equal[i] = m.New()
		}
		after = m.Rate(equal, ranks)
		sum := 0.0
		for i := range k {
			sum += after[i].Mu
			for j := range k {
				if ranks[i] < ranks[j] && distinct(ranks) {
					assert.Greater(t, after[i].Mu, after[j].Mu)
				}
				if ranks[i] == ranks[j] {
					assert.InDelta(t, after[i].Mu, after[j].Mu, 1e-9)
				}
			}
		}
		assert.InDelta(t, float64(k)*m.Mu, sum, 1e-9)
	}
}

func TestFewerThanTwoChangeNothing(t *testing.T) {
	m := Default()
	assert.Equal(t, []Rating{m.New()}, m.Rate([]Rating{m.New()}, []int{1}))
	assert.InDelta(t, 25-25.0, m.New().Ordinal(), 1e-12)
}

func distinct(ranks []int) bool {
	seen := map[int]bool{}
	for _, r := range ranks {
		if seen[r] {
			return false
		}
		seen[r] = true
	}
	return true
}
