package driver_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"bspcost/budget"
	"bspcost/driver"
	"bspcost/frontend"
	"bspcost/frontend/sim"
	"bspcost/seqcost"
)

const scan = "../benchmarks/textbook/scan.bsp"

func analyze(t *testing.T, cfg driver.Config, inputs ...driver.Input) *driver.Report {
	t.Helper()
	rep, err := cfg.Analyze(context.Background(), inputs...)
	if err != nil {
		t.Fatalf("Analyze: %v", err)
	}
	return rep
}

// TestStopAfter: each stage fills its field of the report, and the
// stages after StopAfter do not run.
func TestStopAfter(t *testing.T) {
	src, err := os.ReadFile(scan)
	if err != nil {
		t.Fatal(err)
	}
	for _, stop := range []driver.Stage{driver.StageLoad, driver.StageAlign, driver.StageHRelation, driver.StageSequential, driver.StageEquations, 0} {
		rep := analyze(t, driver.Config{StopAfter: stop}, driver.Files(scan)...)
		want := stop
		if stop == 0 {
			want = driver.StageBound
		}
		if rep.Stage != want {
			t.Errorf("StopAfter %v: Stage %v", stop, rep.Stage)
		}
		if (rep.Status == driver.StatusStopped) != (stop != 0) {
			t.Errorf("StopAfter %v: Status %v", stop, rep.Status)
		}
		if rep.Program == nil || !bytes.Equal(rep.Key, src) || rep.File != scan {
			t.Errorf("StopAfter %v: Program %v, Key of %d bytes, File %q", stop, rep.Program != nil, len(rep.Key), rep.File)
		}
		ran := map[string]bool{
			"align": rep.Align != nil, "hrelation": rep.HRelation != nil, "seq": rep.Seq != nil,
			"equations": len(rep.Equations) == len(seqcost.Resources), "bound": rep.W.Expr != nil && rep.H.Expr != nil && rep.S.Expr != nil,
		}
		for i, name := range []string{"align", "hrelation", "seq", "equations", "bound"} {
			if should := want >= driver.StageAlign+driver.Stage(i); ran[name] != should {
				t.Errorf("StopAfter %v: %s ran %v, want %v", stop, name, ran[name], should)
			}
		}
	}
}

// TestNotAProgram: what the front end refuses and what is not aligned
// are reports with diagnostics; an unreadable file or inputs that are
// not one program are errors.
func TestNotAProgram(t *testing.T) {
	rep := analyze(t, driver.Config{}, driver.Input{Name: "bad.bsp", Src: []byte("program p\n  x := \nend\n")})
	if rep.Status != driver.StatusRefused || rep.Program != nil || len(rep.Diagnostics) == 0 || rep.Diagnostics[0].Category != driver.CategoryParse {
		t.Errorf("parse error: status %v, diagnostics %v", rep.Status, rep.Diagnostics)
	}
	rep = analyze(t, driver.Config{}, driver.Input{Name: "u.bsp", Src: []byte("program u\n  if pid == 0 then\n    sync\n  end\nend\n")})
	if rep.Status != driver.StatusUnaligned || rep.Stage != driver.StageAlign || len(rep.Diagnostics) != 1 || rep.Diagnostics[0].Category != driver.CategoryUnaligned {
		t.Errorf("unaligned: status %v, stage %v, diagnostics %v", rep.Status, rep.Stage, rep.Diagnostics)
	}
	var cfg driver.Config
	for name, inputs := range map[string][]driver.Input{
		"missing":   driver.Files("no/such/file.bsp"),
		"none":      nil,
		"two .bsp":  driver.Files(scan, scan),
		"mixed":     driver.Files("a.c", scan),
		"C as text": {{Name: "a.c", Src: []byte("int main() {}")}},
	} {
		if _, err := cfg.Analyze(context.Background(), inputs...); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
}

// TestBeforeCost: the hook sees the aligned program and its key, and
// stops the analysis when it says so.
func TestBeforeCost(t *testing.T) {
	var seen *driver.Report
	cfg := driver.Config{BeforeCost: func(r *driver.Report) bool {
		seen = r
		return false
	}}
	rep := analyze(t, cfg, driver.Files(scan)...)
	if seen != rep || rep.Status != driver.StatusStopped || rep.Stage != driver.StageAlign || rep.HRelation != nil || len(rep.Key) == 0 {
		t.Errorf("stopped by BeforeCost: status %v, stage %v", rep.Status, rep.Stage)
	}
	if strings.Join(rep.Assumptions, ", ") != "p >= 1" {
		t.Errorf("assumptions %q", rep.Assumptions)
	}
}

// TestContext: a context done before a stage stops the analysis with its
// error, and leaves no goroutine behind.
func TestContext(t *testing.T) {
	before := runtime.NumGoroutine()
	ctx, cancel := context.WithCancel(context.Background())
	cfg := driver.Config{BeforeCost: func(*driver.Report) bool { cancel(); return true }}
	rep, err := cfg.Analyze(ctx, driver.Files(scan)...)
	if !errors.Is(err, context.Canceled) || rep == nil || rep.Align == nil || rep.HRelation != nil {
		t.Errorf("cancelled before the cost stages: err %v", err)
	}
	if _, err := cfg.Analyze(ctx, driver.Files(scan)...); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled context: err %v", err)
	}
	time.Sleep(10 * time.Millisecond)
	if after := runtime.NumGoroutine(); after > before {
		t.Errorf("%d goroutines before, %d after", before, after)
	}
}

// TestTimeout: a time limit that has passed when the cost stages start
// ends the analysis in its first stage, a limit naming the time; one that
// passes in the sections leaves them out.
func TestTimeout(t *testing.T) {
	rep := analyze(t, driver.Config{Timeout: time.Nanosecond, Supersteps: true}, driver.Files("../benchmarks/textbook/compress.bsp")...)
	var e *budget.Exceeded
	if rep.Status != driver.StatusLimit || !errors.As(rep.Err, &e) || e.Resource != budget.Time {
		t.Fatalf("status %v, err %v", rep.Status, rep.Err)
	}
	for i, b := range rep.Bounds() {
		if b.Expr != nil {
			t.Errorf("resource %d: %v", i, b.Expr)
		}
	}
	rep = analyze(t, driver.Config{SectionsTimeout: time.Nanosecond, Supersteps: true}, driver.Files("../benchmarks/textbook/compress.bsp")...)
	if rep.Status != driver.StatusBounded || !rep.SectionsTimedOut || rep.SectionsNote == "" {
		t.Errorf("sections: status %v, timed out %v, note %q", rep.Status, rep.SectionsTimedOut, rep.SectionsNote)
	}
}

// TestOperations: a quota of operations that the analysis runs out of
// ends it in the stage that spends it, a limit naming the operations, or
// degrades a stage past its share (degrade.go), and the same quota gives
// the same outcome every time; a quota the analysis fits in changes
// nothing. The solver's W, H and S each get an equal share of what the
// stages before left (budget.Share), and hrelation gets half of the
// quota, so a quota of twice the operations up to the equations plus
// three times the solver's fits however they split it.
func TestOperations(t *testing.T) {
	file := driver.Files("../benchmarks/textbook/compress.bsp")
	full := analyze(t, driver.Config{}, file...)
	if full.Status != driver.StatusBounded || full.Operations == 0 {
		t.Fatalf("without a quota: status %v, %d operations", full.Status, full.Operations)
	}
	eqs := analyze(t, driver.Config{StopAfter: driver.StageEquations}, file...).Operations
	if eqs >= full.Operations {
		t.Fatalf("the solver charged nothing: %d operations up to the equations, %d in all", eqs, full.Operations)
	}
	type outcome struct {
		Status   driver.Status
		Stage    driver.Stage
		Err      string
		W        string
		Reasons  []string
		Degraded bool
	}
	of := func(r *driver.Report) outcome {
		o := outcome{Status: r.Status, Stage: r.Stage, Degraded: r.Degraded}
		if r.Err != nil {
			o.Err = r.Err.Error()
		}
		if r.W.Expr != nil {
			o.W = r.W.Expr.String()
		}
		for _, b := range r.Bounds() {
			if b.Reason != "" {
				o.Reasons = append(o.Reasons, b.Reason)
			}
		}
		return o
	}
	tests := []struct {
		ops  int64
		want outcome
	}{
		{1, outcome{Status: driver.StatusLimit, Stage: driver.StageHRelation, Err: "h-relations: operation limit exceeded (1 operations)"}},
		{2*eqs + 3*(full.Operations-eqs), of(full)},
	}
	for _, tc := range tests {
		for range 2 {
			rep := analyze(t, driver.Config{MaxOperations: tc.ops}, file...)
			if diff := cmp.Diff(tc.want, of(rep)); diff != "" {
				t.Errorf("quota %d (-want +got):\n%s", tc.ops, diff)
			}
		}
	}
	degraded := false
	for k := int64(1); k < 8; k++ {
		q := full.Operations * k / 8
		a := analyze(t, driver.Config{MaxOperations: q}, file...)
		b := analyze(t, driver.Config{MaxOperations: q}, file...)
		if diff := cmp.Diff(of(a), of(b)); diff != "" {
			t.Errorf("quota %d, two runs (-first +second):\n%s", q, diff)
		}
		degraded = degraded || a.Degraded
	}
	if !degraded {
		t.Errorf("no quota below the %d operations the analysis needs degrades it", full.Operations)
	}
}

// TestSections: with Supersteps, each section of the scan has a bound.
func TestSections(t *testing.T) {
	rep := analyze(t, driver.Config{Supersteps: true}, driver.Files(scan)...)
	if len(rep.Sections) == 0 {
		t.Fatal("no section")
	}
	for _, s := range rep.Sections {
		if s.W.Expr == nil || s.H.Expr == nil || s.S.Expr == nil || len(s.Openers) == 0 {
			t.Errorf("section %s: W %v, H %v, S %v", s.Label, s.W.Expr, s.H.Expr, s.S.Expr)
		}
	}
}

// TestC: a C program (its LLVM IR: no clang needed) goes through the C
// front end; its key holds the options.
func TestC(t *testing.T) {
	rep := analyze(t, driver.Config{}, driver.Files("../benchmarks/c/fold.ll")...)
	if rep.Status != driver.StatusBounded || !bytes.HasPrefix(rep.Key, []byte("bspcost C front end\x00word-size=8 ")) {
		t.Errorf("status %v, key %.60q", rep.Status, rep.Key)
	}
	if !strings.HasSuffix(rep.File, "fold.c") {
		t.Errorf("file %q, want the C file", rep.File)
	}
}

// TestNoHRelation: without h-relations the sequential program has the
// facts it has with them, its Instrumented form evaluates them with the
// simulator's values, and a Config asking for bounds without h-relations
// is refused.
func TestNoHRelation(t *testing.T) {
	text := func(rep *driver.Report) map[string][]string {
		facts, _ := rep.CheckableFacts()
		out := map[string][]string{}
		for pos, es := range facts {
			for _, e := range es {
				out[pos.String()] = append(out[pos.String()], frontend.ExprString(e))
			}
		}
		return out
	}
	full := analyze(t, driver.Config{StopAfter: driver.StageSequential}, driver.Files(scan)...)
	cfg := driver.Config{NoHRelation: true, StopAfter: driver.StageSequential}
	rep := analyze(t, cfg, driver.Files(scan)...)
	if rep.HRelation != nil || rep.Instrumented == nil || rep.Seq == nil || rep.Status != driver.StatusStopped {
		t.Fatalf("NoHRelation: HRelation %v, Instrumented %v, Seq %v, status %v", rep.HRelation != nil, rep.Instrumented != nil, rep.Seq != nil, rep.Status)
	}
	got := text(rep)
	if len(got) == 0 {
		t.Fatal("no facts after the syncs")
	}
	if diff := cmp.Diff(text(full), got); diff != "" {
		t.Errorf("facts without h-relations (-with +without):\n%s", diff)
	}
	facts, _ := rep.CheckableFacts()
	evals := 0
	for _, p := range []int{1, 2, 5} {
		sc := sim.Config{P: p, Params: map[string]int64{}, Seed: 1}
		for _, o := range rep.Program.Objects {
			if o.Kind == frontend.ParamObj {
				sc.Params[o.Name] = 7
			}
		}
		sc.AtBarrier = func(_ int, s *frontend.SyncStmt, vals [][]int64) {
			if s == nil {
				return
			}
			for _, e := range facts[s.Sync] {
				for pid := range vals {
					holds, ok := frontend.EvalCond(rep.Instrumented.Info, e, frontend.ValuesByID(vals[pid]))
					if !ok || !holds {
						t.Errorf("p=%d pid %d at %s: %s (ok %v)", p, pid, s.Sync, frontend.ExprString(e), ok)
					}
					evals++
				}
			}
		}
		if _, err := sim.Run(rep.Program, sc); err != nil {
			t.Fatalf("p=%d: %v", p, err)
		}
	}
	if evals == 0 {
		t.Error("no fact evaluated")
	}
	for _, stop := range []driver.Stage{0, driver.StageEquations, driver.StageBound} {
		cfg.StopAfter = stop
		if _, err := cfg.Analyze(context.Background(), driver.Files(scan)...); err == nil {
			t.Errorf("NoHRelation with StopAfter %v: no error", stop)
		}
	}
}
