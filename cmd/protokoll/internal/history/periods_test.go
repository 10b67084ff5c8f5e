package history

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPeriodsOfTheFixtureNights: by month, January's four games (n1-a,
// n1-b, n2-a, n2-b) and February's three finished ones (n3 counts in
// February although it ended in the night after, n4-c is unfinished);
// by year, all seven. Worked out by hand from historytest.Nights.
func TestPeriodsOfTheFixtureNights(t *testing.T) {
	results, _, err := Results(nights(t), kinds, "")
	require.NoError(t, err)
	months := ByPeriod(kinds, results, Filter{}, nil, ByMonth)
	require.Len(t, months, 2)
	jan, feb := months[0], months[1]
	assert.Equal(t, []any{"2026-01", 4, []string{"n1-a", "n1-b", "n2-a", "n2-b"}}, []any{jan.Period, jan.Games, jan.Counted})
	assert.Equal(t, []any{"2026-02", 3, []string{"n3", "n4-a", "n4-b"}}, []any{feb.Period, feb.Games, feb.Counted})
	assert.Equal(t, Duration(140*time.Minute), jan.Time.Played)
	assert.Nil(t, jan.Ratings, "ratings are of all the games")
	// January's wins: Anna n1-a and n2-b (shared), Bo n1-b and n2-b
	// (shared), Cecilia n2-a; Dan none in his one game.
	assert.Equal(t, []PlayerWins{{"Anna", 4, 2, 1}, {"Bo", 4, 2, 1}, {"Cecilia", 3, 1, 0}, {"Dan", 1, 0, 0}}, jan.Wins())
	// Its bests: the highest scandinavian total, 295 (n1-a, Anna, the
	// earlier of two), the most Yatzys (one each in n1-a and n1-b: Anna's
	// first), the lowest card total, Cecilia's 5.
	best := jan.Best()
	require.Len(t, best, 3)
	assert.Equal(t, []any{RecordHighest, 295, "Anna", "n1-a"}, []any{best[0].What, best[0].Value, best[0].Player, best[0].Game})
	assert.Equal(t, []any{RecordMostYatzys, 1, "Anna", "n1-a"}, []any{best[1].What, best[1].Value, best[1].Player, best[1].Game})
	// A record held by several: each is named, not the first alone.
	require.Len(t, best[1].Tied, 1, "the other Yatzy of January ties")
	assert.Equal(t, []any{1, "Bo", "n1-b"}, []any{best[1].Tied[0].Value, best[1].Tied[0].Player, best[1].Tied[0].Game})
	require.Len(t, best[0].Tied, 1, "Bo's 295 ties too")
	assert.Equal(t, []any{295, "Bo", "n1-b"}, []any{best[0].Tied[0].Value, best[0].Tied[0].Player, best[0].Tied[0].Game})
	assert.Empty(t, best[2].Tied, "5 is Cecilia's alone")
	assert.Equal(t, []any{RecordLowest, 5, "Cecilia", "n2-a"}, []any{best[2].What, best[2].Value, best[2].Player, best[2].Game})

	years := ByPeriod(kinds, results, Filter{}, nil, ByYear)
	require.Len(t, years, 1)
	assert.Equal(t, []any{"2026", 7}, []any{years[0].Period, years[0].Games})
	assert.Len(t, ByPeriod(kinds, results, Filter{Last: 3}, nil, ByMonth), 1, "--last 3: February's")
	assert.Len(t, ByPeriod(kinds, results, Filter{Players: []string{"Cecilia"}}, nil, ByMonth)[1].Counted, 1, "Cecilia's one February game")
}

// TestThisYear: the recap of a year's last game night has the year's
// figures, once the year is over or in its December; no earlier night's.
func TestThisYear(t *testing.T) {
	results, _, err := Results(nights(t), kinds, "")
	require.NoError(t, err)
	last := time.Date(2026, 2, 20, 0, 0, 0, 0, time.Local)
	y := YearOf(kinds, results, last, time.Date(2027, 1, 2, 12, 0, 0, 0, time.Local))
	require.NotNil(t, y)
	assert.Equal(t, []any{"2026", 7, Duration(323 * time.Minute)}, []any{y.Period, y.Games, y.Time.Played})
	assert.Nil(t, YearOf(kinds, results, last, time.Date(2026, 3, 1, 12, 0, 0, 0, time.Local)), "the year goes on")
	assert.Nil(t, YearOf(kinds, results, last, time.Time{}), "no clock, and not December")
	assert.Nil(t, YearOf(kinds, results, time.Date(2026, 2, 6, 0, 0, 0, 0, time.Local), time.Date(2027, 1, 2, 0, 0, 0, 0, time.Local)), "a night came after")
}
