package align

// mulScaleOn switches mulIv's scaling by a constant (its test switches it
// off: products with an unbounded operand are then Top).
var mulScaleOn = true

// mulIv is the interval of x * y. Where one operand is a constant, the
// other's interval scaled by it keeps its bounded side (overflow is a
// runtime error, so no run goes on with a wrapped value): a counter
// doubled from 1, k := k * 2, stays at 1 or above through the loop's
// widening, where the product of intervals is Top as soon as one is
// unbounded.
func mulIv(x, y ival) ival {
	if mulScaleOn {
		switch {
		case y.IsPoint() && !x.Finite():
			return x.Scale(y.Lo)
		case x.IsPoint() && !y.Finite():
			return y.Scale(x.Lo)
		}
	}
	return x.Mul(y)
}
