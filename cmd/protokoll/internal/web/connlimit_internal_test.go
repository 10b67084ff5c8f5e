package web

import (
	"net"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestPeerKey: IPv4 addresses are counted each for itself (a mapped one
// as itself), IPv6 ones by their /64, whatever the zone.
func TestPeerKey(t *testing.T) {
	key := func(s string) string {
		t.Helper()
		a, err := net.ResolveTCPAddr("tcp", s)
		assert.NoError(t, err, s)
		p, ok := peerKey(a)
		assert.True(t, ok, s)
		return p.String()
	}
	assert.Equal(t, "127.0.0.2/32", key("127.0.0.2:5000"))
	assert.Equal(t, key("192.168.1.20:1"), key("[::ffff:192.168.1.20]:2"))
	assert.NotEqual(t, key("192.168.1.20:1"), key("192.168.1.21:1"))
	assert.Equal(t, "2001:db8:1:2::/64", key("[2001:db8:1:2:aaaa::1]:80"))
	assert.Equal(t, key("[2001:db8:1:2::1]:80"), key("[2001:db8:1:2:ffff:ffff:ffff:ffff]:80"))
	assert.NotEqual(t, key("[2001:db8:1:2::1]:80"), key("[2001:db8:1:3::1]:80"))
	assert.Equal(t, key("[fe80::1%lo]:80"), key("[fe80::2]:80"))
	_, ok := peerKey(pipeAddr{})
	assert.False(t, ok, "not an IP address: not counted")
}

type pipeAddr struct{}

func (pipeAddr) Network() string { return "pipe" }
func (pipeAddr) String() string  { return "pipe" }
