package history

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
)

// yatzyGame plays a scandinavian game of two: each player's dice box by
// box, in the sheet's order.
func yatzyGame(t *testing.T, name string, played time.Time, players [2]string, dice [2][]string) Game {
	t.Helper()
	s, err := scoresheet.NewSheet(scoresheet.Scandinavian(), players[:], scoresheet.Choices{})
	require.NoError(t, err)
	for i, b := range scoresheet.Scandinavian().Boxes {
		for k, p := range players {
			roll, err := scoresheet.ParseRoll(dice[k][i], 5)
			require.NoError(t, err)
			require.NoError(t, s.Apply(scoresheet.Turn(p, b, roll, 0, scoresheet.Scandinavian().Score(b, roll) == 0)))
		}
	}
	g := Game{Result: Result{Name: name, Kind: store.GameYatzy, Played: played}}
	g.fromSheet(s)
	return g
}

// Dice for each box of scandinavian, in the sheet's order: strong makes
// 63 in the upper boxes (the bonus with the last, sixes) and a Yatzy, 295
// in all; weak makes 111.
var (
	strong = []string{"11123", "22245", "33312", "44412", "55512", "66612", "66123", "66551", "44412", "33332", "12345", "23456", "22333", "66554", "11111"}
	weak   = []string{"11234", "22134", "33124", "44123", "55123", "66123", "55123", "33221", "22213", "12345", "12346", "23456", "11222", "12345", "12345"}
)

func TestNightOf(t *testing.T) {
	earlier := time.Date(2026, 11, 20, 20, 0, 0, 0, time.Local)
	night := time.Date(2026, 11, 30, 19, 0, 0, 0, time.Local)
	before := yatzyGame(t, "förra", earlier, [2]string{"Bo", "Anna"}, [2][]string{weak, weak})
	game := yatzyGame(t, "kväll", night, [2]string{"Anna", "Bo"}, [2][]string{strong, weak})
	later := yatzyGame(t, "sen", night.Add(2*time.Hour), [2]string{"Anna", "Bo"}, [2][]string{weak, weak})
	require.Equal(t, 295, game.Players[0].Total)

	l, err := contracts.LookupList("7")
	require.NoError(t, err)
	c, err := contracts.NewGame(l, []string{"Anna", "Bo", "Cecilia"}, "Anna")
	require.NoError(t, err)
	require.NoError(t, c.Apply(contracts.GameEvent{Kind: contracts.KindRound, Result: &contracts.Result{Out: "Cecilia",
		Left: map[string][]contracts.Card{"Anna": {{Rank: 7}}, "Bo": {{Rank: contracts.King}}}}}))
	cards := Game{Result: Result{Name: "kort", Kind: store.GameRummy, Played: night.Add(time.Hour)}}
	cards.fromCards(c)

	all := []Result{before.Result, game.Result, later.Result, cards.Result}
	r := NightOf(kinds, all, []Game{later, cards, game}, night)
	assert.Equal(t, "2026-11-30", r.Day)
	require.Len(t, r.Games, 3)
	assert.Equal(t, []string{"kväll", "kort", "sen"}, []string{r.Games[0].Name, r.Games[1].Name, r.Games[2].Name}, "in the order played")
	assert.Equal(t, []string{"Anna"}, r.Games[0].Winners)
	assert.Equal(t, []string{"Anna", "Bo"}, r.Games[2].Winners, "a shared win")
	assert.False(t, r.Games[1].Finished)
	assert.Equal(t, []Moment{
		{Game: "kväll", Player: "Anna", What: MomentLastBonus},
		{Game: "kväll", Player: "Anna", What: MomentYatzy},
		{Game: "kort", Player: "Cecilia", What: MomentWentOut, Round: 1},
	}, r.Moments)
	require.Len(t, r.Broken, 1, "the highest scandinavian total; the first Yatzy and an unfinished card game break none")
	b := r.Broken[0]
	assert.Equal(t, RecordHighest, b.What)
	assert.Equal(t, []any{295, "Anna", "kväll"}, []any{b.New.Value, b.New.Player, b.New.Game})
	require.NotNil(t, b.Before)
	assert.Equal(t, []any{111, "förra"}, []any{b.Before.Value, b.Before.Game})

	// A night with nothing before it breaks no record.
	assert.Empty(t, NightOf(kinds, all, []Game{before}, earlier).Broken)
}
