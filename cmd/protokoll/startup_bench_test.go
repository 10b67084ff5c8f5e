package main

import (
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

var maxiCache = flag.String("maxi.cache", "", "BenchmarkStartup: a cache folder holding maxi's prepared table (advise --prepare --variant maxi; read, never written): cached maxi advice is timed too")

// BenchmarkStartup runs whole commands as a person would, side by side
// with a cobra hello-world built by the same Go (testdata/hello): an op is
// one run of the program. The package doc (main.go) gives the figures
// and their ratio to the hello-world; the README's performance table
// the same. With -maxi.cache DIR, advice on maxi positions is timed too,
// reading maxi's table prepared in DIR (minutes to prepare, so not
// here).
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
	// Each command is timed beside the hello-world, run by run in turn, so
	// that the ratio (the "×hello" column) holds while the machine's load
	// comes and goes; ns/op is the command's own time.
	// The CPU time of a command's own process (user and system), summed:
	// on a machine shared with other work it varies far less than the
	// wall time.
	var cpu time.Duration
	cpuOf := func(cmd *exec.Cmd) {
		if ps := cmd.ProcessState; ps != nil {
			cpu += ps.UserTime() + ps.SystemTime()
		}
	}
	timed := func(f func()) time.Duration {
		start := time.Now()
		f()
		return time.Since(start)
	}
	cases := []struct {
		name string
		args []string
	}{
		{"--version", []string{"--version"}},
		{"yatzy score", []string{"yatzy", "score", "66624"}},
		{"yatzy show", []string{"yatzy", "show", "g"}},
		{"yatzy record", nil},
		{"yatzy advise (cached table)", []string{"yatzy", "advise", "--dice", "66624", "--rolls-left", "2"}},
		{"rummy check (resten, 8 wilds)", strings.Fields("rummy check --list 4 --round 13 --hand 2h 2h 2s 2s 2d 2d 2c 2c Ah As Ad Ac Kh Ks Kd Kc Ad")},
	}
	maxiEnv := env
	if *maxiCache != "" {
		maxiEnv = append(os.Environ(), "PROTOKOLL_HOME="+home, "PROTOKOLL_CACHE="+*maxiCache, "LANG=C")
		cases = append(cases,
			struct {
				name string
				args []string
			}{"yatzy advise maxi, empty sheet (cached table)", strings.Fields("yatzy advise --variant maxi --dice 666412 --rolls-left 2")},
			struct {
				name string
				args []string
			}{"yatzy advise maxi, 10 boxes free (cached table)", strings.Fields("yatzy advise --variant maxi --dice 666412 --rolls-left 6 --sheet ones=3,twos=6,threes=9,fours=12,one_pair=10,two_pairs=18,three_pairs=24,small_straight=15,chance=25,maxi_yatzy=0")},
		)
	}
	for _, bc := range cases {
		b.Run(bc.name, func(b *testing.B) {
			var own, base time.Duration
			cpu = 0
			for b.Loop() {
				b.StopTimer()
				base += timed(func() { run(b, hello, "--version") })
				if bc.args == nil {
					// The same record each time, into the game as it was: a
					// game that grew by a line a run would measure reading
					// ever longer files.
					if err := os.WriteFile(game, before, 0o600); err != nil {
						b.Fatal(err)
					}
				}
				b.StartTimer()
				own += timed(func() {
					if bc.args == nil {
						run(b, prog, "yatzy", "record", "g", "--player", "Bo", "--dice", "12346", "--box", "chance")
						return
					}
					cmd := exec.Command(prog, bc.args...)
					cmd.Env = env
					if strings.Contains(bc.name, "maxi") {
						// Advice it must be, not a refusal (a table not
						// prepared is refused at once).
						cmd.Env = maxiEnv
						if out, err := cmd.CombinedOutput(); err != nil {
							b.Fatalf("%s: %v\n%s", strings.Join(bc.args, " "), err, out)
						}
						cpuOf(cmd)
						return
					}
					cmd.Run() // rummy check exits 1 for a claim that does not hold
					cpuOf(cmd)
				})
			}
			b.ReportMetric(float64(base.Nanoseconds())/float64(b.N)/1e6, "hello-ms")
			b.ReportMetric(float64(own)/float64(base), "×hello")
			if cpu > 0 {
				b.ReportMetric(float64(cpu.Nanoseconds())/float64(b.N)/1e6, "cpu-ms")
			}
		})
	}
}
