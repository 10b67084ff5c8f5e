//go:build race

package pdf

// underRace is true when the tests run under the race detector, ten times
// slower: the layout tests then draw a sample of their sheets (every kind,
// the longest names and lists), and the pass without it draws them all.
const underRace = true
