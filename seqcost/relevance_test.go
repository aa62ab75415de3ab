package seqcost

import (
	"math/big"
	"sort"
	"strings"
	"testing"

	"bspcost/frontend"
	"bspcost/solver"

	"github.com/google/go-cmp/cmp"
)

// TestRelevance: the scalars that can reach a cost of the resource (through
// assignments, conditions around costs, loop bounds, assumes) are
// relevant, the others are not; so are the statements that write them or
// hold a cost.
func TestRelevance(t *testing.T) {
	prog := parse(t, "rel", `program a(N)
  var k := N
  var d := 0
  var e := 7
  var c := 0
  var u
  while k > 0 do
    k := k - 1
    d := d + e
    if u > 3 then
      c := c + 1
    end
  end
  var m := c
  if d > 5 then
    {m * r} skip
  end
  {u * g} skip
end`)
	tests := []struct {
		res  frontend.Resource
		vars []string
	}{
		// W: m's cost reads c, which the if on u changes; d decides it,
		// and e flows into d; k bounds the loop around them.
		{frontend.ResR, []string{"N", "c", "d", "e", "k", "m", "p", "u"}},
		// H: u, and k: the while loop matters to every resource (its
		// termination), the rest of its body does not.
		{frontend.ResG, []string{"N", "k", "p", "u"}},
		// S: the entry arguments and the loop's k.
		{frontend.ResL, []string{"N", "k", "p"}},
	}
	for _, tc := range tests {
		r := relevantTo(prog, tc.res)
		var got []string
		for _, o := range prog.Objects {
			if o.Kind == frontend.ArrayObj {
				continue
			}
			if r.vars[o] || isEntry(o) {
				name := o.Name
				if o.Kind == frontend.NprocsObj {
					name = "p"
				}
				got = append(got, name)
			}
		}
		sort.Strings(got)
		if diff := cmp.Diff(tc.vars, got); diff != "" {
			t.Errorf("resource %v: relevant scalars (-want +got):\n%s", tc.res, diff)
		}
	}
}

// TestLiveArguments: a relation's arguments are the variables live at its
// point, not every scalar: after the loop over i, neither its counter, its
// bound and step, nor x (dead by then) are carried; the loop over j
// carries its counter, bound and step and what its body reads.
func TestLiveArguments(t *testing.T) {
	prog := parse(t, "live", `program a(N) requires N >= 0
  var x := N + 1
  x := x - 1
  for i := 1 to x do {1} skip end
  var y := 2 * N
  y := y + 1
  for j := 1 to y do {N * r} skip end
end`)
	tr, err := translateProgram(prog, frontend.ResR, Options{})
	if err != nil {
		t.Fatal(err)
	}
	names := func(ks []int) []string {
		var out []string
		for _, k := range ks {
			out = append(out, tr.vars[k])
		}
		return out
	}
	obj := func(name string) string {
		for _, o := range prog.Objects {
			if o.Name == name {
				return tr.vars[tr.index[o]]
			}
		}
		t.Fatalf("no object %s", name)
		return ""
	}
	var fors []*frontend.ForStmt
	frontend.Inspect(prog.Body, func(n frontend.Node) bool {
		if f, ok := n.(*frontend.ForStmt); ok {
			fors = append(fors, f)
		}
		return true
	})
	hidden := func(f *frontend.ForStmt) []string {
		return []string{tr.vars[tr.hidden[f][0]], tr.vars[tr.hidden[f][1]]}
	}
	tests := []struct {
		rel  string
		want []string
	}{
		{"w1", append([]string{obj("N"), obj("i")}, hidden(fors[0])...)}, // N: live after the loop (y := 2 * N)
		{"k2", []string{obj("N")}},
		{"w3", append([]string{obj("N"), obj("j")}, hidden(fors[1])...)},
		{"k4", nil},
	}
	for _, tc := range tests {
		got := names(tr.args[tc.rel])
		sort.Strings(got)
		sort.Strings(tc.want)
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("arguments of %s (-want +got):\n%s\n%s", tc.rel, diff, tr.sys.Format())
		}
	}
}

// TestPrune: the cheap infeasibility test and the tidying of single
// variable constraints.
func TestPrune(t *testing.T) {
	v := func(name string, k int64) solver.Lin {
		return solver.LinVar(name).Scale(big.NewRat(k, 1))
	}
	c := func(n int64) solver.Lin { return constLin(n) }
	tests := []struct {
		name       string
		cons       solver.Poly
		infeasible bool
		tidy       string
	}{
		{"box contradiction", solver.Poly{geq(v("x", 1), c(1)), geq(c(0), v("x", 1))}, true, ""},
		{"integer rounding", solver.Poly{geq(v("x", 2), c(1)), geq(c(0), v("x", 1))}, true, ""}, // 2x >= 1: x >= 1
		{"sum over the box", solver.Poly{geq(v("x", 1), c(3)), geq(v("y", 1), c(3)), geq(c(5), v("x", 1).AddScaled(big.NewRat(1, 1), v("y", 1)))}, true, ""},
		{"feasible", solver.Poly{geq(v("x", 1), c(1)), geq(c(4), v("x", 1)), geq(v("y", 1), v("x", 1))}, false,
			"[x - 1 >= 0, -x + 4 >= 0, -x + y >= 0]"},
		{"tightest bounds, repeats dropped", solver.Poly{geq(v("x", 1), c(1)), geq(v("x", 1), c(2)), geq(c(5), v("x", 1)), geq(c(3), v("x", 1)), geq(v("y", 1), v("x", 1)), geq(v("y", 1), v("x", 1))}, false,
			"[x - 2 >= 0, -x + 3 >= 0, -x + y >= 0]"},
	}
	for _, tc := range tests {
		if got := infeasible(tc.cons); got != tc.infeasible {
			t.Errorf("%s: infeasible = %v, want %v", tc.name, got, tc.infeasible)
		}
		if tc.tidy != "" {
			if got := tidyCons(tc.cons).String(); !strings.EqualFold(got, tc.tidy) {
				t.Errorf("%s: tidy = %s, want %s", tc.name, got, tc.tidy)
			}
		}
	}
}
