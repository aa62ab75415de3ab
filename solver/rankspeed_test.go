package solver

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// rankSpeedSystem is a nested loop whose inner loop's two equations
// differ only in constraints over parameters that pass through: under a
// size limit of rankSpeedCells the full ranking LP is refused and the one
// over the carried positions (I, J, N), where both inner equations are
// the same, fits. The first round fails to rank the inner equations (the
// outer one resets J) and ranks the outer one; the second ranks the
// inner ones.
const rankSpeedSystem = `entry(main(N,A,B,C,D):[N>=0,A>=1,B>=1,C>=1,D>=1]).
eq(main(N,A,B,C,D),0,[w(0,0,N,A,B,C,D)],[N>=0,A>=1,B>=1,C>=1,D>=1]).
eq(w(I,J,N,A,B,C,D),1,[w(I,J+1,N,A,B,C,D)],[N>=J+1,N>=I+1,A>=B,B>=1,C>=A,A+B>=C,D>=C,D>=A+1]).
eq(w(I,J,N,A,B,C,D),D,[w(I,J+1,N,A,B,C,D)],[N>=J+1,N>=I+1,B>=A,A>=1,C>=B,D>=1,D>=B+C]).
eq(w(I,J,N,A,B,C,D),1,[w(I+1,0,N,A,B,C,D)],[J>=N,N>=I+1]).
eq(w(I,J,N,A,B,C,D),0,[],[I>=N]).`

const rankSpeedCells = 600

// TestRankSpeed: carriedRanking answers the second inner equation's
// program from its memo, and solveRanking refuses the full programs past
// the size limit without building them; with either switched off
// (noCarriedMemo, noRankSize) the bound is the same and more ranking
// programs are built.
func TestRankSpeed(t *testing.T) {
	defer func(c int) { maxTableauCells = c }(maxTableauCells)
	maxTableauCells = rankSpeedCells
	run := func() (string, int) {
		sys, err := ParseCES("rankspeed.ces", rankSpeedSystem)
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		rankHook = func() { n++ }
		defer func() { rankHook = nil }()
		res := Solve(sys, Options{})
		if res[0].Bound == nil {
			t.Fatalf("no bound: %s", res[0].Reason)
		}
		return res[0].Bound.String(), n
	}
	bound, built := run()
	const want = "nat(N) + max(1, nat(D))*(nat(N) + nat(N)*nat(N))"
	if diff := cmp.Diff(want, bound); diff != "" {
		t.Errorf("bound (-want +got):\n%s", diff)
	}
	for _, sw := range []struct {
		name string
		on   *bool
	}{{"noCarriedMemo", &noCarriedMemo}, {"noRankSize", &noRankSize}} {
		*sw.on = true
		b, n := run()
		*sw.on = false
		if diff := cmp.Diff(bound, b); diff != "" {
			t.Errorf("%s: bound (-with +without):\n%s", sw.name, diff)
		}
		if n <= built {
			t.Errorf("%s: %d ranking programs built, %d with it: want more without it", sw.name, n, built)
		}
		t.Logf("%s: %d ranking programs built, %d with it", sw.name, n, built)
	}
}

// TestBoundMemo: lpBoundMask answers repeated requests from its memo
// (fewer linear programs solved than asked for over the known systems,
// the loops of carriedSystems and rankSpeedSystem), and the memo changes
// no answer: with noBoundMemo the results are the same, each solved at
// every request.
func TestBoundMemo(t *testing.T) {
	type system struct{ name, src string }
	var systems []system
	for _, tc := range knownSystems {
		systems = append(systems, system{tc.name, tc.src})
	}
	for _, tc := range carriedSystems {
		systems = append(systems, system{tc.name, tc.src})
	}
	systems = append(systems, system{"rankspeed", rankSpeedSystem})
	solveAll := func() (answers []string, asked, made int) {
		for _, tc := range systems {
			as, st := solveEntries(t, tc.name, tc.src)
			answers = append(answers, as...)
			asked += st.boundAsked
			made += st.boundMade
		}
		return answers, asked, made
	}
	with, asked, made := solveAll()
	if made >= asked {
		t.Errorf("with the memo: %d linear programs solved for %d requests; want fewer", made, asked)
	}
	noBoundMemo = true
	without, asked2, made2 := solveAll()
	noBoundMemo = false
	if made2 != asked2 {
		t.Errorf("without the memo: %d linear programs solved for %d requests; want as many", made2, asked2)
	}
	if diff := cmp.Diff(with, without); diff != "" {
		t.Errorf("the memo changed answers (-with +without):\n%s", diff)
	}
	t.Logf("with: %d of %d solved; without: %d of %d", made, asked, made2, asked2)
}
