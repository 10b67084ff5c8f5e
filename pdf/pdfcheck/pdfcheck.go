// Package pdfcheck reads back, for tests, what protokoll's PDFs are
// checked for: that the file holds together as a reader walks it (the
// cross-reference table points at each object, each object ends, each
// stream is as long as it says, the trailer names the catalog, whose page
// tree has as many pages as it counts), each page's size, and the
// document's information. It reads what jung-kurt/gofpdf writes (objects
// uncompressed, one cross-reference table, no encryption) and refuses
// anything else; pdftotext, where installed, reads the text.
package pdfcheck

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"unicode/utf16"
)

// A Doc is what a PDF says of itself.
type Doc struct {
	Pages []Size // each page's size, in points
	// The document's information.
	Title, Subject, Author, Creator, Producer, CreationDate string
}

// A Size is a page's width and height, in points.
type Size struct{ Width, Height float64 }

var (
	startxref = regexp.MustCompile(`startxref\s+(\d+)\s+%%EOF\s*$`)
	ref       = regexp.MustCompile(`(\d+) 0 R`)
	number    = `(-?[0-9.]+)`
	mediaBox  = regexp.MustCompile(`/MediaBox\s*\[\s*` + number + `\s+` + number + `\s+` + number + `\s+` + number + `\s*\]`)
)

// Read checks b's structure and returns what it says of itself.
func Read(b []byte) (*Doc, error) {
	if !bytes.HasPrefix(b, []byte("%PDF-1.")) {
		return nil, errors.New("no PDF header")
	}
	m := startxref.FindSubmatch(b)
	if m == nil {
		return nil, errors.New("no startxref at the end")
	}
	at, _ := strconv.Atoi(string(m[1]))
	if at >= len(b) || !bytes.HasPrefix(b[at:], []byte("xref")) {
		return nil, fmt.Errorf("startxref %d is not at the cross-reference table", at)
	}
	objs, trailer, err := xref(b, at)
	if err != nil {
		return nil, err
	}
	r := &reader{b: b, at: objs, seen: map[int][]byte{}}
	for n := range objs {
		if _, err := r.object(n); err != nil {
			return nil, err
		}
	}
	doc := &Doc{}
	root, err := r.ref(trailer, "/Root")
	if err != nil {
		return nil, fmt.Errorf("the trailer: %w", err)
	}
	if !bytes.Contains(root, []byte("/Type /Catalog")) {
		return nil, errors.New("the root is no catalog")
	}
	if err := r.pages(root, nil, doc); err != nil {
		return nil, err
	}
	if info, err := r.ref(trailer, "/Info"); err == nil {
		for key, to := range map[string]*string{"/Title": &doc.Title, "/Subject": &doc.Subject, "/Author": &doc.Author,
			"/Creator": &doc.Creator, "/Producer": &doc.Producer, "/CreationDate": &doc.CreationDate} {
			if *to, err = text(info, key); err != nil {
				return nil, fmt.Errorf("the information's %s: %w", key, err)
			}
		}
	}
	return doc, nil
}

// xref reads the cross-reference table at at: each object's offset, and
// the trailer dictionary after it.
func xref(b []byte, at int) (map[int]int, []byte, error) {
	rest := bytes.TrimLeft(b[at+len("xref"):], "\r\n")
	nl := bytes.IndexByte(rest, '\n')
	if nl < 0 {
		return nil, nil, errors.New("the cross-reference table is cut short")
	}
	f := bytes.Fields(rest[:nl])
	if len(f) != 2 {
		return nil, nil, errors.New("the cross-reference table has no subsection")
	}
	first, err1 := strconv.Atoi(string(f[0]))
	count, err2 := strconv.Atoi(string(f[1]))
	if err := errors.Join(err1, err2); err != nil {
		return nil, nil, fmt.Errorf("the cross-reference table: %w", err)
	}
	entries := rest[nl+1:]
	if len(entries) < 20*count {
		return nil, nil, errors.New("the cross-reference table is cut short")
	}
	objs := map[int]int{}
	for i := range count {
		e := entries[20*i : 20*i+20]
		if e[17] == 'n' {
			off, err := strconv.Atoi(string(e[:10]))
			if err != nil {
				return nil, nil, fmt.Errorf("cross-reference entry %d: %w", first+i, err)
			}
			objs[first+i] = off
		}
	}
	trailer := entries[20*count:]
	if !bytes.HasPrefix(bytes.TrimSpace(trailer), []byte("trailer")) {
		return nil, nil, errors.New("no trailer after the cross-reference table")
	}
	if size := regexp.MustCompile(`/Size (\d+)`).FindSubmatch(trailer); size == nil || string(size[1]) != strconv.Itoa(first+count) {
		return nil, nil, errors.New("the trailer's /Size is not the table's")
	}
	return objs, trailer, nil
}

// A reader reads a PDF's objects.
type reader struct {
	b    []byte
	at   map[int]int    // each object's offset
	seen map[int][]byte // each object read, its dictionary or value
}

// object returns object n's body before any stream, checking that it is
// where the table says, that its stream is as long as it says and that it
// ends.
func (r *reader) object(n int) ([]byte, error) {
	if body, ok := r.seen[n]; ok {
		return body, nil
	}
	off, ok := r.at[n]
	if !ok {
		return nil, fmt.Errorf("object %d is not in the cross-reference table", n)
	}
	head := []byte(fmt.Sprintf("%d 0 obj", n))
	if off >= len(r.b) || !bytes.HasPrefix(r.b[off:], head) {
		return nil, fmt.Errorf("object %d is not at offset %d", n, off)
	}
	start := off + len(head)
	end := bytes.Index(r.b[start:], []byte("endobj"))
	s := bytes.Index(r.b[start:], []byte("stream"))
	if s < 0 || end >= 0 && end < s {
		// No stream: the object is all dictionary or value.
		if end < 0 || bytes.Contains(r.b[start:start+end], []byte(" 0 obj")) {
			return nil, fmt.Errorf("object %d does not end", n)
		}
		body := r.b[start : start+end]
		r.seen[n] = body
		return body, nil
	}
	// A stream's bytes may hold anything, "endobj" too: its end is found
	// from its length, and the object's after it.
	dict := r.b[start : start+s]
	length := regexp.MustCompile(`/Length (\d+)`).FindSubmatch(dict)
	if length == nil {
		return nil, fmt.Errorf("object %d: a stream without a direct /Length", n)
	}
	l, _ := strconv.Atoi(string(length[1]))
	data := start + s + len("stream")
	if bytes.HasPrefix(r.b[data:], []byte("\r\n")) {
		data += 2
	} else if bytes.HasPrefix(r.b[data:], []byte("\n")) {
		data++
	}
	if data+l > len(r.b) || !bytes.HasPrefix(bytes.TrimLeft(r.b[data+l:], "\r\n"), []byte("endstream")) {
		return nil, fmt.Errorf("object %d: the stream is not %d bytes long", n, l)
	}
	if !bytes.HasPrefix(bytes.TrimLeft(bytes.TrimLeft(r.b[data+l:], "\r\n")[len("endstream"):], "\r\n "), []byte("endobj")) {
		return nil, fmt.Errorf("object %d does not end after its stream", n)
	}
	r.seen[n] = dict
	return dict, nil
}

// ref returns the object that key names in dict.
func (r *reader) ref(dict []byte, key string) ([]byte, error) {
	i := bytes.Index(dict, []byte(key+" "))
	if i < 0 {
		return nil, fmt.Errorf("no %s", key)
	}
	m := ref.FindSubmatch(dict[i+len(key):])
	if m == nil {
		return nil, fmt.Errorf("%s is no reference", key)
	}
	n, _ := strconv.Atoi(string(m[1]))
	return r.object(n)
}

// pages adds to doc the pages of the page tree node, whose media box
// (inherited, if nil) is box.
func (r *reader) pages(node []byte, box *Size, doc *Doc) error {
	if m := mediaBox.FindSubmatch(node); m != nil {
		var f [4]float64
		for i := range f {
			f[i], _ = strconv.ParseFloat(string(m[i+1]), 64)
		}
		box = &Size{f[2] - f[0], f[3] - f[1]}
	}
	switch {
	case bytes.Contains(node, []byte("/Type /Catalog")):
		p, err := r.ref(node, "/Pages")
		if err != nil {
			return fmt.Errorf("the catalog: %w", err)
		}
		return r.pages(p, box, doc)
	case bytes.Contains(node, []byte("/Type /Pages")):
		k := bytes.Index(node, []byte("/Kids"))
		if k < 0 {
			return errors.New("a page tree node without /Kids")
		}
		kids := node[k:]
		kids = kids[:bytes.IndexByte(kids, ']')+1]
		before := len(doc.Pages)
		for _, m := range ref.FindAllSubmatch(kids, -1) {
			n, _ := strconv.Atoi(string(m[1]))
			kid, err := r.object(n)
			if err != nil {
				return err
			}
			if err := r.pages(kid, box, doc); err != nil {
				return err
			}
		}
		count := regexp.MustCompile(`/Count (\d+)`).FindSubmatch(node)
		if count == nil || string(count[1]) != strconv.Itoa(len(doc.Pages)-before) {
			return fmt.Errorf("a page tree node counts %s pages under it, not %d", count[1], len(doc.Pages)-before)
		}
		return nil
	case bytes.Contains(node, []byte("/Type /Page")):
		if box == nil {
			return errors.New("a page without a media box")
		}
		if _, err := r.ref(node, "/Contents"); err != nil {
			return fmt.Errorf("a page: %w", err)
		}
		doc.Pages = append(doc.Pages, *box)
		return nil
	}
	return errors.New("a page tree node that is neither pages nor a page")
}

// text returns the text string key holds in dict, "" without one: a
// literal string, in PDFDocEncoding's ASCII or UTF-16BE after a byte
// order mark.
func text(dict []byte, key string) (string, error) {
	i := bytes.Index(dict, []byte(key+" ("))
	if i < 0 {
		return "", nil
	}
	s, err := literal(dict[i+len(key)+1:])
	if err != nil {
		return "", err
	}
	if bytes.HasPrefix(s, []byte{0xfe, 0xff}) {
		if len(s)%2 != 0 {
			return "", errors.New("odd UTF-16")
		}
		u := make([]uint16, (len(s)-2)/2)
		for j := range u {
			u[j] = uint16(s[2+2*j])<<8 | uint16(s[3+2*j])
		}
		return string(utf16.Decode(u)), nil
	}
	return string(s), nil
}

// literal reads the literal string at the start of b, "(" on.
func literal(b []byte) ([]byte, error) {
	var out []byte
	depth := 0
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch c {
		case '(':
			if depth++; depth == 1 {
				continue
			}
		case ')':
			if depth--; depth == 0 {
				return out, nil
			}
		case '\\':
			if i++; i == len(b) {
				return nil, errors.New("a string cut short")
			}
			switch c = b[i]; c {
			case 'n':
				c = '\n'
			case 'r':
				c = '\r'
			case 't':
				c = '\t'
			case 'b':
				c = '\b'
			case 'f':
				c = '\f'
			case '0', '1', '2', '3', '4', '5', '6', '7':
				v := 0
				for k := 0; k < 3 && i < len(b) && b[i] >= '0' && b[i] <= '7'; k++ {
					v = 8*v + int(b[i]-'0')
					i++
				}
				i--
				c = byte(v)
			}
		}
		out = append(out, c)
	}
	return nil, errors.New("a string that does not end")
}
