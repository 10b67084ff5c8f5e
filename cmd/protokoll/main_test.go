package main

import (
	"os"
	"testing"
)

// TestMain lets a test run the program as a child process: the test binary
// itself, with PROTOKOLL_RUN_MAIN set, is protokoll.
func TestMain(m *testing.M) {
	if os.Getenv("PROTOKOLL_RUN_MAIN") == "1" {
		main()
		return
	}
	os.Exit(m.Run())
}
