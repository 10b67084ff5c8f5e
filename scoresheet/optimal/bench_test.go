package optimal

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/kitchentable/protokoll/scoresheet"
)

// reportCPU starts counting the CPU time of b's loop; the function it
// returns reports it, as CPU-s an op (on both cores, more than the time).
func reportCPU(b *testing.B) func() {
	start := cpuTime()
	return func() { b.ReportMetric((cpuTime()-start).Seconds()/float64(b.N), "CPU-s/op") }
}

func BenchmarkSolve(b *testing.B) {
	for _, v := range []*scoresheet.Variant{scoresheet.Scandinavian(), scoresheet.Standard(), scoresheet.Forced()} {
		b.Run(v.ID, func(b *testing.B) {
			b.ReportAllocs()
			defer reportCPU(b)()
			for b.Loop() {
				if _, err := Solve(v, scoresheet.Choices{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkWidget is the solver's work for lanes sheet states at once:
// the final rolls' values (fillFinal, here with every box free) and the
// turns worked back to their start, in the kernel the processor runs
// (AVX2 assembly where it has it) and in Go.
func BenchmarkWidget(b *testing.B) {
	g, err := newGame(scoresheet.Scandinavian(), scoresheet.Choices{})
	if err != nil {
		b.Fatal(err)
	}
	t := &Table{variant: g.v, choices: g.choices, ev: make([]float64, g.size()), game: g}
	w := newWidget(g)
	ups := [lanes]int{0, 3, 6, 9, 12, 15, 18, 21}
	b.Run("fillFinal", func(b *testing.B) {
		for b.Loop() {
			t.fillFinals(w, 0, 0, &ups)
		}
	})
	for _, k := range []*kernel{g.kern, newKernel(g.d, false)} {
		name := "turn"
		if !k.avx2 {
			name += "/go"
		}
		b.Run(name, func(b *testing.B) {
			for b.Loop() {
				t.fillFinals(w, 0, 0, &ups) // the turn works in the values
				k.turn(w.rows)
			}
		})
	}
}

// BenchmarkDistribution is a player's exact distribution of points to
// come from the latest sheets Distribution still works through, for each
// number of free boxes: the free boxes are the first ones (the upper
// section among them, the costly case), the upper sum 0.
func BenchmarkDistribution(b *testing.B) {
	for _, v := range []*scoresheet.Variant{scoresheet.Scandinavian(), scoresheet.Standard()} {
		tab, err := Solve(v, scoresheet.Choices{})
		if err != nil {
			b.Fatal(err)
		}
		for free := 1; free <= len(v.Boxes); free++ {
			st := State{Filled: map[scoresheet.Box]bool{}}
			for _, box := range v.Boxes[free:] {
				st.Filled[box] = true
			}
			mask, upper, y, _ := tab.key(st)
			if n := tab.ahead(spot{mask, upper, y}, MaxExact); n > MaxExact {
				break
			}
			b.Run(fmt.Sprintf("%s/free=%d", v.ID, free), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if _, err := tab.Distribution(st); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkTurn is turns' outcomes under the table's play (Outcomes'
// work): from the empty scandinavian sheet alone, and eight at once, the
// sheets with one box filled (the first eight), as a simulation and a
// distribution work them out.
func BenchmarkTurn(b *testing.B) {
	tab, err := Solve(scoresheet.Scandinavian(), scoresheet.Choices{})
	if err != nil {
		b.Fatal(err)
	}
	f := newForward(tab.game)
	out := make([][]move, lanes)
	b.Run("one", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			tab.forwardTurns(f, []spot{{}}, out)
		}
	})
	var spots []spot
	for box := range lanes {
		spots = append(spots, spot{mask: 1 << box})
	}
	b.Run("eight", func(b *testing.B) {
		b.ReportAllocs()
		for b.Loop() {
			tab.forwardTurns(f, spots, out)
		}
	})
}

// BenchmarkChances is the chances of eight players, each with a random
// sheet after the same number of turns (their boxes chosen at random,
// each upper box with three of its face), from a table already solved.
func BenchmarkChances(b *testing.B) {
	for _, v := range []*scoresheet.Variant{scoresheet.Scandinavian(), scoresheet.Standard()} {
		tab, err := Solve(v, scoresheet.Choices{})
		if err != nil {
			b.Fatal(err)
		}
		for _, turns := range []int{0, 1, 2, 3, 4, 5, 7, 9, 12} {
			r := rand.New(rand.NewPCG(8, uint64(turns)))
			var players []Player
			for range 8 {
				boxes := append([]scoresheet.Box(nil), v.Boxes...)
				r.Shuffle(len(boxes), func(i, j int) { boxes[i], boxes[j] = boxes[j], boxes[i] })
				p := Player{State: State{Filled: map[scoresheet.Box]bool{}}}
				for _, box := range boxes[:turns] {
					p.State.Filled[box] = true
					if box.Upper() {
						p.State.Upper += 3 * box.Face()
					}
					p.Points += 15
				}
				players = append(players, p)
			}
			b.Run(fmt.Sprintf("%s/turns=%d", v.ID, turns), func(b *testing.B) {
				defer reportCPU(b)()
				for b.Loop() {
					if _, err := tab.Chances(players, 1); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// BenchmarkAdviseToWin is the to-win advice at the start of a turn with
// the last boxes free (the upper ones among them, the costly case),
// against one opponent certain to finish 40 points above the player's
// expected total.
func BenchmarkAdviseToWin(b *testing.B) {
	tab, err := Solve(scoresheet.Scandinavian(), scoresheet.Choices{})
	if err != nil {
		b.Fatal(err)
	}
	v := scoresheet.Scandinavian()
	for free := 1; free <= 5; free++ {
		st := State{Filled: map[scoresheet.Box]bool{}, Upper: 40}
		for _, box := range v.Boxes {
			st.Filled[box] = true
		}
		for _, box := range []scoresheet.Box{scoresheet.Sixes, scoresheet.Fives, scoresheet.Chance, scoresheet.Yatzy, scoresheet.FullHouse}[:free] {
			delete(st.Filled, box)
		}
		e, err := tab.Expected(st)
		if err != nil {
			b.Fatal(err)
		}
		win := Beat([]Distribution{{Lo: 200 + int(e) + 40, P: []float64{1}}})
		b.Run(fmt.Sprintf("free=%d", free), func(b *testing.B) {
			for b.Loop() {
				if _, err := tab.AdviseToWin(st, 200, scoresheet.Roll{6, 6, 5, 2, 1}, 2, win); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkStartDistribution is the distribution of final scores from the
// empty sheet (advise --start --distribution), from a table already
// solved: every state play can reach followed once.
func BenchmarkStartDistribution(b *testing.B) {
	for _, v := range []*scoresheet.Variant{scoresheet.Scandinavian(), scoresheet.Standard()} {
		tab, err := Solve(v, scoresheet.Choices{})
		if err != nil {
			b.Fatal(err)
		}
		b.Run(v.ID, func(b *testing.B) {
			b.ReportAllocs()
			defer reportCPU(b)()
			for b.Loop() {
				tab.StartDistribution()
			}
		})
	}
}

// BenchmarkLate: whether a sheet is late enough for the exact method,
// asked of a table made for the question (a hint to win asks it).
func BenchmarkLate(b *testing.B) {
	v := scoresheet.Scandinavian()
	for _, free := range []int{3, 6} {
		st := State{Filled: map[scoresheet.Box]bool{}}
		for _, box := range v.Boxes[free:] {
			st.Filled[box] = true
		}
		b.Run(fmt.Sprintf("free=%d", free), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Late(v, scoresheet.Choices{}, st); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
