package pdf

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEveryWordIsKnown: a word the sheets ask for that English lacks would
// print as its key; an entry no sheet asks for has drifted from the code.
// (Every other language must have every word English has:
// cmd/protokoll/internal/text.)
func TestEveryWordIsKnown(t *testing.T) {
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	call := regexp.MustCompile(`(?:word\([^,()]+,|errorOf\()\s*("(?:[^"\\]|\\.)*")`)
	used := map[string]bool{}
	for _, f := range files {
		if filepath.Ext(f) != ".go" || len(f) > 8 && f[len(f)-8:] == "_test.go" {
			continue
		}
		src, err := os.ReadFile(f)
		require.NoError(t, err)
		for _, m := range call.FindAllStringSubmatch(string(src), -1) {
			key, err := strconv.Unquote(m[1])
			require.NoError(t, err)
			used[key] = true
		}
	}
	assert.Greater(t, len(used), 8, "the scan finds the sheets' words")
	for key := range used {
		assert.NotEmpty(t, english[key], key)
	}
	for key := range english {
		assert.True(t, used[key], "%q is asked for by no sheet", key)
	}
}
