// Command hello is a cobra hello-world: what start-up is measured against
// (BenchmarkStartup).
package main

import (
	"fmt"
	"os"

	"github.com/spf13/cobra"
)

func main() {
	root := &cobra.Command{Use: "hello", Version: "1.0", RunE: func(*cobra.Command, []string) error { fmt.Println("hello"); return nil }}
	if err := root.Execute(); err != nil {
		os.Exit(1)
	}
}
