package ask

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestParseBackground(t *testing.T) {
	for answer, want := range map[string]bool{
		"\x1b]11;rgb:0000/0000/0000\a\x1b[3;1R":     true,
		"\x1b]11;rgb:ffff/ffff/ffff\x1b\\\x1b[3;1R": false,
		"\x1b]11;rgb:1e/1e/2e\a\x1b[1;1R":           true,
		"\x1b]11;rgb:fdf6/e3e3/d0d0\a\x1b[1;1R":     false,
	} {
		dark, ok := parseBackground(answer)
		assert.True(t, ok, "%q", answer)
		assert.Equal(t, want, dark, "%q", answer)
	}
	for _, answer := range []string{"\x1b[3;1R", "\x1b]11;rgb:zz/00/00\a", "\x1b]11;rgb:00/00\a", ""} {
		_, ok := parseBackground(answer)
		assert.False(t, ok, "%q", answer)
	}
}
