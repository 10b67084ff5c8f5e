package ask

import (
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store/storetest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
)

// langs are the languages the program speaks.
var langs = catalog.Builtin()

// asker reads the lines of in as typed at a terminal whose output is not
// one (a person answers, and is asked again after a mistake).
func asker(in string) (*Asker, *strings.Builder) {
	ios, _, _ := iostreams.Test(in)
	ios.StdinTTY = true
	var out strings.Builder
	ios.Out = &out
	return New(ios, langs[0], langs), &out
}

// TestScriptedRefusalStops: answers from a script are not asked again; the
// first refused line stops the run, naming its line.
func TestScriptedRefusalStops(t *testing.T) {
	ios, _, _ := iostreams.Test("Anna\n6662\n66624\n")
	a := New(ios, langs[0], langs)
	_, err := a.Input("Players", "", func(string) error { return nil })
	require.NoError(t, err)
	_, err = a.Input("Dice", "", func(s string) error {
		if len(s) != 5 {
			return errors.New("got 4 dice, want 5")
		}
		return nil
	})
	var le *LineError
	require.ErrorAs(t, err, &le)
	assert.Equal(t, 2, le.Line)
	assert.EqualError(t, err, "input line 2: got 4 dice, want 5 (nothing after it was used)")
	// A forgotten confirmation: the dice line is no answer to it.
	_, err = a.Confirm("Strike?")
	require.ErrorAs(t, err, &le)
	assert.Equal(t, 3, le.Line)
	assert.Contains(t, err.Error(), `"66624": answer y or n`)
}

func TestEachFieldReadsOneLine(t *testing.T) {
	// Three fields in a row each get their own line, and nothing is lost
	// to a field's scanner reading ahead.
	a, _ := asker("Anna, Bo\n2\ny\nlast\n")
	require.True(t, a.Accessible())
	s, err := a.Input("Players", "", func(string) error { return nil })
	require.NoError(t, err)
	assert.Equal(t, "Anna, Bo", s)
	i, err := a.Select("Variant", []Choice{{Label: "scandinavian"}, {Label: "maxi"}})
	require.NoError(t, err)
	assert.Equal(t, 1, i)
	ok, err := a.Confirm("Sure?")
	require.NoError(t, err)
	assert.True(t, ok)
	s, err = a.Input("More", "", func(string) error { return nil })
	require.NoError(t, err)
	assert.Equal(t, "last", s)
	_, err = a.Input("More", "", func(string) error { return nil })
	assert.ErrorIs(t, err, ErrEnd)
}

func TestInvalidLinesAreAskedAgain(t *testing.T) {
	a, out := asker("7\n\n12345\n")
	s, err := a.Input("Dice", "", func(s string) error {
		if len(s) != 5 {
			return errors.New("want five dice")
		}
		return nil
	})
	require.NoError(t, err)
	assert.Equal(t, "12345", s)
	assert.Equal(t, 2, strings.Count(out.String(), "want five dice"))
}

func TestEndOfInputIsNeverADefault(t *testing.T) {
	a, _ := asker("9\n")
	_, err := a.Select("Box", []Choice{{Label: "Ones"}, {Label: "Twos"}})
	assert.ErrorIs(t, err, ErrEnd, "an out-of-range number is asked again, and then input ends")
	a, _ = asker("")
	_, err = a.Confirm("Strike?")
	assert.ErrorIs(t, err, ErrEnd)
	a, _ = asker("no newline at the end")
	s, err := a.Input("x", "", func(string) error { return nil })
	require.NoError(t, err)
	assert.Equal(t, "no newline at the end", s)
}

func TestSelectByLabelOrAlias(t *testing.T) {
	choices := []Choice{{Label: "Ettor  3", Aliases: []string{"ones", "Ettor"}}, {Label: "Ångra", Aliases: []string{"undo"}}}
	a, out := asker("ettor\nUNDO\nångra\nbogus\n1\n")
	for _, want := range []int{0, 1, 1, 0} {
		i, err := a.Select("Ruta", choices)
		require.NoError(t, err)
		assert.Equal(t, want, i)
	}
	assert.Contains(t, out.String(), `"bogus" is not one of the choices: type a number from 1 to 2`)
	assert.Contains(t, out.String(), "1. Ettor  3")
}

// TestOtherLanguagesWordsOnlyWhole: a choice's words in the other
// languages choose it typed whole, never by a start: "par" is two of
// the boxes and no start of the Estonian paranda (fix), which only
// "paranda" itself chooses; "rät" is a start of the table's own word.
func TestOtherLanguagesWordsOnlyWhole(t *testing.T) {
	choices := []Choice{{Label: "Ett par"}, {Label: "Två par"}, {Label: "(rätta en rad)", Aliases: []string{"rätta"}, Exact: []string{"fix", "paranda"}}}
	for line, want := range map[string]int{"paranda": 2, "FIX": 2, "rät": 2, "ett": 0} {
		i, ok := pick(line, choices)
		assert.True(t, ok, line)
		assert.Equal(t, want, i, line)
	}
	for _, line := range []string{"par", "para", "fi"} {
		_, ok := pick(line, choices)
		assert.False(t, ok, "%q chooses nothing", line)
	}
	a, out := asker("par\n")
	_, err := a.Select("Vilken ruta?", choices)
	require.Error(t, err)
	assert.Contains(t, out.String()+err.Error(), `"par" could be 1. Ett par, 2. Två par: type more of its name, or its number`)
}

func TestConfirmWords(t *testing.T) {
	a, out := asker("ja\nnej\n\nmaybe\nei\njah\n")
	for _, want := range []bool{true, false, false, false, true} {
		ok, err := a.Confirm("Stryka?")
		require.NoError(t, err)
		assert.Equal(t, want, ok)
	}
	assert.Contains(t, out.String(), `"maybe": answer y or n`)
}

func TestTheQuestionComesBeforeTheAnswerIsRead(t *testing.T) {
	in, feed := io.Pipe()
	out := &storetest.Buffer{}
	a := New(&iostreams.IOStreams{In: in, Out: out}, langs[0], langs)
	done := make(chan string)
	go func() {
		s, _ := a.Input("Dice?", "", func(string) error { return nil })
		done <- s
	}()
	deadline := time.Now().Add(5 * time.Second)
	for !strings.Contains(out.String(), "Dice?") {
		require.True(t, time.Now().Before(deadline), "the question was not shown before input came")
		time.Sleep(5 * time.Millisecond)
	}
	_, err := feed.Write([]byte("66624\n"))
	require.NoError(t, err)
	assert.Equal(t, "66624", <-done)
	assert.Equal(t, "Dice? 66624\n", out.String())
}
