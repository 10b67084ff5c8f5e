package catalog

import (
	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
)

// newEnglish makes the language of every word protokoll says in English: its messages are
// their keys, and the rules packages speak English of themselves; only
// the table's commands are English's own here.
func newEnglish() *Language {
	return Make(&Language{
		Tag:       "en",
		Name:      "English",
		Sheets:    scoresheet.English(),
		Contracts: contracts.English(),
		Commands: map[Command][]string{
			CmdUndo:     {"undo", "u"},
			CmdFix:      {"fix", "correct"},
			CmdSheet:    {"sheet", "s", "scores"},
			CmdQuit:     {"quit", "q", "leave"},
			CmdHint:     {"hint", "?"},
			CmdChances:  {"chances", "odds"},
			CmdBack:     {"back"},
			CmdCheck:    {"check"},
			CmdSave:     {"save", "done"},
			CmdCancel:   {"cancel"},
			CmdFile:     {"file"},
			CmdHand:     {"hand:"},
			CmdRename:   {"rename"},
			CmdAdjust:   {"adjust"},
			CmdQR:       {"qr"},
			CmdPIN:      {"pin"},
			CmdHintsOn:  {"hints on"},
			CmdHintsOff: {"hints off"},
		},
		Topics: englishTopics,
	})
}

// englishTopics are the pages of protokoll help TOPIC in English.
var englishTopics = map[Topic]string{
	TopicContracts: `The contract language: how a round's contract is written

A list of contracts is a text file, one round a line: "N. contract". A line
that does not start with a number goes on with the round before it; a line
starting with # is the list's title. "protokoll contracts" lists the twelve
house lists and "protokoll contracts show 7" explains one, round by round;
a list of your own is a file, explained with "protokoll contracts show
FILE" and played with --list FILE. Contracts are written as people write
them, in Swedish, in any case. A word not in the language is refused,
pointing at its line and column.

  1. 3 trissar
  2. en kåk i jämna + en triss i udda
  3. Två svarta par och två röda par. Skicka tre kort diagonalt

Melds
  par                           two cards of one rank
  triss, trissar                three of one rank
  fyrtal, femtal, sextal        four, five, six of one rank
  kåk, kåkar                    a triss and a par of another rank
  stege, stegar                 a run: ranks in a row, any suits
  färgstege, färgstegar         a run in one suit
  fyrfärgsstege, fyrfärgsstegar (also fyrfärgstege, fyrfärgstegar)
                                a run in which every four neighbouring
                                cards are of four different suits
  varannankortsstege, varannankortsstegar
                                every other rank (3-5-7-9), any suits
  varannankortsfärgstege, varannankortsfärgstegar
                                every other rank, in one suit
  varannanfärgkortsstege, varannanfärgkortsstegar
                                ranks in a row, red and black in turn
  N kort där summan är S        N cards whose ranks add up to S (J 11,
                                Q 12, K 13, A 14; a wild counts as the
                                card it stands for)

How many: a number before a meld, in digits or as a word: en, ett, två,
tre, fyra, fem, sex, sju, åtta, nio, tio, elva, tolv ("2 trissar", "tre
par"). A number before a rank is a set of them: "två tior" is a pair of
tens.

Before the word
  röd, rött, röda / svart, svarta   every card red (♥ ♦) / black (♠ ♣)
  udda / jämn, jämnt, jämt, jämna   every rank odd / even
  hjärter, spader, ruter, klöver    joined to the word, every card of that
                                    suit: "ruterpar", "hjärtertriss"

After the word
  på N kort, om N kort, N kort      a run's length: "färgstege på 5 kort"
  i färg                            in one suit: "stege i färg"
  (ej färg)                         any suits, said outright
  i tvåor, treor, fyror, femmor, sexor, sjuor, åttor, nior, tior,
    knektar, damer, kungar, ess     a set or kåk of that rank; "i treor
                                    eller femmor": of either
  i jämna, i udda, jämna, udda      every rank even / odd
  min R, lägst R                    every rank R or higher
  över R / under R                  every rank above / below R
  med max N tvåa (tvåor)            at most N twos in the meld, natural or
                                    wild: "femtal med max en tvåa"
  där summan är S                   the sum of "N kort" above
A rank R is 2 to 14, or a word: två … tio, knekt, dam, kung, ess.

Melds together
  +, och, a comma      all of them: "en triss + ett fyrtal"
  eller                one of them, as the player chooses; it binds
                       tighter than + and och: "par i åttor eller par i
                       damer + en färgstege" is one of the pairs, and a run
  resten X             the cards laid that the other melds do not use make
                       one X, of at least two cards: "en triss, resten
                       stege". Checking a whole hand (--hand), every card
                       but at most one (the discard) must be laid.
  , varav N C och N C  of the melds just counted, that many have each
                       colour, the others are free: "4 par, varav två röda
                       och två svarta"
A meld written without its word takes the next one's: "ett rött och ett
svart par" is two pairs.

Who has what: a round may ask different things of different players.
  Tjejerna ska ha …, killarna ska ha …    the girls, the boys
  Den som har mörka strumpor ska ha …     the words between "Den som" and
                                          "ska ha" say who
  Den övriga ska ha …, övriga …           everyone else
  Förra omgångens vinnare = …, övriga …   last round's winner: who went
                                          out of the round before, which
                                          the game knows
  En ska ha …, En ska ha …                numbered 1, 2, …: each player
                                          lays one of them, no two the
                                          same while there are enough to
                                          go round; with more players
                                          than clauses they may repeat
  … vardera                               each of them must have it
The table says who had which: at the table protokoll asks; "rummy record
--label Bo=killarna" and "rummy check --label killarna" name the label by
a word of it or its number. A round that asks the same of everyone takes
no label, and a label that says someone else won the last round is
refused.

Notes and specials
  Skicka N kort medsols / motsols / diagonalt
      pass N cards clockwise, anticlockwise, across: shown, not checked
  I denna omgång kan man bygga på varandras färgstegar
      you may add to each other's melds of that word: shown, not checked
  I denna omgång fungerar även treor som vilka kort som helst
      threes (or any rank, as its plural) are wild too: they count toward
      the fewer-than-half limit like twos, and still count their own
      points left in hand (5 for a three)
  Yatzy-chans: Trissen, inklusive ev påbyggnad, innebär 10 minuspoäng per kort
      whoever laid that meld, named by its word's definite form (paret,
      trissen, fyrtalet, femtalet, sextalet, kåken, stegen, färgstegen),
      takes 10 points off per card in it, cards added later included; the
      player who went out too, whose round may go below 0. A triss of
      Yatzy-chans holds 3 to 8 cards.

How melds are judged
  - A meld laid for the contract has exactly the cards its word says (a
    triss three, "färgstege på 5 kort" five); more cards go on later.
  - Twos, and a round's extra wild rank, stand for any card and take all
    its properties. A two standing for itself (in a set of twos, as the 2
    of a run) is natural, not a wild. In every meld the wilds must be
    fewer than half of its cards; a kåk's triss and par count apart (at
    most one wild, and none). "med max en tvåa" counts every two.
  - Runs go from 2 up to the ace and never around: the ace is always 14.
    A fyrfärgsstege's suits repeat every four cards.
  - Odd and even go by rank (J 11, Q 12, K 13, A 14); a two standing for
    itself is even. An even varannankortsstege is 4-6-8-10.
  - "2 trissar" may be two of one rank (two decks hold eight sevens); a
    contract that means different ranks says so: "en triss i treor och
    en triss i femmor".
  - In "3 färgstegar" each run is in one suit of its own; different runs
    may be in different suits. A red run (röd stege) may mix ♥ and ♦, a
    black one ♠ and ♣.
  - Melds no cards can make are refused when a list is read: "triss över
    ess", "udda stege" (ranks in a row cannot all be odd), "stege på 14
    kort", "ruterpar, varav ett svart".
  - A round's explanation says how its words are read where they need it
    (odd and even, a sum, several färgstegar, a coloured run, "En ska
    ha", an extra wild rank).
See also: protokoll help cards, protokoll rules rummy.`,

	TopicCards: `How to type cards and hands

A card is its rank, then its suit, in one word, in any case: Kh, 10s, 7d,
qc, A♠.
  ranks   2 to 10, T (ten), J, Q, K, A; Swedish Kn (knekt), D (dam),
          K (kung), E (ess). The ace is always 14, never 1.
  suits   h s d c (hearts, spades, diamonds, clubs); Swedish h s r k
          (hjärter, spader, ruter, klöver); or ♥ ♠ ♦ ♣ (♡ ♤ ♢ ♧ too).
So in Swedish Knk is the jack of clubs and Dr the queen of diamonds.

Or as people say them, rank and suit in either order: "dam hjärter",
"hjärter dam", "queen hearts", "poti äss", or a rank alone: "kung".
  English   two (deuce), three … ten, jack, queen, king, ace;
            hearts, spades, diamonds, clubs (or heart, spade, …)
  Swedish   två (tvåa), tre (trea), fyra, fem (femma), sex (sexa),
            sju (sjua), åtta, nio (nia), tio (tia), knekt, dam, kung,
            ess; hjärter, spader, ruter, klöver
  Estonian  kaks, kolm, neli, viis, kuus, seitse, kaheksa, üheksa,
            kümme, poiss, emand, kuningas, äss; ärtu, poti, ruutu, risti
Cards are apart by spaces or commas. Words that read two ways ("7 hjärter
8": 7♥ and 8, or 7 and 8♥) are refused with both readings; a comma settles
it: "7 hjärter, 8".

Points need the rank only: "protokoll rummy points K 7 2 A" says 60. A
card left in hand counts 5 for 3 to 9, 10 for 10, J, Q, K, 20 for an ace
and 25 for a two. At the table and in "rummy record --left Bo=K 7 2 A"
the cards left in each hand are typed so; 0 or - is an empty hand (and,
in record, "Bo=" too).

Melds: "protokoll rummy check" takes the cards laid. Groups apart by | or
/ are judged as the player laid them, group by group: "7h 7s 7d | 3h 4h 2c
6h", as one quoted argument or as separate ones; without a separator
protokoll finds an arrangement itself. Every card given must be used,
unless --hand says they are a whole hand. At the table, "check" at "Who
went out?" asks for the cards; "hand:" before them says they are the
whole hand. Sets and sums are judged by rank alone ("7 7 7 7" is a
fyrtal); runs and colours need every card's suit. Of a choice ("fyrtal
eller färgstege") the ways that need no suits are tried without them,
and only when none holds are the suits asked for.

Two decks: no card more than twice, no rank more than eight times, at
most 17 cards in a hand (11 dealt and three buys of two). The cards left
on the table together are checked against two decks before a round is
saved. Cards show as your language writes them (Swedish Kn, D, K, E).
See also: protokoll help contracts.`,

	TopicHouseRules: `House rules: your own Yatzy, in a text file

A family whose Yatzy differs writes it down: the first line names the
variant changed (scandinavian, forced, maxi or standard), then one change
a line. # starts a note, to the end of its line; empty lines are left out.

    # Kvarterets Yatzy
    scandinavian
    bonus 75 = 50
    full_house = 25
    two_pairs allows four alike

The changes:
  bonus AT = POINTS             the upper bonus: POINTS when the upper
                                boxes make AT or more ("bonus 75 = 50");
                                AT is 1 to the most they can make
  BOX = POINTS                  a combination scores POINTS, not its
                                dice, whenever it scores at all
                                ("full_house = 25"); not the upper boxes
                                or chance
  two_pairs allows four alike   four alike count as two pairs:
                                6 6 6 6 2 is 24
  order bottom-up               forced only: fill from the bottom box up
  saved rolls off               maxi only: rolls not used are not saved
A box is named by its id (full_house) or as the sheet names it in any
language ("Kåk = 25", "full house = 25"). Numbers are 0 to 1000. A line
that is no change, or a change said twice, is refused with its line and
column and the list of changes.

    forced
    order bottom-up

    maxi
    saved rolls off
    Kåk = 25

Keep them by a name, and play them:
  protokoll rules save kvarteret kvarteret.txt
  protokoll yatzy --rules kvarteret --players Anna,Bo
--rules takes a saved name or a file on yatzy, yatzy new, yatzy score,
yatzy advise, rules yatzy and pdf sheet. Saving a name again replaces its
rules; a game keeps the rules it began with, in its own file, so it
replays the same after the rules file changes or is deleted, and export
and import carry them. Everything follows them: the scoring and the
choices at the table, the pace and the bonus needed (a threshold that is
no multiple of 21 gives each upper box its share, face × threshold / 21,
to the nearest point on paper), the sheet's hints, the rules page, the
statistics (games under house rules count apart, as scandinavian+1a2b3c4d,
the variant and a checksum of its changes; "stats --any-rules" counts
them with their variant) and the best play, worked out for the rules. A
forced game filled bottom-up, or more than 15 boxes in free order, gets no
advice rather than wrong advice.

A variant of your own: the rules may begin with a whole definition
instead of a variant's name, as the four built-in variants are written.

    variant mini
    scoring nordic
    dice 5
    boxes ones twos threes fours fives sixes full_house chance yatzy
    bonus 42 = 25
    full_house = 25

  variant ID                  its name, on the first line
  aliases NAME …              other names for it
  scoring nordic|maxi|standard
                              how the boxes count the dice: nordic (a
                              combination counts the dice that make it;
                              straights 15 and 20, yatzy 50), maxi (six
                              dice; yatzy 100) or standard (the kinds
                              count all five dice; full house 25,
                              straights 30 and 40)
  dice N                      5, or 6 for maxi
  boxes BOX …                 its boxes in sheet order, of its scoring's
  bonus AT = POINTS           the upper bonus
  forced                      filled top to bottom
  saved rolls                 rolls not used are saved (maxi)
  extra bonus POINTS          for each further five of a kind, with the
                              joker rule (standard)
The changes above may follow. How a full house or a straight counts the
dice is the scoring's, not a file's. The standard game's joker is a flag:
--joker free.
See also: protokoll rules yatzy --rules NAME.`,

	TopicFiles: `Where games are kept, and what a game file is

Games are saved in $PROTOKOLL_HOME, else in protokoll in $XDG_DATA_HOME,
else in ~/.local/share/protokoll. Each game is one plain-text file,
NAME.jsonl. A name is 1 to 64 letters, digits, -, _ or ., starting with a
letter or digit; by default yatzy-DATE (rummy-DATE), then yatzy-DATE-2, …;
--name chooses one. House rules saved with "protokoll rules save" are in
rules/ there, as NAME.txt.

The best-play tables (16.8 MB for scandinavian, 8.4 MB for standard), the
final-score distributions beside them (3 KB) and an index of the games'
results, for stats and recap, are kept in $PROTOKOLL_CACHE, else in
protokoll in $XDG_CACHE_HOME, else in ~/.cache/protokoll. All of it may be
deleted: it is worked out again, and a damaged file there is worked out
again too. The game files are the only source: the index trusts a game's
result only while its file is as it was when last read: on a local Linux
file system, by its size, its times of change and its place on the disk,
which every edit, restore or copy changes (a file changed just before it
was read is checked by its bytes); elsewhere, by its length and the
checksum of all its bytes. A byte rotted on the disk itself changes
neither: "protokoll games --verify" reads and replays every game in full,
and finds it.

A game file's first line says what game it is and how it was set up: the
players in seating order, the variant and its rules, or the whole list of
contracts and the first dealer (so a list file changed later does not
change a game). Every further line is one entry: a turn or a round, an
undo, a correction with its reason. Lines are only ever added at the end,
each saved before the next question, and each carries a checksum, so a
byte changed by an editor or a failing disk is reported, not taken. Do not
edit game files: copy them, back them up, or move them with "protokoll
export --format jsonl" and "protokoll import".

When something goes wrong
  A game open in another protokoll is locked: the second is refused with
  exit status 3, naming the process that has it and since when. Leave the
  game there, or try again later; there is no lock file to delete.
  Showing a game, or listing the games, needs no lock.

  A last line cut off mid-write (a crash or a power cut) is left out with
  a warning. When the next entry is written it is cut from the file and
  kept in NAME.jsonl.torn.

  Any other damage (a line that is not JSON, stray bytes after a line, a
  checksum that does not match, an entry the rules refuse) is reported
  with the file and the line, and the file is never written to; "protokoll
  games" lists it as damaged. "protokoll repair GAME" says what is wrong
  and where and, once you confirm (or with --yes), keeps a copy of the
  whole file, NAME.jsonl.bak-TIME (never over another), and cuts the file
  after the last line that reads and keeps the rules. The game goes on
  from there. A file that changed while repair asked is left alone: run
  it again. A game made by a newer protokoll is not damaged: update
  protokoll to open it.

  A game file replaced or changed while its game was open (by an editor,
  a sync client, a restored backup) stops the game before anything more
  is written; what it held is kept beside it as NAME.jsonl.kept-TIME.

  A game whose making was cut off (a file left empty, or with a cut first
  line, by an older protokoll) is reported as unfinished; "new --name
  NAME" may replace it.

  Game files are regular files: a symbolic link is refused, and not
  listed.
See also: protokoll help exit-status.`,

	TopicExitStatus: `Exit statuses, for scripts

  0    success; for "rummy check", the cards make the contract
  1    a claim checked does not hold: "rummy check" found that the cards
       do not make the contract (the verdict says why); "games --verify"
       found a game that cannot be read, or a file named as a game's that
       is not read as one; "export" left out a game it cannot read
  2    bad usage or bad input: a flag or an argument, dice or cards that
       cannot be, a turn or a round against the rules, a damaged game
       file. One line on standard error says why, and nothing is saved.
  3    the game is open in another protokoll: try again later
  129, 130, 143
       left at a signal: 128 and its number (SIGHUP when the terminal
       closes, SIGINT from Ctrl-C, SIGTERM). Every confirmed entry is
       saved, a half-entered turn is not, and a question on the screen is
       cancelled, never taken as answered.

At the table, the end of input leaves the game with status 0: nothing
confirmed is lost, and "play GAME" resumes it. When standard input is not
a terminal the questions are read one line each, so a game can be piped
in; the first line refused stops the run with status 2, naming the line
("input line 3: got 4 dice, want 5"), and nothing after it is used, so a
wrong line cannot shift the answers after it. What was confirmed before
it stays saved. Typed at a terminal, a refused answer is asked again.`,
}
