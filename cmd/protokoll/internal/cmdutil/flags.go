package cmdutil

import (
	"os"
	"strings"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/outfile"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// Variant returns the variant the --variant and --rules flags name: house
// rules (saved by name in the store, or a file; boxes named in any of
// langs), when given, bring their own.
func Variant(saved func() (store.Store, error), langs catalog.Languages, variant, rules string) (*scoresheet.Variant, error) {
	if rules != "" {
		s, err := saved()
		if err != nil {
			return nil, err
		}
		h, err := s.HouseRules(rules, langs.Sheets()...)
		if err != nil {
			return nil, err
		}
		return h.Variant(), nil
	}
	v, err := scoresheet.LookupVariant(variant)
	if err != nil {
		// By its name in any language, as the menu shows it ("skandinavisk").
		for _, w := range langs.Sheets() {
			for _, b := range scoresheet.Variants() {
				if strings.EqualFold(strings.TrimSpace(variant), b.Title(w)) {
					return b, nil
				}
			}
		}
	}
	return v, err
}

// HouseFlagHelp is the help of every --rules flag.
const HouseFlagHelp = "house rules: a file, or a name saved with protokoll rules save (their first line is the variant)"

// ListAndPlayers reads the --list and --players flags of a card game's
// command, both of which it needs.
func ListAndPlayers(list, players string) (*contracts.List, []string, error) {
	switch {
	case list == "" && players == "":
		return nil, nil, msg.Errorf("--list and --players are required")
	case list == "":
		return nil, nil, msg.Errorf("%s is required", "--list")
	case players == "":
		return nil, nil, msg.Errorf("%s is required", "--players")
	}
	l, err := LoadList(list)
	if err != nil {
		return nil, nil, err
	}
	names, err := playername.Parse(players)
	if err != nil {
		return nil, nil, err
	}
	return l, names, nil
}

// LoadList finds a built-in list by name, or reads one of the table's own
// from a file.
func LoadList(name string) (*contracts.List, error) {
	if l, err := contracts.LookupList(name); err == nil {
		return l, nil
	} else if _, statErr := os.Stat(name); statErr != nil {
		return nil, err
	}
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, outfile.ReadRefusal(name, err)
	}
	l, err := contracts.ParseList(strings.TrimSuffix(name, ".txt"), string(data))
	if err != nil {
		return nil, msg.Errorf("%s: %v", name, err)
	}
	if r, _, ok := playername.Invisible(l.Title); ok {
		return nil, msg.Errorf("%s: the list's title %s holds a character that shows nothing (%s): leave it out", name, playername.Display(l.Title), playername.Describe(r))
	}
	return l, nil
}

// Joker reads --joker for variant v: a joker rule other than the usual
// one is refused for a variant without one (it was saved with a maxi
// game, and taken by advise for scandinavian).
func Joker(v *scoresheet.Variant, flag string) (scoresheet.Joker, error) {
	joker, err := scoresheet.ParseJoker(flag)
	if err == nil && joker != (scoresheet.Choices{}).Normal().Joker && !v.HasJoker() {
		return "", msg.Errorf("--joker %s: %s has no joker rule (%s has)", flag, catalog.VariantName(v), catalog.VariantName(scoresheet.Standard()))
	}
	return joker, err
}
