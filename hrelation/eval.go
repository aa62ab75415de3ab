package hrelation

import (
	"fmt"
	"math"
	"math/big"

	"bspcost/frontend"
)

// Eval returns H at the given values of the program objects (the values
// the program holds at the step's closing barrier; opaque parameters are
// evaluated from them).
func (st *Step) Eval(val func(*frontend.Object) (int64, bool)) (*big.Rat, error) {
	if st.H == nil {
		return nil, fmt.Errorf("no bound: %v", st.Err)
	}
	vals := make([]int64, len(st.Params))
	for i, p := range st.Params {
		var ok bool
		if p.Expr != nil {
			vals[i], ok = evalExpr(p.Expr, val)
		} else {
			vals[i], ok = val(p.Obj)
		}
		if !ok {
			return nil, fmt.Errorf("cannot evaluate parameter %s", p.Name)
		}
	}
	return st.H.Eval(vals), nil
}

// evalExpr evaluates a replicated int expression (an opaque parameter)
// with the .bsp semantics (checked arithmetic, C division); ok is false on
// overflow, division by zero or an unknown leaf.
func evalExpr(e frontend.Expr, val func(*frontend.Object) (int64, bool)) (int64, bool) {
	switch e := e.(type) {
	case *frontend.ParenExpr:
		return evalExpr(e.X, val)
	case *frontend.IntLit:
		return e.Value, true
	case *frontend.Ident:
		if e.Obj == nil {
			return 0, false
		}
		return val(e.Obj)
	case *frontend.UnaryExpr:
		x, ok := evalExpr(e.X, val)
		if !ok || e.Op != frontend.SUB || x == math.MinInt64 {
			return 0, false
		}
		return -x, true
	case *frontend.BinaryExpr:
		x, ok1 := evalExpr(e.X, val)
		y, ok2 := evalExpr(e.Y, val)
		if !ok1 || !ok2 {
			return 0, false
		}
		bx, by := big.NewInt(x), big.NewInt(y)
		var r *big.Int
		switch e.Op {
		case frontend.ADD:
			r = bx.Add(bx, by)
		case frontend.SUB:
			r = bx.Sub(bx, by)
		case frontend.MUL:
			r = bx.Mul(bx, by)
		case frontend.QUO, frontend.REM:
			if y == 0 {
				return 0, false
			}
			q, m := new(big.Int).QuoRem(bx, by, new(big.Int))
			r = q
			if e.Op == frontend.REM {
				r = m
			}
		default:
			return 0, false
		}
		if !r.IsInt64() {
			return 0, false
		}
		return r.Int64(), true
	case *frontend.CallExpr:
		var acc int64
		for i, a := range e.Args {
			x, ok := evalExpr(a, val)
			if !ok {
				return 0, false
			}
			switch {
			case i == 0:
				acc = x
			case e.Fun.Name == "min":
				acc = min(acc, x)
			case e.Fun.Name == "max":
				acc = max(acc, x)
			default:
				return 0, false
			}
		}
		return acc, len(e.Args) > 0
	}
	return 0, false
}
