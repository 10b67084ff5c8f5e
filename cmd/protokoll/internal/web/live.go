package web

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/fsnotify/fsnotify"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// The live updates: each page that follows a game is a reader of the
// game's watch. A watch looks at the game's file when the file system
// says it changed (fsnotify) and every Poll besides; when the file has
// new entries it sends each reader one event per entry, in order, the
// last with the page's changed parts drawn in the reader's language. A
// reader that falls behind is dropped: its browser connects again with
// the last event it had (Last-Event-ID) and is sent what it missed.

// DefaultHeartbeat is how often a connected page is sent a comment.
const DefaultHeartbeat = 15 * time.Second

// readerQueue is how many events a reader may be behind before it is
// dropped.
const readerQueue = 64

// An event is one server-sent event: an entry ("entry") or a page to be
// drawn again whole ("reset"), its id the line of the game file it
// brings the page to.
type event struct {
	id   int
	kind string
	data []byte
}

// eventData is an event's data.
type eventData struct {
	Line  int             `json:"line"`
	Entry json.RawMessage `json:"entry,omitempty"`
	// The page's parts, drawn again, with the last entry of a change
	// and with a reset.
	Parts map[string]string `json:"parts,omitempty"`
}

// A reader is one page that follows a game.
type reader struct {
	r       *http.Request // the page's request: its language, its ?lang=
	lang    *catalog.Language
	events  chan event
	dropped chan struct{}
	drop    sync.Once
	// unlocked: the page's browser holds a session (its forms ask no PIN).
	unlocked bool
	// drawn is when the page was drawn (its events' &drawn=): it follows
	// to a game played after its own made since (zero: any).
	drawn time.Time
}

// follows reports whether the reader is sent to a game made at created,
// played after its own.
func (rd *reader) follows(created time.Time) bool { return !created.Before(rd.drawn) }

// key is what the parts drawn for a reader depend on: its language,
// whether its links keep ?lang=, and whether its browser is unlocked.
func (rd *reader) key() string {
	return rd.lang.Tag + "|" + rd.r.URL.Query().Get("lang") + "|" + strconv.FormatBool(rd.unlocked)
}

// A watch is the live state of one game followed by readers.
type watch struct {
	name    string
	readers map[*reader]struct{}
	poke    chan struct{}
	stop    chan struct{}

	// Kept by the watch's goroutine: the file as last sent.
	line    int
	created time.Time
	seen    os.FileInfo
	// finished says the game is over, next the game played after it
	// once found (its readers sent there), made at nextMade.
	finished bool
	next     string
	nextMade time.Time
}

// live is the server's watches.
type live struct {
	s       *Server
	mu      sync.Mutex
	watches map[string]*watch
	readers int
	notify  *fsnotify.Watcher // nil until the first reader, or where there is none
	tried   bool
	done    chan struct{}
	closed  bool
}

func newLive(s *Server) *live {
	return &live{s: s, watches: map[string]*watch{}, done: make(chan struct{})}
}

// Close ends every live connection and stops watching: for a server
// shutting down, whose connections would otherwise stay open.
func (s *Server) Close() {
	s.setup()
	l := s.live
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed {
		return
	}
	l.closed = true
	close(l.done)
	for _, w := range l.watches {
		close(w.stop)
	}
	l.watches = map[string]*watch{}
	if l.notify != nil {
		l.notify.Close()
	}
}

var errTooManyReaders = withStatus(http.StatusServiceUnavailable, msg.Errorf("too many pages are connected: try again later"))

// join makes a page a reader of the game called name.
func (l *live) join(name string, lang *catalog.Language, r *http.Request) (*reader, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if l.closed {
		return nil, withStatus(http.StatusServiceUnavailable, msg.Errorf("the server is shutting down"))
	}
	if l.readers >= MaxPages {
		return nil, errTooManyReaders
	}
	l.startNotify()
	w := l.watches[name]
	if w == nil {
		w = &watch{name: name, readers: map[*reader]struct{}{}, poke: make(chan struct{}, 1), stop: make(chan struct{})}
		if g, err := l.s.read(name); err == nil {
			w.line, w.created, w.finished = lastLine(g.file()), g.file().Header.Created, g.finished()
		}
		w.seen, _ = os.Stat(l.path(name))
		l.watches[name] = w
		go l.run(w)
	}
	rd := &reader{r: r, lang: lang, events: make(chan event, readerQueue), dropped: make(chan struct{}), unlocked: l.s.unlocked(r)}
	if n, err := strconv.ParseInt(r.URL.Query().Get("drawn"), 10, 64); err == nil {
		rd.drawn = time.Unix(n, 0)
	}
	if w.next != "" && rd.follows(w.nextMade) { // drawn before the game after it was made
		rd.events <- nextEvent(rd, w.line, w.next)
	}
	w.readers[rd] = struct{}{}
	l.readers++
	return rd, nil
}

// count counts n pages more (or fewer) connected that are no game's
// readers (the list's), within MaxPages with the readers.
func (l *live) count(n int) error {
	l.mu.Lock()
	defer l.mu.Unlock()
	if n > 0 && l.closed {
		return withStatus(http.StatusServiceUnavailable, msg.Errorf("the server is shutting down"))
	}
	if n > 0 && l.readers >= MaxPages {
		return errTooManyReaders
	}
	l.readers += n
	return nil
}

// leave ends a page's reading; the last reader of a game stops its watch.
func (l *live) leave(name string, rd *reader) {
	l.mu.Lock()
	defer l.mu.Unlock()
	w := l.watches[name]
	if w == nil {
		return
	}
	if _, ok := w.readers[rd]; !ok {
		return
	}
	delete(w.readers, rd)
	l.readers--
	if len(w.readers) == 0 {
		close(w.stop)
		delete(l.watches, name)
	}
}

func (l *live) path(name string) string { return filepath.Join(l.s.Store.Dir, name+store.Ext) }

// startNotify starts watching the store's folder, once; where the file
// system gives no notices (or the folder is not there yet), polling does.
func (l *live) startNotify() {
	if l.tried {
		return
	}
	l.tried = true
	n, err := fsnotify.NewWatcher()
	if err != nil {
		return
	}
	if err := n.Add(l.s.Store.Dir); err != nil {
		n.Close()
		return
	}
	l.notify = n
	go func() {
		for {
			select {
			case e, ok := <-n.Events:
				if !ok {
					return
				}
				if !strings.HasSuffix(e.Name, store.Ext) {
					continue
				}
				// A game made by this process is written through the file
				// it was made in (.new-…), whose name the notices keep:
				// a file that is no watched game's may be any of them.
				name := strings.TrimSuffix(filepath.Base(e.Name), store.Ext)
				l.mu.Lock()
				for _, w := range l.watches {
					if _, known := l.watches[name]; !known || w.name == name {
						select {
						case w.poke <- struct{}{}:
						default:
						}
					}
				}
				l.mu.Unlock()
			case _, ok := <-n.Errors:
				if !ok {
					return
				}
			}
		}
	}()
}

// run watches one game until its last reader leaves.
func (l *live) run(w *watch) {
	poll := l.s.Poll
	if poll <= 0 {
		poll = DefaultPoll
	}
	tick := time.NewTicker(poll)
	defer tick.Stop()
	for {
		select {
		case <-w.stop:
			return
		case <-w.poke:
		case <-tick.C:
		}
		info, err := os.Stat(l.path(w.name))
		if err == nil && (w.seen == nil || !os.SameFile(info, w.seen) || info.Size() != w.seen.Size() || !info.ModTime().Equal(w.seen.ModTime())) {
			l.refresh(w)
		}
		if w.finished && w.next == "" {
			l.follow(w)
		}
	}
}

// refresh reads the game and sends its readers what is new: an event
// for each new entry, or a reset when the file is not the one sent (cut
// by a repair, or replaced).
func (l *live) refresh(w *watch) {
	w.seen, _ = os.Stat(l.path(w.name))
	g, err := l.s.read(w.name)
	if err != nil {
		return // not there, or damaged: the page keeps what it has
	}
	f := g.file()
	last := lastLine(f)
	reset := !f.Header.Created.Equal(w.created) || last < w.line
	if !reset && last == w.line {
		return
	}
	from := w.line
	w.line, w.created, w.finished = last, f.Header.Created, g.finished()
	if !w.finished {
		l.mu.Lock()
		w.next = "" // taken back: a game after it is not this one's
		l.mu.Unlock()
	}

	l.mu.Lock()
	readers := make([]*reader, 0, len(w.readers))
	for rd := range w.readers {
		readers = append(readers, rd)
	}
	l.mu.Unlock()

	var events map[string][]event // by the readers' key
	for _, rd := range readers {
		k := rd.key()
		if events == nil {
			events = map[string][]event{}
		}
		if _, ok := events[k]; !ok {
			if reset {
				events[k] = []event{l.s.resetEvent(rd, g)}
			} else {
				events[k] = l.s.entryEvents(rd, g, from)
			}
		}
		for _, e := range events[k] {
			select {
			case rd.events <- e:
			default: // behind: it connects again and is sent what it missed
				rd.drop.Do(func() { close(rd.dropped) })
			}
		}
	}
}

// follow looks for the game played after the finished game w, and sends
// its readers there once it is found.
func (l *live) follow(w *watch) {
	next := l.s.successor(w.name)
	if next == "" {
		return
	}
	g, err := l.s.read(next)
	if err != nil {
		return
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	w.next, w.nextMade = next, g.file().Header.Created // under the lock: join reads them
	for rd := range w.readers {
		if !rd.follows(w.nextMade) {
			continue
		}
		select {
		case rd.events <- nextEvent(rd, w.line, next):
		default:
			rd.drop.Do(func() { close(rd.dropped) })
		}
	}
}

// entryEvents are the events of the game's entries after line from, the
// last with the page's parts drawn for rd.
func (s *Server) entryEvents(rd *reader, g game, from int) []event {
	f := g.file()
	entries := g.historyJSON()
	var out []event
	for i, rec := range f.Records {
		if rec.Line <= from {
			continue
		}
		d := eventData{Line: rec.Line}
		if i < len(entries) {
			d.Entry = entries[i]
		}
		if i == len(f.Records)-1 {
			d.Parts = s.parts(rd, g)
		}
		data, _ := json.Marshal(d)
		out = append(out, event{id: rec.Line, kind: "entry", data: data})
	}
	return out
}

// resetEvent brings a page to the game as it stands, whole.
func (s *Server) resetEvent(rd *reader, g game) event {
	line := lastLine(g.file())
	data, _ := json.Marshal(eventData{Line: line, Parts: s.parts(rd, g)})
	return event{id: line, kind: "reset", data: data}
}

// parts are the parts of a game's page a live update draws again, by the
// id of the element they replace: where the game stands, and the forms
// that depend on whose turn it is.
func (s *Server) parts(rd *reader, g game) map[string]string {
	parts := map[string]string{}
	add := func(page, id string, data any) {
		if html, err := s.pages.part(page, id, data); err == nil {
			parts[id] = html
		}
	}
	add(g.pageName(), "changed", g.changed(rd.lang))
	add(g.pageName(), "undo", s.corrections(rd.r, rd.lang, g))
	g.parts(s, rd, add)
	return parts
}

// since is the line of the game a connecting page has: Last-Event-ID
// when its browser connects again, else ?since=; 0 for none.
func since(r *http.Request) (int, error) {
	v := r.Header.Get("Last-Event-ID")
	if v == "" {
		v = r.URL.Query().Get("since")
	}
	if v == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		return 0, msg.Errorf("%q is not a line of a game file: want a number", v)
	}
	return n, nil
}

// events streams a game's entries to a page as server-sent events.
func (s *Server) events(w http.ResponseWriter, r *http.Request, l *catalog.Language) {
	name := r.PathValue("name")
	from, err := since(r)
	if err == nil {
		err = store.CheckName(name)
	}
	if err != nil {
		s.fail(w, r, l, http.StatusBadRequest, err)
		return
	}
	rd, err := s.live.join(name, l, r)
	if err != nil {
		s.fail(w, r, l, 0, err)
		return
	}
	defer s.live.leave(name, rd)
	// Read after joining: whatever changes from here is sent as well, and
	// what this reading sent already is not sent again.
	g, err := s.read(name)
	if err != nil {
		s.fail(w, r, l, 0, err)
		return
	}
	send := openStream(w)
	sendEvent := func(e event) bool {
		return send(fmt.Sprintf("id: %d\nevent: %s\ndata: %s\n\n", e.id, e.kind, e.data))
	}
	if !send("retry: 2000\n\n") {
		return
	}
	sent := from
	last := lastLine(g.file())
	var catchUp []event
	switch {
	case from == last:
	case from == 0 || from > last:
		catchUp = []event{s.resetEvent(rd, g)}
	default:
		catchUp = s.entryEvents(rd, g, from)
	}
	for _, e := range catchUp {
		if !sendEvent(e) {
			return
		}
		sent = e.id
	}
	beat := time.NewTicker(s.Heartbeat)
	defer beat.Stop()
	for {
		select {
		case e := <-rd.events:
			if e.kind == "entry" && e.id <= sent {
				continue // sent with the catching up
			}
			if !sendEvent(e) {
				return
			}
			sent = e.id
		case <-beat.C:
			if !send(": ♥\n\n") {
				return
			}
		case <-rd.dropped:
			return
		case <-s.live.done:
			return
		case <-r.Context().Done():
			return
		}
	}
}

// openStream answers w with a stream of server-sent events and returns
// what sends text on it, flushed at once: false once the page is gone
// (or does not take it within writeTimeout).
func openStream(w http.ResponseWriter) (send func(text string) bool) {
	rc := http.NewResponseController(w)
	h := w.Header()
	h.Set("Content-Type", "text/event-stream; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	return func(text string) bool {
		rc.SetWriteDeadline(time.Now().Add(writeTimeout))
		if _, err := fmt.Fprint(w, text); err != nil {
			return false
		}
		err := rc.Flush()
		return err == nil || errors.Is(err, http.ErrNotSupported)
	}
}
