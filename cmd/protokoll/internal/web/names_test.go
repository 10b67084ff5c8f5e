package web_test

import (
	"net/http"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// TestInvisibleCharactersAreShownOnThePage: a name holding a character
// that shows nothing, which a game file from before may hold (here
// renamed so by hand), is shown on the live page with the character
// escaped, so that "Bo" and "Bo" with a tag character are told apart.
func TestInvisibleCharactersAreShownOnThePage(t *testing.T) {
	f := newFixture(t, "2468", nil)
	f.games(t)
	path := filepath.Join(f.store.Dir, "kväll"+store.Ext)
	cmdtest.AppendEntry(t, path, `{"at":"2026-12-07T14:45:53Z","kind":"rename","player":"Bo","to":"Bo\udb40\udc41"}`)
	w := f.get(t, "/g/kv%C3%A4ll")
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	page := text(t, w.Body.String())
	assert.Contains(t, page, `Bo\U000e0041`)
	assert.NotContains(t, page, "Bo\U000E0041")

}
