package main

import (
	"math"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

// TestTuneGC: a small input turns the collector off under a soft memory
// limit, and the first collection switches to GOGC=400 without a limit
// (the finalizer of gcSentinel); a large input keeps the default.
func TestTuneGC(t *testing.T) {
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(math.MaxInt64))
	dir := t.TempDir()
	small := filepath.Join(dir, "small.bsp")
	if err := os.WriteFile(small, []byte("program p\nend\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(dir, "big.bsp")
	if err := os.WriteFile(big, make([]byte, smallInput), 0o644); err != nil {
		t.Fatal(err)
	}

	debug.SetGCPercent(100)
	tuneGC([]string{big})
	if got := debug.SetGCPercent(100); got != 100 {
		t.Errorf("large input: GOGC %d, want the default 100", got)
	}

	tuneGC([]string{small})
	if got := debug.SetGCPercent(-1); got != -1 {
		t.Fatalf("small input: GOGC %d, want off (-1)", got)
	}
	if got := debug.SetMemoryLimit(-1); got != gcFreeHeap {
		t.Errorf("small input: memory limit %d, want %d", got, gcFreeHeap)
	}
	// The first collection runs the sentinel's finalizer (asynchronously).
	deadline := time.Now().Add(10 * time.Second)
	for {
		runtime.GC()
		if got := debug.SetGCPercent(-1); got == 400 {
			debug.SetGCPercent(400)
			break
		} else if time.Now().After(deadline) {
			t.Fatalf("after a collection: GOGC %d, want 400", got)
		}
		time.Sleep(10 * time.Millisecond)
	}
	if got := debug.SetMemoryLimit(-1); got != math.MaxInt64 {
		t.Errorf("after a collection: memory limit %d, want none", got)
	}
}
