package solver

import (
	"math"
	"math/big"
	"math/rand"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// fastRats are the operands of the shared-number arithmetic's tests: zero
// (also as the zero Rat and with an explicit denominator 1), the shared
// small integers and their edges, integers past them and past int64 (the
// fallback), and fractions.
func fastRats() []*big.Rat {
	return []*big.Rat{
		new(big.Rat), big.NewRat(0, 1), RatInt(0), RatInt(1), RatInt(-1), RatInt(64), RatInt(-64),
		big.NewRat(65, 1), big.NewRat(-65, 1), big.NewRat(1000, 1), ratIntNew(-1000),
		big.NewRat(1<<61, 1), big.NewRat(-(1 << 61), 1), big.NewRat(1<<62, 1), big.NewRat(math.MaxInt64, 1),
		big.NewRat(math.MinInt64, 1), new(big.Rat).SetInt(new(big.Int).Lsh(big.NewInt(1), 100)),
		big.NewRat(1, 2), big.NewRat(-7, 3), big.NewRat(3, 1<<40),
	}
}

// ratText is a number's value as the tests compare it.
func ratText(r *big.Rat) string { return r.RatString() }

// TestRatArith: ratAdd, ratSub, ratMul, RatNeg, ratAbs and addMul give
// big.Rat's values on every pair of fastRats (int64 overflow included:
// 2^62 and past it take the fallback), and change no operand (a shared
// one is read-only in the tests: sharedro_test.go). The int64 path's
// results are shared small numbers when small.
func TestRatArith(t *testing.T) {
	vals := fastRats()
	type op struct {
		name string
		got  func(x, y *big.Rat) *big.Rat
		want func(x, y *big.Rat) *big.Rat
	}
	ops := []op{
		{"add", ratAdd, func(x, y *big.Rat) *big.Rat { return new(big.Rat).Add(x, y) }},
		{"sub", ratSub, func(x, y *big.Rat) *big.Rat { return new(big.Rat).Sub(x, y) }},
		{"mul", ratMul, func(x, y *big.Rat) *big.Rat { return new(big.Rat).Mul(x, y) }},
		{"neg", func(x, _ *big.Rat) *big.Rat { return RatNeg(x) }, func(x, _ *big.Rat) *big.Rat { return new(big.Rat).Neg(x) }},
		{"abs", func(x, _ *big.Rat) *big.Rat { return ratAbs(x) }, func(x, _ *big.Rat) *big.Rat { return new(big.Rat).Abs(x) }},
		{"addMul", func(x, y *big.Rat) *big.Rat { return addMul(x, y, y) }, func(x, y *big.Rat) *big.Rat {
			return new(big.Rat).Add(x, new(big.Rat).Mul(y, y))
		}},
	}
	for _, o := range ops {
		for _, x := range vals {
			for _, y := range vals {
				xs, ys := ratText(x), ratText(y)
				got, want := o.got(x, y), o.want(x, y)
				if d := cmp.Diff(ratText(want), ratText(got)); d != "" {
					t.Errorf("%s(%s, %s): (-want +got)\n%s", o.name, xs, ys, d)
				}
				if ratText(x) != xs || ratText(y) != ys {
					t.Errorf("%s(%s, %s) changed an operand", o.name, xs, ys)
				}
				// (ratAbs returns a non-negative x itself.)
				_, xi := smallInt(x)
				_, yi := smallInt(y)
				if n, ok := smallInt(got); xi && yi && ok && n >= -64 && n <= 64 && got != smallRats[n+64] && !(o.name == "abs" && got == x) {
					t.Errorf("%s(%s, %s) = %s, not the shared one", o.name, xs, ys, ratText(got))
				}
			}
		}
	}
}

// TestRatIntNew: the one-allocation integers have the values (and
// denominators) of big.NewRat's, over the whole int64 range, and are
// their owner's: changing one changes no other.
func TestRatIntNew(t *testing.T) {
	for _, n := range []int64{0, 1, -1, 65, -65, 1 << 40, -(1 << 40), math.MaxInt64, math.MinInt64, math.MinInt64 + 1} {
		r := ratIntNew(n)
		if d := cmp.Diff(big.NewRat(n, 1).RatString(), r.RatString()); d != "" {
			t.Errorf("ratIntNew(%d): (-want +got)\n%s", n, d)
		}
		if !r.IsInt() || r.Denom().Cmp(big.NewInt(1)) != 0 {
			t.Errorf("ratIntNew(%d) = %s: not an integer", n, r.RatString())
		}
		s := ratIntNew(n)
		s.Add(s, big.NewRat(1, 3))
		if r.Cmp(big.NewRat(n, 1)) != 0 {
			t.Errorf("ratIntNew(%d) shares storage with another", n)
		}
	}
}

// TestVarAddScaled: varAddScaled and varPairScaled build what
// LinVar(v).AddScaled(k, m) does (the variable before, inside and after
// m's terms, cancelled or not, with and without a constant), and change
// no operand.
func TestVarAddScaled(t *testing.T) {
	ms := []Lin{
		NewLin(RatInt(0)), NewLin(big.NewRat(5, 2)),
		LinVar("b"), LinVar("b").AddScaled(RatInt(3), LinVar("d")).AddScaled(ratOne, NewLin(RatInt(-7))),
		LinVar("a").AddScaled(big.NewRat(1, 2), LinVar("c")), LinVar("#1").AddScaled(ratMinusOne, LinVar("#10")),
	}
	ks := []*big.Rat{ratMinusOne, ratOne, RatInt(0), big.NewRat(-1, 3), big.NewRat(1<<62, 1)}
	for _, v := range []string{"a", "b", "c", "d", "e", "#1", "#2", "#10"} {
		for _, k := range ks {
			for _, m := range ms {
				before := m.String()
				want := LinVar(v).AddScaled(k, m)
				got := varAddScaled(v, k, m)
				if msg := checkLin(got, mapOf(want)); msg != "" {
					t.Errorf("varAddScaled(%s, %s, %s) = %s, want %s: %s", v, k.RatString(), before, got, want, msg)
				}
				if m.String() != before {
					t.Errorf("varAddScaled(%s, %s, %s) changed its operand", v, k.RatString(), before)
				}
			}
			for _, w := range []string{"a", "c", "#1", "#10"} {
				want := LinVar(v).AddScaled(k, LinVar(w))
				if msg := checkLin(varPairScaled(v, k, w), mapOf(want)); msg != "" {
					t.Errorf("varPairScaled(%s, %s, %s): %s", v, k.RatString(), w, msg)
				}
			}
		}
	}
}

// TestLocFuncHead: head builds what at(#0, ..., #n-1) does, masked
// positions included.
func TestLocFuncHead(t *testing.T) {
	prog := &lp{}
	f := newLocFuncMask(prog, 4, []bool{true, false, true, true})
	args := make([]Lin, len(f.coef))
	for i := range args {
		args[i] = LinVar(headVar(i))
	}
	got, want := f.head(), f.at(args)
	ok := sameAff(got.c, want.c) && len(got.coef) == len(want.coef)
	for v, a := range want.coef {
		b, has := got.coef[v]
		ok = ok && has && sameAff(a, b)
	}
	if !ok {
		t.Errorf("head() = %v, want %v", got, want)
	}
}

// TestReduceEqDedup: reduceEq's duplicate removal (a scan of the kept
// constraints' hashes up to maxScanDedup, a map past it) keeps the first
// of each set of equal constraints, in order, on both sides of the
// threshold: the reference compares every pair.
func TestReduceEqDedup(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for _, n := range []int{0, 1, 5, maxScanDedup, maxScanDedup + 1, 3 * maxScanDedup} {
		var cons Poly
		for i := 0; i < n; i++ {
			// Few distinct constraints (2a - 2b >= 2 tightens to the
			// same as a - b >= 1), so that many repeat.
			k := int64(rng.Intn(2) + 1)
			l := LinVar("a").Scale(RatInt(k*int64(rng.Intn(3)-1))).AddScaled(RatInt(k), LinVar("b"))
			l = l.AddScaled(RatInt(k*int64(rng.Intn(3)-1)), NewLin(ratOne))
			cons = append(cons, Cons{L: l})
		}
		var want []string
	ref:
		for _, c := range cons {
			tc, ok := c.tighten()
			if !ok {
				tc = c
			}
			for _, w := range want {
				if w == tc.String() {
					continue ref
				}
			}
			want = append(want, tc.String())
		}
		got := reduceEq(&normEq{cons: cons, cost: Int(0)}, stopAt{})
		var gotS []string
		for _, c := range got.cons {
			gotS = append(gotS, c.String())
		}
		if d := cmp.Diff(want, gotS); d != "" {
			t.Errorf("%d constraints: (-want +got)\n%s", n, d)
		}
	}
}

// TestInlineCallCost: inlineCall's cost, which converts only the cost's
// variables to expressions, is what substituting every variable of the
// callee gives (head variables by the arguments, locals renamed apart).
func TestInlineCallCost(t *testing.T) {
	callee := &normEq{
		rel: "g/2", arity: 2, vars: []string{"#0", "#1", "x", "y"},
		cost:  Add(Var("#0"), Mul(Int(2), Var("x")), Nat(Var("#1"))),
		cons:  Poly{{L: LinVar("#1").AddScaled(ratMinusOne, LinVar("y"))}},
		calls: []Term{{Name: "h", Args: []Lin{LinVar("x")}}},
	}
	args := []Lin{LinVar("a").AddScaled(ratOne, NewLin(RatInt(3))), LinVar("b").Scale(RatInt(2))}
	eq := &normEq{rel: "f/2", arity: 2, vars: []string{"a", "b"}, cost: Var("a"), calls: []Term{{Name: "g", Args: args}}}
	all := map[string]*Expr{}
	for _, v := range callee.vars {
		if i, ok := headIndex(v); ok {
			all[v] = args[i].Expr()
		} else {
			all[v] = Var(v + "~7")
		}
	}
	want := Add(eq.cost, callee.cost.Subst(all)).String()
	got := inlineCall(eq, 0, callee, 7).cost.String()
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("inlined cost (-want +got)\n%s", d)
	}
}

// TestSmallInt: smallInt accepts exactly the integers of magnitude below
// 2^62, whatever their representation (the zero Rat, an explicit
// denominator 1, a reduced fraction), and rejects fractions.
func TestSmallInt(t *testing.T) {
	type res struct {
		N  int64
		OK bool
	}
	const lim = int64(1) << 62
	tests := []struct {
		r    *big.Rat
		want res
	}{
		{new(big.Rat), res{0, true}},
		{big.NewRat(0, 5), res{0, true}},
		{big.NewRat(4, 2), res{2, true}},
		{big.NewRat(-9, 3), res{-3, true}},
		{RatInt(-64), res{-64, true}},
		{ratIntNew(1000), res{1000, true}},
		{big.NewRat(lim-1, 1), res{lim - 1, true}},
		{big.NewRat(-(lim - 1), 1), res{-(lim - 1), true}},
		{big.NewRat(lim, 1), res{0, false}},
		{big.NewRat(-lim, 1), res{0, false}},
		{big.NewRat(math.MinInt64, 1), res{0, false}},
		{new(big.Rat).SetInt(new(big.Int).Lsh(big.NewInt(1), 64)), res{0, false}},
		{big.NewRat(1, 2), res{0, false}},
		{big.NewRat(-7, 3), res{0, false}},
	}
	for _, tc := range tests {
		n, ok := smallInt(tc.r)
		if d := cmp.Diff(tc.want, res{n, ok}); d != "" {
			t.Errorf("smallInt(%s): (-want +got)\n%s", tc.r.RatString(), d)
		}
	}
}
