package history

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// TestSoloGamesAreNoWins: a game played alone has no one to win against:
// it counts among the games and its total among the totals and records,
// not among the wins, nor in the win rate or a period's wins of games.
func TestSoloGamesAreNoWins(t *testing.T) {
	at := func(d int) time.Time { return time.Date(2026, 3, d, 20, 0, 0, 0, time.Local) }
	games := []Result{
		{Name: "alone", Kind: store.GameYatzy, Of: "scandinavian", Title: "scandinavian", Finished: true, Played: at(1),
			Players: []Player{{Name: "Anna", Total: 300, Won: true}}},
		{Name: "two", Kind: store.GameYatzy, Of: "scandinavian", Title: "scandinavian", Finished: true, Played: at(2),
			Players: []Player{{Name: "Anna", Total: 250, Won: true}, {Name: "Bo", Total: 200}}},
		{Name: "lost", Kind: store.GameYatzy, Of: "scandinavian", Title: "scandinavian", Finished: true, Played: at(3),
			Players: []Player{{Name: "Anna", Total: 150}, {Name: "Bo", Total: 220, Won: true}}},
	}
	st := Compute(kinds, games, Filter{}, nil)
	require.Len(t, st.Yatzy, 2)
	anna := st.Yatzy[0]
	if anna.Player != "Anna" {
		anna = st.Yatzy[1]
	}
	assert.Equal(t, []any{3, 1, 1}, []any{anna.Games, anna.Solo, anna.Wins}, "one win of two games against others")
	assert.InDelta(t, 0.5, anna.WinRate, 1e-9)
	assert.InDelta(t, 700.0/3, anna.Average, 1e-9, "the game alone's total counts")
	assert.Equal(t, 300, st.Records.HighestTotals[0].Value, "and so does its record")
	p := Period{Stats: st}
	for _, w := range p.Wins() {
		if w.Player == "Anna" {
			assert.Equal(t, []int{2, 1}, []int{w.Games, w.Wins}, "wins of games: 1/2")
		}
	}
}

// TestListsInTheirNumbersOrder: the card game's lists are sorted by
// their number, "Lista 2" before "Lista 10", in the lines and records.
func TestListsInTheirNumbersOrder(t *testing.T) {
	var games []Result
	for i, list := range []string{"10", "2", "1", "12"} {
		games = append(games, Result{Name: "g" + list, Kind: store.GameRummy, Of: list, Title: "Lista " + list, Finished: true,
			Played:  time.Date(2026, 3, i+1, 20, 0, 0, 0, time.Local),
			Players: []Player{{Name: "Anna", Total: 10, Won: true}, {Name: "Bo", Total: 20}}})
	}
	st := Compute(kinds, games, Filter{}, nil)
	var lists, records []string
	for _, l := range st.Cards {
		if l.Player == "Anna" {
			lists = append(lists, l.List)
		}
	}
	for _, r := range st.Records.LowestTotals {
		if len(records) == 0 || records[len(records)-1] != r.Of {
			records = append(records, r.Of)
		}
	}
	assert.Equal(t, []string{"1", "2", "10", "12"}, lists)
	assert.Equal(t, []string{"Lista 1", "Lista 2", "Lista 10", "Lista 12"}, records)
	assert.Negative(t, byNumber("Lista 9", "Lista 10"))
	assert.Negative(t, byNumber("kort", "plump"))
	assert.Zero(t, byNumber("Lista 07", "Lista 7"))
}
