package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"

	"bspcost/align"
	"bspcost/driver"
	"bspcost/frontend"
	"bspcost/hrelation"
	"bspcost/internal/cache"
	"bspcost/internal/input"
)

// runHrel is "bspcost hrel [--json] [--explain] prog.bsp": the h-relation
// of every superstep of an aligned program (package hrelation): for each
// pair of barriers that can open and close a superstep, its puts and gets,
// the interaction maps in isl notation, the largest words sent and
// received by a process, h, and whether h is exact or which fallbacks gave
// it (each with its statement and reason under --explain; always in JSON).
// Exit status: 2 bad input, 1 program not aligned, 4 a time or memory
// limit, else 0.
func runHrel(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("hrel", "bspcost hrel [--json] [--explain] [--timeout D] [--cache PATH|--no-cache] [C options] prog.bsp|prog.c...", stderr)
	addCFlags(fs)
	asJSON := fs.Bool("json", false, "print the result as JSON")
	explain := fs.Bool("explain", false, "list every fallback: statement, rule and why")
	timeout := fs.Duration("timeout", defaultTimeout, "bound on the wall time of the whole command (0: none)")
	var cf cacheFlags
	cf.register(fs)
	files, code, ok := parseArgs(fs, args)
	if !ok {
		return code
	}
	return withFileTimeout(*timeout, "hrel", files, stderr, func() int {
		return hrelCommand(fs, files, cf, *asJSON, *explain, stdout, stderr)
	})
}

// hrelCommand is the work of runHrel once its flags are parsed.
func hrelCommand(fs *flag.FlagSet, files []string, cf cacheFlags, asJSON, explain bool, stdout, stderr io.Writer) int {
	rc := lazyResultCache(func() *cache.Cache { return cf.open(stderr) })
	defer rc.close()
	// The cached value is the printed output, which names the file: the
	// name is part of the key.
	var opts []string
	var out string
	hit := false
	cfg := driver.Config{StopAfter: driver.StageHRelation, HRelationSets: true, BeforeCost: func(r *driver.Report) bool {
		opts = []string{"file=" + r.Program.File, fmt.Sprintf("json=%v", asJSON), fmt.Sprintf("explain=%v", explain)}
		hit = rc.get(kindHrel, opts, r.Key, &out)
		return !hit
	}}
	// Only the files go on ("--" keeps a file named like a flag a file).
	rep, code, ok := analyseOneAligned("hrel", fs, append([]string{"--"}, files...), cfg, stderr)
	switch {
	case !ok:
		return code
	case hit:
		fmt.Fprint(stdout, out)
		return exitOK
	case rep.Err != nil:
		fmt.Fprintf(stderr, "bspcost hrel: %v\n", stageErr(rep.Err))
		return exitWrongProg
	}
	prog, res := rep.Program, rep.HRelation
	var buf bytes.Buffer
	if asJSON {
		enc := json.NewEncoder(&buf)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		if err := enc.Encode(hrelJSON(prog.File, prog.Nprocs(), res)); err != nil {
			fmt.Fprintf(stderr, "bspcost hrel: internal error: %v\n", err)
			return exitInternal
		}
	} else {
		fmt.Fprintf(&buf, "%s:\n", input.Name(prog.File))
		res.Format(&buf, explain)
	}
	rc.put(kindHrel, opts, rep.Key, buf.String())
	stdout.Write(buf.Bytes())
	return exitOK
}

// stageErr is the error of the stage that failed (a *driver.StageError's
// own, without the stage's name).
func stageErr(err error) error {
	var se *driver.StageError
	if errors.As(err, &se) {
		return se.Err
	}
	return err
}

type hrelStepJSON struct {
	Open      string         `json:"open"`
	Close     string         `json:"close"`
	Comms     []string       `json:"comms"`
	Params    []string       `json:"params,omitempty"`
	Out       string         `json:"out,omitempty"`
	In        string         `json:"in,omitempty"`
	MaxOut    string         `json:"max_out,omitempty"`
	MaxIn     string         `json:"max_in,omitempty"`
	H         string         `json:"h,omitempty"`
	Exact     bool           `json:"exact"`
	Error     string         `json:"error,omitempty"`
	Seq       []string       `json:"sequential,omitempty"`
	Fallbacks []fallbackJSON `json:"fallbacks,omitempty"`
	// Messages is, for a step with BSMP sends, the most messages a
	// process receives (the bound of its queue in the next superstep), or
	// why there is none.
	Messages string `json:"messages,omitempty"`
}

type fallbackJSON struct {
	Pos  string `json:"pos"`
	Rule string `json:"rule"`
	Why  string `json:"why"`
}

func hrelJSON(file string, nprocs *frontend.Object, res *hrelation.Result) any {
	steps := []hrelStepJSON{}
	for _, st := range res.Steps {
		j := hrelStepJSON{Open: st.Open.String(), Close: st.Close.String(), Comms: []string{}, Exact: st.Exact}
		for _, c := range st.Comms {
			j.Comms = append(j.Comms, fmt.Sprintf("%s at %s", c.Kind, c.KwPos))
		}
		for _, p := range st.Params {
			if p.Expr != nil {
				j.Params = append(j.Params, fmt.Sprintf("%s = %s", p.Name, hrelation.ExprText(p.Expr)))
			} else {
				j.Params = append(j.Params, p.Name)
			}
		}
		if st.Err != nil {
			j.Error = st.Err.Error()
		} else if len(st.Comms) > 0 {
			j.Out, j.In = st.Out.String(), st.In.String()
			j.MaxOut, j.MaxIn, j.H = st.MaxOut.String(), st.MaxIn.String(), st.H.String()
		} else {
			j.H = "0"
		}
		for _, s := range st.Seq {
			j.Seq = append(j.Seq, fmt.Sprintf("%s at %s: (%s) g per execution", s.Stmt.Kind, s.Stmt.KwPos, hrelation.ExprText(s.Charge(nil, nprocs))))
		}
		for _, f := range st.Fallbacks {
			j.Fallbacks = append(j.Fallbacks, fallbackJSON{Pos: file + ":" + f.Pos.String(), Rule: f.Rule.String(), Why: f.Msg})
		}
		if m := st.Messages; m != nil {
			if m.Err != nil {
				j.Messages = "no bound: " + m.Err.Error()
			} else {
				j.Messages = m.H.String()
			}
		}
		steps = append(steps, j)
	}
	return struct {
		Version int            `json:"version"`
		File    string         `json:"file"`
		Steps   []hrelStepJSON `json:"steps"`
	}{resultVersion, file, steps}
}

// analyseOneAligned is the start of the commands that take one aligned
// program (hrel, instrument, equations): it parses the command line and
// runs the pipeline with cfg on the file, printing what is wrong: the
// program cannot be loaded, or is not aligned. When ok is false the
// command is over with exit code code; otherwise the program is aligned
// (and cfg's stages have run on it, unless its BeforeCost stopped them).
func analyseOneAligned(cmd string, fs *flag.FlagSet, args []string, cfg driver.Config, stderr io.Writer) (rep *driver.Report, code int, ok bool) {
	files, code, ok := parseArgs(fs, args)
	if !ok {
		return nil, code, false
	}
	if o := cOptionsOf(fs); o != nil {
		o.extra, o.first = nil, ""
		files = o.cInputs(files)
		if cFlagsWithoutC(cmd, o, files, stderr) {
			return nil, exitBadInput, false
		}
	}
	if len(files) != 1 {
		fmt.Fprintf(stderr, "bspcost %s: give exactly one file\n", cmd)
		fs.Usage()
		return nil, exitBadInput, false
	}
	rep, err := analyse(files[0], cOptionsOf(fs), cfg)
	if code, failed := loadFailed(cmd, rep, err, stderr); failed {
		return nil, code, false
	}
	if ar := rep.Align; !ar.Aligned {
		printUnaligned(cmd, rep.Program.File, ar, stderr)
		return nil, exitWrongProg, false
	}
	return rep, exitOK, true
}

// printUnaligned prints the alignment errors of ar and says that the
// command needs an aligned program.
func printUnaligned(cmd, file string, ar *align.Result, stderr io.Writer) {
	for _, d := range ar.Diagnostics {
		fmt.Fprint(stderr, d.Format())
	}
	fmt.Fprintf(stderr, "bspcost %s: %s: the barriers are not textually aligned (see bspcost check)\n", cmd, input.Name(file))
}
