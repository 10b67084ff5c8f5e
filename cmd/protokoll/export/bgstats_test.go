package export_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history/historytest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// playFile is BG Stats' play file as its own files and its play data's
// documentation have it, written here apart from the export's code: a
// field the export writes that is not one of these fails the reading.
type playFile struct {
	About   string `json:"about"`
	Players []struct {
		ID          int    `json:"id"`
		UUID        string `json:"uuid"`
		Name        string `json:"name"`
		IsAnonymous bool   `json:"isAnonymous"`
	} `json:"players"`
	Locations []struct {
		ID   int    `json:"id"`
		UUID string `json:"uuid"`
		Name string `json:"name"`
	} `json:"locations"`
	Games []struct {
		ID          int    `json:"id"`
		UUID        string `json:"uuid"`
		Name        string `json:"name"`
		BggID       int    `json:"bggId"`
		HighestWins bool   `json:"highestWins"`
		NoPoints    bool   `json:"noPoints"`
		Cooperative bool   `json:"cooperative"`
		UsesTeams   bool   `json:"usesTeams"`
	} `json:"games"`
	Plays []struct {
		UUID             string `json:"uuid"`
		SourcePlayID     string `json:"sourcePlayId"`
		GameRefID        int    `json:"gameRefId"`
		PlayDate         string `json:"playDate"`
		PlayDateYmd      int    `json:"playDateYmd"`
		EntryDate        string `json:"entryDate"`
		ModificationDate string `json:"modificationDate"`
		DurationMin      int    `json:"durationMin"`
		Rounds           int    `json:"rounds"`
		Board            string `json:"board"`
		Ignored          bool   `json:"ignored"`
		ManualWinner     bool   `json:"manualWinner"`
		UsesTeams        bool   `json:"usesTeams"`
		Comments         string `json:"comments"`
		PlayerScores     []struct {
			PlayerRefID int    `json:"playerRefId"`
			Score       string `json:"score"`
			Winner      bool   `json:"winner"`
			Rank        int    `json:"rank"`
			SeatOrder   int    `json:"seatOrder"`
			StartPlayer bool   `json:"startPlayer"`
			NewPlayer   bool   `json:"newPlayer"`
		} `json:"playerScores"`
	} `json:"plays"`
}

// TestBGStatsPlayFile: the fixture nights (historytest.Nights) exported
// for BG Stats read back against its play file: every field one it
// knows, every reference to a game or player there, the dates in its
// layout and in UTC, and each play's scores, winners, places and time as
// worked out by hand; the unfinished game left out; the same file again
// from the same games, so that BG Stats takes a play imported twice for
// one.
func TestBGStatsPlayFile(t *testing.T) {
	env := cmdtest.Home(t)
	historytest.Nights(t, store.Store{Dir: env["PROTOKOLL_HOME"]})
	path := filepath.Join(t.TempDir(), "games.bgsplay")
	r := cmdtest.Run(t, env, "", "export", "--format", "bgstats", "-o", path)
	require.Equal(t, 0, r.Code, r.ErrOut)
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	var f playFile
	require.NoError(t, dec.Decode(&f), "read as BG Stats' play file")
	assert.False(t, dec.More(), "one document")
	assert.Contains(t, f.About, "Play file that can be read by Board Game Stats")

	uuid := regexp.MustCompile(`^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$`)
	seen := map[string]bool{}
	unique := func(u string) {
		assert.Regexp(t, uuid, u)
		assert.False(t, seen[u], "uuid %s twice", u)
		seen[u] = true
	}
	names := map[int]string{}
	for _, p := range f.Players {
		unique(p.UUID)
		names[p.ID] = p.Name
	}
	assert.Equal(t, map[int]string{1: "Anna", 2: "Bo", 3: "Cecilia", 4: "Dan"}, names)
	games := map[int]string{}
	for _, g := range f.Games {
		unique(g.UUID)
		games[g.ID] = g.Name
		switch g.Name {
		case "Yahtzee":
			assert.Equal(t, []any{2243, true}, []any{g.BggID, g.HighestWins}, "BoardGameGeek's Yahtzee, the highest total wins")
		case "Shanghai Rummy":
			assert.Equal(t, []any{0, false}, []any{g.BggID, g.HighestWins}, "the card game: the lowest total wins")
		default:
			t.Errorf("a game %q", g.Name)
		}
	}

	// Each play as worked out by hand: the players' totals, places and
	// winners in seating order, and the minutes played.
	type seat struct {
		name  string
		score int
		rank  int
		won   bool
	}
	want := map[string]struct {
		board   string
		minutes int
		seats   []seat
	}{
		"n1-a": {"scandinavian", 45, []seat{{"Anna", 295, 1, true}, {"Bo", 158, 2, false}, {"Cecilia", 111, 3, false}}},
		"n1-b": {"scandinavian", 45, []seat{{"Bo", 295, 1, true}, {"Cecilia", 197, 2, false}, {"Anna", 158, 3, false}}},
		"n2-a": {"Kort", 20, []seat{{"Anna", 10, 2, false}, {"Bo", 65, 4, false}, {"Cecilia", 5, 1, true}, {"Dan", 25, 3, false}}},
		"n2-b": {"scandinavian", 30, []seat{{"Anna", 158, 1, true}, {"Bo", 158, 1, true}}},
		"n3":   {"scandinavian", 118, []seat{{"Anna", 197, 2, false}, {"Bo", 111, 4, false}, {"Cecilia", 158, 3, false}, {"Dan", 295, 1, true}}},
		"n4-a": {"scandinavian", 45, []seat{{"Anna", 295, 1, true}, {"Dan", 295, 1, true}, {"Bo", 111, 3, false}}},
		"n4-b": {"Kort", 20, []seat{{"Anna", 45, 3, false}, {"Bo", 10, 1, true}, {"Dan", 10, 1, true}}},
	}
	require.Len(t, f.Plays, len(want), "the finished games; n4-c is not over")
	starts := map[string]time.Time{
		"n1-a": time.Date(2026, 1, 9, 19, 0, 0, 0, time.Local), "n3": time.Date(2026, 2, 6, 23, 30, 0, 0, time.Local),
	}
	var last string
	for _, p := range f.Plays {
		unique(p.UUID)
		w, ok := want[p.SourcePlayID]
		require.True(t, ok, p.SourcePlayID)
		assert.NotEmpty(t, games[p.GameRefID], "play %s's game is in the file", p.SourcePlayID)
		assert.Equal(t, w.board, p.Board, p.SourcePlayID)
		assert.Equal(t, w.minutes, p.DurationMin, p.SourcePlayID)
		played, err := time.ParseInLocation("2006-01-02 15:04:05", p.PlayDate, time.UTC)
		require.NoError(t, err, "BG Stats' date layout")
		assert.Equal(t, played.Format("20060102"), strconv.Itoa(p.PlayDateYmd))
		if at, ok := starts[p.SourcePlayID]; ok {
			assert.True(t, at.Equal(played), "%s began %s, in UTC", p.SourcePlayID, at)
		}
		entered, err := time.ParseInLocation("2006-01-02 15:04:05", p.EntryDate, time.UTC)
		require.NoError(t, err)
		assert.False(t, entered.Before(played))
		assert.GreaterOrEqual(t, p.PlayDate, last, "oldest first")
		last = p.PlayDate
		require.Len(t, p.PlayerScores, len(w.seats), p.SourcePlayID)
		for i, s := range p.PlayerScores {
			assert.Equal(t, w.seats[i], seat{names[s.PlayerRefID], atoi(t, s.Score), s.Rank, s.Winner}, "%s seat %d", p.SourcePlayID, i)
			assert.Equal(t, i, s.SeatOrder)
		}
	}

	again := filepath.Join(t.TempDir(), "again.bgsplay")
	cmdtest.MustRun(t, env, "export", "--format", "bgstats", "-o", again)
	b2, err := os.ReadFile(again)
	require.NoError(t, err)
	assert.Equal(t, string(b), string(b2), "the same games, the same file")
}

func atoi(t *testing.T, s string) int {
	n, err := strconv.Atoi(s)
	require.NoError(t, err, "a score is a whole number: %q", s)
	return n
}
