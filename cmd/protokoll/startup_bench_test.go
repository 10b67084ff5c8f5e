package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// BenchmarkStartup runs whole commands as a person would, side by side
// with a cobra hello-world built by the same Go (testdata/hello): an op is
// one run of the program. The README's Performance section gives the
// figures and their ratio to the hello-world.
func BenchmarkStartup(b *testing.B) {
	dir := b.TempDir()
	build := func(name, pkg string) string {
		out := filepath.Join(dir, name)
		if msg, err := exec.Command("go", "build", "-o", out, pkg).CombinedOutput(); err != nil {
			b.Fatalf("go build %s: %v\n%s", pkg, err, msg)
		}
		return out
	}
	hello := build("hello", "./testdata/hello")
	prog := build("protokoll", ".")
	home := filepath.Join(dir, "home")
	env := append(os.Environ(), "PROTOKOLL_HOME="+home, "PROTOKOLL_CACHE="+filepath.Join(dir, "cache"), "LANG=C")
	run := func(b *testing.B, name string, args ...string) {
		cmd := exec.Command(name, args...)
		cmd.Env = env
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("%s %s: %v\n%s", name, strings.Join(args, " "), err, out)
		}
	}
	run(b, prog, "yatzy", "new", "--players", "Anna,Bo", "--name", "g")
	run(b, prog, "yatzy", "record", "g", "--player", "Anna", "--dice", "66624", "--box", "sixes")
	run(b, prog, "yatzy", "advise", "--prepare")
	game := filepath.Join(home, "g.jsonl")
	before, err := os.ReadFile(game)
	if err != nil {
		b.Fatal(err)
	}
	for _, bc := range []struct {
		name string
		prog string
		args []string
	}{
		{"hello-world --version", hello, []string{"--version"}},
		{"--version", prog, []string{"--version"}},
		{"yatzy score", prog, []string{"yatzy", "score", "66624"}},
		{"yatzy show", prog, []string{"yatzy", "show", "g"}},
		{"yatzy record", prog, nil},
		{"yatzy advise (cached table)", prog, []string{"yatzy", "advise", "--dice", "66624", "--rolls-left", "2"}},
		{"rummy check (resten, 8 wilds)", prog, strings.Fields("rummy check --list 4 --round 13 --hand 2h 2h 2s 2s 2d 2d 2c 2c Ah As Ad Ac Kh Ks Kd Kc Ad")},
	} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				if bc.args == nil {
					// The same record each time, into the game as it was: a
					// game that grew by a line a run would measure reading
					// ever longer files. Putting the bytes back is a small
					// write, not synced.
					if err := os.WriteFile(game, before, 0o600); err != nil {
						b.Fatal(err)
					}
					run(b, bc.prog, "yatzy", "record", "g", "--player", "Bo", "--dice", "12346", "--box", "chance")
					continue
				}
				cmd := exec.Command(bc.prog, bc.args...)
				cmd.Env = env
				cmd.Run() // rummy check exits 1 for a claim that does not hold
			}
		})
	}
}
