package contracts

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func cards(t *testing.T, s string) []Card {
	t.Helper()
	c, err := ParseCards(s)
	require.NoError(t, err)
	return c
}

func round(out string, left map[string][]Card) GameEvent {
	return GameEvent{Kind: KindRound, Result: &Result{Out: out, Left: left}}
}

func TestGameScoresAndDeal(t *testing.T) {
	l, _ := LookupList("1")
	g, err := NewGame(l, []string{"Anna", "Bo", "Cecilia"}, "bo")
	require.NoError(t, err)
	d, s := g.Dealer(0)
	assert.Equal(t, "Bo", d)
	assert.Equal(t, "Cecilia", s, "the player after the dealer starts")
	d, s = g.Dealer(1)
	assert.Equal(t, "Cecilia", d)
	assert.Equal(t, "Anna", s)

	require.NoError(t, g.Apply(round("anna", map[string][]Card{"Bo": cards(t, "K 7 2 A"), "Cecilia": cards(t, "5 9")})))
	assert.Equal(t, 0, g.Score(0, "Anna"))
	assert.Equal(t, 60, g.Score(0, "Bo"))
	assert.Equal(t, 10, g.Score(0, "Cecilia"))
	require.NoError(t, g.Apply(round("Cecilia", map[string][]Card{"Anna": cards(t, "2 2 2"), "Bo": nil})))
	assert.Equal(t, 75, g.Total("Anna"))
	assert.Equal(t, []string{"Cecilia"}, g.Winners(), "lowest total wins")
	assert.Equal(t, "Cecilia", g.PreviousWinner(2))

	require.NoError(t, g.Apply(GameEvent{Kind: KindUndo}))
	assert.Equal(t, 1, g.Played())
	require.NoError(t, g.Apply(round("Bo", map[string][]Card{"Anna": cards(t, "10"), "Cecilia": nil})))
	// Anna 10, Bo 60, Cecilia 10: a shared win.
	assert.Equal(t, []string{"Anna", "Cecilia"}, g.Winners())

	err = g.Apply(GameEvent{Kind: KindCorrect, Round: 1, Result: &Result{Out: "Anna", Left: map[string][]Card{"Bo": cards(t, "K"), "Cecilia": cards(t, "5 9")}}})
	assert.EqualError(t, err, "a correction needs a reason")
	require.NoError(t, g.Apply(GameEvent{Kind: KindCorrect, Round: 1, Reason: "Bo counted wrong", Result: &Result{Out: "Anna", Left: map[string][]Card{"Bo": cards(t, "K"), "Cecilia": cards(t, "5 9")}}}))
	assert.Equal(t, 10, g.Total("Bo"))
	assert.Equal(t, []string{"Anna", "Bo", "Cecilia"}, g.Winners())

	// Replaying the history rebuilds the same game.
	again, err := ReplayGame(l, g.Players(), "Bo", g.History())
	require.NoError(t, err)
	assert.Equal(t, g.Results(), again.Results())
}

func TestGameRefusals(t *testing.T) {
	l, _ := LookupList("12")
	g, err := NewGame(l, []string{"Anna", "Bo", "Cecilia"}, "")
	require.NoError(t, err)
	assert.Equal(t, "Anna", g.FirstDealer())
	for _, tc := range []struct {
		r   Result
		msg string
	}{
		{Result{Out: "Dora"}, `who went out? no player called "Dora": the players are Anna, Bo, Cecilia`},
		{Result{Out: "Anna", Left: map[string][]Card{"Bo": nil}}, "Cecilia's cards left in hand are missing (none is also an answer)"},
		{Result{Out: "Anna", Left: map[string][]Card{"Anna": nil, "Bo": nil, "Cecilia": nil}}, "Anna went out and has no cards left"},
		{Result{Out: "Anna", Left: map[string][]Card{"Bo": cards(t, "2 2 2 2 2"), "Cecilia": cards(t, "2 2 2 2")}}, "the cards left on the table together: 9 cards of rank 2: 2 decks hold 8"},
		{Result{Out: "Anna", Left: map[string][]Card{"Bo": cards(t, "Kh Kh"), "Cecilia": cards(t, "Kh")}}, "the cards left on the table together: 3 × K♥: 2 decks hold 2 of each card"},
		{Result{Out: "Anna", Left: map[string][]Card{"Bo": cards(t, "3 3 4 4 5 5 6 6 7 7 8 8 9 9 10 10 J J"), "Cecilia": nil}}, "Bo: 18 cards: a hand holds at most 17 (11 dealt and 3 buys)"},
		{Result{Out: "Anna", Left: map[string][]Card{"Bo": nil, "Cecilia": nil}, Special: map[string]int{"Bo": 3}}, "round 1 has no special scoring"},
		{Result{Out: "Anna", Left: map[string][]Card{"Bo": nil, "Cecilia": nil}, Adjust: []Adjustment{{Player: "Bo", Points: -10}}}, "an adjustment for Bo needs a reason"},
	} {
		r := tc.r
		assert.EqualError(t, g.CheckRound(r), tc.msg, "CheckRound says what Apply says")
		assert.EqualError(t, g.Apply(GameEvent{Kind: KindRound, Result: &r}), tc.msg)
	}
	assert.Empty(t, g.History(), "refusals leave no trace")
	ok := Result{Out: "Anna", Left: map[string][]Card{"Bo": cards(t, "K"), "Cecilia": nil}}
	require.NoError(t, g.CheckRound(ok))
	assert.Empty(t, g.History(), "CheckRound applies nothing")
	assert.EqualError(t, g.Apply(GameEvent{Kind: KindUndo}), "nothing to undo")

	_, err = NewGame(l, []string{"Anna", "Bo"}, "")
	assert.EqualError(t, err, "2 players: the game is for 3 to 6")
	_, err = NewGame(l, []string{"Anna"}, "")
	assert.EqualError(t, err, "1 player: the game is for 3 to 6", "one player is said in the singular")
	_, err = NewGame(l, []string{"Anna", "Bo", "anna"}, "")
	assert.EqualError(t, err, `two players are called "anna": names must differ`)
	_, err = NewGame(l, []string{"Anna", "Bo", "Cecilia"}, "Dora")
	assert.ErrorContains(t, err, `the dealer "Dora" is not a player`)
}

func TestYatzyChansAndAdjustments(t *testing.T) {
	l, _ := LookupList("12")
	g, err := NewGame(l, []string{"Anna", "Bo", "Cecilia"}, "")
	require.NoError(t, err)
	empty := map[string][]Card{"Bo": nil, "Cecilia": nil}
	for range 5 {
		require.NoError(t, g.Apply(round("Anna", empty)))
	}
	// Round 6: "Yatzy-chans: Trissen … 10 minuspoäng per kort".
	err = g.Apply(GameEvent{Kind: KindRound, Result: &Result{Out: "Anna", Left: map[string][]Card{"Bo": cards(t, "K"), "Cecilia": cards(t, "5")}, Special: map[string]int{"Anna": 2}}})
	assert.EqualError(t, err, "Anna: a triss holds 3 to 8 cards, not 2")
	require.NoError(t, g.Apply(GameEvent{Kind: KindRound, Result: &Result{
		Out: "Anna", Left: map[string][]Card{"Bo": cards(t, "K"), "Cecilia": cards(t, "5")},
		Special: map[string]int{"Anna": 4, "Bo": 3},
		Adjust:  []Adjustment{{Player: "cecilia", Points: 25, Reason: "forgot a two"}},
	}}))
	assert.Equal(t, -40, g.Score(5, "Anna"))
	assert.Equal(t, 10-30, g.Score(5, "Bo"))
	assert.Equal(t, 5+25, g.Score(5, "Cecilia"))
	assert.Equal(t, "Cecilia", g.Results()[5].Adjust[0].Player)
}

func TestWinnerLabels(t *testing.T) {
	l, _ := LookupList("11")
	g, err := NewGame(l, []string{"Anna", "Bo", "Cecilia"}, "")
	require.NoError(t, err)
	empty := func(out string) map[string][]Card {
		m := map[string][]Card{}
		for _, p := range g.Players() {
			if p != out {
				m[p] = nil
			}
		}
		return m
	}
	for i := range 7 {
		out := "Anna"
		if i == 6 {
			out = "Bo" // round 7's winner
		}
		require.NoError(t, g.Apply(round(out, empty(out))))
	}
	// Round 8: "Förra omgångens vinnare = ett femtal, övriga ett fyrtal".
	assert.Equal(t, map[string]string{"Anna": "övriga", "Bo": "förra omgångens vinnare", "Cecilia": "övriga"}, g.WinnerLabels(7))
	// A label that disagrees with who went out of round 7 is refused.
	wrong := GameEvent{Kind: KindRound, Result: &Result{Out: "Cecilia", Left: empty("Cecilia"), Labels: map[string]string{"Anna": "vinnare"}}}
	assert.EqualError(t, g.Apply(wrong), `Anna's label is "övriga", not "förra omgångens vinnare": Bo went out of round 7`)
	wrong.Result.Labels = map[string]string{"Bo": "övriga"}
	assert.Error(t, g.Apply(wrong))
	assert.Len(t, g.Results(), 7, "a refused round is not played")
	right := GameEvent{Kind: KindRound, Result: &Result{Out: "Cecilia", Left: empty("Cecilia"), Labels: map[string]string{"Bo": "vinnare", "Anna": "övriga"}}}
	require.NoError(t, g.Apply(right))
	assert.Equal(t, "förra omgångens vinnare", g.Results()[7].Labels["Bo"], "the game knows last round's winner")

	// Correcting round 7 so that Anna went out moves the label in round 8.
	require.NoError(t, g.Apply(GameEvent{Kind: KindCorrect, Round: 7, Reason: "Anna went out", Result: &Result{Out: "Anna", Left: empty("Anna")}}))
	assert.Equal(t, map[string]string{"Anna": "förra omgångens vinnare", "Bo": "övriga", "Cecilia": "övriga"}, g.Results()[7].Labels)

	// Round 9 names players by the table's own words.
	err = g.Apply(GameEvent{Kind: KindRound, Result: &Result{Out: "Anna", Left: empty("Anna"), Labels: map[string]string{"Bo": "kusinerna"}}})
	assert.ErrorContains(t, err, `Bo: no contract of the round is called "kusinerna"`)
	require.NoError(t, g.Apply(GameEvent{Kind: KindRound, Result: &Result{Out: "Anna", Left: empty("Anna"), Labels: map[string]string{"Bo": "killarna", "anna": "1"}}}))
	assert.Equal(t, map[string]string{"Anna": "Tjejerna", "Bo": "killarna"}, g.Results()[8].Labels)
}

func TestResultJSON(t *testing.T) {
	r := Result{Out: "Anna", Left: map[string][]Card{"Bo": cards(t, "Kh 7 10♠")}}
	data, err := json.Marshal(r)
	require.NoError(t, err)
	assert.JSONEq(t, `{"out":"Anna","left":{"Bo":["Kh","7","10s"]}}`, string(data))
	var back Result
	require.NoError(t, json.Unmarshal(data, &back))
	assert.Equal(t, r, back)
	assert.Error(t, json.Unmarshal([]byte(`{"out":"A","left":{"B":["X"]}}`), &back))
}

func TestUndoTakesBackTheLastEntry(t *testing.T) {
	l, _ := LookupList("12")
	g, err := NewGame(l, []string{"Anna", "Bo", "Cecilia"}, "")
	require.NoError(t, err)
	g.UndoLastEntry()
	require.NoError(t, g.Apply(round("Anna", map[string][]Card{"Bo": cards(t, "K"), "Cecilia": cards(t, "5")})))
	require.NoError(t, g.Apply(round("Bo", map[string][]Card{"Anna": cards(t, "K"), "Cecilia": cards(t, "5")})))
	require.NoError(t, g.Apply(GameEvent{Kind: KindCorrect, Round: 1, Reason: "misread", Result: &Result{Out: "Anna", Left: map[string][]Card{"Bo": cards(t, "A"), "Cecilia": cards(t, "5")}}}))
	e, ok := g.Undoable()
	require.True(t, ok)
	assert.Equal(t, KindCorrect, e.Kind)
	require.NoError(t, g.Apply(GameEvent{Kind: KindUndo}))
	assert.Equal(t, 10, g.Score(0, "Bo"), "the correction is taken back")
	assert.Equal(t, 2, g.Played())
	require.NoError(t, g.Apply(GameEvent{Kind: KindUndo}))
	assert.Equal(t, 1, g.Played())
}
