package ask

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestFormHelpInTheUsersLanguage: the keys' help under a form, and the
// yes and no keys, follow the language.
func TestFormHelpInTheUsersLanguage(t *testing.T) {
	sv, et, en := keyMap("sv"), keyMap("et"), keyMap("en")
	assert.Equal(t, "skicka", sv.Input.Submit.Help().Desc)
	assert.Equal(t, "filtreeri", et.Select.Filter.Help().Desc)
	assert.Equal(t, "submit", en.Select.Submit.Help().Desc)
	assert.Contains(t, sv.Confirm.Accept.Keys(), "j")
	assert.Equal(t, "Ja", sv.Confirm.Accept.Help().Desc)
	assert.Contains(t, et.Confirm.Reject.Keys(), "e")
	assert.NotContains(t, en.Confirm.Accept.Keys(), "j")
}
