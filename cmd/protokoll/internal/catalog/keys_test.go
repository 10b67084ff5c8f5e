//go:build !race

// Like exhaustive_test.go's, these checks type-check the whole program
// and start no goroutine: they run in the pass without the race detector.

package catalog

import (
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/constant"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// The keys test reads the program as the compiler does: every package of
// the module type-checked from its source, and every call that asks for
// a message found by what it calls, not by how it is spelled. A message
// is asked for by a parameter of type msg.Key (T, N, msg.Errorf, the
// rules packages' errorOf and why, the sheets' words, and the rest): one
// kind of key, the English, in one catalog.

const (
	module   = "github.com/kitchentable/protokoll"
	msgPath  = module + "/scoresheet/msg"
	thisPath = module + "/cmd/protokoll/internal/catalog"
)

// A use is one call that asks for a message: where, its key (for a
// plural, the key of other counts and its English for one), and how many
// arguments it gives the format (-1 when they are spread from a slice).
type use struct {
	at          string
	catalog     string // "program": the one catalog
	key, one    string
	args        int
	nonConstant bool
}

// program is the module's packages, type-checked from their source.
type program struct {
	fset *token.FileSet
	pkgs []*checked
}

type checked struct {
	path  string
	files []*ast.File
	info  *types.Info
}

// listed is what go list says of a package.
type listed struct {
	ImportPath, Dir, Export string
	GoFiles                 []string
	DepOnly                 bool
}

// load type-checks the packages patterns name (run in dir), their
// imports read from the compiler's export data.
func load(t *testing.T, dir string, patterns ...string) *program {
	t.Helper()
	cmd := exec.Command("go", append([]string{"list", "-e", "-export", "-deps", "-json"}, patterns...)...)
	cmd.Dir = dir
	out, err := cmd.Output()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		t.Fatalf("go list: %v\n%s", err, ee.Stderr)
	}
	require.NoError(t, err)
	exports := map[string]string{}
	var mine []listed
	for dec := json.NewDecoder(strings.NewReader(string(out))); dec.More(); {
		var p listed
		require.NoError(t, dec.Decode(&p))
		exports[p.ImportPath] = p.Export
		if !p.DepOnly {
			mine = append(mine, p)
		}
	}
	prog := &program{fset: token.NewFileSet()}
	imp := importer.ForCompiler(prog.fset, "gc", func(path string) (io.ReadCloser, error) {
		if exports[path] == "" {
			return nil, fmt.Errorf("no export data for %s", path)
		}
		return os.Open(exports[path])
	})
	for _, p := range mine {
		c := &checked{path: p.ImportPath, info: &types.Info{
			Types: map[ast.Expr]types.TypeAndValue{}, Uses: map[*ast.Ident]types.Object{}, Selections: map[*ast.SelectorExpr]*types.Selection{},
		}}
		for _, f := range p.GoFiles {
			file, err := parser.ParseFile(prog.fset, filepath.Join(p.Dir, f), nil, parser.SkipObjectResolution)
			require.NoError(t, err)
			c.files = append(c.files, file)
		}
		_, err := (&types.Config{Importer: imp}).Check(p.ImportPath, prog.fset, c.files, c.info)
		require.NoError(t, err, p.ImportPath)
		prog.pkgs = append(prog.pkgs, c)
	}
	return prog
}

// uses finds every call of the program that asks for a message.
func (prog *program) uses() []use {
	var out []use
	for _, c := range prog.pkgs {
		for _, f := range c.files {
			for _, d := range f.Decls {
				// An error's own methods say the key it was made with,
				// which was checked where it was made.
				fn, ok := d.(*ast.FuncDecl)
				forwards := ok && fn.Recv != nil && slices.Contains([]string{"In", "Error", "Message", "String"}, fn.Name.Name)
				ast.Inspect(d, func(n ast.Node) bool {
					if call, ok := n.(*ast.CallExpr); ok {
						out = append(out, c.call(prog.fset, call, forwards)...)
					}
					return true
				})
			}
		}
	}
	return out
}

// call returns the messages call asks for; forwards says whether it may
// pass on a key it did not write.
func (c *checked) call(fset *token.FileSet, call *ast.CallExpr, forwards bool) []use {
	at := fset.Position(call.Pos()).String()
	tv, ok := c.info.Types[call.Fun]
	if !ok {
		return nil
	}
	if tv.IsType() {
		// A conversion to a key of what is not a constant is a key no
		// test can check, but inside the catalog's own machinery.
		if isNamed(tv.Type, msgPath, "Key") && len(call.Args) == 1 && c.info.Types[call.Args[0]].Value == nil &&
			c.path != msgPath && c.path != thisPath {
			return []use{{at: at, catalog: "program", nonConstant: true}}
		}
		return nil
	}
	sig, ok := tv.Type.Underlying().(*types.Signature)
	if !ok {
		return nil
	}
	// Which parameters are keys, and of which catalog.
	var keys []int
	kind := ""
	for i := range sig.Params().Len() {
		typ := sig.Params().At(i).Type()
		if !isNamed(typ, msgPath, "Key") {
			continue
		}
		kind = "program"
		keys = append(keys, i)
	}
	if len(keys) == 0 {
		return nil
	}
	// Two keys after a count are a plural's forms, for one and for
	// other counts; any other keys are asked for each on its own.
	plural := len(keys) == 2 && keys[1] == keys[0]+1 && keys[0] > 0 &&
		types.Identical(sig.Params().At(keys[0]-1).Type(), types.Typ[types.Int])
	if len(keys) > 1 && !plural {
		var out []use
		for _, i := range keys {
			if i < len(call.Args) {
				out = append(out, c.key(at, kind, call.Args[i], forwards))
			}
		}
		return out
	}
	u := use{at: at, catalog: kind, args: -1}
	last := keys[len(keys)-1]
	if sig.Variadic() && !call.Ellipsis.IsValid() {
		u.args = len(call.Args) - (last + 1)
	}
	for k, i := range keys {
		if i >= len(call.Args) {
			return nil
		}
		v := c.info.Types[call.Args[i]].Value
		if v == nil || v.Kind() != constant.String {
			if c.passedOn(call.Args[i], forwards) {
				return nil
			}
			u.nonConstant = true
			continue
		}
		if k == 0 && len(keys) == 2 {
			u.one = constant.StringVal(v)
		} else {
			u.key = constant.StringVal(v)
		}
	}
	return []use{u}
}

// key is one key asked for on its own, with no count of arguments.
func (c *checked) key(at, kind string, arg ast.Expr, forwards bool) use {
	u := use{at: at, catalog: kind, args: -1}
	if v := c.info.Types[arg].Value; v != nil && v.Kind() == constant.String {
		u.key = constant.StringVal(v)
	} else if !c.passedOn(arg, forwards) {
		u.nonConstant = true
	}
	return u
}

// passedOn reports whether a key that is not a constant is one the code
// was given and passes on, checked where it was given: a parameter of a
// key type, a key an error's own method says, or the catalog's and msg's
// own machinery.
func (c *checked) passedOn(arg ast.Expr, forwards bool) bool {
	if c.path == msgPath || c.path == thisPath || forwards {
		return true
	}
	id, ok := arg.(*ast.Ident)
	return ok && c.isKeyParam(id)
}

// isKeyParam reports whether id names a variable of a key type: a key a
// function was given, passed on.
func (c *checked) isKeyParam(id *ast.Ident) bool {
	v, ok := c.info.Uses[id].(*types.Var)
	if !ok {
		return false
	}
	t := v.Type()
	return isNamed(t, msgPath, "Key")
}

func isNamed(t types.Type, pkg, name string) bool {
	n, ok := types.Unalias(t).(*types.Named) // msg.Key is the rules' msg.Key
	return ok && n.Obj().Name() == name && n.Obj().Pkg() != nil && n.Obj().Pkg().Path() == pkg
}

// problems checks the uses against the languages: every key the code
// asks for is in each language, with the arguments the code gives it;
// nothing asked for in a way no test can check.
func problems(uses []use, langs Languages) []string {
	var out []string
	for _, u := range uses {
		if u.nonConstant {
			out = append(out, u.at+": a key that is not a constant")
			continue
		}
		if u.args >= 0 && argCount(u.key) != u.args {
			out = append(out, fmt.Sprintf("%s: %q takes %d arguments, given %d", u.at, u.key, argCount(u.key), u.args))
		}
		for _, l := range langs[1:] {
			if u.one != "" {
				if _, ok := l.Plurals[msg.Key(u.key)]; !ok {
					out = append(out, fmt.Sprintf("%s: %s has no plural %q", u.at, l.Tag, u.key))
				}
			} else if _, ok := l.Messages[msg.Key(u.key)]; !ok {
				out = append(out, fmt.Sprintf("%s: %s has no message %q", u.at, l.Tag, u.key))
			}
		}
	}
	sort.Strings(out)
	return slices.Compact(out)
}

// theProgram is the program's packages, loaded once for the tests that
// read it.
var theProgram = struct {
	*program
	uses []use
}{}

func programUses(t *testing.T) []use {
	t.Helper()
	if theProgram.program == nil {
		theProgram.program = load(t, filepath.Join("..", "..", "..", ".."), "./...")
		theProgram.uses = theProgram.program.uses()
	}
	return theProgram.uses
}

// TestEveryCatalogEntryIsUsed: an entry nothing asks for is a word that
// drifted from the code.
func TestEveryCatalogEntryIsUsed(t *testing.T) {
	used := map[msg.Key]bool{}
	for _, u := range programUses(t) {
		if u.catalog == "program" {
			used[msg.Key(u.key)] = true
		}
	}
	var unused []string
	for _, l := range Builtin()[1:] {
		for key := range l.Messages {
			if !used[key] {
				unused = append(unused, l.Tag+": "+fmt.Sprintf("%q", key))
			}
		}
		for key := range l.Plurals {
			if !used[key] {
				unused = append(unused, l.Tag+" plural: "+fmt.Sprintf("%q", key))
			}
		}
	}
	sort.Strings(unused)
	assert.Empty(t, unused, "catalog entries no code asks for")
}

// TestTheCheckCatchesMistakes: the check itself finds a misspelled key, a
// missing argument, a plural no language has, a rules package's key
// misspelled and a key made at run time (testdata/mistakes).
func TestTheCheckCatchesMistakes(t *testing.T) {
	prog := load(t, ".", "./testdata/mistakes")
	got := strings.Join(problems(prog.uses(), Builtin()), "\n")
	for _, want := range []string{
		`sv has no message "Gmae over"`,
		`"Who went out: %s" takes 1 arguments, given 0`,
		`"%d rolls left" takes 1 arguments, given 2`,
		`et has no plural "%d apples"`,
		`sv has no message "%q is not a crad"`,
		`a key that is not a constant`,
		`sv has no message "a sheet's word nobody has"`,
	} {
		assert.Contains(t, got, want)
	}
	assert.NotContains(t, got, `"Game over"`, "a right key is not a problem")
}
