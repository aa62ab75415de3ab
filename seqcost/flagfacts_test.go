package seqcost

import (
	"testing"

	"bspcost/solver"
)

// TestFlagFacts: the arguments flagFacts substitutes, on systems written
// by hand. The first iteration's equation (F = 1) gets the counter the
// call before the loop passes (but for its calls back into the loop); not where the flag's calls pass different
// counters, where a call passes a flag that is no constant, or where the
// equation does not fix the flag. Each case with the rule off is the
// input unchanged (its mutation check: the first case then fails).
func TestFlagFacts(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		// The call back into the loop keeps its counter (the solver
		// reads a doubling counter's growth from the head).
		{"first iteration", `
eq(main(N),0,[w(1,0,N)],[]).
eq(w(F,I,N),I,[c(I,N),w(2,I+1,N)],[F=1,N>=I]).
eq(w(F,I,N),1,[w(2,I+1,N)],[F>=2,N>=I]).
eq(w(F,I,N),0,[],[I>=N+1]).
eq(c(I,N),I,[],[]).`, `
eq(main(N),0,[w(1,0,N)],[]).
eq(w(F,I,N),0,[c(0,N),w(2,I+1,N)],[F=1,N>=0]).
eq(w(F,I,N),1,[w(2,I+1,N)],[F>=2,N>=I]).
eq(w(F,I,N),0,[],[I>=N+1]).
eq(c(I,N),I,[],[]).`},
		{"two counters", `
eq(main(N),0,[w(1,0,N),w(1,3,N)],[]).
eq(w(F,I,N),I,[w(2,I+1,N)],[F=1,N>=I]).
eq(w(F,I,N),0,[],[I>=N+1]).`, `
eq(main(N),0,[w(1,0,N),w(1,3,N)],[]).
eq(w(F,I,N),I,[w(2,I+1,N)],[F=1,N>=I]).
eq(w(F,I,N),0,[],[I>=N+1]).`},
		{"flag not constant", `
eq(main(N),0,[w(1,0,N)],[]).
eq(w(F,I,N),I,[w(F+1,I+1,N)],[F=1,N>=I]).
eq(w(F,I,N),0,[],[I>=N+1]).`, `
eq(main(N),0,[w(1,0,N)],[]).
eq(w(F,I,N),I,[w(F+1,I+1,N)],[F=1,N>=I]).
eq(w(F,I,N),0,[],[I>=N+1]).`},
		{"flag not fixed", `
eq(main(N),0,[w(1,0,N)],[]).
eq(w(F,I,N),I,[w(2,I+1,N)],[F>=1,N>=I]).
eq(w(F,I,N),0,[],[I>=N+1]).`, `
eq(main(N),0,[w(1,0,N)],[]).
eq(w(F,I,N),I,[w(2,I+1,N)],[F>=1,N>=I]).
eq(w(F,I,N),0,[],[I>=N+1]).`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkCESPass(t, tc.name, tc.in, tc.want, func(s *solver.System) { flagFacts(s) }, "flag facts")
		})
	}
}

// TestPinLocals: a local variable that an equation's bounds fix is
// substituted into its calls and cost (the bounds then go); a head
// variable, or a local only bounded, stays. Rule off: the first case
// fails.
func TestPinLocals(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"fixed local", `
eq(main(N),F,[k(N,F,G)],[F>=0,0>=F,G=1,N>=1]).`, `
eq(main(N),0,[k(N,0,1)],[N>=1]).`},
		{"head and bounded", `
eq(main(N),0,[k(N,F)],[N>=1,1>=N,F>=0,2>=F]).`, `
eq(main(N),0,[k(N,F)],[N>=1,1>=N,F>=0,2>=F]).`},
	} {
		t.Run(tc.name, func(t *testing.T) { checkCESPass(t, tc.name, tc.in, tc.want, pinLocals, "pinned locals") })
	}
}
