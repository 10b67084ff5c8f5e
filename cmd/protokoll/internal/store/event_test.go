package store

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
)

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
