// Package historytest saves games for the tests of the statistics, at
// the times a test gives: game nights whose figures (places, ratings,
// rivals, time played) a test works out by hand.
package historytest

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
)

// Dice for each box of scandinavian, in the sheet's order, and what
// each scores, worked out by hand:
//
//	Strong 295: 63 in the upper boxes (the bonus with the last, sixes)
//	            and a Yatzy
//	Good   197: the same upper boxes and bonus (113), 84 below
//	Fair   158: 50 in the upper boxes, no bonus; 108 below
//	Weak   111: 42 + 69, three strikes
var (
	Strong = []string{"11123", "22245", "33312", "44412", "55512", "66612", "66123", "66551", "44412", "33332", "12345", "23456", "22333", "66554", "11111"}
	Good   = []string{"11123", "22245", "33312", "44412", "55512", "66612", "55123", "33221", "22213", "12345", "12345", "23456", "11222", "12345", "12345"}
	Fair   = []string{"11123", "22134", "33312", "44412", "55123", "66123", "66123", "33221", "44412", "12345", "12345", "23456", "22333", "66554", "12345"}
	Weak   = []string{"11234", "22134", "33124", "44123", "55123", "66123", "55123", "33221", "22213", "12345", "12346", "23456", "11222", "12345", "12345"}
)

// A Clock gives the times of a game's entries: Every after the one
// before, and after the entries Pauses names, that much longer.
type Clock struct {
	Start  time.Time
	Every  time.Duration
	Pauses map[int]time.Duration // after entry i (from 1), this much more
}

// at is the time of entry i (from 1).
func (c Clock) at(i int) time.Time {
	t := c.Start.Add(time.Duration(i) * c.Every)
	for after, d := range c.Pauses {
		if i > after {
			t = t.Add(d)
		}
	}
	return t
}

// Yatzy saves a scandinavian game called name in s, begun at c.Start:
// the players in seating order play their dice box by box, in the
// sheet's order, a turn each in turn; only the first turns of a game
// left unfinished (turns < 0 for all of them).
func Yatzy(t testing.TB, s store.Store, name string, c Clock, players []string, dice [][]string, turns int) {
	t.Helper()
	s.Now = func() time.Time { return c.Start }
	v := scoresheet.Scandinavian()
	g, err := s.CreateYatzy(name, v, players, scoresheet.Choices{})
	require.NoError(t, err)
	defer g.Close()
	n := 0
	for i, b := range v.Boxes {
		for k, p := range players {
			if turns >= 0 && n == turns {
				return
			}
			roll, err := scoresheet.ParseRoll(dice[k][i], v.Dice)
			require.NoError(t, err)
			n++
			require.NoError(t, g.Apply(c.at(n), scoresheet.Turn(p, b, roll, 0, v.Score(b, roll) == 0)))
		}
	}
}

// Rounds is the fixture card game's list: two rounds.
const Rounds = "# Kort\n1. två trissar\n2. en triss och en stege på 4 kort\n"

// A Round is one round of a card game: who went out, and the cards left
// in each other hand, as typed ("K 7", "" for none).
type Round struct {
	Out  string
	Left map[string]string
}

// Rummy saves a card game of the list Rounds called name in s, begun
// at c.Start, the first player dealing: its rounds, an entry each.
func Rummy(t testing.TB, s store.Store, name string, c Clock, players []string, rounds []Round) {
	t.Helper()
	s.Now = func() time.Time { return c.Start }
	l, err := contracts.ParseList("kort", Rounds)
	require.NoError(t, err)
	g, err := s.CreateRummy(name, l, players, players[0])
	require.NoError(t, err)
	defer g.Close()
	for i, r := range rounds {
		res := contracts.Result{Out: r.Out, Left: map[string][]contracts.Card{}}
		for p, cards := range r.Left {
			res.Left[p] = nil
			if strings.TrimSpace(cards) == "" {
				continue
			}
			hand, err := contracts.ParseCards(cards)
			require.NoError(t, err)
			res.Left[p] = hand
		}
		require.NoError(t, g.Apply(c.at(i+1), contracts.GameEvent{Kind: contracts.KindRound, Result: &res}))
	}
}

// Nights saves the fixture game nights in s, four nights of Anna, Bo,
// Cecilia and Dan, whose figures the tests work out by hand (the totals
// in brackets; a card game's lowest total wins):
//
//	2026-01-09 19:00 n1-a  Yatzy  Anna 295, Bo 158, Cecilia 111   45 min
//	           20:00 n1-b  Yatzy  Bo 295, Cecilia 197, Anna 158   45 min
//	2026-01-23 19:30 n2-a  cards  Cecilia 5, Anna 10, Dan 25, Bo 65  20 min
//	           20:00 n2-b  Yatzy  Anna 158 = Bo 158 (a shared win)  30 min
//	2026-02-06 23:30 n3    Yatzy  Dan 295, Anna 197, Cecilia 158, Bo 111;
//	                       past midnight, a 42-minute gap after the
//	                       20th turn: 40 + 78 = 118 min
//	2026-02-20 19:00 n4-a  Yatzy  Anna 295 = Dan 295, Bo 111      45 min
//	           20:00 n4-b  cards  Bo 10 = Dan 10, Anna 45         20 min
//	           21:00 n4-c  Yatzy  Bo and Cecilia, 6 turns, unfinished  6 min
//
// A Yatzy game's turns come a minute apart (two in n3), a card game's
// rounds ten minutes apart, in the machine's time zone.
func Nights(t testing.TB, s store.Store) {
	t.Helper()
	at := func(month time.Month, day, hour, minute int) time.Time {
		return time.Date(2026, month, day, hour, minute, 0, 0, time.Local)
	}
	minute := time.Minute
	Yatzy(t, s, "n1-a", Clock{Start: at(1, 9, 19, 0), Every: minute}, []string{"Anna", "Bo", "Cecilia"}, [][]string{Strong, Fair, Weak}, -1)
	Yatzy(t, s, "n1-b", Clock{Start: at(1, 9, 20, 0), Every: minute}, []string{"Bo", "Cecilia", "Anna"}, [][]string{Strong, Good, Fair}, -1)
	Rummy(t, s, "n2-a", Clock{Start: at(1, 23, 19, 30), Every: 10 * minute}, []string{"Anna", "Bo", "Cecilia", "Dan"}, []Round{
		{Out: "Cecilia", Left: map[string]string{"Anna": "K", "Bo": "2 A", "Dan": "7"}},
		{Out: "Anna", Left: map[string]string{"Bo": "K Q", "Cecilia": "3", "Dan": "A"}},
	})
	Yatzy(t, s, "n2-b", Clock{Start: at(1, 23, 20, 0), Every: minute}, []string{"Anna", "Bo"}, [][]string{Fair, Fair}, -1)
	Yatzy(t, s, "n3", Clock{Start: at(2, 6, 23, 30), Every: 2 * minute, Pauses: map[int]time.Duration{20: 40 * minute}},
		[]string{"Anna", "Bo", "Cecilia", "Dan"}, [][]string{Good, Weak, Fair, Strong}, -1)
	Yatzy(t, s, "n4-a", Clock{Start: at(2, 20, 19, 0), Every: minute}, []string{"Anna", "Dan", "Bo"}, [][]string{Strong, Strong, Weak}, -1)
	Rummy(t, s, "n4-b", Clock{Start: at(2, 20, 20, 0), Every: 10 * minute}, []string{"Anna", "Bo", "Dan"}, []Round{
		{Out: "Bo", Left: map[string]string{"Anna": "2", "Dan": "K"}},
		{Out: "Dan", Left: map[string]string{"Anna": "A", "Bo": "3 4"}},
	})
	Yatzy(t, s, "n4-c", Clock{Start: at(2, 20, 21, 0), Every: minute}, []string{"Bo", "Cecilia"}, [][]string{Fair, Good}, 6)
}
