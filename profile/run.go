package profile

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// maxResultBytes bounds the result file read back (the runtime records at
// most about a million process-supersteps).
const maxResultBytes = 256 << 20

// execute runs the built program with cfg's processes, arguments, input
// and limits, and reads back what the runtime recorded.
func execute(ctx context.Context, cfg Config, b *Program) (*Result, error) {
	var params map[string]int64
	var argEnv []string
	if b.driven {
		params = map[string]int64{}
		var missing []string
		for i, name := range b.entryArgs {
			v, ok := cfg.Params[name]
			if !ok {
				missing = append(missing, name)
				continue
			}
			params[name] = v
			argEnv = append(argEnv, fmt.Sprintf("BSPCOST_RT_ARG%d=%d", i, v))
		}
		if len(missing) > 0 {
			return nil, errorf(ErrInput, "no value for parameter %s of the SPMD function (--at NAME=VALUE)", strings.Join(missing, ", "))
		}
	}
	// One result file per run (a program may be run several times).
	rf, err := os.CreateTemp(b.dir, "result-*.txt")
	if err != nil {
		return nil, errorf(ErrInternal, "%v", err)
	}
	resFile := rf.Name()
	rf.Close()
	defer os.Remove(resFile)
	name := strings.TrimSuffix(filepath.Base(b.files[0]), filepath.Ext(b.files[0]))
	cmd := exec.Command(b.exe, cfg.Args...)
	cmd.Args[0] = name
	cmd.Stdin = cfg.Stdin
	cmd.Stdout = orDiscard(cfg.Stdout)
	cmd.Stderr = orDiscard(cfg.Stderr)
	box := cfg.Memory / 4 / int64(cfg.P)
	box = max(box, 64<<10)
	cmd.Env = append(os.Environ(),
		"BSPCOST_RT_P="+strconv.Itoa(cfg.P),
		"BSPCOST_RT_WORD="+strconv.Itoa(cfg.WordSize),
		"BSPCOST_RT_OUT="+resFile,
		"BSPCOST_RT_MEM="+strconv.FormatInt(cfg.Memory+box*int64(cfg.P), 10),
		"BSPCOST_RT_BOX="+strconv.FormatInt(box, 10))
	cmd.Env = append(cmd.Env, argEnv...)
	rctx := ctx
	if cfg.Timeout > 0 {
		var cancel context.CancelFunc
		rctx, cancel = context.WithTimeout(ctx, cfg.Timeout)
		defer cancel()
	}
	st, err := runGroup(rctx, cmd)
	if err != nil {
		return nil, errorf(ErrInternal, "running the program: %v", err)
	}
	res, rerr := readResult(resFile, b, params)
	if st.timedOut {
		msg := "the program was stopped"
		if ctx.Err() == nil {
			msg = fmt.Sprintf("the program did not end within --timeout %v: stopped", cfg.Timeout)
		}
		return nil, &Error{Kind: ErrLimit, Msg: msg, Partial: res.Result}
	}
	if rerr != nil {
		rerr.Partial = res.Result
		return nil, rerr
	}
	if res.P == 0 {
		if st.exitCode < 0 {
			return nil, errorf(ErrProgram, "the program was killed by signal %d (%v) before bsp_begin", int(st.signal), st.signal)
		}
		return nil, errorf(ErrProgram, "the program ended (exit status %d) without starting an SPMD section (bsp_begin, or bsp_init(&argc, &argv))", st.exitCode)
	}
	if st.exitCode < 0 {
		return nil, &Error{Kind: ErrProgram, Msg: fmt.Sprintf("process 0 was killed by signal %d (%v)%s", int(st.signal), st.signal, memHint(st.signal)), Partial: res.Result}
	}
	if !res.complete {
		return nil, &Error{Kind: ErrProgram, Msg: fmt.Sprintf("the program ended (exit status %d) before bsp_end", st.exitCode), Partial: res.Result}
	}
	res.ExitStatus = st.exitCode
	return res.Result, nil
}

// memHint: a segmentation fault is also what a stack overflow (a large
// variable-length array) looks like.
func memHint(s syscall.Signal) string {
	if s == syscall.SIGSEGV {
		return " (a bad memory access, or a stack overflow)"
	}
	return ""
}

func orDiscard(w io.Writer) io.Writer {
	if w == nil {
		return io.Discard
	}
	return w
}

// result is Result with what the reading found out.
type result struct {
	*Result
	complete bool // the "total" line was written (bsp_end reached)
}

// readResult reads the runtime's result file (bsprt.c: "p P", "step KIND
// W H site:w:out:in...", "truncated N", "total W H S", "error KIND PID
// MESSAGE"). The error line, if any, is returned as an Error of its kind.
func readResult(path string, b *Program, params map[string]int64) (result, *Error) {
	var r result
	f, err := os.Open(path)
	if err != nil {
		return r, errorf(ErrInternal, "reading the result: %v", err)
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxResultBytes))
	if err != nil {
		return r, errorf(ErrInternal, "reading the result: %v", err)
	}
	site := func(id int) Site {
		if id <= 0 || id >= len(b.sites) {
			return Site{}
		}
		return b.sites[id]
	}
	var rerr *Error
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<16), maxResultBytes)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 {
			continue
		}
		bad := func() { rerr = errorf(ErrInternal, "malformed result line %q", sc.Text()) }
		switch fields[0] {
		case "p":
			if len(fields) != 2 {
				bad()
				continue
			}
			r.Result = &Result{Params: params}
			r.P, _ = strconv.Atoi(fields[1])
		case "step":
			if r.Result == nil || len(fields) != 4+r.P {
				bad()
				continue
			}
			st := Step{End: fields[1] == "end"}
			st.W, _ = strconv.ParseInt(fields[2], 10, 64)
			st.H, _ = strconv.ParseInt(fields[3], 10, 64)
			for i, pf := range fields[4:] {
				var id int
				var pr Proc
				if _, err := fmt.Sscanf(pf, "%d:%d:%d:%d", &id, &pr.W, &pr.Out, &pr.In); err != nil {
					bad()
					break
				}
				pr.Site = site(id)
				if i == 0 {
					st.Site = pr.Site
				} else if pr.Site != st.Site {
					st.SitesDiffer = true
				}
				st.Procs = append(st.Procs, pr)
			}
			r.Steps = append(r.Steps, st)
		case "truncated":
			if r.Result != nil {
				r.Truncated = true
			}
		case "total":
			if r.Result == nil || len(fields) != 4 {
				bad()
				continue
			}
			r.W, _ = strconv.ParseInt(fields[1], 10, 64)
			r.H, _ = strconv.ParseInt(fields[2], 10, 64)
			r.S, _ = strconv.ParseInt(fields[3], 10, 64)
			r.complete = true
		case "error":
			if len(fields) < 3 {
				bad()
				continue
			}
			msg := strings.Join(fields[3:], " ")
			kind := ErrProgram
			switch fields[1] {
			case "limit":
				kind = ErrLimit
			case "internal":
				kind = ErrInternal
			}
			rerr = &Error{Kind: kind, Msg: msg}
		}
	}
	if r.Result != nil && !r.complete {
		// What was measured so far: the totals of the listed supersteps.
		for _, st := range r.Steps {
			r.W += st.W
			r.H += st.H
			r.S++
		}
	}
	if r.Result == nil {
		r.Result = &Result{}
	}
	return r, rerr
}
