package polyhedra

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strings"
)

// This file is the builder used by code that constructs sets without
// text: isl_aff-like affine expressions (Aff) over a Space, constraints
// made from them (AffConstraint), and sets and maps built from those
// constraints. Variables are addressed by kind and position (DimType,
// index), never by name, so a caller can key its variables by any
// object it likes; names in a Space are only labels for printing.

// NewInt returns v as an Int.
func NewInt(v int64) Int { return i64(v) }

// IntFromBig returns the value of x as an Int (x is not retained).
func IntFromBig(x *big.Int) Int { return fromBig(new(big.Int).Set(x)) }

// Big returns a fresh *big.Int holding the value.
func (a Int) Big() *big.Int { return a.bigInt() }

// Int64 returns the value as an int64 and true, or false when it does
// not fit.
func (a Int) Int64() (int64, bool) { return a.int64() }

// Sign returns -1, 0 or +1.
func (a Int) Sign() int { return sign(a) }

// DimType selects a kind of variable of a Space, as isl's isl_dim_type.
type DimType int

// The kinds of variables. A set's variables are DimOut (also DimSet);
// DimIn is only meaningful for maps.
const (
	DimParam DimType = iota
	DimIn
	DimOut
	DimSet = DimOut
)

func (t DimType) String() string {
	switch t {
	case DimParam:
		return "param"
	case DimIn:
		return "in"
	case DimOut:
		return "out"
	}
	return fmt.Sprintf("DimType(%d)", int(t))
}

// Dim returns the number of variables of kind t (DimIn is 0 for a set).
func (s Space) Dim(t DimType) int {
	switch t {
	case DimParam:
		return len(s.Params)
	case DimIn:
		return len(s.In)
	case DimOut:
		return len(s.Out)
	}
	return 0
}

// col returns the column of variable (t, pos) in a row over s (column 0
// is the constant), or an error if there is no such variable.
func (s Space) col(t DimType, pos int) (int, error) {
	if t == DimIn && !s.IsMap {
		return 0, fmt.Errorf("polyhedra: a set has no input dimensions (DimIn)")
	}
	if t != DimParam && t != DimIn && t != DimOut {
		return 0, fmt.Errorf("polyhedra: bad dimension type %v", t)
	}
	if pos < 0 || pos >= s.Dim(t) {
		return 0, fmt.Errorf("polyhedra: %v dimension %d out of range (have %d)", t, pos, s.Dim(t))
	}
	switch t {
	case DimParam:
		return 1 + pos, nil
	case DimIn:
		return 1 + len(s.Params) + pos, nil
	}
	return 1 + len(s.Params) + len(s.In) + pos, nil
}

// ValidName reports whether name can label a parameter or a set
// variable: an isl identifier (letters, digits, underscores and primes, not
// starting with a digit) that is not a keyword of the notation (and, or,
// not, exists, mod, floor, ceil, true, false). The builder rejects other
// names so that every built set prints in a form Parse reads back; a
// caller whose variables are named "floor" or "mod" picks other labels.
func ValidName(name string) bool {
	if name == "" || keywords[name] || (name[0] >= '0' && name[0] <= '9') {
		return false
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		if !(c == '_' || c == '\'' || (c|0x20 >= 'a' && c|0x20 <= 'z') || (c >= '0' && c <= '9')) {
			return false
		}
	}
	return true
}

// checkNames reports the first invalid or repeated name of sp (tuple
// names may be empty).
func (s Space) checkNames() error {
	seen := map[string]bool{}
	for _, l := range [][]string{s.Params, s.In, s.Out} {
		for _, n := range l {
			if !ValidName(n) {
				return fmt.Errorf("polyhedra: invalid variable name %q", n)
			}
			if seen[n] {
				return fmt.Errorf("polyhedra: variable name %q used twice", n)
			}
			seen[n] = true
		}
	}
	for _, n := range []string{s.InName, s.OutName} {
		if n != "" && !ValidName(n) {
			return fmt.Errorf("polyhedra: invalid tuple name %q", n)
		}
	}
	return nil
}

// Aff is an affine expression with integer divisions over a Space, as
// isl's isl_aff: c + Σ a_i·v_i + Σ b_j·floor(f_j/k_j), where v_i are the
// parameters and set variables of the space, the coefficients are Int
// and each f_j is itself such an expression (over the variables and the
// earlier divisions). An Aff is immutable; operations return new values.
// Combining two Affs requires equal spaces (Space.Equal); a mismatch is
// a programming error and panics, like an index out of range.
type Aff struct {
	space Space
	divs  []div // as in BasicSet: num over the columns before the div
	row   []Int // const, params, dims, divs
}

// ConstAff returns the constant expression c over sp.
func ConstAff(sp Space, c Int) *Aff {
	row := make([]Int, 1+len(sp.Params)+sp.NDim())
	row[0] = c
	return &Aff{space: sp.own(), row: row}
}

// VarAff returns the expression made of the variable (t, pos) of sp: a
// parameter (DimParam), an input variable of a map (DimIn) or a set or
// output variable (DimOut). It fails when there is no such variable.
func VarAff(sp Space, t DimType, pos int) (*Aff, error) {
	c, err := sp.col(t, pos)
	if err != nil {
		return nil, err
	}
	a := ConstAff(sp, Int{})
	a.row[c] = i64(1)
	return a, nil
}

// Space returns the space of a.
func (a *Aff) Space() Space { return a.space.own() }

func (a *Aff) copy() *Aff {
	return &Aff{space: a.space.clone(), divs: cloneDivs(a.divs), row: copyRow(a.row)}
}

// unify returns copies of the rows of a and b over one list of divisions
// (b's appended to a's, identical ones merged).
func unify(a, b *Aff) ([]div, []Int, []Int) {
	if !a.space.Equal(b.space) {
		panic(fmt.Sprintf("polyhedra: Aff spaces differ: %v and %v", a.space, b.space))
	}
	ba := &BasicSet{space: a.space, divs: cloneDivs(a.divs), eqs: [][]Int{copyRow(a.row)}}
	c, eqs, _ := ba.addDivs(&BasicSet{space: b.space, divs: b.divs, eqs: [][]Int{b.row}})
	c.eqs = append(c.eqs, eqs...)
	c.mergeDivs()
	return c.divs, c.eqs[0], c.eqs[1]
}

// Add returns a + b.
func (a *Aff) Add(b *Aff) *Aff {
	ds, x, y := unify(a, b)
	return (&Aff{space: a.space.clone(), divs: ds, row: combine(i64(1), x, i64(1), y)}).tidy()
}

// Sub returns a - b.
func (a *Aff) Sub(b *Aff) *Aff {
	ds, x, y := unify(a, b)
	return (&Aff{space: a.space.clone(), divs: ds, row: combine(i64(1), x, i64(-1), y)}).tidy()
}

// Neg returns -a.
func (a *Aff) Neg() *Aff { return a.Scale(i64(-1)) }

// Scale returns k·a.
func (a *Aff) Scale(k Int) *Aff {
	c := a.copy()
	for i := range c.row {
		c.row[i] = mul(c.row[i], k)
	}
	return c.tidy()
}

// AddConst returns a + k.
func (a *Aff) AddConst(k Int) *Aff {
	c := a.copy()
	c.row[0] = add(c.row[0], k)
	return c
}

// errDivZero is returned by FloorDiv, CeilDiv and Mod for k = 0.
var errDivZero = errors.New("polyhedra: division of an affine expression by zero")

// FloorDiv returns floor(a/k) for a non-zero constant k (for k < 0 that
// is floor(-a/-k)). When k divides every coefficient the result has no
// new division.
func (a *Aff) FloorDiv(k Int) (*Aff, error) {
	if isZero(k) {
		return nil, errDivZero
	}
	num := copyRow(a.row)
	if sign(k) < 0 {
		num, k = negRow(num), neg(k)
	}
	// floor((g·f)/(g·m)) = floor(f/m): divide out the common factor.
	g := gcd(rowGCD(num, 0), k)
	if !isZero(g) && !eq64(g, 1) {
		for i := range num {
			num[i] = quo(num[i], g)
		}
		k = quo(k, g)
	}
	if eq64(k, 1) {
		return (&Aff{space: a.space.clone(), divs: cloneDivs(a.divs), row: num}).tidy(), nil
	}
	c := &Aff{space: a.space.clone(), divs: append(cloneDivs(a.divs), div{num, k})}
	c.row = make([]Int, len(num)+1)
	c.row[len(num)] = i64(1)
	for i := range c.divs {
		c.divs[i].num = widen([][]Int{c.divs[i].num}, len(c.row))[0]
	}
	return c.tidy(), nil
}

// CeilDiv returns ceil(a/k) = -floor(-a/k) for a non-zero constant k.
func (a *Aff) CeilDiv(k Int) (*Aff, error) {
	f, err := a.Neg().FloorDiv(k)
	if err != nil {
		return nil, err
	}
	return f.Neg(), nil
}

// Mod returns a mod |k| = a - |k|·floor(a/|k|), in [0, |k|), for a
// non-zero constant k (isl's mod; C's % differs on negative a).
func (a *Aff) Mod(k Int) (*Aff, error) {
	k = abs(k)
	f, err := a.FloorDiv(k)
	if err != nil {
		return nil, err
	}
	return a.Sub(f.Scale(k)), nil
}

// tidy merges identical divisions and drops the unused ones, so equal
// expressions built in different ways compare and print alike.
func (a *Aff) tidy() *Aff {
	b := &BasicSet{space: a.space, divs: a.divs, eqs: [][]Int{a.row}}
	b.mergeDivs()
	for {
		off := b.divOff()
		removed := false
		for i := len(b.divs) - 1; i >= 0 && !removed; i-- {
			col := off + i
			used := !isZero(b.eqs[0][col])
			for _, d := range b.divs {
				used = used || !isZero(d.num[col])
			}
			if !used {
				b.divs = slices.Delete(b.divs, i, i+1)
				b.eqs = deleteCol(b.eqs, col)
				for j := range b.divs {
					b.divs[j].num = slices.Delete(b.divs[j].num, col, col+1)
				}
				removed = true
			}
		}
		if !removed {
			break
		}
	}
	a.divs, a.row = b.divs, b.eqs[0]
	return a
}

// IsConst returns the value of a and true when a is a constant.
func (a *Aff) IsConst() (Int, bool) {
	if isZeroFrom(a.row, 1) {
		return a.row[0], true
	}
	return Int{}, false
}

// Eval returns the value of a at the given parameter values and set
// variables (input tuple then output tuple for maps). It panics when the
// lengths do not match the space.
func (a *Aff) Eval(params, dims []int64) Int {
	b := &BasicSet{space: a.space, divs: a.divs}
	return dot(a.row, b.point(params, dims))
}

// String prints a in isl's notation for an affine expression, e.g.
// "[n] -> { [i] -> [(n + floor((i)/2))] }".
func (a *Aff) String() string {
	var sb strings.Builder
	if len(a.space.Params) > 0 {
		fmt.Fprintf(&sb, "[%s] -> ", strings.Join(a.space.Params, ", "))
	}
	sb.WriteString("{ ")
	if a.space.IsMap {
		fmt.Fprintf(&sb, "%s[%s] -> ", a.space.InName, strings.Join(a.space.In, ", "))
	}
	fmt.Fprintf(&sb, "%s[%s] -> [(%s)] }", a.space.OutName, strings.Join(a.space.Out, ", "), a.expr())
	return sb.String()
}

// expr prints the expression with divisions written out as floor(...).
func (a *Aff) expr() string {
	names := append(append([]string{""}, a.space.Params...), a.space.Dims()...)
	for _, d := range a.divs {
		names = append(names, fmt.Sprintf("floor((%s)/%s)", fmtAff(d.num[:len(names)], names), d.den))
	}
	return fmtAff(a.row, names)
}

// AffConstraint is a constraint made of an affine expression: Aff = 0
// (equality) or Aff >= 0. Build them with AffEq, AffGe, AffLe, ...
type AffConstraint struct {
	Aff *Aff
	Eq  bool
}

// AffNonNeg is a >= 0.
func AffNonNeg(a *Aff) AffConstraint { return AffConstraint{Aff: a} }

// AffZero is a = 0.
func AffZero(a *Aff) AffConstraint { return AffConstraint{Aff: a, Eq: true} }

// AffEq is a = b.
func AffEq(a, b *Aff) AffConstraint { return AffZero(a.Sub(b)) }

// AffGe is a >= b.
func AffGe(a, b *Aff) AffConstraint { return AffNonNeg(a.Sub(b)) }

// AffLe is a <= b.
func AffLe(a, b *Aff) AffConstraint { return AffNonNeg(b.Sub(a)) }

// AffGt is a > b, i.e. a - b - 1 >= 0 over the integers.
func AffGt(a, b *Aff) AffConstraint { return AffNonNeg(a.Sub(b).AddConst(i64(-1))) }

// AffLt is a < b.
func AffLt(a, b *Aff) AffConstraint { return AffGt(b, a) }

// NewBasicSet returns the conjunction of the constraints as a basic set
// (or basic map, when sp is a map space) of sp; with no constraints, the
// universe. Every constraint's Aff must be over sp. It fails on names
// that are not valid (see ValidName) or repeated, and on constraints
// over another space. A contradiction visible without search gives a
// basic set with the constraint -1 >= 0.
func NewBasicSet(sp Space, cs ...AffConstraint) (*BasicSet, error) {
	if err := sp.checkNames(); err != nil {
		return nil, err
	}
	sp = sp.own() // the caller's lists may change
	b := universeBasic(sp)
	for i, c := range cs {
		if c.Aff == nil {
			return nil, fmt.Errorf("polyhedra: constraint %d has no expression", i)
		}
		if !c.Aff.space.Equal(sp) {
			return nil, fmt.Errorf("polyhedra: constraint %d is over %v, not %v", i, c.Aff.space, sp)
		}
		o := &BasicSet{space: sp, divs: c.Aff.divs}
		row := [][]Int{c.Aff.row}
		if c.Eq {
			o.eqs = row
		} else {
			o.ineqs = row
		}
		nb, eqs, ineqs := b.addDivs(o)
		nb.eqs = append(nb.eqs, eqs...)
		nb.ineqs = append(nb.ineqs, ineqs...)
		nb.mergeDivs()
		b = nb
	}
	if c := b.copy().cleanupOwned(); c != nil { // the copy's rows are its own
		return c, nil
	}
	f := universeBasic(sp)
	f.ineqs = [][]Int{make([]Int, f.ncols())}
	f.ineqs[0][0] = i64(-1)
	return f, nil
}

// NewSet is NewBasicSet as a Set (with no part when the constraints
// visibly contradict each other).
func NewSet(sp Space, cs ...AffConstraint) (*Set, error) {
	b, err := NewBasicSet(sp, cs...)
	if err != nil {
		return nil, err
	}
	s := &Set{space: b.space.clone()} // NewBasicSet's own copy of sp
	if b = b.cleanup(); b != nil {
		s.parts = []*BasicSet{b}
	}
	return s, nil
}

// entries lists the variables of sp in column order (params, in, out)
// with their kinds.
type varEntry struct {
	t    DimType
	name string
}

func (s Space) entries() []varEntry {
	var out []varEntry
	for _, n := range s.Params {
		out = append(out, varEntry{DimParam, n})
	}
	for _, n := range s.In {
		out = append(out, varEntry{DimIn, n})
	}
	for _, n := range s.Out {
		out = append(out, varEntry{DimOut, n})
	}
	return out
}

// withEntries returns a space like s with the variables vs (kept in
// order within each kind).
func (s Space) withEntries(vs []varEntry) Space {
	sp := Space{InName: s.InName, OutName: s.OutName, IsMap: s.IsMap, Params: []string{}, Out: []string{}}
	if s.IsMap {
		sp.In = []string{}
	}
	for _, v := range vs {
		switch v.t {
		case DimParam:
			sp.Params = append(sp.Params, v.name)
		case DimIn:
			sp.In = append(sp.In, v.name)
		default:
			sp.Out = append(sp.Out, v.name)
		}
	}
	if len(sp.Params) == 0 {
		sp.Params = nil
	}
	if len(sp.Out) == 0 && len(s.Out) == 0 {
		sp.Out = s.Out
	}
	return sp
}

// remapCols returns s over sp, where old variable column c (1-based
// after the constant) goes to column idx[c-1] of sp; variables of sp
// that are no image are unconstrained. Divisions keep their order.
func (s *Set) remapCols(sp Space, idx []int) *Set {
	out := &Set{space: sp.clone()}
	newOff := 1 + len(sp.Params) + sp.NDim()
	for _, b := range s.parts {
		n := newOff + len(b.divs)
		full := make([]int, b.ncols())
		for c := range full {
			switch {
			case c == 0:
				full[c] = 0
			case c < b.divOff():
				full[c] = idx[c-1]
			default:
				full[c] = c - b.divOff() + newOff
			}
		}
		mp := func(r []Int) []Int {
			w := make([]Int, n)
			for c, v := range r {
				w[full[c]] = v
			}
			return w
		}
		nb := &BasicSet{space: sp.clone()}
		for _, d := range b.divs {
			nb.divs = append(nb.divs, div{mp(d.num), d.den})
		}
		for _, r := range b.eqs {
			nb.eqs = append(nb.eqs, mp(r))
		}
		for _, r := range b.ineqs {
			nb.ineqs = append(nb.ineqs, mp(r))
		}
		out.parts = append(out.parts, nb)
	}
	return out
}

// kindRange returns the index in s.entries() of the first variable of
// kind t and checks that [pos, pos+n) is within that kind.
func (s Space) kindRange(t DimType, pos, n int, inserting bool) (int, error) {
	if t == DimIn && !s.IsMap {
		return 0, fmt.Errorf("polyhedra: a set has no input dimensions (DimIn)")
	}
	if t != DimParam && t != DimIn && t != DimOut {
		return 0, fmt.Errorf("polyhedra: bad dimension type %v", t)
	}
	max := s.Dim(t)
	if !inserting {
		max -= n
	}
	if n < 0 || pos < 0 || pos > max {
		return 0, fmt.Errorf("polyhedra: %v dimensions [%d, %d) out of range (have %d)", t, pos, pos+n, s.Dim(t))
	}
	switch t {
	case DimParam:
		return pos, nil
	case DimIn:
		return len(s.Params) + pos, nil
	}
	return len(s.Params) + len(s.In) + pos, nil
}

// InsertDims returns s with new unconstrained variables of kind t named
// names, inserted before position pos of that kind (pos = s.Space().Dim(t)
// appends). New parameters are parameters like the others: aligned by
// name with other sets.
func (s *Set) InsertDims(t DimType, pos int, names ...string) (*Set, error) {
	at, err := s.space.kindRange(t, pos, len(names), true)
	if err != nil {
		return nil, err
	}
	old := s.space.entries()
	vs := slices.Clone(old[:at])
	for _, n := range names {
		vs = append(vs, varEntry{t, n})
	}
	vs = append(vs, old[at:]...)
	sp := s.space.withEntries(vs)
	if err := sp.checkNames(); err != nil {
		return nil, err
	}
	idx := make([]int, len(old))
	for i := range old {
		idx[i] = 1 + i
		if i >= at {
			idx[i] += len(names)
		}
	}
	return s.remapCols(sp, idx), nil
}

// MoveDims returns s with the n variables of kind src starting at srcPos
// moved to kind dst before position dstPos (counted after removing
// them), e.g. a set variable made a parameter (MoveDims(DimParam, k,
// DimSet, i, 1)) or back. The points are the same; only the roles of
// the variables change.
func (s *Set) MoveDims(dst DimType, dstPos int, src DimType, srcPos, n int) (*Set, error) {
	from, err := s.space.kindRange(src, srcPos, n, false)
	if err != nil {
		return nil, err
	}
	old := s.space.entries()
	moved := slices.Clone(old[from : from+n])
	rest := slices.Concat(old[:from], old[from+n:])
	mid := s.space.withEntries(rest)
	at, err := mid.kindRange(dst, dstPos, n, true)
	if err != nil {
		return nil, err
	}
	origin := make([]int, 0, len(old)) // new position -> old position
	for i := 0; i < from; i++ {
		origin = append(origin, i)
	}
	for i := from + n; i < len(old); i++ {
		origin = append(origin, i)
	}
	mv := make([]int, n)
	for i := range mv {
		mv[i] = from + i
		moved[i].t = dst
	}
	vs := slices.Concat(rest[:at], moved, rest[at:])
	origin = slices.Concat(origin[:at], mv, origin[at:])
	sp := s.space.withEntries(vs)
	if err := sp.checkNames(); err != nil {
		return nil, err
	}
	idx := make([]int, len(old))
	for newPos, o := range origin {
		idx[o] = 1 + newPos
	}
	return s.remapCols(sp, idx), nil
}

// ProjectOutDims existentially quantifies the n variables of kind t
// starting at pos (exact integer projection, as ProjectOut; for
// parameters, the result holds for every value of the others for which
// some value of the projected ones gives a point).
func (s *Set) ProjectOutDims(t DimType, pos, n int) (*Set, error) {
	if t == DimParam {
		m, err := s.MoveDims(DimOut, s.space.Dim(DimOut), DimParam, pos, n)
		if err != nil {
			return nil, err
		}
		return m.ProjectOutDims(DimOut, m.space.Dim(DimOut)-n, n)
	}
	at, err := s.space.kindRange(t, pos, n, false)
	if err != nil {
		return nil, err
	}
	at -= len(s.space.Params)
	drop := make([]bool, s.space.NDim())
	for i := at; i < at+n; i++ {
		drop[i] = true
	}
	vs := s.space.entries()
	vs = slices.Delete(vs, len(s.space.Params)+at, len(s.space.Params)+at+n)
	return s.projectDimsLimited(drop, s.space.withEntries(vs))
}

// SetDimName returns s with variable (t, pos) renamed. Parameters are
// matched by name between sets, so renaming one changes which
// parameters of other sets it meets.
func (s *Set) SetDimName(t DimType, pos int, name string) (*Set, error) {
	at, err := s.space.kindRange(t, pos, 1, false)
	if err != nil {
		return nil, err
	}
	vs := s.space.entries()
	vs[at].name = name
	sp := s.space.withEntries(vs)
	if err := sp.checkNames(); err != nil {
		return nil, err
	}
	idx := make([]int, len(vs))
	for i := range idx {
		idx[i] = 1 + i
	}
	return s.remapCols(sp, idx), nil
}
