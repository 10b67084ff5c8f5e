package contracts

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEveryPhraseIsUsed: a phrase no code says has drifted from the code.
func TestEveryPhraseIsUsed(t *testing.T) {
	var src strings.Builder
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") || strings.HasPrefix(f, "lang_") {
			continue
		}
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		src.Write(b)
	}
	for key := range english.Phrases {
		assert.True(t, strings.Contains(src.String(), `"`+string(key)+`"`), "phrase %s is never said", key)
	}
}
