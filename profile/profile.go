// Package profile measures the BSP cost of BSPlib C programs by running
// them: "bspcost profile". The program is compiled with clang-14 to LLVM
// IR (-O0 -g, as the C front end compiles it), instrumented (instrument.go:
// a counter of floating-point operations, the C position of every
// barrier), compiled with a counting BSPlib runtime (runtime/bsprt.c,
// and runtime/bsplibs.c: BSPonMPI's bsc collectives and the Oxford
// level-1 library written on its primitives; embedded as source and
// compiled at run time, so that the pure-Go build needs no C toolchain)
// and run with P processes, under a time and a memory limit. The runtime counts, per superstep and process, the work
// (flops, bspcost_work), the words sent and received and the barriers,
// with the cost model of docs/language.md; Run returns them.
package profile

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"
)

// DefaultMemory is the default limit on the address space of each BSP
// process (RLIMIT_AS), a quarter of which is its communication buffer.
const DefaultMemory = 1 << 30

// Config says what to build and how to run it.
type Config struct {
	// Files are the program's sources: .c files (compiled with clang-14)
	// or .ll files (LLVM 14 IR compiled with clang-14 -O0 -g).
	Files []string
	// Includes are -I folders for the C compiler, after the runtime's
	// (its bsp.h replaces the program's BSPlib's).
	Includes []string
	// P is the number of processes available (bsp_nprocs() before
	// bsp_begin); bsp_begin(n) starts min(n, P).
	P int
	// Args are the program's arguments (argv[1:]).
	Args []string
	// Stdin, Stdout, Stderr are the program's (nil: none, discarded).
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	// WordSize is the bytes of a word of h (0: 8).
	WordSize int
	// Timeout bounds the run's wall time (0: none); the build has its own
	// limits (compileTimeout per clang run).
	Timeout time.Duration
	// Memory limits the address space of each process (0: DefaultMemory).
	Memory int64
	// Entry is the SPMD function of a program without main (default:
	// the one function that calls bsp_begin); Params are the values of
	// its int arguments, by their C names.
	Entry  string
	Params map[string]int64
}

// Proc is what one process did in a superstep.
type Proc struct {
	// Site is the barrier call that ended the superstep on this process.
	Site Site
	// W is its work; Out and In the words it sent and received.
	W, Out, In int64
}

// Step is one superstep.
type Step struct {
	// End is set for the superstep that bsp_end closes.
	End bool
	// Site is the barrier that closed the superstep on process 0;
	// SitesDiffer is set when another process reached a different one.
	Site        Site
	SitesDiffer bool
	// W is the largest work of a process, H the largest max(out, in).
	W, H  int64
	Procs []Proc
}

// Result is a measured run.
type Result struct {
	// P is the number of processes the program started.
	P int
	// Params are the entry's arguments given (a program without main).
	Params map[string]int64
	Steps  []Step
	// Truncated: only the first len(Steps) supersteps are listed (the
	// totals count them all).
	Truncated bool
	// W, H, S are the totals: the sums of the supersteps' W and H, and
	// the number of barriers (bsp_end's included).
	W, H, S int64
	// ExitStatus is the program's exit status (that of process 0, which
	// alone goes on after bsp_end).
	ExitStatus int
}

// ErrKind classifies an error of Run.
type ErrKind int

const (
	// ErrInput: the program or the configuration is wrong before it
	// runs (a file, a compile error, a missing parameter).
	ErrInput ErrKind = iota + 1
	// ErrProgram: the program misbehaved as a BSP program (bsp_abort, a
	// crash, a barrier mismatch, a put to an unregistered address).
	ErrProgram
	// ErrLimit: the time or memory limit was reached.
	ErrLimit
	// ErrInternal: a bug of bspcost.
	ErrInternal
)

// Error is an error of Run with its kind.
type Error struct {
	Kind ErrKind
	Msg  string
	// Partial holds what was measured before the error, if anything.
	Partial *Result
}

func (e *Error) Error() string { return e.Msg }

// ErrNoClang is returned when clang-14 is not installed.
var ErrNoClang = errors.New("clang-14 not found: install it with scripts/install-clang.sh (Debian package clang-14)")

func errorf(kind ErrKind, format string, args ...any) *Error {
	return &Error{Kind: kind, Msg: fmt.Sprintf(format, args...)}
}

// checkConfig checks cfg's run settings and fills in the defaults.
func checkConfig(cfg *Config) error {
	if cfg.P < 1 {
		return errorf(ErrInput, "the number of processes must be at least 1, not %d", cfg.P)
	}
	if cfg.P > maxProcs {
		return errorf(ErrInput, "at most %d processes, not %d", maxProcs, cfg.P)
	}
	if cfg.WordSize == 0 {
		cfg.WordSize = 8
	}
	if cfg.WordSize < 0 {
		return errorf(ErrInput, "the word size must be positive")
	}
	if cfg.Memory == 0 {
		cfg.Memory = DefaultMemory
	}
	if cfg.Memory < minMemory {
		return errorf(ErrInput, "the memory limit must be at least %d MiB", minMemory>>20)
	}
	return nil
}

// Run builds the program of cfg against the counting runtime, runs it
// and returns its measured cost (Build, Program.Run, Program.Close).
// Every temporary file is removed and every process it started has ended
// when it returns; cancelling ctx stops the build or the run (an ErrLimit
// error).
func Run(ctx context.Context, cfg Config) (*Result, error) {
	if err := checkConfig(&cfg); err != nil {
		return nil, err
	}
	b, err := Build(ctx, cfg)
	if err != nil {
		return nil, err
	}
	defer b.Close()
	return b.Run(ctx, cfg)
}

// Run runs the program with cfg's processes, arguments, input, word size,
// limits and Params (cfg's Files, Includes and Entry are those of the
// build); see the package Run.
func (b *Program) Run(ctx context.Context, cfg Config) (*Result, error) {
	if err := checkConfig(&cfg); err != nil {
		return nil, err
	}
	return execute(ctx, cfg, b)
}

// maxProcs bounds P: each process is a Unix process.
const maxProcs = 1024

// minMemory is the least address space a process needs to start (its
// libraries and stack).
const minMemory = 64 << 20
