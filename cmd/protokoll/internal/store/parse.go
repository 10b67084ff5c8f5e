package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"unicode/utf8"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/crc32c"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// parse reads the header and records from data. It returns the length of
// data that holds whole lines worth keeping.
func (j *File) parse(data []byte) (good int, err error) {
	damaged := func(line int, err error) (int, error) {
		return 0, &DamagedError{Path: j.Path, Line: line, Err: err}
	}
	// A power cut can leave the end of the last write as zero bytes, the
	// file grown and its data never on disk: from the start of their line
	// on, the file is a line cut off.
	zeros := len(data)
	if t := bytes.TrimRight(data, "\x00"); len(t) < len(data) {
		zeros = bytes.LastIndexByte(t, '\n') + 1
	}
	line := 0
	for off := 0; off < len(data); {
		line++
		if off >= zeros {
			return j.cutOff(line, off, data[off:])
		}
		end := bytes.IndexByte(data[off:], '\n')
		torn := end < 0
		if torn {
			end = len(data) - off
		}
		rec := bytes.TrimSpace(data[off : off+end])
		if line == 1 {
			// An editor's byte order mark (Notepad's, saving as UTF-8) is
			// no change to the game: as a line's spaces and \r are not.
			rec = bytes.TrimPrefix(rec, []byte("\ufeff"))
		}
		next := off + end + 1
		if torn {
			next = len(data)
		}
		if len(rec) == 0 {
			if line == 1 {
				return damaged(1, msg.Errorf("the first line is blank; a game file starts with its header"))
			}
			off, good = next, next
			continue
		}
		if !plainJSON(rec) && !json.Valid(rec) || rec[0] != '{' {
			if torn && cutShort(rec) {
				return j.cutOff(line, off, rec)
			}
			return damaged(line, msg.Errorf("not a JSON record: %q", abbreviate(rec)))
		}
		var (
			content []byte
			summed  bool
			sum     uint32
		)
		prev := uint32(0) // a header's, and format 2's, go on from nothing
		if j.chain {
			prev = j.last
		}
		check := crc32c.Update
		if j.many {
			check = crc32c.UpdateLong
		}
		content, summed, sum, err = checkSumInto(rec, j.many, check, prev)
		if errors.Is(err, errSumMismatch) && j.chain {
			err = errChainMismatch
		}
		if err != nil {
			return damaged(line, err)
		}
		if line == 1 {
			if err := decodeHeader(content, &j.Header); err != nil || j.Header.Format == 0 || j.Header.Game == "" {
				return damaged(1, msg.Errorf("not a protokoll game header"))
			}
			if j.Header.Format > Format {
				if !summed {
					return damaged(1, msg.Errorf("written by a newer protokoll (format %d; this one reads %d)", j.Header.Format, Format))
				}
				return 0, &NewerError{Path: j.Path, Format: j.Header.Format}
			}
			j.sums, j.chain = j.Header.Format >= 2, j.Header.Format >= chained
		} else {
			if j.sums && !summed {
				return damaged(line, msg.Errorf("the line has no checksum: it was changed after it was written"))
			}
			if j.Records == nil { // room for every line left at once
				n := 1 + bytes.Count(data[next:], []byte{'\n'})
				if sc := j.scratch; sc != nil && cap(sc.records) >= n {
					j.Records = sc.records[:0] // the file's before's (Reader)
				} else {
					j.Records = make([]Record, 0, n)
				}
				if j.scratch != nil {
					j.scratch.records = j.Records
				}
			}
			j.Records = append(j.Records, Record{Line: line, Data: json.RawMessage(content)})
		}
		if line == 1 && !summed && j.Header.Format >= 2 {
			return damaged(1, msg.Errorf("the header has no checksum: it was changed after it was written"))
		}
		j.newline, j.lines, j.last = torn, line, sum
		off, good = next, next
	}
	if line == 0 {
		return 0, &UnfinishedError{Path: j.Path, Name: j.Name}
	}
	return good, nil
}

// cutOff leaves out the last line, line, which starts at off and was cut
// off mid-write (rec): a game whose header was cut off was never made.
func (j *File) cutOff(line, off int, rec []byte) (int, error) {
	if line == 1 {
		return 0, &UnfinishedError{Path: j.Path, Name: j.Name}
	}
	j.Warnings = append(j.Warnings, msg.Errorf("%s line %d was cut off mid-write (a crash or power cut) and is left out; the next entry moves it to %s.torn: %q", j.Path, line, j.Path, abbreviate(rec)))
	j.tornLine = line
	return off, nil
}

// CutLine is the line number of a last line cut off mid-write and left
// out (see Open), 0 for none.
func (j *File) CutLine() int { return j.tornLine }

// cutShort reports whether text is the start of a JSON object that was
// cut off, as a crash mid-write leaves it, and not whole JSON with
// something after it.
func cutShort(text []byte) bool {
	var v any
	err := json.NewDecoder(bytes.NewReader(text)).Decode(&v)
	return errors.Is(err, io.ErrUnexpectedEOF)
}

func abbreviate(b []byte) string {
	if utf8.RuneCount(b) > 40 {
		r := []rune(string(b))
		return string(r[:40]) + "…"
	}
	return string(b)
}
