package solver

import (
	"math/big"
	"math/rand"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// sameExpr reports whether a and b are the same tree (constants equal as
// rationals).
func sameExpr(a, b *Expr) bool {
	if a.Op != b.Op || a.Name != b.Name || len(a.Args) != len(b.Args) {
		return false
	}
	if a.Op == OpConst && a.Val.Cmp(b.Val) != 0 {
		return false
	}
	for i := range a.Args {
		if !sameExpr(a.Args[i], b.Args[i]) {
			return false
		}
	}
	return true
}

// TestLinFastPaths: Lin.Expr builds, and Lin.String prints, exactly what
// the simplifying constructors give (linExprSlow), on random linear forms
// with integer and fractional, positive and negative coefficients of
// magnitude one and more, with and without a constant.
func TestLinFastPaths(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	names := []string{"A", "B", "C", "X1", "X10", "X2", "p", "N"}
	rat := func() *big.Rat {
		num := []int64{-7, -3, -2, -1, 1, 1, 2, 3, 5, 1 << 40}[r.Intn(10)]
		den := []int64{1, 1, 1, 2, 3, 4, 6}[r.Intn(7)]
		return big.NewRat(num, den)
	}
	for i := 0; i < 20000; i++ {
		l := NewLin(new(big.Rat))
		if r.Intn(3) > 0 {
			l.Const = rat()
		}
		for j, n := 0, r.Intn(4); j < n; j++ {
			setCoef(&l, names[r.Intn(len(names))], rat())
		}
		slow := linExprSlow(l)
		if got, want := l.String(), slow.String(); got != want {
			t.Fatalf("%v: String %q, want %q", l.Terms, got, want)
		}
		if fast := l.Expr(); !sameExpr(fast, slow) {
			t.Fatalf("%v: Expr %s, want %s", l.Terms, fast, slow)
		}
	}
}

// TestRatCmp checks RatCmp against big.Rat.Cmp on integers and fractions of
// both signs, including the zero value (denominator 1 unset).
func TestRatCmp(t *testing.T) {
	vals := []*big.Rat{new(big.Rat), big.NewRat(0, 1), big.NewRat(1, 1), big.NewRat(-1, 1), big.NewRat(2, 1),
		big.NewRat(1, 2), big.NewRat(-1, 2), big.NewRat(3, 2), big.NewRat(4, 2), big.NewRat(-7, 3),
		new(big.Rat).SetInt(new(big.Int).Lsh(big.NewInt(1), 100))}
	for _, a := range vals {
		for _, b := range vals {
			if got, want := RatCmp(a, b), a.Cmp(b); got != want {
				t.Errorf("RatCmp(%s, %s) = %d, want %d", a, b, got, want)
			}
		}
	}
}

// setCoef sets the coefficient of v in l (which owns its terms) to k, as
// an assignment to a map of coefficients would (k zero: v goes).
func setCoef(l *Lin, v string, k *big.Rat) {
	if o := l.Coef(v); o != nil {
		l.addTerm(ratMinusOne, o, v)
	}
	l.addTerm(ratOne, k, v)
}

// linMap is a Lin as a map of coefficients (the reference the tests
// compare the sorted terms with) and its constant.
type linMap struct {
	coef map[string]*big.Rat
	k    *big.Rat
}

func mapOf(l Lin) linMap {
	m := linMap{coef: map[string]*big.Rat{}, k: new(big.Rat).Set(l.Const)}
	for _, t := range l.Terms {
		m.coef[t.Var] = new(big.Rat).Set(t.K)
	}
	return m
}

// addScaledMap is m + k*o on maps, zero coefficients dropped.
func addScaledMap(m linMap, k *big.Rat, o linMap) linMap {
	out := linMap{coef: map[string]*big.Rat{}, k: new(big.Rat).Add(m.k, new(big.Rat).Mul(k, o.k))}
	for v, c := range m.coef {
		out.coef[v] = new(big.Rat).Set(c)
	}
	for v, c := range o.coef {
		s := new(big.Rat).Mul(k, c)
		if d, ok := out.coef[v]; ok {
			s.Add(s, d)
		}
		if s.Sign() == 0 {
			delete(out.coef, v)
		} else {
			out.coef[v] = s
		}
	}
	return out
}

// checkLin reports what is wrong with l against want: its terms must be
// sorted by variable, one per variable, none zero, and hold want's
// coefficients and constant.
func checkLin(l Lin, want linMap) string {
	for i, t := range l.Terms {
		if t.K.Sign() == 0 {
			return "a zero coefficient of " + t.Var
		}
		if i > 0 && l.Terms[i-1].Var >= t.Var {
			return "terms not sorted or repeated at " + t.Var
		}
	}
	if len(l.Terms) != len(want.coef) || l.Const.Cmp(want.k) != 0 {
		return "other variables or constant"
	}
	for _, t := range l.Terms {
		if w, ok := want.coef[t.Var]; !ok || w.Cmp(t.K) != 0 {
			return "coefficient of " + t.Var
		}
	}
	return ""
}

// TestLinOps: AddScaled, Scale, Subst, Rename and Without on random Lins
// (small and huge coefficients, cancellations, repeated substitutions)
// agree with the same operations on maps of coefficients, and leave their
// operands as they were.
func TestLinOps(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	names := []string{"A", "B", "C", "X1", "X10", "X2", "#0", "#1", "#10"}
	rat := func() *big.Rat {
		num := []int64{-3, -2, -1, 1, 2, 3, 64, 65, -64, 1 << 61, 1 << 62}[r.Intn(11)]
		return big.NewRat(num, []int64{1, 1, 1, 2, 3}[r.Intn(5)])
	}
	randLin := func() Lin {
		l := NewLin(rat())
		for j, n := 0, r.Intn(5); j < n; j++ {
			setCoef(&l, names[r.Intn(len(names))], rat())
		}
		return l
	}
	for i := 0; i < 20000; i++ {
		a, b := randLin(), randLin()
		if r.Intn(4) == 0 {
			b = a.Scale(big.NewRat(-1, 1)) // cancels to the constant
		}
		ma, mb := mapOf(a), mapOf(b)
		k := rat()
		if msg := checkLin(a.AddScaled(k, b), addScaledMap(ma, k, mb)); msg != "" {
			t.Fatalf("(%v).AddScaled(%v, %v): %s", a, k, b, msg)
		}
		if msg := checkLin(b.Scale(k), addScaledMap(linMap{coef: map[string]*big.Rat{}, k: new(big.Rat)}, k, mb)); msg != "" {
			t.Fatalf("(%v).Scale(%v): %s", b, k, msg)
		}
		// Subst: each substituted variable's term replaced by its
		// coefficient times the replacement.
		sub := map[string]Lin{}
		for j, n := 0, r.Intn(3); j < n; j++ {
			sub[names[r.Intn(len(names))]] = randLin()
		}
		want := linMap{coef: map[string]*big.Rat{}, k: new(big.Rat).Set(ma.k)}
		for v, c := range ma.coef {
			if s, ok := sub[v]; ok {
				want = addScaledMap(want, c, mapOf(s))
			} else {
				want = addScaledMap(want, c, mapOf(LinVar(v)))
			}
		}
		if msg := checkLin(a.Subst(sub), want); msg != "" {
			t.Fatalf("(%v).Subst(%v): %s", a, sub, msg)
		}
		// Rename two variables onto one: their coefficients add up.
		ren := map[string]string{names[r.Intn(len(names))]: "Z", names[r.Intn(len(names))]: "Z"}
		want = linMap{coef: map[string]*big.Rat{}, k: new(big.Rat).Set(ma.k)}
		for v, c := range ma.coef {
			if n, ok := ren[v]; ok {
				v = n
			}
			want = addScaledMap(want, c, mapOf(LinVar(v)))
		}
		if msg := checkLin(a.Rename(ren), want); msg != "" {
			t.Fatalf("(%v).Rename(%v): %s", a, ren, msg)
		}
		v := names[r.Intn(len(names))]
		want = mapOf(a)
		delete(want.coef, v)
		if msg := checkLin(a.Without(v), want); msg != "" {
			t.Fatalf("(%v).Without(%s): %s", a, v, msg)
		}
		// The operands are unchanged.
		if msg := checkLin(a, ma); msg != "" {
			t.Fatalf("an operation changed its operand %v: %s", a, msg)
		}
		if msg := checkLin(b, mb); msg != "" {
			t.Fatalf("an operation changed its operand %v: %s", b, msg)
		}
	}
}

// TestTightenSmall compares tighten's int64 arithmetic with its big.Rat
// arithmetic on random constraints: fractions, equalities, constant
// constraints, and numbers at and past the int64 path's limit (which it
// must leave to the other).
func TestTightenSmall(t *testing.T) {
	rng := rand.New(rand.NewSource(10))
	num := func() *big.Rat {
		switch rng.Intn(8) {
		case 0:
			return big.NewRat(rng.Int63n(1<<31)-1<<30, 1)
		case 1:
			return big.NewRat(int64(rng.Intn(9)-4), rng.Int63n(1<<31)+1)
		default:
			return big.NewRat(int64(rng.Intn(25)-12), int64(rng.Intn(6)+1))
		}
	}
	smalls := 0
	for i := 0; i < 20000; i++ {
		var c Cons
		c.Eq = rng.Intn(3) == 0
		c.L = Lin{Const: num()}
		for _, v := range []string{"a", "b", "c"} {
			if rng.Intn(3) > 0 {
				if k := num(); k.Sign() != 0 {
					c.L.Terms = append(c.L.Terms, LinTerm{v, k})
				}
			}
		}
		if len(c.L.Terms) == 0 {
			c.L.Terms = nil
		}
		got, gotOK, small := c.tightenSmall()
		if !small {
			continue
		}
		smalls++
		want, wantOK := c.tightenBig()
		if gotOK != wantOK || gotOK && (got.Eq != want.Eq || !linEqual(got.L, want.L)) {
			t.Fatalf("tighten(%v): int64 %v %v, big.Rat %v %v", c, got, gotOK, want, wantOK)
		}
	}
	if smalls < 10000 {
		t.Errorf("only %d of 20000 constraints took the int64 path", smalls)
	}
}

// TestSubstHead compares substHead with Subst of the map it stands for
// (headVar(i) to args[i]) on random functions over head variables, names
// that only look like them (#007, #-1, #3~5, #12x) and others, at
// argument lists of every length up to 12.
func TestSubstHead(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	names := []string{"#0", "#1", "#2", "#3", "#9", "#10", "#11", "#007", "#00", "#-1", "#+2", "#3~5", "#12x", "#", "x", "Y"}
	for i := 0; i < 5000; i++ {
		var l Lin
		l.Const = big.NewRat(int64(rng.Intn(7)-3), 1)
		for _, v := range names {
			if rng.Intn(4) == 0 {
				l = l.AddScaled(big.NewRat(int64(rng.Intn(5)-2), int64(rng.Intn(2)+1)), LinVar(v))
			}
		}
		args := make([]Lin, rng.Intn(13))
		m := map[string]Lin{}
		for j := range args {
			args[j] = LinVar([]string{"x", "#0", "#2", "z"}[rng.Intn(4)]).AddScaled(big.NewRat(int64(rng.Intn(5)-2), 1), LinVar("Y"))
			args[j].Const = big.NewRat(int64(rng.Intn(5)-2), 1)
			m[headVar(j)] = args[j]
		}
		if got, want := l.substHead(args), l.Subst(m); !linEqual(got, want) {
			t.Fatalf("%v at %v: substHead %v, Subst %v", l, args, got, want)
		}
	}
}

// TestTermKeyCache: Term.Key (kept in keyCache) is the name, '/' and the
// arity, for names that share storage (substrings of one string, the
// same name at other arities), collide in the cache, or are empty, and
// from goroutines side by side (go test -race).
func TestTermKeyCache(t *testing.T) {
	base := strings.Repeat("rel{#2=1}abc", 50)
	// Terms that share a cache entry: the same storage with a length, or
	// an arity, 512 more.
	for _, c := range []struct {
		name  string
		arity int
	}{{base[:3], 1}, {base[:3], 513}, {base[:3], 1}, {base[:3+512], 1}, {base[:3], 1}} {
		want := c.name + "/" + strconv.Itoa(c.arity)
		if got := (Term{Name: c.name, Args: make([]Lin, c.arity)}).Key(); got != want {
			t.Fatalf("Key of %q/%d: %q", c.name, c.arity, got)
		}
	}
	var wg sync.WaitGroup
	for g := 0; g < 4; g++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := 0; i < 3000; i++ {
				name := base[i%97 : i%97+i%13]
				args := make([]Lin, i%5)
				want := name + "/" + strconv.Itoa(len(args))
				if got := (Term{Name: name, Args: args}).Key(); got != want {
					t.Errorf("Key of %q/%d: %q", name, len(args), got)
					return
				}
			}
		}()
	}
	wg.Wait()
}

// TestSubstVar compares substVar with Subst of a one-entry map on random
// functions, with the variable absent, alone, and next to others that
// the definition shares.
func TestSubstVar(t *testing.T) {
	rng := rand.New(rand.NewSource(14))
	names := []string{"a", "b", "c", "v", "#0", "#1"}
	rnd := func() Lin {
		l := Lin{Const: big.NewRat(int64(rng.Intn(7)-3), int64(rng.Intn(2)+1))}
		for _, v := range names {
			if rng.Intn(2) == 0 {
				l = l.AddScaled(big.NewRat(int64(rng.Intn(5)-2), int64(rng.Intn(3)+1)), LinVar(v))
			}
		}
		return l
	}
	for i := 0; i < 5000; i++ {
		l, def := rnd(), rnd()
		v := names[rng.Intn(len(names))]
		if k := def.Coef(v); k != nil {
			def = def.AddScaled(new(big.Rat).Neg(k), LinVar(v)) // (v's definition does not mention v)
		}
		if got, want := l.substVar(v, def), l.Subst(map[string]Lin{v: def}); !linEqual(got, want) {
			t.Fatalf("%v with %s = %v: substVar %v, Subst %v", l, v, def, got, want)
		}
	}
}
