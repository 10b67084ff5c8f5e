package render

import (
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
)

// Played says a time played in l, to the minute: "45 min", "2 h 05 min";
// "–" when none was recorded (a game imported, or never begun).
func Played(l *catalog.Language, d time.Duration) string {
	if d <= 0 {
		return Struck
	}
	m := int(d.Round(time.Minute) / time.Minute)
	if m == 0 { // a game piped in: "1 min" beside its JSON's 0 seconds
		return l.T("under a minute")
	}
	if m < 60 {
		return l.T("%d min", m)
	}
	return l.T("%d h %02d min", m/60, m%60)
}
