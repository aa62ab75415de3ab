package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"bspcost/budget"
	"bspcost/frontend/gen"
	"bspcost/frontend/sim"
)

// TestWorker runs the first program of every aligned family through the
// worker loop (every check, what the command's worker processes do) and
// requires answers without failures: phase markers, then one result per
// job, with the counts filled in.
func TestWorker(t *testing.T) {
	lim := limits{MaxSteps: 300_000, SimTimeout: 5 * time.Second, SolverDeadline: 2 * time.Second, MaxP: 16}
	if testing.Short() {
		lim.MaxP = 4
	}
	var in bytes.Buffer
	var jobs []job
	for fi, fam := range gen.AlignedFamilies {
		for seed := range gen.OfFamily(fam, 1, genOptions) {
			for _, c := range []string{"h", "pipeline", "facts"} {
				jobs = append(jobs, job{Family: fam, Seed: gen.FamilySeed(fi, seed), Check: c, Lim: lim})
			}
		}
	}
	for _, j := range jobs {
		b, _ := json.Marshal(j)
		in.Write(append(b, '\n'))
	}
	var out bytes.Buffer
	runWorker(&in, &out)
	dec := json.NewDecoder(&out)
	agg := newAggregate()
	n := 0
	for dec.More() {
		var r result
		if err := dec.Decode(&r); err != nil {
			t.Fatal(err)
		}
		if r.H == nil && r.P == nil && r.F == nil {
			if r.Phase != "simulation" {
				t.Errorf("%s %s: phase marker %q", r.Job.name(), r.Job.Check, r.Phase)
			}
			continue
		}
		if r.Job != jobs[n] {
			t.Fatalf("answer %d is for %+v, want %+v", n, r.Job, jobs[n])
		}
		n++
		agg.add(r)
		fails := append(failuresOf(r.H), failuresOfP(r.P)...)
		if r.F != nil {
			fails = append(fails, r.F.Failures...)
		}
		for _, f := range fails {
			t.Errorf("%s\n%s", f, r.Source)
		}
	}
	if n != len(jobs) {
		t.Fatalf("%d answers for %d jobs", n, len(jobs))
	}
	for _, fam := range gen.AlignedFamilies {
		if h := agg.hc(fam); h.programs != 1 || h.runs == 0 {
			t.Errorf("%s: h check: %d programs, %d runs; want 1 program and some runs", fam, h.programs, h.runs)
		}
		if p := agg.pc(fam); p.programs != 1 || (p.runs == 0 && p.analysisErr == 0) {
			t.Errorf("%s: pipeline check: %d programs, %d runs", fam, p.programs, p.runs)
		}
		if f := agg.fc(fam); f.programs != 1 || (f.runs == 0 && f.analysisErr == 0) {
			t.Errorf("%s: facts check: %d programs, %d runs", fam, f.programs, f.runs)
		}
	}
	var buf strings.Builder
	agg.print(&buf, gen.AlignedFamilies, []string{"h", "pipeline", "facts"})
	t.Log("\n" + buf.String())
}

func failuresOf(h *hResult) []string {
	if h == nil {
		return nil
	}
	return h.Failures
}

func failuresOfP(p *pResult) []string {
	if p == nil {
		return nil
	}
	return p.Failures
}

func TestReasonClass(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"timeout: the time limit was reached", "timeout"},
		{"main/4: no ranking function found for the depth of its multiple recursion", "no ranking function found for the depth of its multiple recursion"},
		{"no ranking function found for the recursive equations w1/2 (line 3), w1/2 (line 4)", "no ranking function found"},
		{"cost of w1/2 (line 0): F10 (in w1/2, line 0) has no bound that does not grow along the recursion", "has no bound that does not grow along the recursion"},
		{"main/4 (equation at line 0): F12 + F9 + 5 (in main/4, line 0) is unbounded", "is unbounded"},
		{"cost of w3/3 (line 0): cannot bound the product #0*#2: factor #0 may be negative", "cannot bound the product"},
		{"h-relations: polyhedra: the exact answer exceeds the work limit", "h-relations"},
	} {
		if diff := cmp.Diff(c.want, reasonClass(c.in)); diff != "" {
			t.Errorf("reasonClass(%q) (-want +got):\n%s", c.in, diff)
		}
	}
}

// TestSimFailed: simFailed counts what oracle.SimErr lets a check skip
// and fails on the rest (the mutation check of its wiring: skipping an
// internal error or a requires violation fails here).
func TestSimFailed(t *testing.T) {
	type outcome struct {
		RunErrors, OverBudget int
		Failed                bool
	}
	tests := []struct {
		kind sim.ErrorKind
		want outcome
	}{
		{sim.ErrRuntime, outcome{RunErrors: 1}},
		{sim.ErrStepLimit, outcome{OverBudget: 1}},
		{sim.ErrTimeLimit, outcome{OverBudget: 1}},
		{sim.ErrMemoryLimit, outcome{OverBudget: 1}},
		{sim.ErrBarrierMismatch, outcome{Failed: true}},
		{sim.ErrInternal, outcome{Failed: true}},
		{sim.ErrRequires, outcome{Failed: true}},
		{sim.ErrConfig, outcome{Failed: true}},
	}
	for _, tc := range tests {
		var c runCounts
		f := c.simFailed(&sim.RuntimeError{Kind: tc.kind, Pid: -1, Msg: "m"}, "x", 2, nil)
		got := outcome{RunErrors: c.RunErrors, OverBudget: c.OverBudget, Failed: f != ""}
		if d := cmp.Diff(tc.want, got); d != "" {
			t.Errorf("%v (-want +got):\n%s", tc.kind, d)
		}
		if tc.want.Failed && !strings.Contains(f, tc.kind.String()) {
			t.Errorf("%v: failure %q does not name the error", tc.kind, f)
		}
	}
}

// TestWorkerSends: the first programs of every aligned family generated
// with BSMP statements (-sends) pass every check, and the h check compares
// queues.
func TestWorkerSends(t *testing.T) {
	lim := limits{MaxSteps: 300_000, SimTimeout: 5 * time.Second, SolverDeadline: 2 * time.Second, MaxP: 8}
	if testing.Short() {
		lim.MaxP = 4
	}
	var in bytes.Buffer
	opts := genOptions
	opts.Sends = true
	for fi, fam := range gen.AlignedFamilies {
		for seed := range gen.OfFamily(fam, 2, opts) {
			for _, c := range []string{"h", "pipeline", "facts"} {
				b, _ := json.Marshal(job{Family: fam, Seed: gen.FamilySeed(fi, seed), Check: c, Lim: lim, Sends: true})
				in.Write(append(b, '\n'))
			}
		}
	}
	var out bytes.Buffer
	runWorker(&in, &out)
	dec := json.NewDecoder(&out)
	agg := newAggregate()
	for dec.More() {
		var r result
		if err := dec.Decode(&r); err != nil {
			t.Fatal(err)
		}
		if r.H == nil && r.P == nil && r.F == nil {
			continue
		}
		if !strings.HasPrefix(r.Job.name(), "gen-sends-") {
			t.Errorf("job name %s", r.Job.name())
		}
		agg.add(r)
		fails := append(failuresOf(r.H), failuresOfP(r.P)...)
		if r.F != nil {
			fails = append(fails, r.F.Failures...)
		}
		for _, f := range fails {
			t.Errorf("%s\n%s", f, r.Source)
		}
	}
	queues := 0
	for _, fam := range gen.AlignedFamilies {
		queues += agg.hc(fam).queues
	}
	if queues == 0 {
		t.Error("no queue compared")
	}
	var buf strings.Builder
	agg.print(&buf, gen.AlignedFamilies, []string{"h", "pipeline", "facts"})
	t.Log("\n" + buf.String())
}

func TestStageErrClass(t *testing.T) {
	for _, tc := range []struct {
		err  error
		want string
	}{
		{fmt.Errorf("h-relations: %w", &budget.Exceeded{Resource: budget.Time}), "timeout in h-relations"},
		{errors.New("cost equations: unsupported statement"), "cost equations"},
	} {
		if got := stageErrClass(tc.err); got != tc.want {
			t.Errorf("stageErrClass(%v) = %q, want %q", tc.err, got, tc.want)
		}
	}
}
