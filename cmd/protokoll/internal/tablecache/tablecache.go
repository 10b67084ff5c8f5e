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
	"syscall"
	"unsafe"

	"github.com/gofrs/flock"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/outfile"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// version changes whenever the solver's results or the file's layout
// could change. 2: CRC-32C instead of SHA-256.
const version = 2

// The files' first line says what they hold: a table, or the
// distribution of final scores from an empty sheet under its play.
const (
	magic      = "protokoll optimal table\n"
	startMagic = "protokoll start distribution\n"
)

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
	return "", msg.Errorf("no cache folder: set PROTOKOLL_CACHE or HOME")
}

// Path returns the file of a variant's table under rules.
func (c Cache) Path(v *scoresheet.Variant, choices scoresheet.Choices) string {
	// Empty rules are the defaults: one file for a table, however asked.
	joker := string(choices.Normal().Joker)
	if joker == "" || !v.HasJoker() {
		joker = "-"
	}
	// Key, not ID: house rules have tables of their own.
	return filepath.Join(c.Dir, fmt.Sprintf("optimal-v%d-%s-%s.bin", version, v.Key(), joker))
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
//
// Two processes that want the same table at once do not both work it
// out: one does, holding the file's lock (NAME.lock beside it), and the
// other waits for it and reads what it saved.
func (c Cache) Load(v *scoresheet.Variant, choices scoresheet.Choices) (*optimal.Table, Outcome, error) {
	path := c.Path(v, choices)
	read := func(r io.Reader) (*optimal.Table, error) { return decode(r, v, choices) }
	t, outcome, ok := cached(path, read)
	if ok {
		return t, outcome, nil
	}
	defer c.lock(path)()
	if t, _, ok := cached(path, read); ok {
		return t, Read, nil // the other process saved it while this one waited
	}
	t, err := optimal.SolveProgress(v, choices, c.Progress)
	if err != nil {
		return nil, outcome, err
	}
	return t, outcome, c.save(path, t)
}

// cached reads the file at path with decode: the value and Read, or
// what working it out instead will be (Built: there is no file; Rebuilt:
// the file is not trusted).
func cached[T any](path string, decode func(io.Reader) (T, error)) (T, Outcome, bool) {
	var none T
	f, err := os.Open(path)
	if err != nil {
		// No file (or no folder, or a file where the folder should be)
		// is none to distrust: it is built.
		if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
			return none, Built, false
		}
		return none, Rebuilt, false
	}
	defer f.Close()
	x, err := decode(f)
	if err != nil {
		return none, Rebuilt, false
	}
	return x, Read, true
}

// Cached returns the table of v under rules if a whole one is in the
// cache, without working one out.
func (c Cache) Cached(v *scoresheet.Variant, choices scoresheet.Choices) (*optimal.Table, bool) {
	f, err := os.Open(c.Path(v, choices))
	if err != nil {
		return nil, false
	}
	defer f.Close()
	t, err := decode(f, v, choices)
	return t, err == nil
}

func header(magic string, v *scoresheet.Variant, choices scoresheet.Choices, n int) []byte {
	var b bytes.Buffer
	b.WriteString(magic)
	binary.Write(&b, binary.LittleEndian, uint32(version))
	fmt.Fprintf(&b, "%s %s\n", v.Key(), choices.Joker)
	binary.Write(&b, binary.LittleEndian, uint64(n))
	return b.Bytes()
}

// castagnoli is made when first needed: making it costs a quarter of a
// millisecond, which every command would pay at start.
var castagnoli = sync.OnceValue(func() *crc32.Table { return crc32.MakeTable(crc32.Castagnoli) })

// encode writes t to w (see encodeValues).
func encode(w io.Writer, t *optimal.Table) error {
	return encodeValues(w, header(magic, t.Variant(), t.Choices().Normal(), len(t.Values())), t.Values())
}

// encodeValues writes to w the header, the values (little-endian
// float64), and a CRC-32C of both.
func encodeValues(w io.Writer, b []byte, values []float64) error {
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
func decode(r io.Reader, v *scoresheet.Variant, choices scoresheet.Choices) (*optimal.Table, error) {
	vals, err := decodeValues(r, header(magic, v, choices.Normal(), 0))
	if err != nil {
		return nil, err
	}
	return optimal.FromValues(v, choices, vals)
}

// decodeValues reads the values written by encodeValues after a header
// like want (which the number of values may differ from).
func decodeValues(r io.Reader, want []byte) ([]float64, error) {
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
	return vals, nil
}

// save writes t to path whole (outfile).
func (c Cache) save(path string, t *optimal.Table) error {
	return c.write(path, "optimal", func(w io.Writer) error { return encode(w, t) })
}

// write writes a file of the cache whole (outfile), and removes the same
// file's older versions, named prefix-vN-….
func (c Cache) write(path, prefix string, encode func(io.Writer) error) error {
	if err := os.MkdirAll(c.Dir, 0o755); err != nil {
		return msg.Errorf("cannot write %s: %v", c.Dir, outfile.Reason(err))
	}
	// Written under the file's lock: a pending file of the same name
	// beside it is a write that was killed, however young.
	outfile.RemoveLeftovers(path, 0)
	if err := outfile.WriteWith(path, 0o666, encode); err != nil {
		return err
	}
	// Files of older versions are never read again: a table is 17 MB.
	old, _ := filepath.Glob(filepath.Join(c.Dir, prefix+"-v*-"+strings.TrimPrefix(filepath.Base(path), fmt.Sprintf("%s-v%d-", prefix, version))))
	for _, o := range old {
		if o != path {
			os.Remove(o)
		}
	}
	return nil
}

// StartPath returns the file of the distribution of final scores from an
// empty sheet of v under rules.
func (c Cache) StartPath(v *scoresheet.Variant, choices scoresheet.Choices) string {
	return strings.Replace(c.Path(v, choices), "optimal-", "start-", 1)
}

// LoadStart returns the distribution of final scores from an empty sheet
// under t's play (optimal.Table.StartDistribution), from the cache if a
// whole one is there, else worked out and saved: seconds, and hundreds
// of megabytes while it is. The file holds the lowest score, then the
// chances.
func (c Cache) LoadStart(t *optimal.Table) (optimal.Distribution, Outcome, error) {
	v, choices := t.Variant(), t.Choices().Normal()
	path := c.StartPath(v, choices)
	read := func(r io.Reader) (optimal.Distribution, error) {
		vals, err := decodeValues(r, header(startMagic, v, choices, 0))
		if err == nil && (len(vals) < 2 || vals[0] != math.Trunc(vals[0]) || vals[0] < 0) {
			err = errors.New("the lowest score cannot be")
		}
		if err != nil {
			return optimal.Distribution{}, err
		}
		return optimal.Distribution{Lo: int(vals[0]), P: vals[1:]}, nil
	}
	d, outcome, ok := cached(path, read)
	if ok {
		return d, outcome, nil
	}
	defer c.lock(path)()
	if d, _, ok := cached(path, read); ok {
		return d, Read, nil
	}
	d = t.StartDistribution()
	vals := append([]float64{float64(d.Lo)}, d.P...)
	err := c.write(path, "start", func(w io.Writer) error {
		return encodeValues(w, header(startMagic, v, choices, len(vals)), vals)
	})
	return d, outcome, err
}

// lock holds the lock of the file at path, for the one process that
// works it out, until the function it returns is called; a lock that
// cannot be taken (a folder that cannot be written) holds nothing, and
// the work is done anyway.
func (c Cache) lock(path string) (unlock func()) {
	if err := os.MkdirAll(c.Dir, 0o755); err != nil {
		return func() {}
	}
	l := flock.New(path + ".lock")
	if err := l.Lock(); err != nil {
		return func() {}
	}
	// The lock file goes when the work is done. A process that opened it
	// before then gets its lock after and finds the file saved; one that
	// comes after makes a lock of its own and finds it saved too.
	return func() {
		os.Remove(l.Path())
		l.Unlock()
	}
}
