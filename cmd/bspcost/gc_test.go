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
	_, small, big := smallAndBig(t)

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

// TestTuneProcs: a small input's first analysis runs on one processor,
// and the process gets its processors back after oneProcFor; nothing
// changes before an analysis starts (a cache hit), nor for a large input
// or with GOMAXPROCS set in the environment (mutation checked: the switch
// made in tuneProcs itself, no switch, no restore, the size test's bound
// moved).
func TestTuneProcs(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(3))
	defer startOneProc.Store(nil)
	dir, small, big := smallAndBig(t)

	t.Setenv("GOMAXPROCS", "3")
	startOneProc.Store(nil)
	tuneProcs([]string{small})
	analysisStarts()
	if got := runtime.GOMAXPROCS(0); got != 3 {
		t.Errorf("GOMAXPROCS in the environment: %d processors, want 3", got)
	}
	t.Setenv("GOMAXPROCS", "")
	for _, f := range []string{big, filepath.Join(dir, "missing.bsp")} {
		startOneProc.Store(nil)
		tuneProcs([]string{f})
		analysisStarts()
		if got := runtime.GOMAXPROCS(0); got != 3 {
			t.Errorf("%s: %d processors, want 3", filepath.Base(f), got)
		}
	}

	tuneProcs([]string{small})
	if got := runtime.GOMAXPROCS(0); got != 3 {
		t.Fatalf("small input, before an analysis: %d processors, want 3", got)
	}
	analysisStarts()
	if got := runtime.GOMAXPROCS(0); got != 1 {
		t.Fatalf("small input, analysis started: %d processors, want 1", got)
	}
	deadline := time.Now().Add(10 * time.Second)
	for runtime.GOMAXPROCS(0) != 3 {
		if time.Now().After(deadline) {
			t.Fatalf("small input, %v later: %d processors, want 3 again", 10*time.Second, runtime.GOMAXPROCS(0))
		}
		time.Sleep(5 * time.Millisecond)
	}
	analysisStarts() // (once: no second switch)
	if got := runtime.GOMAXPROCS(0); got != 3 {
		t.Errorf("second analysis: %d processors, want 3", got)
	}
}

// smallAndBig writes a small input and one of smallInput bytes in a new
// directory, and returns the three paths.
func smallAndBig(t *testing.T) (dir, small, big string) {
	t.Helper()
	dir = t.TempDir()
	small = filepath.Join(dir, "small.bsp")
	if err := os.WriteFile(small, []byte("program p\nend\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	big = filepath.Join(dir, "big.bsp")
	if err := os.WriteFile(big, make([]byte, smallInput), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, small, big
}
