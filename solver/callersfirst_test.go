package solver

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestCallersFirst: boundUp bounds a value of a loop body's relation at
// its callers before it tries the component's linear program. Below, the
// inner loop runs J times, J = K + 1 passed along the body's joins (b1,
// b2: more equations than unfoldInLoops unfolds) from the loop head,
// where K < N. Under a lowered size limit (the component's program too
// large, as for a loop body of many paths) J is bounded by boundUp: the
// walk back to the head bounds it by N without the component's programs
// over the positions J is made of. The bound is the same with the rule
// off (noCallersFirst), with more linear programs.
func TestCallersFirst(t *testing.T) {
	src := `entry(main(N,A):[N>=0]).
eq(main(N,A),0,[w(0,N,A)],[]).
eq(w(K,N,A),0,[b1(K,N,A)],[N>=K+1]).
eq(w(K,N,A),0,[],[K>=N]).
` + casesEqs("eq(b1(K,N,A),0,[b2(K+1,N,A)],[A>=%d]).\n", unfoldMax+1) +
		casesEqs("eq(b2(J,N,A),0,[c(0,J),w(J,N,A)],[2*A>=%d]).\n", unfoldMax+1) + `eq(c(I,J),1,[c(I+1,J)],[J>=I+1]).
eq(c(I,J),0,[],[I>=J]).
`
	cells := 600 // the component's program past the size limit, as a body of many paths
	run := func(off bool) (string, int) {
		defer func(was bool) { noCallersFirst = was }(noCallersFirst)
		defer func(c int) { maxTableauCells = c }(maxTableauCells)
		noCallersFirst = off
		maxTableauCells = cells
		sys, err := ParseCES("callers.ces", src)
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
}
