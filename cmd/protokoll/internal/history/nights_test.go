package history

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/openskill"
)

// The places of the fixture nights' finished games (historytest.Nights),
// worked out by hand from their totals, a card game's lowest first:
//
//	n1-a  Anna 1, Bo 2, Cecilia 3
//	n1-b  Bo 1, Cecilia 2, Anna 3
//	n2-a  Cecilia 1, Anna 2, Dan 3, Bo 4                (cards)
//	n2-b  Anna 1, Bo 1                                  (level: shared)
//	n3    Dan 1, Anna 2, Cecilia 3, Bo 4
//	n4-a  Anna 1, Dan 1, Bo 3                           (shared)
//	n4-b  Bo 1, Dan 1, Anna 3                           (cards, shared)
//
// Each pair's games together, and who finished above whom:
//
//	Anna–Bo       7 games: Anna above 4 (n1-a, n2-a, n3, n4-a), Bo above
//	              2 (n1-b, n4-b), level 1 (n2-b: a shared win is no win)
//	Anna–Cecilia  4: Anna 2 (n1-a, n3), Cecilia 2 (n1-b, n2-a)
//	Anna–Dan      4: Anna 1 (n2-a), Dan 2 (n3, n4-b), level 1 (n4-a)
//	Bo–Cecilia    4: Bo 2 (n1-a, n1-b), Cecilia 2 (n2-a, n3)
//	Bo–Dan        4: Bo 0, Dan 3 (n2-a, n3, n4-a), level 1 (n4-b)
//	Cecilia–Dan   2: too few to be rivals
//
// So, with at least three games together, the most beaten of those a
// player finished above more often than below, and the most beaten by of
// those the other way round (a pair level overall, 2 to 2, is neither's
// rival); level counts going to the higher share, then the name:
//
//	Anna     minion: Bo 4/7 (Cecilia 2–2, Dan 1–2 not): Bo (4 of 7);
//	         nemesis: Dan (2 of 4), the only one ahead of her
//	Bo       minion: none (Anna 2–4, Cecilia 2–2, Dan 0–3);
//	         nemesis: Anna 4/7, Dan 3/4: Anna (4 of 7), more games beaten
//	Cecilia  level with Anna and Bo, 2–2 each: neither, so not listed
//	Dan      minion: Bo 3/4, Anna 2/4: Bo (3 of 4); nemesis: none
func TestRivalsOfTheFixtureNights(t *testing.T) {
	results, _, err := Results(nights(t), kinds, "")
	require.NoError(t, err)
	st := Compute(kinds, results, Filter{}, nil)
	require.Equal(t, 7, st.Games)
	r := func(name string, beat, games int) *Rival { return &Rival{Name: name, Beat: beat, Games: games} }
	assert.Equal(t, []Rivals{
		{Player: "Anna", Minion: r("Bo", 4, 7), Nemesis: r("Dan", 2, 4)},
		{Player: "Bo", Nemesis: r("Anna", 4, 7)},
		{Player: "Dan", Minion: r("Bo", 3, 4)},
	}, st.Rivals)

	// Head to head counts the same places: the shared win is level.
	v := Compute(kinds, results, Filter{Players: []string{"Anna", "Bo"}}, nil)
	assert.Equal(t, &Versus{A: "Anna", B: "Bo", Games: 7, AAhead: 4, BAhead: 2, Level: 1}, v.Versus)
	require.Len(t, v.Rivals, 2, "the rivals of the players asked for")
	assert.Equal(t, "Anna", v.Rivals[0].Player)
	assert.Equal(t, r("Bo", 4, 7), v.Rivals[0].Minion)
	assert.Equal(t, r("Anna", 4, 7), v.Rivals[1].Nemesis, "Bo's, of the games both played")
}

// TestRatingsOfTheFixtureNights: the scandinavian games rated in the
// order played with the places worked out by hand give the ratings; only
// Anna and Bo have played five of them (Cecilia three, Dan two), and no
// one five card games.
func TestRatingsOfTheFixtureNights(t *testing.T) {
	results, _, err := Results(nights(t), kinds, "")
	require.NoError(t, err)
	st := Compute(kinds, results, Filter{}, nil)
	m := openskill.Default()
	rs := map[string]openskill.Rating{}
	play := func(players []string, places ...int) {
		before := make([]openskill.Rating, len(players))
		for i, p := range players {
			before[i] = m.New()
			if r, ok := rs[p]; ok {
				before[i] = r
			}
		}
		for i, r := range m.Rate(before, places) {
			rs[players[i]] = r
		}
	}
	play([]string{"Anna", "Bo", "Cecilia"}, 1, 2, 3)           // n1-a
	play([]string{"Bo", "Cecilia", "Anna"}, 1, 2, 3)           // n1-b
	play([]string{"Anna", "Bo"}, 1, 1)                         // n2-b
	play([]string{"Anna", "Bo", "Cecilia", "Dan"}, 2, 4, 3, 1) // n3
	play([]string{"Anna", "Dan", "Bo"}, 1, 1, 3)               // n4-a
	require.Len(t, st.Ratings, 1, "scandinavian only")
	g := st.Ratings[0]
	assert.Equal(t, []any{"yatzy", "scandinavian"}, []any{g.Kind, g.Of})
	require.Len(t, g.Players, 2)
	assert.Equal(t, Rated{Player: "Anna", Games: 5, Rating: rs["Anna"]}, g.Players[0], "the better first")
	assert.Equal(t, Rated{Player: "Bo", Games: 5, Rating: rs["Bo"]}, g.Players[1])
	assert.Greater(t, rs["Anna"].Mu, rs["Bo"].Mu)
	// Three players a game at the median, five games each: the gap luck
	// gives three equal optimal players after five games.
	assert.Equal(t, LuckLine{Players: 3, Games: 5, Gap: luckGaps[0][1][0], Simulated: "optimal_play"}, g.Luck)
}

// TestTimePlayedOfTheFixtureNights: the finished games' time as worked
// out by hand (historytest.Nights): each player's their games' added up,
// each month's by the day its games began.
func TestTimePlayedOfTheFixtureNights(t *testing.T) {
	results, _, err := Results(nights(t), kinds, "")
	require.NoError(t, err)
	tp := Compute(kinds, results, Filter{}, nil).Time
	min := func(m int) Duration { return Duration(m) * Duration(60e9) }
	assert.Equal(t, min(323), tp.Played, "45+45 + 20+30 + 118 + 45+20")
	assert.Equal(t, []PlayerTime{
		{"Anna", min(323), 7}, {"Bo", min(323), 7},
		{"Cecilia", min(228), 4}, // 45+45+20+118
		{"Dan", min(203), 4},     // 20+118+45+20
	}, tp.Players)
	assert.Equal(t, []MonthTime{{"2026-01", min(140), 4}, {"2026-02", min(183), 3}}, tp.Months)
	b, err := min(75).MarshalJSON()
	require.NoError(t, err)
	assert.Equal(t, "4500", string(b), "seconds")
}

// TestNightTimeAndRace: a night's time is its games' (the unfinished
// one's six minutes too: 45 + 20 + 6), each game's its own, with its
// running totals.
func TestNightTimeAndRace(t *testing.T) {
	gs := games(t)
	results, _, err := Results(nights(t), kinds, "")
	require.NoError(t, err)
	night := []Game{gs["n4-a"], gs["n4-b"], gs["n4-c"]}
	r := NightOf(kinds, results, night, gs["n4-a"].Played)
	assert.Equal(t, Duration(71*60e9), r.Played)
	require.Len(t, r.Games, 3)
	assert.Equal(t, Duration(45*60e9), r.Games[0].Played)
	assert.Equal(t, 1, r.Games[0].Race.Decided)
	assert.Equal(t, [][]int{{25, 45}, {0, 10}, {10, 10}}, r.Games[1].Race.Totals)
}
