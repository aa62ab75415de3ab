package solver

// Degree returns the polynomial degree of e in its variables (the
// complexity class of a bound: nat(A - B) + 1 has degree 1,
// nat(A)*nat(B) degree 2, a constant and a minimum with a constant,
// such as an indicator min(1, nat(L)), 0). log2 and floor/ceil of
// sub-linear terms count as degree 1 at most (log n <= n), so the result
// is an upper bound of the asymptotic class. ok is false for exponential
// bounds (2^n), which have no polynomial degree.
func Degree(e *Expr) (deg int, ok bool) { return degreeOf(e, !noBoundedMin) }

// roughDegree is Degree with an indicator counted as its arguments'
// largest degree: the measure of whether another method may find a
// lower bound (a potential, phases), which an indicator's factor does
// not make less worth trying.
func roughDegree(e *Expr) (int, bool) { return degreeOf(e, false) }

// degreeOf is Degree, indicators of degree 0 where bounded.
func degreeOf(e *Expr, bounded bool) (deg int, ok bool) {
	switch e.Op {
	case OpConst:
		return 0, true
	case OpVar:
		return 1, true
	case OpAdd, OpMax, OpMin:
		if e.Op == OpMin && bounded {
			// A case's indicator min(1, nat(L1), ...) is 0 or 1: a
			// factor of degree 0.
			if _, ok := caseForms(e); ok {
				return 0, true
			}
		}
		d := 0
		for _, a := range e.Args {
			k, ok := degreeOf(a, bounded)
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
			k, ok := degreeOf(a, bounded)
			if !ok {
				return 0, false
			}
			d += k
		}
		return d, true
	case OpNat, OpCeil, OpFloor, OpDiv:
		return degreeOf(e.Args[0], bounded)
	case OpLog2:
		k, ok := degreeOf(e.Args[0], bounded)
		if !ok || k == 0 {
			return k, ok
		}
		return 1, true
	case OpPow2:
		k, ok := degreeOf(e.Args[0], bounded)
		if ok && k == 0 {
			return 0, true
		}
		return 0, false
	}
	return 0, false
}
