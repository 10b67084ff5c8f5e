package contracts

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestCardPointsFromTheCards(t *testing.T) {
	assert.Equal(t, "2 = 25   A = 20   10 J Q K = 10   3–9 = 5", CardPoints("en"))
	assert.Equal(t, "2 = 25   E = 20   10 Kn D K = 10   3–9 = 5", CardPoints("sv"))
	total := 0
	for _, g := range PointGroups() {
		for _, r := range g.Ranks {
			assert.Equal(t, Card{Rank: r}.Points(), g.Points)
			total++
		}
	}
	assert.Equal(t, 13, total, "every rank once")
}

func TestKeyRulesSayTheTablesNumbers(t *testing.T) {
	for _, lang := range []string{"en", "sv", "et"} {
		rules := strings.Join(KeyRules(lang), "\n")
		assert.Contains(t, rules, "17", lang)
		assert.Contains(t, rules, "11", lang)
		assert.NotContains(t, rules, "%!", lang)
	}
	assert.Contains(t, KeyRules("en")[0], "at most 0 in a pair, 1 in a triss")
	assert.Equal(t, Dealt+2*MaxBuys, MaxHand)
	assert.Len(t, MeldWords("sv"), len(vocabulary)+1)
}
