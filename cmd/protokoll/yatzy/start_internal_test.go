package yatzy

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/advice"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// TestStartWithAndWithoutSavedRolls: --start of a game with saved rolls
// gives the expected final score of an empty sheet as the game is
// played and, second, without saved rolls, each said for what it is; in
// JSON expected and expected_without_saved_rolls. On a maxi of four
// boxes, whose tables take a moment (maxi's own take minutes, and are
// prepared only when asked): saved rolls are worth something there too.
func TestStartWithAndWithoutSavedRolls(t *testing.T) {
	v, err := scoresheet.ParseVariant("variant minimaxi\nscoring maxi\ndice 6\nboxes ones twos chance yatzy\nbonus 10 = 50\nsaved rolls\n")
	require.NoError(t, err)
	with, err := optimal.SolveSaved(v, scoresheet.Choices{}, optimal.SavedCap)
	require.NoError(t, err)
	without, err := optimal.SolveSaved(v, scoresheet.Choices{}, 0)
	require.NoError(t, err)
	empty := optimal.State{Filled: map[scoresheet.Box]bool{}}
	e, err := with.Expected(empty)
	require.NoError(t, err)
	e0, err := without.Expected(empty)
	require.NoError(t, err)
	require.Greater(t, e, e0+0.5, "saved rolls are worth something")

	start := func(lang string, json bool) string {
		ios, out, _ := iostreams.Test("")
		opts := &AdviseOptions{IO: ios, Lang: catalog.Builtin().Lookup(lang), JSON: json}
		require.NoError(t, startRun(opts, nil, with, without))
		return out.String()
	}
	var got map[string]float64
	require.NoError(t, json.Unmarshal([]byte(start("en", true)), &got))
	assert.Equal(t, map[string]float64{"expected": advice.Round4(e), "expected_without_saved_rolls": advice.Round4(e0)}, got)
	assert.Equal(t, "minimaxi: "+fmt.Sprintf("%.2f", e)+" expected from an empty sheet under optimal play\n"+
		"minimaxi without saved rolls (every turn three rolls, those not used lost): "+fmt.Sprintf("%.2f", e0)+"\n", start("en", false))
	assert.Contains(t, start("sv", false), "minimaxi utan sparade kast (varje tur tre kast, de som inte används går förlorade): ")

	// A game without saved rolls has one figure.
	forced, err := optimal.Solve(scoresheet.Forced(), scoresheet.Choices{})
	require.NoError(t, err)
	ios, out, _ := iostreams.Test("")
	require.NoError(t, startRun(&AdviseOptions{IO: ios, Lang: catalog.Builtin().Lookup("en"), JSON: true}, nil, forced, nil))
	assert.JSONEq(t, `{"expected": 122.5585}`, out.String())
}
