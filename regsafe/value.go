package regsafe

import (
	"fmt"
	"strings"

	"bspcost/frontend"
	"bspcost/frontend/intsem"
)

// aff is the value c + p·pid + n·nprocs of a scalar, the same affine form
// on every process of a class (each process with its own pid); !ok: not
// known.
type aff struct {
	ok      bool
	c, p, n int64
}

func konst(v int64) aff { return aff{ok: true, c: v} }

// isConst reports whether a is known and the same on every process.
func (a aff) isConst() bool { return a.ok && a.p == 0 && a.n == 0 }

func (a aff) add(b aff) aff {
	if !a.ok || !b.ok {
		return aff{}
	}
	c, ok1 := intsem.Add(a.c, b.c)
	p, ok2 := intsem.Add(a.p, b.p)
	n, ok3 := intsem.Add(a.n, b.n)
	return aff{ok: ok1 && ok2 && ok3, c: c, p: p, n: n}
}

func (a aff) scale(k int64) aff {
	if !a.ok {
		return aff{}
	}
	c, ok1 := intsem.Mul(a.c, k)
	p, ok2 := intsem.Mul(a.p, k)
	n, ok3 := intsem.Mul(a.n, k)
	return aff{ok: ok1 && ok2 && ok3, c: c, p: p, n: n}
}

// at is the value of a on process pid of nprocs processes.
func (a aff) at(pid, nprocs int64) (int64, bool) {
	if !a.ok {
		return 0, false
	}
	x, ok1 := intsem.Mul(a.p, pid)
	y, ok2 := intsem.Mul(a.n, nprocs)
	s, ok3 := intsem.Add(a.c, x)
	s, ok4 := intsem.Add(s, y)
	return s, ok1 && ok2 && ok3 && ok4
}

func (a aff) String() string {
	if !a.ok {
		return "?"
	}
	var parts []string
	if a.p != 0 {
		parts = append(parts, fmt.Sprintf("%d*pid", a.p))
	}
	if a.n != 0 {
		parts = append(parts, fmt.Sprintf("%d*nprocs", a.n))
	}
	if a.c != 0 || len(parts) == 0 {
		parts = append(parts, fmt.Sprint(a.c))
	}
	return strings.Join(parts, " + ")
}

// formula is a condition over pid and nprocs: an atom a == 0 or a < 0, a
// negation, a conjunction, a disjunction or a constant.
type formula struct {
	kind formulaKind
	a    aff
	x, y *formula
	val  bool // fConst
}

type formulaKind int

const (
	fConst formulaKind = iota
	fEq                // a == 0
	fLess              // a < 0
	fNot
	fAnd
	fOr
)

func fconst(b bool) *formula { return &formula{kind: fConst, val: b} }

// isConst reports whether f is a constant (its value is val).
func (f *formula) isConst() bool { return f.kind == fConst }

// hasPid reports whether f depends on pid.
func (f *formula) hasPid() bool {
	switch f.kind {
	case fConst:
		return false
	case fEq, fLess:
		return f.a.p != 0
	case fNot:
		return f.x.hasPid()
	}
	return f.x.hasPid() || f.y.hasPid()
}

// at evaluates f on process pid of nprocs.
func (f *formula) at(pid, nprocs int64) (bool, bool) {
	switch f.kind {
	case fConst:
		return f.val, true
	case fEq, fLess:
		v, ok := f.a.at(pid, nprocs)
		if f.kind == fEq {
			return v == 0, ok
		}
		return v < 0, ok
	case fNot:
		v, ok := f.x.at(pid, nprocs)
		return !v, ok
	}
	x, ok1 := f.x.at(pid, nprocs)
	y, ok2 := f.y.at(pid, nprocs)
	if f.kind == fAnd {
		return x && y, ok1 && ok2
	}
	return x || y, ok1 && ok2
}

// key is a canonical text of f: equal keys, equal values on every
// process.
func (f *formula) key() string {
	switch f.kind {
	case fConst:
		return fmt.Sprint(f.val)
	case fEq:
		return fmt.Sprintf("E(%d,%d,%d)", f.a.c, f.a.p, f.a.n)
	case fLess:
		return fmt.Sprintf("L(%d,%d,%d)", f.a.c, f.a.p, f.a.n)
	case fNot:
		return "!" + f.x.key()
	case fAnd:
		return "(" + f.x.key() + "&" + f.y.key() + ")"
	}
	return "(" + f.x.key() + "|" + f.y.key() + ")"
}

func fnot(f *formula) *formula {
	switch f.kind {
	case fConst:
		return fconst(!f.val)
	case fNot:
		return f.x
	}
	return &formula{kind: fNot, x: f}
}

// leadNeg reports whether the first non-zero coefficient of a (pid, then
// nprocs, then the constant) is negative.
func leadNeg(a aff) bool {
	switch {
	case a.p != 0:
		return a.p < 0
	case a.n != 0:
		return a.n < 0
	}
	return a.c < 0
}

// atom is d == 0 (eq) or d < 0 in canonical form: a == 0 with a positive
// leading coefficient, a < 0 with a positive one (a < 0 with a negative
// one is !(-a - 1 < 0)), so that a condition and its negation written
// differently (pid < 1, pid >= 1) have the same key.
func atom(d aff, eq bool) *formula {
	if !d.ok {
		return nil
	}
	if d.isConst() {
		if eq {
			return fconst(d.c == 0)
		}
		return fconst(d.c < 0)
	}
	if eq {
		if leadNeg(d) {
			d = d.scale(-1)
		}
		if !d.ok {
			return nil
		}
		return &formula{kind: fEq, a: d}
	}
	if leadNeg(d) {
		e := d.scale(-1).add(konst(-1))
		if !e.ok {
			return nil
		}
		return fnot(&formula{kind: fLess, a: e})
	}
	return &formula{kind: fLess, a: d}
}

// compare is the formula x op y, nil when it cannot be written.
func compare(x aff, op frontend.Token, y aff) *formula {
	d := x.add(y.scale(-1))
	switch op {
	case frontend.EQL:
		return atom(d, true)
	case frontend.NEQ:
		if f := atom(d, true); f != nil {
			return fnot(f)
		}
	case frontend.LSS:
		return atom(d, false)
	case frontend.LEQ:
		return atom(d.add(konst(-1)), false)
	case frontend.GTR:
		return atom(d.scale(-1), false)
	case frontend.GEQ:
		return atom(d.scale(-1).add(konst(-1)), false)
	}
	return nil
}

func fand(x, y *formula) *formula {
	switch {
	case x.isConst() && !x.val, y.isConst() && !y.val:
		return fconst(false)
	case x.isConst():
		return y
	case y.isConst():
		return x
	}
	return &formula{kind: fAnd, x: x, y: y}
}

func forr(x, y *formula) *formula {
	switch {
	case x.isConst() && x.val, y.isConst() && y.val:
		return fconst(true)
	case x.isConst():
		return y
	case y.isConst():
		return x
	}
	return &formula{kind: fOr, x: x, y: y}
}

// lookup gives the value of a scalar object in the class being analysed.
type lookup func(o *frontend.Object) aff

// eval is the value of the int expression e (its names bound in info), as an affine form in pid and
// nprocs.
func eval(info *frontend.Info, e frontend.Expr, get lookup) aff {
	switch e := e.(type) {
	case *frontend.IntLit:
		return konst(e.Value)
	case *frontend.ParenExpr:
		return eval(info, e.X, get)
	case *frontend.Ident:
		o := info.ObjectOf(e)
		if o == nil {
			return aff{}
		}
		switch o.Kind {
		case frontend.PidObj:
			return aff{ok: true, p: 1}
		case frontend.NprocsObj:
			return aff{ok: true, n: 1}
		case frontend.VarObj, frontend.LoopVarObj:
			return get(o)
		}
		return aff{}
	case *frontend.UnaryExpr:
		if e.Op == frontend.SUB {
			return eval(info, e.X, get).scale(-1)
		}
	case *frontend.BinaryExpr:
		x, y := eval(info, e.X, get), eval(info, e.Y, get)
		if !x.ok || !y.ok {
			return aff{}
		}
		switch e.Op {
		case frontend.ADD:
			return x.add(y)
		case frontend.SUB:
			return x.add(y.scale(-1))
		case frontend.MUL:
			switch {
			case x.isConst():
				return y.scale(x.c)
			case y.isConst():
				return x.scale(y.c)
			}
		case frontend.QUO, frontend.REM:
			if x.isConst() && y.isConst() {
				var v int64
				var ok bool
				if e.Op == frontend.QUO {
					v, ok = intsem.Quo(x.c, y.c)
				} else {
					v, ok = intsem.Rem(x.c, y.c)
				}
				if ok {
					return konst(v)
				}
			}
		}
	case *frontend.CallExpr:
		if len(e.Args) == 0 {
			return aff{}
		}
		v := eval(info, e.Args[0], get)
		if e.Fun.Name == "log2" {
			if r, ok := intsem.Log2(v.c); ok && v.isConst() {
				return konst(r)
			}
			return aff{}
		}
		for _, a := range e.Args[1:] {
			w := eval(info, a, get)
			if !v.isConst() || !w.isConst() {
				return aff{}
			}
			if e.Fun.Name == "min" {
				v.c = min(v.c, w.c)
			} else {
				v.c = max(v.c, w.c)
			}
		}
		if len(e.Args) == 1 || v.isConst() {
			return v
		}
	}
	return aff{}
}

// evalCond is the bool expression e as a formula, nil when it reads
// something not known as an affine form.
func evalCond(info *frontend.Info, e frontend.Expr, get lookup) *formula {
	switch e := e.(type) {
	case *frontend.BoolLit:
		return fconst(e.Value)
	case *frontend.ParenExpr:
		return evalCond(info, e.X, get)
	case *frontend.UnaryExpr:
		if e.Op == frontend.NOT {
			if f := evalCond(info, e.X, get); f != nil {
				return fnot(f)
			}
		}
	case *frontend.BinaryExpr:
		switch e.Op {
		case frontend.LAND, frontend.LOR:
			x, y := evalCond(info, e.X, get), evalCond(info, e.Y, get)
			// A decided side may decide the whole (false && ?).
			switch {
			case x != nil && y != nil && e.Op == frontend.LAND:
				return fand(x, y)
			case x != nil && y != nil:
				return forr(x, y)
			case x != nil && x.isConst() && x.val == (e.Op == frontend.LOR):
				return x
			case y != nil && y.isConst() && y.val == (e.Op == frontend.LOR):
				return y
			}
			return nil
		case frontend.EQL, frontend.NEQ, frontend.LSS, frontend.LEQ, frontend.GTR, frontend.GEQ:
			return compare(eval(info, e.X, get), e.Op, eval(info, e.Y, get))
		}
	}
	return nil
}
