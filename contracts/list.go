package contracts

import (
	"embed"
	"io/fs"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// A List is a house list of contracts, one for each round.
type List struct {
	Name   string // what the list is called on the command line: "1" … "12"
	Title  string // the list's heading: "Lista 7"
	Rounds []Round
}

// A Round is one round of a list: its number and contract.
type Round struct {
	Number   int
	Contract *Contract
}

//go:embed lists/*.txt
var builtin embed.FS

// Lists returns the twelve built-in house lists, in order. They are read
// once, when first asked for, and shared: callers must not change them.
func Lists() []*List { return slices.Clone(builtinLists()) }

var builtinLists = sync.OnceValue(func() []*List {
	entries, _ := fs.ReadDir(builtin, "lists")
	var lists []*List
	for _, e := range entries {
		data, _ := builtin.ReadFile("lists/" + e.Name())
		l, err := ParseList(strings.TrimSuffix(strings.TrimLeft(e.Name(), "0"), ".txt"), string(data))
		if err != nil {
			panic("contracts: built-in list " + e.Name() + ": " + err.Error())
		}
		lists = append(lists, l)
	}
	return lists
})

// LookupList finds a built-in list by name ("7", "lista 7", "Lista-7").
func LookupList(name string) (*List, error) {
	key := strings.TrimLeft(strings.NewReplacer("lista", "", " ", "", "-", "").Replace(strings.ToLower(name)), "0")
	var names []string
	for _, l := range Lists() {
		if l.Name == key {
			return l, nil
		}
		names = append(names, l.Name)
	}
	return nil, errorOf("no list called %q: the lists are %s, or a file of your own", name, strings.Join(names, ", "))
}

// TitleIn returns the list's heading in p's language (nil: English), as
// ListTitleIn says it.
func (l *List) TitleIn(p msg.Printer) string { return ListTitleIn(l.Title, p) }

// ListTitleIn says a list's heading in p's language (nil: English): one
// headed as the built-in lists are, "Lista 7", is "List 7" in English;
// a heading of the table's own stays as written.
func ListTitleIn(title string, p msg.Printer) string {
	n, ok := strings.CutPrefix(title, "Lista ")
	if _, err := strconv.Atoi(n); !ok || err != nil {
		return title
	}
	return speakerOf(p).p.T("List %s", n)
}

// Round returns the round numbered n.
func (l *List) Round(n int) (Round, error) {
	i := slices.IndexFunc(l.Rounds, func(r Round) bool { return r.Number == n })
	if i < 0 {
		return Round{}, errorOf("list %s has no round %d: it has rounds 1 to %d", l.Name, n, len(l.Rounds))
	}
	return l.Rounds[i], nil
}

// ParseList reads a list in the house format:
//
//	# Lista 7
//	1. en kåk i jämna + en triss i udda
//	2. två röda trissar
//	3. Den som har mörka strumpor ska ha en kåk
//	   Den som har ljusa strumpor ska ha en färgstege på 3 kort
//
// A line "N. text" starts round N; a line that does not start with a
// number goes on the round before it; a line starting with # is the
// list's title. Rounds are numbered 1, 2, 3 … in order.
func ParseList(name, text string) (*List, error) {
	l := &List{Name: name, Title: "Lista " + name}
	var texts []string
	for i, line := range strings.Split(text, "\n") {
		trimmed := strings.TrimSpace(line)
		switch {
		case trimmed == "":
			continue
		case strings.HasPrefix(trimmed, "#"):
			l.Title = strings.TrimSpace(strings.TrimPrefix(trimmed, "#"))
			continue
		}
		if num, rest, ok := strings.Cut(trimmed, "."); ok {
			if n, err := strconv.Atoi(num); err == nil {
				if n != len(texts)+1 {
					return nil, errorOf("line %d: round %d comes after round %d", i+1, n, len(texts))
				}
				texts = append(texts, strings.TrimSpace(rest))
				continue
			}
		}
		if len(texts) == 0 {
			return nil, errorOf("line %d: %q comes before round 1 (start rounds with \"1. \")", i+1, trimmed)
		}
		texts[len(texts)-1] += "\n" + trimmed
	}
	if len(texts) == 0 {
		return nil, errorOf("no rounds: write one round a line, \"1. 2 trissar\"")
	}
	for i, t := range texts {
		c, err := Parse(t)
		if err != nil {
			return nil, errorOf("round %d: %s", i+1, err)
		}
		l.Rounds = append(l.Rounds, Round{Number: i + 1, Contract: c})
	}
	return l, nil
}
