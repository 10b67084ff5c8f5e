//go:build !race

package store

// underRace is true when the tests run under the race detector.
const underRace = false
