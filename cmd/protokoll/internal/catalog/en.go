package catalog

import (
	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
)

// english is every word protokoll says in English: its messages are
// their keys, and the rules packages speak English of themselves; only
// the table's commands are English's own here.
var english = &Language{
	Tag:       "en",
	Name:      "English",
	Sheets:    scoresheet.English(),
	Contracts: contracts.English(),
	Commands: map[Command][]string{
		CmdUndo:    {"undo", "u"},
		CmdFix:     {"fix", "correct"},
		CmdSheet:   {"sheet", "s", "scores"},
		CmdQuit:    {"quit", "q", "leave"},
		CmdHint:    {"hint", "?"},
		CmdChances: {"chances", "odds"},
		CmdBack:    {"back"},
		CmdCheck:   {"check"},
		CmdSave:    {"save", "done"},
		CmdCancel:  {"cancel"},
		CmdFile:    {"file"},
		CmdHand:    {"hand:"},
		CmdRename:  {"rename"},
	},
}
