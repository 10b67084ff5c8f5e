package history

import (
	"bytes"
	"encoding/binary"
	"encoding/gob"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/outfile"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// indexVersion changes whenever what a Result holds, or how it is worked
// out, does: an index of another version is worked out again.
const indexVersion = 4

// An index is the results of the saved games, kept in the cache folder so
// that the statistics need not replay every game each time: a derived
// copy, never a source, which can never give figures other than the
// files give.
//
// What it trusts: a game's result is used only while its file has the
// fingerprint it had when the result was worked out from it — its length
// and a CRC-32C of all its bytes, read afresh every time — so an entry
// recorded, a file edited or restored, or a byte rotted on the disk
// (whatever its time of change says) has the game read again, and a game
// that no longer reads is reported. Times are kept as instants (UTC), and
// the days they fall on are worked out as the results are read, in the
// time zone of that run. The index file ends with a CRC-32C of itself:
// one that is missing, of another version, damaged or unreadable is
// worked out again from the game files, and written anew (the cache
// folder made if need be).
type index struct {
	Version int
	Games   map[string]indexed // by game name
}

type indexed struct {
	Print  store.Fingerprint
	Result Result // Played in UTC
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

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// readIndex reads the index at path; a missing, damaged or outdated one
// is an empty index.
func readIndex(path string) index {
	empty := index{Version: indexVersion, Games: map[string]indexed{}}
	b, err := os.ReadFile(path)
	if err != nil || len(b) < 4 {
		return empty
	}
	body, sum := b[:len(b)-4], binary.BigEndian.Uint32(b[len(b)-4:])
	if crc32.Checksum(body, castagnoli) != sum {
		return empty
	}
	var idx index
	if gob.NewDecoder(bytes.NewReader(body)).Decode(&idx) != nil || idx.Version != indexVersion || idx.Games == nil {
		return empty
	}
	return idx
}

// writeIndex writes idx to path, ending with its checksum, making the
// cache folder if need be. A cache that cannot be written costs time, not
// a result: the error is dropped.
func writeIndex(path string, idx index) {
	var body bytes.Buffer
	if gob.NewEncoder(&body).Encode(idx) != nil {
		return
	}
	body.Write(binary.BigEndian.AppendUint32(nil, crc32.Checksum(body.Bytes(), castagnoli)))
	if os.MkdirAll(filepath.Dir(path), 0o755) != nil {
		return
	}
	// A write killed before its rename left its pending file; one younger
	// than a minute may be another protokoll's, writing now.
	outfile.RemoveLeftovers(path, time.Minute)
	_ = outfile.WriteWith(path, 0o666, func(w io.Writer) error {
		_, err := w.Write(body.Bytes())
		return err
	})
	// The indexes of earlier versions of this folder's are of no more use.
	for v := 1; v < indexVersion; v++ {
		os.Remove(strings.Replace(path, fmt.Sprintf("history-v%d-", indexVersion), fmt.Sprintf("history-v%d-", v), 1))
	}
}

// Results returns the result of every saved game in s that reads, and the
// games that do not, by name. A game whose file has the fingerprint it
// had when the index in the cache folder cacheDir took it in is not read
// again; the others are, on every core, and the index is brought up to
// date (when cacheDir is "", every game is read and nothing is kept).
func Results(s store.Store, cacheDir string) ([]Result, []Damaged, error) {
	return results(s, cacheDir, true)
}

// Verify is Results with every game read and replayed in full, whatever
// the index holds; the index is made anew from what was read.
func Verify(s store.Store, cacheDir string) ([]Result, []Damaged, error) {
	return results(s, cacheDir, false)
}

func results(s store.Store, cacheDir string, trust bool) ([]Result, []Damaged, error) {
	names, err := s.Names()
	if err != nil {
		return nil, nil, err
	}
	idx := index{Version: indexVersion, Games: map[string]indexed{}}
	path := ""
	// Every file is read whole for its fingerprint, on every core, while
	// the index is read: a game's result is taken from the index only
	// where the two agree.
	prints := make([]store.Fingerprint, len(names))
	read := make([]bool, len(names))
	var wg sync.WaitGroup
	if cacheDir != "" {
		path = indexPath(s, cacheDir)
		if _, err := os.Stat(path); trust && err == nil {
			next := make(chan int)
			for range runtime.GOMAXPROCS(0) {
				wg.Go(func() {
					var buf []byte
					for i := range next {
						prints[i], buf, read[i] = s.Fingerprint(names[i], buf)
					}
				})
			}
			wg.Go(func() {
				for i := range names {
					next <- i
				}
				close(next)
			})
			idx = readIndex(path)
		}
	}
	wg.Wait()
	var (
		results = make([]Result, 0, len(names))
		stale   []string
		kept    = map[string]indexed{}
		mu      sync.Mutex
	)
	known := make([]bool, len(names))
	for i, name := range names {
		old, ok := idx.Games[name]
		known[i] = ok && read[i] && prints[i] == old.Print
	}
	for i, name := range names {
		if !known[i] {
			stale = append(stale, name)
			continue
		}
		e := idx.Games[name]
		kept[name] = e
		r := e.Result
		r.Played = r.Played.Local()
		results = append(results, r)
	}
	damaged, err := each(s, stale, func(g Game) {
		mu.Lock()
		defer mu.Unlock()
		results = append(results, g.Result)
		r := g.Result
		r.Played = r.Played.UTC()
		kept[g.Name] = indexed{Print: g.print, Result: r}
	})
	if err != nil {
		return nil, nil, err
	}
	// A damaged game is not indexed: it is read, and reported, every time.
	if path != "" && (len(stale) > len(damaged) || len(kept) != len(idx.Games) || !trust) {
		writeIndex(path, index{Version: indexVersion, Games: kept})
	}
	return results, damaged, nil
}
