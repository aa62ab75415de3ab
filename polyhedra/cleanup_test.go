package polyhedra

import (
	"fmt"
	"math/rand"
	"testing"

	gocmp "github.com/google/go-cmp/cmp"
)

// roughen returns a copy of b whose rows are not normalised: every
// inequality scaled by 1-3 with its constant raised by less than the
// factor (the same integer points), every equality scaled, and the
// first inequality repeated, so that cleanup has gcds to divide out
// and duplicates to merge.
func roughen(b *BasicSet, k int) *BasicSet {
	c := b.copy()
	for i, r := range c.ineqs {
		f := int64(1 + (i+k)%3)
		for j := range r {
			r[j] = mul(r[j], i64(f))
		}
		r[0] = add(r[0], i64(f-1))
	}
	for i, r := range c.eqs {
		f := int64(1 + (i+k+1)%3)
		for j := range r {
			r[j] = mul(r[j], i64(f))
		}
	}
	if len(c.ineqs) > 0 {
		c.ineqs = append(c.ineqs, copyRow(c.ineqs[0]))
	}
	return c
}

// TestCleanupOwned checks that cleanupOwned (in place) gives what
// cleanup (on copies) gives, and with fewer allocations: it fails if the
// in-place path changes a result, or if it is switched off.
func TestCleanupOwned(t *testing.T) {
	r := newRand(15)
	var parts []*BasicSet
	for len(parts) < 300 {
		text, _ := randSet(r, randCase(r))
		s, err := Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range s.parts {
			parts = append(parts, roughen(p, len(parts)))
		}
	}
	for i, p := range parts {
		want, got := "<nil>", "<nil>"
		if b := p.copy().cleanup(); b != nil {
			want = b.String()
		}
		if b := p.copy().cleanupOwned(); b != nil {
			got = b.String()
		}
		if d := gocmp.Diff(want, got); d != "" {
			t.Errorf("part %d %s: cleanupOwned differs from cleanup (-want +got):\n%s", i, p, d)
		}
	}
	copies := func() []*BasicSet {
		out := make([]*BasicSet, len(parts))
		for i, p := range parts {
			out[i] = p.copy()
		}
		return out
	}
	base := testing.AllocsPerRun(3, func() { copies() })
	plain := testing.AllocsPerRun(3, func() {
		for _, c := range copies() {
			c.cleanup()
		}
	}) - base
	owned := testing.AllocsPerRun(3, func() {
		for _, c := range copies() {
			c.cleanupOwned()
		}
	}) - base
	if owned >= plain {
		t.Errorf("cleanupOwned: %.0f allocations for %d parts, cleanup %.0f: the in-place path saves nothing", owned, len(parts), plain)
	}
	t.Logf("allocations for %d parts: cleanup %.0f, cleanupOwned %.0f", len(parts), plain, owned)
}

// TestFeasibleKeepsRows: the emptiness tests pass a basic set's own rows
// to the Omega test (feasibleIneqs, no copy), which is right only while
// the Omega test never modifies the rows it is given. Rows that are not
// normalised (roughen) are the ones its normalisation would change in
// place.
func TestFeasibleKeepsRows(t *testing.T) {
	r := newRand(16)
	n := 0
	for n < 300 {
		text, _ := randSet(r, randCase(r))
		s, err := Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range s.parts {
			b := roughen(p, n)
			n++
			want := b.copy()
			b.omegaEmptyWithin(pruneBudget)
			b.omegaEmpty()
			if d := gocmp.Diff(want.String(), b.String()); d != "" {
				t.Fatalf("the Omega test changed the rows of %s (-before +after):\n%s", want, d)
			}
			if d := gocmp.Diff(want.ineqs, b.ineqs, gocmp.Comparer(func(x, y Int) bool { return cmp(x, y) == 0 })); d != "" {
				t.Fatalf("the Omega test changed the rows of %s (-before +after):\n%s", want, d)
			}
		}
	}
}

// randNamedConstraint returns a random constraint over names (coefficients
// -2..2, constant -2..6, an equality one time in five), by name and by
// position (names' order), for the tests of AddConstraints and
// AddColConstraints.
func randNamedConstraint(r *rand.Rand, names []string) (Constraint, ColConstraint) {
	c := Constraint{Coef: map[string]int64{}, Const: int64(r.Intn(9) - 2), Eq: r.Intn(5) == 0}
	cc := ColConstraint{Coef: make([]int64, len(names)), Const: c.Const, Eq: c.Eq}
	for j, v := range names {
		if k := int64(r.Intn(5) - 2); k != 0 {
			c.Coef[v], cc.Coef[j] = k, k
		}
	}
	return c, cc
}

// TestAddConstraints checks that AddConstraints (one copy per part,
// cleanups in place) gives what AddConstraint gives one constraint at a
// time, on random sets (with divs) and random constraints, some of them
// opposite pairs that cleanup turns into equalities.
func TestAddConstraints(t *testing.T) {
	r := newRand(16)
	for i := 0; i < 300; i++ {
		text, _ := randSet(r, randCase(r))
		s, err := Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		names := append(append([]string{}, s.space.Params...), s.space.Dims()...)
		var cs []Constraint
		for n := r.Intn(8); len(cs) < n; {
			c, _ := randNamedConstraint(r, names)
			cs = append(cs, c)
			if r.Intn(3) == 0 { // the opposite, scaled, with slack 0 or 1
				o := Constraint{Coef: map[string]int64{}, Const: -2*c.Const + int64(r.Intn(2))}
				for v, k := range c.Coef {
					o.Coef[v] = -2 * k
				}
				cs = append(cs, o)
			}
		}
		want := s
		for _, c := range cs {
			if want, err = want.AddConstraint(c); err != nil {
				t.Fatal(err)
			}
		}
		got, err := s.AddConstraints(cs...)
		if err != nil {
			t.Fatal(err)
		}
		if d := gocmp.Diff(want.String(), got.String()); d != "" {
			t.Errorf("%s with %v: AddConstraints differs from AddConstraint in turn (-want +got):\n%s", s, cs, d)
		}
	}
	if _, err := Universe(SetSpace(nil, []string{"x"})).AddConstraints(Constraint{Coef: map[string]int64{"y": 1}}); err == nil {
		t.Error("AddConstraints accepted an unknown name")
	}
}

// TestFixedParamsRay checks that fixedParams' early failure on a ray
// parameter changes no answer: on random sets with parameters, some of
// them fixed, the result is the same with and without it, and the
// shortcut is taken (else it is untested).
func TestFixedParamsRay(t *testing.T) {
	r := newRand(17)
	type res struct {
		T  string
		PV string
		OK bool
	}
	run := func(s *Set) res {
		ts, pv, ok := s.fixedParams()
		if !ok {
			return res{}
		}
		return res{ts.String(), fmt.Sprint(pv), true}
	}
	defer func() { fixedRayShortcut = true }()
	rays, fixed := 0, 0
	for i := 0; i < 400; i++ {
		c := randCase(r)
		if len(c.params) == 0 {
			continue
		}
		text, _ := randSet(r, c)
		s, err := Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range c.params {
			if r.Intn(2) == 0 {
				if s, err = s.FixParam(p, int64(r.Intn(5)-1)); err != nil {
					t.Fatal(err)
				}
			}
		}
		for _, b := range s.parts {
			if b.isRay(1) {
				rays++
			}
		}
		fixedRayShortcut = false
		want := run(s)
		fixedRayShortcut = true
		got := run(s)
		if want.OK {
			fixed++
		}
		if d := gocmp.Diff(want, got); d != "" {
			t.Errorf("%s: fixedParams with the ray shortcut differs (-without +with):\n%s", s, d)
		}
	}
	if rays == 0 || fixed == 0 {
		t.Errorf("weak test: %d parts with a ray parameter, %d sets with fixed parameters", rays, fixed)
	}
}

// TestSkipProvedFeasible checks that skipping the emptiness test after a
// unit substitution, when the system was proved to have a point, changes
// no count (random sets with random equalities, unit and not), and that
// it saves work (else the skip is never taken and this test is weak).
func TestSkipProvedFeasible(t *testing.T) {
	r := newRand(18)
	defer func() { skipProvedFeasible = true }()
	var usedSkip, usedFull int
	for i := 0; i < 300; i++ {
		text, _ := randSet(r, randCase(r))
		s, err := Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		names := append(append([]string{}, s.space.Params...), s.space.Dims()...)
		for n := 1 + r.Intn(2); n > 0; n-- {
			c := Constraint{Coef: map[string]int64{}, Const: int64(r.Intn(5) - 2), Eq: true}
			for _, v := range names {
				if k := int64(r.Intn(5) - 2); k != 0 && r.Intn(2) == 0 {
					c.Coef[v] = k
				}
			}
			if s, err = s.AddConstraint(c); err != nil {
				t.Fatal(err)
			}
		}
		count := func(skip bool, used *int) string {
			skipProvedFeasible = skip
			pool := noBudget.Pool(1 << 40)
			n, err := s.CountWith(CountOptions{Pool: pool})
			*used += int(1<<40 - pool.Left())
			if err != nil {
				return "error: " + err.Error()
			}
			return n.String()
		}
		want := count(false, &usedFull)
		got := count(true, &usedSkip)
		if d := gocmp.Diff(want, got); d != "" {
			t.Errorf("%s: count with the skip differs (-without +with):\n%s", s, d)
		}
	}
	if usedSkip >= usedFull {
		t.Errorf("weak test: the skip saved no work (%d with, %d without)", usedSkip, usedFull)
	}
}

// TestAddColConstraints checks that constraints by position give the set
// that the same constraints by name give, and that a list of the wrong
// length is an error.
func TestAddColConstraints(t *testing.T) {
	r := newRand(17)
	for i := 0; i < 300; i++ {
		text, _ := randSet(r, randCase(r))
		s, err := Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		names := append(append([]string{}, s.space.Params...), s.space.Dims()...)
		var cs []Constraint
		var ccs []ColConstraint
		for n := r.Intn(8); len(cs) < n; {
			c, cc := randNamedConstraint(r, names)
			cs, ccs = append(cs, c), append(ccs, cc)
		}
		want, err := s.AddConstraints(cs...)
		if err != nil {
			t.Fatal(err)
		}
		got, err := s.AddColConstraints(ccs...)
		if err != nil {
			t.Fatal(err)
		}
		if d := gocmp.Diff(want.String(), got.String()); d != "" {
			t.Errorf("%s with %v: AddColConstraints differs from AddConstraints (-want +got):\n%s", s, cs, d)
		}
		if got.String() != s.String() && len(cs) == 0 {
			t.Errorf("%s: no constraints changed the set to %s", s, got)
		}
	}
	if _, err := Universe(SetSpace(nil, []string{"x"})).AddColConstraints(ColConstraint{Coef: []int64{1, 2}}); err == nil {
		t.Error("two coefficients for one column: no error")
	}
}

// TestCountKeepsSet: Count passes the set's own parts, uncopied, to its
// emptiness tests and summations (sumExact), which is right only while
// none of them modifies a part. Rough (not normalised) rows are the ones
// a normalisation would change in place.
func TestCountKeepsSet(t *testing.T) {
	r := newRand(18)
	n := 0
	for i := 0; i < 200; i++ {
		text, _ := randSet(r, randCase(r))
		s, err := Parse(text)
		if err != nil {
			t.Fatal(err)
		}
		for j, p := range s.parts {
			s.parts[j] = roughen(p, n)
			n++
		}
		want := make([][][]Int, len(s.parts))
		for j, p := range s.parts {
			want[j] = copyRows(p.ineqs)
		}
		before := s.String()
		if _, err := s.Count(); err != nil && err != ErrUnbounded {
			continue
		}
		if d := gocmp.Diff(before, s.String()); d != "" {
			t.Fatalf("Count changed its set (-before +after):\n%s", d)
		}
		for j, p := range s.parts {
			if d := gocmp.Diff(want[j], p.ineqs, gocmp.Comparer(func(x, y Int) bool { return cmp(x, y) == 0 })); d != "" {
				t.Fatalf("Count changed the rows of %s (-before +after):\n%s", p, d)
			}
		}
	}
}
