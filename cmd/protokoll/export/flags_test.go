package export_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/export"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
)

// TestExportReadsItsFlags: CSV to the standard output unless --format
// and -o (--output) say otherwise, in the run's language; an argument
// refused before the run, exit 2.
func TestExportReadsItsFlags(t *testing.T) {
	for _, c := range []struct {
		args           []string
		format, output string
	}{
		{nil, "csv", "-"},
		{[]string{"--format", "jsonl"}, "jsonl", "-"},
		{[]string{"--format=bgstats", "-o", "plays.bgsplay"}, "bgstats", "plays.bgsplay"},
		{[]string{"--output", "games.csv"}, "csv", "games.csv"},
	} {
		o, err := cmdtest.Options(t, nil, export.NewCmdExport, c.args...)
		require.NoError(t, err, c.args)
		assert.Equal(t, []string{c.format, c.output}, []string{o.Format, o.Output}, c.args)
		assert.Equal(t, cmdtest.FlagLang, o.Lang.Tag)
		assert.NotNil(t, o.Store)
	}
	o, err := cmdtest.Options(t, nil, export.NewCmdExport, "x")
	assert.Nil(t, o)
	assert.ErrorContains(t, err, `takes no arguments, got "x"`)
	env := cmdtest.Home(t)
	cmdtest.Refused(t, env, `takes no arguments, got "x"`, "export", "x")
	cmdtest.Refused(t, env, "unknown flag: --nope", "export", "--nope")
}

// TestImportReadsItsFlags: the file, in the run's language, with the
// run's clock; no file refused before the run, exit 2.
func TestImportReadsItsFlags(t *testing.T) {
	o, err := cmdtest.Options(t, nil, export.NewCmdImport, "plays.csv")
	require.NoError(t, err)
	assert.Equal(t, "plays.csv", o.File)
	assert.Equal(t, cmdtest.FlagLang, o.Lang.Tag)
	assert.NotNil(t, o.Now)
	assert.NotNil(t, o.Store)
	o, err = cmdtest.Options(t, nil, export.NewCmdImport)
	assert.Nil(t, o)
	assert.ErrorContains(t, err, "takes 1 argument, got 0")
	cmdtest.Refused(t, cmdtest.Home(t), "takes 1 argument, got 0", "import")
}
