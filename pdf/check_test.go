package pdf

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// checkOf is what Check finds in a page drawn with draw.
func checkOf(t *testing.T, draw func(d *document)) []string {
	t.Helper()
	found, err := Check(Options{}, func(o Options) ([]byte, error) {
		d, err := newDocument(o)
		if err != nil {
			return nil, err
		}
		d.AddPage()
		draw(d)
		return d.bytes()
	})
	require.NoError(t, err)
	return found
}

// TestCheckFindsBrokenLayouts: each of Check's rules fails a page
// broken on purpose, and passes the same page drawn well.
func TestCheckFindsBrokenLayouts(t *testing.T) {
	long := "Hjördis Gunilla Östergren-Lindqvist"
	t.Run("cut", func(t *testing.T) {
		assert.Empty(t, checkOf(t, func(d *document) {
			d.font(false, 10)
			d.cell(20, 20, 80, 6, long, "LM")
		}))
		found := checkOf(t, func(d *document) {
			d.font(false, 10)
			d.cell(20, 20, 20, 6, long, "LM") // shrinks to 8 pt, then is cut
		})
		require.Len(t, found, 1, "%q", found)
		assert.Contains(t, found[0], "is cut from \""+long+"\"")
	})
	t.Run("out of its cell", func(t *testing.T) {
		assert.Empty(t, checkOf(t, func(d *document) {
			d.font(false, 10)
			d.text(20, 20, 80, 6, long, "CM")
		}))
		for _, align := range []string{"LM", "CM", "RM"} {
			found := checkOf(t, func(d *document) {
				d.font(false, 10)
				d.text(60, 20, 20, 6, long, align) // text draws it whole, over its cell's edges
			})
			require.Len(t, found, 1, "%s: %q", align, found)
			assert.Contains(t, found[0], "is outside its cell", align)
		}
		found := checkOf(t, func(d *document) {
			d.font(false, 20)
			d.text(20, 20, 80, 3, "Bo", "LT") // taller than its cell
		})
		require.Len(t, found, 1, "%q", found)
		assert.Contains(t, found[0], "is outside its cell")
	})
	t.Run("sizes of a role", func(t *testing.T) {
		heads := func(d *document, sizes ...float64) {
			for i, size := range sizes {
				d.font(true, 12) // one role: the heads
				d.SetFontSize(size)
				d.text(20, 20+10*float64(i), 80, 6, "Head", "LM")
			}
		}
		assert.Empty(t, checkOf(t, func(d *document) { heads(d, 12, 10, 12, 10) }), "two sizes")
		assert.Empty(t, checkOf(t, func(d *document) {
			heads(d, 12, 10)
			d.font(false, 9) // another role
			d.text(20, 60, 80, 6, "a note", "LM")
		}), "two roles, two sizes each")
		found := checkOf(t, func(d *document) { heads(d, 12, 10, 9) })
		require.Len(t, found, 1, "%q", found)
		assert.Contains(t, found[0], "TestCheckFindsBrokenLayouts", "the role is named by where its font is set")
		assert.Contains(t, found[0], "check_test.go:")
		assert.Contains(t, found[0], "sets 3 sizes")
		assert.Empty(t, checkOf(t, func(d *document) {
			heads(d, 12, 10)
			d.AddPage()
			heads(d, 9)
		}), "a role's sizes are counted a page at a time")
	})
}
