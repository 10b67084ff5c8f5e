package outfile

import (
	"io/fs"
	"os"
	"path/filepath"
)

// pending opens the temporary file that becomes path. renameio has no
// pending file on Windows; there os.Rename replaces a file in one step
// too, and there is no umask.
func pending(path string, perm fs.FileMode) (pendingFile, error) {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+"-*")
	if err != nil {
		return nil, err
	}
	return &windowsFile{File: f, path: path}, nil
}

type windowsFile struct {
	*os.File
	path string
	done bool
}

func (f *windowsFile) Cleanup() error {
	if f.done {
		return nil
	}
	f.File.Close()
	return os.Remove(f.File.Name())
}

func (f *windowsFile) CloseAtomicallyReplace() error {
	if err := f.Sync(); err != nil {
		return err
	}
	if err := f.File.Close(); err != nil {
		return err
	}
	if err := os.Rename(f.File.Name(), f.path); err != nil {
		return err
	}
	f.done = true
	return nil
}
