//go:build !race

// The comparisons of the hand-written encoding and reading of lines with
// encoding/json over many random lines. They start no goroutine, so the race
// detector has nothing to look at in them: they run in the pass without it
// (go test ./...) and spare the race pass (go test -race ./...) the ten
// times longer they take there.

package store

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestPlainJSONIsValid: whatever plainJSON takes, json.Valid takes too:
// every line of the fixture games, as they are and with bytes added,
// changed and cut at random, and odd JSON; and it takes the lines as
// protokoll writes them, which is what it is for.
func TestPlainJSONIsValid(t *testing.T) {
	var lines []string
	for _, name := range []string{"kvall-a", "kvall-b", "kvall-c", "kvall-d", "kort-a"} {
		data, err := os.ReadFile(filepath.Join("..", "..", "..", "..", "testdata", "history", name+".jsonl"))
		require.NoError(t, err)
		for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
			require.True(t, plainJSON([]byte(l)), "a line as written: %s", l)
			lines = append(lines, l)
		}
	}
	lines = append(lines, `{}`, `{"a":[]}`, `{"a":{}}`, `{"a":-0}`, `{"a":01}`, `{"a":1.5}`, `{"a":-}`, `{"a":tru}`, `{"a":nul}`,
		`{"a":"\u0041"}`, "{\"a\":\"\x01\"}", `{"a" :1}`, `{"a":1,}`, `{"a":[1,]}`, `{,}`, `[1]`, `"x"`, `{"a":1}}`, `{"a":1`, `{"a"}`,
		`{"a":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}`, "{\"a\":\"\xff\"}", `{"a":1e5}`, `{"a":true,"b":false,"c":null}`)
	for _, l := range lines {
		if plainJSON([]byte(l)) {
			require.True(t, json.Valid([]byte(l)), "%q", l)
		}
	}
	rng := rand.New(rand.NewPCG(28, 8))
	const bytes = "{}[]\":,0123456789-+.eEtrufalsn \\\x01\xff"
	taken := 0
	for range 200000 {
		l := []byte(lines[rng.IntN(len(lines))])
		for range 1 + rng.IntN(3) {
			i := rng.IntN(len(l) + 1)
			switch rng.IntN(3) {
			case 0:
				l = append(l[:i:i], append([]byte{bytes[rng.IntN(len(bytes))]}, l[i:]...)...)
			case 1:
				l = append(l[:i:i], l[min(len(l), i+1+rng.IntN(3)):]...)
			default:
				if i < len(l) {
					l[i] = bytes[rng.IntN(len(bytes))]
				}
			}
		}
		if plainJSON(l) {
			taken++
			require.True(t, json.Valid(l), "%q", l)
		}
	}
	require.Greater(t, taken, 10000, "changed lines still plain")
}
