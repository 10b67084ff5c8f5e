// Package kindstest reads the two kinds of game into what the statistics
// keep of them (history.Kinds) for the tests of the packages gamekind is
// built on (play, render), which cannot have gamekind's kinds: it
// imports them.
package kindstest

import (
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// Kinds read a Yatzy game and a card game as gamekind.Builtin does.
// They choose by the file's game name, as gamekind.Kinds do by their
// values: a stand-in for tests, not a third place that knows the kinds.
type Kinds struct{}

// Played is what the statistics keep of the game file f.
func (Kinds) Played(f *store.File) (history.Game, []time.Time, error) {
	if f.Header.Game == store.GameYatzy {
		y, err := store.LoadYatzy(f)
		if err != nil {
			return history.Game{}, nil, err
		}
		return history.OfYatzy(y.State), y.Times(), nil
	}
	r, err := store.LoadRummy(f)
	if err != nil {
		return history.Game{}, nil, err
	}
	return history.OfCards(r.State), r.Times(), nil
}

// Figures is what the statistics know of the kind called kind.
func (Kinds) Figures(kind string) *history.Kind {
	switch kind {
	case store.GameYatzy:
		return history.Yatzy()
	case store.GameRummy:
		return history.Cards()
	}
	return nil
}

// Names are the kinds' names, as gamekind.Builtin's.
func (Kinds) Names() []string { return []string{store.GameYatzy, store.GameRummy} }
