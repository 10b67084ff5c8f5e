package yatzy_test

import (
	"regexp"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/scoresheet"
)

// TestTheEndShowsPlacesAndTheChart: at a terminal, the end of a Yatzy
// game shows every player's place, the highest total first, and the
// game's chart, in the table's language; the night's recap is on
// request, said in a line, not printed.
func TestTheEndShowsPlacesAndTheChart(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna,Bo,Cilla", "--name", "g")
	boxes := scoresheet.Scandinavian().Boxes
	for i, b := range boxes {
		for _, p := range []string{"Anna", "Bo", "Cilla"} {
			if i == len(boxes)-1 && p == "Cilla" {
				break // Cilla's Yatzy, at the table
			}
			dice := cmdtest.BestDice(b, 5)
			args := []string{"yatzy", "record", "g", "--player", p, "--dice", dice, "--box", string(b)}
			if p == "Bo" && b == "yatzy" {
				args = []string{"yatzy", "record", "g", "--player", p, "--dice", "12346", "--box", string(b), "--strike"}
			}
			cmdtest.MustRun(t, env, args...)
		}
	}
	term := cmdtest.Terminal(t, env, 80, 60, "--lang", "sv", "yatzy", "play", "g")
	term.WaitFor("Tärningar")
	term.Enter("66666")
	term.WaitFor("Vilken ruta?")
	time.Sleep(glance)  // keys typed as the menu is drawn are dropped
	term.Type("/yatzy") // its box, by name
	term.Keys("Enter")
	screen := term.WaitFor("Spela igen?")
	// Anna and Cilla 374, Bo 324.
	assert.Regexp(t, regexp.MustCompile(`Spelet är slut\n1\. +Anna +374\n1\. +Cilla +374\n3\. +Bo +324\nVinnare: Anna, Cilla\n`), screen)
	assert.Contains(t, screen, "━ Anna 374  ━ Cilla 374  ━ Bo 324", "the game's chart")
	assert.Contains(t, screen, "Kvällen hittills: protokoll --lang sv recap")
	assert.NotContains(t, screen, "Spelkväll", "the night only on request")
	term.Type("n")
	assert.Equal(t, 0, term.Exit())
}
