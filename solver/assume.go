package solver

import (
	"fmt"
	"math/big"
)

// A Fact is a constraint on the parameters that a bound may be
// simplified under: L >= 0, or L == 0 when Eq. L may hold non-linear
// terms (floor(N/p), p*floor(N/p)); they are read as atoms, the same term
// being the same atom wherever it occurs.
type Fact struct {
	L  *Expr
	Eq bool
}

// maxImplies bounds the implication tests (one small LP each) of one
// SimplifyUnder call; past it the rest of the expression is kept as it is.
const maxImplies = 2000

// maxCaseImplies bounds the implication tests of the cases of
// indicatorMax in one SimplifyUnder call.
const maxCaseImplies = 4000

// SimplifyUnder returns an expression equal to e at every integer point
// where the facts hold (a program's requires clause and p >= 1), simpler
// where the facts decide it:
//
//   - nat(x) is x where x >= 0 follows, 0 where x <= 0 follows;
//   - a max (min) drops an argument that another one is >= (<=); of a
//     max, first those another one is >= term by term (coefDominated:
//     no linear program per pair, so that a max of hundreds of paths'
//     costs is pruned within the budget), also through a linear form
//     above the argument (upperLin: X*I is at most X for a case's
//     indicator I and X >= 0, a max of forms at most their term-by-term
//     join: max(3*p + 34, max((p + 13)*[N >= 3], p + 11, 16) + 2) is
//     3*p + 34);
//   - floor(X/Y) is X/Y where Y*floor(X/Y) = X and Y >= 1 follow (the
//     requires clause says X % Y == 0), and Y*(X/Y) is X where Y >= 1;
//     X/Y is X with Y divided out of each term where Y >= 1 (10*p/p is
//     10);
//   - floor(log2(2*X - 1)) is ceil(log2(X)) for an integer X >= 1;
//     floor(x + c) is ceil(x) + k and ceil(x + c) floor(x) + k where d*x
//     is an integer and k an integer (floor(n/2 - 1/2) + 1 is ceil(n/2));
//   - a product of a p-case's indicator min(1, nat(a*x + c)) that, with
//     the facts, fixes x (p <= 1 under p >= 1) has the other factors at
//     that value, and the other factors of any case's indicator are
//     simplified where its case holds (caseCofactor: max(A*[N >= 5],
//     B)*[N >= 5] is max(A, B)*[N >= 5]); max(f*X, f*Y, ...) is
//     f*max(X, Y, ...) where f >= 0;
//   - a term of every argument of a max (min) is taken out of it:
//     max(t + a, t + b) is t + max(a, b);
//   - of a max, an argument I*A, I a case's indicator (min(1, nat(L1),
//     ..., nat(Lk)), 1 where every Li >= 1, else 0; a max of them; c*I
//     written min(c, c*nat(L1), ...)), goes where another argument is >= A
//     in I's cases and >= 0 elsewhere, and is A where another is >= A and
//     >= 0 wherever I is 0 (indicatorMax: each case decided with its
//     constraints added to the facts and the variables they fix replaced);
//     arguments A*I1, ..., A*Ik (one cost A >= 0) whose cases cover every
//     point of the facts are A (coveringCases);
//   - a max (min) drops an argument of one variable x that another is >=
//     (<=) at every integer x of its range: on each residue class of x
//     each argument is eventually one polynomial, two are ordered past
//     the roots of their difference and the points before are evaluated
//     (unidom.go: max(p*p, 3*p - 2) is p*p); of a max, also where the
//     difference is such terms of x beside others the facts make >= 0
//     (splitGE: max(2*M + p*p, M + 3*p - 2) is 2*M + p*p);
//   - a term of one variable x built from sums, constant multiples,
//     products with a factor constant where the other varies, max, min
//     and nat is piecewise linear in x: over x's range under the facts,
//     its pieces are computed exactly and, where they are one line, or
//     the pieces of a max (min) of their lines, that form is kept when it
//     is shorter (piecewise.go: max(4*min(1, nat(p - 2)), min(1, nat(-p +
//     3))*(p + 2)) is min(4, p + 2) under p >= 1); a case's indicator
//     times a cost is left to the rules above;
//   - last, a case's indicator min(1, p - 1) whose forms the facts make
//     >= 0 is min(1, nat(p - 1)), which Pretty prints [p >= 2]; so is a
//     min of such forms without its 1 where one of them (or the mean of
//     two) is at most 1 (min(2 - mod(N, 3), mod(N, 3)) is [mod(N, 3) =
//     1]), and c times one whose c went with it (min(5 - 5*mod(p, 2),
//     5*nat(...)) is 5*[...]).
//
// Implications are decided over the rationals, treating each non-linear
// term as an unknown with the facts known of it (non-negative where its
// form says so; X/Y and floor(X/Y) >= 1 where X >= Y >= 1, >= 0 where
// X >= 0 and Y >= 1, and <= X then; a*b >= a where a >= 0 and b >= 1, a
// product >= 0 where each factor is; a
// max is >= and a min <= each argument, a min of non-negative values >=
// 0; ceil(x) in [x, x + 1) and floor(x) in (x - 1, x], closer where d*x
// is an integer; ceil(X/Y) <= X for an integer X >= 0 and Y >= 1; what
// the facts give an atom of the facts, whatever their order):
// what follows over the rationals
// holds at the integer points. A term that occurs several times is
// simplified once (the solver's bounds repeat their maxima), so that the
// budget of tests (maxImplies) reaches the whole expression. Facts that
// contradict each other imply
// anything; the result is then still e at every point where they hold
// (none).
func SimplifyUnder(e *Expr, facts []Fact) *Expr {
	s := &simplifier{names: map[string]string{}}
	// The atoms of the facts learn what is known of them once every fact
	// is read (N >= p makes floor(N/p) >= 1 whichever comes first).
	var atoms []*Expr
	if !noLateAtomFacts {
		s.deferred = &atoms
	}
	for _, f := range facts {
		s.base = append(s.base, Cons{L: s.lin(f.L), Eq: f.Eq})
	}
	s.deferred = nil
	for _, a := range atoms {
		s.atomFacts(a, LinVar(s.names[a.String()]))
	}
	defer func() {
		s.release()
		if s.buf != nil {
			bufs.Put(s.buf) // (no tableau uses it any more)
		}
	}()
	r := s.expr(e)
	if !noCaseNat {
		r = s.natCases(r)
	}
	return r
}

// natCases is e with natCase applied to each min, once the other rules
// are done (they read the indicators in either form).
func (s *simplifier) natCases(e *Expr) *Expr {
	if len(e.Args) == 0 {
		return e
	}
	args := make([]*Expr, len(e.Args))
	changed := false
	for i, a := range e.Args {
		args[i] = s.natCases(a)
		changed = changed || args[i] != a
	}
	if e.Op == OpMin {
		if r, ok := s.natCase(args); ok {
			return r
		}
		if r, ok := s.scaledNatCase(args); ok {
			return r
		}
	}
	if !changed {
		return e
	}
	return rebuild(e.Op, args)
}

// atMostOne reports whether the facts show min(args) <= 1 through one
// argument or the mean of two (min(2 - mod(N, 3), mod(N, 3)) <= 1): a
// minimum of integers >= 0 is then 0 or 1, a case's indicator with its 1
// dropped ([mod(N, 3) = 1]). Arguments in nat are left out (their
// linear form may be below 0 where the nat is not).
func (s *simplifier) atMostOne(args []*Expr) bool {
	var ls []Lin
	for _, a := range args {
		if a.Op != OpNat {
			ls = append(ls, s.lin(a))
		}
	}
	one := LinConst(1)
	for i, a := range ls {
		if s.implies(one.AddScaled(ratMinusOne, a)) {
			return true
		}
		for _, b := range ls[i+1:] {
			if s.implies(LinConst(2).AddScaled(ratMinusOne, a).AddScaled(ratMinusOne, b)) {
				return true
			}
		}
	}
	return false
}

// scaledNatCase is natCase of c times an indicator whose constant c went
// with its 1 (min(5 - 5*mod(p, 2), 5*nat(1 - mod(N, 3))), natCase's rule
// for min(1 - mod(p, 2), nat(1 - mod(N, 3))) times 5): min(c, c*nat(L1),
// ...), which Pretty prints c*[...]. c is a constant factor of an argument.
func (s *simplifier) scaledNatCase(args []*Expr) (*Expr, bool) {
	if noMinOfOne || len(args) < 2 {
		return nil, false
	}
	var c *big.Rat
	for _, a := range args {
		if _, isConst := a.IsConst(); isConst {
			return nil, false
		}
		if k, _ := splitCoef(a); k.Sign() > 0 && RatCmp(k, ratOne) != 0 {
			c = k
		}
	}
	if c == nil {
		return nil, false
	}
	inv := new(big.Rat).Inv(c)
	scaled := make([]*Expr, len(args))
	for i, a := range args {
		scaled[i] = Mul(Const(inv), a)
	}
	r, ok := s.natCase(scaled)
	if !ok {
		return nil, false
	}
	out := []*Expr{Const(c)}
	for _, a := range r.Args {
		if _, isConst := a.IsConst(); !isConst {
			out = append(out, Mul(Const(c), a))
		}
	}
	return Min(out...), true
}

// release returns the storage of the facts' phase 1 to the tableaus that
// follow (slabs): no test uses it after base has grown or s is done.
func (s *simplifier) release() {
	if s.prep != nil && s.prep.t != nil {
		s.prep.t.release()
	}
	s.prep = nil
}

type simplifier struct {
	names map[string]string // atom text -> its variable (@k)
	base  Poly              // the facts and what is known of the atoms
	tests int
	// memo holds the simplified form of each term simplified (by its
	// text), under the facts of the current case.
	memo map[string]*Expr
	// caseTests counts the tests made in a case (under).
	caseTests int
	// known memoises implies: base only grows by appending, so an answer
	// holds for the same query while len(base) is unchanged.
	known map[impliesKey]bool
	prep  *prepared
	linOf map[*Expr]Lin
	// buf is the work space of prep's tableaus.
	buf *lpBuf
	// atomKeys are the keys of names in the order they were named
	// (under forgets the atoms named in its case).
	atomKeys []string
	// deferred collects the atoms named while the facts are read.
	deferred *[]*Expr
	// exact holds the printed X/Y that the facts showed equal to
	// floor(X/Y): integers.
	exact map[string]bool
	// nonNeg memoises nonNegVar.
	nonNeg map[impliesKey]bool
	// domains memoises piecewise's range of a variable.
	domains map[impliesKey]plDomain
	// uniWork counts the nodes uniDominated evaluated.
	uniWork int64
	// upper memoises upperLin.
	upper map[upperKey]upperVal
}

type impliesKey struct {
	n int
	l string
}

// implies reports whether the facts imply l >= 0 (false once the test
// budget is spent). A repeated query is answered from known but still
// counts against the budget, so that the answers are those of the
// unmemoised test.
func (s *simplifier) implies(l Lin) bool {
	if s.tests >= maxImplies {
		return false
	}
	s.tests++
	if l.IsConst() {
		return l.Const.Sign() >= 0
	}
	k := impliesKey{len(s.base), l.String()}
	if v, ok := s.known[k]; ok {
		return v
	}
	v := s.test(l)
	if s.known == nil {
		s.known = map[impliesKey]bool{}
	}
	s.known[k] = v
	return v
}

// test is s.base.Implies(l) with one phase 1 per state of base: the
// queries between two additions to base share the feasible basis and
// differ only in their objectives (the same steps and answers as Implies,
// which would redo phase 1 for each).
func (s *simplifier) test(l Lin) bool {
	pr := s.prepared()
	var obuf [8]objTerm // (the usual few terms: no allocation)
	obj := obuf[:0]
	for _, t := range l.Terms {
		j, ok := pr.cols[t.Var]
		if !ok {
			return false // a variable base does not constrain: unbounded
		}
		obj = append(obj, objTerm{j, numOf(t.K)})
	}
	switch {
	case pr.err != nil:
		return false
	case pr.st == lpInfeasible:
		return true // base is empty: it implies everything
	}
	st, val, err := pr.t.optimizeValueTerms(obj)
	if err != nil || st != lpOptimal {
		return false
	}
	return numAdd(val, numOf(l.Const)).sign() >= 0
}

// prepared returns the phase 1 of the facts' LP for the current state of
// base, made once per state.
func (s *simplifier) prepared() *prepared {
	if s.prep == nil || s.prep.n != len(s.base) {
		s.release()
		// One work space for the phase 1s of the states of base (each
		// tableau is released before the next is made), from bufs: what
		// an earlier SimplifyUnder or linear program grew serves again.
		if s.buf == nil {
			s.buf = getBuf()
		}
		prog := &lp{slackStart: !noSlackStart, buf: s.buf} // values only: see lp.slackStart
		cols := lpOf(prog, s.base, nil)
		t, st, err := prog.prepare()
		s.prep = &prepared{n: len(s.base), cols: cols, t: t, st: st, err: err}
	}
	return s.prep
}

// prepared is the phase 1 of the facts' LP while base has n constraints.
type prepared struct {
	n    int
	cols map[string]int
	t    *tableau
	st   lpStatus
	err  error
}

// lin reads e as a linear form over variables and atoms. The answer for
// a node is memoised (max and min compare their arguments pairwise): only
// the first reading names atoms and adds their facts, a later one would
// find them named and compute the same form.
func (s *simplifier) lin(e *Expr) Lin {
	if l, ok := s.linOf[e]; ok {
		return l
	}
	l := s.linUncached(e)
	if s.linOf == nil {
		s.linOf = map[*Expr]Lin{}
	}
	s.linOf[e] = l
	return l
}

func (s *simplifier) linUncached(e *Expr) Lin {
	switch e.Op {
	case OpConst:
		return NewLin(e.Val)
	case OpVar:
		return LinVar(e.Name)
	case OpAdd:
		out := NewLin(new(big.Rat))
		for _, a := range e.Args {
			out = out.AddScaled(ratOne, s.lin(a))
		}
		return out
	case OpMul:
		k := big.NewRat(1, 1)
		var rest []*Expr
		for _, a := range e.Args {
			if v, ok := a.IsConst(); ok {
				k.Mul(k, v)
			} else {
				rest = append(rest, a)
			}
		}
		switch len(rest) {
		case 0:
			return NewLin(k)
		case 1:
			return s.lin(rest[0]).Scale(k)
		}
		return LinVar(s.atom(Mul(rest...))).Scale(k)
	}
	return LinVar(s.atom(e))
}

// atom returns the variable standing for the non-linear term e, adding
// what is known of it to the facts the first time.
func (s *simplifier) atom(e *Expr) string {
	key := e.String()
	if n, ok := s.names[key]; ok {
		return n
	}
	n := fmt.Sprintf("@%d", len(s.names))
	s.names[key] = n
	s.atomKeys = append(s.atomKeys, key)
	if s.deferred != nil {
		*s.deferred = append(*s.deferred, e)
		return n
	}
	s.atomFacts(e, LinVar(n))
	return n
}

// atomFacts adds to the facts what is known of the atom e, named v.
func (s *simplifier) atomFacts(e *Expr, v Lin) {
	if NonNegative(e) {
		s.base = append(s.base, Cons{L: v})
	}
	if e.Op == OpNat { // nat(x) >= x
		s.base = append(s.base, Cons{L: v.AddScaled(ratMinusOne, s.lin(e.Args[0]))})
	}
	if e.Op == OpMul && len(e.Args) == 2 {
		// a*b >= a where a >= 0 and b >= 1 (N*p >= N); >= 0 where both
		// are >= 0.
		a, b := s.lin(e.Args[0]), s.lin(e.Args[1])
		minus1 := func(l Lin) Lin { return l.AddScaled(ratMinusOne, LinConst(1)) }
		for _, ab := range [][2]Lin{{a, b}, {b, a}} {
			if s.implies(ab[0]) && s.implies(minus1(ab[1])) {
				s.base = append(s.base, Cons{L: v.AddScaled(ratMinusOne, ab[0])})
			}
		}
		if s.implies(a) && s.implies(b) {
			s.base = append(s.base, Cons{L: v})
		}
	}
	if e.Op == OpMul && len(e.Args) > 2 && !noProductSigns {
		// A product of more factors, each >= 0 ((S*p)*(S*p - 1)*N).
		all := true
		for _, f := range e.Args {
			if all && !s.implies(s.lin(f)) {
				all = false
			}
		}
		if all {
			s.base = append(s.base, Cons{L: v})
		}
	}
	if !noOrderFacts {
		s.orderFacts(e, v)
	}
	if (e.Op == OpCeil || e.Op == OpFloor) && !noRoundBounds {
		// An integer's least value is the rational least one rounded
		// up (ceil(p/2) >= 1 where p >= 1, not only >= 1/2); its
		// greatest, rounded down.
		if lo, ok := s.minOf(v); ok {
			s.base = append(s.base, Cons{L: v.AddScaled(ratOne, LinConst(-lo))})
		}
		if hi, ok := s.minOf(v.Scale(ratMinusOne)); ok {
			s.base = append(s.base, Cons{L: v.Scale(ratMinusOne).AddScaled(ratOne, LinConst(-hi))})
		}
	}
	q := e
	if q.Op == OpFloor {
		q = q.Args[0]
	}
	if q.Op == OpDiv {
		x, y := s.lin(q.Args[0]), s.lin(q.Args[1])
		if s.implies(y.AddScaled(ratMinusOne, LinConst(1))) { // Y >= 1
			switch {
			case s.implies(x.AddScaled(ratMinusOne, y)): // X >= Y
				s.base = append(s.base, Cons{L: v.AddScaled(ratMinusOne, LinConst(1))})
			case s.implies(x):
				s.base = append(s.base, Cons{L: v})
			}
			if s.implies(x) { // X/Y <= X
				s.base = append(s.base, Cons{L: x.AddScaled(ratMinusOne, v)})
			}
		}
	}
}

// orderFacts adds what e's operator says of its value v against its
// arguments: a max is >= each, a min <= each, ceil(x) is in [x, x + 1)
// and floor(x) in (x - 1, x], narrowed to x + (D - 1)/D and x - (D - 1)/D
// where D*x is an integer (integral). Over the rationals the open ends
// are closed: weaker, still true.
func (s *simplifier) orderFacts(e *Expr, v Lin) {
	switch e.Op {
	case OpMax, OpMin:
		nonNeg := true
		for _, a := range e.Args {
			d := v.AddScaled(ratMinusOne, s.lin(a)) // v - a
			if e.Op == OpMin {
				d = d.Scale(ratMinusOne)
				nonNeg = nonNeg && s.implies(s.lin(a))
			}
			s.base = append(s.base, Cons{L: d})
		}
		if e.Op == OpMin && nonNeg { // a min of non-negative values
			s.base = append(s.base, Cons{L: v})
		}
	case OpCeil, OpFloor:
		x := s.lin(e.Args[0])
		gap := ratOne // (x + 1, x - 1: any x)
		if d, ok := s.integral(e.Args[0]); ok {
			gap = big.NewRat(d-1, d)
		}
		sign := ratOne
		if e.Op == OpFloor {
			sign = ratMinusOne
		}
		// ceil: v >= x and x + gap >= v; floor: x >= v and v >= x - gap.
		s.base = append(s.base,
			Cons{L: v.AddScaled(ratMinusOne, x).Scale(sign)},
			Cons{L: x.AddScaled(ratMinusOne, v).Scale(sign).AddScaled(ratOne, NewLin(gap))})
		// ceil(X/Y) <= X for an integer X >= 0 and Y >= 1 (X/Y <= X).
		if q := e.Args[0]; e.Op == OpCeil && q.Op == OpDiv {
			if d, ok := s.integral(q.Args[0]); ok && d == 1 {
				n, y := s.lin(q.Args[0]), s.lin(q.Args[1])
				if s.implies(n) && s.implies(y.AddScaled(ratMinusOne, LinConst(1))) {
					s.base = append(s.base, Cons{L: n.AddScaled(ratMinusOne, v)})
				}
			}
		}
	}
}

// integral returns a positive integer d with d*e an integer at every
// integer point where the facts hold: the least common denominator of
// the coefficients of a sum of integral terms (isIntegral, or an X/Y the
// facts showed to be floor(X/Y)).
func (s *simplifier) integral(e *Expr) (int64, bool) {
	if isIntegral(e) || s.exact[e.String()] {
		return 1, true
	}
	terms := []*Expr{e}
	if e.Op == OpAdd {
		terms = e.Args
	}
	d := big.NewInt(1)
	for _, t := range terms {
		k, rest := splitCoef(t)
		if _, isConst := rest.IsConst(); !isConst && !isIntegral(rest) && !s.exact[rest.String()] {
			return 0, false
		}
		if v, ok := t.IsConst(); ok {
			k = v
		}
		den := k.Denom()
		g := new(big.Int).GCD(nil, nil, d, den)
		d.Mul(d, new(big.Int).Quo(den, g))
		if !d.IsInt64() || d.Int64() > 1<<20 {
			return 0, false
		}
	}
	return d.Int64(), true
}

// geCap reports whether the facts imply a >= c where b is min(c, ...),
// c a constant: a >= b then (the guards of the solver's entry paths,
// max(min(1, nat(2 - p)), p + 1) = p + 1 where p >= 1).
func (s *simplifier) geCap(a, b *Expr) bool {
	if b.Op != OpMin {
		return false
	}
	for _, x := range b.Args {
		if _, ok := x.IsConst(); ok {
			return s.ge(a, x)
		}
	}
	return false
}

// geMax reports whether the facts imply a >= b, b a max: a >= each
// of b's arguments; or a a max: one of a's arguments >= b.
func (s *simplifier) geMax(a, b *Expr) bool {
	if b.Op == OpMax {
		for _, x := range b.Args {
			if !s.geMax(a, x) {
				return false
			}
		}
		return true
	}
	if s.ge(a, b) {
		return true
	}
	if a.Op == OpMax {
		for _, x := range a.Args {
			if s.ge(x, b) {
				return true
			}
		}
	}
	return false
}

// ge reports whether the facts imply a >= b.
func (s *simplifier) ge(a, b *Expr) bool {
	return s.implies(s.lin(a).AddScaled(ratMinusOne, s.lin(b)))
}

func (s *simplifier) expr(e *Expr) *Expr {
	if e.Op == OpConst || e.Op == OpVar {
		return e
	}
	if noSimplifyMemo {
		return s.exprUncached(e)
	}
	// A term that occurs many times (the solver's bounds repeat their
	// maxima) is simplified once: its result is equal to it under the
	// facts, which only grow here; the test budget then reaches the rest.
	k := e.String()
	if r, ok := s.memo[k]; ok {
		return r
	}
	r := s.exprUncached(e)
	if s.memo == nil {
		s.memo = map[string]*Expr{}
	}
	s.memo[k] = r
	return r
}

func (s *simplifier) exprUncached(e *Expr) *Expr {
	r := s.exprRules(e)
	if !noPiecewise {
		if q, ok := s.piecewise(r); ok && len(q.String()) < len(r.String()) {
			return q
		}
	}
	return r
}

// piecewise is e as one line, a max or a min of lines where e has one
// variable and is piecewise linear in it (plForm) over its range under
// the facts.
func (s *simplifier) piecewise(e *Expr) (*Expr, bool) {
	if e.Op == OpConst || e.Op == OpVar {
		return nil, false
	}
	vs := e.Vars()
	if len(vs) != 1 {
		return nil, false
	}
	if _, linear := LinOf(e); linear {
		return nil, false // already one line
	}
	if caseOps(e, 2) < 2 {
		// nat(N - 1) + 1 reads as well as max(1, N), and keeps its
		// product's shape: nat(N - 1)*(nat(N - 1) + 1)/2.
		return nil, false
	}
	if _, _, ok := s.splitIndicator(e); ok {
		// A p-case's indicator times a cost stays one: the rules of the
		// products and maxima it is in read it.
		return nil, false
	}
	x := vs[0]
	d, ok := s.domainOf(x)
	if !ok {
		return nil, false
	}
	f, ok := plOf(e, x, d)
	if !ok {
		return nil, false
	}
	return plForm(f, x)
}

// domainOf is the integer range of x under the facts; false where it is
// empty (the facts contradict each other).
func (s *simplifier) domainOf(x string) (plDomain, bool) {
	k := impliesKey{len(s.base), x}
	d, ok := s.domains[k]
	if !ok {
		d = plDomain{loInf: true, hiInf: true}
		if v, ok := s.minOf(LinVar(x)); ok {
			d.lo, d.loInf = v, false
		}
		if v, ok := s.minOf(LinVar(x).Scale(ratMinusOne)); ok {
			d.hi, d.hiInf = -v, false
		}
		if s.domains == nil {
			s.domains = map[impliesKey]plDomain{}
		}
		s.domains[k] = d
	}
	return d, d.loInf || d.hiInf || d.lo <= d.hi
}

// caseOps counts the max, min and nat nodes of e, up to limit.
func caseOps(e *Expr, limit int) int {
	n := 0
	if e.Op == OpMax || e.Op == OpMin || e.Op == OpNat {
		n++
	}
	for _, a := range e.Args {
		if n >= limit {
			break
		}
		n += caseOps(a, limit-n)
	}
	return n
}

// minOf returns the least integer >= the minimum of l where the facts
// hold; false where l has no minimum, the minimum is past plMaxAbs or the
// test budget is spent.
func (s *simplifier) minOf(l Lin) (int64, bool) {
	if s.tests >= maxImplies {
		return 0, false
	}
	s.tests++
	pr := s.prepared()
	if pr.err != nil || pr.st == lpInfeasible {
		return 0, false
	}
	var obj []objTerm
	for _, t := range l.Terms {
		j, ok := pr.cols[t.Var]
		if !ok {
			return 0, false
		}
		obj = append(obj, objTerm{j, numOf(t.K)})
	}
	st, val, err := pr.t.optimizeValueTerms(obj)
	if err != nil || st != lpOptimal {
		return 0, false
	}
	v := ratCeil(numAdd(val, numOf(l.Const)).rat())
	if !v.IsInt() || v.Num().CmpAbs(big.NewInt(plMaxAbs)) > 0 {
		return 0, false
	}
	return v.Num().Int64(), true
}

func (s *simplifier) exprRules(e *Expr) *Expr {
	args := make([]*Expr, len(e.Args))
	for i, a := range e.Args {
		args[i] = s.expr(a)
	}
	one := Int(1)
	switch e.Op {
	case OpFloor:
		if a := args[0]; a.Op == OpDiv && s.ge(a.Args[1], one) {
			prod := Mul(a.Args[1], Floor(a))
			if s.ge(prod, a.Args[0]) && s.ge(a.Args[0], prod) {
				if s.exact == nil {
					s.exact = map[string]bool{}
				}
				s.exact[a.String()] = true
				return a
			}
		}
		if r, ok := s.log2Odd(args[0]); ok && !noLog2Odd {
			return r
		}
		if r, ok := s.shiftRound(OpFloor, args[0]); ok && !noShiftRound {
			return r
		}
	case OpCeil:
		if r, ok := s.shiftRound(OpCeil, args[0]); ok && !noShiftRound {
			return r
		}
	case OpDiv:
		if r, ok := divOut(args[0], args[1]); ok && !noDivOut && s.ge(args[1], one) {
			return r
		}
	case OpMul:
		if r, ok := s.cancel(args); ok {
			return s.expr(r)
		}
		if r, ok := s.atPoint(args); ok && !noIndicatorPoint {
			return s.expr(r)
		}
		if r, ok := s.caseCofactor(args); ok {
			return s.expr(r)
		}
	case OpNat:
		if s.ge(args[0], Int(0)) {
			return args[0]
		}
		if s.ge(Int(0), args[0]) {
			return Int(0)
		}
	case OpMax, OpMin:
		if e.Op == OpMax && !noFactorMax {
			if r, ok := s.factorMax(args); ok {
				return s.expr(r)
			}
			if r, ok := coverMax(args); ok {
				return s.expr(r)
			}
			if r, ok := s.indicatorMax(args); ok {
				return s.expr(r)
			}
			if r, ok := s.coveringCases(args); ok {
				return s.expr(r)
			}
			if r, ok := s.extendCase(args); ok {
				return s.expr(r)
			}
		}
		// An argument goes when one still kept is >= it (<= for min);
		// of arguments equal under the facts, the last stays.
		dropped := make([]bool, len(args))
		n := len(args)
		if e.Op == OpMax && !noCoefDominated {
			n -= s.coefDominated(args, dropped)
		}
		n -= s.uniDominated(args, dropped, e.Op == OpMin)
		for i, a := range args {
			if dropped[i] {
				continue
			}
			for j, b := range args {
				if i == j || dropped[j] {
					continue
				}
				if (e.Op == OpMax && (s.ge(b, a) || s.geCap(b, a) || s.splitGE(b, a))) || (e.Op == OpMin && s.ge(a, b)) {
					dropped[i] = true
					n--
					break
				}
			}
		}
		if n < len(args) {
			var keep []*Expr
			for i, a := range args {
				if !dropped[i] {
					keep = append(keep, a)
				}
			}
			args = keep
		}
		if r, ok := commonTerms(e.Op, args); ok && !noCommonTerms {
			return r
		}
	}
	return rebuild(e.Op, args)
}

// natCase rewrites a case's indicator min(1, g1, ..., gk) with a gi = Li
// that the facts make >= 0 (caseIndicator) as min(1, nat(L1), ...,
// nat(Lk)): equal where the facts hold (nat(Li) is Li there), and a form
// that reads the same without the facts (Pretty prints it [p = 2]).
func (s *simplifier) natCase(args []*Expr) (*Expr, bool) {
	e := &Expr{Op: OpMin, Args: args}
	if _, ok := s.caseIndicator(e); !ok {
		if noAtomCases {
			return nil, false
		}
		// Forms of atoms too (p*floor(6/p) - 5, 6 - p*floor(6/p): a
		// remainder Pretty prints mod(6, p)): integral at every point,
		// each bare one >= 0 by the facts.
		one := false
		for _, a := range args {
			if v, isConst := a.IsConst(); isConst {
				if RatCmp(v, ratOne) != 0 || one {
					return nil, false
				}
				one = true
				continue
			}
			x := a
			if a.Op == OpNat {
				x = a.Args[0]
			}
			if _, isConst := x.IsConst(); isConst || !isIntegral(x) || a.Op != OpNat && !s.implies(s.lin(a)) {
				return nil, false
			}
		}
		if !one && (noMinOfOne || len(args) < 2 || !s.atMostOne(args)) {
			return nil, false
		}
	}
	changed := false
	out := []*Expr{Int(1)}
	for _, a := range args {
		if _, isConst := a.IsConst(); isConst {
			continue
		}
		if a.Op != OpNat {
			changed = true
			a = Nat(a)
		}
		out = append(out, a)
	}
	if !changed {
		return nil, false
	}
	return Min(out...), true
}

// coefDominated marks the arguments of a max that another argument is
// >= term by term: b - a has a constant >= 0 and only coefficients >= 0,
// each of a variable or atom that the facts make >= 0. It needs no linear
// program per pair (one test per variable), so that a max of hundreds of
// paths' costs (k1*p + k2*(N/p) + k3*N*N + c) is pruned before the test
// budget runs out on its pairs. It returns how many it marked.
func (s *simplifier) coefDominated(args []*Expr, dropped []bool) int {
	lins := make([]Lin, len(args))
	for i, a := range args {
		lins[i] = s.lin(a)
	}
	n := 0
	for i := range args {
		for j := range args {
			if i == j || dropped[j] {
				continue
			}
			if s.coefGE(lins[j], lins[i]) {
				dropped[i] = true
				n++
				break
			}
		}
	}
	if noUpperEnvelope {
		return n
	}
	// Then by the linear form above each argument (upperLin): a cost
	// under an indicator, or a max of costs one of which is above the
	// others, is at most that cost; another argument above it term by
	// term is above the argument.
	for i, a := range args {
		if dropped[i] {
			continue
		}
		u, ok := s.upperLin(a, 0)
		if !ok || u.String() == lins[i].String() {
			continue
		}
		for j := range args {
			if i == j || dropped[j] {
				continue
			}
			if s.coefGE(lins[j], u) {
				dropped[i] = true
				n++
				break
			}
		}
	}
	return n
}

// maxUpperDepth bounds upperLin's recursion (the bounds' nesting is
// shallow; a deeper term stays an atom).
const maxUpperDepth = 8

// upperLin returns a linear form over the variables and atoms of s that
// is >= e at every point of the facts, where e's non-linear parts allow
// one other than e's own atoms: X*I is at most c*X for X >= 0 and I in
// [0, c] (a case's indicator min(1, nat(L1), ...) in [0, 1]); a max of
// arguments one of whose forms is above the others term by term is at
// most that form; a min is at most its constant argument; sums and
// positive multiples follow. ok is false where no part of e has such a
// form (e's own atoms are then the only linear form).
func (s *simplifier) upperLin(e *Expr, depth int) (Lin, bool) {
	if depth > maxUpperDepth {
		return s.lin(e), false
	}
	k := upperKey{e, len(s.base)}
	if r, ok := s.upper[k]; ok {
		return r.l, r.ok
	}
	l, ok := s.upperLinUncached(e, depth)
	if s.upper == nil {
		s.upper = map[upperKey]upperVal{}
	}
	s.upper[k] = upperVal{l, ok}
	return l, ok
}

// upperKey and upperVal memoise upperLin per term and state of the facts
// (a nested max is read again at each level above it). The depth is not
// in the key: a term met deeper first may keep an atom where a shallower
// reading would have a form, which only keeps an argument.
type upperKey struct {
	e *Expr
	n int
}

type upperVal struct {
	l  Lin
	ok bool
}

func (s *simplifier) upperLinUncached(e *Expr, depth int) (Lin, bool) {
	switch e.Op {
	case OpAdd:
		out, any := NewLin(new(big.Rat)), false
		for _, a := range e.Args {
			u, ok := s.upperLin(a, depth+1)
			out = out.AddScaled(ratOne, u)
			any = any || ok
		}
		return out, any
	case OpMul:
		k, rest := splitCoef(e)
		if k.Sign() < 0 {
			return s.lin(e), false
		}
		if RatCmp(k, ratOne) != 0 {
			u, ok := s.upperLin(rest, depth+1)
			return u.Scale(k), ok
		}
		if e.Op != OpMul || len(e.Args) != 2 {
			return s.lin(e), false
		}
		for i, f := range e.Args {
			c, ok := s.unitBound(f)
			if !ok {
				continue
			}
			x := e.Args[1-i]
			u, _ := s.upperLin(x, depth+1)
			if !s.nonNegLin(s.lin(x)) {
				continue // X may be negative: X*I is not below c*X there
			}
			return u.Scale(c), true
		}
	case OpMax:
		us := make([]Lin, len(e.Args))
		for i, a := range e.Args {
			us[i], _ = s.upperLin(a, depth+1)
		}
		// The join: each term's largest coefficient and the largest
		// constant, above every argument's form where the terms whose
		// coefficients differ are >= 0.
		seen := map[string]bool{}
		c := us[0].Const
		for _, u := range us {
			if RatCmp(u.Const, c) > 0 {
				c = u.Const
			}
		}
		j := NewLin(c)
		for _, u := range us {
			for _, t := range u.Terms {
				if seen[t.Var] {
					continue
				}
				seen[t.Var] = true
				k := new(big.Rat) // 0 where an argument has no such term
				if k0 := us[0].Coef(t.Var); k0 != nil {
					k = k0
				}
				for _, w := range us[1:] {
					kw := w.Coef(t.Var)
					if kw == nil {
						kw = new(big.Rat)
					}
					if RatCmp(kw, k) > 0 {
						k = kw
					}
				}
				j = j.AddScaled(k, LinVar(t.Var))
			}
		}
		for _, u := range us {
			if !s.coefGE(j, u) {
				return s.lin(e), false
			}
		}
		return j, true
	case OpMin:
		for _, a := range e.Args {
			if v, ok := a.IsConst(); ok {
				return NewLin(v), true
			}
		}
	}
	return s.lin(e), false
}

// nonNegLin reports whether the facts make l >= 0: term by term, or by
// one test of the budget.
func (s *simplifier) nonNegLin(l Lin) bool {
	return s.coefGE(l, NewLin(new(big.Rat))) || s.implies(l)
}

// unitBound reports whether f is in [0, c] at every point of the facts,
// with c a constant >= 0: a min with a constant argument c >= 0 whose
// other arguments are >= 0 (nat, or a form the facts make >= 0), or a
// max of such mins.
func (s *simplifier) unitBound(f *Expr) (*big.Rat, bool) {
	if f.Op == OpMax {
		// A max of such factors: in [0, the largest c].
		var c *big.Rat
		for _, a := range f.Args {
			ca, ok := s.unitBound(a)
			if !ok {
				return nil, false
			}
			if c == nil || RatCmp(ca, c) > 0 {
				c = ca
			}
		}
		return c, c != nil
	}
	if f.Op != OpMin {
		return nil, false
	}
	var c *big.Rat
	for _, a := range f.Args {
		if v, ok := a.IsConst(); ok {
			if v.Sign() < 0 {
				return nil, false
			}
			if c == nil || RatCmp(v, c) < 0 {
				c = v
			}
			continue
		}
		if a.Op != OpNat && !s.nonNegLin(s.lin(a)) {
			return nil, false
		}
	}
	return c, c != nil
}

// coefGE reports whether b >= a follows term by term (coefDominated).
func (s *simplifier) coefGE(b, a Lin) bool {
	d := b.AddScaled(ratMinusOne, a)
	if d.Const.Sign() < 0 {
		return false
	}
	for _, t := range d.Terms {
		if t.K.Sign() < 0 || !s.nonNegVar(t.Var) {
			return false
		}
	}
	return true
}

// nonNegVar reports whether the facts imply v >= 0, once per variable and
// state of the facts.
func (s *simplifier) nonNegVar(v string) bool {
	k := impliesKey{len(s.base), v}
	if r, ok := s.nonNeg[k]; ok {
		return r
	}
	r := s.implies(LinVar(v))
	if s.nonNeg == nil {
		s.nonNeg = map[impliesKey]bool{}
	}
	s.nonNeg[k] = r
	return r
}

// commonTerms rewrites max(t + a1, t + a2, ...) (min too), t a
// non-constant term of every argument, as t + max(a1, a2, ...): the same
// value everywhere, and t is printed once.
func commonTerms(op Op, args []*Expr) (*Expr, bool) {
	if len(args) < 2 {
		return nil, false
	}
	terms := func(a *Expr) []*Expr {
		if a.Op == OpAdd {
			return a.Args
		}
		return []*Expr{a}
	}
	count := map[string]int{}
	for _, a := range args {
		seen := map[string]bool{}
		for _, t := range terms(a) {
			if _, c := t.IsConst(); c {
				continue
			}
			if k := t.String(); !seen[k] {
				seen[k] = true
				count[k]++
			}
		}
	}
	var common []*Expr
	isCommon := map[string]bool{}
	for _, t := range terms(args[0]) {
		if k := t.String(); count[k] == len(args) && !isCommon[k] {
			isCommon[k] = true
			common = append(common, t)
		}
	}
	if len(common) == 0 {
		return nil, false
	}
	rest := make([]*Expr, len(args))
	for i, a := range args {
		var left []*Expr
		taken := map[string]bool{}
		for _, t := range terms(a) {
			if k := t.String(); isCommon[k] && !taken[k] {
				taken[k] = true
				continue
			}
			left = append(left, t)
		}
		rest[i] = Add(left...)
	}
	return Add(append(common, rebuild(op, rest))...), true
}

// cancel rewrites a product holding Y and X/Y into one holding X, where
// Y >= 1 follows from the facts.
func (s *simplifier) cancel(args []*Expr) (*Expr, bool) {
	for i, a := range args {
		if a.Op != OpDiv {
			continue
		}
		y := a.Args[1].String()
		for j, b := range args {
			if j == i || b.String() != y || !s.ge(b, Int(1)) {
				continue
			}
			var rest []*Expr
			for k, c := range args {
				switch k {
				case i:
					rest = append(rest, a.Args[0])
				case j:
				default:
					rest = append(rest, c)
				}
			}
			return Mul(rest...), true
		}
	}
	return nil, false
}

// divOut returns x/y where every term of x has y as a factor (10*p/p is
// 10, (p*N + p)/p is N + 1): x/max(y, 1) where y >= 1.
func divOut(x, y *Expr) (*Expr, bool) {
	if x.String() == y.String() {
		return Int(1), true
	}
	switch x.Op {
	case OpAdd:
		parts := make([]*Expr, len(x.Args))
		for i, a := range x.Args {
			r, ok := divOut(a, y)
			if !ok {
				return nil, false
			}
			parts[i] = r
		}
		return Add(parts...), true
	case OpMul:
		ys := y.String()
		for i, a := range x.Args {
			if a.String() == ys {
				rest := append(append([]*Expr{}, x.Args[:i]...), x.Args[i+1:]...)
				return Mul(rest...), true
			}
		}
	}
	return nil, false
}

// log2Odd returns ceil(log2(X)) for log2(2*X - 1) where X is an integer
// >= 1: 2^(k-1) < X <= 2^k exactly when 2^k <= 2*X - 1 < 2^(k+1), so
// floor(log2(2*X - 1)) = k = ceil(log2(X)).
func (s *simplifier) log2Odd(e *Expr) (*Expr, bool) {
	if e.Op != OpLog2 {
		return nil, false
	}
	x := Mul(Const(big.NewRat(1, 2)), Add(e.Args[0], Int(1)))
	if d, ok := s.integral(x); !ok || d != 1 || !s.ge(x, Int(1)) {
		return nil, false
	}
	return Ceil(Log2(x)), true
}

// shiftRound rewrites floor(x + c), d*(x + c) an integer (integral),
// as ceil(x) + k where k = c - (d - 1)/d is an integer: floor(m/d) =
// ceil((m - d + 1)/d) for an integer m; likewise ceil(x + c) as floor(x)
// + c + (d - 1)/d. floor(n/2 - 1/2) + 1 is ceil(n/2), the count of a
// loop by steps of 2.
func (s *simplifier) shiftRound(op Op, y *Expr) (*Expr, bool) {
	if y.Op != OpAdd {
		return nil, false
	}
	c, ok := y.Args[len(y.Args)-1].IsConst()
	if !ok || c.IsInt() {
		return nil, false
	}
	d, ok := s.integral(y)
	if !ok || d == 1 {
		return nil, false
	}
	x := Add(y.Args[:len(y.Args)-1]...)
	gap := big.NewRat(d-1, d)
	if op == OpFloor {
		k := new(big.Rat).Sub(c, gap)
		if !k.IsInt() {
			return nil, false
		}
		return Add(Ceil(x), Const(k)), true
	}
	k := new(big.Rat).Add(c, gap)
	if !k.IsInt() {
		return nil, false
	}
	return Add(Floor(x), Const(k)), true
}

// indicator returns L when e is min(1, nat(L)) or min(1, L), L an
// integral linear form of one variable: 1 where L >= 1, 0 where L <= 0.
func indicator(e *Expr) (Lin, bool) {
	if e.Op != OpMin || len(e.Args) != 2 {
		return Lin{}, false
	}
	var a *Expr
	one := false
	for _, x := range e.Args {
		if v, ok := x.IsConst(); ok {
			if RatCmp(v, ratOne) != 0 {
				return Lin{}, false
			}
			one = true
		} else {
			a = x
		}
	}
	if a == nil || !one {
		return Lin{}, false
	}
	if a.Op == OpNat {
		a = a.Args[0]
	}
	l, ok := LinOf(a)
	if !ok || len(l.Terms) != 1 || !integralLin(l) {
		return Lin{}, false
	}
	return l, true
}

// atPoint rewrites a product of an indicator min(1, nat(a*x + c)) and
// other factors where the facts and a*x + c >= 1 fix x to one value v
// (p <= 1 under p >= 1): the other factors at x = v. Where the indicator
// is 0 so is the product; where it is 1, x = v.
func (s *simplifier) atPoint(args []*Expr) (*Expr, bool) {
	for i, f := range args {
		l, ok := indicator(f)
		if !ok {
			continue
		}
		t := l.Terms[0]
		v := new(big.Rat).Quo(new(big.Rat).Sub(ratOne, l.Const), t.K) // a*v + c = 1
		// a > 0: L >= 1 is x >= v, and the facts must give x <= v.
		other := LinVar(t.Var).AddScaled(ratMinusOne, NewLin(v))
		if t.K.Sign() > 0 {
			other = other.Scale(ratMinusOne)
		}
		if !s.implies(other) {
			// The indicator's 0 case a*x + c <= 0 may be one point x = v0
			// too (p = 1 of min(1, p - 1)): where the other factors are 0
			// there, the indicator changes nothing.
			v0 := new(big.Rat).Quo(new(big.Rat).Neg(l.Const), t.K)
			side := LinVar(t.Var).AddScaled(ratMinusOne, NewLin(v0))
			if t.K.Sign() < 0 {
				side = side.Scale(ratMinusOne)
			}
			if !noIndicatorPoint && s.implies(side) {
				var rest []*Expr
				for j, g := range args {
					if j != i {
						rest = append(rest, g)
					}
				}
				x := Mul(rest...)
				if z, ok := x.Subst(map[string]*Expr{t.Var: Const(v0)}).IsConst(); ok && z.Sign() == 0 {
					return x, true
				}
			}
			continue
		}
		sub := map[string]*Expr{t.Var: Const(v)}
		rest := []*Expr{f}
		changed := false
		for j, g := range args {
			if j == i {
				continue
			}
			h := g.Subst(sub)
			changed = changed || h.String() != g.String()
			rest = append(rest, h)
		}
		if changed {
			return Mul(rest...), true
		}
	}
	return nil, false
}

// factorMax rewrites max(f*X1, f*X2, ..., Y...) with a factor f common to
// two or more arguments, f >= 0 where the facts hold, as max(f*max(X1, X2, ...),
// Y...): the same value at every point, and the inner maximum can then
// drop what the others dominate.
func (s *simplifier) factorMax(args []*Expr) (*Expr, bool) {
	byFactor := map[string][]int{}
	var order []string
	for i, a := range args {
		if a.Op != OpMul {
			continue
		}
		seen := map[string]bool{}
		for _, f := range a.Args {
			k := f.String()
			if _, isConst := f.IsConst(); isConst || seen[k] {
				continue
			}
			seen[k] = true
			if len(byFactor[k]) == 0 {
				order = append(order, k)
			}
			byFactor[k] = append(byFactor[k], i)
		}
	}
	for _, k := range order {
		idx := byFactor[k]
		if len(idx) < 2 {
			continue
		}
		if f := args[idx[0]]; !NonNegative(f) && !s.ge(firstFactor(f, k), Int(0)) {
			continue
		}
		var f *Expr
		var inner []*Expr
		in := map[int]bool{}
		for _, i := range idx {
			in[i] = true
			var rest []*Expr
			removed := false
			for _, g := range args[i].Args {
				if !removed && g.String() == k {
					f, removed = g, true
					continue
				}
				rest = append(rest, g)
			}
			inner = append(inner, Mul(rest...))
		}
		out := []*Expr{Mul(f, Max(inner...))}
		for i, a := range args {
			if !in[i] {
				out = append(out, a)
			}
		}
		return Max(out...), true
	}
	return nil, false
}

// firstFactor returns the factor of the product e printed k.
func firstFactor(e *Expr, k string) *Expr {
	for _, g := range e.Args {
		if g.String() == k {
			return g
		}
	}
	return e
}

// coverMax rewrites max(min(1, nat(L)), min(1, nat(M)), ...) where L + M
// is a constant >= 1 (integral forms: where L <= 0, M >= 1) as 1: the
// cases of the two indicators cover every point (p = 1 and p >= 2).
func coverMax(args []*Expr) (*Expr, bool) {
	for i, a := range args {
		l, ok := indicator(a)
		if !ok {
			continue
		}
		for j := i + 1; j < len(args); j++ {
			m, ok := indicator(args[j])
			if !ok {
				continue
			}
			sum := l.AddScaled(ratOne, m)
			if sum.IsConst() && RatCmp(sum.Const, ratOne) >= 0 {
				out := []*Expr{Int(1)}
				for k, b := range args {
					if k != i && k != j {
						out = append(out, b)
					}
				}
				return Max(out...), true
			}
		}
	}
	return nil, false
}

// caseIndicator returns the forms L1, ..., Lk when e is a case's indicator
// min(1, g1, ..., gk), each gi nat(Li), or Li where the facts give Li >= 0,
// with Li an integral linear form: 1 where every Li >= 1, else 0 (the
// solver's p-cases and their products, min(1, nat(-M + 3), nat(-p + 2))).
func (s *simplifier) caseIndicator(e *Expr) ([]Lin, bool) {
	return caseFormsWith(e, func(x *Expr) bool { return s.implies(s.lin(x)) })
}

// splitIndicator returns the cases (each the forms of a case indicator)
// and the other factors when a is a product with exactly one factor that
// is a case indicator or a max of them (1 where one of its cases holds,
// else 0), or is min(c, c*g1, ..., c*gk), c > 0 a constant: c times an
// indicator.
func (s *simplifier) splitIndicator(a *Expr) ([][]Lin, *Expr, bool) {
	if a.Op == OpMin {
		var c *big.Rat
		for _, x := range a.Args {
			if v, ok := x.IsConst(); ok {
				c = v
			}
		}
		if c == nil || c.Sign() <= 0 {
			return nil, nil, false
		}
		inv := new(big.Rat).Inv(c)
		args := []*Expr{Int(1)}
		for _, x := range a.Args {
			if _, ok := x.IsConst(); !ok {
				args = append(args, Mul(Const(inv), x))
			}
		}
		if ls, ok := s.caseIndicator(&Expr{Op: OpMin, Args: args}); ok {
			return [][]Lin{ls}, Const(c), true
		}
		return nil, nil, false
	}
	if a.Op != OpMul {
		return nil, nil, false
	}
	var cases [][]Lin
	var rest []*Expr
	for _, f := range a.Args {
		if cases == nil {
			if ls, ok := s.caseIndicator(f); ok {
				cases = [][]Lin{ls}
				continue
			}
			if f.Op == OpMax {
				var cs [][]Lin
				for _, g := range f.Args {
					ls, ok := s.caseIndicator(g)
					if !ok {
						cs = nil
						break
					}
					cs = append(cs, ls)
				}
				if cs != nil {
					cases = cs
					continue
				}
			}
		}
		rest = append(rest, f)
	}
	if cases == nil {
		return nil, nil, false
	}
	return cases, Mul(rest...), true
}

// under runs f with the facts and cons, then restores the facts: what is
// decided there (implications, atoms and their facts, exact quotients)
// does not outlive the call.
func (s *simplifier) under(cons Poly, f func()) {
	n, names, exact, memo := len(s.base), len(s.atomKeys), s.exact, s.memo
	s.memo = nil
	if exact != nil {
		s.exact = make(map[string]bool, len(exact))
		for k, v := range exact {
			s.exact[k] = v
		}
	}
	s.release()
	// The memos keyed by the length of base answer for one state of it
	// only: a case's base and the one after it may have the same length.
	s.known, s.linOf, s.nonNeg, s.domains = nil, nil, nil, nil
	s.base = append(s.base[:n:n], cons...)
	// The cases' tests have a budget of their own (caseTests): the
	// expression's other rules keep theirs.
	tests := s.tests
	s.tests = maxImplies - max(0, maxCaseImplies-s.caseTests)
	start := s.tests
	f()
	s.caseTests += s.tests - start
	s.tests = tests
	s.release()
	s.known, s.linOf, s.nonNeg, s.domains = nil, nil, nil, nil
	s.base = s.base[:n]
	s.exact, s.memo = exact, memo
	for _, k := range s.atomKeys[names:] {
		delete(s.names, k)
	}
	s.atomKeys = s.atomKeys[:names]
}

// atCase is e simplified where the facts and cons hold: each variable
// that they fix (x <= v and x >= v, v a root of one of cons) replaced by
// its value, then the rules above.
func (s *simplifier) atCase(cons Poly, es ...*Expr) []*Expr {
	sub := map[string]*Expr{}
	for _, c := range cons {
		if len(c.L.Terms) != 1 {
			continue
		}
		t := c.L.Terms[0]
		v := new(big.Rat).Quo(new(big.Rat).Neg(c.L.Const), t.K)
		if !v.IsInt() {
			continue
		}
		x := LinVar(t.Var).AddScaled(ratMinusOne, NewLin(v))
		if s.implies(x) && s.implies(x.Scale(ratMinusOne)) {
			sub[t.Var] = Const(v)
		}
	}
	out := make([]*Expr, len(es))
	for i, e := range es {
		if len(sub) > 0 {
			e = e.Subst(sub)
		}
		out[i] = s.expr(e)
	}
	return out
}

// extendCase merges, in a max, a cost from a bound on: A*[x >= r], with
// the argument that is a cost only at x = r - 1, B*[x = r - 1], where B
// there is A there: A*[x >= r - 1] is the two arguments' max at every
// point (both are 0 elsewhere, A*[x >= r] where x >= r). So the constants
// of p = 2..4 next to p + 1 from p = 5 are (p + 1) from p = 2, not four
// indicators.
func (s *simplifier) extendCase(args []*Expr) (*Expr, bool) {
	if noExtendCase || len(args) < 2 || len(args) > 12 || s.caseTests >= maxCaseImplies {
		return nil, false
	}
	for i, a := range args {
		cases, A, ok := s.splitIndicator(a)
		if !ok || len(cases) != 1 || len(cases[0]) != 1 {
			continue
		}
		l := cases[0][0] // 1 where l >= 1
		if len(l.Terms) != 1 || RatCmp(l.Terms[0].K, ratOne) != 0 {
			continue
		}
		wider := l.AddScaled(ratOne, LinConst(1)) // x >= r - 1
		// x = r - 1: wider >= 1 and l <= 0.
		at := Poly{{L: s.lin(wider.Expr()).AddScaled(ratMinusOne, LinConst(1))}, {L: s.lin(l.Expr()).Scale(ratMinusOne)}}
		for j, b := range args {
			if j == i {
				continue
			}
			bc, _, ok := s.splitIndicator(b)
			if !ok || len(bc) != 1 {
				continue
			}
			// b's case is x = r - 1 only.
			var in Poly
			for _, m := range bc[0] {
				in = append(in, Cons{L: s.lin(m.Expr()).AddScaled(ratMinusOne, LinConst(1))})
			}
			only := false
			s.under(in, func() {
				only = s.implies(at[0].L) && s.implies(at[1].L)
			})
			if !only {
				continue
			}
			same := false
			s.under(at, func() {
				v := s.atCase(at, A, b)
				same = s.ge(v[0], v[1]) && s.ge(v[1], v[0])
			})
			if !same {
				continue
			}
			var out []*Expr
			for k, c := range args {
				switch k {
				case i:
					out = append(out, Mul(Min(Int(1), Nat(wider.Expr())), A))
				case j:
				default:
					out = append(out, c)
				}
			}
			return Max(out...), true
		}
	}
	return nil, false
}

// indicatorMax simplifies the arguments of a max that are a case's
// indicator times a cost, I*A (I = 1 where L1 >= 1, ..., Lk >= 1, else
// 0; or a max of such indicators, 1 where one of their cases holds):
//
//   - I*A goes where another argument B is >= A in each of I's cases and
//     >= 0 where I is 0: I*A <= B at every point;
//   - I*A (one case) becomes A where, in each case Lj <= 0 that makes I
//     0, another argument B is >= A and >= 0: the max takes B there
//     either way.
//
// So max(A*[p = 1], B*[p >= 2]) is B where B at p = 1 is A (sample sort's
// N + S). Both keep the max's value at every point where the facts hold.
func (s *simplifier) indicatorMax(args []*Expr) (*Expr, bool) {
	if noIndicatorMax || len(args) < 2 || len(args) > 12 || s.caseTests >= maxCaseImplies {
		return nil, false
	}
	caseCons := func(ls []Lin) Poly {
		var in Poly
		for _, l := range ls {
			in = append(in, Cons{L: s.lin(l.Expr()).AddScaled(ratMinusOne, LinConst(1))})
		}
		return in
	}
	for i, a := range args {
		cases, A, ok := s.splitIndicator(a)
		if !ok {
			continue
		}
		others := func(k int) []*Expr {
			var out []*Expr
			for j, b := range args {
				if j != k {
					out = append(out, b)
				}
			}
			return out
		}
		// In each of I's cases some B >= A, and B >= 0 where I is 0.
		for j, b := range args {
			if j == i {
				continue
			}
			ok := true
			for _, ls := range cases {
				if !ok {
					break
				}
				in := caseCons(ls)
				s.under(in, func() {
					v := s.atCase(in, A, b)
					ok = s.geMax(v[1], v[0])
				})
			}
			if ok && len(cases) > 1 {
				ok = s.ge(b, Int(0))
			}
			for _, l := range cases[0] {
				if !ok || len(cases) > 1 {
					break
				}
				out := Poly{{L: s.lin(l.Expr()).Scale(ratMinusOne)}}
				s.under(out, func() {
					v := s.atCase(out, b)
					ok = s.ge(v[0], Int(0))
				})
			}
			if ok {
				return Max(others(i)...), true
			}
		}
		if len(cases) > 1 {
			continue
		}
		// Where I is 0, some B >= max(A, 0).
		covered := true
		for _, l := range cases[0] {
			out := Poly{{L: s.lin(l.Expr()).Scale(ratMinusOne)}}
			found := false
			for j, b := range args {
				if j == i || found {
					continue
				}
				s.under(out, func() {
					v := s.atCase(out, A, b)
					found = s.geMax(v[1], v[0]) && s.ge(v[1], Int(0))
				})
			}
			if !found {
				covered = false
				break
			}
		}
		if covered {
			return Max(append(others(i), A)...), true
		}
	}
	return nil, false
}

// coveringCases replaces the arguments of a max that are one cost A >= 0
// times case indicators by A when their cases together cover every point
// of the facts: at each point some case holds, and each such argument is
// A or 0 (`max(3*[M <= 3 && n <= 4], 3*[M >= 4 && n <= 4], 3*[n >= 5])`
// is 3). The cover is shown by refuting the facts with, for every choice
// of one form per case, that form not >= 1 (Li <= 0, the case's
// complement over the integers: the forms are integral), depth first,
// each branch ending where the facts are already infeasible. An
// infeasible rational relaxation has no integer point either, so the
// rewrite is an equality wherever it is made.
func (s *simplifier) coveringCases(args []*Expr) (*Expr, bool) {
	if noCoveringCases || len(args) < 2 || len(args) > 12 || s.caseTests >= maxCaseImplies {
		return nil, false
	}
	type group struct {
		cost  *Expr
		cases [][]Lin
		idx   map[int]bool
	}
	var groups []*group
	byCost := map[string]*group{}
	for i, a := range args {
		cases, A, ok := s.splitIndicator(a)
		if !ok {
			continue
		}
		g := byCost[A.String()]
		if g == nil {
			g = &group{cost: A, idx: map[int]bool{}}
			byCost[A.String()] = g
			groups = append(groups, g)
		}
		g.cases = append(g.cases, cases...)
		g.idx[i] = true
	}
	for _, g := range groups {
		if len(g.idx) < 2 || len(g.cases) > maxCoverCases || !s.ge(g.cost, Int(0)) {
			continue
		}
		tries := maxCoverTries
		if !s.covers(g.cases, &tries) {
			continue
		}
		out := []*Expr{g.cost}
		for j, b := range args {
			if !g.idx[j] {
				out = append(out, b)
			}
		}
		return Max(out...), true
	}
	return nil, false
}

// The limits of coveringCases: the cases of one cost, and the feasibility
// tests of one cover (the search is exponential in the cases).
const (
	maxCoverCases = 8
	maxCoverTries = 256
)

// covers reports whether the facts leave no point outside every one of
// cases (false when tries run out).
func (s *simplifier) covers(cases [][]Lin, tries *int) bool {
	if pr := s.prepared(); pr.err == nil && pr.st == lpInfeasible {
		return true
	}
	if len(cases) == 0 || *tries <= 0 {
		return false
	}
	*tries--
	for _, l := range cases[0] {
		out := Poly{{L: s.lin(l.Expr()).Scale(ratMinusOne)}}
		ok := false
		s.under(out, func() { ok = s.covers(cases[1:], tries) })
		if !ok {
			return false
		}
	}
	return true
}
