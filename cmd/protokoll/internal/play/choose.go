package play

import (
	"errors"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/agnivade/levenshtein"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/ask"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// Saved returns the saved games of kind (a kind's name, as its files'
// header has it; "" for any), as the results index has them (cache:
// its folder), the most recently begun first.
func Saved(s store.Store, ks history.Kinds, cache, kind string) ([]history.Result, error) {
	results, _, err := history.Results(s, ks, cache)
	if err != nil {
		return nil, err
	}
	var out []history.Result
	for _, r := range results {
		if r.Kind == kind || kind == "" {
			out = append(out, r)
		}
	}
	slices.SortStableFunc(out, func(a, b history.Result) int { return b.Played.Compare(a.Played) })
	return out, nil
}

// Choose names the game to resume when none was named: the unfinished
// game of kind played last, or, when more than one was played today, the
// one the table chooses of those. None unfinished is an error that says
// how to start one.
func Choose(q *ask.Asker, l *catalog.Language, s store.Store, ks history.Kinds, cache, kind string, now time.Time) (string, error) {
	saved, err := Saved(s, ks, cache, kind)
	if err != nil {
		return "", err
	}
	// By when they were last played: a game begun before midnight and
	// played on after it is one of today's.
	slices.SortStableFunc(saved, func(a, b history.Result) int { return b.LastPlayed().Compare(a.LastPlayed()) })
	var open, today []history.Result
	y, m, d := now.Date()
	for _, r := range saved {
		if r.Finished {
			continue
		}
		open = append(open, r)
		if ry, rm, rd := r.LastPlayed().In(now.Location()).Date(); ry == y && rm == m && rd == d {
			today = append(today, r)
		}
	}
	switch {
	case len(open) == 0:
		return "", msg.Errorf("no unfinished %s game to resume: start one with protokoll %s", kind, kind)
	case len(today) < 2:
		return open[0].Name, nil
	}
	choices := make([]ask.Choice, len(today))
	for i, r := range today {
		choices[i] = ask.Choice{Label: r.LastPlayed().In(now.Location()).Format("15:04") + "  " + r.Name + "  " + render.Names(names(r)), Aliases: []string{r.Name}}
	}
	i, err := q.Select(l.T("Which game?"), choices)
	if err != nil {
		return "", err
	}
	return today[i].Name, nil
}

func names(r history.Result) []string {
	out := make([]string, len(r.Players))
	for i, p := range r.Players {
		out[i] = p.Name
	}
	return out
}

// DidYouMean adds to err, when it says there is no game of the name it
// gives (a *store.NotFoundError), the saved game of the kind asked for
// (any, when none was) whose name is nearest, if one is near enough to be
// a slip. The program says every error through it, so that every command
// that names a game offers the nearest.
func DidYouMean(err error, s store.Store, ks history.Kinds, cache string) error {
	var missing *store.NotFoundError
	if !errors.As(err, &missing) {
		return err
	}
	name := missing.Name
	saved, serr := Saved(s, ks, cache, missing.Kind)
	if serr != nil {
		return err
	}
	best, near := "", 0
	for _, r := range saved {
		d := levenshtein.ComputeDistance(strings.ToLower(name), strings.ToLower(r.Name))
		if strings.HasPrefix(strings.ToLower(r.Name), strings.ToLower(name)) {
			d = min(d, 1)
		}
		if best == "" || d < near {
			best, near = r.Name, d
		}
	}
	if best == "" || near > max(2, utf8.RuneCountInString(name)/3) {
		return err
	}
	return msg.Wrap(err, "%v: did you mean %s?", err, best)
}

// NextSeat returns the players of a game played again: the same seats,
// the first player (or dealer) moved on one.
func NextSeat(players []string) []string {
	if len(players) < 2 {
		return slices.Clone(players)
	}
	return append(slices.Clone(players[1:]), players[0])
}

// ToRepeat names the game that again plays again: name, or when it is
// "", the latest saved game of kind. None saved is an error that says how
// to start one.
func ToRepeat(s store.Store, ks history.Kinds, cache, kind, name string) (string, error) {
	if name != "" {
		return name, nil
	}
	saved, err := Saved(s, ks, cache, kind)
	if err != nil {
		return "", err
	}
	if len(saved) == 0 {
		return "", msg.Errorf("no %s game to play again: start one with protokoll %s", kind, kind)
	}
	return saved[0].Name, nil
}
