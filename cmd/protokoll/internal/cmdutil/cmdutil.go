// Package cmdutil is what every command of protokoll shares: the factory
// a command is made with (streams, environment, clock, language) and the
// few helpers all commands use.
package cmdutil

import (
	"encoding/json"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/text"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// A Factory is what a command is made with: this run's streams, its
// environment and clock, and the language it speaks (set once the flags
// are read).
type Factory struct {
	IO     *iostreams.IOStreams
	Getenv func(string) string
	Now    func() time.Time
	Lang   string
	// Tables are the optimal-play tables read so far this run, by variant
	// and rules: a game at the table asks at every hint.
	Tables map[string]*optimal.Table
}

// T returns one of the program's messages in the run's language.
func (f *Factory) T(key text.Key, args ...any) string { return text.T(f.Lang, key, args...) }

// WriteJSON prints v as indented JSON, as every --json does.
func (f *Factory) WriteJSON(v any) error {
	enc := json.NewEncoder(f.IO.Out)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
