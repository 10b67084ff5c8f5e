package history

import (
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// kinds are the two kinds of game for this package's tests, which can
// have neither gamekind's nor kindstest's (both import this package): a
// Yatzy game and a card game, read as gamekind.Builtin reads them.
var kinds Kinds = testKinds{}

type testKinds struct{}

func (testKinds) Played(f *store.File) (Game, []time.Time, error) {
	if f.Header.Game == store.GameYatzy {
		y, err := store.LoadYatzy(f)
		if err != nil {
			return Game{}, nil, err
		}
		return OfYatzy(y.State), y.Times(), nil
	}
	r, err := store.LoadRummy(f)
	if err != nil {
		return Game{}, nil, err
	}
	return OfCards(r.State), r.Times(), nil
}

func (testKinds) Figures(kind string) *Kind {
	switch kind {
	case store.GameYatzy:
		return Yatzy()
	case store.GameRummy:
		return Cards()
	}
	return nil
}

func (testKinds) Names() []string { return []string{store.GameYatzy, store.GameRummy} }
