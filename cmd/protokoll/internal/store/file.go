package store

import (
	"encoding/json"
	"io/fs"
	"os"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/interrupt"
)

// Format is the version of the file format written in every header. 2:
// every line starts with a checksum of its content (`"sum":"…"`). 3:
// each line's checksum goes on from the line's before it (see chainSum),
// so that a line removed, repeated or moved is damage as a changed one
// is. Files of formats 1 (without checksums) and 2 are still read, and
// written on in their own format.
const Format = 3

// chained is the first format whose checksums go on from line to line.
const chained = 3

// Ext is the extension of game files.
const Ext = ".jsonl"

// TornExt is the extension of the file that keeps what a repair cut off.
const TornExt = ".torn"

// maxName is the most bytes a game's name may take: the file system's 255
// for a file name, less the longest extension a game's files get.
const maxName = 255 - len(Ext+TornExt)

// Lang is the language the game was kept in (its settings' "lang", a
// field both games' settings have; files from before it have none): ""
// when none.
func (f *File) Lang() string {
	var set struct {
		Lang string `json:"lang"`
	}
	json.Unmarshal(f.Header.Settings, &set) // settings that did not read never got here
	return set.Lang
}

// After is the game this one was played after, again (its settings'
// "after", a field both games' settings have; games made otherwise, and
// files from before it, have none): "" when none.
func (f *File) After() string {
	var set struct {
		After string `json:"after"`
	}
	json.Unmarshal(f.Header.Settings, &set) // settings that did not read never got here
	return set.After
}

// A Header is the first line of a game file: what game it is and how it is
// set up. Settings belong to the game and are kept as they were written.
type Header struct {
	Format   int             `json:"protokoll"`
	Game     string          `json:"game"`
	Created  time.Time       `json:"created"`
	Settings json.RawMessage `json:"settings"`
}

// A Record is one line after the header, with its line number in the file.
type Record struct {
	Line int
	Data json.RawMessage
}

// A File is an open game file, locked for this process until Close.
type File struct {
	Name   string
	Path   string
	Header Header
	// Records are the lines after the header, in order.
	Records []Record
	// Warnings say what was left out or repaired when the file was read.
	Warnings []error

	file *os.File    // open for appending; the lock is on it
	info fs.FileInfo // the open file, to check the path still names it
	// content is the file's whole lines as the game knows them, what it
	// read and what it wrote: the file is checked to hold them before
	// every write, and they are what is kept when it does not.
	content  []byte
	torn     []byte // a torn last line, cut off at the next Append
	tornLine int    // its line number
	lines    int    // lines in the file, header included
	newline  bool   // the file's last line lacks its newline
	sums     bool   // lines carry checksums (format 2)
	chain    bool   // each goes on from the line's before it (format 3)
	last     uint32 // the checksum the next line's goes on from
	now      func() time.Time
	syncFile syncer             // the store's (Store.syncFile)
	guard    *interrupt.Signals // the store's: a signal waits for an Append
	// many: the file is one of many read at once, whose checksums are
	// worked out by the processor's instruction (crc32c.UpdateLong: its
	// tables made once a run, for the fingerprints too, in 0.2 ms, more
	// than a single game's lines win back) and whose records are parts
	// of the bytes read, changed in place (checkSumInto): such a file is
	// never written to, and content holds nothing.
	many bool
	// scratch is what the Reader that read the file keeps from one file
	// to the next; nil for none.
	scratch *scratch
}

// IsOpen reports whether the file is open to write to (Create, Open),
// and not closed since.
func (j *File) IsOpen() bool { return j.file != nil }

// Close closes the file, which releases the lock.
func (j *File) Close() error {
	var err error
	if j.file != nil {
		err = j.file.Close()
		j.file = nil
	}
	return err
}
