package storetest

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
)

// RandomGame makes a game called name in the folder dir, begun at
// created: a Yatzy game (scandinavian or standard, one to three players)
// or a card game of list 7 (three players), played some way or to the
// end with random dice and cards, undos and corrections among them, each
// entry a minute after the one before.
func RandomGame(t testing.TB, rng *rand.Rand, dir, name string, created time.Time) {
	t.Helper()
	at := created
	s := store.Store{Dir: dir, Now: func() time.Time { return created }}
	if rng.IntN(4) == 0 {
		l, err := contracts.LookupList("7")
		require.NoError(t, err)
		g, err := s.CreateRummy(name, l, []string{"Anna", "Bo", "Cecilia"}, "Bo")
		require.NoError(t, err)
		defer g.Close()
		for range rng.IntN(len(l.Rounds) + 3) {
			at = at.Add(time.Minute)
			PlayRandom(t, rng, g, at)
		}
		return
	}
	v := []*scoresheet.Variant{scoresheet.Scandinavian(), scoresheet.Standard()}[rng.IntN(2)]
	players := []string{"Anna", "Bo", "Cecilia"}[:1+rng.IntN(3)]
	rng.Shuffle(len(players), func(i, j int) { players[i], players[j] = players[j], players[i] })
	g, err := s.CreateYatzy(name, v, players, scoresheet.Choices{})
	require.NoError(t, err)
	defer g.Close()
	turns := len(v.Boxes) * len(players)
	if rng.IntN(3) > 0 {
		turns = rng.IntN(turns + 1) // not always to the end
	}
	for range turns + 3 {
		if g.State.Finished() {
			break
		}
		at = at.Add(time.Minute)
		PlayRandom(t, rng, g, at)
	}
}

// A randomGame is a game of either kind that PlayRandom plays on.
type randomGame interface{ *store.Yatzy | *store.Rummy }

// PlayRandom makes one random entry in g at the time at: in Yatzy a turn
// (its dice at random, in a box the rules allow), sometimes an undo or a
// correction; in the card game a round, sometimes an undo or a correction.
func PlayRandom[G randomGame](t testing.TB, rng *rand.Rand, g G, at time.Time) {
	t.Helper()
	switch g := any(g).(type) {
	case *store.Yatzy:
		s := g.State
		switch {
		case rng.IntN(8) == 0 && len(s.Entries()) > 0:
			require.NoError(t, g.Apply(at, scoresheet.Undo()))
		case rng.IntN(8) == 0 && len(s.Entries()) > 0:
			e := s.Entries()[rng.IntN(len(s.Entries()))]
			dice := randomDice(rng, s.Variant().Dice)
			if err := g.Apply(at, scoresheet.Correction(e.Player, e.Box, dice, 0, "misread")); err != nil {
				require.NotErrorIs(t, err, store.ErrNotSaved)
			}
		case !s.Finished():
			p, _ := s.Next()
			dice := randomDice(rng, s.Variant().Dice)
			opts, err := s.Options(dice)
			require.NoError(t, err)
			o := opts[rng.IntN(len(opts))]
			require.NoError(t, g.Apply(at, scoresheet.Turn(p, o.Box, dice, 0, o.Strike)))
		}
	case *store.Rummy:
		c := g.State
		switch {
		case rng.IntN(6) == 0 && c.Played() > 0:
			require.NoError(t, g.Apply(at, contracts.GameEvent{Kind: contracts.KindUndo}))
		case rng.IntN(6) == 0 && c.Played() > 0:
			r := randomRound(rng, c.Players())
			require.NoError(t, g.Apply(at, contracts.GameEvent{Kind: contracts.KindCorrect, Round: 1 + rng.IntN(c.Played()), Result: &r, Reason: "counted again"}))
		case !c.Finished():
			r := randomRound(rng, c.Players())
			require.NoError(t, g.Apply(at, contracts.GameEvent{Kind: contracts.KindRound, Result: &r}))
		}
	}
}

func randomDice(rng *rand.Rand, n int) scoresheet.Roll {
	r := make(scoresheet.Roll, n)
	for i := range r {
		r[i] = 1 + rng.IntN(6)
	}
	slices.Sort(r)
	return r
}

// randomRound is a round in which one of players went out and the others
// kept a few cards, and now and then someone's points were changed by
// hand.
func randomRound(rng *rand.Rand, players []string) contracts.Result {
	out := players[rng.IntN(len(players))]
	r := contracts.Result{Out: out, Left: map[string][]contracts.Card{}}
	var deck []contracts.Card // two decks, shuffled
	for range 2 {
		for rank := contracts.Rank(2); rank <= 14; rank++ {
			for _, suit := range contracts.Suits() {
				deck = append(deck, contracts.Card{Rank: rank, Suit: suit})
			}
		}
	}
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	for _, p := range players {
		if p == out {
			continue
		}
		n := rng.IntN(5)
		r.Left[p], deck = slices.Clone(deck[:n]), deck[n:]
	}
	if rng.IntN(4) == 0 {
		r.Adjust = append(r.Adjust, contracts.Adjustment{Player: players[rng.IntN(len(players))], Points: 10 * (rng.IntN(5) - 2), Reason: "held a card back"})
	}
	return r
}

// EditRandom does to the game files in dir one thing people and their
// machines do, at random, and says what: plays on in a game, changes a
// byte of one or cuts it short keeping its time of change, removes one,
// adds one, or damages the results index in cache.
func EditRandom(t testing.TB, rng *rand.Rand, dir, cache string, created time.Time) string {
	t.Helper()
	s := store.Store{Dir: dir}
	names, err := s.Names()
	require.NoError(t, err)
	if len(names) == 0 {
		RandomGame(t, rng, dir, "ny", created)
		return "a game added"
	}
	name := names[rng.IntN(len(names))]
	path := filepath.Join(dir, name+store.Ext)
	info, err := os.Stat(path)
	require.NoError(t, err)
	keepTime := func() { require.NoError(t, os.Chtimes(path, info.ModTime(), info.ModTime())) }
	switch rng.IntN(7) {
	case 0:
		if y, err := s.OpenYatzy(name); err == nil {
			PlayRandom(t, rng, y, created.Add(time.Hour))
			y.Close()
		} else if r, err := s.OpenRummy(name); err == nil {
			PlayRandom(t, rng, r, created.Add(time.Hour))
			r.Close()
		}
		return "played on in " + name
	case 1:
		data, err := os.ReadFile(path)
		require.NoError(t, err)
		data[rng.IntN(len(data))] ^= 1 << rng.IntN(8)
		require.NoError(t, os.WriteFile(path, data, 0o600))
		keepTime()
		return "a bit of " + name + " flipped, its time kept"
	case 2:
		require.NoError(t, os.Truncate(path, info.Size()-1-rng.Int64N(min(info.Size()-1, 40))))
		keepTime()
		return name + " cut short, its time kept"
	case 3:
		require.NoError(t, os.Remove(path))
		return name + " removed"
	case 4:
		for n := 2; ; n++ {
			if added := fmt.Sprintf("%s-%d", name, n); !s.Exists(added) {
				RandomGame(t, rng, dir, added, created.Add(time.Duration(rng.IntN(48))*time.Hour))
				return "a game added"
			}
		}
	default:
		idx, _ := filepath.Glob(filepath.Join(cache, "history-*.idx"))
		for _, p := range idx {
			data, err := os.ReadFile(p)
			require.NoError(t, err)
			if len(data) > 0 {
				data[rng.IntN(len(data))] ^= 1 << rng.IntN(8)
				require.NoError(t, os.WriteFile(p, data, 0o600))
			}
		}
		return "a bit of the index flipped"
	}
}
