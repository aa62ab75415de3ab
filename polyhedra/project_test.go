package polyhedra

import (
	"fmt"
	"testing"
)

// TestProjectByDiv: existentials with coefficients that would need
// thousands of splinters are kept as divisions (a few parts), and the
// sets still have exactly the points the formula says, also when other
// divisions are present.
func TestProjectByDiv(t *testing.T) {
	for _, tc := range []struct {
		src  string
		in   func(x int64) bool
		lo   int64
		hi   int64
		step int64
	}{
		{"{ [x] : exists (e : 1000003e >= x + 11 and 1000003e <= 2x + 5) }", func(x int64) bool {
			// some multiple of 1000003 in [x + 11, 2x + 5]
			return fdiv(2*x+5, 1000003)*1000003 >= x+11
		}, -3000000, 3000000, 997},
		{"{ [x] : 2*floor(x/5) >= 1 - x and exists (e : 32769e >= x - 1 and e <= 6 and 3e <= x) }", func(x int64) bool {
			if 2*fdiv(x, 5) < 1-x {
				return false
			}
			for e := int64(-10); e <= 6; e++ {
				if 32769*e >= x-1 && 3*e <= x {
					return true
				}
			}
			return false
		}, -100, 300000, 7},
		{"{ [x, y] : 0 <= y <= 3 and exists (e : 65537e <= x + y and x - 2y <= 65537e + 9) }", nil, 0, 0, 0},
	} {
		s := MustParse(tc.src)
		if n := len(s.parts); n > 4 {
			t.Errorf("%s: %d parts, want a few", tc.src, n)
		}
		if tc.in == nil {
			continue
		}
		for x := tc.lo; x <= tc.hi; x += tc.step {
			if got, want := s.Contains(nil, []int64{x}), tc.in(x); got != want {
				t.Fatalf("%s at x = %d: got %v want %v\n%s", tc.src, x, got, want, s)
			}
		}
		// Near the multiples, where the answer changes.
		for _, m := range []int64{-1000003, 0, 1000003, 32769, 65538, 196614} {
			for x := m - 20; x <= m+20; x++ {
				if got, want := s.Contains(nil, []int64{x}), tc.in(x); got != want {
					t.Fatalf("%s at x = %d: got %v want %v\n%s", tc.src, x, got, want, s)
				}
			}
		}
		t.Log(fmt.Sprint(s))
	}
}

// TestProjectBudget: a projection that needs more systems than its
// budget stops with ErrWorkLimit (the public projections use
// projectBudget; a budget of 2 is enough to need splinters here).
func TestProjectBudget(t *testing.T) {
	s := MustParse("{ [x, y, z] : 27 <= 11x + 13y <= 45 and -10 <= 7x - 9y <= 4 and 0 <= z <= 3 and 3z <= x + 2y }")
	b := 2
	if _, err := s.projectDimsWithin([]bool{true, false, false}, SetSpace(nil, []string{"y", "z"}), &b); err != ErrWorkLimit {
		t.Errorf("projection under a budget of 2: %v, want ErrWorkLimit", err)
	}
	if _, err := s.ProjectOut("x"); err != nil {
		t.Errorf("ProjectOut: %v", err)
	}
}

// TestProjectPartsNonEmpty: projections test for emptiness only the
// parts into which an elimination split an input part (projectPrune).
// From inputs whose parts are all non-empty, every part of a projection,
// domain or range is still non-empty, with as many parts as when every
// part is tested; and with no test at all some parts are empty (the
// splits do leave empty parts, so the remaining test is needed).
func TestProjectPartsNonEmpty(t *testing.T) {
	defer func(p int) { projectPrune = p }(projectPrune)
	project := func(s *Set, op int) *Set {
		var out *Set
		var err error
		switch {
		case s.space.IsMap && op == 0:
			out, err = s.Domain()
		case s.space.IsMap:
			out, err = s.Range()
		default:
			out, err = s.ProjectOut(s.space.Out[len(s.space.Out)-1])
		}
		if err != nil {
			t.Fatalf("%s: %v", s, err)
		}
		return out
	}
	r := newRand(15)
	cases, emptyWithout := 0, 0
	for cases < 300 {
		c := randCase(r)
		src, _ := randSetN(r, c, 2, 6)
		s := MustParse(src)
		nd := len(s.space.Out)
		if nd < 2 {
			continue
		}
		op := r.Intn(3) // a map's domain or range, or a set's projection
		if op < 2 {
			var err error
			if s, err = s.AsMap(1 + r.Intn(nd-1)); err != nil {
				t.Fatal(err)
			}
		}
		var parts []*BasicSet
		for _, p := range s.parts {
			if !p.IsEmpty() {
				parts = append(parts, p)
			}
		}
		s = &Set{space: s.space, parts: parts}
		cases++
		projectPrune = pruneSplit
		got := project(s, op)
		for _, q := range got.parts {
			if q.IsEmpty() {
				t.Errorf("%s: an empty part in the projection %s", s, got)
			}
		}
		projectPrune = pruneEvery
		if every := project(s, op); every.String() != got.String() {
			t.Errorf("%s: %s, testing every part %s", s, got, every)
		}
		projectPrune = pruneNone
		for _, q := range project(s, op).parts {
			if q.IsEmpty() {
				emptyWithout++
			}
		}
	}
	if emptyWithout == 0 {
		t.Errorf("no empty part in %d projections without emptiness tests: the test of split parts is not exercised", cases)
	}
	t.Logf("%d projections; without emptiness tests, %d empty parts", cases, emptyWithout)
}
