package msg

import (
	"errors"
	"fmt"
	"io/fs"
	"testing"

	"github.com/stretchr/testify/assert"
)

// upper is a printer of a made-up language: every message is its key
// in capitals, formatted; Say says an error of the model in it.
type upper struct{}

func (upper) T(key Key, args ...any) string {
	return fmt.Sprintf("<"+string(key)+">", args...)
}
func (u upper) N(n int, one, other Key, args ...any) string {
	if n == 1 {
		return u.T(one, args...)
	}
	return u.T(other, args...)
}
func (u upper) Say(err error) string {
	if e, ok := err.(interface{ In(Printer) string }); ok {
		return e.In(u)
	}
	return err.Error()
}

// word is an argument said in the reader's language.
type word string

func (w word) In(p Printer) string {
	if _, ok := p.(upper); ok {
		return "W" + string(w)
	}
	return string(w)
}

// TestAnErrorIsSaidByItsReader: a refusal keeps its key and arguments
// and is said when it is read, its words, those of an argument that is
// words and of a refusal inside it all in the reader's language;
// Error() is English.
func TestAnErrorIsSaidByItsReader(t *testing.T) {
	inner := Errorf("no %s here", word("box"))
	err := Errorf("line %d: %v", 3, inner)
	assert.Equal(t, "line 3: no box here", err.Error())
	assert.Equal(t, "<line 3: <no Wbox here>>", upper{}.Say(err))
	assert.ErrorIs(t, err, inner, "the refusal inside is what it is about")

	n := ErrorN(2, "%d die", "%d dice", 2)
	assert.Equal(t, "2 dice", n.Error())
	assert.Equal(t, "1 die", ErrorN(1, "%d die", "%d dice", 1).Error())
	assert.Equal(t, "<2 dice>", upper{}.Say(n))

	w := Wrap(fs.ErrNotExist, "there is no such file")
	assert.True(t, errors.Is(w, fs.ErrNotExist))
	assert.Equal(t, "<there is no such file>", upper{}.Say(w))
}

// TestOneOfIsAChoiceInTheReadersWords: a choice of words is joined by
// the reader's "or" (and its comma before it), the words as they are.
func TestOneOfIsAChoiceInTheReadersWords(t *testing.T) {
	assert.Equal(t, "yatzy or rummy", OneOf("yatzy", "rummy").In(English()))
	assert.Equal(t, "yatzy, rummy or race", OneOf("yatzy", "rummy", "race").In(English()))
	assert.Equal(t, "yatzy", OneOf("yatzy").In(English()))
	assert.Equal(t, "", OneOf().In(English()))
	assert.Equal(t, "<<yatzy, rummy> or race>", OneOf("yatzy", "rummy", "race").In(upper{}))
	err := Errorf("--game %q: want %s", "chess", OneOf("yatzy", "rummy"))
	assert.Equal(t, `--game "chess": want yatzy or rummy`, err.Error())
	assert.Equal(t, `<--game "chess": want <yatzy or rummy>>`, upper{}.Say(err))
	assert.Equal(t, "protokoll yatzy, or protokoll rummy", OneOfCommands("protokoll yatzy", "protokoll rummy").In(English()))
	assert.Equal(t, "a, b, or c", OneOfCommands("a", "b", "c").In(English()))
	assert.Equal(t, "<<a, b>, or c>", OneOfCommands("a", "b", "c").In(upper{}))
}
