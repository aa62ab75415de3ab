package polyhedra

import "testing"

// TestSameRowsSubset: IsSubset's shortcut (sameRows) answers only for
// sets of the same constraints; sets that differ in one constant, a
// div's denominator, a coefficient or a part go through the subtraction
// and are not subsets. A sameRows that ignored any of these would make
// IsSubset true here.
func TestSameRowsSubset(t *testing.T) {
	for _, tc := range []struct {
		a, b   string
		same   bool // the shortcut applies
		subset bool
	}{
		{"[n] -> { [x] : 0 <= x < n }", "[n] -> { [x] : 0 <= x < n }", true, true},
		{"[n] -> { [x] : 0 <= x <= n }", "[n] -> { [x] : 0 <= x < n }", false, false},
		{"[n] -> { [x] : 0 <= x < n and x mod 3 = 0 }", "[n] -> { [x] : 0 <= x < n and x mod 2 = 0 }", false, false},
		{"[n] -> { [x, y] : 0 <= x < n and y = 2x }", "[n] -> { [x, y] : 0 <= x < n and y = x }", false, false},
		{"[n] -> { [x] : 0 <= x < n or x = n + 5 }", "[n] -> { [x] : 0 <= x < n }", false, false},
		{"[n, m] -> { [x] : 0 <= x < n }", "[m, n] -> { [x] : 0 <= x < n }", false, true},
	} {
		a, b := mustParseT(t, tc.a), mustParseT(t, tc.b)
		if got := a.sameRows(b); got != tc.same {
			t.Errorf("sameRows(%s, %s) = %v, want %v", tc.a, tc.b, got, tc.same)
		}
		if got := a.IsSubset(b); got != tc.subset {
			t.Errorf("IsSubset(%s, %s) = %v, want %v", tc.a, tc.b, got, tc.subset)
		}
		if got, want := a.IsSubset(b), a.Subtract(b).IsEmpty(); got != want {
			t.Errorf("IsSubset(%s, %s) = %v, the subtraction says %v", tc.a, tc.b, got, want)
		}
	}
	// The same rows over a div of another denominator: x = 3·floor(x/2)
	// holds at 0 and 3 only, not at every multiple of 3.
	a := mustParseT(t, "[n] -> { [x] : 0 <= x <= n and x mod 3 = 0 }")
	b := mustParseT(t, "[n] -> { [x] : 0 <= x <= n and x mod 3 = 0 }")
	if len(b.parts) != 1 || len(b.parts[0].divs) != 1 {
		t.Fatalf("%s: want one part with one div", b)
	}
	b.parts[0].divs[0].den = i64(2)
	if a.sameRows(b) || a.IsSubset(b) {
		t.Errorf("%s ⊆ %s", a, b)
	}
}
