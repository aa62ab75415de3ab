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
	row, err := s.constraintRow(c)
	if err != nil {
		return nil, err
	}
	return s.withRow(row, c.Eq), nil
}

// AddConstraints is AddConstraint of each of cs in turn, with the same
// result (TestAddConstraints), but each part is copied once instead of
// once per constraint: the cleanups after the first work in place on
// rows that belong to the new part alone (cleanupOwned). Building a set
// constraint by constraint was quadratic in copies (hrelation's SetDivs).
func (s *Set) AddConstraints(cs ...Constraint) (*Set, error) {
	rows := make([][]Int, len(cs))
	eqs := make([]bool, len(cs))
	for i, c := range cs {
		row, err := s.constraintRow(c)
		if err != nil {
			return nil, err
		}
		rows[i], eqs[i] = row, c.Eq
	}
	return s.addRows(rows, eqs), nil
}

// ColConstraint is a Constraint with its coefficients by position
// instead of by name: Coef[i] multiplies the i-th column of the space,
// the parameters then the set variables (in the order of Params and
// Dims). Code that builds many sets from columns it already numbers
// (bspaff) saves a map per constraint and the lookups of the names.
type ColConstraint struct {
	Coef  []int64
	Const int64
	Eq    bool
}

// AddColConstraints is AddConstraints of constraints by position: the
// same set for the same constraints (TestAddColConstraints). It fails
// on a coefficient list of the wrong length.
func (s *Set) AddColConstraints(cs ...ColConstraint) (*Set, error) {
	n := len(s.space.Params) + s.space.NDim()
	rows := make([][]Int, len(cs))
	eqs := make([]bool, len(cs))
	block := make([]Int, len(cs)*(1+n)) // the rows, capped pieces of one block
	for i, c := range cs {
		if len(c.Coef) != n {
			return nil, fmt.Errorf("polyhedra: AddColConstraints: %d coefficients for %d columns", len(c.Coef), n)
		}
		row := block[i*(1+n) : (i+1)*(1+n) : (i+1)*(1+n)]
		row[0] = i64(c.Const)
		for j, v := range c.Coef {
			row[1+j] = i64(v)
		}
		rows[i], eqs[i] = row, c.Eq
	}
	return s.addRows(rows, eqs), nil
}

// addRows is s with the rows over the constant, the parameters and the
// set variables added (equalities where eq says so) to each part, with a
// cleanup after each row. The rows become the last part's own (copies
// for the others).
func (s *Set) addRows(rows [][]Int, eq []bool) *Set {
	out := &Set{space: s.space.clone()}
	for pi, b := range s.parts {
		c := b.copy()
		for i, row := range rows {
			var r []Int
			if pi == len(s.parts)-1 && len(row) == c.ncols() {
				r = row // no other part reads it
			} else {
				r = make([]Int, c.ncols()) // padded for the part's divs
				copy(r, row)
			}
			if eq[i] {
				c.eqs = append(c.eqs, r)
			} else {
				c.ineqs = append(c.ineqs, r)
			}
			if c = c.cleanupOwned(); c == nil {
				break
			}
		}
		if c != nil {
			out.parts = append(out.parts, c)
		}
	}
	return out
}

// constraintRow is c as a row over the constant, the parameters and the
// set variables of s.
func (s *Set) constraintRow(c Constraint) ([]Int, error) {
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
	return row, nil
}
