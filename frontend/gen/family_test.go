package gen

import "testing"

// TestOfFamily: n programs of the family, in seed order, each the one
// FamilySeed names; nothing for an unknown family.
func TestOfFamily(t *testing.T) {
	opts := Options{MaxDepth: 2, MaxStmts: 3}
	for fi, fam := range AlignedFamilies {
		n, last := 0, int64(-1)
		for k, g := range OfFamily(fam, 3, opts) {
			n++
			if g.Family != fam || k <= last {
				t.Errorf("%s: seed index %d (after %d) gives family %s", fam, k, last, g.Family)
			}
			if want := Generate(FamilySeed(fi, k), opts); want.Source != g.Source {
				t.Errorf("%s: seed index %d is not the program of FamilySeed", fam, k)
			}
			last = k
		}
		if n != 3 {
			t.Errorf("%s: %d programs, want 3", fam, n)
		}
	}
	for range OfFamily("no-such-family", 3, opts) {
		t.Error("a program of an unknown family")
	}
}
