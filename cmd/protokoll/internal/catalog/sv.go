package catalog

import (
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/message/catalog"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// newSwedish makes the language of every word protokoll says in Swedish: the program's own
// messages (the printed sheets' too), the card game's and the Yatzy
// sheet's words, and the table's commands. A new language is one file
// like this one.
func newSwedish() *Language {
	return Make(&Language{
		Tag:       "sv",
		Name:      "svenska",
		Messages:  swedishMessages,
		Plurals:   swedishPlurals,
		Contracts: &swedishContracts,
		Sheets:    &swedishSheets,
		Topics:    swedishTopics,
		Commands: map[Command][]string{
			CmdUndo:     {"ångra"},
			CmdFix:      {"rätta"},
			CmdSheet:    {"protokoll", "visa"},
			CmdQuit:     {"sluta"},
			CmdHint:     {"tips"},
			CmdChances:  {"chanser"},
			CmdBack:     {"tillbaka"},
			CmdCheck:    {"kolla"},
			CmdSave:     {"spara"},
			CmdCancel:   {"avbryt"},
			CmdFile:     {"fil"},
			CmdHand:     {"hand:"},
			CmdRename:   {"döp", "namn"},
			CmdAdjust:   {"justera"},
			CmdQR:       {"qr", "qrkod"},
			CmdPIN:      {"pin", "pinkod"},
			CmdHintsOn:  {"tips på", "tips pa"},
			CmdHintsOff: {"tips av"},
		},
	})
}

// swedishMessages are the program's own words in Swedish, by their English message.
var swedishMessages = map[msg.Key]string{
	"%s: the bonus in forced order (%s)":                           "%s: bonusen i tvingad ordning (%s)",
	"%s: %+d in round %d's special (%s)":                           "%s: %+d i omgång %ds specialpoäng (%s)",
	"Corrected: %s → %s":                                           "Rättat: %s → %s",
	"Round %d corrected: the points are as they were.":             "Omgång %d rättad: poängen är som förut.",
	"Round %d corrected: %s":                                       "Omgång %d rättad: %s",
	"e.g. %s":                                                      "t.ex. %s",
	"Play again? The same players and rules, %s starts.":           "Spela igen? Samma spelare och regler, %s börjar.",
	"Play again? The same players and list, %s deals first.":       "Spela igen? Samma spelare och lista, %s ger först.",
	"no %s game to play again: start one with protokoll %s":        "inget %s-spel att spela igen: börja ett med protokoll %s",
	"no unfinished %s game to resume: start one with protokoll %s": "inget oavslutat %s-spel att fortsätta: börja ett med protokoll %s",
	"Which game?":          "Vilket spel?",
	"%v: did you mean %s?": "%v: menade du %s?",
	"Whose name?":          "Vems namn?",
	"New name for %s":      "Nytt namn för %s",
	"%s is now called %s.": "%s heter nu %s.",
	"%s and %d more":       "%s och %d till",
	"%s or %s":             "%s eller %s", // a choice (msg.OneOf)
	"%s, or %s":            "%s eller %s", // a choice of commands (msg.OneOfCommands)
	"%s, %s":               "%s, %s",
	"(rename a player)":    "(byt namn på en spelare)",
	"Rename a player":      "Byt namn på en spelare",
	"%q is not one of the choices: did you mean %d. %s?":   "%q är inget av valen: menade du %d. %s?",
	"%q could be %s: type more of its name, or its number": "%q kan vara %s: skriv mer av namnet, eller dess nummer",
	"or: %s":             "eller: %s",
	"rolling for %s":     "kastar för %s",
	"(%d–%d of %d)":      "(%d–%d av %d)",
	"nothing matches %q": "inget matchar %q",
	"%q is not one of the choices now: type one of the numbers shown":            "%q är inget av valen nu: skriv ett av numren som visas",
	"Enter once more to choose %s":                                               "Enter en gång till för att välja %s",
	"choose a box for %s first":                                                  "välj en ruta för %s först",
	"/%s could be %s: type more of its name, or choose with ↑↓":                  "/%s kan vara %s: skriv mer av namnet, eller välj med ↑↓",
	"The dice taken back, %s, are offered again: Enter takes them.":              "Tärningarna som togs tillbaka, %s, erbjuds igen: Enter tar dem.",
	"Hints on: the box menu starts on the best play, marked.":                    "Tips på: rutmenyn börjar på bästa spelet, markerat.",
	"Hints off: the box menu starts on the box that scores most.":                "Tips av: rutmenyn börjar på rutan som ger mest.",
	"--hints: %s has no hints, its table of best plays is too large to work out": "--hints: %s har inga tips, tabellen över bästa spel är för stor att räkna ut",
	"%s (where it is)":      "%s (där den står)",
	"The box it belongs in": "Rutan den hör till",
	"Save round %d?":        "Spara omgång %d?",
	"Round %d is not saved: say who went out again.": "Omgång %d är inte sparad: välj vem som gick ut igen.",
	"Round %d: %s went out":                          "Omgång %d: %s gick ut",
	"Cards":                                          "Kort",
	"Points":                                         "Poäng",
	"%s: %d cards in the %s, %+d":                    "%s: %d kort i %s, %+d",
	"%s %+d (%s)":                                    "%s %+d (%s)",
	"ranks are enough: K 7 2 A; 0 or - if none": "valörer räcker: K 7 2 E; 0 eller - om inga",
	"Pace":                     "Takt",
	"Bonus needed":             "Kvar till bonus",
	"Next: %s, round %d of %d": "Näst på tur: %s, omgång %d av %d",
	"empty: 3":                 "tomt: 3",
	"← other dice":             "← andra tärningar",
	"%s already holds %s for %s: nothing to correct": "%s har redan %s för %s: inget att rätta",
	"The same dice: nothing corrected.":              "Samma tärningar: inget rättat.",
	"Which entry?":                                   "Vilken rad?",
	"Reason":                                         "Anledning",
	"a correction needs a reason":                    "en rättelse behöver en anledning",
	"Nothing to correct yet.":                        "Inget att rätta ännu.",
	"Saved. Resume with: %s":                         "Sparat. Fortsätt med: %s",
	"%d dice, %d boxes":                              "%d tärningar, %d rutor",
	"Joker rule (%s): this five of a kind may go in": "Jokerregel (%s): dessa fem lika får läggas i",
	"Total":                    "Totalt",
	"Round":                    "Omgång",
	"Next: round %d of %d, %s": "Nästa: omgång %d av %d, %s",
	"Dealer: %s · starts: %s":  "Giv: %s · börjar: %s",
	"Points left in hand":      "Poäng kvar på handen",
	"Key rules":                "Viktiga regler",
	"Meld words":               "Ord för utläggningar",
	"Every round's contract, explained: protokoll contracts show LIST":                            "Varje omgångs kontrakt, förklarat: protokoll contracts show LISTA",
	"Working out the best play for %s (once; a few seconds)":                                      "Räknar ut bästa spelet för %s (en gång; några sekunder)",
	"The %s table is ready: %s":                                                                   "Tabellen för %s är klar: %s",
	"%s needs no repair: every line reads and keeps the rules.":                                   "%s behöver ingen lagning: varje rad går att läsa och följer reglerna.",
	"Line %d would be cut (a copy of the whole file kept); the game goes on from line %d.":        "Rad %d skulle skäras bort (en kopia av hela filen sparas); spelet fortsätter från rad %d.",
	"Lines %d to %d would be cut (a copy of the whole file kept); the game goes on from line %d.": "Raderna %d till %d skulle skäras bort (en kopia av hela filen sparas); spelet fortsätter från rad %d.",
	"Repair %s?":           "Laga %s?",
	"Nothing was changed.": "Inget ändrades.",
	"Repaired; the file as it was is kept in %s.": "Lagad; filen som den var finns kvar i %s.",
	"Who went out: %s":                            "Gick ut: %s",
	"%s's hand: %s (%d points)":                   "%s har kvar: %s (%d poäng)",
	"Save the correction":                         "Spara rättelsen",
	"Leave the round as it was":                   "Låt omgången vara som den var",
	"What is wrong in round %d?":                  "Vad är fel i omgång %d?",
	"Take back %s?":                               "Ta tillbaka %s?",
	"Took back: %s":                               "Tog tillbaka: %s",
	"Nothing to undo.":                            "Inget att ångra.",
	"Nothing was recorded; put that right and enter it again, or leave and resume later.": "Inget sparades; rätta till det och skriv in det igen, eller lämna och fortsätt senare.",
	"the correction of %s's %s (%s)":  "rättelsen av %s: %s (%s)",
	"round %d (%s went out)":          "omgång %d (%s gick ut)",
	"the correction of round %d (%s)": "rättelsen av omgång %d (%s)",
	"The dice %s are not recorded.":   "Tärningarna %s sparas inte.",
	"No saved games yet (in %s).":     "Inga sparade spel ännu (i %s).",
	"Start one: %s":                   "Starta ett: %s",
	"strike %s (0)":                   "stryk %s (0)",
	"choice":                          "val",
	"expected final score":            "väntad slutsumma",
	"loses":                           "förlorar",
	"points":                          "poäng",
	"wins":                            "vinner",
	"shares the win":                  "delar segern",
	"every box of the sheet is filled: no choice is left to advise":                                    "varje ruta i protokollet är fylld: inget val finns kvar att ge råd om",
	"%s has %d boxes: best plays are worked out for at most %d in free order":                          "%s har %d rutor: bästa spel räknas ut för högst %d i valfri ordning",
	"%s filled bottom-up has no table of best plays: the solver plays forced order top to bottom only": "%s nedifrån och upp har ingen tabell över bästa spel: lösaren spelar tvingad ordning bara uppifrån och ned",
	"%s (house rules)":               "%s (husregler)",
	"%s (house rules: --variant %s)": "%s (husregler: --variant %s)",
	"house rules %s: %v":             "husregler %s: %v",
	"%q cannot name house rules: use letters, digits, - and _":                           "%q kan inte vara namn på husregler: använd bokstäver, siffror, - och _",
	"Exact: every way the game can still go,":                                            "Exakt: alla sätt spelet ännu kan gå,",
	"From %d simulated games a player,":                                                  "Ur %d simulerade spel per spelare,",
	"within a percentage point 19 times out of 20,":                                      "på en procentenhet när 19 gånger av 20,",
	"each player playing for the highest expected score.":                                "där varje spelare spelar för högsta väntade slutsumma.",
	"Optimal play: %s expected":                                                          "Optimalt spel: %s väntat",
	"%s won from %s after round %d (%s)":                                                 "%s vann från %s efter omgång %d (%s)",
	"To beat %s: the same, win chance %s.":                                               "För att slå %s: samma, vinstchans %s.",
	"For the highest expected score: %s.":                                                "För högsta väntade slutsumma: %s.",
	"To beat %s: %s, win chance %s instead of %s.":                                       "För att slå %s: %s, vinstchans %s i stället för %s.",
	"--to-win needs --game and --player: the chance to win is against the other players": "--to-win behöver --game och --player: chansen att vinna är mot de andra spelarna",
	"--to-win: %s plays alone; the highest expected score is the way to win":             "--to-win: %s spelar ensam; högsta väntade slutsumma är vägen till seger",
	"To beat %s: the same, win chance about %s.":                                         "För att slå %s: samma, vinstchans omkring %s.",
	"To beat %s: %s, win chance about %s instead of %s.":                                 "För att slå %s: %s, vinstchans omkring %s i stället för %s.",
	"to beat %s":    "för att slå %s",
	"win chance":    "vinstchans",
	"free order":    "valfri ordning",
	"top to bottom": "uppifrån och ned",
	"bottom to top": "nedifrån och upp",
	"saved rolls":   "sparade kast",
	"joker and +%d": "joker och +%d",
	"The dice in your hand, for the hint (%d values)":                   "Tärningarna du har, för tipset (%d värden)",
	"The right dice for this entry (%d values)":                         "De rätta tärningarna för raden (%d värden)",
	"No hints in %s: its table of best plays is too large to work out.": "Inga tips i %s: tabellen över bästa spel är för stor att räkna ut.",
	"Yes":                               "Ja",
	"[y/N]":                             "[j/N]",
	"No":                                "Nej",
	"Enter a number between 1 and %d: ": "Skriv ett tal mellan 1 och %d: ",
	"%q is not one of the choices: type a number from 1 to %d": "%q är inget av valen: skriv ett tal från 1 till %d",
	"%q: answer y or n":                                 "%q: svara j eller n",
	"input line %d: %v (nothing after it was used)":     "indatarad %d: %v (inget efter den användes)",
	"Last round's winner: %s":                           "Förra omgångens vinnare: %s",
	"round %d of %d":                                    "omgång %d av %d",
	"List of contracts":                                 "Lista med kontrakt",
	"Players in seating order (comma-separated, %d–%d)": "Spelare i sittordning (kommaseparerade, %d–%d)",
	"Who deals first?":                                  "Vem ger först?",
	"Round %d of %d · %s":                               "Omgång %d av %d · %s",
	"Check a meld":                                      "Kontrollera en utläggning",
	"Undo the last round":                               "Ångra senaste omgången",
	"Correct a round":                                   "Rätta en omgång",
	"Show the scores":                                   "Visa poängen",
	"Leave (resume later)":                              "Sluta (fortsätt senare)",
	"Who went out?":                                     "Vem gick ut?",
	"Cards left in %s's hand":                           "Kort kvar på handen för %s",
	"Cards in %s's %s (0 if none)":                      "Kort i %[2]s hos %[1]s (0 om ingen)",
	"Which contract did %s have?":                       "Vilket kontrakt hade %s?",
	"Whose points?":                                     "Vems poäng?",
	"Points to add (negative to take off)":              "Poäng att lägga till (negativt drar av)",
	"an adjustment needs a reason":                      "en justering behöver en anledning",
	"Whose contract?":                                   "Vems kontrakt?",
	"Cards laid (groups apart with |), or hand: and the whole hand": "Utlagda kort (grupper åtskilda med |), eller hand: och hela handen",
	"Which round?":                          "Vilken omgång?",
	"= %d points":                           "= %d poäng",
	"A list of your own, from a file…":      "En egen lista, från en fil…",
	"The list's file":                       "Listans fil",
	"keep":                                  "behåll",
	"roll them all":                         "kasta om alla",
	"%.2f points lost against optimal play": "%.2f poäng förlorade mot optimalt spel",
	"best:":                                 "bäst:",
	"Rolls left (0–%d)":                     "Kast kvar (0–%d)",
	"? hint: the best box":                  "? tips: bästa rutan",
	"(undo the last entry)":                 "(ångra senaste)",
	"(correct an entry)":                    "(rätta en rad)",
	"(show the sheet)":                      "(visa protokollet)",
	"(leave, resume later)":                 "(sluta, fortsätt senare)",
	"%s's turn, round %d of %d":             "Tur: %s, omgång %d av %d",
	"Dice (%d values, e.g. %s)":             "Tärningar (%d värden, t.ex. %s)",
	"Which box?":                            "Vilken ruta?",
	"Joker rule (%s): this five of a kind must go in":    "Jokerregel (%s): dessa fem lika måste läggas i",
	"%s scores 0 with these dice and must be struck.":    "%s ger 0 med de här tärningarna och måste strykas.",
	"Every free box scores 0: strike one.":               "Alla lediga rutor ger 0: stryk en.",
	"Strike %s?":                                         "Stryka %s?",
	"Rolls used (1–%d)":                                  "Använda kast (1–%d)",
	"Game over":                                          "Spelet är slut",
	"Your best in %s: %d":                                "Ditt bästa i %s: %d",
	"A new best in %s! previous best %d · new best %d":   "Nytt rekord i %s! förra bästa %d · nytt bästa %d",
	"Players (comma-separated, 1–%d)":                    "Spelare (kommaseparerade, 1–%d)",
	"Variant":                                            "Variant",
	"Game saved as %s":                                   "Spelet sparat som %s",
	"joker":                                              "joker",
	"left in hand: %s":                                   "kvar på handen: %s",
	"%s (add --strike to strike it)":                     "%s (lägg till --strike för att stryka)",
	"%q is a %q game, which this protokoll cannot print": "%q är ett %q-spel, som den här protokoll inte kan skriva ut",
	"%q: type a number of rolls from 0 to %d":            "%q: skriv ett antal kast från 0 till %d",
	"%q: type 0, or %d to %d":                            "%q: skriv 0, eller %d till %d",
	"%q: type a whole number, like -10":                  "%q: skriv ett heltal, som -10",
	"%q: type the rolls used, 1 to %d":                   "%q: skriv antalet kast, 1 till %d",
	"--%s %q: want NAME=VALUE, like --%s \"Bo=K 7 2 A\"": "--%s %q: skriv NAMN=VÄRDE, som --%s \"Bo=K 7 2 A\"",
	"--%s names %s twice":                                "--%s nämner %s två gånger",
	"--adjust %q: want NAME=POINTS:REASON, like \"Bo=-10:forgot a card\"":                   "--adjust %q: skriv NAMN=POÄNG:ANLEDNING, som \"Bo=-10:glömde ett kort\"",
	"--dice and --rolls-left are required (or --start for an empty sheet's expected score)": "--dice och --rolls-left behövs (eller --start för ett tomt protokolls väntade poäng)",
	"--game needs --player: whose sheet?":                                                   "--game behöver --player: vems protokoll?",
	"--left %s: %v":                                                                         "--left %s: %v",
	"%s is required":                                                                        "%s behövs",
	"--list and --players are required":                                                     "--list och --players behövs",
	"--list needs --round: list %s has rounds 1 to %d":                                      "--list behöver --round: lista %s har omgång 1 till %d",
	"--out is required: who went out?":                                                      "--out behövs: vem gick ut?",
	"--player, --box and --dice are all required":                                           "--player, --box och --dice behövs alla",
	"--players is required: 1 to %d names, comma-separated":                                 "--players behövs: 1 till %d namn, kommaseparerade",
	"--rolls %d: a turn uses 1 to %d rolls (and in maxi any saved ones)":                    "--rolls %d: en tur använder 1 till %d kast (och i maxi sparade kast)",
	"--rolls is required in %s: how many rolls the turn used (1 to %d, and any saved)":      "--rolls behövs i %s: hur många kast turen använde (1 till %d, och sparade)",
	"--rolls-left %d: a turn has %d rolls, so 0 to %d are left after one":                   "--rolls-left %d: en tur har %d kast, så 0 till %d återstår efter ett",
	"--round %d has not been played (%d played so far)":                                     "--round %d är inte spelad (%d spelade hittills)",
	"--sheet %q: want BOX=POINTS, like ones=3":                                              "--sheet %q: skriv RUTA=POÄNG, som ones=3",
	"--sheet %s=%d: no roll scores %d in %s":                                                "--sheet %s=%d: inget slag ger %d i %s",
	"--sheet names %s twice":                                                                "--sheet nämner %s två gånger",
	"--special %s=%s: want the number of cards in the triss":                                "--special %s=%s: skriv antalet kort i trissen",
	"-o FILE is required (- for standard output)":                                           "-o FIL behövs (- för standard ut)",
	"a %q game, which this protokoll does not know":                                         "ett %q-spel, som den här protokoll inte känner",
	"give --contract or --list with --round, not both":                                      "ange --contract eller --list med --round, inte båda",
	"give --list or --all, not both":                                                        "ange --list eller --all, inte båda",
	"give --sheet or --game, not both":                                                      "ange --sheet eller --game, inte båda",
	"no cards: give the cards laid, like 7h 7s 7d":                                          "inga kort: ange de utlagda korten, som 7h 7s 7d",
	"no language in %q":                                                                     "inget språk i %q",
	"the name %s holds a control character (%U): use letters, digits and signs":             "namnet %s har ett styrtecken (%U): använd bokstäver, siffror och tecken",
	"the name %s is not valid text":                                                         "namnet %s är inte giltig text",
	"the name %s… has %d characters: a name has at most %d":                                 "namnet %s… har %d tecken: ett namn har högst %d",
	"unknown language %q: want one of %s":                                                   "okänt språk %q: välj ett av %s",
	"which contract? give --contract TEXT, or --list L --round N":                           "vilket kontrakt? ange --contract TEXT, eller --list L --round N",
	"which list? give --list L (1–12 or a file) or --all":                                   "vilken lista? ange --list L (1–12 eller en fil) eller --all",
	" (process %d)":           " (process %d)",
	" (process %d, since %s)": " (process %d, sedan %s)",
	"%s is a symbolic link: protokoll keeps its games in plain files in its folder, and follows no link": "%s är en symbolisk länk: protokoll sparar sina spel som vanliga filer i sin mapp och följer inga länkar",
	"%s is not a regular file: protokoll keeps its games in plain files":                                 "%s är ingen vanlig fil: protokoll sparar sina spel som vanliga filer",
	"%v%s: %q is being played there; leave it there first, or try again later":                           "%v%s: %q spelas där; lämna det där först, eller försök igen senare",
	"bad game name %q: %d bytes, and a file name holds %d; use fewer or plainer letters":                 "ogiltigt spelnamn %q: %d byte, och ett filnamn rymmer %d; använd färre eller enklare tecken",
	"bad game name %q: use 1 to 64 letters, digits, '-', '_' or '.', starting with a letter or digit":    "ogiltigt spelnamn %q: använd 1 till 64 bokstäver, siffror, '-', '_' eller '.', först en bokstav eller siffra",
	"exists already": "finns redan",
	"game file %s is damaged at line %d: %v (the file was left as it is; protokoll repair shows what to do)":                          "spelfilen %s är skadad på rad %d: %v (filen lämnades som den är; protokoll repair visar vad man kan göra)",
	"game file %s was never finished being created (a crash while it was made): start it again with new --name %s, which replaces it": "spelfilen %s blev aldrig färdigskapad (en krasch medan den skapades): starta om med new --name %s, som ersätter den",
	"game is open in another protokoll": "spelet är öppet i ett annat protokoll",
	"games cannot be saved in %s: %v":   "spel kan inte sparas i %s: %v",
	"its checksum does not match: the line was changed after it was written, or a line before it was removed, repeated or moved": "dess kontrollsumma stämmer inte: raden ändrades efter att den skrevs, eller så togs en rad före den bort, upprepades eller flyttades",
	"its checksum does not match: the line was changed after it was written":                                                     "dess kontrollsumma stämmer inte: raden ändrades efter att den skrevs",
	"its checksum is not a checksum":                       "dess kontrollsumma är ingen kontrollsumma",
	"its checksum is not followed by the record":           "dess kontrollsumma följs inte av posten",
	"no folder for game files: set PROTOKOLL_HOME or HOME": "ingen mapp för spelfiler: sätt PROTOKOLL_HOME eller HOME",
	"no such game":                "inget sådant spel",
	"not a JSON record: %q":       "ingen JSON-post: %q",
	"not a protokoll game header": "inget protokoll-spelhuvud",
	"not saved":                   "inte sparat",
	"the first line is blank; a game file starts with its header":                    "första raden är tom; en spelfil börjar med sitt huvud",
	"the folder for games %s cannot be made: %v":                                     "mappen för spel %s kan inte skapas: %v",
	"the game file was replaced or removed while the game was open":                  "spelfilen ersattes eller togs bort medan spelet var öppet",
	"the game was never finished being created":                                      "spelet blev aldrig färdigskapat",
	"the header has no checksum: it was changed after it was written":                "huvudet har ingen kontrollsumma: det ändrades efter att det skrevs",
	"the line has no checksum: it was changed after it was written":                  "raden har ingen kontrollsumma: den ändrades efter att den skrevs",
	"written by a newer protokoll (format %d; this one reads %d)":                    "skriven av ett nyare protokoll (format %d; det här läser %d)",
	"a game called %q exists already: choose another name":                           "ett spel som heter %q finns redan: välj ett annat namn",
	"a game called %q exists already (made at the same moment): choose another name": "ett spel som heter %q finns redan (skapat i samma stund): välj ett annat namn",
	"no game called %q in %s":                                                        "inget spel heter %q i %s",
	"the game file %s changed while it was being opened; try again":                  "spelfilen %s ändrades medan den öppnades; försök igen",
	"made by a newer protokoll (format %d): update protokoll to open it":             "gjord av ett nyare protokoll (format %d): uppdatera protokoll för att öppna den",
	"made by a newer protokoll":                                                      "gjord av ett nyare protokoll",
	"game file %s was made by a newer protokoll (format %d; this one reads up to %d): update protokoll to open it; the file was left as it is": "spelfilen %s gjordes av ett nyare protokoll (format %d; detta läser upp till %d): uppdatera protokoll för att öppna den; filen lämnades som den är",
	"the game was stopped":                                              "spelet stoppades",
	"the game file was changed while the game was open":                 "spelfilen ändrades medan spelet var öppet",
	"the game %s could not be made: %v":                                 "spelet %s kunde inte skapas: %v",
	"writing to %s failed: %v":                                          "skrivningen till %s misslyckades: %v",
	"game file %s cannot be written to: %v":                             "spelfilen %s går inte att skriva till: %v",
	"the folder of games %s cannot be read: %v":                         "mappen med spel %s går inte att läsa: %v",
	"game %s is not open for writing":                                   "spelet %s är inte öppet för skrivning",
	"not saved: writing to %s failed: %v; the file is as it was before": "inte sparat: skrivningen till %s misslyckades: %v; filen är som den var",
	"the game file %s was changed by another program while the game was open (an editor that saves in place?): nothing more is written to it, and this entry is not saved; %v; protokoll repair %s says what the file holds now": "spelfilen %s ändrades av ett annat program medan spelet var öppet (en editor som sparar över filen?): inget mer skrivs till den, och den här raden är inte sparad; %v; protokoll repair %s säger vad filen innehåller nu",
	"keeping the cut-off line of %s in %s: %v":                                      "att spara den avskurna raden av %s i %s: %v",
	"cutting the cut-off line of %s: %v":                                            "att skära bort den avskurna raden av %s: %v",
	"two games called %q: nothing was imported":                                     "två spel heter %q: inget importerades",
	"%q is a %s game, which this protokoll does not know":                           "%q är ett %s-spel, som detta protokoll inte känner",
	"nothing was imported: %v":                                                      "inget importerades: %v",
	"a game called %q was made while the import ran: nothing was imported":          "ett spel som heter %q skapades medan importen pågick: inget importerades",
	"nothing was imported: %s cannot be made: %v":                                   "inget importerades: %s kan inte skapas: %v",
	"nothing was imported: %s cannot be read: %v":                                   "inget importerades: %s går inte att läsa: %v",
	"the name %q is taken by %s, which is not a game file: nothing was imported":    "namnet %q är upptaget av %s, som inte är en spelfil: inget importerades",
	"a game called %q exists already, and it is another game: nothing was imported": "ett spel som heter %q finns redan, och det är ett annat spel: inget importerades",
	"an entry of %q is not a JSON object on one line":                               "en rad i %q är inget JSON-objekt på en rad",
	"game file %s changed since repair looked at it (an entry was recorded, or it was edited): nothing was cut; run protokoll repair %s again": "spelfilen %s har ändrats sedan repair tittade på den (en rad sparades, eller den redigerades): inget skars bort; kör protokoll repair %s igen",
	"repair of %s was asked to cut from line %d, and the file needs it from line %d: nothing was cut":                                          "lagningen av %s ombads skära från rad %d, och filen behöver det från rad %d: inget skars bort",
	"keeping a copy of %s: %v (nothing was cut)":      "att spara en kopia av %s: %v (inget skars bort)",
	"the game file changed since repair looked at it": "spelfilen har ändrats sedan repair tittade på den",
	"%s takes no arguments, got %q":                   "%s tar inga argument, fick %q",
	"%v (see %s --help)":                              "%v (se %s --help)",
	"unknown flag: %s":                                "okänd flagga: %s",
	"unknown shorthand flag: %s":                      "okänd kort flagga: %s",
	"flag needs an argument: %s":                      "flaggan behöver ett värde: %s",
	"invalid argument %s":                             "ogiltigt värde %s",
	"Five of a kind bonus +%d":                        "Bonus fem lika +%d",
	"%q is a %s game, not a %s game":                  "%q är ett %s-spel, inte ett %s-spel",
	"%s line %d was cut off mid-write (a crash or power cut) and is left out; the next entry moves it to %s.torn: %q": "%s rad %d klipptes av mitt i skrivningen (en krasch eller ett strömavbrott) och lämnas utanför; nästa post flyttar den till %s.torn: %q",
	"not saved: %v": "inte sparat: %v",
	"%v; and the game could not be rebuilt (%v): open it again":                                                                                 "%v; och spelet kunde inte byggas upp igen (%v): öppna det igen",
	"saving to %s failed (%v), and the file could not be put back: the entry may or may not be in it; the game is closed, open it again to see": "sparandet till %s misslyckades (%v), och filen kunde inte återställas: posten kan finnas i den eller inte; spelet är stängt, öppna det igen för att se",
	"the game as it was here is kept in %s":                                                                                                     "spelet som det var här sparas i %s",
	"the game file was replaced or removed while the game was open (by an editor, a sync client or a restored backup): nothing more is written to %s, and this entry is not saved; %v": "spelfilen ersattes eller togs bort medan spelet var öppet (av en editor, en synkklient eller en återställd säkerhetskopia): inget mer skrivs till %s, och den här inmatningen sparas inte; %v",
	"the game's entries so far could not be kept": "spelets poster hittills kunde inte sparas",
	"%s: the PDF's font cannot draw %s; the name is printed without them (a name of none else as its column's number, #2)": "%s: PDF-typsnittet kan inte rita %s; namnet skrivs ut utan dem (ett namn utan andra tecken som kolumnens nummer, #2)",
	"Places: %s":             "Placeringar: %s",
	"%d. %s %d":              "%d. %s %d",
	"Rules of the game":      "Spelregler",
	"%s (house rules: %s)":   "%s (husregler: %s)",
	"bonus %d = %d":          "bonus %d = %d",
	"%s = %d":                "%s = %d",
	"four alike count as %s": "fyra lika räknas som %s",
	"filled bottom to top":   "fylls nedifrån och upp",
	"no saved rolls":         "inga sparade kast",
	"%s (house rules %s)":    "%s (husregler %s)",
	"give --variant or --rules, or --rummy, not both": "ange --variant eller --rules, eller --rummy, inte båda",
	"warning: %s": "varning: %s",
	"the cached %s table was damaged or old: worked out again":        "den sparade tabellen för %s var skadad eller gammal: räknad på nytt",
	"the %s table could not be cached: %v":                            "tabellen för %s kunde inte sparas: %v",
	"the cached %s distribution was damaged or old: worked out again": "den sparade fördelningen för %s var skadad eller gammal: räknad på nytt",
	"the %s distribution could not be cached: %v":                     "fördelningen för %s kunde inte sparas: %v",
	"Working out every way a game of %s can end (once; some seconds)": "Räknar ut alla sätt ett spel %s kan sluta (en gång; några sekunder)",
	"Half the games end at %d or more.":                               "Hälften av spelen slutar på %d eller mer.",
	"One in ten ends below %d, one in ten at %d or more.":             "Vart tionde slutar under %d, vart tionde på %d eller mer.",
	"--distribution goes with --start, or with --game and --player: the distribution is of the final score from an empty sheet or from a player's": "--distribution hör till --start, eller till --game och --player: fördelningen är slutsummans, från ett tomt protokoll eller från en spelares",
	"give --distribution or --to-win, not both": "ange --distribution eller --to-win, inte båda",
	"the sheet": "protokollet",
	"every box of the sheet is filled: its final score is %d": "alla rutor i protokollet är ifyllda: slutsumman är %d",
	"--distribution: too early for %s: with %d boxes free more than %d states (boxes, upper sum, rolls saved) can follow, and the exact distribution follows every one; it is worked out later in the game, usually from %d boxes free": "--distribution: för tidigt för %s: med %d rutor lediga kan fler än %d lägen (rutor, övre summa, sparade kast) följa, och den exakta fördelningen följer vart och ett; den räknas ut senare i spelet, oftast från %d lediga rutor",
	"no cache folder: set PROTOKOLL_CACHE or HOME": "ingen mapp för tabeller: sätt PROTOKOLL_CACHE eller HOME",
	"%2d rounds": "%2d omgångar",
	"%s is in the folder the games are kept in (%s): -o writes nothing there, so that no game or copy of one is written over": "%s ligger i mappen där spelen sparas (%s): -o skriver ingenting där, så att inget spel eller någon kopia av ett skrivs över",
	"wrote %s": "skrev %s",
	"%s: %.2f expected from an empty sheet under optimal play": "%s: %.2f väntat från ett tomt protokoll med optimalt spel",
	"man pages written to %s":                                  "manualsidor skrivna till %s",
	"complete":                                                 "komplettera",
	"back":                                                     "tillbaka",
	"next":                                                     "nästa",
	"submit":                                                   "skicka",
	"select":                                                   "välj",
	"up":                                                       "upp",
	"down":                                                     "ner",
	"filter":                                                   "filtrera",
	"set filter":                                               "sätt filter",
	"clear filter":                                             "rensa filter",
	"½ page up":                                                "½ sida upp",
	"½ page down":                                              "½ sida ner",
	"go to start":                                              "till början",
	"go to end":                                                "till slutet",
	"toggle":                                                   "växla",
	"damaged: %s":                                              "skadad: %s",
	"cannot write %s: %v":                                      "kan inte skriva %s: %v",
	"cannot write %s: the folder %s does not exist":                      "kan inte skriva %s: mappen %s finns inte",
	"permission denied":                                                  "åtkomst nekad",
	"the disk is full":                                                   "disken är full",
	"the file system is read-only":                                       "filsystemet är skrivskyddat",
	"a folder of that name is in the way":                                "en mapp med det namnet står i vägen",
	"part of the path is a file, not a folder":                           "en del av sökvägen är en fil, inte en mapp",
	"--columns %d: a sheet has 1 to %d columns":                          "--columns %d: ett protokoll har 1 till %d kolumner",
	"--players names no one: give 1 to %d names, comma-separated":        "--players saknar namn: ge 1 till %d namn, åtskilda med komma",
	"a file cannot be made there":                                        "där kan ingen fil skapas",
	"the system says: %v":                                                "systemet säger: %v",
	"cannot write %s: it is a symbolic link to %s, which does not exist": "kan inte skriva %s: det är en symbolisk länk till %s, som inte finns",
	"its symbolic links go round in a circle":                            "dess symboliska länkar går runt i en cirkel",
	"a file of that name exists already":                                 "en fil med det namnet finns redan",
	"the disk quota is used up":                                          "diskkvoten är slut",
	"the file is too large":                                              "filen är för stor",
	"the disk could not be read or written (an input/output error)":      "disken gick inte att läsa eller skriva (ett in-/utmatningsfel)",
	"SOURCE_DATE_EPOCH=%q is not a count of seconds since 1970":          "SOURCE_DATE_EPOCH=%q är inte ett antal sekunder sedan 1970",
	"Help topics, in your language (protokoll help TOPIC):":              "Hjälpavsnitt, på ditt språk (protokoll help AVSNITT):",
	"See also: protokoll help %s (%s)":                                   "Se även: protokoll help %s (%s)",
	"no help topic or command %q: protokoll help lists them":             "inget hjälpavsnitt eller kommando heter %q: protokoll help listar dem",
	"y":              "j", // the key that answers Yes
	"n":              "n", // the key that answers No
	"%d %s (%s, %s)": "%d %s (%s, %s)",
	"%s %q: want a day as YYYY-MM-DD, like 2026-11-30":              "%s %q: ange en dag som ÅÅÅÅ-MM-DD, som 2026-11-30",
	"--alias %q: want ALIAS=NAME, like \"Bosse=Bo\"":                "--alias %q: ange ALIAS=NAMN, som \"Bosse=Bo\"",
	"--game %q: want %s":                                            "--game %q: välj %s",
	"--last %d: want a number of games, 1 or more":                  "--last %d: ange ett antal spel, 1 eller fler",
	"--player given %d times: give one player, or two head to head": "--player angiven %d gånger: ge en spelare, eller två mot varandra",
	"Card game":                   "Kortspel",
	"Highest totals, %s":          "Högsta summor, %s",
	"Lowest card-game totals, %s": "Lägsta summor i kortspelet, %s",
	"Most Yatzys in a game":       "Flest Yatzy i ett spel",
	"No finished games to count.": "Inga avslutade spel att räkna.",
	"Records":                     "Rekord",
	"a round":                     "per omgång",
	"average":                     "snitt",
	"best round":                  "bästa omgång",
	"best":                        "bästa",
	"bonus":                       "bonus",
	"games":                       "spel",
	"median":                      "median",
	"player":                      "spelare",
	"protokoll: skipped %s: %s":   "protokoll: hoppade över %s: %s",
	"totals":                      "summor",
	"went out":                    "gick ut",
	"win rate":                    "vinstandel",
	"worst round":                 "sämsta omgång",
	"worst":                       "sämsta",
	"--format %q: want csv, jsonl or bgstats":           "--format %q: välj csv, jsonl eller bgstats",
	"%q is neither a day (YYYY-MM-DD) nor a saved game": "%q är varken en dag (ÅÅÅÅ-MM-DD) eller ett sparat spel",
	"%s: %d %s (%s)":                             "%s: %d %s (%s)",
	"%s: %s (%s)":                                "%s: %s (%s)",
	"%s: another five of a kind, +100 (%s)":      "%s: fem lika till, +100 (%s)",
	"%s: the bonus with the last upper box (%s)": "%s: bonusen med sista övre rutan (%s)",
	"No games on %s.":                            "Inga spel %s.",
	"No games to recap.":                         "Inga spel att sammanfatta.",
	"Records broken:":                            "Slagna rekord:",
	"The best of the night:":                     "Kvällens bästa:",
	"before: %d %s (%s)":                         "förut: %d %s (%s)",
	"highest total, %s":                          "högsta summa, %s",
	"in progress":                                "pågår",
	"lowest card-game total, %s":                 "lägsta summa i kortspelet, %s",
	"most Yatzys in a game":                      "flest Yatzy i ett spel",
	"went out (%s): %s":                          "gick ut (%s): %s",
	"Optimal play in %s expects %.2f a game; lost a game against it:": "Bästa spel i %s väntas ge %.2f per spel; förlorat per spel mot det:",
	"Lost against optimal play:":                                      "Förlorat mot bästa spel:",
	"%s: %.2f points (%s)":                                            "%s: %.2f poäng (%s)",
	"wins (shared)":                                                   "vinster (delade)",
	"no finished games to count: no page to print":                    "inga avslutade spel att räkna: ingen sida att skriva ut",
	"line %d: %q has %d rows, not a row for each of its %d players in each round":                                   "rad %d: %q har %d rader, inte en rad för var och en av sina %d spelare i varje omgång",
	"line %d: %q is not a game protokoll knows: want %s":                                                            "rad %d: %q är inget spel protokoll känner: välj %s",
	"line %d: %s scores %d in round %s, the row says %d":                                                            "rad %d: %s får %d i omgång %s, raden säger %d",
	"line %d: %s scores %d, the row says %d":                                                                        "rad %d: %s ger %d, raden säger %d",
	"line %d: %q has %d rows, and its history makes %d":                                                             "rad %d: %q har %d rader, och dess historik ger %d",
	"line %d: %q was made by a newer protokoll (format %d; this one reads up to %d): update protokoll to import it": "rad %d: %q gjordes av ett nyare protokoll (format %d; detta läser upp till %d): uppdatera protokoll för att importera det",
	"line %d: entry %d of the history of %q: %v":                                                                    "rad %d: post %d i historiken för %q: %v",
	"line %d: longer than %d MiB, the most a line of an export holds":                                               "rad %d: längre än %d MiB, det mesta en rad i en export rymmer",
	"line %d: the row is not what the game's history makes of it (%s)":                                              "rad %d: raden är inte vad spelets historik ger (%s)",
	"line %d: the settings of %q: %v":                                                                               "rad %d: inställningarna för %q: %v",
	"the name %s is not as new keeps it (trimmed, in Unicode NFC)":                                                  "namnet %s är inte som new sparar det (trimmat, i Unicode NFC)",
	"line %d: %v": "rad %d: %v",
	"line %d: not a row of protokoll export --format jsonl: not JSON at character %d":                                                     "rad %d: ingen rad från protokoll export --format jsonl: inte JSON vid tecken %d",
	"line %d: not a row of protokoll export --format jsonl: %q holds a value of another kind":                                             "rad %d: ingen rad från protokoll export --format jsonl: %q har ett värde av fel slag",
	"line %d: not a row of protokoll export --format jsonl: the line ends inside the row":                                                 "rad %d: ingen rad från protokoll export --format jsonl: raden tar slut mitt i raden",
	"line %d: not a row of protokoll export --format jsonl: no row has a field %s":                                                        "rad %d: ingen rad från protokoll export --format jsonl: ingen rad har fältet %s",
	"line %d: not a row of protokoll export --format jsonl: more follows the row at character %d":                                         "rad %d: ingen rad från protokoll export --format jsonl: mer följer efter raden vid tecken %d",
	"line %d: not a row of protokoll export --format jsonl":                                                                               "rad %d: ingen rad från protokoll export --format jsonl",
	"line %d: round %s where round %d was next":                                                                                           "rad %d: omgång %s där omgång %d stod på tur",
	"line %d: the first row of %q lacks the game's settings (started, players): import reads what protokoll export --format jsonl writes": "rad %d: första raden av %q saknar spelets inställningar (started, players): import läser det protokoll export --format jsonl skriver",
	"line %d: the rows of %q are not together":                                                                                            "rad %d: raderna för %q står inte tillsammans",
	"Box by box, %s: the average, and the strikes after ×":                                                                                "Ruta för ruta, %s: snittet, och strykningarna efter ×",
	"there is no such file": "filen finns inte",
	"cannot read %s: %v":    "kan inte läsa %s: %v",
	"%s: %v":                "%s: %v",
	// The printed sheets'.
	"Date":                           "Datum",
	"Game %d":                        "Spel %d",
	"Upper total":                    "Övre delen totalt",
	"Lower total":                    "Undre delen totalt",
	"pace %d":                        "takt %d",
	"against %d":                     "mot %d",
	"a stroke for each roll saved":   "ett streck per sparat kast",
	"Next: round %d of %d, %s deals": "Nästa: omgång %d av %d, %s ger",
	"%s: Yatzy-chans, %d cards":      "%s: Yatzy-chans, %d kort",
	"Dealer":                         "Giv",
	"Carried over":                   "Överfört",
	"the dealer %q is not one of the players": "given %q är ingen av spelarna",
	"page %d of %d":                       "sida %d av %d",
	"Yatzy sheet":                         "Yatzyprotokoll",
	"Card game sheet":                     "Protokoll för kortspelet",
	"Round lists":                         "Omgångslistor",
	"no list to print":                    "ingen lista att skriva ut",
	"unknown paper %q: want a4 or letter": "okänt papper %q: välj a4 eller letter",
	"%d columns: a sheet has 1 to %d":     "%d kolumner: ett protokoll har 1 till %d",
	"%d games: a pad has 1 to %d a page":  "%d spel: ett block har 1 till %d per sida",
	"give --players or --columns, and --games for several games on a sheet": "ange --players eller --columns, och --games för flera spel på ett protokoll",
	"%d games of %d columns: a sheet has 1 to %d columns":                   "%d spel med %d kolumner: ett protokoll har 1 till %d kolumner",
	"%d per":                          "%d per",
	"%d players: a sheet has 1 to %d": "%d spelare: ett protokoll har 1 till %d",
	"the card game is for %d to %d players, not %d": "kortspelet är för %d till %d spelare, inte %d",
	"Final total: %d": "Slutsumma: %d",
	"Name":            "Namn",
	"Winner":          "Vinnare",
	"the round's points; below, the running total": "omgångens poäng; under, summan hittills",
	"starts":                              "börjar",
	"totals: how often each came":         "totalsummor: hur ofta var och en kom",
	"each game in turn, the oldest first": "varje spel i tur och ordning, det äldsta först",
	"Games of %s":                         "Spel den %s",
	"Games from %s to %s":                 "Spel från %s till %s",
	"Head to head":                        "Mot varandra",

	// The live page (serve, --share).
	"--%s goes with --share: the live page is served only while the game is shared": "--%s hör till --share: livesidan visas bara medan spelet delas",
	"Entered on a phone (%s):":                                                               "Infört på en telefon (%s):",
	"the terminal is busy: try again in a moment":                                            "terminalen är upptagen: försök igen om en stund",
	"--pin %q: use 4 to 32 letters or digits":                                                "--pin %q: använd 4 till 32 bokstäver eller siffror",
	"--addr %q: want HOST:PORT, like 192.168.1.20:8080 or :8080":                             "--addr %q: skriv VÄRD:PORT, som 192.168.1.20:8080 eller :8080",
	"--addr %q: %q is not an address of this machine; give an IP address, like 192.168.1.20": "--addr %q: %q är ingen adress till den här datorn; ange en IP-adress, som 192.168.1.20",
	"no port from %d to %d is free on %s (%v): choose one with --addr HOST:PORT":             "ingen port från %d till %d är ledig på %s (%v): välj en med --addr VÄRD:PORT",
	"--addr %s: the port is in use by another program: choose another":                       "--addr %s: porten används av ett annat program: välj en annan",
	"--addr %s: not an address of this machine":                                              "--addr %s: ingen adress till den här datorn",
	"--addr %s: a port below 1024 needs the administrator: choose one above":                 "--addr %s: en port under 1024 kräver administratören: välj en över",
	"--addr %s: %v": "--addr %s: %v",
	"The live page, on a phone on the same WiFi:":                                                                  "Livesidan, på en telefon i samma wifi:",
	"No network address: only this machine can open the page. Join a WiFi (or a phone's hotspot) and start again.": "Ingen nätverksadress: bara den här datorn kan öppna sidan. Anslut till ett wifi (eller en telefons surfzon) och starta igen.",
	"PIN for entering turns from a phone: %s":                                                                      "PIN-kod för att föra in turer från en telefon: %s",
	"The page shows the game; to enter turns from a phone too, start with --pin.":                                  "Sidan visar spelet; för att också föra in turer från en telefon, starta med --pin.",
	"the game is over: no choice is left to advise":                                                                "spelet är slut: inget val är kvar att ge råd om",
	"chances and hints are the Yatzy game's":                                                                       "chanser och tips finns bara för Yatzy",
	"this server gives no chances or hints":                                                                        "den här servern ger inga chanser eller tips",
	"Chances to win":                                                                                               "Chans att vinna",
	"Not connected: the page is not up to date":                                                                    "Inte ansluten: sidan är inte aktuell",
	"Saved games":         "Sparade spel",
	"No saved games yet.": "Inga sparade spel än.",
	"%q is a %s game, which protokoll does not know": "%q är ett %s-spel, som protokoll inte känner till",
	"too many pages are connected: try again later":  "för många sidor är anslutna: försök igen senare",
	"the server is shutting down":                    "servern stängs av",
	"%q is not a line of a game file: want a number": "%q är ingen rad i en spelfil: skriv ett tal",
	"All games": "Alla spel",
	"Round %d: who went out, and the cards left in each hand": "Omgång %d: vem gick ut, och korten kvar på varje hand",
	"PIN":                   "PIN-kod",
	"Round %d recorded: %s": "Omgång %d införd: %s",
	"Record the round":      "För in omgången",
	"Cards left: %s":        "Kort kvar: %s",
	"★ went out":            "★ gick ut",
	// The live page on a phone.
	"Fields left empty stay as recorded.": "Fält som lämnas tomma står kvar som de fördes in.",
	"Fix an entry":                        "Rätta en rad",
	"The next game: %s":                   "Nästa spel: %s",
	"Undo":                                "Ångra",
	"Take back":                           "Ta tillbaka",
	"another entry came since this page was drawn: nothing was taken back; look at the last entry, and undo again if it is the one": "en annan inmatning kom sedan sidan ritades: inget togs tillbaka; se den senaste inmatningen, och ångra igen om det är den",
	"Show the join code":                         "Visa koden för att ansluta",
	"QR code of %s":                              "QR-kod för %s",
	"The contracts of all %d rounds":             "Kontrakten i alla %d omgångar",
	"Add a card to the hand chosen":              "Lägg till ett kort på den valda handen",
	"Take back the last card":                    "Ta bort det sista kortet",
	"the game is no longer open at the terminal": "spelet är inte längre öppet vid terminalen",
	"the entry is larger than %d bytes":          "inmatningen är större än %d byte",
	"the body is not a turn as JSON (%v): want {\"pin\":…,\"player\":…,\"dice\":…,\"box\":…} or {\"pin\":…,\"out\":…,\"left\":{…}}": "innehållet är ingen tur som JSON (%v): skriv {\"pin\":…,\"player\":…,\"dice\":…,\"box\":…} eller {\"pin\":…,\"out\":…,\"left\":{…}}",
	"the body holds more than one turn":                                                   "innehållet har mer än en tur",
	"the entry is not a form the page sends (%v)":                                         "inmatningen är inget formulär som sidan skickar (%v)",
	"a Yatzy turn is a player, dice and a box, not who went out":                          "en Yatzytur är en spelare, tärningar och en ruta, inte vem som gick ut",
	"a round of the card game is who went out and the cards left, not dice":               "en omgång i kortspelet är vem som gick ut och korten kvar, inte tärningar",
	"a turn needs the player, the dice and the box":                                       "en tur behöver spelaren, tärningarna och rutan",
	"the cards left of %s are given twice":                                                "korten kvar för %s anges två gånger",
	"protokoll: %s: line %d was cut off mid-write (a crash or power cut) and is left out": "protokoll: %s: rad %d klipptes av mitt i skrivningen (en krasch eller ett strömavbrott) och lämnas utanför",
	"line %d cut off, left out":                                                           "rad %d avklippt, utelämnad",
	"Asked again: what was typed here for this turn was not saved.":                       "Frågas igen: det som skrevs här för den här turen sparades inte.",
	"no game called %q here":                                                              "inget spel heter %q här",
	"e.g. %s; nothing, to go back":                                                        "t.ex. %s; inget, för att gå tillbaka",
	"round %d scores the cards in a %s: give --special \"NAME=N\" for each player with one, or --special \"%s=0\" if no one has one":                                                              "omgång %d räknar korten i en %s: ge --special \"NAMN=N\" för varje spelare som har en, eller --special \"%s=0\" om ingen har någon",
	"line 1 of %s holds the game's players and rules, and no line after it stands without it: repair leaves the file as it is; put line 1 back as it was, or remove the file to give the game up": "rad 1 i %s håller spelets spelare och regler, och ingen rad efter den står utan den: repair lämnar filen som den är; sätt tillbaka rad 1 som den var, eller ta bort filen för att ge upp spelet",
	"Nothing in it can be kept: the file would be removed (a copy kept).":                                                                                                                         "Inget i den går att behålla: filen skulle tas bort (en kopia sparas).",
	"Not read as a game: %s: %s": "Läses inte som ett spel: %s: %s",
	"its name is written decomposed (as some systems copy names); renamed %s it is read":                 "namnet är skrivet uppdelat (som vissa system kopierar namn); döpt om till %s läses det",
	"it is a symbolic link: protokoll keeps its games in plain files in its folder, and follows no link": "den är en symbolisk länk: protokoll sparar sina spel i vanliga filer i sin mapp och följer inga länkar",
	"it is not a plain file": "den är ingen vanlig fil",
	"round %d says whose contract each player has: give a --label for each player, like --label \"%s=%s\"": "omgång %d säger vilket kontrakt varje spelare har: ge en --label för varje spelare, som --label \"%s=%s\"",
	"round %d says whose contract each player has: a --label is missing for %s, like --label \"%s=%s\"":    "omgång %d säger vilket kontrakt varje spelare har: --label saknas för %s, som --label \"%s=%s\"",
	"--sheet: %s fills its boxes in order, and %s is not filled yet":                                       "--sheet: %s fyller sina rutor i ordning, och %s är inte ifylld än",
	"the name %s holds a comma, which separates the players' names: leave it out":                          "namnet %s har ett kommatecken, som skiljer spelarnas namn åt: ta bort det",
	"round %d says whose contract each player has: choose it for %s":                                       "omgång %d säger vilket kontrakt varje spelare har: välj det för %s",
	"game file %s is damaged at line %d: %v":                                                               "spelfilen %s är skadad på rad %d: %v",
	"--joker %s: %s has no joker rule (%s has)":                                                            "--joker %s: %s har ingen jokerregel (%s har)",
	"--player %q plays in no saved game: did you mean %s?":                                                 "--player %q spelar inte i något sparat spel: menade du %s?",
	"--player %q plays in no saved game":                                                                   "--player %q spelar inte i något sparat spel",
	"%s: %d more fives of a kind, +100 each (%s)":                                                          "%s: %d fem lika till, +100 för varje (%s)",
	"%q is neither dice nor a command: did you mean %s?":                                                   "%q är varken tärningar eller ett kommando: menade du %s?",
	"%q is neither dice nor a command: type the dice, or one of %s":                                        "%q är varken tärningar eller ett kommando: skriv tärningarna, eller ett av %s",
	"Each one's contract: %s":                                                                              "Vars och ens kontrakt: %s",
	"Cards in the %s: %s":                                                                                  "Kort i %s: %s",
	"under a minute":                                                                                       "under en minut",
	"round %d scores the cards in a %s: say each player's (0 if none)":                                     "omgång %d räknar korten i en %s: ange varje spelares (0 om ingen)",
	"the cards in the %s are missing: type 0 if none":                                                      "korten i %s saknas: skriv 0 om ingen",
	"its name is written decomposed (as some systems copy names), and a game called %s is here already: see which to keep before renaming one": "namnet är skrivet uppdelat (som vissa system kopierar namn), och ett spel som heter %s finns redan här: se vilket som ska behållas innan något döps om",
	"Removed; the file as it was is kept in %s.": "Borttagen; filen som den var sparas i %s.",
	"0, struck": "0, struken",
	"no name between two commas in %s: give every player's name, or leave out the comma": "inget namn mellan två kommatecken i %s: ge varje spelares namn, eller ta bort kommatecknet",
	"the game is over": "spelet är slut",
	"%s needs the rolls the turn used (1 to %d, and any saved)": "%s behöver kasten som turen använde (1 till %d, och eventuella sparade)",
	"who went out? The round needs the player who went out":     "vem gick ut? Omgången behöver spelaren som gick ut",
	"a round of the card game is entered on the game's page":    "en omgång i kortspelet förs in på spelets sida",
	"Turn: %s": "Tur: %s",
	"round %d was entered meanwhile (at another phone, or the terminal): this entry was not recorded":              "omgång %d har förts in under tiden (på en annan telefon eller vid terminalen): den här inmatningen sparades inte",
	"%s's turn of round %d was entered meanwhile (at another phone, or the terminal): this entry was not recorded": "turen för %s i omgång %d har förts in under tiden (på en annan telefon eller vid terminalen): den här inmatningen sparades inte",
	"round %d is not the next round: that is round %d":                                                             "omgång %d är inte nästa omgång: det är omgång %d",
	"it is %s's turn, not %s's":                                                    "det är %s som står på tur, inte %s",
	"this page takes no entries: the server was started without a PIN":             "den här sidan tar inte emot inmatningar: servern startades utan PIN-kod",
	"wrong PIN, or none: the PIN is printed at the terminal that serves this page": "fel PIN-kod, eller ingen: PIN-koden skrivs ut i terminalen som visar den här sidan",
	"too many wrong PINs from here: wait a minute":                                 "för många fel PIN-koder härifrån: vänta en minut",
	// The phone as a pad, unlocked once; the PIN's limits.
	"Unlock this phone": "Lås upp den här telefonen",
	"The PIN, typed once, lets this phone enter turns for %d days.": "PIN-koden, inskriven en gång, låter den här telefonen föra in turer i %d dagar.",
	"Dice: %d of %d":   "Tärningar: %d av %d",
	"Take back a %d":   "Ta bort en %d:a",
	"Rolls used: %d":   "Använda kast: %d",
	"Saved rolls: %d":  "Sparade kast: %d",
	"the best play":    "bästa spelet",
	"Or type the dice": "Eller skriv tärningarna",
	"too many wrong PINs from new phones: wait %d s (a phone unlocked before goes on entering)":  "för många fel PIN-koder från nya telefoner: vänta %d s (en telefon som redan är upplåst kan fortsätta föra in)",
	"too many wrong PINs from here: wait %d s":                                                   "för många fel PIN-koder härifrån: vänta %d s",
	"the server's key %s cannot be read: %v":                                                     "serverns nyckel %s kan inte läsas: %v",
	"the server's key %s is damaged: remove it, and every phone is asked for the PIN once again": "serverns nyckel %s är skadad: ta bort den, så frågas varje telefon efter PIN-koden en gång till",
	"the PIN kept in %s cannot be read: %v":                                                      "PIN-koden som sparats i %s kan inte läsas: %v",
	"--new-pin makes a PIN up: leave out --pin's value":                                          "--new-pin hittar på en PIN-kod: utelämna värdet till --pin",
	"%s cannot be written: %v":                                                                   "%s kan inte skrivas: %v",
	"no page %s here":                                                                            "ingen sida %s här",
	"refused: the entry comes from another site's page":                                          "nekad: inmatningen kommer från en sida på en annan webbplats",
	"Not done":             "Det gick inte",
	"Back to the game":     "Tillbaka till spelet",
	"Choose the box":       "Välj ruta",
	"Hint":                 "Tips",
	"The best play for %s": "Bästa spelet för %s",

	// Security: the Host asked for, invisible characters, import (issue 41).
	"house rules %s: the variant's name %s holds a character that shows nothing (%s): leave it out":                                   "husregler %s: variantens namn %s har ett tecken som inte syns (%s): ta bort det",
	"line %d: the games %q and %q differ only in case, and a disk that ignores case takes them for one: rename one before the export": "rad %d: spelen %q och %q skiljer sig bara i stora och små bokstäver, och en disk som inte skiljer på dem tar dem för ett: byt namn på ett av dem före exporten",
	"dated %s: a game's dates are from 1970 to a day after now (%s)":                                                                  "daterat %s: ett spels datum är från 1970 till ett dygn efter nu (%s)",
	"line %d: the game %q is %v":                   "rad %d: spelet %q är %v",
	"line %d: entry %d of the history of %q is %v": "rad %d: post %d i historiken för %q är %v",
	"a game called %q exists already, and %q differs from it only in case, which a disk that ignores case takes for the same name: choose another name":  "ett spel som heter %q finns redan, och %q skiljer sig från det bara i stora och små bokstäver, vilket en disk som inte skiljer på dem tar för samma namn: välj ett annat namn",
	"a game called %q exists already, and %q differs from it only in case, which a disk that ignores case takes for the same name: nothing was imported": "ett spel som heter %q finns redan, och %q skiljer sig från det bara i stora och små bokstäver, vilket en disk som inte skiljer på dem tar för samma namn: inget importerades",
	"the name %s holds a character that shows nothing (%s): leave it out":                                                                                "namnet %s har ett tecken som inte syns (%s): ta bort det",
	"bad game name %s: it holds a character that shows nothing (%s): leave it out":                                                                       "ogiltigt spelnamn %s: det har ett tecken som inte syns (%s): ta bort det",
	"%s cannot name house rules: it holds a character that shows nothing (%s)":                                                                           "%s kan inte vara namn på husregler: det har ett tecken som inte syns (%s)",
	"%s: the list's title %s holds a character that shows nothing (%s): leave it out":                                                                    "%s: listans rubrik %s har ett tecken som inte syns (%s): ta bort det",
	"this server does not answer to the name %q: open the page at an address its terminal printed":                                                       "den här servern svarar inte på namnet %q: öppna sidan på en adress som dess terminal skrev ut",
	"--host %q: give a name of this machine, without a port, like mylaptop.local":                                                                        "--host %q: ange ett namn på den här datorn, utan port, som mindator.local",

	// Game nights, second pass: ratings, rivals, the game as a curve, time played, BG Stats.
	"%s led for good from round %d":      "%s ledde för gott från omgång %d",
	"%s led from the first round":        "%s ledde från första omgången",
	"%s level in the lead from round %d": "%s delade ledningen från omgång %d",
	"Ratings (OpenSkill), once a player has played %d games: the rating ± twice its uncertainty": "Betyg (OpenSkill), när en spelare har spelat %d spel: betyget ± två gånger dess osäkerhet",
	"rating":                              "betyg",
	"%s ± %s":                             "%s ± %s",
	"Rivals (at least %d games together)": "Rivaler (minst %d spel tillsammans)",
	"minion %s (beat %d of %d)":           "favoritoffer %s (slagen %d av %d)",
	"nemesis %s (beaten %d of %d)":        "ärkefiende %s (vann %d av %d)",
	"Time played: %s":                     "Speltid: %s",
	"time":                                "tid",
	"month":                               "månad",
	"Luck: two equal players whose places fall by chance, %d at the table, end up to %s apart after %d games, 9 times in 10; a smaller gap says little.": "Tur: två lika skickliga spelare vars placeringar avgörs av slumpen, %d vid bordet, hamnar upp till %s isär efter %d spel, 9 gånger av 10; en mindre skillnad säger lite.",
	"Luck: two equal players who both play optimally, %d at the table, end up to %s apart after %d games, 9 times in 10; a smaller gap says little.":     "Tur: två lika skickliga spelare som båda spelar optimalt, %d vid bordet, hamnar upp till %s isär efter %d spel, 9 gånger av 10; en mindre skillnad säger lite.",
	"Best:":                       "Bäst:",
	"wins of games: %s":           "vinster av spel: %s",
	"At the table: %s":            "Vid bordet: %s",
	"%d min":                      "%d min",
	"%d h %02d min":               "%d h %02d min",
	"--by %q: want month or year": "--by %q: välj month eller year",
	"--chart draws for the terminal: give --json or --chart (recap --json has the running totals)": "--chart ritar för terminalen: ange --json eller --chart (recap --json har de löpande summorna)",
	"%s: the running totals": "%s: de löpande summorna",
	"round":                  "omgång",
	"Ratings: %s":            "Betyg: %s",
	"minion":                 "favoritoffer",
	"nemesis":                "ärkefiende",
	"%s (%d of %d)":          "%s (%d av %d)",
	"Time played by month":   "Speltid per månad",

	// The card game's points by hand as a command, the end of a game, the live page again.
	"Adjust someone's points by hand": "Justera någons poäng för hand",
	"Round %d was entered without the points by hand noted for it (%s): add them with %s.": "Omgång %d fördes in utan poängen för hand som noterats för den (%s): lägg till dem med %s.",
	"Points by hand, saved with the round: %s":                                             "Poäng för hand, sparas med omgången: %s",
	"back to who went out":                                   "tillbaka till vem som gick ut",
	"Forget the points by hand noted (%s)?":                  "Glöm poängen för hand som noterats (%s)?",
	"Forgotten: no points by hand in round %d.":              "Glömt: inga poäng för hand i omgång %d.",
	"Noted for round %d, saved with it: %s":                  "Noterat för omgång %d, sparas med den: %s",
	"Not saved: the points by hand noted for round %d (%s).": "Inte sparat: poängen för hand som noterats för omgång %d (%s).",
	"Show the QR code for the phones":                        "Visa QR-koden för telefonerna",
	"Show the PIN for the phones":                            "Visa PIN-koden för telefonerna",
	"The PIN protokoll serve --pin keeps: %s":                "PIN-koden som protokoll serve --pin sparar: %s",
	"Points by hand: none":                                   "Poäng för hand: inga",
	"Points by hand: %s":                                     "Poäng för hand: %s",
	"The night so far: %s":                                   "Kvällen hittills: %s",
	"Preparing the best play for %s, a level of filled boxes at a time (once; Ctrl-C stops it, and the next run goes on from there)": "Förbereder bästa spelet för %s, en nivå av fyllda rutor i taget (en gång; Ctrl-C stoppar, och nästa körning fortsätter därifrån)",
	"level %d of %d":              "nivå %d av %d",
	"level %d of %d done: %s, %s": "nivå %d av %d klar: %s, %s",
	"done":                        "klart",
	"time left not known yet":     "återstående tid inte känd än",
	"less than a minute left":     "mindre än en minut kvar",
	"--rolls-left %d: %s has %d saved rolls and a turn %d rolls, so 0 to %d are left after the first": "--rolls-left %d: %s har %d sparade kast och en tur %d kast, så 0 till %d återstår efter det första",
	"%d rolls left: %s has %d saved rolls, so 0 to %d are left after the first roll":                  "%d kast kvar: %s har %d sparade kast, så 0 till %d återstår efter det första kastet",
	"--to-win: in %s playing to win is worked out exactly with at most %d boxes free, and %s has %d: before, every total a player can have would have to be followed through the %d million states of its table, saved rolls and all; without --to-win, the best play by expected score": "--to-win: i %s räknas spel för att vinna ut exakt med högst %d rutor lediga, och %s har %d: innan dess skulle varje summa en spelare kan ha följas genom de %d miljoner lägena i dess tabell, sparade kast och allt; utan --to-win, bästa spel efter väntad poäng",
	"--distribution: the distribution of final scores is not worked out for %s: every score a game can reach would have to be followed through the %d million states of its table, saved rolls and all; without --distribution, the expected score":                                      "--distribution: fördelningen av slutpoäng är inte uträknad för %s: varje poäng ett spel kan nå skulle behöva följas genom tabellens %d miljoner lägen, sparade kast och allt; utan --distribution, den väntade poängen",
	"%s without saved rolls": "%s utan sparade kast",
	"the best play for %s is not prepared yet: preparing it takes about %d minutes, once, and the last turns' hints come as soon as their levels are done: %s": "bästa spelet för %s är inte förberett än: att förbereda det tar ungefär %d minuter, en gång, och de sista turernas tips kommer så snart deras nivåer är klara: %s",
	"the best play for %s is prepared for the last %d turns (%d of %d levels): preparing the rest takes about %d minutes: %s":                                  "bästa spelet för %s är förberett för de sista %d turerna (%d av %d nivåer): att förbereda resten tar ungefär %d minuter: %s",
	"the cached %s table is damaged (%v): %s works out again what is":                                                                                          "den sparade tabellen för %s är skadad (%v): %s räknar ut det som är skadat igen",
	"the cached %s table was damaged, old or stopped before its end: worked out where it was not whole":                                                        "den sparade tabellen för %s var skadad, gammal eller stoppad före sitt slut: uträknad där den inte var hel",
	"Stopped: %d of %d levels are done and kept; the next prepare goes on from there.":                                                                         "Stoppat: %d av %d nivåer är klara och sparade; nästa förberedelse fortsätter därifrån.",
	"%s without saved rolls (every turn three rolls, those not used lost): %.2f":                                                                               "%s utan sparade kast (varje tur tre kast, de som inte används går förlorade): %.2f",
	"This game is not shared with the phones. Leave with %s and resume it shared: %s":                                                                          "Spelet delas inte med telefonerna. Skriv %s för att lämna, och fortsätt det sedan delat: %s",

	// The rules' refusals and reasons: the Yatzy sheet's, then the card game's.
	"%d players: a sheet holds 1 to %d":                                   "%d spelare: ett protokoll rymmer 1 till %d",
	"%d rolls used: want 1 to %d (%d plus %d saved)":                      "%d kast använda: det ska vara 1 till %d (%d plus %d sparade)",
	"%d rolls: a turn has 1 to %d":                                        "%d kast: en tur har 1 till %d",
	"%q changes what line %d changed already":                             "%q ändrar det som rad %d redan ändrade",
	"%q could be %s: type more of the box's name":                         "%q kan vara %s: skriv mer av rutans namn",
	"%q does not apply to %s":                                             "%q gäller inte %s",
	"%q is no way of scoring: want one of %s":                             "%q är inget sätt att räkna: välj en av %s",
	"%q is not a box of %s":                                               "%q är ingen ruta i %s",
	"%q is not a box of %s: did you mean %s?":                             "%q är ingen ruta i %s: menade du %s?",
	"%q is not a box of %s: want one of %s":                               "%q är ingen ruta i %s: välj en av %s",
	"%q is not a change the rules can score; the changes are: %s":         "%q är ingen ändring som reglerna kan räkna; ändringarna är: %s",
	"%q is not a die: type the %d values shown, like %s":                  "%q är ingen tärning: skriv de %d värden som visas, som %s",
	"%q is not a line of a variant's definition: the lines are %s":        "%q är ingen rad i en variants definition: raderna är %s",
	"%q is not a number of points (0 to 1000)":                            "%q är inget antal poäng (0 till 1000)",
	"%q is not on a die: each die shows 1 to 6":                           "%q finns inte på en tärning: varje tärning visar 1 till 6",
	"%q: a definition starts with its name, variant ID":                   "%q: en definition börjar med sitt namn, variant ID",
	"%q: the first line names the variant changed, one of %s":             "%q: första raden säger vilken variant som ändras, en av %s",
	"%s already holds %d for %s":                                          "%s har redan %d för %s",
	"%s cannot be filled now: the free boxes are %s":                      "%s kan inte fyllas nu: lediga rutor är %s",
	"%s has nothing in %s to correct":                                     "%s har inget i %s att rätta",
	"%s scores %d with %s: only a box that scores 0 is struck":            "%s ger %d med %s: bara en ruta som ger 0 stryks",
	"%s scores 0 with %s: %s":                                             "%s ger 0 med %s: %s",
	"%s scores its dice, not a combination: it cannot take a fixed score": "%s räknar tärningarna, ingen kombination: den kan inte få en fast poäng",
	"%s scoring counts %d dice, not %d":                                   "%s-räkning räknar %d tärningar, inte %d",
	"%s scoring has no box %q: it knows %s":                               "%s-räkning har ingen ruta %q: den känner %s",
	"%s's %s: %s":                                                         "%s, %s: %s",
	"a bonus at %d cannot be: the upper boxes make 1 to %d":               "en bonus vid %d går inte: övre delen ger 1 till %d",
	"a player needs a name":                                               "en spelare behöver ett namn",
	"die %d is not on a die: each die shows 1 to 6":                       "%d finns inte på en tärning: varje tärning visar 1 till 6",
	"forced order: the next box is %s, not %s":                            "tvingad ordning: nästa ruta är %s, inte %s",
	"got %d dice, want %d":                                                "%d tärningar, men det ska vara %d",
	"got %d dice, want %d: type the %d values shown, like %s":             "%d tärningar, men det ska vara %d: skriv de %d värden som visas, som %s",
	"joker rule (%s): this five of a kind goes in %s, not %s":             "jokerregeln (%s): de här fem lika ska i %s, inte %s",
	"line %d, column %d: %s":                                              "rad %d, kolumn %d: %s",
	"no player called %q: the players are %s":                             "ingen spelare heter %q: spelarna är %s",
	"no rules: the first line names the variant changed, one of %s":       "inga regler: första raden säger vilken variant som ändras, en av %s",
	"no variant":                                                               "ingen variant",
	"nothing to undo":                                                          "inget att ångra",
	"say %s before %s":                                                         "säg %s före %s",
	"strike not confirmed":                                                     "strykningen är inte bekräftad",
	"that correction breaks the rules: %s":                                     "den rättelsen bryter mot reglerna: %s",
	"the definition says no %s":                                                "definitionen säger inget om %s",
	"the game is over: every box is filled":                                    "spelet är slut: alla rutor är ifyllda",
	"two players are called %q: names must differ":                             "två spelare heter %q: namnen måste skilja sig",
	"unknown joker rule %q: want forced or free":                               "okänd jokerregel %q: välj forced eller free",
	"unknown variant %q: want one of %s":                                       "okänd variant %q: välj en av %s",
	"\"(ej färg)\" belongs to a stege":                                         "\"(ej färg)\" hör till en stege",
	"\"där summan är\" belongs to \"N kort\" and needs a number":               "\"där summan är\" hör till \"N kort\" och behöver ett tal",
	"\"i färg\" belongs to a stege":                                            "\"i färg\" hör till en stege",
	"\"kort\" needs \"där summan är N\"":                                       "\"kort\" behöver \"där summan är N\"",
	"\"resten\" must come last":                                                "\"resten\" måste stå sist",
	"\"resten\" needs a meld word after it":                                    "\"resten\" behöver ett ord för en utläggning efter sig",
	"\"varav\" counts %d melds, more than the %d before it":                    "\"varav\" räknar %d utläggningar, fler än de %d före",
	"\"varav\" needs melds before it":                                          "\"varav\" behöver utläggningar före sig",
	"%d cards in the hand; for %s it takes %d":                                 "%d kort på handen; till %s krävs %d",
	"%d cards laid; for %s it takes %d":                                        "%d kort lagda; till %s krävs %d",
	"%d cards laid; for %s it takes %d and the rest at least 2":                "%d kort lagda; till %s krävs %d och resten minst 2",
	"%d cards of rank %s: %d decks hold %d":                                    "%d kort av valören %s: %d kortlekar har %d",
	"%d cards: a hand holds at most %d (%d dealt and %d buys)":                 "%d kort: en hand har högst %d (%d givna och %d köp)",
	"%d × %s: %d decks hold %d of each card":                                   "%d × %s: %d kortlekar har %d av varje kort",
	"%q can be read as %s or as %s: write each suit next to its rank, like 7♥": "%q kan läsas som %s eller som %s: skriv färgen intill sin valör, som 7♥",
	"%q is a suit: say the rank with it, like \"%s queen\"":                    "%q är en färg: säg valören med den, som \"%s dam\"",
	"%q is not a card: %q is not a suit (%s, ♥ ♠ ♦ ♣)":                         "%q är inget kort: %q är ingen färg (%s, ♥ ♠ ♦ ♣)",
	"%q is not a card: want a rank 2–10 or %s and a suit %s or ♥ ♠ ♦ ♣, like Kh or 10♠": "%q är inget kort: skriv en valör 2–10 eller %s och en färg %s eller ♥ ♠ ♦ ♣, som Kh eller 10♠",
	"%q is not a rank":                                                 "%q är ingen valör",
	"%q is not used in contracts":                                      "%q används inte i kontrakt",
	"%q needs its number of cards (\"på 4 kort\")":                     "%q behöver sitt antal kort (\"på 4 kort\")",
	"%s and %s are not %d apart":                                       "%s och %s ligger inte %d steg isär",
	"%s does not belong here":                                          "%s hör inte hit",
	"%s has no suit: checking melds needs every card's suit, like %sh": "%s saknar färg: att pröva kombinationer kräver varje korts färg, som %sh",
	"%s is %s: %s":                                                     "%s är %s: %s",
	"%s is %s: every rank must be %s":                                  "%s är %s: alla valörer måste vara %s",
	"%s missing":                                                       "%s saknas",
	"%s twice: a run has each rank once":                               "%s två gånger: en stege har varje valör en gång",
	"%s went out and has no cards left":                                "%s gick ut och har inga kort kvar",
	"%s's cards are given twice":                                       "korten för %s är angivna två gånger",
	"%s's cards left in hand are missing (none is also an answer)":     "korten kvar på handen för %s saknas (inga är också ett svar)",
	"%s's label is %q, not %q: %s went out of round %d":                "%s har %q, inte %q: %s gick ut i omgång %d",
	"%s: %s":                                 "%s: %s",
	"%s: a run does not go round the corner": "%s: en stege går inte runt hörnet",
	"%s: the ace is always 14, never 1":      "%s: ess är alltid 14, aldrig 1",
	"(at column %d of %q)":                   "(vid tecken %d i %q)",
	"(at line %d, column %d of %q)":          "(på rad %d, tecken %d i %q)",
	"a %s holds %d to %d cards, not %d":      "%s har %d till %d kort, inte %d",
	"a contract asks one thing of everyone, or names who must have what": "ett kontrakt kräver samma av alla, eller säger vem som ska ha vad",
	"a correction needs the round's result":                              "en rättelse behöver omgångens resultat",
	"a count must be at least 1":                                         "ett antal måste vara minst 1",
	"a meld word is missing before %s":                                   "ett ord för en utläggning saknas före %s",
	"a round needs its result":                                           "en omgång behöver sitt resultat",
	"a run does not go round the corner":                                 "en stege går inte runt hörnet",
	"a run needs at least two cards":                                     "en stege kräver minst två kort",
	"a set needs at least two cards":                                     "lika kort kräver minst två kort",
	"an adjustment for %s needs a reason":                                "en justering för %s behöver en anledning",
	"each group is a meld, but together they are not %s":                 "varje grupp går för sig, men tillsammans är de inte %s",
	"end of text": "slutet",
	"every card but the wilds must be %s; wilds may be of any suit": "alla kort utom jokrarna måste vara %s; jokrar får vara av vilken färg som helst",
	"every four neighbouring cards must be of four different suits": "varje fyra kort i följd måste ha fyra olika färger",
	"every rank must be %s":                                      "alla valörer måste vara %s",
	"every rank must be %s or higher":                            "alla valörer måste vara %s eller högre",
	"every rank must be %s or lower":                             "alla valörer måste vara %s eller lägre",
	"every rank must be from %s to %s":                           "alla valörer måste vara från %s till %s",
	"expected \")\", found %s":                                   "väntade \")\", fann %s",
	"expected \":\", found %s":                                   "väntade \":\", fann %s",
	"expected \"=\" after \"förra omgångens vinnare\", found %s": "väntade \"=\" efter \"förra omgångens vinnare\", fann %s",
	"expected \"tvåa\", found %s":                                "väntade \"tvåa\", fann %s",
	"expected %q, found %s":                                      "väntade %q, fann %s",
	"expected a colour (röda, svarta), found %s":                 "väntade en färg (röda, svarta), fann %s",
	"expected a meld of the contract (\"Trissen\"), found %s":    "väntade en utläggning i kontraktet (\"Trissen\"), fann %s",
	"expected a meld, found %s":                                  "väntade en utläggning, fann %s",
	"expected a number after \"varav\", found %s":                "väntade ett tal efter \"varav\", fann %s",
	"expected a number of points, found %s":                      "väntade ett antal poäng, fann %s",
	"expected a rank (\"i tior\"), \"färg\", \"jämna\" or \"udda\" after \"i\", found %s":                         "väntade en valör (\"i tior\"), \"färg\", \"jämna\" eller \"udda\" efter \"i\", fann %s",
	"expected a rank (\"treor\"), found %s":                                                                       "väntade en valör (\"treor\"), fann %s",
	"expected a rank (2–14, tio, knekt, dam, kung, ess), found %s":                                                "väntade en valör (2–14, tio, knekt, dam, kung, ess), fann %s",
	"expected how many cards to pass, found %s":                                                                   "väntade hur många kort som skickas, fann %s",
	"expected how many twos, found %s":                                                                            "väntade hur många tvåor, fann %s",
	"expected medsols, motsols or diagonalt, found %s":                                                            "väntade medsols, motsols eller diagonalt, fann %s",
	"group %d (%s) is %s: %s":                                                                                     "grupp %d (%s) är %s: %s",
	"group %d (%s) is %s: it has %d cards, %s takes %d":                                                           "grupp %d (%s) är %s: den har %d kort, %s kräver %d",
	"group %d (%s) is %s: the rest takes at least %d cards":                                                       "grupp %d (%s) är %s: resten tar minst %d kort",
	"groups (|) say how cards were laid; a whole hand (--hand) has none":                                          "grupper (|) säger hur korten lades; en hel hand (--hand) har inga",
	"its three of a kind (%s) holds %d wilds: in a full house the three of a kind may hold one and the pair none": "trissen (%s) har %d jokrar: i en kåk får trissen ha en och paret ingen",
	"line %d: %q comes before round 1 (start rounds with \"1. \")":                                                "rad %d: %q står före omgång 1 (börja omgångar med \"1. \")",
	"line %d: round %d comes after round %d":                                                                      "rad %d: omgång %d kommer efter omgång %d",
	"line break":                                                                                                  "radbrytning",
	"list %s has no round %d: it has rounds 1 to %d":                                                              "lista %s har ingen omgång %d: den har omgångarna 1 till %d",
	"no %s: %s":            "korten räcker inte till %s: %s",
	"no cards can make %q": "inga kort kan bli %q",
	"no cards to check":    "inga kort att pröva",
	"no choice holds: %s":  "inget av valen går: %s",
	"no contract of the round is called %q: choose %s":            "inget av omgångens kontrakt heter %q: välj %s",
	"no list called %q: the lists are %s, or a file of your own":  "ingen lista som heter %q: listorna är %s, eller en fil av era egna",
	"no list of contracts":                                        "ingen lista med omgångar",
	"no meld in the contract":                                     "ingen utläggning i kontraktet",
	"no rounds: write one round a line, \"1. 2 trissar\"":         "inga omgångar: skriv en omgång per rad, \"1. 2 trissar\"",
	"not %d cards of one rank, even with the wilds":               "inte %d kort av samma valör, ens med jokrarna",
	"not %d ranks in a row from 2 up to the ace (no wrap-around)": "inte %d valörer i följd från 2 upp till ess (inte runt hörnet)",
	"not %d ranks two apart (3-5-7-9), ace high only":             "inte %d valörer med varannan valör (3-5-7-9), ess bara högt",
	"not all of one suit":                                         "inte alla i samma färg",
	"not three of a kind and a pair of another rank":              "inte en triss och ett par i en annan valör",
	"only a run takes a number of cards":                          "bara en stege tar ett antal kort",
	"only a set can be in a rank":                                 "bara lika kort kan vara i en valör",
	"round %d has no special scoring":                             "omgång %d har ingen särskild poängräkning",
	"round %d has not been played: %d rounds have":                "omgång %d är inte spelad: %d omgångar är det",
	"round %d: %s":                             "omgång %d: %s",
	"the ace is always 14, never 1":            "ess är alltid 14, aldrig 1",
	"the cards left on the table together: %s": "korten kvar på bordet tillsammans: %s",
	"the cards make %s, but %s besides":        "korten ger %s, men %s till",
	"the cards make %s, but the rest (%s) is %s, nor with one of its cards kept back as the discard: %s": "korten ger %s, men resten (%s) är %s, inte heller med ett av korten kvar att slänga: %s",
	"the cards make %s, but the rest (%s) is %s: %s":                                                     "korten ger %s, men resten (%s) är %s: %s",
	"the colours must go red and black by turns":                                                         "färgerna måste växla mellan rött och svart",
	"the dealer %q is not a player: the players are %s":                                                  "given %q är ingen av spelarna: spelarna är %s",
	"the game is over: all %d rounds are played":                                                         "spelet är slut: alla %d omgångar är spelade",
	"the rank must be %s":                                                       "valören måste vara %s",
	"the ranks add up to %s = %d, not %d":                                       "valörerna blir %s = %d, inte %d",
	"the ranks cannot add up to %d":                                             "valörerna kan inte bli %d tillsammans",
	"the special names a %s the contract does not have":                         "den särskilda poängräkningen nämner %s, som kontraktet inte har",
	"this round asks different things of different players: choose a label, %s": "den här given kräver olika av olika spelare: välj en av %s",
	"this round asks the same of everyone: leave out the label %q":              "den här given kräver samma av alla: ta bort %q",
	"two players have %q while no one has %q: one each, as long as they last":   "två spelare har %q medan ingen har %q: en var, så länge de räcker",
	"type the cards left in the hand, or 0 (or -) for none":                     "skriv korten kvar på handen, eller 0 (eller -) om inga",
	"unknown word %q":  "okänt ord %q",
	"who went out? %s": "vem gick ut? %s",

	// The rules page's notes (scoresheet.Variant.RuleNotes).
	"%d dice, up to three rolls a turn: keep any dice and roll the rest. %d boxes, each filled once; the game ends when every sheet is full.":       "%d tärningar, upp till tre kast per tur: spara valfria tärningar och kasta om resten. %d rutor som fylls en gång var; spelet slutar när alla protokoll är fulla.",
	"Bonus: %d points when the upper boxes (%s to %s) make %d or more, %d of each face; the pace +/- counts against that.":                          "Bonus: %d poäng när de övre rutorna (%s till %s) blir %d eller mer, %d av varje sida; takten +/- räknas mot det.",
	"Bonus: %d points when the upper boxes (%s to %s) make %d or more; the pace +/- counts against each box's share of it (its face × %[4]d / 21).": "Bonus: %d poäng när de övre rutorna (%s till %s) blir %d eller mer; takten +/- räknas mot varje rutas del av det (dess sida × %[4]d / 21).",
	"A box that scores 0 is struck (%s) with a confirmation; when every box you may fill scores 0, you must strike one.":                            "En ruta som ger 0 stryks (%s) efter en bekräftelse; när varje ruta du får fylla ger 0 måste du stryka en.",
	"The boxes are filled in any order.":                                                                   "Rutorna fylls i valfri ordning.",
	"Forced order: every turn goes in the next free box, top to bottom.":                                   "Tvingad ordning: varje tur går i nästa lediga ruta, uppifrån och ned.",
	"Forced order: every turn goes in the next free box, bottom to top.":                                   "Tvingad ordning: varje tur går i nästa lediga ruta, nedifrån och upp.",
	"Saved rolls: a turn may use fewer than three rolls; the rest are saved for the player's later turns.": "Sparade kast: en tur får använda färre än tre kast; resten sparas till spelarens senare turer.",
	"Each further %d alike earns +%d while %s holds %d. Joker: it must go in the matching upper box if that is free; otherwise in any free lower box, where %s score %s; otherwise a 0 in an upper box.": "Varje ytterligare %d lika ger +%d så länge %s har %d. Joker: de måste läggas i motsvarande övre ruta om den är ledig; annars i valfri ledig nedre ruta, där %s ger %s; annars en nolla i en övre ruta.",
	"House rule --joker free: the matching upper box is not forced; it or any free lower box.":                                                                                                           "Husregel --joker free: den övre rutan är inte tvingad; den eller valfri ledig nedre ruta.",
	"Highest total wins; equal totals share the win.": "Högst totalt vinner; lika totalsummor delar segern.",

	// The card game explained (contracts: Explain, Define, KeyRules, MeldName, ListTitleIn).
	"%v cards whose ranks add up to %v": "%v kort vars valörer blir %v tillsammans",
	"every rank %s or higher":           "alla valörer %s eller högre",
	"every rank %s or lower":            "alla valörer %s eller lägre",
	"with at most %s two":               "med högst %s tvåa",
	"all %s":                            "bara %s",
	"of %d":                             "på %d kort",
	"List %s":                           "Lista %s",
	"the rest of the cards as one %s":   "resten av korten som en %s",
	"%s are wild too: they count toward the fewer-than-half limit like twos, and still count %d points left in hand.": "Även %s är jokrar: de räknas in i gränsen färre än hälften som tvåorna, och ger ändå %d poäng kvar på handen.",
	"You may add to each other's runs.":                                        "Man får bygga på varandras stegar.",
	"Scoring: the %s, with any cards added later, counts −%d points per card.": "Poäng: %s, med kort som läggs till senare, ger −%d poäng per kort.",
	"%s of %s":        "%s i %s",
	"%s, of which %s": "%s, varav %s",
	"%s each":         "%s var",
	"one player (%s)": "en spelare (%s)",
	"Odd and even go by rank: %s; a two standing for itself is even.":                                                                                                                                   "Udda och jämn går efter valören: %s; en tvåa som är sig själv är jämn.",
	"A card counts its rank: 2–10 as shown, %s; a wild counts as the card it stands for.":                                                                                                               "Ett kort räknas som sin valör: 2–10 som de visar, %s; en joker räknas som kortet den står för.",
	"Each run is in one suit of its own; different runs may be in different suits.":                                                                                                                     "Varje stege är i en färg för sig; olika stegar får vara i olika färger.",
	"A red run may mix ♥ and ♦, a black one ♠ and ♣.":                                                                                                                                                   "En röd stege får blanda ♥ och ♦, en svart ♠ och ♣.",
	"Each player lays one of these, no two players the same while there are enough to go round; with more players than these, they may repeat.":                                                         "Varje spelare lägger en av dessa, inte två spelare samma så länge de räcker; med fler spelare än dessa får de upprepas.",
	"Twos are wild: a two may stand for any card. The rules ask that wilds be fewer than half of a run; protokoll holds every meld to it, its own decision (a pair may hold %s, a three of a kind %s).": "Tvåor är jokrar: en tvåa kan stå för vilket kort som helst. Reglerna kräver att jokrarna är färre än hälften av en stege; protokoll kräver det av varje utläggning, ett eget beslut (ett par får ha %s, en triss %s).",
	"The ace is always 14, never 1. Runs go from 2 up to the ace and never wrap around.":                                                                                                                "Ess är alltid 14, aldrig 1. En stege går från 2 upp till ess och får inte gå runt.",
	"%d cards each; the player after the dealer starts; the deal goes round.":                                                                                                                           "%d kort var; spelaren efter given börjar; given går runt.",
	"A discard nobody takes may be bought, in turn: it and one card from the pile. At most %d buys a round (%d cards).":                                                                                 "Ett kort som ingen tar får köpas i turordning: kortet och ett från högen. Högst %d köp per omgång (%d kort).",
	"Lay down when you hold the round's contract. The round ends when someone has no cards left.":                                                                                                       "Lägg ut när du har omgångens kontrakt. Omgången slutar när någon har blivit av med alla sina kort.",

	// The hints of a sheet's boxes (scoresheet.Variant.Hint).
	"%s alike":    "%s lika",
	"%d in a row": "%d i följd",
}

// swedishPlurals are the program's messages that change with a count.
var swedishPlurals = map[msg.Key]catalog.Message{
	"%s: %d so far, %d boxes free: %.2f expected at the end under optimal play":                                      plural.Selectf(3, "", plural.One, "%s: %d hittills, %d ruta ledig: %.2f väntat vid slutet med optimalt spel", plural.Other, "%s: %d hittills, %d rutor lediga: %.2f väntat vid slutet med optimalt spel"),
	"--rolls-left %d: %d turns played save at most %d rolls, and a turn has %d, so 0 to %d are left after the first": plural.Selectf(1, "", plural.One, "--rolls-left %d: %d spelad tur sparar högst %d kast, och en tur har %d, så 0 till %d återstår efter det första", plural.Other, "--rolls-left %d: %d spelade turer sparar högst %d kast, och en tur har %d, så 0 till %d återstår efter det första"),
	// A game being made (issue 41).
	"Being made: %d new games (%s): protokoll new under way, or stopped less than a minute ago.": plural.Selectf(1, "", plural.One, "Görs nu: %d nytt spel (%s): ett protokoll new pågår, eller stoppades för mindre än en minut sedan.", plural.Other, "Görs nu: %d nya spel (%s): protokoll new pågår, eller stoppades för mindre än en minut sedan."),

	"%s against %s: %d games together; %s ahead %d, %s ahead %d, level %d":     plural.Selectf(1, "", plural.One, "%s mot %s: %d spel tillsammans; %s före %d, %s före %d, lika %d", plural.Other, "%s mot %s: %d spel tillsammans; %s före %d, %s före %d, lika %d"),
	"%d files named as games' are not read as games (above).":                  plural.Selectf(1, "", plural.One, "%d fil som heter som ett spel läses inte som ett (ovan).", plural.Other, "%d filer som heter som spel läses inte som spel (ovan)."),
	"%d games could not be read and are not in the export: %s":                 plural.Selectf(1, "", plural.One, "%d spel gick inte att läsa och finns inte med i exporten: %s", plural.Other, "%d spel gick inte att läsa och finns inte med i exporten: %s"),
	"%d games were there already, the same, and are left as they are: %s":      plural.Selectf(1, "", plural.One, "%d spel fanns redan, likadant, och lämnas som det är: %s", plural.Other, "%d spel fanns redan, likadana, och lämnas som de är: %s"),
	"%d tables for playing to win are ready, in %s":                            plural.Selectf(1, "", plural.One, "%d tabell för att spela för att vinna är klar, i %s", plural.Other, "%d tabeller för att spela för att vinna är klara, i %s"),
	"%d games have their last line cut off mid-write (a crash), left out: %s.": plural.Selectf(1, "", plural.One, "%d spel har sin sista rad avklippt mitt i skrivningen (en krasch), utelämnad: %s.", plural.Other, "%d spel har sin sista rad avklippt mitt i skrivningen (en krasch), utelämnad: %s."),
	"%d games read in full: every one reads and keeps the rules.":              plural.Selectf(1, "", plural.One, "%d spel läst i sin helhet: det går att läsa och följer reglerna.", plural.Other, "%d spel lästa i sin helhet: vart och ett går att läsa och följer reglerna."),
	"%d of %d games cannot be read as they are: %s.":                           plural.Selectf(1, "", plural.One, "%d av %d spel går inte att läsa som det är: %s.", plural.Other, "%d av %d spel går inte att läsa som de är: %s."),
	"%d rounds · Lowest total wins":                                            plural.Selectf(1, "", plural.One, "%d omgång · Lägst totalt vinner", plural.Other, "%d omgångar · Lägst totalt vinner"),
	"Saved house rules %s: %s with %d changes; play them with --rules %s":      plural.Selectf(1, "", plural.One, "Sparade husreglerna %s: %s med %d ändring; spela dem med --rules %s", plural.Other, "Sparade husreglerna %s: %s med %d ändringar; spela dem med --rules %s"),
	"%d rolls left":                                          plural.Selectf(1, "", plural.One, "%d kast kvar", plural.Other, "%d kast kvar"),
	"Winners: %s":                                            plural.Selectf(1, "", plural.One, "Vinnare: %s", plural.Other, "Vinnare: %s"),
	"%d players: the game is for %d to %d":                   plural.Selectf(1, "", plural.One, "%d spelare: spelet är för %d till %d", plural.Other, "%d spelare: spelet är för %d till %d"),
	"%s takes %d arguments, got %d (see %s --help)":          plural.Selectf(1, "", plural.One, "%s tar %d argument, fick %d (se %s --help)", plural.Other, "%s tar %d argument, fick %d (se %s --help)"),
	"%s takes at least %d arguments, got %d (see %s --help)": plural.Selectf(1, "", plural.One, "%s tar minst %d argument, fick %d (se %s --help)", plural.Other, "%s tar minst %d argument, fick %d (se %s --help)"),
	"%d games": plural.Selectf(1, "", plural.One, "%d spel", plural.Other, "%d spel"),
	"%s takes at most %d arguments, got %d (see %s --help)": plural.Selectf(1, "", plural.One, "%s tar högst %d argument, fick %d (se %s --help)", plural.Other, "%s tar högst %d argument, fick %d (se %s --help)"),
	"Game night %s: %d games":                               plural.Selectf(1, "", plural.One, "Spelkväll %s: %d spel", plural.Other, "Spelkväll %s: %d spel"),
	"Statistics of %d games":                                plural.Selectf(1, "", plural.One, "Statistik över %d spel", plural.Other, "Statistik över %d spel"),
	"%d games imported":                                     plural.Selectf(1, "", plural.One, "%d spel importerat", plural.Other, "%d spel importerade"),
	// Game nights, second pass: ratings, rivals, the game as a curve, time played, BG Stats.
	"%s · %d games":               plural.Selectf(1, "", plural.One, "%s · %d spel", plural.Other, "%s · %d spel"),
	"This year, %s: %d games, %s": plural.Selectf(1, "", plural.One, "I år, %s: %d spel, %s", plural.Other, "I år, %s: %d spel, %s"),
	"about %d minutes left":       plural.Selectf(1, "", plural.One, "ungefär %d minut kvar", plural.Other, "ungefär %d minuter kvar"),
	"%s %d, saving %d rolls":      plural.Selectf(1, "", plural.One, "%s %d, sparar %d kast", plural.Other, "%s %d, sparar %d kast"),

	// The card game's reasons that change with a count.
	"%d groups laid; %s asks for %d":                                                                   plural.Selectf(1, "", plural.One, "%d grupp lagd; %s kräver %d", plural.Other, "%d grupper lagda; %s kräver %d"),
	"%d wilds of %d cards, wilds must be fewer than half":                                              plural.Selectf(1, "", plural.One, "%d joker av %d kort, jokrarna måste vara färre än hälften", plural.Other, "%d jokrar av %d kort, jokrarna måste vara färre än hälften"),
	"its pair (%s) holds %d wilds: in a full house the three of a kind may hold one and the pair none": plural.Selectf(1, "", plural.One, "paret (%s) har %d joker: i en kåk får trissen ha en och paret ingen", plural.Other, "paret (%s) har %d jokrar: i en kåk får trissen ha en och paret ingen"),
	"more than %d twos":                       plural.Selectf(1, "", plural.One, "fler än %d tvåa", plural.Other, "fler än %d tvåor"),
	"the cards make %s, but %s are left over": plural.Selectf(1, "", plural.One, "korten ger %s, men %s blir över", plural.Other, "korten ger %s, men %s blir över"),
	"%d cards whose ranks add up to %d":       plural.Selectf(1, "", plural.One, "%d kort vars valörer blir %d tillsammans", plural.Other, "%d kort vars valörer blir %d tillsammans"),
	"Pass %d cards %s.":                       plural.Selectf(1, "", plural.One, "Skicka %d kort %s.", plural.Other, "Skicka %d kort %s."),
}

// swedishContracts are the card game's words in Swedish.
var swedishContracts = contracts.Words{
	Lang: "sv",
	And:  " och ", Or: " eller ",
	Sets: [7][2]string{2: {"par (2 lika)", "par (2 lika)"}, 3: {"triss (3 lika)", "trissar (3 lika)"}, 4: {"fyrtal (4 lika)", "fyrtal (4 lika)"},
		5: {"femtal (5 lika)", "femtal (5 lika)"}, 6: {"sextal (6 lika)", "sextal (6 lika)"}},
	FullHouse: [2]string{"kåk (triss och par i en annan valör)", "kåkar (triss och par i en annan valör)"},
	Run:       [2]string{"stege", "stegar"},
	Kinds: map[string]string{
		"stege": "i valfria färger", "färgstege": "i samma färg", "fyrfärgsstege": "där varje fyra kort i följd har fyra olika färger",
		"varannankortsstege": "med varannan valör (3-5-7-9)", "varannankortsfärgstege": "med varannan valör (3-5-7-9) i samma färg",
		"varannanfärgkortsstege": "där röda och svarta kort växlar",
	},

	Red: "röd", Black: "svart", Odd: "udda", Even: "jämn",

	Whose: map[contracts.Who]string{contracts.Winner: "förra omgångens vinnare", contracts.Others: "övriga"},

	Directions: map[string]string{"medsols": "medsols", "motsols": "motsols", "diagonalt": "diagonalt"},
	RankPlurals: map[contracts.Rank]string{2: "tvåor", 3: "treor", 4: "fyror", 5: "femmor", 6: "sexor", 7: "sjuor", 8: "åttor",
		9: "nior", 10: "tior", contracts.Jack: "knektar", contracts.Queen: "damer", contracts.King: "kungar", contracts.Ace: "ess"},
	EveryColour: map[contracts.Colour]string{contracts.Red: "röda (♥♦)", contracts.Black: "svarta (♠♣)"},
	Parities:    map[contracts.Parity][2]string{contracts.Odd: {"udda", "udda"}, contracts.Even: {"jämn", "jämna"}},
	Names:       func(_ msg.Printer, m contracts.Meld) string { return m.Name() },
	ColoursN:    map[contracts.Colour]string{contracts.Red: "röda", contracts.Black: "svarta"},
	Agree:       contracts.SwedishAgreement,
	One:         "en",
	Few:         []string{"ingen", "en", "två"},

	Faces:       [4]string{"Kn", "D", "K", "E"},
	RankLetters: map[string]contracts.Rank{},
	SuitLetters: [4]string{"h", "s", "r", "k"},
	RankNames: map[contracts.Rank][]string{2: {"två", "tvåa"}, 3: {"tre", "trea"}, 4: {"fyra"}, 5: {"fem", "femma"}, 6: {"sex", "sexa"},
		7: {"sju", "sjua"}, 8: {"åtta"}, 9: {"nio", "nia"}, 10: {"tio", "tia"}, contracts.Jack: {"knekt"}, contracts.Queen: {"dam"}, contracts.King: {"kung"}, contracts.Ace: {"ess"}},
	SuitNames: map[contracts.Suit][]string{contracts.Hearts: {"hjärter"}, contracts.Spades: {"spader"}, contracts.Diamonds: {"ruter"}, contracts.Clubs: {"klöver"}},
	None: func(_ msg.Printer, m contracts.Meld) string {
		switch {
		case m.Kind == contracts.Sum:
			return "inte " + m.Name() // "inte 3 kort där summan är 30"
		case m.Kind == contracts.Set && m.Size != 3 && m.Size != 0:
			return "inget " + m.Name() // par, fyrtal, femtal, sextal are neuter
		}
		return "ingen " + m.Name()
	},
	RestWord: "resten",
}

// swedishSheets are the Yatzy sheet's words in Swedish.
var swedishSheets = scoresheet.Words{
	Lang: "sv",
	Names: map[scoresheet.Box]string{
		scoresheet.Ones:          "Ettor",
		scoresheet.Twos:          "Tvåor",
		scoresheet.Threes:        "Treor",
		scoresheet.Fours:         "Fyror",
		scoresheet.Fives:         "Femmor",
		scoresheet.Sixes:         "Sexor",
		scoresheet.OnePair:       "Ett par",
		scoresheet.TwoPairs:      "Två par",
		scoresheet.ThreePairs:    "Tre par",
		scoresheet.ThreeOfAKind:  "Tretal",
		scoresheet.FourOfAKind:   "Fyrtal",
		scoresheet.FiveOfAKind:   "Femtal",
		scoresheet.SmallStraight: "Liten stege",
		scoresheet.LargeStraight: "Stor stege",
		scoresheet.FullStraight:  "Hel stege",
		scoresheet.FullHouse:     "Kåk",
		scoresheet.Castle:        "Hus",
		scoresheet.Tower:         "Torn",
		scoresheet.Chance:        "Chans",
		scoresheet.Yatzy:         "Yatzy",
	},
	Also: map[scoresheet.Box][]string{scoresheet.ThreeOfAKind: {"Triss"}},
	VariantNames: map[string]map[scoresheet.Box]string{
		scoresheet.IDMaxi:     {scoresheet.Yatzy: "Maxi Yatzy"},
		scoresheet.IDStandard: {scoresheet.Yatzy: "Fem lika"},
	},
	Variants: map[string]string{
		scoresheet.IDScandinavian: "skandinavisk",
		scoresheet.IDForced:       "tvingad",
		scoresheet.IDMaxi:         "maxi",
		scoresheet.IDStandard:     "fem tärningar",
	},
	Labels: map[scoresheet.Label]string{
		scoresheet.LabelSum:        "Summa",
		scoresheet.LabelBonus:      "Bonus",
		scoresheet.LabelTotal:      "Totalt",
		scoresheet.LabelStrike:     "Stryk",
		scoresheet.LabelExtraBonus: "Bonus fem lika",
		scoresheet.LabelSavedRolls: "Sparade kast",
	},
	SumOfAll:  "summan av alla",
	Jokers:    map[scoresheet.Joker]string{scoresheet.JokerForced: "tvingad", scoresheet.JokerFree: "fri"},
	RuleHeads: [4]string{"Ruta", "Kräver", "Exempel", "Poäng"},
}

// swedishTopics are the pages of protokoll help TOPIC in Swedish.
var swedishTopics = map[Topic]string{
	TopicContracts: `Kontraktens språk: hur en omgångs kontrakt skrivs

En lista med kontrakt är en textfil med en omgång per rad: "N. kontrakt".
En rad som inte börjar med ett tal fortsätter omgången före; en rad som
börjar med # är listans rubrik. "protokoll contracts" visar husets tolv
listor och "protokoll contracts show 7" förklarar en av dem, omgång för
omgång; en egen lista är en fil, som förklaras med "protokoll contracts
show FIL" och spelas med --list FIL. Kontrakten skrivs som folk skriver
dem, på svenska, med stora eller små bokstäver. Ett ord som inte finns i
språket avvisas, med rad och kolumn där det står.

  1. 3 trissar
  2. en kåk i jämna + en triss i udda
  3. Två svarta par och två röda par. Skicka tre kort diagonalt

Utläggningar
  par                           två kort av samma valör
  triss, trissar                tre av samma valör
  fyrtal, femtal, sextal        fyra, fem, sex av samma valör
  kåk, kåkar                    en triss och ett par i en annan valör
  stege, stegar                 valörer i följd, i valfria färger
  färgstege, färgstegar         en stege i en och samma färg
  fyrfärgsstege, fyrfärgsstegar (även fyrfärgstege, fyrfärgstegar)
                                en stege där varje fyra kort i följd har
                                fyra olika färger
  varannankortsstege, varannankortsstegar
                                varannan valör (3-5-7-9), valfria färger
  varannankortsfärgstege, varannankortsfärgstegar
                                varannan valör, i en och samma färg
  varannanfärgkortsstege, varannanfärgkortsstegar
                                valörer i följd, röda och svarta om vartannat
  N kort där summan är S        N kort vars valörer blir S tillsammans
                                (Kn 11, D 12, K 13, E 14; en joker räknas
                                som kortet den står för)

Hur många: ett tal före utläggningen, i siffror eller som ord: en, ett,
två, tre, fyra, fem, sex, sju, åtta, nio, tio, elva, tolv ("2 trissar",
"tre par"). Ett tal före en valör är så många av den: "två tior" är ett
par tior.

Före ordet
  röd, rött, röda / svart, svarta   alla kort röda (♥ ♦) / svarta (♠ ♣)
  udda / jämn, jämnt, jämt, jämna   alla valörer udda / jämna
  hjärter, spader, ruter, klöver    ihop med ordet, alla kort i den färgen:
                                    "ruterpar", "hjärtertriss"

Efter ordet
  på N kort, om N kort, N kort      stegens längd: "färgstege på 5 kort"
  i färg                            i en och samma färg: "stege i färg"
  (ej färg)                         valfria färger, uttryckligen
  i tvåor, treor, fyror, femmor, sexor, sjuor, åttor, nior, tior,
    knektar, damer, kungar, ess     en triss, ett par … eller en kåk i den
                                    valören; "i treor eller femmor": i
                                    någon av dem
  i jämna, i udda, jämna, udda      alla valörer jämna / udda
  min R, lägst R                    alla valörer R eller högre
  över R / under R                  alla valörer över / under R
  med max N tvåa (tvåor)            högst N tvåor i utläggningen, äkta
                                    eller jokrar: "femtal med max en tvåa"
  där summan är S                   summan för "N kort" ovan
En valör R är 2 till 14 eller ett ord: två … tio, knekt, dam, kung, ess.

Utläggningar tillsammans
  +, och, ett komma    alla: "en triss + ett fyrtal"
  eller                en av dem, som spelaren väljer; binder hårdare än
                       + och och: "par i åttor eller par i damer + en
                       färgstege" är ett av paren, och en stege
  resten X             de utlagda kort som de andra utläggningarna inte
                       använder blir ett X, av minst två kort: "en triss,
                       resten stege". När en hel hand kontrolleras
                       (--hand) ska alla kort utom högst ett (slänget)
                       läggas ut.
  , varav N F och N F  av utläggningarna som just räknats har så många var
                       sin färg, de andra är fria: "4 par, varav två röda
                       och två svarta"
En utläggning som skrivs utan sitt ord tar nästa ords: "ett rött och ett
svart par" är två par.

Vem ska ha vad: en omgång kan kräva olika av olika spelare.
  Tjejerna ska ha …, killarna ska ha …    tjejerna, killarna
  Den som har mörka strumpor ska ha …     orden mellan "Den som" och
                                          "ska ha" säger vem
  Den övriga ska ha …, övriga …           alla andra
  Förra omgångens vinnare = …, övriga …   den som gick ut i omgången
                                          före, vilket spelet vet
  En ska ha …, En ska ha …                numreras 1, 2, …: varje spelare
                                          lägger en av dem, inga två
                                          samma så länge de räcker till;
                                          med fler spelare än satser får
                                          de upprepas
  … vardera                               var och en av dem ska ha det
Bordet säger vem som hade vilket: vid bordet frågar protokoll; "rummy
record --label Bo=killarna" och "rummy check --label killarna" anger
etiketten med ett ord ur den eller dess nummer. En omgång som kräver
detsamma av alla tar ingen etikett, och en etikett som säger att någon
annan vann förra omgången avvisas.

Anvisningar och specialregler
  Skicka N kort medsols / motsols / diagonalt
      skicka N kort medsols, motsols, tvärs över bordet: visas, kontrolleras
      inte
  I denna omgång kan man bygga på varandras färgstegar
      man får lägga till på varandras utläggningar av det ordet: visas,
      kontrolleras inte
  I denna omgång fungerar även treor som vilka kort som helst
      även treor (eller en annan valör, i plural) är jokrar: de räknas mot
      gränsen på färre än hälften som tvåorna, och räknar ändå sina egna
      poäng kvar på handen (5 för en trea)
  Yatzy-chans: Trissen, inklusive ev påbyggnad, innebär 10 minuspoäng per kort
      den som lade den utläggningen, som nämns i bestämd form (paret,
      trissen, fyrtalet, femtalet, sextalet, kåken, stegen, färgstegen),
      får 10 poäng avdrag per kort i den, påbyggnad inräknad; även den som
      gick ut, vars omgång då kan bli under 0. En triss för Yatzy-chans
      har 3 till 8 kort.

Hur utläggningar bedöms
  - En utläggning för kontraktet har exakt så många kort som ordet säger
    (en triss tre, "färgstege på 5 kort" fem); fler kort läggs på senare.
  - Tvåor, och en omgångs extra jokervalör, står för vilket kort som helst
    och tar alla dess egenskaper. En tvåa som står för sig själv (i en
    utläggning av tvåor, som 2:an i en stege) är äkta, ingen joker. I
    varje utläggning ska jokrarna vara färre än hälften av korten; en kåks
    triss och par räknas var för sig (högst en joker, och ingen). "med
    max en tvåa" räknar varje tvåa.
  - Stegar går från 2 upp till esset och aldrig runt: esset är alltid 14.
    En fyrfärgsstege upprepar sina färger vart fjärde kort.
  - Udda och jämnt går efter valören (Kn 11, D 12, K 13, E 14); en tvåa
    som står för sig själv är jämn. En jämn varannankortsstege är 4-6-8-10.
  - "2 trissar" får vara två i samma valör (två kortlekar har åtta sjuor);
    ett kontrakt som menar olika valörer säger det: "en triss i treor och
    en triss i femmor".
  - I "3 färgstegar" är varje stege i en egen färg; olika stegar får vara
    i olika färger. En röd stege får blanda ♥ och ♦, en svart ♠ och ♣.
  - Utläggningar som inga kort kan bilda avvisas när en lista läses:
    "triss över ess", "udda stege" (valörer i följd kan inte alla vara
    udda), "stege på 14 kort", "ruterpar, varav ett svart".
  - En omgångs förklaring säger hur dess ord läses där det behövs (udda
    och jämnt, en summa, flera färgstegar, en stege i en färg som röd,
    "En ska ha", en extra jokervalör).
Se även: protokoll help cards, protokoll rules rummy.`,

	TopicCards: `Hur man skriver kort och händer

Ett kort är valören och sedan färgen, i ett ord, med stora eller små
bokstäver: Kh, 10s, 7r, knk, E♠.
  valörer  2 till 10, Kn (knekt), D (dam), K (kung), E (ess); engelska
           T (tio), J, Q, K, A. Esset är alltid 14, aldrig 1.
  färger   h s r k (hjärter, spader, ruter, klöver); engelska h s d c;
           eller ♥ ♠ ♦ ♣ (även ♡ ♤ ♢ ♧).
Knk är alltså klöver knekt och Dr ruter dam.

Eller som folk säger dem, valör och färg i valfri ordning: "dam hjärter",
"hjärter dam", "queen hearts", "poti äss", eller bara valören: "kung".
  svenska   två (tvåa), tre (trea), fyra, fem (femma), sex (sexa),
            sju (sjua), åtta, nio (nia), tio (tia), knekt, dam, kung,
            ess; hjärter, spader, ruter, klöver
  engelska  two (deuce), three … ten, jack, queen, king, ace;
            hearts, spades, diamonds, clubs (eller heart, spade, …)
  estniska  kaks, kolm, neli, viis, kuus, seitse, kaheksa, üheksa,
            kümme, poiss, emand, kuningas, äss; ärtu, poti, ruutu, risti
Korten skiljs åt med mellanslag eller kommatecken. Ord som kan läsas på
två sätt ("7 hjärter 8": 7♥ och 8, eller 7 och 8♥) avvisas med båda
läsningarna; ett kommatecken avgör: "7 hjärter, 8".

Poäng behöver bara valören: "protokoll rummy points K 7 2 A" säger 60.
Ett kort kvar på handen räknas 5 för 3 till 9, 10 för 10, Kn, D, K, 20
för ett ess och 25 för en tvåa. Vid bordet och i "rummy record --left
Bo=K 7 2 A" skrivs korten kvar på varje hand så; 0 eller - är en tom
hand (och i record även "Bo=").

Utläggningar: "protokoll rummy check" tar de utlagda korten. Grupper som
skiljs åt med | eller / bedöms som spelaren lade dem, grupp för grupp:
"7h 7s 7r | 3h 4h 2k 6h", som ett argument inom citattecken eller som
flera; utan skiljetecken hittar protokoll själv en uppdelning. Varje kort
som anges måste användas, om inte --hand säger att de är en hel hand.
Vid bordet frågar "kolla" vid "Vem gick ut?" efter korten; "hand:" före
dem säger att de är hela handen. Tal och summor bedöms på valören ensam
("7 7 7 7" är ett fyrtal); stegar och färger kräver varje korts färg. Av
ett val ("fyrtal eller färgstege") prövas de sätt som inte kräver färg
utan den, och först när inget av dem håller frågas efter färgerna.

Två kortlekar: inget kort mer än två gånger, ingen valör mer än åtta
gånger, högst 17 kort på en hand (11 givna och tre köp om två). Korten
kvar på bordet kontrolleras tillsammans mot två kortlekar innan en
omgång sparas. Korten visas som ditt språk skriver dem (på svenska Kn, D,
K, E).
Se även: protokoll help contracts.`,

	TopicHouseRules: `Husregler: er egen Yatzy, i en textfil

En familj vars Yatzy skiljer sig skriver ner den: första raden nämner
varianten som ändras (scandinavian, forced, maxi eller standard), sedan
en ändring per rad. # inleder en anteckning, till radens slut; tomma
rader hoppas över.

    # Kvarterets Yatzy
    scandinavian
    bonus 75 = 50
    full_house = 25
    two_pairs allows four alike

Ändringarna:
  bonus AT = POINTS             bonusen: POINTS poäng när de övre rutorna
                                ger AT eller mer ("bonus 75 = 50"); AT är
                                1 till det mesta de kan ge
  BOX = POINTS                  en kombination ger POINTS poäng, inte sina
                                tärningar, närhelst den ger något alls
                                ("full_house = 25"); inte de övre rutorna
                                eller chans
  two_pairs allows four alike   fyra lika räknas som två par:
                                6 6 6 6 2 ger 24
  order bottom-up               bara forced: fyll i nedifrån och upp
  saved rolls off               bara maxi: oanvända kast sparas inte
En ruta nämns med sitt id (full_house) eller som protokollet kallar den
på något språk ("Kåk = 25", "full house = 25"). Talen är 0 till 1000.
Raderna skrivs med dessa ord på alla språk. En rad som inte är en
ändring, eller en ändring som sägs två gånger, avvisas med rad och
kolumn och listan över ändringar.

    forced
    order bottom-up

    maxi
    saved rolls off
    Kåk = 25

Spara dem under ett namn, och spela dem:
  protokoll rules save kvarteret kvarteret.txt
  protokoll yatzy --rules kvarteret --players Anna,Bo
--rules tar ett sparat namn eller en fil för yatzy, yatzy new, yatzy
score, yatzy advise, rules yatzy och pdf sheet. Sparas ett namn igen
ersätts dess regler; ett spel behåller reglerna det började med, i sin
egen fil, så det spelas upp likadant när regelfilen ändras eller tas
bort, och export och import tar med dem. Allt följer dem: poängen och
valen vid bordet, takten och vad som fattas till bonus (en gräns som
inte är en multipel av 21 ger varje övre ruta dess andel, sidan ×
gränsen / 21, avrundat på papper), protokollets tips, regelsidan,
statistiken (spel med husregler räknas för sig, som
scandinavian+1a2b3c4d, varianten och en kontrollsumma av ändringarna;
"stats --any-rules" räknar dem med sin variant) och bästa spelet, som
räknas ut för reglerna. Ett forced-spel som fylls nedifrån, eller fler än
15 rutor i fri ordning, får inga råd hellre än fel råd.

En egen variant: reglerna kan börja med en hel definition i stället för
en variants namn, så som de fyra inbyggda varianterna är skrivna.

    variant mini
    scoring nordic
    dice 5
    boxes ones twos threes fours fives sixes full_house chance yatzy
    bonus 42 = 25
    full_house = 25

  variant ID                  dess namn, på första raden
  aliases NAME …              andra namn på den
  scoring nordic|maxi|standard
                              hur rutorna räknar tärningarna: nordic (en
                              kombination räknar tärningarna som bildar
                              den; stegarna 15 och 20, yatzy 50), maxi
                              (sex tärningar; yatzy 100) eller standard
                              (tretal och fyrtal räknar alla fem
                              tärningar; kåk 25, stegarna 30 och 40)
  dice N                      5, eller 6 för maxi
  boxes BOX …                 dess rutor i protokollets ordning, ur
                              poängräkningens
  bonus AT = POINTS           bonusen för de övre rutorna
  forced                      fylls uppifrån och ned
  saved rolls                 oanvända kast sparas (maxi)
  extra bonus POINTS          för varje ytterligare fem lika, med
                              jokerregeln (standard)
Ändringarna ovan kan följa. Hur en kåk eller en stege räknar tärningarna
hör till poängräkningen, inte till en fil. Standardspelets joker är en
flagga: --joker free.
Se även: protokoll rules yatzy --rules NAMN.`,

	TopicFiles: `Var spelen sparas, och vad en spelfil är

Spelen sparas i $PROTOKOLL_HOME, annars i protokoll i $XDG_DATA_HOME,
annars i ~/.local/share/protokoll. Varje spel är en vanlig textfil,
NAMN.jsonl. Ett namn är 1 till 64 bokstäver, siffror, -, _ eller . och
börjar med en bokstav eller siffra; som standard yatzy-DATUM
(rummy-DATUM), sedan yatzy-DATUM-2, …; --name väljer ett. Husregler som
sparats med "protokoll rules save" ligger i rules/ där, som NAMN.txt.

Tabellerna för bästa spelet (16,8 MB för scandinavian, 8,4 MB för
standard), fördelningarna av slutpoäng bredvid dem (3 kB) och ett index
över spelens resultat, för stats och recap, sparas i $PROTOKOLL_CACHE,
annars i protokoll i $XDG_CACHE_HOME, annars i ~/.cache/protokoll. Allt
där får tas bort: det räknas ut igen, och en skadad fil där räknas också
ut igen. Spelfilerna är den enda källan: indexet litar på ett spels
resultat bara så länge dess fil är som när den sist lästes: på ett lokalt
filsystem i Linux efter dess storlek, ändringstider och plats på disken,
som varje ändring, återställning eller kopia ändrar (en fil som ändrades
just innan den lästes kontrolleras byte för byte); annars efter dess
längd och kontrollsumma över alla sina byte. En byte som ruttnat på
själva disken ändrar ingetdera: "protokoll games --verify" läser och
spelar om varje spel helt, och hittar den.

En spelfils första rad säger vilket spel det är och hur det sattes upp:
spelarna i den ordning de sitter, varianten och dess regler, eller hela
listan med kontrakt och den som gav först (så att en listfil som ändras
senare inte ändrar ett spel). Varje rad efter den är en post: en tur
eller en omgång, en ångring, en rättelse med sin anledning. Rader läggs
bara till sist, var och en sparad innan nästa fråga, och var och en har
en kontrollsumma, så att ett tecken som en editor eller en trasig disk
ändrat rapporteras och inte godtas. Redigera inte spelfiler: kopiera dem,
säkerhetskopiera dem eller flytta dem med "protokoll export --format
jsonl" och "protokoll import".

När något går fel
  Ett spel som är öppet i ett annat protokoll är låst: det andra avvisas
  med avslutningskod 3, med processen som har spelet och sedan när. Låt
  spelet vara där, eller försök igen senare; det finns ingen låsfil att
  ta bort. Att visa ett spel, eller lista spelen, kräver inget lås.

  En sista rad som klipptes av mitt i skrivningen (en krasch eller ett
  strömavbrott) lämnas utanför med en varning. När nästa post skrivs
  klipps den bort ur filen och sparas i NAMN.jsonl.torn.

  All annan skada (en rad som inte är JSON, lösa tecken efter en rad, en
  kontrollsumma som inte stämmer, en post som reglerna inte godtar)
  rapporteras med filen och raden, och filen skrivs aldrig till;
  "protokoll games" listar den som skadad. "protokoll repair SPEL" säger
  vad som är fel och var och, när du bekräftat (eller med --yes), sparar
  en kopia av hela filen, NAMN.jsonl.bak-TID (aldrig över en annan), och
  skär av filen efter den sista rad som går att läsa och följer reglerna.
  Spelet fortsätter därifrån. En fil som ändrades medan repair frågade
  lämnas som den är: kör den igen. Ett spel från ett nyare protokoll är
  inte skadat: uppdatera protokoll för att öppna det.

  En spelfil som ersattes eller ändrades medan spelet var öppet (av en
  editor, en synkklient, en återställd säkerhetskopia) stoppar spelet
  innan något mer skrivs; det som spelet hade sparas bredvid som
  NAMN.jsonl.kept-TID.

  Ett spel som aldrig blev färdigskapat (en fil som lämnats tom, eller
  med en avklippt första rad, av ett äldre protokoll) rapporteras som
  ofärdigt; "new --name NAMN" får ersätta det.

  Spelfiler är vanliga filer: en symbolisk länk avvisas och listas inte.
Se även: protokoll help exit-status.`,

	TopicExitStatus: `Avslutningskoder, för skript

  0    det gick bra; för "rummy check": korten uppfyller kontraktet
  1    ett påstående som kontrollerats håller inte: "rummy check" fann att
       korten inte uppfyller kontraktet (domen säger varför); "games
       --verify" fann ett spel som inte går att läsa, eller en fil som
       heter som ett spel men inte läses som ett; "export" lämnade ute
       ett spel den inte kan läsa
  2    fel användning eller fel indata: en flagga eller ett argument,
       tärningar eller kort som inte kan finnas, en tur eller en omgång
       mot reglerna, en skadad spelfil. En rad på felutmatningen säger
       varför, och inget sparas.
  3    spelet är öppet i ett annat protokoll: försök igen senare
  129, 130, 143
       avslutat av en signal: 128 plus dess nummer (SIGHUP när
       terminalen stängs, SIGINT från Ctrl-C, SIGTERM). Varje bekräftad
       post är sparad, en halvt inmatad tur är det inte, och en fråga
       på skärmen avbryts, den tas aldrig som besvarad.

Vid bordet lämnar slutet på indata spelet med kod 0: inget bekräftat går
förlorat, och "play SPEL" fortsätter det. När indata inte kommer från en
terminal läses frågorna en rad var, så ett spel kan matas in från ett
annat program; den första rad som avvisas stoppar körningen med kod 2
och nämner raden ("indatarad 3: …"), och inget efter den används, så en
fel rad kan inte förskjuta svaren efter den. Det som bekräftats före den är
sparat. Vid en terminal frågas ett avvisat svar igen.`,
}
