package scoresheet

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseRoll(t *testing.T) {
	for _, in := range []string{"6 6 6 2 4", "66624", "6,6,6,2,4", " 6, 6 ,6\t2 4 ", "666 24"} {
		r, err := ParseRoll(in, 5)
		require.NoError(t, err, in)
		assert.Equal(t, Roll{6, 6, 6, 2, 4}, r, in)
	}
	r, err := ParseRoll("1 2 3 4 5 6", 6)
	require.NoError(t, err)
	assert.Equal(t, "1 2 3 4 5 6", r.String())
}

func TestParseRollRefusals(t *testing.T) {
	for _, tc := range []struct{ in, msg string }{
		{"6 6 6 2", "got 4 dice, want 5"},
		{"666244", "got 6 dice, want 5"},
		{"", "got 0 dice, want 5"},
		{"6 6 6 2 7", `'7' is not on a die`},
		{"6 6 6 2 0", `'0' is not on a die`},
		{"6 6 x 2 4", `'x' is not a die`},
		{"6;6;6;2;4", `';' is not a die`},
		{"-1 2 3 4 5", `'-' is not a die`},
	} {
		_, err := ParseRoll(tc.in, 5)
		require.Error(t, err, tc.in)
		assert.Contains(t, err.Error(), tc.msg, tc.in)
	}
}

func FuzzParseRoll(f *testing.F) {
	for _, s := range []string{"6 6 6 2 4", "66624", "6,6,6,2,4", "1 2 3 4 5 6", "7", "", "٣"} {
		f.Add(s, 5)
	}
	f.Fuzz(func(t *testing.T, s string, n int) {
		n = 5 + (n & 1) // five or six dice
		r, err := ParseRoll(s, n)
		if err != nil {
			if r != nil {
				t.Fatalf("ParseRoll(%q) returned dice with an error", s)
			}
			return
		}
		if err := r.valid(n); err != nil {
			t.Fatalf("ParseRoll(%q) accepted an invalid roll %v: %v", s, r, err)
		}
		again, err := ParseRoll(r.String(), n)
		if err != nil || again.String() != r.String() {
			t.Fatalf("ParseRoll(%q).String() = %q does not read back", s, r.String())
		}
	})
}

// TestRollSame: the same dice in any order are the same; one die other,
// or one more, are not.
func TestRollSame(t *testing.T) {
	r := Roll{6, 6, 6, 2, 4}
	assert.True(t, r.Same(Roll{2, 6, 4, 6, 6}))
	assert.False(t, r.Same(Roll{6, 6, 6, 2, 5}))
	assert.False(t, r.Same(Roll{6, 6, 6, 2, 4, 1}))
	assert.False(t, r.Same(Roll{6, 6, 2, 2, 4}))
}
