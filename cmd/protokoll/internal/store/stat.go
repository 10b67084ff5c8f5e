package store

import "time"

// A Stat is what the file system tells of a game file without its being
// read: its length, its times of change in nanoseconds (Mtime, which
// anyone may set, and Ctime, which the system sets to the moment of every
// write, rename, copy or change of Mtime, and which no one can set by
// hand) and where it lies (Dev, Ino: a file renamed over another, or
// restored, lies elsewhere). The zero Stat tells nothing.
type Stat struct {
	Size         int64
	Mtime, Ctime int64
	Dev, Ino     uint64
}

// StatGrain is how long after a game file's last change its Stat is
// trusted to tell it from any later content, measured from the moment
// the file was read: the coarsest timestamps of the file systems
// StatTells trusts are a second (ext4 with small inodes), and every
// system's clock for them lags the wall clock by less than a tick. A
// file changed within StatGrain before it was read might be changed again
// with its Ctime the same, and is checked by its bytes (git's "racily
// clean" entries).
const StatGrain = 2 * time.Second

// Racy reports whether st, read no earlier than the moment read, may not
// tell a later change from this content: its Mtime or Ctime is not
// StatGrain older than read.
func (st Stat) Racy(read time.Time) bool {
	edge := read.Add(-StatGrain).UnixNano()
	return st == Stat{} || st.Mtime >= edge || st.Ctime >= edge
}
