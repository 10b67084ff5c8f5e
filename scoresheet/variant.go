package scoresheet

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/agnivade/levenshtein"
	"golang.org/x/text/unicode/norm"
)

// A Variant is one game of the Yatzy family: its dice, its boxes in sheet
// order, its upper bonus and the special rules it plays by.
type Variant struct {
	ID      string   // stable id: scandinavian, forced, maxi or standard
	Aliases []string // other names a player may type
	Dice    int      // dice in a roll
	Boxes   []Box    // the sheet, top to bottom

	BonusAt int // upper sum that earns the bonus
	Bonus   int // the upper bonus

	// Forced variants fill the boxes top to bottom, no choice.
	Forced bool
	// SavedRolls: three rolls a turn, and rolls not used are kept for the
	// player's later turns (maxi).
	SavedRolls bool
	// ExtraBonus (standard: 100) is earned for each further five of a
	// kind while the yatzy box holds its full score; with it comes the
	// joker rule (see Joker and JokerBoxes). 0 for none.
	ExtraBonus int

	// BottomUp: a forced variant filled from the bottom box up (house
	// rules).
	BottomUp bool
	// House is the text of the house rules' changes the variant plays
	// (see HouseRules), empty for a built-in variant.
	House string

	score   func(Box, Roll) int
	builtin bool     // one of the built-in variants, as it is
	family  string   // the scoring family's name (see families)
	base    *Variant // the variant house rules change, or nil
}

var upper = []Box{Ones, Twos, Threes, Fours, Fives, Sixes}

// The ids of the four built-in variants, as files, flags and JSON write
// them.
const (
	IDScandinavian = "scandinavian"
	IDForced       = "forced"
	IDMaxi         = "maxi"
	IDStandard     = "standard"
)

// The four built-in variants, as their definitions in variants/ say (see
// builtins.go). Each call returns a variant of its own: changing it
// changes nothing else. Scandinavian is the default.
func Scandinavian() *Variant { return builtinScandinavian.builtinCopy() }
func Forced() *Variant       { return builtinForced.builtinCopy() }
func Maxi() *Variant         { return builtinMaxi.builtinCopy() }
func Standard() *Variant     { return builtinStandard.builtinCopy() }

// Variants lists every built-in variant, the default first.
func Variants() []*Variant {
	var out []*Variant
	for _, v := range builtins() {
		out = append(out, v.builtinCopy())
	}
	return out
}

// builtins are the built-in variants themselves, the default first: to
// be read, never changed or handed out.
func builtins() []*Variant {
	return []*Variant{builtinScandinavian, builtinForced, builtinMaxi, builtinStandard}
}

// builtinCopy returns a copy of a built-in variant marked as built in.
func (v *Variant) builtinCopy() *Variant {
	c := *v
	c.Aliases = slices.Clone(v.Aliases)
	c.Boxes = slices.Clone(v.Boxes)
	c.builtin = true
	return &c
}

// LookupVariant finds a built-in variant by its id or one of its aliases,
// ignoring case. An empty name means the default, scandinavian.
func LookupVariant(name string) (*Variant, error) {
	name = strings.ToLower(strings.TrimSpace(name))
	if name == "" {
		return Scandinavian(), nil
	}
	// The built-ins themselves, read and not changed, and a copy of the
	// one found: copying all four each time was a twentieth of reading
	// a folder of saved games.
	for _, v := range builtins() {
		if v.ID == name || slices.Contains(v.Aliases, name) {
			return v.builtinCopy(), nil
		}
	}
	return nil, errorOf("unknown variant %q: want one of %s", name, variantIDs())
}

// variantIDs lists the built-in variants' ids, for a refusal.
func variantIDs() string {
	var ids []string
	for _, v := range Variants() {
		ids = append(ids, v.ID)
	}
	return strings.Join(ids, ", ")
}

// String returns the variant's id.
func (v *Variant) String() string { return v.ID }

// Index returns where b stands on the sheet (0 for the first box), or -1.
func (v *Variant) Index(b Box) int { return slices.Index(v.Boxes, b) }

// Has reports whether b is a box of this variant.
func (v *Variant) Has(b Box) bool { return slices.Contains(v.Boxes, b) }

// LookupBox finds a box of this variant by its id or its name in English
// or a language of ws, ignoring case; a hyphen or space may stand for the
// underscore of an id ("one pair", "full-house", "Kåk", "Väike rida").
// As a person types a box it takes, too, a spelling without diacritics
// ("kak") and the start of one box's name or of a word of it ("stor",
// "chan", "full"); otherwise the refusal names the boxes a start fits
// ("par": Ett par or Två par) or the nearest box ("Sexa": Sexor).
func (v *Variant) LookupBox(s string, ws ...*Words) (Box, error) {
	s = strings.TrimSpace(s)
	id := strings.NewReplacer("-", "_", " ", "_").Replace(strings.ToLower(s))
	if v.Has(Box(id)) {
		return Box(id), nil
	}
	names := map[Box][]string{}
	for _, b := range v.Boxes {
		names[b] = v.Names(b, ws...)
		if slices.ContainsFunc(names[b], func(n string) bool { return strings.EqualFold(s, n) }) {
			return b, nil
		}
	}
	key := foldName(s)
	// Every way of writing each box, folded: its id and its names.
	spellings := map[Box][]string{}
	for _, b := range v.Boxes {
		spellings[b] = append(spellings[b], foldName(string(b)))
		for _, n := range names[b] {
			spellings[b] = append(spellings[b], foldName(n))
		}
	}
	fits := func(match func(string) bool) []Box {
		var out []Box
		for _, b := range v.Boxes {
			if slices.ContainsFunc(spellings[b], match) {
				out = append(out, b)
			}
		}
		return out
	}
	if key != "" {
		if same := fits(func(n string) bool { return n == key }); len(same) == 1 {
			return same[0], nil
		}
		starts := fits(func(n string) bool {
			if strings.HasPrefix(n, key) {
				return true
			}
			for _, word := range strings.Fields(n) {
				if strings.HasPrefix(word, key) {
					return true
				}
			}
			return false
		})
		switch {
		case len(starts) == 1 && utf8.RuneCountInString(key) >= 2:
			return starts[0], nil
		case len(starts) > 1:
			return "", errorOf("%q could be %s: type more of the box's name", s, boxesArg{v, starts})
		}
		// The nearest spelling, if it is near enough to be a slip.
		best, near := Box(""), 0
		for _, b := range v.Boxes {
			for _, n := range spellings[b] {
				d := levenshtein.ComputeDistance(key, n)
				if best == "" || d < near {
					best, near = b, d
				}
			}
		}
		if best != "" && near <= max(2, utf8.RuneCountInString(key)/2) {
			return "", errorOf("%q is not a box of %s: did you mean %s?", s, v, boxArg{v, best})
		}
	}
	return "", errorOf("%q is not a box of %s: want one of %s", s, v, boxesArg{v, v.Boxes})
}

// foldName is a box's name as a person may type it: lower case, without
// diacritics, the words apart by single spaces ("Kåk" and "kak", "full_house"
// and "full house").
func foldName(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(strings.ToLower(s)) {
		switch {
		case unicode.Is(unicode.Mn, r):
		case r == '_' || r == '-':
			b.WriteRune(' ')
		default:
			b.WriteRune(r)
		}
	}
	return strings.Join(strings.Fields(b.String()), " ")
}

func boxList(boxes []Box) string {
	s := make([]string, len(boxes))
	for i, b := range boxes {
		s[i] = string(b)
	}
	return strings.Join(s, ", ")
}

// ParseRoll reads the dice of one roll of this variant; see ParseRoll.
func (v *Variant) ParseRoll(s string) (Roll, error) { return ParseRoll(s, v.Dice) }

// Score returns what roll scores in box b, by the rules of the variant
// alone. On a sheet a box may score differently (the standard game's joker);
// Sheet.Options gives the score that a turn would actually record.
// Score panics if roll is not a valid roll of the variant or b is not one of
// its boxes; use ParseRoll and LookupBox on input.
func (v *Variant) Score(b Box, roll Roll) int {
	if err := roll.valid(v.Dice); err != nil {
		panic("scoresheet: " + err.Error())
	}
	if !v.Has(b) {
		panic(fmt.Sprintf("scoresheet: %s has no box %q", v.ID, b))
	}
	return v.score(b, roll)
}

// Scorer returns Score for box b, checked once, for scoring many rolls in
// one box (the solvers score every roll in every box as advice starts):
// each roll given it must be valid, the variant's number of dice showing
// 1 to 6.
func (v *Variant) Scorer(b Box) (func(Roll) int, error) {
	if !v.Has(b) {
		return nil, fmt.Errorf("scoresheet: %s has no box %q", v.ID, b)
	}
	return func(r Roll) int { return v.score(b, r) }, nil
}

// Scores returns what roll scores in every box of the variant.
func (v *Variant) Scores(roll Roll) map[Box]int {
	m := make(map[Box]int, len(v.Boxes))
	for _, b := range v.Boxes {
		m[b] = v.Score(b, roll)
	}
	return m
}

// HasJoker reports whether the variant plays the joker rule and its extra
// bonus for further five of a kinds (standard).
func (v *Variant) HasJoker() bool { return v.ExtraBonus != 0 }

// YatzyPoints is what the yatzy box holds when filled with all dice alike.
func (v *Variant) YatzyPoints() int { return v.score(Yatzy, alike(v.Dice, 6)) }

// MaxUpper is the highest upper sum: ones to sixes each filled with all
// the dice showing its face, 21 points a die (105 for five dice, 126 for
// six). No bonus threshold above it can be reached.
func (v *Variant) MaxUpper() int {
	most := 0
	for _, b := range upper {
		most += v.upperMost(b)
	}
	return most
}

// upperMost is the most upper box b can hold: all the dice showing its
// face.
func (v *Variant) upperMost(b Box) int { return v.Dice * b.Face() }

func alike(n, face int) Roll {
	r := make(Roll, n)
	for i := range r {
		r[i] = face
	}
	return r
}

// Rolls returns every roll of the variant's dice, each multiset once, in
// increasing order (1 1 1 1 1, 1 1 1 1 2, …).
func (v *Variant) Rolls() []Roll {
	var out []Roll
	var rec func(r Roll, from int)
	rec = func(r Roll, from int) {
		if len(r) == v.Dice {
			out = append(out, append(Roll(nil), r...))
			return
		}
		for f := from; f <= 6; f++ {
			rec(append(r, f), f)
		}
	}
	rec(make(Roll, 0, v.Dice), 1)
	return out
}

// CanHold reports whether box b can hold points: some roll scores them
// there, or (standard) the joker does. Sheets typed by hand are checked
// with it.
func (v *Variant) CanHold(b Box, points int) bool {
	if !v.Has(b) {
		return false
	}
	if j, ok := v.JokerScore(b); ok && points == j {
		return true
	}
	// The rolls one at a time in one slice, stopping at the first that
	// scores points: advice checks every box of a typed sheet, and six
	// dice have 462 rolls.
	r, found := make(Roll, v.Dice), false
	var next func(i, from int)
	next = func(i, from int) {
		if i == v.Dice {
			found = v.score(b, r) == points
			return
		}
		for f := from; f <= 6 && !found; f++ {
			r[i] = f
			next(i+1, f)
		}
	}
	next(0, 1)
	return found
}

// PaceCount is how many dice of each face put the upper section exactly on
// the bonus threshold: three of each for 63, four of each for maxi's 84
// (for a threshold that is no multiple of 21, as house rules may set, the
// whole dice below its share).
func (v *Variant) PaceCount() int { return v.BonusAt / 21 }

// PaceTarget is an upper box's share of the bonus threshold, to the
// nearest point: face × threshold / 21 (three of the face for 63).
func (v *Variant) PaceTarget(face int) int { return (2*face*v.BonusAt + 21) / 42 }

// EvenPace reports whether the threshold is a whole number of dice of
// each face (63, 84), so that the pace can be said in dice.
func (v *Variant) EvenPace() bool { return v.BonusAt%21 == 0 }
