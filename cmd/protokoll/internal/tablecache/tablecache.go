// Package tablecache keeps the optimal-play tables in the user's cache
// folder, so that they are worked out once. A file is versioned and
// checksummed and written whole (a temporary file, synced, then renamed);
// one that is damaged, of another version or of other rules is rebuilt,
// never trusted.
package tablecache

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
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
	if joker == "" || !v.FiveOfAKindBonus {
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
	data, err := os.ReadFile(path)
	outcome := Built
	if err == nil {
		if t, err := decode(data, v, rules); err == nil {
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
	return t, outcome, c.save(path, encode(t))
}

func header(v *scoresheet.Variant, rules scoresheet.Rules, n int) []byte {
	var b bytes.Buffer
	b.WriteString(magic)
	binary.Write(&b, binary.LittleEndian, uint32(version))
	fmt.Fprintf(&b, "%s %s\n", v.ID, rules.Joker)
	binary.Write(&b, binary.LittleEndian, uint64(n))
	return b.Bytes()
}

func encode(t *optimal.Table) []byte {
	values := t.Values()
	out := header(t.Variant(), normal(t.Variant(), t.Rules()), len(values))
	for _, x := range values {
		out = binary.LittleEndian.AppendUint64(out, math.Float64bits(x))
	}
	sum := sha256.Sum256(out)
	return append(out, sum[:]...)
}

func decode(data []byte, v *scoresheet.Variant, rules scoresheet.Rules) (*optimal.Table, error) {
	if len(data) < sha256.Size {
		return nil, errors.New("too short")
	}
	body, sum := data[:len(data)-sha256.Size], data[len(data)-sha256.Size:]
	if got := sha256.Sum256(body); !bytes.Equal(got[:], sum) {
		return nil, errors.New("checksum does not match")
	}
	want := header(v, normal(v, rules), 0)
	if len(body) < len(want) || !bytes.Equal(body[:len(want)-8], want[:len(want)-8]) {
		return nil, errors.New("another version, variant or rule")
	}
	n := binary.LittleEndian.Uint64(body[len(want)-8 : len(want)])
	rest := body[len(want):]
	if uint64(len(rest)) != 8*n {
		return nil, errors.New("length does not match")
	}
	vals := make([]float64, n)
	for i := range vals {
		vals[i] = math.Float64frombits(binary.LittleEndian.Uint64(rest[8*i:]))
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

// save writes data to path whole: a temporary file beside it, synced, then
// renamed over it.
func (c Cache) save(path string, data []byte) error {
	if err := os.MkdirAll(c.Dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(c.Dir, ".table-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(data); err != nil {
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
