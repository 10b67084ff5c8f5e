package root_test

import (
	"testing"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
)

// TestMain runs the tests with the package's shared table cache, and the
// test binary as the program for the tests that start it as a process.
func TestMain(m *testing.M) { cmdtest.Main(m) }
