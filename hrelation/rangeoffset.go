package hrelation

import (
	"bspcost/frontend"
	"bspcost/frontend/intsem"
	"bspcost/polyhedra/bspaff"
)

// Remote processes in a range of pid: a target (source) pid + d, d - pid
// or pid - d, plus multiples of nprocs, not reduced `% nprocs`, where d
// differs between the processes (input data clamped, a partner set in
// pid-dependent branches, `pid - pid % 4`) but align bounds it by
// constants (`max(x % 4, 0)` in 0..3). A process t is then addressed only
// by the processes s with t - s (t + s) in that interval: the remote side
// counts the transfers of the statement under lo <= t - s <= hi, an
// exact count over its guards and loops, instead of every word of every
// process. Sound whatever d is on each process within its interval (the
// relation holds of every transfer), and never above the total words: a
// count of a subset of the same transfers. The reduced form (`(pid + d)
// % nprocs`) is reducedrange.go's: its cases of t - s are disjoint only
// where p is at least the width of d.

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
// - k·nprocs in it; ok false when it is not a sum of ±pid, multiples of
// nprocs and terms that align bounds by constants (at most maxRangeWidth
// values in all): a remainder `% nprocs` is not.
func (b *builder) rangeOffset(c *frontend.CommStmt) (lo, hi, sign, k int64, ok bool) {
	if !rangeOffsetOn || b.a.opts.noRangeOffset {
		return 0, 0, 0, 0, false
	}
	r, ok := b.remoteRange(c, false)
	if !ok || (r.pid != 1 && r.pid != -1) || r.nprocs < -maxRangeWraps || r.nprocs > maxRangeWraps {
		return 0, 0, 0, 0, false
	}
	return r.iv.Lo, r.iv.Hi, r.pid, r.nprocs, true
}

// ownTermsOn switches remoteRange's second reading, of the statement's
// own expression (its test switches it off).
var ownTermsOn = true

// remoteRange reads c's remote process with pidRangeOf: first its value
// with the scalars' values in place (distinctValue), then, where that is
// not ±pid plus bounded terms, the statement's own expression. The values
// put in place are new expression nodes, of which align knows no
// interval: `(pid + max(x % 8, 0)) % nprocs` with x := pid reads as pid
// plus a term of unknown range, while the statement's own term
// `max(x % 8, 0)` is in 0..7 on every process at the statement. Either
// reading holds of every execution, so either range is sound.
func (b *builder) remoteRange(c *frontend.CommStmt, mod bool) (pidRange, bool) {
	r, ok := b.pidRangeOf(b.distinctValue(c), mod)
	if ok && (r.pid == 1 || r.pid == -1) || !ownTermsOn {
		return r, ok
	}
	if own, ownOK := b.pidRangeOf(c.Proc, mod); ownOK && (own.pid == 1 || own.pid == -1) {
		return own, true
	}
	return r, ok
}

// pidRange is a remote process read as a sum of terms (pidRangeOf).
type pidRange struct {
	pid, nprocs int64           // the coefficients of pid and of nprocs
	iv          intsem.Interval // the sum of the other terms
	reduced     bool            // a remainder by nprocs was read through
}

// pidRangeOf reads x as a sum of ±pid, ±nprocs and terms that align
// bounds by constants (at most maxRangeWidth values in all). With mod,
// x is read modulo nprocs: a remainder `e % nprocs` is e minus a multiple
// of nprocs (whatever the signs: C's remainder) and a product k·nprocs is
// dropped, so only the congruence class holds.
func (b *builder) pidRangeOf(x frontend.Expr, mod bool) (pidRange, bool) {
	info := b.a.prog.Info
	isObj := func(x frontend.Expr, kind frontend.ObjKind) bool {
		id, isID := frontend.Unparen(x).(*frontend.Ident)
		return isID && info.ObjectOf(id) != nil && info.ObjectOf(id).Kind == kind
	}
	r := pidRange{iv: intsem.Point(0)}
	ok := true
	var walk func(x frontend.Expr, s int64)
	walk = func(x frontend.Expr, s int64) {
		x = frontend.Unparen(x)
		if !ok {
			return
		}
		switch e := x.(type) {
		case *frontend.BinaryExpr:
			switch {
			case e.Op == frontend.ADD || e.Op == frontend.SUB:
				walk(e.X, s)
				if e.Op == frontend.SUB {
					s = -s
				}
				walk(e.Y, s)
				return
			case mod && e.Op == frontend.REM && isObj(e.Y, frontend.NprocsObj):
				r.reduced = true
				walk(e.X, s)
				return
			case mod && e.Op == frontend.MUL && (isObj(e.X, frontend.NprocsObj) || isObj(e.Y, frontend.NprocsObj)):
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
			r.pid += s
			return
		case isObj(x, frontend.NprocsObj):
			r.nprocs += s
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
		r.iv = intsem.Interval{Lo: r.iv.Lo + t.Lo, Hi: r.iv.Hi + t.Hi}
		if r.iv.Hi-r.iv.Lo > maxRangeWidth || r.iv.Lo < -maxRangeBound || r.iv.Hi > maxRangeBound {
			ok = false
		}
	}
	walk(x, 1)
	return r, ok
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
