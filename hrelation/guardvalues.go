package hrelation

import (
	"bspcost/align"
	"bspcost/frontend"
)

// Guards over scalars with one known value: a guard reads a scalar that
// is not a parameter of the step (assigned again before the closing
// barrier, `var v := M` ... `if v > 5 then put(...) end; v := 2`, or
// not replicated, `var v := pid`), but the value pass (values.go) knows
// its value at the put as one alternative without conditions, an affine
// form of pid, nprocs, the parameters and literals (with min and max).
// The guard then reads that form: on every process that executes the
// put, the scalar holds it, and the guard (stable: its block does not
// write what it reads) read the same value. Values with conditions,
// non-affine forms or floors (a division by a literal) stay left to the
// target's scalars (expand): they multiply the pieces of h, whose maximum
// over the processes is then often relaxed above the one of the guard
// dropped.
//
// guardOneValueOn switches the rule off (precision: the guard is then
// dropped literal by literal, as before).
var guardOneValueOn = true

// guardOneValue reports whether a guard of cc reads o's value (values.go)
// instead of dropping the literals that read o.
func (b *builder) guardOneValue(cc *commCtx, o *frontend.Object) bool {
	if !guardOneValueOn || b.noOneValue {
		return false
	}
	_, ok := b.plainOneValue(cc, o)
	b.oneValue = b.oneValue || ok
	return ok
}

// plainOneValue returns the one value the value pass gives o at cc.c: a
// single alternative without conditions whose expression is plainAffine.
func (b *builder) plainOneValue(cc *commCtx, o *frontend.Object) (frontend.Expr, bool) {
	v := b.a.values()[cc.c][o]
	if v == nil || len(v.alts) != 1 || len(v.alts[0].conds) != 0 || !b.plainAffine(v.alts[0].e) {
		return nil, false
	}
	return v.alts[0].e, true
}

// plainAffine reports whether e is built of literals, pid, nprocs and
// the program's parameters with +, -, min, max and products by literals:
// affine without floors or opaque columns (parameters of h that the
// sequential analysis does not know).
func (b *builder) plainAffine(e frontend.Expr) bool {
	isLit := func(x frontend.Expr) bool {
		_, ok := frontend.Unparen(x).(*frontend.IntLit)
		return ok
	}
	ok := true
	frontend.Inspect(e, func(n frontend.Node) bool {
		if !ok || n == nil {
			return false
		}
		switch x := n.(type) {
		case *frontend.Ident:
			o := b.a.obj(x)
			ok = o != nil && (o.Kind == frontend.PidObj || o.Kind == frontend.NprocsObj || o.Kind == frontend.ParamObj)
		case *frontend.CallExpr:
			ok = x.Fun.Name == "min" || x.Fun.Name == "max"
			if ok {
				for _, a := range x.Args {
					ok = ok && b.plainAffine(a)
				}
			}
			return false
		case *frontend.BinaryExpr:
			switch x.Op {
			case frontend.ADD, frontend.SUB:
			case frontend.MUL:
				ok = isLit(x.X) || isLit(x.Y)
			default:
				ok = false
			}
		case *frontend.UnaryExpr:
			ok = x.Op == frontend.SUB
		case *frontend.ParenExpr, *frontend.IntLit:
		default:
			ok = false
		}
		return ok
	})
	return ok
}

// ifCondValueOn switches ifCondValue off (precision: an if whose block
// writes what its condition reads has that condition dropped, or kept
// for some value of what it reads).
var ifCondValueOn = true

// ifCondValue returns the condition of the if of guard g as the value
// pass saw it where the if evaluates it (values.go), when that value is
// one alternative without conditions over literals, pid, nprocs, the
// parameters and loop counters alone (`v := M` ... `if v == 4 then
// get(...); v := v % 3 end`: M == 4), dividing by literals only (a
// division by nprocs would be an opaque parameter of the step, whose
// cases cost more than the guard gives). The block may write what the
// condition reads, but none of these: the loops around the if are the
// loops around the statement in its block, in the same iteration, so the
// statement runs exactly where that form holds, and the guard is read as
// a stable one.
func (b *builder) ifCondValue(g align.Guard) (frontend.Expr, bool) {
	st, ok := g.Stmt.(*frontend.IfStmt)
	if !ok || !ifCondValueOn || st.Cond != g.Cond {
		return nil, false
	}
	b.a.values()
	v := b.a.ifConds[st]
	if v == nil || len(v.alts) != 1 || len(v.alts[0].conds) != 0 {
		return nil, false
	}
	e := v.alts[0].e
	ok = true
	frontend.Inspect(e, func(n frontend.Node) bool {
		switch x := n.(type) {
		case *frontend.AnyExpr, *frontend.IndexExpr:
			ok = false
		case *frontend.CallExpr:
			ok = ok && (x.Fun.Name == "min" || x.Fun.Name == "max" || x.Fun.Name == "log2")
			for _, a := range x.Args {
				frontend.Inspect(a, func(n frontend.Node) bool {
					if id, isID := n.(*frontend.Ident); isID && !b.ifLeaf(id) {
						ok = false
					}
					return ok
				})
			}
			return false
		case *frontend.BinaryExpr:
			if x.Op == frontend.QUO || x.Op == frontend.REM {
				_, lit := frontend.Unparen(x.Y).(*frontend.IntLit)
				ok = ok && (lit || sameOperandsOn && frontend.ExprString(frontend.Unparen(x.X)) == frontend.ExprString(frontend.Unparen(x.Y)))
			}
		case *frontend.Ident:
			ok = ok && b.ifLeaf(x)
		}
		return ok
	})
	return e, ok
}

// sameOperandsOn lets ifCondValue read a division of an expression by
// itself (`v6 / 4 == v3 / nprocs` with v3 := nprocs: 1), which bspaff
// writes as 1 (x % x as 0: its sameQuotient); its test switches it off.
var sameOperandsOn = true

// ifLeaf reports whether id is pid, nprocs, a parameter (fixedLeaf) or
// a loop counter: what no statement in an if's block assigns.
func (b *builder) ifLeaf(id *frontend.Ident) bool {
	o := b.a.obj(id)
	return b.fixedLeaf(id) || o != nil && o.Kind == frontend.LoopVarObj
}

// fixedLiteralsOn switches fixedLiterals off (its test switches it off: a
// guard literal that align's intervals make always false, `5 + 4 /
// nprocs < v` with v := max(x % 4, 0) in 0..3, is then dropped, and the
// statements under it counted).
var fixedLiteralsOn = true

// plainFixedOn makes a step whose guards read fixed literals one that
// plainGuards may analyse again without them, as it does a step whose
// guards read one values (its test switches it off). A literal fixed
// true where the guard was dropped keeps its other literals, and a
// literal fixed false where the guard reads unknowns keeps the statement
// out: the pieces of h then split on what the guards' other literals
// read (an opaque product of the parameters, `max(5, p) * nprocs !=
// v`, or the halves of nprocs in `pid < nprocs / 2`), exact, but a
// polynomial in floors or a case analysis on an opaque value that the
// sequential analysis cannot bound, where the guards dropped gave a plain
// count.
var plainFixedOn = true

// fixedLiterals returns cond with each condition in it (a comparison, a
// conjunction, a disjunction or a negation) that align's interval fixes
// replaced by that truth value: an interval of a node holds on every
// process in every dynamic instance where the node is evaluated, so the
// guard reads the same truth value at every execution of the statement
// under it, whatever the scalars it reads (replicated or not, assigned
// later or not). The nodes on the way are copied, cond is not changed;
// fixed reports whether any was replaced.
func (b *builder) fixedLiterals(cond frontend.Expr) (out frontend.Expr, fixed bool) {
	if !fixedLiteralsOn || b.noOneValue && plainFixedOn {
		return cond, false
	}
	defer func() { b.oneValue = b.oneValue || fixed && plainFixedOn }()
	var walk func(e frontend.Expr) frontend.Expr
	walk = func(e frontend.Expr) frontend.Expr {
		switch x := e.(type) {
		case *frontend.ParenExpr:
			if y := walk(x.X); y != x.X {
				return y
			}
			return e
		case *frontend.UnaryExpr:
			if x.Op != frontend.NOT {
				return e
			}
		case *frontend.BinaryExpr:
			switch x.Op {
			case frontend.LAND, frontend.LOR, frontend.LSS, frontend.LEQ, frontend.GTR, frontend.GEQ, frontend.EQL, frontend.NEQ:
			default:
				return e
			}
		default:
			return e
		}
		if iv := b.a.ar.Interval(e); iv.IsPoint() && (iv.Lo == 0 || iv.Lo == 1) {
			fixed = true
			return &frontend.BoolLit{ValuePos: e.Pos(), Value: iv.Lo == 1}
		}
		switch x := e.(type) {
		case *frontend.UnaryExpr:
			if y := walk(x.X); y != x.X {
				c := *x
				c.X = y
				return &c
			}
		case *frontend.BinaryExpr:
			if x.Op != frontend.LAND && x.Op != frontend.LOR {
				return e
			}
			l, r := walk(x.X), walk(x.Y)
			if l != x.X || r != x.Y {
				c := *x
				c.X, c.Y = l, r
				return &c
			}
		}
		return e
	}
	return walk(cond), fixed
}
