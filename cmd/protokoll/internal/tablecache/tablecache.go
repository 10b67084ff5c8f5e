// Package tablecache keeps the optimal-play tables in the user's cache
// folder, so that they are worked out once. A file is versioned and
// checksummed and written whole (a temporary file, synced, then renamed);
// one that is damaged, of another version or of other rules is rebuilt,
// never trusted. It is read in one block, straight into the table, and
// checked with CRC-32C, which the processor computes: a table is 16.8 MB,
// and advice must come at once.
package tablecache

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"unsafe"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/outfile"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/text"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// version changes whenever the solver's results or the file's layout
// could change. 2: CRC-32C instead of SHA-256.
const version = 2

const magic = "protokoll optimal table\n"

// A Cache is the folder the tables are kept in.
type Cache struct {
	Dir string
	// Progress, if not nil, hears how much of a table being worked out is
	// done (0 to 1).
	Progress func(done float64)
}

// DefaultDir returns $PROTOKOLL_CACHE, else protokoll in $XDG_CACHE_HOME,
// else ~/.cache/protokoll.
func DefaultDir(getenv func(string) string) (string, error) {
	if d := getenv("PROTOKOLL_CACHE"); d != "" {
		return d, nil
	}
	if d := getenv("XDG_CACHE_HOME"); d != "" && filepath.IsAbs(d) {
		return filepath.Join(d, "protokoll"), nil
	}
	if h := getenv("HOME"); h != "" {
		return filepath.Join(h, ".cache", "protokoll"), nil
	}
	return "", text.Errorf("no cache folder: set PROTOKOLL_CACHE or HOME")
}

// Path returns the file of a variant's table under rules.
func (c Cache) Path(v *scoresheet.Variant, rules scoresheet.Rules) string {
	joker := string(rules.Joker)
	if joker == "" || !v.HasJoker() {
		joker = "-"
	}
	return filepath.Join(c.Dir, fmt.Sprintf("optimal-v%d-%s-%s.bin", version, v.ID, joker))
}

// What a Load did, besides returning the table.
type Outcome int

const (
	Read    Outcome = iota // the cached table was whole and read
	Built                  // there was none: built and saved
	Rebuilt                // the cached one was not trusted: built and saved
)

// Load returns the table of v under rules, from the cache if a whole one is
// there, else solved and saved. A table that cannot be saved is still
// returned, with the error.
func (c Cache) Load(v *scoresheet.Variant, rules scoresheet.Rules) (*optimal.Table, Outcome, error) {
	path := c.Path(v, rules)
	f, err := os.Open(path)
	outcome := Built
	if err == nil {
		t, err := decode(f, v, rules)
		f.Close()
		if err == nil {
			return t, Read, nil
		}
		outcome = Rebuilt
	} else if !errors.Is(err, fs.ErrNotExist) {
		outcome = Rebuilt
	}
	t, err := optimal.SolveProgress(v, rules, c.Progress)
	if err != nil {
		return nil, outcome, err
	}
	return t, outcome, c.save(path, t)
}

func header(v *scoresheet.Variant, rules scoresheet.Rules, n int) []byte {
	var b bytes.Buffer
	b.WriteString(magic)
	binary.Write(&b, binary.LittleEndian, uint32(version))
	fmt.Fprintf(&b, "%s %s\n", v.ID, rules.Joker)
	binary.Write(&b, binary.LittleEndian, uint64(n))
	return b.Bytes()
}

// castagnoli is made when first needed: making it costs a quarter of a
// millisecond, which every command would pay at start.
var castagnoli = sync.OnceValue(func() *crc32.Table { return crc32.MakeTable(crc32.Castagnoli) })

// encode writes t to w: the header, the values (little-endian float64),
// and a CRC-32C of both.
func encode(w io.Writer, t *optimal.Table) error {
	values := t.Values()
	b := header(t.Variant(), normal(t.Variant(), t.Rules()), len(values))
	at := len(b)
	b = append(b, make([]byte, 8*len(values)+4)...)
	for i, x := range values {
		binary.LittleEndian.PutUint64(b[at+8*i:], math.Float64bits(x))
	}
	end := len(b) - 4
	binary.LittleEndian.PutUint32(b[end:], crc32.Checksum(b[:end], castagnoli()))
	_, err := w.Write(b)
	return err
}

// decode reads a table written by encode from r. The values are read
// straight into the table's memory, which on a little-endian machine is
// already their layout: one 16.8 MB read, no second copy.
func decode(r io.Reader, v *scoresheet.Variant, rules scoresheet.Rules) (*optimal.Table, error) {
	want := header(v, normal(v, rules), 0)
	head := make([]byte, len(want))
	if _, err := io.ReadFull(r, head); err != nil {
		return nil, err
	}
	if !bytes.Equal(head[:len(want)-8], want[:len(want)-8]) {
		return nil, errors.New("another version, variant or rule")
	}
	n := binary.LittleEndian.Uint64(head[len(want)-8:])
	if n == 0 || n > 1<<24 {
		return nil, errors.New("the number of values cannot be")
	}
	vals := make([]float64, n)
	body := unsafe.Slice((*byte)(unsafe.Pointer(&vals[0])), 8*len(vals))
	if _, err := io.ReadFull(r, body); err != nil {
		return nil, err
	}
	crc := crc32.Update(crc32.Checksum(head, castagnoli()), castagnoli(), body)
	var tail [5]byte
	if k, _ := io.ReadFull(r, tail[:]); k != 4 {
		return nil, errors.New("the checksum is missing, or more follows it")
	}
	if crc != binary.LittleEndian.Uint32(tail[:4]) {
		return nil, errors.New("checksum does not match")
	}
	if binary.NativeEndian.Uint16([]byte{1, 0}) != 1 { // big-endian
		for i := range vals {
			vals[i] = math.Float64frombits(binary.LittleEndian.Uint64(body[8*i:]))
		}
	}
	return optimal.FromValues(v, rules, vals)
}

// normal returns rules as a solved table states them.
func normal(v *scoresheet.Variant, rules scoresheet.Rules) scoresheet.Rules {
	if rules.Joker == "" {
		rules.Joker = scoresheet.JokerForced
	}
	return rules
}

// save writes t to path whole (outfile).
func (c Cache) save(path string, t *optimal.Table) error {
	if err := os.MkdirAll(c.Dir, 0o755); err != nil {
		return err
	}
	if err := outfile.WriteWith(path, 0o666, func(w io.Writer) error { return encode(w, t) }); err != nil {
		return err
	}
	// Tables of older versions are never read again: 17 MB each.
	old, _ := filepath.Glob(filepath.Join(c.Dir, "optimal-v*-"+strings.TrimPrefix(filepath.Base(path), fmt.Sprintf("optimal-v%d-", version))))
	for _, o := range old {
		if o != path {
			os.Remove(o)
		}
	}
	return nil
}
