package main

import (
	"flag"
	"fmt"
	"io"

	"bspcost/driver"
	"bspcost/frontend"
	"bspcost/internal/input"
)

// runInstrument is "bspcost instrument prog.bsp": the sequential program
// of an aligned program (package nondet), printed as .bsp source that
// parses back. Exit status: 2 bad input, 1 program not aligned or an h
// without a bound, 4 a time or memory limit, else 0.
func runInstrument(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("instrument", "bspcost instrument [--timeout D] [C options] prog.bsp|prog.c...", stderr)
	addCFlags(fs)
	timeout := fs.Duration("timeout", defaultTimeout, "bound on the wall time of the whole command (0: none)")
	files, code, ok := parseArgs(fs, args)
	if !ok {
		return code
	}
	return withFileTimeout(*timeout, "instrument", files, stderr, func() int {
		return instrumentCommand(fs, files, stdout, stderr)
	})
}

// instrumentCommand is the work of runInstrument once its flags are parsed.
func instrumentCommand(fs *flag.FlagSet, files []string, stdout, stderr io.Writer) int {
	// Only the files go on ("--" keeps a file named like a flag a file).
	rep, code, ok := analyseOneAligned("instrument", fs, append([]string{"--"}, files...), driver.Config{StopAfter: driver.StageSequential}, stderr)
	if !ok {
		return code
	}
	if rep.Err != nil {
		fmt.Fprintf(stderr, "bspcost instrument: %s: %v\n", input.Name(rep.Program.File), stageErr(rep.Err))
		return exitWrongProg
	}
	fmt.Fprint(stdout, frontend.Print(rep.Seq))
	return exitOK
}
