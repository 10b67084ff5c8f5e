package tablecache

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/crc32c"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/outfile"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// A game with saved rolls (maxi) is worked out level by level, from the
// full sheet down (optimal.Levels), for minutes: each level (the states of
// as many boxes filled) is a file of its own, written whole as soon as it
// is done, so that a prepare killed (Ctrl-C, kill -9, the machine) loses
// at most the level it was working on, and the next resumes from the
// levels done and ends with the same bytes. A level's file is its
// header and a CRC-32C of it, the checksum of each block (the states of
// one set of filled boxes: its number and its values, as blockSum), and
// the values, little-endian uint16 hundredths of a point, block after
// block. Advice reads
// the headers of the two levels it needs and its dozen blocks, each
// checked; a damaged block is never trusted.

const savedMagic = "protokoll saved-rolls level\n"

// savedPath is the file of level k of v's table for at most cap saved
// rolls.
func (c Cache) savedPath(v *scoresheet.Variant, choices scoresheet.Choices, cap, k int) string {
	return filepath.Join(c.Dir, fmt.Sprintf("saved-v%d-%s-c%d-level%02d.bin", version, v.Key(), cap, k))
}

// savedHeader is a level file's first bytes.
func savedHeader(v *scoresheet.Variant, choices scoresheet.Choices, cap, k, blocks, n int) []byte {
	var b bytes.Buffer
	b.WriteString(savedMagic)
	binary.Write(&b, binary.LittleEndian, uint32(version))
	fmt.Fprintf(&b, "%s %s\n", v.Key(), choices.Normal().Joker)
	for _, x := range []int{cap, k, blocks, n} {
		binary.Write(&b, binary.LittleEndian, uint64(x))
	}
	return b.Bytes()
}

// encodeLevel writes level k's values vals to w.
func encodeLevel(w io.Writer, l *optimal.Levels, v *scoresheet.Variant, choices scoresheet.Choices, k int, vals []uint16) error {
	head := savedHeader(v, choices, l.Cap(), k, l.Blocks(k), len(vals))
	blocks := l.Blocks(k)
	sums := len(head) + 4
	b := make([]byte, sums+4*blocks+2*len(vals))
	copy(b, head)
	binary.LittleEndian.PutUint32(b[len(head):], crc32c.ChecksumLong(head))
	body := b[sums+4*blocks:]
	for i, x := range vals {
		binary.LittleEndian.PutUint16(body[2*i:], x)
	}
	for _, m := range l.Masks(k) {
		_, i, at, n := l.Block(m)
		binary.LittleEndian.PutUint32(b[sums+4*i:], blockSum(i, body[2*at:2*(at+n)]))
	}
	_, err := w.Write(b)
	return err
}

// levelFile is a level's file opened, its header checked.
type levelFile struct {
	f      *os.File
	blocks int
	at     int64 // where the checksums begin
}

// openLevel opens level k's file and checks its header and length.
func (c Cache) openLevel(l *optimal.Levels, v *scoresheet.Variant, choices scoresheet.Choices, k int) (*levelFile, error) {
	f, err := os.Open(c.savedPath(v, choices, l.Cap(), k))
	if err != nil {
		return nil, err
	}
	want := savedHeader(v, choices, l.Cap(), k, l.Blocks(k), l.Len(k))
	b := make([]byte, len(want)+4)
	if _, err := io.ReadFull(f, b); err != nil {
		f.Close()
		return nil, err
	}
	switch {
	case crc32c.ChecksumLong(b[:len(want)]) != binary.LittleEndian.Uint32(b[len(want):]):
		err = errors.New("the header's checksum does not match")
	case !bytes.Equal(b[:len(want)], want):
		err = errors.New("another version, variant, rule or layout")
	}
	lf := &levelFile{f: f, blocks: l.Blocks(k), at: int64(len(b))}
	if err == nil {
		if fi, serr := f.Stat(); serr != nil || fi.Size() != lf.at+int64(4*lf.blocks+2*l.Len(k)) {
			err = errors.New("the file is not as long as its header says")
		}
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return lf, nil
}

// block reads block i (values at … at+len(vals) of the level) into vals,
// checked.
func (lf *levelFile) block(i, at int, vals []uint16) error {
	var sum [4]byte
	if _, err := lf.f.ReadAt(sum[:], lf.at+int64(4*i)); err != nil {
		return err
	}
	body := make([]byte, 2*len(vals))
	if _, err := lf.f.ReadAt(body, lf.at+int64(4*lf.blocks+2*at)); err != nil {
		return err
	}
	if blockSum(i, body) != binary.LittleEndian.Uint32(sum[:]) {
		return fmt.Errorf("block %d: checksum does not match", i)
	}
	for j := range vals {
		vals[j] = binary.LittleEndian.Uint16(body[2*j:])
	}
	return nil
}

// readLevel reads level k whole, every block checked.
func (c Cache) readLevel(l *optimal.Levels, v *scoresheet.Variant, choices scoresheet.Choices, k int) ([]uint16, error) {
	lf, err := c.openLevel(l, v, choices, k)
	if err != nil {
		return nil, err
	}
	defer lf.f.Close()
	body := make([]byte, 4*lf.blocks+2*l.Len(k))
	if _, err := lf.f.ReadAt(body, lf.at); err != nil {
		return nil, err
	}
	sums, data := body[:4*lf.blocks], body[4*lf.blocks:]
	vals := make([]uint16, l.Len(k))
	for _, m := range l.Masks(k) {
		_, i, at, n := l.Block(m)
		if blockSum(i, data[2*at:2*(at+n)]) != binary.LittleEndian.Uint32(sums[4*i:]) {
			return nil, fmt.Errorf("level %d, block %d: checksum does not match", k, i)
		}
	}
	for j := range vals {
		vals[j] = binary.LittleEndian.Uint16(data[2*j:])
	}
	return vals, nil
}

// levels returns the layout of v's table with saved rolls, at most cap.
func levels(v *scoresheet.Variant, choices scoresheet.Choices, cap int) (*optimal.Levels, error) {
	return optimal.NewLevels(v, choices.Normal(), cap)
}

// savedReady reports whether every level's file of the table is there
// with a good header (their blocks are checked as they are read).
func (c Cache) savedReady(l *optimal.Levels, v *scoresheet.Variant, choices scoresheet.Choices) bool {
	for k := range l.Boxes() {
		lf, err := c.openLevel(l, v, choices, k)
		if err != nil {
			return false
		}
		lf.f.Close()
	}
	return true
}

// savedTable returns the table read from the level files a block at a
// time, each checked when first read (the file opened for it).
func (c Cache) savedTable(l *optimal.Levels, v *scoresheet.Variant, choices scoresheet.Choices) *optimal.Table {
	return l.Table(c.savedReader(l, v, choices))
}

// savedReader reads a block of the level files: each read opens the
// level's file, checks its header and the block.
func (c Cache) savedReader(l *optimal.Levels, v *scoresheet.Variant, choices scoresheet.Choices) func(mask int, vals []uint16) error {
	return func(mask int, vals []uint16) error {
		k, i, at, _ := l.Block(mask)
		lf, err := c.openLevel(l, v, choices, k)
		if err != nil {
			return err
		}
		defer lf.f.Close()
		return lf.block(i, at, vals)
	}
}

// prepareSaved makes sure every level of v's table with at most cap
// saved rolls is in the cache, whole: the levels whose files are whole
// (from the full sheet down, each read and checked) are kept, and the
// work resumes below them. It returns Read when nothing was to do, Built
// when no level was there, Rebuilt otherwise.
func (c Cache) prepareSaved(v *scoresheet.Variant, choices scoresheet.Choices, cap int) (Outcome, error) {
	l, err := levels(v, choices, cap)
	if err != nil {
		return Built, err
	}
	if err := os.MkdirAll(c.Dir, 0o755); err != nil {
		return Built, msg.Errorf("cannot write %s: %v", c.Dir, outfile.Reason(err))
	}
	defer c.lock(c.savedPath(v, choices, cap, 0))()
	for k := range l.Boxes() {
		c.tidy(c.savedPath(v, choices, cap, k)) // what writes killed left of them
	}
	// The levels whole from the top down: the work resumes below them.
	from := l.Boxes()
	var have []uint16
	for k := l.Boxes() - 1; k >= 0; k-- {
		vals, err := c.readLevel(l, v, choices, k)
		if err != nil {
			break
		}
		from, have = k, vals
	}
	if from == 0 {
		return Read, nil
	}
	outcome := Built
	if from < l.Boxes() {
		outcome = Rebuilt
	}
	err = l.Solve(from, have, func(k int, vals []uint16) error {
		if err := c.writeLevel(l, v, choices, k, vals); err != nil {
			return err
		}
		if c.Level != nil {
			c.Level(l.Boxes()-k, k)
		}
		return nil
	}, c.Progress)
	return outcome, err
}

// writeLevel writes level k's file whole (outfile: a temporary file,
// synced, renamed).
func (c Cache) writeLevel(l *optimal.Levels, v *scoresheet.Variant, choices scoresheet.Choices, k int, vals []uint16) error {
	path := c.savedPath(v, choices, l.Cap(), k)
	if err := outfile.WriteWith(path, 0o666, func(w io.Writer) error { return encodeLevel(w, l, v, choices, k, vals) }); err != nil {
		return err
	}
	// Files of older versions are never read again: a table is hundreds
	// of megabytes.
	rest := strings.TrimPrefix(filepath.Base(path), fmt.Sprintf("saved-v%d-", version))
	old, _ := filepath.Glob(filepath.Join(c.Dir, "saved-v*-"+rest))
	for _, o := range old {
		if o != path {
			os.Remove(o)
		}
	}
	return nil
}

// loadSaved returns v's table with at most cap saved rolls, read from
// the cache a block at a time, the levels missing worked out first.
func (c Cache) loadSaved(v *scoresheet.Variant, choices scoresheet.Choices, cap int) (*optimal.Table, Outcome, error) {
	l, err := levels(v, choices, cap)
	if err != nil {
		return nil, Built, err
	}
	if c.savedReady(l, v, choices) {
		return c.savedTable(l, v, choices), Read, nil
	}
	outcome, err := c.prepareSaved(v, choices, cap)
	if err != nil {
		return nil, outcome, err
	}
	return c.savedTable(l, v, choices), outcome, nil
}

// LoadCap is Load for a game with saved rolls with at most cap saved
// (optimal.SavedCap is Load's; 0: every turn three rolls, those not used
// lost, a house rule's table). The table reads the cache a block at a
// time, each block checked when first needed: a damaged one is an error
// of the advice that needs it.
func (c Cache) LoadCap(v *scoresheet.Variant, choices scoresheet.Choices, cap int) (*optimal.Table, Outcome, error) {
	if !v.SavedRolls {
		return nil, Built, fmt.Errorf("%s has no saved rolls", v.ID)
	}
	return c.loadSaved(v, choices, cap)
}

// PrepareCap is Prepare for a game with saved rolls with at most cap
// saved: every level read and checked, and those missing or damaged
// worked out again (from the lowest level whole above them).
func (c Cache) PrepareCap(v *scoresheet.Variant, choices scoresheet.Choices, cap int) (Outcome, error) {
	if !v.SavedRolls {
		return Built, fmt.Errorf("%s has no saved rolls", v.ID)
	}
	return c.prepareSaved(v, choices, cap)
}

// CachedCap returns the table of a game with saved rolls if every level
// of it is in the cache, without working any out.
func (c Cache) CachedCap(v *scoresheet.Variant, choices scoresheet.Choices, cap int) (*optimal.Table, bool) {
	l, err := levels(v, choices, cap)
	if err != nil || !c.savedReady(l, v, choices) {
		return nil, false
	}
	return c.savedTable(l, v, choices), true
}

// loadNearSaved reads what advice on st needs of v's table with saved
// rolls, laid out as l: the blocks of its level and the next, each
// checked.
func (c Cache) loadNearSaved(l *optimal.Levels, v *scoresheet.Variant, choices scoresheet.Choices, st optimal.State) (*optimal.Near, error) {
	// Each of the two levels opened once.
	files := map[int]*levelFile{}
	defer func() {
		for _, lf := range files {
			lf.f.Close()
		}
	}()
	return l.FromNear(st, func(mask int, vals []uint16) error {
		k, i, at, _ := l.Block(mask)
		lf, ok := files[k]
		if !ok {
			var err error
			if lf, err = c.openLevel(l, v, choices, k); err != nil {
				return err
			}
			files[k] = lf
		}
		return lf.block(i, at, vals)
	})
}
