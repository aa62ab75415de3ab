package solver

import (
	"math/big"
	"math/rand"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// randomLP returns a small random program: free and non-negative
// variables, rows of each kind with small coefficients (many zero), so
// that empty, unbounded, degenerate and redundant programs all occur.
func randomLP(rng *rand.Rand) *lp {
	p := &lp{slackStart: true}
	nv := 1 + rng.Intn(5)
	for v := 0; v < nv; v++ {
		p.newVar(rng.Intn(4) != 0)
	}
	for r := rng.Intn(7); r > 0; r-- {
		coef := map[int]*big.Rat{}
		for v := 0; v < nv; v++ {
			if rng.Intn(2) == 0 {
				coef[v] = big.NewRat(int64(rng.Intn(7)-3), int64(1+rng.Intn(2)))
			}
		}
		p.addRow(coef, lpKind(rng.Intn(3)), big.NewRat(int64(rng.Intn(9)-4), 1))
		if rng.Intn(3) == 0 {
			p.rows[len(p.rows)-1].negRHS = true
		}
	}
	return p
}

// lpAnswers is what a values-only caller reads of a program: phase 1's
// status, whether phase 1's point satisfies every row, and for each
// objective the status and optimal value of optimizeValueTerms, and
// whether the ray test says unbounded.
type lpAnswers struct {
	Status  lpStatus
	PointOK bool
	Mins    []string
	Rays    []bool
}

func answersOf(t *testing.T, p *lp, objs [][]objTerm) lpAnswers {
	t.Helper()
	p.buf = &lpBuf{}
	tab, st, err := p.prepare()
	if err != nil {
		t.Fatalf("prepare: %v", err)
	}
	a := lpAnswers{Status: st}
	if st != lpOptimal {
		return a
	}
	x := tab.point()
	a.PointOK = true
	for _, r := range p.rows {
		s := numZero
		for _, tm := range r.terms {
			s = numAdd(s, numMul(numOf(tm.c), x[tm.j]))
		}
		b := numOf(r.rhs)
		if r.negRHS {
			b = numNeg(b)
		}
		c := numCmp(s, b)
		if r.kind == lpLE && c > 0 || r.kind == lpGE && c < 0 || r.kind == lpEQ && c != 0 {
			a.PointOK = false
		}
	}
	for v := range x {
		if !p.free[v] && x[v].sign() < 0 {
			a.PointOK = false
		}
	}
	rays := tab.rayCols()
	for _, o := range objs {
		falls := tab.fallsAlongRay(rays, o)
		ost, val, err := tab.optimizeValueTerms(o)
		if err != nil {
			t.Fatalf("optimizeValueTerms: %v", err)
		}
		s := "unbounded"
		if ost == lpOptimal {
			s = val.rat().RatString()
		}
		a.Mins = append(a.Mins, s)
		// The ray test may miss an unbounded objective, never call a
		// bounded one unbounded: record only what it claims.
		a.Rays = append(a.Rays, falls && ost == lpOptimal)
	}
	return a
}

// TestFreeColumnsAgainstSplit: on random programs, the unsplit free
// columns of prepareFree give the same feasibility, optimal values and
// unboundedness as the x+/x− split (it fails with a free column allowed
// to leave the basis, entering only downwards, or ignored by the ray
// test), and phase 1's point is feasible.
func TestFreeColumnsAgainstSplit(t *testing.T) {
	rng := rand.New(rand.NewSource(12))
	n := 20000
	if testing.Short() {
		n = 3000
	}
	counts := map[lpStatus]int{}
	unbounded := 0
	for i := 0; i < n; i++ {
		p := randomLP(rng)
		var objs [][]objTerm
		for k := 0; k < 4; k++ {
			var o []objTerm
			for v := 0; v < p.nvar; v++ {
				if rng.Intn(2) == 0 {
					o = append(o, objTerm{v, numInt(int64(rng.Intn(5) - 2))})
				}
			}
			objs = append(objs, o)
		}
		got := answersOf(t, p, objs)
		splitFree = true
		want := answersOf(t, p, objs)
		splitFree = false
		if diff := cmp.Diff(want, got, cmpopts.IgnoreFields(lpAnswers{}, "PointOK")); diff != "" {
			t.Fatalf("program %d: unsplit vs split (-split +unsplit):\n%s", i, diff)
		}
		if got.Status == lpOptimal && !got.PointOK {
			t.Fatalf("program %d: phase 1's point violates a row", i)
		}
		for k, bad := range got.Rays {
			if bad {
				t.Fatalf("program %d: the ray test calls bounded objective %d unbounded", i, k)
			}
		}
		counts[got.Status]++
		for _, m := range got.Mins {
			if m == "unbounded" {
				unbounded++
			}
		}
	}
	t.Logf("%d programs: %d feasible, %d empty; %d unbounded objectives", n, counts[lpOptimal], counts[lpInfeasible], unbounded)
}

// TestFreeEliminationBudget: the pivots of prepareFree's elimination
// count against the pivot budget together with the simplex's (it fails
// with them left out of either check), but not in the tableau's pivot
// count, which is the simplex's alone.
func TestFreeEliminationBudget(t *testing.T) {
	// x_v = v for five free variables: five elimination pivots, none
	// for the simplex.
	eqs := func() *lp {
		p := &lp{slackStart: true}
		for v := 0; v < 5; v++ {
			p.newVar(true)
			p.addRow(map[int]*big.Rat{v: big.NewRat(1, 1)}, lpEQ, big.NewRat(int64(v), 1))
		}
		return p
	}
	// x free, y >= 0, x = 1, y >= 2: one elimination pivot, then phase
	// 1 needs one simplex pivot to bring y in.
	mixed := func() *lp {
		p := &lp{slackStart: true}
		x, y := p.newVar(true), p.newVar(false)
		p.addRow(map[int]*big.Rat{x: big.NewRat(1, 1)}, lpEQ, big.NewRat(1, 1))
		p.addRow(map[int]*big.Rat{y: big.NewRat(1, 1)}, lpGE, big.NewRat(2, 1))
		return p
	}
	defer func(n int) { maxPivots = n }(maxPivots)
	for _, tc := range []struct {
		name   string
		p      func() *lp
		budget int
		err    error
		pivots int
	}{
		{"eliminations within budget", eqs, 5, nil, 0},
		{"eliminations over budget", eqs, 4, errLPWork, 0},
		{"both within budget", mixed, 2, nil, 1},
		{"both over budget", mixed, 1, errLPWork, 0},
	} {
		maxPivots = tc.budget
		tab, st, err := tc.p().prepare()
		if err != tc.err {
			t.Errorf("%s: error %v, want %v", tc.name, err, tc.err)
			continue
		}
		if err != nil {
			continue
		}
		if st != lpOptimal || *tab.pivots != tc.pivots {
			t.Errorf("%s: status %v after %d simplex pivots, want optimal after %d", tc.name, st, *tab.pivots, tc.pivots)
		}
	}
}
