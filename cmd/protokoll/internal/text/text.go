// Package text holds the program's own words (prompts, headings, messages)
// in English, Swedish and Estonian. The games' words (box names, contract
// explanations) belong to the rules packages.
package text

import (
	"fmt"
	"sort"
	"strings"
)

// A Key names one message; its value is the English text.
type Key string

var catalog = map[Key][2]string{ // sv, et
	"Pace":                             {"Takt", "Tempo"},
	"Bonus needed":                     {"Kvar till bonus", "Boonuseni puudu"},
	"Next: %s, round %d of %d":         {"Näst på tur: %s, omgång %d av %d", "Järgmine: %s, voor %d/%d"},
	"or: undo, fix, sheet, hint, quit": {"eller: ångra, rätta, protokoll, tips, sluta", "või: tagasi, paranda, leht, vihje, lõpeta"},
	"empty: 3":                         {"tomt: 3", "tühi: 3"},
	"← other dice":                     {"← andra tärningar", "← teised täringud"},
	"Which entry?":                     {"Vilken rad?", "Milline kanne?"},
	"Reason":                           {"Anledning", "Põhjus"},
	"a correction needs a reason":      {"en rättelse behöver en anledning", "parandus vajab põhjust"},
	"Nothing to correct yet.":          {"Inget att rätta ännu.", "Veel pole midagi parandada."},
	"Saved. Resume with: protokoll %s play %s":       {"Sparat. Fortsätt med: protokoll %s play %s", "Salvestatud. Jätka: protokoll %s play %s"},
	"%d dice, %d boxes":                              {"%d tärningar, %d rutor", "%d täringut, %d rida"},
	"Joker rule (%s): this five of a kind may go in": {"Jokerregel (%s): dessa fem lika får läggas i", "Jokerireegel (%s): selle viisiku võib panna ridadele"},
	"Total":                    {"Totalt", "Kokku"},
	"Round":                    {"Omgång", "Voor"},
	"Next: round %d of %d, %s": {"Nästa: omgång %d av %d, %s", "Järgmine: voor %d/%d, %s"},
	"Dealer: %s · starts: %s":  {"Giv: %s · börjar: %s", "Jagab: %s · alustab: %s"},
	"Points left in hand":      {"Poäng kvar på handen", "Käes olevate kaartide punktid"},
	"Key rules":                {"Viktiga regler", "Tähtsad reeglid"},
	"Meld words":               {"Ord för utläggningar", "Kombinatsioonide sõnad"},
	"Every round's contract, explained: protokoll contracts show LIST":                            {"Varje omgångs kontrakt, förklarat: protokoll contracts show LISTA", "Iga vooru leping lahti seletatuna: protokoll contracts show NIMEKIRI"},
	"Working out the best play for %s (once; a few seconds)":                                      {"Räknar ut bästa spelet för %s (en gång; några sekunder)", "Arvutan parimat mängu variandile %s (üks kord; mõni sekund)"},
	"The %s table is ready: %s":                                                                   {"Tabellen för %s är klar: %s", "Variandi %s tabel on valmis: %s"},
	"%s needs no repair: every line reads and keeps the rules.":                                   {"%s behöver ingen lagning: varje rad går att läsa och följer reglerna.", "%s ei vaja parandamist: iga rida on loetav ja reeglitega kooskõlas."},
	"Nothing in it can be kept: the file would be removed (a copy kept).":                         {"Inget i den går att behålla: filen skulle tas bort (en kopia sparas).", "Midagi ei saa alles jätta: fail eemaldataks (koopia jääb alles)."},
	"Lines %d to %d would be cut (a copy of the whole file kept); the game goes on from line %d.": {"Raderna %d till %d skulle skäras bort (en kopia av hela filen sparas); spelet fortsätter från rad %d.", "Read %d kuni %d lõigataks ära (kogu failist jääb koopia); mäng jätkub realt %d."},
	"Repair %s?":           {"Laga %s?", "Parandada %s?"},
	"Nothing was changed.": {"Inget ändrades.", "Midagi ei muudetud."},
	"Repaired; the file as it was is kept in %s.":     {"Lagad; filen som den var finns kvar i %s.", "Parandatud; fail, nagu see oli, on alles: %s."},
	"Who went out: %s":                                {"Gick ut: %s", "Välja läks: %s"},
	"%s's hand: %s (%d points)":                       {"%s har kvar: %s (%d poäng)", "%s käes: %s (%d punkti)"},
	"Save the correction":                             {"Spara rättelsen", "Salvesta parandus"},
	"Leave the round as it was":                       {"Låt omgången vara som den var", "Jäta voor, nagu see oli"},
	"What is wrong in round %d?":                      {"Vad är fel i omgång %d?", "Mis on voorus %d valesti?"},
	"Take back %s?":                                   {"Ta tillbaka %s?", "Võtta tagasi %s?"},
	"Took back: %s":                                   {"Tog tillbaka: %s", "Võeti tagasi: %s"},
	"Nothing to undo.":                                {"Inget att ångra.", "Pole midagi tagasi võtta."},
	"the correction of %s's %s (%s)":                  {"rättelsen av %s: %s (%s)", "paranduse: %s, %s (%s)"},
	"round %d (%s went out)":                          {"omgång %d (%s gick ut)", "voor %d (%s läks välja)"},
	"the correction of round %d (%s)":                 {"rättelsen av omgång %d (%s)", "vooru %d parandus (%s)"},
	"The dice %s are not recorded.":                   {"Tärningarna %s sparas inte.", "Täringuid %s ei salvestata."},
	"No saved games yet (in %s).":                     {"Inga sparade spel ännu (i %s).", "Salvestatud mänge veel pole (kaustas %s)."},
	"Start one: protokoll yatzy, or protokoll rummy":  {"Starta ett: protokoll yatzy eller protokoll rummy", "Alusta: protokoll yatzy või protokoll rummy"},
	"strike %s (0)":                                   {"stryk %s (0)", "kriipsuta %s (0)"},
	"choice":                                          {"val", "valik"},
	"expected final score":                            {"väntad slutsumma", "oodatav lõppskoor"},
	"loses":                                           {"förlorar", "kaotab"},
	"free order":                                      {"valfri ordning", "vaba järjekord"},
	"top to bottom":                                   {"uppifrån och ned", "ülevalt alla"},
	"saved rolls":                                     {"sparade kast", "säästetud viskeid"},
	"joker and +%d":                                   {"joker och +%d", "joker ja +%d"},
	"The dice in your hand, for the hint (%d values)": {"Tärningarna du har, för tipset (%d värden)", "Täringud käes, vihje jaoks (%d väärtust)"},
	"The right dice for this entry (%d values)":       {"De rätta tärningarna för raden (%d värden)", "Selle kande õiged täringud (%d väärtust)"},
	"No hints in %s: its table of best plays is too large to work out.": {"Inga tips i %s: tabellen över bästa spel är för stor att räkna ut.", "Variandis %s vihjeid pole: parimate käikude tabel on liiga suur."},
	"Yes":                               {"Ja", "Jah"},
	"[y/N]":                             {"[j/N]", "[j/E]"},
	"No":                                {"Nej", "Ei"},
	"Enter a number between 1 and %d: ": {"Skriv ett tal mellan 1 och %d: ", "Sisesta arv 1 kuni %d: "},
	"%q is not one of the choices: type a number from 1 to %d": {"%q är inget av valen: skriv ett tal från 1 till %d", "%q pole ükski valikutest: sisesta arv 1 kuni %d"},
	"%q: answer y or n":                               {"%q: svara j eller n", "%q: vasta jah või ei"},
	"input line %d: %v (nothing after it was used)":   {"indatarad %d: %v (inget efter den användes)", "sisendi rida %d: %v (midagi pärast seda ei kasutatud)"},
	"Last round's winner: %s":                         {"Förra omgångens vinnare: %s", "Eelmise vooru võitja: %s"},
	"round %d of %d":                                  {"omgång %d av %d", "voor %d/%d"},
	"List of contracts":                               {"Lista med kontrakt", "Lepingute nimekiri"},
	"Players in seating order (comma-separated, 3–6)": {"Spelare i sittordning (kommaseparerade, 3–6)", "Mängijad istumise järjekorras (komaga, 3–6)"},
	"Who deals first?":                                {"Vem ger först?", "Kes jagab esimesena?"},
	"Round %d of %d · %s":                             {"Omgång %d av %d · %s", "Voor %d/%d · %s"},
	"Check a meld":                                    {"Kontrollera en utläggning", "Kontrolli kombinatsiooni"},
	"Undo the last round":                             {"Ångra senaste omgången", "Võta viimane voor tagasi"},
	"Correct a round":                                 {"Rätta en omgång", "Paranda voor"},
	"Show the scores":                                 {"Visa poängen", "Näita punkte"},
	"Leave (resume later)":                            {"Sluta (fortsätt senare)", "Lõpeta (jätka hiljem)"},
	"Who went out?":                                   {"Vem gick ut?", "Kes läks välja?"},
	"Cards left in %s's hand":                         {"Kort kvar på handen för %s", "Mängija %s kätte jäänud kaardid"},
	"ranks are enough: K 7 2 A; empty if none":        {"valörer räcker: K 7 2 E; tomt om inga", "väärtused piisavad: K 7 2 A; tühi, kui pole"},
	"Cards in %s's %s (0 if none)":                    {"Kort i %[2]s hos %[1]s (0 om ingen)", "Kaarte mängija %s kombinatsioonis %s (0, kui pole)"},
	"Adjust someone's points by hand?":                {"Justera någons poäng för hand?", "Muuta kellegi punkte käsitsi?"},
	"Which contract did %s have?":                     {"Vilket kontrakt hade %s?", "Milline leping oli mängijal %s?"},
	"Whose points?":                                   {"Vems poäng?", "Kelle punktid?"},
	"Points to add (negative to take off)":            {"Poäng att lägga till (negativt drar av)", "Lisatavad punktid (negatiivne lahutab)"},
	"an adjustment needs a reason":                    {"en justering behöver en anledning", "muudatus vajab põhjust"},
	"Whose contract?":                                 {"Vems kontrakt?", "Kelle leping?"},
	"Cards laid (groups apart with |), or hand: and the whole hand": {"Utlagda kort (grupper åtskilda med |), eller hand: och hela handen", "Käidud kaardid (rühmad | eraldi) või käsi: ja kogu käsi"},
	"Which round?":                          {"Vilken omgång?", "Milline voor?"},
	"= %d points":                           {"= %d poäng", "= %d punkti"},
	"A list of your own, from a file…":      {"En egen lista, från en fil…", "Oma nimekiri failist…"},
	"The list's file":                       {"Listans fil", "Nimekirja fail"},
	"%d rolls left":                         {"%d kast kvar", "%d viset jäänud"},
	"keep":                                  {"behåll", "hoia"},
	"roll them all":                         {"kasta om alla", "veereta kõik uuesti"},
	"%.2f points lost against optimal play": {"%.2f poäng förlorade mot optimalt spel", "optimaalse mänguga võrreldes kaotatud %.2f punkti"},
	"best:":                                 {"bäst:", "parim:"},
	"Rolls left (0–2)":                      {"Kast kvar (0–2)", "Viskeid jäänud (0–2)"},
	"? hint: the best box":                  {"? tips: bästa rutan", "? vihje: parim rida"},
	"No hints for maxi: its table is too large for a laptop.": {"Inga tips för maxi: dess tabell är för stor för en bärbar dator.", "Maxi jaoks vihjeid pole: selle tabel on sülearvuti jaoks liiga suur."},
	"(undo the last entry)":                                   {"(ångra senaste)", "(võta viimane tagasi)"},
	"(correct an entry)":                                      {"(rätta en rad)", "(paranda kannet)"},
	"(show the sheet)":                                        {"(visa protokollet)", "(näita lehte)"},
	"(leave, resume later)":                                   {"(sluta, fortsätt senare)", "(lõpeta, jätka hiljem)"},
	"Winner: %s":                                              {"Vinnare: %s", "Võitja: %s"},
	"Winners: %s":                                             {"Vinnare: %s", "Võitjad: %s"},
	"%s's turn, round %d of %d":                               {"Tur: %s, omgång %d av %d", "Kord: %s, voor %d/%d"},
	"Dice (%d values, e.g. %s)":                               {"Tärningar (%d värden, t.ex. %s)", "Täringud (%d väärtust, nt %s)"},
	"Which box?":                                              {"Vilken ruta?", "Milline rida?"},
	"Joker rule (%s): this five of a kind must go in":         {"Jokerregel (%s): dessa fem lika måste läggas i", "Jokerireegel (%s): see viisik tuleb panna reale"},
	"%s scores 0 with these dice and must be struck.":         {"%s ger 0 med de här tärningarna och måste strykas.", "%s annab nende täringutega 0 ja tuleb maha kriipsutada."},
	"Every free box scores 0: strike one.":                    {"Alla lediga rutor ger 0: stryk en.", "Kõik vabad read annavad 0: kriipsuta üks."},
	"Strike %s?":                                              {"Stryka %s?", "Kriipsutada %s?"},
	"Rolls used (1–%d)":                                       {"Använda kast (1–%d)", "Kasutatud viskeid (1–%d)"},
	"Game over":                                               {"Spelet är slut", "Mäng on läbi"},
	"Your best in %s: %d":                                     {"Ditt bästa i %s: %d", "Sinu parim mängus %s: %d"},
	"A new best in %s! previous best %d · new best %d":        {"Nytt rekord i %s! förra bästa %d · nytt bästa %d", "Uus rekord mängus %s! eelmine parim %d · uus parim %d"},
	"Players (comma-separated, 1–8)":                          {"Spelare (kommaseparerade, 1–8)", "Mängijad (komaga eraldatud, 1–8)"},
	"Variant":                                                 {"Variant", "Variant"},
	"Game saved as %s":                                        {"Spelet sparat som %s", "Mäng salvestatud nimega %s"},
	"joker":                                                   {"joker", "joker"},
	"left in hand: %s":                                        {"kvar på handen: %s", "käes alles: %s"},
	"%s (add --strike to strike it)":                          {"%s (lägg till --strike för att stryka)", "%s (kriipsutamiseks lisa --strike)"},
	"%q is a %q game, which this protokoll cannot print":      {"%q är ett %q-spel, som den här protokoll inte kan skriva ut", "%q on %q-mäng, mida see protokoll trükkida ei oska"},
	"%q: type 0, 1 or 2":                                      {"%q: skriv 0, 1 eller 2", "%q: sisesta 0, 1 või 2"},
	"%q: type 0, or %d to %d":                                 {"%q: skriv 0, eller %d till %d", "%q: sisesta 0 või %d kuni %d"},
	"%q: type a whole number, like -10":                       {"%q: skriv ett heltal, som -10", "%q: sisesta täisarv, nt -10"},
	"%q: type the rolls used, 1 to %d":                        {"%q: skriv antalet kast, 1 till %d", "%q: sisesta kasutatud visked, 1 kuni %d"},
	"--%s %q: want NAME=VALUE, like --%s \"Bo=K 7 2 A\"":      {"--%s %q: skriv NAMN=VÄRDE, som --%s \"Bo=K 7 2 A\"", "--%s %q: kirjuta NIMI=VÄÄRTUS, nt --%s \"Bo=K 7 2 A\""},
	"--%s names %s twice":                                     {"--%s nämner %s två gånger", "--%s nimetab mängijat %s kaks korda"},
	"--adjust %q: want NAME=POINTS:REASON, like \"Bo=-10:forgot a card\"":                   {"--adjust %q: skriv NAMN=POÄNG:ANLEDNING, som \"Bo=-10:glömde ett kort\"", "--adjust %q: kirjuta NIMI=PUNKTID:PÕHJUS, nt \"Bo=-10:unustas kaardi\""},
	"--dice and --rolls-left are required (or --start for an empty sheet's expected score)": {"--dice och --rolls-left behövs (eller --start för ett tomt protokolls väntade poäng)", "--dice ja --rolls-left on kohustuslikud (või --start tühja lehe oodatava skoori jaoks)"},
	"--game needs --player: whose sheet?":                                                   {"--game behöver --player: vems protokoll?", "--game vajab --player: kelle leht?"},
	"--left %s: %v":                                                                         {"--left %s: %v", "--left %s: %v"},
	"--list and --players are required":                                                     {"--list och --players behövs", "--list ja --players on kohustuslikud"},
	"--list needs --round: list %s has rounds 1 to %d":                                      {"--list behöver --round: lista %s har omgång 1 till %d", "--list vajab --round: nimekirjas %s on voorud 1 kuni %d"},
	"--out is required: who went out?":                                                      {"--out behövs: vem gick ut?", "--out on kohustuslik: kes läks välja?"},
	"--player, --box and --dice are all required":                                           {"--player, --box och --dice behövs alla", "--player, --box ja --dice on kõik kohustuslikud"},
	"--players is required: 1 to 8 names, comma-separated":                                  {"--players behövs: 1 till 8 namn, kommaseparerade", "--players on kohustuslik: 1 kuni 8 nime, komaga eraldatud"},
	"--rolls %d: a turn uses 1 to 3 rolls (and in maxi any saved ones)":                     {"--rolls %d: en tur använder 1 till 3 kast (och i maxi sparade kast)", "--rolls %d: käigus on 1 kuni 3 viset (maxis ka säästetud)"},
	"--rolls is required in %s: how many rolls the turn used (1 to 3, and any saved)":       {"--rolls behövs i %s: hur många kast turen använde (1 till 3, och sparade)", "--rolls on mängus %s kohustuslik: mitu viset käik kasutas (1 kuni 3 ja säästetud)"},
	"--rolls-left %d: a turn has three rolls, so 0 to 2 are left after one":                 {"--rolls-left %d: en tur har tre kast, så 0 till 2 återstår efter ett", "--rolls-left %d: käigus on kolm viset, seega pärast üht on alles 0 kuni 2"},
	"--round %d has not been played (%d played so far)":                                     {"--round %d är inte spelad (%d spelade hittills)", "--round %d pole mängitud (seni mängitud %d)"},
	"--sheet %q: want BOX=POINTS, like ones=3":                                              {"--sheet %q: skriv RUTA=POÄNG, som ones=3", "--sheet %q: kirjuta RIDA=PUNKTID, nt ones=3"},
	"--sheet %s=%d: no roll scores %d in %s":                                                {"--sheet %s=%d: inget slag ger %d i %s", "--sheet %s=%d: ükski vise ei anna %d real %s"},
	"--sheet names %s twice":                                                                {"--sheet nämner %s två gånger", "--sheet nimetab rida %s kaks korda"},
	"--special %s=%s: want the number of cards in the triss":                                {"--special %s=%s: skriv antalet kort i trissen", "--special %s=%s: kirjuta kaartide arv kolmikus"},
	"-o FILE is required (- for standard output)":                                           {"-o FIL behövs (- för standard ut)", "-o FAIL on kohustuslik (- standardväljundi jaoks)"},
	"a %q game, which this protokoll does not know":                                         {"ett %q-spel, som den här protokoll inte känner", "%q-mäng, mida see protokoll ei tunne"},
	"give --contract or --list with --round, not both":                                      {"ange --contract eller --list med --round, inte båda", "anna --contract või --list koos --round, mitte mõlemat"},
	"give --list or --all, not both":                                                        {"ange --list eller --all, inte båda", "anna --list või --all, mitte mõlemat"},
	"give --sheet or --game, not both":                                                      {"ange --sheet eller --game, inte båda", "anna --sheet või --game, mitte mõlemat"},
	"give one of --players, --columns and --games":                                          {"ange en av --players, --columns och --games", "anna üks neist: --players, --columns, --games"},
	"no cards: give the cards laid, like 7h 7s 7d":                                          {"inga kort: ange de utlagda korten, som 7h 7s 7d", "kaarte pole: anna maha pandud kaardid, nt 7h 7s 7d"},
	"no language in %q":                                                                     {"inget språk i %q", "keelt pole: %q"},
	"the name %s holds a control character (%U): use letters, digits and signs":             {"namnet %s har ett styrtecken (%U): använd bokstäver, siffror och tecken", "nimes %s on juhtmärk (%U): kasuta tähti, numbreid ja märke"},
	"the name %s is not valid text":                                                         {"namnet %s är inte giltig text", "nimi %s ei ole kehtiv tekst"},
	"the name %s… has %d characters: a name has at most %d":                                 {"namnet %s… har %d tecken: ett namn har högst %d", "nimes %s… on %d märki: nimes on kõige rohkem %d"},
	"unknown language %q: want en, sv or et":                                                {"okänt språk %q: välj en, sv eller et", "tundmatu keel %q: vali en, sv või et"},
	"which contract? give --contract TEXT, or --list L --round N":                           {"vilket kontrakt? ange --contract TEXT, eller --list L --round N", "milline leping? anna --contract TEKST või --list L --round N"},
	"which list? give --list L (1–12 or a file) or --all":                                   {"vilken lista? ange --list L (1–12 eller en fil) eller --all", "milline nimekiri? anna --list L (1–12 või fail) või --all"},
	" (process %d)":           {" (process %d)", " (protsess %d)"},
	" (process %d, since %s)": {" (process %d, sedan %s)", " (protsess %d, alates %s)"},
	"%s is a symbolic link: protokoll keeps its games in plain files in its folder, and follows no link": {"%s är en symbolisk länk: protokoll sparar sina spel som vanliga filer i sin mapp och följer inga länkar", "%s on sümboolne link: protokoll hoiab oma mänge tavafailidena oma kaustas ega järgi linke"},
	"%s is not a regular file: protokoll keeps its games in plain files":                                 {"%s är ingen vanlig fil: protokoll sparar sina spel som vanliga filer", "%s ei ole tavaline fail: protokoll hoiab oma mänge tavafailidena"},
	"%v%s: %q is being played there; leave it there first, or try again later":                           {"%v%s: %q spelas där; lämna det där först, eller försök igen senare", "%v%s: seal mängitakse %q; lõpeta seal enne või proovi hiljem uuesti"},
	"bad game name %q: %d bytes, and a file name holds %d; use fewer or plainer letters":                 {"ogiltigt spelnamn %q: %d byte, och ett filnamn rymmer %d; använd färre eller enklare tecken", "sobimatu mängu nimi %q: %d baiti, failinimes mahub %d; kasuta vähem või lihtsamaid märke"},
	"bad game name %q: use 1 to 64 letters, digits, '-', '_' or '.', starting with a letter or digit":    {"ogiltigt spelnamn %q: använd 1 till 64 bokstäver, siffror, '-', '_' eller '.', först en bokstav eller siffra", "sobimatu mängu nimi %q: kasuta 1 kuni 64 tähte, numbrit, '-', '_' või '.', alguses täht või number"},
	"exists already": {"finns redan", "on juba olemas"},
	"game file %s is damaged at line %d: %v (the file was left as it is; protokoll repair shows what to do)":                          {"spelfilen %s är skadad på rad %d: %v (filen lämnades som den är; protokoll repair visar vad man kan göra)", "mängufail %s on real %d vigane: %v (fail jäeti nagu oli; protokoll repair näitab, mida teha)"},
	"game file %s was never finished being created (a crash while it was made): start it again with new --name %s, which replaces it": {"spelfilen %s blev aldrig färdigskapad (en krasch medan den skapades): starta om med new --name %s, som ersätter den", "mängufail %s jäi lõpuni loomata (krahh loomise ajal): alusta uuesti käsuga new --name %s, mis selle asendab"},
	"game is open in another protokoll":                                      {"spelet är öppet i ett annat protokoll", "mäng on avatud teises protokollis"},
	"games cannot be saved in %s: %v":                                        {"spel kan inte sparas i %s: %v", "mänge ei saa salvestada kausta %s: %v"},
	"its checksum does not match: the line was changed after it was written": {"dess kontrollsumma stämmer inte: raden ändrades efter att den skrevs", "kontrollsumma ei klapi: rida muudeti pärast kirjutamist"},
	"its checksum is not a checksum":                                         {"dess kontrollsumma är ingen kontrollsumma", "kontrollsumma ei ole kontrollsumma"},
	"its checksum is not followed by the record":                             {"dess kontrollsumma följs inte av posten", "kontrollsummale ei järgne kirjet"},
	"no folder for game files: set PROTOKOLL_HOME or HOME":                   {"ingen mapp för spelfiler: sätt PROTOKOLL_HOME eller HOME", "mängufailide kaust puudub: määra PROTOKOLL_HOME või HOME"},
	"no such game":                {"inget sådant spel", "sellist mängu pole"},
	"not a JSON record: %q":       {"ingen JSON-post: %q", "ei ole JSON-kirje: %q"},
	"not a protokoll game header": {"inget protokoll-spelhuvud", "ei ole protokolli mängu päis"},
	"not saved":                   {"inte sparat", "salvestamata"},
	"the first line is blank; a game file starts with its header":                    {"första raden är tom; en spelfil börjar med sitt huvud", "esimene rida on tühi; mängufail algab päisega"},
	"the folder for games %s cannot be made: %v":                                     {"mappen för spel %s kan inte skapas: %v", "mängude kausta %s ei saa luua: %v"},
	"the game file was replaced or removed while the game was open":                  {"spelfilen ersattes eller togs bort medan spelet var öppet", "mängufail asendati või eemaldati, kui mäng oli avatud"},
	"the game was never finished being created":                                      {"spelet blev aldrig färdigskapat", "mäng jäi lõpuni loomata"},
	"the header has no checksum: it was changed after it was written":                {"huvudet har ingen kontrollsumma: det ändrades efter att det skrevs", "päisel pole kontrollsummat: seda muudeti pärast kirjutamist"},
	"the line has no checksum: it was changed after it was written":                  {"raden har ingen kontrollsumma: den ändrades efter att den skrevs", "real pole kontrollsummat: seda muudeti pärast kirjutamist"},
	"written by a newer protokoll (format %d; this one reads %d)":                    {"skriven av ett nyare protokoll (format %d; det här läser %d)", "kirjutatud uuema protokolli poolt (vorming %d; see loeb %d)"},
	"a game called %q exists already: choose another name":                           {"ett spel som heter %q finns redan: välj ett annat namn", "mäng nimega %q on juba olemas: vali teine nimi"},
	"a game called %q exists already (made at the same moment): choose another name": {"ett spel som heter %q finns redan (skapat i samma stund): välj ett annat namn", "mäng nimega %q on juba olemas (loodud samal hetkel): vali teine nimi"},
	"no game called %q in %s":                                                        {"inget spel heter %q i %s", "mängu nimega %q pole kaustas %s"},
	"the game file %s changed while it was being opened; try again":                  {"spelfilen %s ändrades medan den öppnades; försök igen", "mängufail %s muutus avamise ajal; proovi uuesti"},
	"not saved: writing to %s failed (%v); the file is as it was before":             {"inte sparat: skrivningen till %s misslyckades (%v); filen är som den var", "salvestamata: kirjutamine faili %s ebaõnnestus (%v); fail on nagu enne"},
	"%s takes %d argument(s), got %d (see %s --help)":                                {"%s tar %d argument, fick %d (se %s --help)", "%s võtab %d argumenti, sai %d (vt %s --help)"},
	"%s takes at least %d argument(s), got %d (see %s --help)":                       {"%s tar minst %d argument, fick %d (se %s --help)", "%s võtab vähemalt %d argumenti, sai %d (vt %s --help)"},
	"%s takes no arguments, got %q":                                                  {"%s tar inga argument, fick %q", "%s ei võta argumente, sai %q"},
	"%v (see %s --help)":                                                             {"%v (se %s --help)", "%v (vt %s --help)"},
	"unknown flag: %s":                                                               {"okänd flagga: %s", "tundmatu lipp: %s"},
	"unknown shorthand flag: %s":                                                     {"okänd kort flagga: %s", "tundmatu lühilipp: %s"},
	"flag needs an argument: %s":                                                     {"flaggan behöver ett värde: %s", "lipp vajab väärtust: %s"},
	"invalid argument %s":                                                            {"ogiltigt värde %s", "vigane väärtus %s"},
	"Five of a kind bonus +%d":                                                       {"Bonus fem lika +%d", "Yatzy boonus +%d"},
}

// T returns the message key in lang, formatted with args; any language
// other than sv and et, and any key without a translation, gets English.
func T(lang string, key Key, args ...any) string {
	s := string(key)
	if tr, ok := catalog[key]; ok {
		switch lang {
		case "sv":
			s = tr[0]
		case "et":
			s = tr[1]
		}
	}
	if len(args) == 0 {
		return s
	}
	return fmt.Sprintf(s, args...)
}

// Say returns err's message in lang. The rules packages' errors say
// themselves in each language; any other error gives its own message.
func Say(lang string, err error) string {
	if l, ok := err.(interface{ In(lang string) string }); ok {
		return l.In(lang)
	}
	return err.Error()
}

// EnglishIn returns the English messages whose words appear in s although
// lang says them otherwise: a fixed part of a message (at least 8
// characters) found in s and in none of lang's messages. It lets a test
// read a whole game's transcript for English that slipped through.
func EnglishIn(lang, s string) []string {
	i := map[string]int{"sv": 0, "et": 1}[lang]
	var theirs strings.Builder
	for _, tr := range catalog {
		theirs.WriteString(tr[i] + "\n")
	}
	var found []string
	for key := range catalog {
		for _, part := range fixedParts(string(key)) {
			part = strings.TrimSpace(part)
			if len([]rune(part)) >= 8 && strings.Contains(s, part) && !strings.Contains(theirs.String(), part) {
				found = append(found, part)
			}
		}
	}
	sort.Strings(found)
	return found
}

// fixedParts cuts a message at its formatting verbs (%d, %-6s, %q).
func fixedParts(msg string) []string {
	var parts []string
	start := 0
	for i := 0; i < len(msg); i++ {
		if msg[i] != '%' {
			continue
		}
		parts = append(parts, msg[start:i])
		i++
		for i < len(msg) && strings.IndexByte("-+# 0123456789.", msg[i]) >= 0 {
			i++
		}
		start = i + 1
	}
	return append(parts, msg[min(start, len(msg)):])
}

// An Error is a refusal of the program's own, kept as its message key and
// arguments so that it is said in the language of whoever reads it.
type Error struct {
	key  Key
	args []any
	is   error // what the refusal is, for errors.Is, when not an argument
}

// Errorf returns the refusal key with args; an argument that is an error
// is said in the same language.
func Errorf(key Key, args ...any) error { return &Error{key, args, nil} }

func (e *Error) Error() string { return e.In("en") }

// In says the refusal in lang.
func (e *Error) In(lang string) string {
	args := make([]any, len(e.args))
	for i, a := range e.args {
		if err, ok := a.(error); ok {
			a = Say(lang, err)
		}
		args[i] = a
	}
	return T(lang, e.key, args...)
}

// Wrap returns the refusal key with args that errors.Is reports as err:
// a sentinel's case said in words of its own.
func Wrap(err error, key Key, args ...any) error { return &Error{key, args, err} }

// Unwrap returns the error the refusal is about, if any.
func (e *Error) Unwrap() error {
	if e.is != nil {
		return e.is
	}
	for _, a := range e.args {
		if err, ok := a.(error); ok {
			return err
		}
	}
	return nil
}
