//go:build !race

package main

// underRace: see race_on_test.go.
const underRace = false
