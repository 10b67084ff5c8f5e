// Package render draws the games for the terminal: the sheet as a table,
// with boxes as rows and players as columns.
//
// Every screen fits the terminal's width, or 80 columns ($COLUMNS when
// set) when the output is not a terminal. Widths are measured as the
// terminal draws them (an emoji or a CJK character takes two cells, a
// combining accent none: lipgloss and charmbracelet/x/ansi, never byte or
// rune counts). With many players or long names the sheet shortens the
// names (…) only as far as the width needs, and never the numbers; text
// wraps between words (Wrap, Wrapping); a table in Columns too wide even
// so shows each row under its name. Beside each player's sum are the bonus, the pace
// (+/- against three of each face, four in maxi) and the points still
// needed for the bonus; a bonus the free upper boxes can no longer reach
// is shown as ✗ (OutOfReach), not as the strike's – (Struck).
//
// The grid is drawn by hand: 48 µs for a sheet (go test -run XXX -bench
// Sheet ./cmd/protokoll/internal/render, on the project's 2-core machine),
// where lipgloss/table took 450 µs for the same text, which a test checks
// letter by letter on 500 random tables.
package render
