package catalog

import (
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/message/catalog"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// newEstonian makes the language of every word protokoll says in Estonian: the program's own
// messages (the printed sheets' too), the card game's and the Yatzy
// sheet's words, and the table's commands. A new language is one file
// like this one.
func newEstonian() *Language {
	return Make(&Language{
		Tag:       "et",
		Name:      "eesti",
		Messages:  estonianMessages,
		Plurals:   estonianPlurals,
		Contracts: &estonianContracts,
		Sheets:    &estonianSheets,
		Topics:    estonianTopics,
		Commands: map[Command][]string{
			CmdUndo:     {"tagasi"},
			CmdFix:      {"paranda"},
			CmdSheet:    {"leht"},
			CmdQuit:     {"lõpeta"},
			CmdHint:     {"vihje"},
			CmdChances:  {"šansid", "sansid"},
			CmdBack:     {"muud"},
			CmdCheck:    {"kontrolli"},
			CmdSave:     {"salvesta"},
			CmdCancel:   {"tühista"},
			CmdFile:     {"fail"},
			CmdHand:     {"käsi:"},
			CmdRename:   {"nimeta"},
			CmdAdjust:   {"muuda"},
			CmdQR:       {"qr", "qrkood"},
			CmdPIN:      {"pin", "pinkood"},
			CmdHintsOn:  {"vihjed sisse"},
			CmdHintsOff: {"vihjed välja", "vihjed valja"},
		},
	})
}

// estonianMessages are the program's own words in Estonian, by their English message.
var estonianMessages = map[msg.Key]string{
	"%s: the bonus in forced order (%s)":                           "%s: boonus sunnitud järjekorras (%s)",
	"%s: %+d in round %d's special (%s)":                           "%s: %+d voorus %d eripunktidena (%s)",
	"Corrected: %s → %s":                                           "Parandatud: %s → %s",
	"Round %d corrected: the points are as they were.":             "Voor %d parandatud: punktid on samad.",
	"Round %d corrected: %s":                                       "Voor %d parandatud: %s",
	"e.g. %s":                                                      "nt %s",
	"Play again? The same players and rules, %s starts.":           "Uuesti? Samad mängijad ja reeglid, alustab %s.",
	"Play again? The same players and list, %s deals first.":       "Uuesti? Samad mängijad ja nimekiri, esimesena jagab %s.",
	"no %s game to play again: start one with protokoll %s":        "%s-mängu pole, mida korrata: alusta uut käsuga protokoll %s",
	"no unfinished %s game to resume: start one with protokoll %s": "pooleli %s-mängu pole: alusta uut käsuga protokoll %s",
	"Which game?":          "Milline mäng?",
	"%v: did you mean %s?": "%v: kas mõtlesid %s?",
	"Whose name?":          "Kelle nimi?",
	"New name for %s":      "Uus nimi: %s",
	"%s is now called %s.": "%s on nüüd %s.",
	"%s and %d more":       "%s ja veel %d",
	"%s or %s":             "%s või %s", // a choice (msg.OneOf)
	"%s, or %s":            "%s või %s", // a choice of commands (msg.OneOfCommands)
	"%s, %s":               "%s, %s",
	"(rename a player)":    "(nimeta mängija ümber)",
	"Rename a player":      "Nimeta mängija ümber",
	"%q is not one of the choices: did you mean %d. %s?":   "%q ei ole valikute seas: kas mõtlesid %d. %s?",
	"%q could be %s: type more of its name, or its number": "%q võib olla %s: kirjuta rohkem nimest või selle number",
	"or: %s":             "või: %s",
	"rolling for %s":     "veeretab: %s",
	"(%d–%d of %d)":      "(%d–%d, kokku %d)",
	"nothing matches %q": "%q ei sobi ühegagi",
	"%q is not one of the choices now: type one of the numbers shown":            "%q pole praegu ükski valikutest: sisesta üks näidatud numbritest",
	"Enter once more to choose %s":                                               "vajuta veel kord Enter, et valida %s",
	"choose a box for %s first":                                                  "vali enne rida täringutele %s",
	"/%s could be %s: type more of its name, or choose with ↑↓":                  "/%s võib olla %s: kirjuta nimest rohkem või vali ↑↓ abil",
	"The dice taken back, %s, are offered again: Enter takes them.":              "Tagasi võetud täringuid %s pakutakse uuesti: Enter võtab need.",
	"Hints on: the box menu starts on the best play, marked.":                    "Vihjed sees: ridade valik algab parimast käigust, see on märgitud.",
	"Hints off: the box menu starts on the box that scores most.":                "Vihjed väljas: ridade valik algab reast, mis annab kõige rohkem punkte.",
	"--hints: %s has no hints, its table of best plays is too large to work out": "--hints: variandis %s vihjeid pole, parimate käikude tabel on liiga suur",
	"%s (where it is)":      "%s (kus see praegu on)",
	"The box it belongs in": "Rida, kuhu see kuulub",
	"Save round %d?":        "Salvestada voor %d?",
	"Round %d is not saved: say who went out again.": "Voor %d pole salvestatud: vali uuesti, kes läks välja.",
	"Round %d: %s went out":                          "Voor %d: %s läks välja",
	"Cards":                                          "Kaardid",
	"Points":                                         "Punktid",
	"%s: %d cards in the %s, %+d":                    "%s: %d kaarti: %s, %+d",
	"%s %+d (%s)":                                    "%s %+d (%s)",
	"ranks are enough: K 7 2 A; 0 or - if none": "väärtused piisavad: K 7 2 A; 0 või -, kui pole",
	"Pace":                     "Tempo",
	"Bonus needed":             "Boonuseni puudu",
	"Next: %s, round %d of %d": "Järgmine: %s, voor %d/%d",
	"empty: 3":                 "tühi: 3",
	"← other dice":             "← teised täringud",
	"%s already holds %s for %s: nothing to correct": "real %s on mängijal %[3]s juba %[2]s: pole midagi parandada",
	"The same dice: nothing corrected.":              "Samad täringud: midagi ei parandatud.",
	"Which entry?":                                   "Milline kanne?",
	"Reason":                                         "Põhjus",
	"a correction needs a reason":                    "parandus vajab põhjust",
	"Nothing to correct yet.":                        "Veel pole midagi parandada.",
	"Saved. Resume with: %s":                         "Salvestatud. Jätka: %s",
	"%d dice, %d boxes":                              "%d täringut, %d rida",
	"Joker rule (%s): this five of a kind may go in": "Jokkerireegel (%s): selle viisiku võib panna ridadele",
	"Total":                    "Kokku",
	"Round":                    "Voor",
	"Next: round %d of %d, %s": "Järgmine: voor %d/%d, %s",
	"Dealer: %s · starts: %s":  "Jagab: %s · alustab: %s",
	"Points left in hand":      "Käes olevate kaartide punktid",
	"Key rules":                "Tähtsad reeglid",
	"Meld words":               "Kombinatsioonide sõnad",
	"Every round's contract, explained: protokoll contracts show LIST":                            "Iga vooru leping lahti seletatuna: protokoll contracts show NIMEKIRI",
	"Working out the best play for %s (once; a few seconds)":                                      "Arvutan parimat mängu variandile %s (üks kord; mõni sekund)",
	"The %s table is ready: %s":                                                                   "Variandi %s tabel on valmis: %s",
	"%s needs no repair: every line reads and keeps the rules.":                                   "%s ei vaja parandamist: iga rida on loetav ja reeglitega kooskõlas.",
	"Line %d would be cut (a copy of the whole file kept); the game goes on from line %d.":        "Rida %d lõigataks ära (kogu failist jääb koopia); mäng jätkub realt %d.",
	"Lines %d to %d would be cut (a copy of the whole file kept); the game goes on from line %d.": "Read %d kuni %d lõigataks ära (kogu failist jääb koopia); mäng jätkub realt %d.",
	"Repair %s?":           "Parandada %s?",
	"Nothing was changed.": "Midagi ei muudetud.",
	"Repaired; the file as it was is kept in %s.": "Parandatud; fail, nagu see oli, on alles: %s.",
	"Who went out: %s":                            "Välja läks: %s",
	"%s's hand: %s (%d points)":                   "%s käes: %s (%d punkti)",
	"Save the correction":                         "Salvesta parandus",
	"Leave the round as it was":                   "Jäta voor, nagu see oli",
	"What is wrong in round %d?":                  "Mis on voorus %d valesti?",
	"Take back %s?":                               "Võtta tagasi %s?",
	"Took back: %s":                               "Võeti tagasi: %s",
	"Nothing to undo.":                            "Pole midagi tagasi võtta.",
	"Nothing was recorded; put that right and enter it again, or leave and resume later.": "Midagi ei salvestatud; paranda see ja sisesta uuesti või lahku ja jätka hiljem.",
	"the correction of %s's %s (%s)":  "paranduse: %s, %s (%s)",
	"round %d (%s went out)":          "voor %d (%s läks välja)",
	"the correction of round %d (%s)": "vooru %d parandus (%s)",
	"The dice %s are not recorded.":   "Täringuid %s ei salvestata.",
	"No saved games yet (in %s).":     "Salvestatud mänge veel pole (kaustas %s).",
	"Start one: %s":                   "Alusta: %s",
	"strike %s (0)":                   "kriipsuta %s (0)",
	"choice":                          "valik",
	"expected final score":            "oodatav lõppskoor",
	"loses":                           "kaotab",
	"points":                          "punktid",
	"wins":                            "võidab",
	"shares the win":                  "jagab võitu",
	"every box of the sheet is filled: no choice is left to advise":                                    "lehe kõik read on täidetud: pole enam valikut, mille kohta nõu anda",
	"%s has %d boxes: best plays are worked out for at most %d in free order":                          "variandil %s on %d rida: parimad käigud arvutatakse kõige rohkem %d rea jaoks vabas järjekorras",
	"%s filled bottom-up has no table of best plays: the solver plays forced order top to bottom only": "alt üles täidetaval variandil %s pole parimate käikude tabelit: lahendaja mängib kohustuslikku järjekorda ainult ülevalt alla",
	"%s (house rules)":               "%s (kodureeglid)",
	"%s (house rules: --variant %s)": "%s (kodureeglid: --variant %s)",
	"house rules %s: %v":             "kodureeglid %s: %v",
	"%q cannot name house rules: use letters, digits, - and _":                           "%q ei saa olla kodureeglite nimi: kasuta tähti, numbreid, - ja _",
	"Exact: every way the game can still go,":                                            "Täpne: kõik viisid, kuidas mäng veel minna võib,",
	"From %d simulated games a player,":                                                  "%d simuleeritud mängust mängija kohta,",
	"within a percentage point 19 times out of 20,":                                      "protsendipunkti täpsusega 19 korral 20-st,",
	"each player playing for the highest expected score.":                                "kui iga mängija mängib suurima oodatava lõppsumma peale.",
	"Optimal play: %s expected":                                                          "Optimaalne mäng: oodatav %s",
	"%s won from %s after round %d (%s)":                                                 "%s võitis, kuigi võiduvõimalus oli %s pärast %d. vooru (%s)",
	"To beat %s: the same, win chance %s.":                                               "%s võitmiseks: sama, võiduvõimalus %s.",
	"For the highest expected score: %s.":                                                "Suurima oodatava lõppsumma jaoks: %s.",
	"To beat %s: %s, win chance %s instead of %s.":                                       "%s võitmiseks: %s, võiduvõimalus %s, mitte %s.",
	"--to-win needs --game and --player: the chance to win is against the other players": "--to-win vajab --game ja --player: võiduvõimalus on teiste mängijate vastu",
	"--to-win: %s plays alone; the highest expected score is the way to win":             "--to-win: %s mängib üksi; suurim oodatav lõppsumma on tee võiduni",
	"To beat %s: the same, win chance about %s.":                                         "%s võitmiseks: sama, võiduvõimalus umbes %s.",
	"To beat %s: %s, win chance about %s instead of %s.":                                 "%s võitmiseks: %s, võiduvõimalus umbes %s, mitte %s.",
	"to beat %s":    "%s võitmiseks",
	"win chance":    "võiduvõimalus",
	"free order":    "vaba järjekord",
	"top to bottom": "ülevalt alla",
	"bottom to top": "alt üles",
	"saved rolls":   "säästetud viskeid",
	"joker and +%d": "joker ja +%d",
	"The dice in your hand, for the hint (%d values)":                   "Täringud käes, vihje jaoks (%d väärtust)",
	"The right dice for this entry (%d values)":                         "Selle kande õiged täringud (%d väärtust)",
	"No hints in %s: its table of best plays is too large to work out.": "Variandis %s vihjeid pole: parimate käikude tabel on liiga suur.",
	"Yes":                               "Jah",
	"[y/N]":                             "[j/E]",
	"No":                                "Ei",
	"Enter a number between 1 and %d: ": "Sisesta arv 1 kuni %d: ",
	"%q is not one of the choices: type a number from 1 to %d": "%q pole ükski valikutest: sisesta arv 1 kuni %d",
	"%q: answer y or n":                                 "%q: vasta jah või ei",
	"input line %d: %v (nothing after it was used)":     "sisendi rida %d: %v (midagi pärast seda ei kasutatud)",
	"Last round's winner: %s":                           "Eelmise vooru võitja: %s",
	"round %d of %d":                                    "voor %d/%d",
	"List of contracts":                                 "Lepingute nimekiri",
	"Players in seating order (comma-separated, %d–%d)": "Mängijad istumise järjekorras (komaga, %d–%d)",
	"Who deals first?":                                  "Kes jagab esimesena?",
	"Round %d of %d · %s":                               "Voor %d/%d · %s",
	"Check a meld":                                      "Kontrolli kombinatsiooni",
	"Undo the last round":                               "Võta viimane voor tagasi",
	"Correct a round":                                   "Paranda voor",
	"Show the scores":                                   "Näita punkte",
	"Leave (resume later)":                              "Lõpeta (jätka hiljem)",
	"Who went out?":                                     "Kes läks välja?",
	"Cards left in %s's hand":                           "Mängija %s kätte jäänud kaardid",
	"Cards in %s's %s (0 if none)":                      "Kaarte mängija %s kombinatsioonis %s (0, kui pole)",
	"Which contract did %s have?":                       "Milline leping oli mängijal %s?",
	"Whose points?":                                     "Kelle punktid?",
	"Points to add (negative to take off)":              "Lisatavad punktid (negatiivne lahutab)",
	"an adjustment needs a reason":                      "muudatus vajab põhjust",
	"Whose contract?":                                   "Kelle leping?",
	"Cards laid (groups apart with |), or hand: and the whole hand": "Käidud kaardid (rühmad | eraldi) või käsi: ja kogu käsi",
	"Which round?":                          "Milline voor?",
	"= %d points":                           "= %d punkti",
	"A list of your own, from a file…":      "Oma nimekiri failist…",
	"The list's file":                       "Nimekirja fail",
	"keep":                                  "hoia",
	"roll them all":                         "veereta kõik uuesti",
	"%.2f points lost against optimal play": "optimaalse mänguga võrreldes kaotatud %.2f punkti",
	"best:":                                 "parim:",
	"Rolls left (0–%d)":                     "Viskeid jäänud (0–%d)",
	"? hint: the best box":                  "? vihje: parim rida",
	"(undo the last entry)":                 "(võta viimane tagasi)",
	"(correct an entry)":                    "(paranda kannet)",
	"(show the sheet)":                      "(näita lehte)",
	"(leave, resume later)":                 "(lõpeta, jätka hiljem)",
	"%s's turn, round %d of %d":             "Kord: %s, voor %d/%d",
	"Dice (%d values, e.g. %s)":             "Täringud (%d väärtust, nt %s)",
	"Which box?":                            "Milline rida?",
	"Joker rule (%s): this five of a kind must go in":    "Jokkerireegel (%s): see viisik tuleb panna reale",
	"%s scores 0 with these dice and must be struck.":    "%s annab nende täringutega 0 ja tuleb maha kriipsutada.",
	"Every free box scores 0: strike one.":               "Kõik vabad read annavad 0: kriipsuta üks.",
	"Strike %s?":                                         "Kriipsutada %s?",
	"Rolls used (1–%d)":                                  "Kasutatud viskeid (1–%d)",
	"Game over":                                          "Mäng on läbi",
	"Your best in %s: %d":                                "Sinu parim mängus %s: %d",
	"A new best in %s! previous best %d · new best %d":   "Uus rekord mängus %s! eelmine parim %d · uus parim %d",
	"Players (comma-separated, 1–%d)":                    "Mängijad (komaga eraldatud, 1–%d)",
	"Variant":                                            "Variant",
	"Game saved as %s":                                   "Mäng salvestatud nimega %s",
	"joker":                                              "joker",
	"left in hand: %s":                                   "käes alles: %s",
	"%s (add --strike to strike it)":                     "%s (kriipsutamiseks lisa --strike)",
	"%q is a %q game, which this protokoll cannot print": "%q on %q-mäng, mida see protokoll trükkida ei oska",
	"%q: type a number of rolls from 0 to %d":            "%q: sisesta visete arv 0 kuni %d",
	"%q: type 0, or %d to %d":                            "%q: sisesta 0 või %d kuni %d",
	"%q: type a whole number, like -10":                  "%q: sisesta täisarv, nt -10",
	"%q: type the rolls used, 1 to %d":                   "%q: sisesta kasutatud visked, 1 kuni %d",
	"--%s %q: want NAME=VALUE, like --%s \"Bo=K 7 2 A\"": "--%s %q: kirjuta NIMI=VÄÄRTUS, nt --%s \"Bo=K 7 2 A\"",
	"--%s names %s twice":                                "--%s nimetab mängijat %s kaks korda",
	"--adjust %q: want NAME=POINTS:REASON, like \"Bo=-10:forgot a card\"":                   "--adjust %q: kirjuta NIMI=PUNKTID:PÕHJUS, nt \"Bo=-10:unustas kaardi\"",
	"--dice and --rolls-left are required (or --start for an empty sheet's expected score)": "--dice ja --rolls-left on kohustuslikud (või --start tühja lehe oodatava skoori jaoks)",
	"--game needs --player: whose sheet?":                                                   "--game vajab --player: kelle leht?",
	"--left %s: %v":                                                                         "--left %s: %v",
	"%s is required":                                                                        "%s on kohustuslik",
	"--list and --players are required":                                                     "--list ja --players on kohustuslikud",
	"--list needs --round: list %s has rounds 1 to %d":                                      "--list vajab --round: nimekirjas %s on voorud 1 kuni %d",
	"--out is required: who went out?":                                                      "--out on kohustuslik: kes läks välja?",
	"--player, --box and --dice are all required":                                           "--player, --box ja --dice on kõik kohustuslikud",
	"--players is required: 1 to %d names, comma-separated":                                 "--players on kohustuslik: 1 kuni %d nime, komaga eraldatud",
	"--rolls %d: a turn uses 1 to %d rolls (and in maxi any saved ones)":                    "--rolls %d: käigus on 1 kuni %d viset (maxis ka säästetud)",
	"--rolls is required in %s: how many rolls the turn used (1 to %d, and any saved)":      "--rolls on mängus %s kohustuslik: mitu viset käik kasutas (1 kuni %d ja säästetud)",
	"--rolls-left %d: a turn has %d rolls, so 0 to %d are left after one":                   "--rolls-left %d: käigus on %d viset, seega pärast üht on alles 0 kuni %d",
	"--round %d has not been played (%d played so far)":                                     "--round %d pole mängitud (seni mängitud %d)",
	"--sheet %q: want BOX=POINTS, like ones=3":                                              "--sheet %q: kirjuta RIDA=PUNKTID, nt ones=3",
	"--sheet %s=%d: no roll scores %d in %s":                                                "--sheet %s=%d: ükski vise ei anna %d real %s",
	"--sheet names %s twice":                                                                "--sheet nimetab rida %s kaks korda",
	"--special %s=%s: want the number of cards in the triss":                                "--special %s=%s: kirjuta kaartide arv kolmikus",
	"-o FILE is required (- for standard output)":                                           "-o FAIL on kohustuslik (- standardväljundi jaoks)",
	"a %q game, which this protokoll does not know":                                         "%q-mäng, mida see protokoll ei tunne",
	"give --contract or --list with --round, not both":                                      "anna --contract või --list koos --round, mitte mõlemat",
	"give --list or --all, not both":                                                        "anna --list või --all, mitte mõlemat",
	"give --sheet or --game, not both":                                                      "anna --sheet või --game, mitte mõlemat",
	"no cards: give the cards laid, like 7h 7s 7d":                                          "kaarte pole: anna maha pandud kaardid, nt 7h 7s 7d",
	"no language in %q":                                                                     "keelt pole: %q",
	"the name %s holds a control character (%U): use letters, digits and signs":             "nimes %s on juhtmärk (%U): kasuta tähti, numbreid ja märke",
	"the name %s is not valid text":                                                         "nimi %s ei ole kehtiv tekst",
	"the name %s… has %d characters: a name has at most %d":                                 "nimes %s… on %d märki: nimes on kõige rohkem %d",
	"unknown language %q: want one of %s":                                                   "tundmatu keel %q: vali üks neist: %s",
	"which contract? give --contract TEXT, or --list L --round N":                           "milline leping? anna --contract TEKST või --list L --round N",
	"which list? give --list L (1–12 or a file) or --all":                                   "milline nimekiri? anna --list L (1–12 või fail) või --all",
	" (process %d)":           " (protsess %d)",
	" (process %d, since %s)": " (protsess %d, alates %s)",
	"%s is a symbolic link: protokoll keeps its games in plain files in its folder, and follows no link": "%s on sümboolne link: protokoll hoiab oma mänge tavafailidena oma kaustas ega järgi linke",
	"%s is not a regular file: protokoll keeps its games in plain files":                                 "%s ei ole tavaline fail: protokoll hoiab oma mänge tavafailidena",
	"%v%s: %q is being played there; leave it there first, or try again later":                           "%v%s: seal mängitakse %q; lõpeta seal enne või proovi hiljem uuesti",
	"bad game name %q: %d bytes, and a file name holds %d; use fewer or plainer letters":                 "sobimatu mängu nimi %q: %d baiti, failinimes mahub %d; kasuta vähem või lihtsamaid märke",
	"bad game name %q: use 1 to 64 letters, digits, '-', '_' or '.', starting with a letter or digit":    "sobimatu mängu nimi %q: kasuta 1 kuni 64 tähte, numbrit, '-', '_' või '.', alguses täht või number",
	"exists already": "on juba olemas",
	"game file %s is damaged at line %d: %v (the file was left as it is; protokoll repair shows what to do)":                          "mängufail %s on real %d vigane: %v (fail jäeti nagu oli; protokoll repair näitab, mida teha)",
	"game file %s was never finished being created (a crash while it was made): start it again with new --name %s, which replaces it": "mängufail %s jäi lõpuni loomata (krahh loomise ajal): alusta uuesti käsuga new --name %s, mis selle asendab",
	"game is open in another protokoll": "mäng on avatud teises protokollis",
	"games cannot be saved in %s: %v":   "mänge ei saa salvestada kausta %s: %v",
	"its checksum does not match: the line was changed after it was written, or a line before it was removed, repeated or moved": "kontrollsumma ei klapi: rida muudeti pärast kirjutamist või mõni rida enne seda eemaldati, korrati või tõsteti mujale",
	"its checksum does not match: the line was changed after it was written":                                                     "kontrollsumma ei klapi: rida muudeti pärast kirjutamist",
	"its checksum is not a checksum":                       "kontrollsumma ei ole kontrollsumma",
	"its checksum is not followed by the record":           "kontrollsummale ei järgne kirjet",
	"no folder for game files: set PROTOKOLL_HOME or HOME": "mängufailide kaust puudub: määra PROTOKOLL_HOME või HOME",
	"no such game":                "sellist mängu pole",
	"not a JSON record: %q":       "ei ole JSON-kirje: %q",
	"not a protokoll game header": "ei ole protokolli mängu päis",
	"not saved":                   "salvestamata",
	"the first line is blank; a game file starts with its header":                    "esimene rida on tühi; mängufail algab päisega",
	"the folder for games %s cannot be made: %v":                                     "mängude kausta %s ei saa luua: %v",
	"the game file was replaced or removed while the game was open":                  "mängufail asendati või eemaldati, kui mäng oli avatud",
	"the game was never finished being created":                                      "mäng jäi lõpuni loomata",
	"the header has no checksum: it was changed after it was written":                "päisel pole kontrollsummat: seda muudeti pärast kirjutamist",
	"the line has no checksum: it was changed after it was written":                  "real pole kontrollsummat: seda muudeti pärast kirjutamist",
	"written by a newer protokoll (format %d; this one reads %d)":                    "kirjutatud uuema protokolli poolt (vorming %d; see loeb %d)",
	"a game called %q exists already: choose another name":                           "mäng nimega %q on juba olemas: vali teine nimi",
	"a game called %q exists already (made at the same moment): choose another name": "mäng nimega %q on juba olemas (loodud samal hetkel): vali teine nimi",
	"no game called %q in %s":                                                        "mängu nimega %q pole kaustas %s",
	"the game file %s changed while it was being opened; try again":                  "mängufail %s muutus avamise ajal; proovi uuesti",
	"made by a newer protokoll (format %d): update protokoll to open it":             "tehtud uuema protokolliga (vorming %d): uuenda protokolli, et seda avada",
	"made by a newer protokoll":                                                      "tehtud uuema protokolliga",
	"game file %s was made by a newer protokoll (format %d; this one reads up to %d): update protokoll to open it; the file was left as it is": "mängufail %s on tehtud uuema protokolliga (vorming %d; see loeb kuni vormingut %d): uuenda protokolli, et seda avada; fail jäeti nii, nagu see on",
	"the game was stopped":                                              "mäng peatati",
	"the game file was changed while the game was open":                 "mängufaili muudeti, kui mäng oli avatud",
	"the game %s could not be made: %v":                                 "mängu %s ei saanud luua: %v",
	"writing to %s failed: %v":                                          "faili %s kirjutamine ebaõnnestus: %v",
	"game file %s cannot be written to: %v":                             "mängufaili %s ei saa kirjutada: %v",
	"the folder of games %s cannot be read: %v":                         "mängude kausta %s ei saa lugeda: %v",
	"game %s is not open for writing":                                   "mäng %s pole kirjutamiseks avatud",
	"not saved: writing to %s failed: %v; the file is as it was before": "salvestamata: faili %s kirjutamine ebaõnnestus: %v; fail on selline, nagu oli",
	"the game file %s was changed by another program while the game was open (an editor that saves in place?): nothing more is written to it, and this entry is not saved; %v; protokoll repair %s says what the file holds now": "mängufaili %s muutis teine programm, kui mäng oli avatud (redaktor, mis salvestab faili peale?): sinna ei kirjutata enam midagi ja see kanne on salvestamata; %v; protokoll repair %s ütleb, mis failis nüüd on",
	"keeping the cut-off line of %s in %s: %v":                                      "faili %s katkenud rea hoidmine failis %s: %v",
	"cutting the cut-off line of %s: %v":                                            "faili %s katkenud rea eemaldamine: %v",
	"two games called %q: nothing was imported":                                     "kaks mängu nimega %q: midagi ei imporditud",
	"%q is a %s game, which this protokoll does not know":                           "%q on %s-mäng, mida see protokoll ei tunne",
	"nothing was imported: %v":                                                      "midagi ei imporditud: %v",
	"a game called %q was made while the import ran: nothing was imported":          "mäng nimega %q loodi importimise ajal: midagi ei imporditud",
	"nothing was imported: %s cannot be made: %v":                                   "midagi ei imporditud: %s ei saa luua: %v",
	"nothing was imported: %s cannot be read: %v":                                   "midagi ei imporditud: %s ei saa lugeda: %v",
	"the name %q is taken by %s, which is not a game file: nothing was imported":    "nimi %q on võetud: %s pole mängufail; midagi ei imporditud",
	"a game called %q exists already, and it is another game: nothing was imported": "mäng nimega %q on juba olemas, ja see on teine mäng: midagi ei imporditud",
	"an entry of %q is not a JSON object on one line":                               "mängu %q kanne pole üherealine JSON-objekt",
	"game file %s changed since repair looked at it (an entry was recorded, or it was edited): nothing was cut; run protokoll repair %s again": "mängufail %s on muutunud pärast seda, kui repair seda vaatas (kanne salvestati või faili muudeti): midagi ei lõigatud; käivita protokoll repair %s uuesti",
	"repair of %s was asked to cut from line %d, and the file needs it from line %d: nothing was cut":                                          "faili %s parandus pidi lõikama realt %d, aga fail vajab seda realt %d: midagi ei lõigatud",
	"keeping a copy of %s: %v (nothing was cut)":      "faili %s koopia hoidmine: %v (midagi ei lõigatud)",
	"the game file changed since repair looked at it": "mängufail on muutunud pärast seda, kui repair seda vaatas",
	"%s takes no arguments, got %q":                   "%s ei võta argumente, sai %q",
	"%v (see %s --help)":                              "%v (vt %s --help)",
	"unknown flag: %s":                                "tundmatu lipp: %s",
	"unknown shorthand flag: %s":                      "tundmatu lühilipp: %s",
	"flag needs an argument: %s":                      "lipp vajab väärtust: %s",
	"invalid argument %s":                             "vigane väärtus %s",
	"Five of a kind bonus +%d":                        "Yatzy boonus +%d",
	"%q is a %s game, not a %s game":                  "%q on %s-mäng, mitte %s-mäng",
	"%s line %d was cut off mid-write (a crash or power cut) and is left out; the next entry moves it to %s.torn: %q": "%s rida %d katkes kirjutamise ajal (krahh või voolukatkestus) ja jäetakse välja; järgmine kirje viib selle faili %s.torn: %q",
	"not saved: %v": "salvestamata: %v",
	"%v; and the game could not be rebuilt (%v): open it again":                                                                                 "%v; ja mängu ei saanud uuesti üles ehitada (%v): ava see uuesti",
	"saving to %s failed (%v), and the file could not be put back: the entry may or may not be in it; the game is closed, open it again to see": "salvestamine faili %s ebaõnnestus (%v) ja faili ei saanud taastada: kanne võib seal olla või mitte; mäng on suletud, ava see uuesti, et näha",
	"the game as it was here is kept in %s":                                                                                                     "mäng, nagu see siin oli, on hoitud failis %s",
	"the game file was replaced or removed while the game was open (by an editor, a sync client or a restored backup): nothing more is written to %s, and this entry is not saved; %v": "mängufail asendati või eemaldati, kui mäng oli avatud (redaktor, sünkroonimisklient või taastatud varukoopia): faili %s ei kirjutata enam midagi ja seda sisestust ei salvestata; %v",
	"the game's entries so far could not be kept": "mängu senised kanded ei jäänud alles",
	"%s: the PDF's font cannot draw %s; the name is printed without them (a name of none else as its column's number, #2)": "%s: PDF-i kiri ei oska joonistada märke %s; nimi trükitakse ilma nendeta (muude märkideta nimi veeru numbrina, #2)",
	"Places: %s":             "Kohad: %s",
	"%d. %s %d":              "%d. %s %d",
	"Rules of the game":      "Mängureeglid",
	"%s (house rules: %s)":   "%s (kodureeglid: %s)",
	"bonus %d = %d":          "boonus %d = %d",
	"%s = %d":                "%s = %d",
	"four alike count as %s": "neli ühesugust loetakse kui %s",
	"filled bottom to top":   "täidetakse alt üles",
	"no saved rolls":         "viskeid ei säästeta",
	"%s (house rules %s)":    "%s (kodureeglid %s)",
	"give --variant or --rules, or --rummy, not both": "anna --variant või --rules, või --rummy, mitte mõlemat",
	"warning: %s": "hoiatus: %s",
	"the cached %s table was damaged or old: worked out again":        "vahemälus olnud %s tabel oli vigane või vana: arvutati uuesti",
	"the %s table could not be cached: %v":                            "%s tabelit ei saanud vahemällu salvestada: %v",
	"the cached %s distribution was damaged or old: worked out again": "vahemälus olnud %s jaotus oli vigane või vana: arvutati uuesti",
	"the %s distribution could not be cached: %v":                     "%s jaotust ei saanud vahemällu salvestada: %v",
	"Working out every way a game of %s can end (once; some seconds)": "Arvutan kõik viisid, kuidas mäng %s võib lõppeda (üks kord; mõni sekund)",
	"Half the games end at %d or more.":                               "Pooled mängud lõpevad %d või enamaga.",
	"One in ten ends below %d, one in ten at %d or more.":             "Iga kümnes lõpeb alla %d, iga kümnes %d või enamaga.",
	"--distribution goes with --start, or with --game and --player: the distribution is of the final score from an empty sheet or from a player's": "--distribution käib koos --start'iga või koos --game ja --player'iga: jaotus on lõppsumma oma, tühjalt lehelt või mängija lehelt",
	"give --distribution or --to-win, not both": "anna --distribution või --to-win, mitte mõlemat",
	"the sheet": "leht",
	"every box of the sheet is filled: its final score is %d": "kõik lehe lahtrid on täidetud: lõppsumma on %d",
	"--distribution: too early for %s: with %d boxes free more than %d states (boxes, upper sum, rolls saved) can follow, and the exact distribution follows every one; it is worked out later in the game, usually from %d boxes free": "--distribution: liiga vara (%s): %d vaba lahtriga võib järgneda üle %d seisu (lahtrid, ülemine summa, säästetud viskeid) ja täpne jaotus järgib igaüht; see arvutatakse hiljem mängus, tavaliselt alates %d vabast lahtrist",
	"no cache folder: set PROTOKOLL_CACHE or HOME": "tabelite kaust puudub: määra PROTOKOLL_CACHE või HOME",
	"%2d rounds": "%2d vooru",
	"%s is in the folder the games are kept in (%s): -o writes nothing there, so that no game or copy of one is written over": "%s on kaustas, kus mänge hoitakse (%s): -o ei kirjuta sinna midagi, et ühtki mängu ega selle koopiat üle ei kirjutataks",
	"wrote %s": "kirjutasin %s",
	"%s: %.2f expected from an empty sheet under optimal play": "%s: tühjalt lehelt optimaalse mänguga oodatav %.2f",
	"man pages written to %s":                                  "manuaalilehed kirjutatud kausta %s",
	"complete":                                                 "täienda",
	"back":                                                     "tagasi",
	"next":                                                     "edasi",
	"submit":                                                   "kinnita",
	"select":                                                   "vali",
	"up":                                                       "üles",
	"down":                                                     "alla",
	"filter":                                                   "filtreeri",
	"set filter":                                               "määra filter",
	"clear filter":                                             "tühjenda filter",
	"½ page up":                                                "½ lehte üles",
	"½ page down":                                              "½ lehte alla",
	"go to start":                                              "algusesse",
	"go to end":                                                "lõppu",
	"toggle":                                                   "vaheta",
	"damaged: %s":                                              "vigane: %s",
	"cannot write %s: %v":                                      "faili %s ei saa kirjutada: %v",
	"cannot write %s: the folder %s does not exist":                      "faili %s ei saa kirjutada: kausta %s ei ole olemas",
	"permission denied":                                                  "juurdepääs keelatud",
	"the disk is full":                                                   "ketas on täis",
	"the file system is read-only":                                       "failisüsteem on kirjutuskaitstud",
	"a folder of that name is in the way":                                "sama nimega kaust on ees",
	"part of the path is a file, not a folder":                           "osa teest on fail, mitte kaust",
	"--columns %d: a sheet has 1 to %d columns":                          "--columns %d: lehel on 1 kuni %d veergu",
	"--players names no one: give 1 to %d names, comma-separated":        "--players ei nimeta kedagi: anna 1 kuni %d nime, komaga eraldatult",
	"a file cannot be made there":                                        "sinna ei saa faili teha",
	"the system says: %v":                                                "süsteem ütleb: %v",
	"cannot write %s: it is a symbolic link to %s, which does not exist": "%s ei saa kirjutada: see on sümbollink failile %s, mida pole olemas",
	"its symbolic links go round in a circle":                            "selle sümbollingid käivad ringiratast",
	"a file of that name exists already":                                 "sama nimega fail on juba olemas",
	"the disk quota is used up":                                          "kettakvoot on täis",
	"the file is too large":                                              "fail on liiga suur",
	"the disk could not be read or written (an input/output error)":      "ketast ei saanud lugeda ega kirjutada (sisend-väljundviga)",
	"SOURCE_DATE_EPOCH=%q is not a count of seconds since 1970":          "SOURCE_DATE_EPOCH=%q ei ole sekundite arv alates 1970. aastast",
	"Help topics, in your language (protokoll help TOPIC):":              "Abiteemad sinu keeles (protokoll help TEEMA):",
	"See also: protokoll help %s (%s)":                                   "Vaata ka: protokoll help %s (%s)",
	"no help topic or command %q: protokoll help lists them":             "abiteemat ega käsku nimega %q pole: protokoll help loetleb need",
	"y":              "j", // the key that answers Yes
	"n":              "e", // the key that answers No
	"%d %s (%s, %s)": "%d %s (%s, %s)",
	"%s %q: want a day as YYYY-MM-DD, like 2026-11-30":              "%s %q: anna päev kujul AAAA-KK-PP, nt 2026-11-30",
	"--alias %q: want ALIAS=NAME, like \"Bosse=Bo\"":                "--alias %q: anna ALIAS=NIMI, nt \"Bosse=Bo\"",
	"--game %q: want %s":                                            "--game %q: vali %s",
	"--last %d: want a number of games, 1 or more":                  "--last %d: anna mängude arv, 1 või rohkem",
	"--player given %d times: give one player, or two head to head": "--player antud %d korda: anna üks mängija või kaks omavahel",
	"Card game":                   "Kaardimäng",
	"Highest totals, %s":          "Suurimad summad, %s",
	"Lowest card-game totals, %s": "Väikseimad kaardimängu summad, %s",
	"Most Yatzys in a game":       "Kõige rohkem Yatzysid ühes mängus",
	"No finished games to count.": "Pole lõpetatud mänge, mida lugeda.",
	"Records":                     "Rekordid",
	"a round":                     "vooru kohta",
	"average":                     "keskmine",
	"best round":                  "parim voor",
	"best":                        "parim",
	"bonus":                       "boonus",
	"games":                       "mänge",
	"median":                      "mediaan",
	"player":                      "mängija",
	"protokoll: skipped %s: %s":   "protokoll: jäeti vahele %s: %s",
	"totals":                      "summad",
	"went out":                    "läks välja",
	"win rate":                    "võidumäär",
	"worst round":                 "halvim voor",
	"worst":                       "halvim",
	"--format %q: want csv, jsonl or bgstats":           "--format %q: vali csv, jsonl või bgstats",
	"%q is neither a day (YYYY-MM-DD) nor a saved game": "%q ei ole päev (AAAA-KK-PP) ega salvestatud mäng",
	"%s: %d %s (%s)":                             "%s: %d %s (%s)",
	"%s: %s (%s)":                                "%s: %s (%s)",
	"%s: another five of a kind, +100 (%s)":      "%s: veel viis ühesugust, +100 (%s)",
	"%s: the bonus with the last upper box (%s)": "%s: boonus viimase ülemise lahtriga (%s)",
	"No games on %s.":                            "%s mänge ei olnud.",
	"No games to recap.":                         "Pole mänge, mida kokku võtta.",
	"Records broken:":                            "Purustatud rekordid:",
	"The best of the night:":                     "Õhtu parimad hetked:",
	"before: %d %s (%s)":                         "enne: %d %s (%s)",
	"highest total, %s":                          "suurim summa, %s",
	"in progress":                                "pooleli",
	"lowest card-game total, %s":                 "väikseim kaardimängu summa, %s",
	"most Yatzys in a game":                      "kõige rohkem Yatzysid ühes mängus",
	"went out (%s): %s":                          "läks välja (%s): %s",
	"Optimal play in %s expects %.2f a game; lost a game against it:": "Parim mäng variandis %s annab keskmiselt %.2f mängu kohta; kaotatud mängu kohta:",
	"Lost against optimal play:":                                      "Kaotatud parima mängu vastu:",
	"%s: %.2f points (%s)":                                            "%s: %.2f punkti (%s)",
	"wins (shared)":                                                   "võidud (jagatud)",
	"no finished games to count: no page to print":                    "pole lõpetatud mänge: pole lehte, mida trükkida",
	"line %d: %q has %d rows, not a row for each of its %d players in each round":                                   "rida %d: mängul %q on %d rida, mitte rida iga oma %d mängija kohta igas voorus",
	"line %d: %q is not a game protokoll knows: want %s":                                                            "rida %d: %q ei ole mäng, mida protokoll tunneb: vali %s",
	"line %d: %s scores %d in round %s, the row says %d":                                                            "rida %d: %s saab voorus %[4]s %[3]d, rida ütleb %[5]d",
	"line %d: %s scores %d, the row says %d":                                                                        "rida %d: %s annab %d, rida ütleb %d",
	"line %d: %q has %d rows, and its history makes %d":                                                             "rida %d: mängul %q on %d rida, aga selle ajalugu annab %d",
	"line %d: %q was made by a newer protokoll (format %d; this one reads up to %d): update protokoll to import it": "rida %d: %q on tehtud uuema protokolliga (vorming %d; see loeb kuni vormingut %d): uuenda protokolli, et seda importida",
	"line %d: entry %d of the history of %q: %v":                                                                    "rida %[1]d: mängu %[3]q ajaloo kanne %[2]d: %[4]v",
	"line %d: longer than %d MiB, the most a line of an export holds":                                               "rida %d: pikem kui %d MiB, mida ekspordi rida kõige rohkem mahutab",
	"line %d: the row is not what the game's history makes of it (%s)":                                              "rida %d: rida pole see, mida mängu ajalugu annab (%s)",
	"line %d: the settings of %q: %v":                                                                               "rida %d: mängu %q seaded: %v",
	"the name %s is not as new keeps it (trimmed, in Unicode NFC)":                                                  "nimi %s pole selline, nagu new selle hoiab (kärbitud, Unicode NFC-s)",
	"line %d: %v": "rida %d: %v",
	"line %d: not a row of protokoll export --format jsonl: not JSON at character %d":                                                     "rida %d: ei ole protokoll export --format jsonl rida: pole JSON, märk %d",
	"line %d: not a row of protokoll export --format jsonl: %q holds a value of another kind":                                             "rida %d: ei ole protokoll export --format jsonl rida: väljal %q on vale tüüpi väärtus",
	"line %d: not a row of protokoll export --format jsonl: the line ends inside the row":                                                 "rida %d: ei ole protokoll export --format jsonl rida: rida lõpeb poole pealt",
	"line %d: not a row of protokoll export --format jsonl: no row has a field %s":                                                        "rida %d: ei ole protokoll export --format jsonl rida: real pole välja %s",
	"line %d: not a row of protokoll export --format jsonl: more follows the row at character %d":                                         "rida %d: ei ole protokoll export --format jsonl rida: rea järel on veel midagi, märk %d",
	"line %d: not a row of protokoll export --format jsonl":                                                                               "rida %d: ei ole protokoll export --format jsonl rida",
	"line %d: round %s where round %d was next":                                                                                           "rida %d: voor %s, kuigi järgmine oli voor %d",
	"line %d: the first row of %q lacks the game's settings (started, players): import reads what protokoll export --format jsonl writes": "rida %d: mängu %q esimesel real puuduvad mängu seaded (started, players): import loeb seda, mida kirjutab protokoll export --format jsonl",
	"line %d: the rows of %q are not together":                                                                                            "rida %d: mängu %q read ei ole koos",
	"Box by box, %s: the average, and the strikes after ×":                                                                                "Lahter lahtri haaval, %s: keskmine ja maha tõmmatud pärast ×",
	"there is no such file": "sellist faili pole",
	"cannot read %s: %v":    "faili %s ei saa lugeda: %v",
	"%s: %v":                "%s: %v",
	// The printed sheets'.
	"Date":                           "Kuupäev",
	"Game %d":                        "Mäng %d",
	"Upper total":                    "Ülemine osa kokku",
	"Lower total":                    "Alumine osa kokku",
	"pace %d":                        "tempo %d",
	"against %d":                     "%d suhtes",
	"a stroke for each roll saved":   "kriips iga säästetud viske eest",
	"Next: round %d of %d, %s deals": "Järgmine: voor %d/%d, jagab %s",
	"%s: Yatzy-chans, %d cards":      "%s: Yatzy-chans, %d kaarti",
	"Dealer":                         "Jagaja",
	"Carried over":                   "Üle kantud",
	"the dealer %q is not one of the players": "jagaja %q ei ole mängija",
	"page %d of %d":                       "lehekülg %d/%d",
	"Yatzy sheet":                         "Yatzy protokoll",
	"Card game sheet":                     "Kaardimängu protokoll",
	"Round lists":                         "Voorude nimekirjad",
	"no list to print":                    "pole nimekirja, mida trükkida",
	"unknown paper %q: want a4 or letter": "tundmatu paber %q: vali a4 või letter",
	"%d columns: a sheet has 1 to %d":     "%d veergu: lehel on 1 kuni %d",
	"%d games: a pad has 1 to %d a page":  "%d mängu: plokis on lehel 1 kuni %d",
	"give --players or --columns, and --games for several games on a sheet": "anna --players või --columns ja mitme mängu jaoks ühel lehel --games",
	"%d games of %d columns: a sheet has 1 to %d columns":                   "%d mängu %d veeruga: lehel on 1 kuni %d veergu",
	"%d per":                          "%d iga",
	"%d players: a sheet has 1 to %d": "%d mängijat: lehel on ruumi 1 kuni %d mängijale",
	"the card game is for %d to %d players, not %d": "kaardimäng on %d kuni %d mängijale, mitte %d",
	"Final total: %d": "Lõppsumma: %d",
	"Name":            "Nimi",
	"Winner":          "Võitja",
	"the round's points; below, the running total": "vooru punktid; all senine summa",
	"starts":                              "alustab",
	"totals: how often each came":         "kogusummad: kui tihti igaüks tuli",
	"each game in turn, the oldest first": "iga mäng järjest, vanim esimesena",
	"Games of %s":                         "Mängud %s",
	"Games from %s to %s":                 "Mängud %s kuni %s",
	"Head to head":                        "Omavahel",

	// The live page (serve, --share).
	"--%s goes with --share: the live page is served only while the game is shared": "--%s käib koos võtmega --share: otseleht on avatud ainult siis, kui mängu jagatakse",
	"Entered on a phone (%s):":                                                               "Sisestatud telefonist (%s):",
	"the terminal is busy: try again in a moment":                                            "terminal on hõivatud: proovi hetke pärast uuesti",
	"--pin %q: use 4 to 32 letters or digits":                                                "--pin %q: kasuta 4 kuni 32 tähte või numbrit",
	"--addr %q: want HOST:PORT, like 192.168.1.20:8080 or :8080":                             "--addr %q: kirjuta HOST:PORT, nt 192.168.1.20:8080 või :8080",
	"--addr %q: %q is not an address of this machine; give an IP address, like 192.168.1.20": "--addr %q: %q ei ole selle arvuti aadress; anna IP-aadress, nt 192.168.1.20",
	"no port from %d to %d is free on %s (%v): choose one with --addr HOST:PORT":             "ükski port vahemikus %d kuni %d pole aadressil %s vaba (%v): vali üks võtmega --addr HOST:PORT",
	"--addr %s: the port is in use by another program: choose another":                       "--addr %s: port on teise programmi kasutuses: vali teine",
	"--addr %s: not an address of this machine":                                              "--addr %s: ei ole selle arvuti aadress",
	"--addr %s: a port below 1024 needs the administrator: choose one above":                 "--addr %s: alla 1024 pordi jaoks on vaja administraatorit: vali suurem",
	"--addr %s: %v": "--addr %s: %v",
	"The live page, on a phone on the same WiFi:":                                                                  "Otseleht, samas WiFi-võrgus oleval telefonil:",
	"No network address: only this machine can open the page. Join a WiFi (or a phone's hotspot) and start again.": "Võrguaadress puudub: lehte saab avada ainult see arvuti. Ühenda WiFi-ga (või telefoni kuumkohaga) ja alusta uuesti.",
	"PIN for entering turns from a phone: %s":                                                                      "PIN telefonist käikude sisestamiseks: %s",
	"The page shows the game; to enter turns from a phone too, start with --pin.":                                  "Leht näitab mängu; et telefonist ka käike sisestada, käivita võtmega --pin.",
	"the game is over: no choice is left to advise":                                                                "mäng on läbi: pole enam valikut, mille kohta nõu anda",
	"chances and hints are the Yatzy game's":                                                                       "võiduvõimalused ja vihjed on ainult Yatzy jaoks",
	"this server gives no chances or hints":                                                                        "see server ei anna võiduvõimalusi ega vihjeid",
	"Chances to win":                                                                                               "Võiduvõimalused",
	"Not connected: the page is not up to date":                                                                    "Ühendus puudub: leht ei ole ajakohane",
	"Saved games":         "Salvestatud mängud",
	"No saved games yet.": "Salvestatud mänge veel pole.",
	"%q is a %s game, which protokoll does not know": "%q on %s-mäng, mida protokoll ei tunne",
	"too many pages are connected: try again later":  "liiga palju lehti on ühendatud: proovi hiljem uuesti",
	"the server is shutting down":                    "server lülitub välja",
	"%q is not a line of a game file: want a number": "%q ei ole mängufaili rida: kirjuta arv",
	"All games": "Kõik mängud",
	"Round %d: who went out, and the cards left in each hand": "Voor %d: kes läks välja ja kaardid, mis jäid igaühe kätte",
	"PIN":                   "PIN",
	"Round %d recorded: %s": "Voor %d sisestatud: %s",
	"Record the round":      "Salvesta voor",
	"Cards left: %s":        "Käes jäänud kaardid: %s",
	"★ went out":            "★ läks välja",
	// The live page on a phone.
	"Fields left empty stay as recorded.": "Tühjaks jäetud väljad jäävad nii, nagu need sisestati.",
	"Fix an entry":                        "Paranda sissekannet",
	"The next game: %s":                   "Järgmine mäng: %s",
	"Undo":                                "Võta tagasi",
	"Take back":                           "Võta tagasi",
	"another entry came since this page was drawn: nothing was taken back; look at the last entry, and undo again if it is the one": "pärast lehe joonistamist tuli uus sissekanne: midagi ei võetud tagasi; vaata viimast sissekannet ja võta uuesti tagasi, kui see on õige",
	"Show the join code":                         "Näita liitumiskoodi",
	"QR code of %s":                              "%s QR-kood",
	"The contracts of all %d rounds":             "Kõigi %d vooru lepingud",
	"Add a card to the hand chosen":              "Lisa kaart valitud kätte",
	"Take back the last card":                    "Võta viimane kaart tagasi",
	"the game is no longer open at the terminal": "mäng ei ole enam terminalis avatud",
	"the entry is larger than %d bytes":          "sisestus on suurem kui %d baiti",
	"the body is not a turn as JSON (%v): want {\"pin\":…,\"player\":…,\"dice\":…,\"box\":…} or {\"pin\":…,\"out\":…,\"left\":{…}}": "sisu ei ole käik JSON-kujul (%v): kirjuta {\"pin\":…,\"player\":…,\"dice\":…,\"box\":…} või {\"pin\":…,\"out\":…,\"left\":{…}}",
	"the body holds more than one turn":                                                   "sisus on rohkem kui üks käik",
	"the entry is not a form the page sends (%v)":                                         "sisestus ei ole vorm, mille leht saadab (%v)",
	"a Yatzy turn is a player, dice and a box, not who went out":                          "Yatzy käik on mängija, täringud ja rida, mitte see, kes välja läks",
	"a round of the card game is who went out and the cards left, not dice":               "kaardimängu voor on see, kes välja läks, ja allesjäänud kaardid, mitte täringud",
	"a turn needs the player, the dice and the box":                                       "käiguks on vaja mängijat, täringuid ja rida",
	"the cards left of %s are given twice":                                                "mängija %s käes olevad kaardid on antud kaks korda",
	"protokoll: %s: line %d was cut off mid-write (a crash or power cut) and is left out": "protokoll: %s: rida %d katkes kirjutamise ajal (krahh või voolukatkestus) ja jäetakse välja",
	"line %d cut off, left out":                                                           "rida %d katkenud, välja jäetud",
	"Asked again: what was typed here for this turn was not saved.":                       "Küsitakse uuesti: siin selle käigu jaoks kirjutatut ei salvestatud.",
	"no game called %q here":                                                              "mängu nimega %q siin pole",
	"e.g. %s; nothing, to go back":                                                        "nt %s; tagasi minekuks mitte midagi",
	"round %d scores the cards in a %s: give --special \"NAME=N\" for each player with one, or --special \"%s=0\" if no one has one":                                                              "voor %d loeb kaarte kombinatsioonis %s: anna --special \"NIMI=N\" igale mängijale, kellel see on, või --special \"%s=0\", kui kellelgi pole",
	"line 1 of %s holds the game's players and rules, and no line after it stands without it: repair leaves the file as it is; put line 1 back as it was, or remove the file to give the game up": "faili %s rida 1 hoiab mängu mängijaid ja reegleid ning ükski rida pärast seda ei püsi ilma selleta: repair jätab faili nii, nagu see on; pane rida 1 tagasi, nagu see oli, või eemalda fail, et mängust loobuda",
	"Nothing in it can be kept: the file would be removed (a copy kept).":                                                                                                                         "Midagi ei saa alles jätta: fail eemaldataks (koopia jääb alles).",
	"Not read as a game: %s: %s": "Ei loeta mänguna: %s: %s",
	"its name is written decomposed (as some systems copy names); renamed %s it is read":                 "selle nimi on kirjutatud lahutatult (nagu mõned süsteemid nimesid kopeerivad); ümber nimetatuna %s loetakse see",
	"it is a symbolic link: protokoll keeps its games in plain files in its folder, and follows no link": "see on sümbolviide: protokoll hoiab oma mänge tavalistes failides oma kaustas ega järgi viiteid",
	"it is not a plain file": "see pole tavaline fail",
	"round %d says whose contract each player has: give a --label for each player, like --label \"%s=%s\"": "voor %d ütleb, milline leping igal mängijal on: anna --label igale mängijale, näiteks --label \"%s=%s\"",
	"round %d says whose contract each player has: a --label is missing for %s, like --label \"%s=%s\"":    "voor %d ütleb, milline leping igal mängijal on: --label puudub: %s; näiteks --label \"%s=%s\"",
	"--sheet: %s fills its boxes in order, and %s is not filled yet":                                       "--sheet: %s täidab oma read järjekorras ja %s pole veel täidetud",
	"the name %s holds a comma, which separates the players' names: leave it out":                          "nimi %s sisaldab koma, mis eraldab mängijate nimesid: jäta see välja",
	"round %d says whose contract each player has: choose it for %s":                                       "voor %d ütleb, milline leping igal mängijal on: vali see mängijale %s",
	"game file %s is damaged at line %d: %v":                                                               "mängufail %s on real %d vigane: %v",
	"--joker %s: %s has no joker rule (%s has)":                                                            "--joker %s: %s ei tunne jokerireeglit (%s tunneb)",
	"--player %q plays in no saved game: did you mean %s?":                                                 "--player %q ei mängi üheski salvestatud mängus: kas mõtlesid %s?",
	"--player %q plays in no saved game":                                                                   "--player %q ei mängi üheski salvestatud mängus",
	"%s: %d more fives of a kind, +100 each (%s)":                                                          "%s: veel %d viisikut, igaüks +100 (%s)",
	"%q is neither dice nor a command: did you mean %s?":                                                   "%q pole täringud ega käsk: kas mõtlesid %s?",
	"%q is neither dice nor a command: type the dice, or one of %s":                                        "%q pole täringud ega käsk: sisesta täringud või üks käskudest %s",
	"Each one's contract: %s":                                                                              "Igaühe leping: %s",
	"Cards in the %s: %s":                                                                                  "Kaarte kombinatsioonis %s: %s",
	"under a minute":                                                                                       "alla minuti",
	"round %d scores the cards in a %s: say each player's (0 if none)":                                     "voor %d loeb kaarte kombinatsioonis %s: ütle iga mängija oma (0, kui pole)",
	"the cards in the %s are missing: type 0 if none":                                                      "kaardid kombinatsioonis %s puuduvad: sisesta 0, kui pole",
	"its name is written decomposed (as some systems copy names), and a game called %s is here already: see which to keep before renaming one": "selle nimi on kirjutatud lahutatult (nagu mõned süsteemid nimesid kopeerivad) ja mäng nimega %s on juba siin: vaata enne ümbernimetamist, kumba hoida",
	"Removed; the file as it was is kept in %s.": "Eemaldatud; fail, nagu see oli, on alles failis %s.",
	"0, struck": "0, kriipsutatud",
	"no name between two commas in %s: give every player's name, or leave out the comma": "kahe koma vahel pole nime: %s; anna iga mängija nimi või jäta koma ära",
	"the game is over": "mäng on läbi",
	"%s needs the rolls the turn used (1 to %d, and any saved)": "%s vajab käigus kasutatud viskeid (1 kuni %d ja säästetud)",
	"who went out? The round needs the player who went out":     "kes läks välja? Vooru jaoks on vaja mängijat, kes välja läks",
	"a round of the card game is entered on the game's page":    "kaardimängu voor sisestatakse mängu lehel",
	"Turn: %s": "Käik: %s",
	"round %d was entered meanwhile (at another phone, or the terminal): this entry was not recorded":              "voor %d on vahepeal sisestatud (teises telefonis või terminalis): seda sisestust ei salvestatud",
	"%s's turn of round %d was entered meanwhile (at another phone, or the terminal): this entry was not recorded": "mängija %s käik voorus %d on vahepeal sisestatud (teises telefonis või terminalis): seda sisestust ei salvestatud",
	"round %d is not the next round: that is round %d":                                                             "voor %d ei ole järgmine voor: see on voor %d",
	"it is %s's turn, not %s's":                                                    "kord on mängijal %s, mitte %s",
	"this page takes no entries: the server was started without a PIN":             "see leht ei võta sisestusi vastu: server käivitati ilma PIN-ita",
	"wrong PIN, or none: the PIN is printed at the terminal that serves this page": "vale PIN või puudub: PIN on kirjas terminalis, mis seda lehte näitab",
	"too many wrong PINs from here: wait a minute":                                 "siit on tulnud liiga palju valesid PIN-e: oota minut",
	// The phone as a pad, unlocked once; the PIN's limits.
	"Unlock this phone": "Ava see telefon",
	"The PIN, typed once, lets this phone enter turns for %d days.": "Kord sisestatud PIN lubab selles telefonis käike sisestada %d päeva.",
	"Dice: %d of %d":   "Täringud: %d / %d",
	"Take back a %d":   "Võta ära üks %d",
	"Rolls used: %d":   "Kasutatud viskeid: %d",
	"Saved rolls: %d":  "Säästetud viskeid: %d",
	"the best play":    "parim käik",
	"Or type the dice": "Või kirjuta täringud",
	"too many wrong PINs from new phones: wait %d s (a phone unlocked before goes on entering)":  "uutest telefonidest on tulnud liiga palju valesid PIN-e: oota %d s (juba avatud telefon saab edasi sisestada)",
	"too many wrong PINs from here: wait %d s":                                                   "siit on tulnud liiga palju valesid PIN-e: oota %d s",
	"the server's key %s cannot be read: %v":                                                     "serveri võtit %s ei saa lugeda: %v",
	"the server's key %s is damaged: remove it, and every phone is asked for the PIN once again": "serveri võti %s on rikutud: eemalda see ja iga telefon küsib PIN-i veel kord",
	"the PIN kept in %s cannot be read: %v":                                                      "failis %s hoitud PIN-i ei saa lugeda: %v",
	"--new-pin makes a PIN up: leave out --pin's value":                                          "--new-pin mõtleb PIN-i ise välja: jäta --pin väärtus ära",
	"%s cannot be written: %v":                                                                   "%s ei saa kirjutada: %v",
	"no page %s here":                                                                            "lehte %s siin pole",
	"refused: the entry comes from another site's page":                                          "keelatud: sisestus tuleb teise saidi lehelt",
	"Not done":             "Ei õnnestunud",
	"Back to the game":     "Tagasi mängu juurde",
	"Choose the box":       "Vali rida",
	"Hint":                 "Vihje",
	"The best play for %s": "Parim käik mängijale %s",

	// Security: the Host asked for, invisible characters, import (issue 41).
	"house rules %s: the variant's name %s holds a character that shows nothing (%s): leave it out":                                   "kodureeglid %s: variandi nimes %s on märk, mida pole näha (%s): jäta see välja",
	"line %d: the games %q and %q differ only in case, and a disk that ignores case takes them for one: rename one before the export": "rida %d: mängud %q ja %q erinevad ainult suurte ja väikeste tähtede poolest ning ketas, mis neid ei erista, peab neid üheks: nimeta üks neist enne eksporti ümber",
	"dated %s: a game's dates are from 1970 to a day after now (%s)":                                                                  "dateeritud %s: mängu kuupäevad on 1970. aastast kuni ööpäev pärast praegust hetke (%s)",
	"line %d: the game %q is %v":                   "rida %d: mäng %q on %v",
	"line %d: entry %d of the history of %q is %v": "rida %[1]d: mängu %[3]q ajaloo kanne %[2]d on %[4]v",
	"a game called %q exists already, and %q differs from it only in case, which a disk that ignores case takes for the same name: choose another name":  "mäng nimega %q on juba olemas ja %q erineb sellest ainult suurte ja väikeste tähtede poolest, mida neid mitte eristav ketas peab samaks nimeks: vali teine nimi",
	"a game called %q exists already, and %q differs from it only in case, which a disk that ignores case takes for the same name: nothing was imported": "mäng nimega %q on juba olemas ja %q erineb sellest ainult suurte ja väikeste tähtede poolest, mida neid mitte eristav ketas peab samaks nimeks: midagi ei imporditud",
	"the name %s holds a character that shows nothing (%s): leave it out":                                                                                "nimes %s on märk, mida pole näha (%s): jäta see välja",
	"bad game name %s: it holds a character that shows nothing (%s): leave it out":                                                                       "sobimatu mängu nimi %s: selles on märk, mida pole näha (%s): jäta see välja",
	"%s cannot name house rules: it holds a character that shows nothing (%s)":                                                                           "%s ei saa olla kodureeglite nimi: selles on märk, mida pole näha (%s)",
	"%s: the list's title %s holds a character that shows nothing (%s): leave it out":                                                                    "%s: nimekirja pealkirjas %s on märk, mida pole näha (%s): jäta see välja",
	"this server does not answer to the name %q: open the page at an address its terminal printed":                                                       "see server ei vasta nimele %q: ava leht aadressil, mille selle terminal välja kirjutas",
	"--host %q: give a name of this machine, without a port, like mylaptop.local":                                                                        "--host %q: anna selle arvuti nimi ilma pordita, näiteks minuarvuti.local",

	// Game nights, second pass: ratings, rivals, the game as a curve, time played, BG Stats.
	"%s led for good from round %d":      "%s juhtis lõplikult alates %d. voorust",
	"%s led from the first round":        "%s juhtis esimesest voorust peale",
	"%s level in the lead from round %d": "%s jagasid juhtkohta alates %d. voorust",
	"Ratings (OpenSkill), once a player has played %d games: the rating ± twice its uncertainty": "Reitingud (OpenSkill), kui mängija on mänginud %d mängu: reiting ± kahekordne ebakindlus",
	"rating":                              "reiting",
	"%s ± %s":                             "%s ± %s",
	"Rivals (at least %d games together)": "Rivaalid (vähemalt %d ühist mängu)",
	"minion %s (beat %d of %d)":           "lemmikohver %s (alistatud %d korda %d-st)",
	"nemesis %s (beaten %d of %d)":        "vaenlane %s (võitis %d korda %d-st)",
	"Time played: %s":                     "Mänguaeg: %s",
	"time":                                "aeg",
	"month":                               "kuu",
	"Luck: two equal players whose places fall by chance, %d at the table, end up to %s apart after %d games, 9 times in 10; a smaller gap says little.": "Õnn: kaks võrdset mängijat, kelle kohad määrab juhus, %d laua ääres, on kuni %s lahus pärast %d mängu, 9 korral 10-st; väiksem vahe ütleb vähe.",
	"Luck: two equal players who both play optimally, %d at the table, end up to %s apart after %d games, 9 times in 10; a smaller gap says little.":     "Õnn: kaks võrdset mängijat, kes mõlemad mängivad optimaalselt, %d laua ääres, on kuni %s lahus pärast %d mängu, 9 korral 10-st; väiksem vahe ütleb vähe.",
	"Best:":                       "Parimad:",
	"wins of games: %s":           "võidud mängudest: %s",
	"At the table: %s":            "Laua taga: %s",
	"%d min":                      "%d min",
	"%d h %02d min":               "%d t %02d min",
	"--by %q: want month or year": "--by %q: vali month või year",
	"--chart draws for the terminal: give --json or --chart (recap --json has the running totals)": "--chart joonistab terminali jaoks: anna kas --json või --chart (recap --json annab jooksvad summad)",
	"%s: the running totals": "%s: jooksvad summad",
	"round":                  "voor",
	"Ratings: %s":            "Reitingud: %s",
	"minion":                 "lemmikohver",
	"nemesis":                "vaenlane",
	"%s (%d of %d)":          "%s (%d/%d)",
	"Time played by month":   "Mänguaeg kuude kaupa",

	// The card game's points by hand as a command, the end of a game, the live page again.
	"Adjust someone's points by hand": "Muuda kellegi punkte käsitsi",
	"Round %d was entered without the points by hand noted for it (%s): add them with %s.": "Voor %d sisestati ilma selle jaoks märgitud käsitsi punktideta (%s): lisa need käsuga %s.",
	"Points by hand, saved with the round: %s":                                             "Käsitsi punktid, salvestatakse vooruga: %s",
	"back to who went out":                                   "tagasi küsimuse juurde, kes läks välja",
	"Forget the points by hand noted (%s)?":                  "Unustada märgitud käsitsi punktid (%s)?",
	"Forgotten: no points by hand in round %d.":              "Unustatud: voorus %d pole käsitsi punkte.",
	"Noted for round %d, saved with it: %s":                  "Märgitud voorule %d, salvestatakse sellega: %s",
	"Not saved: the points by hand noted for round %d (%s).": "Salvestamata: voorule %d märgitud käsitsi punktid (%s).",
	"Show the QR code for the phones":                        "Näita telefonidele QR-koodi",
	"Show the PIN for the phones":                            "Näita telefonide PIN-i",
	"The PIN protokoll serve --pin keeps: %s":                "PIN, mida protokoll serve --pin hoiab: %s",
	"Points by hand: none":                                   "Käsitsi punktid: pole",
	"Points by hand: %s":                                     "Käsitsi punktid: %s",
	"The night so far: %s":                                   "Õhtu seni: %s",
	"Preparing the best play for %s, a level of filled boxes at a time (once; Ctrl-C stops it, and the next run goes on from there)": "Valmistan ette parimat mängu variandile %s, üks täidetud lahtrite tase korraga (üks kord; Ctrl-C peatab, ja järgmine käivitus jätkab sealt)",
	"level %d of %d":              "tase %d/%d",
	"level %d of %d done: %s, %s": "tase %d/%d valmis: %s, %s",
	"done":                        "valmis",
	"time left not known yet":     "järelejäänud aeg pole veel teada",
	"less than a minute left":     "vähem kui minut jäänud",
	"--rolls-left %d: %s has %d saved rolls and a turn %d rolls, so 0 to %d are left after the first": "--rolls-left %d: mängijal %s on %d säästetud viset ja käigus on %d viset, seega pärast esimest on alles 0 kuni %d",
	"%d rolls left: %s has %d saved rolls, so 0 to %d are left after the first roll":                  "%d viset jäänud: mängijal %s on %d säästetud viset, seega pärast esimest viset on alles 0 kuni %d",
	"--to-win: in %s playing to win is worked out exactly with at most %d boxes free, and %s has %d: before, every total a player can have would have to be followed through the %d million states of its table, saved rolls and all; without --to-win, the best play by expected score": "--to-win: variandis %s arvutatakse võidu nimel mängimine täpselt kõige rohkem %d vaba lahtriga, ja mängijal %s on %d: enne seda tuleks iga summat, mis mängijal olla võib, jälgida läbi tabeli %d miljoni oleku, säästetud visked ja kõik; ilma --to-win'ita parim mäng oodatava punktisumma järgi",
	"--distribution: the distribution of final scores is not worked out for %s: every score a game can reach would have to be followed through the %d million states of its table, saved rolls and all; without --distribution, the expected score":                                      "--distribution: lõppskooride jaotust pole variandile %s välja arvutatud: iga skoori, mille mäng võib saavutada, tuleks jälgida läbi tabeli %d miljoni oleku, koos säästetud visetega; ilma --distribution, oodatav skoor",
	"%s without saved rolls": "%s säästetud visketeta",
	"the best play for %s is not prepared yet: preparing it takes about %d minutes, once, and the last turns' hints come as soon as their levels are done: %s": "variandi %s parim mäng pole veel ette valmistatud: ettevalmistus võtab umbes %d minutit, üks kord, ja viimaste käikude vihjed tulevad kohe, kui nende tasemed on valmis: %s",
	"the best play for %s is prepared for the last %d turns (%d of %d levels): preparing the rest takes about %d minutes: %s":                                  "variandi %s parim mäng on ette valmistatud viimaseks %d käiguks (%d/%d taset): ülejäänu ettevalmistus võtab umbes %d minutit: %s",
	"the cached %s table is damaged (%v): %s works out again what is":                                                                                          "variandi %s salvestatud tabel on rikutud (%v): %s arvutab rikutu uuesti",
	"the cached %s table was damaged, old or stopped before its end: worked out where it was not whole":                                                        "variandi %s salvestatud tabel oli rikutud, vana või peatatud enne lõppu: arvutatud seal, kus see polnud terve",
	"Stopped: %d of %d levels are done and kept; the next prepare goes on from there.":                                                                         "Peatatud: %d/%d taset on valmis ja salvestatud; järgmine ettevalmistus jätkab sealt.",
	"%s without saved rolls (every turn three rolls, those not used lost): %.2f":                                                                               "%s säästetud visketeta (igal käigul kolm viset, kasutamata visked lähevad kaotsi): %.2f",
	"This game is not shared with the phones. Leave with %s and resume it shared: %s":                                                                          "Seda mängu telefonidega ei jagata. Kirjuta lahkumiseks %s ja jätka seda siis jagatult: %s",

	// The rules' refusals and reasons: the Yatzy sheet's, then the card game's.
	"%d players: a sheet holds 1 to %d":                                   "%d mängijat: lehel on ruumi 1 kuni %d mängijale",
	"%d rolls used: want 1 to %d (%d plus %d saved)":                      "%d viset kasutatud: lubatud 1 kuni %d (%d pluss %d säästetud)",
	"%d rolls: a turn has 1 to %d":                                        "%d viset: käigus on 1 kuni %d",
	"%q changes what line %d changed already":                             "%q muudab seda, mida rida %d juba muutis",
	"%q could be %s: type more of the box's name":                         "%q võib olla %s: kirjuta rohkem rea nimest",
	"%q does not apply to %s":                                             "%q ei kehti variandile %s",
	"%q is no way of scoring: want one of %s":                             "%q ei ole arvestusviis: vali üks neist: %s",
	"%q is not a box of %s":                                               "%q ei ole mängu %s rida",
	"%q is not a box of %s: did you mean %s?":                             "%q ei ole mängu %s rida: kas mõtlesid %s?",
	"%q is not a box of %s: want one of %s":                               "%q ei ole mängu %s rida: vali üks neist: %s",
	"%q is not a change the rules can score; the changes are: %s":         "%q ei ole muudatus, mida reeglid oskavad arvestada; muudatused on: %s",
	"%q is not a die: type the %d values shown, like %s":                  "%q ei ole täring: sisesta %d nähtavat väärtust, nt %s",
	"%q is not a line of a variant's definition: the lines are %s":        "%q ei ole variandi definitsiooni rida: read on %s",
	"%q is not a number of points (0 to 1000)":                            "%q ei ole punktide arv (0 kuni 1000)",
	"%q is not on a die: each die shows 1 to 6":                           "%q ei ole täringul: igal täringul on 1 kuni 6",
	"%q: a definition starts with its name, variant ID":                   "%q: definitsioon algab oma nimega, variant ID",
	"%q: the first line names the variant changed, one of %s":             "%q: esimene rida nimetab muudetava variandi, üks neist: %s",
	"%s already holds %d for %s":                                          "real %s on juba %d mängijal %s",
	"%s cannot be filled now: the free boxes are %s":                      "rida %s ei saa praegu täita: vabad read on %s",
	"%s has nothing in %s to correct":                                     "mängijal %s pole real %s midagi parandada",
	"%s scores %d with %s: only a box that scores 0 is struck":            "%s annab %d täringutega %s: kriipsutada saab ainult 0-punktise rea",
	"%s scores 0 with %s: %s":                                             "%s annab %s puhul 0: %s",
	"%s scores its dice, not a combination: it cannot take a fixed score": "%s loeb täringuid, mitte kombinatsiooni: sellel ei saa olla kindlat punktisummat",
	"%s scoring counts %d dice, not %d":                                   "%s arvestus loeb %d täringut, mitte %d",
	"%s scoring has no box %q: it knows %s":                               "%s arvestusel pole rida %q: see tunneb ridu %s",
	"%s's %s: %s":                                                         "%s, %s: %s",
	"a bonus at %d cannot be: the upper boxes make 1 to %d":               "boonus %d juures ei saa olla: ülemised lahtrid annavad 1 kuni %d",
	"a player needs a name":                                               "mängijal peab olema nimi",
	"die %d is not on a die: each die shows 1 to 6":                       "%d ei ole täringul: igal täringul on 1 kuni 6",
	"forced order: the next box is %s, not %s":                            "kohustuslik järjekord: järgmine rida on %s, mitte %s",
	"got %d dice, want %d":                                                "%d täringut, aga vaja on %d",
	"got %d dice, want %d: type the %d values shown, like %s":             "%d täringut, aga vaja on %d: sisesta %d nähtavat väärtust, nt %s",
	"joker rule (%s): this five of a kind goes in %s, not %s":             "jokkerireegel (%s): need viis ühesugust lähevad ritta %s, mitte %s",
	"line %d, column %d: %s":                                              "rida %d, veerg %d: %s",
	"no player called %q: the players are %s":                             "mängijat nimega %q pole: mängijad on %s",
	"no rules: the first line names the variant changed, one of %s":       "reegleid pole: esimene rida nimetab muudetava variandi, üks neist: %s",
	"no variant":                                                               "variant puudub",
	"nothing to undo":                                                          "pole midagi tagasi võtta",
	"say %s before %s":                                                         "ütle %s enne %s",
	"strike not confirmed":                                                     "kriipsutamine pole kinnitatud",
	"that correction breaks the rules: %s":                                     "see parandus rikub reegleid: %s",
	"the definition says no %s":                                                "definitsioon ei ütle midagi: %s",
	"the game is over: every box is filled":                                    "mäng on läbi: kõik read on täidetud",
	"two players are called %q: names must differ":                             "kaks mängijat on nimega %q: nimed peavad erinema",
	"unknown joker rule %q: want forced or free":                               "tundmatu jokkerireegel %q: vali forced või free",
	"unknown variant %q: want one of %s":                                       "tundmatu variant %q: vali üks neist: %s",
	"\"(ej färg)\" belongs to a stege":                                         "\"(ej färg)\" käib rea juurde",
	"\"där summan är\" belongs to \"N kort\" and needs a number":               "\"där summan är\" käib \"N kort\" juurde ja vajab arvu",
	"\"i färg\" belongs to a stege":                                            "\"i färg\" käib rea juurde",
	"\"kort\" needs \"där summan är N\"":                                       "\"kort\" vajab \"där summan är N\"",
	"\"resten\" must come last":                                                "\"resten\" peab olema viimane",
	"\"resten\" needs a meld word after it":                                    "\"resten\" vajab enda järel kombinatsiooni sõna",
	"\"varav\" counts %d melds, more than the %d before it":                    "\"varav\" loeb %d kombinatsiooni, rohkem kui enne olnud %d",
	"\"varav\" needs melds before it":                                          "\"varav\" vajab enne ennast kombinatsioone",
	"%d cards in the hand; for %s it takes %d":                                 "käes on %d kaarti, aga %s vajab %d",
	"%d cards laid; for %s it takes %d":                                        "maas on %d kaarti, aga %s vajab %d",
	"%d cards laid; for %s it takes %d and the rest at least 2":                "maas on %d kaarti, aga %s vajab %d ja ülejäänud vähemalt 2",
	"%d cards of rank %s: %d decks hold %d":                                    "%d kaarti väärtusega %s: %d kaardipakis on %d",
	"%d cards: a hand holds at most %d (%d dealt and %d buys)":                 "%d kaarti: käes on kõige rohkem %d (%d jagatud ja %d ostu)",
	"%d × %s: %d decks hold %d of each card":                                   "%d × %s: %d kaardipakis on igat kaarti %d",
	"%q can be read as %s or as %s: write each suit next to its rank, like 7♥": "%q võib lugeda kui %s või kui %s: kirjuta mast väärtuse kõrvale, nt 7♥",
	"%q is a suit: say the rank with it, like \"%s queen\"":                    "%q on mast: ütle väärtus juurde, nt \"%s emand\"",
	"%q is not a card: %q is not a suit (%s, ♥ ♠ ♦ ♣)":                         "%q ei ole kaart: %q ei ole mast (%s, ♥ ♠ ♦ ♣)",
	"%q is not a card: want a rank 2–10 or %s and a suit %s or ♥ ♠ ♦ ♣, like Kh or 10♠": "%q ei ole kaart: kirjuta väärtus 2–10 või %s ja mast %s või ♥ ♠ ♦ ♣, nt Kh või 10♠",
	"%q is not a rank":                                                 "%q ei ole väärtus",
	"%q is not used in contracts":                                      "%q ei ole lepingutes kasutusel",
	"%q needs its number of cards (\"på 4 kort\")":                     "%q vajab oma kaartide arvu (\"på 4 kort\")",
	"%s and %s are not %d apart":                                       "%s ja %s ei ole %d sammu kaugusel",
	"%s does not belong here":                                          "%s ei kuulu siia",
	"%s has no suit: checking melds needs every card's suit, like %sh": "%s on mastita: kombinatsioonide kontrolliks on vaja iga kaardi masti, nt %sh",
	"%s is %s: %s":                                                     "%s ei ole %s: %s",
	"%s is %s: every rank must be %s":                                  "%s on %s: kõik väärtused peavad olema %s",
	"%s missing":                                                       "puudu: %s",
	"%s twice: a run has each rank once":                               "%s kaks korda: reas on iga väärtus üks kord",
	"%s went out and has no cards left":                                "%s läks välja ja tal pole kaarte alles",
	"%s's cards are given twice":                                       "mängija %s kaardid on antud kaks korda",
	"%s's cards left in hand are missing (none is also an answer)":     "mängija %s käes olevad kaardid puuduvad (ka „mitte ühtegi“ on vastus)",
	"%s's label is %q, not %q: %s went out of round %d":                "mängija %s on %q, mitte %q: %s läks välja voorus %d",
	"%s: %s":                                 "%s: %s",
	"%s: a run does not go round the corner": "%s: rida ei käi ringi",
	"%s: the ace is always 14, never 1":      "%s: äss on alati 14, mitte kunagi 1",
	"(at column %d of %q)":                   "(märgil %d tekstis %q)",
	"(at line %d, column %d of %q)":          "(real %d, märgil %d tekstis %q)",
	"a %s holds %d to %d cards, not %d":      "%s: %d kuni %d kaarti, mitte %d",
	"a contract asks one thing of everyone, or names who must have what": "leping nõuab kõigilt sama või ütleb, kellel peab mis olema",
	"a correction needs the round's result":                              "parandus vajab vooru tulemust",
	"a count must be at least 1":                                         "arv peab olema vähemalt 1",
	"a meld word is missing before %s":                                   "enne %s puudub kombinatsiooni sõna",
	"a round needs its result":                                           "voor vajab tulemust",
	"a run does not go round the corner":                                 "rida ei käi ringi",
	"a run needs at least two cards":                                     "rida vajab vähemalt kahte kaarti",
	"a set needs at least two cards":                                     "ühesugused kaardid vajavad vähemalt kahte kaarti",
	"an adjustment for %s needs a reason":                                "mängija %s punktide muutmiseks on vaja põhjust",
	"each group is a meld, but together they are not %s":                 "iga grupp sobib eraldi, aga kokku ei ole need %s",
	"end of text": "lõpp",
	"every card but the wilds must be %s; wilds may be of any suit": "kõik kaardid peale jokkerite peavad olema %s; jokkerid võivad olla mis tahes mastist",
	"every four neighbouring cards must be of four different suits": "iga neli järjestikust kaarti peavad olema neljas eri mastis",
	"every rank must be %s":                                      "kõik väärtused peavad olema %s",
	"every rank must be %s or higher":                            "kõik väärtused peavad olema vähemalt %s",
	"every rank must be %s or lower":                             "kõik väärtused peavad olema kuni %s",
	"every rank must be from %s to %s":                           "kõik väärtused peavad olema %s kuni %s",
	"expected \")\", found %s":                                   "oodati \")\", leiti %s",
	"expected \":\", found %s":                                   "oodati \":\", leiti %s",
	"expected \"=\" after \"förra omgångens vinnare\", found %s": "oodati \"=\" pärast \"förra omgångens vinnare\", leiti %s",
	"expected \"tvåa\", found %s":                                "oodati \"tvåa\", leiti %s",
	"expected %q, found %s":                                      "oodati %q, leiti %s",
	"expected a colour (röda, svarta), found %s":                 "oodati värvi (röda, svarta), leiti %s",
	"expected a meld of the contract (\"Trissen\"), found %s":    "oodati lepingu kombinatsiooni (\"Trissen\"), leiti %s",
	"expected a meld, found %s":                                  "oodati kombinatsiooni, leiti %s",
	"expected a number after \"varav\", found %s":                "oodati pärast \"varav\" arvu, leiti %s",
	"expected a number of points, found %s":                      "oodati punktide arvu, leiti %s",
	"expected a rank (\"i tior\"), \"färg\", \"jämna\" or \"udda\" after \"i\", found %s":                         "oodati pärast \"i\" väärtust (\"i tior\"), \"färg\", \"jämna\" või \"udda\", leiti %s",
	"expected a rank (\"treor\"), found %s":                                                                       "oodati väärtust (\"treor\"), leiti %s",
	"expected a rank (2–14, tio, knekt, dam, kung, ess), found %s":                                                "oodati väärtust (2–14, tio, knekt, dam, kung, ess), leiti %s",
	"expected how many cards to pass, found %s":                                                                   "oodati, mitu kaarti edasi anda, leiti %s",
	"expected how many twos, found %s":                                                                            "oodati, mitu kahte, leiti %s",
	"expected medsols, motsols or diagonalt, found %s":                                                            "oodati medsols, motsols või diagonalt, leiti %s",
	"group %d (%s) is %s: %s":                                                                                     "grupp %d (%s) ei ole %s: %s",
	"group %d (%s) is %s: it has %d cards, %s takes %d":                                                           "grupp %d (%s) ei ole %s: selles on %d kaarti, %s vajab %d",
	"group %d (%s) is %s: the rest takes at least %d cards":                                                       "grupp %d (%s) ei ole %s: ülejäänud kaarte peab olema vähemalt %d",
	"groups (|) say how cards were laid; a whole hand (--hand) has none":                                          "grupid (|) näitavad, kuidas kaardid maha pandi; tervel käel (--hand) neid pole",
	"its three of a kind (%s) holds %d wilds: in a full house the three of a kind may hold one and the pair none": "kolmikus (%s) on %d jokkerit: majas võib kolmikus olla üks, paaris mitte ühtegi",
	"line %d: %q comes before round 1 (start rounds with \"1. \")":                                                "rida %d: %q on enne vooru 1 (alusta voore nii: \"1. \")",
	"line %d: round %d comes after round %d":                                                                      "rida %d: voor %d tuleb pärast vooru %d",
	"line break":                                                                                                  "reavahetus",
	"list %s has no round %d: it has rounds 1 to %d":                                                              "nimekirjas %s pole vooru %d: selles on voorud 1 kuni %d",
	"no %s: %s":            "%s ei tule kokku: %s",
	"no cards can make %q": "ükski kaart ei saa olla %q",
	"no cards to check":    "pole kaarte, mida kontrollida",
	"no choice holds: %s":  "ükski valik ei sobi: %s",
	"no contract of the round is called %q: choose %s":            "vooru ükski leping ei ole nimega %q: vali %s",
	"no list called %q: the lists are %s, or a file of your own":  "nimekirja %q pole: nimekirjad on %s või teie enda fail",
	"no list of contracts":                                        "voorude nimekiri puudub",
	"no meld in the contract":                                     "lepingus pole kombinatsiooni",
	"no rounds: write one round a line, \"1. 2 trissar\"":         "voore pole: kirjuta üks voor rea kohta, \"1. 2 trissar\"",
	"not %d cards of one rank, even with the wilds":               "pole %d sama väärtusega kaarti, ka jokkeritega mitte",
	"not %d ranks in a row from 2 up to the ace (no wrap-around)": "pole %d väärtust järjest kahest ässani (ringiga mitte)",
	"not %d ranks two apart (3-5-7-9), ace high only":             "pole %d väärtust üle ühe (3-5-7-9), äss ainult kõrge",
	"not all of one suit":                                         "kõik ei ole ühes mastis",
	"not three of a kind and a pair of another rank":              "pole kolmikut ja teise väärtuse paari",
	"only a run takes a number of cards":                          "ainult rida võtab kaartide arvu",
	"only a set can be in a rank":                                 "ainult ühesugused kaardid saavad olla ühes väärtuses",
	"round %d has no special scoring":                             "voorus %d pole erilist punktiarvestust",
	"round %d has not been played: %d rounds have":                "voor %d pole mängitud: mängitud on %d vooru",
	"round %d: %s":                             "voor %d: %s",
	"the ace is always 14, never 1":            "äss on alati 14, mitte kunagi 1",
	"the cards left on the table together: %s": "laual alles olevad kaardid kokku: %s",
	"the cards make %s, but %s besides":        "kaartidest tuleb %s, aga %s ei tule lisaks kokku",
	"the cards make %s, but the rest (%s) is %s, nor with one of its cards kept back as the discard: %s": "kaartidest tuleb %s, aga ülejäänud (%s) ei ole %s ka siis, kui üks neist jääb käest äraviskamiseks: %s",
	"the cards make %s, but the rest (%s) is %s: %s":                                                     "kaartidest tuleb %s, aga ülejäänud (%s) ei ole %s: %s",
	"the colours must go red and black by turns":                                                         "punased ja mustad peavad vahelduma",
	"the dealer %q is not a player: the players are %s":                                                  "jagaja %q ei ole mängija: mängijad on %s",
	"the game is over: all %d rounds are played":                                                         "mäng on läbi: kõik %d vooru on mängitud",
	"the rank must be %s":                                                       "väärtus peab olema %s",
	"the ranks add up to %s = %d, not %d":                                       "väärtuste summa on %s = %d, mitte %d",
	"the ranks cannot add up to %d":                                             "väärtuste summa ei saa olla %d",
	"the special names a %s the contract does not have":                         "eriline punktiarvestus nimetab %s, mida lepingus pole",
	"this round asks different things of different players: choose a label, %s": "selles voorus on mängijatel eri nõuded: vali üks, %s",
	"this round asks the same of everyone: leave out the label %q":              "selles voorus on kõigil sama nõue: jäta %q ära",
	"two players have %q while no one has %q: one each, as long as they last":   "kahel mängijal on %q, kuid kellelgi pole %q: igaühel oma, kuni jätkub",
	"type the cards left in the hand, or 0 (or -) for none":                     "kirjuta käes olevad kaardid või 0 (või -), kui pole",
	"unknown word %q":  "tundmatu sõna %q",
	"who went out? %s": "kes läks välja? %s",

	// The rules page's notes (scoresheet.Variant.RuleNotes).
	"%d dice, up to three rolls a turn: keep any dice and roll the rest. %d boxes, each filled once; the game ends when every sheet is full.":       "%d täringut, kuni kolm viset käigu kohta: jäta alles mis tahes täringud ja viska ülejäänud uuesti. %d rida, igaüks täidetakse üks kord; mäng lõpeb, kui kõik lehed on täis.",
	"Bonus: %d points when the upper boxes (%s to %s) make %d or more, %d of each face; the pace +/- counts against that.":                          "Boonus: %d punkti, kui ülemised read (%s kuni %s) annavad kokku %d või rohkem, %d igast silmast; tempo +/- arvestatakse selle järgi.",
	"Bonus: %d points when the upper boxes (%s to %s) make %d or more; the pace +/- counts against each box's share of it (its face × %[4]d / 21).": "Boonus: %d punkti, kui ülemised read (%s kuni %s) annavad kokku %d või rohkem; tempo +/- arvestatakse iga rea osa järgi (selle silm × %[4]d / 21).",
	"A box that scores 0 is struck (%s) with a confirmation; when every box you may fill scores 0, you must strike one.":                            "Rida, mis annab 0, kriipsutatakse maha (%s) kinnitusega; kui iga täidetav rida annab 0, tuleb üks maha kriipsutada.",
	"The boxes are filled in any order.":                                                                   "Ridu võib täita mis tahes järjekorras.",
	"Forced order: every turn goes in the next free box, top to bottom.":                                   "Kohustuslik järjekord: iga käik läheb järgmisele vabale reale ülevalt alla.",
	"Forced order: every turn goes in the next free box, bottom to top.":                                   "Kohustuslik järjekord: iga käik läheb järgmisele vabale reale alt üles.",
	"Saved rolls: a turn may use fewer than three rolls; the rest are saved for the player's later turns.": "Säästetud viskeid: käigus võib kasutada vähem kui kolm viset; ülejäänud jäävad mängija hilisemateks käikudeks.",
	"Each further %d alike earns +%d while %s holds %d. Joker: it must go in the matching upper box if that is free; otherwise in any free lower box, where %s score %s; otherwise a 0 in an upper box.": "Iga järgmine %d ühesugust annab +%d, kuni %s on %d. Joker: see tuleb panna vastavale ülemisele reale, kui see on vaba; muidu mis tahes vabale alumisele reale, kus %s annavad %s; muidu 0 ülemisele reale.",
	"House rule --joker free: the matching upper box is not forced; it or any free lower box.":                                                                                                           "Kodureegel --joker free: ülemine rida pole kohustuslik; see või mis tahes vaba alumine rida.",
	"Highest total wins; equal totals share the win.": "Võidab suurim kogusumma; võrdsed summad jagavad võitu.",

	// The card game explained (contracts: Explain, Define, KeyRules, MeldName, ListTitleIn).
	"%v cards whose ranks add up to %v": "%v kaarti, mille väärtuste summa on %v",
	"every rank %s or higher":           "kõik väärtused vähemalt %s",
	"every rank %s or lower":            "kõik väärtused kuni %s",
	"with at most %s two":               "kõige rohkem %s kahega",
	"all %s":                            "ainult %s",
	"of %d":                             "%d kaardist",
	"List %s":                           "Nimekiri %s",
	"the rest of the cards as one %s":   "ülejäänud kaardid: %s",
	"%s are wild too: they count toward the fewer-than-half limit like twos, and still count %d points left in hand.": "Ka %s on jokkerid: need loevad alla poole piiri sisse nagu kahed ja annavad käes ikka %d punkti.",
	"You may add to each other's runs.":                                        "Teiste ridadele võib juurde panna.",
	"Scoring: the %s, with any cards added later, counts −%d points per card.": "Punktid: %s koos hiljem lisatud kaartidega annab −%d punkti kaardi kohta.",
	"%s of %s":        "%s, väärtusega %s",
	"%s, of which %s": "%s, neist %s",
	"%s each":         "%s igaüks",
	"one player (%s)": "üks mängija (%s)",
	"Odd and even go by rank: %s; a two standing for itself is even.":                                                                                                                                   "Paaritu ja paaris käivad väärtuse järgi: %s; kaks, mis on iseenda eest, on paaris.",
	"A card counts its rank: 2–10 as shown, %s; a wild counts as the card it stands for.":                                                                                                               "Kaart loeb oma väärtuse: 2–10 nagu näha, %s; jokker loeb selle kaardina, mida ta asendab.",
	"Each run is in one suit of its own; different runs may be in different suits.":                                                                                                                     "Iga rida on ühes mastis; eri read võivad olla eri mastides.",
	"A red run may mix ♥ and ♦, a black one ♠ and ♣.":                                                                                                                                                   "Punane rida võib segada ♥ ja ♦, must ♠ ja ♣.",
	"Each player lays one of these, no two players the same while there are enough to go round; with more players than these, they may repeat.":                                                         "Iga mängija paneb maha ühe neist, kaks mängijat mitte sama, kuni neid jätkub; kui mängijaid on rohkem, võivad need korduda.",
	"Twos are wild: a two may stand for any card. The rules ask that wilds be fewer than half of a run; protokoll holds every meld to it, its own decision (a pair may hold %s, a three of a kind %s).": "Kahed on jokkerid: kahe võib asendada mis tahes kaarti. Reeglid nõuavad, et jokkereid oleks vähem kui pool reast; protokoll nõuab seda igast kombinatsioonist, oma otsusena (paaris võib neid olla %s, kolmikus %s).",
	"The ace is always 14, never 1. Runs go from 2 up to the ace and never wrap around.":                                                                                                                "Äss on alati 14, mitte kunagi 1. Rida läheb kahest ässani ega käi ringi.",
	"%d cards each; the player after the dealer starts; the deal goes round.":                                                                                                                           "Igaühele %d kaarti; alustab jagajast järgmine; jagamine käib ringi.",
	"A discard nobody takes may be bought, in turn: it and one card from the pile. At most %d buys a round (%d cards).":                                                                                 "Kaarti, mida keegi ei võta, võib järjekorras osta: see ja üks pakist. Kõige rohkem %d ostu vooru kohta (%d kaarti).",
	"Lay down when you hold the round's contract. The round ends when someone has no cards left.":                                                                                                       "Käi välja, kui sul on vooru leping. Voor lõpeb, kui kellelgi pole enam kaarte.",

	// The hints of a sheet's boxes (scoresheet.Variant.Hint).
	"%s alike":    "%s ühesugust",
	"%d in a row": "%d järjest",
}

// estonianPlurals are the program's messages that change with a count.
var estonianPlurals = map[msg.Key]catalog.Message{
	"%s: %d so far, %d boxes free: %.2f expected at the end under optimal play":                                      plural.Selectf(3, "", plural.One, "%s: seni %d, %d lahter vaba: mängu lõpuks oodatav %.2f optimaalse mänguga", plural.Other, "%s: seni %d, %d lahtrit vaba: mängu lõpuks oodatav %.2f optimaalse mänguga"),
	"--rolls-left %d: %d turns played save at most %d rolls, and a turn has %d, so 0 to %d are left after the first": plural.Selectf(1, "", plural.One, "--rolls-left %d: %d mängitud käik säästab kõige rohkem %d viset ja käigus on %d, seega pärast esimest on alles 0 kuni %d", plural.Other, "--rolls-left %d: %d mängitud käiku säästavad kõige rohkem %d viset ja käigus on %d, seega pärast esimest on alles 0 kuni %d"),
	// A game being made (issue 41).
	"Being made: %d new games (%s): protokoll new under way, or stopped less than a minute ago.": plural.Selectf(1, "", plural.One, "Loomisel: %d uus mäng (%s): protokoll new on pooleli või peatati vähem kui minut tagasi.", plural.Other, "Loomisel: %d uut mängu (%s): protokoll new on pooleli või peatati vähem kui minut tagasi."),

	"%s against %s: %d games together; %s ahead %d, %s ahead %d, level %d":     plural.Selectf(1, "", plural.One, "%s vs %s: %d mäng koos; %s ees %d, %s ees %d, viik %d", plural.Other, "%s vs %s: %d mängu koos; %s ees %d, %s ees %d, viik %d"),
	"%d files named as games' are not read as games (above).":                  plural.Selectf(1, "", plural.One, "%d mängu nimega faili ei loeta mänguna (vt üleval).", plural.Other, "%d mängu nimega faili ei loeta mängudena (vt üleval)."),
	"%d games could not be read and are not in the export: %s":                 plural.Selectf(1, "", plural.One, "%d mängu ei saanud lugeda ja seda pole ekspordis: %s", plural.Other, "%d mängu ei saanud lugeda ja neid pole ekspordis: %s"),
	"%d games were there already, the same, and are left as they are: %s":      plural.Selectf(1, "", plural.One, "%d mäng oli juba olemas, samasugune, ja jäetakse nii, nagu see on: %s", plural.Other, "%d mängu olid juba olemas, samasugused, ja jäetakse nii, nagu need on: %s"),
	"%d tables for playing to win are ready, in %s":                            plural.Selectf(1, "", plural.One, "%d tabel võitmiseks mängimiseks on valmis, kaustas %s", plural.Other, "%d tabelit võitmiseks mängimiseks on valmis, kaustas %s"),
	"%d games have their last line cut off mid-write (a crash), left out: %s.": plural.Selectf(1, "", plural.One, "%d mängul on viimane rida kirjutamise ajal katkenud (krahh), välja jäetud: %s.", plural.Other, "%d mängul on viimane rida kirjutamise ajal katkenud (krahh), välja jäetud: %s."),
	"%d games read in full: every one reads and keeps the rules.":              plural.Selectf(1, "", plural.One, "%d mäng loetud tervikuna: see on loetav ja järgib reegleid.", plural.Other, "%d mängu loetud tervikuna: iga neist on loetav ja järgib reegleid."),
	"%d of %d games cannot be read as they are: %s.":                           plural.Selectf(1, "", plural.One, "%d mäng %d-st pole loetav nii, nagu see on: %s.", plural.Other, "%d mängu %d-st pole loetavad nii, nagu need on: %s."),
	"%d rounds · Lowest total wins":                                            plural.Selectf(1, "", plural.One, "%d voor · Väikseim summa võidab", plural.Other, "%d vooru · Väikseim summa võidab"),
	"Saved house rules %s: %s with %d changes; play them with --rules %s":      plural.Selectf(1, "", plural.One, "Kodureeglid %s salvestatud: %s, %d muudatus; mängi neid --rules %s abil", plural.Other, "Kodureeglid %s salvestatud: %s, %d muudatust; mängi neid --rules %s abil"),
	"%d rolls left":                                          plural.Selectf(1, "", plural.One, "%d vise jäänud", plural.Other, "%d viset jäänud"),
	"Winners: %s":                                            plural.Selectf(1, "", plural.One, "Võitja: %s", plural.Other, "Võitjad: %s"),
	"%d players: the game is for %d to %d":                   plural.Selectf(1, "", plural.One, "%d mängija: mäng on %d kuni %d mängijale", plural.Other, "%d mängijat: mäng on %d kuni %d mängijale"),
	"%s takes %d arguments, got %d (see %s --help)":          plural.Selectf(1, "", plural.One, "%s võtab %d argumendi, sai %d (vt %s --help)", plural.Other, "%s võtab %d argumenti, sai %d (vt %s --help)"),
	"%s takes at least %d arguments, got %d (see %s --help)": plural.Selectf(1, "", plural.One, "%s võtab vähemalt %d argumendi, sai %d (vt %s --help)", plural.Other, "%s võtab vähemalt %d argumenti, sai %d (vt %s --help)"),
	"%d games": plural.Selectf(1, "", plural.One, "%d mäng", plural.Other, "%d mängu"),
	"%s takes at most %d arguments, got %d (see %s --help)": plural.Selectf(1, "", plural.One, "%s võtab kõige rohkem %d argumendi, sai %d (vt %s --help)", plural.Other, "%s võtab kõige rohkem %d argumenti, sai %d (vt %s --help)"),
	"Game night %s: %d games":                               plural.Selectf(1, "", plural.One, "Mänguõhtu %s: %d mäng", plural.Other, "Mänguõhtu %s: %d mängu"),
	"Statistics of %d games":                                plural.Selectf(1, "", plural.One, "%d mängu statistika", plural.Other, "%d mängu statistika"),
	"%d games imported":                                     plural.Selectf(1, "", plural.One, "%d mäng imporditud", plural.Other, "%d mängu imporditud"),
	// Game nights, second pass: ratings, rivals, the game as a curve, time played, BG Stats.
	"%s · %d games":               plural.Selectf(1, "", plural.One, "%s · %d mäng", plural.Other, "%s · %d mängu"),
	"This year, %s: %d games, %s": plural.Selectf(1, "", plural.One, "Sel aastal, %s: %d mäng, %s", plural.Other, "Sel aastal, %s: %d mängu, %s"),
	"about %d minutes left":       plural.Selectf(1, "", plural.One, "umbes %d minut jäänud", plural.Other, "umbes %d minutit jäänud"),
	"%s %d, saving %d rolls":      plural.Selectf(1, "", plural.One, "%s %d, säästab %d viske", plural.Other, "%s %d, säästab %d viset"),

	// The card game's reasons that change with a count.
	"%d groups laid; %s asks for %d":                                                                   plural.Selectf(1, "", plural.One, "maas on %d grupp; %s nõuab %d", plural.Other, "maas on %d gruppi; %s nõuab %d"),
	"%d wilds of %d cards, wilds must be fewer than half":                                              plural.Selectf(1, "", plural.One, "%d jokker %d kaardist, jokkereid peab olema alla poole", plural.Other, "%d jokkerit %d kaardist, jokkereid peab olema alla poole"),
	"its pair (%s) holds %d wilds: in a full house the three of a kind may hold one and the pair none": plural.Selectf(1, "", plural.One, "paaris (%s) on %d jokker: majas võib kolmikus olla üks, paaris mitte ühtegi", plural.Other, "paaris (%s) on %d jokkerit: majas võib kolmikus olla üks, paaris mitte ühtegi"),
	"more than %d twos":                       plural.Selectf(1, "", plural.One, "kahtesid on üle %d", plural.Other, "kahtesid on üle %d"),
	"the cards make %s, but %s are left over": plural.Selectf(1, "", plural.One, "kaartidest tuleb %s, aga üle jääb %s", plural.Other, "kaartidest tuleb %s, aga üle jäävad %s"),
	"%d cards whose ranks add up to %d":       plural.Selectf(1, "", plural.One, "%d kaart, mille väärtus on %d", plural.Other, "%d kaarti, mille väärtuste summa on %d"),
	"Pass %d cards %s.":                       plural.Selectf(1, "", plural.One, "Anna %d kaart %s.", plural.Other, "Anna %d kaarti %s."),
}

// estonianContracts are the card game's words in Estonian.
var estonianContracts = contracts.Words{
	Lang: "et",
	And:  " ja ", Or: " või ",
	Sets: [7][2]string{2: {"paar", "paari"}, 3: {"kolmik", "kolmikut"}, 4: {"nelik", "nelikut"},
		5: {"viisik", "viisikut"}, 6: {"kuusik", "kuusikut"}},
	FullHouse: [2]string{"maja (kolmik ja teise väärtuse paar)", "maja (kolmik ja teise väärtuse paar)"},
	Run:       [2]string{"rida", "rida"},
	Kinds: map[string]string{
		"stege": "mis tahes mastides", "färgstege": "ühes mastis", "fyrfärgsstege": "kus iga neli järjestikust kaarti on neljas eri mastis",
		"varannankortsstege": "üle ühe väärtuse (3-5-7-9)", "varannankortsfärgstege": "üle ühe väärtuse (3-5-7-9) ühes mastis",
		"varannanfärgkortsstege": "punased ja mustad vaheldumisi",
	},

	Red: "punane", Black: "must", Odd: "paaritu", Even: "paaris",

	Whose: map[contracts.Who]string{contracts.Winner: "eelmise vooru võitja", contracts.Others: "ülejäänud"},

	Directions: map[string]string{"medsols": "päripäeva", "motsols": "vastupäeva", "diagonalt": "üle laua"},
	RankPlurals: map[contracts.Rank]string{2: "kahed", 3: "kolmed", 4: "neljad", 5: "viied", 6: "kuued", 7: "seitsmed", 8: "kaheksad",
		9: "üheksad", 10: "kümned", contracts.Jack: "poisid", contracts.Queen: "emandad", contracts.King: "kuningad", contracts.Ace: "ässad"},
	EveryColour: map[contracts.Colour]string{contracts.Red: "punased (♥♦)", contracts.Black: "mustad (♠♣)"},
	Parities:    map[contracts.Parity][2]string{contracts.Odd: {"paaritu", "paaritud"}, contracts.Even: {"paaris", "paaris"}},
	Names:       func(p msg.Printer, m contracts.Meld) string { return contracts.MeldName(p, m, 0) }, // Estonian words for the melds
	ColoursN:    map[contracts.Colour]string{contracts.Red: "punast", contracts.Black: "musta"},
	Agree: func(adj []string, _ contracts.Meld, many bool) []string {
		if many {
			return estonianPartitive(adj)
		}
		return adj
	},
	One: "ühe",
	Few: []string{"mitte ühtegi", "üks", "kaks"},

	Faces:       [4]string{"J", "Q", "K", "A"},
	RankLetters: map[string]contracts.Rank{},
	SuitLetters: [4]string{"h", "s", "d", "c"},
	RankNames: map[contracts.Rank][]string{2: {"kaks"}, 3: {"kolm"}, 4: {"neli"}, 5: {"viis"}, 6: {"kuus"}, 7: {"seitse"},
		8: {"kaheksa"}, 9: {"üheksa"}, 10: {"kümme"}, contracts.Jack: {"poiss"}, contracts.Queen: {"emand"}, contracts.King: {"kuningas"}, contracts.Ace: {"äss"}},
	SuitNames: map[contracts.Suit][]string{contracts.Hearts: {"ärtu"}, contracts.Spades: {"poti"}, contracts.Diamonds: {"ruutu"}, contracts.Clubs: {"risti"}},
	None:      func(p msg.Printer, m contracts.Meld) string { return contracts.MeldName(p, m, 0) }, // "ei ole kolmik": the phrase says the no
	RestWord:  "ülejäänud:",
	Glosses: map[string]string{
		"den som har haft för mycket alkohol genom tullen": "kes on toonud tollist läbi liiga palju alkoholi",
		"den som har ljusa strumpor":                       "kellel on heledad sokid",
		"den som har mörka strumpor":                       "kellel on tumedad sokid",
		"den som har sett en polisbil idag":                "kes on täna näinud politseiautot",
		"den som inte har haft något av ovanstående":       "kellele ükski eelnev ei kehti",
		"killarna": "poisid",
		"tjejerna": "tüdrukud",
	},
}

// estonianPartitive bends Estonian adjectives after a number above one,
// as the noun is: "2 punast paari", "3 paaritut kolmikut".
func estonianPartitive(adj []string) []string {
	out := make([]string, len(adj))
	for i, a := range adj {
		if p, ok := map[string]string{"punane": "punast", "must": "musta", "paaritu": "paaritut"}[a]; ok {
			a = p
		}
		out[i] = a
	}
	return out
}

// estonianSheets are the Yatzy sheet's words in Estonian.
var estonianSheets = scoresheet.Words{
	Lang: "et",
	Names: map[scoresheet.Box]string{
		scoresheet.Ones:          "Ühed",
		scoresheet.Twos:          "Kahed",
		scoresheet.Threes:        "Kolmed",
		scoresheet.Fours:         "Neljad",
		scoresheet.Fives:         "Viied",
		scoresheet.Sixes:         "Kuued",
		scoresheet.OnePair:       "Paar",
		scoresheet.TwoPairs:      "Kaks paari",
		scoresheet.ThreePairs:    "Kolm paari",
		scoresheet.ThreeOfAKind:  "Kolmik",
		scoresheet.FourOfAKind:   "Nelik",
		scoresheet.FiveOfAKind:   "Viisik",
		scoresheet.SmallStraight: "Väike rida",
		scoresheet.LargeStraight: "Suur rida",
		scoresheet.FullStraight:  "Täisrida",
		scoresheet.FullHouse:     "Maja",
		scoresheet.Castle:        "Loss",
		scoresheet.Tower:         "Torn",
		scoresheet.Chance:        "Summa",
		scoresheet.Yatzy:         "Yatzy",
	},
	VariantNames: map[string]map[scoresheet.Box]string{
		scoresheet.IDMaxi: {scoresheet.Yatzy: "Maxi Yatzy"},
		// The rule book's table names it Yatzy; standard's is five of a
		// kind in English and Swedish ("Fem lika"), and so here: a
		// decision, as the two say what the box is.
		scoresheet.IDStandard: {scoresheet.Yatzy: "Viisik"},
	},
	Variants: map[string]string{
		scoresheet.IDScandinavian: "skandinaavia",
		scoresheet.IDForced:       "kohustuslik",
		scoresheet.IDMaxi:         "maxi",
		scoresheet.IDStandard:     "viis täringut",
	},
	Labels: map[scoresheet.Label]string{
		// Not the rule book's "Vahesumma": Chance is "Summa" here, and
		// the upper sum must not read as a box (TestSumsAreNotMistakenForBoxes).
		scoresheet.LabelSum:        "Vahetulemus",
		scoresheet.LabelBonus:      "Boonus",
		scoresheet.LabelTotal:      "Kokku",
		scoresheet.LabelStrike:     "Kriipsuta",
		scoresheet.LabelExtraBonus: "Viisiku boonus",
		scoresheet.LabelSavedRolls: "Säästetud viskeid",
	},
	SumOfAll:  "kõik täringud kokku",
	Jokers:    map[scoresheet.Joker]string{scoresheet.JokerForced: "sunnitud", scoresheet.JokerFree: "vaba"},
	RuleHeads: [4]string{"Rida", "Vaja", "Näide", "Punktid"},
}

// estonianTopics are the pages of protokoll help TOPIC in Estonian.
var estonianTopics = map[Topic]string{
	TopicContracts: `Lepingute keel: kuidas vooru leping kirja pannakse

Lepingute nimekiri on tekstifail, üks voor rea kohta: "N. leping". Rida,
mis ei alga arvuga, jätkab eelmist vooru; #-märgiga algav rida on
nimekirja pealkiri. "protokoll contracts" näitab maja kaheteist
nimekirja ja "protokoll contracts show 7" seletab ühe neist voor voorult
lahti; oma nimekiri on fail, mida seletab "protokoll contracts show FAIL"
ja millega mängitakse --list FAIL abil. Lepingud kirjutatakse nii, nagu
inimesed neid kirjutavad, rootsi keeles, suurte või väikeste tähtedega.
Sõna, mida keeles pole, lükatakse tagasi ning näidatakse selle rida ja
veergu.

  1. 3 trissar
  2. en kåk i jämna + en triss i udda
  3. Två svarta par och två röda par. Skicka tre kort diagonalt

Kombinatsioonid
  par                           paar: kaks sama väärtusega kaarti
  triss, trissar                kolmik: kolm sama väärtusega
  fyrtal, femtal, sextal        nelik, viisik, kuusik
  kåk, kåkar                    maja: kolmik ja teise väärtuse paar
  stege, stegar                 rida: järjestikused väärtused, mis tahes
                                mastides
  färgstege, färgstegar         rida ühes mastis
  fyrfärgsstege, fyrfärgsstegar (ka fyrfärgstege, fyrfärgstegar)
                                rida, kus iga neli järjestikust kaarti on
                                neljas eri mastis
  varannankortsstege, varannankortsstegar
                                üle ühe väärtuse (3-5-7-9), mis tahes
                                mastides
  varannankortsfärgstege, varannankortsfärgstegar
                                üle ühe väärtuse, ühes mastis
  varannanfärgkortsstege, varannanfärgkortsstegar
                                järjestikused väärtused, punased ja mustad
                                vaheldumisi
  N kort där summan är S        N kaarti, mille väärtuste summa on S
                                (J 11, Q 12, K 13, A 14; jokker loeb selle
                                kaardina, mida ta asendab)

Mitu: arv kombinatsiooni ees, numbrite või sõnaga: en, ett, två, tre,
fyra, fem, sex, sju, åtta, nio, tio, elva, tolv ("2 trissar", "tre par").
Arv väärtuse ees tähendab nii mitut sellist: "två tior" on kümnete paar.

Sõna ees
  röd, rött, röda / svart, svarta   kõik kaardid punased (♥ ♦) / mustad
                                    (♠ ♣)
  udda / jämn, jämnt, jämt, jämna   kõik väärtused paaritud / paaris
  hjärter, spader, ruter, klöver    sõnaga kokku kirjutatuna kõik kaardid
                                    selles mastis: "ruterpar",
                                    "hjärtertriss"

Sõna järel
  på N kort, om N kort, N kort      rea pikkus: "färgstege på 5 kort"
  i färg                            ühes mastis: "stege i färg"
  (ej färg)                         mis tahes mastides, selgelt öeldud
  i tvåor, treor, fyror, femmor, sexor, sjuor, åttor, nior, tior,
    knektar, damer, kungar, ess     selle väärtusega kolmik, paar … või
                                    maja; "i treor eller femmor": ühega
                                    neist
  i jämna, i udda, jämna, udda      kõik väärtused paaris / paaritud
  min R, lägst R                    kõik väärtused vähemalt R
  över R / under R                  kõik väärtused üle / alla R
  med max N tvåa (tvåor)            kombinatsioonis kõige rohkem N kahte,
                                    päris või jokkerina: "femtal med max
                                    en tvåa"
  där summan är S                   ülal oleva "N kort" summa
Väärtus R on 2 kuni 14 või sõna: två … tio, knekt, dam, kung, ess.

Kombinatsioonid koos
  +, och, koma         kõik: "en triss + ett fyrtal"
  eller                üks neist, mängija valikul; seob tugevamalt kui +
                       ja och: "par i åttor eller par i damer + en
                       färgstege" on üks paaridest ja rida
  resten X             maha pandud kaardid, mida teised kombinatsioonid ei
                       kasuta, moodustavad ühe X-i, vähemalt kahest
                       kaardist: "en triss, resten stege". Kogu käe
                       kontrollimisel (--hand) tuleb maha panna kõik
                       kaardid peale ülimalt ühe (äraviske).
  , varav N C och N C  äsja loetud kombinatsioonidest on nii mitu kumbagi
                       värvi, ülejäänud on vabad: "4 par, varav två röda
                       och två svarta"
Kombinatsioon, mis on kirjutatud ilma oma sõnata, saab järgmise sõna:
"ett rött och ett svart par" on kaks paari.

Kellel mis: voor võib nõuda eri mängijatelt eri asju.
  Tjejerna ska ha …, killarna ska ha …    tüdrukud, poisid
  Den som har mörka strumpor ska ha …     sõnad "Den som" ja "ska ha"
                                          vahel ütlevad, kes
  Den övriga ska ha …, övriga …           kõik teised
  Förra omgångens vinnare = …, övriga …   eelmise vooru võitja: kes läks
                                          välja eelmises voorus, mida
                                          mäng teab
  En ska ha …, En ska ha …                nummerdatud 1, 2, …: iga
                                          mängija paneb maha ühe neist,
                                          kaks mängijat mitte sama, kuni
                                          neid jätkub; kui mängijaid on
                                          rohkem, võivad need korduda
  … vardera                               igaühel neist peab see olema
Laud ütleb, kellel mis oli: laua taga küsib protokoll; "rummy record
--label Bo=killarna" ja "rummy check --label killarna" nimetavad sildi
selle sõna või numbriga. Voor, mis nõuab kõigilt sama, silti ei võta, ja
silt, mis ütleb, et eelmise vooru võitis keegi teine, lükatakse tagasi.

Märkused ja erireeglid
  Skicka N kort medsols / motsols / diagonalt
      anna N kaarti päripäeva, vastupäeva, üle laua: näidatakse, ei
      kontrollita
  I denna omgång kan man bygga på varandras färgstegar
      teiste selle sõnaga kombinatsioonidele võib juurde panna:
      näidatakse, ei kontrollita
  I denna omgång fungerar även treor som vilka kort som helst
      ka kolmed (või muu väärtus, mitmuses) on jokkerid: need loevad alla
      poole piiri sisse nagu kahed ja annavad käes ikka oma punktid (kolm
      annab 5)
  Yatzy-chans: Trissen, inklusive ev påbyggnad, innebär 10 minuspoäng per kort
      kes selle kombinatsiooni maha pani (nimetatud sõna määratud
      vormiga: paret, trissen, fyrtalet, femtalet, sextalet, kåken,
      stegen, färgstegen), saab iga selles oleva kaardi eest 10 punkti
      maha, hiljem lisatud kaardid kaasa arvatud; ka see, kes läks välja,
      kelle voor võib minna alla 0. Yatzy-chansi kolmikus on 3 kuni 8
      kaarti.

Kuidas kombinatsioone hinnatakse
  - Lepingu jaoks maha pandud kombinatsioonis on täpselt nii palju
    kaarte, kui sõna ütleb (kolmikus kolm, "färgstege på 5 kort" viis);
    rohkem kaarte pannakse juurde hiljem.
  - Kahed ja vooru lisajokkerid asendavad mis tahes kaarti ja saavad
    kõik selle omadused. Kahe, mis on iseenda eest (kahtede kombinatsioonis,
    rea 2-na), on päris, mitte jokker. Igas kombinatsioonis peab jokkereid
    olema alla poole kaartidest; maja kolmik ja paar loevad eraldi
    (kõige rohkem üks jokker, ja mitte ühtegi). "med max en tvåa" loeb
    iga kahte.
  - Read lähevad kahest ässani ega käi ringi: äss on alati 14.
    Fyrfärgsstege kordab oma maste iga nelja kaardi järel.
  - Paaritu ja paaris käivad väärtuse järgi (J 11, Q 12, K 13, A 14);
    kaks, mis on iseenda eest, on paaris. Paaris varannankortsstege on
    4-6-8-10.
  - "2 trissar" võivad olla sama väärtusega (kahes pakis on kaheksa
    seitset); leping, mis mõtleb eri väärtusi, ütleb seda: "en triss i
    treor och en triss i femmor".
  - "3 färgstegar" puhul on iga rida oma mastis; eri read võivad olla eri
    mastides. Punane rida (röd stege) võib segada ♥ ja ♦, must ♠ ja ♣.
  - Kombinatsioonid, mida ükski kaart ei saa moodustada, lükatakse
    nimekirja lugemisel tagasi: "triss över ess", "udda stege"
    (järjestikused väärtused ei saa kõik olla paaritud), "stege på 14
    kort", "ruterpar, varav ett svart".
  - Vooru seletus ütleb, kuidas selle sõnu loetakse, kus seda vaja on
    (paaritu ja paaris, summa, "färgstegar", värviline rida, "En ska
    ha", lisajokker).
Vaata ka: protokoll help cards, protokoll rules rummy.`,

	TopicCards: `Kuidas kaarte ja käsi sisestada

Kaart on väärtus ja siis mast, ühe sõnana, suurte või väikeste tähtedega:
Kh, 10s, 7d, qc, A♠.
  väärtused  2 kuni 10, T (kümme), J, Q, K, A; rootsi Kn (knekt), D (dam),
             K (kung), E (ess). Äss on alati 14, mitte kunagi 1.
  mastid     h s d c (ärtu, poti, ruutu, risti); rootsi h s r k
             (hjärter, spader, ruter, klöver); või ♥ ♠ ♦ ♣ (ka ♡ ♤ ♢ ♧).
Rootsi keeles on Knk seega risti poiss ja Dr ruutu emand.

Või nii, nagu inimesed neid ütlevad, väärtus ja mast mis tahes
järjekorras: "poti äss", "äss poti", "queen hearts", "dam hjärter", või
ainult väärtus: "kuningas".
  eesti     kaks, kolm, neli, viis, kuus, seitse, kaheksa, üheksa,
            kümme, poiss, emand, kuningas, äss; ärtu, poti, ruutu, risti
  inglise   two (deuce), three … ten, jack, queen, king, ace;
            hearts, spades, diamonds, clubs (või heart, spade, …)
  rootsi    två (tvåa), tre (trea), fyra, fem (femma), sex (sexa),
            sju (sjua), åtta, nio (nia), tio (tia), knekt, dam, kung,
            ess; hjärter, spader, ruter, klöver
Kaardid eraldatakse tühikute või komadega. Sõnad, mida saab lugeda kahel
viisil ("7 hjärter 8": 7♥ ja 8 või 7 ja 8♥), lükatakse tagasi mõlema
lugemisega; koma otsustab: "7 hjärter, 8".

Punktide jaoks piisab väärtusest: "protokoll rummy points K 7 2 A" ütleb
60. Käes olev kaart annab 5 punkti 3 kuni 9 eest, 10 punkti 10, J, Q ja K
eest, 20 ässa ja 25 kahe eest. Laua taga ja "rummy record --left Bo=K 7 2
A" puhul sisestatakse iga käe alles jäänud kaardid nii; 0 või - on tühi
käsi (ja record'is ka "Bo=").

Kombinatsioonid: "protokoll rummy check" võtab maha pandud kaardid. | või
/ abil eraldatud rühmi hinnatakse nii, nagu mängija need maha pani, rühm
rühma haaval: "7h 7s 7d | 3h 4h 2c 6h", ühe jutumärkides argumendina või
mitme argumendina; eraldajata leiab protokoll jaotuse ise. Iga antud
kaart peab olema kasutatud, kui --hand ei ütle, et need on kogu käsi.
Laua taga küsib "kontrolli" küsimuse "Kes läks välja?" juures kaarte;
"käsi:" nende ees ütleb, et need on kogu käsi. Komplekte ja summasid
hinnatakse ainult väärtuse järgi ("7 7 7 7" on nelik); read ja värvid
vajavad iga kaardi masti. Valiku ("fyrtal eller färgstege") puhul
proovitakse masti mittevajavaid viise ilma mastita ja maste küsitakse
alles siis, kui ükski neist ei kehti.

Kaks kaardipakki: ükski kaart mitte üle kahe korra, ükski väärtus mitte
üle kaheksa korra, käes kõige rohkem 17 kaarti (11 jagatud ja kolm ostu
kahe kaardi kaupa). Lauale jäänud kaarte kontrollitakse koos kahe paki
vastu, enne kui voor salvestatakse. Kaardid näidatakse nii, nagu sinu
keel neid kirjutab.
Vaata ka: protokoll help contracts.`,

	TopicHouseRules: `Kodureeglid: teie oma Yatzy, tekstifailis

Pere, kelle Yatzy on teistsugune, kirjutab selle üles: esimene rida
nimetab muudetava variandi (scandinavian, forced, maxi või standard),
seejärel üks muudatus rea kohta. # alustab märkust rea lõpuni; tühjad
read jäetakse vahele.

    # Kvarterets Yatzy
    scandinavian
    bonus 75 = 50
    full_house = 25
    two_pairs allows four alike

Muudatused:
  bonus AT = POINTS             boonus: POINTS punkti, kui ülemised read
                                annavad AT või rohkem ("bonus 75 = 50");
                                AT on 1 kuni suurim, mida need annavad
  BOX = POINTS                  kombinatsioon annab POINTS punkti, mitte
                                oma täringuid, kui see üldse midagi annab
                                ("full_house = 25"); mitte ülemised read
                                ega summa
  two_pairs allows four alike   neli ühesugust loevad kahe paarina:
                                6 6 6 6 2 annab 24
  order bottom-up               ainult forced: täida alt üles
  saved rolls off               ainult maxi: kasutamata viskeid ei säästeta
Rida nimetatakse selle id-ga (full_house) või nii, nagu leht seda mis
tahes keeles nimetab ("Maja = 25", "full house = 25"). Arvud on 0 kuni
1000. Read kirjutatakse nende sõnadega igas keeles. Rida, mis pole
muudatus, või kaks korda öeldud muudatus lükatakse tagasi koos rea ja
veeru ning muudatuste loeteluga.

    forced
    order bottom-up

    maxi
    saved rolls off
    Maja = 25

Salvesta need nimega ja mängi nendega:
  protokoll rules save kvarteret kvarteret.txt
  protokoll yatzy --rules kvarteret --players Anna,Bo
--rules võtab salvestatud nime või faili käskudele yatzy, yatzy new,
yatzy score, yatzy advise, rules yatzy ja pdf sheet. Nime uuesti
salvestamine asendab selle reeglid; mäng jääb reeglite juurde, millega see
algas, oma failis, nii et see mängitakse uuesti samamoodi ka siis, kui
reeglite faili muudetakse või see kustutatakse, ning eksport ja import
viivad need kaasa. Kõik järgib neid: punktid ja valikud laua taga, tempo
ja boonuseni puudu (lävi, mis pole 21 kordne, annab igale ülemisele reale
selle osa, silm × lävi / 21, paberil ümardatult), lehe vihjed,
reeglileht, statistika (kodureeglitega mänge loetakse eraldi, nagu
scandinavian+1a2b3c4d, variant ja selle muudatuste kontrollsumma; "stats
--any-rules" loeb neid koos nende variandiga) ja parim mäng, mis
arvutatakse reeglite jaoks. Alt üles täidetav forced-mäng või üle 15 rea
vabas järjekorras ei saa nõu, pigem kui vale nõu.

Oma variant: reeglid võivad variandi nime asemel alata terve
definitsiooniga, nii nagu neli sisseehitatud varianti on kirjutatud.

    variant mini
    scoring nordic
    dice 5
    boxes ones twos threes fours fives sixes full_house chance yatzy
    bonus 42 = 25
    full_house = 25

  variant ID                  selle nimi, esimesel real
  aliases NAME …              selle teised nimed
  scoring nordic|maxi|standard
                              kuidas read täringuid loevad: nordic
                              (kombinatsioon loeb täringuid, mis selle
                              moodustavad; read 15 ja 20, yatzy 50), maxi
                              (kuus täringut; yatzy 100) või standard
                              (kolmik ja nelik loevad kõiki viit
                              täringut; maja 25, read 30 ja 40)
  dice N                      5 või maxi puhul 6
  boxes BOX …                 selle read lehe järjekorras, arvestusviisi
                              omadest
  bonus AT = POINTS           ülemiste ridade boonus
  forced                      täidetakse ülevalt alla
  saved rolls                 kasutamata visked säästetakse (maxi)
  extra bonus POINTS          iga järgmise viie ühesuguse eest, koos
                              jokkerireegliga (standard)
Eespool toodud muudatused võivad järgneda. Kuidas maja või rida täringuid
loeb, on arvestusviisi asi, mitte faili oma. Standardmängu joker on lipp:
--joker free.
Vaata ka: protokoll rules yatzy --rules NIMI.`,

	TopicFiles: `Kus mänge hoitakse ja mis on mängufail

Mängud salvestatakse kausta $PROTOKOLL_HOME, muidu kausta protokoll
kaustas $XDG_DATA_HOME, muidu kausta ~/.local/share/protokoll. Iga mäng
on üks lihtne tekstifail NIMI.jsonl. Nimi on 1 kuni 64 tähte, numbrit, -,
_ või ., alguses täht või number; vaikimisi yatzy-KUUPÄEV
(rummy-KUUPÄEV), siis yatzy-KUUPÄEV-2, …; --name valib nime. Käsuga
"protokoll rules save" salvestatud kodureeglid on seal kaustas rules/,
failidena NIMI.txt.

Parima mängu tabelid (scandinavian 16,8 MB, standard 8,4 MB), nende
kõrval lõppsummade jaotused (3 kB) ja mängude tulemuste register, stats'i
ja recap'i jaoks, hoitakse kaustas $PROTOKOLL_CACHE, muidu kausta
protokoll kaustas $XDG_CACHE_HOME, muidu kaustas ~/.cache/protokoll. Kõike
seal võib kustutada: see arvutatakse uuesti, ja sealne vigane fail
arvutatakse samuti uuesti. Mängufailid on ainus allikas: register usaldab
mängu tulemust ainult seni, kuni selle fail on selline nagu viimasel
lugemisel: Linuxi kohalikul failisüsteemil selle suuruse, muutmisaegade ja
kettal asukoha järgi, mida muudab iga muudatus, taastamine või koopia
(faili, mida muudeti vahetult enne lugemist, kontrollitakse baithaaval);
mujal selle pikkuse ja kõigi baitide kontrollsumma järgi. Kettal endal
riknenud bait ei muuda kumbagi: "protokoll games --verify" loeb ja mängib
iga mängu täielikult läbi ning leiab selle.

Mängufaili esimene rida ütleb, mis mäng see on ja kuidas see seati:
mängijad istumise järjekorras, variant ja selle reeglid või kogu
lepingute nimekiri ja esimene jagaja (nii et hiljem muudetud nimekirja
fail mängu ei muuda). Iga järgmine rida on üks kanne: käik või voor,
tagasivõtmine, parandus koos põhjusega. Ridu lisatakse ainult lõppu, iga
rida salvestatakse enne järgmist küsimust ja igal real on kontrollsumma,
nii et redaktori või rikkis ketta muudetud bait leitakse üles, mitte ei
võeta vastu. Ära muuda mängufaile käsitsi: kopeeri neid, tee neist
varukoopiaid või vii need üle käskudega "protokoll export --format
jsonl" ja "protokoll import".

Kui midagi läheb valesti
  Teises protokollis avatud mäng on lukus: teine lükatakse tagasi
  väljumiskoodiga 3 ja öeldakse, milline protsess mängu hoiab ja alates
  millal. Jäta mäng sinna või proovi hiljem uuesti; lukufaili, mida
  kustutada, ei ole. Mängu näitamiseks või mängude loetlemiseks lukku
  vaja pole.

  Kirjutamise ajal katkenud viimane rida (krahh või voolukatkestus)
  jäetakse hoiatusega välja. Kui järgmine kanne kirjutatakse, lõigatakse
  see failist ära ja hoitakse failis NIMI.jsonl.torn.

  Iga muu viga (rida, mis pole JSON, liigsed baidid rea järel,
  kontrollsumma, mis ei klapi, kanne, mida reeglid ei luba) teatatakse
  koos faili ja reaga ning faili ei kirjutata kunagi; "protokoll games"
  näitab seda vigasena. "protokoll repair MÄNG" ütleb, mis on valesti ja
  kus, ning pärast sinu kinnitust (või --yes korral) teeb kogu failist
  koopia NIMI.jsonl.bak-AEG (kunagi mitte teise peale) ja lõikab faili
  pärast viimast rida, mis on loetav ja reeglitega kooskõlas. Mäng jätkub
  sealt. Fail, mis muutus ajal, kui repair küsis, jäetakse puutumata:
  käivita see uuesti. Uuema protokolli tehtud mäng pole vigane: uuenda
  protokolli, et seda avada.

  Mängufail, mis asendati või mida muudeti mängu ajal (redaktor,
  sünkroonimisklient, taastatud varukoopia), peatab mängu enne, kui
  midagi rohkem kirjutatakse; see, mis mängus oli, hoitakse kõrval failis
  NIMI.jsonl.kept-AEG.

  Mäng, mille loomine katkes (vanema protokolli poolt tühjaks või
  katkenud esimese reaga jäetud fail), teatatakse lõpetamata mänguna;
  "new --name NIMI" võib selle asendada.

  Mängufailid on tavalised failid: sümboolne link lükatakse tagasi ja
  seda ei näidata.
Vaata ka: protokoll help exit-status.`,

	TopicExitStatus: `Väljumiskoodid, skriptide jaoks

  0    õnnestus; "rummy check" puhul: kaardid täidavad lepingu
  1    kontrollitud väide ei pea: "rummy check" leidis, et kaardid ei
       täida lepingut (otsus ütleb, miks); "games --verify" leidis mängu,
       mida ei saa lugeda, või mängu nimega faili, mida mänguna ei loeta;
       "export" jättis välja mängu, mida ta ei saa lugeda
  2    vale kasutus või vale sisend: lipp või argument, täringud või
       kaardid, mida olla ei saa, reeglitega vastuolus käik või voor,
       vigane mängufail. Üks rida standardveaväljundis ütleb, miks, ja
       midagi ei salvestata.
  3    mäng on avatud teises protokollis: proovi hiljem uuesti
  129, 130, 143
       lõpetatud signaaliga: 128 pluss selle number (SIGHUP, kui
       terminal suletakse, SIGINT klahvidest Ctrl-C, SIGTERM). Iga
       kinnitatud kanne on salvestatud, poolenisti sisestatud käik mitte,
       ja ekraanil olev küsimus tühistatakse, seda ei võeta kunagi
       vastatuna.

Laua taga lõpetab sisendi lõpp mängu koodiga 0: midagi kinnitatut ei
kao ja "play MÄNG" jätkab seda. Kui standardsisend pole terminal,
loetakse küsimustele vastused rea kaupa, nii et mängu saab sisestada
toru kaudu; esimene tagasi lükatud rida peatab töö koodiga 2 ja nimetab
rea ("sisendi rida 3: …"), ning midagi pärast seda ei kasutata, nii et
üks vale rida ei saa nihutada sellele järgnevaid vastuseid. See, mis
enne seda kinnitati, jääb salvestatuks. Terminalis küsitakse tagasi
lükatud vastust uuesti.`,
}
