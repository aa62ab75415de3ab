package solver

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestUnitHeads: boundUp bounds the forms k*x + c (k > 0) of one value x
// that a loop body's costs ask for back along the calls as k times x's
// bound plus c, so that they share x's linear programs: the body below
// runs three loops, over Y - K, Y - K - 1 and 2*Y - 2*K, Y made anew
// before a join (as in "a value constrained after a join"): each is
// bounded back where the join is called, the three as one. The bound is
// the same with the rule off (noUnitHeads), with more linear programs.
func TestUnitHeads(t *testing.T) {
	src := strings.ReplaceAll(joinedValue, "[c(X,Y),", "[c(K,Y),c(K+1,Y),c(2*K,2*Y),")
	on := checkFewerLPs(t, "unit.ces", src, func(off bool) func() {
		was := noUnitHeads
		noUnitHeads = off
		return func() { noUnitHeads = was }
	})
	if strings.HasPrefix(on, "no bound") {
		t.Errorf("no bound: %s", on)
	}
}

// checkFewerLPs solves src's entry with a rule on and off (set(off)
// switches it and returns what restores it): the same bound, with fewer
// linear programs with the rule. It returns the bound (or "no bound: "
// and why).
func checkFewerLPs(t *testing.T, name, src string, set func(off bool) func()) string {
	t.Helper()
	run := func(off bool) (string, int) {
		defer set(off)()
		sys, err := ParseCES(name, src)
		if err != nil {
			t.Fatal(err)
		}
		st := newState(sys, Options{})
		res := st.solveEntrySafe(sys.EntryPoints()[0])
		if res.Bound == nil {
			return "no bound: " + res.Reason, st.upLPs
		}
		return res.Bound.String(), st.upLPs
	}
	on, onLPs := run(false)
	off, offLPs := run(true)
	if diff := cmp.Diff(off, on); diff != "" {
		t.Errorf("bound with the rule on (-off +on):\n%s", diff)
	}
	if onLPs >= offLPs {
		t.Errorf("%d linear programs with the rule, %d without: want fewer", onLPs, offLPs)
	}
	t.Logf("%s; %d linear programs (%d without the rule)", on, onLPs, offLPs)
	return on
}
