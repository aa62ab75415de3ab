package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/hrelation"
	"bspcost/nondet"
	"bspcost/seqcost"
	"bspcost/solver"
)

// TestEquationsCLI compares "bspcost equations" with
// testdata/equations-*.golden: every textbook program, one resource, and
// the errors.
func TestEquationsCLI(t *testing.T) {
	type test struct {
		name string
		args []string
	}
	var tests []test
	files, _ := filepath.Glob("../../benchmarks/textbook/*.bsp")
	for _, f := range files {
		tests = append(tests, test{strings.TrimSuffix(filepath.Base(f), ".bsp"), []string{"equations", f}})
	}
	tests = append(tests,
		test{"resource-H", []string{"equations", "--resource", "H", "../../benchmarks/textbook/fold.bsp"}},
		test{"resource-bad", []string{"equations", "--resource", "X", "../../benchmarks/textbook/fold.bsp"}},
		test{"unaligned", []string{"equations", "testdata/check-work12.bsp"}},
		test{"notes", []string{"equations", "testdata/equations-notes.bsp"}},
		test{"no-file", []string{"equations"}},
	)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkCLI(t, tt.args, filepath.Join("testdata", "equations-"+tt.name+".golden"))
		})
	}
}

// TestEquationsRoundTrip reads the output of "bspcost equations" back with
// solver.ParseCES, solves it, and checks that each resource gets the bound
// check prints: the .ces text carries the whole system. Each resource's
// system is solved on its own, as check does (solved together, the three
// share the solver's work bound on call-context invariants).
func TestEquationsRoundTrip(t *testing.T) {
	files, _ := filepath.Glob("../../benchmarks/textbook/*.bsp")
	if len(files) == 0 {
		t.Fatal("no textbook programs")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			if code := run([]string{"equations", f}, &stdout, &stderr); code != exitOK {
				t.Fatalf("exit %d: %s", code, stderr.String())
			}
			parts := strings.SplitAfter(stdout.String(), "\n\n")
			if len(parts) != 3 {
				t.Fatalf("%d systems, want 3 (W, H, S)", len(parts))
			}
			var out []solver.Result
			for _, text := range parts {
				sys, err := solver.ParseCES(f+".ces", text)
				if err != nil {
					t.Fatalf("ParseCES: %v", err)
				}
				out = append(out, solver.Solve(sys, solver.Options{Deadline: time.Now().Add(20 * time.Second)})...)
			}
			if len(out) != 3 {
				t.Fatalf("%d entries, want 3 (W, H, S)", len(out))
			}
			prog, err := frontend.ParseFile(f)
			if err != nil {
				t.Fatal(err)
			}
			want := computeBound(t, prog, boundOptions{})
			// A fresh parse: the instrumented program shares the source's
			// nodes, and checking it rebinds their names (see the report).
			if prog, err = frontend.ParseFile(f); err != nil {
				t.Fatal(err)
			}
			seq := sequential(t, prog, align.Analyze(prog))
			var got, exp []string
			for i, r := range seqcost.Resources {
				res, err := seqcost.Equations(seq, r.Res, seqcost.Options{})
				if err != nil {
					t.Fatal(err)
				}
				g := "no bound: " + out[i].Reason
				if out[i].Bound != nil {
					g = solver.SimplifyUnder(res.Rename(out[i].Bound), res.Facts()).String() // as seqcost.Solve
				}
				got = append(got, r.Name+" = "+g)
				e := want.resources()[i].B
				if e.Expr != nil {
					exp = append(exp, r.Name+" = "+e.Text)
				} else {
					exp = append(exp, r.Name+" = no bound: "+e.Reason)
				}
			}
			if d := cmp.Diff(exp, got); d != "" {
				t.Errorf("bounds from the .ces text differ from check's (-check +ces):\n%s", d)
			}
		})
	}
}

// sequential is the instrumented program of an aligned program.
func sequential(t *testing.T, prog *frontend.Program, ar *align.Result) *frontend.Program {
	t.Helper()
	hr, err := hrelation.Analyze(prog, ar)
	if err != nil {
		t.Fatal(err)
	}
	seq, err := nondet.Instrument(prog, ar, hr)
	if err != nil {
		t.Fatal(err)
	}
	if err := frontend.Check(seq); err != nil {
		t.Fatal(err)
	}
	return seq
}
