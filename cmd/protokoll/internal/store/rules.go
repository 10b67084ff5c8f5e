package store

import (
	"os"
	"path/filepath"
	"strings"
	"unicode"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/outfile"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// House rules saved by name (protokoll rules save) are files NAME.txt in
// rules/ in the folder of saved games, as the table wrote them.

// CheckRulesName checks the name house rules are saved under: letters,
// digits, - and _, as a file name on any system takes them.
func CheckRulesName(name string) error {
	if r, _, ok := playername.Invisible(name); ok {
		return msg.Errorf("%s cannot name house rules: it holds a character that shows nothing (%s)", playername.Display(name), playername.Describe(r))
	}
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
func (s Store) RulesPath(name string) string { return filepath.Join(s.Dir, "rules", name+".txt") }

// HouseRules reads the house rules arg names: rules saved by that name,
// else a file. A box is named by its id or its name in English or a
// language of ws; a line the rules cannot express is refused with the
// file, the line and the column.
func (s Store) HouseRules(arg string, ws ...*scoresheet.Words) (scoresheet.HouseRules, error) {
	path := arg
	if CheckRulesName(arg) == nil {
		if _, err := os.Stat(s.RulesPath(arg)); err == nil {
			path = s.RulesPath(arg)
		}
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return scoresheet.HouseRules{}, outfile.ReadRefusal(path, err)
	}
	return parseRules(path, data, ws)
}

// SaveRules checks the house rules in file and keeps them as name, as
// written; it returns the rules read.
func (s Store) SaveRules(name, file string, ws ...*scoresheet.Words) (scoresheet.HouseRules, error) {
	if err := CheckRulesName(name); err != nil {
		return scoresheet.HouseRules{}, err
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return scoresheet.HouseRules{}, outfile.ReadRefusal(file, err)
	}
	h, err := parseRules(file, data, ws)
	if err != nil {
		return h, err
	}
	path := s.RulesPath(name)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return h, outfile.ReadRefusal(filepath.Dir(path), err)
	}
	return h, outfile.Write(path, data, 0o666)
}

func parseRules(path string, data []byte, ws []*scoresheet.Words) (scoresheet.HouseRules, error) {
	h, err := scoresheet.ParseHouseRules(string(data), ws...)
	if err != nil {
		return h, msg.Wrap(err, "house rules %s: %v", path, err)
	}
	// A definition's variant is called by its name (its title) and its
	// aliases: none may hold a character that shows nothing.
	for _, name := range append([]string{h.Base.ID}, h.Base.Aliases...) {
		if r, _, ok := playername.Invisible(name); ok {
			return h, msg.Errorf("house rules %s: the variant's name %s holds a character that shows nothing (%s): leave it out", path, playername.Display(name), playername.Describe(r))
		}
	}
	return h, nil
}

// RulesNames lists the names house rules are saved under.
func (s Store) RulesNames() []string {
	files, _ := filepath.Glob(filepath.Join(s.Dir, "rules", "*.txt"))
	var names []string
	for _, f := range files {
		names = append(names, strings.TrimSuffix(filepath.Base(f), ".txt"))
	}
	return names
}
