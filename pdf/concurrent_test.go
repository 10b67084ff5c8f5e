package pdf

// The only test of the package the race pass runs (go test -race): the
// package draws on one goroutine, and its other tests, each a document or
// more drawn by one, give the race detector nothing to watch.

import (
	"bytes"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/kitchentable/protokoll/scoresheet"
)

// TestDocumentsAtTheSameTime builds documents in parallel; under -race it
// fails if they share font bytes.
func TestDocumentsAtTheSameTime(t *testing.T) {
	var wg sync.WaitGroup
	results := make([][]byte, 8)
	for i := range results {
		wg.Add(1)
		go func() {
			defer wg.Done()
			b, err := Sheet(scoresheet.Scandinavian(), []string{"Anna", "Bo"}, Options{Words: English(), Date: time.Date(2026, 11, 30, 20, 0, 0, 0, time.UTC)})
			assert.NoError(t, err)
			results[i] = b
		}()
	}
	wg.Wait()
	for _, b := range results[1:] {
		assert.True(t, bytes.Equal(results[0], b), "the same sheet comes out the same")
	}
}
