package main

import (
	"flag"
	"fmt"
	"io"

	"bspcost/frontend"
	"bspcost/hrelation"
	"bspcost/internal/input"
	"bspcost/nondet"
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
	prog, ar, code, ok := loadOneAligned("instrument", fs, append([]string{"--"}, files...), stderr)
	if !ok {
		return code
	}
	hr, err := hrelation.Analyze(prog, ar)
	if err == nil {
		var out *frontend.Program
		if out, err = nondet.Instrument(prog, ar, hr); err == nil {
			fmt.Fprint(stdout, frontend.Print(out))
			return exitOK
		}
	}
	fmt.Fprintf(stderr, "bspcost instrument: %s: %v\n", input.Name(prog.File), err)
	return exitWrongProg
}
