// Package gostack grows a new goroutine's stack to its working size at
// once.
//
// A goroutine starts with an 8 KiB stack. bspcost's analysis goroutines
// (the command's worker, the stages run side by side) reach 16 KiB on the
// textbook programs. Growing a stack copies it and walks every frame on it
// through the binary's pc tables; deep in an analysis that is many frames,
// and in a short process most of those tables' pages are still untouched
// (each a page fault). Grown at the goroutine's start, the copy walks one
// frame. `check` of compress: about 30 fewer page faults and 0.3–0.5 ms
// less wall time (docs/benchmarks.md, "Runtime settings of short
// processes").
package gostack

import "sync"

// padBytes is the frame Grow reserves: more than a new goroutine's 8 KiB,
// so that its stack becomes 16 KiB.
const padBytes = 10 << 10

// Grow makes the calling goroutine's stack at least 16 KiB. Call it first
// in a goroutine that will run an analysis.
//
//go:noinline
func Grow() {
	var pad [padBytes]byte
	touch(pad[:])
}

// touch writes to b, so that the compiler keeps Grow's frame (b does not
// escape: the array stays on the stack).
//
//go:noinline
func touch(b []byte) { b[0] = 1 }

// Concurrently runs the functions, the first in the calling goroutine and
// the others each in a goroutine of its own (its stack grown at once), and
// returns when all are done. A panic in one of them is raised again in the
// caller (after all are done), so that the caller's recover sees it as it
// would without the goroutines.
func Concurrently(fs ...func()) {
	if len(fs) == 0 {
		return
	}
	var wg sync.WaitGroup
	panics := make([]any, len(fs))
	run := func(i int) {
		defer func() {
			if r := recover(); r != nil {
				panics[i] = r
			}
		}()
		fs[i]()
	}
	for i := 1; i < len(fs); i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			Grow()
			run(i)
		}()
	}
	run(0)
	wg.Wait()
	for _, p := range panics {
		if p != nil {
			panic(p)
		}
	}
}
