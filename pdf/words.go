package pdf

import "fmt"

// The sheets' own words, by language; box and card-game words come from
// the rules packages.
var words = map[string][3]string{ // en, sv, et
	"Date":              {"Date", "Datum", "Kuupäev"},
	"Game":              {"Game", "Spel", "Mäng"},
	"Winner":            {"Winner", "Vinnare", "Võitja"},
	"Winners":           {"Winners", "Vinnare", "Võitjad"},
	"Round":             {"Round", "Omgång", "Voor"},
	"Total":             {"Total", "Totalt", "Kokku"},
	"Saved rolls":       {"Saved rolls", "Sparade kast", "Säästetud viskeid"},
	"Dealer":            {"Dealer", "Giv", "Jagaja"},
	"rounds":            {"rounds", "omgångar", "vooru"},
	"Lowest total wins": {"Lowest total wins", "Lägst totalt vinner", "Väikseim summa võidab"},
	"Card points":       {"Points left in hand", "Poäng kvar på handen", "Käes olevate kaartide punktid"},
	"Key rules":         {"Key rules", "Viktiga regler", "Tähtsad reeglid"},
	"in progress":       {"in progress", "pågår", "pooleli"},
	"Yatzy sheet":       {"Yatzy", "Yatzy", "Yatzy"},
}

// rules are the card game's key rules, printed on the cheat sheet.
var rules = map[string][]string{
	"en": {
		"Twos are wild: a two may stand for any card, but wilds must be fewer than half of each meld (a pair none, a triss one).",
		"The ace is always 14, never 1. Runs go from 2 up to the ace and never wrap around.",
		"11 cards each; the player after the dealer starts; the deal goes round.",
		"A discard nobody takes may be bought, in turn: it and one card from the pile. At most 3 buys a round (17 cards).",
		"Lay down when you hold the round's contract. The round ends when someone has no cards left.",
	},
	"sv": {
		"Tvåor är jokrar: en tvåa kan stå för vilket kort som helst, men jokrarna måste vara färre än hälften av varje utläggning (ett par inga, en triss en).",
		"Ess är alltid 14, aldrig 1. En stege går från 2 upp till ess och får inte gå runt.",
		"11 kort var; spelaren efter given börjar; given går runt.",
		"Ett kort som ingen tar får köpas i turordning: kortet och ett från högen. Högst 3 köp per omgång (17 kort).",
		"Lägg ut när du har omgångens kontrakt. Omgången slutar när någon har blivit av med alla sina kort.",
	},
	"et": {
		"Kahed on jokkerid: kahe võib asendada mis tahes kaarti, kuid jokkereid peab olema vähem kui pool igast kombinatsioonist (paaris mitte ühtegi, kolmikus üks).",
		"Äss on alati 14, mitte kunagi 1. Rida läheb kahest ässani ega käi ringi.",
		"Igaühele 11 kaarti; alustab jagajast järgmine; jagamine käib ringi.",
		"Kaarti, mida keegi ei võta, võib järjekorras osta: see ja üks pakist. Kõige rohkem 3 ostu vooru kohta (17 kaarti).",
		"Käi välja, kui sul on vooru leping. Voor lõpeb, kui kellelgi pole enam kaarte.",
	},
}

func word(lang, key string) string {
	w, ok := words[key]
	if !ok {
		return key
	}
	switch lang {
	case "sv":
		return w[1]
	case "et":
		return w[2]
	}
	return w[0]
}

func langRules(lang string) []string {
	if r, ok := rules[lang]; ok {
		return r
	}
	return rules["en"]
}

// hint returns a box's rule in a few words, for the blank sheet.
func hint(variant, box, lang string) string {
	var alike, sumAll string
	switch lang {
	case "sv":
		alike, sumAll = "lika", "summan av alla"
	case "et":
		alike, sumAll = "ühesugust", "kõigi summa"
	default:
		alike, sumAll = "alike", "sum of all"
	}
	standard := variant == "standard"
	maxi := variant == "maxi"
	faces := map[string]int{"ones": 1, "twos": 2, "threes": 3, "fours": 4, "fives": 5, "sixes": 6}
	if f, ok := faces[box]; ok {
		return fmt.Sprintf("%d + %d + …", f, f)
	}
	switch box {
	case "one_pair":
		return "2 " + alike
	case "two_pairs":
		return "2 + 2 " + alike
	case "three_pairs":
		return "2 + 2 + 2 " + alike
	case "three_of_a_kind":
		if standard {
			return "3 " + alike + ": " + sumAll
		}
		return "3 " + alike
	case "four_of_a_kind":
		if standard {
			return "4 " + alike + ": " + sumAll
		}
		return "4 " + alike
	case "five_of_a_kind":
		return "5 " + alike
	case "small_straight":
		if standard {
			return "4 → = 30"
		}
		return "1-2-3-4-5 = 15"
	case "large_straight":
		if standard {
			return "5 → = 40"
		}
		return "2-3-4-5-6 = 20"
	case "full_straight":
		return "1-2-3-4-5-6 = 21"
	case "full_house":
		if standard {
			return "3 + 2 " + alike + " = 25"
		}
		return "3 + 2 " + alike
	case "castle":
		return "3 + 3 " + alike
	case "tower":
		return "4 + 2 " + alike
	case "chance":
		return sumAll
	case "yatzy":
		if maxi {
			return "6 " + alike + " = 100"
		}
		return "5 " + alike + " = 50"
	}
	return ""
}
