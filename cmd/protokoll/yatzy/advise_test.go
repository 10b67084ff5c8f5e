package yatzy

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/scoresheet"
)

// TestSheetStatesSomeRollCanMake: --sheet takes the scores some roll can
// make in their boxes (refusals are tested through the command).
func TestSheetStatesSomeRollCanMake(t *testing.T) {
	// Scores some roll can make are taken: the joker's 25 in full house
	// (standard), a 0 anywhere, two pairs of 3 3 5 5 5.
	for _, sheet := range []string{"two_pairs=16,ones=0,yatzy=50", "full_house=0,chance=30"} {
		_, _, err := parseSheetState(scoresheet.Scandinavian(), sheet, catalog.Builtin()[0], catalog.Builtin())
		assert.NoError(t, err, sheet)
	}
	_, _, err := parseSheetState(scoresheet.Standard(), "full_house=25,small_straight=30", catalog.Builtin()[0], catalog.Builtin())
	assert.NoError(t, err)
}
