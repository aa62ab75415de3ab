// Command bspcost simulates and analyses the BSP cost of .bsp programs.
//
// Usage:
//
//	bspcost run -p P [-D NAME=VALUE]... [--seed S] [--json] [--max-steps K]
//	            [--any-min A --any-max B] prog.bsp
//	bspcost check [--json|--sarif] prog.bsp...
//	bspcost hrel [--json] [--explain] prog.bsp
//	bspcost instrument prog.bsp
//	bspcost help
//
// Exit status: 0 success; 1 the program is wrong (runtime error, barrier
// mismatch, step limit, barriers not aligned); 2 bad input or usage (parse error, unknown flag,
// missing file, missing parameter, requires clause violated).
package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"bspcost/frontend"
)

// Exit codes, shared by every subcommand.
const (
	exitOK        = 0
	exitWrongProg = 1 // the .bsp program misbehaves
	exitBadInput  = 2 // the input or the command line is wrong
)

const usageText = `bspcost bounds the BSP cost W·r + H·g + S·l of .bsp programs.

Usage:
  bspcost run -p P [-D NAME=VALUE]... [--seed S] [--json] [--max-steps K]
              [--any-min A --any-max B] prog.bsp
        simulate prog.bsp on P processes and print its measured cost
  bspcost check [--json|--sarif] prog.bsp...
        parse programs and check that their barriers are aligned; errors are
        reported as file:line:col: message
  bspcost hrel [--json] [--explain] prog.bsp
        the h-relation of every superstep of an aligned program: interaction
        sets, largest words sent and received by a process, h, and the
        fallbacks used where the exact model does not apply
  bspcost instrument prog.bsp
        the sequential program whose cost bounds the BSP cost: pid := any at
        every superstep start, {h * g + 1 * l} at every barrier
  bspcost help
        print this help

Exit status: 0 ok; 1 the program is wrong (runtime error, barrier mismatch,
step limit, barriers not aligned); 2 bad input or usage (parse error,
unknown flag, missing file, missing parameter, requires clause violated).
`

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run is the whole command, separated from main so that tests can call it
// with their own arguments and writers. It returns the exit code.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usageText)
		return exitBadInput
	}
	switch args[0] {
	case "run":
		return runRun(args[1:], stdout, stderr)
	case "check":
		return runCheck(args[1:], stdout, stderr)
	case "hrel":
		return runHrel(args[1:], stdout, stderr)
	case "instrument":
		return runInstrument(args[1:], stdout, stderr)
	case "help", "-h", "-help", "--help":
		fmt.Fprint(stdout, usageText)
		return exitOK
	}
	fmt.Fprintf(stderr, "bspcost: unknown command %q\n\n%s", args[0], usageText)
	return exitBadInput
}

// parseInterspersed parses flags that may come before or after the
// positional arguments (bspcost run prog.bsp -p 4), which the flag package
// alone does not allow: it stops at the first non-flag. Everything after
// "--" is positional.
func parseInterspersed(fs *flag.FlagSet, args []string) ([]string, error) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		consumed := len(args) - len(rest)
		if consumed > 0 && args[consumed-1] == "--" {
			return append(pos, rest...), nil
		}
		if len(rest) == 0 {
			return pos, nil
		}
		pos = append(pos, rest[0])
		args = rest[1:]
	}
}

// loadProgram parses and checks a file, printing its errors one per line.
func loadProgram(cmd, file string, stderr io.Writer) (*frontend.Program, bool) {
	prog, err := frontend.ParseFile(file)
	if err != nil {
		var list frontend.ErrorList
		if errors.As(err, &list) {
			for _, e := range list {
				fmt.Fprintln(stderr, e)
			}
		} else {
			fmt.Fprintf(stderr, "bspcost %s: %v\n", cmd, err)
		}
		return nil, false
	}
	return prog, true
}
