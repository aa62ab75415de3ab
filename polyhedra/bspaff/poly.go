package bspaff

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"bspcost/frontend"
	"bspcost/frontend/intsem"
)

// Poly is a polynomial with int64 coefficients over columns (objects). An
// affine form is a Poly of degree at most one. The zero value is 0.
type Poly struct {
	terms map[string]*term // by monomial key
}

// term is coef times the product of vars (sorted by ID, with repetition).
type term struct {
	vars []*frontend.Object
	coef int64
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
	p := Poly{terms: map[string]*term{}}
	if c != 0 {
		p.terms[""] = &term{coef: c}
	}
	return p
}

// Var returns the polynomial v.
func Var(v *frontend.Object) Poly {
	vs := []*frontend.Object{v}
	return Poly{terms: map[string]*term{monoKey(vs): {vars: vs, coef: 1}}}
}

// VarCache hands out each object's Var once: a Poly is never changed
// once made (every operation returns a new one), so one value can stand
// for the object in every expression built, without a map and a term per
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

// clone copies p, its terms made in one slice (one allocation instead
// of one per term).
func (p Poly) clone() Poly {
	q := Poly{terms: make(map[string]*term, len(p.terms))}
	ts := make([]term, 0, len(p.terms))
	for k, t := range p.terms {
		ts = append(ts, term{vars: t.vars, coef: t.coef})
		q.terms[k] = &ts[len(ts)-1]
	}
	return q
}

// errOverflow is returned by the checked operations, where intsem's
// checked Add or Mul (the .bsp integer semantics) overflow.
var errOverflow = fmt.Errorf("coefficient overflow")

// Add returns p + q.
func (p Poly) Add(q Poly) (Poly, error) { return p.addSigned(q, 1) }

// AddConst returns p + k: p.Add(Const(k)) without building Const(k),
// failing where that fails (TestAddConstIsAdd). Joins and loop steps
// shift constants of constraints many times per program.
func (p Poly) AddConst(k int64) (Poly, error) {
	r := p.clone()
	if k == 0 {
		return r, nil
	}
	o, ok := r.terms[""]
	if !ok {
		r.terms[""] = &term{coef: k}
		return r, nil
	}
	c, ok := intsem.Add(o.coef, k)
	if !ok {
		return Poly{}, errOverflow
	}
	if c == 0 {
		delete(r.terms, "")
	} else {
		o.coef = c
	}
	return r, nil
}

// Combine returns a*p + b*q: p.Scale(a).Add(q.Scale(b)) with one map
// instead of three, failing where that fails (TestCombineIsScaleAdd).
// Fourier-Motzkin elimination (nondet's projections) combines constraints
// pairwise this way.
func Combine(a int64, p Poly, b int64, q Poly) (Poly, error) {
	r := Poly{terms: make(map[string]*term, len(p.terms))}
	// The terms in one slice, with room for all: pointers into it stay
	// valid (no append grows it).
	ts := make([]term, 0, len(p.terms)+len(q.terms))
	if a != 0 {
		for k, t := range p.terms {
			c, ok := intsem.Mul(t.coef, a)
			if !ok {
				return Poly{}, errOverflow
			}
			ts = append(ts, term{vars: t.vars, coef: c})
			r.terms[k] = &ts[len(ts)-1]
		}
	}
	if b != 0 {
		for k, t := range q.terms {
			c, ok := intsem.Mul(t.coef, b)
			if !ok {
				return Poly{}, errOverflow
			}
			o, ok := r.terms[k]
			if !ok {
				ts = append(ts, term{vars: t.vars, coef: c})
				r.terms[k] = &ts[len(ts)-1]
				continue
			}
			s, ok := intsem.Add(o.coef, c)
			if !ok {
				return Poly{}, errOverflow
			}
			if s == 0 {
				delete(r.terms, k)
			} else {
				o.coef = s
			}
		}
	}
	return r, nil
}

// Scale returns k * p.
func (p Poly) Scale(k int64) (Poly, error) {
	if k == 0 {
		return Poly{terms: map[string]*term{}}, nil
	}
	r := Poly{terms: make(map[string]*term, len(p.terms))}
	ts := make([]term, 0, len(p.terms)) // one allocation for the terms
	for key, t := range p.terms {
		c, ok := intsem.Mul(t.coef, k)
		if !ok {
			return Poly{}, errOverflow
		}
		ts = append(ts, term{vars: t.vars, coef: c})
		r.terms[key] = &ts[len(ts)-1]
	}
	return r, nil
}

// Sub returns p - q: p.Add(q.Scale(-1)) in one pass (one map built
// instead of two; Sub is the most called operation of the front end),
// failing where that fails (TestSubIsAddNeg).
func (p Poly) Sub(q Poly) (Poly, error) { return p.addSigned(q, -1) }

// addSigned returns p + sign*q (sign 1 or -1) in one pass over q.
func (p Poly) addSigned(q Poly, sign int64) (Poly, error) {
	r := p.clone()
	for k, t := range q.terms {
		if sign < 0 && t.coef == math.MinInt64 { // -coef overflows, as in Scale(-1)
			return Poly{}, errOverflow
		}
		tc := sign * t.coef
		o, ok := r.terms[k]
		if !ok {
			r.terms[k] = &term{vars: t.vars, coef: tc}
			continue
		}
		c, ok := intsem.Add(o.coef, tc)
		if !ok {
			return Poly{}, errOverflow
		}
		if c == 0 {
			delete(r.terms, k)
		} else {
			o.coef = c
		}
	}
	return r, nil
}

// maxTerms bounds the size of products, so that hostile expressions
// ((a+b)*(a+b)*...) stay cheap; past it the expression is not affine.
const maxTerms = 64

// Mul returns p * q.
func (p Poly) Mul(q Poly) (Poly, error) {
	r := Poly{terms: map[string]*term{}}
	for _, a := range p.terms {
		for _, b := range q.terms {
			c, ok := intsem.Mul(a.coef, b.coef)
			if !ok {
				return Poly{}, errOverflow
			}
			vs := append(append([]*frontend.Object{}, a.vars...), b.vars...)
			sort.Slice(vs, func(i, j int) bool { return vs[i].ID < vs[j].ID })
			k := monoKey(vs)
			if o, ok := r.terms[k]; ok {
				if o.coef, ok = intsem.Add(o.coef, c); !ok {
					return Poly{}, errOverflow
				}
				if o.coef == 0 {
					delete(r.terms, k)
				}
			} else if c != 0 {
				r.terms[k] = &term{vars: vs, coef: c}
			}
			if len(r.terms) > maxTerms {
				return Poly{}, fmt.Errorf("polynomial too large")
			}
		}
	}
	return r, nil
}

// Degree returns the largest total degree of a term (0 for constants and 0).
func (p Poly) Degree() int {
	d := 0
	for _, t := range p.terms {
		d = max(d, len(t.vars))
	}
	return d
}

// ConstValue returns the constant term of p.
func (p Poly) ConstValue() int64 {
	if t, ok := p.terms[""]; ok {
		return t.coef
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
	if t, ok := p.terms[monoKey([]*frontend.Object{v})]; ok {
		return t.coef
	}
	return 0
}

// Vars returns the columns p depends on, sorted by ID.
func (p Poly) Vars() []*frontend.Object {
	seen := map[*frontend.Object]bool{}
	var vs []*frontend.Object
	for _, t := range p.terms {
		for _, v := range t.vars {
			if !seen[v] {
				seen[v] = true
				vs = append(vs, v)
			}
		}
	}
	sort.Slice(vs, func(i, j int) bool { return vs[i].ID < vs[j].ID })
	return vs
}

// Uses reports whether p depends on v.
func (p Poly) Uses(v *frontend.Object) bool {
	for _, t := range p.terms {
		for _, w := range t.vars {
			if w == v {
				return true
			}
		}
	}
	return false
}

// sortedTerms returns the terms in a stable order: by degree, then key.
func (p Poly) sortedTerms() []*term {
	ks := p.sortedKeyed()
	ts := make([]*term, len(ks))
	for i, k := range ks {
		ts[i] = k.t
	}
	return ts
}

// keyedTerm is a term with its map key (monoKey of its vars).
type keyedTerm struct {
	key string
	t   *term
}

// sortedKeyed is sortedTerms with the terms' keys: the map's keys are
// monoKey(vars), so the comparison needs no key built per call (this sort
// runs for every constraint nondet's domain normalises).
func (p Poly) sortedKeyed() []keyedTerm {
	ks := make([]keyedTerm, 0, len(p.terms))
	for k, t := range p.terms {
		ks = append(ks, keyedTerm{k, t})
	}
	slices.SortFunc(ks, func(a, b keyedTerm) int {
		if len(a.t.vars) != len(b.t.vars) {
			return len(b.t.vars) - len(a.t.vars)
		}
		return strings.Compare(a.key, b.key)
	})
	return ks
}

// String prints p with the objects' names (for debugging and messages).
func (p Poly) String() string {
	var parts []string
	for _, t := range p.sortedTerms() {
		var names []string
		for _, v := range t.vars {
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
		for _, w := range t.vars {
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
		for _, v := range t.vars {
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
