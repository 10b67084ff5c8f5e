package locale

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestFromFlag(t *testing.T) {
	for in, want := range map[string]string{"sv": "sv", "SV": "sv", "sv-SE": "sv", "sv_FI.UTF-8": "sv", "et": "et", "et_EE": "et", "en": "en", "en-GB": "en"} {
		got, err := FromFlag(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
	}
	for _, in := range []string{"de", "xx-yy-zz-!!", "", "C"} {
		_, err := FromFlag(in)
		assert.EqualError(t, err, `unknown language "`+in+`": want one of en, et, sv`)
	}
}

func TestFromEnv(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	assert.Equal(t, "en", FromEnv(env(nil)))
	assert.Equal(t, "sv", FromEnv(env(map[string]string{"LANG": "sv_SE.UTF-8"})))
	assert.Equal(t, "et", FromEnv(env(map[string]string{"LANG": "sv_SE.UTF-8", "LC_MESSAGES": "et_EE.UTF-8"})))
	assert.Equal(t, "en", FromEnv(env(map[string]string{"LANG": "sv_SE.UTF-8", "LC_ALL": "C"})), "LC_ALL decides")
	assert.Equal(t, "en", FromEnv(env(map[string]string{"LANG": "de_DE.UTF-8"})))
	assert.Equal(t, "sv", FromEnv(env(map[string]string{"LC_ALL": "sv"})))

	got, err := Resolve("et", env(map[string]string{"LANG": "sv_SE.UTF-8"}))
	require.NoError(t, err)
	assert.Equal(t, "et", got, "the flag wins")
}
