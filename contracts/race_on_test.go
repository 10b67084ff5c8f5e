//go:build race

package contracts

// underRace is true when the tests run under the race detector, ten times
// slower: the property tests then try fewer random cards, and the pass
// without it tries them all.
const underRace = true
