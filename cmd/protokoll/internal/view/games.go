package view

import (
	"cmp"
	"errors"
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
	Round    int      `json:"round"`
	Rounds   int      `json:"rounds"`
	Next     string   `json:"next,omitempty"`
	Finished bool     `json:"finished"`
	Winners  []string `json:"winners"`
	// Updated is when the game was last played: its last entry's time
	// (its start's, with none), which a copy, an import or a touch of its
	// file leaves as it was; a file that cannot be read, its file's.
	Updated time.Time `json:"updated"`
	// Played is how long the game was played, its pauses left out.
	Played history.Duration `json:"played_seconds"`
	// Damaged says why a file is damaged (protokoll repair shows what to
	// do); Unreadable why a sound one cannot be read (a newer protokoll's
	// format, the file's permissions). Either is listed, not hidden.
	Damaged    string `json:"damaged,omitempty"`
	Unreadable string `json:"unreadable,omitempty"`
	// Cut is the line number of the file's last line, cut off mid-write
	// (a crash) and left out; 0 for none.
	Cut int `json:"cut,omitempty"`
	// Err is the same, to say in the reader's language.
	Err error `json:"-"`
}

// Trouble says, in l, what is wrong with a game that cannot be read for
// err: damaged, made by a newer protokoll, or not readable at all.
func Trouble(l *catalog.Language, err error) string {
	var newer *store.NewerError
	switch {
	case isDamage(err):
		return l.T("damaged: %s", l.Say(err))
	case errors.As(err, &newer):
		return l.T("made by a newer protokoll (format %d): update protokoll to open it", newer.Format)
	}
	return l.Say(err)
}

// isDamage says whether err is damage to the file (which repair can
// mend), not a newer format or a file that cannot be read.
func isDamage(err error) bool {
	return errors.As(err, new(*store.DamagedError)) || errors.Is(err, store.ErrUnfinished)
}

// Summaries reads every saved game of s (of the kinds ks) (through the results index in
// cache, or every game read and replayed in full when verify):
// unfinished first, then the most recently played.
func Summaries(l *catalog.Language, s store.Store, ks history.Kinds, cache string, verify bool) ([]Summary, error) {
	read := history.Results
	if verify {
		read = history.Verify
	}
	results, damaged, err := read(s, ks, cache)
	if err != nil {
		return nil, err
	}
	list := []Summary{}
	for _, r := range results {
		sum := Summary{Name: r.Name, Game: r.Kind, Kind: r.Title, Players: []string{}, Winners: []string{},
			Finished: r.Finished, Round: r.Round, Rounds: r.Rounds, Next: r.Next, Played: history.Duration(r.Length()), Updated: r.LastPlayed().UTC(), Cut: r.Cut}
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
		sum := Summary{Name: d.Name, Players: []string{}, Winners: []string{}, Err: d.Err}
		if isDamage(d.Err) {
			sum.Damaged = d.Err.Error()
		} else {
			sum.Unreadable = d.Err.Error()
		}
		list = append(list, sum)
	}
	for i := range list {
		if !list[i].Updated.IsZero() {
			continue
		}
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
