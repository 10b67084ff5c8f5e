package contracts

// swedish holds every word contracts says in Swedish: the explanations, the
// verdicts' reasons and refusals, the definitions and the key rules. A
// new language is one more file like this and its line in vocab.
var swedish = words{
	lang: "sv", and: " och ", or: " eller ", each: " var", varav: ", varav %s", rest: "resten av korten som en %s",
	sets: [7][2]string{2: {"par (2 lika)", "par (2 lika)"}, 3: {"triss (3 lika)", "trissar (3 lika)"}, 4: {"fyrtal (4 lika)", "fyrtal (4 lika)"},
		5: {"femtal (5 lika)", "femtal (5 lika)"}, 6: {"sextal (6 lika)", "sextal (6 lika)"}},
	fullHouse: [2]string{"kåk (triss och par i en annan valör)", "kåkar (triss och par i en annan valör)"},
	run:       [2]string{"stege", "stegar"},
	kinds: map[string]string{
		"stege": "i valfria färger", "färgstege": "i samma färg", "fyrfärgsstege": "där varje fyra kort i följd har fyra olika färger",
		"varannankortsstege": "med varannan valör (3-5-7-9)", "varannankortsfärgstege": "med varannan valör (3-5-7-9) i samma färg",
		"varannanfärgkortsstege": "där röda och svarta kort växlar",
	},
	sum: "%d kort vars valörer blir %d tillsammans",
	red: "röd", black: "svart", odd: "udda", even: "jämn",
	inRanks: "i %s", min: "alla valörer %s eller högre", max: "alla valörer %s eller lägre", atMostTwo: "med högst %s tvåa",
	suitAll: "bara %s",
	who: func(r Requirement) string {
		switch r.Who {
		case One:
			return "en spelare (" + r.Label + ")"
		case Winner:
			return "förra omgångens vinnare"
		case Others:
			return "övriga"
		}
		return r.Label
	},
	extraWild: "Även %s är jokrar: de räknas in i gränsen färre än hälften som tvåorna, och ger ändå %d poäng kvar på handen.", pass: "Skicka %d kort %s.", build: "Man får bygga på varandras stegar.",
	special:    "Poäng: %s, med kort som läggs till senare, ger −%d poäng per kort.",
	directions: map[string]string{"medsols": "medsols", "motsols": "motsols", "diagonalt": "diagonalt"},
	rankPlurals: map[Rank]string{2: "tvåor", 3: "treor", 4: "fyror", 5: "femmor", 6: "sexor", 7: "sjuor", 8: "åttor",
		9: "nior", 10: "tior", Jack: "knektar", Queen: "damer", King: "kungar", Ace: "ess"},
	phrases: map[whyKey]string{
		"adjustReason":     "en justering för %s behöver en anledning",
		"altColours":       "färgerna måste växla mellan rött och svart",
		"ambiguous":        "%q kan läsas som %s eller som %s: skriv färgen intill sin valör, som 7♥",
		"apart":            "%s och %s ligger inte %d steg isär",
		"atLeast":          "alla valörer måste vara %s eller högre",
		"atMost":           "alla valörer måste vara %s eller lägre",
		"between":          "alla valörer måste vara från %s till %s",
		"cardCount":        "%d × %s: %d kortlekar har %d av varje kort",
		"cardsNot":         "%s är %s: %s",
		"choices":          "inget av valen går: %s",
		"chooseLabel":      "den här given kräver olika av olika spelare: välj en av %s",
		"colour":           "alla kort måste vara %s",
		"correctionReason": "en rättelse behöver en anledning",
		"correctionResult": "en rättelse behöver omgångens resultat",
		"dealer":           "given %q är ingen av spelarna: spelarna är %s",
		"fourSuits":        "varje fyra kort i följd måste ha fyra olika färger",
		"fullHouse":        "inte en triss och ett par i en annan valör",
		"gameOver":         "spelet är slut: alla %d omgångar är spelade",
		"groupNot":         "grupp %d (%s) är %s: %s",
		"groupSize":        "grupp %d (%s) är %s: den har %d kort, %s kräver %d",
		"groups1":          "%d grupp lagd; %s kräver %d",
		"groupsHand":       "grupper (|) säger hur korten lades; en hel hand (--hand) har inga",
		"groupsN":          "%d grupper lagda; %s kräver %d",
		"handShort":        "%d kort på handen; till %s krävs %d",
		"handSize":         "%d kort: en hand har högst %d (%d givna och %d köp)",
		"inRow":            "inte %d valörer i följd från 2 upp till ess (inte runt hörnet)",
		"kakWilds1":        "%d joker i en kåk: trissen får ha en och paret ingen",
		"kakWildsN":        "%d jokrar i en kåk: trissen får ha en och paret ingen",
		"labelWinner":      "%s har %q, inte %q: %s gick ut i omgång %d",
		"laidShortRest":    "%d kort lagda; till %s krävs %d och resten minst 2",
		"laidWrong":        "%d kort lagda; till %s krävs %d",
		"leftOver1":        "korten ger %s, men %s blir över",
		"leftOverN":        "korten ger %s, men %s blir över",
		"missing":          "%s saknas",
		"missingLeft":      "korten kvar på handen för %s saknas (inga är också ett svar)",
		"needResult":       "en omgång behöver sitt resultat",
		"noCards":          "inga kort att pröva",
		"noLabel":          "ingen enda av dem heter %q: välj %s",
		"noList":           "ingen lista med omgångar",
		"noMeld":           "korten räcker inte till %s: %s",
		"noName":           "en spelare behöver ett namn",
		"noPlayer":         "ingen spelare heter %q: spelarna är %s",
		"noSpecial":        "omgång %d har ingen särskild poängräkning",
		"noSuit":           "%s saknar färg: att pröva kombinationer kräver varje korts färg, som %sh",
		"notBesides":       "korten ger %s, men %s till",
		"notCard":          "%q är inget kort: skriv en valör 2–10, Kn, D, K, E (J, Q, A) och en färg h s d c (r, k, ♥ ♠ ♦ ♣), som Kh eller 10♠",
		"notPlayed":        "omgång %d är inte spelad: %d omgångar är det",
		"notRank":          "%q är ingen valör",
		"notSuit":          "%q är inget kort: %q är ingen färg (h s d c, r k, ♥ ♠ ♦ ♣)",
		"nothingUndo":      "inget att ångra",
		"oneSuit":          "inte alla i samma färg",
		"outNoCards":       "%s gick ut och har inga kort kvar",
		"parity":           "alla valörer måste vara %s",
		"parityCard":       "%s är %s: alla valörer måste vara %s",
		"playerErr":        "%s: %s",
		"players":          "%d spelare: spelet är för %d till %d",
		"rankCount":        "%d kort av valören %s: %d kortlekar har %d",
		"ranks":            "valören måste vara %s",
		"restNot":          "korten ger %s, men resten (%s) är %s: %s",
		"sameForAll":       "den här given kräver samma av alla: ta bort %q",
		"set":              "inte %d kort av samma valör, ens med jokrarna",
		"specialCards":     "%s har %d till %d kort, inte %d",
		"step2":            "inte %d valörer med varannan valör (3-5-7-9), ess bara högt",
		"suit":             "alla kort måste vara %s",
		"suitAlone":        "%q är en färg: säg valören med den, som %q",
		"sum":              "valörerna kan inte bli %d tillsammans",
		"sumIs":            "valörerna blir %s = %d, inte %d",
		"tableTogether":    "korten kvar på bordet tillsammans: %s",
		"together":         "varje grupp går för sig, men tillsammans är de inte %s",
		"twice":            "%s två gånger: en stege har varje valör en gång",
		"twiceGiven":       "korten för %s är angivna två gånger",
		"twoCalled":        "två spelare heter %q: namnen måste skilja sig",
		"twos1":            "fler än %d tvåa",
		"twosN":            "fler än %d tvåor",
		"whoOut":           "vem gick ut? %s",
		"wilds1":           "%d joker av %d kort, jokrarna måste vara färre än hälften",
		"wildsN":           "%d jokrar av %d kort, jokrarna måste vara färre än hälften",
	},
	everyColour: map[Colour]string{Red: "röda (♥♦)", Black: "svarta (♠♣)"},
	parities:    map[Parity][2]string{Odd: {"udda", "udda"}, Even: {"jämn", "jämna"}},
	names:       func(_ *words, m Meld) string { return m.Name() },
	coloursN:    map[Colour]string{Red: "röda", Black: "svarta"},
	agree:       func(adj []string, m Meld, count int) []string { return swedishAgreement(adj, m, count > 1) },
	one:         "en",
	runOf:       "på %d kort",
	faces:       [4]string{"Kn", "D", "K", "E"},
	none: func(_ *words, m Meld) string {
		switch {
		case m.Kind == Sum:
			return "inte " + m.Name() // "inte 3 kort där summan är 30"
		case m.Kind == Set && m.Size != 3 && m.Size != 0:
			return "inget " + m.Name() // par, fyrtal, femtal, sextal are neuter
		}
		return "ingen " + m.Name()
	},
	restWord: "resten",
	notes: map[note]string{
		noteParity:   "Udda och jämn går efter valören: %s; en tvåa som är sig själv är jämn.",
		noteSum:      "Ett kort räknas som sin valör: 2–10 som de visar, %s; en joker räknas som kortet den står för.",
		noteEachSuit: "Varje stege är i en färg för sig; olika stegar får vara i olika färger.",
		noteMixed:    "En röd stege får blanda ♥ och ♦, en svart ♠ och ♣.",
		noteOne:      "Varje spelare lägger en av dessa, inte två spelare samma så länge de räcker; med fler spelare än dessa får de upprepas.",
	},
	keyRules: []string{
		"Tvåor är jokrar: en tvåa kan stå för vilket kort som helst, men jokrarna måste vara färre än hälften av varje utläggning (högst %d i ett par, %d i en triss).",
		"Ess är alltid 14, aldrig 1. En stege går från 2 upp till ess och får inte gå runt.",
		"%d kort var; spelaren efter given börjar; given går runt.",
		"Ett kort som ingen tar får köpas i turordning: kortet och ett från högen. Högst %d köp per omgång (%d kort).",
		"Lägg ut när du har omgångens kontrakt. Omgången slutar när någon har blivit av med alla sina kort.",
	},
}
