package main

import (
	"flag"
	"fmt"
	"io"
)

// runCheck is "bspcost check prog.bsp...": for now it parses and
// type-checks each program, printing its errors (file:line:col: message,
// one per line, on stderr) or "prog.bsp: ok" (on stdout).
func runCheck(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("check", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: bspcost check prog.bsp...")
		fs.PrintDefaults()
	}
	files, err := parseInterspersed(fs, args)
	if err == flag.ErrHelp {
		return exitOK
	}
	if err != nil {
		return exitBadInput
	}
	if len(files) == 0 {
		fmt.Fprintln(stderr, "bspcost check: no file given")
		fs.Usage()
		return exitBadInput
	}
	status := exitOK
	for _, file := range files {
		if _, ok := loadProgram("check", file, stderr); !ok {
			status = exitBadInput
			continue
		}
		fmt.Fprintf(stdout, "%s: ok\n", file)
	}
	return status
}
