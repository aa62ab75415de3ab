package hrelation

import (
	"fmt"
	"slices"
	"strings"

	"bspcost/frontend"
	"bspcost/frontend/intsem"
	"bspcost/polyhedra/bspaff"
)

// guardUnknownsOn switches guardOver's unknowns (its test switches it
// off): a guard literal reading a value the step cannot name is dropped.
var guardUnknownsOn = true

// maxShadow bounds the constraints of a conjunct while unknowns are
// eliminated from it: past it, the constraints reading the unknown are
// dropped instead.
const maxShadow = 48

// guardOver is condOver of a guard of put/get cc, keeping the literals
// that read values the step cannot name: `any`, an array element, a
// scalar that is not replicated, may be assigned before the superstep
// ends or is not known at the closing barrier. Each such value is an
// unknown of the literal (one per scalar, per array element, per `any`): the guard holds at every execution for some
// value of its unknowns, so the guard with the unknowns projected out
// holds there too. The projection is the rational shadow (Fourier-
// Motzkin), a superset of the integer one: `pid < max(a[0] % 3, pid)`
// keeps pid <= 1, `x != x` is false. unknown names the values projected
// out ("" when none was). For an unstable guard (its block may change
// what it reads before the statement), every scalar but the loop
// counters is an unknown: a counter of a loop around the guard keeps its
// value in the iteration that executes the statement.
func (b *builder) guardOver(cc *commCtx, cond frontend.Expr, neg, unstable bool) (f bspaff.Formula, dropped []frontend.Expr, unknown string, err error) {
	if !guardUnknownsOn {
		f, dropped, err = b.condOver(cc, cond, neg)
		return f, dropped, "", err
	}
	leaf, opaque := b.bld.Leaf, b.bld.Opaque
	defer func() { b.bld.Leaf, b.bld.Opaque = leaf, opaque }()
	var cols []*frontend.Object
	var names []string
	byObj := map[*frontend.Object]*frontend.Object{}
	// ranges[v] is the hull of align's intervals of the nodes unknown v
	// stands for: each holds at its node on every process that evaluates
	// it, so v's value in every execution is within it.
	ranges := map[*frontend.Object]intsem.Interval{}
	within := func(v *frontend.Object, e frontend.Expr) {
		iv := b.a.ar.Interval(e)
		if r, seen := ranges[v]; seen {
			iv = intsem.Hull(r, iv)
		}
		ranges[v] = iv
	}
	fresh := func(name string) *frontend.Object {
		v := b.bld.NewVar(fmt.Sprintf("u%d", len(cols)))
		cols = append(cols, v)
		if !slices.Contains(names, name) {
			names = append(names, name)
		}
		return v
	}
	b.bld.Leaf = func(id *frontend.Ident) (bspaff.Poly, bool) {
		o := b.a.obj(id)
		if p, ok := leaf(id); ok && !(unstable && o != nil && o.Kind == frontend.VarObj) {
			return p, true
		}
		if o == nil || (o.Kind != frontend.VarObj && o.Kind != frontend.LoopVarObj) {
			return bspaff.Poly{}, false
		}
		// One value per scalar: a condition reads each scalar once, at
		// one point.
		v, ok := byObj[o]
		if !ok {
			v = fresh(o.Name)
			byObj[o] = v
		}
		within(v, id)
		return bspaff.Var(v), true
	}
	b.bld.Opaque = func(e frontend.Expr) (*frontend.Object, bool) {
		if v, ok := opaque(e); ok {
			return v, true
		}
		switch x := frontend.Unparen(e).(type) {
		case *frontend.AnyExpr:
			v := fresh("any")
			within(v, x)
			return v, true
		case *frontend.IndexExpr:
			// One per occurrence: an index may read `any`.
			v := fresh(frontend.ExprString(x))
			within(v, x)
			return v, true
		}
		return nil, false
	}
	if unstable {
		// Not condOver: the values of the scalars at the statement
		// (values.go) are not the ones the guard read.
		f, dropped, err = b.bld.CondOver(cond, neg)
	} else {
		f, dropped, err = b.condOver(cc, cond, neg)
	}
	if err != nil || len(cols) == 0 {
		return f, dropped, "", err
	}
	f = b.pruneSubsumed(b.shadow(b.inRange(f, cols, ranges), cols))
	// The plain guard when the unknowns' cases leave more disjuncts: each
	// is a part of every count (they multiply the pieces of h and the
	// time), for little more precision.
	b.bld.Leaf, b.bld.Opaque = leaf, opaque
	pf, pd, perr := b.condOver(cc, cond, neg)
	if unstable {
		pf, pd, perr = bspaff.True(), []frontend.Expr{cond}, nil
	}
	if perr == nil && !b.onlyPid(cc, f, pf) {
		return pf, pd, "", nil
	}
	return f, dropped, strings.Join(names, ", "), nil
}

// unknownRangesOn switches inRange off (its test switches it off: a
// guard false for every value align allows its unknowns, `5 + 4 /
// nprocs < v` with v := max(x % 4, 0), is then dropped).
var unknownRangesOn = true

// inRange returns the conjuncts of f that some value of the unknowns cols
// within their ranges satisfies: the ranges are align's intervals of the
// values the unknowns stand for (an interval holds on every process in
// every dynamic instance of its node), and a conjunct whose projection
// with them is false, or empty within the opaque parameters' ranges (at
// most maxPrune conjuncts are tested), holds at no execution. The
// conjuncts kept are f's, without the ranges: the constraints the ranges
// would add on the parameters made more pieces of h, and the sequential
// analysis of some generated programs ran out of time on them.
func (b *builder) inRange(f bspaff.Formula, cols []*frontend.Object, ranges map[*frontend.Object]intsem.Interval) bspaff.Formula {
	if !unknownRangesOn {
		return f
	}
	var add bspaff.Conj
	for _, v := range cols {
		r, ok := ranges[v]
		if !ok {
			continue
		}
		if r.Lo != intsem.MinInt {
			add = append(add, geq0(polySub(bspaff.Var(v), bspaff.Const(r.Lo))))
		}
		if r.Hi != intsem.MaxInt {
			add = append(add, geq0(polySub(bspaff.Const(r.Hi), bspaff.Var(v))))
		}
	}
	if len(add) == 0 {
		return f
	}
	b.opaqueRanges()
	out := make(bspaff.Formula, 0, len(f))
	for _, cj := range f {
		ranged := b.shadow(bspaff.Formula{append(append(bspaff.Conj{}, cj...), add...)}, cols)
		if len(ranged) == 0 || len(f) <= maxPrune && b.isEmpty(b.withRanges(ranged)) {
			continue
		}
		out = append(out, cj)
	}
	return out
}

// onlyPid reports whether f, the guard with its unknowns projected out,
// is worth keeping instead of pf, the plain guard: false (no disjunct),
// or one disjunct where pf has one whose constraints pf lacks read only
// pid and nprocs (which processes execute the statement). Others (weak
// constraints on the parameters, more cases) made the counts slower and
// their pieces more, for no exact h on generated programs.
func (b *builder) onlyPid(cc *commCtx, f, pf bspaff.Formula) bool {
	if len(f) == 0 {
		return true
	}
	if len(f) != 1 || len(pf) != 1 {
		return false
	}
	have := map[string]bool{}
	for _, c := range pf[0] {
		have[fmt.Sprint(c.Eq, c.Expr.Key())] = true
	}
	added := false
	for _, c := range f[0] {
		if have[fmt.Sprint(c.Eq, c.Expr.Key())] {
			continue
		}
		for _, v := range c.Expr.Vars() {
			if v != cc.exec && v != b.a.nprocs {
				return false
			}
		}
		added = true
	}
	return added
}

// maxPrune bounds the disjuncts pruneSubsumed compares.
const maxPrune = 8

// pruneSubsumed drops the disjuncts of f contained in another (each
// constraint of the other provably implied): the pieces of an unknown's
// remainder (its signs) leave nested shadows, which the counts would
// add.
func (b *builder) pruneSubsumed(f bspaff.Formula) bspaff.Formula {
	if len(f) < 2 || len(f) > maxPrune {
		return f
	}
	implies := func(a bspaff.Conj, c bspaff.Constraint) bool {
		var viol []bspaff.Poly
		neg, err := c.Expr.Scale(-1)
		if err != nil {
			return false
		}
		if v, err := neg.AddConst(-1); err == nil {
			viol = append(viol, v)
		} else {
			return false
		}
		if c.Eq {
			v, err := c.Expr.AddConst(-1)
			if err != nil {
				return false
			}
			viol = append(viol, v)
		}
		for _, v := range viol {
			if !b.isEmpty(bspaff.Formula{append(append(bspaff.Conj{}, a...), bspaff.Constraint{Expr: v})}) {
				return false
			}
		}
		return true
	}
	within := func(a, o bspaff.Conj) bool {
		for _, c := range o {
			if !implies(a, c) {
				return false
			}
		}
		return true
	}
	gone := make([]bool, len(f))
	for i := range f {
		for j := range f {
			if i != j && !gone[j] && within(f[i], f[j]) {
				gone[i] = true
				break
			}
		}
	}
	var out bspaff.Formula
	for i, c := range f {
		if !gone[i] {
			out = append(out, c)
		}
	}
	return out
}

// shadow eliminates the columns cols, and the divs that read them, from
// each conjunct of f: over the rationals, a superset of the integer
// projection.
func (b *builder) shadow(f bspaff.Formula, cols []*frontend.Object) bspaff.Formula {
	elim := map[*frontend.Object]bool{}
	for _, c := range cols {
		elim[c] = true
	}
	divs := map[*frontend.Object]*bspaff.Div{}
	for changed := true; changed; {
		changed = false
		for _, d := range b.bld.Divs() {
			if elim[d.Var] {
				continue
			}
			for _, v := range d.Num.Vars() {
				if elim[v] {
					elim[d.Var], divs[d.Var] = true, d
					changed = true
					break
				}
			}
		}
	}
	out := make(bspaff.Formula, 0, len(f))
next:
	for _, cj := range f {
		var kept bspaff.Conj
		for _, c := range shadowConj(cj, elim, divs) {
			v, isConst := c.Expr.IsConst()
			switch {
			case !isConst:
				kept = append(kept, c)
			case v < 0 || c.Eq && v != 0:
				continue next // false: no point
			}
		}
		out = append(out, kept)
	}
	return out
}

// shadowConj eliminates the columns of elim from cj, with the defining
// constraints of the divs among them.
func shadowConj(cj bspaff.Conj, elim map[*frontend.Object]bool, divs map[*frontend.Object]*bspaff.Div) bspaff.Conj {
	cs := append(bspaff.Conj{}, cj...)
	// The divs' definitions: den*d <= num <= den*d + den - 1.
	added := map[*frontend.Object]bool{}
	for i := 0; i < len(cs); i++ {
		for _, v := range cs[i].Expr.Vars() {
			d := divs[v]
			if d == nil || added[v] {
				continue
			}
			added[v] = true
			lo, err1 := bspaff.Combine(1, d.Num, -d.Den, bspaff.Var(v))
			hi, err2 := bspaff.Combine(-1, d.Num, d.Den, bspaff.Var(v))
			if err1 == nil && err2 == nil {
				if hi, err2 = hi.AddConst(d.Den - 1); err2 == nil {
					cs = append(cs, bspaff.Constraint{Expr: lo}, bspaff.Constraint{Expr: hi})
				}
			}
		}
	}
	for v := range elim {
		cs = eliminate(cs, v)
	}
	return cs
}

// eliminate projects column v out of cs: by an equality that reads it
// when there is one, else by pairing its lower and upper bounds. A
// constraint where v is not affine, or past maxShadow, is dropped.
func eliminate(cs bspaff.Conj, v *frontend.Object) bspaff.Conj {
	var with, rest bspaff.Conj
	for _, c := range cs {
		switch {
		case !c.Expr.Uses(v):
			rest = append(rest, c)
		case c.Expr.Degree() <= 1 && c.Expr.Coef(v) != 0:
			with = append(with, c)
		}
	}
	if len(with) == 0 {
		return rest
	}
	eq := slices.IndexFunc(with, func(c bspaff.Constraint) bool { return c.Eq })
	if eq >= 0 {
		e := with[eq]
		a := e.Expr.Coef(v)
		sign := int64(1)
		if a < 0 {
			a, sign = -a, -1
		}
		for i, c := range with {
			if i == eq {
				continue
			}
			// a*c - coef*sign*e no longer reads v; a > 0 keeps c's sense.
			p, err := bspaff.Combine(a, c.Expr, -c.Expr.Coef(v)*sign, e.Expr)
			if err != nil {
				continue
			}
			rest = append(rest, bspaff.Constraint{Expr: p, Eq: c.Eq})
		}
		return rest
	}
	var lower, upper bspaff.Conj
	for _, c := range with {
		if c.Expr.Coef(v) > 0 {
			lower = append(lower, c)
		} else {
			upper = append(upper, c)
		}
	}
	if len(rest)+len(lower)*len(upper) > maxShadow {
		return rest
	}
	for _, l := range lower {
		for _, u := range upper {
			p, err := bspaff.Combine(-u.Expr.Coef(v), l.Expr, l.Expr.Coef(v), u.Expr)
			if err == nil {
				rest = append(rest, bspaff.Constraint{Expr: p})
			}
		}
	}
	return rest
}
