package history

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/crc32c"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/outfile"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/scoresheet"
)

// indexVersion changes whenever what a Result holds, how it is worked
// out, or how the index is laid out does: an index of another version is
// worked out again. 5: a flat layout instead of gob, each game's Stat,
// and a player's points as a list. 6: the line cut off (Result.Cut). 7:
// the last entry's time (Result.Last).
const indexVersion = 8

// An index is the results of the saved games, kept in the cache folder so
// that the statistics need not replay every game each time: a derived
// copy, never a source, which can never give figures other than the
// files give.
//
// What it trusts: a game's result is used only while its file is the one
// the result was worked out from. Where the folder's file system keeps a
// time of change no one can set (store.StatTells: the local Linux file
// systems), that is the file's Stat as git's index keeps it — length,
// times of change and of status change (ns), inode and device — so an
// entry recorded, a file edited, restored with its time put back (touch
// -d), renamed over or copied has the game read again. A file whose Stat
// was taken within store.StatGrain of its last change (git's "racily
// clean" entries: a second change in the same tick of the clock would
// leave the Stat as it was) is checked by its length and the CRC-32C of
// all its bytes, every time, until an index made later than that sees
// it. The moment measured from (Read) is when the run that wrote the
// index began, before it looked at any file, not when it wrote the index
// as git takes it: a file changed twice in one tick while a long run was
// reading it would be older than the write by then; so is every file where the Stat tells nothing (network and FUSE
// file systems, FAT, systems other than Linux). A byte rotted on the disk
// below the file system, which changes no Stat, is therefore not seen by
// stats: protokoll games --verify (Verify) reads every file in full, and
// says which games are damaged.
//
// Times are kept as instants (UTC), and the days they fall on are worked
// out as the results are read, in the time zone of that run. The index
// file ends with a CRC-32C of itself: one that is missing, of another
// version, damaged or unreadable is worked out again from the game files,
// and written anew (the cache folder made if need be).
//
// What it costs, 10,000 games (go test -run XXX -bench
// 'Stats10000Games/read$' -benchtime 3x -benchmem, and
// 'Stats10000Games/index$' -benchtime 100x, in
// ./cmd/protokoll/internal/history; the other subbenchmarks are indexed,
// stats and fingerprints). On 2026-12-07 at 22:58–23:00 UTC, the shared
// 2-core machine at load 1.3–2.3, five runs each of afbbde9 and of
// 87037b0 (this reader), in turn, medians: from the files 0.29 s and 0.52 CPU-s, 127 MB
// and 0.72 M allocations an op (afbbde9: 0.37 s, 0.67 CPU-s, 267 MB,
// 0.89 M); the index alone read in 0.014 s, 0.018 CPU-s, 14.8 MB in 49
// allocations (afbbde9 0.011 s, 0.015 CPU-s: the same code, not changed;
// the difference is the machine's). The goal,
// 0.5 s from the files, holds for the time an op takes, not quite for
// its processor time on both cores. What a run from the files does now
// (its CPU profile): a sixth the four system calls a file (open, fstat,
// read, close: 5 µs of them for open and close alone), a fifth replaying
// the Yatzy games, a tenth each checking the lines (checksums, and the
// JSON check before decoding) and decoding them, a twelfth Compute, the
// rest the card games, allocation and the garbage collector. Each core
// reads with a store.Reader (each file into the room of the one before,
// the card games' lists and the variants made once), the results kept in
// the names' order. Before issue 44's first work on reading, at load
// 30–37 that day: 1.22–1.88 CPU-s, 425 MB, 3.7 M allocations; on
// 2026-12-01 at load 5, through the index 0.17 s (the Stats 0.05 s), and
// main before issue 28's work 8.2 s and 783 MB from the files. The whole
// stats command's figures are in the README's Figures.
//
// The layout (all integers varints): the magic "protokoll-results", the
// version, the moment the run that made it began (Read), the strings
// every game's names, kinds and boxes are made of, each once, and the
// games by name, each its fingerprint, Stat and result.
type index struct {
	Read  time.Time // when the run that read the files began
	Games []indexed // by name, sorted
}

type indexed struct {
	Name   string
	Print  store.Fingerprint
	Stat   store.Stat // the zero Stat where the file system tells nothing
	Result Result     // Played and Spans in UTC
}

// find returns the index's entry of the game called name.
func (idx index) find(name string) (indexed, bool) {
	if e := idx.at(name); e != nil {
		return *e, true
	}
	return indexed{}, false
}

// at is the index's entry of the game called name, where the index holds
// it; nil for none.
func (idx index) at(name string) *indexed {
	i, ok := slices.BinarySearchFunc(idx.Games, name, func(e indexed, name string) int { return strings.Compare(e.Name, name) })
	if !ok {
		return nil
	}
	return &idx.Games[i]
}

// IndexPath is the index of the games in s, in the cache folder dir: one
// for each folder of games.
func IndexPath(s store.Store, dir string) string {
	abs, err := filepath.Abs(s.Dir)
	if err != nil {
		abs = s.Dir
	}
	return filepath.Join(dir, fmt.Sprintf("history-v%d-%08x.idx", indexVersion, crc32.ChecksumIEEE([]byte(abs))))
}

const indexMagic = "protokoll-results"

// readIndex reads the index at path; a missing, damaged or outdated one
// is an empty index.
func readIndex(path string) index {
	// Only a plain file is read: opening a named pipe put in its place
	// would wait for a writer that never comes.
	if info, err := os.Stat(path); err != nil || !info.Mode().IsRegular() {
		return index{}
	}
	b, err := os.ReadFile(path)
	if err != nil || len(b) < 4 {
		return index{}
	}
	body, sum := b[:len(b)-4], binary.BigEndian.Uint32(b[len(b)-4:])
	if crc32c.ChecksumLong(body) != sum {
		return index{}
	}
	idx, err := decodeIndex(body)
	if err != nil {
		return index{}
	}
	return idx
}

// writeIndex writes idx to path, ending with its checksum, making the
// cache folder if need be. A cache that cannot be written costs time, not
// a result: the error is dropped.
func writeIndex(path string, idx index) {
	body := encodeIndex(idx)
	body = binary.BigEndian.AppendUint32(body, crc32c.ChecksumLong(body))
	if os.MkdirAll(filepath.Dir(path), 0o755) != nil {
		return
	}
	// A write killed before its rename left its pending file; one younger
	// than a minute may be another protokoll's, writing now.
	outfile.RemoveLeftovers(path, time.Minute)
	// Not synced to the disk: a write a crash lost or tore is told by the
	// checksum, and costs a reading of the games, never a figure (the
	// two syncs were a fiftieth of a first run's time).
	_ = outfile.WriteCopy(path, body, 0o666)
	// The indexes of earlier versions of this folder's are of no more use
	// (gob files up to version 4).
	for v := 1; v < indexVersion; v++ {
		old := strings.Replace(path, fmt.Sprintf("history-v%d-", indexVersion), fmt.Sprintf("history-v%d-", v), 1)
		os.Remove(old)
		os.Remove(strings.TrimSuffix(old, ".idx") + ".gob")
	}
}

// An encoder lays an index out: its strings, each once, and the games.
type encoder struct {
	strs  map[string]uint64
	table []byte // the strings
	n     uint64
	games []byte
}

func (e *encoder) uint(v uint64) { e.games = binary.AppendUvarint(e.games, v) }
func (e *encoder) int(v int64)   { e.games = binary.AppendVarint(e.games, v) }

func (e *encoder) bool(v bool) {
	if v {
		e.uint(1)
	} else {
		e.uint(0)
	}
}

func (e *encoder) str(s string) {
	i, ok := e.strs[s]
	if !ok {
		i = e.n
		e.strs[s], e.n = i, e.n+1
		e.table = binary.AppendUvarint(e.table, uint64(len(s)))
		e.table = append(e.table, s...)
	}
	e.uint(i)
}

func (e *encoder) time(t time.Time) {
	e.int(t.Unix())
	e.uint(uint64(t.Nanosecond()))
}

// count writes how many a slice or map holds, 0 for none at all (nil)
// and n+1 for n: a result read back is the one written, nil or empty.
func (e *encoder) count(n int, isNil bool) {
	if isNil {
		e.uint(0)
	} else {
		e.uint(uint64(n) + 1)
	}
}

func encodeIndex(idx index) []byte {
	// Room for a game's worth of bytes as most take (170 over the
	// fixtures): grown a doubling at a time, the layout was copied over
	// and over.
	e := &encoder{strs: map[string]uint64{}, games: make([]byte, 0, 256*len(idx.Games))}
	byName := func(a, b indexed) int { return strings.Compare(a.Name, b.Name) }
	games := idx.Games
	if !slices.IsSortedFunc(games, byName) { // results keeps them in order: a sort moved every game
		games = slices.SortedFunc(slices.Values(games), byName)
	}
	e.uint(uint64(len(games)))
	for _, g := range games {
		e.str(g.Name)
		e.int(g.Print.Size)
		e.uint(uint64(g.Print.Sum))
		e.int(g.Stat.Size)
		e.int(g.Stat.Mtime)
		e.int(g.Stat.Ctime)
		e.uint(g.Stat.Dev)
		e.uint(g.Stat.Ino)
		r := g.Result
		e.str(r.Name)
		e.str(r.Kind)
		e.time(r.Played)
		e.str(r.Of)
		e.str(r.Title)
		e.str(r.Rules)
		e.bool(r.Finished)
		e.int(int64(r.Round))
		e.int(int64(r.Rounds))
		e.str(r.Next)
		e.int(int64(r.Cut))
		e.time(r.Last)
		e.count(len(r.Spans), r.Spans == nil)
		for _, sp := range r.Spans {
			e.time(sp.From)
			e.time(sp.To)
		}
		e.count(len(r.Players), r.Players == nil)
		for _, p := range r.Players {
			e.str(p.Name)
			e.int(int64(p.Total))
			e.bool(p.Won)
			e.bool(p.Shared)
			e.bool(p.Bonus)
			e.int(int64(p.Yatzys))
			e.int(int64(p.Extra))
			e.count(len(p.Points), p.Points == nil)
			for _, bp := range p.Points {
				e.str(string(bp.Box))
				e.int(int64(bp.Points))
			}
			e.count(len(p.Struck), p.Struck == nil)
			for _, b := range p.Struck {
				e.str(string(b))
			}
			e.count(len(p.Rounds), p.Rounds == nil)
			for _, pts := range p.Rounds {
				e.int(int64(pts))
			}
			e.int(int64(p.Out))
		}
	}
	out := make([]byte, 0, len(indexMagic)+3*binary.MaxVarintLen64+len(e.table)+len(e.games)+4) // the checksum too
	out = append(out, indexMagic...)
	out = binary.AppendUvarint(out, indexVersion)
	out = binary.AppendVarint(out, idx.Read.Unix())
	out = binary.AppendUvarint(out, uint64(idx.Read.Nanosecond()))
	out = binary.AppendUvarint(out, e.n)
	out = append(out, e.table...)
	return append(out, e.games...)
}

var errIndex = errors.New("not an index of this version")

// A decoder reads an index's layout back, from b[at:]; the first thing
// out of place (which the checksum makes all but impossible) spoils the
// whole index. It moves on by its index, never by cutting b: a slice
// stored at every number paid the garbage collector's write barrier
// while it ran (a fifth of reading the index).
type decoder struct {
	b      []byte
	at     int
	strs   []string
	pts    []BoxPoints
	struck []scoresheet.Box
	rounds []int
	err    error
}

func (d *decoder) uint() uint64 {
	v, n := binary.Uvarint(d.b[d.at:])
	if n <= 0 {
		d.fail()
		return 0
	}
	d.at += n
	return v
}

func (d *decoder) int() int64 {
	v, n := binary.Varint(d.b[d.at:])
	if n <= 0 {
		d.fail()
		return 0
	}
	d.at += n
	return v
}

func (d *decoder) small() int {
	v := d.int()
	if v < math.MinInt32 || v > math.MaxInt32 {
		d.fail()
		return 0
	}
	return int(v)
}

func (d *decoder) bool() bool { return d.uint() == 1 }

func (d *decoder) str() string {
	i := d.uint()
	if i >= uint64(len(d.strs)) {
		d.fail()
		return ""
	}
	return d.strs[i]
}

func (d *decoder) time() time.Time {
	sec, ns := d.int(), d.uint()
	if ns >= 1e9 {
		d.fail()
		return time.Time{}
	}
	return time.Unix(sec, int64(ns)).UTC()
}

// count reads what count wrote: how many, and whether there are none at
// all; never more than the bytes left could hold.
func (d *decoder) count() (int, bool) {
	n := d.uint()
	if n > uint64(d.left())+1 {
		d.fail()
		return 0, true
	}
	return int(n) - 1, n == 0
}

func (d *decoder) fail() {
	if d.err == nil {
		d.err = errIndex
	}
	d.at = len(d.b)
}

// left is how many bytes are left to read.
func (d *decoder) left() int { return len(d.b) - d.at }

func decodeIndex(b []byte) (index, error) {
	rest, ok := strings.CutPrefix(string(b[:min(len(b), len(indexMagic))]), indexMagic)
	if !ok || rest != "" {
		return index{}, errIndex
	}
	d := &decoder{b: b[len(indexMagic):]}
	if d.uint() != indexVersion {
		return index{}, errIndex
	}
	var idx index
	sec, ns := d.int(), d.uint()
	idx.Read = time.Unix(sec, int64(min(ns, 1e9-1)))
	nstr := d.uint()
	if nstr > uint64(d.left()) {
		return index{}, errIndex
	}
	// The strings, each a part of one (a string each made most of the
	// index's allocations): their lengths and bytes looked over once,
	// made one string, and cut from it.
	table := d.b[d.at:]
	for range nstr {
		n := d.uint()
		if n > uint64(d.left()) {
			return index{}, errIndex
		}
		d.at += int(n)
	}
	blob, at := string(table[:len(table)-d.left()]), 0
	d.strs = make([]string, nstr)
	for i := range d.strs {
		n, k := binary.Uvarint(table[at:])
		d.strs[i] = blob[at+k : at+k+int(n)]
		at += k + int(n)
	}
	ngames := d.uint()
	if ngames > uint64(d.left()) {
		return index{}, errIndex
	}
	idx.Games = make([]indexed, ngames)
	// The players of every game, and their rounds and struck boxes, in
	// one slice each, every game's its own part (capped: an append to one
	// never writes into the next).
	var (
		players []Player
		spans   []Span
	)
	for i := range idx.Games {
		g := &idx.Games[i]
		g.Name = d.str()
		g.Print = store.Fingerprint{Size: d.int(), Sum: uint32(d.uint())}
		g.Stat = store.Stat{Size: d.int(), Mtime: d.int(), Ctime: d.int(), Dev: d.uint(), Ino: d.uint()}
		r := &g.Result
		r.Name, r.Kind, r.Played, r.Of, r.Title, r.Rules = d.str(), d.str(), d.time(), d.str(), d.str(), d.str()
		r.Finished, r.Round, r.Rounds, r.Next = d.bool(), d.small(), d.small(), d.str()
		r.Cut = d.small()
		if r.Last = d.time(); r.Last.Unix() == (time.Time{}).Unix() {
			r.Last = time.Time{}
		}
		if n, none := d.count(); !none {
			if len(spans)+n > cap(spans) {
				spans = make([]Span, 0, max(n, 4096))
			}
			from := len(spans)
			for range n {
				spans = append(spans, Span{From: d.time(), To: d.time()})
			}
			r.Spans = spans[from:len(spans):len(spans)]
		}
		if n, none := d.count(); !none {
			if len(players)+n > cap(players) {
				players = make([]Player, 0, max(n, 4096))
			}
			from := len(players)
			players = players[:from+n]
			r.Players = players[from : from+n : from+n]
			for k := range r.Players {
				decodePlayer(d, &r.Players[k])
			}
		}
		if d.err != nil {
			return index{}, d.err
		}
		if i > 0 && idx.Games[i-1].Name >= g.Name {
			return index{}, errIndex // not in order: not this protokoll's
		}
	}
	if d.left() != 0 {
		return index{}, errIndex
	}
	return idx, nil
}

// points returns room for n boxes' points, a part of one slice for
// many players (capped: an append to one never writes into the next).
func (d *decoder) points(n int) []BoxPoints { return part(&d.pts, n, 16384) }

// part returns room for n elements at the end of *all, a part of one
// slice for many players, capped: an append to one never writes into
// the next. A slice for each player made as many allocations as the
// rest of the index.
func part[T any](all *[]T, n, room int) []T {
	if len(*all)+n > cap(*all) {
		*all = make([]T, 0, max(n, room))
	}
	from := len(*all)
	*all = (*all)[:from+n]
	return (*all)[from : from+n : from+n]
}

func decodePlayer(d *decoder, p *Player) {
	p.Name, p.Total = d.str(), d.small()
	p.Won, p.Shared, p.Bonus = d.bool(), d.bool(), d.bool()
	p.Yatzys, p.Extra = d.small(), d.small()
	if n, none := d.count(); !none {
		p.Points = d.points(n)
		for k := range p.Points {
			p.Points[k] = BoxPoints{scoresheet.Box(d.str()), d.small()}
		}
	}
	if n, none := d.count(); !none {
		p.Struck = part(&d.struck, n, 4096)
		for k := range p.Struck {
			p.Struck[k] = scoresheet.Box(d.str())
		}
	}
	if n, none := d.count(); !none {
		p.Rounds = part(&d.rounds, n, 4096)
		for k := range p.Rounds {
			p.Rounds[k] = d.small()
		}
	}
	p.Out = d.small()
}

// Results returns the result of every saved game in s that reads, and the
// games that do not, by name. A game whose file is as it was when the
// index in the cache folder cacheDir took it in (see index: its Stat, or
// its length and checksum) is not read again; the others are, on every
// core, and the index is brought up to date (when cacheDir is "", every
// game is read and nothing is kept).
func Results(s store.Store, ks Kinds, cacheDir string) ([]Result, []Damaged, error) {
	return results(s, ks, cacheDir, true)
}

// Verify is Results with every game read and replayed in full, whatever
// the index holds; the index is made anew from what was read.
func Verify(s store.Store, ks Kinds, cacheDir string) ([]Result, []Damaged, error) {
	return results(s, ks, cacheDir, false)
}

// A check is what is known of a game in the index as the files are
// looked at: its entry, what the file system tells of its file now, and
// whether the entry holds.
type check struct {
	entry    *indexed // nil: not in the index
	stat     store.Stat
	statOK   bool
	known    bool // the entry is the file's
	verified bool // by its bytes, this run
}

func results(s store.Store, ks Kinds, cacheDir string, trust bool) ([]Result, []Damaged, error) {
	// Every file is looked at after this moment: a file changed since
	// has a time of status change of this moment or later.
	start := time.Now()
	names, err := s.Names()
	if err != nil {
		return nil, nil, err
	}
	var (
		idx   index
		path  string
		tells bool
	)
	checks := make([]check, len(names))
	if cacheDir != "" {
		path = IndexPath(s, cacheDir)
		tells = s.StatTells()
		if trust {
			// What the file system tells of every file, on every core,
			// while the index is read; not when there is no index (the
			// first run), whose every file is read, and told of as it is.
			var wg sync.WaitGroup
			if _, err := os.Lstat(path); tells && err == nil {
				parallel(len(names), &wg, func(i int) { checks[i].stat, checks[i].statOK = s.Stat(names[i]) })
			}
			idx = readIndex(path)
			wg.Wait()
		}
	}
	// The entries the Stat vouches for; the others are checked by their
	// bytes.
	var byBytes []int
	for i, name := range names {
		c := &checks[i]
		if c.entry = idx.at(name); c.entry == nil {
			continue
		}
		if c.statOK && c.stat == c.entry.Stat && !c.stat.Racy(idx.Read) {
			c.known = true
			continue
		}
		byBytes = append(byBytes, i)
	}
	var wg sync.WaitGroup
	bufs := make(chan []byte, runtime.GOMAXPROCS(0))
	parallel(len(byBytes), &wg, func(k int) {
		c := &checks[byBytes[k]]
		var buf []byte
		select {
		case buf = <-bufs:
		default:
		}
		var print store.Fingerprint
		var ok bool
		print, buf, ok = s.Fingerprint(names[byBytes[k]], buf)
		bufs <- buf
		if ok && print == c.entry.Print {
			c.known, c.verified = true, true
		}
	})
	wg.Wait()
	// The games the index holds, and those read now, each at its place
	// in names: the results and the index come out in the names' order,
	// which the index is written in, without a sort.
	var (
		stale   []string
		changed = !trust
	)
	for i, name := range names {
		if !checks[i].known {
			stale = append(stale, name)
		}
	}
	type read struct {
		print store.Fingerprint
		stat  store.Stat
		ok    bool
	}
	got := make([]Result, len(stale))
	files := make([]read, len(stale))
	damaged, err := eachAt(s, ks, stale, false, func(k int, g Game) {
		got[k], files[k] = g.Result, read{g.print, g.stat, true}
	})
	if err != nil {
		return nil, nil, err
	}
	var (
		// Every game read now and none from the index (the first run, or
		// no index): the results are the games read, in place.
		inPlace = len(stale) == len(names)
		results []Result
		kept    []indexed // what the index is to hold: nothing with no index
	)
	if inPlace {
		results = got[:0]
	} else {
		results = make([]Result, 0, len(names))
	}
	if path != "" {
		kept = make([]indexed, 0, len(names))
	}
	k := 0
	for i := range names {
		c := &checks[i]
		if !c.known {
			if f := files[k]; f.ok {
				r := got[k]
				results = append(results, r) // in place: never past k
				if path != "" {
					r.Played = r.Played.UTC()
					st := f.stat
					if !tells {
						st = store.Stat{}
					}
					kept = append(kept, indexed{Name: r.Name, Print: f.print, Stat: st, Result: r})
				}
			}
			k++
			continue
		}
		e := *c.entry
		if c.verified {
			// Its bytes vouch for it: its Stat of now (taken before they
			// were read) does, once it is StatGrain old.
			st := store.Stat{}
			if tells && c.statOK {
				st = c.stat
			}
			if st != e.Stat || e.Stat.Racy(idx.Read) && !st.Racy(start) {
				changed = true
			}
			e.Stat = st
		}
		kept = append(kept, e)
		r := e.Result
		r.Played = r.Played.Local()
		results = append(results, r)
	}
	// A damaged game is not indexed: it is read, and reported, every time.
	if path != "" && (changed || len(stale) > len(damaged) || len(kept) != len(idx.Games)) {
		writeIndex(path, index{Read: start, Games: kept})
	}
	return results, damaged, nil
}

// parallel calls f(i) for every i below n, on every core, and returns at
// once: wg is done when all are.
func parallel(n int, wg *sync.WaitGroup, f func(int)) {
	if n == 0 {
		return
	}
	workers := min(runtime.GOMAXPROCS(0), n)
	per := (n + workers - 1) / workers
	for w := range workers {
		wg.Go(func() {
			for i := w * per; i < min(n, (w+1)*per); i++ {
				f(i)
			}
		})
	}
}
