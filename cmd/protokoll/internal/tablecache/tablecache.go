// Package tablecache keeps the optimal-play tables in the user's cache
// folder, so that they are worked out once. A file is versioned and
// checksummed and written whole (a temporary file, synced, then renamed);
// one that is damaged, of another version or of other rules is rebuilt,
// never trusted. A table's values are kept in blocks, the states of one
// set of filled boxes each (optimal.BlockLen), each with a CRC-32C of its
// own (which the processor computes) and the header and the checksums
// with one more: a table is 16.8 MB, but advice on one sheet reads only
// the header and the blocks it needs (LoadNear), a few kilobytes, each
// checked, so that a damaged block is never trusted even there. A whole
// table is read in one read, straight into its values. Reading what
// advice on the empty scandinavian sheet needs took 2.8–5.1 ms and 377 KB
// on the project's 2-core machine (2026-12-01; go test -run XXX -bench
// LoadNear -benchmem ./cmd/protokoll/internal/tablecache).
//
// Maxi's table (saved rolls) is 0.38 GB (its hundredths coded
// losslessly, savedcode.go; the figures in package optimal's doc, "Maxi
// and its saved rolls") and takes minutes: it is kept a level (boxes
// filled) to a file, each written as soon as it is worked out, from the
// full sheet down, so that a prepare killed resumes from the levels done
// (saved.go). Load and Table give a table that reads the
// files a block at a time; LoadNear reads only the sheet's two levels,
// so advice late in a game works as soon as its levels are there, before
// the rest of the table (a prepare then is still under way in another
// process: each file appears whole, by its rename). Cached (CachedCap)
// says whether the whole table is there, without working any of it out;
// Level hears each level finished.
//
// A temporary file left by a write that was killed (the process, or the
// machine) is removed the next time the cache is written, or prepared.
// The one process that works a table out holds a lock file beside it
// (NAME.lock) and removes it when done, stopped (Ctrl-C) or failed
// (holdLock says why that is safe); one killed (kill -9) leaves it,
// unlocked and harmless: the next run takes it and removes it.
package tablecache

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"
	"unsafe"

	"github.com/gofrs/flock"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/crc32c"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/outfile"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// version changes whenever the solver's results or the file's layout
// could change. 2: CRC-32C instead of SHA-256. 3: a checksum for each
// block of the table, and the distribution's play the table's keeps.
const version = 3

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
	// Level, if not nil, hears of each level of a table with saved rolls
	// (maxi) worked out and kept: how many are done, and how many are
	// left to do.
	Level func(done, left int)
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
	return c.path(v, choices, 0)
}

// path is the file of a variant's table under rules for risk θ (0: the
// expected score's, Path).
func (c Cache) path(v *scoresheet.Variant, choices scoresheet.Choices, theta float64) string {
	// Empty rules are the defaults: one file for a table, however asked.
	joker := string(choices.Normal().Joker)
	if joker == "" || !v.HasJoker() {
		joker = "-"
	}
	// Key, not ID: house rules have tables of their own.
	return filepath.Join(c.Dir, fmt.Sprintf("optimal-v%d-%s-%s%s.bin", version, v.Key(), joker, riskSuffix(theta)))
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
	return c.load(v, choices, 0)
}

// load is Load for risk θ (0: the expected score's table).
func (c Cache) load(v *scoresheet.Variant, choices scoresheet.Choices, theta float64) (*optimal.Table, Outcome, error) {
	if v.SavedRolls {
		if theta != 0 {
			return nil, Built, fmt.Errorf("%s's risk tables: %w", v.ID, optimal.ErrSavedRolls)
		}
		return c.loadSaved(v, choices, optimal.SavedCap)
	}
	path := c.path(v, choices, theta)
	read := func(r io.Reader) (*optimal.Table, error) { return decode(r, v, choices, theta) }
	t, outcome, ok := cached(path, read)
	if ok {
		return t, outcome, nil
	}
	defer c.lock(path)()
	if t, _, ok := cached(path, read); ok {
		return t, Read, nil // the other process saved it while this one waited
	}
	t, err := solve(v, choices, theta, c.Progress)
	if err != nil {
		return nil, outcome, err
	}
	return t, outcome, c.save(path, t)
}

// LoadNear returns what advice on st needs of v's table under rules: read
// from the cache, only the blocks it needs (each checked), if they are
// whole; else from the whole table, as Load has it (read, or worked out
// and saved, with the same outcome and error).
func (c Cache) LoadNear(v *scoresheet.Variant, choices scoresheet.Choices, st optimal.State) (*optimal.Near, Outcome, error) {
	return c.loadNear(v, choices, 0, st)
}

// loadNear is LoadNear for risk θ (0: the expected score's table).
func (c Cache) loadNear(v *scoresheet.Variant, choices scoresheet.Choices, theta float64, st optimal.State) (*optimal.Near, Outcome, error) {
	var n *optimal.Near
	var err error
	if v.SavedRolls && theta == 0 {
		l, err := levels(v, choices, optimal.SavedCap)
		if err != nil {
			return nil, Built, err
		}
		if _, err := l.NearMasks(st); err != nil {
			return nil, Built, err // the sheet, not the cache, is wrong
		}
		if n, err = c.loadNearSaved(l, v, choices, st); err == nil {
			return n, Read, nil
		}
		// Missing or damaged: the levels are checked, those not whole
		// worked out again, and the blocks read again.
		outcome, err := c.prepareSaved(context.Background(), v, choices, optimal.SavedCap)
		if err != nil {
			return nil, outcome, err
		}
		n, err = c.loadNearSaved(l, v, choices, st)
		return n, outcome, err
	} else {
		n, err = readNear(c.path(v, choices, theta), v, choices, theta, st)
	}
	switch {
	case err == nil:
		return n, Read, nil
	case errors.Is(err, errSheet):
		if _, err := optimal.NearBlocks(v, choices, st); err != nil {
			return nil, Built, err // the sheet, not the file, is wrong
		}
	}
	t, outcome, err := c.load(v, choices, theta)
	if t == nil {
		return nil, outcome, err
	}
	n, nerr := t.Near(st)
	if nerr != nil {
		return nil, outcome, nerr
	}
	return n, outcome, err
}

// Prepare makes sure the cache holds v's table under rules, whole: read,
// or worked out and saved. Unlike Load, a table that cannot be saved is
// an error. Temporary files left by writes that were killed go.
func (c Cache) Prepare(v *scoresheet.Variant, choices scoresheet.Choices) (Outcome, error) {
	return c.prepare(v, choices, 0)
}

// PrepareRisk is Prepare for the risk table of θ (0: the expected
// score's).
func (c Cache) PrepareRisk(v *scoresheet.Variant, choices scoresheet.Choices, theta float64) (Outcome, error) {
	return c.prepare(v, choices, theta)
}

func (c Cache) prepare(v *scoresheet.Variant, choices scoresheet.Choices, theta float64) (Outcome, error) {
	if v.SavedRolls && theta == 0 {
		return c.prepareSaved(context.Background(), v, choices, optimal.SavedCap)
	}
	_, outcome, err := c.load(v, choices, theta)
	if err == nil {
		path := c.path(v, choices, theta)
		unlock := c.lock(path) // no other process writes it while this one holds it
		c.tidy(path)
		unlock()
	}
	return outcome, err
}

// stale is how old a temporary file of the cache must be to be taken for
// one left by a write that was killed: a write takes seconds at most.
const stale = time.Hour

// tidy removes the cache's temporary files (renameio's, ".NAME" and a
// number) of writes that were killed: those of path, which the caller is
// about to write holding its lock (no other process writes it then), and
// any over an hour old.
func (c Cache) tidy(path string) {
	entries, err := os.ReadDir(c.Dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		name := e.Name()
		if !strings.HasPrefix(name, ".optimal-v") && !strings.HasPrefix(name, ".start-v") && !strings.HasPrefix(name, ".saved-v") {
			continue
		}
		i := strings.Index(name, ".bin")
		if i < 0 || !outfile.IsLeftover(name[1:i+len(".bin")], name) {
			continue // not a pending file: someone's own
		}
		mine := path != "" && name[1:i+len(".bin")] == filepath.Base(path)
		if info, err := e.Info(); err == nil && info.Mode().IsRegular() && (mine || time.Since(info.ModTime()) > stale) {
			os.Remove(filepath.Join(c.Dir, name))
		}
	}
}

// cached reads the file at path with decode: the value and Read, or
// what working it out instead will be (Built: there is no file; Rebuilt:
// the file is not trusted).
func cached[T any](path string, decode func(io.Reader) (T, error)) (T, Outcome, bool) {
	var none T
	f, err := os.Open(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) || errors.Is(err, syscall.ENOTDIR) {
			return none, Built, false // no file, or no folder for one
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
	if v.SavedRolls {
		return c.CachedCap(v, choices, optimal.SavedCap)
	}
	f, err := os.Open(c.Path(v, choices))
	if err != nil {
		return nil, false
	}
	defer f.Close()
	t, err := decode(f, v, choices, 0)
	return t, err == nil
}

// header is a file's first bytes: what it holds (magic), the version,
// the variant and rules, the values' block length (a table's; 0 for a
// file without blocks) and their number, last.
func header(magic string, v *scoresheet.Variant, choices scoresheet.Choices, block, n int) []byte {
	var b bytes.Buffer
	b.WriteString(magic)
	binary.Write(&b, binary.LittleEndian, uint32(version))
	fmt.Fprintf(&b, "%s %s\n", v.Key(), choices.Joker)
	binary.Write(&b, binary.LittleEndian, uint32(block))
	binary.Write(&b, binary.LittleEndian, uint64(n))
	return b.Bytes()
}

// A table's file is its header and a CRC-32C of it, the checksum of each
// block of values (blockSum), and the values, little-endian float64s,
// block after block. A block is trusted only with its checksum: a
// damaged checksum makes its block untrusted, never a damaged block
// trusted (but by chance, one in 2^32), so that advice reads the header,
// and of the rest only its blocks and their checksums.

// blockSum is the checksum of block b, whose values' bytes are data: its
// number is in it, so that a block in another's place is not trusted.
func blockSum(b int, data []byte) uint32 {
	var n [4]byte
	binary.LittleEndian.PutUint32(n[:], uint32(b))
	return crc32c.UpdateLong(crc32c.ChecksumLong(n[:]), data)
}

// blockSumShort is blockSum by the byte table (crc32c.Update): the same
// checksum, for a command that checks a few kilobytes of blocks and
// would spend more building the instruction path's tables (0.2 ms) than
// hashing them.
func blockSumShort(b int, data []byte) uint32 {
	var n [4]byte
	binary.LittleEndian.PutUint32(n[:], uint32(b))
	return crc32c.Update(crc32c.Checksum(n[:]), data)
}

// encode writes t to w.
func encode(w io.Writer, t *optimal.Table) error {
	v, choices, vals := t.Variant(), t.Choices().Normal(), t.Values()
	block, err := optimal.BlockLen(v, choices)
	if err != nil {
		return err
	}
	head := header(magicOf(t.Theta()), v, choices, block, len(vals))
	blocks := len(vals) / block
	sums := len(head) + 4
	b := make([]byte, sums+4*blocks+8*len(vals))
	copy(b, head)
	binary.LittleEndian.PutUint32(b[len(head):], crc32c.ChecksumLong(head))
	body := b[sums+4*blocks:]
	for i, x := range vals {
		binary.LittleEndian.PutUint64(body[8*i:], math.Float64bits(x))
	}
	for k := range blocks {
		binary.LittleEndian.PutUint32(b[sums+4*k:], blockSum(k, body[8*block*k:8*block*(k+1)]))
	}
	_, err = w.Write(b)
	return err
}

// decode reads a table written by encode from r. The values are read
// straight into the table's memory, which on a little-endian machine is
// already their layout: one 16.8 MB read, no second copy.
func decode(r io.Reader, v *scoresheet.Variant, choices scoresheet.Choices, theta float64) (*optimal.Table, error) {
	block, err := optimal.BlockLen(v, choices.Normal())
	if err != nil {
		return nil, err
	}
	head, blocks, err := readHead(r, v, choices, theta, block)
	if err != nil {
		return nil, err
	}
	b := make([]byte, 4*blocks)
	if _, err := io.ReadFull(r, b); err != nil {
		return nil, err
	}
	vals := make([]float64, blocks*block)
	body := unsafe.Slice((*byte)(unsafe.Pointer(&vals[0])), 8*len(vals))
	if _, err := io.ReadFull(r, body); err != nil {
		return nil, err
	}
	if k, _ := io.ReadFull(r, head[:1]); k != 0 {
		return nil, errors.New("more follows the values")
	}
	for k := range blocks {
		if blockSum(k, body[8*block*k:8*block*(k+1)]) != binary.LittleEndian.Uint32(b[4*k:]) {
			return nil, fmt.Errorf("block %d: checksum does not match", k)
		}
	}
	fromLittleEndian(vals, body)
	if theta != 0 {
		return optimal.FromRiskValues(v, choices, theta, vals)
	}
	return optimal.FromValues(v, choices, vals)
}

// readHead reads a table file's header and its checksum from r, which
// must be of v under choices with blocks of block values, and checks
// them: it returns the header and the number of blocks.
func readHead(r io.Reader, v *scoresheet.Variant, choices scoresheet.Choices, theta float64, block int) (head []byte, blocks int, err error) {
	want := header(magicOf(theta), v, choices.Normal(), block, 0)
	b := make([]byte, len(want)+4)
	if _, err := io.ReadFull(r, b); err != nil {
		return nil, 0, err
	}
	head = b[:len(want)]
	if crc32c.ChecksumLong(head) != binary.LittleEndian.Uint32(b[len(want):]) {
		return nil, 0, errors.New("the header's checksum does not match")
	}
	if !bytes.Equal(head[:len(want)-8], want[:len(want)-8]) {
		return nil, 0, errors.New("another version, variant or rule")
	}
	n := binary.LittleEndian.Uint64(head[len(want)-8:])
	if n == 0 || n > 1<<24 || n%uint64(block) != 0 {
		return nil, 0, errors.New("the number of values cannot be")
	}
	return head, int(n / uint64(block)), nil
}

// fromLittleEndian sets vals from their bytes, body (vals' own memory),
// on a machine that is not little-endian.
func fromLittleEndian(vals []float64, body []byte) {
	if binary.NativeEndian.Uint16([]byte{1, 0}) != 1 { // big-endian
		for i := range vals {
			vals[i] = math.Float64frombits(binary.LittleEndian.Uint64(body[8*i:]))
		}
	}
}

// errSheet is readNear's when the sheet is wrong, not the file.
var errSheet = errors.New("the sheet, not the file")

// readNear reads from the table file at path what advice on st needs:
// the header, and the blocks optimal.NearBlocks lists with their
// checksums, each checked. A sheet that cannot be is an error that
// errors.Is reports as errSheet.
func readNear(path string, v *scoresheet.Variant, choices scoresheet.Choices, theta float64, st optimal.State) (*optimal.Near, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var blocks int
	var at int64 // where the checksums begin
	read := false
	n, err := fromNear(v, choices, theta, st, func(b int, vals []float64) error {
		if !read { // the header, before the first block
			read = true
			head, k, err := readHead(f, v, choices, theta, len(vals))
			if err != nil {
				return err
			}
			blocks, at = k, int64(len(head)+4)
			if fi, err := f.Stat(); err != nil || fi.Size() != at+int64((4+8*len(vals))*blocks) {
				return errors.New("the file is not as long as its header says")
			}
		}
		if b >= blocks {
			return errors.New("no such block")
		}
		var sum [4]byte
		if _, err := f.ReadAt(sum[:], at+int64(4*b)); err != nil {
			return err
		}
		body := unsafe.Slice((*byte)(unsafe.Pointer(&vals[0])), 8*len(vals))
		if _, err := f.ReadAt(body, at+int64(4*blocks+8*len(vals)*b)); err != nil {
			return err
		}
		if blockSum(b, body) != binary.LittleEndian.Uint32(sum[:]) {
			return fmt.Errorf("block %d: checksum does not match", b)
		}
		fromLittleEndian(vals, body)
		return nil
	})
	if err != nil && !read {
		return nil, fmt.Errorf("%w: %w", errSheet, err)
	}
	return n, err
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
	binary.LittleEndian.PutUint32(b[end:], crc32c.ChecksumLong(b[:end]))
	_, err := w.Write(b)
	return err
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
	crc := crc32c.UpdateLong(crc32c.ChecksumLong(head), body)
	var tail [5]byte
	if k, _ := io.ReadFull(r, tail[:]); k != 4 {
		return nil, errors.New("the checksum is missing, or more follows it")
	}
	if crc != binary.LittleEndian.Uint32(tail[:4]) {
		return nil, errors.New("checksum does not match")
	}
	fromLittleEndian(vals, body)
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
	c.tidy(path)
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
		vals, err := decodeValues(r, header(startMagic, v, choices, 0, 0))
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
		return encodeValues(w, header(startMagic, v, choices, 0, len(vals)), vals)
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
	unlock, ok, err := holdLock(path+".lock", true)
	if err != nil || !ok {
		return func() {}
	}
	return unlock
}

// holdLock takes the lock of the lock file at path (gofrs/flock, which
// the system lets go of when the process ends, however it ends), waiting
// for it if wait, else reporting whether it was free; release removes
// the file and lets go of the lock, so that no lock file is left behind.
//
// Removing a lock file is safe only as done here: a process waiting for
// the lock holds the file it opened, which is no longer at path once
// removed, and one that comes after makes a new file there; both would
// get "the lock". So a lock is held only if the file locked is still the
// one at path (the same file, after the lock is taken); else it is let
// go of and the file at path is locked instead. The file at path is
// removed only by the one holding its lock, so two holders never both
// find their file at path. A process killed (kill -9) leaves its file,
// unlocked: the next takes it, and removes it when done.
func holdLock(path string, wait bool) (release func(), ok bool, err error) {
	for range 1000 { // each turn a lock file removed as it was taken: bounded
		l := flock.New(path)
		if wait {
			err = l.Lock()
			ok = err == nil
		} else {
			ok, err = l.TryLock()
		}
		if err != nil || !ok {
			l.Close()
			return nil, false, err
		}
		held, herr := l.Stat()
		there, perr := os.Stat(path)
		if herr == nil && perr == nil && os.SameFile(held, there) {
			return func() {
				os.Remove(path)
				l.Unlock()
			}, true, nil
		}
		l.Unlock() // the file locked was removed as it was taken: the one at path now
	}
	return nil, false, errors.New("the lock file is removed again and again")
}
