package pdf_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/pdf"
)

// TestPDFCommandsReadTheirFlags: each pdf command's flags and arguments
// as typed, -o and --paper (a4 unless given) on every one, in the run's
// language; refusals before the run, exit 2.
func TestPDFCommandsReadTheirFlags(t *testing.T) {
	s, err := cmdtest.Options(t, nil, pdf.NewCmdSheet, "-o", "blank.pdf")
	require.NoError(t, err)
	assert.Equal(t, []string{"blank.pdf", "a4", "scandinavian", "", ""}, []string{s.Output, s.Paper, s.Variant, s.House, s.Players})
	assert.Equal(t, []int{4, 0}, []int{s.Columns, s.Games})
	assert.False(t, s.Halves || s.RulesOnBack)
	assert.Empty(t, s.Given, "nothing given: the defaults")
	assert.Equal(t, cmdtest.FlagLang, s.Lang.Tag)
	s, err = cmdtest.Options(t, nil, pdf.NewCmdSheet, "--variant", "maxi", "--rules", "hemma", "--players", "Anna,Bo", "--columns", "2",
		"--games", "3", "--halves", "--rules-on-back", "--paper", "letter", "--output", "-")
	require.NoError(t, err)
	assert.Equal(t, []string{"-", "letter", "maxi", "hemma", "Anna,Bo"}, []string{s.Output, s.Paper, s.Variant, s.House, s.Players})
	assert.Equal(t, []int{2, 3}, []int{s.Columns, s.Games})
	assert.True(t, s.Halves && s.RulesOnBack)
	assert.Equal(t, []string{"players", "columns", "games"}, s.Given)
	s, err = cmdtest.Options(t, nil, pdf.NewCmdSheet, "--games", "2", "-o", "x.pdf")
	require.NoError(t, err)
	assert.Equal(t, []string{"games"}, s.Given, "the sheet's shape as given: --games alone is a solo pad")

	g, err := cmdtest.Options(t, nil, pdf.NewCmdGame, "kväll", "-o", "kväll.pdf", "--paper", "letter")
	require.NoError(t, err)
	assert.Equal(t, []string{"kväll", "kväll.pdf", "letter"}, []string{g.Game, g.Output, g.Paper})
	assert.Equal(t, cmdtest.FlagLang, g.Lang.Tag)
	assert.NotNil(t, g.Now)

	c, err := cmdtest.Options(t, nil, pdf.NewCmdContracts, "--list", "7", "-o", "lista7.pdf")
	require.NoError(t, err)
	assert.Equal(t, []string{"7", "lista7.pdf"}, []string{c.List, c.Output})
	assert.False(t, c.All)
	c, err = cmdtest.Options(t, nil, pdf.NewCmdContracts, "--all", "-o", "listor.pdf")
	require.NoError(t, err)
	assert.True(t, c.All)
	assert.Equal(t, cmdtest.FlagLang, c.Lang.Tag)

	r, err := cmdtest.Options(t, nil, pdf.NewCmdRules, "-o", "rules.pdf")
	require.NoError(t, err)
	assert.Equal(t, []string{"scandinavian", ""}, []string{r.Variant, r.House})
	assert.False(t, r.Rummy || r.Halves)
	r, err = cmdtest.Options(t, nil, pdf.NewCmdRules, "--variant", "forced", "--rules", "hemma", "--halves", "-o", "rules.pdf")
	require.NoError(t, err)
	assert.Equal(t, []string{"forced", "hemma"}, []string{r.Variant, r.House})
	assert.True(t, r.Halves)
	r, err = cmdtest.Options(t, nil, pdf.NewCmdRules, "--rummy", "-o", "kort.pdf")
	require.NoError(t, err)
	assert.True(t, r.Rummy)
	assert.Equal(t, cmdtest.FlagLang, r.Lang.Tag)
	for _, also := range []string{"--variant=forced", "--rules=hemma"} {
		r, err = cmdtest.Options(t, nil, pdf.NewCmdRules, "--rummy", also, "-o", "kort.pdf")
		assert.Nil(t, r, also)
		assert.ErrorContains(t, err, "give --variant or --rules, or --rummy, not both")
	}

	rs, err := cmdtest.Options(t, nil, pdf.NewCmdRummySheet, "--list", "7", "--players", "Anna,Bo,Cecilia", "--dealer", "Bo", "-o", "kväll.pdf")
	require.NoError(t, err)
	assert.Equal(t, []string{"7", "Anna,Bo,Cecilia", "Bo", "kväll.pdf"}, []string{rs.List, rs.Players, rs.Dealer, rs.Output})
	assert.Equal(t, cmdtest.FlagLang, rs.Lang.Tag)

	st, err := cmdtest.Options(t, nil, pdf.NewCmdStats, "--game", "yatzy", "--player", "Anna", "--player", "Bo", "--last", "5", "--optimal", "-o", "stats.pdf")
	require.NoError(t, err)
	assert.Equal(t, "yatzy", st.Filters.Game)
	assert.Equal(t, []string{"Anna", "Bo"}, st.Filters.Players)
	assert.Equal(t, 5, st.Filters.Last)
	assert.True(t, st.Optimal)
	assert.Equal(t, "stats.pdf", st.Output)
	assert.Equal(t, cmdtest.FlagLang, st.Lang.Tag)

	env := cmdtest.Home(t)
	cmdtest.Refused(t, env, "give --variant or --rules, or --rummy, not both", "pdf", "rules", "--rummy", "--variant", "forced", "-o", "x.pdf")
	for _, args := range [][]string{{"sheet", "x"}, {"contracts", "x"}, {"rules", "x"}, {"rummy-sheet", "x"}, {"stats", "x"}} {
		cmdtest.Refused(t, env, `takes no arguments, got "x"`, append([]string{"pdf"}, args...)...)
	}
	cmdtest.Refused(t, env, "takes 1 argument, got 0", "pdf", "game")
	cmdtest.Refused(t, env, `invalid argument "many" for "--games" flag`, "pdf", "sheet", "--games", "many")
}
