package catalog

import (
	"slices"
	"strings"

	"golang.org/x/text/language"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// Languages are the languages a run speaks, the default (English) first.
// What a person types is read in any of them: a box's name, a command, a
// card.
type Languages []*Language

// Tags lists the languages' codes, in order: "en", "sv", "et".
func (ls Languages) Tags() []string {
	tags := make([]string, len(ls))
	for i, l := range ls {
		tags[i] = l.Tag
	}
	return tags
}

// Lookup returns the language whose code is tag, or nil.
func (ls Languages) Lookup(tag string) *Language {
	for _, l := range ls {
		if l.Tag == tag {
			return l
		}
	}
	return nil
}

// Sheets returns every language's Yatzy words; Cards the card game's.
func (ls Languages) Sheets() []*scoresheet.Words {
	out := make([]*scoresheet.Words, len(ls))
	for i, l := range ls {
		out[i] = l.Sheets
	}
	return out
}

func (ls Languages) Cards() []*contracts.Words {
	out := make([]*contracts.Words, len(ls))
	for i, l := range ls {
		out[i] = l.Contracts
	}
	return out
}

// Command returns the command s gives in any of the languages.
func (ls Languages) Command(s string) (Command, bool) {
	for _, l := range ls {
		if c, ok := l.Command(s); ok {
			return c, true
		}
	}
	return "", false
}

// Words lists the words of command c in every language, each once.
func (ls Languages) Words(c Command) []string {
	var out []string
	for _, l := range ls {
		for _, w := range l.Commands[c] {
			if !slices.Contains(out, w) {
				out = append(out, w)
			}
		}
	}
	return out
}

// match returns the language tag names best, if it names one of ls.
func (ls Languages) match(tag language.Tag) (*Language, bool) {
	tags := make([]language.Tag, len(ls))
	for i, l := range ls {
		tags[i] = language.Make(l.Tag)
	}
	_, i, conf := language.NewMatcher(tags).Match(tag)
	if conf == language.No {
		return nil, false
	}
	return ls[i], true
}

// FromFlag reads a --lang value ("sv", "et", "en-GB", "sv_SE.UTF-8"). A
// value naming no language of ls is an error, not a silent fallback.
func (ls Languages) FromFlag(s string) (*Language, error) {
	if l := ls.Lookup(strings.ToLower(s)); l != nil {
		return l, nil
	}
	if tag, err := parseLocale(s); err == nil {
		if l, ok := ls.match(tag); ok {
			return l, nil
		}
	}
	return nil, msg.Errorf("unknown language %q: want one of %s", s, strings.Join(ls.Tags(), ", "))
}

// FromEnv picks the language from LC_ALL, LC_MESSAGES or LANG, in that
// order of precedence, as getenv reports them; the default if none names
// a language of ls.
func (ls Languages) FromEnv(getenv func(string) string) *Language {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		v := getenv(name)
		if v == "" {
			continue
		}
		// The first variable set decides, as in POSIX; "C" and "POSIX"
		// mean the default.
		if tag, err := parseLocale(v); err == nil {
			if l, ok := ls.match(tag); ok {
				return l
			}
		}
		return ls[0]
	}
	return ls[0]
}

// Resolve returns the language for a run: the flag if set, else the
// environment.
func (ls Languages) Resolve(flag string, getenv func(string) string) (*Language, error) {
	if flag != "" {
		return ls.FromFlag(flag)
	}
	return ls.FromEnv(getenv), nil
}

// Accept returns the language a browser asks for in an Accept-Language
// header ("sv-SE,sv;q=0.9,en;q=0.8"), the default if it asks for none of
// ls.
func (ls Languages) Accept(header string) *Language {
	tags, _, err := language.ParseAcceptLanguage(header)
	if err != nil || len(tags) == 0 {
		return ls[0]
	}
	for _, t := range tags {
		if l, ok := ls.match(t); ok && (t != language.Und) {
			return l
		}
	}
	return ls[0]
}

// parseLocale reads a POSIX locale ("sv_SE.UTF-8@euro") or a BCP 47 tag.
func parseLocale(s string) (language.Tag, error) {
	s = strings.TrimSpace(s)
	if i := strings.IndexAny(s, ".@"); i >= 0 {
		s = s[:i]
	}
	if s == "" || s == "C" || s == "POSIX" {
		return language.Und, msg.Errorf("no language in %q", s)
	}
	return language.Parse(strings.ReplaceAll(s, "_", "-"))
}
