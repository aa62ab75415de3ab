package polyhedra

import (
	"math/big"
	"testing"
)

// TestPropertyFibres checks fibre counts and their maxima against brute
// force on random 2-D relations: counts must be exact, maxima must be
// upper bounds, and equal to the brute-force maximum when marked exact.
func TestPropertyFibres(t *testing.T) {
	r := newRand(4)
	exact, total := 0, 0
	for n := 0; n < propCases/4; n++ {
		c := randCase(r)
		c.dims, c.box = []string{"x", "y"}, 5
		ta, oa := randSetN(r, c, 2, 2)
		m := must(t)(mustParseT(t, ta).AsMap(1))
		f, err := m.Fibres()
		if err != nil {
			t.Fatalf("case %d %s: %v", n, ta, err)
		}
		for _, pv := range c.pvals {
			src, tgt := map[int64]int64{}, map[int64]int64{}
			points(2, c.box, func(x []int64) {
				if oa(c.env(pv, x)) {
					src[x[0]]++
					tgt[x[1]]++
				}
			})
			check := func(what string, per, mx *PwQPoly, fib map[int64]int64) {
				best := int64(0)
				for v := -c.box; v <= c.box; v++ {
					best = max(best, fib[v])
					if got := per.Eval(append(append([]int64{}, pv...), v)); got.Cmp(big.NewRat(fib[v], 1)) != 0 {
						t.Fatalf("case %d %s fibre at %v,%d: got %v want %d\n%s\n%s", n, what, pv, v, got, fib[v], ta, per)
					}
				}
				got := mx.Eval(pv)
				if got.Cmp(big.NewRat(best, 1)) < 0 || (mx.Exact && got.Cmp(big.NewRat(best, 1)) != 0) {
					t.Fatalf("case %d %s max at %v: got %v (exact %v) want %d\n%s\nper %s\nmax %s", n, what, pv, got, mx.Exact, best, ta, per, mx)
				}
				total++
				if mx.Exact {
					exact++
				}
			}
			check("source", f.PerSource, f.MaxPerSource, src)
			check("target", f.PerTarget, f.MaxPerTarget, tgt)
		}
	}
	t.Logf("%d of %d maxima exact", exact, total)
}

// TestPropertyFibres3D uses relations with a 2-D source, [x, y] -> [z],
// so that maxima are taken over two variables.
func TestPropertyFibres3D(t *testing.T) {
	r := newRand(8)
	exact, total := 0, 0
	for n := 0; n < propCases/10; n++ {
		c := randCase(r)
		c.dims, c.box = []string{"x", "y", "z"}, 3
		if len(c.params) == 2 {
			c.params = c.params[:1]
			for k := range c.pvals {
				c.pvals[k] = c.pvals[k][:1]
			}
		}
		ta, oa := randSetN(r, c, 1, 2)
		m := must(t)(mustParseT(t, ta).AsMap(2))
		f, err := m.Fibres()
		if err != nil {
			t.Fatalf("case %d %s: %v", n, ta, err)
		}
		for _, pv := range c.pvals {
			src := map[[2]int64]int64{}
			tgt := map[int64]int64{}
			points(3, c.box, func(x []int64) {
				if oa(c.env(pv, x)) {
					src[[2]int64{x[0], x[1]}]++
					tgt[x[2]]++
				}
			})
			bs, bt := int64(0), int64(0)
			for _, v := range src {
				bs = max(bs, v)
			}
			for _, v := range tgt {
				bt = max(bt, v)
			}
			for _, k := range []struct {
				mx   *PwQPoly
				want int64
			}{{f.MaxPerSource, bs}, {f.MaxPerTarget, bt}} {
				got := k.mx.Eval(pv)
				if got.Cmp(big.NewRat(k.want, 1)) < 0 || (k.mx.Exact && got.Cmp(big.NewRat(k.want, 1)) != 0) {
					t.Fatalf("case %d max at %v: got %v (exact %v) want %d\n%s\n%s", n, pv, got, k.mx.Exact, k.want, ta, k.mx)
				}
				total++
				if k.mx.Exact {
					exact++
				}
			}
		}
	}
	t.Logf("%d of %d maxima exact", exact, total)
}

func TestFibresRelaxedBound(t *testing.T) {
	// Per source the fibre is floor((p-1)/2) - ceil(s/2) + 1, which
	// depends on s through a floor: the maximum is bounded by relaxing it.
	m := MustParse("[p] -> { [s] -> [t] : 0 <= s < p and s <= 2t < p }")
	f, err := m.Fibres()
	if err != nil {
		t.Fatal(err)
	}
	for p := int64(1); p <= 12; p++ {
		best := int64(0)
		for s := int64(0); s < p; s++ {
			var n int64
			for tt := int64(0); tt < p; tt++ {
				if m.Contains([]int64{p}, []int64{s, tt}) {
					n++
				}
			}
			best = max(best, n)
		}
		got := f.MaxPerSource.Eval([]int64{p})
		if got.Cmp(big.NewRat(best, 1)) < 0 {
			t.Errorf("p=%d: bound %v below the true maximum %d (%s)", p, got, best, f.MaxPerSource)
		}
	}
	t.Logf("max per source: %s", f.MaxPerSource)
}

func TestPwAddMul(t *testing.T) {
	// Two puts per source in one superstep, each of N words: the words
	// sent by source s are N * (fibre1(s) + fibre2(s)).
	a := MustParse("[p, N] -> { [s] -> [t] : 0 <= s < p and t = s + 1 and t < p }")
	b := MustParse("[p, N] -> { [s] -> [t] : 0 <= s < p and 0 <= t < p and t != s }")
	fa, err := a.Fibres()
	if err != nil {
		t.Fatal(err)
	}
	fb, err := b.Fibres()
	if err != nil {
		t.Fatal(err)
	}
	words := fa.PerSource.Add(fb.PerSource).Mul(ParamPw(fa.PerSource.Params, "N"))
	h, err := words.MaxOver(1)
	if err != nil {
		t.Fatal(err)
	}
	for p := int64(1); p <= 6; p++ {
		for _, n := range []int64{1, 3} {
			want := int64(0)
			for s := int64(0); s < p; s++ {
				k := p - 1
				if s+1 < p {
					k++
				}
				want = max(want, n*k)
			}
			if got := h.Eval([]int64{p, n}); got.Cmp(big.NewRat(want, 1)) < 0 || (h.Exact && got.Cmp(big.NewRat(want, 1)) != 0) {
				t.Errorf("p=%d N=%d: h = %v (exact %v), want %d; %s", p, n, got, h.Exact, want, h)
			}
		}
	}
	t.Logf("h = %s", h)
	if c := ConstPw([]string{"p"}, big.NewRat(3, 1)).Eval([]int64{7}); c.Cmp(big.NewRat(3, 1)) != 0 {
		t.Errorf("ConstPw = %v", c)
	}
}

// TestMaxOverParametricCoefficient: values whose coefficient in the
// maximised parameter is affine in the others (words per process e·(n -
// t), h = (1 - p)·t + ...): the maximum is at the upper bound where the
// coefficient is non-negative and at the lower bound elsewhere, exact,
// against enumeration.
func TestMaxOverParametricCoefficient(t *testing.T) {
	ts := func(c int64, e ...int) term { return term{e, big.NewRat(c, 1)} }
	tests := []struct {
		name   string
		params []string
		dom    string
		terms  []term
	}{
		// e·(n - t) = n·e - e·t on 0 <= t < n, e >= 1.
		{"e(n - t)", []string{"n", "e", "t"}, "[n, e, t] -> { : 0 <= t < n and e >= 1 }", []term{ts(1, 1, 1, 0), ts(-1, 0, 1, 1)}},
		// a·t + 10 on 0 <= t <= 5: the sign of a decides.
		{"a t + 10", []string{"a", "t"}, "[a, t] -> { : 0 <= t <= 5 and -5 <= a <= 5 }", []term{ts(1, 1, 1), ts(10, 0, 0)}},
		// (1 - p)·t + p^2 on 1 <= t <= p - 2.
		{"(1 - p) t + p^2", []string{"p", "t"}, "[p, t] -> { : 1 <= t <= p - 2 }", []term{ts(1, 0, 1), ts(-1, 1, 1), ts(1, 2, 0)}},
	}
	for _, tc := range tests {
		q := QPoly{params: tc.params, p: newPoly(len(tc.params), tc.terms)}
		pw := &PwQPoly{Params: tc.params, Exact: true, Pieces: []Piece{{MustParse(tc.dom), q}}}
		m, err := pw.MaxOver(1)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if !m.Exact {
			t.Errorf("%s: maximum %s not exact", tc.name, m)
		}
		np := len(tc.params) - 1
		var rec func(pv []int64)
		rec = func(pv []int64) {
			if len(pv) < np {
				for v := int64(-6); v <= 8; v++ {
					rec(append(pv, v))
				}
				return
			}
			var best *big.Rat
			for x := int64(-10); x <= 10; x++ {
				full := append(append([]int64{}, pv...), x)
				if pw.Pieces[0].Domain.Contains(full, nil) {
					if v := q.Eval(full); best == nil || v.Cmp(best) > 0 {
						best = v
					}
				}
			}
			got := m.Eval(pv)
			if best == nil {
				best = new(big.Rat)
			}
			if got.Cmp(best) != 0 {
				t.Errorf("%s at %v: maximum %v, want %v\n%s", tc.name, pv, got, best, m)
			}
		}
		rec(nil)
	}
	// The mutation: without the rule there is no closed form (the
	// relaxed bound gives up on products with another parameter; the
	// monotone maxima, which take e(n - t) too, off as well).
	defer func(on, mono bool) { parametricCoefOn, monotoneOn = on, mono }(parametricCoefOn, monotoneOn)
	parametricCoefOn, monotoneOn = false, false
	q := QPoly{params: tests[0].params, p: newPoly(3, tests[0].terms)}
	pw := &PwQPoly{Params: q.params, Exact: true, Pieces: []Piece{{MustParse(tests[0].dom), q}}}
	if m, err := pw.MaxOver(1); err == nil && m.Exact {
		t.Errorf("without parametric coefficients: %s, exact", m)
	}
}
