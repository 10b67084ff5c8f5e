package rummy_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/contracts"
)

// TestEscBacksOutOfWhoWentOut: a wrong "Who went out?" is backed out of
// with Esc, at any question after it (a hand, the round's summary): the
// round starts again, nothing saved, the file as it was; the help under
// each question says so.
func TestEscBacksOutOfWhoWentOut(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "1", "--players", "Anna,Bo,Cecilia", "--dealer", "Bo", "--name", "g")
	path := filepath.Join(env["PROTOKOLL_HOME"], "g.jsonl")
	before, err := os.ReadFile(path)
	require.NoError(t, err)
	term := cmdtest.Terminal(t, env, 80, 40, "--lang", "sv", "rummy", "play", "g")
	term.WaitFor("Vem gick ut?")
	term.Keys("Enter") // Anna, by mistake
	term.WaitFor("Kort kvar på handen för Bo")
	term.Enter("K 7")
	screen := term.WaitFor("Kort kvar på handen för Cecilia")
	assert.Contains(t, screen, "esc tillbaka till vem som gick ut", "the help says what Esc does")
	term.Keys("Escape")
	screen = term.WaitFor("Omgång 1 är inte sparad: välj vem som gick ut igen.")
	assert.Equal(t, 2, strings.Count(screen, "Omgång 1 av 15"), "the round from its start:\n%s", screen)
	term.WaitFor("Vem gick ut?")
	after, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, string(before), string(after), "nothing recorded")

	// At the round's summary too.
	term.Type("2") // Bo
	term.Keys("Enter")
	term.WaitFor("Kort kvar på handen för Anna")
	term.Enter("5")
	term.WaitFor("Kort kvar på handen för Cecilia")
	term.Enter("9")
	term.WaitFor("Spara omgång 1?")
	term.Keys("Escape")
	term.WaitFor("Omgång 1 är inte sparad")
	term.WaitFor("Vem gick ut?")
	assert.Equal(t, 0, rummyJSONOf(t, env, "g").Played)

	// The round as it was: Cecilia went out.
	term.Enter("3")
	term.WaitFor("Kort kvar på handen för Anna")
	term.Enter("K")
	term.WaitFor("Kort kvar på handen för Bo")
	term.Enter("0")
	term.WaitFor("Spara omgång 1?")
	term.Type("j")
	term.WaitFor("Omgång 2 av 15")
	term.WaitFor("Vem gick ut?")
	term.Interrupt()
	g := rummyJSONOf(t, env, "g")
	require.Equal(t, 1, g.Played)
	assert.Equal(t, "Cecilia", g.Results[0].Out)
	assert.Equal(t, []int{10, 0, 0}, []int{g.Players[0].Total, g.Players[1].Total, g.Players[2].Total})
}

// TestTheAdjustCommand: points by hand are a command at the round's
// prompt (adjust, justera, muuda), not a question every round: noted,
// said with the round's start and its summary, saved with the round;
// noted again, they may be forgotten first.
func TestTheAdjustCommand(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "1", "--players", "Anna,Bo,Cecilia", "--dealer", "Bo", "--name", "g")
	term := cmdtest.Terminal(t, env, 80, 40, "--lang", "et", "rummy", "play", "g")
	screen := term.WaitFor("Kes läks välja?")
	assert.Contains(t, screen, "Muuda kellegi punkte käsitsi", "a command of the prompt")
	term.Enter("/muuda")
	term.WaitFor("Kelle punktid?")
	term.Keys("Down", "Enter") // Bo
	term.WaitFor("Lisatavad punktid")
	term.Type("\u221210") // a minus as phones type it: tmux takes "-10" for a flag
	term.Keys("Enter")
	term.WaitFor("Põhjus")
	term.Enter("hoidis kaardi")
	term.WaitFor("Märgitud voorule 1, salvestatakse sellega: Bo -10 (hoidis kaardi)")
	term.WaitFor("Kes läks välja?")
	assert.Equal(t, 0, rummyJSONOf(t, env, "g").Played, "noted, not a round")

	term.Keys("Enter") // Anna
	term.WaitFor("Mängija Bo kätte")
	term.Enter("K 7")
	term.WaitFor("Mängija Cecilia kätte")
	term.Enter("5")
	screen = term.WaitFor("Salvestada voor 1?")
	assert.Contains(t, screen, "Bo -10 (hoidis kaardi)", "in the round's summary")
	assert.NotContains(t, screen, "Muuta kellegi punkte", "no question every round")
	term.Type("j")
	term.WaitFor("Voor 2/15")
	term.WaitFor("Kes läks välja?")
	term.Interrupt()
	g := rummyJSONOf(t, env, "g")
	require.Equal(t, 1, g.Played)
	assert.Equal(t, []contracts.Adjustment{{Player: "Bo", Points: -10, Reason: "hoidis kaardi"}}, g.Results[0].Adjust)
	assert.Equal(t, 5, g.Players[1].Total, "K 7: 15, less 10")
}

// TestTheEndShowsPlacesAndTheChart: the end of a card game shows every
// player's place, the lowest total first and equal totals sharing a
// place, and the game's chart; the night's recap is said to be on
// request, not printed.
func TestTheEndShowsPlacesAndTheChart(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	list := filepath.Join(t.TempDir(), "two.txt")
	require.NoError(t, os.WriteFile(list, []byte("# Två\n1. 2 trissar\n2. 2 fyrtal\n"), 0o644))
	cmdtest.MustRun(t, env, "rummy", "new", "--list", list, "--players", "Anna,Bo,Cecilia", "--dealer", "Bo", "--name", "g")
	cmdtest.MustRun(t, env, "rummy", "record", "g", "--out", "Anna", "--left", "Bo=K", "--left", "Cecilia=5")
	term := cmdtest.Terminal(t, env, 80, 50, "rummy", "play", "g")
	term.WaitFor("Who went out?")
	term.Type("2") // Bo
	term.Keys("Enter")
	term.WaitFor("Cards left in Anna's hand")
	term.Enter("A")
	term.WaitFor("Cards left in Cecilia's hand")
	term.Enter("5")
	term.WaitFor("Save round 2?")
	term.Type("y")
	screen := term.WaitFor("Play again?")
	// Anna 0+20, Bo 10+0, Cecilia 5+5.
	assert.Regexp(t, regexp.MustCompile(`1\. +Bo +10\n1\. +Cecilia +10\n3\. +Anna +20`), screen)
	assert.Contains(t, screen, "Winners: Bo, Cecilia")
	assert.Contains(t, screen, "━ Bo 10  ━ Cecilia 10  ━ Anna 20", "the game's chart, its legend the best first")
	assert.Contains(t, screen, "The night so far: protokoll recap")
	assert.NotContains(t, screen, "Game night", "the night only on request")
	term.Type("n")
	assert.Equal(t, 0, term.Exit())
}

// TestQRAtTheTable: qr at the round's prompt of a shared card game
// shows again the address of the game's own page and the PIN, in the
// table's language (Swedish here; Estonian at the Yatzy table's); pin,
// the PIN.
func TestQRAtTheTable(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "1", "--players", "Anna,Bo,Cecilia", "--name", "kort")
	term := cmdtest.Terminal(t, env, 100, 50, "--lang", "sv", "rummy", "play", "kort", "--share", "--pin=2468", "--addr", "127.0.0.1:0")
	screen := term.WaitFor("Vem gick ut?")
	base := regexp.MustCompile(`http://127\.0\.0\.1:\d+/`).FindString(screen)
	require.NotEmpty(t, base, screen)
	pin := "PIN-kod för att föra in turer från en telefon: 2468"
	at := strings.Count(screen, pin) // the start's
	term.Enter("/qr")
	screen = cmdtest.WaitForCount(term, pin, at+1)
	told := screen[strings.LastIndex(screen, "Livesidan, på en telefon i samma wifi:"):]
	assert.True(t, strings.HasPrefix(told, "Livesidan, på en telefon i samma wifi:\n  "+base+"g/kort\n"), "the game's own page: %s", told)
	term.WaitFor("Vem gick ut?")
	term.Enter("/pin")
	cmdtest.WaitForCount(term, pin, at+2)
	term.WaitFor("Vem gick ut?")
	term.Interrupt()

	// Not shared, qr and pin say how to share it.
	r := cmdtest.Run(t, env, "qr\npin\nsluta\n", "--lang", "sv", "rummy", "play", "kort")
	require.Equal(t, 0, r.Code, r.ErrOut)
	said := "Spelet delas inte med telefonerna. Skriv sluta för att lämna, och fortsätt det sedan delat: protokoll --lang sv rummy play kort --share --pin"
	assert.Equal(t, 2, strings.Count(strings.Join(strings.Fields(r.Out), " "), said), r.Out)
}
