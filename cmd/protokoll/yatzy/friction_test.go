package yatzy_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
)

// TestPlayersAloneDoNotAskTheVariant: --players without --variant plays
// the default variant, and the first piped line is the first dice, not
// the answer to a question.
func TestPlayersAloneDoNotAskTheVariant(t *testing.T) {
	env := cmdtest.Home(t)
	r := cmdtest.Run(t, env, "66624\nsexor\n", "--lang", "sv", "yatzy", "--players", "Anna,Bo", "--name", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.NotContains(t, r.Out, "Variant")
	g := cmdtest.YatzyJSON(t, env, "g")
	assert.Equal(t, "scandinavian", g.Variant)
	assert.Equal(t, 18, *g.Players[0].Boxes["sixes"])
}
