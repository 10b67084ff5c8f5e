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
package optimal
