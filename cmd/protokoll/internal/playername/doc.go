// Package playername reads the players' names people type, and shows names
// safely on a terminal.
//
// Names are compared without regard to case and must differ; an é typed
// as e and an accent is the same é (names are kept in Unicode NFC), and a
// name is kept as it looks: its spaces one plain space each (a no-break
// space, two spaces), the characters that show nothing taken out (a
// zero-width space, a soft hyphen) and the others refused (Invisible: tag
// characters, a joiner between two letters, a Hangul filler; Unicode's
// Default_Ignorable_Code_Point, but for where one makes what is shown,
// as in an emoji sequence), the same rule for a game's name, the name house
// rules are saved under and of a variant they define, and a list's title. A name has at most MaxName (40)
// characters as a person counts them (grapheme clusters: a flag or a
// family emoji is one) and no control characters (escape
// sequences, bell, line breaks), which could take over the terminal it is
// shown on; a game file from before holding one is shown with it escaped
// ("\x1b"). Error messages show what was typed the same way, cut to 400
// characters. A list of names is split at commas; an empty place between
// two names ("Anna,,Bo") is a name left out, refused, and a comma at
// either end is none.
package playername
