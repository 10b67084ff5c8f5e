// Package tablecache keeps the optimal-play tables in the user's cache
// folder, so that they are worked out once. A file is versioned and
// checksummed and written whole (a temporary file, synced, then renamed);
// one that is damaged, of another version or of other rules is rebuilt,
// never trusted.
package tablecache

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"

	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// version changes whenever the solver's results could change.
const version = 1

const magic = "protokoll optimal table\n"

// A Cache is the folder the tables are kept in.
type Cache struct {
	Dir string
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
	return "", errors.New("no cache folder: set PROTOKOLL_CACHE or HOME")
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
	t, err := optimal.Solve(v, rules)
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

// encode writes t to w: the header, the values, and a SHA-256 of both. It
// streams, so saving needs no second copy of a table in memory.
func encode(w io.Writer, t *optimal.Table) error {
	values := t.Values()
	h := sha256.New()
	bw := bufio.NewWriter(io.MultiWriter(w, h))
	bw.Write(header(t.Variant(), normal(t.Variant(), t.Rules()), len(values)))
	var buf [8]byte
	for _, x := range values {
		binary.LittleEndian.PutUint64(buf[:], math.Float64bits(x))
		bw.Write(buf[:])
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	_, err := w.Write(h.Sum(nil))
	return err
}

// decode reads a table written by encode, streaming: the values go
// straight into the table, and the checksum is checked at the end.
func decode(r io.Reader, v *scoresheet.Variant, rules scoresheet.Rules) (*optimal.Table, error) {
	h := sha256.New()
	br := bufio.NewReader(r)
	tr := io.TeeReader(br, h)
	want := header(v, normal(v, rules), 0)
	got := make([]byte, len(want))
	if _, err := io.ReadFull(tr, got); err != nil {
		return nil, err
	}
	if !bytes.Equal(got[:len(want)-8], want[:len(want)-8]) {
		return nil, errors.New("another version, variant or rule")
	}
	n := binary.LittleEndian.Uint64(got[len(want)-8:])
	if n > 1<<24 {
		return nil, errors.New("too many values")
	}
	vals := make([]float64, n)
	var buf [8]byte
	for i := range vals {
		if _, err := io.ReadFull(tr, buf[:]); err != nil {
			return nil, err
		}
		vals[i] = math.Float64frombits(binary.LittleEndian.Uint64(buf[:]))
	}
	sum := make([]byte, sha256.Size)
	if _, err := io.ReadFull(br, sum); err != nil {
		return nil, err
	}
	if !bytes.Equal(sum, h.Sum(nil)) {
		return nil, errors.New("checksum does not match")
	}
	if _, err := br.ReadByte(); err != io.EOF {
		return nil, errors.New("more after the checksum")
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

// save writes t to path whole: a temporary file beside it, synced, then
// renamed over it.
func (c Cache) save(path string, t *optimal.Table) error {
	if err := os.MkdirAll(c.Dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(c.Dir, ".table-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if err := encode(tmp, t); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
