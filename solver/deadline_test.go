package solver

import (
	"math/big"
	"testing"
	"time"
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
		p := &lp{deadline: deadline}
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
	p.deadline = past
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
