//go:build !race

// The contracts command prints what it is asked and starts no goroutine, nor do
// these tests, which run it in the test's own goroutine: they cannot meet
// a race, and run in the pass without the race detector only (which
// spares the race pass linking the whole program for them).

package contracts_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kitchentable/protokoll/cmd/protokoll/contracts"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
)

func TestContractsCommands(t *testing.T) {
	r := cmdtest.Run(t, nil, "", "contracts", "--json")
	require.Equal(t, 0, r.Code, r.ErrOut)
	var all []contracts.ListJSON
	require.NoError(t, json.Unmarshal([]byte(r.Out), &all))
	require.Len(t, all, 12)
	rounds := 0
	for _, l := range all {
		rounds += len(l.Rounds)
	}
	assert.Equal(t, 154, rounds)
	assert.Equal(t, contracts.RoundJSON{Number: 1, Text: "2 trissar", Explanation: "2 threes of a kind."}, all[0].Rounds[0])
	assert.Equal(t, []string{"Tjejerna", "killarna"}, all[10].Rounds[3].Labels)
	assert.Equal(t, []string{"3"}, all[11].Rounds[9].ExtraWild)
	assert.Equal(t, []string{"Skicka tre kort medsols"}, all[11].Rounds[0].Notes)

	// A built-in list's heading in the reader's words; a list of the
	// table's own keeps its heading (below).
	r = cmdtest.Run(t, nil, "", "contracts")
	assert.Contains(t, r.Out, "12  List 12  12 rounds  1. Två trissar. Skicka tre kort medsols …")
	r = cmdtest.Run(t, nil, "", "--lang", "sv", "contracts")
	assert.Contains(t, r.Out, "12  Lista 12  12 omgångar  1. Två trissar. Skicka tre kort medsols …")
	r = cmdtest.Run(t, nil, "", "--lang", "et", "contracts", "show", "7")
	assert.True(t, strings.HasPrefix(r.Out, "Nimekiri 7\n"), r.Out)

	r = cmdtest.Run(t, nil, "", "--lang", "et", "contracts", "show", "12")
	require.Equal(t, 0, r.Code)
	assert.Contains(t, r.Out, " 1. Två trissar. Skicka tre kort medsols\n    → 2 kolmikut. Anna 3 kaarti päripäeva.\n")

	// A list of the table's own, from a file.
	path := filepath.Join(t.TempDir(), "kväll.txt")
	require.NoError(t, os.WriteFile(path, []byte("# Kvällens lista\n1. 3 par\n2. en röd triss\n"), 0o644))
	r = cmdtest.Run(t, nil, "", "contracts", "show", "--json", path)
	require.Equal(t, 0, r.Code, r.ErrOut)
	var l contracts.ListJSON
	require.NoError(t, json.Unmarshal([]byte(r.Out), &l))
	assert.Equal(t, "Kvällens lista", l.Title)
	assert.Len(t, l.Rounds, 2)
	r = cmdtest.Run(t, nil, "", "rummy", "check", "--list", path, "--round", "2", "7h", "7d", "7h")
	assert.Equal(t, 0, r.Code, r.ErrOut)

	bad := filepath.Join(t.TempDir(), "bad.txt")
	require.NoError(t, os.WriteFile(bad, []byte("1. 3 par\n2. 2 bilar\n"), 0o644))
	r = cmdtest.Run(t, nil, "", "contracts", "show", bad)
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, `bad.txt: round 2: unknown word "bilar"`)
}
