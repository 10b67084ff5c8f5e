// Command protokoll keeps score of games played with real dice and real
// cards at the kitchen table: the Yatzy family and a Swedish contract rummy.
package main

import (
	"os"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/interrupt"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/termquery"
)

func main() {
	termquery.Restore()
	interrupt.Watch()
	code := run(os.Args[1:], iostreams.System(), os.Getenv, catalog.Builtin())
	if s := interrupt.Status(); s != 0 {
		code = s // left at a signal: its conventional status
	}
	os.Exit(code)
}
