// Package mistakes asks for messages in every wrong way the keys test
// must catch (catalog/keys_test.go); it is never built into the program.
package mistakes

import (
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/pdf"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// why asks for a message as the rules packages do: by a key parameter.
func why(key msg.Key, args ...any) string { return string(key) }

// Mistakes asks for messages wrongly, and once rightly.
func Mistakes(l *catalog.Language, w pdf.Words, typed string) []string {
	return []string{
		l.T("Game over"),                              // right
		l.T("Gmae over"),                              // misspelled
		l.T("Who went out: %s"),                       // an argument missing
		l.N(2, "%d roll left", "%d rolls left", 2, 3), // one too many
		l.N(2, "%d apple", "%d apples", 2),            // a plural no language has
		why("%q is not a crad", typed),                // a rules package's key misspelled
		l.T(msg.Key(typed)),                           // a key made at run time
		w.T("a sheet's word nobody has"),              // a sheet's sentence misspelled
	}
}
