//go:build !race

package contracts

// underRace: see race_on_test.go.
const underRace = false
