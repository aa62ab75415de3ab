package seqcost

import (
	"testing"

	"bspcost/frontend"
)

// TestDivByRange: the local size of a cyclic distribution over the rows
// of an M-row processor grid, (N + M - s - 1) / M with s := pid % M
// (between 0 and M - 1), is between the quotients at the ends of its
// dividend's range, so W is the exact ceil(N / M) (at s = 0); checked
// against the simulator, and with the rule off W is another bound.
func TestDivByRange(t *testing.T) {
	prog := parse(t, "grid", `program grid(M, N) requires M >= 1 && N >= 0
  var s := pid % M
  for i := 0 to (N + M - s - 1) / M - 1 do {1 * r} skip end
end`)
	bound := boundOf(t, prog, "W")
	if bound == nil {
		t.Fatal("W has no bound")
	}
	t.Logf("W = %s", bound)
	points := func(p int64) []map[string]int64 {
		var out []map[string]int64
		for _, m := range []int64{1, 2, 3, p} {
			for _, n := range []int64{0, 1, p, 2*p + 1, 5 * p} {
				out = append(out, map[string]int64{"M": m, "N": n})
			}
		}
		return out
	}
	simCheck(t, prog, "W", bound, points, func(p int64, params map[string]int64) int64 {
		return (params["N"] + params["M"] - 1) / params["M"]
	})
	divRangeOn = false
	defer func() { divRangeOn = true }()
	if off := boundOf(t, prog, "W"); off != nil && off.String() == bound.String() {
		t.Errorf("with divRange off W = %s: the rule is not what bounds it", off)
	}
}

// TestDefinitionRelevance: an assume x == e (x not in e) matters to a
// resource only where x does: y bounds the supersteps, x only the work,
// so x is not relevant to S (with the rule off, the assume on y made it).
func TestDefinitionRelevance(t *testing.T) {
	prog := parse(t, "def", `program a(N)
  var y := N
  var x := 0
  x := any
  assume x == y + 1
  {x * r} skip
  for i := 1 to y do {1 * l} skip end
end`)
	x := func() bool {
		r := relevantTo(prog, frontend.ResL)
		for _, o := range prog.Objects {
			if o.Name == "x" {
				return r.vars[o]
			}
		}
		t.Fatal("no x")
		return false
	}
	if x() {
		t.Errorf("x is relevant to S")
	}
	definitionsOn = false
	defer func() { definitionsOn = true }()
	if !x() {
		t.Errorf("with the rule off x is not relevant to S: the test does not test it")
	}
}
