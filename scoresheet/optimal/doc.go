// Package optimal computes the optimal solitaire strategy of the Yatzy
// variants: for every state of a player's sheet, the expected final score
// under play that maximises it, and from that the best keep or box for
// dice in hand.
//
// A state is the set of filled boxes, the upper sum (capped at the bonus
// threshold, past which it no longer matters) and, in the standard game,
// whether the yatzy box holds 50. States are solved from the full sheet
// backwards; within a turn, the three rolls are a small dynamic programme
// over the 462 multisets of up to five dice (a "widget").
//
// The same table says how a player's game goes from here when they play
// it: each turn's outcomes with their chances (Outcomes), the exact
// distribution of the points still to come over every state that can
// follow (Distribution, for late sheets; Simulate otherwise), and the
// chances of each player at a table finishing first (Chances).
//
// maxi is not solved: with twenty boxes its table has 57 million sheet
// states before the saved rolls multiply them, too large for a laptop.
// Every rule fact (the joker, the bonuses, the Yatzy's points, the rolls
// of a turn) comes from package scoresheet; a variant the solver cannot
// solve (a forced game filled bottom-up, more than 15 boxes in free
// order) is an error, never a wrong table.
//
// # Expected scores
//
// Expected final scores from an empty sheet, each a test:
//
//	variant                  expected   checked against
//	scandinavian             248.4400   the published 248.44
//	standard (forced joker)  254.5877   Verhoeff's 254.59; his exact 254.5896
//	                                    comes out under his own joker rule
//	                                    (joker only once the face's upper box
//	                                    is filled, nothing forced), which the
//	                                    tests solve too
//	standard (free joker)    254.7099
//	forced                   122.5585   brute force of its last turns, and a
//	                                    simulation of its strategy
//
// The values are the same to 1e-9 whatever the speed-ups below (the
// published values and a brute force of the last turns are tests).
//
// # Working out a table
//
// The table has 1.43 million reachable sheet states; upper sums with the
// same future are worked out once (840,000 left), both cores share each
// level, and a state's final rolls look only at the rolls that score. The
// states of one sheet mask differ only in their upper sum, so four of them
// are worked out together (batch.go): each link between keeps is read once
// for the four, and their sums overlap in the processor. The maxima (the
// best keep within each multiset, the best box for each roll) compare the
// values' bits as integers, which needs no branch: the values are never
// negative, and the bits of non-negative floats order as the floats do.
// Before these two, the scandinavian table took 2.55 s.
//
// Measured on the project's 2-core machine (Go 1.26.8, linux/amd64) with
// go test -run XXX -bench 'Solve|Widget' -benchmem ./scoresheet/optimal:
//
//	table                               time                        allocated
//	scandinavian                        1.31 s                      42 MB
//	standard                            0.48 s                      29 MB
//	forced                              1.3 ms                      0.7 MB
//	four sheet states at once, every
//	box free (final rolls + turn)       5.0 µs + 8.3 µs             none
//
// The whole "protokoll yatzy advise --prepare" for scandinavian takes
// 1.36 s wall, peak RSS 62 MB. The command keeps a table in the cache
// folder (package tablecache: 16.8 MB for scandinavian, 8.4 MB for
// standard, versioned and checksummed), so that after the first use
// advice takes about 22 ms for the whole command (19.1 ms measured by
// the start-up benchmark of package main), and a game at the table keeps
// its table between hints.
//
// # The distribution of final scores
//
// Distribution from an empty sheet (advise --start --distribution) is
// exact: every turn's outcomes are followed through every state of the
// table, and its mean is the expected score above to 1e-6 (a test, for
// scandinavian and standard). Half the scandinavian games end at 249 or
// more, one in ten below 203, one in ten at 299 or more. Working it out
// follows all 840,000 states once (6.5 s and 470 MB for scandinavian, 4 s
// for standard); the command keeps it in the cache folder beside the
// table, 3 KB.
//
// # Each player's chance to win
//
// Chances says each player's chance to win from where the game stands,
// and to share the win, when every player plays the rest for the highest
// expected score. Each player's final score is their points and the
// distribution of what is still to come under that play; the players'
// dice are independent, so the chances follow from the distributions.
//
// A late sheet's distribution is exact: every turn's outcomes with their
// chances (the same keeps and boxes advice gives, ties to the larger keep
// and the box listed first), followed through every state that can come
// after it (up to MaxExact, 25,000 states: nine free boxes with the upper
// section among them, or more with it filled); its mean is the table's
// expected score, to 1e-6 (a test). An earlier sheet has up to 1.4
// million states ahead, so its distribution comes from simulated games of
// its player, a thousand at a time until every chance is within a
// percentage point 19 times out of 20 (by the chances' own spread, worked
// out from the games: the delta method, checked against the spread of 60
// repeated simulations), and never more than 10,000, which puts any
// chance within it (1.96 · √(¼/10,000)); the result says which, and how
// many games. The same game gives the same figures every time.
//
// A turn's outcomes take 15–17 µs to work out (-bench Turn), and each
// simulated player meets about ten thousand states of its own, so the
// simulation stops as soon as its own spread allows (usually after 3,000
// to 5,000 games a player, not the 10,000 the worst case needs), and a
// game's last two turns count every way they can go (there are few such
// states, shared by all games) instead of one roll of the dice. An exact
// distribution with nine free boxes, the upper section among them, takes
// 0.15 s (-bench Distribution).
//
// Eight players after the same number of turns each (their boxes at
// random), the table already worked out: go test -run XXX -bench Chances
// ./scoresheet/optimal (the machine was shared with other work; runs vary
// by a quarter):
//
//	turns played                    scandinavian  standard      how
//	0 (all sheets alike: one        0.24–0.31 s   0.22–0.31 s   simulated
//	  distribution)
//	1                               1.1–1.4 s     1.6–1.7 s     simulated
//	2                               1.5–1.8 s     1.2–1.3 s     simulated
//	3                               1.0–1.1 s     0.7–0.8 s     simulated
//	4                               0.9–1.0 s     0.7–0.8 s     simulated
//	5                               0.6–0.7 s     0.35–0.38 s   some exact
//	7                               0.10–0.13 s   0.04–0.06 s   exact
//	9                               20–25 ms      6–9 ms        exact
//	12                              2–3 ms        0.2–0.4 ms    exact
//
// # Playing to win
//
// Chances are of play for the highest expected score, not for the win:
// late in a game the player behind does better to chase what they need
// (Bo, 30 behind with only chance left, draws level with five sixes 0.4 %
// of the time playing for points, 1.3 % keeping only sixes).
//
// AdviseToWin gives the choice with the highest chance to win, against the
// other players' final scores as Chances has them (each playing for
// points, independent of the player), when the player also makes every
// later choice to win. Winning means finishing ahead of all of them; a
// shared first place does not count. The hint at a table of more than one
// player says it under the usual advice ("To beat Bo: keep 6 6, win chance
// 3% instead of 1%", or "To beat Bo: the same"), Bo being the other player
// with the highest expected total. It is exact: every state ahead of the
// sheet is worked out for every total the player may have there (a test
// checks the last turn against every outcome of the dice), which is cheap
// for the last three or four turns (at most MaxToWin, 400 states ahead:
// 0.1 s with five free boxes against one opponent, go test -run XXX
// -bench AdviseToWin ./scoresheet/optimal). Before that, the method is to
// play for points and turn to playing to win when the exact method can
// take over: the hint gives the usual advice only, and advise --to-win
// says it is too early.
//
// Most of what playing to win gains comes in those last turns. From a
// position with six boxes left (fours, fives, sixes, full house, yatzy and
// chance; Anna 150 with 18 in the upper section, Bo 265 with two boxes
// left and playing for points), Anna wins 11.19% playing for points all
// along (exact) and 14.48% playing for points and then to win once 400
// states or fewer are ahead (30,000 games, go test -run ToWinEarly
// ./scoresheet/optimal -towin.games 30000). A cheaper estimate for the
// early turns was tried and dropped: valuing each box of the turn by a
// bell curve of the final total (the table's mean and the spread of the
// points to come, which takes a second pass over every state, 8 s)
// changed the win rate by +0.05 ± 0.21 points in 1,000 games paired on the
// same dice: nothing worth the wait. The limit, then: early in a game the
// advice does not chase the win.
//
// Played out from three late positions where Anna is behind Bo, who plays
// for points, 100,000 games of Anna playing to win each (go test -run
// HeadToHead ./scoresheet/optimal -towin.games 100000, 46 s):
//
//	position                                     claimed   won       for points
//	30 behind, chance and yatzy left             8.97 %    9.01 %    6.15 %
//	50 behind, sixes (bonus open), full house,   57.25 %   57.29 %   56.84 %
//	  chance left
//	45 behind, four of a kind, large straight,   2.95 %    3.00 %    1.65 %
//	  yatzy left
//
// The test pass plays 3,000 games a position and checks the rate is
// within 4σ of the claim.
package optimal
