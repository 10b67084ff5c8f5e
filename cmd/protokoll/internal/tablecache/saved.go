package tablecache

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"
	"sync"

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
// levels done and ends with the same bytes. A level's file is
//
//   - its header (savedHeader) and a CRC-32C of it;
//   - the index: for each block (the states of one set of filled boxes,
//     in increasing order of masks) where its code begins in the codes
//     and its checksum (blockSum of its number and its code), uint32s;
//     then where the codes end;
//   - the codes, block after block (savedcode.go: the uint16 hundredths
//     of a point of the block, losslessly, in about a third of the bytes).
//
// Advice reads the headers of the two levels it needs and its dozen
// blocks (an entry of the index and a code each), each checked; a
// damaged block is never trusted.

const savedMagic = "protokoll saved-rolls level\n"

// savedVersion changes whenever the values or the layout of the level
// files could change. 3: uint16 values as they are. 4: coded
// (savedcode.go), with an index; files of 3 are not read (their names
// differ) and are removed as the levels of 4 are written.
const savedVersion = 4

// savedPath is the file of level k of v's table for at most cap saved
// rolls.
func (c Cache) savedPath(v *scoresheet.Variant, choices scoresheet.Choices, cap, k int) string {
	return filepath.Join(c.Dir, fmt.Sprintf("saved-v%d-%s-c%d-level%02d.bin", savedVersion, v.Key(), cap, k))
}

// savedHeader is a level file's first bytes.
func savedHeader(v *scoresheet.Variant, choices scoresheet.Choices, cap, k, blocks, n int) []byte {
	var b bytes.Buffer
	b.WriteString(savedMagic)
	binary.Write(&b, binary.LittleEndian, uint32(savedVersion))
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
	index := make([]byte, len(head)+4+8*blocks+4)
	copy(index, head)
	binary.LittleEndian.PutUint32(index[len(head):], crc32c.ChecksumLong(head))
	entries := index[len(head)+4:]
	codes := make([]byte, 0, len(vals)) // about two thirds of it
	for i, m := range l.Masks(k) {
		_, _, at, n := l.Block(m)
		from := len(codes)
		codes = encodeBlock(codes, vals[at:at+n], l.Classes(m))
		if len(codes) > math.MaxUint32 {
			return errors.New("a level's codes do not fit its index")
		}
		binary.LittleEndian.PutUint32(entries[8*i:], uint32(from))
		binary.LittleEndian.PutUint32(entries[8*i+4:], blockSum(i, codes[from:]))
	}
	binary.LittleEndian.PutUint32(entries[8*blocks:], uint32(len(codes)))
	if _, err := w.Write(index); err != nil {
		return err
	}
	_, err := w.Write(codes)
	return err
}

// levelFile is a level's file opened, its header checked.
type levelFile struct {
	f      *os.File
	blocks int
	at     int64 // where the index begins
	codes  int64 // where the codes begin
	end    int64 // their length
	// few: the blocks are checked by the byte table (blockSumShort), for
	// advice, which reads a dozen.
	few bool
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
	case crc32c.Checksum(b[:len(want)]) != binary.LittleEndian.Uint32(b[len(want):]): // a hundred bytes
		err = errors.New("the header's checksum does not match")
	case !bytes.Equal(b[:len(want)], want):
		err = errors.New("another version, variant, rule or layout")
	}
	blocks := l.Blocks(k)
	lf := &levelFile{f: f, blocks: blocks, at: int64(len(b)), codes: int64(len(b) + 8*blocks + 4)}
	if err == nil {
		var end [4]byte
		_, err = f.ReadAt(end[:], lf.codes-4)
		lf.end = int64(binary.LittleEndian.Uint32(end[:]))
		if fi, serr := f.Stat(); err == nil && (serr != nil || fi.Size() != lf.codes+lf.end) {
			err = errors.New("the file is not as long as its index says")
		}
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return lf, nil
}

// block reads block i into vals (rows of nc classes), checked.
func (lf *levelFile) block(i, nc int, vals []uint16) error {
	var entry [12]byte // where its code begins, its checksum, where it ends
	if _, err := lf.f.ReadAt(entry[:], lf.at+int64(8*i)); err != nil {
		return err
	}
	from, to := int64(binary.LittleEndian.Uint32(entry[:])), int64(binary.LittleEndian.Uint32(entry[8:]))
	if from > to || to > lf.end {
		return fmt.Errorf("block %d: the index cannot be", i)
	}
	code := make([]byte, to-from)
	if _, err := lf.f.ReadAt(code, lf.codes+from); err != nil {
		return err
	}
	sumOf := blockSum
	if lf.few {
		sumOf = blockSumShort
	}
	if sumOf(i, code) != binary.LittleEndian.Uint32(entry[4:]) {
		return fmt.Errorf("block %d: checksum does not match", i)
	}
	if err := decodeBlock(code, vals, nc); err != nil {
		return fmt.Errorf("block %d: %v", i, err)
	}
	return nil
}

// readLevel reads level k whole, every block checked.
func (c Cache) readLevel(l *optimal.Levels, v *scoresheet.Variant, choices scoresheet.Choices, k int) ([]uint16, error) {
	vals := make([]uint16, l.Len(k))
	if err := c.scanLevel(l, v, choices, k, vals); err != nil {
		return nil, err
	}
	return vals, nil
}

// scanLevel reads level k's file whole and checks its header, index and
// every block's checksum, and decodes its blocks into vals unless nil.
func (c Cache) scanLevel(l *optimal.Levels, v *scoresheet.Variant, choices scoresheet.Choices, k int, vals []uint16) error {
	lf, err := c.openLevel(l, v, choices, k)
	if err != nil {
		return err
	}
	defer lf.f.Close()
	body := make([]byte, lf.codes-lf.at+lf.end)
	if _, err := lf.f.ReadAt(body, lf.at); err != nil {
		return err
	}
	entries, codes := body[:8*lf.blocks+4], body[8*lf.blocks+4:]
	for i, m := range l.Masks(k) {
		from, to := binary.LittleEndian.Uint32(entries[8*i:]), binary.LittleEndian.Uint32(entries[8*i+8:])
		if from > to || int64(to) > lf.end {
			return fmt.Errorf("level %d, block %d: the index cannot be", k, i)
		}
		if blockSum(i, codes[from:to]) != binary.LittleEndian.Uint32(entries[8*i+4:]) {
			return fmt.Errorf("level %d, block %d: checksum does not match", k, i)
		}
		if vals == nil {
			continue
		}
		_, _, at, n := l.Block(m)
		if err := decodeBlock(codes[from:to], vals[at:at+n], l.Classes(m)); err != nil {
			return fmt.Errorf("level %d, block %d: %v", k, i, err)
		}
	}
	return nil
}

// wholeLevels finds the levels of the table in the cache whole, from the
// full sheet down to level to at most, each file read and its blocks'
// checksums checked: the lowest, from (Boxes: none), where the work
// resumes, and its values if it is above to (the work is not done), the
// only level decoded.
func (c Cache) wholeLevels(ctx context.Context, l *optimal.Levels, v *scoresheet.Variant, choices scoresheet.Choices, to int) (from int, have []uint16, err error) {
	from = l.Boxes()
	for k := l.Boxes() - 1; k >= to; k-- {
		if err := ctx.Err(); err != nil {
			return 0, nil, err
		}
		if c.scanLevel(l, v, choices, k, nil) != nil {
			break
		}
		from = k
	}
	for ; from > to && from < l.Boxes(); from++ {
		if have, err = c.readLevel(l, v, choices, from); err == nil {
			break // else its code is not whole: the level above is where the work resumes
		}
	}
	return from, have, nil
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

// savedReader reads a block of the level files, checked: a level's file
// is opened and its header checked at its first block, and kept open for
// the reader's later blocks (chances read thousands; opening the file
// for each took most of the reading), until the reader is let go of (an
// os.File closes itself then).
func (c Cache) savedReader(l *optimal.Levels, v *scoresheet.Variant, choices scoresheet.Choices) func(mask int, vals []uint16) error {
	var mu sync.Mutex
	open := make([]*levelFile, l.Boxes())
	return func(mask int, vals []uint16) error {
		k, i, _, _ := l.Block(mask)
		mu.Lock()
		lf := open[k]
		if lf == nil {
			var err error
			if lf, err = c.openLevel(l, v, choices, k); err != nil {
				mu.Unlock()
				return err
			}
			open[k] = lf
		}
		mu.Unlock()
		return lf.block(i, l.Classes(mask), vals)
	}
}

// prepareSaved makes sure every level of v's table with at most cap
// saved rolls is in the cache, whole: the levels whose files are whole
// (from the full sheet down, each read and checked) are kept, and the
// work resumes below them. It returns Read when nothing was to do, Built
// when no level was there, Rebuilt otherwise.
//
// When ctx is done (Ctrl-C) the work stops within a few blocks, the
// level being worked out is lost, and prepareSaved returns ctx's error,
// its lock let go of and its lock file removed.
func (c Cache) prepareSaved(ctx context.Context, v *scoresheet.Variant, choices scoresheet.Choices, cap int) (Outcome, error) {
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
	from, have, err := c.wholeLevels(ctx, l, v, choices, 0)
	if err != nil {
		return Built, err
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
	}, func(s optimal.SolveStep) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		if c.Progress != nil {
			c.Progress(s.Done)
		}
		return nil
	})
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
	rest := strings.TrimPrefix(filepath.Base(path), fmt.Sprintf("saved-v%d-", savedVersion))
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
	outcome, err := c.prepareSaved(context.Background(), v, choices, cap)
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
	return c.prepareSaved(context.Background(), v, choices, cap)
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
		k, i, _, _ := l.Block(mask)
		lf, ok := files[k]
		if !ok {
			var err error
			if lf, err = c.openLevel(l, v, choices, k); err != nil {
				return err
			}
			lf.few = true
			files[k] = lf
		}
		return lf.block(i, l.Classes(mask), vals)
	})
}
