package yatzy_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
)

func TestYatzyScoreJSON(t *testing.T) {
	r := cmdtest.Run(t, nil, "", "yatzy", "score", "--json", "6", "6", "6", "2", "4")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Equal(t, `{"variant":"scandinavian","dice":[6,6,6,2,4],"scores":{"ones":0,"twos":2,"threes":0,"fours":4,"fives":0,"sixes":18,"one_pair":12,"two_pairs":0,"three_of_a_kind":18,"four_of_a_kind":0,"small_straight":0,"large_straight":0,"full_house":0,"chance":24,"yatzy":0}}`+"\n", r.Out)

	for _, tc := range []struct {
		args  []string
		boxes int
		box   string
		want  int
	}{
		{[]string{"--variant", "maxi", "666555"}, 20, "castle", 33},
		{[]string{"--variant", "yahtzee", "6,6,6,5,5"}, 13, "full_house", 25},
		{[]string{"--variant", "tvingad", "22555"}, 15, "full_house", 19},
	} {
		r := cmdtest.Run(t, nil, "", append([]string{"yatzy", "score", "--json"}, tc.args...)...)
		require.Equal(t, 0, r.Code, r.ErrOut)
		var got struct {
			Variant string         `json:"variant"`
			Dice    []int          `json:"dice"`
			Scores  map[string]int `json:"scores"`
		}
		require.NoError(t, json.Unmarshal([]byte(r.Out), &got))
		assert.Len(t, got.Scores, tc.boxes, tc.args)
		assert.Equal(t, tc.want, got.Scores[tc.box], tc.args)
	}
}

func TestYatzyScoreText(t *testing.T) {
	r := cmdtest.Run(t, map[string]string{"LANG": "sv_SE.UTF-8"}, "", "yatzy", "score", "22555")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "\nKåk           19\n")
	assert.Contains(t, r.Out, "\nEttor         0  Stryk\n")

	r = cmdtest.Run(t, nil, "", "--lang", "et", "yatzy", "score", "66655")
	assert.Contains(t, r.Out, "Maja")
	assert.Contains(t, r.Out, "Kriipsuta")
}

func TestYatzyScoreBadInput(t *testing.T) {
	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"yatzy", "score", "6", "6", "6", "2"}, "protokoll: got 4 dice, want 5: type the 5 values shown, like 6 6 6 2 4\n"},
		{[]string{"yatzy", "score", "--variant", "maxi", "66624"}, "protokoll: got 5 dice, want 6: type the 6 values shown, like 6 6 6 2 4 1\n"},
		{[]string{"yatzy", "score", "6", "6", "6", "2", "7"}, "protokoll: '7' is not on a die: each die shows 1 to 6\n"},
		{[]string{"yatzy", "score", "--variant", "generala", "66624"}, "protokoll: unknown variant \"generala\": want one of scandinavian, forced, maxi, standard\n"},
		{[]string{"yatzy", "score"}, "protokoll: protokoll yatzy score takes at least 1 argument, got 0 (see protokoll yatzy score --help)\n"},
		{[]string{"--lang", "de", "yatzy", "score", "12345"}, "protokoll: unknown language \"de\": want one of en, et, sv\n"},
		{[]string{"yatzy", "score", "--bogus", "12345"}, "protokoll: unknown flag: --bogus (see protokoll yatzy score --help)\n"},
	} {
		r := cmdtest.Run(t, nil, "", tc.args...)
		assert.Equal(t, 2, r.Code, tc.args)
		assert.Equal(t, tc.msg, r.ErrOut, tc.args)
		assert.Empty(t, r.Out, tc.args)
		assert.Equal(t, 1, strings.Count(r.ErrOut, "\n"), "one line")
	}
}
