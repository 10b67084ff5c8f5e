package store

// plainJSON reports whether line is certainly valid JSON, by a quick scan
// of the plain JSON protokoll writes: objects and lists, strings without
// escapes or control characters, whole numbers, true, false and null,
// and no spaces. False says nothing: json.Valid decides, as it did for
// every line (a sixth of reading a folder of games went into it).
func plainJSON(line []byte) bool {
	rest, ok := plainValue(line, 0)
	return ok && len(rest) == 0 && len(line) > 0 && line[0] == '{'
}

// plainValue returns what follows the plain JSON value d begins with.
func plainValue(d []byte, depth int) ([]byte, bool) {
	if len(d) == 0 || depth > 32 {
		return d, false
	}
	switch c := d[0]; {
	case c == '"':
		return plainString(d)
	case c == '-' || c >= '0' && c <= '9':
		return plainNumber(d)
	case c == '{':
		return plainObject(d, depth)
	case c == '[':
		return plainList(d, depth)
	}
	for _, lit := range [...]string{"true", "false", "null"} {
		if len(d) >= len(lit) && string(d[:len(lit)]) == lit {
			return d[len(lit):], true
		}
	}
	return d, false
}

func plainString(d []byte) ([]byte, bool) {
	for i := 1; i < len(d); i++ {
		switch c := d[i]; {
		case c == '"':
			return d[i+1:], true
		case c < 0x20 || c == '\\':
			return d, false
		}
	}
	return d, false
}

func plainNumber(d []byte) ([]byte, bool) {
	i := 0
	if d[0] == '-' {
		i++
	}
	switch {
	case i < len(d) && d[i] == '0':
		i++
	case i < len(d) && d[i] >= '1' && d[i] <= '9':
		for i < len(d) && d[i] >= '0' && d[i] <= '9' {
			i++
		}
	default:
		return d, false
	}
	if i < len(d) && (d[i] == '.' || d[i] == 'e' || d[i] == 'E' || d[i] >= '0' && d[i] <= '9') {
		return d, false // a fraction, an exponent, a leading zero: json.Valid's
	}
	return d[i:], true
}

func plainObject(d []byte, depth int) ([]byte, bool) {
	d = d[1:]
	if len(d) > 0 && d[0] == '}' {
		return d[1:], true
	}
	for {
		if len(d) == 0 || d[0] != '"' {
			return d, false
		}
		var ok bool
		if d, ok = plainString(d); !ok || len(d) == 0 || d[0] != ':' {
			return d, false
		}
		if d, ok = plainValue(d[1:], depth+1); !ok || len(d) == 0 {
			return d, false
		}
		switch d[0] {
		case ',':
			d = d[1:]
		case '}':
			return d[1:], true
		default:
			return d, false
		}
	}
}

func plainList(d []byte, depth int) ([]byte, bool) {
	d = d[1:]
	if len(d) > 0 && d[0] == ']' {
		return d[1:], true
	}
	for {
		var ok bool
		if d, ok = plainValue(d, depth+1); !ok || len(d) == 0 {
			return d, false
		}
		switch d[0] {
		case ',':
			d = d[1:]
		case ']':
			return d[1:], true
		default:
			return d, false
		}
	}
}
