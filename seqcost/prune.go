package seqcost

import (
	"math/big"
	"slices"
	"strconv"
	"strings"

	"bspcost/solver"
)

// infeasible reports whether cons has no integer solution by a cheap
// test: the bounds of single variables (v >= 1, 0 >= v) give a box, and a
// constraint whose largest value over the box is negative (or an equality
// whose smallest is positive) cannot hold. It is called where a path forks
// (a branch condition, an assume, min or max), which already copies the
// path's constraints, so it adds no more than that copy costs. A path it
// drops has no execution, so dropping it is exact; without it the paths
// of nondet's instrumented programs multiply through conditions that
// contradict each other (nprocs - 1 >= 0 on one branch and 0 >= nprocs on
// the next), and the solver gets equations by the hundred that can never
// apply.
func infeasible(cons solver.Poly) bool { return infeasibleIn(cons, boxOf(cons)) }

// infeasibleIn is infeasible with box = boxOf(cons) given.
// constFalseOn switches the check of constraints without variables in
// infeasibleIn (the mutation check of TestFlagExit).
var constFalseOn = true

func infeasibleIn(cons solver.Poly, box *varBox) bool {
	// A constraint without variables is false or true by itself (a flag
	// assigned a constant and tested: t := 0; if t == 0 then break end).
	for _, c := range cons {
		if !constFalseOn {
			break
		}
		if len(c.L.Terms) == 0 && (c.L.Const.Sign() < 0 || c.Eq && c.L.Const.Sign() != 0) {
			return true
		}
	}
	if len(box.es) == 0 {
		return false
	}
	for _, e := range box.es {
		b := e.iv
		if b.lo != nil && b.hi != nil && solver.RatCmp(b.lo, b.hi) > 0 {
			return true
		}
	}
	for _, c := range cons {
		if hi, ok := extremeSign(c.L, box, true); ok && hi < 0 {
			return true
		}
		if c.Eq {
			if lo, ok := extremeSign(c.L, box, false); ok && lo > 0 {
				return true
			}
		}
	}
	return false
}

// boxOf is the integer bounds that the single-variable constraints of
// cons give each variable.
func boxOf(cons solver.Poly) *varBox {
	n := 0
	for _, c := range cons {
		if len(c.L.Terms) == 1 {
			n++
		}
	}
	box := newVarBox(n)
	for _, c := range cons {
		if len(c.L.Terms) != 1 {
			continue
		}
		for _, t := range c.L.Terms {
			v, k := t.Var, t.K
			// k·v + c >= 0 (or = 0): v >= -c/k when k > 0, v <= -c/k else.
			b := box.get(v)
			var lo, hi *big.Rat
			if unit(k) && c.L.Const.IsInt() {
				// k = ±1 and c an integer, nearly every bound: -c/k is
				// an integer, its own ceiling and floor (one number made
				// instead of the quotient's and the rounding's).
				// The bounds are only read (never changed in place),
				// like the constraint's constant: it is shared.
				lim := c.L.Const
				if k.Sign() > 0 {
					lim = solver.RatNeg(lim)
				}
				lo, hi = lim, lim
			} else {
				lim := new(big.Rat).Quo(new(big.Rat).Neg(c.L.Const), k)
				if k.Sign() > 0 || c.Eq {
					lo = ceilRat(lim)
				}
				if k.Sign() < 0 || c.Eq {
					hi = floorRat(lim)
				}
			}
			if k.Sign() > 0 || c.Eq {
				if b.lo == nil || solver.RatCmp(lo, b.lo) > 0 {
					b.lo = lo
				}
			}
			if k.Sign() < 0 || c.Eq {
				if b.hi == nil || solver.RatCmp(hi, b.hi) < 0 {
					b.hi = hi
				}
			}
			box.put(v, b)
		}
	}
	return box
}

// interval is a variable's integer bounds (nil: unbounded).
type interval struct{ lo, hi *big.Rat }

// varBox is the intervals of some variables (boxOf): an equation bounds a
// few, which are looked up by a scan of es (a map per equation and per
// fork was most of tidy's allocations); past smallCons of them, by idx.
type varBox struct {
	es  []boxEntry
	idx map[string]int
}

type boxEntry struct {
	v  string
	iv interval
}

// newVarBox is a box with room for n variables, made with its array in
// one allocation when n is at most 4 (an equation bounds a few).
func newVarBox(n int) *varBox {
	if n <= 4 {
		b := new(struct {
			box varBox
			arr [4]boxEntry
		})
		b.box.es = b.arr[:0]
		return &b.box
	}
	return &varBox{es: make([]boxEntry, 0, n)}
}

func (b *varBox) find(v string) (int, bool) {
	if b.idx != nil {
		i, ok := b.idx[v]
		return i, ok
	}
	for i := range b.es {
		if b.es[i].v == v {
			return i, true
		}
	}
	return 0, false
}

// get is v's interval (unbounded when v has none).
func (b *varBox) get(v string) interval {
	if i, ok := b.find(v); ok {
		return b.es[i].iv
	}
	return interval{}
}

// put sets v's interval.
func (b *varBox) put(v string, iv interval) {
	if i, ok := b.find(v); ok {
		b.es[i].iv = iv
		return
	}
	b.es = append(b.es, boxEntry{v, iv})
	if b.idx != nil {
		b.idx[v] = len(b.es) - 1
	} else if len(b.es) > smallCons {
		b.idx = make(map[string]int, 2*len(b.es))
		for i, e := range b.es {
			b.idx[e.v] = i
		}
	}
}

// maxBoundsScanned bounds the path constraints contradicts looks at.
const maxBoundsScanned = 32

// contradicts reports whether the constraints add, met on a path whose
// constraints are path, leave it no integer solution by the test of
// infeasible, looking only at the variables of add: the bounds the path's
// single-variable constraints give them and add's own constraints. A
// contradiction among the path's constraints alone was looked for at its
// earlier forks (and tidy looks again at the end), and scanning the path
// for a few variables' bounds, without rational arithmetic on the rest,
// keeps a fork cheap on the long paths of nondet's programs.
func contradicts(path, add solver.Poly) bool {
	vars := map[string]bool{}
	for _, c := range add {
		for _, t := range c.L.Terms {
			vars[t.Var] = true
		}
	}
	// The latest bounds first, and a bounded number of them: a path
	// through n supersteps can repeat the same bound n times (p >= 1 from
	// every h-relation guard), and missing a contradiction only leaves a
	// path that tidy or the solver drops later.
	var rel solver.Poly
	for i := len(path) - 1; i >= 0 && len(rel) < maxBoundsScanned; i-- {
		c := path[i]
		if len(c.L.Terms) != 1 {
			continue
		}
		for _, t := range c.L.Terms {
			if vars[t.Var] {
				rel = append(rel, c)
			}
		}
	}
	return infeasible(append(rel, add...))
}

// extremeSign is the sign of extreme(l, box, max): in int64 arithmetic
// when every number is a small integer (nearly always; no big.Rat is
// made), else by extreme.
func extremeSign(l solver.Lin, box *varBox, max bool) (int, bool) {
	s, ok := small64(l.Const)
	for _, t := range l.Terms {
		if !ok {
			break
		}
		b := box.get(t.Var)
		end := b.lo
		if (t.K.Sign() > 0) == max {
			end = b.hi
		}
		if end == nil {
			return 0, false
		}
		var k, x int64
		if k, ok = small64(t.K); !ok {
			break
		}
		if x, ok = small64(end); !ok {
			break
		}
		s += k * x // |k·x| < 2^60 and |s| <= 2^60 before: no overflow
		if s > 1<<60 || s < -(1<<60) {
			ok = false
		}
	}
	if ok {
		switch {
		case s < 0:
			return -1, true
		case s > 0:
			return 1, true
		}
		return 0, true
	}
	r, ok := extreme(l, box, max)
	if !ok {
		return 0, false
	}
	return r.Sign(), true
}

// small64 is r as an int64 when r is an integer of magnitude below 2^30.
func small64(r *big.Rat) (int64, bool) {
	if !r.IsInt() || !r.Num().IsInt64() {
		return 0, false
	}
	n := r.Num().Int64()
	if n >= 1<<30 || n <= -(1<<30) {
		return 0, false
	}
	return n, true
}

// extreme is the largest (max) or smallest value of l over box, if every
// variable of l is bounded on the side that matters.
func extreme(l solver.Lin, box *varBox, max bool) (*big.Rat, bool) {
	s := new(big.Rat).Set(l.Const)
	for _, t := range l.Terms {
		v, k := t.Var, t.K
		b := box.get(v)
		end := b.lo
		if (k.Sign() > 0) == max {
			end = b.hi
		}
		if end == nil {
			return nil, false
		}
		addScaledRat(s, k, end)
	}
	return s, true
}

// addScaledRat sets s to s + k·x, without a product when k is ±1.
func addScaledRat(s, k, x *big.Rat) {
	if s.IsInt() && k.IsInt() && x.IsInt() {
		// Integers (nearly always): on the numerators, which Rat.Add
		// would copy first (it scales each by the other's denominator,
		// copying it when that is 1). s stays an integer, its
		// denominator untouched.
		n := s.Num()
		switch {
		case !unit(k):
			if kk, ok := small64(k); ok {
				if xx, ok := small64(x); ok {
					if ss, ok := small64(s); ok {
						// |ss + kk·xx| < 2^61: in int64.
						n.SetInt64(ss + kk*xx)
						return
					}
				}
			}
			n.Add(n, new(big.Int).Mul(k.Num(), x.Num()))
		case k.Sign() > 0:
			n.Add(n, x.Num())
		default:
			n.Sub(n, x.Num())
		}
		return
	}
	switch {
	case !unit(k):
		s.Add(s, new(big.Rat).Mul(k, x))
	case k.Sign() > 0:
		s.Add(s, x)
	default:
		s.Sub(s, x)
	}
}

// unit reports whether k is 1 or -1.
func unit(k *big.Rat) bool {
	n := k.Num()
	return k.IsInt() && n.IsInt64() && (n.Int64() == 1 || n.Int64() == -1)
}

func floorRat(r *big.Rat) *big.Rat {
	q := new(big.Int).Div(r.Num(), r.Denom()) // Euclidean: floor for a positive denominator
	return new(big.Rat).SetInt(q)
}

func ceilRat(r *big.Rat) *big.Rat {
	return new(big.Rat).Neg(floorRat(new(big.Rat).Neg(r)))
}

// tidy simplifies the equations of sys once they are complete: the
// constraints on single variables of an equation become the tightest
// integer bounds they imply (v >= 1, v >= 2, 3 >= v become v >= 2,
// 3 >= v: the same integer points), repeated constraints go, and an
// equation equal to an earlier one of the same relation goes. Paths that
// differ only in conditions the slice dropped or in bounds one another
// implies then collapse into one equation, and the solver, which works on
// each equation in turn, does that work once.
func tidy(sys *solver.System) {
	// Equations that cannot apply (their single-variable bounds
	// contradict, e.g. once the invariant p >= 1 meets 0 >= p) go, but
	// for one per relation, so that every relation called keeps a
	// definition.
	live := map[string]bool{}
	dead := make([]bool, len(sys.Eqs))
	for i, e := range sys.Eqs {
		var box *varBox
		e.Cons, box = tidyConsBox(e.Cons)
		if infeasibleIn(e.Cons, box) {
			dead[i] = true
		} else {
			live[e.Head.Name] = true
		}
	}
	// Among equations equal but for a constant cost, the costliest is
	// kept: any derivation through another has the same steps at a lower
	// cost.
	type kept struct {
		i    int
		cost *big.Rat // nil: not a constant
	}
	seen := map[string]kept{}
	drop := make([]bool, len(sys.Eqs))
	// An equation is compared by its printed key below; two equal keys
	// have the same head relation, callees in order, number of
	// constraints and constancy of the cost (the key's parts, separated by
	// "|", which no part contains), so an equation alone with these can
	// equal no other, and its key is not printed.
	// (Written into one buffer, the string made once per equation.)
	var buf []byte
	shape := func(e *solver.Equation) string {
		b := append(buf[:0], e.Head.Name...)
		for _, c := range e.Calls {
			b = append(b, '|')
			b = append(b, c.Name...)
		}
		_, isConst := e.Cost.IsConst()
		b = append(b, '|')
		b = strconv.AppendInt(b, int64(len(e.Cons)), 10)
		b = append(b, '|')
		b = strconv.AppendBool(b, isConst)
		buf = b
		return string(b)
	}
	shapes := make([]string, len(sys.Eqs))
	shapeCount := map[string]int{}
	for i, e := range sys.Eqs {
		if len(e.NL) == 0 {
			shapes[i] = shape(e)
			shapeCount[shapes[i]]++
		}
	}
	for i, e := range sys.Eqs {
		if dead[i] && live[e.Head.Name] {
			drop[i] = true
			continue
		}
		if dead[i] {
			live[e.Head.Name] = true // this one stays as the definition
		}
		if len(e.NL) > 0 {
			continue // not compared
		}
		if shapeCount[shapes[i]] < 2 {
			continue // equal to no other
		}
		var k strings.Builder
		k.WriteString(e.Head.String())
		for _, c := range e.Calls {
			k.WriteString("|")
			k.WriteString(c.String())
		}
		for _, c := range e.Cons {
			k.WriteString("|")
			k.WriteString(c.String())
		}
		cost, isConst := e.Cost.IsConst()
		if !isConst {
			k.WriteString("|")
			k.WriteString(e.Cost.String())
			cost = nil
		}
		key := k.String()
		prev, ok := seen[key]
		switch {
		case !ok:
			seen[key] = kept{i, cost}
		case cost == nil || prev.cost == nil:
			drop[i] = true // equal, cost included
		case solver.RatCmp(cost, prev.cost) > 0:
			drop[prev.i] = true
			seen[key] = kept{i, cost}
		default:
			drop[i] = true
		}
	}
	out := sys.Eqs[:0]
	for i, e := range sys.Eqs {
		if !drop[i] {
			out = append(out, e)
		}
	}
	sys.Eqs = out
}

// tidyCons replaces the single-variable constraints of cons by the bounds
// they imply, at the place of each variable's first one, and drops
// repeated constraints.
func tidyCons(cons solver.Poly) solver.Poly {
	out, _ := tidyConsBox(cons)
	return out
}

// smallCons is how many constraints tidyConsBox scans in slices.
const smallCons = 32

// tidyConsBox is tidyCons, and the bounds of the variables: boxOf of both
// the result and cons (the result states exactly those bounds).
func tidyConsBox(cons solver.Poly) (solver.Poly, *varBox) {
	box := boxOf(cons)
	out := make(solver.Poly, 0, len(cons))
	// Repeated constraints are found by a hash of their value and then
	// compared by value: the same as comparing their printed forms (which
	// print each variable's coefficient and the constant), without
	// printing every constraint.
	//
	// An equation has a few constraints: up to smallCons of them, the
	// hashes and the variables done are scanned in slices rather than
	// looked up in maps (two maps per equation were most of tidy's
	// allocations).
	small := len(cons) <= smallCons
	var seen map[uint64][]int // hash -> indexes in out
	var done map[string]bool
	var hashes []uint64 // small: the hash of each of out
	var doneVars []string
	if small {
		hashes = make([]uint64, 0, len(cons))
	} else {
		seen, done = map[uint64][]int{}, map[string]bool{}
	}
	add := func(c solver.Cons) {
		h := c.Hash()
		if small {
			for i, hi := range hashes {
				if hi == h && out[i].Equal(c) {
					return
				}
			}
			hashes = append(hashes, h)
			out = append(out, c)
			return
		}
		for _, i := range seen[h] {
			if out[i].Equal(c) {
				return
			}
		}
		seen[h] = append(seen[h], len(out))
		out = append(out, c)
	}
	isDone := func(v string) bool {
		if small {
			if slices.Contains(doneVars, v) {
				return true
			}
			doneVars = append(doneVars, v)
			return false
		}
		if done[v] {
			return true
		}
		done[v] = true
		return false
	}
	for _, c := range cons {
		if len(c.L.Terms) != 1 {
			add(c)
			continue
		}
		for _, t := range c.L.Terms {
			v := t.Var
			if isDone(v) {
				continue
			}
			b := box.get(v)
			// Each bound's Lin made at once (what LinVar(v) - NewLin(lo)
			// and NewLin(hi) - LinVar(v) give, without their three
			// intermediate Lins).
			if b.lo != nil {
				// v - lo >= 0
				add(solver.Cons{L: solver.Lin{Terms: []solver.LinTerm{{Var: v, K: ratOne}}, Const: solver.RatNeg(b.lo)}})
			}
			if b.hi != nil {
				// hi - v >= 0
				add(solver.Cons{L: solver.Lin{Terms: []solver.LinTerm{{Var: v, K: ratMinus1}}, Const: b.hi}})
			}
		}
	}
	return out, box
}
