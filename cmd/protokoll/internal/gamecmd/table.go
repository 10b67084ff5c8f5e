package gamecmd

import (
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/ask"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamekind"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/play"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/report"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/share"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/tablecache"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/web"
)

// TableOptions are what a game at the table needs, of any kind (KIND, a
// new game, and KIND play): where it is played, in what language, the
// saved games and their index (the game to resume), the tables a
// Yatzy game's hints and chances read and a live page's server needs,
// and the game to resume with the sharing flags. Each kind's play
// options embed them, with its own setup.
type TableOptions struct {
	IO    *iostreams.IOStreams
	Lang  *catalog.Language
	Langs catalog.Languages
	Now   func() time.Time
	// LangGiven is set when --lang chose Lang; without it a resumed game
	// comes back in the language it was kept in.
	LangGiven bool
	Store     func() (store.Store, error)
	Reporter  func() (report.Reporter, error)
	Tables    func() (*tablecache.Tables, error)
	Kinds     gamekind.Kinds
	CacheDir  func() (string, error)
	Getenv    func(string) string
	Net       share.Net

	Resume // KIND play's: the game to resume, the sharing flags
}

// NewTableOptions are f's, for a game at the table.
func NewTableOptions(f *cmdutil.Factory) TableOptions {
	return TableOptions{IO: f.IO, Langs: f.Langs, Now: f.Now, Store: f.Store, Reporter: f.Reporter, Tables: f.Tables,
		Kinds: f.Kinds, CacheDir: f.CacheDir, Getenv: f.Getenv, Net: share.System()}
}

// Table is a new table's questions, language and clock, and the PIN
// kept for sharing: what every kind's table begins with.
func (o *TableOptions) Table() play.Table {
	return play.Table{Ask: ask.New(o.IO, o.Lang, o.Langs), Lang: o.Lang, Now: o.Now, LangGiven: o.LangGiven, KeptPIN: share.KeptPIN(o.Store)}
}

// A Seated is a game at the table as its kind plays it: what the table
// written once (TableOptions.New, TableOptions.Resumed) needs of it.
type Seated interface {
	// AtTable is its questions, language and clock.
	AtTable() *play.Table
	// Shared puts the game on the live page (web.Share): the page's
	// game, and what the table shows again after an entry made on a
	// phone.
	Shared() (shared *web.Table, redraw func(), err error)
	// Stands shows where a resumed game stands.
	Stands()
	// Play plays until the game is over or the table leaves; every
	// entry is saved before the next prompt.
	Play() error
	// Close lets the game's file go.
	Close()
}

// New is a new game at the table: setup (the kind's) asks with q what
// the flags did not say and creates the game in s, returning it seated
// and its name (no game and no error when the table left before it was
// made: play.LeaveQuietly); it is put on the live page with --share,
// said saved, and played.
func (o *TableOptions) New(setup func(s store.Store, q *ask.Asker) (Seated, string, error)) error {
	s, err := o.Store()
	if err != nil {
		return err
	}
	if err := s.CheckWritable(); err != nil {
		return err
	}
	// A page that cannot be served (a PIN or --host refused, the port
	// taken) is refused before any question, and no game is made.
	if err := o.Sharing.Bind(o.Net); err != nil {
		return err
	}
	defer o.Sharing.Release()
	q := ask.New(o.IO, o.Lang, o.Langs)
	t, name, err := setup(s, q)
	if err != nil || t == nil { // nil, nil: the table left before the game was made
		return err
	}
	stop, err := o.Share(t)
	if err != nil {
		t.Close()
		return err
	}
	defer stop()
	q.Say("%s", o.Lang.T("Game saved as %s", name))
	return t.Play()
}

// Resumed opens, locked, the saved game of kind k to resume (Resume.Open)
// and plays it on: in its own language unless --lang chose one (then
// in, the kind's, is told the language: nil when it is Lang as given),
// its file's warnings said, seated by seat with the store where the
// next game is made, put on the live page with --share, where it stands
// shown.
func (o *TableOptions) Resumed(k *gamekind.Kind, in func(*catalog.Language), seat func(s store.Store, g gamekind.Game) Seated) (err error) {
	s, g, err := o.Open(o.IO, o.Lang, o.Langs, o.Store, o.Reporter, k, o.Now())
	if err != nil {
		return err
	}
	if l := o.Langs.Lookup(g.File().Lang()); l != nil && !o.LangGiven {
		// The game's own language, and its refusals' whoever says them.
		o.Lang = l
		defer func() { err = catalog.SaidIn(l, err) }()
		if in != nil {
			in(l)
		}
	}
	render.Warnings(o.IO.ErrOut, o.Lang, g.File().Warnings)
	t := seat(s, g)
	stop, err := o.Share(t)
	if err != nil {
		t.Close()
		return err
	}
	defer stop()
	t.Stands()
	return t.Play()
}

// Share serves the live page of the game at the table t, with --share,
// until stop is called: an entry made on a phone is the table's, and the
// table says it.
func (o *TableOptions) Share(t Seated) (stop func(), err error) {
	if !o.Sharing.Share {
		return func() {}, nil
	}
	s, err := o.Store()
	if err != nil {
		return nil, err
	}
	cache, _ := o.CacheDir()
	srv := &web.Server{Store: s, Kinds: o.Kinds, Langs: o.Langs, Now: o.Now, Tables: o.Tables, Cache: cache}
	so := share.Options{Net: o.Net, Out: o.IO.Out, Width: o.IO.Width, Lang: o.Lang, Color: share.ColorAllowed(o.IO.Interactive, o.Getenv)}
	shared, redraw, err := t.Shared()
	if err != nil {
		return nil, err
	}
	return o.Sharing.AtTable(t.AtTable(), shared, srv, so, redraw)
}
