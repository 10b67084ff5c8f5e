package store

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestCheckRound: an entry for the next round, or one that does not say
// its round, passes; one for an earlier round is the caller's "entered
// meanwhile"; one for a later round is refused in words of its own.
func TestCheckRound(t *testing.T) {
	meanwhile := errors.New("meanwhile")
	var asked []int
	entered := func(n int) error { asked = append(asked, n); return meanwhile }
	for next := 1; next <= 4; next++ {
		assert.NoError(t, CheckRound(0, next, entered), "no round said")
		assert.NoError(t, CheckRound(next, next, entered), "the next round")
		for sent := 1; sent < next; sent++ {
			assert.ErrorIs(t, CheckRound(sent, next, entered), meanwhile)
		}
	}
	assert.Equal(t, []int{1, 1, 2, 1, 2, 3}, asked, "entered is asked for the round sent")
	assert.EqualError(t, CheckRound(5, 3, entered), "round 5 is not the next round: that is round 3")
	assert.EqualError(t, ErrRoundEntered(2), "round 2 was entered meanwhile (at another phone, or the terminal): this entry was not recorded")
}
