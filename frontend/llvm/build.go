package llvm

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"

	"bspcost/frontend"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/metadata"
)

// Linker is the IR linker LoadFiles runs when a program has several
// translation units; $BSPCOST_LLVM_LINK overrides it.
const Linker = "llvm-link-14"

// ErrNoLinker is returned when several translation units must be linked
// and llvm-link-14 is not installed.
var ErrNoLinker = errors.New("llvm-link-14 not found: a program of several files needs it (Debian package llvm-14; scripts/install-clang.sh installs it)")

// cFlagsWithArg are the compiler options LoadFiles passes on to clang that
// take their value as the next argument when it is not attached.
var cFlagsWithArg = map[string]bool{
	"-I": true, "-D": true, "-U": true, "-include": true, "-imacros": true,
	"-isystem": true, "-iquote": true, "-idirafter": true, "-x": false,
}

// IsCFlag reports whether arg (with next, the following argument) is a C
// compiler option that LoadFiles passes to clang: preprocessor options
// (-I, -D, -U, -include, -imacros, -isystem, -iquote, -idirafter, attached
// or not) and the language standard (-std=, -ansi). It returns how many
// arguments the option takes (1 or 2), 0 when arg is not one.
func IsCFlag(arg, next string, hasNext bool) int {
	for f := range cFlagsWithArg {
		if arg == f {
			if !hasNext {
				return 0
			}
			return 2
		}
		if len(f) == 2 && strings.HasPrefix(arg, f) && len(arg) > 2 {
			return 1
		}
	}
	if strings.HasPrefix(arg, "-std=") || arg == "-ansi" || strings.HasPrefix(arg, "--std=") {
		return 1
	}
	return 0
}

// compDB is a compilation database (compile_commands.json, the clang
// convention): the command that compiles each file of a build.
type compDB struct {
	path    string
	entries []compEntry
}

type compEntry struct {
	Directory string   `json:"directory"`
	File      string   `json:"file"`
	Arguments []string `json:"arguments"`
	Command   string   `json:"command"`
}

// maxCompDB bounds the size of a compilation database read.
const maxCompDB = 64 << 20

// loadCompDB reads the compilation database at path (a file, or a folder
// holding compile_commands.json).
func loadCompDB(path string) (*compDB, error) {
	if st, err := os.Stat(path); err == nil && st.IsDir() {
		path = filepath.Join(path, "compile_commands.json")
	}
	b, err := frontend.ReadSourceLimit(path, maxCompDB)
	if err != nil {
		return nil, err
	}
	db := &compDB{path: path}
	if err := json.Unmarshal(b, &db.entries); err != nil {
		return nil, fmt.Errorf("%s: not a compilation database (a JSON array of {directory, file, arguments|command}): %v", path, err)
	}
	return db, nil
}

// findCompDB looks for compile_commands.json in the folder of file and its
// parents, as clang's tools do; nil when there is none.
func findCompDB(file string) *compDB {
	dir, err := filepath.Abs(filepath.Dir(file))
	if err != nil {
		return nil
	}
	for i := 0; i < 64; i++ {
		cand := filepath.Join(dir, "compile_commands.json")
		if st, err := os.Stat(cand); err == nil && st.Mode().IsRegular() {
			db, err := loadCompDB(cand)
			if err == nil {
				return db
			}
			return nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			break
		}
		dir = parent
	}
	return nil
}

// flagsFor returns the directory and the C options (IsCFlag's) of the
// database's command for file; ok is false when file has no entry.
func (db *compDB) flagsFor(file string) (dir string, flags []string, ok bool) {
	abs, err := filepath.Abs(file)
	if err != nil {
		return "", nil, false
	}
	for _, e := range db.entries {
		f := e.File
		if !filepath.IsAbs(f) {
			f = filepath.Join(e.Directory, f)
		}
		if filepath.Clean(f) != abs {
			continue
		}
		args := e.Arguments
		if len(args) == 0 {
			args = splitCommand(e.Command)
		}
		for i := 1; i < len(args); i++ {
			n := IsCFlag(args[i], at(args, i+1), i+1 < len(args))
			if n == 0 {
				continue
			}
			flags = append(flags, args[i:i+n]...)
			i += n - 1
		}
		return e.Directory, flags, true
	}
	return "", nil, false
}

func at(s []string, i int) string {
	if i < len(s) {
		return s[i]
	}
	return ""
}

// splitCommand splits a shell command line as compile_commands.json's
// "command" holds it: words separated by blanks, with '...', "..." and
// backslash escapes.
func splitCommand(s string) []string {
	var out []string
	var cur strings.Builder
	inWord := false
	var quote byte
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			} else if c == '\\' && quote == '"' && i+1 < len(s) {
				i++
				cur.WriteByte(s[i])
			} else {
				cur.WriteByte(c)
			}
		case c == '\'' || c == '"':
			quote, inWord = c, true
		case c == '\\' && i+1 < len(s):
			i++
			cur.WriteByte(s[i])
			inWord = true
		case c == ' ' || c == '\t' || c == '\n':
			if inWord {
				out = append(out, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteByte(c)
			inWord = true
		}
	}
	if inWord {
		out = append(out, cur.String())
	}
	return out
}

// runTool runs a compiler tool with a time limit, in its own process
// group, killed with the group when the limit is reached (clang's cc1 is
// a child of the driver) or the command's context ends.
func runTool(dir, tool string, args []string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), compileTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, tool, args...)
	cmd.Dir = dir
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	cmd.Cancel = func() error {
		if cmd.Process == nil {
			return nil
		}
		return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &limitedBuffer{buf: &stderr, max: 64 << 10}
	err := cmd.Run()
	if err != nil && ctx.Err() != nil {
		return stderr.Bytes(), errTimeout
	}
	return stderr.Bytes(), err
}

var errTimeout = errors.New("time limit")

// limitedBuffer keeps the first max bytes written to it.
type limitedBuffer struct {
	buf *bytes.Buffer
	max int
}

func (l *limitedBuffer) Write(p []byte) (int, error) {
	if room := l.max - l.buf.Len(); room > 0 {
		l.buf.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}

// printable makes a tool's message safe to print: control characters and
// invalid UTF-8 (clang echoing a binary file) are escaped.
func printable(b []byte) string {
	var out strings.Builder
	for _, r := range strings.ToValidUTF8(string(b), "\uFFFD") {
		switch {
		case r == '\n' || r == '\t':
			out.WriteRune(r)
		case r < 0x20 || r == 0x7f || r >= 0x80 && r < 0xa0:
			fmt.Fprintf(&out, "\\x%02x", r)
		default:
			out.WriteRune(r)
		}
	}
	return out.String()
}

// compileWith compiles cfile with clang-14 and the given C options, in
// dir ("" the current folder), with the project's headers after the
// system's.
func compileWith(cfile, dir string, flags []string) ([]byte, error) {
	ll, _, err := compileDeps(cfile, dir, flags)
	return ll, err
}

// compileDeps is compileWith that also returns the headers the C file
// includes that state cost contracts (docs/c-frontend.md), with their
// text.
func compileDeps(cfile, dir string, flags []string) ([]byte, []namedText, error) {
	clang, err := ClangPath()
	if err != nil {
		return nil, nil, err
	}
	tmp, err := os.MkdirTemp("", "bspcost-clang")
	if err != nil {
		return nil, nil, err
	}
	defer os.RemoveAll(tmp)
	for _, h := range []string{"bsp.h", "bspcost.h"} {
		b, _ := headers.ReadFile("include/" + h)
		if err := os.WriteFile(filepath.Join(tmp, h), b, 0o644); err != nil {
			return nil, nil, err
		}
	}
	src := cfile
	if dir != "" {
		if src, err = filepath.Abs(cfile); err != nil {
			return nil, nil, err
		}
	}
	out := filepath.Join(tmp, "out.ll")
	deps := filepath.Join(tmp, "out.d")
	args := append(append(append([]string{}, CompileFlags...), flags...), "-idirafter", tmp, "-MD", "-MF", deps, "-o", out, "--", src)
	msg, err := runTool(dir, clang, args)
	if err != nil {
		if errors.Is(err, errTimeout) {
			return nil, nil, &frontend.Error{File: cfile, Limit: true, Msg: fmt.Sprintf("clang-14 did not finish within %v", compileTimeout)}
		}
		text := strings.TrimSpace(printable(msg))
		if text == "" {
			text = err.Error()
		}
		return nil, nil, fmt.Errorf("clang-14 failed on %s:\n%s", cfile, text)
	}
	ll, err := frontend.ReadSourceLimit(out, frontend.MaxSourceBytes*4)
	if err != nil {
		return nil, nil, err
	}
	return ll, contractHeaders(deps, dir, src, tmp), nil
}

// contractHeaders reads the dependency file clang wrote (make's syntax:
// "out.ll: main.c a.h" with a backslash before each continued line) and
// returns the headers, other than bspcost's own, whose text states cost
// contracts. A header it cannot read is left out: clang has just read it, and the program's own
// contracts are in its sources.
func contractHeaders(deps, dir, src, tmp string) []namedText {
	b, err := frontend.ReadSourceLimit(deps, 1<<20)
	if err != nil {
		return nil
	}
	text := strings.ReplaceAll(string(b), "\\\n", " ")
	if i := strings.Index(text, ": "); i >= 0 {
		text = text[i+2:]
	}
	var out []namedText
	seen := map[string]bool{}
	for _, f := range strings.Fields(strings.ReplaceAll(text, "\\ ", "\x00")) {
		f = strings.ReplaceAll(f, "\x00", " ")
		if f == src || seen[f] || strings.HasPrefix(f, tmp) {
			continue
		}
		seen[f] = true
		path := f
		if dir != "" && !filepath.IsAbs(path) {
			path = filepath.Join(dir, path)
		}
		h, err := frontend.ReadSourceLimit(path, frontend.MaxSourceBytes)
		if err != nil || !bytes.Contains(h, []byte("bspcost")) || !bytes.Contains(h, []byte("contract")) {
			continue
		}
		out = append(out, namedText{name: f, text: h})
	}
	return out
}

// link links the modules' IR texts into one with llvm-link-14.
func link(lls [][]byte) ([]byte, error) {
	name := Linker
	if env := os.Getenv("BSPCOST_LLVM_LINK"); env != "" {
		name = env
	}
	tool, err := exec.LookPath(name)
	if err != nil {
		return nil, ErrNoLinker
	}
	tmp, err := os.MkdirTemp("", "bspcost-link")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(tmp)
	args := []string{"-S", "-o", filepath.Join(tmp, "linked.ll")}
	for i, ll := range lls {
		f := filepath.Join(tmp, fmt.Sprintf("m%d.ll", i))
		if err := os.WriteFile(f, ll, 0o644); err != nil {
			return nil, err
		}
		args = append(args, f)
	}
	msg, err := runTool("", tool, args)
	if err != nil {
		if errors.Is(err, errTimeout) {
			return nil, &frontend.Error{Limit: true, Msg: fmt.Sprintf("llvm-link-14 did not finish within %v", compileTimeout)}
		}
		return nil, fmt.Errorf("llvm-link-14 failed to link the program's files:\n%s", strings.TrimSpace(printable(msg)))
	}
	return frontend.ReadSourceLimit(filepath.Join(tmp, "linked.ll"), frontend.MaxSourceBytes*4)
}

// fileNamer maps the files the debug information names to the paths the
// user gave (a .c input), or, for a .ll compiled elsewhere, to the C file
// of that name next to the .ll when it exists.
type fileNamer struct {
	inputs map[string]string // absolute path -> as given
	llDirs []string          // folders of .ll inputs
	// fixed, when set, names every file (Translate's file).
	fixed string
}

func (n *fileNamer) name(f *metadata.DIFile) string {
	if n.fixed != "" {
		return n.fixed
	}
	if f == nil {
		return ""
	}
	p := f.Filename
	if !filepath.IsAbs(p) && f.Directory != "" {
		p = filepath.Join(f.Directory, p)
	}
	if given, ok := n.inputs[filepath.Clean(p)]; ok {
		return given
	}
	for _, d := range n.llDirs {
		cand := filepath.Join(d, filepath.Base(f.Filename))
		if st, err := os.Stat(cand); err == nil && st.Mode().IsRegular() {
			return cand
		}
	}
	if wd, err := os.Getwd(); err == nil {
		if rel, err := filepath.Rel(wd, p); err == nil && !strings.HasPrefix(rel, "..") {
			return rel
		}
	}
	return p
}

// funcFile returns the DIFile of f's debug information, nil without.
func funcFile(f *ir.Func) *metadata.DIFile {
	for _, a := range f.Metadata {
		if sp, ok := a.Node.(*metadata.DISubprogram); ok && sp.File != nil {
			return sp.File
		}
	}
	return nil
}

// bspAliases are other names of BSPlib primitives: BSPlib's old names
// and the Oxford toolset's (whose bsp.h also maps every primitive to a
// bsp_NAME_cpp function with two more arguments, the line and the file).
var bspAliases = map[string]string{
	"bsp_pushregister": "bsp_push_reg", "bsp_popregister": "bsp_pop_reg",
	"bsp_set_tag_size": "bsp_set_tagsize", "bsp_bsmp_info": "bsp_qsize",
}

// normalizeBSP rewrites the calls of m that use another name of a BSPlib
// primitive into calls of the primitive: bsp_sync_cpp(__LINE__, __FILE__)
// is bsp_sync(), bsp_pushregister(x, n) is bsp_push_reg(x, n).
func normalizeBSP(m *ir.Module) {
	decls := map[string]*ir.Func{}
	for _, f := range m.Funcs {
		decls[f.Name()] = f
	}
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				c, ok := inst.(*ir.InstCall)
				if !ok {
					continue
				}
				callee := calleeFunc(c)
				if callee == nil || len(callee.Blocks) > 0 {
					continue
				}
				name, args := callee.Name(), c.Args
				if base, ok := strings.CutSuffix(name, "_cpp"); ok && strings.HasPrefix(base, "bsp_") && len(args) >= 2 {
					name, args = base, args[:len(args)-2]
				}
				if a, ok := bspAliases[name]; ok {
					name = a
				}
				if name == callee.Name() {
					continue
				}
				g := decls[name]
				if g == nil || len(g.Blocks) > 0 || len(g.Params) != len(args) {
					var ps []*ir.Param
					for _, a := range args {
						ps = append(ps, ir.NewParam("", a.Type()))
					}
					g = ir.NewFunc(name, callee.Sig.RetType, ps...)
					g.Sig.Variadic = false
				}
				c.Callee, c.Args, c.Typ = g, args, nil
			}
		}
	}
}
