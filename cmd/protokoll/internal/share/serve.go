package share

import (
	"context"
	"io"
	"net"
	"unicode"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/interrupt"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/web"
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
}

// Serve listens where o says, tells where the page is, and serves srv
// until ctx is done (a signal, in a run of the program).
func Serve(ctx context.Context, srv *web.Server, o Options) error {
	ifaces, _ := o.Net.Interfaces() // none known: loopback
	lns, err := Listen(o.Addrs, ifaces, o.Net.Listen)
	if err != nil {
		return err
	}
	urls := URLs(lns, ifaces)
	if err := Tell(o.Out, o.Lang, urls, srv.PIN, o.Small, o.Color); err != nil {
		closeAll(lns)
		return err
	}
	if o.Ready != nil {
		o.Ready(urls)
	}
	defer interrupt.Serving()()
	return srv.Serve(ctx, lns...)
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
	n := 0
	for _, r := range p.flag {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			return "", msg.Errorf("--pin %q: use 4 to 32 letters or digits", p.flag)
		}
		n++
	}
	if n < 4 || n > 32 {
		return "", msg.Errorf("--pin %q: use 4 to 32 letters or digits", p.flag)
	}
	return p.flag, nil
}
