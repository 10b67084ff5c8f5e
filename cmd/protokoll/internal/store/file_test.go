package store

import (
	"encoding/json"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var created = time.Date(2026, 11, 30, 20, 0, 0, 0, time.UTC)

func newTestGame(t *testing.T, s Store, name string, records ...string) {
	t.Helper()
	j, err := s.Create(name, Header{Game: "yatzy", Created: created, Settings: json.RawMessage(`{"variant":"maxi"}`)})
	require.NoError(t, err)
	for _, r := range records {
		require.NoError(t, j.Append(json.RawMessage(r)))
	}
	require.NoError(t, j.Close())
}

func TestCreateAppendOpen(t *testing.T) {
	s := Store{Dir: filepath.Join(t.TempDir(), "games")}
	newTestGame(t, s, "kväll-1", `{"kind":"turn"}`, `{"kind":"undo"}`)

	data, err := os.ReadFile(filepath.Join(s.Dir, "kväll-1.jsonl"))
	require.NoError(t, err)
	// Each checksum goes on from the line's before it (format 3): worked
	// out apart, by a CRC-32C going on from the sum before.
	assert.Equal(t, `{"sum":"cdd24a12","protokoll":3,"game":"yatzy","created":"2026-11-30T20:00:00Z","settings":{"variant":"maxi"}}
{"sum":"d1222220","kind":"turn"}
{"sum":"d73fb348","kind":"undo"}
`, string(data))
	entries, err := os.ReadDir(s.Dir)
	require.NoError(t, err)
	require.Len(t, entries, 1, "no lock file, no temporary file")

	j, err := s.Open("kväll-1")
	require.NoError(t, err)
	assert.Equal(t, "yatzy", j.Header.Game)
	assert.JSONEq(t, `{"variant":"maxi"}`, string(j.Header.Settings))
	require.Len(t, j.Records, 2)
	assert.Equal(t, Record{Line: 3, Data: json.RawMessage(`{"kind":"undo"}`)}, j.Records[1])
	require.NoError(t, j.Append(map[string]string{"kind": "turn"}))
	assert.Equal(t, 4, j.Records[2].Line)
	require.NoError(t, j.Close())

	r, err := s.Read("kväll-1")
	require.NoError(t, err)
	assert.Len(t, r.Records, 3)
	assert.Empty(t, r.Warnings)

	names, err := s.Names()
	require.NoError(t, err)
	assert.Equal(t, []string{"kväll-1"}, names)
	assert.True(t, s.Exists("kväll-1"))
}

func TestCreateRefusesAnExistingGame(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	newTestGame(t, s, "g", `{"kind":"turn"}`)
	_, err := s.Create("g", Header{Game: "yatzy"})
	assert.EqualError(t, err, `a game called "g" exists already: choose another name`)
	r, err := s.Read("g")
	require.NoError(t, err)
	assert.Len(t, r.Records, 1, "the existing game is untouched")
}

func TestLockRefusesASecondOpen(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	newTestGame(t, s, "g")
	j, err := s.Open("g")
	require.NoError(t, err)
	_, err = s.Open("g")
	assert.ErrorIs(t, err, ErrLocked)
	assert.EqualError(t, err, `game is open in another protokoll: "g" is being played there; leave it there first, or try again later`)
	require.NoError(t, j.Close())
	j, err = s.Open("g")
	require.NoError(t, err, "the lock is released on Close")
	j.Close()
}

// TestWritersTakingTurnsSeeEachOthersEntries: writers that open a game
// as another closes it (a terminal, a phone's entry, a script) each read
// the file as the one before left it, however their opening and its
// writing fall: none takes the other's entry for a change made by
// another program. Four writers, 400 entries, each kept.
func TestWritersTakingTurnsSeeEachOthersEntries(t *testing.T) {
	t.Parallel()
	s := Store{Dir: t.TempDir()}
	newTestGame(t, s, "g")
	const writers, entries = 4, 400
	var mu sync.Mutex
	written := 0
	var wg sync.WaitGroup
	for range writers {
		wg.Go(func() {
			for {
				mu.Lock()
				done := written >= entries
				mu.Unlock()
				if done {
					return
				}
				j, err := s.Open("g")
				if errors.Is(err, ErrLocked) {
					continue
				}
				if !assert.NoError(t, err) {
					return
				}
				mu.Lock()
				if written < entries {
					if assert.NoError(t, j.Append(map[string]string{"kind": "turn"})) {
						written++
					}
				}
				mu.Unlock()
				j.Close()
			}
		})
	}
	wg.Wait()
	r, err := s.Read("g")
	require.NoError(t, err)
	assert.Len(t, r.Records, entries)
}

func TestTornLastLineIsDropped(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	newTestGame(t, s, "g", `{"kind":"turn","box":"ones"}`)
	path := filepath.Join(s.Dir, "g.jsonl")
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	require.NoError(t, err)
	_, err = f.WriteString(`{"kind":"turn","bo`)
	require.NoError(t, err)
	f.Close()

	r, err := s.Read("g")
	require.NoError(t, err)
	assert.Len(t, r.Records, 1)
	require.Len(t, r.Warnings, 1)
	assert.ErrorContains(t, r.Warnings[0], "line 3 was cut off mid-write")

	j, err := s.Open("g")
	require.NoError(t, err)
	assert.Len(t, j.Warnings, 1)
	require.NoError(t, j.Append(json.RawMessage(`{"kind":"undo"}`)))
	j.Close()
	data, _ := os.ReadFile(path)
	lines := strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
	last := lines[len(lines)-1]
	assert.True(t, strings.HasPrefix(last, `{"sum":"`) && strings.HasSuffix(last, `","kind":"undo"}`), "the torn tail is replaced by the next record: %q", data)
	assert.True(t, strings.HasSuffix(lines[len(lines)-2], "}"), "the line before it whole: %q", data)
	torn, err := os.ReadFile(path + TornExt)
	require.NoError(t, err)
	assert.Equal(t, `{"kind":"turn","bo`+"\n", string(torn), "what was cut off is kept")
	r, err = s.Read("g")
	require.NoError(t, err)
	assert.Len(t, r.Records, 2)
	assert.Empty(t, r.Warnings)
}

func TestWholeLastLineWithoutNewline(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	newTestGame(t, s, "g")
	path := filepath.Join(s.Dir, "g.jsonl")
	more := strings.TrimSuffix(chainedAfter(t, path, `{"kind":"turn"}`), "\n")
	f, _ := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(more)
	f.Close()
	j, err := s.Open("g")
	require.NoError(t, err)
	assert.Len(t, j.Records, 1, "a whole record that only lacks its newline is kept")
	require.NoError(t, j.Append(json.RawMessage(`{"kind":"undo"}`)))
	j.Close()
	r, err := s.Read("g")
	require.NoError(t, err)
	assert.Len(t, r.Records, 2)
}

func TestDamageIsReportedAndNeverOverwritten(t *testing.T) {
	for name, content := range map[string]string{
		"middle line":         "{\"protokoll\":1,\"game\":\"yatzy\",\"settings\":{}}\n{\"kind\":\"turn\"}\nxx garbage\n{\"kind\":\"turn\"}\n",
		"last line, complete": "{\"protokoll\":1,\"game\":\"yatzy\",\"settings\":{}}\n{\"kind\":\"turn\"}\n{\"kind\":\n",
		"not a header":        "{\"kind\":\"turn\"}\n",
		"newer format":        "{\"protokoll\":9,\"game\":\"yatzy\",\"settings\":{}}\n",
		"array":               "{\"protokoll\":1,\"game\":\"yatzy\",\"settings\":{}}\n[1,2]\n",
		"blank lines":         "\n\n\n",
		"a stray byte":        "{\"protokoll\":1,\"game\":\"yatzy\",\"settings\":{}}\n{\"kind\":\"turn\"}x",
		"no checksum":         string(withSum([]byte(`{"protokoll":2,"game":"yatzy","settings":{}}`))) + "\n{\"kind\":\"turn\"}\n",
		"a flipped byte":      string(withSum([]byte(`{"protokoll":2,"game":"yatzy","settings":{}}`))) + "\n" + strings.Replace(string(withSum([]byte(`{"kind":"correct","reason":"misread"}`))), "misread", "misreaf", 1) + "\n",
	} {
		s := Store{Dir: t.TempDir()}
		path := filepath.Join(s.Dir, "g.jsonl")
		require.NoError(t, os.WriteFile(path, []byte(content), 0o644))
		for _, open := range []func(string) (*File, error){s.Open, s.Read} {
			_, err := open("g")
			var d *DamagedError
			require.True(t, errors.As(err, &d), "%s: %v", name, err)
			assert.Contains(t, err.Error(), "game file "+path+" is damaged at line ", name)
			assert.Contains(t, err.Error(), "(the file was left as it is", name)
		}
		after, _ := os.ReadFile(path)
		assert.Equal(t, content, string(after), name)
	}
}

func TestNames(t *testing.T) {
	for _, ok := range []string{"g", "kväll-2026.11.30", "Anna_och_Bo", "2"} {
		assert.NoError(t, CheckName(ok), ok)
	}
	for _, bad := range []string{"", "../x", "a/b", `a\b`, ".hidden", "-x", "a..b", "a b", string(make([]byte, 65)), strings.Repeat("𝔸", 62)} {
		assert.Error(t, CheckName(bad), bad)
	}
	s := Store{Dir: t.TempDir()}
	_, err := s.Open("../../etc/passwd")
	assert.ErrorContains(t, err, "bad game name")
	_, err = s.Read("nope")
	assert.ErrorIs(t, err, ErrNotFound)
	_, err = s.Open("nope")
	assert.ErrorIs(t, err, ErrNotFound)
	names, err := Store{Dir: filepath.Join(s.Dir, "absent")}.Names()
	require.NoError(t, err)
	assert.Empty(t, names)
}

func TestDefaultDir(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	d, err := DefaultDir(env(map[string]string{"PROTOKOLL_HOME": "/p", "XDG_DATA_HOME": "/x", "HOME": "/h"}))
	require.NoError(t, err)
	assert.Equal(t, "/p", d)
	d, _ = DefaultDir(env(map[string]string{"XDG_DATA_HOME": "/x", "HOME": "/h"}))
	assert.Equal(t, "/x/protokoll", d)
	d, _ = DefaultDir(env(map[string]string{"XDG_DATA_HOME": "relative", "HOME": "/h"}))
	assert.Equal(t, "/h/.local/share/protokoll", d)
	_, err = DefaultDir(env(nil))
	assert.Error(t, err)
}

func FuzzParse(f *testing.F) {
	f.Add([]byte("{\"protokoll\":1,\"game\":\"yatzy\",\"settings\":{}}\n{\"kind\":\"turn\"}\n"))
	f.Add([]byte("{\"protokoll\":1,\"game\":\"yatzy\"}\n{\"ki"))
	f.Add([]byte("\n\n{}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		j := &File{Path: "fuzz"}
		good, err := j.parse(data)
		if err != nil {
			var d *DamagedError
			if !errors.As(err, &d) && !errors.Is(err, ErrUnfinished) {
				t.Fatalf("parse error is neither a DamagedError nor an unfinished game: %v", err)
			}
			return
		}
		if good < 0 || good > len(data) {
			t.Fatalf("good = %d of %d", good, len(data))
		}
		for _, r := range j.Records {
			if !json.Valid(r.Data) {
				t.Fatalf("record %q is not JSON", r.Data)
			}
		}
		// What is kept parses again to the same records, with no warning.
		again := &File{Path: "fuzz"}
		if _, err := again.parse(data[:good]); err != nil {
			t.Fatalf("kept part does not parse: %v", err)
		}
		if len(again.Records) != len(j.Records) {
			t.Fatalf("kept part has %d records, want %d", len(again.Records), len(j.Records))
		}
	})
}

// TestValidNameAgreesWithItsRegexp: the hand-written name check accepts
// exactly what the regular expression it replaced accepts.
func TestValidNameAgreesWithItsRegexp(t *testing.T) {
	re := regexp.MustCompile(`^[\p{L}\p{N}][\p{L}\p{N}_.-]{0,63}$`)
	good, bad := []rune("aZ9_.-éÖ٣ⅷΩ"), []rune(" /\\\x00\x1b🎲\u0301")
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		n := rng.IntN(70)
		var b strings.Builder
		for range n {
			if rng.IntN(40) == 0 {
				b.WriteRune(bad[rng.IntN(len(bad))])
			} else {
				b.WriteRune(good[rng.IntN(len(good))])
			}
		}
		s := b.String()
		assert.Equal(t, re.MatchString(s), validName(s), "%q", s)
	}
	assert.True(t, validName(strings.Repeat("ä", 64)))
	assert.False(t, validName(strings.Repeat("ä", 65)))
	assert.False(t, validName("\xff"))
}

// TestGameNamesRefuseBidiControls: a game's name takes letters, and the
// controls that reorder text are none.
func TestGameNamesRefuseBidiControls(t *testing.T) {
	for _, r := range []rune{0x202A, 0x202E, 0x2066, 0x2069, 0x200E, 0x200F} {
		assert.Error(t, CheckName("kväll"+string(r)+"1"), "%U", r)
	}
}

// chainedAfter returns records as the lines that go on from the game file
// at path as it is, each with its checksum: going on from the line's
// before it, when the file's format chains them.
func chainedAfter(t *testing.T, path string, records ...string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	f := &File{Path: path}
	_, err = f.parse(data)
	require.NoError(t, err)
	last := f.last
	var b strings.Builder
	for _, r := range records {
		if !f.chain {
			last = 0
		}
		var line []byte
		line, last = chainSum(last, []byte(r))
		b.Write(line)
		b.WriteByte('\n')
	}
	return b.String()
}

// TestANameTypedDecomposedIsTheSame: a game's name typed or pasted
// decomposed (a and a combining diaeresis for ä) names the same game as
// the name composed, at every method that takes one; the file is called
// by the composed name.
func TestANameTypedDecomposedIsTheSame(t *testing.T) {
	composed, decomposed := "kväll-1", "kva\u0308ll-1"
	s := Store{Dir: t.TempDir()}
	newTestGame(t, s, decomposed, `{"kind":"turn"}`)
	_, err := os.Stat(filepath.Join(s.Dir, composed+Ext))
	require.NoError(t, err, "the file is called by the composed name")
	names, err := s.Names()
	require.NoError(t, err)
	assert.Equal(t, []string{composed}, names)

	for _, name := range []string{composed, decomposed} {
		assert.True(t, s.Exists(name), name)
		r, err := s.Read(name)
		require.NoError(t, err, name)
		assert.Equal(t, composed, r.Name)
		j, err := s.Open(name)
		require.NoError(t, err, name)
		assert.Equal(t, composed, j.Name)
		require.NoError(t, j.Close())
		p, err := s.PlanRepair(name)
		require.NoError(t, err, name)
		assert.Equal(t, composed, p.Name)
		_, err = s.Create(name, Header{Game: "yatzy", Created: created})
		assert.ErrorIs(t, err, ErrExists, name)
	}
	assert.Error(t, CheckName(decomposed), "a name as kept is composed")
}
