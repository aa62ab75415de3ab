package align

import (
	"sort"
	"strconv"
	"strings"

	"bspcost/frontend"
	"bspcost/frontend/intsem"
)

// Polynomial normal forms, for one question: does hi - lo of a for loop
// cancel the pid-dependent parts of its bounds? `for j := pid * b to
// (pid + 1) * b - 1` (a process's block of a distributed array) runs b
// iterations on every process although both bounds depend on pid, so a
// sync in its body is aligned.
//
// A polynomial maps a monomial (a sorted list of atom keys, joined) to its
// coefficient. Atoms are names (by object) and the subexpressions that are
// not sums or products (divisions, remainders, min, max, array elements),
// keyed by their text: lo and hi are evaluated in the same state, so equal
// texts have equal values — except for `any`, which makes the check fail.

type poly map[string]int64

const maxMonomials = 64

// polyOf returns the normal form of e, recording in atoms whether each atom
// is replicated; ok is false when e cannot be normalised (any, overflow of
// a coefficient, too many monomials).
func (a *analyzer) polyOf(e frontend.Expr, atoms map[string]bool) (p poly, ok bool) {
	switch e := e.(type) {
	case *frontend.ParenExpr:
		return a.polyOf(e.X, atoms)
	case *frontend.IntLit:
		return poly{"": e.Value}, true
	case *frontend.UnaryExpr:
		if e.Op != frontend.SUB {
			return nil, false
		}
		x, ok := a.polyOf(e.X, atoms)
		if !ok {
			return nil, false
		}
		return scale(x, -1)
	case *frontend.BinaryExpr:
		switch e.Op {
		case frontend.ADD, frontend.SUB, frontend.MUL:
			x, ok1 := a.polyOf(e.X, atoms)
			y, ok2 := a.polyOf(e.Y, atoms)
			if !ok1 || !ok2 {
				return nil, false
			}
			switch e.Op {
			case frontend.ADD:
				return add(x, y)
			case frontend.SUB:
				if y, ok = scale(y, -1); !ok {
					return nil, false
				}
				return add(x, y)
			}
			return mul(x, y)
		}
	}
	// An atom.
	hasAny := false
	frontend.Inspect(e, func(n frontend.Node) bool {
		if _, ok := n.(*frontend.AnyExpr); ok {
			hasAny = true
		}
		return !hasAny
	})
	if hasAny {
		return nil, false
	}
	key := frontend.ExprString(e)
	if id, ok := e.(*frontend.Ident); ok && a.obj(id) != nil {
		key = "#" + strconv.Itoa(a.obj(id).ID) // names can repeat in disjoint scopes
	}
	rep, seen := a.rep[e]
	r := seen && rep == nil
	if prev, ok := atoms[key]; ok {
		r = r && prev
	}
	atoms[key] = r
	return poly{key: 1}, true
}

func scale(x poly, k int64) (poly, bool) {
	r := poly{}
	for m, c := range x {
		v, ok := intsem.Mul(c, k)
		if !ok {
			return nil, false
		}
		r[m] = v
	}
	return r, true
}

func add(x, y poly) (poly, bool) {
	r := poly{}
	for m, c := range x {
		r[m] = c
	}
	for m, c := range y {
		v, ok := intsem.Add(r[m], c)
		if !ok {
			return nil, false
		}
		r[m] = v
	}
	return r, len(r) <= maxMonomials
}

func mul(x, y poly) (poly, bool) {
	r := poly{}
	for mx, cx := range x {
		for my, cy := range y {
			c, ok := intsem.Mul(cx, cy)
			if !ok {
				return nil, false
			}
			m := monomial(mx, my)
			if r[m], ok = intsem.Add(r[m], c); !ok {
				return nil, false
			}
		}
	}
	return r, len(r) <= maxMonomials
}

// monomial multiplies two monomials: the union of their atom lists, sorted.
func monomial(a, b string) string {
	var atoms []string
	for _, s := range []string{a, b} {
		if s != "" {
			atoms = append(atoms, strings.Split(s, "\x00")...)
		}
	}
	sort.Strings(atoms)
	return strings.Join(atoms, "\x00")
}

// replicatedDifference reports whether hi - lo is a polynomial in
// replicated atoms only (lo and hi must have been evaluated, so that the
// atoms' replicated-ness is recorded).
func (a *analyzer) replicatedDifference(lo, hi frontend.Expr) bool {
	atoms := map[string]bool{}
	pl, ok1 := a.polyOf(lo, atoms)
	ph, ok2 := a.polyOf(hi, atoms)
	if !ok1 || !ok2 {
		return false
	}
	neg, ok := scale(pl, -1)
	if !ok {
		return false
	}
	d, ok := add(ph, neg)
	if !ok {
		return false
	}
	for m, c := range d {
		if c == 0 || m == "" {
			continue
		}
		for _, atom := range strings.Split(m, "\x00") {
			if !atoms[atom] {
				return false
			}
		}
	}
	return true
}
