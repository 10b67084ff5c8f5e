package contracts

// A Kind is a family of melds.
type Kind uint8

// The kinds of meld.
const (
	NoKind    Kind = iota
	Set            // cards of one rank: par, triss, fyrtal, femtal, sextal
	FullHouse      // kåk: a triss and a par of another rank
	Run            // stege and its shapes
	Sum            // N cards whose ranks add up to S
)

// A Shape is what a run asks of its suits.
type Shape uint8

// The shapes of a run.
const (
	AnySuits   Shape = iota // stege, "stege (ej färg)"
	OneSuit                 // färgstege
	FourSuits               // fyrfärgsstege: every four neighbours of four suits
	AltColours              // varannanfärgkortsstege: red and black by turns
)

// A Colour is what a qualifier asks of every card's colour.
type Colour uint8

// The colours.
const (
	AnyColour Colour = iota
	Red
	Black
)

// A Parity is what a qualifier asks of every card's rank.
type Parity uint8

// The parities.
const (
	AnyParity Parity = iota
	Odd
	Even
)

// A Meld is one meld a contract asks for, with every qualifier.
type Meld struct {
	Kind  Kind
	Size  int   // cards; 0 for "resten", which takes what is left
	Shape Shape // runs
	Step  int   // runs: 1, or 2 for varannankort (3-5-7-9)

	Colour Colour
	Suit   Suit // every card of this suit (ruter-); NoSuit for any
	Parity Parity
	Ranks  []Rank // the set's rank is one of these; nil for any
	Min    Rank   // every rank at least this; 0 for none
	Max    Rank   // every rank at most this; 0 for none
	Sum    int    // Sum: the total of the ranks
	// MaxTwos is the most twos the meld may hold; -1 for no limit.
	MaxTwos int

	Word string // the meld's word as written: "färgstegar"
	// Bounds are Min and Max as written ("över tio", "lägst tio"), for
	// Name to write them so; empty when the meld was not read from text.
	Bounds string
}

// An Option is Count melds of one kind: "2 trissar".
type Option struct {
	Count int
	Meld  Meld
}

// A Group is one part of a contract: one of its Options, chosen by the
// player. Varav, if any, says how many of the group's melds must have
// each colour ("fyra trissar, varav två röda och två svarta").
type Group struct {
	Options []Option
	Varav   []Option
}

// Who says which players a Requirement is for.
type Who uint8

// Whom a requirement applies to.
const (
	Everyone Who = iota
	Named        // a group the table names: "Tjejerna", "Den som har mörka strumpor"
	One          // "En ska ha …": one player each
	Winner       // the previous round's winner
	Others       // everyone the other requirements do not name
)

// A Requirement is what a player must lay down to meet the contract.
type Requirement struct {
	Who   Who
	Label string // how the contract names the players; "" for everyone
	// Groups must all be laid.
	Groups []Group
	// Rest, if not nil, is one meld made of every laid card the groups do
	// not use ("resten färgstege").
	Rest *Meld
	// Each is "vardera": every player so named lays it.
	Each bool
}

// A NoteKind is a table instruction that is shown, not checked.
type NoteKind uint8

// The table instructions.
const (
	PassCards     NoteKind = iota + 1 // "Skicka tre kort medsols"
	BuildOnOthers                     // "kan man bygga på varandras färgstegar"
)

// A Note is a table instruction of a round.
type Note struct {
	Kind      NoteKind
	Cards     int    // PassCards: how many
	Direction string // PassCards: medsols, motsols or diagonalt
	Text      string // as written
}

// A Special changes how the round is scored: a meld of the contract
// counts Points for each of its cards, added ones too ("Yatzy-chans").
type Special struct {
	Meld   Meld
	Points int // per card, negative to lower the score
	Text   string
}

// CheckCards reports whether a player's special meld can hold n cards: 0
// (they have none), or from the meld's size up to PerRank, since no rank
// has more cards in the decks.
func (s Special) CheckCards(n int) error {
	if n != 0 && (n < s.Meld.Size || n > PerRank) {
		return errorOf("a %s holds %d to %d cards, not %d", meldArg(s.Meld), s.Meld.Size, PerRank, n)
	}
	return nil
}

// A Contract is what one round asks of the players, parsed from its text.
type Contract struct {
	Text         string
	Requirements []Requirement
	// ExtraWild are ranks that are wild this round besides the twos.
	ExtraWild []Rank
	Notes     []Note
	Specials  []Special
}

// WildRanks returns the ranks that are wild in the round: twos, and any
// the round adds.
func (c *Contract) WildRanks() []Rank { return append([]Rank{Two}, c.ExtraWild...) }

// Labelled reports whether the contract asks different things of
// different players.
func (c *Contract) Labelled() bool {
	return len(c.Requirements) > 1 || (len(c.Requirements) == 1 && c.Requirements[0].Who != Everyone)
}
