// Package catalog is the program's catalog: every word protokoll says to
// a person, a language a value. A Language holds every message (msg:
// the program's prompts, headings and refusals, the rules packages'
// refusals and verdict reasons) keyed by its English, the words it
// gives the rules packages and the sheets (box names, card names,
// contract explanations), and the words the table types (commands,
// cards).
//
// A run chooses one Language (Languages.Resolve: --lang, else the
// locale); a server chooses one for each request (Languages.Accept).
// Nothing here is global: two goroutines may speak two languages at once.
//
// A language is one file (sv.go, et.go) and its line in Builtin. Its
// words are said through golang.org/x/text/message: each Language builds
// its own x/text catalog of them (Make) and a printer of its own over it,
// which looks a message up and formats it; plurals are chosen by the
// language's CLDR rules and written as x/text messages (plural.Selectf),
// numbers with a fraction and percentages in the language's own marks
// (golang.org/x/text/number). Whole numbers are written as Go writes
// them, ungrouped and with an ASCII sign, in every language: a number in
// a message is as often a line, a port or a year as a count. English is
// the keys themselves; every other language must say every key the code
// asks for, with the same arguments: keys_test.go reads the program's
// typed syntax trees to check it.
//
// A language file gives the messages (a map by their English: the
// program's and the rules packages', every sentence and phrase they say:
// refusals, reasons, contracts explained, the rules page's notes), the
// card game's words (contracts.Words), the Yatzy sheet's
// (scoresheet.Words), the table's commands and the help topics. The
// rules packages' words are nouns (boxes, melds, ranks, suits, colours,
// heads), which their sentences hold: a rules package says a sentence
// with a msg.Printer, a Language, and takes its nouns from the words the
// Language gives (Sheet, Cards); TestWordsAreNouns keeps a sentence out
// of them. The printed sheets take their words from the messages too.
// English is built
// into each package that speaks (the rules packages' lang_en.go, en.go
// here). Tests fail for a language missing a message the code asks for, a
// word or a page English has, or a sentence said with other arguments
// (TestEveryLanguageHasEveryWord compares each language with English field
// by field, TestEveryLanguageHasEveryTopic the help pages), and for a
// message no code asks for. A language whose adjectives bend (Agree) or
// whose meld names are built otherwise (Names, None) says so with a
// function in its file: Estonian's partitive after a number above one is
// estonianPartitive in et.go. Which form a count takes is the language's
// plural rules' choice (CLDR, through golang.org/x/text/feature/plural),
// never n == 1: a message that changes with a count is said with
// Language.N or msg.ErrorN, and a language gives its forms by CLDR
// category in Plurals (TestEveryPluralSaysEveryCount asks for every form
// its rules choose); the card game's nouns choose by the same rules. The card game's nouns and adjectives have two forms, for one and
// for more, which is what English, Swedish and Estonian count with; a
// language with more would widen them. The rules packages' own tests run
// in English and in a made-up language (pdf/pseudo_test.go,
// catalogtest.Pseudo) that shows any word that did not come from the
// language's words; the real languages' words are tested here.
package catalog

import (
	"fmt"
	"strings"
	"sync"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
	"golang.org/x/text/message"
	xcatalog "golang.org/x/text/message/catalog"
	"golang.org/x/text/number"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// Builtin returns the languages the program speaks, English first, then
// the others by their codes, each made anew: values, none shared with
// another call. A new language is a file like sv.go and its line here.
func Builtin() Languages {
	return Languages{newEnglish(), newEstonian(), newSwedish()}
}

// A Language is every word protokoll says in one language. Its fields are
// the language file's, and Make readies it to speak; a Language is used
// through a pointer and may be used by any number of goroutines at once.
type Language struct {
	Tag  string // the language's code: "sv"
	Name string // its name in itself, for a reader who looks for it: "svenska"

	// Messages are the program's own words, by their English.
	Messages map[msg.Key]string
	// Plurals are the messages that change with a count, by their
	// English for other counts: x/text messages that choose their form
	// by the count, which is their argument 1 (plural.Selectf(1, "", …)).
	Plurals map[msg.Key]xcatalog.Message

	Sheets    *scoresheet.Words // the Yatzy sheet's words
	Contracts *contracts.Words  // the card game's

	// Commands are the words that give a command at the table, each
	// command's first word the one shown.
	Commands map[Command][]string

	// Topics are the pages of protokoll help TOPIC, the reference a
	// player reads: each a summary line, an empty line and the page,
	// wrapped to fit 80 columns.
	Topics map[Topic]string

	// Made by Make, and when the language first speaks (ready): its
	// x/text catalog and its printers.
	tag     language.Tag
	once    sync.Once
	catalog *xcatalog.Builder
	printer *message.Printer
	forms   *message.Printer
}

// A Command is something a player may type at the table instead of an
// answer.
type Command string

// The table's commands.
const (
	CmdUndo     Command = "undo"      // take back the last entry
	CmdFix      Command = "fix"       // correct an entry
	CmdSheet    Command = "sheet"     // show the sheet or the scores
	CmdQuit     Command = "quit"      // leave, to resume later
	CmdHint     Command = "hint"      // the best play
	CmdChances  Command = "chances"   // each player's chance to win
	CmdBack     Command = "back"      // other dice
	CmdCheck    Command = "check"     // check a meld
	CmdSave     Command = "save"      // save a correction
	CmdCancel   Command = "cancel"    // leave a correction
	CmdFile     Command = "file"      // a list of one's own, from a file
	CmdHand     Command = "hand"      // before a meld check's cards: a whole hand
	CmdRename   Command = "rename"    // give a player another name
	CmdAdjust   Command = "adjust"    // points by hand, with a reason (the card game)
	CmdQR       Command = "qr"        // the shared game's QR code and address again
	CmdPIN      Command = "pin"       // the shared game's PIN again
	CmdHintsOn  Command = "hints on"  // the box menu's cursor on the best play
	CmdHintsOff Command = "hints off" // the box menu's cursor on the most points
)

// A Topic is a page of the reference a player reads with protokoll help
// TOPIC, in the run's language; it is named by the word typed.
type Topic string

// The help topics.
const (
	TopicCards      Topic = "cards"       // how to type cards and hands
	TopicContracts  Topic = "contracts"   // the contract language, word by word
	TopicExitStatus Topic = "exit-status" // the exit statuses, for scripts
	TopicFiles      Topic = "files"       // where games are kept, what a game file is, repair
	TopicHouseRules Topic = "house-rules" // the house rules file, every change
)

// Topics lists the help topics in the order help lists them.
func Topics() []Topic {
	return []Topic{TopicCards, TopicContracts, TopicExitStatus, TopicFiles, TopicHouseRules}
}

// Topic returns the help page t in the language, and its summary, the
// page's first line. A page the language lacks is said in English (a
// test fails for any such page).
func (l *Language) Topic(t Topic) (summary, page string) {
	page = l.Topics[t]
	if page == "" {
		page = englishTopics[t]
	}
	summary, _, _ = strings.Cut(page, "\n")
	return summary, page
}

// Make readies l, a language's words, to be spoken: the language's
// x/text catalog of them (its messages, and its plurals by CLDR's rules)
// and the printer that says them are the Language's own, made from its
// words when it first speaks (making them costs about as much as the
// rest of a run that prints its version: not every run speaks every
// language). Two languages are two values, never a catalog shared by
// the process (message.DefaultCatalog is not used). l is not to be
// changed after.
func Make(l *Language) *Language {
	l.tag = language.Make(l.Tag)
	return l
}

// ready builds the language's catalog and printers, once.
func (l *Language) ready() {
	l.once.Do(func() {
		b := xcatalog.NewBuilder(xcatalog.Fallback(l.tag))
		for key, s := range l.Messages {
			if err := b.SetString(l.tag, string(key), s); err != nil {
				panic(fmt.Sprintf("catalog %s: %q: %v", l.Tag, key, err)) // a test says every message
			}
		}
		for key, m := range l.Plurals {
			if err := b.Set(l.tag, string(key), m); err != nil {
				panic(fmt.Sprintf("catalog %s: %q: %v", l.Tag, key, err))
			}
		}
		l.catalog = b
		l.printer = message.NewPrinter(l.tag, message.Catalog(b))
		// The form a plural chose is a format of its own, said by a
		// printer that looks up nothing.
		l.forms = message.NewPrinter(l.tag, message.Catalog(xcatalog.NewBuilder()))
	})
}

// T returns the message key in the language, formatted with args; a key
// the language lacks is said in English (a test fails for any such key).
func (l *Language) T(key msg.Key, args ...any) string {
	l.ready()
	return l.printer.Sprintf(string(key), numbers(args)...)
}

// N returns the message for the count n, formatted with args: the form
// the language's plural rules (CLDR) choose for n. In English one is the
// form for one ("1 roll left") and other the form for any other count
// ("%d rolls left"); other is also the key of another language's forms.
func (l *Language) N(n int, one, other msg.Key, args ...any) string {
	l.ready()
	if _, ok := l.Plurals[other]; ok {
		r := &renderer{l: l, count: n, args: numbers(args)}
		if err := l.catalog.Context(l.tag, r).Execute(string(other)); err == nil {
			return r.out.String()
		}
	}
	key := other
	if plural.Cardinal.MatchPlural(l.tag, n, 0, 0, 0, 0) == plural.One {
		key = one
	}
	return l.T(key, args...)
}

// A renderer writes the form of a plural message x/text chose: its
// argument 1 is the count, and what it renders is a format for args.
type renderer struct {
	l     *Language
	count int
	args  []any
	out   strings.Builder
}

func (r *renderer) Arg(i int) any {
	if i == 1 {
		return r.count
	}
	return nil
}

func (r *renderer) Render(s string) { r.out.WriteString(r.l.forms.Sprintf(s, r.args...)) }

// numbers readies a message's arguments for the printer: a number with a
// fraction is written in the language's marks, ungrouped (203,0 in
// Swedish and Estonian: number.Decimal); any other number as Go writes
// it (plain), ungrouped with an ASCII sign, since a number in a message
// is as often a line, a port, a process or a year as a count, and a
// script reads them.
func numbers(args []any) []any {
	if len(args) == 0 {
		return nil
	}
	out := make([]any, len(args))
	for i, a := range args {
		switch a.(type) {
		case string, error:
			out[i] = a
		case float64, float32:
			out[i] = number.Decimal(a, number.NoSeparator())
		default:
			out[i] = plain{a}
		}
	}
	return out
}

// plain is an argument the printer writes as fmt does.
type plain struct{ v any }

func (p plain) Format(f fmt.State, verb rune) { fmt.Fprintf(f, fmt.FormatString(f, verb), p.v) }

// Decimal writes x with prec digits after the language's decimal mark:
// "203.0", Swedish "203,0"; thousands are not grouped.
func (l *Language) Decimal(x float64, prec int) string {
	l.ready()
	return l.printer.Sprint(number.Decimal(x, number.Scale(prec), number.NoSeparator()))
}

// Percent writes a chance or a rate as a whole percentage in the
// language's way ("63%", Swedish "63 %"); "<1" and ">99" where rounding
// would say 0 or 100 of what is not.
func (l *Language) Percent(p float64) string {
	l.ready()
	switch {
	case p > 0 && p < 0.005:
		return "<" + l.printer.Sprint(number.Percent(0.01, number.Scale(0)))
	case p < 1 && p > 0.995:
		return ">" + l.printer.Sprint(number.Percent(0.99, number.Scale(0)))
	}
	return l.printer.Sprint(number.Percent(p, number.Scale(0)))
}

// Percents says two chances as Percent does, with as many decimals (up
// to two) as it takes to tell them apart: "12.3 % instead of 12.1 %", not
// "12 % instead of 12 %".
func (l *Language) Percents(p, q float64) (string, string) {
	a, b := l.Percent(p), l.Percent(q)
	for scale := 1; a == b && scale <= 2 && p > 0.005 && p < 0.995 && q > 0.005 && q < 0.995; scale++ {
		a, b = l.printer.Sprint(number.Percent(p, number.Scale(scale))), l.printer.Sprint(number.Percent(q, number.Scale(scale)))
	}
	return a, b
}

// Say returns err's message in the language: a refusal of the one
// message model (msg.Error: the program's, the rules packages', the
// sheets') and anything else that says itself with a printer (a
// contract's parse error, a refusal resumed in its game's language) say
// themselves in it; any other error gives its own words.
func (l *Language) Say(err error) string {
	if e, ok := err.(interface{ In(msg.Printer) string }); ok {
		return e.In(l)
	}
	return err.Error()
}

// Sheet and Cards, with T, N and Say, make a Language the words of a
// printed sheet (pdf.Words): the rules packages' nouns, and the sentences
// the sheets and the rules packages say, which are the program's
// messages.
func (l *Language) Sheet() *scoresheet.Words { return l.Sheets }
func (l *Language) Cards() *contracts.Words  { return l.Contracts }

// Command returns the command s gives in the language, if any.
func (l *Language) Command(s string) (Command, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	for c, words := range l.Commands {
		for _, w := range words {
			if s == w {
				return c, true
			}
		}
	}
	return "", false
}

// Word returns the word shown for command c.
func (l *Language) Word(c Command) string { return l.Commands[c][0] }

// VariantName names v in the language: a built-in variant by its name
// there ("skandinavisk"), and "(house rules)" after one played by some.
func (l *Language) VariantName(v *scoresheet.Variant) string {
	name := v.Title(l.Sheets)
	if v.House != "" {
		return l.T("%s (house rules)", name)
	}
	return name
}

// VariantKey names the variant whose key (scoresheet.Variant.Key) is
// key, as a heading of the statistics: a built-in variant by its name in
// the language; one under house rules with the key that --variant takes.
func (l *Language) VariantKey(key string) string {
	id := scoresheet.KeyVariant(key)
	name := id
	if n, ok := l.Sheets.Variants[id]; ok {
		name = n
	}
	if key != id {
		return l.T("%s (house rules: --variant %s)", name, key)
	}
	return name
}

// A House is how house rules are named: by the name they are saved
// under, or else by their changes.
type House struct {
	Name  string
	Rules scoresheet.HouseRules
}

// Houses are the house rules played or saved, each by its variant's key
// (scoresheet.Variant.Key).
type Houses map[string]House

// HouseVariant names the variant whose key is key as VariantKey does, but
// one under house rules as house knows them: by the name they are saved
// under ("forced (house rules kvarteret)"), or else by their changes
// (HouseRulesWords); by the key --variant takes only when neither is
// known.
func (l *Language) HouseVariant(key string, house Houses) string {
	id := scoresheet.KeyVariant(key)
	h, ok := house[key]
	if !ok || key == id {
		return l.VariantKey(key)
	}
	name := id
	if v, ok := l.Sheets.Variants[id]; ok {
		name = v
	}
	if h.Name != "" {
		return l.T("%s (house rules %s)", name, h.Name)
	}
	if len(h.Rules.Changes) == 0 {
		return l.VariantKey(key)
	}
	return l.T("%s (house rules: %s)", name, l.HouseRulesWords(h.Rules))
}

// HouseRulesWords says house rules' changes in the language, comma-
// separated: "bonus 75 = 50, Full house = 25".
func (l *Language) HouseRulesWords(h scoresheet.HouseRules) string {
	words := make([]string, 0, len(h.Changes))
	for _, c := range h.Changes {
		switch c.Kind {
		case scoresheet.ChangeBonus:
			words = append(words, l.T("bonus %d = %d", c.At, c.Points))
		case scoresheet.ChangeFixed:
			words = append(words, l.T("%s = %d", h.Base.Name(c.Box, l.Sheets), c.Points))
		case scoresheet.ChangeFourPairs:
			words = append(words, l.T("four alike count as %s", h.Base.Name(scoresheet.TwoPairs, l.Sheets)))
		case scoresheet.ChangeBottomUp:
			words = append(words, l.T("filled bottom to top"))
		case scoresheet.ChangeSavedRolls:
			words = append(words, l.T("no saved rolls"))
		}
	}
	return strings.Join(words, ", ")
}

// GameOf names what a saved game is of, as the games, the statistics and
// the recap show it: a Yatzy game's variant (VariantKey), a card game's
// list by its title.
func (l *Language) GameOf(yatzy bool, of string) string {
	if yatzy {
		return l.VariantKey(of)
	}
	return of
}

// VariantName is v as an argument of a message made before its reader's
// language is known: said as that language names it.
func VariantName(v *scoresheet.Variant) msg.Arg { return variantName{v} }

type variantName struct{ v *scoresheet.Variant }

func (n variantName) In(p msg.Printer) string {
	if l, ok := p.(*Language); ok {
		return l.VariantName(n.v)
	}
	return n.v.ID
}

// SaidIn returns err to be said in l whoever says it (Say): the refusal
// of a game resumed in its own language, which the run, in the user's,
// reports as it ends.
func SaidIn(l *Language, err error) error {
	if err == nil || l == nil {
		return err
	}
	return saidIn{l, err}
}

type saidIn struct {
	l   *Language
	err error
}

func (e saidIn) Error() string         { return e.l.Say(e.err) }
func (e saidIn) In(msg.Printer) string { return e.l.Say(e.err) }
func (e saidIn) Unwrap() error         { return e.err }
