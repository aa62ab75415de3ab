package main

import (
	"flag"
	"fmt"
	"io"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/hrelation"
	"bspcost/nondet"
)

// runInstrument is "bspcost instrument prog.bsp": the sequential program
// of an aligned program (package nondet), printed as .bsp source that
// parses back. Exit status: 2 bad input, 1 program not aligned or an h
// without a bound, else 0.
func runInstrument(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("instrument", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: bspcost instrument prog.bsp")
		fs.PrintDefaults()
	}
	files, err := parseInterspersed(fs, args)
	if err == flag.ErrHelp {
		return exitOK
	}
	if err != nil {
		return exitBadInput
	}
	if len(files) != 1 {
		fmt.Fprintln(stderr, "bspcost instrument: give exactly one file")
		fs.Usage()
		return exitBadInput
	}
	prog, code := loadProgram("instrument", files[0], stderr)
	if code != exitOK {
		return code
	}
	ar := align.Analyze(prog)
	if !ar.Aligned {
		for _, d := range ar.Diagnostics {
			fmt.Fprint(stderr, d.Format())
		}
		fmt.Fprintf(stderr, "bspcost instrument: %s: the barriers are not textually aligned (see bspcost check)\n", prog.File)
		return exitWrongProg
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
