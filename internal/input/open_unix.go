//go:build unix

package input

import (
	"os"
	"syscall"
)

// openNonblocking opens path read-only without blocking: opening a named
// pipe that no process writes to blocks an ordinary open until one does.
// (Reading a regular file is not affected by the flag.) O_NOCTTY keeps a
// terminal device, should the path turn into one, from becoming the
// process's controlling terminal.
func openNonblocking(path string) (*os.File, error) {
	return os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK|syscall.O_NOCTTY, 0)
}
