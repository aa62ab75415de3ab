package solver

import (
	"context"
	"fmt"
	"math/big"
	"strings"
	"testing"
	"time"

	"bspcost/budget"
)

// TestLPDeadline: a linear program whose deadline has passed stops with
// errTimeout (not errLPWork, not a result), both before its tableau is built
// and between pivots, so that the solver stops instead of trying the next
// candidate; and Solve then reports every entry as a timeout, never as a
// bound or a plain "no bound".
func TestLPDeadline(t *testing.T) {
	past := time.Now().Add(-time.Second)
	build := func(deadline time.Time) *lp {
		// maximise x + y subject to x + 2y <= 4, 3x + y <= 6 (needs pivots).
		p := &lp{deadline: stopAt{deadline: deadline}}
		x, y := p.newVar(false), p.newVar(false)
		p.addRow(map[int]*big.Rat{x: big.NewRat(1, 1), y: big.NewRat(2, 1)}, lpLE, big.NewRat(4, 1))
		p.addRow(map[int]*big.Rat{x: big.NewRat(3, 1), y: big.NewRat(1, 1)}, lpLE, big.NewRat(6, 1))
		p.obj = map[int]*big.Rat{x: big.NewRat(-1, 1), y: big.NewRat(-1, 1)}
		return p
	}
	if st, _, v, err := build(time.Time{}).solve(); err != nil || st != lpOptimal || v.Cmp(big.NewRat(-14, 5)) != 0 {
		t.Fatalf("without a deadline: status %v, value %v, error %v; want optimal -14/5", st, v, err)
	}
	if _, _, _, err := build(past).solve(); err != errTimeout {
		t.Errorf("past deadline: error %v, want %v", err, errTimeout)
	}
	// Between pivots: phase 1 done without a deadline, then optimise with
	// one that has passed. Minimise x subject to x + y <= 10: phase 1 enters
	// x (the first column), so phase 2 needs a pivot to bring y in.
	p := &lp{}
	x, y := p.newVar(false), p.newVar(false)
	p.addRow(map[int]*big.Rat{x: big.NewRat(1, 1), y: big.NewRat(1, 1)}, lpLE, big.NewRat(10, 1))
	p.obj = map[int]*big.Rat{x: big.NewRat(1, 1)}
	tab, st, err := p.prepare()
	if err != nil || st != lpOptimal {
		t.Fatalf("prepare: status %v, error %v", st, err)
	}
	p.deadline = stopAt{deadline: past}
	if _, _, _, err := tab.optimize(p.obj, p.abs); err != errTimeout {
		t.Errorf("deadline passed between pivots: error %v, want %v", err, errTimeout)
	}

	sys, err := ParseCES("loop.ces", `eq(main(N),0,[loop(N,0)],[]).
eq(loop(N,I),1,[loop(N,I+1)],[I+1<=N]).
eq(loop(N,I),0,[],[I>=N]).
`)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range Solve(sys, Options{Deadline: past}) {
		if !IsTimeout(r) {
			t.Errorf("Solve past its deadline: %s gives bound %v, reason %q; want a timeout", r.Entry.Head, r.Bound, r.Reason)
		}
	}
	for _, r := range Solve(sys, Options{}) {
		if r.Bound == nil {
			t.Errorf("Solve without a deadline: %s has no bound (%s)", r.Entry.Head, r.Reason)
		}
	}
}

// TestSolveBudget: the solver charges Options.Budget (pivots, equations)
// the same operations on every run, stops where a quota runs out with a
// reason naming it (IsTimeout: a limit, not a verdict), and stops at a
// canceled context even without a deadline.
func TestSolveBudget(t *testing.T) {
	sys, err := ParseCES("loops.ces", `eq(main(N,M),0,[loop(N,0,M)],[N>=0,M>=0]).
eq(loop(N,I,M),1,[inner(M,0),loop(N,I+1,M)],[I+1<=N]).
eq(loop(N,I,M),0,[],[I>=N]).
eq(inner(M,J),1,[inner(M,J+1)],[J+1<=M]).
eq(inner(M,J),0,[],[J>=M]).
`)
	if err != nil {
		t.Fatal(err)
	}
	used := func() (int64, []Result) {
		b := budget.New(context.Background(), time.Time{}, 0)
		res := Solve(sys, Options{Budget: b})
		return b.Used(), res
	}
	n1, full := used()
	n2, _ := used()
	if n1 == 0 || n1 != n2 {
		t.Fatalf("operations charged by two runs: %d and %d; want the same, above 0", n1, n2)
	}
	if full[0].Bound == nil {
		t.Fatalf("without a quota: no bound (%s)", full[0].Reason)
	}
	short := Solve(sys, Options{Budget: budget.New(context.Background(), time.Time{}, n1/2)})
	if !IsTimeout(short[0]) || !strings.Contains(short[0].Reason, "operation limit exceeded") {
		t.Errorf("half the operations: bound %v, reason %q; want the operation limit", short[0].Bound, short[0].Reason)
	}
	if r := Solve(sys, Options{Budget: budget.New(context.Background(), time.Time{}, n1)}); r[0].Bound == nil {
		t.Errorf("a quota of exactly the operations used: no bound (%s)", r[0].Reason)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if r := Solve(sys, Options{Budget: budget.New(ctx, time.Time{}, 0)}); !IsTimeout(r[0]) {
		t.Errorf("canceled: bound %v, reason %q; want a limit", r[0].Bound, r[0].Reason)
	}
}

// TestSolveBudgetExprs: building the closed forms (callees' bounds
// substituted into costs, Max over the paths) is charged too, at least a
// unit per node of the bound; a quota that covers the rest but not them
// ends the solve with the operation limit.
func TestSolveBudgetExprs(t *testing.T) {
	var src strings.Builder
	const levels = 6
	src.WriteString("entry(r0(A0,A1,A2,A3,A4,A5,A6):[]).\n")
	args := "A0,A1,A2,A3,A4,A5,A6"
	for i := range levels {
		for _, c := range []string{fmt.Sprintf("A%d", i), fmt.Sprintf("A%d", i+1)} {
			fmt.Fprintf(&src, "eq(r%d(%s),nat(%s),[r%d(%s)],[]).\n", i, args, c, i+1, args)
		}
	}
	fmt.Fprintf(&src, "eq(r%d(%s),0,[],[]).\n", levels, args)
	sys, err := ParseCES("chain.ces", src.String())
	if err != nil {
		t.Fatal(err)
	}
	all, lp, r := exprCharged(t, sys)
	if nodes := exprNodes(r.Bound, 1<<20); all-lp < nodes {
		t.Fatalf("building %s (%d nodes) charged %d operations (%d in all)", r.Bound, nodes, all-lp, all)
	}
	short := Solve(sys, Options{Budget: budget.New(context.Background(), time.Time{}, lp)})
	if !IsTimeout(short[0]) || !strings.Contains(short[0].Reason, "operation limit exceeded") {
		t.Errorf("a quota without the forms' operations: bound %v, reason %q; want the operation limit", short[0].Bound, short[0].Reason)
	}
}

// TestSolveBudgetCalls: each call substitutes its callee's bound (and,
// where the call decides some of the callee's cases, each case's bound
// again), charged at a unit per node of what it substitutes: calls of a
// callee with a large bound cost their number times its size even when
// the caller's cost, their sum, prints small.
func TestSolveBudgetCalls(t *testing.T) {
	const calls = 8
	var big []string
	for i := range 6 {
		big = append(big, fmt.Sprintf("nat(N - %d)*nat(M - %d)", i, 2*i))
	}
	var src strings.Builder
	src.WriteString("entry(main(N,M):[]).\n")
	fmt.Fprintf(&src, "eq(main(N,M),0,[%s],[]).\n", strings.TrimSuffix(strings.Repeat("f(1,N,M),", calls), ","))
	fmt.Fprintf(&src, "eq(f(A,N,M),%s,[],[A>=1]).\n", strings.Join(big, " + "))
	src.WriteString("eq(f(A,N,M),0,[],[A<=0]).\n")
	sys, err := ParseCES("calls.ces", src.String())
	if err != nil {
		t.Fatal(err)
	}
	all, lp, _ := exprCharged(t, sys)
	callee, err := ParseExpr(strings.Join(big, " + "))
	if err != nil {
		t.Fatal(err)
	}
	if nodes := exprNodes(callee, 1<<20); all-lp < calls*nodes {
		t.Fatalf("%d calls of a callee whose bound has %d nodes charged %d operations for forms; want at least %d", calls, nodes, all-lp, calls*nodes)
	}
}

// solveUsed solves sys with a budget without limits: the operations it
// charged and the first entry's result.
func solveUsed(sys *System) (int64, Result) {
	b := budget.New(context.Background(), time.Time{}, 0)
	res := Solve(sys, Options{Budget: b})
	return b.Used(), res[0]
}

// exprCharged solves sys twice without limits: the operations charged
// in all, those without the closed forms' charges (noExprCharge), and
// the first entry's result, which must have a bound.
func exprCharged(t *testing.T, sys *System) (all, lp int64, r Result) {
	t.Helper()
	all, r = solveUsed(sys)
	if r.Bound == nil {
		t.Fatalf("no bound: %s", r.Reason)
	}
	noExprCharge = true
	defer func() { noExprCharge = false }()
	lp, _ = solveUsed(sys)
	return all, lp, r
}
