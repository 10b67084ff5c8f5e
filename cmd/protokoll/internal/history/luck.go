package history

// A LuckLine says how far apart luck alone sets the ratings of two
// players of equal skill: after Games games each at tables of Players,
// nine pairs of equal players in ten end with means closer than Gap. A
// gap between two ratings smaller than that says little of who plays
// better. Of the Yatzy family it was measured with players who all play
// optimally (Simulated "optimal_play"); of the card game, which protokoll
// cannot play, with places drawn at random ("random_places"), which is
// what equal skill gives.
type LuckLine struct {
	Players   int     `json:"players"`
	Games     int     `json:"games"`
	Gap       float64 `json:"gap"`
	Simulated string  `json:"simulated"`
}

// luckGames are the numbers of games each player has played that the
// gaps were measured after.
var luckGames = [...]int{5, 10, 20, 50, 100}

// luckGaps are the gaps measured (luck_test.go measures them again), by
// the family (0 Yatzy, 1 the card game), the players at the table less
// two (2, 3, 4 or more), and luckGames: 4,000 tables of equal players
// each, rated with openskill.Default, their first two players' gap. The
// Yatzy players' totals are drawn from 100,000 games of scandinavian
// played optimally (testdata/optimal-scandinavian.txt, simulated by
// scoresheet/optimal), ties and all.
var luckGaps = [2][3][len(luckGames)]float64{
	{ // Yatzy, optimal play
		{12.1, 12.2, 9.8, 6.2, 4.2}, // two at the table
		{12.3, 12.1, 9.9, 6.6, 4.5}, // three
		{11.8, 12.1, 11, 7.3, 5},    // four
	},
	{ // the card game, random places
		{12.1, 12.4, 9.9, 6.3, 4.3},
		{12.3, 12.1, 10.1, 6.5, 4.6},
		{11.9, 12.1, 10.6, 7.2, 5},
	},
}

// Luck is what luck alone gives in a kind's ratings: the gaps measured
// between two equal players, by the players at the table less two (2, 3,
// 4 or more) and luckGames, and how the equal players were simulated
// (LuckLine.Simulated).
type Luck struct {
	Simulated string
	Gaps      [3][len(luckGames)]float64
}

// luckOf is the luck line of a family of kind k, whose games have
// players at the table and whose rated players have played games each
// (the medians): the gap measured after as many games or fewer, at a
// table as large (two to four); a zero line where k's luck was not
// measured.
func luckOf(k *Kind, players, games int) LuckLine {
	if k.Luck == nil {
		return LuckLine{}
	}
	players = min(max(players, 2), 4)
	i := 0
	for i+1 < len(luckGames) && luckGames[i+1] <= games {
		i++
	}
	return LuckLine{Players: players, Games: luckGames[i], Gap: k.Luck.Gaps[players-2][i], Simulated: k.Luck.Simulated}
}
