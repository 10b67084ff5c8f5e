package root_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/contracts"
)

// TestHelpTopicsInTheUsersLanguage: protokoll help TOPIC shows the page
// in the run's language, from --lang or from the locale, for a topic
// that shares its name with a command too; protokoll help lists the
// topics; protokoll TOPIC --help shows a topic no command is named as.
func TestHelpTopicsInTheUsersLanguage(t *testing.T) {
	for _, l := range catalog.Builtin() {
		for _, topic := range catalog.Topics() {
			_, page := l.Topic(topic)
			r := cmdtest.Run(t, nil, "", "--lang", l.Tag, "help", string(topic))
			require.Equal(t, 0, r.Code, r.ErrOut)
			assert.Equal(t, page+"\n", r.Out, "%s %s", l.Tag, topic)
		}
		out := cmdtest.MustRun(t, nil, "--lang", l.Tag, "help")
		assert.Contains(t, out, "Available Commands:", "cobra's help of the commands stays")
		for _, topic := range catalog.Topics() {
			summary, _ := l.Topic(topic)
			assert.Contains(t, out, string(topic)+strings.Repeat(" ", 13-len(topic))+summary, "%s lists %s", l.Tag, topic)
		}
		assert.Equal(t, out, cmdtest.MustRun(t, nil, "--lang", l.Tag), "protokoll alone is its help")
	}
	sv, et := catalog.Builtin().Lookup("sv"), catalog.Builtin().Lookup("et")
	_, contractsSV := sv.Topic(catalog.TopicContracts)
	assert.Equal(t, contractsSV+"\n", cmdtest.MustRun(t, map[string]string{"LANG": "sv_SE.UTF-8"}, "help", "contracts"))
	_, cardsET := et.Topic(catalog.TopicCards)
	env := map[string]string{"LC_ALL": "et_EE.UTF-8"}
	assert.Equal(t, cardsET+"\n", cmdtest.MustRun(t, env, "cards", "--help"), "--help, which cobra shows before the language is resolved")
	assert.Equal(t, cardsET+"\n", cmdtest.MustRun(t, env, "cards"))
	assert.Equal(t, cardsET+"\n", cmdtest.MustRun(t, nil, "--lang", "et", "cards", "--help"))

	out := cmdtest.MustRun(t, nil, "--lang", "sv", "contracts", "--help")
	assert.Contains(t, out, "Available Commands:", "the command's own help")
	assert.Contains(t, out, "Se även: protokoll help contracts (Kontraktens språk")
	assert.Contains(t, cmdtest.MustRun(t, nil, "help", "yatzy", "record"), "protokoll yatzy record", "help about a command")

	r := cmdtest.Run(t, nil, "", "--lang", "sv", "help", "kort")
	assert.Equal(t, 2, r.Code)
	assert.Equal(t, "protokoll: inget hjälpavsnitt eller kommando heter \"kort\": protokoll help listar dem\n", r.ErrOut)

	out = cmdtest.MustRun(t, nil, "__complete", "help", "")
	assert.Contains(t, out, "house-rules\t")
	assert.Contains(t, out, "yatzy\t")
	assert.NotContains(t, out, "__complete")
	assert.Contains(t, cmdtest.MustRun(t, nil, "__complete", "help", "yatzy", "re"), "record\t")
}

// TestTheContractsTopicNamesEveryWord: the page of the contract
// language names every word the parser knows (contracts.Vocabulary), in
// every language, since the words are Swedish whatever the reader's.
func TestTheContractsTopicNamesEveryWord(t *testing.T) {
	for _, l := range catalog.Builtin() {
		out := cmdtest.MustRun(t, nil, "--lang", l.Tag, "help", "contracts")
		words := map[string]bool{}
		for _, w := range strings.FieldsFunc(strings.ToLower(out), func(r rune) bool { return !unicode.IsLetter(r) && r != '-' }) {
			words[strings.Trim(w, "-")] = true
		}
		for _, w := range contracts.Vocabulary() {
			assert.True(t, words[w], "%s: help contracts does not name %q", l.Tag, w)
		}
	}
}

// TestTheHouseRulesTopicsFilesRead: every file the house rules page
// shows (its lines set in by four spaces) is house rules that protokoll
// reads and plays, in every language: no explanation on a line.
func TestTheHouseRulesTopicsFilesRead(t *testing.T) {
	for _, l := range catalog.Builtin() {
		_, page := l.Topic(catalog.TopicHouseRules)
		var files []string
		var file strings.Builder
		for _, line := range strings.Split(page+"\n", "\n") {
			if body, ok := strings.CutPrefix(line, "    "); ok && !strings.HasPrefix(body, " ") {
				file.WriteString(body + "\n")
				continue
			}
			if file.Len() > 0 {
				files = append(files, file.String())
				file.Reset()
			}
		}
		require.Len(t, files, 4, "%s: the page shows four files", l.Tag)
		env := cmdtest.Home(t)
		for i, text := range files {
			path := filepath.Join(t.TempDir(), "rules.txt")
			require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
			r := cmdtest.Run(t, env, "", "--lang", l.Tag, "rules", "yatzy", "--rules", path)
			assert.Equal(t, 0, r.Code, "%s file %d:\n%s%s", l.Tag, i+1, text, r.ErrOut)
		}
	}
}
