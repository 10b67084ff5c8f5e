package contracts

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEveryPhraseIsUsed: a phrase no code says has drifted from the code.
func TestEveryPhraseIsUsed(t *testing.T) {
	var src strings.Builder
	for _, f := range []string{"check.go", "card.go", "game.go", "contract.go"} {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		src.Write(b)
	}
	for key := range english.Phrases {
		assert.True(t, strings.Contains(src.String(), `"`+string(key)+`"`), "phrase %s is never said", key)
	}
}
