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

// recDepth is how deep eval recurses before it goes on with an explicit
// stack: recursion is about twice as fast, and this many frames add only a
// constant to each process's goroutine stack (counted in stackWords).
const recDepth = 12

// eval evaluates x. Every node evaluated counts toward the step bound (one
// step per NodesPerStep nodes), so that the bound caps the time spent in
// large expressions too.
func (pr *proc) eval(x frontend.Expr) int64 {
	nodes := int64(0)
	v := pr.evalRec(x, recDepth, &nodes)
	pr.countNodes(x, nodes)
	return v
}

// evalRec evaluates x recursively while depth lasts, then with evalIter.
func (pr *proc) evalRec(x frontend.Expr, depth int, nodes *int64) int64 {
	if depth == 0 {
		return pr.evalIter(x, nodes)
	}
	depth--
	*nodes++
	switch x := x.(type) {
	case *frontend.IntLit:
		return x.Value
	case *frontend.BoolLit:
		return b2i(x.Value)
	case *frontend.AnyExpr:
		return pr.randAny(x)
	case *frontend.Ident:
		o := pr.object(x)
		if o.Kind == frontend.ArrayObj {
			pr.fail(x.NamePos, "array %s used as a value", o.Name)
		}
		return pr.vals[o.ID]
	case *frontend.ParenExpr:
		return pr.evalRec(x.X, depth, nodes)
	case *frontend.IndexExpr:
		a, i := pr.elementAt(x, pr.evalRec(x.Index, depth, nodes))
		return a[i]
	case *frontend.UnaryExpr:
		return pr.unary(x, pr.evalRec(x.X, depth, nodes))
	case *frontend.BinaryExpr:
		a := pr.evalRec(x.X, depth, nodes)
		switch x.Op {
		case frontend.LAND:
			return b2i(a != 0 && pr.evalRec(x.Y, depth, nodes) != 0)
		case frontend.LOR:
			return b2i(a != 0 || pr.evalRec(x.Y, depth, nodes) != 0)
		}
		return pr.binary(x, a, pr.evalRec(x.Y, depth, nodes))
	case *frontend.CallExpr:
		if !builtinCall(x) {
			pr.fail(x.Pos(), "bad call of %s", x.Fun.Name)
		}
		r := pr.evalRec(x.Args[0], depth, nodes)
		if x.Fun.Name == "log2" {
			return pr.log2(x, r)
		}
		for _, a := range x.Args[1:] {
			v := pr.evalRec(a, depth, nodes)
			if x.Fun.Name == "min" {
				r = min(r, v)
			} else {
				r = max(r, v)
			}
		}
		return r
	}
	*nodes-- // evalIter counts it, or reports it
	return pr.evalIter(x, nodes)
}

// evalIter evaluates x with the shared explicit stack, adding the nodes it
// evaluates to *nodes.
func (pr *proc) evalIter(x frontend.Expr, nodes *int64) int64 {
	m := pr.m
	base := len(m.estack) // frames below base belong to an interrupted evaluation
	m.estack = append(m.estack, evalFrame{x: x})
	var v int64 // the value of the node completed last
	n := int64(0)
	defer func() { *nodes += n }()
	for len(m.estack) > base {
		top := len(m.estack) - 1
		f := &m.estack[top]
		// Each case either schedules an operand — a leaf is evaluated at
		// once into v, and the frame is looked at again; other operands get
		// a frame (f is not used after the append, which may move the
		// stack) — or completes the node: sets v and pops it.
		switch x := f.x.(type) {
		case *frontend.IntLit:
			v = x.Value
		case *frontend.BoolLit:
			v = b2i(x.Value)
		case *frontend.AnyExpr:
			v = pr.randAny(x)
		case *frontend.Ident:
			o := pr.object(x)
			if o.Kind == frontend.ArrayObj {
				pr.fail(x.NamePos, "array %s used as a value", o.Name)
			}
			v = pr.vals[o.ID]
		case *frontend.ParenExpr:
			if f.state == 0 {
				f.state = 1
				if pr.leaf(x.X, &v) {
					n++
					continue
				}
				m.estack = append(m.estack, evalFrame{x: x.X})
				continue
			}
		case *frontend.IndexExpr:
			if f.state == 0 {
				f.state = 1
				if pr.leaf(x.Index, &v) {
					n++
					continue
				}
				m.estack = append(m.estack, evalFrame{x: x.Index})
				continue
			}
			a, i := pr.elementAt(x, v)
			v = a[i]
		case *frontend.UnaryExpr:
			if f.state == 0 {
				f.state = 1
				if pr.leaf(x.X, &v) {
					n++
					continue
				}
				m.estack = append(m.estack, evalFrame{x: x.X})
				continue
			}
			v = pr.unary(x, v)
		case *frontend.BinaryExpr:
			switch f.state {
			case 0:
				f.state = 1
				if pr.leaf(x.X, &v) {
					n++
					continue
				}
				m.estack = append(m.estack, evalFrame{x: x.X})
				continue
			case 1:
				// && and || evaluate their right operand only when needed.
				if x.Op == frontend.LAND && v == 0 || x.Op == frontend.LOR && v != 0 {
					v = b2i(x.Op == frontend.LOR)
					break
				}
				f.state, f.acc = 2, v
				if pr.leaf(x.Y, &v) {
					n++
					continue
				}
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
			if !builtinCall(x) {
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
				if pr.leaf(x.Args[f.state-1], &v) {
					n++
					continue
				}
				m.estack = append(m.estack, evalFrame{x: x.Args[f.state-1]})
				continue
			}
			v = f.acc
			if x.Fun.Name == "log2" {
				v = pr.log2(x, v)
			}
		case nil:
			pr.fail(frontend.Pos{}, "missing expression")
		default:
			pr.fail(x.Pos(), "cannot evaluate %s", frontend.ExprExcerpt(x))
		}
		n++
		m.estack = m.estack[:top]
	}
	return v
}

// leaf evaluates x into *v when it is a leaf that cannot fail (a literal,
// any, a scalar variable), which saves a frame for most operands.
func (pr *proc) leaf(x frontend.Expr, v *int64) bool {
	switch x := x.(type) {
	case *frontend.IntLit:
		*v = x.Value
	case *frontend.BoolLit:
		*v = b2i(x.Value)
	case *frontend.AnyExpr:
		*v = pr.randAny(x)
	case *frontend.Ident:
		o := pr.m.prog.Info.ObjectOf(x)
		if o == nil || o.Kind == frontend.ArrayObj || o.ID < 0 || o.ID >= len(pr.vals) {
			return false // the frame reports the error
		}
		*v = pr.vals[o.ID]
	default:
		return false
	}
	return true
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

// builtinCall reports whether x calls a built-in function with a number
// of arguments it takes (the checker reports the others).
func builtinCall(x *frontend.CallExpr) bool {
	switch x.Fun.Name {
	case "min", "max":
		return len(x.Args) > 0
	case "log2":
		return len(x.Args) == 1
	}
	return false
}

// log2 applies the built-in log2 to the value v of its argument.
func (pr *proc) log2(x *frontend.CallExpr, v int64) int64 {
	r, ok := intsem.Log2(v)
	if !ok {
		pr.fail(x.Pos(), "log2 of %d (log2 needs an argument of at least 1)", v)
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
	case frontend.SHL, frontend.SHR:
		if b < 0 || b > intsem.MaxShift {
			pr.fail(x.OpPos, "shift count %d out of range 0..%d in %s", b, intsem.MaxShift, frontend.ExprExcerpt(x))
		}
		if x.Op == frontend.SHR {
			r, _ := intsem.Shr(a, b)
			return r
		}
		if r, ok := intsem.Shl(a, b); ok {
			return r
		}
	case frontend.AND:
		return a & b
	case frontend.OR:
		return a | b
	case frontend.XOR:
		return a ^ b
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
