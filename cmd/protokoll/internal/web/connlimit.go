package web

import (
	"net"
	"net/netip"
	"sync"
)

// MaxPerAddress is the most connections one address may hold at once: an
// IPv4 address, or an IPv6 /64, which a single device can fill with as
// many addresses as it likes. A phone's browser opens six or so; a table
// of phones at one home's /64 stays well under it, and one client cannot
// take more than an eighth of MaxConnections.
const MaxPerAddress = 64

// A connCounter counts the connections each address holds, across every
// listener of a server.
type connCounter struct {
	mu   sync.Mutex
	held map[netip.Prefix]int
}

func newConnCounter() *connCounter { return &connCounter{held: map[netip.Prefix]int{}} }

// perAddress is ln with at most max connections held from each address
// (see peerKey): a connection over it is closed as soon as it is
// accepted, and so never takes one of the server's slots
// (netutil.LimitListener, around it, takes its slot before Accept).
func (c *connCounter) perAddress(ln net.Listener, max int) net.Listener {
	return &addrLimitListener{Listener: ln, counter: c, max: max}
}

type addrLimitListener struct {
	net.Listener
	counter *connCounter
	max     int
}

// Accept returns the next connection from an address under its limit;
// the others are closed.
func (l *addrLimitListener) Accept() (net.Conn, error) {
	for {
		conn, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		key, ok := peerKey(conn.RemoteAddr())
		if !ok { // not an IP address (a test's pipe): not counted
			return conn, nil
		}
		c := l.counter
		c.mu.Lock()
		if c.held[key] >= l.max {
			c.mu.Unlock()
			conn.Close()
			continue
		}
		c.held[key]++
		c.mu.Unlock()
		return &heldConn{Conn: conn, release: func() {
			c.mu.Lock()
			defer c.mu.Unlock()
			if c.held[key]--; c.held[key] <= 0 {
				delete(c.held, key)
			}
		}}, nil
	}
}

// A heldConn gives its address's place back when it is closed.
type heldConn struct {
	net.Conn
	once    sync.Once
	release func()
}

func (c *heldConn) Close() error {
	err := c.Conn.Close()
	c.once.Do(c.release)
	return err
}

// peerKey is what a remote address is counted by (addressKey).
func peerKey(addr net.Addr) (netip.Prefix, bool) {
	ap, err := netip.ParseAddrPort(addr.String())
	if err != nil {
		return netip.Prefix{}, false
	}
	return addressKey(ap.Addr()), true
}

// addressKey is what an address is counted by, for its connections and
// its wrong PINs: an IPv4 address as it is, an IPv6 address by its /64,
// its zone left out (a home network's devices each take as many
// addresses in it as they like; a link-local fe80::1%eth0 is one of
// fe80::/64 as any other).
func addressKey(a netip.Addr) netip.Prefix {
	a = a.Unmap().WithZone("")
	bits := 32
	if a.Is6() {
		bits = 64
	}
	p, _ := a.Prefix(bits) // bits is within the address's length
	return p
}
