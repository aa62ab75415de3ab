package solver

import (
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// denseLP is a feasible program of rows rows over vars variables (free
// ones when free): row i says x_0 + ... + x_{vars-1} >= i, and the
// objective minimises x_0.
func denseLP(rows, vars int, free bool) *lp {
	p := &lp{}
	for j := 0; j < vars; j++ {
		p.newVar(free)
	}
	for i := 0; i < rows; i++ {
		row := map[int]*big.Rat{}
		for j := 0; j < vars; j++ {
			row[j] = RatInt(1)
		}
		p.addRow(row, lpGE, RatInt(int64(i)))
	}
	p.obj = map[int]*big.Rat{0: RatInt(1)}
	return p
}

// largestSlab records the largest slab getSlab hands out while f runs.
func largestSlab(f func()) int {
	most := 0
	slabHook = func(n int) { most = max(most, n) }
	defer func() { slabHook = nil }()
	f()
	return most
}

// TestLPSizeBudget: a program whose dense tableau would pass
// maxTableauCells is refused with errLPWork (no proof, never a result)
// before anything of its size is allocated, in both phase 1s (the split
// one and prepareFree's), while a smaller one is solved.
func TestLPSizeBudget(t *testing.T) {
	defer func(c int) { maxTableauCells = c }(maxTableauCells)
	maxTableauCells = 600
	tests := []struct {
		name        string
		rows, vars  int
		free, slack bool
		want        error
	}{
		{"small", 5, 5, false, false, nil},
		{"small, free, from the slacks", 5, 5, true, true, nil},
		{"wide", 10, 60, false, false, errLPWork},
		{"tall", 60, 10, false, false, errLPWork},
		{"wide, free, from the slacks", 10, 60, true, true, errLPWork},
		{"tall, free, from the slacks", 60, 10, true, true, errLPWork},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := denseLP(tc.rows, tc.vars, tc.free)
			var err error
			most := largestSlab(func() {
				if tc.slack {
					p.slackStart = true
					p.obj = nil
					p.buf = &lpBuf{}
					_, _, err = p.prepare()
					return
				}
				_, _, _, err = p.solve()
			})
			if !errors.Is(err, tc.want) {
				t.Errorf("error %v, want %v", err, tc.want)
			}
			if most > maxTableauCells+2*(tc.rows+tc.vars)+1 {
				t.Errorf("a slab of %d numbers was allocated (the budget is %d cells)", most, maxTableauCells)
			}
		})
	}
}

// TestLPWorkBudget: the pivots times the tableau's cells of one solve are
// bounded (maxLPWork, deterministic): past it the program is refused.
func TestLPWorkBudget(t *testing.T) {
	defer func(w int64) { maxLPWork = w }(maxLPWork)
	for _, tc := range []struct {
		work int64
		want error
	}{
		{1 << 40, nil},
		{10, errLPWork},
	} {
		maxLPWork = tc.work
		// (Rows the origin violates: phase 1 must pivot.)
		st, _, _, err := denseLP(8, 8, false).solve()
		if !errors.Is(err, tc.want) || err == nil && st != lpOptimal {
			t.Errorf("budget %d: status %v, error %v; want error %v", tc.work, st, err, tc.want)
		}
	}
}

// TestFarkasStops: once a program is past the size budget or its
// deadline, farkas adds nothing more to it, and solving it fails at once
// with the reason.
func TestFarkasStops(t *testing.T) {
	defer func(c int) { maxTableauCells = c }(maxTableauCells)
	maxTableauCells = 200
	poly := Poly{GE(LinVar("#0"), LinConst(1)), EQ(LinVar("#1"), LinVar("X").AddScaled(ratOne, LinConst(1)))}
	for _, tc := range []struct {
		name     string
		deadline time.Time
		want     error
	}{
		{"past the size budget", time.Time{}, errLPWork},
		{"past the deadline", time.Now().Add(-time.Second), errTimeout},
	} {
		t.Run(tc.name, func(t *testing.T) {
			prog := &lp{deadline: stopAt{deadline: tc.deadline}}
			rows := []int{}
			for k := 0; k < 40; k++ {
				f := newLocFunc(prog, 2)
				farkas(prog, poly, f.head())
				rows = append(rows, len(prog.rows))
			}
			// The rows stop growing once the program is refused.
			last := rows[len(rows)-1]
			if last*prog.nvar > 4*maxTableauCells+1000 || tc.want == errTimeout && last != 0 {
				t.Errorf("rows after each farkas: %v (%d variables)", rows, prog.nvar)
			}
			if _, _, _, err := prog.solve(); !errors.Is(err, tc.want) {
				t.Errorf("solve: %v, want %v", err, tc.want)
			}
		})
	}
}

// cycleKoat is a .koat system of the shape of T2's statemate and bio: one
// cycle of locs locations over vars arguments, each location with three
// rules to the next that compare two arguments and set a third.
func cycleKoat(vars, locs int) string {
	names := make([]string, vars)
	for i := range names {
		names[i] = fmt.Sprintf("X%d", i)
	}
	all := strings.Join(names, ",")
	set := func(i int, e string) string {
		out := append([]string{}, names...)
		out[i%vars] = e
		return strings.Join(out, ",")
	}
	var b strings.Builder
	fmt.Fprintf(&b, "(GOAL COMPLEXITY)\n(STARTTERM (FUNCTIONSYMBOLS f0))\n(VAR %s)\n(RULES\n", strings.Join(names, " "))
	fmt.Fprintf(&b, "  f0(%s) -> Com_1(f1(%s))\n", all, all)
	for l := 1; l <= locs; l++ {
		next := l%locs + 1
		x, y := names[(2*l)%vars], names[(2*l+1)%vars]
		fmt.Fprintf(&b, "  f%d(%s) -> Com_1(f%d(%s)) :|: %s >= %s + 1\n", l, all, next, set(2*l+2, y+" + 1"), x, y)
		fmt.Fprintf(&b, "  f%d(%s) -> Com_1(f%d(%s)) :|: %s >= %s + 1\n", l, all, next, set(2*l+2, y+" - 1"), y, x)
		fmt.Fprintf(&b, "  f%d(%s) -> Com_1(f%d(%s)) :|: %s = %s\n", l, all, next, set(2*l+2, y), x, y)
	}
	b.WriteString(")\n")
	return b.String()
}

// TestLargeComponent: the ranking search of a component whose linear
// programs would need far more than maxTableauCells (T2's statemate
// asked for a 249 GB tableau) ends without a bound, its reason the
// missing ranking function, having allocated nothing of that size. No
// deadline: the budgets alone bound the work.
func TestLargeComponent(t *testing.T) {
	sys, err := ParseKoAT("cycle.koat", cycleKoat(40, 20))
	if err != nil {
		t.Fatal(err)
	}
	var res []Result
	most := largestSlab(func() { res = Solve(sys, Options{}) })
	if len(res) != 1 || res[0].Bound != nil || !strings.Contains(res[0].Reason, "no ranking function found") {
		t.Errorf("got %+v, want no bound for want of a ranking function", res)
	}
	if most > 2*maxTableauCells {
		t.Errorf("a slab of %d numbers was allocated (the budget is %d cells)", most, maxTableauCells)
	}
}

// TestPreparationDeadline: a deadline that has passed stops the
// preparation (normalisation, reduction, summaries) of any system, which
// is then not solved: every entry's answer is the time limit.
func TestPreparationDeadline(t *testing.T) {
	systems := []struct {
		name, src string
		parse     func(string, string) (*System, error)
	}{
		{"loop.ces", "eq(f(A,B),1,[f(A-1,B)],[A>=B+1]).\neq(f(A,B),0,[],[B>=A]).\n", ParseCES},
		{"cycle.koat", cycleKoat(30, 200), ParseKoAT},
	}
	for _, tc := range systems {
		sys, err := tc.parse(tc.name, tc.src)
		if err != nil {
			t.Fatal(err)
		}
		opt := Options{Deadline: time.Now().Add(-time.Second)}
		if st := newState(sys, opt); !st.cut {
			t.Errorf("%s: the preparation went on past the deadline", tc.name)
		}
		for _, r := range Solve(sys, opt) {
			if !IsTimeout(r) {
				t.Errorf("%s: %+v, want the time limit", tc.name, r)
			}
		}
	}
}

// TestKoatNonLinear: a .koat rule's non-linear update (or a power no
// expression represents) is read as an unknown value with a warning
// naming the rule, not rejected; the bound holds for every value there.
// A .ces file's powers with a constant exponent are products; others are
// still an error there (a cost must be stated exactly).
func TestKoatNonLinear(t *testing.T) {
	head := "(GOAL COMPLEXITY)\n(STARTTERM (FUNCTIONSYMBOLS f))\n(VAR A B)\n(RULES\n"
	tests := []struct {
		name, src string
		notes     []string
		bound     string // or the reason's start
	}{
		{"square update, unused", head + "  f(A,B) -> Com_1(g(A,B^2))\n  g(A,B) -> Com_1(g(A - 1,B)) :|: A >= 1\n)\n",
			[]string{"t.koat:5:23: warning: rule of f at line 5: non-linear update B*B (argument 2 of the call): its value is taken as unknown (_NL1), so the bound may be imprecise"},
			"nat(A) + 1"},
		{"square update, counted", head + "  f(A,B) -> Com_1(g(A^2,B))\n  g(A,B) -> Com_1(g(A - 1,B)) :|: A >= 1\n)\n",
			[]string{"t.koat:5:21: warning: rule of f at line 5: non-linear update A*A (argument 1 of the call): its value is taken as unknown (_NL1), so the bound may be imprecise"},
			"f/2 (equation at line 5): _NL1 (in f/2, line 5) is unbounded"},
		{"variable exponent in guard and update", head + "  f(A,B) -> Com_1(f(A - 1,3^B)) :|: A >= 1 && A^B >= 2\n)\n",
			[]string{
				"t.koat:5:28: warning: rule of f at line 5: a power with a variable, negative or large exponent: its value is taken as unknown (_NL1), so the bound may be imprecise",
				"t.koat:5:48: warning: rule of f at line 5: a power with a variable, negative or large exponent: its value is taken as unknown (_NL2), so the bound may be imprecise",
			},
			"nat(A)"},
		{"power of 2", head + "  f(A,B) -> Com_1(f(A - 1,2^B)) :|: A >= 1\n)\n",
			[]string{"t.koat:5:27: warning: rule of f at line 5: non-linear update 2^(B) (argument 2 of the call): its value is taken as unknown (_NL1), so the bound may be imprecise"},
			"nat(A)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sys, err := ParseKoAT("t.koat", tc.src)
			if err != nil {
				t.Fatal(err)
			}
			var notes []string
			for _, n := range sys.Notes {
				notes = append(notes, strings.TrimSuffix(n.Format(), "\n"))
			}
			if d := cmp.Diff(tc.notes, notes); d != "" {
				t.Errorf("warnings (-want +got):\n%s", d)
			}
			r := Solve(sys, Options{})[0]
			got := r.Reason
			if r.Bound != nil {
				got = r.Bound.String()
			}
			if got != tc.bound {
				t.Errorf("answer %q, want %q", got, tc.bound)
			}
		})
	}
	for _, tc := range []struct{ src, err string }{
		{"eq(f(A),A^2,[],[A>=0]).\n", ""},
		{"eq(f(A,B),A^B,[],[A>=0]).\n", "t.ces:1:12: only powers of 2 and constant exponents up to 16 are supported"},
		{"eq(f(A),A^17,[],[A>=0]).\n", "t.ces:1:10: only powers of 2 and constant exponents up to 16 are supported"},
	} {
		_, err := ParseCES("t.ces", tc.src)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != tc.err {
			t.Errorf("%q: error %q, want %q", tc.src, got, tc.err)
		}
	}
}

// TestUndefinedRelation: a call of a relation no equation defines is read
// with a warning naming it and the equation's line (the format's examples
// call final locations so); a name defined with another arity is an
// error at the call.
func TestUndefinedRelation(t *testing.T) {
	tests := []struct {
		name, src string
		notes     []string
		err       string
	}{
		{"defined", "eq(f(A),1,[g(A)],[A>=0]).\neq(g(A),1,[],[]).\n", nil, ""},
		{"undefined, twice", "eq(f(A),1,[g(A)],[A>=0]).\neq(f(A),1,[g(A),h],[0>=A+1]).\n",
			[]string{
				"t.ces:1:12: warning: call of undefined relation g/1 (equation at line 1): no equation defines it, so the call costs nothing and no derivation continues past it",
				"t.ces:2:17: warning: call of undefined relation h/0 (equation at line 2): no equation defines it, so the call costs nothing and no derivation continues past it",
			}, ""},
		{"another arity", "eq(f(A),1,[g(A,A)],[A>=0]).\neq(g(A),1,[],[]).\n", nil,
			"t.ces:1:12: call of g with 2 arguments, but g is defined with 1 arguments (equation at line 1)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			sys, err := ParseCES("t.ces", tc.src)
			got := ""
			if err != nil {
				got = err.Error()
			}
			if got != tc.err {
				t.Fatalf("error %q, want %q", got, tc.err)
			}
			if err != nil {
				return
			}
			var notes []string
			for _, n := range sys.Notes {
				notes = append(notes, strings.TrimSuffix(n.Format(), "\n"))
			}
			if d := cmp.Diff(tc.notes, notes); d != "" {
				t.Errorf("warnings (-want +got):\n%s", d)
			}
		})
	}
}

// TestT2Limits solves the T2 problems of the issue (statemate, bio,
// slayer-3) wherever the shared suite holds them (skipped when it holds
// none): each ends with a bound, no bound or the time limit, never an
// internal error (nor, as before, Go's fatal "out of memory").
func TestT2Limits(t *testing.T) {
	if _, err := os.Stat(suiteDir); err != nil {
		t.Skip("shared cost-relation suite not present")
	}
	var files []string
	filepath.Walk(suiteDir, func(path string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() {
			return nil
		}
		base := filepath.Base(path)
		for _, n := range []string{"statemate.", "bio.", "slayer-3."} {
			if strings.HasPrefix(base, n) && (strings.HasSuffix(base, ".koat") || strings.HasSuffix(base, ".ces")) {
				files = append(files, path)
			}
		}
		return nil
	})
	if len(files) == 0 {
		t.Skip("the suite holds none of statemate, bio, slayer-3")
	}
	for _, f := range files {
		sys, err := ReadFile(f)
		if err != nil {
			t.Errorf("%s: %v", f, err)
			continue
		}
		for _, r := range Solve(sys, Options{Deadline: time.Now().Add(5 * time.Second), Terminating: strings.HasSuffix(f, ".ces")}) {
			if IsInternal(r) {
				t.Errorf("%s: %s", f, r.Reason)
			}
		}
	}
}

// TestSuiteKoatReads: every .koat file of the suite is read (non-linear
// updates are approximated, not rejected).
func TestSuiteKoatReads(t *testing.T) {
	for _, f := range suiteFiles(t, ".koat") {
		if _, err := ReadFile(f); err != nil {
			t.Errorf("%v", err)
		}
	}
}
