//go:build unix

package seqcost

import (
	"syscall"
	"time"
)

// processCPU is the CPU time (user + system) the process has used so far,
// for benchmarks that report it beside the wall time (a loaded machine
// inflates the wall time, much less the CPU time).
func processCPU() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
