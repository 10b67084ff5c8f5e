// Package kindstest reads the two kinds of game into what the statistics
// keep of them (history.Kinds) for the tests of the packages gamekind is
// built on (play, render), which cannot have gamekind's kinds: it
// imports them.
package kindstest

import (
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// Kinds read a Yatzy game and a card game as gamekind.Builtin does: each
// kind a value (its name, how its file is read, its Figures), found by
// the name in a file's header as gamekind.Kinds find theirs. A stand-in
// for tests, not a third place that knows the kinds: no switch.
type Kinds struct{}

// A kind is one kind of game as the statistics read it.
type kind struct {
	name    string
	played  func(f *store.File) (history.Game, []time.Time, error)
	figures func() *history.Kind
}

// kinds are Yatzy and the card game, made anew on every call.
func (Kinds) kinds() []kind {
	return []kind{
		{store.GameYatzy, func(f *store.File) (history.Game, []time.Time, error) {
			y, err := store.LoadYatzy(f)
			if err != nil {
				return history.Game{}, nil, err
			}
			return history.OfYatzy(y.State), y.Times(), nil
		}, history.Yatzy},
		{store.GameRummy, func(f *store.File) (history.Game, []time.Time, error) {
			r, err := store.LoadRummy(f)
			if err != nil {
				return history.Game{}, nil, err
			}
			return history.OfCards(r.State), r.Times(), nil
		}, history.Cards},
	}
}

// named is the kind called name, or nil.
func (ks Kinds) named(name string) *kind {
	for _, k := range ks.kinds() {
		if k.name == name {
			return &k
		}
	}
	return nil
}

// Played is what the statistics keep of the game file f; a file of
// another kind is an error, as gamekind.Kinds say it.
func (ks Kinds) Played(f *store.File) (history.Game, []time.Time, error) {
	k := ks.named(f.Header.Game)
	if k == nil {
		return history.Game{}, nil, msg.Errorf("a %q game, which this protokoll does not know", f.Header.Game)
	}
	return k.played(f)
}

// Figures is what the statistics know of the kind called name; nil for
// a kind not known.
func (ks Kinds) Figures(name string) *history.Kind {
	if k := ks.named(name); k != nil {
		return k.figures()
	}
	return nil
}

// Names are the kinds' names, as gamekind.Builtin's.
func (ks Kinds) Names() []string {
	var names []string
	for _, k := range ks.kinds() {
		names = append(names, k.name)
	}
	return names
}
