//go:build !race

// Like exhaustive_test.go's, this check reads parse.go's source and starts
// no goroutine: it runs in the pass without the race detector.

package contracts

import (
	"go/ast"
	goparser "go/parser"
	gotoken "go/token"
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestVocabularyHasEveryWordTheParserReads: every word parse.go reads
// by name (isWord, isWordAt, expect, a token's word compared with a
// literal) is in Vocabulary, so the help page tested against it names
// the whole language.
func TestVocabularyHasEveryWordTheParserReads(t *testing.T) {
	fset := gotoken.NewFileSet()
	f, err := goparser.ParseFile(fset, "parse.go", nil, 0)
	require.NoError(t, err)
	vocab := map[string]bool{}
	for _, w := range Vocabulary() {
		vocab[w] = true
	}
	literal := func(e ast.Expr) {
		if lit, ok := e.(*ast.BasicLit); ok && lit.Kind == gotoken.STRING {
			w, err := strconv.Unquote(lit.Value)
			require.NoError(t, err)
			assert.True(t, vocab[w], "%s: the parser reads %q, which Vocabulary lacks", fset.Position(lit.Pos()), w)
		}
	}
	n := 0
	ast.Inspect(f, func(node ast.Node) bool {
		switch x := node.(type) {
		case *ast.CallExpr:
			sel, ok := x.Fun.(*ast.SelectorExpr)
			if !ok {
				break
			}
			switch sel.Sel.Name {
			case "isWord", "isWordAt", "expect":
				for _, a := range x.Args {
					literal(a)
				}
				n++
			}
		case *ast.BinaryExpr:
			if sel, ok := x.X.(*ast.SelectorExpr); ok && sel.Sel.Name == "word" && x.Op == gotoken.EQL {
				literal(x.Y)
				n++
			}
		}
		return true
	})
	assert.Greater(t, n, 30, "the parser's calls were found")
	assert.True(t, vocab["resten"] && vocab["trissar"] && vocab["tior"] && vocab["ruter"] && vocab["medsols"])
	assert.True(t, slices.IsSorted(Vocabulary()))
}
