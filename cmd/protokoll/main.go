// Command protokoll keeps score of games played with real dice and real
// cards at the kitchen table: the Yatzy family and a Swedish contract rummy.
package main

import (
	"os"
	"runtime/debug"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/root"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/termquery"
)

func main() {
	termquery.Restore()
	os.Exit(root.Main(os.Args[1:], iostreams.System(), os.Getenv, catalog.Builtin(), buildVersion()))
}

// version is set at build time with -ldflags "-X main.version=…"; otherwise
// it is the module version the binary was built from.
var version = ""

func buildVersion() string {
	if version != "" {
		return version
	}
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" {
		return info.Main.Version
	}
	return "(devel)"
}
