package render

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
)

// TestSomeNamesSaysHowManyMore: a list of up to MaxListed names is given
// whole; a longer one its first names and how many more, in the language.
func TestSomeNamesSaysHowManyMore(t *testing.T) {
	en, sv := catalog.Builtin().Lookup("en"), catalog.Builtin().Lookup("sv")
	var names []string
	for i := range 300 {
		names = append(names, fmt.Sprintf("g%04d", i))
	}
	assert.Equal(t, "g0000, g0001", SomeNames(en, names[:2]))
	assert.Equal(t, strings.Join(names[:MaxListed], ", "), SomeNames(en, names[:MaxListed]))
	assert.Equal(t, strings.Join(names[:MaxListed-1], ", ")+" and 2 more", SomeNames(en, names[:MaxListed+1]))
	assert.Equal(t, strings.Join(names[:MaxListed-1], ", ")+" och 291 till", SomeNames(sv, names))
}
