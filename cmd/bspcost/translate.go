package main

import (
	"flag"
	"fmt"
	"io"
	"strings"

	"bspcost/driver"
	"bspcost/frontend"
	"bspcost/frontend/llvm"
)

// cOptions are the command-line options of the C front end, shared by
// translate and check (for .c and .ll inputs).
type cOptions struct {
	wordSize int
	params   stringList
	requires string
	entry    string
	work     string
	// cflags are the C compiler's options (-I DIR, -D NAME[=V], -U NAME,
	// -std=..., -include FILE, ...), in command-line order.
	cflags []string
	compdb string
	// contracts are files of cost contracts (--contracts).
	contracts stringList
	// extra are the C files after the first of one program (its other
	// translation units): check a.c b.c is one program. first is that
	// first file (a C file found in a directory by check is a program of
	// its own).
	first string
	extra []string
}

// cFlag collects one kind of C compiler option into cflags.
type cFlag struct {
	o    *cOptions
	name string
}

func (f cFlag) String() string { return "" }
func (f cFlag) Set(s string) error {
	if strings.HasPrefix(f.name, "-std") {
		f.o.cflags = append(f.o.cflags, "-std="+s)
		return nil
	}
	f.o.cflags = append(f.o.cflags, f.name, s)
	return nil
}

// cFlagNames are the C compiler options the commands that take C input
// accept, as C compilers spell them (-I DIR or -IDIR).
var cFlagNames = []struct{ name, usage string }{
	{"I", "C programs: add `DIR` to the include path (as the C compiler's -I)"},
	{"D", "C programs: define the preprocessor macro `NAME[=VALUE]` (as the C compiler's -D)"},
	{"U", "C programs: undefine the preprocessor macro `NAME`"},
	{"include", "C programs: include `FILE` first"},
	{"imacros", "C programs: take the macros of `FILE`"},
	{"isystem", "C programs: add `DIR` to the system include path"},
	{"iquote", "C programs: add `DIR` to the quoted include path"},
	{"idirafter", "C programs: add `DIR` to the include path after the system's"},
	{"std", "C programs: the C `standard` (c99, gnu11, ...)"},
}

// splitCArgs rewrites the attached forms of the C compiler's one-letter
// options (-Iinclude, -DN=4, -UNDEBUG), which the flag package does not
// read, into two arguments.
func splitCArgs(args []string) []string {
	var out []string
	for i, a := range args {
		if a == "--" {
			return append(out, args[i:]...)
		}
		if len(a) > 2 && a[0] == '-' && (a[1] == 'I' || a[1] == 'D' || a[1] == 'U') && a[2] != '=' {
			out = append(out, a[:2], a[2:])
			continue
		}
		out = append(out, a)
	}
	return out
}

// cInputs separates the C inputs of a command line: the .c and .ll files
// together are one program, named by the first (its position in files
// kept), the others its extra translation units.
func (o *cOptions) cInputs(files []string) []string {
	var out []string
	first := true
	for _, f := range files {
		if !isCFile(f) {
			out = append(out, f)
			continue
		}
		if first {
			out = append(out, f)
			first = false
			o.first = f
			continue
		}
		o.extra = append(o.extra, f)
	}
	return out
}

type stringList []string

func (l *stringList) String() string     { return strings.Join(*l, ",") }
func (l *stringList) Set(s string) error { *l = append(*l, s); return nil }

// addCFlags registers the C front end's flags on fs.
func addCFlags(fs *flag.FlagSet) *cOptions {
	o := &cOptions{}
	fs.IntVar(&o.wordSize, "word-size", 8, "C programs: bytes per word counted by h")
	fs.Var(&o.params, "param", "C programs: a global int variable that is a program parameter (repeatable)")
	fs.StringVar(&o.requires, "requires", "", "C programs: assumptions on the parameters, in .bsp syntax")
	fs.StringVar(&o.entry, "entry", "", "C programs: the SPMD function (default: the one that calls bsp_begin)")
	fs.StringVar(&o.work, "work", "flops", "C programs: work counted by default: flops (one r per floating-point operation) or instructions (one r per LLVM instruction)")
	fs.StringVar(&o.compdb, "compdb", "", "C programs: the compilation database (`compile_commands.json` or its folder) giving each .c file its build's options (default: one found in the folder of the first .c file or a parent)")
	fs.Var(&o.contracts, "contracts", "C programs: a `FILE` of cost contracts for functions the program calls (repeatable; docs/c-frontend.md)")
	for _, f := range cFlagNames {
		fs.Var(cFlag{o, "-" + f.name}, f.name, f.usage)
	}
	return o
}

// isCFile reports whether file is a C or LLVM IR input.
func isCFile(file string) bool {
	return strings.HasSuffix(file, ".c") || strings.HasSuffix(file, ".ll")
}

// paths are the files of the C program named by file.
func (o *cOptions) paths(file string) []string {
	if o == nil || file != o.first {
		return []string{file}
	}
	return append([]string{file}, o.extra...)
}

// llvmOptions checks the options and converts them (o nil: the
// defaults).
func (o *cOptions) llvmOptions() (llvm.Options, error) {
	if o == nil {
		return llvm.Options{WordSize: 8}, nil
	}
	opts := llvm.Options{WordSize: o.wordSize, Params: o.params, Requires: o.requires, Entry: o.entry, CFlags: o.cflags, CompDB: o.compdb, ContractFiles: o.contracts}
	switch o.work {
	case "flops", "":
	case "instructions":
		opts.Work = llvm.WorkInstructions
	default:
		return opts, fmt.Errorf("--work=%s: want flops or instructions", o.work)
	}
	if o.wordSize <= 0 {
		return opts, fmt.Errorf("--word-size must be positive")
	}
	return opts, nil
}

// runTranslate is "bspcost translate prog.c|prog.ll": it prints the .bsp
// program that the C front end makes of the SPMD function. Exit status: 4
// a time or memory limit (--timeout), else that of loading the C program.
func runTranslate(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("translate", "bspcost translate [-I DIR]... [-D NAME[=V]]... [--compdb FILE] [--word-size B] [--param NAME]... [--requires EXPR] [--entry F] [--timeout D] prog.c|prog.ll [more.c...]", stderr)
	o := addCFlags(fs)
	timeout := fs.Duration("timeout", defaultTimeout, "bound on the wall time of the whole command (0: none)")
	files, code, ok := parseArgs(fs, args)
	if !ok {
		return code
	}
	return withFileTimeout(*timeout, "translate", files, stderr, func() int {
		return translateCommand(fs, files, o, stdout, stderr)
	})
}

// translateCommand is the work of runTranslate once its flags are parsed.
func translateCommand(fs *flag.FlagSet, files []string, o *cOptions, stdout, stderr io.Writer) int {
	files = o.cInputs(files)
	if len(files) != 1 || !isCFile(files[0]) {
		fmt.Fprintln(stderr, "bspcost translate: give the .c or .ll files of one program")
		fs.Usage()
		return exitBadInput
	}
	rep, err := analyse(files[0], o, driver.Config{StopAfter: driver.StageLoad})
	if code, failed := loadFailed("translate", rep, err, stderr); failed {
		return code
	}
	fmt.Fprint(stdout, frontend.Print(rep.Program))
	return exitOK
}
