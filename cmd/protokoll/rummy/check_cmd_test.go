package rummy_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/rummy"
)

func TestRummyPoints(t *testing.T) {
	r := cmdtest.Run(t, nil, "", "rummy", "points", "--json", "K", "7", "2", "A")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Equal(t, `{"cards":4,"points":60}`+"\n", r.Out)
	r = cmdtest.Run(t, nil, "", "rummy", "points", "Kn", "D", "E", "10", "3")
	assert.Equal(t, "55\n", r.Out)

	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"K", "X"}, `"X" is not a card`},
		{[]string{"Kh", "Kh", "Kh"}, "3 × K♥: 2 decks hold 2 of each card"},
		{strings.Fields("2 2 2 2 2 2 2 2 2"), "9 cards of rank 2: 2 decks hold 8"},
		{strings.Fields("3 3 4 4 5 5 6 6 7 7 8 8 9 9 10 10 J J"), "18 cards: a hand holds at most 17"},
	} {
		r := cmdtest.Run(t, nil, "", append([]string{"rummy", "points"}, tc.args...)...)
		assert.Equal(t, 2, r.Code, tc.args)
		assert.Contains(t, r.ErrOut, tc.msg, tc.args)
		assert.Empty(t, r.Out)
	}
}

func TestRummyCheckJSON(t *testing.T) {
	r := cmdtest.Run(t, nil, "", "rummy", "check", "--json", "--list", "1", "--round", "2", "7h 7s 7d |", "3h", "4h", "2c", "6h")
	require.Equal(t, 0, r.Code, r.ErrOut)
	var got rummy.CheckJSON
	require.NoError(t, json.Unmarshal([]byte(r.Out), &got))
	assert.True(t, got.Valid)
	assert.Equal(t, "1 triss och 1 färgstege på 4 kort", got.Contract)
	require.Len(t, got.Melds, 2)
	assert.Equal(t, rummy.MeldJSON{Kind: "färgstege", Cards: []string{"3♥", "4♥", "2♣", "6♥"}, Wilds: 1, Stands: []string{"3♥", "4♥", "5♥", "6♥"}}, got.Melds[1])

	// Exit 1 when the claim does not hold, with the reason.
	r = cmdtest.Run(t, nil, "", "rummy", "check", "--json", "--contract", "1 färgstege på 4 kort", "7h", "8h", "2c", "2d")
	assert.Equal(t, 1, r.Code)
	assert.Empty(t, r.ErrOut)
	require.NoError(t, json.Unmarshal([]byte(r.Out), &got))
	assert.False(t, got.Valid)
	assert.Empty(t, got.Melds)
	assert.Equal(t, "7♥ 8♥ 2♣ 2♦ is no färgstege på 4 kort: 2 wilds of 4 cards, wilds must be fewer than half", got.Reason)

	// Slashes separate groups too, and --ascii shows letters.
	r = cmdtest.Run(t, nil, "", "rummy", "check", "--json", "--ascii", "--contract", "2 trissar", "7h 7s 7d/9c 9h 2c")
	require.Equal(t, 0, r.Code, r.ErrOut)
	require.NoError(t, json.Unmarshal([]byte(r.Out), &got))
	assert.Equal(t, []string{"9c", "9h", "2c"}, got.Melds[1].Cards)
	assert.Equal(t, []string{"9c", "9h", "9"}, got.Melds[1].Stands)
}

func TestRummyCheckText(t *testing.T) {
	r := cmdtest.Run(t, nil, "", "--lang", "sv", "rummy", "check", "--list", "11", "--round", "4", "--label", "killarna", "--hand", "7h", "7s", "7d", "9c", "9h", "2c", "Kd")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Equal(t, `✓ Tjejerna ska ha ett fyrtal vardera, killarna ska ha två trissar vardera
  Tjejerna: 1 fyrtal (4 lika) var; killarna: 2 trissar (3 lika) var.
  triss: 7♥ 7♠ 7♦
  triss: 9♣ 9♥ 2♣   (2♣ = 9)
  kvar på handen: K♦
`, r.Out)
	r = cmdtest.Run(t, nil, "", "rummy", "check", "--contract", "2 trissar", "7h 7s 9d | 9c 9h 2c")
	assert.Equal(t, 1, r.Code)
	assert.Contains(t, r.Out, "✗ 2 trissar\n")
	assert.Contains(t, r.Out, "group 1 (7♥ 7♠ 9♦) is no triss: not 3 cards of one rank, even with the wilds")
}

// TestRummyCheckLabelsInTheReadersWords: the contract stays as written,
// in Swedish; the melds laid are labelled in the reader's language.
func TestRummyCheckLabelsInTheReadersWords(t *testing.T) {
	for lang, want := range map[string][]string{
		"en": {"  red three of a kind: 9♦ 9♥ 2♣   (2♣ = 9)\n", "  even full house (three of a kind and a pair): 4♥ 4♠ 4♦ 6♣ 6♥\n"},
		"sv": {"  röd triss: 9♦ 9♥ 2♣   (2♣ = 9)\n", "  jämn kåk: 4♥ 4♠ 4♦ 6♣ 6♥\n"},
		"et": {"  punane kolmik: 9♦ 9♥ 2♣   (2♣ = 9)\n", "  paaris maja (kolmik ja teise väärtuse paar): 4♥ 4♠ 4♦ 6♣ 6♥\n"},
	} {
		r := cmdtest.Run(t, nil, "", "--lang", lang, "rummy", "check", "--contract", "1 röd triss + 1 jämn kåk", "9d 9h 2c 4h 4s 4d 6c 6h")
		require.Equal(t, 0, r.Code, r.ErrOut)
		assert.Contains(t, r.Out, "✓ 1 röd triss + 1 jämn kåk\n", lang)
		for _, w := range want {
			assert.Contains(t, r.Out, w, lang)
		}
	}
}

func TestRummyCheckBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"7h"}, "which contract? give --contract TEXT, or --list L --round N"},
		{[]string{"--contract", "2 bilar", "7h"}, `unknown word "bilar"`},
		{[]string{"--list", "13", "--round", "1", "7h"}, `no list called "13"`},
		{[]string{"--list", "1", "7h"}, "--list needs --round: list 1 has rounds 1 to 15"},
		{[]string{"--list", "1", "--round", "16", "7h"}, "list 1 has no round 16"},
		{[]string{"--list", "11", "--round", "4", "7h"}, "choose a label, 1 (Tjejerna), 2 (killarna)"},
		{[]string{"--contract", "en färgstege på 3 kort", "7", "8", "9"}, "7 has no suit"},
		{[]string{"--contract", "2 trissar", "|", "/"}, "no cards"},
		{[]string{"--contract", "2 trissar", "--list", "1", "7h"}, "not both"},
	} {
		r := cmdtest.Run(t, nil, "", append([]string{"rummy", "check"}, tc.args...)...)
		assert.Equal(t, 2, r.Code, tc.args)
		assert.Contains(t, r.ErrOut, tc.msg, tc.args)
		assert.Equal(t, 1, strings.Count(r.ErrOut, "\n"), tc.args)
	}
}
