package share

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	qr "github.com/piglig/go-qr"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/ask"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamekind"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/play"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/web"
	"github.com/kitchentable/protokoll/scoresheet"
)

// qrIn reads the QR code drawn in out (full size, no colour) back as
// its text.
func qrIn(t *testing.T, out string) string {
	t.Helper()
	var code strings.Builder
	for _, line := range strings.Split(out, "\n") {
		if line != "" && strings.Trim(line, " █") == "" {
			code.WriteString(line + "\n")
		}
	}
	got, err := qr.Decode(screen(t, code.String()))
	require.NoError(t, err, out)
	return got
}

// TestJoinAtTheTable: at a shared table, qr shows again the QR code of
// the game's own page, which reads as its address, the addresses and the
// PIN; pin, the PIN alone; after "play again", the next game's. Not
// shared, both say how to share the game.
func TestJoinAtTheTable(t *testing.T) {
	langs := catalog.Builtin()
	sv := langs.Lookup("sv")
	s := store.Store{Dir: t.TempDir()}
	g, err := s.CreateYatzy("kväll", scoresheet.Scandinavian(), []string{"Anna", "Bo"}, scoresheet.Choices{})
	require.NoError(t, err)
	shared, err := web.Share(gamekind.YatzyOf(gamekind.Yatzy(), g))
	require.NoError(t, err)
	srv := &web.Server{Store: s, Kinds: gamekind.Builtin(), Langs: langs}
	ios, out, _ := iostreams.Test("")
	table := &play.Table{Ask: ask.New(ios, sv, langs), Lang: sv}
	f := Flags{Share: true}
	f.PIN.Set("2468")
	n := &fakeNet{}
	stop, err := f.AtTable(table, shared, srv, Options{Net: Net{Interfaces: func() ([]Interface, error) { return aLaptop, nil }, Listen: n.listen}, Out: out, Lang: sv}, func() {})
	require.NoError(t, err)
	defer stop()

	out.Reset()
	table.ShowJoin(store.GameYatzy, "kväll")
	want := "http://192.168.1.20:8080/g/kv%C3%A4ll"
	assert.Equal(t, want, qrIn(t, out.String()), "the code opens the game")
	assert.Contains(t, out.String(), "Livesidan, på en telefon i samma wifi:\n  "+want+"\n")
	assert.Contains(t, out.String(), "PIN-kod för att föra in turer från en telefon: 2468")

	out.Reset()
	table.ShowPIN(store.GameYatzy, "kväll")
	assert.Equal(t, "PIN-kod för att föra in turer från en telefon: 2468\n", out.String())

	next, err := s.CreateYatzy("igen", scoresheet.Scandinavian(), []string{"Bo", "Anna"}, scoresheet.Choices{})
	require.NoError(t, err)
	require.NoError(t, shared.Next(gamekind.YatzyOf(gamekind.Yatzy(), next)))
	out.Reset()
	table.ShowJoin(store.GameYatzy, "igen")
	assert.Equal(t, "http://192.168.1.20:8080/g/igen", qrIn(t, out.String()), "the game played now")

	ios, out, _ = iostreams.Test("")
	alone := play.Table{Ask: ask.New(ios, sv, langs), Lang: sv, LangGiven: true}
	alone.ShowJoin(store.GameRummy, "kort")
	alone.ShowPIN(store.GameRummy, "kort")
	said := "Spelet delas inte med telefonerna. Skriv sluta för att lämna, och fortsätt det sedan delat: protokoll --lang sv rummy play kort --share --pin"
	assert.Equal(t, said+" "+said, strings.Join(strings.Fields(out.String()), " "))
}

// TestJoinAtANarrowTable: with --small, as a narrow terminal needs, qr
// at the table draws the code with half blocks, as the start does: it
// fits 40 columns and reads as the game's address. The lines said are
// wrapped between words, the PIN whole (Estonian's is 42 columns).
func TestJoinAtANarrowTable(t *testing.T) {
	langs := catalog.Builtin()
	et := langs.Lookup("et")
	s := store.Store{Dir: t.TempDir()}
	g, err := s.CreateYatzy("kväll", scoresheet.Scandinavian(), []string{"Anna", "Bo"}, scoresheet.Choices{})
	require.NoError(t, err)
	srv := &web.Server{Store: s, Kinds: gamekind.Builtin(), Langs: langs}
	ios, out, _ := iostreams.Test("")
	table := &play.Table{Ask: ask.New(ios, et, langs), Lang: et}
	f := Flags{Share: true, Small: true}
	f.PIN.Set("2468")
	n := &fakeNet{}
	shared, err := web.Share(gamekind.YatzyOf(gamekind.Yatzy(), g))
	require.NoError(t, err)
	stop, err := f.AtTable(table, shared, srv, Options{Net: Net{Interfaces: func() ([]Interface, error) { return aLaptop, nil }, Listen: n.listen}, Out: out, Lang: et, Width: func() int { return 40 }}, func() {})
	require.NoError(t, err)
	defer stop()

	out.Reset()
	table.ShowJoin(store.GameYatzy, "kväll")
	var code strings.Builder
	for _, line := range strings.Split(out.String(), "\n") {
		if line != "" && strings.Trim(line, " █▀▄") == "" {
			assert.LessOrEqual(t, len([]rune(line)), 40, "half blocks")
			code.WriteString(line + "\n")
		}
	}
	got, err := qr.Decode(screen(t, code.String()))
	require.NoError(t, err, out.String())
	assert.Equal(t, "http://192.168.1.20:8080/g/kv%C3%A4ll", got)
	for _, line := range strings.Split(out.String(), "\n") {
		if !strings.HasPrefix(line, "  http") { // an address is one word, never broken
			assert.LessOrEqual(t, lipgloss.Width(line), 40, out.String())
		}
	}

	out.Reset()
	table.ShowPIN(store.GameYatzy, "kväll")
	assert.Equal(t, "PIN telefonist käikude sisestamiseks:\n  2468\n", out.String())
}
