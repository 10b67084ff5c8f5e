// Package locale picks the language the program speaks: the --lang flag if
// given, else the environment's locale, matched against the languages the
// program has words for.
package locale

import (
	"strings"
	"sync"

	"golang.org/x/text/language"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/text"
)

// supported lists the languages the program speaks, the default first:
// English and every language of the catalog. It and the matcher are made
// when first asked for, not by every run at start.
var supported = sync.OnceValue(func() []language.Tag {
	var tags []language.Tag
	for _, l := range text.Languages() {
		tags = append(tags, language.MustParse(l))
	}
	return tags
})

var matcher = sync.OnceValue(func() language.Matcher { return language.NewMatcher(supported()) })

// FromFlag reads a --lang value ("sv", "et", "en-GB", "sv_SE.UTF-8"). A value
// naming no language the program speaks is an error, not a silent fallback.
func FromFlag(s string) (string, error) {
	tag, err := parse(s)
	if err == nil {
		if _, _, conf := matcher().Match(tag); conf != language.No {
			return base(tag), nil
		}
	}
	return "", text.Errorf("unknown language %q: want one of %s", s, strings.Join(text.Languages(), ", "))
}

// FromEnv picks the language from LC_ALL, LC_MESSAGES or LANG, in that order
// of precedence, as getenv reports them; English if none names a language
// the program speaks.
func FromEnv(getenv func(string) string) string {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		v := getenv(name)
		if v == "" {
			continue
		}
		// The first variable set decides, as in POSIX; "C" and "POSIX"
		// mean the default.
		tag, err := parse(v)
		if err != nil {
			return "en"
		}
		if _, _, conf := matcher().Match(tag); conf == language.No {
			return "en"
		}
		return base(tag)
	}
	return "en"
}

func base(tag language.Tag) string {
	_, i, _ := matcher().Match(tag)
	b, _ := supported()[i].Base()
	return b.String()
}

// parse reads a POSIX locale ("sv_SE.UTF-8@euro") or a BCP 47 tag.
func parse(s string) (language.Tag, error) {
	s = strings.TrimSpace(s)
	if i := strings.IndexAny(s, ".@"); i >= 0 {
		s = s[:i]
	}
	if s == "" || s == "C" || s == "POSIX" {
		return language.Und, text.Errorf("no language in %q", s)
	}
	return language.Parse(strings.ReplaceAll(s, "_", "-"))
}

// Resolve returns the language for a run: the flag if set, else the
// environment.
func Resolve(flag string, getenv func(string) string) (string, error) {
	if flag != "" {
		return FromFlag(flag)
	}
	return FromEnv(getenv), nil
}
