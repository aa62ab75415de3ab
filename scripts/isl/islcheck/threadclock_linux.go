package main

import (
	"syscall"
	"time"
	"unsafe"
)

// threadCPUTime is the CPU time of the calling thread (-threadclock,
// CLOCK_THREAD_CPUTIME_ID): the operation alone, without the garbage
// collection that other threads do meanwhile (often for garbage of
// earlier operations and of the checks between them) nor an earlier
// operation still running after its time-out.
func threadCPUTime() time.Duration {
	const clockThreadCPUTimeID = 3
	var ts syscall.Timespec
	if _, _, e := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTimeID, uintptr(unsafe.Pointer(&ts)), 0); e != 0 {
		return 0
	}
	return time.Duration(ts.Nano())
}
