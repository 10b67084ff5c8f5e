// Package pdf draws paper for the table: blank and filled Yatzy sheets,
// the card game's score sheets and the round-list cheat sheets. It takes
// the rules' values and returns the PDF's bytes; it reads and writes no
// files.
//
// Text is set in the Go fonts, embedded, which have the Swedish and
// Estonian letters and ♠♥♦♣. A rune the font lacks, or one above U+FFFF
// (an emoji in a name), is drawn as "?": gofpdf panics on those. Each
// document gets its own copy of the font bytes, since gofpdf writes into
// them and documents may be built at the same time.
package pdf
