//go:build !race

package optimal

// underRace: see race_on_test.go.
const underRace = false
