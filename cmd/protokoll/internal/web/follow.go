package web

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// Joining at any time, and staying at the table: the list of games is
// kept up to date on the phones, and the phones on a game that ended
// follow to the game played after it (yatzy or rummy again, or Play
// again? at a terminal), which says the game it follows in its file's
// settings (store.File.After): an event on the old game's stream sends
// a page there; a page without script shows a link.

// successor is the game played after the finished game called name, ""
// for none yet: a game whose file was changed since name's last was,
// and says it follows it. The files not changed since are not read.
func (s *Server) successor(name string) string {
	info, err := os.Stat(s.live.path(name))
	if err != nil {
		return ""
	}
	entries, err := os.ReadDir(s.Store.Dir)
	if err != nil {
		return ""
	}
	for _, e := range entries {
		other, ok := strings.CutSuffix(e.Name(), store.Ext)
		if !ok || other == name || strings.HasPrefix(other, ".") || store.CheckName(other) != nil {
			continue
		}
		if oi, err := e.Info(); err != nil || oi.ModTime().Before(info.ModTime()) {
			continue
		}
		if g, err := s.read(other); err == nil && g.file().After() == name {
			return other
		}
	}
	return ""
}

// nextData is the data of a "next" event: the page of the game played
// after, to go to.
type nextData struct {
	URL string `json:"url"`
}

// nextEvent sends a page following the game to the game called next.
func nextEvent(rd *reader, line int, next string) event {
	data, _ := json.Marshal(nextData{URL: link(gamePath(next), langQuery(rd.r, rd.lang))})
	return event{id: line, kind: "next", data: data}
}

// nextLink is the link a finished game's page shows to the game played
// after it, for a page without script; nil for none.
func (s *Server) nextLink(r *http.Request, l *catalog.Language, g game) *anchor {
	if !g.finished() {
		return nil
	}
	next := s.successor(g.file().Name)
	if next == "" {
		return nil
	}
	return &anchor{URL: link(gamePath(next), langQuery(r, l)), Text: l.T("The next game: %s", next)}
}

// listState is a fingerprint of the saved games' files (their names,
// sizes and times of change): the list of games changes only with it.
func (s *Server) listState() int {
	h := fnv.New32a()
	entries, _ := os.ReadDir(s.Store.Dir)
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), store.Ext) || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		if info, err := e.Info(); err == nil {
			fmt.Fprintf(h, "%s %d %d\n", e.Name(), info.Size(), info.ModTime().UnixNano())
		}
	}
	return int(h.Sum32())
}

// listEvents streams the list of games to its page: a "reset" event with
// the list drawn again whenever the games' files change (a game made,
// played, finished), looked at every Poll. Its id is the files'
// fingerprint; a page that connects with another (since=) is sent the
// list at once.
func (s *Server) listEvents(w http.ResponseWriter, r *http.Request, l *catalog.Language) {
	from, err := since(r)
	if err != nil {
		s.fail(w, r, l, http.StatusBadRequest, err)
		return
	}
	if err := s.live.count(1); err != nil {
		s.fail(w, r, l, 0, err)
		return
	}
	defer s.live.count(-1)
	send := openStream(w)
	if !send("retry: 2000\n\n") {
		return
	}
	poll := s.Poll
	if poll <= 0 {
		poll = DefaultPoll
	}
	tick := time.NewTicker(poll)
	defer tick.Stop()
	beat := time.NewTicker(s.Heartbeat)
	defer beat.Stop()
	sent := from
	for {
		if now := s.listState(); now != sent {
			body, err := s.gamesBody(r, l)
			if err == nil {
				part, _ := s.pages.part("games", "list", body)
				data, _ := json.Marshal(eventData{Line: now, Parts: map[string]string{"list": part}})
				if !send(fmt.Sprintf("id: %d\nevent: reset\ndata: %s\n\n", now, data)) {
					return
				}
				sent = now
			}
		}
		select {
		case <-tick.C:
		case <-beat.C:
			if !send(": ♥\n\n") {
				return
			}
		case <-s.live.done:
			return
		case <-r.Context().Done():
			return
		}
	}
}
