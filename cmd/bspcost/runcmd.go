package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"bspcost/driver"
	"bspcost/frontend"
	"bspcost/frontend/sim"
	"bspcost/internal/input"
)

// paramFlag collects the parameter values of --at NAME=VALUE[,NAME=VALUE]
// (repeatable) for the commands that take p as -p or --p (run, predict,
// compare): p in it is an error.
type paramFlag map[string]int64

func (f paramFlag) String() string { return "" }

func (f paramFlag) Set(s string) error { return addAtValues(f, s, false) }

// cOptionsOf returns the C front end's options registered on fs by
// addCFlags (nil when it has none).
func cOptionsOf(fs *flag.FlagSet) *cOptions {
	if f := fs.Lookup("I"); f != nil {
		if c, ok := f.Value.(cFlag); ok {
			return c.o
		}
	}
	return nil
}

// cFlagsWithoutC reports (on stderr) C compiler options given for a
// command whose program is not C: -D defines a macro, it is not a
// parameter value.
func cFlagsWithoutC(cmd string, o *cOptions, files []string, stderr io.Writer) bool {
	if o == nil || len(o.cflags) == 0 && len(o.contracts) == 0 {
		return false
	}
	for _, f := range files {
		if isCFile(f) {
			return false
		}
	}
	if len(o.cflags) == 0 {
		fmt.Fprintf(stderr, "bspcost %s: --contracts is for C programs; a .bsp program declares its contracts before its program line (docs/language.md)\n", cmd)
		return true
	}
	fmt.Fprintf(stderr, "bspcost %s: %s is a C compiler option and the program is not C; give parameter values with --at NAME=VALUE\n", cmd, o.cflags[0])
	return true
}

// addAtValues reads the --at syntax into dst: comma-separated NAME=VALUE
// items with decimal values (parseDecimal). p, the number of processes,
// is a name only withP (check's --at; profile's, beside its -p); a name
// given twice is an error, not a silent choice. It is the one reader of
// --at: check (parseAt), run, predict and compare (paramFlag), profile.
func addAtValues(dst map[string]int64, s string, withP bool) error {
	for _, item := range strings.Split(s, ",") {
		name, val, ok := strings.Cut(item, "=")
		name = strings.TrimSpace(name)
		if !ok || name == "" {
			return fmt.Errorf("want NAME=VALUE, not %q", item)
		}
		if name == "p" && !withP {
			return errors.New("p is the number of processes: give it with -p")
		}
		v, err := parseDecimal(strings.TrimSpace(val))
		if err != nil {
			return fmt.Errorf("value of %s: %v", name, err)
		}
		if old, dup := dst[name]; dup {
			return fmt.Errorf("%s given twice (%d and %d)", name, old, v)
		}
		dst[name] = v
	}
	return nil
}

// parseDecimal reads a -D value: decimal digits with an optional sign, as
// the integers of .bsp source. A leading zero is refused rather than read
// one way or the other (C reads 010 as 8, the language as 10).
func parseDecimal(s string) (int64, error) {
	digits := strings.TrimLeft(s, "+-")
	if len(s)-len(digits) > 1 || digits == "" || strings.Trim(digits, "0123456789") != "" {
		return 0, fmt.Errorf("%q is not a decimal integer", s)
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return 0, fmt.Errorf("%q is out of the 64-bit range", s)
	}
	if len(digits) > 1 && digits[0] == '0' {
		return 0, fmt.Errorf("%q has a leading zero; values are decimal, not octal (write %d)", s, v)
	}
	return v, nil
}

// jsonResult is the --json output; the field order and names are part of
// the command's interface.
type jsonResult struct {
	Version    int              `json:"version"`
	P          int              `json:"p"`
	Params     map[string]int64 `json:"params"`
	Supersteps []jsonStep       `json:"supersteps"`
	W          int64            `json:"W"`
	H          int64            `json:"H"`
	S          int64            `json:"S"`
}

type jsonStep struct {
	W int64 `json:"w"`
	H int64 `json:"h"`
}

// runRun is "bspcost run": simulate a program and print its cost.
func runRun(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("run", "bspcost run -p P [--at NAME=VALUE,...] [--seed S] [--json] [--max-steps K] [--any-min A] [--any-max B] [--timeout D] [C options] prog.bsp|prog.c...", stderr)
	p := fs.Int("p", 0, "number of processes (required)")
	params := paramFlag{}
	fs.Var(params, "at", "parameter values `NAME=VALUE,...` (repeatable)")
	copts := addCFlags(fs)
	seed := fs.Int64("seed", 0, "seed of the input data and of any")
	asJSON := fs.Bool("json", false, "print the cost as JSON")
	maxSteps := fs.Int64("max-steps", sim.DefaultMaxSteps, "bound on the statements executed over all processes")
	anyMin := fs.Int64("any-min", 0, "least value of any and of input data")
	anyMax := fs.Int64("any-max", 9, "greatest value of any and of input data")
	timeout := fs.Duration("timeout", defaultTimeout, "bound on the wall time of the simulation (0: none)")
	files, code, ok := parseArgs(fs, args)
	if !ok {
		return code
	}
	files = copts.cInputs(files)
	if cFlagsWithoutC("run", copts, files, stderr) {
		return exitBadInput
	}
	pSet := false
	fs.Visit(func(f *flag.Flag) { pSet = pSet || f.Name == "p" })
	switch {
	case len(files) != 1:
		fmt.Fprintf(stderr, "bspcost run: want one program file, got %d\n", len(files))
		fs.Usage()
		return exitBadInput
	case !pSet:
		fmt.Fprintln(stderr, "bspcost run: missing -p (the number of processes)")
		return exitBadInput
	case *p < 1:
		fmt.Fprintf(stderr, "bspcost run: -p must be at least 1, not %d\n", *p)
		return exitBadInput
	case *maxSteps < 1:
		fmt.Fprintf(stderr, "bspcost run: --max-steps must be at least 1, not %d\n", *maxSteps)
		return exitBadInput
	}
	// The simulator's memory bound counts live data; a soft limit just
	// above it makes the collector work harder there instead of letting
	// the heap double (unless GOMEMLIMIT says otherwise).
	if debug.SetMemoryLimit(-1) == math.MaxInt64 {
		debug.SetMemoryLimit(sim.MaxWords*8 + 256<<20)
	}
	// The simulator stops itself at the timeout, with the position it
	// reached; the watchdog is for the parse and what the simulator does
	// not check (one huge superstep's delivery), a little later.
	return withTimeout(*timeout+*timeout/10, "run", stderr, func() int {
		return simulate(files[0], copts, sim.Config{P: *p, Params: params, Seed: *seed, MaxSteps: *maxSteps,
			AnyMin: *anyMin, AnyMax: *anyMax, AnySet: true, Timeout: *timeout}, *asJSON, stdout, stderr)
	})
}

// simulate is the work of runRun once the command line is understood.
func simulate(file string, copts *cOptions, cfg sim.Config, asJSON bool, stdout, stderr io.Writer) int {
	rep, err := analyse(file, copts, driver.Config{StopAfter: driver.StageLoad})
	if code, failed := loadFailed("run", rep, err, stderr); failed {
		return code
	}
	prog := rep.Program
	res, err := sim.Run(prog, cfg)
	if err != nil {
		fmt.Fprintln(stderr, err)
		var re *sim.RuntimeError
		if !errors.As(err, &re) {
			return exitInternal
		}
		switch {
		case re.Kind == sim.ErrConfig || re.Kind == sim.ErrRequires:
			if re.Kind == sim.ErrConfig && strings.Contains(re.Msg, "parameter") && len(prog.Params) > 0 {
				fmt.Fprintf(stderr, "bspcost run: %s takes parameters %s, set with --at NAME=VALUE\n", input.Name(file), paramList(prog))
			}
			return exitBadInput
		case re.Kind.IsLimit():
			return exitLimit
		case re.Kind == sim.ErrInternal:
			return exitInternal
		}
		return exitWrongProg
	}
	if asJSON {
		out := jsonResult{Version: resultVersion, P: res.P, Params: res.Params, W: res.W, H: res.H, S: res.S}
		if out.Params == nil {
			out.Params = map[string]int64{}
		}
		for _, st := range res.Supersteps {
			out.Supersteps = append(out.Supersteps, jsonStep{W: st.W, H: st.H})
		}
		b, err := json.Marshal(out)
		if err != nil {
			fmt.Fprintf(stderr, "bspcost run: %v\n", err)
			return exitInternal
		}
		fmt.Fprintf(stdout, "%s\n", b)
		return exitOK
	}
	printText(stdout, prog.Name.Name, res)
	return exitOK
}

// printText prints the result as a table of supersteps and the cost.
func printText(w io.Writer, name string, res *sim.Result) {
	head := fmt.Sprintf("program %s, p = %d", name, res.P)
	for _, k := range sortedKeys(res.Params) {
		head += fmt.Sprintf(", %s = %d", k, res.Params[k])
	}
	fmt.Fprintln(w, head)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "superstep\tw\th\t")
	for i, st := range res.Supersteps {
		fmt.Fprintf(tw, "%d\t%d\t%d\t\n", i, st.W, st.H)
	}
	fmt.Fprintf(tw, "total\t%d\t%d\t\n", res.W, res.H)
	tw.Flush()
	fmt.Fprintf(w, "barriers: %d, S = %d\n", len(res.Supersteps), res.S)
	fmt.Fprintf(w, "cost: %s\n", costText(res.W, res.H, res.S))
}

func sortedKeys(m map[string]int64) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// paramList lists the program's parameters, for hints.
func paramList(prog *frontend.Program) string {
	names := make([]string, len(prog.Params))
	for i, id := range prog.Params {
		names[i] = id.Name
	}
	return strings.Join(names, ", ")
}
