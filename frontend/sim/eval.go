package sim

import (
	"bspcost/frontend"
	"bspcost/frontend/intsem"
)

// Expressions. Bools are evaluated as 0 and 1, so that one evaluator serves
// both types (the type checker has made sure they are not mixed).

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

func (pr *proc) cond(x frontend.Expr) bool { return pr.eval(x) != 0 }

func (pr *proc) eval(x frontend.Expr) int64 {
	switch x := x.(type) {
	case *frontend.IntLit:
		return x.Value
	case *frontend.BoolLit:
		return b2i(x.Value)
	case *frontend.AnyExpr:
		return pr.rand()
	case *frontend.ParenExpr:
		return pr.eval(x.X)
	case *frontend.Ident:
		o := pr.object(x)
		if o.Kind == frontend.ArrayObj {
			pr.fail(x.NamePos, "array %s used as a value", o.Name)
		}
		return pr.vals[o.ID]
	case *frontend.IndexExpr:
		a, i := pr.element(x)
		return a[i]
	case *frontend.UnaryExpr:
		v := pr.eval(x.X)
		if x.Op == frontend.NOT {
			return b2i(v == 0)
		}
		r, ok := intsem.Neg(v)
		if !ok {
			pr.fail(x.OpPos, "integer overflow: -(%d)", v)
		}
		return r
	case *frontend.BinaryExpr:
		return pr.binary(x)
	case *frontend.CallExpr:
		if len(x.Args) == 0 || (x.Fun.Name != "min" && x.Fun.Name != "max") {
			pr.fail(x.Pos(), "bad call of %s", x.Fun.Name)
		}
		r := pr.eval(x.Args[0])
		for _, a := range x.Args[1:] {
			v := pr.eval(a)
			if x.Fun.Name == "min" {
				r = min(r, v)
			} else {
				r = max(r, v)
			}
		}
		return r
	case nil:
		pr.fail(frontend.Pos{}, "missing expression")
	}
	pr.fail(x.Pos(), "cannot evaluate %s", frontend.ExprString(x))
	return 0
}

// element evaluates a[i] as an array and a checked index into it.
func (pr *proc) element(x *frontend.IndexExpr) ([]int64, int64) {
	o := pr.object(x.X)
	if o.Kind != frontend.ArrayObj {
		pr.fail(x.Lbrack, "%s is not an array and cannot be indexed", o.Name)
	}
	i := pr.eval(x.Index)
	a := pr.arrs[o.ID]
	if a == nil {
		pr.fail(x.Pos(), "array %s is not declared", o.Name)
	}
	if i < 0 || i >= int64(len(a)) {
		pr.fail(x.Index.Pos(), "index %d out of range for %s of length %d", i, o.Name, len(a))
	}
	return a, i
}

func (pr *proc) binary(x *frontend.BinaryExpr) int64 {
	switch x.Op {
	case frontend.LAND:
		return b2i(pr.eval(x.X) != 0 && pr.eval(x.Y) != 0)
	case frontend.LOR:
		return b2i(pr.eval(x.X) != 0 || pr.eval(x.Y) != 0)
	}
	a := pr.eval(x.X)
	b := pr.eval(x.Y)
	switch x.Op {
	case frontend.ADD:
		if r, ok := intsem.Add(a, b); ok {
			return r
		}
	case frontend.SUB:
		if r, ok := intsem.Sub(a, b); ok {
			return r
		}
	case frontend.MUL:
		if r, ok := intsem.Mul(a, b); ok {
			return r
		}
	case frontend.QUO:
		if b == 0 {
			pr.fail(x.OpPos, "division by zero in %s", frontend.ExprString(x))
		}
		if r, ok := intsem.Quo(a, b); ok {
			return r
		}
	case frontend.REM:
		if b == 0 {
			pr.fail(x.OpPos, "division by zero in %s", frontend.ExprString(x))
		}
		if r, ok := intsem.Rem(a, b); ok {
			return r
		}
	case frontend.LSS:
		return b2i(a < b)
	case frontend.LEQ:
		return b2i(a <= b)
	case frontend.GTR:
		return b2i(a > b)
	case frontend.GEQ:
		return b2i(a >= b)
	case frontend.EQL:
		return b2i(a == b)
	case frontend.NEQ:
		return b2i(a != b)
	default:
		pr.fail(x.OpPos, "unknown operator %s", x.Op)
	}
	pr.fail(x.OpPos, "integer overflow: %d %s %d", a, x.Op, b)
	return 0
}
