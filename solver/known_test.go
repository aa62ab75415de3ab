package solver

import (
	"fmt"
	"math/rand"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestKnownSystems: small systems for each rule of the solver, with the
// bound it prints (golden in the table) and the evaluator check. Each
// rule switched off or weakened fails one of these (mutation check).
func TestKnownSystems(t *testing.T) {
	for _, f := range knownFailures(t) {
		t.Error(f)
	}
	for _, tc := range knownSystems {
		sys, err := ParseCES(tc.name+".ces", tc.src)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		checkSound(t, tc.name, sys, Options{}, rand.New(rand.NewSource(1)), 40, 20000)
	}
	for _, tc := range knownTerminating {
		sys, err := ParseCES(tc.name+".ces", tc.src)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		checkSound(t, tc.name, sys, Options{Terminating: true}, rand.New(rand.NewSource(1)), 40, 20000)
	}
}

// knownFailures solves every system of knownSystems (and the other
// tables of knownChecks) and returns the differences from the expected
// bounds.
func knownFailures(t *testing.T) []string {
	var out []string
	for _, c := range knownChecks(t) {
		out = append(out, c.run()...)
	}
	return out
}

// knownCheck is one system (or one rule's case) of the mutation checks:
// run returns its differences from the expected result.
type knownCheck struct {
	name string
	run  func() []string
}

// knownChecks are the checks of knownFailures, one per system.
func knownChecks(t *testing.T) []knownCheck {
	var checks []knownCheck
	solved := func(name, src string, opt Options) []Result {
		sys, err := ParseCES(name+".ces", src)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return Solve(sys, opt)
	}
	bound := func(res []Result) string {
		if res[0].Bound != nil {
			return res[0].Bound.String()
		}
		return ""
	}
	differ := func(name, want, got string, res []Result) []string {
		if diff := cmp.Diff(want, got); diff != "" {
			return []string{fmt.Sprintf("%s (-want +got):\n%s\nreason: %s", name, diff, res[0].Reason)}
		}
		return nil
	}
	for _, tc := range knownSystems {
		checks = append(checks, knownCheck{tc.name, func() []string {
			res := solved(tc.name, tc.src, Options{})
			return differ(tc.name, tc.want, bound(res), res)
		}})
	}
	for _, tc := range knownApart {
		checks = append(checks, knownCheck{tc.name, func() []string {
			was := *tc.off
			*tc.off = true
			res := solved(tc.name, tc.src, Options{})
			*tc.off = was
			return differ(tc.name, tc.want, bound(res), res)
		}})
	}
	for _, tc := range knownTerminating {
		checks = append(checks, knownCheck{tc.name, func() []string {
			var out []string
			// The default (strict) semantics: no bound for a loop that
			// may not terminate.
			if res := solved(tc.name, tc.src, Options{}); res[0].Bound != nil {
				out = append(out, fmt.Sprintf("%s: bound %s under the default options", tc.name, res[0].Bound))
			}
			res := solved(tc.name, tc.src, Options{Terminating: true})
			got := ""
			if res[0].Bound != nil {
				got = res[0].Bound.String() + " for terminating evaluations; may not terminate: " + strings.Join(res[0].MayNotTerminate, ", ")
			}
			return append(out, differ(tc.name+", terminating evaluations", tc.want, got, res)...)
		}})
	}
	for _, systems := range [][]limitedSystem{carriedSystems, passedSystems} {
		for i := range systems {
			checks = append(checks, knownCheck{systems[i].name, func() []string { return limitedFailures(t, systems[i:i+1]) }})
		}
	}
	return checks
}

// knownTerminating are systems with loops that may not terminate, with
// the bound of their terminating evaluations (Options.Terminating) and
// the loops named; under the default options they have no bound.
var knownTerminating = []struct{ name, src, want string }{
	// Each application of the loop costs -1: every complete derivation
	// costs at most 0, though f(X) with X >= 1 has none.
	{"negative cost loop", "eq(f(X),-1,[f(X)],[X>=1]).\neq(f(X),0,[],[X=0]).",
		"0 for terminating evaluations; may not terminate: f/1 (line 1)"},
	// Line 2 may repeat without end at no cost; line 3, ranked by A,
	// does not increase A on line 2 and costs 1 each.
	{"free loop beside a ranked one", `eq(f(A,B),0,[g(B),f(A,B)],[A>=1]).
eq(f(A,B),1,[f(A-1,B+1)],[A>=1]).
eq(f(A,B),0,[],[0>=A]).
eq(g(B),0,[],[]).`, "nat(A) for terminating evaluations; may not terminate: f/2 (line 1)"},
	// A loop with no ranking function (A may pass 0 and decrease without
	// end), paid by the potential A: each application costs 1 and lowers
	// A by 1, and the exit has A = 0.
	{"potential of a loop that may not terminate", "eq(f(A),1,[f(A-1)],[]).\neq(f(A),0,[],[A=0]).",
		"A for terminating evaluations; may not terminate: f/1 (line 1)"},
	// The same potential, L, needs L >= 0 where the loop leaves: v is
	// called only from its own component (no site outside gives a
	// value; its call of itself, which never applies, keeps it from
	// being unfolded into w), so its candidates are signs, and L >= 0
	// holds at each call (dec's output is >= 0 when its input is).
	{"signs of a location called only in its loop", `eq(main(L),0,[w(L)],[L>=0]).
eq(w(L),0,[],[]).
eq(w(L),0,[dec(L,Lo),v(Lo)],[L>=1]).
eq(v(L),0,[w(L)],[L>=1]).
eq(v(L),0,[w(0)],[]).
eq(dec(L,Lo),0,[],[L=Lo]).
eq(dec(L,Lo),1,[dec(L-1,Lo)],[L>=1]).
eq(v(L),0,[v(L)],[L>=1,0>=L]).`, "L for terminating evaluations; may not terminate: v/1 (line 4), v/1 (line 5), w/1 (line 3)"},
}

// TestMutations switches each optional rule of the solver off in turn
// (the switches of mutation.go) and checks that knownSystems notices.
func TestMutations(t *testing.T) {
	checks := append(knownChecks(t), simplifyChecks(t)...)
	for name, sw := range mutationSwitches {
		// One failing check is enough: the checks that name the rule
		// first (a system's name says "(callLP)" for noCallLP), then
		// the others in order, up to the first that fails.
		rule := strings.ToLower(strings.TrimPrefix(name, "no"))
		ordered := slices.Clone(checks)
		slices.SortStableFunc(ordered, func(a, b knownCheck) int {
			return btoi(!strings.Contains(strings.ToLower(a.name), rule)) - btoi(!strings.Contains(strings.ToLower(b.name), rule))
		})
		*sw = true
		noticed := false
		for _, c := range ordered {
			if len(c.run()) > 0 {
				noticed = true
				break
			}
		}
		*sw = false
		if !noticed {
			t.Errorf("rule %s switched off: no known system changes its bound (untested rule)", name)
		}
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// knownSystems are small systems for each rule of the solver with the
// bound it prints.
var knownSystems = []struct{ name, src, want string }{
	// A loop whose first iteration is one of two equations (K + 1 or
	// 2K next), each counted in a group with its later equations: the
	// first iteration is paid once in all (firstShared), not once per
	// group (then a doubling's rounds are paid again).
	{"a loop's first iteration in two groups, paid once in all (firstShared)", `entry(main(P):[P>=2]).
eq(main(P),0,[w(P,1,1)],[]).
eq(w(P,F,K),P,[w(P,0,K+1)],[P>=K+1,F>=1,K>=1]).
eq(w(P,F,K),P,[w(P,0,2*K)],[P>=K+1,F>=1,K>=1]).
eq(w(P,F,K),1,[w(P,0,2*K)],[P>=K+1,0>=F,K>=1]).
eq(w(P,F,K),1,[w(P,0,K+1)],[P>=K+1,0>=F,K>=1]).
eq(w(P,F,K),0,[],[K>=P]).`, "nat(P - 2) + nat(P)"},
	// A generated program's system (replicated-loops-262 of gensound's
	// sample): a doubling loop w1, then a loop w7 whose first iteration
	// (V4 >= 1) costs V1 and clears V4, entered from k2 with the V4 that
	// main passes, 0 after the doubling loop ran. w7's first equation
	// pays times [V4 >= 1] (firstGuards: the first application is made
	// at the entry's values, and every call of w7 sets V4 to 0), so k2
	// costs nothing there; without, V1 more.
	{"a loop's first equation paid where its guard on a flag it clears holds at the entry (firstGuards)", `entry(main(V1,V2,D1):[V1>=1,D1=0,V2>=V1]).
eq(main(V1,V2,D1),0,[k2(V1,1,1)],[V1>=1,1>=V1,D1>=0,0>=D1,V2>=V1]).
eq(main(V1,V2,D1),0,[w1(V1,1,1,1,1),k2(V1,F17,F18)],[V1>=2,D1>=0,0>=D1,V2>=V1,F17>=0,0>=F17,F18>=0,0>=F18]).
eq(c4(V1,V11),0,[j5(V1,V11,0)],[V1>=V11+1,V11>=V1,V11>=1]).
eq(c4(V1,V11),0,[j5(V1,V11,0)],[V1>=V11+1,V1>=V11+2,0>=V1]).
eq(c4(V1,V11),0,[j5(V1,V11,0)],[V1>=V11+1,V1>=V11+2,V1>=2]).
eq(c4(V1,V11),0,[j5(V1,V11,0)],[V1>=V11+1,V1>=V11+2,V11>=1]).
eq(c4(V1,V11),0,[j5(V1,V11,0)],[V1>=V11+1,0>=V1]).
eq(c4(V1,V11),0,[j5(V1,V11,0)],[V1>=V11+1,V1>=3]).
eq(c4(V1,V11),0,[j5(V1,V11,0)],[V1>=V11+1,V1>=3,V11>=1]).
eq(c4(V1,V11),0,[j5(V1,V11,0)],[V1>=V11+1,0>=V11,0>=V1]).
eq(c4(V1,V11),0,[j5(V1,V11,0)],[V1>=V11+1,0>=V11,V1>=2]).
eq(c4(V1,V11),0,[j5(V1,V11,0)],[V1>=V11+1,V11>=2,V1>=2]).
eq(c4(V1,V11),0,[j5(V1,V11,0)],[V1>=V11+1,V11>=2]).
eq(c4(V1,V11),1,[j6(V1,V11)],[V1>=V11+1,V1>=1,1>=V1,V11>=V1]).
eq(c4(V1,V11),0,[j6(V1,V11)],[V1>=V11+1,0>=V1]).
eq(c4(V1,V11),0,[j6(V1,V11)],[V1>=V11+1,V1>=2]).
eq(c4(V1,V11),0,[j6(V1,V11)],[V1>=V11+1]).
eq(j5(V1,V11,V13),V13,[j6(V1,V11)],[V1>=V11+1]).
eq(c4(V1,V11),V1,[j6(V1,V11)],[V1>=V11+1,V1>=2,V11>=V1]).
eq(c4(V1,V11),V1,[j6(V1,V11)],[V1>=V11+1,V11>=1,V1>=3]).
eq(c4(V1,V11),0,[j6(V1,V11)],[V1>=V11+1,1>=V1,0>=V11]).
eq(c4(V1,V11),0,[j6(V1,V11)],[V1>=V11+1,1>=V1]).
eq(c4(V1,V11),0,[j6(V1,V11)],[V1>=V11+1,1>=V1,V11>=V1]).
eq(c4(V1,V11),0,[j6(V1,V11)],[V1>=V11+1,0>=V11]).
eq(c4(V1,V11),0,[j6(V1,V11)],[V1>=V11+1,2>=V1]).
eq(c4(V1,V11),0,[j6(V1,V11)],[V1>=V11+1,V11>=V1]).
eq(c4(V1,V11),V1+1,[j6(V1,V11)],[V1>=V11+1,V1>=2,0>=V11]).
eq(c4(V1,V11),0,[j6(V1,V11)],[V1>=V11+1,V11>=1]).
eq(w1(V1,V3,V4,V5,V11),0,[c3(V1,V11),w1(V1,2,0,0,2*V11)],[V1>=V11+1,V3>=2,V4>=0,V5>=0,V11>=1]).
eq(w1(V1,V3,V4,V5,V11),0,[c4(V1,V11),w1(V1,2,0,0,2*V11)],[V1>=V11+1,V3>=1,1>=V3,V4>=0,V5>=0,V11>=1]).
eq(w1(V1,V3,V4,V5,V11),0,[],[V11>=V1,V3>=1,V4>=0,V5>=0,V11>=1]).
eq(k2(V1,V4,V5),0,[k8(V1,V5)],[1>=V1]).
eq(k2(V1,V4,V5),0,[w7(V1,V4,1,V1-1),k8(V1,F28)],[F28>=0,0>=F28,V1>=2]).
eq(c9(V1),V1,[],[V1>=1]).
eq(c9(V1),0,[],[0>=V1]).
eq(w7(V1,V4,V15,H12),0,[c9(V1),w7(V1,0,V15+1,H12)],[H12>=V15,V4>=1]).
eq(w7(V1,V4,V15,H12),0,[w7(V1,0,V15+1,H12)],[H12>=V15,0>=V4]).
eq(w7(V1,V4,V15,H12),0,[],[V15>=H12+1]).
eq(k8(V1,V5),0,[c10(V1)],[V5>=1]).
eq(k8(V1,V5),0,[],[0>=V5]).
eq(j6(V1,V11),0,[],[]).
eq(c3(V1,V11),1,[],[]).
eq(c10(V1),V1,[],[]).`, "max(min(1, nat(-V1 + 2)), min(1, nat(V1 - 1))*(nat(ceil(log2(V1)) - 1) + max(1, V1)*min(1, nat(V1 - 1))))"},
	// A loop whose first iteration (F >= 1) costs N and clears F: its
	// count min(1, nat(N - I), nat(F)) keeps the flag, and a bound
	// without F (a phase's count) would replace it were an indicator's
	// degree its argument's (boundedMin: a minimum with a constant has
	// degree 0); called with F = 0 the loop costs nothing.
	{"a flag's indicator kept in a loop's bound (boundedMin)", `entry(k(N,F):[N>=1,F>=0]).
eq(k(N,F),0,[w(N,F,1,N-1)],[N>=2]).
eq(w(N,F,I,H),N,[w(N,0,I+1,H)],[H>=I,F>=1]).
eq(w(N,F,I,H),0,[w(N,0,I+1,H)],[H>=I,0>=F]).
eq(w(N,F,I,H),0,[],[I>=H+1]).`, "min(1, nat(F), nat(N - 1))*nat(N)"},
	// A doubling loop whose first iteration (F = 1) costs 2 and the
	// others 1: ranked with the first, the others' count is linear
	// (P - K decreases by K >= 1); counted apart, they double K from 2,
	// ceil(log2(P)) - 1 rounds (firstCounted; growScale: rho = K/2 <=
	// (P - 1)/2 counts nat(ceil(log2(P)) - 1), not ceil(log2(P/2 + 1/2)),
	// one more at P = 8).
	{"a doubling loop's later iterations counted apart from its first (firstCounted, growScale)", `entry(w(P,F,K):[P>=2,F=1,K=1]).
eq(w(P,F,K),1,[w(P,2,2*K)],[P>=K+1,F>=2,K>=1]).
eq(w(P,F,K),2,[w(P,2,2*K)],[P>=K+1,F>=1,1>=F,K>=1]).
eq(w(P,F,K),0,[],[K>=P,K>=1]).`, "nat(ceil(log2(P)) - 1) + 2"},
	// A branch after a doubling loop on its counter K >= 4N, which K <=
	// 2P - 2 (after the loop) and N >= P rule out together: no pair of
	// the caller's constraints does, the linear program does (callLP).
	{"a callee's case three caller constraints rule out (callLP)", `entry(main(P,N):[P>=1,N>=P]).
eq(main(P,N),0,[k(P,N,F)],[P>=1,N>=P,2*P>=F+2,F>=P]).
eq(k(P,N,K),P,[],[K>=4*N]).
eq(k(P,N,K),0,[],[4*N>=K+1]).`, "0"},
	// Two supersteps after a branch: the call of j from c's equations at
	// P >= 3 excludes j's cases of P <= 2, and the largest of the rest
	// (P + 1) has lost the indicator of P >= 2 that j's own bound keeps:
	// the call costs j's own bound, below at P = 1 (smallerCall).
	{"a callee's own bound below the bound of its cases that follow the call (smallerCall)", `entry(main(V1,V2,V3,D1):[V1>=1,V2>=V1,V3>=1]).
eq(c1(V1,V3,D1),V1,[j2(V1,V3,1,D1)],[V1>=1,1>=V1,V3>=1,D1>=0,0>=D1,V1=D1+1]).
eq(c1(V1,V3,D1),V1,[j2(V1,V3,0,D1)],[V1>=1,1>=V1,V3>=1,-1>=D1]).
eq(c1(V1,V3,D1),V1,[j2(V1,V3,0,D1)],[V1>=3,V3>=1,-1>=D1]).
eq(c1(V1,V3,D1),V1,[j2(V1,V3,0,D1)],[V1>=1,V3>=1,-1>=D1]).
eq(c1(V1,V3,D1),V1,[j2(V1,V3,0,D1)],[V1>=1,1>=V1,V3>=1,D1>=1]).
eq(c1(V1,V3,D1),V1,[j2(V1,V3,0,D1)],[V1>=3,V3>=1,D1>=1]).
eq(c1(V1,V3,D1),V1,[j2(V1,V3,0,D1)],[V1>=1,V3>=1,D1>=1]).
eq(c1(V1,V3,D1),V1,[j2(V1,V3,0,D1)],[V1>=1,1>=V1,V3>=1,D1>=V1]).
eq(c1(V1,V3,D1),V1,[j2(V1,V3,0,D1)],[V1>=3,V3>=1,D1>=V1]).
eq(c1(V1,V3,D1),V1,[j2(V1,V3,0,D1)],[V1>=1,V3>=1,D1>=V1,D1>=1]).
eq(c1(V1,V3,D1),V1,[j2(V1,V3,2,D1)],[V1>=2,2>=V1,V3>=1,V1>=D1+2,D1>=0,0>=D1]).
eq(c1(V1,V3,D1),V1,[j2(V1,V3,0,D1)],[V1>=1,1>=V1,V3>=1,V1>=D1+2]).
eq(c1(V1,V3,D1),V1,[j2(V1,V3,0,D1)],[V1>=3,V3>=1,V1>=D1+2]).
eq(c1(V1,V3,D1),V1,[j2(V1,V3,0,D1)],[V1>=1,V3>=1,V1>=D1+2,-1>=D1]).
eq(c1(V1,V3,D1),V1,[j2(V1,V3,0,D1)],[V1>=1,V3>=1,V1>=D1+2,D1>=1]).
eq(c1(V1,V3,D1),V1,[j2(V1,V3,2,D1)],[V1>=2,2>=V1,V3>=1,D1>=0,0>=D1]).
eq(c1(V1,V3,D1),V1,[j2(V1,V3,0,D1)],[V1>=3,V3>=1]).
eq(c1(V1,V3,D1),V1,[j2(V1,V3,0,D1)],[V1>=2,V3>=1,-1>=D1]).
eq(c1(V1,V3,D1),V1,[j2(V1,V3,0,D1)],[V1>=2,V3>=1,D1>=1]).
eq(j2(V1,V3,V7,D1),V1,[],[V1>=3,V3>=1,D1>=0,0>=D1]).
eq(j2(V1,V3,V7,D1),V7,[],[V1>=1,V3>=1,-1>=D1]).
eq(j2(V1,V3,V7,D1),V1+1,[],[V1>=1,V3>=1,D1>=1,V1>=D1+1]).
eq(j2(V1,V3,V7,D1),V7,[],[V1>=1,V3>=1,D1>=1,D1>=V1]).
eq(j2(V1,V3,V7,D1),V1+1,[],[V1>=1,2>=V1,V3>=1,D1>=1,V1>=D1+1]).
eq(j2(V1,V3,V7,D1),V7,[],[V1>=1,2>=V1,V3>=1,0>=D1]).
eq(j2(V1,V3,V7,D1),V7,[],[V1>=1,2>=V1,V3>=1,D1>=V1]).
eq(main(V1,V2,V3,D1),0,[c1(V1,V3,D1)],[V1>=1,V2>=V1,V3>=1]).`, "max(V1 + max(min(1, nat(V1 - 1))*nat(V1 + 1), min(1, nat(V1 - 2))*nat(V1)), min(1, nat(-V1 + 2))*nat(V1 + 1), min(1, nat(-V1 + 3), nat(V1 - 1))*nat(V1 + 2), min(1, nat(V1 - 2))*nat(V1 + max(min(1, nat(V1 - 1))*nat(V1 + 1), min(1, nat(V1 - 2))*nat(V1))))"},
	// A superstep charged D from P = 4 after a branch on P = 2..4: the
	// call decides j's case P >= 5 against it, and keeps the indicator of
	// P >= 4, which it leaves undecided: 2 at P = 2, 3 (callGuards).
	{"a callee's guard that its call leaves undecided (callGuards)", `entry(main(P,D):[P>=1]).
eq(main(P,D),0,[c(P,D)],[]).
eq(c(P,D),1,[j(P,D)],[1>=P]).
eq(c(P,D),2,[j(P,D)],[P>=2,4>=P]).
eq(c(P,D),0,[j(P,D)],[P>=5]).
eq(j(P,D),2*D+2,[],[P>=5,D>=1]).
eq(j(P,D),D,[],[P>=4,4>=P,D>=1]).
eq(j(P,D),0,[],[3>=P]).
eq(j(P,D),0,[],[0>=D]).`, "max(max(0, 2*D + 2)*min(1, nat(P - 4)), min(1, nat(-P + 2)), min(1, nat(-P + 5), nat(P - 1))*(min(1, nat(P - 3))*nat(D) + 2))"},
	// A doubling loop whose later iterations call c, whose cases for K
	// <= 0 cost P and for K >= 0 cost P - K: the loop's K >= 1 excludes
	// the first, and the calls' cost P - K is summed over K = 2, 4, ...
	// (the sampled points of below are too few under the loop's
	// relational constraints: subMax).
	{"a call's cases in a loop kept where they are some of the callee's maximum (subMax)", `entry(main(P,N):[P>=2,N>=P]).
eq(main(P,N),0,[w(P,N,1,1)],[]).
eq(w(P,N,F,K),0,[c(P,N,K),w(P,N,2,2*K)],[P>=K+1,F>=2,K>=1]).
eq(w(P,N,F,K),P,[w(P,N,2,2*K)],[P>=K+1,F>=1,1>=F,K>=1]).
eq(w(P,N,F,K),0,[],[K>=P,K>=1]).
eq(c(P,N,K),P,[],[P>=K+1,0>=K,N>=4*P]).
eq(c(P,N,K),P-K,[],[P>=K+1,K>=0,N>=4*P]).
eq(c(P,N,K),P,[],[P>=K+1,0>=K,4*P>=N-3]).
eq(c(P,N,K),P-K,[],[P>=K+1,K>=0,4*P>=N-3]).
eq(c(P,N,K),P,[],[P>=K+1,0>=K,P>=2]).
eq(c(P,N,K),P-K,[],[P>=K+1,K>=0,P>=2]).
eq(c(P,N,K),0,[],[P>=K+1,4*P>=N-3,P>=2]).`, "-2^(ceil(log2(P))) - nat(P - 1) + ceil(log2(P))*nat(P) + min(1, nat(P - 1))*nat(P) + 1"},
	// A counter doubled from K = 2 below P: ceil(log2(P)) - 1 rounds
	// (growScale).
	{"a counter doubled from 2 (growScale)", `entry(main(P):[P>=1]).
eq(main(P),0,[w(P,2)],[]).
eq(w(P,K),1,[w(P,2*K)],[P>=K+1,K>=2]).
eq(w(P,K),0,[],[K>=P]).`, "nat(ceil(log2(P)) - 1)"},
	// A loop from pid stepping by P that charges only from pid >= 1: its
	// count is taken where the charge's case holds, pid = 1, not at pid
	// = 0 where the indicator is 0 (indicatorProduct).
	{"a count bounded where its case holds (indicatorProduct)", `entry(main(P,N):[P>=1,N>=0]).
eq(main(P,N),0,[w(S,P,S,N)],[S>=0,P>=S+1]).
eq(w(S,P,K,N),1,[w(S,P,K+P,N)],[N>=K+1,S>=1]).
eq(w(S,P,K,N),0,[w(S,P,K+P,N)],[N>=K+1,0>=S]).
eq(w(S,P,K,N),0,[],[K>=N]).`, "min(1, nat(P - 1))*min(ceil(nat(N - 1)/P), nat(N - 1))"},
	// A superstep's h pending at an outer loop's entry (F = 1), paid by
	// the inner loop's first iteration and reset to 0 by both loops: the
	// outer loop's equation split on F = 0 enters the inner loop with the
	// constant 0, and the case F >= 1 applies only first (splitResetFlags).
	{"an outer loop that resets the flag it passes to an inner loop (splitResetFlags)", `entry(main(P,N):[P>=1,N>=1]).
eq(main(P,N),0,[w1(P,1,0,N)],[]).
eq(w1(P,F,I,N),0,[w3(P,F,0),w1(P,0,I+1,N)],[N>=I+1]).
eq(w1(P,F,I,N),0,[],[I>=N]).
eq(c(P),P,[],[P>=1]).
eq(w3(P,F,J),0,[c(P),w3(P,0,J+1)],[3>=J,F>=1]).
eq(w3(P,F,J),0,[w3(P,0,J+1)],[3>=J,0>=F]).
eq(w3(P,F,J),0,[],[J>=4]).`, "min(1, nat(N))*nat(P)"},
	// The same where the outer loop's path through the inner loop (M >=
	// 2) resets the flag through a fresh G with G >= 0 and 0 >= G
	// (resetFlags, withFixed).
	{"an outer loop that resets a flag through a fixed variable (splitResetFlags)", `entry(main(P,N,M):[P>=1,N>=1]).
eq(main(P,N,M),0,[w1(P,M,1,0,N)],[]).
eq(w1(P,M,F,I,N),0,[k(P,M,0,I,N)],[N>=I+1,1>=M]).
eq(w1(P,M,F,I,N),0,[w3(P,M,F,1),k(P,M,G,I,N)],[N>=I+1,M>=2,G>=0,0>=G]).
eq(w1(P,M,F,I,N),0,[],[I>=N]).
eq(k(P,M,F,I,N),0,[w1(P,M,F,I+1,N)],[]).
eq(c(P),P,[],[P>=1]).
eq(w3(P,M,F,J),0,[c(P),w3(P,M,0,2*J)],[M>=J+1,J>=1,F>=1]).
eq(w3(P,M,F,J),0,[w3(P,M,0,2*J)],[M>=J+1,J>=1,0>=F]).
eq(w3(P,M,F,J),0,[],[J>=M,J>=1]).`, "min(1, nat(M - 1))*min(1, nat(N))*nat(P)"},
	// A doubling loop entered with its flag at 2, the constant its calls
	// reset it to (a clone for it: resetTo), and at 1: the system with
	// the clone bounds the loop entered at 1 by a count linear in P, the
	// one without it by ceil(log2(P)) + 1, which is below and kept
	// (smallerResult).
	{"a reset clone whose bound is above the one without it (smallerResult)", `entry(main(P):[P>=2]).
eq(main(P),0,[w(P,2,1)],[]).
eq(main(P),0,[w(P,1,1)],[]).
eq(c1(P,K),1,[],[P>=K+1,P>=1]).
eq(c2(P,K),2,[],[P>=K+1,P>=1]).
eq(w(P,F,K),0,[c1(P,K),w(P,2,2*K)],[P>=K+1,F>=2,K>=1]).
eq(w(P,F,K),0,[c2(P,K),w(P,2,2*K)],[P>=K+1,F>=1,1>=F,K>=1]).
eq(w(P,F,K),0,[],[K>=P,K>=1]).`, "2*min(1, nat(P - 1)) + nat(ceil(log2(P)) - 1)"},
	// A doubled counter's loop whose cost, 2 - K at K = 1 and 1 after it,
	// is a form of a higher growth than a potential's 2P - 3 but below it
	// at every point: the count, ceil(log2(P)) rounds of 1, is kept
	// (countedBelow).
	{"a loop's counted bound below a potential's of a lower growth (countedBelow)", `entry(main(P):[P>=1]).
eq(main(P),0,[w(P,1)],[]).
eq(w(P,K),0,[c(P,K),w(P,2*K)],[P>=K+1,K>=1]).
eq(w(P,K),0,[],[K>=P,K>=1]).
eq(c(P,K),1,[],[P>=K+1,K>=2]).
eq(c(P,K),2-K,[],[P>=K+1,K>=1,1>=K,P>=3]).`, "ceil(log2(P))*max(min(1, nat(-P + 3), nat(P - 2)), min(1, nat(P - 2)), min(1, nat(P - 2))*nat(-P + 3))"},
	// Three rounds rank the joins' guarded paths (C, D and N against K);
	// the paths left then form no cycle, and the cut's count (the sum of
	// the three, plus one) is below the next round's, which pays for
	// each of the nine paths of the first join apart (laterCut). The
	// joins' cases E >= 2, 3, ... are subsumed by E >= 1 (dropSubsumed):
	// knownApart solves the system without that rule too, where the paths
	// stay many and laterCut shows.
	{"a loop body of joins of many paths, counted by a later round's cut (laterCut)", `entry(main(N,C,D,E):[N>=0]).
eq(main(N,C,D,E),0,[w(0,N,C,D,E)],[]).
eq(w(K,N,C,D,E),0,[j1(K,N,C,D,E)],[]).
` + casesEqs("eq(j1(K,N,C,D,E),1,[j2(K,N,C,D,E)],[C>=K+1,E>=%d]).\n", unfoldMax+1) + `eq(j1(K,N,C,D,E),1,[j2(K,N,C,D,E)],[K>=C]).
` + casesEqs("eq(j2(K,N,C,D,E),1,[j3(K,N,C,D,E)],[D>=K+1,E>=%d]).\n", unfoldMax+1) + `eq(j2(K,N,C,D,E),1,[j3(K,N,C,D,E)],[K>=D]).
` + casesEqs("eq(j3(K,N,C,D,E),1,[w(K+1,N,C,D,E)],[N>=K+1,E>=%d]).\n", unfoldMax+1) + `eq(j3(K,N,C,D,E),0,[],[K>=N]).
` + fillerEqs(maxInvEqs), "2*nat(C) + nat(D) + 3*nat(N) + 2"},
	// The sender pid + 1 (X + 1 < P, X >= 0) exists from P = 2 only:
	// the callee's case costs 2 there, 1 at P = 1 (impliedGuards).
	{"a callee's case P >= 2 that its constraints of two variables imply (impliedGuards)", `entry(main(P):[P>=1]).
eq(main(P),0,[c(P,X)],[X>=0,P>=X+1]).
eq(c(P,X),2,[],[P>=X+2]).
eq(c(P,X),1,[],[X>=P-1]).`, "max(1, 2*min(1, nat(P - 1)))"},
	// A case of two parameters (floor(P/3) >= K as P >= 3*K) in a
	// relation that only the entry calls, with the entry's parameters:
	// its indicator (calleeJoint), so P + 1 where P >= 3*K only.
	{"a callee's case of two parameters (calleeJoint)", `entry(main(P,K):[P>=1,K>=1]).
eq(main(P,K),0,[c(P,K)],[]).
eq(c(P,K),P+1,[],[P>=3*K]).
eq(c(P,K),P,[],[3*K>=P+1]).`, "max(min(1, nat(-3*K + P + 1), nat(P - 2))*nat(P + 1), min(1, nat(3*K - P))*nat(P))"},
	// A call that decides a callee's cases (F = 2) but not their guard
	// P >= 2, where the caller's constraints tie P to other values (P >=
	// E + 1, E >= 0: every equal point fails them, and P = 1 needs E = 0
	// among the random ones): the linear program finds the guard open
	// where the sampled points miss P = 1 (guardOpen). Seqcost's
	// equations of a superstep after a doubling loop.
	{"a call's case whose guard the caller's constraints leave open (guardOpen)", `entry(k2(P,V3,V4,D,E):[P>=1,D>=1,E>=0,P>=E+1,V4>=1,1>=V4]).
eq(k2(P,V3,V4,D,E),0,[k4(P,V4,E)],[1>=D]).
eq(k2(P,V3,V4,D,E),0,[k4(P,F,E)],[F>=2,2>=F,D>=2]).
eq(c6(P,E),P,[],[E>=0,P>=E+1,P>=0]).
eq(c6(P,E),0,[],[-1>=E]).
eq(c6(P,E),0,[],[E>=P]).
eq(k4(P,V4,E),1,[],[V4>=2,P>=2]).
eq(k4(P,V4,E),0,[],[V4>=2,1>=P]).
eq(k4(P,V4,E),P-1,[],[V4>=2,P>=1,2>=P]).
eq(k4(P,V4,E),0,[c6(P,E)],[V4>=1,1>=V4]).
eq(k4(P,V4,E),0,[],[0>=V4]).`, "max(P*min(1, nat(-D + 2)), max(min(1, nat(-P + 3))*nat(P - 1), min(1, nat(P - 1)))*min(1, nat(D - 1)))"},
	// A superstep that sends P words from P = 6 and N = 8 only, one
	// costly case of its relation: its indicator splits off five and
	// seven small values (calleeSmallOne), not the four of a relation of
	// several cases, which weakens the guards to P >= 5 and N >= 5.
	{"a callee's one costly case from P = 6 and N = 8 (calleeSmallOne)", `entry(main(P,N):[P>=1,N>=1]).
eq(main(P,N),0,[k(P,N)],[]).
eq(k(P,N),1,[j(P,N)],[]).
eq(j(P,N),P,[],[P>=6,N>=8]).
eq(j(P,N),0,[],[5>=P]).
eq(j(P,N),0,[],[7>=N]).`, "min(1, nat(N - 7), nat(P - 5))*nat(P) + 1"},
	// A relation of more cases than calleeGuarded keeps (c: ten costs)
	// calls j where its last equation's constraints decide j's guards:
	// that call keeps their indicators (keepDecided), or c's bound is 10
	// at every P and N, though 10 is paid only where P >= 3 and N >= 4.
	{"a call from a relation of many cases whose constraints decide the callee's guards (keepDecided)", `entry(main(P,N):[P>=1,N>=1]).
eq(main(P,N),0,[k(P,N)],[]).
eq(k(P,N),0,[c(P,N,X)],[X>=0,9>=X]).
eq(c(P,N,X),0,[j(P,N)],[X>=0,0>=X]).
eq(c(P,N,X),1,[j(P,N)],[X>=1,1>=X]).
eq(c(P,N,X),2,[j(P,N)],[X>=2,2>=X]).
eq(c(P,N,X),3,[j(P,N)],[X>=3,3>=X]).
eq(c(P,N,X),4,[j(P,N)],[X>=4,4>=X]).
eq(c(P,N,X),5,[j(P,N)],[X>=5,5>=X]).
eq(c(P,N,X),6,[j(P,N)],[X>=6,6>=X]).
eq(c(P,N,X),7,[j(P,N)],[X>=7,7>=X]).
eq(c(P,N,X),8,[j(P,N)],[X>=8,8>=X]).
eq(c(P,N,X),8,[j(P,N)],[X>=9,P>=3,N>=4]).
eq(j(P,N),2,[],[P>=3,N>=4]).
eq(j(P,N),0,[],[2>=P]).
eq(j(P,N),0,[],[3>=N]).`, "2*min(1, nat(N - 3), nat(P - 2)) + 8"},
	// A loop that pays P in each of its four rounds where the process
	// X has a neighbour X + 1 < P: nothing at P = 1 (loopGuarded's
	// implied guards).
	{"a loop's costly equation that its constraints of two variables keep to P >= 2 (impliedLoopGuards)", `entry(main(P):[P>=1]).
eq(main(P),0,[w(X,P,0)],[X>=0,P>=X+1]).
eq(w(X,P,I),P,[w(X,P,I+1)],[P>=X+2,3>=I]).
eq(w(X,P,I),0,[w(X,P,I+1)],[X>=P-1,3>=I]).
eq(w(X,P,I),0,[],[I>=4]).`, "4*min(1, nat(P - 1))*nat(P)"},
	// The implied case P >= 2 of 2*P is below the other equation's
	// 8*P + 1 anyway: the bound without it reads better (plainCases).
	{"an implied case that lowers no value at the sampled points (plainCases)", `entry(main(P):[P>=1]).
eq(main(P),0,[c(P,X)],[X>=0,P>=X+1]).
eq(c(P,X),8*P+1,[],[X>=P-1]).
eq(c(P,X),2*P,[],[P>=X+2]).`, "max(2*P, 8*P + 1)"},
	// Nine cases of P >= 2 in a relation that only the entry calls:
	// past maxCalleeCases, each still keeps its indicator (entryCallees).
	{"a relation of many cases that only the entry calls (entryCallees)", `entry(main(P,K):[P>=1]).
eq(main(P,K),0,[c(P,K)],[]).
eq(c(P,K),1,[],[1>=P]).
eq(c(P,K),2,[],[P>=2,K>=1]).
eq(c(P,K),3,[],[P>=2,K>=2]).
eq(c(P,K),4,[],[P>=2,K>=3]).
eq(c(P,K),5,[],[P>=2,K>=4]).
eq(c(P,K),6,[],[P>=2,K>=5]).
eq(c(P,K),7,[],[P>=2,K>=6]).
eq(c(P,K),8,[],[P>=2,K>=7]).
eq(c(P,K),9,[],[P>=2,K>=8]).
eq(c(P,K),10,[],[P>=2,K>=9]).`, "max(10*min(1, nat(P - 1)), min(1, nat(-P + 2)))"},
	{"a callee's case P >= 6, more values than calleeGuarded splits off, read as P >= 5 (weakGuards)", `entry(main(P):[P>=1]).
eq(main(P),0,[c(P)],[]).
eq(c(P),1,[],[1>=P]).
eq(c(P),P+1,[],[P>=2,5>=P]).
eq(c(P),P+1,[],[P>=6]).`, "max(min(1, nat(-P + 2)), min(1, nat(-P + 6), nat(P - 1))*nat(P + 1), min(1, nat(P - 4))*nat(P + 1))"},
	{"a callee's constant from P = 3 and its cost up to P = 2, the call deciding nothing (calleeGuarded: calleeConsts, calleeUpper)", `entry(main(P):[P>=1]).
eq(main(P),0,[c(P)],[]).
eq(c(P),4,[],[P>=3]).
eq(c(P),2*P+1,[],[2>=P]).`, "max(4*min(1, nat(P - 2)), min(1, nat(-P + 3))*nat(2*P + 1))"},
	// (Called through m, which is not an entry: c is no entryCallee.)
	{"the same with eight equations that cannot apply (calleeGuarded: liveCases)", `entry(main(P):[P>=1]).
eq(main(P),0,[m(P)],[]).
eq(m(P),0,[c(P)],[]).
eq(m(P),0,[],[]).
eq(c(P),4,[],[P>=3]).
eq(c(P),2*P+1,[],[2>=P]).
eq(c(P),1,[],[P>=5,4>=P]).
eq(c(P),2,[],[P>=5,4>=P]).
eq(c(P),3,[],[P>=5,4>=P]).
eq(c(P),4,[],[P>=5,4>=P]).
eq(c(P),5,[],[P>=5,4>=P]).
eq(c(P),6,[],[P>=5,4>=P]).
eq(c(P),7,[],[P>=5,4>=P]).
eq(c(P),8,[],[P>=5,4>=P]).`, "max(4*min(1, nat(P - 2)), min(1, nat(-P + 3))*nat(2*P + 1))"},
	{"the same with each case in five equations over another variable: two cases (calleeGuarded: caseKeys)", `entry(main(P,N):[P>=1]).
eq(main(P,N),0,[m(P,N)],[]).
eq(m(P,N),0,[c(P,N)],[]).
eq(m(P,N),0,[],[]).
eq(c(P,N),4,[],[P>=3,N>=10]).
eq(c(P,N),4,[],[P>=3,9>=N,N>=5]).
eq(c(P,N),4,[],[P>=3,4>=N,N>=1]).
eq(c(P,N),4,[],[P>=3,N=0]).
eq(c(P,N),4,[],[P>=3,0>=N+1]).
eq(c(P,N),2*P+1,[],[2>=P,N>=10]).
eq(c(P,N),2*P+1,[],[2>=P,9>=N,N>=5]).
eq(c(P,N),2*P+1,[],[2>=P,4>=N,N>=1]).
eq(c(P,N),2*P+1,[],[2>=P,N=0]).
eq(c(P,N),2*P+1,[],[2>=P,0>=N+1]).`, "max(4*min(1, nat(P - 2)), min(1, nat(-P + 3))*nat(2*P + 1))"},
	{"a loop's charge by a callee, 2 up to P = 9 and 3 from P = 10, cases too far apart for calleeGuarded (calleeConds)", `entry(main(P):[P>=1]).
eq(main(P),0,[w(P,0)],[]).
eq(c(P),2,[],[P>=1,9>=P]).
eq(c(P),3,[],[P>=10]).
eq(w(P,K),0,[c(P),w(P,K+1)],[0>=K]).
eq(w(P,K),0,[],[K>=1]).`, "max(2*min(1, nat(-P + 10)), 3*min(1, nat(P - 9)))"},
	{"an entry's cases P = 1 and P = 2 stated as equalities: each paid at its own P (equalityGuards)", `entry(main(P):[P>=1]).
eq(main(P),1,[],[P=1]).
eq(main(P),3,[],[P=2]).
eq(main(P),P,[],[P>=3]).`, "max(P*min(1, nat(P - 2)), min(1, nat(-P + 2)), min(3, 3*nat(-P + 3), 3*nat(P - 1)))"},
	{"a relation's cases, each the least of their bounds on its own constraints: their minimum (minOfCases)", `entry(main(P):[P>=1]).
eq(main(P),0,[k(P)],[]).
eq(k(P),P,[],[2>=P]).
eq(k(P),2,[],[P>=2]).
eq(k(P),0,[],[0>=P]).`, "min(2, P)"},
	{"a loop's charges for P >= 2 and for P = 1, never both (invariantSplit)", `entry(main(P):[P>=1]).
eq(main(P),0,[w(P,0)],[]).
eq(w(P,K),2,[w(P,K+1)],[K>=0,0>=K,P>=2]).
eq(w(P,K),1,[w(P,K+1)],[K>=0,0>=K,1>=P]).
eq(w(P,K),0,[],[K>=1]).`, "max(2*min(1, nat(P - 1)), min(1, nat(-P + 2)))"},
	{"a loop's charge by a callee, 2 up to P = 3 and 3 from P = 4 (calleeConds)", `entry(main(P):[P>=1]).
eq(main(P),0,[w(P,0)],[]).
eq(c(P),2,[],[P>=1,3>=P]).
eq(c(P),3,[],[P>=4]).
eq(w(P,K),0,[c(P),w(P,K+1)],[0>=K]).
eq(w(P,K),0,[],[K>=1]).`, "max(2*min(1, nat(-P + 4)), 3*min(1, nat(P - 3)))"},
	{"a callee's case that one constraint of the caller's contradicts, two variables no interval decides (callPairs)", `entry(main(P,A,B):[P>=1]).
eq(main(P,A,B),0,[c(P,A,B)],[]).
eq(c(P,A,B),P,[j(P,A,B)],[A>=B+1]).
eq(c(P,A,B),0,[j(P,A,B)],[B>=A]).
eq(j(P,A,B),2*P,[],[B>=A]).
eq(j(P,A,B),P,[],[A>=B+1]).`, "2*P"},
	{"the same through an equality of the caller's and a scaled constraint (callPairs)", `entry(main(P,A,B):[P>=1]).
eq(main(P,A,B),0,[c(P,A,B,X)],[]).
eq(c(P,A,B,X),P,[j(P,A,B,X)],[X=A-B,X>=1]).
eq(c(P,A,B,X),0,[j(P,A,B,X)],[0>=X]).
eq(j(P,A,B,X),2*P,[],[2*B>=2*A]).
eq(j(P,A,B,X),P,[],[X>=1]).`, "2*P"},
	// A recursive doubling whose last round, K = P - 1, costs 1 and the
	// others 2: 2 at ceil(log2(P - 1)) rounds (K <= P - 2), 1 at the
	// others, ceil(log2(P)) + ceil(log2(P - 1)) in all (3 at P = 3, 5 at
	// P = 4, 6 at P = 5), not 2*ceil(log2(P)) (indicatorTerm); as the
	// minimum with the bound without indicators (loopCost).
	{"a doubled K's indicator of K <= P - 2 summed over the loop (geoIndicator)", `entry(main(P):[P>=1]).
eq(main(P),0,[w(P,1)],[P>=1]).
eq(w(P,K),0,[c(P,K),w(P,2*K)],[P>=K+1,K>=1]).
eq(w(P,K),0,[],[K>=P,K>=1]).
eq(c(P,K),2,[],[P>=K+2]).
eq(c(P,K),1,[],[P=K+1]).`, "min(ceil(log2(P - 1)) + ceil(log2(P)), ceil(log2(P))*max(1, 2*min(1, nat(P - 2))))"},
	// A loop's first round calls c4, whose cases (j5) are V1 + 2 (V1 <= 2
	// or V1 >= 4) and 2 (V1 = 3, an indicator of V14 <= V1 - 1 read from
	// its equations): the sums with indicators read V1 + 2 at V1 = 3 too,
	// above the bound without them there, and equal to it at the sampled
	// points: not kept (geoIndicator).
	{"a loop's indicator sums not kept where they are above the bound without them (geoIndicator)", `entry(main(V1,V2,D1):[V1>=1,D1=0,V2>=V1]).
eq(main(V1,V2,D1),max(0,V2-4),[k2(V1,1)],[V1>=1,1>=V1,D1>=0,0>=D1,V2>=V1]).
eq(main(V1,V2,D1),max(0,V2-4),[w1(V1,1,1,1),k2(V1,F12)],[V1>=2,D1>=0,0>=D1,V2>=V1,F12>=0,0>=F12]).
eq(c3(V1,V14),2,[],[V1>=V14+1,V1>=1]).
eq(c3(V1,V14),0,[],[V1>=V14+1,0>=V1]).
eq(c3(V1,V14),0,[],[V1>=V14+1,V14>=V1]).
eq(c4(V1,V14),0,[j5(V1,V14,V1+2)],[V1>=V14+1,V1>=1,2>=V1,V14>=V1]).
eq(c4(V1,V14),0,[j5(V1,V14,V1)],[V1>=V14+1,V1>=1,2>=V1,V14>=V1]).
eq(c4(V1,V14),0,[j5(V1,V14,V1+2)],[V1>=V14+1,V1>=4,V14>=V1]).
eq(c4(V1,V14),0,[j5(V1,V14,V1)],[V1>=V14+1,V1>=4,V14>=V1]).
eq(c4(V1,V14),0,[j5(V1,V14,0)],[V1>=V14+1,V1>=3,3>=V1]).
eq(c4(V1,V14),0,[j5(V1,V14,0)],[V1>=V14+1,V1>=3,3>=V1,V14>=V1]).
eq(c4(V1,V14),0,[j5(V1,V14,V1+2)],[V1>=V14+1,V1>=4]).
eq(c4(V1,V14),0,[j5(V1,V14,0)],[V1>=V14+1,V1>=3,V14>=V1]).
eq(c4(V1,V14),0,[j5(V1,V14,0)],[V1>=V14+1,0>=V1]).
eq(c4(V1,V14),0,[j5(V1,V14,0)],[V1>=V14+1,0>=V1,V14>=V1]).
eq(c4(V1,V14),0,[j5(V1,V14,V1+2)],[V1>=V14+1,V1>=1,2>=V1]).
eq(c4(V1,V14),0,[j5(V1,V14,0)],[V1>=V14+1,3>=V1,V14>=V1]).
eq(c4(V1,V14),0,[j5(V1,V14,0)],[V1>=V14+1,V14>=V1,3>=V1]).
eq(c4(V1,V14),0,[j5(V1,V14,0)],[V1>=V14+1,V14>=V1]).
eq(j5(V1,V14,V16),2,[],[V1>=V14+1,V1>=3,3>=V1]).
eq(j5(V1,V14,V16),V16,[],[V1>=V14+1,2>=V1]).
eq(j5(V1,V14,V16),V16,[],[V1>=V14+1,V1>=4]).
eq(j5(V1,V14,V16),V16,[],[V1>=V14+1,V14>=V1]).
eq(w1(V1,V3,V4,V14),0,[c3(V1,V14),w1(V1,2,0,2*V14)],[V1>=V14+1,V3>=2,V4>=0,V14>=1]).
eq(w1(V1,V3,V4,V14),0,[c4(V1,V14),w1(V1,2,0,2*V14)],[V1>=V14+1,V3>=1,1>=V3,V4>=0,V14>=1]).
eq(w1(V1,V3,V4,V14),0,[],[V14>=V1,V3>=1,V4>=0,V14>=1]).
eq(c6(V1),V1,[],[V1>=1,2>=V1]).
eq(c6(V1),V1,[],[V1>=4]).
eq(c6(V1),0,[],[V1>=3,3>=V1]).
eq(c6(V1),0,[],[0>=V1]).
eq(k2(V1,V4),0,[c6(V1)],[V4>=1]).
eq(k2(V1,V4),0,[],[0>=V4]).`, "max((max(0, V2 - 4) + 1)*min(1, nat(-V1 + 2)), (max(0, V2 - 4) + max(2*min(1, nat(-V1 + 4), nat(V1 - 2)), 4*min(1, nat(-V1 + 3)), min(1, nat(V1 - 3))*nat(V1 + 2)) + 2*nat(ceil(log2(V1)) - 1))*min(1, nat(V1 - 1)))"},
	{"a sum of P - K over a doubled K: sum_j nat(P - 2^j) (geoComplement)", `entry(main(P):[P>=1]).
eq(main(P),0,[w(P,1)],[]).
eq(w(P,K),P-K,[w(P,2*K)],[P>=K+1,K>=1]).
eq(w(P,K),0,[],[K>=P]).`, "-2^(ceil(log2(P))) + ceil(log2(P))*nat(P) + 1"},
	{"a doubling loop's first iteration paid once apart from the sum of P - K over the others, which starts at K = 2 (firstApart, geoStart)", `entry(main(P):[P>=1]).
eq(main(P),0,[w(P,1,1)],[]).
eq(w(P,F,K),P-K,[w(P,2,2*K)],[P>=K+1,K>=1,F>=2]).
eq(w(P,F,K),P-K+1,[w(P,2,2*K)],[P>=K+1,K>=1,F>=1,1>=F]).
eq(w(P,F,K),0,[],[K>=P]).`, "-2^(ceil(log2(P))) - nat(P - 1) + ceil(log2(P))*nat(P) + min(1, nat(P - 1))*nat(P) + 1"},
	{"the same with the later rounds' P - K charged by a callee whose case K <= 0 the loop never reaches (loopCallCases)", `entry(main(P):[P>=1]).
eq(main(P),0,[w(P,1,1)],[]).
eq(w(P,F,K),0,[c(P,K),w(P,2,2*K)],[P>=K+1,K>=1,F>=2]).
eq(w(P,F,K),P-K+1,[w(P,2,2*K)],[P>=K+1,K>=1,F>=1,1>=F]).
eq(w(P,F,K),0,[],[K>=P]).
eq(c(P,K),P,[],[0>=K]).
eq(c(P,K),P-K,[],[P>=K,K>=1]).
eq(c(P,K),0,[],[K>=P+1]).`, "-2^(ceil(log2(P))) - nat(P - 1) + ceil(log2(P))*nat(P) + min(1, nat(P - 1))*nat(P) + 1"},
	{"a loop's first iteration in two equations (the disjuncts of its condition), each in a group of its own: paid once in all (firstShared)", `entry(main(P):[P>=1]).
eq(main(P),0,[w(P,1,1)],[P>=2]).
eq(c(P),P-1,[],[P>=2]).
eq(c(P),0,[],[1>=P]).
eq(w(P,F,K),0,[c(P),w(P,0,2*K)],[P>=K+1,F>=1,K>=1]).
eq(w(P,F,K),0,[c(P),w(P,0,2*K)],[P>=K+2,F>=1,K>=1]).
eq(w(P,F,K),0,[w(P,0,2*K)],[P>=K+1,F>=0,0>=F,K>=1]).
eq(w(P,F,K),0,[],[K>=P,F>=0,K>=1]).`, "min(1, nat(P - 1))*nat(P - 1)"},
	// The loop runs once (I from 0 to 0); its body is one of two paths
	// (the flag F), each with two equations (the pid G of the next
	// superstep 0 or not), each path's group counted once: the loop pays
	// the larger path's cost, not both (totalCount).
	{"a loop of one iteration whose paths are in groups of their own: one count for all (totalCount)", `entry(main(P):[P>=1]).
eq(main(P),0,[w(F,P,1,0)],[F>=0,P>=F+1]).
eq(c(P,I),P,[],[I>=0,0>=I]).
eq(c(P,I),P-1,[],[I>=1,1>=I,P>=2]).
eq(c(P,I),0,[],[I>=2]).
eq(d(P,I),P,[],[I>=0,0>=I]).
eq(d(P,I),0,[],[I>=1]).
eq(w(Q,P,F,I),0,[c(P,I),w(G,P,2,I+1)],[0>=I,F>=2,G>=1,P>=G+1,Q>=0]).
eq(w(Q,P,F,I),0,[c(P,I),w(G,P,2,I+1)],[0>=I,F>=2,G>=0,0>=G,P>=G+1,Q>=0]).
eq(w(Q,P,F,I),0,[d(P,I),w(G,P,2,I+1)],[0>=I,F>=1,1>=F,G>=1,P>=G+1,Q>=0]).
eq(w(Q,P,F,I),0,[d(P,I),w(G,P,2,I+1)],[0>=I,F>=1,1>=F,G>=0,0>=G,P>=G+1,Q>=0]).
eq(w(Q,P,F,I),0,[],[I>=1,F>=1]).`, "nat(P)"},
	// The first iteration's cost is split into the cases of a minimum,
	// each in a group of its own (a superstep's h, min(p + 3, 2*p + 1),
	// charged where the loop's flag F is set): it costs their least, not
	// their largest (loopCases).
	{"a loop's first iteration whose cost is split into the cases of a minimum: their least (loopCases)", `entry(main(P,N):[P>=1,N>=1]).
eq(main(P,N),0,[w(P,1,0,N)],[]).
eq(w(P,F,I,N),P+3,[w(P,0,I+1,N)],[N>=I+1,F>=1,P>=2]).
eq(w(P,F,I,N),2*P+1,[w(P,0,I+1,N)],[N>=I+1,F>=1,2>=P]).
eq(w(P,F,I,N),0,[w(P,0,I+1,N)],[N>=I+1,0>=F]).
eq(w(P,F,I,N),0,[],[I>=N]).`, "min(1, nat(N))*min(nat(2*P + 1), nat(P + 3))"},
	{"the later iterations of a loop whose cost is split into the cases of a minimum: their least (loopCases)", `entry(main(P,N):[P>=1,N>=1]).
eq(main(P,N),0,[w(P,1,0,N)],[]).
eq(w(P,F,I,N),P,[w(P,0,I+1,N)],[N>=I+1,F>=1]).
eq(w(P,F,I,N),1,[w(P,0,I+1,N)],[N>=I+1,0>=F,P>=2]).
eq(w(P,F,I,N),P-1,[w(P,0,I+1,N)],[N>=I+1,0>=F,P>=1,2>=P]).
eq(w(P,F,I,N),0,[w(P,0,I+1,N)],[N>=I+1,0>=F,1>=P]).
eq(w(P,F,I,N),0,[],[I>=N]).`, "nat(P) + min(1, nat(P - 1))*nat(N - 1)"},
	{"a loop stepping by 2 from 1 to M applies floor((M + 1)/2) times, not (M + 1)/2 (floorCounts)", `entry(main(M):[M>=1]).
eq(main(M),0,[w(1,M)],[]).
eq(w(I,M),1,[w(I+2,M)],[M>=I]).
eq(w(I,M),0,[],[I>=M+1]).`, "floor(nat(M/2 + 1/2))"},
	{"P*(P - K) over a doubled K: P a coefficient, not a function of P - K (invariantCoefs)", `entry(main(P):[P>=1]).
eq(main(P),0,[w(P,1)],[]).
eq(w(P,K),P*(P-K),[w(P,2*K)],[P>=K+1,K>=1]).
eq(w(P,K),0,[],[K>=P]).`, "(-2^(ceil(log2(P))) + ceil(log2(P))*nat(P) + 1)*nat(P)"},
	{"P*S - K*S summed as (P - K)*S (factorTerms)", `entry(main(P,S):[P>=1,S>=1]).
eq(main(P,S),0,[w(P,S,1)],[]).
eq(w(P,S,K),P*S-K*S,[w(P,S,2*K)],[P>=K+1,K>=1]).
eq(w(P,S,K),0,[],[K>=P]).`, "(-2^(ceil(log2(P))) + ceil(log2(P))*nat(P) + 1)*nat(S)"},
	{"a loop's first iteration, which no iteration can follow, paid once (firstOnce)", `entry(main(P,N):[P>=1,N>=1]).
eq(main(P,N),0,[w(P,N,1,1)],[]).
eq(w(P,N,F,K),N,[w(P,N,2,K+1)],[P>=K+1,K>=1,F>=2]).
eq(w(P,N,F,K),5*N,[w(P,N,2,K+1)],[P>=K+1,K>=1,F>=1,1>=F]).
eq(w(P,N,F,K),0,[],[K>=P]).`, "5*min(1, nat(P - 1))*nat(N) + nat(N)*nat(P - 2)"},
	{"a loop entered with the flag of its first iteration set, which every iteration clears: the later ones' cost paid count - 1 times (enteredFirst)", `entry(main(D,H):[H>=1]).
eq(main(D,H),0,[w(0,0,H,1,D)],[]).
eq(w(F,K,H,S,D),D,[w(1,K+S,H,S,D)],[H>=K,S>=1,F>=1]).
eq(w(F,K,H,S,D),0,[w(1,K+S,H,S,D)],[H>=K,S>=1,F>=0,0>=F]).
eq(w(F,K,H,S,D),0,[],[K>=H+1,F>=0,S>=1]).`, "nat(D)*nat(H)"},
	{"the terms of one equation's cost in the same summed counter are added (2*u + max(2*u, 4) over a doubling u: sumEqTerms)", `entry(main(V1):[V1>=1]).
eq(main(V1),0,[w3(V1,1)],[V1>=1]).
eq(w3(V1,V8),2*V8+max(2*V8,4),[w3(V1,2*V8)],[V1>=V8+1,V8>=1]).
eq(w3(V1,V8),0,[],[V8>=V1,V8>=1]).`, "4*ceil(log2(V1)) + 2*nat(2*nat(2*V1 - 2) - 1)"},
	{"a join inside a loop gets its callers' candidates and the signs of the values passed (carryCands)", `entry(main(V1,V2,V3,V4,V5,V6,D1,D2,D3,D4):[V1>=1,V2>=1,V3>=1,V4>=0,V2>=V4+1,V5>=0,V3>=V5+1,V6>=0]).
eq(main(V1,V2,V3,V4,V5,V6,D1,D2,D3,D4),0,[w1(V2,V3,V4,V5,V6,F31,F32,0,V6-1,1),k2],[V1>=1,V2>=1,V3>=1,V4>=0,V2>=V4+1,V5>=0,V3>=V5+1,V6>=0,F31>=D1,D2>=F31,F32>=D3,D4>=F32]).
eq(w1(V2,V3,V4,V5,V6,V7,V8,V13,H16,H17),0,[w3(F49,V7-1),k4(V2,V3,V4,V5,V6,V7,V8,F51,F55,V13,H16,H17)],[H16>=V13,H17>=1,V13+V2>=V4+1,F49>=0,V13+V2>=F49+V4+1,V13+V2>=V4,F51>=0,V13+V2>=F51+V4,V13+V3>=V5,F55>=0,V13+V3>=F55+V5]).
eq(w1(V2,V3,V4,V5,V6,V7,V8,V13,H16,H17),0,[w3(F49,V7-1),k4(V2,V3,V4,V5,V6,V7,V8,F51,F56,V13,H16,H17)],[H16>=V13,H17>=1,V13+V2>=V4+1,F49>=0,V13+V2>=F49+V4+1,V13+V2>=V4,F51>=0,V13+V2>=F51+V4,V5>=V13+V3,0>=F56,F56+V5>=V13+V3]).
eq(w1(V2,V3,V4,V5,V6,V7,V8,V13,H16,H17),0,[w3(F49,V7-1),k4(V2,V3,V4,V5,V6,V7,V8,F52,F57,V13,H16,H17)],[H16>=V13,H17>=1,V13+V2>=V4+1,F49>=0,V13+V2>=F49+V4+1,V4>=V13+V2,0>=F52,F52+V4>=V13+V2,V13+V3>=V5,F57>=0,V13+V3>=F57+V5]).
eq(w1(V2,V3,V4,V5,V6,V7,V8,V13,H16,H17),0,[w3(F49,V7-1),k4(V2,V3,V4,V5,V6,V7,V8,F52,F58,V13,H16,H17)],[H16>=V13,H17>=1,V13+V2>=V4+1,F49>=0,V13+V2>=F49+V4+1,V4>=V13+V2,0>=F52,F52+V4>=V13+V2,V5>=V13+V3,0>=F58,F58+V5>=V13+V3]).
eq(w1(V2,V3,V4,V5,V6,V7,V8,V13,H16,H17),0,[w3(F50,V7-1),k4(V2,V3,V4,V5,V6,V7,V8,F53,F59,V13,H16,H17)],[H16>=V13,H17>=1,V4>=V13+V2-1,0>=F50,F50+V4>=V13+V2-1,V13+V2>=V4,F53>=0,V13+V2>=F53+V4,V13+V3>=V5,F59>=0,V13+V3>=F59+V5]).
eq(w1(V2,V3,V4,V5,V6,V7,V8,V13,H16,H17),0,[w3(F50,V7-1),k4(V2,V3,V4,V5,V6,V7,V8,F53,F60,V13,H16,H17)],[H16>=V13,H17>=1,V4>=V13+V2-1,0>=F50,F50+V4>=V13+V2-1,V13+V2>=V4,F53>=0,V13+V2>=F53+V4,V5>=V13+V3,0>=F60,F60+V5>=V13+V3]).
eq(w1(V2,V3,V4,V5,V6,V7,V8,V13,H16,H17),0,[w3(F50,V7-1),k4(V2,V3,V4,V5,V6,V7,V8,F54,F61,V13,H16,H17)],[H16>=V13,H17>=1,V4>=V13+V2-1,0>=F50,F50+V4>=V13+V2-1,V4>=V13+V2,0>=F54,F54+V4>=V13+V2,V13+V3>=V5,F61>=0,V13+V3>=F61+V5]).
eq(w1(V2,V3,V4,V5,V6,V7,V8,V13,H16,H17),0,[w3(F50,V7-1),k4(V2,V3,V4,V5,V6,V7,V8,F54,F62,V13,H16,H17)],[H16>=V13,H17>=1,V4>=V13+V2-1,0>=F50,F50+V4>=V13+V2-1,V4>=V13+V2,0>=F54,F54+V4>=V13+V2,V5>=V13+V3,0>=F62,F62+V5>=V13+V3]).
eq(w3(V14,H18),1,[w3(V14+1,H18)],[H18>=V14]).
eq(w3(V14,H18),0,[],[V14>=H18+1]).
eq(k4(V2,V3,V4,V5,V6,V7,V8,V10,V11,V13,H16,H17),0,[w5(V2,0),k6(V2,V3,V4,V5,V6,V7,V8,V10,V11,V13,H16,H17)],[V6>=3,3>=V6,H17>=1]).
eq(w5(V2,V12),0,[w5(V2,V12+1)],[V2>=V12+1,V12>=0]).
eq(w5(V2,V12),0,[],[V12>=V2,V12>=0]).
eq(k6(V2,V3,V4,V5,V6,V7,V8,V10,V11,V13,H16,H17),0,[w7(V8,V11,V10,V7-1,1),k8(V2,V3,V4,V5,V6,V7,V8,V13,H16,H17)],[H17>=1]).
eq(k4(V2,V3,V4,V5,V6,V7,V8,V10,V11,V13,H16,H17),0,[w7(V8,V11,V10,V7-1,1),k8(V2,V3,V4,V5,V6,V7,V8,V13,H16,H17)],[2>=V6,H17>=1]).
eq(k4(V2,V3,V4,V5,V6,V7,V8,V10,V11,V13,H16,H17),0,[w7(V8,V11,V10,V7-1,1),k8(V2,V3,V4,V5,V6,V7,V8,V13,H16,H17)],[V6>=4,H17>=1]).
eq(w7(V8,V11,V15,H20,H21),0,[w9(V11,V8-1),k10(V8,V11,V15,H20,H21)],[H20>=V15,H21>=1]).
eq(w9(V16,H22),1,[w9(V16+1,H22)],[H22>=V16]).
eq(w9(V16,H22),0,[],[V16>=H22+1]).
eq(k10(V8,V11,V15,H20,H21),0,[w7(V8,V11,H21+V15,H20,H21)],[H21>=1]).
eq(w7(V8,V11,V15,H20,H21),0,[],[V15>=H20+1,H21>=1]).
eq(k8(V2,V3,V4,V5,V6,V7,V8,V13,H16,H17),0,[w1(V2,V3,V4,V5,V6,V7,V8,H17+V13,H16,H17)],[H17>=1]).
eq(w1(V2,V3,V4,V5,V6,V7,V8,V13,H16,H17),0,[],[V13>=H16+1,H17>=1]).
eq(k2,0,[],[]).`, "nat(D2) + (3*nat(V6 + 1) + 1)*nat(D2) + nat(D2)*nat(D4)*nat(V6 + 1)"},
	{"a loop bound its callers bound by a parameter (callerPairs)", `entry(main(V1,V2,V3,D1,D2):[V1>=1,V2>=1,V3>=0]).
eq(main(V1,V2,V3,D1,D2),0,[w1(V1,V2,F15,F16,0,V3-1,1,D1,D2),k2],[V1>=1,V2>=1,V3>=0,F15>=0,V2>=F15+1,F15+V2>=1,F16>=D1,D2>=F16,V1>=F15+1]).
eq(w1(V1,V2,V4,V5,V7,H9,H10,D1,D2),0,[w3(F27,V5-1),k4(V1,V2,V7,H9,H10,D1,D2)],[H9>=V7,H10>=1,V2+V7>=V4+1,F27>=0,V2+V7>=F27+V4+1]).
eq(w1(V1,V2,V4,V5,V7,H9,H10,D1,D2),0,[w3(F28,V5-1),k4(V1,V2,V7,H9,H10,D1,D2)],[H9>=V7,H10>=1,V4>=V2+V7-1,0>=F28,F28+V4>=V2+V7-1]).
eq(w3(V8,H11),1,[w3(V8+1,H11)],[H11>=V8]).
eq(w3(V8,H11),0,[],[V8>=H11+1]).
eq(k4(V1,V2,V7,H9,H10,D1,D2),0,[w1(V1,V2,F36,F37,H10+V7,H9,H10,D1,D2)],[V1>=1,F36>=0,V2>=F36+1,F36+V2>=1,V1>=F36+1,V2>=1,V1+V2>=2,F37>=D1,D2>=F37,H10>=1]).
eq(w1(V1,V2,V4,V5,V7,H9,H10,D1,D2),0,[],[V7>=H9+1,H10>=1]).
eq(k2,0,[],[]).`, "nat(D2)*nat(V3)"},
	{"a callee's bound in a head variable that its equation bounds by a constant, at an argument the caller does not bound (capHead)", `entry(main(V1):[V1>=1]).
eq(main(V1),0,[k2(V1,F8)],[V1>=1]).
eq(k2(V1,V4),V1*V4,[],[3>=V4,V4>=0]).
eq(k2(V1,V4),3*V1,[],[V4>=3]).`, "max(3*V1, 3*nat(V1))"},
	{"a loop whose costly equations all need V1 >= 2, V1 passed unchanged, costs nothing at V1 = 1 (loopGuarded)", `entry(main(V1,D2):[V1>=1,D2>=1]).
eq(main(V1,D2),0,[w1(V1,0,V1-1,D2)],[V1>=1,D2>=1]).
eq(w1(V1,V11,H5,D2),D2,[w1(V1,V11+1,H5,D2)],[H5>=V11,V1>=2,V11>=0,D2>=1]).
eq(w1(V1,V11,H5,D2),0,[w1(V1,V11+1,H5,D2)],[H5>=V11,1>=V1]).
eq(w1(V1,V11,H5,D2),0,[],[V11>=H5+1]).`, "min(1, nat(V1 - 1))*nat(D2)*nat(V1)"},
	{"a loop of constant cost whose costly equation needs V1 >= 3 (V10 = 2 and V1 >= V10 + 1), V1 passed unchanged, costs nothing below (loopGuarded)", `entry(main(V1,V2):[V1>=1,V2>=V1]).
eq(main(V1,V2),0,[w1(V1,V2,0)],[V1>=1,V2>=V1]).
eq(w1(V1,V2,V10),1,[w1(V1,V2,V10+1)],[V10>=2,2>=V10,V1>=V10+1,V1>=1]).
eq(w1(V1,V2,V10),0,[w1(V1,V2,V10+1)],[V10>=0,2>=V10,V1>=1,V2>=1]).
eq(w1(V1,V2,V10),0,[],[V10>=3]).`, "min(1, nat(V1 - 2))"},
	{"an entry's cases of several parameters (guarded, joint)", `entry(main(V1,V3):[V1>=1,V3>=1]).
eq(main(V1,V3),V1+1,[],[V1>=1,V3>=1,V1>=3*V3]).
eq(main(V1,V3),V1,[],[V1>=1,V3>=1,3*V3>=V1+1]).`, "max((V1 + 1)*min(1, nat(V1 - 3*V3 + 1)), V1*min(1, nat(-V1 + 3*V3)))"},
	{"linear", "eq(f(A,B),1,[f(A-1,B)],[A>=B+1]).\neq(f(A,B),0,[],[B>=A]).", "nat(A - B)"},
	{"product of factors of unknown signs", "eq(f(A),X*Y,[],[X>=-A,A>=X,Y>=-2,4>=Y,A>=0]).", "4*A"},
	{"product of factors of unknown signs, ordered ends", "eq(f(A,B),X*Y,[],[X>=B,A>=X,Y>=-2,4>=Y]).", "max(-2*B, 4*A)"},
	{"lexicographic reset", `entry(main(A,B,C):[]).
eq(main(A,B,C),0,[],[A=0]).
eq(main(A,B,C),0,[],[B=0]).
eq(main(A,B,C),1,[main(A,B-1,C)],[A>=1,B>=1]).
eq(main(A,B,C),1,[main(A-1,C,C)],[A>=1,B>=1]).`, "nat(A) + nat(B) + nat(A)*nat(C - 1)"},
	{"halving from a constant", "eq(m,0,[w(1000)],[]).\neq(w(X),0,[],[X=<0]).\neq(w(X),1,[w(Y)],[Y*2=<X,X>=1]).", "10"},
	{"halving", "eq(w(X),0,[],[X=<0]).\neq(w(X),1,[w(Y)],[Y*2=<X,X>=1]).", "floor(log2(X)) + 1"},
	{"a callee's case decided at the call", "entry(f(A):[]).\neq(f(A),0,[g(A,0)],[A>=1]).\neq(f(A),0,[g(A,1)],[0>=A]).\neq(g(A,F),2,[],[F>=1]).\neq(g(A,F),0,[],[0>=F]).", "min(2, 2*nat(-A + 1))"},
	{"a callee's case decided by a fixed value", "entry(f(A):[]).\neq(f(A),0,[g(A,F)],[A>=1,F>=0,0>=F]).\neq(f(A),0,[g(A,F)],[0>=A,F>=1,1>=F]).\neq(g(A,F),2,[],[F>=1]).\neq(g(A,F),0,[],[0>=F]).", "min(2, 2*nat(-A + 1))"},
	{"a callee's equations that contradict the caller's at the call (callBound)", "entry(f(A,B):[A>=1,B>=1]).\neq(f(A,B),0,[g(A,B,2)],[A>=2,B>=10]).\neq(f(A,B),0,[g(A,B,0)],[A>=2,9>=B]).\neq(f(A,B),0,[g(A,B,1)],[1>=A]).\neq(g(A,B,F),F+2,[],[A>=2,9>=B]).\neq(g(A,B,F),F,[],[B>=10]).\neq(g(A,B,F),F,[],[1>=A]).", "max(min(1, nat(-A + 2)), min(2, 2*nat(-B + 10), 2*nat(A - 1)), min(2, 2*nat(A - 1), 2*nat(B - 9)))"},
	{"a callee's cases at two calls: both of cost 0 and -5 may follow one, the other fixes the argument (callBound)", "entry(f(A):[A>=0,2>=A]).\neq(f(A),0,[g(A)],[A>=0,2>=A]).\neq(f(A),0,[g(A+3)],[A>=2,2>=A]).\neq(g(A),-5,[],[A>=1]).\neq(g(A),0,[],[0>=A]).\neq(g(A),3,[],[A>=5]).", "min(3, 3*nat(A - 1))"},
	{"a callee's path from p = 5 only, its call deciding nothing (calleeGuarded)", `entry(main(P,N):[P>=1,N>=0]).
eq(main(P,N),0,[c(P,N),d(N)],[]).
eq(c(P,N),2*N+1,[],[P>=5]).
eq(c(P,N),N,[],[4>=P]).
eq(d(N),0,[],[]).`, "max(min(1, nat(-P + 5))*nat(N), min(1, nat(P - 4))*nat(2*N + 1))"},
	{"a path's guard fixing a variable", "entry(f(A):[]).\neq(f(A),A,[],[A>=2,2>=A]).\neq(f(A),1,[],[A>=3]).", "max(min(1, nat(A - 2)), min(2, 2*nat(-A + 3), 2*nat(A - 1)))"},
	{"a path's cost from p = 3 only", "entry(f(P,N):[P>=1]).\neq(f(P,N),N,[],[P>=3]).\neq(f(P,N),0,[],[2>=P]).", "max(0, N*min(1, nat(P - 2)))"},
	{"a path's guard", "entry(f(A,B):[B>=0]).\neq(f(A,B),1,[],[A>=B+1]).\neq(f(A,B),0,[],[B>=A]).\neq(f(A,B),B,[],[A>=3]).", "max(B, min(1, nat(A - B)))"},
	{"paths that differ in a constant", "eq(f(A),A+1,[],[]).\neq(f(A),A+3,[],[]).\neq(f(A),A,[],[]).", "A + 3"},
	{"a phase entered after the first iteration", `entry(main(N):[N>=1]).
eq(main(N),0,[l(0,0,N)],[]).
eq(l(I,F,N),N,[l(I+1,1,N)],[N>=I+1,F>=1]).
eq(l(I,F,N),0,[l(I+1,1,N)],[N>=I+1,0>=F]).
eq(l(I,F,N),0,[],[I>=N]).`, "nat(N - 1)*nat(N)"},
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
eq(w(N,P,I),0,[],[I>=N]).`, "min(ceil(nat(N)/P), nat(N))"},
	{"counter grows per outer iteration", `entry(o(N,R):[]).
eq(o(N,R),0,[],[0>=N]).
eq(o(N,R),0,[i(R),o(N-1,R+1)],[N>=1]).
eq(i(R),1,[i(R-1)],[R>=1]).
eq(i(R),0,[],[0>=R]).`, "nat(N - 1)*(nat(N - 1) + 1)/2 + nat(N)*nat(R)"},
	{"counter grows per halving", `entry(o(N,R):[]).
eq(o(N,R),0,[],[0>=N]).
eq(o(N,R),0,[i(R),o(M,R+1)],[N>=1,2*M=<N,M>=0]).
eq(i(R),1,[i(R-1)],[R>=1]).
eq(i(R),0,[],[0>=R]).`, "(floor(log2(N)) + 1)*nat(R) + floor(log2(N))*(floor(log2(N)) + 1)/2"},
	{"increase by a growing variable", `entry(o(N,M,R):[]).
eq(o(N,M,R),0,[],[0>=N]).
eq(o(N,M,R),0,[i(M),o(N-1,M+R,R+1)],[N>=1]).
eq(i(M),1,[i(M-1)],[M>=1]).
eq(i(M),0,[],[0>=M]).`, "nat(M + nat(N)*nat(R + nat(N)))*nat(N)"},
	// Geometric sums: the inner loop of a doubling loop costs
	// 1 + 2 + ... + 1024, not 1024 per round.
	{"doubling loop with a constant limit", `entry(s:[]).
eq(s,0,[w(1)],[]).
eq(w(N),0,[i(N),w(2*N)],[N>=1,1024>=N]).
eq(w(N),0,[],[N>=1025]).
eq(i(N),1,[i(N-1)],[N>=1]).
eq(i(N),0,[],[0>=N]).`, "2047"},
	{"tripling loop with a quadratic cost", `entry(w(N,U):[N>=1]).
eq(w(N,U),nat(N)*nat(N),[w(3*N,U)],[N>=1,U>=N]).
eq(w(N,U),0,[],[N>=U+1]).`, "floor((9/8)*nat(U)*nat(U))"},
	{"at least doubling", `entry(w(N,U):[N>=1]).
eq(w(N,U),N,[w(F+2*N,U)],[N>=1,U>=N,F>=0]).
eq(w(N,U),0,[],[N>=U+1]).`, "nat(2*nat(U) - 1)"},
	{"halving with a linear cost", `eq(w(X),X,[w(Y)],[2*Y=<X,X>=1,Y>=0]).
eq(w(X),0,[],[0>=X]).`, "nat(2*nat(X) - 1)"},
	// The loop's body ends in a branch (k, two equations, called once):
	// unfolded into w, the loop is one relation's self-calls, counted
	// logarithmically and its inner loop summed geometrically.
	{"doubling loop through a branch", `entry(s(U):[]).
eq(s(U),0,[w(1,U)],[]).
eq(w(N,U),0,[i(N),k(N,U,B)],[N>=1,U>=N]).
eq(w(N,U),0,[],[N>=U+1]).
eq(k(N,U,B),1,[w(2*N,U)],[B>=1]).
eq(k(N,U,B),0,[w(2*N,U)],[0>=B]).
eq(i(N),1,[i(N-1)],[N>=1]).
eq(i(N),0,[],[0>=N]).`, "ceil(log2(U + 1)) + nat(2*nat(U) - 1)"},
	{"split recursion", `eq(t(N),1,[t(L),t(R)],[N>=2,L>=1,R>=1,L+R=N]).
eq(t(N),0,[],[1>=N]).`, "nat(N - 1)"},
	{"split recursion with a depth", `eq(m(X,D),1,[m(Y,D-1),m(Z,D-1)],[X>=1,D>=1,Y>=0,Z>=0,Y+Z=<X]).
eq(m(X,D),0,[],[0>=X]).
eq(m(X,D),0,[],[0>=D]).`, "nat(D)*nat(X)"},
	{"reset to a constant", `entry(o(N,R):[]).
eq(o(N,R),0,[],[0>=N]).
eq(o(N,R),0,[i(R),o(N-1,0)],[N>=1]).
eq(o(N,R),0,[o(N-1,R)],[N>=1]).
eq(i(R),1,[i(R-1)],[R>=1]).
eq(i(R),0,[],[0>=R]).`, "nat(N)*nat(R)"},
	{"reset to another variable", `entry(o(N,M,R):[]).
eq(o(N,M,R),0,[],[0>=N]).
eq(o(N,M,R),0,[i(M),o(N-1,R,R)],[N>=1]).
eq(o(N,M,R),0,[o(N-1,M-1,R)],[N>=1]).
eq(i(M),1,[i(M-1)],[M>=1]).
eq(i(M),0,[],[0>=M]).`, "nat(N)*nat(max(M, R))"},
	{"sum spent after the loop", `entry(s(A):[]).
eq(s(A),0,[l(A,0)],[]).
eq(l(A,B),1,[l(A-1,B+A)],[A>=1]).
eq(l(A,B),0,[k(B)],[0>=A]).
eq(k(B),1,[k(B-1)],[B>=1]).
eq(k(B),0,[],[0>=B]).`, "nat(A) + nat(A)*nat(A)"},
	{"phases by guards", `eq(f(A,B),1,[f(A,B+1)],[A>=B+1]).
eq(f(A,B),1,[f(A+1,B)],[B>=A+1]).
eq(f(A,B),0,[],[A=B]).`, "nat(-A + B) + nat(A - B)"},
	{"outputs through a continuation", `eq(s(A,B),0,[o(A,B)],[]).
eq(o(A,B),1,[i(A,B,0,0,0,C,D),k(C,D)],[A>=B+1]).
eq(o(A,B),0,[],[B>=A]).
eq(k(A,B),0,[o(A,B)],[]).
eq(i(A,B,E,F,G,C,D),1,[i(A-1,B,E,F,G,C,D)],[A>=B+1]).
eq(i(A,B,E,F,G,A,B),0,[],[B>=A]).`, "nat(A - B) + 1"},
	{"amortised inner loop", `entry(s(N,M):[]).
eq(s(N,M),0,[o(N,M)],[]).
eq(o(N,M),0,[],[0>=N]).
eq(o(N,M),1,[i(M,Mo),o(N-1,Mo)],[N>=1]).
eq(i(M,Mo),1,[i(M-1,Mo)],[M>=1]).
eq(i(M,M),0,[],[M=0]).`, "M + N + nat(-M - N)"},
	{"constant flag passed to an inner loop", `eq(s(A,B),0,[o(A,B)],[]).
eq(o(A,B),0,[],[0>=B]).
eq(o(A,B),1,[i(A,B,0,X,Y),o(X,Y)],[B>=1]).
eq(i(A,B,F,X,Y),1,[i(A-1,B,F,X,Y)],[A>=1]).
eq(i(A,B,F,A,Y),0,[],[F=0,0>=A,Y=B-1]).
eq(i(A,B,F,X,Y),0,[],[F=1]).`, "(nat(A) + 1)*nat(B)"},
	{"joins of a loop body counted by its iterations", joinsSystem(3), "10*nat(N + 1) + 1"},
	{"joins of a loop body, the first ranked inside it", joinsSystem(6), "28*nat(N + 1) + 1"},
	{"inner loop between two locations", `eq(e1(A,B),1,[e2(A,0)],[A>=0]).
eq(e1(A,B),0,[],[0>=A+1]).
eq(e2(A,B),1,[e2(A,B+1)],[A>=B+1]).
eq(e2(A,B),1,[e1(A-1,B)],[B>=A]).`, "2*nat(A + 1) + nat(A - B + 1) + nat(A + 1)*nat(max(-1, A - 1, B - 1))"},
	{"parity: at most once", "eq(f(A),1,[f(2*C-1)],[A=2*C,C>=1]).\neq(f(A),0,[],[]).", "1"},
	{"one ranking function for two locations", `eq(p(A,B,C,D),nat(A),[p(A,B-D,C,D)],[B>=D+1,A>=D,B>=1,D>=1,C>=D+B]).
eq(p(A,B,C,D),nat(A),[q(A,B,C,D-B)],[D>=B+1,A>=D,B>=1,D>=1,C>=D+B]).
eq(q(A,B,C,D),nat(A),[p(A,B-D,C,D)],[B>=D+1,C>=B,B>=1,D>=1,A>=D+B]).
eq(q(A,B,C,D),nat(A),[q(A,B,C,D-B)],[D>=B+1,C>=B,B>=1,D>=1,A>=D+B]).
eq(p(A,B,C,D),0,[],[D=B]).
eq(q(A,B,C,D),0,[],[D=B]).`, "nat(A)*nat(B + D - 2)"},
	{"a bound of min needs one argument", `entry(o(K,N):[]).
eq(o(K,N),0,[],[0>=K]).
eq(o(K,N),0,[w(N,Q,0),o(K-1,N)],[K>=1]).
eq(w(N,P,I),1,[w(N,P,I+P)],[N>=I+1,P>=1]).
eq(w(N,P,I),0,[],[I>=N]).`, "nat(K)*nat(N)"},
	{"facts of the caller in an amortised loop", `eq(s(N,M),0,[o(N,M)],[N>=0,M>=0]).
eq(o(N,M),0,[],[N=0]).
eq(o(N,M),1,[i(M,Mo),o(N-1,Mo)],[N>=1]).
eq(i(M,Mo),1,[i(M-1,Mo)],[M>=1]).
eq(i(M,M),0,[],[]).`, "M + N"},
	{"one relation called with two constant flags", `eq(s(A,B),0,[o(A,B)],[]).
eq(o(A,B),0,[],[0>=B]).
eq(o(A,B),1,[i(A,B,0,X,Y),i(A,B,1,X2,Y2),o(X,Y)],[B>=1]).
eq(i(A,B,F,X,Y),1,[i(A-1,B,F,X,Y)],[A>=1]).
eq(i(A,B,F,A,Y),0,[],[F=0,0>=A,Y=B-1]).
eq(i(A,B,F,X,Y),0,[],[F=1]).`, "(2*nat(A) + 1)*nat(B)"},
	{"a potential pays for the nat pieces of a cost", `eq(s(N,M),0,[o(N,M)],[N>=0,M>=0]).
eq(o(N,M),0,[],[N=0]).
eq(o(N,M),nat(M-Mo),[o(N-1,Mo)],[1=<N,M>=Mo,Mo>=0]).
eq(o(N,M),1,[o(N-1,M+1)],[1=<N]).`, "M + 2*N"},
	{"a potential pays for the pieces of a callee's bound", `eq(p(K,C),0,[],[C>=K]).
eq(p(K,C),0,[c(K,H),p(H,C+1)],[K>=C+1,K>=H+1,H>=C+1]).
eq(p(K,C),0,[c(K,H),p(K,C+1)],[K>=C+1,H>=K]).
eq(c(A,B),1,[c(A,B+1)],[A>=B+1]).
eq(c(A,B),0,[],[B>=A]).`, "K + max(-C - 1, -K)"},
	{"inner loops over a doubling counter: a potential left at the last call", `eq(m(A),0,[l(A,1)],[A>=1]).
eq(l(A,B),0,[w(B,0),l(A,2*B)],[A>=B+1,B>=1]).
eq(l(A,B),0,[],[B>=A]).
eq(w(N,I),1,[w(N,I+1)],[N>=I+1]).
eq(w(N,I),0,[],[I>=N]).`, "nat(2*nat(A - 1) - 1)"},
	{"a phase entered after a guard A = 3 or A = -3", `eq(m(A,B),1,[l(A,B,C)],[C=0]).
eq(l(A,B,C),0,[],[]).
eq(l(A,B,1),1,[l(A-1,B,1)],[A>=1]).
eq(l(A,B,1),1,[l(A,B-1,1)],[B>=1]).
eq(l(A,B,0),1,[l(A,B,1)],[A=3]).
eq(l(A,B,0),1,[l(A,B,1)],[A=0-3]).`, "nat(B) + 5"},
	{"nodes counted over the inputs, not a declared output", `input_output_vars(t(L,R),[L],[R]).
eq(t(L,R),0,[],[L=<3]).
eq(t(L,R),1,[t(L1,R1),t(L2,R2)],[R>=R2+1,L>=L1+1,2*L1>=L,L+1>=2*L1,R2>=1,L=L1+L2,R1+R2=R]).`, "nat(L - 1)"},
	{"split recursion whose other split resets a size", `eq(m(X,A,R),0,[],[X=<0,A=<0]).
eq(m(X,A,R),1,[m(Y,B,R),m(Z,C,R)],[X>=1,X>=Y+Z+1,A>=B+C,B>=0,C>=0,Y>=0,Z>=0]).
eq(m(X,A,R),1,[m(Y,B,R),m(Z,C,R)],[A>=1,R>=Y+Z,A>=B+C+1,B>=0,C>=0,Y>=0,Z>=0]).`, "nat(A) + nat(X) + nat(A)*nat(R)"},
	{"split recursion whose other split adds to a size", `eq(m(X,A,I),0,[],[X=<0,A=<0]).
eq(m(X,A,I),1,[m(Y,B,I),m(Z,C,I)],[X>=1,X>=Y+Z+1,A>=B+C,B>=0,C>=0,Y>=0,Z>=0]).
eq(m(X,A,I),1,[m(Y,B,I),m(Z,C,I)],[A>=1,X+I>=Y+Z,A>=B+C+1,B>=0,C>=0,Y>=0,Z>=0]).`, "nat(A) + nat(X) + nat(A)*nat(I)"},
	{"no ranking", "eq(f(A),1,[f(A+1)],[A>=0]).\neq(f(A),0,[],[0>=A+1]).", ""},
	// Sums over loops (sum.go): the inner loop's N - I summed over I =
	// 0..N-1 is N(N+1)/2, not N·N.
	{"triangular loop", `entry(outer(N):[]).
eq(outer(N),0,[outer1(N,0)],[]).
eq(outer1(N,I),0,[],[I>=N]).
eq(outer1(N,I),0,[inner(N,I),outer1(N,I+1)],[N>=I+1]).
eq(inner(N,J),0,[],[J>=N]).
eq(inner(N,J),1,[inner(N,J+1)],[N>=J+1]).`, "nat(N)*(nat(N) + 1)/2"},
	// Step 2: ceil(N/2) terms N, N-2, ..., at most ceil(N/2)·(N + 2)/2
	// (exact for even N).
	{"triangular loop with step 2", `entry(outer(N):[]).
eq(outer(N),0,[outer1(N,0)],[]).
eq(outer1(N,I),0,[],[I>=N]).
eq(outer1(N,I),0,[inner(N,I),outer1(N,I+2)],[N>=I+1]).
eq(inner(N,J),0,[],[J>=N]).
eq(inner(N,J),1,[inner(N,J+1)],[N>=J+1]).`, "floor(floor(nat(N)/2 + 1/2)*(nat(N) + 2)/2)"},
	// The inner loop runs N - I >= 2 times: the values N, N-1, ..., 2,
	// N(N+1)/2 - 1 (none at N = 1).
	{"triangle without its last row", `entry(outer(N):[]).
eq(outer(N),0,[outer1(N,0)],[]).
eq(outer1(N,I),0,[],[I+1>=N]).
eq(outer1(N,I),0,[inner(N,I),outer1(N,I+1)],[N>=I+2]).
eq(inner(N,J),0,[],[J>=N]).
eq(inner(N,J),1,[inner(N,J+1)],[N>=J+1]).`, "nat(nat(N)*(nat(N) + 1)/2 - 1)"},
	// Three nested: the middle loop's N(N+1)/2-like cost is a polynomial
	// of degree 2 in the outer counter: N(N+1)(N+2)/6.
	{"tetrahedral loops", `entry(a(N):[]).
eq(a(N),0,[b(N,0)],[]).
eq(b(N,I),0,[],[I>=N]).
eq(b(N,I),0,[c(N,I),b(N,I+1)],[N>=I+1]).
eq(c(N,J),0,[],[J>=N]).
eq(c(N,J),0,[d(N,J),c(N,J+1)],[N>=J+1]).
eq(d(N,K),0,[],[K>=N]).
eq(d(N,K),1,[d(N,K+1)],[N>=K+1]).`, "(2*nat(N) + 1)*nat(N)*(nat(N) + 1)/12 + nat(N)*(nat(N) + 1)/4"},
	// A cost that grows with the counter: 0 + 1 + ... + (N-1).
	{"sum of a growing counter", `entry(l(N):[]).
eq(l(N),0,[w(N,0)],[]).
eq(w(N,I),I,[w(N,I+1)],[N>=I+1]).
eq(w(N,I),0,[],[I>=N]).`, "nat(N - 1)*(nat(N - 1) + 1)/2"},
	// A square of the counter: Faulhaber's second formula.
	{"sum of squares", `entry(l(N):[]).
eq(l(N),0,[w(N,0)],[]).
eq(w(N,I),nat(N-I)*nat(N-I),[w(N,I+1)],[N>=I+1]).
eq(w(N,I),0,[],[I>=N]).`, "(2*nat(N) + 1)*nat(N)*(nat(N) + 1)/6"},
	// M outer iterations of an inner loop N - I: neither M·N nor
	// N(N+1)/2 is below the other everywhere; the sum is smaller where
	// M = N is large.
	{"trapezoid", `entry(t(M,N):[]).
eq(t(M,N),0,[o(M,N,0)],[]).
eq(o(M,N,I),0,[],[I>=M]).
eq(o(M,N,I),0,[in(N,I),o(M,N,I+1)],[M>=I+1]).
eq(in(N,J),0,[],[J>=N]).
eq(in(N,J),1,[in(N,J+1)],[N>=J+1]).`, "nat(N)*(nat(N) + 1)/2"},
	// Factors of a product that are not non-negative by their form but
	// by the equation's constraints.
	{"product of factors non-negative by the constraints", "eq(f(A,B),A*B,[],[A>=0,B>=1]).", "nat(A)*nat(B)"},
	// B·I summed over I = 0..N-1 (a product with a loop counter).
	{"sum of a product with the counter", `entry(l(N,B):[B>=0]).
eq(l(N,B),0,[w(N,B,0)],[]).
eq(w(N,B,I),B*I,[w(N,B,I+1)],[N>=I+1,I>=0,B>=0]).
eq(w(N,B,I),0,[],[I>=N]).`, "nat(B)*nat(N - 1)*(nat(N - 1) + 1)/2"},
	// Two paths ranked apart in rounds (I + 1 and N - I applications,
	// B each); one joint function N - J for both gives a smaller bound
	// of the same degree, kept because it is below at every sampled
	// point.
	{"a joint count below the rounds'", `entry(o(N,B):[N>=1,B>=0]).
eq(o(N,B),0,[l(N,B,0)],[]).
eq(l(N,B,I),0,[],[I>=N]).
eq(l(N,B,I),0,[w(N,B,I,0),l(N,B,I+1)],[N>=I+1]).
eq(w(N,B,I,J),0,[],[J>=N-I]).
eq(w(N,B,I,J),B,[w(N,B,I,J+1)],[N-I>=J+1,J>=0,I>=J,B>=0]).
eq(w(N,B,I,J),B,[w(N,B,I,J+1)],[N-I>=J+1,J>=0,J>=I+1,B>=0]).`, "nat(B)*nat(N)*nat(N)"},
	// The work of benchmarks/textbook/bubble.bsp (bspcost equations):
	// the merges' loop w7 has three paths; the joint ranking function
	// V1 - V11 (p - j) counts p per pass, its alternative without V1,
	// H16 - V11 + 1 (p - 1 - i - j), the triangle.
	{"block bubble sort's work", `entry(work_main(V1,V2,D1,D2):[V1>=1,V2>=V1,D1=0]).
eq(work_main(V1,V2,D1,D2),0,[work_w1(0,D2-2,1,D2),work_k2(V1,D2)],[V1>=1,V2>=V1,D1>=0,0>=D1]).
eq(work_w1(V7,H10,H11,D2),0,[work_w3(0,D2-V7-2),work_k4(V7,H10,H11,D2)],[H10>=V7,H11>=1]).
eq(work_w3(V8,H12),1,[work_w3(V8+1,H12)],[H12>=V8]).
eq(work_w3(V8,H12),0,[],[V8>=H12+1]).
eq(work_k4(V7,H10,H11,D2),0,[work_w1(H11+V7,H10,H11,D2)],[]).
eq(work_w1(V7,H10,H11,D2),0,[],[V7>=H10+1]).
eq(work_k2(V1,D2),0,[work_w5(V1,0,V1-2,1,D2),work_k6],[]).
eq(work_w5(V1,V10,H14,H15,D2),0,[work_w7(V1,0,V1-V10-2,1,D2),work_k8(V1,V10,H14,H15,D2)],[H14>=V10,H15>=1]).
eq(work_w7(V1,V11,H16,H17,D2),0,[work_w9(0,D2-1),work_k10(V1,V11,H16,H17,D2)],[H16>=V11,H17>=1,V11>=0,V1>=V11+1]).
eq(work_w9(V15,H18),2,[work_w9(V15+1,H18)],[H18>=V15]).
eq(work_w9(V15,H18),0,[],[V15>=H18+1]).
eq(work_w7(V1,V11,H16,H17,D2),0,[work_w11(0,D2-1),work_k12(V1,V11,H16,H17,D2)],[H16>=V11,H17>=1,V11>=-1,V1>=V11+2]).
eq(work_w11(V19,H20),2,[work_w11(V19+1,H20)],[H20>=V19]).
eq(work_w11(V19,H20),0,[],[V19>=H20+1]).
eq(work_w7(V1,V11,H16,H17,D2),0,[work_w13(0,D2-1),work_k14(V1,V11,H16,H17,D2)],[H16>=V11,H17>=1,V11>=-1,V1>=V11+2]).
eq(work_w13(V19,H20),2,[work_w13(V19+1,H20)],[H20>=V19]).
eq(work_w13(V19,H20),0,[],[V19>=H20+1]).
eq(work_k10(V1,V11,H16,H17,D2),0,[work_w7(V1,H17+V11,H16,H17,D2)],[]).
eq(work_k12(V1,V11,H16,H17,D2),0,[work_w7(V1,H17+V11,H16,H17,D2)],[]).
eq(work_w7(V1,V11,H16,H17,D2),0,[work_w7(V1,H17+V11,H16,H17,D2)],[H16>=V11,H17>=1,V1>=1,V11>=1]).
eq(work_w7(V1,V11,H16,H17,D2),0,[work_w7(V1,H17+V11,H16,H17,D2)],[H16>=V11,H17>=1,V1>=1,V11>=1,V1>=V11+3]).
eq(work_k14(V1,V11,H16,H17,D2),0,[work_w7(V1,H17+V11,H16,H17,D2)],[]).
eq(work_w7(V1,V11,H16,H17,D2),0,[work_w7(V1,H17+V11,H16,H17,D2)],[H16>=V11,H17>=1,V1>=1,V11>=0,V1>=V11+2]).
eq(work_w7(V1,V11,H16,H17,D2),0,[work_w7(V1,H17+V11,H16,H17,D2)],[H16>=V11,H17>=1,V1>=1,V1>=V11+2,V1>=V11+3]).
eq(work_w7(V1,V11,H16,H17,D2),0,[],[V11>=H16+1]).
eq(work_k8(V1,V10,H14,H15,D2),0,[work_w5(V1,H15+V10,H14,H15,D2)],[]).
eq(work_w5(V1,V10,H14,H15,D2),0,[],[V10>=H14+1]).
eq(work_k6,0,[],[]).`, "nat(D2 - 1)*(nat(D2 - 1) + 1)/2 + nat(D2)*nat(V1 - 1)*(nat(V1 - 1) + 1)"},
}
