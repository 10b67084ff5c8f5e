package store

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/crc32c"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// A Fingerprint tells a game file's content from any other's, as far as
// a CRC-32C can: its length and the checksum of its bytes. The results
// index keeps one for each game, and trusts what it holds of a game only
// while the file's fingerprint is the same.
type Fingerprint struct {
	Size int64
	Sum  uint32
}

// fingerprintOf is the fingerprint of a file's bytes, by the processor's
// instruction: the fingerprints are of every file of a folder.
func fingerprintOf(data []byte) Fingerprint {
	return Fingerprint{Size: int64(len(data)), Sum: crc32c.ChecksumLong(data)}
}

// Fingerprint returns the fingerprint of the game file called name as it
// is, read whole into buf (grown if need be, and returned for the next
// file: reading every file of a folder allocates nothing more). It opens,
// reads and closes the file and no more: a read that does not fill the
// buffer has met the file's end. ok is false for what cannot be read as a
// plain file (O_NONBLOCK: a FIFO in its place keeps no one waiting).
func (s Store) Fingerprint(name string, buf []byte) (p Fingerprint, _ []byte, ok bool) {
	f, err := os.OpenFile(s.path(name), os.O_RDONLY|noFollow|nonBlock, 0)
	if err != nil {
		return p, buf, false
	}
	defer f.Close()
	if cap(buf) < 64<<10 {
		buf = make([]byte, 64<<10)
	}
	buf = buf[:cap(buf)]
	n := 0
	for {
		k, err := f.Read(buf[n:])
		n += k
		if err != nil && !errors.Is(err, io.EOF) {
			return p, buf, false
		}
		if n < len(buf) || k == 0 {
			return fingerprintOf(buf[:n]), buf, true
		}
		buf = append(buf, make([]byte, len(buf))...) // a long game: twice the room
	}
}

// A line's checksum is its first field, `{"sum":"1a2b3c4d",…}`: a CRC-32C
// of the line as it would be without it.
const sumPrefix = `{"sum":"`

// withSum returns the JSON object data with its checksum as first field.
func withSum(data []byte) []byte {
	line, _ := chainSum(0, data)
	return line
}

// chainSum returns the JSON object data with its checksum as first field,
// the CRC-32C of data going on from prev (the checksum of the line before
// it, in a chained file; 0 for the header, and in a file of format 2),
// and that checksum.
func chainSum(prev uint32, data []byte) (line []byte, sum uint32) {
	sum = crc32c.Update(prev, data)
	out := fmt.Appendf(nil, `%s%08x"`, sumPrefix, sum)
	if len(data) > 2 {
		out = append(out, ',')
	}
	return append(out, data[1:]...), sum
}

// errSumMismatch is a line whose checksum is not its content's.
var errSumMismatch = msg.Errorf("its checksum does not match: the line was changed after it was written")

// errChainMismatch is errSumMismatch in a chained file, where the line
// before it may be what changed.
var errChainMismatch = msg.Errorf("its checksum does not match: the line was changed after it was written, or a line before it was removed, repeated or moved")

// checkSum returns the content of a line that starts with its checksum,
// checked; summed is false when the line has none.
func checkSum(line []byte) (content []byte, summed bool, err error) {
	content, summed, _, err = checkSumInto(line, false, crc32c.Update, 0)
	return content, summed, err
}

// openBrace is what a line's content begins with (never changed: a
// []byte made of it at each line was an allocation a line).
var openBrace = []byte("{")

// checkSumInto is checkSum with the content checked with sum going on
// from prev; it returns the line's checksum, for the next line's to go
// on from. inPlace makes the content of line itself, once checked: the
// comma after the checksum made the content's opening brace (line's
// bytes are changed), where a copy of every line was as many bytes as
// the file.
func checkSumInto(line []byte, inPlace bool, sum func(prev uint32, data []byte) uint32, prev uint32) (content []byte, summed bool, got uint32, err error) {
	n := len(sumPrefix) + 9 // the prefix, 8 digits and the closing quote
	if !bytes.HasPrefix(line, []byte(sumPrefix)) || len(line) <= n {
		return line, false, 0, nil
	}
	want, err := strconv.ParseUint(string(line[len(sumPrefix):n-1]), 16, 32)
	if err != nil || line[n-1] != '"' {
		return nil, true, 0, msg.Errorf("its checksum is not a checksum")
	}
	rest := line[n:]
	switch {
	case bytes.Equal(rest, []byte("}")):
		content = []byte("{}")
	case rest[0] == ',' && inPlace:
		if uint64(sum(sum(prev, openBrace), rest[1:])) != want {
			return nil, true, 0, errSumMismatch
		}
		rest[0] = '{'
		return rest, true, uint32(want), nil
	case rest[0] == ',':
		content = append([]byte{'{'}, rest[1:]...)
	default:
		return nil, true, 0, msg.Errorf("its checksum is not followed by the record")
	}
	if uint64(sum(prev, content)) != want {
		return nil, true, 0, errSumMismatch
	}
	return content, true, uint32(want), nil
}
