//go:build !windows

package outfile

import (
	"io/fs"
	"path/filepath"

	"github.com/google/renameio/v2"
)

// pending opens the temporary file that becomes path.
func pending(path string, perm fs.FileMode) (pendingFile, error) {
	return renameio.NewPendingFile(path,
		renameio.WithTempDir(filepath.Dir(path)), // beside it: one rename, one file system
		renameio.WithPermissions(perm),
		renameio.WithExistingPermissions())
}
