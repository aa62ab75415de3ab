package hrelation

import (
	"bspcost/frontend"
	"bspcost/frontend/intsem"
	"bspcost/polyhedra"
	"bspcost/polyhedra/bspaff"
)

// Remote processes in a range of pid: a target (source) pid + d, d + pid
// or pid - d, possibly reduced `% nprocs`, where d differs between the
// processes (input data, a partner computed in pid-dependent branches)
// but align bounds it by constants (`max(x % 8, 0)` in 0..7, `v` set to
// 2..5). A process t is then addressed only by the processes s with
// t - s in that interval (modulo nprocs for the reduced form): the
// remote side counts the transfers of those senders, at most as many as
// the interval has values per execution instance, instead of every word
// of every process. Sound whatever d is on each process within its
// interval: the relation holds of every transfer. The modular form is a
// union over the quotients q of t - s + q·nprocs in the interval, a
// count part by part where the parts overlap (nprocs at most the width).

// rangeOffsetOn switches the rule (its test switches it off).
var rangeOffsetOn = true

// maxRangeWidth bounds the values of d (hi - lo), maxRangeWraps the
// multiples of nprocs, maxRangeBound |lo| and |hi| (no overflow).
const (
	maxRangeWidth = 64
	maxRangeWraps = 8
	maxRangeBound = 1 << 20
)

// rangeOffset returns, for c's remote process (or the one value of the
// scalar it names), sign and the interval [lo, hi] with remote - sign·pid
// - k·nprocs in it for a constant k, and whether the remote process is
// reduced modulo nprocs (then k is 0: the class is the same); ok false
// when it is not a sum of ±pid, multiples of nprocs and terms that align
// bounds by constants (at most maxRangeWidth values in all).
func (b *builder) rangeOffset(c *frontend.CommStmt) (lo, hi, sign, k int64, mod, ok bool) {
	if !rangeOffsetOn || b.a.opts.noRangeOffset {
		return 0, 0, 0, 0, false, false
	}
	info := b.a.prog.Info
	isObj := func(x frontend.Expr, kind frontend.ObjKind) bool {
		id, isID := frontend.Unparen(x).(*frontend.Ident)
		return isID && info.ObjectOf(id) != nil && info.ObjectOf(id).Kind == kind
	}
	x := frontend.Unparen(b.distinctValue(c))
	if e, isBin := x.(*frontend.BinaryExpr); isBin && e.Op == frontend.REM && isObj(e.Y, frontend.NprocsObj) {
		mod, x = true, frontend.Unparen(e.X)
	}
	// The terms of the sum, with their signs: pid's coefficient, nprocs's,
	// and the interval of the rest.
	var pidCoef, pCoef int64
	iv := intsem.Point(0)
	ok = true
	var walk func(x frontend.Expr, s int64)
	walk = func(x frontend.Expr, s int64) {
		x = frontend.Unparen(x)
		if !ok {
			return
		}
		switch e := x.(type) {
		case *frontend.BinaryExpr:
			if e.Op == frontend.ADD || e.Op == frontend.SUB {
				walk(e.X, s)
				if e.Op == frontend.SUB {
					s = -s
				}
				walk(e.Y, s)
				return
			}
		case *frontend.UnaryExpr:
			if e.Op == frontend.SUB {
				walk(e.X, -s)
				return
			}
		}
		switch {
		case isObj(x, frontend.PidObj):
			pidCoef += s
			return
		case isObj(x, frontend.NprocsObj):
			pCoef += s
			return
		}
		t := b.a.ar.Interval(x)
		if t.Lo == intsem.Top.Lo || t.Hi == intsem.Top.Hi || t.Lo > t.Hi || t.Hi-t.Lo > maxRangeWidth {
			ok = false
			return
		}
		if s < 0 {
			t = intsem.Interval{Lo: -t.Hi, Hi: -t.Lo}
		}
		iv = intsem.Interval{Lo: iv.Lo + t.Lo, Hi: iv.Hi + t.Hi}
		if iv.Hi-iv.Lo > maxRangeWidth || iv.Lo < -maxRangeBound || iv.Hi > maxRangeBound {
			ok = false
		}
	}
	walk(x, 1)
	if !ok || (pidCoef != 1 && pidCoef != -1) || pCoef < -maxRangeWraps || pCoef > maxRangeWraps {
		return 0, 0, 0, 0, false, false
	}
	if mod {
		pCoef = 0
	}
	return iv.Lo, iv.Hi, pidCoef, pCoef, mod, true
}

// rangeRelation is the formula of the transfers of c whose remote
// process r is in its range (rangeOffset, not reduced) from the
// executing process e: lo <= r - sign·e - k·nprocs <= hi.
func (b *builder) rangeRelation(c *frontend.CommStmt, lo, hi, sign, k int64) (bspaff.Formula, error) {
	exec, remote := b.s, b.t
	if c.Kind == frontend.Get {
		exec, remote = b.t, b.s
	}
	diff, err := bspaff.Combine(1, bspaff.Var(remote), -sign, bspaff.Var(exec))
	var kp bspaff.Poly
	if err == nil {
		kp, err = bspaff.Var(b.a.nprocs).Scale(k)
	}
	if err == nil {
		diff, err = diff.Sub(kp)
	}
	var l, h bspaff.Poly
	if err == nil {
		l, err = diff.AddConst(-lo)
	}
	if err == nil {
		h, err = bspaff.Combine(-1, diff, 1, bspaff.Const(hi))
	}
	if err != nil {
		return nil, err
	}
	return bspaff.Formula{{geq0(l), geq0(h)}}, nil
}

// fanExtra returns min(fan, nprocs) - 1 over the step's parameters objs:
// the count of 1 <= x <= fan - 1 with x <= nprocs - 1, one piece per case
// of nprocs >= 1.
func (b *builder) fanExtra(fan int64, objs []*frontend.Object) (*polyhedra.PwQPoly, error) {
	P := bspaff.Var(b.a.nprocs)
	x := b.bld.NewVar("x")
	low, err := bspaff.Var(x).AddConst(-1)
	var hiP, hiF, pp bspaff.Poly
	if err == nil {
		hiP, err = bspaff.Combine(1, P, -1, bspaff.Var(x))
	}
	if err == nil {
		hiP, err = hiP.AddConst(-1)
	}
	if err == nil {
		hiF, err = bspaff.Combine(-1, bspaff.Var(x), 1, bspaff.Const(fan-1))
	}
	if err == nil {
		pp, err = P.AddConst(-1)
	}
	if err != nil {
		return nil, err
	}
	set, err := b.bld.Set(b.namer, objs, []*frontend.Object{x}, bspaff.Formula{{geq0(low), geq0(hiP), geq0(hiF), geq0(pp)}})
	if err != nil {
		return nil, err
	}
	n, err := set.Count()
	if err != nil {
		return nil, err
	}
	return n.Disjoint(), nil
}
