package solver

// Degree returns the polynomial degree of e in its variables (the
// complexity class of a bound: nat(A - B) + 1 has degree 1,
// nat(A)*nat(B) degree 2, a constant and a minimum with a constant,
// such as an indicator min(1, nat(L)), 0). log2 and floor/ceil of
// sub-linear terms count as degree 1 at most (log n <= n), so the result
// is an upper bound of the asymptotic class. ok is false for exponential
// bounds (2^n), which have no polynomial degree.
func Degree(e *Expr) (deg int, ok bool) {
	switch e.Op {
	case OpConst:
		return 0, true
	case OpVar:
		return 1, true
	case OpAdd, OpMax, OpMin:
		if e.Op == OpMin && !noBoundedMin {
			// A case's indicator min(1, nat(L1), ...) is 0 or 1: a
			// factor of degree 0.
			if _, ok := caseForms(e); ok {
				return 0, true
			}
		}
		d := 0
		for _, a := range e.Args {
			k, ok := Degree(a)
			if !ok {
				return 0, false
			}
			if k > d {
				d = k
			}
		}
		return d, true
	case OpMul:
		d := 0
		for _, a := range e.Args {
			k, ok := Degree(a)
			if !ok {
				return 0, false
			}
			d += k
		}
		return d, true
	case OpNat, OpCeil, OpFloor, OpDiv:
		return Degree(e.Args[0])
	case OpLog2:
		k, ok := Degree(e.Args[0])
		if !ok || k == 0 {
			return k, ok
		}
		return 1, true
	case OpPow2:
		k, ok := Degree(e.Args[0])
		if ok && k == 0 {
			return 0, true
		}
		return 0, false
	}
	return 0, false
}
