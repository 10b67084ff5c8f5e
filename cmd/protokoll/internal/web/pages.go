package web

import (
	"bytes"
	"embed"
	"html/template"
	"io/fs"
	"net/http"
	"strings"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// The templates lay the pages out; every word on them is in their data,
// said by the Go code that makes it (so the catalog's tests see every
// key).
//
//go:embed templates/*.html
var templateFiles embed.FS

//go:embed assets
var assetFiles embed.FS

// assets serves the style sheet, the script and the icon.
func assets() http.Handler {
	sub, _ := fs.Sub(assetFiles, "assets")
	files := http.FileServerFS(sub)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "public, max-age=300")
		files.ServeHTTP(w, r)
	})
}

// rewrite serves h's file name for any path: an asset by another name.
func rewrite(name string, h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r2 := r.Clone(r.Context())
		r2.URL.Path = "/" + name
		h.ServeHTTP(w, r2)
	})
}

// pages are the parsed templates, by page.
type pages struct {
	byName map[string]*template.Template
}

// The pages, each a template file with the layout.
var pageNames = []string{"games", "yatzy", "rummy", "boxes", "strike", "error"}

func newPages() *pages {
	p := &pages{byName: map[string]*template.Template{}}
	for _, name := range pageNames {
		p.byName[name] = template.Must(template.New(name).ParseFS(templateFiles, "templates/layout.html", "templates/parts.html", "templates/"+name+".html"))
	}
	return p
}

// render writes the page name with data and the status code.
func (p *pages) render(w http.ResponseWriter, code int, name string, data layoutData) {
	var b bytes.Buffer
	if err := p.byName[name].ExecuteTemplate(&b, "layout", data); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError) // a template's own fault: the tests run every one
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(code)
	w.Write(b.Bytes())
}

// part returns the template part of page name drawn with data: what a
// live update replaces.
func (p *pages) part(name, part string, data any) (string, error) {
	var b strings.Builder
	err := p.byName[name].ExecuteTemplate(&b, part, data)
	return b.String(), err
}

// layoutData is what every page has around its body.
type layoutData struct {
	Lang  string // the page's language, for <html lang>
	Title string
	Home  anchor
	Langs []langLink
	// Live is set on a page that updates itself.
	Live *liveData
	Body any
}

// An anchor is a link and its words.
type anchor struct{ URL, Text string }

// A langLink switches the page to another language.
type langLink struct {
	anchor
	Tag     string
	Current bool
}

// liveData is what the page's script needs to keep it live.
type liveData struct {
	Events  string // the events' URL
	Line    int    // the last line the page shows
	Offline string // said while the page is not connected
	// Join is the code that shows the next phone the game; nil for none.
	Join *joinCode
	// Game says the page is a game's, with what follows: Changed says
	// the last entry (see changed), Undo takes it back, Next leads to the
	// game played after a finished one.
	Game    bool
	Changed string
	Undo    corrections
	Next    *anchor
}

// layout makes a page's layout around body, for a reader of l.
func (s *Server) layout(r *http.Request, l *catalog.Language, title string, body any) layoutData {
	d := layoutData{Lang: l.Tag, Title: title, Body: body,
		Home: anchor{URL: link("/", langQuery(r, l)), Text: l.T("All games")}}
	// A page in another language is this one asked for again; the answer
	// to a POST (a refused entry) cannot be, so its game's page is.
	path := r.URL.Path
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		path = "/"
		if name := r.PathValue("name"); name != "" && store.CheckName(name) == nil {
			path = gamePath(name)
		}
	}
	for _, other := range s.Langs {
		q := r.URL.Query()
		q.Set("lang", other.Tag)
		d.Langs = append(d.Langs, langLink{anchor: anchor{URL: link(path, q), Text: other.Name}, Tag: other.Tag, Current: other == l})
	}
	return d
}

// errorBody is a page that says what could not be done.
type errorBody struct {
	Message string
	Back    anchor
	// PIN says what the refusal tells the page's script of the PIN sent
	// (see pinVerdict).
	PIN string
}
