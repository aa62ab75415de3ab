package solver

// caseCofactor rewrites a product I*A of a case's indicator I (1 where
// each of its forms Li >= 1, else 0) and other factors A as I*A', A'
// being A simplified where the facts and I's case hold: where I is 0 both
// products are 0, and where it is 1, A' = A. So max((3p + 7)*[N >= 5],
// 3p + 5)*[N >= 5] is (3p + 7)*[N >= 5]: under N >= 5 the inner
// indicator is 1 and the max drops 3p + 5.
func (s *simplifier) caseCofactor(args []*Expr) (*Expr, bool) {
	if noIndicatorPoint || len(args) < 2 || s.caseTests >= maxCaseImplies {
		return nil, false
	}
	for i, f := range args {
		ls, ok := s.caseIndicator(f)
		if !ok {
			continue
		}
		var rest []*Expr
		for j, g := range args {
			if j != i {
				rest = append(rest, g)
			}
		}
		a := Mul(rest...)
		if _, ok := a.IsConst(); ok {
			return nil, false
		}
		var in Poly
		for _, l := range ls {
			in = append(in, Cons{L: s.lin(l.Expr()).AddScaled(ratMinusOne, LinConst(1))})
		}
		var r *Expr
		s.under(in, func() { r = s.atCase(in, a)[0] })
		if r.String() == a.String() {
			return nil, false
		}
		return Mul(f, r), true
	}
	return nil, false
}
