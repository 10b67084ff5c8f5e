package store

import (
	"time"

	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// ErrNotFound is returned for a game that has no file.
var ErrNotFound = msg.Errorf("no such game")

// A NotFoundError is a game that has no file (errors.Is ErrNotFound): the
// name asked for, the folder, and the kind of game asked for ("" for
// any), for the nearest saved name to be offered.
type NotFoundError struct{ Name, Dir, Kind string }

func (e *NotFoundError) Error() string { return e.In(msg.English()) }

// In says the error with p.
func (e *NotFoundError) In(p msg.Printer) string {
	return p.T("no game called %q in %s", e.Name, e.Dir)
}

// Is reports whether target is ErrNotFound.
func (e *NotFoundError) Is(target error) bool { return target == ErrNotFound }

// ErrLocked is what a *LockedError is: the game is open in another
// protokoll.
var ErrLocked = msg.Errorf("game is open in another protokoll")

// A LockedError reports a game that another process has open.
type LockedError struct {
	Name string
	// PID is the process that holds it, and Since when it started; 0 and
	// the zero time when the system does not say.
	PID   int
	Since time.Time
}

func (e *LockedError) Error() string { return e.In(msg.English()) }

// In says the error with p.
func (e *LockedError) In(p msg.Printer) string {
	who := ""
	switch {
	case e.PID != 0 && !e.Since.IsZero():
		who = p.T(" (process %d, since %s)", e.PID, e.Since.Local().Format("15:04"))
	case e.PID != 0:
		who = p.T(" (process %d)", e.PID)
	}
	return p.T("%v%s: %q is being played there; leave it there first, or try again later", p.Say(ErrLocked), who, e.Name)
}

func (e *LockedError) Unwrap() error { return ErrLocked }

// ErrUnfinished is what an *UnfinishedError is.
var ErrUnfinished = msg.Errorf("the game was never finished being created")

// An UnfinishedError reports a game file that holds no whole header: a
// crash while it was being created. Create may replace it.
type UnfinishedError struct{ Path, Name string }

func (e *UnfinishedError) Error() string { return e.In(msg.English()) }

// In says the error with p.
func (e *UnfinishedError) In(p msg.Printer) string {
	return p.T("game file %s was never finished being created (a crash while it was made): start it again with new --name %s, which replaces it", e.Path, e.Name)
}

func (e *UnfinishedError) Unwrap() error { return ErrUnfinished }

// A DamagedError reports a game file that cannot be read as it stands. The
// file is not changed.
type DamagedError struct {
	Path string
	Line int
	Err  error
}

func (e *DamagedError) Error() string { return e.In(msg.English()) }

// In says the error with p.
func (e *DamagedError) In(p msg.Printer) string {
	return p.T("game file %s is damaged at line %d: %v (the file was left as it is; protokoll repair shows what to do)", e.Path, e.Line, p.Say(e.Err))
}

// Said says the damage and where, without what to do about it: for
// repair itself to say.
func (e *DamagedError) Said(p msg.Printer) string {
	return p.T("game file %s is damaged at line %d: %v", e.Path, e.Line, p.Say(e.Err))
}

func (e *DamagedError) Unwrap() error { return e.Err }

// ErrNewer is what a *NewerError is.
var ErrNewer = msg.Errorf("made by a newer protokoll")

// A NewerError reports a game file of a newer format than this protokoll
// reads: not damage, and not to be repaired. Its header's checksum holds,
// so the format number is the file's own.
type NewerError struct {
	Path   string
	Format int
}

func (e *NewerError) Error() string { return e.In(msg.English()) }

// In says the error with p.
func (e *NewerError) In(p msg.Printer) string {
	return p.T("game file %s was made by a newer protokoll (format %d; this one reads up to %d): update protokoll to open it; the file was left as it is", e.Path, e.Format, Format)
}

func (e *NewerError) Unwrap() error { return ErrNewer }

// ErrExists is returned by Create for a name a game has.
var ErrExists = msg.Errorf("exists already")

// ErrStopped is what every error is that closed an open game: its file
// was replaced or changed under it, or a failed write could not be taken
// back. Nothing more is written; the game is to be opened again.
var ErrStopped = msg.Errorf("the game was stopped")

// ErrReplaced is returned by Append when the game's path no longer names
// the file that was opened.
var ErrReplaced = msg.Wrap(ErrStopped, "the game file was replaced or removed while the game was open")

// ErrChanged is returned by Append when the open file no longer holds
// what the game read and wrote: another program changed it in place.
var ErrChanged = msg.Wrap(ErrStopped, "the game file was changed while the game was open")

// ErrNotSaved is returned by Append when a record could not be written
// whole: the file was put back as it was, so the record is not saved, and
// the game is still open to make it again.
var ErrNotSaved = msg.Errorf("not saved")
