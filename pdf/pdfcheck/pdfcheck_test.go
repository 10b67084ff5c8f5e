//go:build !race

// Reading a PDF back is a pure function: the package starts no goroutine
// and neither do its tests, which cannot meet a race; they run in the
// pass without the race detector.

package pdfcheck

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReadsTheGoldenSheets: the golden PDFs read back whole, with their
// pages, sizes and information.
func TestReadsTheGoldenSheets(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "..", "testdata", "golden", "game-standard-en.pdf"))
	require.NoError(t, err)
	doc, err := Read(b)
	require.NoError(t, err)
	assert.Equal(t, []Size{{595.28, 841.89}}, doc.Pages, "one A4 page")
	assert.Equal(t, "kväll · Yatzy · standard", doc.Title)
	assert.Equal(t, "Yatzy sheet", doc.Subject)
	assert.Equal(t, "Anna, Bo", doc.Author)
	assert.Equal(t, "protokoll", doc.Producer)
	assert.Equal(t, "D:20261130200000Z", doc.CreationDate)
	names, err := filepath.Glob(filepath.Join("..", "..", "testdata", "golden", "*.pdf"))
	require.NoError(t, err)
	require.NotEmpty(t, names)
	for _, name := range names {
		b, err := os.ReadFile(name)
		require.NoError(t, err)
		doc, err := Read(b)
		require.NoError(t, err, name)
		assert.NotEmpty(t, doc.Pages, name)
	}
	rummy, err := os.ReadFile(filepath.Join("..", "..", "testdata", "golden", "contracts-7-en.pdf"))
	require.NoError(t, err)
	doc, err = Read(rummy)
	require.NoError(t, err)
	assert.NotEmpty(t, doc.Title)
}

// TestRefusesWhatDoesNotHoldTogether: a PDF whose table points beside an
// object, whose stream is longer or shorter than it says, whose page tree
// counts wrong, cut short or without its trailer is refused.
func TestRefusesWhatDoesNotHoldTogether(t *testing.T) {
	good, err := os.ReadFile(filepath.Join("..", "..", "testdata", "golden", "game-standard-en.pdf"))
	require.NoError(t, err)
	_, err = Read(good)
	require.NoError(t, err)
	xref := bytes.LastIndex(good, []byte("\nxref\n")) + 1
	for name, damage := range map[string]func([]byte) []byte{
		"not a PDF":         func(b []byte) []byte { return b[1:] },
		"cut short":         func(b []byte) []byte { return b[:len(b)-10] },
		"an offset moved":   func(b []byte) []byte { i := xref + len("xref\n0 21\n") + 20 + 9; b[i]++; return b },
		"a longer stream":   func(b []byte) []byte { return bytes.Replace(b, []byte("/Length "), []byte("/Length 1"), 1) },
		"a page miscounted": func(b []byte) []byte { return bytes.Replace(b, []byte("/Count 1"), []byte("/Count 2"), 1) },
		"no catalog":        func(b []byte) []byte { return bytes.Replace(b, []byte("/Type /Catalog"), []byte("/Type /Catalox"), 1) },
		"startxref wrong":   func(b []byte) []byte { return bytes.Replace(b, []byte("startxref\n"), []byte("startxref\n1"), 1) },
		"an object's end": func(b []byte) []byte {
			return bytes.Replace(b, []byte("endobj\n20 0 obj"), []byte("endobx\n20 0 obj"), 1)
		},
		"a string unended": func(b []byte) []byte {
			return bytes.Replace(b, []byte("/Producer (protokoll)"), []byte("/Producer (protokoll "), 1)
		},
	} {
		_, err := Read(damage(bytes.Clone(good)))
		assert.Error(t, err, name)
	}
}

func TestLiteralStrings(t *testing.T) {
	for in, want := range map[string]string{
		`(plain)`:              "plain",
		`(a \(b\) c)`:          "a (b) c",
		`(nested (kept) too)`:  "nested (kept) too",
		`(back\\slash\n\101)`:  "back\\slash\nA",
		"(\xfe\xff\x00\xd5ie)": "\xfe\xff\x00\xd5ie",
	} {
		got, err := literal([]byte(in))
		require.NoError(t, err, in)
		assert.Equal(t, want, string(got), in)
	}
	s, err := text([]byte("/Author (\xfe\xff\x00\xd5\x00i\x00e)"), "/Author")
	require.NoError(t, err)
	assert.Equal(t, "Õie", s)
}
