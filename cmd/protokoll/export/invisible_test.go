package export_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
)

// invisibles are a character of each class that shows nothing
// (Default_Ignorable_Code_Point's, and the interlinear annotation
// marks), tag characters first.
var invisibles = []rune{
	0xE0041, 0xE0001, 0xE007F, 0xE0020, // tags: a letter, the language tag, cancel, space
	0xFE0F, 0xFE00, 0xE0100, // variation selectors (after a letter)
	0x200D, 0x200C, // joiners (between letters)
	0x200E, 0x061C, // direction marks
	0x034F,                 // the combining grapheme joiner
	0x3164, 0xFFA0, 0x115F, // Hangul fillers (letters, to Unicode)
	0x17B4,         // a Khmer inherent vowel
	0x180B, 0x180E, // Mongolian selector and vowel separator
	0x2062, 0x206A, // an invisible operator, a deprecated format control
	0x1BCA0, 0x1D173, // shorthand and musical format controls
	0x2065, 0xE0FFF, 0xFFF0, // reserved ignorables
	0xFFF9, // an interlinear annotation mark
}

// TestInvisibleCharactersAreRefusedEverywhere: a name holding a
// character that shows nothing ("Bo" and "Bo" with a tag character look
// the same) is refused wherever a name enters — new's players and game
// name, rename, import, the name house rules are saved under, the name
// of a variant they define, a list of contracts' title — with a message
// that names the character, exit status 2, and nothing written.
func TestInvisibleCharactersAreRefusedEverywhere(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna,Bo", "--name", "kväll")
	cmdtest.MustRun(t, env, "yatzy", "record", "kväll", "--player", "Anna", "--dice", "66624", "--box", "sixes")
	exported := cmdtest.MustRun(t, env, "export", "--format", "jsonl")
	dir := t.TempDir()
	rulesFile := filepath.Join(dir, "house.txt")
	require.NoError(t, os.WriteFile(rulesFile, []byte("scandinavian\nfull_house = 25\n"), 0o600))
	home := env["PROTOKOLL_HOME"]
	files := func() map[string]string {
		out := map[string]string{}
		filepath.WalkDir(home, func(path string, d os.DirEntry, err error) error {
			if err == nil && !d.IsDir() {
				data, _ := os.ReadFile(path)
				out[path] = string(data)
			}
			return nil
		})
		return out
	}
	before := files()
	refused := func(r rune, want string, stdin string, args ...string) {
		t.Helper()
		res := cmdtest.Run(t, env, stdin, args...)
		what := fmt.Sprintf("%U: %q", r, args)
		assert.Equal(t, 2, res.Code, what)
		assert.Contains(t, res.ErrOut, want, what)
		assert.Contains(t, res.ErrOut, fmt.Sprintf("(%U", r), what+": the message names it")
		assert.NotContains(t, res.ErrOut, string(r), what+": shown escaped")
	}
	for _, r := range invisibles {
		bo := "Bo" + string(r) + "b"
		refused(r, "shows nothing", "", "yatzy", "new", "--players", "Anna,"+bo)
		refused(r, "shows nothing", "", "rummy", "new", "--list", "7", "--players", "Anna,"+bo)
		refused(r, "shows nothing", "", "yatzy", "new", "--players", "Anna,Bo", "--name", "kv"+string(r)+"a")
		refused(r, "shows nothing", "", "yatzy", "rename", "kväll", "Bo", bo)
		refused(r, "cannot name house rules", "", "rules", "save", "hus"+string(r)+"et", rulesFile)

		def := filepath.Join(dir, "def.txt")
		require.NoError(t, os.WriteFile(def, []byte("variant egen"+string(r)+"a\nscoring nordic\ndice 5\n"+
			"boxes ones twos threes fours fives sixes one_pair two_pairs three_of_a_kind four_of_a_kind small_straight large_straight full_house chance yatzy\n"+
			"bonus 63 = 50\n"), 0o600))
		refused(r, "the variant's name", "", "rules", "save", "egen", def)
		refused(r, "the variant's name", "", "yatzy", "score", "--rules", def, "12345")

		list := filepath.Join(dir, "list.txt")
		require.NoError(t, os.WriteFile(list, []byte("# Vår"+string(r)+"a lista\n1. två trissar\n2. en stege på 4 kort\n"), 0o600))
		refused(r, "the list's title", "", "rummy", "new", "--list", list, "--players", "Anna,Bo")

		// An export whose player is "Bo" with the character, everywhere
		// the name is; and one whose game's name holds it.
		edited := strings.ReplaceAll(exported, `"Bo"`, `"`+jsonString(bo)+`"`)
		require.NotEqual(t, exported, edited)
		refused(r, "line 1: ", edited, "import", "-")
		edited = strings.ReplaceAll(exported, `"kväll"`, `"kv`+jsonString("\u00e4"+string(r)+"ll")+`"`)
		require.NotEqual(t, exported, edited)
		refused(r, "line 1: ", edited, "import", "-")
	}
	assert.Equal(t, before, files(), "nothing written")
	assert.Equal(t, exported, cmdtest.MustRun(t, env, "export", "--format", "jsonl"))
}

// jsonString is s as JSON writes it between its quotes, every
// character past ASCII escaped.
func jsonString(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r < 0x80:
			b.WriteRune(r)
		case r > 0xFFFF:
			r -= 0x10000
			fmt.Fprintf(&b, `\u%04x\u%04x`, 0xD800+(r>>10), 0xDC00+(r&0x3FF))
		default:
			fmt.Fprintf(&b, `\u%04x`, r)
		}
	}
	return b.String()
}
