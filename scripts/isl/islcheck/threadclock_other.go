//go:build unix && !linux

package main

import "time"

// threadCPUTime is not available here: -threadclock measures 0.
func threadCPUTime() time.Duration { return 0 }
