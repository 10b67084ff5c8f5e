package main

import (
	"fmt"
	"strings"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/journal"
)

// store returns the folder of saved games for this run.
func (a *app) store() (journal.Store, error) {
	dir, err := journal.DefaultDir(a.getenv)
	return journal.Store{Dir: dir}, err
}

// newGameName returns name if given, else the first free name of the form
// KIND-YYYY-MM-DD, KIND-YYYY-MM-DD-2, …
func (a *app) newGameName(s journal.Store, kind, name string) (string, error) {
	if name != "" {
		return name, journal.CheckName(name)
	}
	base := kind + "-" + a.now().Format("2006-01-02")
	name = base
	for n := 2; s.Exists(name); n++ {
		name = fmt.Sprintf("%s-%d", base, n)
	}
	return name, nil
}

// warn prints the journal's repair warnings on the error output.
func (a *app) warn(j *journal.Journal) {
	for _, w := range j.Warnings {
		fmt.Fprintln(a.io.ErrOut, "protokoll: warning: "+w)
	}
}

// splitPlayers reads "Anna, Bo,Cecilia" as a list of names.
func splitPlayers(s string) []string {
	var names []string
	for _, n := range strings.Split(s, ",") {
		if n = strings.TrimSpace(n); n != "" {
			names = append(names, n)
		}
	}
	return names
}
