package rummy_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/rummy"
)

// TestCheckReadsItsFlags: rummy check gives its run the contract, the
// question and the cards as typed, groups and all, in the run's language.
func TestCheckReadsItsFlags(t *testing.T) {
	ios, _, _ := iostreams.Test("")
	f := cmdutil.New(ios, func(string) string { return "" }, time.Now, catalog.Builtin())
	f.Lang = f.Langs.Lookup("et")
	var got *rummy.CheckOptions
	cmd := rummy.NewCmdCheck(f, func(o *rummy.CheckOptions) error { got = o; return nil })
	cmd.SetArgs([]string{"--list", "12", "--round", "3", "--hand", "--json", "7h 7s 7d", "|", "Kh"})
	require.NoError(t, cmd.Execute())
	assert.Equal(t, []string{"12", ""}, []string{got.List, got.Contract})
	assert.Equal(t, 3, got.Round)
	assert.True(t, got.Hand)
	assert.True(t, got.JSON)
	assert.Equal(t, []string{"7h 7s 7d", "|", "Kh"}, got.Cards)
	assert.Equal(t, "et", got.Lang.Tag)
}
