package root_test

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store/storetest"
)

// The README's commands are run as written, in order, in a home of
// their own. The convention, for whoever edits the README:
//
//   - A block fenced as ```sh is run, a line at a time; other blocks are
//     not. A line runs "protokoll ARGS…" (or "go run ./cmd/protokoll
//     ARGS…", the same), after any NAME=VALUE settings of the environment
//     and after "printf 'TEXT' |" to give it standard input; the test
//     command is not run but checked against .ci/run's. Anything else in
//     a sh block fails the test: the test is no shell.
//   - Words are quoted as in a shell, with '…' and "…"; a word starting
//     with ~/ is in the home folder. No variable is expanded.
//   - A comment (" # …") ends a line. A command must exit 0, unless its
//     comment says "exit status N".
//   - "<!-- file NAME -->" before a fenced block writes the block to NAME
//     in the working folder, where the commands run, before the commands
//     after it.
//
// Interactive commands run with no input, which leaves a game at once
// (status 0), so no line needs to be skipped.

// readmeLine is a line of the README with its number.
type readmeLine struct {
	n    int
	text string
}

// readmeBlock is a fenced block: its info string, the file it is to be
// written to, and its lines.
type readmeBlock struct {
	info, file string
	lines      []readmeLine
}

func readmeBlocks(t *testing.T, path string) []readmeBlock {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	var blocks []readmeBlock
	var cur *readmeBlock
	file := ""
	fileMark := regexp.MustCompile(`^<!-- file (\S+) -->$`)
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		switch {
		case cur == nil && strings.HasPrefix(line, "```"):
			cur = &readmeBlock{info: strings.TrimPrefix(line, "```"), file: file}
			file = ""
		case cur != nil && line == "```":
			blocks = append(blocks, *cur)
			cur = nil
		case cur != nil:
			cur.lines = append(cur.lines, readmeLine{n, line})
		case fileMark.MatchString(line):
			file = fileMark.FindStringSubmatch(line)[1]
		}
	}
	require.NoError(t, sc.Err())
	require.Nil(t, cur, "a block is never closed")
	return blocks
}

// shellWords splits a line as a shell would, without expanding anything
// but ~/ at a word's start; the comment is returned apart.
func shellWords(line, home string) (words []string, comment string, err error) {
	var w strings.Builder
	inWord, quote := false, rune(0)
	rs := []rune(line)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch {
		case quote == '\'':
			if r == '\'' {
				quote = 0
			} else {
				w.WriteRune(r)
			}
		case quote == '"':
			switch {
			case r == '"':
				quote = 0
			case r == '\\' && i+1 < len(rs) && strings.ContainsRune(`"\$`+"`", rs[i+1]):
				i++
				w.WriteRune(rs[i])
			case r == '$' || r == '`':
				return nil, "", strconv.ErrSyntax
			default:
				w.WriteRune(r)
			}
		case r == '\'' || r == '"':
			quote, inWord = r, true
		case r == ' ' || r == '\t':
			if inWord {
				words = append(words, w.String())
				w.Reset()
				inWord = false
			}
		case r == '#' && !inWord:
			return words, strings.TrimSpace(string(rs[i+1:])), nil
		case r == '$' || r == '`' || r == '\\' || r == ';' || r == '>' || r == '<' || r == '&' || r == '(' || r == ')':
			return nil, "", strconv.ErrSyntax
		default:
			if !inWord && r == '~' && i+1 < len(rs) && rs[i+1] == '/' {
				w.WriteString(home)
				inWord = true
				continue
			}
			w.WriteRune(r)
			inWord = true
		}
	}
	if quote != 0 {
		return nil, "", strconv.ErrSyntax
	}
	if inWord {
		words = append(words, w.String())
	}
	return words, "", nil
}

// printfText is what printf writes of a format without verbs.
func printfText(format string) string {
	return strings.NewReplacer(`\n`, "\n", `\t`, "\t", `\\`, `\`, `%%`, "%").Replace(format)
}

// ciTestCommand is the test command as .ci/run runs it: the names of its
// go test steps, joined as a person types them.
func ciTestCommand(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	var steps []string
	for _, m := range regexp.MustCompile(`(?m)^step "((GORACE=\S+ )?go test [^"]*)" (env (\S+) )?go test `).FindAllStringSubmatch(string(data), -1) {
		require.Equal(t, m[2], strings.TrimPrefix(m[4]+" ", " "), "%s: the step's name says the environment its command has", m[0])
		steps = append(steps, m[1])
	}
	require.Len(t, steps, 2, ".ci/run runs the tests in two passes")
	return strings.Join(steps, " && ")
}

var exitStatus = regexp.MustCompile(`exit status (\d+)`)

// TestTheREADMEsCommandsRun: every command the README shows runs as
// written and exits as the README says; the README starts with the two
// commands that play a game and run the tests, the latter as .ci/run
// runs them.
func TestTheREADMEsCommandsRun(t *testing.T) {
	if storetest.UnderRace {
		t.Skip("the README's commands run in the pass without the race detector: advise works out a whole table, minutes under it")
	}
	top := filepath.Join("..", "..", "..")
	readme, err := filepath.Abs(filepath.Join(top, "README.md"))
	require.NoError(t, err)
	blocks := readmeBlocks(t, readme)
	testCommand := ciTestCommand(t, filepath.Join(top, ".ci", "run"))

	require.NotEmpty(t, blocks)
	first := blocks[0]
	require.Equal(t, "sh", first.info, "the README starts with its two commands")
	require.Len(t, first.lines, 2, "the README starts with its two commands")
	play, _, err := shellWords(first.lines[0].text, "")
	require.NoError(t, err)
	assert.Equal(t, []string{"go", "run", "./cmd/protokoll", "yatzy"}, play, "README.md:%d: the first command plays a game", first.lines[0].n)
	assert.Equal(t, testCommand, strings.TrimSpace(strings.SplitN(first.lines[1].text, "#", 2)[0]), "README.md:%d: the second command runs the tests as .ci/run does", first.lines[1].n)

	env := cmdtest.Home(t)
	home := t.TempDir()
	env["HOME"] = home
	t.Chdir(t.TempDir())
	ran := 0
	for _, b := range blocks {
		if b.file != "" {
			var text strings.Builder
			for _, l := range b.lines {
				text.WriteString(l.text + "\n")
			}
			require.NoError(t, os.WriteFile(b.file, []byte(text.String()), 0o644))
		}
		if b.info != "sh" {
			continue
		}
		for _, l := range b.lines {
			at := "README.md:" + strconv.Itoa(l.n)
			if strings.HasPrefix(l.text, "go test ") {
				assert.Equal(t, testCommand, strings.TrimSpace(strings.SplitN(l.text, "#", 2)[0]), "%s: the test command is .ci/run's", at)
				continue
			}
			words, comment, err := shellWords(l.text, home)
			require.NoError(t, err, "%s: %q is more shell than the test reads", at, l.text)
			if len(words) == 0 {
				continue
			}
			lineEnv := map[string]string{}
			for k, v := range env {
				lineEnv[k] = v
			}
			for len(words) > 0 && regexp.MustCompile(`^[A-Z_][A-Z0-9_]*=`).MatchString(words[0]) {
				k, v, _ := strings.Cut(words[0], "=")
				lineEnv[k] = v
				words = words[1:]
			}
			stdin := ""
			if len(words) >= 3 && words[0] == "printf" && words[2] == "|" {
				stdin, words = printfText(words[1]), words[3:]
			}
			if slices.Contains(words, "|") {
				t.Errorf("%s: %q pipes into another program, which the test cannot run", at, l.text)
				continue
			}
			switch {
			case len(words) > 0 && words[0] == "protokoll":
				words = words[1:]
			case len(words) > 2 && words[0] == "go" && words[1] == "run" && words[2] == "./cmd/protokoll":
				words = words[3:]
			default:
				t.Errorf("%s: %q is not a protokoll command the test can run", at, l.text)
				continue
			}
			want := 0
			if m := exitStatus.FindStringSubmatch(comment); m != nil {
				want, _ = strconv.Atoi(m[1])
			}
			r := cmdtest.Run(t, lineEnv, stdin, words...)
			ran++
			if r.Code != want {
				t.Errorf("%s: %s\nexited %d, the README shows %d:\n%s", at, l.text, r.Code, want, r.ErrOut)
			}
		}
	}
	assert.Greater(t, ran, 50, "the README's commands were found")
}
