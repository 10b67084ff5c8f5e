// Package openskill rates players from the places they finish in, by
// the Bayesian approximation of Weng and Lin (Ruby C. Weng and Chih-Jen
// Lin, "A Bayesian Approximation Method for Online Ranking", Journal of
// Machine Learning Research 12, 2011), its Plackett-Luce model
// (Algorithm 4) for a game of any number of players, as the OpenSkill
// libraries use it: every player is a team of one.
//
// A Rating is a belief about a player's skill: its mean Mu and its
// uncertainty Sigma, the standard deviation. A new player starts at
// Mu 25, Sigma 25/3; each game moves every player's Mu towards what
// their place says and shrinks their Sigma. The defaults are OpenSkill's
// (openskill.js 5, openskill.py 6): Beta 25/6, the spread of one
// game's performance around the skill; Tau 25/300, added to every
// Sigma before a game (skills drift, and a rating never freezes); Kappa
// 0.0001, the least share of Sigma² a game leaves. Players level in a
// game share their place: each of the tied terms is divided by how many
// share it (OpenSkill's A(q)), so a draw between equals moves neither.
//
// The package was written from the paper: no Go implementation of
// OpenSkill could be had through the module proxy. Its tests check
// updates worked out by hand for two and four players, a draw, and the
// paper's properties (the winner gains, the order of the means follows
// the places, a draw between equals changes no mean).
package openskill

import (
	"math"
	"slices"
)

// A Rating is a belief about one player's skill: Mu its mean and Sigma
// its standard deviation.
type Rating struct {
	Mu    float64 `json:"mu"`
	Sigma float64 `json:"sigma"`
}

// Ordinal is the skill the player has with 99.7% confidence, Mu less
// three Sigma: what OpenSkill ranks players by, once they have played.
func (r Rating) Ordinal() float64 { return r.Mu - 3*r.Sigma }

// A Model is the parameters of the rating: a new player's Mu and Sigma,
// Beta (the spread of a game's performance around the skill), Tau (the
// drift added to Sigma before each game) and Kappa (the least share of
// Sigma² a game leaves).
type Model struct {
	Mu, Sigma, Beta, Tau, Kappa float64
}

// Default is OpenSkill's model: Mu 25, Sigma 25/3, Beta 25/6, Tau
// 25/300, Kappa 0.0001.
func Default() Model {
	return Model{Mu: 25, Sigma: 25.0 / 3, Beta: 25.0 / 6, Tau: 25.0 / 300, Kappa: 0.0001}
}

// New is a new player's rating.
func (m Model) New() Rating { return Rating{m.Mu, m.Sigma} }

// Rate returns each player's rating after a game in which player i
// finished in place ranks[i] (1 first; equal places are a draw), given
// their ratings before it. A game of fewer than two players changes
// nothing.
func (m Model) Rate(before []Rating, ranks []int) []Rating {
	k := len(before)
	after := slices.Clone(before)
	if k < 2 || len(ranks) != k {
		return after
	}
	tau2, beta2 := m.Tau*m.Tau, m.Beta*m.Beta
	scratch := make([]float64, 4*k) // one allocation for the four below
	sigma2 := scratch[:k]           // Sigma² with the drift
	c2 := 0.0
	for i, r := range before {
		sigma2[i] = r.Sigma*r.Sigma + tau2
		c2 += sigma2[i] + beta2
	}
	c := math.Sqrt(c2)
	e := scratch[k : 2*k] // exp(Mu/c)
	for i, r := range before {
		e[i] = math.Exp(r.Mu / c)
	}
	// sum[q] adds exp(Mu/c) over the players placed no better than q;
	// tied[q] is how many share q's place.
	sum, tied := scratch[2*k:3*k], scratch[3*k:]
	for q := range k {
		for i := range k {
			if ranks[i] >= ranks[q] {
				sum[q] += e[i]
			}
			if ranks[i] == ranks[q] {
				tied[q]++
			}
		}
	}
	for i := range k {
		omega, delta := 0.0, 0.0
		for q := range k {
			if ranks[q] > ranks[i] {
				continue // q placed below i: it says nothing of i's place
			}
			p := e[i] / sum[q] // the chance i comes first among those placed no better than q
			if q == i {
				omega += (1 - p) / tied[q]
			} else {
				omega -= p / tied[q]
			}
			delta += p * (1 - p) / tied[q]
		}
		gamma := math.Sqrt(sigma2[i]) / c
		after[i].Mu = before[i].Mu + sigma2[i]/c*omega
		after[i].Sigma = math.Sqrt(sigma2[i] * math.Max(1-gamma*sigma2[i]/c2*delta, m.Kappa))
	}
	return after
}
