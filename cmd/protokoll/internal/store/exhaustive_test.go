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
	"time"

	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
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

// TestYatzyEventIsJSONs: a Yatzy line read by yatzyEvent is what
// json.Unmarshal reads of it, whatever the line: lines as encode writes
// them, of every kind of event, and those lines with bytes changed,
// added and taken away (each that is still JSON). What yatzyEvent leaves
// to json.Unmarshal it leaves untouched.
func TestYatzyEventIsJSONs(t *testing.T) {
	rng := rand.New(rand.NewPCG(28, 6))
	names := []string{"Anna", "Bo", "Åsa", "O'Brien", `Sa"m`, "</b>", "Zoë 🎲", ""}
	boxes := []scoresheet.Box{scoresheet.Ones, scoresheet.Yatzy, "chance", ""}
	kinds := []scoresheet.EventKind{"turn", "undo", "correct", "rename", ""}
	extra := []string{`"Kind"`, `"KIND"`, `"at"`, `"x"`, `"dice"`, ` `, `null`, `1.5`, `-`, `[]`, `{}`, `"`, `\`, `,`, `e3`, `true`, `99999999999999999999`, `"\u0041"`, "\xff"}
	fast := 0
	for range 20000 {
		var dice scoresheet.Roll
		if rng.IntN(5) > 0 {
			for range rng.IntN(7) {
				dice = append(dice, rng.IntN(8)-1)
			}
		}
		e := scoresheet.Event{Kind: kinds[rng.IntN(len(kinds))], Player: names[rng.IntN(len(names))], Box: boxes[rng.IntN(len(boxes))],
			Dice: dice, Rolls: rng.IntN(5) - 1, Strike: rng.IntN(2) == 0, Reason: names[rng.IntN(len(names))], To: names[rng.IntN(len(names))]}
		line, err := encode(time.Unix(rng.Int64N(2e9), rng.Int64N(1e9)), e)
		require.NoError(t, err)
		for range rng.IntN(3) {
			i := rng.IntN(len(line))
			switch rng.IntN(3) {
			case 0:
				line = append(line[:i:i], append([]byte(extra[rng.IntN(len(extra))]), line[i:]...)...)
			case 1:
				line = append(line[:i:i], line[min(len(line), i+1+rng.IntN(3)):]...)
			default:
				line[i] = "{}[]\":,0123456789-.etfnaA \\"[rng.IntN(27)]
			}
		}
		if !json.Valid(line) {
			continue
		}
		var want scoresheet.Event
		werr := json.Unmarshal(line, &want)
		got := scoresheet.Event{Player: "untouched"}
		if yatzyEvent(line, &got) {
			fast++
			require.NoError(t, werr, "%s", line)
			require.Equal(t, want, got, "%s", line)
		} else {
			require.Equal(t, scoresheet.Event{Player: "untouched"}, got, "%s", line)
		}
	}
	require.Greater(t, fast, 2000, "lines read without encoding/json")
}
