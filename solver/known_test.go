package solver

import (
	"math/rand"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestKnownSystems: small systems for each rule of the solver, with the
// bound it prints (golden in the table) and the evaluator check. Each
// rule switched off or weakened fails one of these (mutation check).
func TestKnownSystems(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"linear", "eq(f(A,B),1,[f(A-1,B)],[A>=B+1]).\neq(f(A,B),0,[],[B>=A]).", "nat(A - B)"},
		{"lexicographic reset", `entry(main(A,B,C):[]).
eq(main(A,B,C),0,[],[A=0]).
eq(main(A,B,C),0,[],[B=0]).
eq(main(A,B,C),1,[main(A,B-1,C)],[A>=1,B>=1]).
eq(main(A,B,C),1,[main(A-1,C,C)],[A>=1,B>=1]).`, "nat(A) + nat(B) + nat(A)*nat(C - 1)"},
		{"halving", "eq(w(X),0,[],[X=<0]).\neq(w(X),1,[w(Y)],[Y*2=<X,X>=1]).", "floor(log2(X)) + 1"},
		{"nested", `entry(outer(N):[]).
eq(outer(N),0,[outer1(N,0)],[]).
eq(outer1(N,I),0,[],[I>=N]).
eq(outer1(N,I),0,[inner(N,0),outer1(N,I+1)],[N>=I+1]).
eq(inner(N,J),0,[],[J>=N]).
eq(inner(N,J),1,[inner(N,J+1)],[N>=J+1]).`, "nat(N)*nat(N)"},
		{"two phases", `eq(p(X,Y),1,[p(X-1,Y)],[X>=1]).
eq(p(X,Y),1,[p(X,Y-1)],[0>=X,Y>=1]).
eq(p(X,Y),0,[],[0>=X,0>=Y]).`, "nat(X) + nat(Y)"},
		{"fibonacci", `eq(fib(N),1,[],[1>=N]).
eq(fib(N),1,[fib(N-1),fib(N-2)],[N>=2]).`, "2*2^(nat(N - 1))"},
		{"step by a parameter", `entry(l(N,P):[P>=1]).
eq(l(N,P),0,[w(N,P,0)],[]).
eq(w(N,P,I),1,[w(N,P,I+P)],[N>=I+1,P>=1]).
eq(w(N,P,I),0,[],[I>=N]).`, "min(floor(nat(N - 1)/P) + 1, nat(N))"},
		{"counter grows per outer iteration", `entry(o(N,R):[]).
eq(o(N,R),0,[],[0>=N]).
eq(o(N,R),0,[i(R),o(N-1,R+1)],[N>=1]).
eq(i(R),1,[i(R-1)],[R>=1]).
eq(i(R),0,[],[0>=R]).`, "nat(N)*nat(R + nat(N))"},
		{"counter grows per halving", `entry(o(N,R):[]).
eq(o(N,R),0,[],[0>=N]).
eq(o(N,R),0,[i(R),o(M,R+1)],[N>=1,2*M=<N,M>=0]).
eq(i(R),1,[i(R-1)],[R>=1]).
eq(i(R),0,[],[0>=R]).`, "(floor(log2(N)) + 1)*nat(R + floor(log2(N)) + 1)"},
		{"increase by a growing variable", `entry(o(N,M,R):[]).
eq(o(N,M,R),0,[],[0>=N]).
eq(o(N,M,R),0,[i(M),o(N-1,M+R,R+1)],[N>=1]).
eq(i(M),1,[i(M-1)],[M>=1]).
eq(i(M),0,[],[0>=M]).`, "nat(M + nat(N)*nat(R + nat(N)))*nat(N)"},
		{"split recursion", `eq(t(N),1,[t(L),t(R)],[N>=2,L>=1,R>=1,L+R=N]).
eq(t(N),0,[],[1>=N]).`, "nat(N - 1)*nat(N)/2"},
		{"no ranking", "eq(f(A),1,[f(A+1)],[A>=0]).\neq(f(A),0,[],[0>=A+1]).", ""},
	}
	for _, tc := range tests {
		sys, err := ParseCES(tc.name+".ces", tc.src)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		res := Solve(sys, Options{})
		got := ""
		if res[0].Bound != nil {
			got = res[0].Bound.String()
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s\nreason: %s", tc.name, diff, res[0].Reason)
		}
		checkSound(t, tc.name, sys, rand.New(rand.NewSource(1)), 40, 20000)
	}
}
