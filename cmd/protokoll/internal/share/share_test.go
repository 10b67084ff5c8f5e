package share

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"net"
	"net/netip"
	"strings"
	"syscall"
	"testing"

	qr "github.com/piglig/go-qr"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamekind"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/web"
)

func addrs(s ...string) []netip.Addr {
	var out []netip.Addr
	for _, a := range s {
		out = append(out, netip.MustParseAddr(a))
	}
	return out
}

// aLaptop is a laptop on a home WiFi, with Docker, a VPN and IPv6.
var aLaptop = []Interface{
	{Name: "lo", Up: true, Addrs: addrs("127.0.0.1", "::1")},
	{Name: "docker0", Up: true, Addrs: addrs("172.17.0.1")},
	{Name: "br-5a1b", Up: true, Addrs: addrs("172.18.0.1")},
	{Name: "tun0", Up: true, Addrs: addrs("10.8.0.6")},
	{Name: "enp0s31f6", Up: false, Addrs: addrs("10.0.0.5")},
	{Name: "wlp2s0", Up: true, Addrs: addrs("169.254.3.4", "fe80::1", "fd12:3456::7", "2001:db8::7", "192.168.1.20")},
	{Name: "eth1", Up: true, Addrs: addrs("172.20.1.9", "203.0.113.9")},
}

// TestPrivateAddresses: the addresses phones are told are the private
// ones of the interfaces that are up, home network first, then loopback;
// no link-local, public, container or VPN address.
func TestPrivateAddresses(t *testing.T) {
	assert.Equal(t, addrs("192.168.1.20", "172.20.1.9", "fd12:3456::7", "127.0.0.1"), Private(aLaptop))
	assert.Equal(t, addrs("127.0.0.1"), Private(nil), "no network: loopback")
}

// fakeNet listens on loopback whatever address it is asked for, and
// refuses the ports in busy, as a machine where other programs have
// them.
type fakeNet struct {
	busy  map[string]bool
	asked []string
}

func (n *fakeNet) listen(network, address string) (net.Listener, error) {
	n.asked = append(n.asked, address)
	if n.busy[address] {
		return nil, &net.OpError{Op: "listen", Err: syscall.EADDRINUSE}
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	ap := netip.MustParseAddrPort(address)
	return fakeListener{ln, ap}, nil
}

type fakeListener struct {
	net.Listener
	at netip.AddrPort
}

func (l fakeListener) Addr() net.Addr { return net.TCPAddrFromAddrPort(l.at) }

// TestListenWhereTold: with no --addr, every private address and
// loopback at the first port all have free; --addr as given, with a
// clear refusal for what cannot be listened on.
func TestListenWhereTold(t *testing.T) {
	n := &fakeNet{busy: map[string]bool{"172.20.1.9:8080": true}}
	lns, err := Listen(nil, aLaptop, n.listen)
	require.NoError(t, err)
	defer closeAll(lns)
	assert.Equal(t, []string{"http://192.168.1.20:8081/", "http://172.20.1.9:8081/", "http://[fd12:3456::7]:8081/", "http://127.0.0.1:8081/"}, URLs(lns, aLaptop))

	every := &fakeNet{}
	lns, err = Listen([]string{"[::]:9000"}, aLaptop, every.listen)
	require.NoError(t, err)
	assert.Equal(t, []string{"http://192.168.1.20:9000/", "http://172.20.1.9:9000/", "http://[fd12:3456::7]:9000/", "http://127.0.0.1:9000/"}, URLs(lns, aLaptop), "every address: told at the private ones")
	closeAll(lns)

	public := &fakeNet{}
	lns, err = Listen([]string{"203.0.113.9:8080"}, aLaptop, public.listen)
	require.NoError(t, err)
	assert.Equal(t, []string{"http://203.0.113.9:8080/"}, URLs(lns, aLaptop), "a public address when given")
	closeAll(lns)

	for addr, want := range map[string]string{
		"8080":                 "want HOST:PORT",
		"example.org:8080":     "not an address of this machine",
		"192.168.1.20:99999":   "want HOST:PORT",
		"192.168.1.20:busy":    "want HOST:PORT",
		"192.168.1.20:8080":    "in use by another program",
		"192.168.1.20:8080 ok": "want HOST:PORT",
	} {
		n := &fakeNet{busy: map[string]bool{"192.168.1.20:8080": true}}
		_, err := Listen([]string{addr}, aLaptop, n.listen)
		require.Error(t, err, addr)
		assert.Contains(t, err.Error(), want, addr)
	}
	full := &fakeNet{busy: map[string]bool{}}
	for p := firstPort; p <= lastPort; p++ {
		full.busy[fmt.Sprintf("127.0.0.1:%d", p)] = true
	}
	_, err = Listen(nil, nil, full.listen)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no port from 8080 to 8099 is free")
}

// TestListenRefusals: what the system says of an address is said in
// words: another program's port, an address not this machine's, a port
// for the administrator.
func TestListenRefusals(t *testing.T) {
	for errno, want := range map[syscall.Errno]string{syscall.EADDRINUSE: "in use", syscall.EADDRNOTAVAIL: "not an address", syscall.EACCES: "below 1024"} {
		err := listenError("1.2.3.4:80", &net.OpError{Op: "listen", Err: &osError{errno}})
		assert.Contains(t, err.Error(), want)
	}
}

type osError struct{ errno syscall.Errno }

func (e *osError) Error() string { return e.errno.Error() }
func (e *osError) Unwrap() error { return e.errno }

// screen reads what QR drew back into an image, a module a pixel: each
// cell's colours as the terminal shows them, the text light on a dark
// background when no colour is given.
func screen(t *testing.T, drawn string) image.Image {
	t.Helper()
	light, dark := color.Gray{255}, color.Gray{0}
	var rows [][]color.Gray
	for _, line := range strings.Split(strings.TrimSuffix(drawn, "\n"), "\n") {
		fg, bg := light, dark
		var top, bottom []color.Gray
		for len(line) > 0 {
			if strings.HasPrefix(line, "\x1b[") {
				end := strings.IndexByte(line, 'm')
				for _, code := range strings.Split(line[2:end], ";") {
					switch code {
					case "30":
						fg = dark
					case "37":
						fg = light
					case "40":
						bg = dark
					case "47":
						bg = light
					case "0":
						fg, bg = light, dark
					}
				}
				line = line[end+1:]
				continue
			}
			r := []rune(line)[0]
			line = line[len(string(r)):]
			switch r {
			case ' ':
				top, bottom = append(top, bg), append(bottom, bg)
			case '█':
				top, bottom = append(top, fg), append(bottom, fg)
			case '▀':
				top, bottom = append(top, fg), append(bottom, bg)
			case '▄':
				top, bottom = append(top, bg), append(bottom, fg)
			default:
				t.Fatalf("%q in a QR code", r)
			}
		}
		rows = append(rows, top, bottom)
	}
	// A full-size code is two cells a module across and one line a
	// module down: every other column, and one of each line's halves.
	full := !strings.ContainsAny(drawn, "▀▄")
	img := image.NewGray(image.Rect(0, 0, len(rows[0]), len(rows)))
	scaleX, step := 1, 1
	if full {
		scaleX, step = 2, 2
	}
	h := 0
	for y := 0; y < len(rows); y += step {
		for x := 0; x < len(rows[y]); x += scaleX {
			img.SetGray(x/scaleX, h, rows[y][x])
		}
		h++
	}
	return scaled(img.SubImage(image.Rect(0, 0, len(rows[0])/scaleX, h)), 8)
}

// scaled enlarges img n times, as a camera sees a code on a screen.
func scaled(img image.Image, n int) image.Image {
	b := img.Bounds()
	out := image.NewGray(image.Rect(0, 0, b.Dx()*n, b.Dy()*n))
	for y := 0; y < b.Dy()*n; y++ {
		for x := 0; x < b.Dx()*n; x++ {
			out.Set(x, y, img.At(b.Min.X+x/n, b.Min.Y+y/n))
		}
	}
	return out
}

// TestTheQRCodeReads: the QR code drawn for the terminal, full size or
// small, in colour or not, reads back as the address.
func TestTheQRCodeReads(t *testing.T) {
	url := "http://192.168.1.20:8080/"
	for _, small := range []bool{false, true} {
		for _, colour := range []bool{false, true} {
			var b bytes.Buffer
			require.NoError(t, QR(&b, url, small, colour))
			got, err := qr.Decode(screen(t, b.String()))
			require.NoError(t, err, "small %v, colour %v:\n%s", small, colour, b.String())
			assert.Equal(t, url, got, "small %v, colour %v", small, colour)
			lines := strings.Count(b.String(), "\n")
			if small {
				assert.LessOrEqual(t, lines, 17, "half blocks: half the lines")
			} else {
				assert.LessOrEqual(t, lines, 33)
			}
		}
	}
}

// TestTell: the addresses best first, the QR code of the best, the PIN;
// with loopback only, what to do instead of a code a phone cannot use.
func TestTell(t *testing.T) {
	en := catalog.Builtin()[0]
	var b bytes.Buffer
	require.NoError(t, Tell(&b, 0, en, []string{"http://192.168.1.20:8080/", "http://127.0.0.1:8080/"}, "2468", true, false, false))
	out := b.String()
	assert.True(t, strings.Index(out, "192.168.1.20") < strings.Index(out, "127.0.0.1"))
	assert.Contains(t, out, "▀")
	assert.Contains(t, out, "PIN for entering turns from a phone: 2468")
	b.Reset()
	require.NoError(t, Tell(&b, 0, catalog.Builtin().Lookup("sv"), []string{"http://127.0.0.1:8080/"}, "", false, false, false))
	assert.NotContains(t, b.String(), "█")
	assert.Contains(t, b.String(), "Ingen nätverksadress")
	assert.Contains(t, b.String(), "--pin")
	b.Reset()
	require.NoError(t, Tell(&b, 0, en, []string{"http://127.0.0.1:8080/"}, "", false, false, true))
	assert.NotContains(t, b.String(), "No network address", "loopback asked for with --addr")
}

// TestPINFlag: no --pin, none; --pin alone, six new digits each time;
// --pin=PIN, checked.
func TestPINFlag(t *testing.T) {
	var p PINFlag
	pin, err := p.PIN()
	require.NoError(t, err)
	assert.Empty(t, pin)
	p.Set(newPIN)
	assert.True(t, p.Given())
	a, _ := p.PIN()
	b, _ := p.PIN()
	assert.Len(t, a, 6)
	assert.NotEqual(t, a, b) // one in a million
	for _, bad := range []string{"12", "12 34", "123456789012345678901234567890123", "12;4"} {
		p.Set(bad)
		_, err := p.PIN()
		assert.Error(t, err, bad)
	}
	p.Set("kvarteret")
	pin, err = p.PIN()
	require.NoError(t, err)
	assert.Equal(t, "kvarteret", pin)
}

// TestTheCodeOpensTheGame: a game played at the terminal and shared is
// told by its own page's address, and its QR code reads as it: a phone
// that scans it lands on the game, not on the list of games.
func TestTheCodeOpensTheGame(t *testing.T) {
	var b bytes.Buffer
	n := &fakeNet{}
	srv := &web.Server{Store: store.Store{Dir: t.TempDir()}, Kinds: gamekind.Builtin(), Langs: catalog.Builtin()}
	stop, err := Start(context.Background(), srv, Options{
		Net: Net{Interfaces: func() ([]Interface, error) { return aLaptop, nil }, Listen: n.listen},
		Out: &b, Lang: catalog.Builtin().Lookup("en"), Game: func() string { return "kväll" },
	})
	require.NoError(t, err)
	require.NoError(t, stop())
	want := "http://192.168.1.20:8080/g/kv%C3%A4ll"
	assert.Contains(t, b.String(), "  "+want+"\n", "the game's address told")
	var code strings.Builder
	for _, line := range strings.Split(b.String(), "\n") {
		if line != "" && strings.Trim(line, " █") == "" {
			code.WriteString(line + "\n")
		}
	}
	got, err := qr.Decode(screen(t, code.String()))
	require.NoError(t, err, b.String())
	assert.Equal(t, want, got)
}
