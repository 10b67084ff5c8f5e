//go:build race

package optimal

// underRace is true when the tests run under the race detector, five to
// ten times slower: the checks against brute force then try fewer θ (the
// solver's goroutines are the same for every θ), and the pass without it
// tries them all.
const underRace = true
