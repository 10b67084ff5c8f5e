package view

import (
	"cmp"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// Summary is one saved game as `games` lists it.
type Summary struct {
	Name     string   `json:"name"`
	Game     string   `json:"game,omitempty"`
	Kind     string   `json:"kind,omitempty"` // variant or round list
	Players  []string `json:"players"`
	Progress string   `json:"progress,omitempty"`
	// Round is the round being played (1 for the first; the last round
	// when finished) of Rounds; Next is whose turn it is, in Yatzy.
	Round    int       `json:"round"`
	Rounds   int       `json:"rounds"`
	Next     string    `json:"next,omitempty"`
	Finished bool      `json:"finished"`
	Winners  []string  `json:"winners"`
	Updated  time.Time `json:"updated"`
	// Damaged says why a file could not be read; it is listed, not hidden.
	Damaged string `json:"damaged,omitempty"`
	// Err is the same, to say in the reader's language.
	Err error `json:"-"`
}

// Summaries reads every saved game of s (through the results index in
// cache): unfinished first, then the most recently played.
func Summaries(l *catalog.Language, s store.Store, cache string) ([]Summary, error) {
	results, damaged, err := history.Results(s, cache)
	if err != nil {
		return nil, err
	}
	list := []Summary{}
	for _, r := range results {
		sum := Summary{Name: r.Name, Game: r.Kind, Kind: r.Title, Players: []string{}, Winners: []string{},
			Finished: r.Finished, Round: r.Round, Rounds: r.Rounds, Next: r.Next}
		for _, p := range r.Players {
			sum.Players = append(sum.Players, p.Name)
			if p.Won {
				sum.Winners = append(sum.Winners, p.Name)
			}
		}
		switch {
		case r.Finished:
		case r.Next != "":
			sum.Progress = l.T("Next: %s, round %d of %d", playername.Display(r.Next), r.Round, r.Rounds)
		default:
			sum.Progress = l.T("round %d of %d", r.Round, r.Rounds)
		}
		list = append(list, sum)
	}
	for _, d := range damaged {
		list = append(list, Summary{Name: d.Name, Players: []string{}, Winners: []string{}, Damaged: d.Err.Error(), Err: d.Err})
	}
	for i := range list {
		if fi, err := os.Stat(filepath.Join(s.Dir, list[i].Name+store.Ext)); err == nil {
			list[i].Updated = fi.ModTime().UTC()
		}
	}
	slices.SortStableFunc(list, func(x, y Summary) int {
		if x.Finished != y.Finished {
			if x.Finished {
				return 1
			}
			return -1
		}
		return cmp.Compare(y.Updated.UnixNano(), x.Updated.UnixNano())
	})
	return list, nil
}
