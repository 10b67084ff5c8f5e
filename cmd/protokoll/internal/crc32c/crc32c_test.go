package crc32c

import (
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"hash/crc32"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestAgreesWithTheStandardLibrary: the byte table and the processor's
// instruction agree with hash/crc32 on thousands of random buffers, of
// every length up to a long line's and past the instruction path's
// tables (a few kilobytes), and so does a checksum going on from another.
func TestAgreesWithTheStandardLibrary(t *testing.T) {
	table := crc32.MakeTable(crc32.Castagnoli)
	r := rand.New(rand.NewPCG(1, 2))
	for n := range 3000 {
		data := make([]byte, n%700+n/1000*4000)
		for i := range data {
			data[i] = byte(r.Uint32())
		}
		want := crc32.Checksum(data, table)
		if got := Checksum(data); got != want {
			t.Fatalf("%d bytes: byte table %08x, hash/crc32 %08x", len(data), got, want)
		}
		if got := ChecksumLong(data); got != want {
			t.Fatalf("%d bytes: instruction %08x, hash/crc32 %08x", len(data), got, want)
		}
		cut := len(data) / 3
		if got := Update(Checksum(data[:cut]), data[cut:]); got != want {
			t.Fatalf("%d bytes going on at %d: byte table %08x, hash/crc32 %08x", len(data), cut, got, want)
		}
		if got := UpdateLong(ChecksumLong(data[:cut]), data[cut:]); got != want {
			t.Fatalf("%d bytes going on at %d: instruction %08x, hash/crc32 %08x", len(data), cut, got, want)
		}
	}
}

// TestTheOnlyCastagnoliTable: no other package of the module makes a
// Castagnoli table (a package-level one is built at every start), nor a
// CRC-32C of its own: they ask this one.
func TestTheOnlyCastagnoliTable(t *testing.T) {
	root := moduleRoot(t)
	self, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	found := 0
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && strings.HasPrefix(d.Name(), ".") && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || filepath.Dir(path) == self {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil || !bytes.Contains(src, []byte("crc32")) {
			return err
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, src, 0)
		if err != nil {
			return err
		}
		found++
		ast.Inspect(f, func(n ast.Node) bool {
			if s, ok := n.(*ast.SelectorExpr); ok {
				if x, ok := s.X.(*ast.Ident); ok && x.Name == "crc32" && s.Sel.Name == "Castagnoli" {
					rel, _ := filepath.Rel(root, path)
					t.Errorf("%s makes a Castagnoli table: use package crc32c", rel)
				}
			}
			return true
		})
		if bytes.Contains(src, []byte("0x82f63b78")) {
			rel, _ := filepath.Rel(root, path)
			t.Errorf("%s works out a CRC-32C of its own: use package crc32c", rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if found == 0 {
		t.Fatal("no file of the module mentions crc32: the walk looked in the wrong place")
	}
}

// moduleRoot is the folder of the module's go.mod, above this one.
func moduleRoot(t *testing.T) string {
	dir, err := filepath.Abs(".")
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		up := filepath.Dir(dir)
		if up == dir {
			t.Fatal("no go.mod above", dir)
		}
		dir = up
	}
}
