//go:build race

package storetest

// UnderRace is true when the tests run under the race detector: a hint
// there would work out a whole optimal-play table, a minute under it.
const UnderRace = true
