package catalog

import (
	"fmt"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
)

// TestEveryLanguageHasEveryWord: each language gives the card game, the
// Yatzy sheet and the printed sheets every word English has (a word left
// out would print in English, or not at all), holds none English lacks,
// and each of its sentences takes the same arguments in the same order.
func TestEveryLanguageHasEveryWord(t *testing.T) {
	for _, l := range Builtin()[1:] {
		tag := l.Tag
		var gaps []string
		gaps = append(gaps, missing(reflect.ValueOf(*contracts.English()), reflect.ValueOf(*l.Contracts), "contracts.Words")...)
		gaps = append(gaps, missing(reflect.ValueOf(*scoresheet.English()), reflect.ValueOf(*l.Sheets), "scoresheet.Words")...)
		if tag == "sv" {
			// The lists' labels are Swedish: Swedish needs no gloss of them.
			gaps = slices.DeleteFunc(gaps, func(g string) bool { return regexp.MustCompile(`^contracts\.Words\.Glosses\[`).MatchString(g) })
		}
		for _, g := range gaps {
			t.Errorf("%s: %s", tag, g)
		}
	}
}

var verbs = regexp.MustCompile(`%[-+# 0-9.]*[a-zA-Z%]`)

// missing lists where w, a language's words, lacks what en, English's,
// has; path names the place.
func missing(en, w reflect.Value, path string) []string {
	var out []string
	switch en.Kind() {
	case reflect.String:
		switch {
		case en.String() != "" && w.String() == "":
			out = append(out, path+" is empty")
		case !slices.Equal(verbs.FindAllString(en.String(), -1), verbs.FindAllString(w.String(), -1)):
			out = append(out, fmt.Sprintf("%s takes %q, English %q", path, verbs.FindAllString(w.String(), -1), verbs.FindAllString(en.String(), -1)))
		}
	case reflect.Map:
		for _, k := range en.MapKeys() {
			at := fmt.Sprintf("%s[%v]", path, k)
			if v := w.MapIndex(k); v.IsValid() {
				out = append(out, missing(en.MapIndex(k), v, at)...)
			} else {
				out = append(out, at+" is missing")
			}
		}
		for _, k := range w.MapKeys() {
			if !en.MapIndex(k).IsValid() {
				out = append(out, fmt.Sprintf("%s[%v] is asked for by no code", path, k))
			}
		}
	case reflect.Slice, reflect.Array:
		if w.Len() != en.Len() {
			out = append(out, fmt.Sprintf("%s has %d, English %d", path, w.Len(), en.Len()))
		}
		for i := range min(en.Len(), w.Len()) {
			out = append(out, missing(en.Index(i), w.Index(i), fmt.Sprintf("%s[%d]", path, i))...)
		}
	case reflect.Struct:
		for i := range en.NumField() {
			f := en.Type().Field(i)
			switch f.Tag.Get("words") {
			case "own": // the language's own, as many as it has
			case "alternatives": // the same keys, each with some words
				for _, k := range en.Field(i).MapKeys() {
					if v := w.Field(i).MapIndex(k); !v.IsValid() || v.Len() == 0 {
						out = append(out, fmt.Sprintf("%s.%s[%v] is missing", path, f.Name, k))
					}
				}
			default:
				if f.Name != "Lang" {
					out = append(out, missing(en.Field(i), w.Field(i), path+"."+f.Name)...)
				}
			}
		}
	case reflect.Func:
		if !en.IsNil() && w.IsNil() {
			out = append(out, path+" is missing")
		}
	}
	return out
}

// TestEachLanguageKnowsItself: a language's words for the rules
// packages carry its code, which chooses their plural forms, and differ
// from English.
func TestEachLanguageKnowsItself(t *testing.T) {
	for _, l := range Builtin() {
		assert.Equal(t, l.Tag, l.Sheets.Lang)
		assert.Equal(t, l.Tag, l.Contracts.Lang)
		assert.NotEmpty(t, l.Name)
		for _, c := range []Command{CmdUndo, CmdFix, CmdSheet, CmdQuit, CmdHint, CmdChances, CmdBack, CmdCheck, CmdSave, CmdCancel, CmdFile, CmdHand, CmdRename, CmdAdjust, CmdQR, CmdPIN, CmdHintsOn, CmdHintsOff} {
			assert.NotEmpty(t, l.Commands[c], "%s has no word for %s", l.Tag, c)
		}
	}
	for _, l := range Builtin()[1:] {
		assert.NotEqual(t, scoresheet.Scandinavian().Name(scoresheet.FullHouse, nil), scoresheet.Scandinavian().Name(scoresheet.FullHouse, l.Sheets), l.Tag)
		assert.NotEqual(t, contracts.MustParse("2 trissar").Explain(nil), contracts.MustParse("2 trissar").Explain(l), l.Tag)
	}
}

// TestEveryLanguageHasEveryTopic: each language has every page of
// protokoll help TOPIC (one it lacked would be read in English) and
// none that help does not list; each page starts with its summary line
// and an empty line, and fits a terminal of 80 columns.
func TestEveryLanguageHasEveryTopic(t *testing.T) {
	for _, l := range Builtin() {
		for _, g := range missing(reflect.ValueOf(englishTopics), reflect.ValueOf(l.Topics), "Topics") {
			t.Errorf("%s: %s", l.Tag, g)
		}
		assert.Len(t, l.Topics, len(Topics()), "%s: a page for every topic help lists, and no other", l.Tag)
		for _, topic := range Topics() {
			summary, page := l.Topic(topic)
			if !assert.NotEmpty(t, l.Topics[topic], "%s has no page %s", l.Tag, topic) {
				continue
			}
			lines := strings.Split(page, "\n")
			assert.Greater(t, len(lines), 3, "%s %s", l.Tag, topic)
			assert.Equal(t, lines[0], summary)
			assert.LessOrEqual(t, utf8.RuneCountInString(summary), 60, "%s %s: the summary is listed beside the topic's name", l.Tag, topic)
			assert.Empty(t, lines[1], "%s %s: an empty line after the summary", l.Tag, topic)
			for i, line := range lines {
				assert.LessOrEqual(t, utf8.RuneCountInString(line), 79, "%s %s line %d: %q", l.Tag, topic, i+1, line)
				assert.Equal(t, strings.TrimRight(line, " "), line, "%s %s line %d ends in spaces", l.Tag, topic, i+1)
			}
		}
	}
}

// TestWordsAreNouns: the rules packages' words, in every language, are
// names (of boxes, melds, ranks, suits, colours, heads) and the little
// words that join them; no sentence or phrase format is among them. A
// sentence is a message of the catalog, said by the language's printer
// (its plurals and numbers x/text's) and checked by the keys test.
func TestWordsAreNouns(t *testing.T) {
	for _, l := range Builtin() {
		for _, w := range []any{*l.Contracts, *l.Sheets} {
			for _, s := range formats(reflect.ValueOf(w), fmt.Sprintf("%s %T", l.Tag, w)) {
				t.Errorf("a sentence format among the words: %s", s)
			}
		}
	}
}

// formats lists the strings in v that hold a format verb or end a
// sentence, where they are.
func formats(v reflect.Value, path string) []string {
	var out []string
	switch v.Kind() {
	case reflect.String:
		if verbs.MatchString(v.String()) || strings.HasSuffix(v.String(), ".") {
			out = append(out, fmt.Sprintf("%s: %q", path, v.String()))
		}
	case reflect.Map:
		for _, k := range v.MapKeys() {
			out = append(out, formats(v.MapIndex(k), fmt.Sprintf("%s[%v]", path, k))...)
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			out = append(out, formats(v.Index(i), fmt.Sprintf("%s[%d]", path, i))...)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			out = append(out, formats(v.Field(i), path+"."+v.Type().Field(i).Name)...)
		}
	}
	return out
}
