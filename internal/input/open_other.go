//go:build !unix

package input

import "os"

// openNonblocking opens path read-only (the mode was checked just before:
// systems without named pipes in the file system have nothing to block on).
func openNonblocking(path string) (*os.File, error) {
	return os.Open(path)
}
