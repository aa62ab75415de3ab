package bspaff

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"bspcost/frontend"
	"bspcost/frontend/intsem"
)

// Poly is a polynomial with int64 coefficients over columns (objects). An
// affine form is a Poly of degree at most one. The zero value is 0.
//
// The terms are a slice in the canonical order (higher degree first, then
// by monomial key), without zero coefficients: operations merge sorted
// lists, and Terms, Degree and ConstValue read the order off the slice. A
// Poly is never changed once made (every operation returns a new one), so
// values share their slices freely. A slice, not a map: most polynomials
// have two or three terms, and the front end builds hundreds of them per
// program (a map cost a hash table each, and iterating one is slow).
type Poly struct {
	terms []term
}

// term is coef times the monomial m.
type term struct {
	m    *mono
	coef int64
}

// mono is a product of columns: vars sorted by ID, with repetition, and
// key = monoKey(vars). A mono is never changed once made, so the terms of
// every polynomial built from it share it: a term is a pointer and a
// coefficient, not a key and a slice (the front end copies terms by the
// thousand).
type mono struct {
	key  string
	vars []*frontend.Object
}

// constMono is the monomial of the constant term (no columns).
var constMono = &mono{}

// termCmp is the canonical order of terms: higher degree first, then by
// monomial key (the order String prints).
func termCmp(a, b *term) int {
	if a.m == b.m {
		return 0
	}
	if len(a.m.vars) != len(b.m.vars) {
		return len(b.m.vars) - len(a.m.vars)
	}
	return strings.Compare(a.m.key, b.m.key)
}

func monoKey(vars []*frontend.Object) string {
	// Built in a stack buffer: one allocation, the string (a Builder
	// grew its buffer as it went).
	var buf [64]byte
	b := buf[:0]
	for _, v := range vars {
		b = strconv.AppendInt(b, int64(v.ID), 10)
		b = append(b, ',')
	}
	return string(b)
}

// Const returns the constant polynomial c.
func Const(c int64) Poly {
	if c == 0 {
		return Poly{}
	}
	return Poly{terms: []term{{m: constMono, coef: c}}}
}

// Var returns the polynomial v.
func Var(v *frontend.Object) Poly {
	// The monomial, its one column and the term in one allocation.
	x := &struct {
		m  mono
		vs [1]*frontend.Object
		ts [1]term
	}{vs: [1]*frontend.Object{v}}
	x.m = mono{key: monoKey(x.vs[:]), vars: x.vs[:]}
	x.ts[0] = term{m: &x.m, coef: 1}
	return Poly{terms: x.ts[:]}
}

// VarCache hands out each object's Var once: a Poly is never changed
// once made (every operation returns a new one), so one value can stand
// for the object in every expression built, without a term and a key per
// occurrence. A nil VarCache cannot be filled: start from VarCache{}.
type VarCache map[*frontend.Object]Poly

// Var returns the polynomial v (Var(v), made on the first call).
func (c VarCache) Var(v *frontend.Object) Poly {
	p, ok := c[v]
	if !ok {
		p = Var(v)
		c[v] = p
	}
	return p
}

// errOverflow is returned by the checked operations, where intsem's
// checked Add or Mul (the .bsp integer semantics) overflow.
var errOverflow = fmt.Errorf("coefficient overflow")

// Add returns p + q.
func (p Poly) Add(q Poly) (Poly, error) { return Combine(1, p, 1, q) }

// AddConst returns p + k: p.Add(Const(k)) without building Const(k),
// failing where that fails (TestAddConstIsAdd). Joins and loop steps
// shift constants of constraints many times per program.
func (p Poly) AddConst(k int64) (Poly, error) {
	if k == 0 {
		return p, nil
	}
	n := len(p.terms)
	if n > 0 && len(p.terms[n-1].m.vars) == 0 {
		// The constant is the last term (degree 0 sorts last).
		c, ok := intsem.Add(p.terms[n-1].coef, k)
		if !ok {
			return Poly{}, errOverflow
		}
		if c == 0 {
			return Poly{terms: p.terms[: n-1 : n-1]}, nil
		}
		ts := slices.Clone(p.terms)
		ts[n-1].coef = c
		return Poly{terms: ts}, nil
	}
	ts := make([]term, n, n+1)
	copy(ts, p.terms)
	return Poly{terms: append(ts, term{m: constMono, coef: k})}, nil
}

// Combine returns a*p + b*q: p.Scale(a).Add(q.Scale(b)) in one merge of
// the two sorted term lists, failing where that fails
// (TestCombineIsScaleAdd): every product a*coef and b*coef is checked, as
// Scale checks it, and every sum. Fourier-Motzkin elimination (nondet's
// projections) combines constraints pairwise this way.
func Combine(a int64, p Poly, b int64, q Poly) (Poly, error) {
	if a == 0 {
		p = Poly{}
	}
	if b == 0 {
		q = Poly{}
	}
	ts := make([]term, 0, len(p.terms)+len(q.terms))
	i, j := 0, 0
	for i < len(p.terms) || j < len(q.terms) {
		var c int
		switch {
		case i == len(p.terms):
			c = 1
		case j == len(q.terms):
			c = -1
		default:
			c = termCmp(&p.terms[i], &q.terms[j])
		}
		switch {
		case c < 0:
			t := p.terms[i]
			i++
			m, ok := intsem.Mul(t.coef, a)
			if !ok {
				return Poly{}, errOverflow
			}
			t.coef = m
			ts = append(ts, t)
		case c > 0:
			t := q.terms[j]
			j++
			m, ok := intsem.Mul(t.coef, b)
			if !ok {
				return Poly{}, errOverflow
			}
			t.coef = m
			ts = append(ts, t)
		default:
			t := p.terms[i]
			x, ok1 := intsem.Mul(t.coef, a)
			y, ok2 := intsem.Mul(q.terms[j].coef, b)
			i++
			j++
			if !ok1 || !ok2 {
				return Poly{}, errOverflow
			}
			s, ok := intsem.Add(x, y)
			if !ok {
				return Poly{}, errOverflow
			}
			if s != 0 {
				t.coef = s
				ts = append(ts, t)
			}
		}
	}
	if len(ts) == 0 {
		return Poly{}, nil
	}
	return Poly{terms: ts}, nil
}

// Scale returns k * p.
func (p Poly) Scale(k int64) (Poly, error) {
	if k == 0 {
		return Poly{}, nil
	}
	if k == 1 {
		return p, nil
	}
	ts := make([]term, len(p.terms))
	for i, t := range p.terms {
		c, ok := intsem.Mul(t.coef, k)
		if !ok {
			return Poly{}, errOverflow
		}
		t.coef = c
		ts[i] = t
	}
	return Poly{terms: ts}, nil
}

// Sub returns p - q: p.Add(q.Scale(-1)) in one pass, failing where that
// fails (TestSubIsAddNeg): Sub is the most called operation of the front
// end.
func (p Poly) Sub(q Poly) (Poly, error) { return Combine(1, p, -1, q) }

// maxTerms bounds the size of products, so that hostile expressions
// ((a+b)*(a+b)*...) stay cheap; past it the expression is not affine.
const maxTerms = 64

// Mul returns p * q.
func (p Poly) Mul(q Poly) (Poly, error) {
	if len(p.terms) == 0 || len(q.terms) == 0 {
		return Poly{}, nil
	}
	if len(p.terms)*len(q.terms) > maxTerms*maxTerms {
		return Poly{}, fmt.Errorf("polynomial too large")
	}
	ts := make([]term, 0, len(p.terms)*len(q.terms))
	for _, a := range p.terms {
		for _, b := range q.terms {
			c, ok := intsem.Mul(a.coef, b.coef)
			if !ok {
				return Poly{}, errOverflow
			}
			var t term
			switch {
			case len(a.m.vars) == 0:
				t = term{m: b.m}
			case len(b.m.vars) == 0:
				t = term{m: a.m}
			default:
				vs := make([]*frontend.Object, 0, len(a.m.vars)+len(b.m.vars))
				vs = append(append(vs, a.m.vars...), b.m.vars...)
				slices.SortFunc(vs, func(x, y *frontend.Object) int { return x.ID - y.ID })
				t = term{m: &mono{key: monoKey(vs), vars: vs}}
			}
			t.coef = c
			ts = append(ts, t)
		}
	}
	slices.SortStableFunc(ts, func(a, b term) int { return termCmp(&a, &b) })
	// Add up the products of each monomial (adjacent once sorted).
	out := ts[:0]
	for _, t := range ts {
		if n := len(out); n > 0 && out[n-1].m.key == t.m.key {
			s, ok := intsem.Add(out[n-1].coef, t.coef)
			if !ok {
				return Poly{}, errOverflow
			}
			out[n-1].coef = s
			continue
		}
		out = append(out, t)
	}
	r := out[:0]
	for _, t := range out {
		if t.coef != 0 {
			r = append(r, t)
		}
	}
	if len(r) > maxTerms {
		return Poly{}, fmt.Errorf("polynomial too large")
	}
	if len(r) == 0 {
		return Poly{}, nil
	}
	return Poly{terms: r}, nil
}

// Degree returns the largest total degree of a term (0 for constants and 0).
func (p Poly) Degree() int {
	if len(p.terms) == 0 {
		return 0
	}
	return len(p.terms[0].m.vars) // the highest degree sorts first
}

// ConstValue returns the constant term of p.
func (p Poly) ConstValue() int64 {
	if n := len(p.terms); n > 0 && len(p.terms[n-1].m.vars) == 0 {
		return p.terms[n-1].coef
	}
	return 0
}

// IsConst reports whether p is a constant, and its value.
func (p Poly) IsConst() (int64, bool) {
	if p.Degree() > 0 {
		return 0, false
	}
	return p.ConstValue(), true
}

// Coef returns the coefficient of the degree-one term v.
func (p Poly) Coef(v *frontend.Object) int64 {
	for _, t := range p.terms {
		if len(t.m.vars) == 1 && t.m.vars[0] == v {
			return t.coef
		}
	}
	return 0
}

// Vars returns the columns p depends on, sorted by ID.
func (p Poly) Vars() []*frontend.Object {
	var vs []*frontend.Object
	for _, t := range p.terms {
		for _, v := range t.m.vars {
			if !slices.Contains(vs, v) {
				vs = append(vs, v)
			}
		}
	}
	slices.SortFunc(vs, func(x, y *frontend.Object) int { return x.ID - y.ID })
	return vs
}

// Uses reports whether p depends on v.
func (p Poly) Uses(v *frontend.Object) bool {
	for _, t := range p.terms {
		for _, w := range t.m.vars {
			if w == v {
				return true
			}
		}
	}
	return false
}

// sortedTerms returns the terms in a stable order: by degree, then key
// (the slice itself: it is kept in that order).
func (p Poly) sortedTerms() []term { return p.terms }

// String prints p with the objects' names (for debugging and messages).
func (p Poly) String() string {
	var parts []string
	for _, t := range p.sortedTerms() {
		var names []string
		for _, v := range t.m.vars {
			names = append(names, v.Name)
		}
		m := strings.Join(names, "*")
		switch {
		case m == "":
			parts = append(parts, strconv.FormatInt(t.coef, 10))
		case t.coef == 1:
			parts = append(parts, m)
		case t.coef == -1:
			parts = append(parts, "-"+m)
		default:
			parts = append(parts, strconv.FormatInt(t.coef, 10)+"*"+m)
		}
	}
	if len(parts) == 0 {
		return "0"
	}
	return strings.ReplaceAll(strings.Join(parts, " + "), "+ -", "- ")
}

// Subst returns p with every occurrence of v replaced by q.
func (p Poly) Subst(v *frontend.Object, q Poly) (Poly, error) {
	r := Const(0)
	for _, t := range p.sortedTerms() {
		m := Const(t.coef)
		var err error
		for _, w := range t.m.vars {
			f := Var(w)
			if w == v {
				f = q
			}
			if m, err = m.Mul(f); err != nil {
				return Poly{}, err
			}
		}
		if r, err = r.Add(m); err != nil {
			return Poly{}, err
		}
	}
	return r, nil
}

// Eval evaluates p with checked arithmetic; ok is false on overflow or
// when val does not know a column.
func (p Poly) Eval(val func(*frontend.Object) (int64, bool)) (int64, bool) {
	var s int64
	for _, t := range p.terms {
		m := t.coef
		for _, v := range t.m.vars {
			x, ok := val(v)
			if !ok {
				return 0, false
			}
			if m, ok = intsem.Mul(m, x); !ok {
				return 0, false
			}
		}
		var ok bool
		if s, ok = intsem.Add(s, m); !ok {
			return 0, false
		}
	}
	return s, true
}
