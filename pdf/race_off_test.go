//go:build !race

package pdf

// underRace: see race_on_test.go.
const underRace = false
