package main

import (
	"fmt"
	"io"
	"os"

	"bspcost/internal/input"
	"bspcost/internal/machine"
)

// runMachine implements `bspcost machine --from-bspbench out.txt...`: it
// turns BSPedupack bspbench outputs into a machine profile (JSON on stdout,
// or -o FILE), so that users can measure their own machine.
func runMachine(args []string, stdout, stderr io.Writer) int {
	const synopsis = "bspcost machine --from-bspbench [--name NAME] [-o FILE] bspbench.out..."
	fs := newFlagSet("machine", synopsis, stderr)
	from := fs.Bool("from-bspbench", false, "read bspbench output files")
	name := fs.String("name", "", "profile name (default: the first file's name)")
	out := fs.String("o", "", "write the profile to this file instead of stdout")
	files, code, ok := parseArgs(fs, args)
	if !ok {
		return code
	}
	if !*from || len(files) == 0 {
		fs.Usage()
		return exitBadInput
	}
	var runs []machine.Bench
	for _, f := range files {
		b, err := machine.ReadBench(f)
		if err != nil {
			fmt.Fprintf(stderr, "bspcost machine: %v\n", err)
			if input.IsLimit(err) {
				return exitLimit
			}
			return exitBadInput
		}
		runs = append(runs, b)
	}
	if *name == "" {
		*name = files[0]
	}
	pr, err := machine.FromBench(*name, runs)
	if err != nil {
		fmt.Fprintf(stderr, "bspcost machine: %v\n", err)
		return exitBadInput
	}
	b, err := pr.JSON()
	if err != nil {
		// FromBench validated every value: JSON cannot fail.
		fmt.Fprintf(stderr, "bspcost machine: internal error: %v\n", err)
		return exitInternal
	}
	if *out == "" {
		stdout.Write(b)
		return exitOK
	}
	if err := os.WriteFile(*out, b, 0o644); err != nil {
		fmt.Fprintf(stderr, "bspcost machine: %v\n", err)
		return exitBadInput
	}
	return exitOK
}
