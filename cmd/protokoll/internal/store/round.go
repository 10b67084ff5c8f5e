package store

import "github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"

// ErrRoundEntered is an entry of the card game for round, entered since
// the entry was made ready (a page drawn, a script written): at another
// phone or the terminal.
func ErrRoundEntered(round int) error {
	return msg.Errorf("round %d was entered meanwhile (at another phone, or the terminal): this entry was not recorded", round)
}

// CheckRound refuses an entry sent for round sent (0 does not say) when
// the round to be entered now is next: an earlier one was entered
// meanwhile (entered says so), a later one is no entry's; the page's
// forms and rummy record --round both say the round they are for. It is
// here, beside the games it guards, so that the server and the commands
// check an entry alike without the command line's packages.
func CheckRound(sent, next int, entered func(round int) error) error {
	switch {
	case sent == 0 || sent == next:
		return nil
	case sent < next:
		return entered(sent)
	}
	return msg.Errorf("round %d is not the next round: that is round %d", sent, next)
}
