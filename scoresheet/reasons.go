package scoresheet

import (
	"fmt"
	"strings"
)

// An Error is a refused entry or question (dice that are not dice, a box
// that cannot be filled) that can say itself in each language: Error()
// in English, In("sv") in Swedish.
type Error struct {
	key  errKey
	args []any
}

func (e *Error) Error() string { return e.In("en") }

// In says the error in lang ("en", "sv" or "et"; any other gets English).
func (e *Error) In(lang string) string {
	args := make([]any, len(e.args))
	for i, a := range e.args {
		switch a := a.(type) {
		case boxArg:
			args[i] = a.v.Name(a.b, lang)
		case boxesArg:
			s := make([]string, len(a.bs))
			for k, b := range a.bs {
				s[k] = a.v.Name(b, lang)
			}
			args[i] = strings.Join(s, ", ")
		case *Error:
			args[i] = a.In(lang)
		case error:
			args[i] = a.Error()
		default:
			args[i] = a
		}
	}
	return fmt.Sprintf(phrases[e.key][langIndex(lang)], args...)
}

// Unwrap returns the error the refusal is about, if any.
func (e *Error) Unwrap() error {
	for _, a := range e.args {
		if err, ok := a.(error); ok {
			return err
		}
	}
	return nil
}

func errorOf(key errKey, args ...any) error { return &Error{key, args} }

// A boxArg is a box named in the error's language; boxesArg a list.
type (
	boxArg struct {
		v *Variant
		b Box
	}
	boxesArg struct {
		v  *Variant
		bs []Box
	}
)

type errKey string

// phrases are the refusals, in English, Swedish and Estonian.
var phrases = map[errKey][3]string{
	"notOnDie": {"%q is not on a die: each die shows 1 to 6", "%q finns inte på en tärning: varje tärning visar 1 till 6",
		"%q ei ole täringul: igal täringul on 1 kuni 6"},
	"notDie": {"%q is not a die: type the %d values shown, like %s", "%q är ingen tärning: skriv de %d värden som visas, som %s",
		"%q ei ole täring: sisesta %d nähtavat väärtust, nt %s"},
	"diceCount": {"got %d dice, want %d: type the %d values shown, like %s", "%d tärningar, men det ska vara %d: skriv de %d värden som visas, som %s",
		"%d täringut, aga vaja on %d: sisesta %d nähtavat väärtust, nt %s"},
	"diceCountBare": {"got %d dice, want %d", "%d tärningar, men det ska vara %d", "%d täringut, aga vaja on %d"},
	"dieValue":      {"die %d is not on a die: each die shows 1 to 6", "%d finns inte på en tärning: varje tärning visar 1 till 6", "%d ei ole täringul: igal täringul on 1 kuni 6"},
	"joker":         {"unknown joker rule %q: want forced or free", "okänd jokerregel %q: välj forced eller free", "tundmatu jokkerireegel %q: vali forced või free"},
	"noVariant":     {"no variant", "ingen variant", "variant puudub"},
	"players":       {"%d players: a sheet holds 1 to %d", "%d spelare: ett protokoll rymmer 1 till %d", "%d mängijat: lehel on ruumi 1 kuni %d mängijale"},
	"noName":        {"a player needs a name", "en spelare behöver ett namn", "mängijal peab olema nimi"},
	"twoCalled":     {"two players are called %q: names must differ", "två spelare heter %q: namnen måste skilja sig", "kaks mängijat on nimega %q: nimed peavad erinema"},
	"noPlayer":      {"no player called %q: the players are %s", "ingen spelare heter %q: spelarna är %s", "mängijat nimega %q pole: mängijad on %s"},
	"nothingUndo":   {"nothing to undo", "inget att ångra", "pole midagi tagasi võtta"},
	"reason":        {"a correction needs a reason", "en rättelse behöver en anledning", "parandus vajab põhjust"},
	"nothingIn":     {"%s has nothing in %s to correct", "%s har inget i %s att rätta", "mängijal %s pole real %s midagi parandada"},
	"breaks":        {"that correction breaks the rules: %s", "den rättelsen bryter mot reglerna: %s", "see parandus rikub reegleid: %s"},
	"turnOf":        {"%s's %s: %s", "%s, %s: %s", "%s, %s: %s"},
	"over":          {"the game is over: every box is filled", "spelet är slut: alla rutor är ifyllda", "mäng on läbi: kõik read on täidetud"},
	"notTurn":       {"it is %s's turn, not %s's", "det är %s tur, inte %s", "praegu on %s kord, mitte %s"},
	"notBox":        {"%q is not a box of %s", "%q är ingen ruta i %s", "%q ei ole mängu %s rida"},
	"holds":         {"%s already holds %d for %s", "%s har redan %d för %s", "real %s on juba %d mängijal %s"},
	"scoresZero":    {"%s scores 0 with %s: %s", "%s ger 0 med %s: %s", "%s annab %s puhul 0: %s"},
	"notStruck":     {"%s scores %d with %s: only a box that scores 0 is struck", "%s ger %d med %s: bara en ruta som ger 0 stryks", "%s annab %d täringutega %s: kriipsutada saab ainult 0-punktise rea"},
	"rolls":         {"%d rolls: a turn has 1 to 3", "%d kast: en tur har 1 till 3", "%d viset: käigus on 1 kuni 3"},
	"rollsSaved":    {"%d rolls used: want 1 to %d (3 plus %d saved)", "%d kast använda: det ska vara 1 till %d (3 plus %d sparade)", "%d viset kasutatud: lubatud 1 kuni %d (3 pluss %d säästetud)"},
	"forced":        {"forced order: the next box is %s, not %s", "tvingad ordning: nästa ruta är %s, inte %s", "kindel järjekord: järgmine rida on %s, mitte %s"},
	"jokerBox":      {"joker rule (%s): this five of a kind goes in %s, not %s", "jokerregeln (%s): de här fem lika ska i %s, inte %s", "jokkerireegel (%s): need viis ühesugust lähevad ritta %s, mitte %s"},
	"cannotFill":    {"%s cannot be filled now: the free boxes are %s", "%s kan inte fyllas nu: lediga rutor är %s", "rida %s ei saa praegu täita: vabad read on %s"},
	"variant":       {"unknown variant %q: want one of %s", "okänd variant %q: välj en av %s", "tundmatu variant %q: vali üks neist: %s"},
	"lookupBox":     {"%q is not a box of %s: want one of %s", "%q är ingen ruta i %s: välj en av %s", "%q ei ole mängu %s rida: vali üks neist: %s"},
	"strike":        {"strike not confirmed", "strykningen är inte bekräftad", "kriipsutamine pole kinnitatud"},
}
