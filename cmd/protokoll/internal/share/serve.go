package share

import (
	"context"
	"io"
	"net"
	"net/netip"
	"net/url"
	"strings"
	"unicode"

	"github.com/spf13/cobra"
	"golang.org/x/net/idna"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/interrupt"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/play"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/web"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// Net is the machine's network as serving the page needs it: its
// interfaces, and listening.
type Net struct {
	Interfaces func() ([]Interface, error)
	Listen     func(network, address string) (net.Listener, error)
}

// System is the machine's own network.
func System() Net { return Net{Interfaces: Interfaces, Listen: net.Listen} }

// Options are how the page is served and told.
type Options struct {
	Addrs []string // --addr; none: the private addresses and loopback
	Net   Net
	Out   io.Writer // where the addresses, the QR code and the PIN are told
	Lang  Printer
	// Small draws the QR code with half blocks; Color in black on white.
	Small, Color bool
	// Ready, when set, is told the page's addresses once it listens.
	Ready func(urls []string)
	// Game, when set, is the name of the game played at this terminal:
	// the addresses told, and the QR code, open its page, not the list.
	Game func() string
	// Width, when set, is the terminal's width, which the lines told are
	// wrapped to.
	Width func() int
	// Signals are the run's (iostreams.IOStreams.Signals): the server
	// stops at one; nil: it stops only when told to.
	Signals *interrupt.Signals

	bound *bound // listening already (Flags.Bind): Addrs and Net not used
}

// width is the width the lines told are wrapped to; 0: not wrapped.
func (o Options) width() int {
	if o.Width == nil {
		return 0
	}
	return o.Width()
}

// GameURLs are the addresses of the game called name's page at each of
// the server's addresses urls (which end in /).
func GameURLs(urls []string, name string) []string {
	out := make([]string, len(urls))
	for i, u := range urls {
		out[i] = u + "g/" + url.PathEscape(name)
	}
	return out
}

// Serve listens where o says, tells where the page is, and serves srv
// until ctx is done (a signal, in a run of the program).
func Serve(ctx context.Context, srv *web.Server, o Options) error {
	defer o.Signals.Serving()()
	stop, err := Start(ctx, srv, o)
	if err != nil {
		return err
	}
	<-ctx.Done()
	return stop()
}

// Start listens where o says, tells where the page is, and serves srv in
// the background until stop is called or ctx is done; stop waits for the
// server to have shut down.
func Start(ctx context.Context, srv *web.Server, o Options) (stop func() error, err error) {
	var lns []net.Listener
	var ifaces []Interface
	if o.bound != nil {
		lns, ifaces = o.bound.lns, o.bound.ifaces
	} else {
		ifaces, _ = o.Net.Interfaces() // none known: loopback
		if lns, err = Listen(o.Addrs, ifaces, o.Net.Listen); err != nil {
			return nil, err
		}
	}
	urls := URLs(lns, ifaces)
	told := urls
	if o.Game != nil {
		told = GameURLs(urls, o.Game())
	}
	if err := Tell(o.Out, o.width(), o.Lang, told, srv.PIN, o.Small, o.Color, len(o.Addrs) > 0); err != nil {
		closeAll(lns)
		return nil, err
	}
	if o.Ready != nil {
		o.Ready(urls)
	}
	ctx, cancel := context.WithCancel(ctx)
	served := make(chan error, 1)
	go func() { served <- srv.Serve(ctx, lns...) }()
	return func() error {
		cancel()
		return <-served
	}, nil
}

// PINFlag is --pin: no PIN (nothing is written over the network), one
// made up (--pin alone), or one given (--pin=PIN).
type PINFlag struct {
	flag string
}

// newPIN is --pin without a value: a PIN is made up.
const newPIN = "new"

// Add adds --pin to cmd.
func (p *PINFlag) Add(cmd *cobra.Command) {
	cmd.Flags().StringVar(&p.flag, "pin", "", "let phones enter turns with this PIN (4 to 32 letters or digits); --pin alone makes one up and prints it")
	cmd.Flags().Lookup("pin").NoOptDefVal = newPIN
}

// Given reports whether --pin was given without a value, so that a PIN
// written after it with a space (--pin 2468) can be taken as its value.
func (p *PINFlag) Given() bool { return p.flag == newPIN }

// Set sets the PIN, as if given with --pin=PIN.
func (p *PINFlag) Set(pin string) { p.flag = pin }

// PIN is the PIN the flag asks for: "" for none, a new one of six digits
// for --pin alone, or the one given, checked.
func (p *PINFlag) PIN() (string, error) {
	switch p.flag {
	case "":
		return "", nil
	case newPIN:
		return web.NewPIN(), nil
	}
	if !IsPIN(p.flag) {
		return "", msg.Errorf("--pin %q: use 4 to 32 letters or digits", p.flag)
	}
	return p.flag, nil
}

// IsPIN reports whether s can be a PIN: 4 to 32 letters or digits.
func IsPIN(s string) bool {
	n := 0
	for _, r := range s {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			return false
		}
		n++
	}
	return n >= 4 && n <= 32
}

// Flags are --share and what goes with it (--pin, --addr, --host,
// --small), on the commands that play a game at the table.
type Flags struct {
	Share bool
	Addrs []string
	Hosts []string
	PIN   PINFlag
	Small bool

	bound *bound // Bind's listeners, until Start serves on them
}

// bound is where Bind listens, and the interfaces it listened on.
type bound struct {
	lns    []net.Listener
	ifaces []Interface
}

// Bind refuses the flags' values (the PIN, --host) and listens where
// they say (--addr, else the private addresses), with --share: so that a
// game is not made for a page that cannot be served. Start then serves on
// what Bind opened; Release closes it if Start never came. Without
// --share it does nothing.
func (f *Flags) Bind(n Net) error {
	if !f.Share || f.bound != nil {
		return nil
	}
	if _, err := f.PIN.PIN(); err != nil {
		return err
	}
	if _, err := Hosts(f.Hosts); err != nil {
		return err
	}
	ifaces, _ := n.Interfaces() // none known: loopback
	lns, err := Listen(f.Addrs, ifaces, n.Listen)
	if err != nil {
		return err
	}
	f.bound = &bound{lns: lns, ifaces: ifaces}
	return nil
}

// Release closes what Bind listened at, unless Start serves on it.
func (f *Flags) Release() {
	if f.bound != nil {
		closeAll(f.bound.lns)
		f.bound = nil
	}
}

// HostUsage is --host's help: the names the page answers to besides its
// addresses.
const HostUsage = "also answer to this name (repeatable), as a phone's browser asks for the page by it (a name of this machine, like mylaptop.local); any other name is refused"

// Hosts returns the names of --host as the server compares them (an
// international name in its ASCII form, as browsers send it), or an error
// for one that is no host name.
func Hosts(names []string) ([]string, error) {
	var out []string
	for _, n := range names {
		h, err := hostName(n)
		if err != nil {
			return nil, err
		}
		out = append(out, h)
	}
	return out, nil
}

// hostName is a name given with --host, checked, in ASCII.
func hostName(name string) (string, error) {
	trimmed := strings.TrimSuffix(strings.ToLower(strings.TrimSpace(name)), ".")
	if a, err := netip.ParseAddr(strings.Trim(trimmed, "[]")); err == nil && a.Zone() == "" {
		return a.String(), nil
	}
	ascii, err := idna.Lookup.ToASCII(trimmed)
	if err != nil || ascii == "" || strings.ContainsAny(ascii, ":/") {
		return "", msg.Errorf("--host %q: give a name of this machine, without a port, like mylaptop.local", name)
	}
	return ascii, nil
}

// Add adds the flags to cmd.
func (f *Flags) Add(cmd *cobra.Command) {
	cmd.Flags().BoolVar(&f.Share, "share", false, "serve the live page of the game while it is played: every phone at the table sees the sheet (see protokoll serve)")
	cmd.Flags().StringArrayVar(&f.Addrs, "addr", nil, "with --share: listen at HOST:PORT (default: this machine's private network addresses and loopback)")
	cmd.Flags().StringArrayVar(&f.Hosts, "host", nil, "with --share: "+HostUsage)
	f.PIN.Add(cmd)
	cmd.Flags().BoolVar(&f.Small, "small", false, "with --share: draw the QR code with half blocks")
}

// TakePIN returns args without the PIN written after --pin with a space
// (--pin 2468, which the flag parser leaves among the arguments: --pin
// alone makes one up), which it sets as the flag's value. A command that
// takes no arguments (taken nil) takes any PIN there, and a lone word as
// the PIN whatever it is (--pin 246 is then refused as a PIN); one that
// takes a game's name takes the last argument of digits only that names no saved
// game (taken), so that "play kort --pin 2468" resumes kort with PIN 2468
// and "play kort --pin" resumes it with one made up; of two arguments,
// the second is the PIN, letters and all ("play kort --pin kaka1234"). A
// lone argument of letters is a game's name: a PIN of letters alone is
// written --pin=kaka1234. Without --pin alone, args as they are.
func (f *Flags) TakePIN(args []string, taken func(string) bool) []string {
	if !f.PIN.Given() {
		return args
	}
	if taken == nil && len(args) == 1 {
		// The one word a command of no arguments was given is the PIN,
		// refused as a PIN ("--pin 246": too short) if it is none.
		f.PIN.Set(args[0])
		return nil
	}
	for i := len(args) - 1; i >= 0; i-- {
		a := args[i]
		if !IsPIN(a) || taken != nil && (strings.Trim(a, "0123456789") != "" || taken(a)) {
			continue
		}
		f.PIN.Set(a)
		return append(args[:i:i], args[i+1:]...)
	}
	if taken != nil && len(args) == 2 && IsPIN(args[1]) && !taken(args[1]) {
		f.PIN.Set(args[1])
		return args[:1]
	}
	return args
}

// Check refuses the flags that go with --share without it.
func (f *Flags) Check(cmd *cobra.Command) error {
	if f.Share {
		return nil
	}
	for _, name := range []string{"addr", "host", "pin", "small"} {
		if cmd.Flags().Changed(name) {
			return msg.Errorf("--%s goes with --share: the live page is served only while the game is shared", name)
		}
	}
	return nil
}

// Start serves the live page of the game srv.Shared while it is played,
// with the PIN the flags give, and tells where it is on o.Out; without
// --share it does nothing. stop ends the sharing and the server.
func (f *Flags) Start(srv *web.Server, o Options) (stop func(), err error) {
	if !f.Share {
		return func() {}, nil
	}
	if srv.PIN, err = f.PIN.PIN(); err != nil {
		return nil, err
	}
	if srv.Hosts, err = Hosts(f.Hosts); err != nil {
		return nil, err
	}
	if srv.PIN != "" {
		// As serve's: the phones' sessions and a PIN made up outlast the run.
		if srv.Key, err = web.LoadKey(srv.Store.Dir); err != nil {
			return nil, err
		}
		if f.PIN.Given() {
			if srv.PIN, err = web.KeepPIN(srv.Store.Dir, false); err != nil {
				return nil, err
			}
		}
	}
	o.Addrs, o.Small = f.Addrs, f.Small
	o.bound, f.bound = f.bound, nil // Start serves on them, or closes them
	end, err := Start(o.Signals.Context(), srv, o)
	if err != nil {
		return nil, err
	}
	return func() {
		srv.Shared.Close()
		end()
	}, nil
}

// ColorAllowed reports whether the QR code may be drawn in colour: on a
// terminal, with no NO_COLOR, whose TERM is not dumb.
func ColorAllowed(interactive bool, getenv func(string) string) bool {
	return interactive && getenv("NO_COLOR") == "" && getenv("TERM") != "dumb"
}

// AtTable shares the game played at t while it is played, with --share:
// srv serves its live page (and nothing without --share), an entry from
// a phone is t's, said after a line that says where it came from, by
// said.
func (f *Flags) AtTable(t *play.Table, shared *web.Table, srv *web.Server, o Options, said func()) (stop func(), err error) {
	if !f.Share {
		return func() {}, nil
	}
	srv.Shared = shared
	o.Signals = t.Ask.Signals() // the table's: the one its forms stop at
	o.Game = shared.Name        // a phone scanning the code lands on the game
	ready := o.Ready
	o.Ready = func(urls []string) {
		// Said again with the sheet, once the start has scrolled away.
		t.Where = func() { TellAgain(o.Out, o.width(), o.Lang, GameURLs(urls, shared.Name()), srv.PIN) }
		// The game's own page and its QR code again, the game played now
		// (after "play again", the next), for a phone that joins late.
		t.Join = func() {
			// As f.Start told it: half blocks with --small (o is not its copy).
			if err := Tell(o.Out, o.width(), o.Lang, GameURLs(urls, shared.Name()), srv.PIN, f.Small, o.Color, len(f.Addrs) > 0); err != nil {
				t.Ask.SayError(err)
			}
		}
		t.PIN = func() { TellPIN(o.Out, o.width(), o.Lang, srv.PIN) }
		if ready != nil {
			ready(urls)
		}
	}
	if stop, err = f.Start(srv, o); err != nil {
		return nil, err
	}
	t.Share(shared, func(from string) {
		t.Ask.Say("%s", t.Lang.T("Entered on a phone (%s):", from))
		if what := shared.Correction(t.Lang); what != "" { // an undo or a fix
			t.Ask.Say("%s", what)
		}
		said()
	})
	return stop, nil
}

// KeptPIN is the PIN protokoll serve --pin keeps in the data folder of
// the store st opens, if it keeps one: what pin says at a table that is
// not shared (play.Table's KeptPIN).
func KeptPIN(st func() (store.Store, error)) func() (string, bool) {
	return func() (string, bool) {
		s, err := st()
		if err != nil {
			return "", false
		}
		pin, ok, err := web.KeptPIN(s.Dir)
		return pin, ok && err == nil
	}
}
