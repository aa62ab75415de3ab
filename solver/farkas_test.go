package solver

import (
	"math/big"
	"math/rand"
	"slices"
	"testing"
)

// The definitions of aff.addScaled and tmpl.addScaled before they were
// made to copy once (a copy of the first argument, then the sum), on maps
// of entries (before affs were sorted slices): the reference that
// TestTmplAddScaled compares with.
func refAffAddScaled(a aff, k *big.Rat, b aff) aff {
	m := map[int]*big.Rat{}
	for _, e := range a.m {
		m[e.j] = new(big.Rat).Set(e.k)
	}
	c := new(big.Rat).Add(a.c, new(big.Rat).Mul(k, b.c))
	for _, e := range b.m {
		s := new(big.Rat).Mul(k, e.k)
		if o, ok := m[e.j]; ok {
			s.Add(s, o)
		}
		m[e.j] = s
	}
	out := aff{c: c}
	for j, v := range m {
		out.m = append(out.m, affTerm{j, v})
	}
	slices.SortFunc(out.m, func(x, y affTerm) int { return x.j - y.j })
	return out
}

func refTmplAddScaled(t tmpl, k *big.Rat, u tmpl) tmpl {
	out := newTmpl()
	out.c = refAffAddScaled(refAffAddScaled(t.c, ratOne, newAff()), k, u.c)
	for v, a := range t.coef {
		out.coef[v] = refAffAddScaled(a, ratOne, newAff())
	}
	for v, a := range u.coef {
		if o, ok := out.coef[v]; ok {
			out.coef[v] = refAffAddScaled(o, k, a)
		} else {
			out.coef[v] = refAffAddScaled(newAff(), k, a)
		}
	}
	return out
}

// sameAff reports whether a and b have the same constant and the same
// entries (the same variables, zeros included: farkas makes a row entry
// of each), and a's are sorted, one per variable.
func sameAff(a, b aff) bool {
	if a.c.Cmp(b.c) != 0 || len(a.m) != len(b.m) {
		return false
	}
	for i, e := range a.m {
		if i > 0 && a.m[i-1].j >= e.j {
			return false
		}
		w := b.at(e.j)
		if w == nil || e.k.Cmp(w) != 0 {
			return false
		}
	}
	return true
}

// TestTmplAddScaled compares the templates' sums with the reference on
// random templates (shared keys, zero constants and entries, k = 0, 1 and
// others), and checks that neither argument changes and the result shares
// no entries with them (callers set a result's entries; the numbers are
// shared and never changed in place: sharedro_test.go).
func TestTmplAddScaled(t *testing.T) {
	rng := rand.New(rand.NewSource(9))
	randRat := func() *big.Rat { return big.NewRat(int64(rng.Intn(7)-3), int64(rng.Intn(3)+1)) }
	randAff := func() aff {
		a := newAff()
		a.c = randRat()
		for n := rng.Intn(4); n > 0; n-- {
			a.set(rng.Intn(5), randRat())
		}
		return a
	}
	randTmpl := func() tmpl {
		u := newTmpl()
		u.c = randAff()
		for n := rng.Intn(4); n > 0; n-- {
			u.coef[[]string{"a", "b", "c", "d"}[rng.Intn(4)]] = randAff()
		}
		return u
	}
	for i := 0; i < 3000; i++ {
		x, y := randTmpl(), randTmpl()
		k := randRat()
		if i%5 == 0 {
			k = ratOne
		}
		xs, ys := refTmplAddScaled(x, ratOne, newTmpl()), refTmplAddScaled(y, ratOne, newTmpl())
		got, want := x.addScaled(k, y), refTmplAddScaled(x, k, y)
		ok := sameAff(got.c, want.c) && len(got.coef) == len(want.coef)
		for v, a := range want.coef {
			ok = ok && sameAff(got.coef[v], a)
		}
		if !ok {
			t.Fatalf("%v.addScaled(%v, %v) = %v, want %v", x, k, y, got, want)
		}
		// The arguments are unchanged...
		if !sameAff(x.c, xs.c) || !sameAff(y.c, ys.c) {
			t.Fatalf("addScaled changed an argument")
		}
		for v, a := range xs.coef {
			if !sameAff(x.coef[v], a) {
				t.Fatalf("addScaled changed its receiver")
			}
		}
		// ... and stay so when the result's entries change (its slices
		// are its own; its numbers are shared, never changed in place).
		for i := range got.c.m {
			got.c.m[i].k = RatInt(7)
		}
		for _, a := range got.coef {
			for i := range a.m {
				a.m[i].k = RatInt(7)
			}
		}
		if !sameAff(x.c, xs.c) || !sameAff(y.c, ys.c) {
			t.Fatalf("addScaled's result shares entries with an argument")
		}
		for v, a := range xs.coef {
			if !sameAff(x.coef[v], a) {
				t.Fatalf("addScaled's result shares entries with its receiver")
			}
		}
		for v, a := range ys.coef {
			if !sameAff(y.coef[v], a) {
				t.Fatalf("addScaled's result shares entries with its argument")
			}
		}
	}
}
