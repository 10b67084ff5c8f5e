// Package serve is the serve command: the live page of the saved games,
// for every phone at the table.
package serve

import (
	"context"
	"time"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamekind"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/share"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/tablecache"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/web"
)

// Options are the serve command's: where to listen, the PIN, how to draw
// the QR code, and what serving needs.
type Options struct {
	IO       *iostreams.IOStreams
	Lang     *catalog.Language
	Langs    catalog.Languages
	Now      func() time.Time
	Store    func() (store.Store, error)
	CacheDir func() (string, error)
	Tables   func() (*tablecache.Tables, error)
	Kinds    gamekind.Kinds
	Getenv   func(string) string
	// Net is the machine's network: its interfaces and listening (tests
	// make one up).
	Net share.Net

	Addrs []string
	// Hosts are the names given with --host, which the page answers to
	// besides its addresses and localhost.
	Hosts []string
	PIN   string // "" for none: nothing is written over the network
	pin   share.PINFlag
	// MadeUp: --pin alone, the PIN made up; the one kept in the data
	// folder (web.KeepPIN) is served, and another kept with NewPIN
	// (--new-pin).
	MadeUp, NewPIN bool
	Small          bool
	// Context ends the server (a signal, in a run; the test, in tests).
	Context context.Context
	// Ready, when set, is told the page's addresses once it listens.
	Ready func(urls []string)
}

// NewCmdServe is the serve command; runF, when not nil, runs instead of
// it (for tests).
func NewCmdServe(f *cmdutil.Factory, runF func(*Options) error) *cobra.Command {
	opts := &Options{IO: f.IO, Langs: f.Langs, Now: f.Now, Store: f.Store, CacheDir: f.CacheDir, Tables: f.Tables, Kinds: f.Kinds, Getenv: f.Getenv, Net: share.System()}
	cmd := &cobra.Command{
		Use:   "serve [--addr HOST:PORT] [--host NAME] [--pin [PIN]] [--small]",
		Short: "Serve the live page: every game's sheet on the phones at the table",
		Long: `Serve the live page: the saved games and each game's sheet on every
phone at the table, up to date within a second of every entry, whoever
records it. Open the address printed (or scan the QR code) on a phone on
the same WiFi; nothing is installed on the phones and no internet is used.

The page is served on this machine's private network addresses and on
loopback, at the first free port from 8080; --addr HOST:PORT chooses
(":8080" for every address, a public one too). The page answers only to
the addresses it listens on and localhost: a phone that opens it by a
name of this machine (mylaptop.local) needs --host mylaptop.local, and a
page of another site is refused. Each page is in the browser's language,
or the one chosen on the page.

With --pin, a phone may enter the turn of the player whose turn it is:
the PIN is typed once on each phone, which then stays unlocked for 30
days, after a restart of the server too. --pin alone makes a PIN up,
prints it, and keeps it in the folder of the games, so that it is the
same at the next start; --new-pin makes up another (and every phone is
asked for it once again). --pin PIN sets it. Without --pin, nothing can
be written over the network. A game being played at a terminal is
entered there (or played with --share).

Ctrl-C (or SIGTERM) stops the server: open pages are closed, answers under
way finish, and the exit status is the signal's (130, 143).`,
		Example: `  protokoll serve
  protokoll serve --pin
  protokoll serve --new-pin      # another PIN: every phone asked again
  protokoll serve --pin=2468 --addr 192.168.1.20:8080
  protokoll serve --host mylaptop.local
  protokoll serve --small        # a QR code half the size`,
		Args: func(cmd *cobra.Command, args []string) error {
			// --pin 2468 is --pin=2468: the command takes no arguments.
			if len(args) == 1 && opts.pin.Given() {
				opts.pin.Set(args[0])
				return nil
			}
			return cmdutil.NoArgs(cmd, args)
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang = f.Lang
			if opts.NewPIN {
				if cmd.Flags().Changed("pin") && !opts.pin.Given() {
					return msg.Errorf("--new-pin makes a PIN up: leave out --pin's value")
				}
				opts.pin.Set("new") // --new-pin is --pin alone, made up anew
			}
			opts.MadeUp = opts.pin.Given()
			var err error
			if opts.PIN, err = opts.pin.PIN(); err != nil {
				return err
			}
			if opts.Hosts, err = share.Hosts(opts.Hosts); err != nil {
				return err
			}
			if opts.Context == nil {
				opts.Context = f.IO.Signals.Context()
			}
			if runF != nil {
				return runF(opts)
			}
			return serveRun(opts)
		},
	}
	cmd.Flags().StringArrayVar(&opts.Addrs, "addr", nil, "listen at HOST:PORT (repeatable); default: this machine's private network addresses and loopback, port 8080 or the next free")
	cmd.Flags().StringArrayVar(&opts.Hosts, "host", nil, share.HostUsage)
	opts.pin.Add(cmd)
	cmd.Flags().BoolVar(&opts.NewPIN, "new-pin", false, "make up a new PIN and keep it (every phone is asked for it once again)")
	cmd.Flags().BoolVar(&opts.Small, "small", false, "draw the QR code with half blocks: half the size")
	return cmd
}

func serveRun(opts *Options) error {
	s, err := opts.Store()
	if err != nil {
		return err
	}
	cache, _ := opts.CacheDir() // none: every game is read for the list
	srv := &web.Server{Store: s, Kinds: opts.Kinds, Langs: opts.Langs, Now: opts.Now, PIN: opts.PIN, Tables: opts.Tables, Cache: cache, Log: opts.IO.ErrOut, Hosts: opts.Hosts}
	if opts.PIN != "" {
		// The phones' sessions outlast the server's run: signed with a key
		// kept in the data folder, and the PIN made up kept there with it.
		if srv.Key, err = web.LoadKey(s.Dir); err != nil {
			return err
		}
		if opts.MadeUp {
			if srv.PIN, err = web.KeepPIN(s.Dir, opts.NewPIN); err != nil {
				return err
			}
		}
	}
	return share.Serve(opts.Context, srv, share.Options{
		Addrs: opts.Addrs, Small: opts.Small, Net: opts.Net, Out: opts.IO.Out, Width: opts.IO.Width, Lang: opts.Lang,
		Color: share.ColorAllowed(opts.IO.Interactive, opts.Getenv), Ready: opts.Ready, Signals: opts.IO.Signals,
	})
}
