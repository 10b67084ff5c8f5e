package root_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
)

func TestVersion(t *testing.T) {
	r := cmdtest.Run(t, nil, "", "--version")
	require.Equal(t, 0, r.Code)
	assert.True(t, strings.HasPrefix(r.Out, "protokoll version "), r.Out)
}
