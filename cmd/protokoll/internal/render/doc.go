// Package render draws the games for the terminal: the sheet as a table,
// with boxes as rows and players as columns.
//
// The sheet is drawn at most 80 columns wide: with many players or long
// names the names are shortened (…), short ones kept whole, and the
// numbers never cut. Beside each player's sum are the bonus, the pace
// (+/- against three of each face, four in maxi) and the points still
// needed for the bonus; a bonus the free upper boxes can no longer reach
// is shown as ✗ (OutOfReach), not as the strike's – (Struck).
//
// The grid is drawn by hand: 48 µs for a sheet (go test -run XXX -bench
// Sheet ./cmd/protokoll/internal/render, on the project's 2-core machine),
// where lipgloss/table took 450 µs for the same text, which a test checks
// letter by letter on 500 random tables.
package render
