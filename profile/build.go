package profile

import (
	"bytes"
	"context"
	"embed"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"time"

	"bspcost/frontend/llvm"
)

//go:embed runtime/bsprt.c runtime/bsplibs.c
var runtimeFS embed.FS

// runtimeSources are the runtime's C files: the BSPlib primitives
// (bsprt.c) and the collective libraries written on them (bsplibs.c,
// weak definitions: a program's own function of the same name wins).
var runtimeSources = []string{"bsprt.c", "bsplibs.c"}

// compileTimeout bounds each clang run of a build (as frontend/llvm's).
const compileTimeout = 2 * time.Minute

// Program is a program built against the counting runtime, ready to
// run, in its temporary folder (removed by Close).
type Program struct {
	dir   string
	exe   string
	files []string
	sites []Site
	// driven: the program has no main; bspcost's driver calls its SPMD
	// function with entryArgs (the values come with each run).
	driven    bool
	entryArgs []string
}

// Close removes the program's temporary folder.
func (b *Program) Close() {
	if b != nil {
		os.RemoveAll(b.dir)
	}
}

func clangPath() (string, error) {
	p, err := llvm.ClangPath()
	if err != nil {
		return "", ErrNoClang
	}
	return p, nil
}

// Build compiles cfg's Files (with its Includes) to IR, instruments them,
// and links them with the runtime (and, for a program without main, a
// driver calling its SPMD function, cfg.Entry or the one that calls
// bsp_begin) in a new temporary folder. The caller must Close the program;
// on an error the folder is already removed.
func Build(ctx context.Context, cfg Config) (*Program, error) {
	if len(cfg.Files) == 0 {
		return nil, errorf(ErrInput, "no program file given")
	}
	b, err := build(ctx, cfg)
	if err != nil {
		b.Close()
		return nil, err
	}
	return b, nil
}

// build is Build that returns the program (its folder) with an error too.
func build(ctx context.Context, cfg Config) (*Program, error) {
	clang, err := clangPath()
	if err != nil {
		return nil, &Error{Kind: ErrInput, Msg: err.Error()}
	}
	dir, err := os.MkdirTemp("", "bspcost-profile")
	if err != nil {
		return nil, errorf(ErrInternal, "temporary folder: %v", err)
	}
	b := &Program{dir: dir, exe: filepath.Join(dir, "prog"), files: cfg.Files}
	inc := filepath.Join(dir, "include")
	if err := os.Mkdir(inc, 0o755); err != nil {
		return b, errorf(ErrInternal, "%v", err)
	}
	for _, h := range []string{"bsp.h", "bspcost.h"} {
		// The analysis's own headers: the runtime implements what they
		// declare (one home for the BSPlib interface).
		if err := os.WriteFile(filepath.Join(inc, h), llvm.Header(h), 0o644); err != nil {
			return b, errorf(ErrInternal, "%v", err)
		}
	}
	st := newSites()
	var objs []string
	hasMain := false
	var begins []string
	funcs := map[string]string{}
	for i, f := range cfg.Files {
		var ll []byte
		switch {
		case strings.HasSuffix(f, ".c"):
			if _, err := os.Stat(f); err != nil {
				return b, errorf(ErrInput, "%v", err)
			}
			out := filepath.Join(dir, fmt.Sprintf("u%d.ll", i))
			// The runtime's bsp.h before the program's include folders:
			// the counting runtime replaces the program's BSPlib, whose
			// own bsp.h may map the primitives to its private entry
			// points (the Oxford toolset's bsp_sync_cpp).
			args := append(append([]string{}, llvm.CompileFlags...), "-I", inc)
			for _, d := range cfg.Includes {
				args = append(args, "-I", d)
			}
			args = append(args, "-o", out, f)
			if err := runTool(ctx, clang, args, f); err != nil {
				return b, err
			}
			if ll, err = os.ReadFile(out); err != nil {
				return b, errorf(ErrInternal, "%v", err)
			}
		case strings.HasSuffix(f, ".ll"):
			if ll, err = os.ReadFile(f); err != nil {
				return b, errorf(ErrInput, "%v", err)
			}
		default:
			return b, errorf(ErrInput, "%s: want a .c or .ll file", f)
		}
		ins, err := instrument(ll, st)
		if err != nil {
			return b, errorf(ErrInput, "%s: %v", f, err)
		}
		hasMain = hasMain || ins.HasMain
		begins = append(begins, ins.Begins...)
		for k, v := range ins.Funcs {
			funcs[k] = v
		}
		in := filepath.Join(dir, fmt.Sprintf("u%d.inst.ll", i))
		if err := os.WriteFile(in, ins.IR, 0o644); err != nil {
			return b, errorf(ErrInternal, "%v", err)
		}
		obj := filepath.Join(dir, fmt.Sprintf("u%d.o", i))
		// -O0 as the IR was made: the program runs as the analysed IR
		// says (an optimiser could exploit undefined behaviour, such as
		// reads of uninitialised data, differently).
		if err := runTool(ctx, clang, []string{"-c", "-O0", "-w", "-o", obj, in}, f); err != nil {
			return b, internalIfInstrumented(err)
		}
		objs = append(objs, obj)
	}
	b.sites = userNames(st.list, cfg.Files)
	if !hasMain {
		drv, names, err := driver(cfg, begins, funcs)
		if err != nil {
			return b, err
		}
		b.entryArgs = names
		b.driven = true
		src := filepath.Join(dir, "driver.c")
		if err := os.WriteFile(src, []byte(drv), 0o644); err != nil {
			return b, errorf(ErrInternal, "%v", err)
		}
		obj := filepath.Join(dir, "driver.o")
		if err := runTool(ctx, clang, []string{"-c", "-O0", "-w", "-o", obj, src}, "driver"); err != nil {
			return b, internalIfInstrumented(err)
		}
		objs = append(objs, obj)
	}
	rtObjs, cached, err := runtimeObjects(ctx, clang, dir, false)
	if err != nil {
		return b, err
	}
	err = b.link(ctx, clang, objs, rtObjs)
	if err != nil && cached && !isUndefinedReference(err) {
		// A cached object the linker refuses (a damaged file): the
		// runtime compiled afresh, and the cache mended.
		if rtObjs, _, err = runtimeObjects(ctx, clang, dir, true); err != nil {
			return b, err
		}
		err = b.link(ctx, clang, objs, rtObjs)
	}
	if err != nil {
		return b, err
	}
	return b, nil
}

// link links the program's objects with the runtime's into b.exe.
func (b *Program) link(ctx context.Context, clang string, objs, rtObjs []string) error {
	link := append([]string{"-o", b.exe}, objs...)
	// The program's allocations go through the runtime, which reports a
	// refused one as the memory limit (bsprt.c, __wrap_malloc).
	link = append(append(link, rtObjs...), "-lm", "-Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc")
	if err := runTool(ctx, clang, link, "the link"); err != nil {
		if isUndefinedReference(err) {
			return err // a function the program calls is not defined
		}
		return internalIfInstrumented(err)
	}
	return nil
}

// isUndefinedReference reports whether err is the linker's refusal of a
// function the program calls but does not define.
func isUndefinedReference(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.Kind == ErrInput && strings.Contains(e.Msg, "undefined reference")
}

// userNames names the sites' files as the user named them on the command
// line when they are one of them (clang's debug information may have made
// them absolute), else relative to the working folder when under it.
func userNames(list []Site, files []string) []Site {
	wd, _ := os.Getwd()
	abs := func(f string) string {
		if filepath.IsAbs(f) || wd == "" {
			return filepath.Clean(f)
		}
		return filepath.Join(wd, f)
	}
	given := map[string]string{}
	for _, f := range files {
		given[abs(f)] = f
	}
	out := make([]Site, len(list))
	for i, s := range list {
		out[i] = s
		if s.File == "" {
			continue
		}
		a := abs(s.File)
		if f, ok := given[a]; ok {
			out[i].File = f
		} else if rel, err := filepath.Rel(wd, a); err == nil && wd != "" && !strings.HasPrefix(rel, "..") {
			out[i].File = rel
		}
	}
	return out
}

// internalIfInstrumented: clang refusing code bspcost made (the
// instrumented IR, the driver, the runtime) is a bug of bspcost.
func internalIfInstrumented(err error) error {
	var e *Error
	if errors.As(err, &e) && e.Kind == ErrInput {
		return &Error{Kind: ErrInternal, Msg: e.Msg}
	}
	return err
}

// runTool runs clang with args, bounded by compileTimeout and ctx, in its
// own process group (killed whole: the driver starts the linker).
func runTool(ctx context.Context, tool string, args []string, what string) error {
	cctx, cancel := context.WithTimeout(ctx, compileTimeout)
	defer cancel()
	cmd := exec.Command(tool, args...)
	var stderr bytes.Buffer
	cmd.Stderr = &limitedBuffer{buf: &stderr, max: 64 << 10}
	status, err := runGroup(cctx, cmd)
	if err != nil {
		return errorf(ErrInternal, "running %s: %v", tool, err)
	}
	if status.timedOut {
		if ctx.Err() != nil {
			return errorf(ErrLimit, "stopped while compiling %s", what)
		}
		return errorf(ErrLimit, "clang-14 did not finish within %v on %s", compileTimeout, what)
	}
	if !status.ok() {
		msg := strings.TrimSpace(stderr.String())
		if msg == "" {
			msg = status.String()
		}
		return errorf(ErrInput, "clang-14 failed on %s:\n%s", what, msg)
	}
	return nil
}

var irArgRE = regexp.MustCompile(`^(i32|i64)\b.*\s%([A-Za-z_][A-Za-z_0-9]*)$`)

// driver is the C source of a main for a program whose SPMD function is
// its own (the textbook C programs: void fold(int N) calls bsp_begin): it
// calls the entry with the values of its int arguments, which each run
// passes in the environment (BSPCOST_RT_ARG0, ...), so that one build
// serves every point. It returns the arguments' names.
func driver(cfg Config, begins []string, funcs map[string]string) (string, []string, error) {
	entry := cfg.Entry
	if entry == "" {
		uniq := map[string]bool{}
		for _, f := range begins {
			uniq[f] = true
		}
		var names []string
		for f := range uniq {
			names = append(names, f)
		}
		sort.Strings(names)
		switch len(names) {
		case 0:
			return "", nil, errorf(ErrInput, "the program has no main and no function calls bsp_begin")
		case 1:
			entry = names[0]
		default:
			return "", nil, errorf(ErrInput, "the program has no main and several functions call bsp_begin (%s): choose one with --entry", strings.Join(names, ", "))
		}
	}
	argText, ok := funcs[entry]
	if !ok {
		return "", nil, errorf(ErrInput, "the program has no main and no function %s", entry)
	}
	var names, call []string
	for _, a := range splitTop(argText) {
		a = strings.TrimSpace(a)
		if a == "" {
			continue
		}
		m := irArgRE.FindStringSubmatch(a)
		if m == nil {
			return "", nil, errorf(ErrInput, "%s's argument %q is not a named int: give the program a main", entry, a)
		}
		ctype := "int"
		if m[1] == "i64" {
			ctype = "long"
		}
		call = append(call, fmt.Sprintf("(%s)arg(%d)", ctype, len(names)))
		names = append(names, m[2])
	}
	src := fmt.Sprintf(`/* made by bspcost profile: calls the SPMD function %s */
#include <stdio.h>
#include <stdlib.h>
void %s();
static long arg(int i) {
  char name[32];
  snprintf(name, sizeof name, "BSPCOST_RT_ARG%%d", i);
  const char *v = getenv(name);
  if (!v) {
    fprintf(stderr, "bspcost profile: no value for argument %%d of %s\n", i);
    exit(2);
  }
  return strtol(v, NULL, 10);
}
int main(void) {
  %s(%s);
  return 0;
}
`, entry, entry, entry, entry, strings.Join(call, ", "))
	return src, names, nil
}

// splitTop splits an IR argument list at its top-level commas.
func splitTop(s string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '(', '[', '{', '<':
			depth++
		case ')', ']', '}', '>':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, s[start:i])
				start = i + 1
			}
		}
	}
	return append(out, s[start:])
}

// limitedBuffer keeps the first max bytes written to it (a tool's
// messages), dropping the rest.
type limitedBuffer struct {
	buf *bytes.Buffer
	max int
}

func (l *limitedBuffer) Write(p []byte) (int, error) {
	if room := l.max - l.buf.Len(); room > 0 {
		if len(p) <= room {
			l.buf.Write(p)
		} else {
			l.buf.Write(p[:room])
		}
	}
	return len(p), nil
}
