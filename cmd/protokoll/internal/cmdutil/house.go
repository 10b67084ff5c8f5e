package cmdutil

import (
	"os"
	"path/filepath"
	"unicode"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/journal"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/outfile"
	"github.com/kitchentable/protokoll/scoresheet"
)

// RulesDir returns the folder house rules are saved in by name: rules in
// the folder of saved games.
func RulesDir(f *Factory) (string, error) {
	dir, err := journal.DefaultDir(f.Getenv)
	return filepath.Join(dir, "rules"), err
}

// RulesName checks the name house rules are saved under: letters,
// digits, - and _, as a file name on any system takes them.
func RulesName(name string) error {
	ok := name != "" && len(name) <= 64
	for _, r := range name {
		ok = ok && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_')
	}
	if !ok {
		return msg.Errorf("%q cannot name house rules: use letters, digits, - and _", name)
	}
	return nil
}

// RulesPath is the file of house rules saved as name.
func RulesPath(f *Factory, name string) (string, error) {
	dir, err := RulesDir(f)
	return filepath.Join(dir, name+".txt"), err
}

// HouseRules reads the house rules arg names: rules saved by that name
// (protokoll rules save), else a file. A line the rules cannot express
// is refused with the file, the line and the column.
func HouseRules(f *Factory, arg string) (scoresheet.HouseRules, error) {
	path := arg
	if RulesName(arg) == nil {
		if saved, err := RulesPath(f, arg); err == nil {
			if _, err := os.Stat(saved); err == nil {
				path = saved
			}
		}
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return scoresheet.HouseRules{}, outfile.ReadRefusal(path, err)
	}
	h, err := scoresheet.ParseHouseRules(string(data), f.Langs.Sheets()...)
	if err != nil {
		return h, msg.Wrap(err, "house rules %s: %v", path, err)
	}
	return h, nil
}

// Variant returns the variant the --variant and --rules flags name:
// house rules, when given, bring their own.
func Variant(f *Factory, variant, rules string) (*scoresheet.Variant, error) {
	if rules != "" {
		h, err := HouseRules(f, rules)
		if err != nil {
			return nil, err
		}
		return h.Variant(), nil
	}
	return scoresheet.LookupVariant(variant)
}

// RulesFlagHelp is the help of every --rules flag.
const RulesFlagHelp = "house rules: a file, or a name saved with protokoll rules save (their first line is the variant)"
