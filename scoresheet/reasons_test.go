package scoresheet

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEveryPhraseIsSaid: a phrase no code says has drifted from the code.
// (Each language must have every phrase English has, with the same
// arguments: cmd/protokoll/internal/text.)
func TestEveryPhraseIsSaid(t *testing.T) {
	var src strings.Builder
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	for _, f := range files {
		if !strings.HasSuffix(f, "_test.go") && !strings.HasPrefix(f, "lang_") {
			b, err := os.ReadFile(f)
			require.NoError(t, err)
			src.Write(b)
		}
	}
	for key := range english.Phrases {
		assert.True(t, strings.Contains(src.String(), `"`+string(key)+`"`), "phrase %s is never said", key)
	}
}
