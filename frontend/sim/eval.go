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

// evalFrame is a node whose evaluation is under way: eval walks the tree
// with an explicit stack of them instead of recursing, so that a deep
// expression costs heap (one stack shared by all processes, which run one
// at a time) rather than a deep goroutine stack in every process.
type evalFrame struct {
	x     frontend.Expr
	state int   // how many operands have been evaluated
	acc   int64 // the left operand, or the running min/max
}

// eval evaluates x. Every node evaluated counts toward the step bound (one
// step per NodesPerStep nodes), so that the bound caps the time spent in
// large expressions too.
func (pr *proc) eval(x frontend.Expr) int64 {
	m := pr.m
	base := len(m.estack) // frames below base belong to an interrupted evaluation
	m.estack = append(m.estack, evalFrame{x: x})
	var v int64 // the value of the node completed last
	nodes := int64(0)
	for len(m.estack) > base {
		top := len(m.estack) - 1
		f := &m.estack[top]
		// Each case either pushes an operand (f is not used after the
		// append, which may move the stack) or completes the node: sets v
		// and pops it.
		switch x := f.x.(type) {
		case *frontend.IntLit:
			v = x.Value
		case *frontend.BoolLit:
			v = b2i(x.Value)
		case *frontend.AnyExpr:
			v = pr.rand()
		case *frontend.Ident:
			o := pr.object(x)
			if o.Kind == frontend.ArrayObj {
				pr.fail(x.NamePos, "array %s used as a value", o.Name)
			}
			v = pr.vals[o.ID]
		case *frontend.ParenExpr:
			if f.state == 0 {
				f.state = 1
				m.estack = append(m.estack, evalFrame{x: x.X})
				continue
			}
		case *frontend.IndexExpr:
			if f.state == 0 {
				f.state = 1
				m.estack = append(m.estack, evalFrame{x: x.Index})
				continue
			}
			a, i := pr.elementAt(x, v)
			v = a[i]
		case *frontend.UnaryExpr:
			if f.state == 0 {
				f.state = 1
				m.estack = append(m.estack, evalFrame{x: x.X})
				continue
			}
			v = pr.unary(x, v)
		case *frontend.BinaryExpr:
			switch f.state {
			case 0:
				f.state = 1
				m.estack = append(m.estack, evalFrame{x: x.X})
				continue
			case 1:
				// && and || evaluate their right operand only when needed.
				if x.Op == frontend.LAND && v == 0 || x.Op == frontend.LOR && v != 0 {
					v = b2i(x.Op == frontend.LOR)
					break
				}
				f.state, f.acc = 2, v
				m.estack = append(m.estack, evalFrame{x: x.Y})
				continue
			default:
				if x.Op == frontend.LAND || x.Op == frontend.LOR {
					v = b2i(v != 0)
				} else {
					v = pr.binary(x, f.acc, v)
				}
			}
		case *frontend.CallExpr:
			if len(x.Args) == 0 || (x.Fun.Name != "min" && x.Fun.Name != "max") {
				pr.fail(x.Pos(), "bad call of %s", x.Fun.Name)
			}
			switch {
			case f.state == 0:
			case f.state == 1:
				f.acc = v
			case x.Fun.Name == "min":
				f.acc = min(f.acc, v)
			default:
				f.acc = max(f.acc, v)
			}
			if f.state < len(x.Args) {
				f.state++
				m.estack = append(m.estack, evalFrame{x: x.Args[f.state-1]})
				continue
			}
			v = f.acc
		case nil:
			pr.fail(frontend.Pos{}, "missing expression")
		default:
			pr.fail(x.Pos(), "cannot evaluate %s", frontend.ExprExcerpt(x))
		}
		nodes++
		m.estack = m.estack[:top]
	}
	pr.countNodes(x, nodes)
	return v
}

// element evaluates a[i] as an array and a checked index into it.
func (pr *proc) element(x *frontend.IndexExpr) ([]int64, int64) {
	return pr.elementAt(x, pr.eval(x.Index))
}

// elementAt checks the array of x and the index i into it.
func (pr *proc) elementAt(x *frontend.IndexExpr, i int64) ([]int64, int64) {
	o := pr.object(x.X)
	if o.Kind != frontend.ArrayObj {
		pr.fail(x.Lbrack, "%s is not an array and cannot be indexed", o.Name)
	}
	a := pr.arrs[o.ID]
	if a == nil {
		pr.fail(x.Pos(), "array %s is not declared", o.Name)
	}
	if i < 0 || i >= int64(len(a)) {
		pr.fail(x.Index.Pos(), "index %d out of range for %s of length %d", i, o.Name, len(a))
	}
	return a, i
}

// unary applies a unary operator to the value v of its operand.
func (pr *proc) unary(x *frontend.UnaryExpr, v int64) int64 {
	if x.Op == frontend.NOT {
		return b2i(v == 0)
	}
	r, ok := intsem.Neg(v)
	if !ok {
		pr.fail(x.OpPos, "integer overflow: -(%d)", v)
	}
	return r
}

// binary applies a binary operator other than && and || to the values a
// and b of its operands.
func (pr *proc) binary(x *frontend.BinaryExpr, a, b int64) int64 {
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
			pr.fail(x.OpPos, "division by zero in %s", frontend.ExprExcerpt(x))
		}
		if r, ok := intsem.Quo(a, b); ok {
			return r
		}
	case frontend.REM:
		if b == 0 {
			pr.fail(x.OpPos, "division by zero in %s", frontend.ExprExcerpt(x))
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
