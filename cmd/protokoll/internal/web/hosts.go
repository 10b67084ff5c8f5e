package web

import (
	"net"
	"net/http"
	"net/netip"
	"strings"

	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// The server answers only to the names it is served by: the address a
// connection came in at (the addresses it listens on, and so the ones it
// printed), localhost, and the names of Server.Hosts (serve --host).
// Any other Host is refused (421) before a page is looked at. A page of
// another site whose name was made to lead to this machine (DNS
// rebinding) is so refused, and cannot read the games through a
// player's browser.

// hostCheck refuses a request for a Host the server does not answer to.
func (s *Server) hostCheck(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !s.answersTo(r) {
			l, _ := s.lang(r)
			s.fail(w, r, l, http.StatusMisdirectedRequest,
				msg.Errorf("this server does not answer to the name %q: open the page at an address its terminal printed", r.Host))
			return
		}
		h.ServeHTTP(w, r)
	})
}

// answersTo reports whether the server answers to the request's Host:
// the address its connection came in at, localhost, or a name of
// s.Hosts; the port is not looked at.
func (s *Server) answersTo(r *http.Request) bool {
	host := hostName(r.Host)
	if host == "" {
		return false
	}
	if host == "localhost" {
		return true
	}
	if ip, err := netip.ParseAddr(host); err == nil {
		if local, ok := r.Context().Value(http.LocalAddrContextKey).(net.Addr); ok {
			if at, err := netip.ParseAddrPort(local.String()); err == nil && plainAddr(at.Addr()) == plainAddr(ip) {
				return true
			}
		}
	}
	for _, h := range s.Hosts {
		if hostName(h) == host {
			return true
		}
	}
	return false
}

// hostName is a Host header's name as names are compared: without its
// port and the brackets of an IPv6 address, in lower case, without the
// dot that ends a fully qualified name.
func hostName(h string) string {
	if name, _, err := net.SplitHostPort(h); err == nil {
		h = name
	}
	h = strings.TrimSuffix(strings.TrimPrefix(h, "["), "]")
	return strings.TrimSuffix(strings.ToLower(h), ".")
}

// plainAddr is an address as addresses are compared: IPv4 as IPv4 (not
// mapped into IPv6), without its zone.
func plainAddr(a netip.Addr) netip.Addr { return a.Unmap().WithZone("") }
