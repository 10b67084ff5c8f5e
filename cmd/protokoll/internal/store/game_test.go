package store

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
)

var kind = Kind[*scoresheet.Sheet, scoresheet.Event]{
	Name: "yatzy",
	New: func(Header) (*scoresheet.Sheet, error) {
		return scoresheet.NewSheet(scoresheet.Scandinavian(), []string{"Anna"}, scoresheet.Choices{})
	},
}

func TestApplySavesAndLoadReplays(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	j, err := s.Create("g", Header{Game: "yatzy", Settings: json.RawMessage(`{}`)})
	require.NoError(t, err)
	sheet, _ := kind.New(Header{})
	g := newGame(kind, j, sheet)
	at := time.Date(2026, 11, 30, 20, 0, 0, 0, time.UTC)
	require.NoError(t, g.Apply(at, scoresheet.Turn("Anna", scoresheet.Sixes, scoresheet.Roll{6, 6, 6, 2, 4}, 0, false)))
	assert.Error(t, g.Apply(at, scoresheet.Turn("Anna", scoresheet.Sixes, scoresheet.Roll{6, 6, 6, 2, 4}, 0, false)), "the rules refuse a box twice")
	g.Close()
	data, _ := os.ReadFile(filepath.Join(s.Dir, "g.jsonl"))
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	require.Len(t, lines, 2)
	assert.Contains(t, lines[1], `,"at":"2026-11-30T20:00:00Z","kind":"turn"`, "the time comes first, then the event")

	r, err := s.Read("g")
	require.NoError(t, err)
	loaded, err := load(kind, r)
	require.NoError(t, err)
	assert.Equal(t, 18, loaded.State.Totals("Anna").Total)
	_, err = load(Kind[*scoresheet.Sheet, scoresheet.Event]{Name: "rummy", New: kind.New}, r)
	assert.ErrorContains(t, err, `"g" is a yatzy game, not a rummy game`)
}

// TestFailedSaveKeepsGameAndFileInAgreement: when the event cannot be
// written, the state is rebuilt as the file has it.
func TestFailedSaveKeepsGameAndFileInAgreement(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	j, err := s.Create("g", Header{Game: "yatzy", Settings: json.RawMessage(`{}`)})
	require.NoError(t, err)
	sheet, _ := kind.New(Header{})
	g := newGame(kind, j, sheet)
	require.NoError(t, g.Apply(time.Now(), scoresheet.Turn("Anna", scoresheet.Ones, scoresheet.Roll{1, 1, 1, 2, 4}, 0, false)))
	// The file is replaced under the game: the next entry cannot be
	// saved, and the game stops.
	require.NoError(t, os.Rename(filepath.Join(s.Dir, "g.jsonl"), filepath.Join(s.Dir, "moved")))
	err = g.Apply(time.Now(), scoresheet.Turn("Anna", scoresheet.Sixes, scoresheet.Roll{6, 6, 6, 2, 4}, 0, false))
	require.ErrorIs(t, err, ErrStopped)
	assert.Len(t, g.State.History(), 1, "the game is as the file has it")
	_, filled := g.State.Entry("Anna", scoresheet.Sixes)
	assert.False(t, filled)
}

// TestEntryJSON: a history entry is written as show --json has always
// shown it, the event's fields beside its time (as a struct embedding the
// event writes them), and reads back the same, for both games' events.
func TestEntryJSON(t *testing.T) {
	at := time.Date(2026, 12, 1, 20, 0, 0, 0, time.UTC)
	turn := scoresheet.Turn("Anna", scoresheet.Sixes, scoresheet.Roll{6, 6, 6, 2, 4}, 1, false)
	undo := scoresheet.Undo()
	for _, e := range []Entry[scoresheet.Event]{{At: at, Event: turn}, {At: at, Event: undo, TookBack: &turn}} {
		got, err := json.Marshal(e)
		require.NoError(t, err)
		want, err := json.Marshal(struct {
			At time.Time `json:"at"`
			scoresheet.Event
			TookBack *scoresheet.Event `json:"took_back,omitempty"`
		}{e.At, e.Event, e.TookBack})
		require.NoError(t, err)
		assert.JSONEq(t, string(want), string(got))
		assert.True(t, strings.HasPrefix(string(got), `{"at":`), "the time first")
		var back Entry[scoresheet.Event]
		require.NoError(t, json.Unmarshal(got, &back))
		assert.Equal(t, e, back)
	}
	round := contracts.GameEvent{Kind: contracts.KindRound, Result: &contracts.Result{Out: "Anna", Left: map[string][]contracts.Card{"Bo": {{Rank: contracts.King}}}}}
	got, err := json.Marshal(Entry[contracts.GameEvent]{At: at, Event: round})
	require.NoError(t, err)
	var back Entry[contracts.GameEvent]
	require.NoError(t, json.Unmarshal(got, &back))
	assert.Equal(t, round, back.Event)
}

// TestTimeOfIsJSONs: an event's time read with it is the one json.Unmarshal
// reads from the whole line (one that loaded: valid JSON), whatever else
// the line holds.
func TestTimeOfIsJSONs(t *testing.T) {
	for _, line := range []string{
		`{"at":"2026-11-30T19:04:05.123456789Z","kind":"turn","player":"Anna"}`,
		`{"at":"2026-11-30T19:04:05+02:00","kind":"turn"}`,
		`{"at":"2026-11-30T19:04:05Z","kind":"undo","reason":"at"}`,
		`{"at":"2026-11-30T19:04:05Z","At":"2027-01-01T00:00:00Z"}`,
		`{"at":"2026-11-30T19:04:05Z","\u0061t":"2027-01-01T00:00:00Z"}`,
		`{"at":"2026-11-30T19:04:05Z","reason":"\"at\""}`,
		`{"at":"2026-11-30 19:04:05Z"}`,
		`{"at":"\u0032026-11-30T19:04:05Z"}`,
		`{"kind":"turn","at":"2026-11-30T19:04:05Z"}`,
	} {
		require.True(t, json.Valid([]byte(line)), "a line that loaded: %s", line)
		var want struct {
			At time.Time `json:"at"`
		}
		json.Unmarshal([]byte(line), &want)
		_, at, _ := decodeEvent[scoresheet.Event]([]byte(line), nil)
		assert.Equal(t, want.At, at, line)
	}
}
