package tablecache

import (
	"cmp"
	"math"
	"os"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// A game at the table, or served to phones, asks for its tables at its
// first hint: worked out then, the night's first hint took seconds. Warm
// starts on them as the game starts, in the background and saying
// nothing; a hint asked before they are ready waits for them with a
// progress line (await), never working a table out twice.

// warming is what a run's tables are working out in the background,
// shared by the Tables In returns.
type warming struct {
	mu   sync.Mutex
	jobs map[string]*job
}

// A job is one table being made ready in the background.
type job struct {
	batch    []*job // the jobs warmed one after another with it, itself among them
	done     chan struct{}
	progress atomic.Uint64  // how much is done, 0 to 1, as float64 bits
	table    *optimal.Table // the expected score's table, read or worked out; nil for a risk table or on an error
}

func (j *job) set(done float64) { j.progress.Store(math.Float64bits(done)) }
func (j *job) get() float64     { return math.Float64frombits(j.progress.Load()) }

// ahead is how much of the work up to j's end is done: a table waiting
// for those warmed before it says how far they are too, not 0%.
func (j *job) ahead() float64 {
	if len(j.batch) == 0 {
		return j.get()
	}
	done, n := 0.0, 0
	for _, b := range j.batch {
		done, n = done+b.get(), n+1
		if b == j {
			break
		}
	}
	return done / float64(n)
}

// warming returns t's background work, made on first use.
func (t *Tables) warming() *warming {
	t.warmMu.Lock()
	defer t.warmMu.Unlock()
	if t.warm == nil {
		t.warm = &warming{jobs: map[string]*job{}}
	}
	return t.warm
}

// Thetas are the risks of the tables a game of two or more players
// reads for playing to win before its last turns (besides the expected
// score's), in the order they are warmed: the one the variances come
// from, which every such hint reads, then those the early method plays
// with, the nearest 0 (the most often asked) first.
func Thetas() []float64 {
	out := []float64{optimal.VarianceTheta}
	for _, theta := range optimal.RiskThetas() {
		if theta != 0 {
			out = append(out, theta)
		}
	}
	slices.SortStableFunc(out[1:], func(a, b float64) int { return cmp.Compare(math.Abs(a), math.Abs(b)) })
	return out
}

// Warm starts working out, in the background and saying nothing, the
// tables a game of v under choices with players players can ask for: the
// expected score's (read into memory, for the first hint), and for two
// or more players the risk tables of Thetas (made sure of in the cache;
// advice reads only the blocks it needs). A variant without tables,
// one with saved rolls (maxi: its table takes minutes, and advice reads
// it from the cache a block at a time), and tables already warmed or
// warming, are left. It returns at
// once; a Table, Near, RiskTable or RiskNear asked meanwhile waits for
// its table with a progress line.
//
// A game at the table calls it as it starts; a server calls it for every
// game it serves (see advice.Warm).
func (t *Tables) Warm(v *scoresheet.Variant, choices scoresheet.Choices, players int) {
	if optimal.Solvable(v) != nil || v.SavedRolls {
		return
	}
	thetas := []float64{0}
	if players >= 2 {
		thetas = append(thetas, Thetas()...)
	}
	w := t.warming()
	type todo struct {
		theta float64
		job   *job
	}
	var work []todo
	var batch []*job
	w.mu.Lock()
	for _, theta := range thetas {
		k := key(v, choices, theta)
		if w.jobs[k] == nil {
			j := &job{done: make(chan struct{})}
			w.jobs[k] = j
			work = append(work, todo{theta, j})
			batch = append(batch, j)
		}
	}
	for _, j := range batch {
		j.batch = batch // set before any other goroutine can see the jobs: the lock is held
	}
	w.mu.Unlock()
	if len(work) == 0 {
		return
	}
	go func() {
		for _, d := range work {
			c := t.Cache
			c.Progress = d.job.set
			if d.theta == 0 {
				d.job.table, _, _ = c.load(v, choices, 0) // an error is said when the table is asked for
			} else if _, err := os.Stat(c.path(v, choices, d.theta)); err != nil {
				c.prepare(v, choices, d.theta) // a cached one is checked when it is read
			}
			d.job.set(1)
			close(d.job.done)
		}
	}()
}

// Ready reports whether no table of v under choices is being worked out
// in the background: a hint asked now does not wait for one.
func (t *Tables) Ready(v *scoresheet.Variant, choices scoresheet.Choices) bool {
	w := t.warming()
	w.mu.Lock()
	defer w.mu.Unlock()
	for _, theta := range append([]float64{0}, Thetas()...) {
		if j := w.jobs[key(v, choices, theta)]; j != nil {
			select {
			case <-j.done:
			default:
				return false
			}
		}
	}
	return true
}

// progressEvery is how often a wait for a table warming says how far it is.
const progressEvery = 100 * time.Millisecond

// await waits for the table of v under choices for risk θ if it is
// being warmed, saying how far it is on ErrOut as a table worked out
// when asked is said (progress); it returns the job, or nil when none
// was warming it.
func (t *Tables) await(v *scoresheet.Variant, choices scoresheet.Choices, theta float64) *job {
	w := t.warming()
	w.mu.Lock()
	j := w.jobs[key(v, choices, theta)]
	w.mu.Unlock()
	if j == nil {
		return nil
	}
	select {
	case <-j.done:
		return j
	default:
	}
	say := t.progressLine(v)
	tick := time.NewTicker(progressEvery)
	defer tick.Stop()
	said := false
	for {
		select {
		case <-j.done:
			if said {
				say(1)
			}
			return j
		case <-tick.C:
			say(min(j.ahead(), 0.99))
			said = true
		}
	}
}
