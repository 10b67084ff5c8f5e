package ask

import (
	"testing"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"

	"github.com/stretchr/testify/assert"
)

// TestFormHelpInTheUsersLanguage: the keys' help under a form, and the
// yes and no keys, follow the language.
func TestFormHelpInTheUsersLanguage(t *testing.T) {
	sv, et, en := keyMap(langs.Lookup("sv")), keyMap(langs.Lookup("et")), keyMap(langs.Lookup("en"))
	assert.Equal(t, "skicka", sv.Input.Submit.Help().Desc)
	assert.Equal(t, "filtreeri", et.Select.Filter.Help().Desc)
	assert.Equal(t, "submit", en.Select.Submit.Help().Desc)
	assert.Contains(t, sv.Confirm.Accept.Keys(), "j")
	assert.Equal(t, "Ja", sv.Confirm.Accept.Help().Desc)
	assert.Contains(t, et.Confirm.Reject.Keys(), "e")
	assert.NotContains(t, en.Confirm.Accept.Keys(), "j")
}

// TestAnswersAreTheLanguages: a piped yes or no is the word or the key
// of any language the program speaks, and no answer means both.
func TestAnswersAreTheLanguages(t *testing.T) {
	yes, no := New(&iostreams.IOStreams{}, langs[0], langs).answers()
	for _, w := range []string{"y", "yes", "j", "ja", "jah"} {
		assert.Contains(t, yes, w)
	}
	for _, w := range []string{"n", "no", "nej", "ei", "e"} {
		assert.Contains(t, no, w)
	}
	for _, y := range yes {
		assert.NotContains(t, no, y, "an answer that is both yes and no")
	}
}
