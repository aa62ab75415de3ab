package seqcost

import (
	"strings"
	"testing"
	"time"

	"bspcost/frontend"
	"bspcost/solver"
)

// TestFlushAccumulators: a cost run of more paths than MaxAlternatives
// (a "c" relation with joins inside) whose pieces add products of values
// (nprocs * i, nprocs * b) to the charged sum. Carried through a join as
// an argument, such a product is an unconstrained value and the cost has
// no bound; charged at the join as a product, it is bounded, and the
// bound is above the simulated cost. Rule off (flushOn), no bound.
func TestFlushAccumulators(t *testing.T) {
	tests := []struct {
		name, src string
	}{
		{"counter", `program a(N) requires N >= 1
  for i := 1 to N do
    var h := 0
    if pid > 0 then h := h + nprocs * i end
` + firstPieces("    ") + `
` + lastPieces("    ") + `
    {h * r} skip
  end
end`},
		{"value", `program a(N) requires N >= 1
  var b := N
  if pid > 0 then b := N - 1 end
  for i := 1 to N do
    var h := 0
    if pid > 0 then h := h + nprocs * b end
` + firstPieces("    ") + `
` + lastPieces("    ") + `
    {h * r} skip
  end
end`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			prog := parse(t, "flush", tt.src)
			r, err := Equations(prog, frontend.ResR, Options{})
			if err != nil {
				t.Fatal(err)
			}
			if cs := costRels(r.System); len(cs) != 1 {
				t.Fatalf("cost-run relations %v; want one\n%s", cs, r.System.Format())
			}
			checkSound(t, prog)
			defer func(old bool) { flushOn = old }(flushOn)
			flushOn = false
			b, err := Solve(prog, frontend.ResR, Options{}, solver.Options{Deadline: time.Now().Add(20 * time.Second)})
			if err != nil {
				t.Fatal(err)
			}
			if b.Expr != nil {
				t.Errorf("flushOn off: W = %s; want no bound (the product carried through a join is unconstrained)", b.Expr)
			}
		})
	}
}

// TestFlushOnlyIncrements: a variable that is read elsewhere in the rest
// of the run, reset, or charged twice is no accumulator (flushing it
// would change the cost of a path).
func TestFlushOnlyIncrements(t *testing.T) {
	tests := []struct {
		name, tail string
		want       bool
	}{
		{"increments", "if pid > 0 then h := h + 2 end\n    {h * r} skip", true},
		{"read by a condition", "if h > 3 then h := h + 2 end\n    {h * r} skip", false},
		{"reset", "h := 0\n    {h * r} skip", false},
		{"doubled", "if pid > 0 then h := h + h end\n    {h * r} skip", false},
		{"charged twice", "{h * r} skip\n    {h * r} skip", false},
		{"incremented after the charge", "{h * r} skip\n    h := h + 1", false},
		{"scaled charge", "{2 * h * r} skip", false},
		{"other resource", "{h * g} skip", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "program a(N)\n  var h := 0\n  if pid > 0 then h := h + 1 end\n    " + tt.tail + "\nend"
			prog := parse(t, "acc", src)
			tr, err := translateProgram(prog, frontend.ResR, Options{})
			if err != nil {
				t.Fatal(err)
			}
			b := prog.Body
			got := len(tr.accumulators(b, 2, len(b.Stmts))) > 0
			if got != tt.want {
				var names []string
				for _, id := range tr.accumulators(b, 2, len(b.Stmts)) {
					names = append(names, id.Name)
				}
				t.Errorf("accumulators of %q = [%s]; want any: %v", tt.tail, strings.Join(names, " "), tt.want)
			}
		})
	}
}

// TestFlushKept: an annotation that Options.Keep leaves out (a superstep
// section's system counts only its own) charges nothing, so the sum it
// would charge is no accumulator.
func TestFlushKept(t *testing.T) {
	src := "program a(N)\n  var h := 0\n  if pid > 0 then h := h + 1 end\n    if pid > 1 then h := h + 2 end\n    {h * r} skip\nend"
	for _, keep := range []bool{true, false} {
		tr, err := translateProgram(parse(t, "kept", src), frontend.ResR, Options{Keep: func(*frontend.CostStmt) bool { return keep }})
		if err != nil {
			t.Fatal(err)
		}
		b := tr.prog.Body
		if got := len(tr.accumulators(b, 2, len(b.Stmts))) > 0; got != keep {
			t.Errorf("Keep %v: accumulators found %v", keep, got)
		}
	}
}
