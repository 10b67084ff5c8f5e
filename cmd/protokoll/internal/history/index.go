package history

import (
	"bytes"
	"encoding/gob"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"sync"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/outfile"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// indexVersion changes whenever what a Result holds, or how it is worked
// out, does: an index of another version is worked out again.
const indexVersion = 2

// An index is the results of the saved games, kept in the cache folder so
// that the statistics need not replay every game each time: a derived
// copy, never a source. A game's result is used only while its file has
// the size and the time of change it had when it was read; the index is
// made again from the game files whenever it is missing, of another
// version, or unreadable.
type index struct {
	Version int
	Games   map[string]indexed // by game name
}

type indexed struct {
	Size    int64
	ModTime int64 // nanoseconds
	Result  Result
}

// indexPath is the index of the games in s, in the cache folder dir: one
// for each folder of games.
func indexPath(s store.Store, dir string) string {
	abs, err := filepath.Abs(s.Dir)
	if err != nil {
		abs = s.Dir
	}
	return filepath.Join(dir, fmt.Sprintf("history-v%d-%08x.gob", indexVersion, crc32.ChecksumIEEE([]byte(abs))))
}

// Results returns the result of every saved game in s that reads, and the
// games that do not, by name. A game whose file has not changed since the
// index in the cache folder cacheDir took it in is not read again; the
// others are, on every core, and the index is brought up to date (when
// cacheDir is "", or cannot be written, the games are all read and
// nothing is kept).
func Results(s store.Store, cacheDir string) ([]Result, []Damaged, error) {
	names, err := s.Names()
	if err != nil {
		return nil, nil, err
	}
	idx := index{Version: indexVersion, Games: map[string]indexed{}}
	path := ""
	if cacheDir != "" {
		path = indexPath(s, cacheDir)
		if b, err := os.ReadFile(path); err == nil {
			var old index
			if gob.NewDecoder(bytes.NewReader(b)).Decode(&old) == nil && old.Version == indexVersion && old.Games != nil {
				idx = old
			}
		}
	}
	var (
		results = make([]Result, 0, len(names))
		stale   []string
		stats   = map[string]indexed{}
	)
	for _, name := range names {
		info, err := os.Stat(filepath.Join(s.Dir, name+store.Ext))
		if err != nil {
			stale = append(stale, name) // read reports what is wrong
			continue
		}
		now := indexed{Size: info.Size(), ModTime: info.ModTime().UnixNano()}
		if old, ok := idx.Games[name]; ok && old.Size == now.Size && old.ModTime == now.ModTime {
			results = append(results, old.Result)
			stats[name] = old
			continue
		}
		stats[name] = now
		stale = append(stale, name)
	}
	changed := len(stale) > 0 || len(stats) != len(idx.Games) // read again, or removed
	var mu sync.Mutex
	damaged, err := each(s, stale, func(g Game) {
		mu.Lock()
		defer mu.Unlock()
		results = append(results, g.Result)
		if e, ok := stats[g.Name]; ok {
			e.Result = g.Result
			stats[g.Name] = e
		}
	})
	if err != nil {
		return nil, nil, err
	}
	for _, d := range damaged {
		delete(stats, d.Name) // not indexed: read, and reported, every time
	}
	if path != "" && changed {
		idx.Games = stats
		// A cache that cannot be written costs time, not a result.
		// The folder may not be there yet: no table was ever kept.
		if os.MkdirAll(cacheDir, 0o755) == nil {
			_ = outfile.WriteWith(path, 0o666, func(w io.Writer) error { return gob.NewEncoder(w).Encode(idx) })
		}
	}
	return results, damaged, nil
}
