package polyhedra

import "testing"

// TestSpaceShared: the sets of this package share their spaces' name
// lists (Space.clone), so a space that a caller gives or gets must be a
// copy (Space.own): renaming the lists of the space given to Universe,
// EmptySet, NewSet or ConstAff, or of one that Space returns, changes no
// set, nor the sets made from them.
func TestSpaceShared(t *testing.T) {
	mk := func() Space { return SetSpace([]string{"n"}, []string{"x", "y"}) }
	rename := func(sp Space) {
		sp.Params[0], sp.Out[0], sp.Out[1] = "BAD", "BAD", "BAD"
	}
	s := MustParse("[n] -> { [x, y] : 0 <= x < n and y = x }")
	want := s.String()
	made := func(name string, sp Space, get func() string) {
		w := get()
		rename(sp)
		if got := get(); got != w {
			t.Errorf("%s: renaming the caller's space changed %s to %s", name, w, got)
		}
	}
	sp := mk()
	u := Universe(sp)
	made("Universe", sp, u.String)
	sp = mk()
	e := EmptySet(sp)
	made("EmptySet", sp, e.String)
	sp = mk()
	a := ConstAff(sp, i64(3))
	made("ConstAff", sp, func() string { return a.Space().Params[0] })
	sp = mk()
	ns, err := NewSet(sp, AffConstraint{Aff: ConstAff(sp, i64(0))})
	if err != nil {
		t.Fatal(err)
	}
	made("NewSet", sp, ns.String)
	// Sets made from s share its lists: renaming what Space returns
	// changes none of them.
	derived := []*Set{s.Intersect(s), s.Coalesce(), s.Union(s), FromBasic(s.parts[0])}
	var before []string
	for _, d := range derived {
		before = append(before, d.String())
	}
	rename(s.Space())
	rename(s.parts[0].Space())
	if got := s.String(); got != want {
		t.Errorf("renaming the space that Space returned changed %s to %s", want, got)
	}
	for i, d := range derived {
		if got := d.String(); got != before[i] {
			t.Errorf("derived set %d: %s became %s", i, before[i], got)
		}
	}
}
