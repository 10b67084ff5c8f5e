package history

import (
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// AgeIndex writes the results index of s in cache back as if its files
// had been read by later than they were: for the tests outside the
// package, to have the index trust its games' Stats without waiting
// StatGrain. Nothing is done where there is no index.
func AgeIndex(s store.Store, cache string, by time.Duration) {
	path := indexPath(s, cache)
	if idx := readIndex(path); len(idx.Games) > 0 {
		idx.Read = idx.Read.Add(by)
		writeIndex(path, idx)
	}
}
