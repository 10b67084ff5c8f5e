package web

import (
	"errors"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/advice"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamekind"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/view"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// A game is a saved game as read for a page: a game of one of the kinds
// with a page, and what the pages have asked of it.
type game struct {
	kindGame
	// chances are the Yatzy game's chances to win, worked out for the
	// first page that asks and kept with the game while its file stays
	// the same: eight phones asking at once cost one working out, not
	// eight.
	chances *once[advice.Chances]
}

// A once holds a value worked out once it has been worked out without
// an error; until then every caller works it out, one at a time.
type once[T any] struct {
	mu   sync.Mutex
	done bool
	v    T
}

// get returns the value, working it out with work first if it is not yet
// held; a nil once holds nothing, and works it out every time.
func (o *once[T]) get(work func() (T, error)) (T, error) {
	if o == nil {
		return work()
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.done {
		return o.v, nil
	}
	v, err := work()
	if err != nil {
		return v, err
	}
	o.v, o.done = v, true
	return v, nil
}

// read reads the saved game called name, without locking it.
func (s *Server) read(name string) (game, error) {
	if err := store.CheckName(name); err != nil {
		return game{}, err
	}
	// A game changes only by a line added to its file (or a repair, or
	// a file put in its place): as long as the file is the same, so is
	// the game, and it is not read and replayed again for every page.
	info, err := os.Lstat(filepath.Join(s.Store.Dir, name+store.Ext))
	if err == nil {
		if c, ok := s.cache.get(name); ok && sameFile(c.info, info) {
			return c.game, nil
		}
	}
	f, err := s.Store.Read(name)
	var missing *store.NotFoundError
	if errors.As(err, &missing) {
		// Said without the server's folder: a phone has no use for it.
		return game{}, withStatus(http.StatusNotFound, msg.Wrap(err, "no game called %q here", name))
	}
	if err != nil {
		return game{}, err
	}
	g, err := s.load(f)
	if err == nil && info != nil && len(f.Warnings) == 0 {
		g = s.cache.keep(name, cached{info: info, game: g}).game
	}
	return g, err
}

// sameFile reports whether two looks at a file saw it as it was: the
// same file, of the same size, changed last at the same time.
func sameFile(a, b os.FileInfo) bool {
	return os.SameFile(a, b) && a.Size() == b.Size() && a.ModTime().Equal(b.ModTime())
}

// A cached game is one read, with the file as it was when it was read.
// It is shared by the pages that read it and never changed: writes open
// the file afresh.
type cached struct {
	info os.FileInfo
	game game
}

// gameCache holds the games read last, at most maxCached.
type gameCache struct {
	mu    sync.Mutex
	games map[string]cached
}

const maxCached = 64

func (c *gameCache) get(name string) (cached, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	g, ok := c.games[name]
	return g, ok
}

// keep puts g in the cache and returns it, unless the game of the same
// file is there already (read by another page at the same time): then
// it returns that one, so that the pages share what is worked out of it.
func (c *gameCache) keep(name string, g cached) cached {
	c.mu.Lock()
	defer c.mu.Unlock()
	if old, ok := c.games[name]; ok && sameFile(old.info, g.info) {
		return old
	}
	if c.games == nil || len(c.games) >= maxCached {
		c.games = map[string]cached{}
	}
	c.games[name] = g
	return g
}

// load rebuilds the game of a file read or opened, as its kind among
// the server's has it; a kind without a page here is not known.
func (s *Server) load(f *store.File) (game, error) {
	g := game{chances: &once[advice.Chances]{}}
	if s.Kinds.Named(f.Header.Game) == nil {
		return g, notKnown(f)
	}
	loaded, err := s.Kinds.Load(f)
	if err != nil {
		return g, err
	}
	g.kindGame, err = pageOf(loaded)
	return g, err
}

// pageOf is the game g, of a kind of gamekind's, as the server draws it.
// The one place the server asks which kind a game is: where a kind gets
// the page this package draws for it (a game shared by the terminal,
// Share, and one read here, load, alike).
func pageOf(g gamekind.Game) (kindGame, error) {
	switch g := g.(type) {
	case gamekind.YatzyGame:
		return yatzyGame{g.Yatzy}, nil
	case gamekind.RummyGame:
		return rummyGame{g.Rummy}, nil
	}
	return nil, notKnown(g.File())
}

// notKnown is the error of a game file of a kind without a page here.
func notKnown(f *store.File) error {
	return msg.Errorf("%q is a %s game, which protokoll does not know", f.Name, f.Header.Game)
}

// lastLine is the line number of the last entry of a game file: 1 (the
// header) for a game with none.
func lastLine(f *store.File) int {
	if n := len(f.Records); n > 0 {
		return f.Records[n-1].Line
	}
	return 1
}

// gamePage is a game's page, or with .json what show --json prints.
func (s *Server) gamePage(w http.ResponseWriter, r *http.Request, l *catalog.Language) {
	name := r.PathValue("name")
	asJSON := false
	// A game called "x.json" has its page; "x.json" is otherwise x's JSON.
	if base, ok := strings.CutSuffix(name, ".json"); ok && !s.Store.Exists(name) {
		name, asJSON = base, true
	}
	g, err := s.read(name)
	if err != nil {
		s.fail(w, r, l, 0, err)
		return
	}
	if asJSON {
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		g.writeView(w)
		return
	}
	g.page(s, w, r, l)
}

// liveData is what a game's page needs to keep itself up to date, and
// what every game's page has around its body: the last entry, its undo,
// the join code.
func (s *Server) liveData(r *http.Request, l *catalog.Language, g game) *liveData {
	q := langQuery(r, l)
	name := g.file().Name
	// The events say when the page was drawn: a game played after this
	// one since then is followed to, not one made before.
	q.Set("drawn", strconv.FormatInt(s.Now().Unix(), 10))
	return &liveData{Events: link(gamePath(name, "events"), q), Line: lastLine(g.file()), Offline: l.T("Not connected: the page is not up to date"),
		Game: true, Join: s.joinCode(r, l, name), Changed: g.changed(l), Undo: s.corrections(r, l, g), Next: s.nextLink(r, l, g)}
}

// gamesBody is the page of the saved games.
type gamesBody struct {
	Heading string
	Empty   string
	Games   []gameItem
}

// A gameItem is one game of the list.
type gameItem struct {
	anchor
	Of, Players, State string
	// Played is the time the game was played, pauses left out ("" when
	// its journal has no times).
	Played            string
	Finished, Damaged bool
}

// gamesPage lists the saved games, unfinished first, newest first, kept
// up to date by the list's events.
func (s *Server) gamesPage(w http.ResponseWriter, r *http.Request, l *catalog.Language) {
	state := s.listState() // before the list is read: a change after it is sent
	body, err := s.gamesBody(r, l)
	if err != nil {
		s.fail(w, r, l, http.StatusInternalServerError, err)
		return
	}
	d := s.layout(r, l, body.Heading, body)
	d.Live = &liveData{Events: link("/events", langQuery(r, l)), Line: state, Offline: l.T("Not connected: the page is not up to date")}
	s.pages.render(w, http.StatusOK, "games", d)
}

// gamesBody is the list of the saved games, for a reader of l.
func (s *Server) gamesBody(r *http.Request, l *catalog.Language) (gamesBody, error) {
	list, err := view.Summaries(l, s.Store, s.Kinds, s.Cache, false)
	if err != nil {
		return gamesBody{}, err
	}
	body := gamesBody{Heading: l.T("Saved games")}
	if len(list) == 0 {
		body.Empty = l.T("No saved games yet.")
	}
	q := langQuery(r, l)
	for _, g := range list {
		item := gameItem{anchor: anchor{URL: link(gamePath(g.Name), q), Text: g.Name},
			Of: s.Kinds.Of(l, g.Game, g.Kind, nil), Players: render.Names(g.Players),
			State: g.Progress, Finished: g.Finished}
		if d := time.Duration(g.Played); d > 0 && g.Err == nil {
			item.Played = render.Played(l, d)
		}
		switch {
		case g.Err != nil:
			item.State, item.Damaged = view.Trouble(l, g.Err), true
		case g.Finished:
			item.State = render.Winners(l, g.Winners)
		}
		body.Games = append(body.Games, item)
	}
	return body, nil
}

// displayNames are the names as a page shows them.
func displayNames(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = playername.Display(n)
	}
	return out
}
