package seqcost

import (
	"strings"
	"testing"

	"bspcost/frontend"
)

// TestFoldConstants: which argument positions foldConstants removes, on
// systems written by hand. Each case is a mutation check of one rule:
// positions constant at every call go (rule off: the step stays), a
// constant passed on unchanged by the relation's own calls goes too, but
// not one its own calls change (i := 2 * i) or that two calls give
// different values, and folding goes on into the relations a folded one
// calls.
func TestFoldConstants(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"step", `
eq(main(N),0,[w(1,N,1)],[]).
eq(w(I,H,S),1,[w(I+S,H,S)],[H>=I,S>=1]).
eq(w(I,H,S),0,[],[I>=H+1,S>=1]).`, `
eq(main(N),0,[w(1,N)],[]).
eq(w(I,H),1,[w(I+1,H)],[H>=I]).
eq(w(I,H),0,[],[I>=H+1]).`},
		// A step other than 1 stays: the solver floors (hi - lo)/s for
		// a step argument, not for a number (isStep).
		{"step 2", `
eq(main(N),0,[w(1,N,2)],[]).
eq(w(I,H,S),1,[w(I+S,H,S)],[H>=I,S>=1]).
eq(w(I,H,S),0,[],[I>=H+1,S>=1]).`, `
eq(main(N),0,[w(1,N,2)],[]).
eq(w(I,H,S),1,[w(I+S,H,S)],[H>=I,S>=1]).
eq(w(I,H,S),0,[],[I>=H+1,S>=1]).`},
		{"flag 2", `
eq(main(N),0,[w(1,N,2)],[]).
eq(w(I,H,F),F,[w(I+1,H,F)],[H>=I]).
eq(w(I,H,F),0,[],[I>=H+1]).`, `
eq(main(N),0,[w(1,N)],[]).
eq(w(I,H),2,[w(I+1,H)],[H>=I]).
eq(w(I,H),0,[],[I>=H+1]).`},
		{"changed by itself", `
eq(main(N),0,[w(1,N)],[]).
eq(w(K,N),1,[w(2*K,N)],[N>=K+1]).
eq(w(K,N),0,[],[K>=N]).`, `
eq(main(N),0,[w(1,N)],[]).
eq(w(K,N),1,[w(2*K,N)],[N>=K+1]).
eq(w(K,N),0,[],[K>=N]).`},
		{"two values", `
eq(main(N),0,[w(1,N)],[N>=3]).
eq(main(N),0,[w(2,N)],[2>=N]).
eq(w(S,N),S,[],[]).`, `
eq(main(N),0,[w(1,N)],[N>=3]).
eq(main(N),0,[w(2,N)],[2>=N]).
eq(w(S,N),S,[],[]).`},
		// w first: it is checked before k is folded, and again after.
		{"chain", `
eq(w(A,N),A*N,[],[A>=1]).
eq(main(N),0,[k(N,3)],[]).
eq(k(N,A),0,[w(A,N)],[]).`, `
eq(w(N),3*N,[],[]).
eq(main(N),0,[k(N)],[]).
eq(k(N),0,[w(N)],[]).`},
		{"false constraint kept", `
eq(main(N),0,[w(N,0)],[]).
eq(w(N,A),1,[],[A>=1]).
eq(w(N,A),0,[],[]).`, `
eq(main(N),0,[w(N)],[]).
eq(w(N),1,[],[0>=1]).
eq(w(N),0,[],[]).`},
	} {
		t.Run(tc.name, func(t *testing.T) { checkCESPass(t, tc.name, tc.in, tc.want, foldConstants, "folded") })
	}
}

// TestFoldProgram: the step of a for loop (always 1) is no argument of
// its relation, and a step that is 1 or 2 stays one; both bounds sound.
func TestFoldProgram(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		arity     int
	}{
		{"step-1", `program a(N) requires N >= 1
  for i := 1 to N do {1 * r} skip end
end`, 2},
		{"step-1-or-2", `program a(N) requires N >= 1
  var s := 1
  if pid > 0 then s := 2 end
  for i := 1 to N step s do {1 * r} skip end
end`, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			prog := parse(t, tc.name, tc.src)
			r, err := Equations(prog, frontend.ResR, Options{})
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range r.System.Eqs {
				if strings.HasPrefix(e.Head.Name, "w") && len(e.Head.Args) != tc.arity {
					t.Errorf("%s has %d arguments; want %d\n%s", e.Head, len(e.Head.Args), tc.arity, r.System.Format())
					break
				}
			}
			checkSound(t, prog)
		})
	}
}
