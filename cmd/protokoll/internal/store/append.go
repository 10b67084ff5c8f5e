package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/crc32c"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/outfile"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// Line returns v as a line with its own checksum, without the newline:
// a header, or a line of a file of format 2, added by other means than a
// game (a test). A later line of format 3 goes on from the
// line's before it: LineAfter.
func Line(v any) ([]byte, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return withSum(data), nil
}

// LineAfter returns v as the line that goes on from a game file whose
// bytes are content (without the newline), its checksum going on from
// the last line's as the file's format has it: for a line added by
// other means than a game (a test making damage a checksum does not
// show). content must read as a game file.
func LineAfter(content []byte, v any) ([]byte, error) {
	f := &File{}
	if _, err := f.parse(content); err != nil {
		return nil, err
	}
	data, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	prev := uint32(0)
	if f.chain {
		prev = f.last
	}
	line, _ := chainSum(prev, data)
	return line, nil
}

// Append writes v as one JSON line with its checksum, in one write, and
// syncs the file, so the record is on disk when Append returns. When the
// write or the sync fails, the file is cut back to where it was and the
// error wraps ErrNotSaved: the game is still open, to make the entry
// again. A file replaced or changed under the game, or one that could not
// be put back, closes the game: the error is ErrStopped.
func (j *File) Append(v any) error {
	if j.file == nil {
		return msg.Wrap(ErrStopped, "game %s is not open for writing", j.Name)
	}
	// A signal that ends the program waits for this entry to be whole.
	defer j.guard.Writing()()
	if err := j.checkPath(); err != nil {
		return err
	}
	if err := j.checkContent(); err != nil {
		return err
	}
	if len(j.torn) > 0 {
		if err := j.cutTorn(); err != nil {
			return err
		}
	}
	return j.write(v)
}

// write writes v as the file's next line and syncs it, or puts the file
// back as it was.
func (j *File) write(v any) error {
	data, line, err := j.line(v)
	if err != nil {
		return err
	}
	if werr, back := j.put(line); werr != nil {
		if !back {
			j.Close()
			return msg.Wrap(ErrStopped, "saving to %s failed (%v), and the file could not be put back: the entry may or may not be in it; the game is closed, open it again to see", j.Path, outfile.Reason(werr))
		}
		return msg.Wrap(ErrNotSaved, "not saved: writing to %s failed: %v; the file is as it was before", j.Path, outfile.Reason(werr))
	}
	j.added(v, data, line)
	return nil
}

// line is v as the file's next line: its data (with its checksum) and the
// bytes to write.
func (j *File) line(v any) (data, line []byte, err error) {
	data, err = json.Marshal(v)
	if err != nil {
		return nil, nil, err
	}
	if j.sums {
		data, _ = chainSum(j.prev(v), data)
	}
	line = data
	if j.newline {
		line = append([]byte{'\n'}, line...)
	}
	return data, append(line, '\n'), nil
}

// put writes line in one write and syncs it. When that fails, the file is
// cut back to where it was (back), or could not be.
func (j *File) put(line []byte) (werr error, back bool) {
	_, werr = j.file.Write(line)
	if werr == nil {
		werr = j.syncFile.sync(j.file)
	}
	if werr == nil {
		return nil, true
	}
	// Put the file back as it was, so that it and the game agree.
	if err := j.file.Truncate(int64(len(j.content))); err != nil || j.syncFile.sync(j.file) != nil {
		return werr, false
	}
	return werr, true
}

// prev is the checksum the line of v goes on from: the line's before it
// in a chained file, none for its header.
func (j *File) prev(v any) uint32 {
	if _, isHeader := v.(Header); isHeader || !j.chain {
		return 0
	}
	return j.last
}

// added takes the line written for v (data, with its checksum) in.
func (j *File) added(v any, data, line []byte) {
	j.content = append(j.content, line...)
	j.newline = false
	j.lines++
	content := data
	if j.sums {
		var sum uint32
		content, _, sum, _ = checkSumInto(data, false, crc32c.Update, j.prev(v))
		j.last = sum
	}
	if _, isHeader := v.(Header); !isHeader {
		j.Records = append(j.Records, Record{Line: j.lines, Data: content})
	}
}

// checkPath makes sure the game's path still names the open file. When it
// does not, what the game holds is kept beside it, so that nothing is
// lost, and the game stops.
func (j *File) checkPath() error {
	info, err := os.Lstat(j.Path)
	if err == nil && os.SameFile(info, j.info) {
		return nil
	}
	what := j.keep()
	j.Close()
	return msg.Wrap(ErrReplaced, "the game file was replaced or removed while the game was open (by an editor, a sync client or a restored backup): nothing more is written to %s, and this entry is not saved; %v", j.Path, what)
}

// checkContent makes sure the open file holds what the game read and
// wrote, no more and no less: its size, and every byte of it. Another
// program that changed it in place (an editor saving over it, a file cut
// short) stops the game before anything is written after its change;
// what the game holds is kept beside it.
func (j *File) checkContent() error {
	info, err := j.file.Stat()
	if err == nil && info.Size() == int64(len(j.content)+len(j.torn)) {
		// A game file is a few kilobytes: reading it whole costs
		// microseconds, and sees a change anywhere in it.
		got := make([]byte, len(j.content))
		if _, err := j.file.ReadAt(got, 0); err == nil && bytes.Equal(got, j.content) {
			return nil
		}
	}
	what := j.keep()
	j.Close()
	return msg.Wrap(ErrChanged, "the game file %s was changed by another program while the game was open (an editor that saves in place?): nothing more is written to it, and this entry is not saved; %v; protokoll repair %s says what the file holds now", j.Path, what, j.Name)
}

// keep writes what the game holds beside its file, NAME.jsonl.kept-TIME,
// and says where.
func (j *File) keep() error {
	kept, err := keepBeside(j.Path, ".kept-", j.content, j.now)
	if err != nil {
		return msg.Errorf("the game's entries so far could not be kept")
	}
	return msg.Errorf("the game as it was here is kept in %s", kept)
}

// keepBeside writes data to a new file beside path, named path, kind and
// the time (now's, or the system clock's when nil): never over a file
// kept before, however close in time.
func keepBeside(path, kind string, data []byte, now func() time.Time) (string, error) {
	if now == nil {
		now = time.Now
	}
	base := path + kind + now().Format("20060102-150405")
	for n := 1; ; n++ {
		name := base
		if n > 1 {
			name = fmt.Sprintf("%s-%d", base, n)
		}
		err := outfile.WriteNew(name, data, 0o600)
		if !errors.Is(err, fs.ErrExist) {
			return name, err
		}
	}
}

// cutTorn cuts a torn last line off the file, keeping it in
// NAME.jsonl.torn first.
func (j *File) cutTorn() error {
	keep := j.Path + TornExt
	f, err := os.OpenFile(keep, os.O_WRONLY|os.O_CREATE|os.O_APPEND|noFollow, 0o644)
	if err != nil {
		return msg.Errorf("keeping the cut-off line of %s in %s: %v", j.Path, keep, outfile.Reason(err))
	}
	_, err = f.Write(append(bytes.Clone(j.torn), '\n'))
	if err == nil {
		err = j.syncFile.sync(f)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return msg.Errorf("keeping the cut-off line of %s in %s: %v", j.Path, keep, outfile.Reason(err))
	}
	if err := j.file.Truncate(int64(len(j.content))); err != nil {
		return msg.Errorf("cutting the cut-off line of %s: %v", j.Path, outfile.Reason(err))
	}
	if err := j.syncFile.sync(j.file); err != nil {
		return msg.Errorf("cutting the cut-off line of %s: %v", j.Path, outfile.Reason(err))
	}
	j.torn, j.newline = nil, false
	return nil
}
