package solver

import (
	"fmt"
	"math/big"
	"math/rand"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// randPoly returns a random small polyhedron over x, y, z (inequalities
// and now and then an equality, coefficients in -2..2).
func randPoly(rng *rand.Rand) Poly {
	vars := []string{"x", "y", "z"}
	var p Poly
	for i, n := 0, 1+rng.Intn(5); i < n; i++ {
		l := NewLin(big.NewRat(int64(rng.Intn(9)-3), 1))
		for _, v := range vars {
			if k := rng.Intn(5) - 2; k != 0 && rng.Intn(3) > 0 {
				setCoef(&l, v, big.NewRat(int64(k), 1))
			}
		}
		p = append(p, Cons{L: l, Eq: rng.Intn(8) == 0})
	}
	return p
}

// randObj returns a random linear form over x, y, z (and sometimes w,
// which no polyhedron constrains).
func randObj(rng *rand.Rand) Lin {
	l := NewLin(big.NewRat(int64(rng.Intn(7)-3), int64(1+rng.Intn(2))))
	for _, v := range []string{"x", "y", "z", "w"} {
		if k := rng.Intn(5) - 2; k != 0 && (v != "w" || rng.Intn(6) == 0) {
			setCoef(&l, v, big.NewRat(int64(k), int64(1+rng.Intn(2))))
		}
	}
	return l
}

// TestLPMemoAnswers: the memo's answers are those of the linear programs
// (Poly.maximizeAllD, Poly.impliesAllD) on random polyhedra, each asked
// again in another order and with a constraint repeated, so that most
// answers come from the memo.
func TestLPMemoAnswers(t *testing.T) {
	rng := rand.New(rand.NewSource(12))
	var m lpMemo
	type maxAns struct {
		Max     string
		Bounded bool
		Err     bool
	}
	hits := 0
	for i := 0; i < 3000; i++ {
		p := randPoly(rng)
		var ls []Lin
		for j, n := 0, 1+rng.Intn(6); j < n; j++ {
			ls = append(ls, randObj(rng))
		}
		for round := 0; round < 3; round++ {
			q := append(Poly{}, p...)
			if round > 0 {
				rng.Shuffle(len(q), func(a, b int) { q[a], q[b] = q[b], q[a] })
				q = append(q, q[rng.Intn(len(q))])
			}
			if round == 2 {
				// A weaker copy of an inequality (the memo's
				// tableau drops it: dropWeaker).
				if c := q[rng.Intn(len(q))]; !c.Eq {
					w := c.L.Clone()
					w.Const = new(big.Rat).Add(w.Const, big.NewRat(int64(rng.Intn(3)), 1))
					q = append(q, Cons{L: w})
				}
			}
			before := m.phase1s
			wantM, wantE := q.maximizeAllD(ls, stopAt{})
			gotM, gotE := m.maximizeAll(q, ls, stopAt{})
			conv := func(rs []maxResult) []maxAns {
				var out []maxAns
				for _, r := range rs {
					a := maxAns{Bounded: r.bounded, Err: r.err != nil}
					if r.bounded {
						a.Max = r.max.rat().RatString()
					}
					out = append(out, a)
				}
				return out
			}
			if d := cmp.Diff(conv(wantM), conv(gotM)); d != "" || wantE != gotE {
				t.Fatalf("maximize %v over %v: empty %v, memo %v; diff (-direct +memo):\n%s", ls, q, wantE, gotE, d)
			}
			want := q.impliesAllD(stopAt{}, ls)
			got := m.impliesAll(q, stopAt{}, ls)
			if d := cmp.Diff(want, got); d != "" {
				t.Fatalf("implies %v over %v: diff (-direct +memo):\n%s", ls, q, d)
			}
			if round > 0 && m.phase1s == before {
				hits++
			}
		}
	}
	if hits == 0 {
		t.Errorf("no query was answered from the memo")
	}
}

// TestLPMemoReuses: a polyhedron asked about again, in another order or
// with a constraint repeated, costs no second phase 1, a minimum once
// found is not computed again, and an objective that falls along a ray
// needs no linear program (the test fails with the memo or its rays
// switched off).
func TestLPMemoReuses(t *testing.T) {
	x, y := LinVar("x"), LinVar("y")
	p := Poly{GE(x, LinConst(0)), GE(y, x), GE(LinConst(10), y)}
	var m lpMemo
	ls := []Lin{y, x.Scale(big.NewRat(-1, 1))}
	r1, _ := m.maximizeAll(p, ls, stopAt{})
	r2, _ := m.maximizeAll(Poly{p[2], p[0], p[1], p[0]}, ls, stopAt{})
	imp := m.impliesAll(p, stopAt{}, []Lin{GE(LinConst(10), y).L})
	if m.phase1s != 1 {
		t.Fatalf("phase 1 ran %d times for one polyhedron, want 1", m.phase1s)
	}
	if n := len(m.polys[m.polyKey(p)].mins); n != 2 {
		t.Errorf("%d minima stored, want 2 (of -y, shared by y's maximum and 10 - y >= 0, and of x)", n)
	}
	// y >= x >= 0: y grows without bound (a ray), found without a
	// linear program.
	var m2 lpMemo
	r3, _ := m2.maximizeAll(Poly{GE(x, LinConst(0)), GE(y, x)}, []Lin{y}, stopAt{})
	if r3[0].bounded || r3[0].err != nil || m2.phase2s != 0 {
		t.Errorf("maximum of y over y >= x >= 0: bounded %v, error %v after %d linear programs; want unbounded after none", r3[0].bounded, r3[0].err, m2.phase2s)
	}
	got := []string{r1[0].maxRat().RatString(), r1[1].maxRat().RatString(), r2[0].maxRat().RatString(), r2[1].maxRat().RatString()}
	if d := cmp.Diff([]string{"10", "0", "10", "0"}, got); d != "" || !imp[0] {
		t.Errorf("maxima (-want +got):\n%s; 10 - y >= 0 implied: %v", d, imp[0])
	}
}

// TestSlackStart: phase 1 from the slacks of the rows the origin
// satisfies finds the same feasibility and optima as phase 1 from
// artificials (random polyhedra), and a polyhedron that contains the
// origin needs no pivot at all (the test fails with the memo's slack
// start switched off).
func TestSlackStart(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	for i := 0; i < 2000; i++ {
		p := randPoly(rng)
		l := randObj(rng)
		var res [2]string
		for k, slack := range []bool{false, true} {
			prog := &lp{slackStart: slack}
			cols := lpOf(prog, p, nil)
			tab, st, err := prog.prepare()
			if err != nil {
				t.Fatal(err)
			}
			res[k] = fmt.Sprint(st)
			if st != lpOptimal || !onlyColsOf(l, cols) {
				continue
			}
			obj := map[int]*big.Rat{}
			for _, t := range l.Terms {
				obj[cols[t.Var]] = t.K
			}
			ost, val, err := tab.optimizeValue(obj)
			res[k] += fmt.Sprint(" ", ost, " ", val, " ", err)
		}
		if res[0] != res[1] {
			t.Fatalf("min %v over %v: from artificials %s, from slacks %s", l, p, res[0], res[1])
		}
	}
	x, y := LinVar("x"), LinVar("y")
	var m lpMemo
	e, err := m.prepared(Poly{GE(x, LinConst(0)), GE(y, LinConst(0)), GE(LinConst(10), x.AddScaled(ratOne, y))}, "k", stopAt{})
	if err != nil || e.st != lpOptimal || *e.t.pivots != 0 {
		t.Errorf("10 >= x + y, x, y >= 0: status %v, error %v after %d pivots of phase 1, want feasible after none", e.st, err, *e.t.pivots)
	}
}

// onlyColsOf reports whether every variable of l has a column.
func onlyColsOf(l Lin, cols map[string]int) bool {
	for _, t := range l.Terms {
		if _, ok := cols[t.Var]; !ok {
			return false
		}
	}
	return true
}

// TestLinKey: linKey and coefKey print what the plain definition prints
// (v:coef per variable in name order, then the constant; coefKey with
// constant 0) on random constraints.
func TestLinKey(t *testing.T) {
	plain := func(c Cons) string {
		var b strings.Builder
		if c.Eq {
			b.WriteString("=")
		}
		for _, v := range c.L.Vars() {
			b.WriteString(v + ":" + c.L.Coef(v).RatString() + " ")
		}
		b.WriteString(c.L.Const.RatString())
		return b.String()
	}
	rng := rand.New(rand.NewSource(1))
	for i := 0; i < 5000; i++ {
		l := randObj(rng)
		for _, c := range append(randPoly(rng), Cons{L: l}, Cons{L: l, Eq: true}) {
			if got, want := linKey(c), plain(c); got != want {
				t.Fatalf("linKey(%v) = %q, want %q", c, got, want)
			}
			zero := Cons{L: Lin{Terms: c.L.Terms, Const: new(big.Rat)}, Eq: c.Eq}
			if got, want := coefKey(c.L, c.Eq), plain(zero); got != want {
				t.Fatalf("coefKey(%v) = %q, want %q", c, got, want)
			}
		}
	}
}

// TestCoefHash: sameCoefs agrees with coefKey (same coefficients, the
// constant and sense aside), and equal coefficients hash alike however
// the Lin was built (its terms added in another order), on random pairs.
func TestCoefHash(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for i := 0; i < 5000; i++ {
		a, b := randObj(rng), randObj(rng)
		if got, want := sameCoefs(a, b), coefKey(a, false) == coefKey(b, false); got != want {
			t.Fatalf("sameCoefs(%v, %v) = %v, want %v", a, b, got, want)
		}
		// The same coefficients, inserted in reverse name order, and
		// another constant.
		c := NewLin(big.NewRat(int64(rng.Intn(7)-3), 1))
		vars := a.Vars()
		for j := len(vars) - 1; j >= 0; j-- {
			setCoef(&c, vars[j], a.Coef(vars[j]))
		}
		if !sameCoefs(a, c) || coefHash(a) != coefHash(c) {
			t.Fatalf("%v and %v: sameCoefs %v, hashes %x and %x", a, c, sameCoefs(a, c), coefHash(a), coefHash(c))
		}
	}
}

// TestCacheShared: a Cache shared by two Solves of systems that differ in
// their costs only gives the bounds each gets alone, and the second
// needs no phase 1 of its own for its summaries and invariants (the test
// fails with the cache ignored).
func TestCacheShared(t *testing.T) {
	const loops = `entry(main(P):[P>=1]).
eq(main(P),0,[w1(P,1),k2],[P>=1]).
eq(w1(P,I),%s,[w1(P,2*I)],[P>=I+1,I>=1]).
eq(w1(P,I),0,[],[I>=P,I>=1]).
eq(k2,%s,[],[]).`
	var systems []*System
	for _, costs := range [][2]string{{"1", "0"}, {"1", "1"}, {"P - I", "2"}} {
		s, err := ParseCES("x.ces", fmt.Sprintf(loops, costs[0], costs[1]))
		if err != nil {
			t.Fatal(err)
		}
		systems = append(systems, s)
	}
	var cache Cache
	var alone, shared []string
	for i, s := range systems {
		r := Solve(s, Options{})[0]
		alone = append(alone, fmt.Sprint(r.Bound, r.Reason))
		before := cache.memo.phase1s
		r = Solve(s, Options{Cache: &cache})[0]
		shared = append(shared, fmt.Sprint(r.Bound, r.Reason))
		if i > 0 && cache.memo.phase1s != before {
			t.Errorf("system %d: %d phase 1s with the cache of the same constraints, want 0", i, cache.memo.phase1s-before)
		}
	}
	if cache.memo.phase1s == 0 {
		t.Errorf("no linear program went through the cache")
	}
	if d := cmp.Diff(alone, shared); d != "" {
		t.Errorf("bounds (-alone +shared cache):\n%s", d)
	}
}

// TestDedupPolyKey: dedupPolyKey gives dedupPoly's constraints and their
// polyKey.
func TestDedupPolyKey(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	var m lpMemo
	for i := 0; i < 2000; i++ {
		p := randPoly(rng)
		p = append(p, p[rng.Intn(len(p))], Cons{L: LinConst(int64(rng.Intn(3) - 1))})
		got, key := m.dedupPolyKey(p)
		want := dedupPoly(p)
		if got.String() != want.String() || key != m.polyKey(want) {
			t.Fatalf("dedupPolyKey(%v) = %v, %q; want %v, %q", p, got, key, want, m.polyKey(want))
		}
	}
}

// TestPolyKeySets: two polyhedra get the same polyKey exactly when they
// have the same set of constraints (by linKey: order and repetitions
// aside), what the linKeys sorted and joined without repetitions say.
func TestPolyKeySets(t *testing.T) {
	rng := rand.New(rand.NewSource(8))
	plain := func(p Poly) string {
		var keys []string
		for _, c := range p {
			keys = append(keys, linKey(c))
		}
		sort.Strings(keys)
		keys = slices.Compact(keys)
		return strings.Join(keys, ";")
	}
	var m lpMemo
	var ps []Poly
	for i := 0; i < 300; i++ {
		p := randPoly(rng)
		switch rng.Intn(4) {
		case 0: // a permutation of an earlier one, with a repetition
			if len(ps) > 0 {
				q := ps[rng.Intn(len(ps))]
				p = append(Poly{}, q...)
				rng.Shuffle(len(p), func(a, b int) { p[a], p[b] = p[b], p[a] })
				p = append(p, q[rng.Intn(len(q))])
			}
		case 1: // an earlier one with one constraint more or less
			if len(ps) > 0 {
				q := ps[rng.Intn(len(ps))]
				if rng.Intn(2) == 0 && len(q) > 1 {
					p = append(Poly{}, q[1:]...)
				} else {
					p = append(append(Poly{}, q...), p[0])
				}
			}
		}
		ps = append(ps, p)
	}
	for i, p := range ps {
		for _, q := range ps[:i+1] {
			if same, sameKey := plain(p) == plain(q), m.polyKey(p) == m.polyKey(q); same != sameKey {
				t.Fatalf("%v and %v: same constraints %v, same polyKey %v", p, q, same, sameKey)
			}
		}
	}
}

// objKeyPlain is objKey's definition: per variable in name order, the
// name, ':' and sign times its coefficient, then ' '.
func objKeyPlain(l Lin, sign int) string {
	var b strings.Builder
	for _, v := range l.Vars() {
		c := new(big.Rat).Mul(l.Coef(v), big.NewRat(int64(sign), 1))
		b.WriteString(v + ":" + c.RatString() + " ")
	}
	return b.String()
}

func TestObjKey(t *testing.T) {
	rng := rand.New(rand.NewSource(13))
	for i := 0; i < 2000; i++ {
		l := randObj(rng)
		if rng.Intn(10) == 0 {
			setCoef(&l, "big", new(big.Rat).SetInt(new(big.Int).Lsh(big.NewInt(3), 70)))
		}
		for _, sign := range []int{1, -1} {
			if got, want := objKey(l, sign), objKeyPlain(l, sign); got != want {
				t.Fatalf("objKey(%v, %d) = %q, want %q", l, sign, got, want)
			}
		}
	}
}

// TestConsHashEqual: Cons.Equal holds exactly when two constraints print
// alike (kind, constant and coefficients), and equal constraints, whatever
// the order their terms were added in, hash alike.
func TestConsHashEqual(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	big1 := new(big.Rat).SetFrac(new(big.Int).Lsh(big.NewInt(1), 80), big.NewInt(3))
	for i := 0; i < 5000; i++ {
		a := Cons{L: randObj(rng), Eq: rng.Intn(3) == 0}
		b := Cons{L: randObj(rng), Eq: rng.Intn(3) == 0}
		if rng.Intn(8) == 0 {
			a.L.Const = big1
		}
		if got, want := a.Equal(b), a.String() == b.String(); got != want {
			t.Fatalf("(%v).Equal(%v) = %v, want %v", a, b, got, want)
		}
		// a again, its terms inserted in reverse name order.
		c := Cons{L: NewLin(a.L.Const), Eq: a.Eq}
		vars := a.L.Vars()
		for j := len(vars) - 1; j >= 0; j-- {
			setCoef(&c.L, vars[j], a.L.Coef(vars[j]))
		}
		if !a.Equal(c) || a.Hash() != c.Hash() {
			t.Fatalf("%v and %v: Equal %v, hashes %x and %x", a, c, a.Equal(c), a.Hash(), c.Hash())
		}
		if d := (Cons{L: a.L, Eq: !a.Eq}); a.Equal(d) {
			t.Fatalf("%v equals its other kind %v", a, d)
		}
	}
}

// TestSubstFixedChains: polyhedra whose equalities fix their variables one
// after another (x0 = 1, x1 = x0 + 1, ...: more than substFixed's passes
// and its list's size), with an inequality over the last ones, give the
// memo the answers of the linear programs; so does an empty one (x0 fixed
// twice). (It fails with a wrong value in substFixed's index of fixed
// variables.)
func TestSubstFixedChains(t *testing.T) {
	for _, n := range []int{2, 5, 14} {
		for _, empty := range []bool{false, true} {
			x := func(i int) Lin { return LinVar(fmt.Sprintf("x%d", i)) }
			p := Poly{{L: x(0).AddScaled(ratMinusOne, LinConst(1)), Eq: true}}
			for i := 1; i <= n; i++ {
				// x_i = x_{i-1} + 1
				p = append(p, Cons{L: x(i).AddScaled(ratMinusOne, x(i-1)).AddScaled(ratMinusOne, LinConst(1)), Eq: true})
			}
			// and z_i = i, each fixed at once (more than substFixed's
			// list holds when n is large).
			z := func(i int) Lin { return LinVar(fmt.Sprintf("z%d", i)) }
			for i := 0; i < n; i++ {
				p = append(p, Cons{L: z(i).AddScaled(ratMinusOne, LinConst(int64(i))), Eq: true})
			}
			y := LinVar("y")
			p = append(p, GE(x(n).AddScaled(ratOne, x(n-1)), y), GE(y, LinConst(0)), GE(z(n-1).AddScaled(ratOne, z(n-2)), y.AddScaled(ratMinusOne, x(0))))
			if empty {
				p = append(p, Cons{L: x(0).AddScaled(ratMinusOne, LinConst(2)), Eq: true})
			}
			ls := []Lin{x(n), y, y.AddScaled(ratMinusOne, x(0)), x(n).AddScaled(ratMinusOne, x(1)).Scale(big.NewRat(-1, 1)),
				GE(LinConst(int64(2*n)), y).L, GE(LinConst(int64(2*n+1)), y).L, y.AddScaled(ratOne, z(n-1)), z(n - 2).Scale(big.NewRat(-1, 1))}
			var m lpMemo
			wantM, wantE := p.maximizeAllD(ls, stopAt{})
			gotM, gotE := m.maximizeAll(p, ls, stopAt{})
			str := func(rs []maxResult) string {
				var b strings.Builder
				for _, r := range rs {
					fmt.Fprintf(&b, "%v %v %v; ", r.maxRat(), r.bounded, r.err)
				}
				return b.String()
			}
			if d := cmp.Diff(str(wantM), str(gotM)); d != "" || wantE != gotE {
				t.Errorf("n=%d empty=%v: maxima (-direct +memo): %s; empty %v, memo %v", n, empty, d, wantE, gotE)
			}
			if d := cmp.Diff(p.impliesAllD(stopAt{}, ls), m.impliesAll(p, stopAt{}, ls)); d != "" {
				t.Errorf("n=%d empty=%v: implications (-direct +memo):\n%s", n, empty, d)
			}
		}
	}
}

// TestFixedObjTextbook: the textbook programs' systems (whose loops carry
// a specialised flag, #2 = 1) get the same bounds with and without the
// memo's use of fixed variables (substFixed, minFixed), with fewer
// objectives with it (the test fails with it switched off).
func TestFixedObjTextbook(t *testing.T) {
	files, err := filepath.Glob("testdata/textbook/*.ces")
	if err != nil || len(files) == 0 {
		t.Fatalf("no textbook systems: %v", err)
	}
	defer func(v bool) { noFixedObj = v }(noFixedObj)
	run := func(off bool) (bounds []string, objs int) {
		noFixedObj = off
		for _, f := range files {
			s, err := ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			c := &Cache{}
			for _, r := range Solve(s, Options{Deadline: time.Now().Add(time.Minute), Cache: c}) {
				bounds = append(bounds, fmt.Sprint(filepath.Base(f), ": ", r.Bound, r.Reason))
			}
			objs += c.memo.phase2s
		}
		return bounds, objs
	}
	without, objsWithout := run(true)
	with, objsWith := run(false)
	if d := cmp.Diff(without, with); d != "" {
		t.Errorf("bounds (-without +with the fixed variables):\n%s", d)
	}
	if objsWith >= objsWithout {
		t.Errorf("%d objectives with the fixed variables, %d without: want fewer", objsWith, objsWithout)
	}
	t.Logf("%d systems: %d objectives without the fixed variables, %d with", len(files), objsWithout, objsWith)
}
