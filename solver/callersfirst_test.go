package solver

import (
	"testing"
)

// TestCallersFirst: boundUp bounds a value of a loop body's relation at
// its callers before it tries the component's linear program. Below, the
// inner loop runs J times, J = K + 1 passed along the body's joins (b1,
// b2: more equations than unfoldInLoops unfolds) from the loop head,
// where K < N. Under a lowered size limit (the component's program too
// large, as for a loop body of many paths) J is bounded by boundUp: the
// walk back to the head bounds it by N without the component's programs
// over the positions J is made of. The bound is the same with the rule
// off (noCallersFirst), with more linear programs. The joins' cases
// A >= 1, 2, ... stand for many paths: dropSubsumed, which would keep the
// first alone, is off.
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
	checkFewerLPs(t, "callers.ces", src, func(off bool) func() {
		was, c, sub := noCallersFirst, maxTableauCells, noSubsumed
		noCallersFirst, maxTableauCells, noSubsumed = off, cells, true
		return func() { noCallersFirst, maxTableauCells, noSubsumed = was, c, sub }
	})
}
