package main

import (
	"os"
	"path/filepath"
	"strings"
	"time"
)

// The tests' binary stands in for bspcost where a test needs processes:
// batch starts its workers with os.Executable() (this binary) and the
// worker's arguments, and a test that must kill or interrupt a batch runs
// this binary with testMainEnv set and batch's arguments. init runs before
// the tests (and TestMain) and turns such a process into the command.
const testMainEnv = "BSPCOST_TEST_MAIN"

// testDelayEnv, in a worker's environment, makes it sleep that long
// before each file: the resume tests need a run that is still going when
// they stop it, whatever the speed of the machine.
const testDelayEnv = "BSPCOST_TEST_WORKER_DELAY"

// hogged is what a "hog" file's analysis holds.
var hogged [][]byte

func init() {
	if len(os.Args) < 2 || (os.Args[1] != batchWorkerCmd && os.Getenv(testMainEnv) != "1") {
		return
	}
	testWorkerHook = func(file string) {
		if d, err := time.ParseDuration(os.Getenv(testDelayEnv)); err == nil {
			time.Sleep(d)
		}
		// Files named for what they do, whatever their text.
		switch base := filepath.Base(file); {
		case strings.HasPrefix(base, "hang"):
			// An analysis that never looks at its deadline.
			select {}
		case strings.HasPrefix(base, "hog"):
			// An analysis whose live data grows without end.
			for {
				b := make([]byte, 1<<20)
				for i := range b {
					b[i] = 1
				}
				hogged = append(hogged, b)
			}
		case strings.HasPrefix(base, "crash"):
			// A worker that dies unexplained (as on a bug of the Go
			// runtime, or a kill of its own).
			os.Exit(7)
		}
	}
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}
