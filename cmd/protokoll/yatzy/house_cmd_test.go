package yatzy_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/scoresheet"
)

// TestHouseRulesGame: house rules saved by name are played by name; the
// game keeps them in its header, so it replays the same when the rules
// file is changed and then deleted.
func TestHouseRulesGame(t *testing.T) {
	env := cmdtest.Home(t)
	file := filepath.Join(t.TempDir(), "kvarteret.txt")
	require.NoError(t, os.WriteFile(file, []byte(cmdtest.Kvarteret), 0o644))
	out := cmdtest.MustRun(t, env, "rules", "save", "kvarteret", file)
	assert.Contains(t, out, "scandinavian with 3 changes; play them with --rules kvarteret")

	assert.Contains(t, cmdtest.MustRun(t, env, "__complete", "yatzy", "score", "--rules", ""), "kvarteret\n", "saved names complete")
	cmdtest.MustRun(t, env, "yatzy", "new", "--rules", "kvarteret", "--players", "Anna,Bo", "--name", "g")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "66655", "--box", "full_house")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Bo", "--dice", "44442", "--box", "two_pairs")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "66663", "--box", "sixes")
	before := cmdtest.YatzyJSON(t, env, "g")
	assert.Equal(t, 25, *before.Players[0].Boxes[scoresheet.FullHouse], "a fixed 25, not 28")
	assert.Equal(t, 16, *before.Players[1].Boxes[scoresheet.TwoPairs], "four alike as two pairs")
	assert.Equal(t, 3, before.Players[0].Pace, "24 against sixes' share of 75, 21.4")

	saved := filepath.Join(env["PROTOKOLL_HOME"], "rules", "kvarteret.txt")
	require.NoError(t, os.WriteFile(saved, []byte("scandinavian\n"), 0o644))
	assert.Equal(t, before.Players, cmdtest.YatzyJSON(t, env, "g").Players, "the rules changed after: the game keeps its own")
	require.NoError(t, os.Remove(saved))
	assert.Equal(t, before.Players, cmdtest.YatzyJSON(t, env, "g").Players, "the rules deleted: the game keeps its own")

	r := cmdtest.Run(t, env, "", "yatzy", "new", "--rules", "kvarteret", "--players", "Anna")
	assert.Equal(t, 2, r.Code, "a name no longer saved")
	assert.Contains(t, r.ErrOut, "cannot read kvarteret")

	// Exported and imported elsewhere, the game keeps its house rules.
	exported := filepath.Join(t.TempDir(), "games.jsonl")
	cmdtest.MustRun(t, env, "export", "--format", "jsonl", "-o", exported)
	other := cmdtest.Home(t)
	cmdtest.MustRun(t, other, "import", exported)
	assert.Equal(t, before.Players, cmdtest.YatzyJSON(t, other, "g").Players)
}

// TestHouseRulesEverywhere: score and the how-to page follow the rules;
// rules that cannot be read are refused with the file, line and column,
// in the user's language, and nothing is saved.
func TestHouseRulesEverywhere(t *testing.T) {
	env := cmdtest.Home(t)
	file := filepath.Join(t.TempDir(), "kvarteret.txt")
	require.NoError(t, os.WriteFile(file, []byte(cmdtest.Kvarteret), 0o644))
	sv := filepath.Join(t.TempDir(), "sv.txt")
	require.NoError(t, os.WriteFile(sv, []byte("\ufeffscandinavian\r\nKåk = 30\r\nLiten stege = 10\r\n"), 0o644))
	out := cmdtest.MustRun(t, env, "yatzy", "score", "--rules", sv, "12345")
	assert.Regexp(t, `Small straight\s+10\n`, out, "box names as Swedish players say them")
	out = cmdtest.MustRun(t, env, "yatzy", "score", "--rules", file, "44442")
	assert.Contains(t, out, "scandinavian (house rules)")
	assert.Regexp(t, `Two pairs\s+16\n`, out)
	out = cmdtest.MustRun(t, env, "yatzy", "score", "--rules", file, "66655")
	assert.Regexp(t, `Full house\s+25\n`, out)

	out = cmdtest.MustRun(t, env, "rules", "yatzy", "--rules", file)
	assert.Contains(t, out, "Yatzy · scandinavian (house rules)")
	assert.Contains(t, out, "make 75 or more")
	assert.Regexp(t, `Full house\s+.*= 25`, out)

	bad := filepath.Join(t.TempDir(), "bad.txt")
	require.NoError(t, os.WriteFile(bad, []byte("scandinavian\n\n  sixes = 30\n"), 0o644))
	r := cmdtest.Run(t, env, "", "--lang", "sv", "rules", "save", "x", bad)
	assert.Equal(t, 2, r.Code)
	assert.Equal(t, "protokoll: husregler "+bad+": rad 3, kolumn 3: Sexor räknar tärningarna, ingen kombination: den kan inte få en fast poäng\n", r.ErrOut)
	assert.NoFileExists(t, filepath.Join(env["PROTOKOLL_HOME"], "rules", "x.txt"))
	r = cmdtest.Run(t, env, "", "rules", "save", "../x", file)
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, "cannot name house rules")
	up := filepath.Join(t.TempDir(), "up.txt")
	require.NoError(t, os.WriteFile(up, []byte("forced\norder bottom-up\n"), 0o644))
	r = cmdtest.Run(t, env, "", "--lang", "sv", "yatzy", "advise", "--rules", up, "--start")
	assert.Equal(t, 2, r.Code)
	assert.Equal(t, "protokoll: tvingad (husregler) nedifrån och upp har ingen tabell över bästa spel: lösaren spelar tvingad ordning bara uppifrån och ned\n", r.ErrOut)
	maxi := filepath.Join(t.TempDir(), "maxi.txt")
	require.NoError(t, os.WriteFile(maxi, []byte("maxi\nsaved rolls off\n"), 0o644))
	r = cmdtest.Run(t, env, "", "yatzy", "advise", "--rules", maxi, "--start")
	assert.Equal(t, 2, r.Code)
	assert.Equal(t, "protokoll: maxi (house rules) has 20 boxes: best plays are worked out for at most 15 in free order\n", r.ErrOut)
	r = cmdtest.Run(t, env, "", "yatzy", "score", "--rules", filepath.Join(t.TempDir(), "none.txt"), "12345")
	assert.Equal(t, 2, r.Code)
	assert.True(t, strings.HasPrefix(r.ErrOut, "protokoll: cannot read "), r.ErrOut)
}

// TestHouseRulesGameOutlivesTheBuiltIns: a game under house rules keeps
// its variant's whole definition in its file, so a build whose built-in
// scandinavian changed replays it to the same totals; and a variant is a
// value, so changing one in this process changes no game.
func TestHouseRulesGameOutlivesTheBuiltIns(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.HouseAndPlain(t, env, append(scoresheet.Scandinavian().Boxes[:6:6], scoresheet.FullHouse))
	hus, plain := cmdtest.YatzyJSON(t, env, "hus").Players[0], cmdtest.YatzyJSON(t, env, "plain").Players[0]
	assert.Equal(t, 50, hus.Bonus)
	assert.Equal(t, 25, *hus.Boxes[scoresheet.FullHouse])

	data, err := os.ReadFile(filepath.Join(env["PROTOKOLL_HOME"], "hus.jsonl"))
	require.NoError(t, err)
	var header struct {
		Settings struct{ Definition, House string }
	}
	require.NoError(t, json.Unmarshal([]byte(strings.SplitN(string(data), "\n", 2)[0]), &header))
	def, err := scoresheet.ParseVariant(header.Settings.Definition)
	require.NoError(t, err, "the file holds the variant's whole definition")
	assert.Equal(t, scoresheet.Scandinavian().Definition(), def.Definition())
	assert.NotEmpty(t, header.Settings.House, "and the changes")

	v := scoresheet.Scandinavian()
	v.BonusAt, v.Bonus = 70, 10
	assert.Equal(t, hus, cmdtest.YatzyJSON(t, env, "hus").Players[0], "house rules: as played")
	assert.Equal(t, plain, cmdtest.YatzyJSON(t, env, "plain").Players[0], "a changed copy of a variant changes no game")
}
