package optimal

import (
	"math/rand/v2"
	"slices"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
)

// TestDistributionsShareTheirRoom: distributions worked out in the room
// of the ones before (game.dists), in another order and on four
// goroutines at once, are the same to the bit as each worked out first;
// and the room each leaves behind is as it found it, every id and every
// bit of ahead's seen 0.
func TestDistributionsShareTheirRoom(t *testing.T) {
	v := reduced(scoresheet.Standard(), append(slices.Clone(upperBoxes), scoresheet.FullHouse, scoresheet.Yatzy, scoresheet.Chance)...)
	tab, err := Solve(v, scoresheet.Choices{})
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(28, 1))
	var states []State
	var want []Distribution
	for len(states) < 12 {
		st := randomState(r, v)
		if free := len(v.Boxes) - len(st.Filled); free == 0 || free > 4 {
			continue // none to come, or more than the test needs (seconds under the race detector)
		}
		d, err := tab.Distribution(st)
		if err != nil {
			continue // an upper sum the boxes cannot make
		}
		states, want = append(states, st), append(want, d)
	}
	same := func(i int) {
		d, err := tab.Distribution(states[i])
		require.NoError(t, err)
		assert.Equal(t, want[i], d, "%+v", states[i])
	}
	for i := range slices.Backward(states) {
		same(i)
	}
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Go(func() {
			for _, i := range rand.New(rand.NewPCG(uint64(w), 2)).Perm(len(states)) {
				same(i)
			}
		})
	}
	wg.Wait()

	dr := tab.game.distRoom(1)
	defer tab.game.dists.Put(dr)
	assert.False(t, slices.ContainsFunc(dr.ids, func(id int32) bool { return id != 0 }), "every id 0")
	assert.False(t, slices.ContainsFunc(dr.seen, func(w uint64) bool { return w != 0 }), "every bit of seen 0")
}
