package optimal

import (
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
)

// TestDistributionsShareTheirRoom: distributions worked out in the room
// of the ones before (game.dists), in another order and on four
// goroutines at once, are the same to the bit as each worked out in a
// room of its own; and every room they leave behind is as they found it,
// every id and every bit of ahead's seen 0.
func TestDistributionsShareTheirRoom(t *testing.T) {
	v := reduced(scoresheet.Standard(), append(slices.Clone(upperBoxes), scoresheet.FullHouse, scoresheet.Yatzy, scoresheet.Chance)...)
	tab, err := Solve(v, scoresheet.Choices{})
	require.NoError(t, err)
	// rooms takes every room out of the pool and checks it is clean.
	rooms := func() int {
		n := 0
		for dr, _ := tab.game.dists.Get().(*distRoom); dr != nil; dr, _ = tab.game.dists.Get().(*distRoom) {
			n++
			assert.False(t, slices.ContainsFunc(dr.ids, func(id int32) bool { return id != 0 }), "every id 0")
			assert.False(t, slices.ContainsFunc(dr.seen, func(w uint64) bool { return w != 0 }), "every bit of seen 0")
		}
		return n
	}
	r := rand.New(rand.NewPCG(28, 1))
	var states []State
	var want []Distribution
	left := 0 // rooms left in the pool after a distribution
	for len(states) < 12 {
		st := randomState(r, v)
		if free := len(v.Boxes) - len(st.Filled); free == 0 || free > 4 {
			continue // none to come, or more than the test needs (seconds under the race detector)
		}
		rooms() // a room of its own
		d, err := tab.Distribution(st)
		if err != nil {
			continue // an upper sum the boxes cannot make
		}
		left += rooms()
		states, want = append(states, st), append(want, d)
	}
	if !underRace { // which drops some of what a pool is given
		assert.Positive(t, left, "the rooms were given back")
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
	rooms()
}

// TestLateMakesNoDistributionRoom: Late, which counts the states ahead
// on a table made for the question, takes no more room than the count
// needs (ahead's bits, 180 KB for scandinavian), not a distribution's
// (5.7 MB for its ids alone).
func TestLateMakesNoDistributionRoom(t *testing.T) {
	v := scoresheet.Scandinavian()
	st := State{Filled: map[scoresheet.Box]bool{}}
	for _, box := range v.Boxes[4:] {
		st.Filled[box] = true
	}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err := Late(v, scoresheet.Choices{}, st)
	runtime.ReadMemStats(&after)
	require.NoError(t, err)
	assert.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(2<<20), "bytes allocated")
}
