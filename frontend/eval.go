package frontend

import "bspcost/frontend/intsem"

// EvalInt evaluates a pure int expression (literals, names, unary minus,
// + - * / %, the bit operators, min, max, log2) in the .bsp integer
// semantics of frontend/intsem (checked arithmetic, division truncating
// toward zero, shifts flooring), with the values
// of names from val (each name's object in info); ok is false on an overflow, a division by zero, a
// name val does not know or any other construct. It is the one evaluator
// of expressions outside the simulator (which evaluates whole programs,
// with arrays and positioned runtime errors): hrelation evaluates opaque
// parameters with it, and the oracles of nondet's facts and the tests'
// brute-force checks use it.
func EvalInt(info *Info, e Expr, val func(*Object) (int64, bool)) (int64, bool) {
	switch e := e.(type) {
	case *ParenExpr:
		return EvalInt(info, e.X, val)
	case *IntLit:
		return e.Value, true
	case *Ident:
		o := info.ObjectOf(e)
		if o == nil {
			return 0, false
		}
		return val(o)
	case *UnaryExpr:
		x, ok := EvalInt(info, e.X, val)
		if !ok || e.Op != SUB {
			return 0, false
		}
		return intsem.Neg(x)
	case *BinaryExpr:
		x, ok1 := EvalInt(info, e.X, val)
		y, ok2 := EvalInt(info, e.Y, val)
		if !ok1 || !ok2 {
			return 0, false
		}
		switch e.Op {
		case ADD:
			return intsem.Add(x, y)
		case SUB:
			return intsem.Sub(x, y)
		case MUL:
			return intsem.Mul(x, y)
		case QUO:
			return intsem.Quo(x, y)
		case REM:
			return intsem.Rem(x, y)
		case SHL:
			return intsem.Shl(x, y)
		case SHR:
			return intsem.Shr(x, y)
		case AND:
			return x & y, true
		case OR:
			return x | y, true
		case XOR:
			return x ^ y, true
		}
	case *CallExpr:
		if e.Fun.Name == "log2" && len(e.Args) == 1 {
			x, ok := EvalInt(info, e.Args[0], val)
			if !ok {
				return 0, false
			}
			return intsem.Log2(x)
		}
		if len(e.Args) == 0 || (e.Fun.Name != "min" && e.Fun.Name != "max") {
			return 0, false
		}
		r, ok := EvalInt(info, e.Args[0], val)
		for _, a := range e.Args[1:] {
			v, ok2 := EvalInt(info, a, val)
			ok = ok && ok2
			if e.Fun.Name == "min" {
				r = min(r, v)
			} else {
				r = max(r, v)
			}
		}
		return r, ok
	}
	return 0, false
}

// EvalCond evaluates a condition made of comparisons of EvalInt's
// expressions, &&, || and !; ok is false when a part cannot be evaluated
// (both sides of && and || are evaluated: an oracle wants every part
// defined).
func EvalCond(info *Info, e Expr, val func(*Object) (int64, bool)) (holds, ok bool) {
	switch e := e.(type) {
	case *ParenExpr:
		return EvalCond(info, e.X, val)
	case *UnaryExpr:
		if e.Op != NOT {
			return false, false
		}
		x, ok := EvalCond(info, e.X, val)
		return !x, ok
	case *BinaryExpr:
		switch e.Op {
		case LAND, LOR:
			x, ok1 := EvalCond(info, e.X, val)
			y, ok2 := EvalCond(info, e.Y, val)
			if e.Op == LAND {
				return x && y, ok1 && ok2
			}
			return x || y, ok1 && ok2
		}
		x, ok1 := EvalInt(info, e.X, val)
		y, ok2 := EvalInt(info, e.Y, val)
		if !ok1 || !ok2 {
			return false, false
		}
		switch e.Op {
		case LSS:
			return x < y, true
		case LEQ:
			return x <= y, true
		case GTR:
			return x > y, true
		case GEQ:
			return x >= y, true
		case EQL:
			return x == y, true
		case NEQ:
			return x != y, true
		}
	}
	return false, false
}

// ValuesByID is the val of EvalInt and EvalCond for values indexed by
// object ID (a process's values as the simulator's AtBarrier gives them);
// an ID outside vals is unknown.
func ValuesByID(vals []int64) func(*Object) (int64, bool) {
	return func(o *Object) (int64, bool) {
		if o.ID < 0 || o.ID >= len(vals) {
			return 0, false
		}
		return vals[o.ID], true
	}
}
