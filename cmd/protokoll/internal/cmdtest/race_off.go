//go:build !race

package cmdtest

// UnderRace is true when the tests run under the race detector.
const UnderRace = false
