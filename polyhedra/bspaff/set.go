package bspaff

import (
	"fmt"
	"slices"
	"strconv"

	"bspcost/frontend"
	"bspcost/polyhedra"
)

// Namer gives every column of a set a unique display name: the object's
// name when it is a plain identifier not used by another column and not a
// word of isl notation, else the name with a numeric suffix. Names are for
// printing only; the columns stay keyed by object.
type Namer struct {
	names map[*frontend.Object]string
	used  map[string]bool
}

// islWords are the words of isl notation that a column must not be called.
var islWords = map[string]bool{
	"and": true, "or": true, "not": true, "exists": true, "floor": true, "ceil": true,
	"mod": true, "true": true, "false": true, "min": true, "max": true,
}

// Name returns the display name of v, choosing it on first use.
func (n *Namer) Name(v *frontend.Object) string {
	if n.names == nil {
		n.names = map[*frontend.Object]string{}
		n.used = map[string]bool{}
	}
	if s, ok := n.names[v]; ok {
		return s
	}
	base := v.Name
	if !isIdent(base) || islWords[base] {
		base = "v"
	}
	s := base
	for i := 1; n.used[s]; i++ {
		s = base + "_" + strconv.Itoa(i)
	}
	n.used[s] = true
	n.names[v] = s
	return s
}

func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

// Set builds the set of points of dims satisfying f, with params as the
// set's parameters, through polyhedra's affine builder (columns by
// position, never parsed from text); the divs f uses become floor
// divisions of the set. Every column of f must be one of params, dims or a
// div of b.
func (b *Builder) Set(n *Namer, params, dims []*frontend.Object, f Formula) (*polyhedra.Set, error) {
	var pn, dn []string
	for _, v := range params {
		pn = append(pn, n.Name(v))
	}
	for _, v := range dims {
		dn = append(dn, n.Name(v))
	}
	sp := polyhedra.SetSpace(pn, dn)
	aff := map[*frontend.Object]*polyhedra.Aff{}
	for i, v := range params {
		a, err := polyhedra.VarAff(sp, polyhedra.DimParam, i)
		if err != nil {
			return nil, err
		}
		aff[v] = a
	}
	for i, v := range dims {
		a, err := polyhedra.VarAff(sp, polyhedra.DimSet, i)
		if err != nil {
			return nil, err
		}
		aff[v] = a
	}
	divOf := map[*frontend.Object]*Div{}
	for _, d := range b.divs {
		divOf[d.Var] = d
	}
	// toAff builds the polyhedra affine expression of p; a div column
	// becomes the builder's floor division of its numerator (exact, no
	// projection needed).
	var toAff func(p Poly) (*polyhedra.Aff, error)
	toAff = func(p Poly) (*polyhedra.Aff, error) {
		if p.Degree() > 1 {
			return nil, fmt.Errorf("bspaff: %s is not affine", p)
		}
		r := polyhedra.ConstAff(sp, polyhedra.NewInt(p.ConstValue()))
		for _, t := range p.sortedTerms() {
			if len(t.m.vars) == 0 {
				continue
			}
			v := t.m.vars[0]
			a, ok := aff[v]
			if !ok {
				d, isDiv := divOf[v]
				if !isDiv {
					return nil, fmt.Errorf("bspaff: column %s is neither a parameter nor a dimension", v.Name)
				}
				num, err := toAff(d.Num)
				if err != nil {
					return nil, err
				}
				if a, err = num.FloorDiv(polyhedra.NewInt(d.Den)); err != nil {
					return nil, err
				}
				aff[v] = a
			}
			r = r.Add(a.Scale(polyhedra.NewInt(t.coef)))
		}
		return r, nil
	}
	out := polyhedra.EmptySet(sp)
	for _, conj := range f {
		var cs []polyhedra.AffConstraint
		for _, k := range conj {
			a, err := toAff(k.Expr)
			if err != nil {
				return nil, err
			}
			if k.Eq {
				cs = append(cs, polyhedra.AffZero(a))
			} else {
				cs = append(cs, polyhedra.AffNonNeg(a))
			}
		}
		s, err := polyhedra.NewSet(sp, cs...)
		if err != nil {
			return nil, err
		}
		out = out.Union(s)
	}
	return out, nil
}

// SetDivs is Set with the divs f uses appended to dims as set variables
// (returned in that order), each bound by its two defining inequalities,
// instead of divs of the set. A div is a function of the point, so every
// point of Set has exactly one extension here: counts are the same.
// hrelation counts with it (measured on generated programs; the set with
// divs projected out took minutes on some).
func (b *Builder) SetDivs(n *Namer, params, dims []*frontend.Object, f Formula) (*polyhedra.Set, []*frontend.Object, error) {
	// The divs used, transitively, in creation order (a div's numerator
	// only uses earlier columns).
	used := map[*frontend.Object]bool{}
	for _, c := range f {
		for _, k := range c {
			for _, v := range k.Expr.Vars() {
				used[v] = true
			}
		}
	}
	var divs []*Div
	var divVars []*frontend.Object
	for i := len(b.divs) - 1; i >= 0; i-- {
		if used[b.divs[i].Var] {
			for _, v := range b.divs[i].Num.Vars() {
				used[v] = true
			}
		}
	}
	for _, d := range b.divs {
		if used[d.Var] {
			divs = append(divs, d)
			divVars = append(divVars, d.Var)
		}
	}
	known := map[*frontend.Object]bool{}
	var pn, dn, divNames []string
	for _, v := range params {
		pn = append(pn, n.Name(v))
		known[v] = true
	}
	for _, v := range dims {
		dn = append(dn, n.Name(v))
		known[v] = true
	}
	for _, d := range divs {
		divNames = append(divNames, n.Name(d.Var))
		known[d.Var] = true
	}
	for v := range used {
		if !known[v] {
			return nil, nil, fmt.Errorf("bspaff: column %s is neither a parameter nor a dimension", v.Name)
		}
	}
	sp := polyhedra.SetSpace(pn, append(append([]string{}, dn...), divNames...))
	// The columns in the space's order: constraints are built by
	// position (no map of names per constraint).
	cols := make([]*frontend.Object, 0, len(params)+len(dims)+len(divVars))
	cols = append(append(append(cols, params...), dims...), divVars...)
	var defs []polyhedra.ColConstraint
	for _, d := range divs {
		// den*d <= num <= den*d + den - 1.
		lo, err := d.Num.Sub(Var(d.Var).mustScale(d.Den))
		if err != nil {
			return nil, nil, err
		}
		hi, err := Const(d.Den - 1).Sub(lo)
		if err != nil {
			return nil, nil, err
		}
		for _, p := range []Poly{lo, hi} {
			c, err := toColConstraint(cols, Constraint{Expr: p})
			if err != nil {
				return nil, nil, err
			}
			defs = append(defs, c)
		}
	}
	var out *polyhedra.Set
	for _, conj := range f {
		cs := make([]polyhedra.ColConstraint, 0, len(defs)+len(conj))
		cs = append(cs, defs...)
		for _, k := range conj {
			c, err := toColConstraint(cols, k)
			if err != nil {
				return nil, nil, err
			}
			cs = append(cs, c)
		}
		// One copy of the part for all the constraints, not one each.
		s, err := polyhedra.Universe(sp).AddColConstraints(cs...)
		if err != nil {
			return nil, nil, err
		}
		if out == nil {
			// The empty set's union with s would be a copy of s.
			out = s
		} else {
			out = out.Union(s)
		}
	}
	if out == nil {
		out = polyhedra.EmptySet(sp)
	}
	return out, divVars, nil
}

func (p Poly) mustScale(k int64) Poly {
	q, err := p.Scale(k)
	if err != nil {
		panic(err) // only called with a fresh variable and coefficient 1
	}
	return q
}

// toColConstraint is c as a constraint by position over the columns
// cols (every column of c must be one of them).
func toColConstraint(cols []*frontend.Object, c Constraint) (polyhedra.ColConstraint, error) {
	if c.Expr.Degree() > 1 {
		return polyhedra.ColConstraint{}, fmt.Errorf("bspaff: constraint %s is not affine", c.Expr)
	}
	r := polyhedra.ColConstraint{Coef: make([]int64, len(cols)), Eq: c.Eq}
	for _, t := range c.Expr.terms {
		if len(t.m.vars) == 0 {
			r.Const = t.coef
			continue
		}
		i := slices.Index(cols, t.m.vars[0])
		if i < 0 {
			return polyhedra.ColConstraint{}, fmt.Errorf("bspaff: column %s is neither a parameter nor a dimension", t.m.vars[0].Name)
		}
		r.Coef[i] = t.coef
	}
	return r, nil
}

// Rename returns f with column from replaced by column to, and every div
// that depends on from (through its numerator, transitively) replaced by
// a div of the renamed numerator: the formula of the same points with
// another name for one column, for a second copy of a variable in one set
// (hrelation asks whether two senders can address the same target).
func (b *Builder) Rename(f Formula, from, to *frontend.Object) (Formula, error) {
	subst := map[*frontend.Object]Poly{from: Var(to)}
	// Divs in creation order: a numerator only uses earlier columns, so
	// its renamed divs are known when it is reached. New divs are
	// appended to b.divs as the loop goes, and are not visited.
	for _, d := range append([]*Div{}, b.divs...) {
		num, changed, err := substAll(d.Num, subst)
		if err != nil {
			return nil, err
		}
		if changed {
			subst[d.Var] = Var(b.div(num, d.Den))
		}
	}
	out := make(Formula, 0, len(f))
	for _, c := range f {
		r := make(Conj, 0, len(c))
		for _, k := range c {
			e, _, err := substAll(k.Expr, subst)
			if err != nil {
				return nil, err
			}
			r = append(r, Constraint{Expr: e, Eq: k.Eq})
		}
		out = append(out, r)
	}
	return out, nil
}

// substAll substitutes the columns of m in p; changed reports whether p
// used any.
func substAll(p Poly, m map[*frontend.Object]Poly) (Poly, bool, error) {
	changed := false
	for _, v := range p.Vars() {
		q, ok := m[v]
		if !ok {
			continue
		}
		var err error
		if p, err = p.Subst(v, q); err != nil {
			return Poly{}, false, err
		}
		changed = true
	}
	return p, changed, nil
}
