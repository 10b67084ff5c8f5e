// Package share is what serving the live page from a command needs
// (protokoll serve, yatzy and rummy --share): the addresses to listen on
// and to tell the players, and the QR code of the best one.
//
// By default the page is served on the machine's private network
// addresses — RFC 1918's 10/8, 172.16/12 and 192.168/16 and IPv6's unique
// local fc00::/7 — and on loopback: the addresses a phone on the same
// WiFi can reach, and no public one. Link-local addresses (169.254/16,
// fe80::/10) and the interfaces of containers, virtual machines and VPNs
// (docker0, br-…, veth…, virbr…, tun…, wg…, tailscale…) are left out:
// a phone cannot reach them. --addr HOST:PORT listens where it is told,
// a public address too.
package share

import (
	"errors"
	"fmt"
	"io"
	"net"
	"net/netip"
	"slices"
	"strconv"
	"strings"
	"syscall"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// An Interface is a network interface as the choice of addresses needs it
// (net.Interfaces, in tests made up).
type Interface struct {
	Name  string
	Up    bool
	Addrs []netip.Addr
}

// Interfaces are the machine's network interfaces and their addresses.
func Interfaces() ([]Interface, error) {
	ifaces, err := net.Interfaces()
	if err != nil {
		return nil, err
	}
	var out []Interface
	for _, i := range ifaces {
		addrs, err := i.Addrs()
		if err != nil {
			continue
		}
		in := Interface{Name: i.Name, Up: i.Flags&net.FlagUp != 0}
		for _, a := range addrs {
			if p, err := netip.ParsePrefix(a.String()); err == nil {
				in.Addrs = append(in.Addrs, p.Addr().Unmap())
			}
		}
		out = append(out, in)
	}
	return out, nil
}

// virtual are the name prefixes of interfaces a phone on the WiFi cannot
// reach: containers', virtual machines', VPNs'.
var virtual = []string{"docker", "br-", "veth", "virbr", "vboxnet", "vmnet", "cni", "flannel", "cali", "podman",
	"lxcbr", "lxdbr", "tun", "tap", "wg", "utun", "tailscale", "zt", "ppp"}

// isVirtual reports whether an interface is of a container, a virtual
// machine or a VPN.
func isVirtual(name string) bool {
	for _, p := range virtual {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// rank orders the addresses phones are told: the home network's first.
func rank(a netip.Addr) int {
	switch {
	case netip.MustParsePrefix("192.168.0.0/16").Contains(a):
		return 0
	case netip.MustParsePrefix("10.0.0.0/8").Contains(a):
		return 1
	case netip.MustParsePrefix("172.16.0.0/12").Contains(a):
		return 2
	case a.Is6() && a.IsPrivate(): // fc00::/7
		return 3
	case a.IsLoopback():
		return 5
	}
	return 4 // a public address, given explicitly
}

// Private are the private network addresses of the interfaces, best
// first (for a phone on the same WiFi), and then loopback.
func Private(ifaces []Interface) []netip.Addr {
	var out []netip.Addr
	loopback := false
	for _, i := range ifaces {
		if !i.Up || isVirtual(i.Name) {
			continue
		}
		for _, a := range i.Addrs {
			switch {
			case a.IsLoopback():
				loopback = true
			case a.IsPrivate() && !a.IsLinkLocalUnicast() && !slices.Contains(out, a):
				out = append(out, a)
			}
		}
	}
	slices.SortStableFunc(out, func(a, b netip.Addr) int { return rank(a) - rank(b) })
	if loopback || len(out) == 0 {
		out = append(out, netip.MustParseAddr("127.0.0.1"))
	}
	return out
}

// DefaultPorts are the ports tried, in order, when no --addr gives one:
// the first that every address can listen on.
const firstPort, lastPort = 8080, 8099

// Listen opens the listeners of the page: on each address of addrs
// (HOST:PORT, or :PORT for every address of the machine), or with none,
// on the private addresses of ifaces and loopback, at the first port
// from 8080 that all of them have free.
func Listen(addrs []string, ifaces []Interface, listen func(network, address string) (net.Listener, error)) ([]net.Listener, error) {
	if len(addrs) > 0 {
		var out []net.Listener
		for _, a := range addrs {
			host, port, err := net.SplitHostPort(a)
			if err == nil {
				_, err = strconv.ParseUint(port, 10, 16)
			}
			if err != nil {
				closeAll(out)
				return nil, msg.Errorf("--addr %q: want HOST:PORT, like 192.168.1.20:8080 or :8080", a)
			}
			if host != "" {
				if _, err := netip.ParseAddr(host); err != nil && host != "localhost" {
					closeAll(out)
					return nil, msg.Errorf("--addr %q: %q is not an address of this machine; give an IP address, like 192.168.1.20", a, host)
				}
			}
			ln, err := listen("tcp", a)
			if err != nil {
				closeAll(out)
				return nil, listenError(a, err)
			}
			out = append(out, ln)
		}
		return out, nil
	}
	hosts := Private(ifaces)
	var last error
	for port := firstPort; port <= lastPort; port++ {
		var out []net.Listener
		for _, h := range hosts {
			ln, err := listen("tcp", netip.AddrPortFrom(h, uint16(port)).String())
			if err != nil {
				last = err
				break
			}
			out = append(out, ln)
		}
		if len(out) == len(hosts) {
			return out, nil
		}
		closeAll(out)
	}
	return nil, msg.Errorf("no port from %d to %d is free on %s (%v): choose one with --addr HOST:PORT", firstPort, lastPort, joinAddrs(hosts), last)
}

func listenError(addr string, err error) error {
	switch {
	case errors.Is(err, syscall.EADDRINUSE):
		return msg.Errorf("--addr %s: the port is in use by another program: choose another", addr)
	case errors.Is(err, syscall.EADDRNOTAVAIL):
		return msg.Errorf("--addr %s: not an address of this machine", addr)
	case errors.Is(err, syscall.EACCES):
		return msg.Errorf("--addr %s: a port below 1024 needs the administrator: choose one above", addr)
	}
	return msg.Errorf("--addr %s: %v", addr, err)
}

func closeAll(lns []net.Listener) {
	for _, ln := range lns {
		ln.Close()
	}
}

func joinAddrs(as []netip.Addr) string {
	s := make([]string, len(as))
	for i, a := range as {
		s[i] = a.String()
	}
	return strings.Join(s, ", ")
}

// URLs are the addresses to open the page at, best first: a listener on
// every address of the machine (":8080") is told at each private address
// of ifaces.
func URLs(lns []net.Listener, ifaces []Interface) []string {
	type at struct {
		addr netip.AddrPort
		url  string
	}
	var all []at
	add := func(a netip.AddrPort) {
		u := "http://" + a.String() + "/"
		if !slices.ContainsFunc(all, func(x at) bool { return x.url == u }) {
			all = append(all, at{a, u})
		}
	}
	for _, ln := range lns {
		ap, err := netip.ParseAddrPort(ln.Addr().String())
		if err != nil {
			continue
		}
		ap = netip.AddrPortFrom(ap.Addr().Unmap(), ap.Port())
		if ap.Addr().IsUnspecified() {
			for _, a := range Private(ifaces) {
				add(netip.AddrPortFrom(a, ap.Port()))
			}
			continue
		}
		add(ap)
	}
	slices.SortStableFunc(all, func(x, y at) int { return rank(x.addr.Addr()) - rank(y.addr.Addr()) })
	out := make([]string, len(all))
	for i, a := range all {
		out[i] = a.url
	}
	return out
}

// Printer is what the words printed need: the run's language.
type Printer interface {
	T(key msg.Key, args ...any) string
}

// TellAgain prints where the page is and the PIN, as Tell does, without
// the QR code: for a table whose start has scrolled off the screen.
func TellAgain(w io.Writer, width int, p Printer, urls []string, pin string) {
	if len(urls) == 0 {
		return
	}
	w = wrapped(w, width)
	fmt.Fprintln(w, p.T("The live page, on a phone on the same WiFi:"))
	for _, u := range urls {
		fmt.Fprintf(w, "  %s\n", u)
	}
	if pin != "" {
		fmt.Fprintln(w, p.T("PIN for entering turns from a phone: %s", pin))
	}
}

// Tell prints where the page is: every address, best first, the QR code
// of the best, and the PIN that lets a phone enter turns (none: the
// page only shows). color draws the QR code in black on white whatever
// the terminal's colours; without, its light squares are the terminal's
// text colour (read by phones' cameras on a dark terminal and, inverted,
// on a light one). given says the addresses were given (--addr): one of
// loopback only is then what was asked for, not a machine off the
// network. The lines said are wrapped between words to width (0: not
// wrapped), the QR code drawn as it is.
func Tell(w io.Writer, width int, p Printer, urls []string, pin string, small, color, given bool) error {
	if len(urls) == 0 {
		return nil
	}
	text := wrapped(w, width)
	fmt.Fprintln(text, p.T("The live page, on a phone on the same WiFi:"))
	for _, u := range urls {
		fmt.Fprintf(text, "  %s\n", u)
	}
	if best := urls[0]; !strings.Contains(best, "127.0.0.1") && !strings.Contains(best, "[::1]") {
		if err := QR(w, best, small, color); err != nil {
			return err
		}
	} else if !given {
		fmt.Fprintln(text, p.T("No network address: only this machine can open the page. Join a WiFi (or a phone's hotspot) and start again."))
	}
	TellPIN(w, width, p, pin)
	return nil
}

// wrapped is w with its lines wrapped between words to width, a
// terminal's (a PIN the terminal broke in two is misread); 0: w.
func wrapped(w io.Writer, width int) io.Writer {
	if width <= 0 {
		return w
	}
	return render.Wrapping(w, width)
}

// TellPIN prints the PIN that lets a phone enter turns, or that there is
// none and how to have one.
func TellPIN(w io.Writer, width int, p Printer, pin string) {
	w = wrapped(w, width)
	if pin != "" {
		fmt.Fprintln(w, p.T("PIN for entering turns from a phone: %s", pin))
	} else {
		fmt.Fprintln(w, p.T("The page shows the game; to enter turns from a phone too, start with --pin."))
	}
}
