package store

import (
	"bytes"
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
)

// oldDecode is the decoder before decodeEvent, kept as its reference:
// the event by json.Unmarshal, and its time as timeOf read it,
// json.Unmarshal's of the line's "at".
func oldDecode[E any](data []byte) (E, time.Time, error) {
	var e E
	err := json.Unmarshal(data, &e)
	var stamp struct {
		At time.Time `json:"at"`
	}
	json.Unmarshal(data, &stamp)
	return e, stamp.At, err
}

// agrees checks that decodeEvent and oldDecode read line alike: the
// same event and time, or the same refusal, read alone and as one of the
// lines c (a file's lines, shared with the lines before). It reports
// whether the scanner read it, without encoding/json, and returns the
// event read as one of c.
func agrees[E any](t testing.TB, c *fileLines, line []byte) (scanned bool, event E) {
	t.Helper()
	want, wantAt, werr := oldDecode[E](line)
	for _, c := range []*fileLines{nil, c} {
		got, gotAt, err := decodeEvent[E](line, c)
		if werr != nil {
			require.Error(t, err, "%q", line)
			require.Equal(t, werr.Error(), err.Error(), "%q", line)
		} else {
			require.NoError(t, err, "%q", line)
			require.Equal(t, want, got, "%q", line)
		}
		require.Equal(t, wantAt, gotAt, "%q", line)
		event = got
	}
	if !utf8Valid(line) {
		return false, event
	}
	var at time.Time
	switch p := any(new(E)).(type) {
	case *scoresheet.Event:
		return scanYatzyEvent(line, nil, p, &at), event
	case *contracts.GameEvent:
		return scanCardEvent(line, nil, p, &at), event
	}
	return false, event
}

func utf8Valid(b []byte) bool { return strings.ToValidUTF8(string(b), "\x00") == string(b) }

// corpus are lines to start from: every event line of the fixture games
// (checksums taken off), the lines of FuzzParse's corpus, and lines as
// encode writes them of random events of both games.
func corpus(t testing.TB, rng *rand.Rand) [][]byte {
	var lines [][]byte
	files, err := filepath.Glob(filepath.Join("..", "..", "..", "..", "testdata", "history", "*.jsonl"))
	require.NoError(t, err)
	seeds, err := filepath.Glob(filepath.Join("testdata", "fuzz", "FuzzParse", "*"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	require.NotEmpty(t, seeds)
	for _, f := range files {
		data, err := os.ReadFile(f)
		require.NoError(t, err)
		for _, l := range bytes.Split(bytes.TrimSpace(data), []byte("\n"))[1:] {
			content, _, err := checkSum(l)
			if err == nil {
				lines = append(lines, content)
			}
		}
	}
	for _, f := range seeds {
		data, err := os.ReadFile(f)
		require.NoError(t, err)
		_, lit, _ := strings.Cut(string(data), "[]byte(")
		text, err := strconv.Unquote(strings.TrimSuffix(strings.TrimSpace(lit), ")"))
		require.NoError(t, err, f)
		lines = append(lines, bytes.Split([]byte(text), []byte("\n"))...)
	}
	// Names that encoding/json writes with escapes are rarer than plain
	// ones, as at a table.
	// Lines with a field twice: encoding/json takes the last, and merges
	// an object into the one before.
	for _, l := range []string{
		`{"at":"2026-11-30T19:04:05Z","kind":"turn","kind":"undo"}`,
		`{"at":"2026-11-30T19:04:05Z","at":"2026-12-01T19:04:05Z","kind":"turn"}`,
		`{"kind":"turn","dice":[1,2],"dice":[3]}`,
		`{"kind":"round","result":{"out":"A","left":{"B":["K"]}},"result":{"left":{"C":["7"]}}}`,
		`{"kind":"round","result":{"out":"A","left":{"B":["K"]},"left":{"C":["7"]}}}`,
		`{"kind":"round","result":{"out":"A","left":{"B":["K"],"B":["7"]}}}`,
		`{"kind":"round","result":{"out":"A","labels":{"B":"1"},"labels":{"C":"2"},"special":{"B":1},"special":{"C":2}}}`,
		`{"kind":"round","result":{"out":"A","adjust":[{"player":"B","points":1,"points":2}],"adjust":[]}}`,
	} {
		lines = append(lines, []byte(l))
	}
	// Times read by hand (utcTime) and those it leaves to time.Parse:
	// days that are none, leap years, the ends of hours and minutes,
	// fractions of every length.
	for _, at := range []string{
		"2026-02-29T12:00:00Z", "2024-02-29T12:00:00Z", "1900-02-29T12:00:00Z", "2000-02-29T12:00:00Z",
		"2026-04-31T12:00:00Z", "2026-04-30T12:00:00Z", "2026-12-31T23:59:59.999999999Z", "2026-13-01T00:00:00Z",
		"2026-00-10T00:00:00Z", "2026-01-00T00:00:00Z", "0000-01-01T00:00:00Z", "2026-01-01T24:00:00Z",
		"2026-01-01T23:60:00Z", "2026-01-01T23:59:60Z", "2026-01-01T00:00:00.Z", "2026-01-01T00:00:00.1Z",
		"2026-01-01T00:00:00.1234567891Z", "2026-01-01T00:00:00,5Z", "2026-01-01T00:00:00z", "2026-01-01t00:00:00Z",
		"2026-01-01T00:00:00.5+01:00", "2026-1-01T00:00:00Z", "+026-01-01T00:00:00Z", "2026-01-01T0a:00:00Z",
	} {
		lines = append(lines, []byte(`{"at":"`+at+`","kind":"turn","player":"Anna","box":"ones","dice":[1,1,1,2,3]}`))
	}
	names := []string{"Anna", "Bo", "Åsa", "O'Brien", "Zoë 🎲", "", "Anna", "Bo", "Cecilia", "Dag", `Sa"m`, "</b>", "\x01", "\xff"}
	cards := []string{"K", "7", "Kh", "10s", "A", "Jkr", "x", ""}
	for range 3000 {
		at := time.Unix(rng.Int64N(2e9), rng.Int64N(1e9))
		pick := func(s []string) string {
			if rng.IntN(20) > 0 && len(s) > 10 {
				return s[rng.IntN(10)] // the plain names
			}
			return s[rng.IntN(len(s))]
		}
		var dice scoresheet.Roll
		if rng.IntN(5) > 0 {
			for range rng.IntN(7) {
				dice = append(dice, rng.IntN(8)-1)
			}
		}
		y := scoresheet.Event{Kind: scoresheet.EventKind(pick([]string{"turn", "undo", "correct", "rename", "hints", ""})), Player: pick(names),
			Box: scoresheet.Box(pick([]string{"ones", "yatzy", "chance", ""})), Dice: dice, Rolls: rng.IntN(5) - 1, Strike: rng.IntN(2) == 0,
			Reason: pick(names), To: pick(names), ToBox: scoresheet.Box(pick([]string{"", "", "twos"})), On: rng.IntN(3) == 0}
		line, err := encode(at, y)
		require.NoError(t, err)
		lines = append(lines, line)
		c := contracts.GameEvent{Kind: contracts.GameEventKind(pick([]string{"round", "undo", "correct", "rename", ""})), Round: rng.IntN(4),
			Reason: pick(names), Player: pick(names), To: pick(names)}
		if rng.IntN(4) > 0 {
			r := &contracts.Result{Out: pick(names), Left: map[string][]contracts.Card{}}
			for range rng.IntN(4) {
				var hand []contracts.Card
				for range rng.IntN(4) {
					if card, err := contracts.ParseCard(pick(cards)); err == nil {
						hand = append(hand, card)
					}
				}
				r.Left[pick(names)] = hand
			}
			if rng.IntN(3) == 0 {
				r.Labels = map[string]string{pick(names): pick(names), pick(names): "1"}
			}
			if rng.IntN(3) == 0 {
				r.Special = map[string]int{pick(names): rng.IntN(9) - 1}
			}
			if rng.IntN(3) == 0 {
				r.Adjust = []contracts.Adjustment{{Player: pick(names), Points: rng.IntN(100) - 50, Reason: pick(names)}}
			}
			c.Result = r
		}
		line, err = encode(at, c)
		require.NoError(t, err)
		lines = append(lines, line)
	}
	return lines
}

// mutate changes line at random: bytes added, taken away and changed,
// whole pieces of JSON added (keys in other cases, null, spaces, escapes,
// numbers encoding/json takes and the scanner does not).
func mutate(rng *rand.Rand, line []byte) []byte {
	extra := []string{`"Kind"`, `"KIND"`, `"at"`, `"At"`, `"x":1,`, `"dice"`, `"left"`, `"result":`, ` `, `null`, `1.5`, `-`, `-0`, `01`, `[]`, `{}`, `"`, `\`, `,`,
		`e3`, `true`, `99999999999999999999`, `"\u0041"`, "\xff", `"round":2,`, `"out":"Bo",`, `"K"`, `"Z"`, `"2026-11-30T19:04:05Z"`}
	line = bytes.Clone(line)
	for range rng.IntN(4) {
		i := rng.IntN(len(line) + 1)
		switch rng.IntN(3) {
		case 0:
			line = append(line[:i:i], append([]byte(extra[rng.IntN(len(extra))]), line[i:]...)...)
		case 1:
			line = append(line[:i:i], line[min(len(line), i+1+rng.IntN(3)):]...)
		default:
			if i < len(line) {
				line[i] = "{}[]\":,0123456789-.etfnaA \\"[rng.IntN(27)]
			}
		}
	}
	return line
}

// TestDecodeEventIsTheOldDecoder: the one decoder reads every line as
// the decoder before it (encoding/json) did, into either game's event,
// or refuses it with the same words: the fixture games' lines, the fuzz
// corpus, lines of random events of both games, those lines changed at
// random (valid JSON or not), and random bytes. The scanner, without
// encoding/json, reads most lines as written.
func TestDecodeEventIsTheOldDecoder(t *testing.T) {
	rng := rand.New(rand.NewPCG(44, 5))
	lines := corpus(t, rng)
	scanned, valid := 0, 0
	var (
		c         fileLines
		read      []scoresheet.Event
		readLines [][]byte
	)
	for i := range 60000 {
		line := lines[rng.IntN(len(lines))]
		switch {
		case i < len(lines):
			line = lines[i]
		case i%10 == 0:
			const alphabet = "{}[]\":,0123456789-.etfnaA \\\x00\xff"
			line = make([]byte, rng.IntN(40))
			for k := range line {
				line[k] = alphabet[rng.IntN(len(alphabet))]
			}
		default:
			line = mutate(rng, line)
		}
		if json.Valid(line) {
			valid++
		}
		if i%100 == 0 { // another file
			c = fileLines{}
		}
		ok, y := agrees[scoresheet.Event](t, &c, line)
		if ok {
			scanned++
		}
		read = append(read, y)
		ok, _ = agrees[contracts.GameEvent](t, &c, line)
		if ok {
			scanned++
		}
		readLines = append(readLines, line)
	}
	// The lines after a line leave what it read as it was: the strings
	// and dice a file's lines share are never written over.
	for i, line := range readLines {
		if want, _, err := oldDecode[scoresheet.Event](line); err == nil {
			require.Equal(t, want, read[i], "%q", line)
		}
	}
	require.Greater(t, valid, 10000, "lines that are JSON")
	t.Logf("%d lines of %d JSON, %d read by the scanner", 60000, valid, scanned)
	require.Greater(t, scanned, 10000, "lines read by the scanner")
}

// FuzzDecodeEvent: the one decoder and the old agree on any line, into
// either game's event.
func FuzzDecodeEvent(f *testing.F) {
	for _, l := range corpus(f, rand.New(rand.NewPCG(44, 6)))[:200] {
		f.Add(l)
	}
	f.Fuzz(func(t *testing.T, line []byte) {
		agrees[scoresheet.Event](t, &fileLines{}, line)
		agrees[contracts.GameEvent](t, &fileLines{}, line)
	})
}

// headers are first lines to start from: the fixture games' (checksums
// taken off), and new games' of every built-in variant and list, with
// players and settings of every kind.
func headers(t testing.TB) [][]byte {
	var lines [][]byte
	files, err := filepath.Glob(filepath.Join("..", "..", "..", "..", "testdata", "history", "*.jsonl"))
	require.NoError(t, err)
	for _, f := range files {
		data, err := os.ReadFile(f)
		require.NoError(t, err)
		first, _, _ := bytes.Cut(data, []byte("\n"))
		if content, _, err := checkSum(first); err == nil {
			lines = append(lines, content)
		}
	}
	created := time.Date(2026, 12, 7, 18, 0, 0, 123, time.UTC)
	for _, v := range scoresheet.Variants() {
		sheet, err := scoresheet.NewSheet(v, []string{"Anna", "Åsa", `Sa"m`}, scoresheet.Choices{Joker: scoresheet.JokerForced})
		require.NoError(t, err)
		h, err := YatzyHeader(v, sheet, created)
		require.NoError(t, err)
		line, err := json.Marshal(h)
		require.NoError(t, err)
		lines = append(lines, line)
	}
	for _, l := range contracts.Lists() {
		g, err := contracts.NewGame(l, []string{"Anna", "Bo", "Cecilia", "Dag"}, "Bo")
		require.NoError(t, err)
		h, err := RummyHeader(g, created)
		require.NoError(t, err)
		line, err := json.Marshal(h)
		require.NoError(t, err)
		lines = append(lines, line)
	}
	return append(lines,
		[]byte(`{"protokoll":3,"game":"yatzy","created":"2026-11-30T19:02:11Z","settings":{"variant":"maxi","players":["A"],"rules":{"joker":"forced"},"lang":"sv","after":"g1","definition":"x","house":"y"}}`),
		[]byte(`{"protokoll":3,"game":"rummy","created":"2026-11-30T19:02:11Z","settings":{"list":"l","title":"T","rounds":["två trissar"],"players":[],"dealer":"A","lang":"et","after":"g"}}`),
		[]byte(`{"protokoll":3,"game":"yatzy","settings":{"rules":{"joker":"forced","joker":"free"}}}`),
		[]byte(`{"protokoll":3,"settings":null,"settings":{"players":["A"],"players":["B"]}}`))
}

// agreesHeader checks that decodeHeader and json.Unmarshal read line
// alike, and decodeSettings and json.Unmarshal its settings, and the line
// itself, as either game's; it reports whether the scanner read any.
func agreesHeader(t testing.TB, line []byte) (scanned bool) {
	t.Helper()
	var want, got Header
	werr, err := json.Unmarshal(line, &want), decodeHeader(line, &got)
	requireSame(t, werr, err, want, got, line)
	scanned = utf8Valid(line) && scanHeader(line, &Header{})
	for _, data := range [][]byte{line, want.Settings} {
		var wantY, gotY YatzySettings
		werr, err := json.Unmarshal(data, &wantY), decodeSettings(data, &gotY)
		requireSame(t, werr, err, wantY, gotY, data)
		var wantR, gotR RummySettings
		werr, err = json.Unmarshal(data, &wantR), decodeSettings(data, &gotR)
		requireSame(t, werr, err, wantR, gotR, data)
		scanned = scanned || utf8Valid(data) && (scanSettings(data, &YatzySettings{}) || scanSettings(data, &RummySettings{}))
	}
	return scanned
}

// requireSame: both read the same value, or refuse with the same words.
func requireSame(t testing.TB, werr, err error, want, got any, line []byte) {
	t.Helper()
	if werr != nil {
		require.Error(t, err, "%q", line)
		require.Equal(t, werr.Error(), err.Error(), "%q", line)
		return
	}
	require.NoError(t, err, "%q", line)
	require.Equal(t, want, got, "%q", line)
}

// TestDecodeHeaderIsTheOldDecoder: a game file's header, and its
// settings as each game reads them, are read by the one decoder as
// encoding/json read them, or refused with the same words: headers of
// every variant and list, the fixture games', and those changed at
// random.
func TestDecodeHeaderIsTheOldDecoder(t *testing.T) {
	rng := rand.New(rand.NewPCG(44, 7))
	lines := headers(t)
	scanned := 0
	for i := range 20000 {
		line := lines[rng.IntN(len(lines))]
		if i >= len(lines) {
			line = mutate(rng, line)
		} else {
			line = lines[i]
		}
		if agreesHeader(t, line) {
			scanned++
		}
	}
	t.Logf("%d of 20000 read by the scanner", scanned)
	require.Greater(t, scanned, 5000, "lines read by the scanner")
}

// FuzzDecodeHeader: the one decoder and encoding/json agree on any
// header line, and on any settings.
func FuzzDecodeHeader(f *testing.F) {
	for _, l := range headers(f) {
		f.Add(l)
	}
	f.Fuzz(func(t *testing.T, line []byte) { agreesHeader(t, line) })
}
