//go:build !linux

package store

import "io/fs"

// statOf tells nothing outside Linux: game files are read whole.
func statOf(fs.FileInfo) (Stat, bool) { return Stat{}, false }

// Stat tells nothing outside Linux (see the Linux one).
func (s Store) Stat(string) (Stat, bool) { return Stat{}, false }

// StatTells is false outside Linux: game files are read whole to tell
// whether they changed.
func (s Store) StatTells() bool { return false }
