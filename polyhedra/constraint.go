package polyhedra

import (
	"fmt"
	"slices"
)

// Constraint is an affine constraint given by names, for building sets
// in code: Const + sum of Coef[name]*name, which must be = 0 (Eq) or
// >= 0. Names are parameters or set variables of the target space.
type Constraint struct {
	Coef  map[string]int64
	Const int64
	Eq    bool
}

// AddConstraint returns s intersected with c. It fails on unknown names.
func (s *Set) AddConstraint(c Constraint) (*Set, error) {
	row := make([]Int, 1+len(s.space.Params)+s.space.NDim())
	row[0] = i64(c.Const)
	dims := s.space.Dims()
	for n, v := range c.Coef {
		if i := slices.Index(s.space.Params, n); i >= 0 {
			row[1+i] = i64(v)
		} else if i := slices.Index(dims, n); i >= 0 {
			row[1+len(s.space.Params)+i] = i64(v)
		} else {
			return nil, fmt.Errorf("polyhedra: AddConstraint: unknown name %q", n)
		}
	}
	return s.withRow(row, c.Eq), nil
}
