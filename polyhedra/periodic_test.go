package polyhedra

import (
	"math/big"
	"testing"

	gocmp "github.com/google/go-cmp/cmp"
)

// periodicSets have counts that summation writes with floor atoms but
// that are polynomials: dropPeriodic finds the polynomial, and the test
// compares it with brute force over the parameters.
var periodicSets = []struct {
	set, want string
}{
	// floor((n + 1)/2) - ceil(n/2) + 1 points: one.
	{"[n] -> { [x] : n <= 2x <= n + 1 }", "[n] -> { (1) : true }"},
	// Two strides that cover n + 1 numbers together.
	{"[n] -> { [x] : 0 <= x <= n and x mod 2 = 0; [x] : 0 <= x <= n and x mod 2 = 1 }", "[n] -> { (1) : n = 0; (n + 1) : n >= 1 }"},
	// The even and odd values of y for each x: 3 per x in [n, n + 2].
	{"[n] -> { [x, y] : n <= x <= n + 2 and x <= 2y <= x + 5 }", "[n] -> { (9) : true }"},
}

func TestDropPeriodic(t *testing.T) {
	for _, tc := range periodicSets {
		s := MustParse(tc.set)
		c, err := s.Count()
		if err != nil {
			t.Fatalf("%s: %v", tc.set, err)
		}
		if diff := gocmp.Diff(tc.want, c.Disjoint().String()); diff != "" {
			t.Errorf("%s: count (-want +got):\n%s", tc.set, diff)
		}
		for n := int64(-12); n <= 12; n++ {
			want := int64(0)
			for x := int64(-20); x <= 20; x++ {
				for y := int64(-20); y <= 20; y++ {
					pt := []int64{x, y}[:s.space.NDim()]
					if s.Contains([]int64{n}, pt) && (len(pt) == 2 || y == 0) {
						want++
					}
				}
			}
			if got := c.Eval([]int64{n}); !got.IsInt() || got.Num().Int64() != want {
				t.Errorf("%s at n = %d: count %v, want %d", tc.set, n, got, want)
			}
		}
	}
}

// TestDropPeriodicMutation: without dropPeriodic, some count keeps its
// atoms (the rule is what removes them).
func TestDropPeriodicMutation(t *testing.T) {
	defer func(on bool) { periodicOn = on }(periodicOn)
	periodicOn = false
	atoms := 0
	for _, tc := range periodicSets {
		c, err := MustParse(tc.set).Count()
		if err != nil {
			t.Fatal(err)
		}
		for _, pc := range c.Pieces {
			atoms += len(pc.Value.atoms)
		}
	}
	if atoms == 0 {
		t.Error("no count has atoms without dropPeriodic: the tests check nothing")
	}
}

// TestPropertyDropPeriodic: on the counts of random sets, dropPeriodic
// keeps every value (it rewrites a value only where it is the same
// polynomial on every residue class).
func TestPropertyDropPeriodic(t *testing.T) {
	r := newRand(41)
	dropped := 0
	for n := 0; n < propCases/5; n++ {
		c := randCase(r)
		if len(c.params) == 0 {
			continue
		}
		src, _ := randSetN(r, c, 2, 3)
		func() {
			defer func(on bool) { periodicOn = on }(periodicOn)
			periodicOn = false
			cnt, err := mustParseT(t, src).Count()
			if err != nil {
				t.Fatalf("case %d %s: %v", n, src, err)
			}
			periodicOn = true
			for _, pc := range cnt.Pieces {
				d := pc.Value.dropPeriodic()
				if len(d.atoms) < len(pc.Value.atoms) {
					dropped++
				}
				for a := int64(-9); a <= 9; a++ {
					for b := int64(-9); b <= 9; b++ {
						pv := []int64{a, b}[:len(c.params)]
						if got, want := d.Eval(pv), pc.Value.Eval(pv); got.Cmp(want) != 0 {
							t.Fatalf("case %d %s at %v: %v = %v, was %v = %v", n, src, pv, d, got, pc.Value, want)
						}
					}
				}
			}
		}()
	}
	t.Logf("%d values rewritten", dropped)
}

// TestDropPeriodicOnDomain: floor((x + 5)/6) - floor(x/6) is 1 where x
// is not a multiple of 6 and 0 where it is; on a domain that leaves the
// multiples out (through its own floor) it is the polynomial 1.
func TestDropPeriodicOnDomain(t *testing.T) {
	q := QPoly{params: []string{"x"},
		atoms: []div{{ints([]int64{5, 1, 0, 0}), i64(6)}, {ints([]int64{0, 1, 0, 0}), i64(6)}},
		p:     newPoly(3, []term{tm(1, 0, 1, 0), tm(-1, 0, 0, 1)})}
	if d := q.dropPeriodic(); len(d.atoms) == 0 {
		t.Errorf("everywhere: %v, want the atoms kept (0 on the multiples of 6)", d)
	}
	dom := MustParse("[x] -> { : x mod 6 >= 1 }")
	d := q.dropPeriodicOn(dom)
	if c, ok := d.IsConstant(); !ok || c.Cmp(big.NewRat(1, 1)) != 0 {
		t.Errorf("on x mod 6 >= 1: %v, want 1", d)
	}
	for x := int64(-20); x <= 20; x++ {
		if dom.Contains([]int64{x}, nil) && d.Eval([]int64{x}).Cmp(q.Eval([]int64{x})) != 0 {
			t.Errorf("x = %d: %v, was %v", x, d.Eval([]int64{x}), q.Eval([]int64{x}))
		}
	}
}
