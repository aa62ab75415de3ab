package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

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

// loadAnySource is loadSource with the C front end's options for .c and
// .ll files.
func loadAnySource(cmd, file string, o *cOptions, stderr io.Writer) (*frontend.Program, []byte, int) {
	if !isCFile(file) {
		return loadSource(cmd, file, stderr)
	}
	return loadCSource(cmd, file, o, stderr)
}

// parseAnyForReport is parseForReport with the C front end for .c and .ll
// files: the translation's positioned errors become diagnostics (of the C
// file); an error that is not about the program (clang missing or
// failing, an unreadable file) is returned. The text returned is the
// result cache's key, as loadCSource makes it.
func parseAnyForReport(file string, o *cOptions) (*frontend.Program, []byte, []fileDiagnostic, error) {
	if !isCFile(file) {
		return parseForReport(file)
	}
	opts, err := o.llvmOptions()
	if err != nil {
		return nil, nil, nil, err
	}
	prog, ir, err := llvm.Load(o.paths(file), &opts)
	if err == nil {
		return prog, cKey(opts, ir), nil, nil
	}
	out, ok := errorDiagnostics(err, "")
	if !ok {
		return nil, nil, nil, err
	}
	return nil, nil, out, nil
}

// paths are the files of the C program named by file.
func (o *cOptions) paths(file string) []string {
	if o == nil || file != o.first {
		return []string{file}
	}
	return append([]string{file}, o.extra...)
}

// cKey is the result cache's key text of a translated C program: the IR
// with the options and the C source (for the requires pragma), everything
// the translation depends on.
func cKey(opts llvm.Options, ir []byte) []byte {
	key := fmt.Sprintf("bspcost C front end\x00word-size=%d params=%q requires=%q entry=%q work=%d cflags=%q\x00%s\x00%s\x00", opts.WordSize, opts.Params, opts.Requires, opts.Entry, opts.Work, opts.CFlags, opts.Source, opts.ContractText)
	return append([]byte(key), ir...)
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

// loadCSource translates a .c or .ll program (o nil: the defaults),
// printing its errors; it returns the exit code when the program cannot
// be loaded. The returned text, the result cache's key, is the IR with the
// options and the C source (for the requires pragma): everything the
// translation depends on.
func loadCSource(cmd, file string, o *cOptions, stderr io.Writer) (*frontend.Program, []byte, int) {
	opts, err := o.llvmOptions()
	if err != nil {
		fmt.Fprintf(stderr, "bspcost %s: %v\n", cmd, err)
		return nil, nil, exitBadInput
	}
	prog, ir, err := llvm.Load(o.paths(file), &opts)
	if err != nil {
		printLoadError(cmd, err, stderr)
		if errors.Is(err, os.ErrNotExist) || errors.Is(err, llvm.ErrNoClang) {
			return nil, nil, exitBadInput
		}
		return nil, nil, loadErrCode(err)
	}
	return prog, cKey(opts, ir), exitOK
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
	prog, _, code := loadCSource("translate", files[0], o, stderr)
	if prog == nil {
		return code
	}
	fmt.Fprint(stdout, frontend.Print(prog))
	return exitOK
}
