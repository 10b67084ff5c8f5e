// Package store keeps the saved games: one plain-text file per game in
// the folder of saved games, a JSON header on the first line and one
// JSON record per line after it, only ever appended to; and the house
// rules saved by name, in rules/ there (NAME.txt, as the table wrote
// them). Where the folder is, and what a player does when a file is
// damaged or locked, is the help topic "files" (protokoll help files).
//
// # The folder and the names
//
// The folder is $PROTOKOLL_HOME, else protokoll in $XDG_DATA_HOME, else
// ~/.local/share/protokoll (DefaultDir). A game called NAME is the file
// NAME.jsonl. Names are 1 to 64 letters, digits, '-', '_' or '.', starting
// with a letter or digit, so that no name reaches outside the folder, and
// at most 243 bytes as the file system counts them (255 less the longest
// extension a game's files get, .jsonl.torn); by default KIND-DATE, then
// KIND-DATE-2, … (DefaultName). A name is kept in Unicode NFC, and taken
// in any form (GameName): "kväll" pasted decomposed is the same game.
// Game files are regular files in the folder: symbolic links are
// refused, and not listed (Names).
//
// # The format
//
// The first line is the header (Header): the format (Format, 3), the game
// ("yatzy" or "rummy"), when it was created, and the game's settings as
// the game wrote them; every further line is one event, only ever
// appended. Every line starts with a checksum of the rest ("sum", a
// CRC-32C in hex) going on from the line's before it (the CRC of the
// rest, started from the checksum before, as hash/crc32's Update goes
// on; the header's from nothing), so that a byte changed by an editor or
// a failing disk is reported, not taken, and so is a line taken out,
// repeated or moved; only whole lines cut off the end leave a file that
// reads, as a crash before they were written would. Files of format 2
// (each line's checksum its own) and 1 (none) are still read, and written
// on in their own format. A Yatzy game:
//
//	{"sum":"8fa3d9b5","protokoll":3,"game":"yatzy","created":"2026-11-30T19:02:11Z","settings":{"variant":"scandinavian","players":["Anna","Bo"],"rules":{"joker":"forced"}}}
//	{"sum":"63fe32a5","at":"2026-11-30T19:02:40Z","kind":"turn","player":"Anna","box":"sixes","dice":[6,6,6,2,4]}
//	{"sum":"c379584b","at":"2026-11-30T19:03:05Z","kind":"turn","player":"Bo","box":"yatzy","dice":[1,2,3,4,6],"strike":true}
//	{"sum":"430c42a7","at":"2026-11-30T19:03:30Z","kind":"undo"}
//	{"sum":"df4252c4","at":"2026-11-30T19:04:02Z","kind":"correct","player":"Anna","box":"sixes","dice":[6,6,6,6,2],"reason":"misread"}
//
// (the sums here are for show). A Yatzy game's settings are the variant,
// the players in seating order and the rules (the standard game's
// joker); under house rules also the variant's whole definition and the
// changes ("definition", "house": scoresheet.ParseVariant and
// ParseChanges read them), so that the game replays to the same totals
// after the rules file is changed or deleted, and in a later build whose
// built-in variants changed. Its events (scoresheet.Event) are "turn"
// (player, box, dice, "rolls" in maxi, "strike" when it scores 0),
// "undo", "correct" (player, box, dice, rolls, reason) and "rename"
// (player, "to": the new name). The sheet is the result of replaying the events in order.
//
// A rename is an event like the others, so that a misspelt name is put
// right without editing the file: the game's turns or rounds, in the
// statistics too, are the new name's; an undo does not take it back (a
// rename back does). Games in other files keep the name they were
// played under (stats --alias joins them). The settings' optional "lang"
// is the language the game was begun in; a resumed game comes back in
// it unless --lang is given. The optional "after" is the game this one
// was played after (yatzy or rummy again, or Play again? at the table),
// which the live page's phones follow to it.
//
// A card game's file is the same with "game":"rummy". Its settings
// (RummySettings) keep the whole list ("list", "title", the "rounds" as
// written), the "players" in seating order and the first "dealer", so
// that a list file changed later does not change a game. Its events
// (contracts.GameEvent) are "round", with a "result": "out", "left" (each
// other player's cards as typed), "labels", "special", "adjust"; "undo";
// "correct" ("round", "result", "reason"); and "rename" ("player",
// "to"):
//
//	{"sum":"2a95d4fc","at":"2026-11-30T21:10:00Z","kind":"round","result":{"out":"Anna","left":{"Bo":["K","7","2","A"],"Cecilia":["5","9"]}}}
//
// # Never lose a game
//
// A file is written so that a game is never lost, whatever people and
// their machines do around it:
//   - every confirmed entry is one write followed by a sync, before the
//     next question. A write or sync that fails is taken back: the file
//     is cut back to where it was and the error says the entry is not
//     saved (ErrNotSaved); if even that fails, that it may be, and the
//     game is closed;
//   - the game file itself is locked while a game is open (no lock file
//     that could be deleted or left behind); a second protokoll on the
//     same game is refused (a *LockedError, exit status 3), naming the
//     process that has it and since when. Reading (show, games) needs no
//     lock;
//   - before every write the path is checked to still name the open file,
//     and the file to hold what the game wrote and read, no more and no
//     less (its size, and every byte): a file replaced under an open game
//     (an editor, a sync client, a restored backup) or changed in place
//     (an editor that saves over it) stops the game (ErrReplaced,
//     ErrChanged), nothing more is written, and what it held is kept
//     beside it as NAME.jsonl.kept-TIME;
//   - a new game is written to a temporary file, synced, and only then
//     linked into place under its name, so a crash never leaves a
//     half-made game; a file left empty or with a cut header by an older
//     version is reported as unfinished (ErrUnfinished), and a new game of
//     that name may replace it. Two games made at the same moment each
//     get a free name. Games imported are all written aside first and
//     linked all at once, or none (WriteAll); what a protokoll killed
//     midway leaves aside is cleaned up (CleanUp);
//   - a last line cut off mid-write (a crash, or a power cut that left it
//     as zero bytes) is left out
//     with a warning, and cut from the file, kept in NAME.jsonl.torn, only
//     when the next record is written: a refused command leaves the file
//     byte for byte as it was. Only a true start of a line counts as cut
//     off; any other damage (a line that is not JSON, whole JSON followed
//     by stray bytes, a checksum that does not match, an event the rules
//     refuse) is a *DamagedError with the file and line, and the file is
//     never written to; the games command lists it as damaged;
//   - a repair (PlanRepair, then Repair, for protokoll repair GAME) keeps
//     a copy of the whole file, NAME.jsonl.bak-TIME, never over another,
//     and cuts the file before its first line that does not read or keep
//     the rules, worked out again under the game's lock: a file changed
//     since the plan (an entry recorded while repair asked) is left alone
//     (ErrChangedSince);
//   - a file of a newer format than this protokoll reads is neither
//     damaged nor repaired (a *NewerError): it says to update protokoll.
//
// # Reading a line
//
// A line is read once, by one decoder (decodeEvent, decodeHeader,
// decodeSettings): a line as protokoll writes it (its fields once, spelt
// as written, strings without escapes, whole numbers, no spaces or null)
// by a scanner without reflection, the event's time with it; any other
// line, such as one edited by hand, by encoding/json, which is what the
// scanner agrees with, value for value and refusal for refusal (a test
// and a fuzz target compare them, the old decoder kept as the
// reference). The lines of one file share the strings they repeat
// (kinds, players, boxes: each made once a file) and one slice for their
// dice; a file read among many (ReadStat, for the statistics) is checked
// in place, its records parts of the bytes read. A Reader reads many one
// after another (each core of the statistics its own): each file into
// the room of the one before, its records, dice and strings looked up in
// the room of the file before's, and the card games' lists and the Yatzy
// variants made once for all the games that play them; a File it read is
// good until the next.
// What reading costs is in package history's index.
//
// # Checksums, and what they cost
//
// The checksums are CRC-32C (package crc32c): a game read alone (show)
// checks its lines by a byte table, built in microseconds, since the
// processor's instruction costs 0.2 ms of tables at its first use, which
// lines of a few hundred bytes never win back; games read many at once,
// and the fingerprints, by the instruction.
package store
