package main

import (
	"fmt"
	"io"

	"bspcost/frontend"
	"bspcost/hrelation"
	"bspcost/nondet"
)

// runInstrument is "bspcost instrument prog.bsp": the sequential program
// of an aligned program (package nondet), printed as .bsp source that
// parses back. Exit status: 2 bad input, 1 program not aligned or an h
// without a bound, else 0.
func runInstrument(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("instrument", "bspcost instrument prog.bsp", stderr)
	prog, ar, code, ok := loadOneAligned("instrument", fs, args, stderr)
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
	fmt.Fprintf(stderr, "bspcost instrument: %s: %v\n", prog.File, err)
	return exitWrongProg
}
