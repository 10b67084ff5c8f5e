package store

import (
	"io/fs"
	"os"
	"syscall"
)

// statOf is what info, of a regular file, tells.
func statOf(info fs.FileInfo) (Stat, bool) {
	sys, ok := info.Sys().(*syscall.Stat_t)
	if !ok || !info.Mode().IsRegular() {
		return Stat{}, false
	}
	return statOfSys(sys), true
}

// statOfSys is what the system's stat of a file tells.
func statOfSys(sys *syscall.Stat_t) Stat {
	return Stat{
		Size:  sys.Size,
		Mtime: sys.Mtim.Sec*1e9 + sys.Mtim.Nsec,
		Ctime: sys.Ctim.Sec*1e9 + sys.Ctim.Nsec,
		Dev:   sys.Dev,
		Ino:   sys.Ino,
	}
}

// Stat returns what the file system tells of the game file called name,
// without reading it or following a link; ok is false for anything but
// a regular file. Whether it can be trusted to tell a change is
// StatTells's to say.
func (s Store) Stat(name string) (st Stat, ok bool) {
	info, err := os.Lstat(s.path(name))
	if err != nil {
		return Stat{}, false
	}
	return statOf(info)
}

// The file systems whose Ctime is the local system's, set at every
// change and by no one by hand, and whose Stat is the file's own rather
// than a cached copy (statfs(2)'s f_type).
var localMagic = [...]int64{
	0xEF53,     // ext2, ext3, ext4
	0x58465342, // xfs
	0x9123683E, // btrfs
	0x01021994, // tmpfs
	0xF2F52010, // f2fs
	0x2FC12FC1, // zfs
	0xCA451A4E, // bcachefs
	0x794C7630, // overlayfs (containers)
}

// StatTells reports whether the folder's file system is one whose Stat
// tells a changed file from an unchanged one: a local Linux file system
// that keeps Ctime. On network file systems (whose Stat may be a copy
// cached for a minute, or set by another machine's clock), FUSE, FAT (no
// Ctime of its own) and every other system, game files are read whole
// to tell.
func (s Store) StatTells() bool {
	var fsys syscall.Statfs_t
	if syscall.Statfs(s.Dir, &fsys) != nil {
		return false
	}
	for _, m := range localMagic {
		if int64(fsys.Type) == m {
			return true
		}
	}
	return false
}
