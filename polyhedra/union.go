package polyhedra

import (
	"fmt"
	"slices"
	"strings"
)

// UnionSet is a union of sets and maps over different spaces, like isl's
// union_set and union_map: at most one Set per space (tuple names and
// arities; set variable names do not matter), all over one parameter
// list, the union of the parts' parameters aligned by name. Parts are
// kept sorted by space, and parts without any basic set are dropped. A
// nil *UnionSet is never returned.
type UnionSet struct {
	params []string
	sets   []*Set
}

// spaceKey identifies a space up to parameters and variable names; it is
// also the sort key of a UnionSet's parts, e.g. "A[1]" or "S[1] -> T[1]".
func spaceKey(sp Space) string {
	key := fmt.Sprintf("%s[%d]", sp.OutName, len(sp.Out))
	if sp.IsMap {
		key = fmt.Sprintf("%s[%d] -> %s", sp.InName, len(sp.In), key)
	}
	return key
}

// NewUnionSet returns the union of the given sets; sets of one space are
// merged with Set.Union, parameters are aligned by name (in order of
// first appearance, params first).
func NewUnionSet(params []string, sets ...*Set) *UnionSet {
	var ps []string
	for _, l := range append([][]string{params}, paramLists(sets)...) {
		for _, n := range l {
			if !slices.Contains(ps, n) {
				ps = append(ps, n)
			}
		}
	}
	u := &UnionSet{params: ps}
	byKey := map[string]int{}
	for _, s := range sets {
		s = s.withParams(ps)
		s = s.relabel(avoidParamNames(s.space))
		if i, ok := byKey[spaceKey(s.space)]; ok {
			u.sets[i] = u.sets[i].Union(s)
			continue
		}
		byKey[spaceKey(s.space)] = len(u.sets)
		u.sets = append(u.sets, s)
	}
	u.sets = slices.DeleteFunc(u.sets, func(s *Set) bool { return len(s.parts) == 0 })
	slices.SortFunc(u.sets, func(a, b *Set) int { return strings.Compare(spaceKey(a.space), spaceKey(b.space)) })
	return u
}

func paramLists(sets []*Set) [][]string {
	var out [][]string
	for _, s := range sets {
		out = append(out, s.space.Params)
	}
	return out
}

// avoidParamNames renames set variables that clash with a parameter
// (possible after parameters are merged), so that the union prints
// unambiguously.
func avoidParamNames(sp Space) Space {
	sp = sp.own() // its lists are written below
	taken := func(n string) bool {
		return slices.Contains(sp.Params, n) || slices.Contains(sp.In, n) || slices.Contains(sp.Out, n)
	}
	for _, names := range [][]string{sp.In, sp.Out} {
		for i, n := range names {
			if !slices.Contains(sp.Params, n) {
				continue
			}
			for taken(n) {
				n += "_"
			}
			names[i] = n
		}
	}
	return sp
}

// ParseUnion reads a union of sets or maps in isl notation whose pieces
// may have different spaces, e.g.
// "[n] -> { A[i] : 0 <= i < n; B[i, j] : 0 <= i, j < n }". Pieces of one
// space are merged (named as the first). Single-space input is accepted.
// Errors carry "line:col:" positions, as for Parse.
func ParseUnion(src string) (*UnionSet, error) {
	p, pieces, _, err := parsePieces(src)
	if err != nil {
		return nil, err
	}
	var groups [][]*Set
	for _, piece := range pieces {
		i := slices.IndexFunc(groups, func(g []*Set) bool { return g[0].space.sameTuples(piece.space) })
		if i < 0 {
			groups = append(groups, []*Set{piece})
		} else {
			groups[i] = append(groups[i], piece)
		}
	}
	var sets []*Set
	for _, g := range groups {
		sets = append(sets, mergePieces(g))
	}
	return NewUnionSet(p.params, sets...), nil
}

// Params returns the parameter names of u.
func (u *UnionSet) Params() []string { return slices.Clone(u.params) }

// Sets returns the parts of u, one per space, sorted by space (tuple
// names and arities; sets before maps of the same leading tuple name).
// Every part is over u's parameters.
func (u *UnionSet) Sets() []*Set { return slices.Clone(u.sets) }

// String prints u in isl notation, parts sorted by space. The output is
// stable and ParseUnion reads it back to an equal union set.
func (u *UnionSet) String() string {
	var b strings.Builder
	if len(u.params) > 0 {
		fmt.Fprintf(&b, "[%s] -> ", strings.Join(u.params, ", "))
	}
	b.WriteString("{ ")
	n := 0
	for _, s := range u.sets {
		for _, p := range s.parts {
			if n > 0 {
				b.WriteString("; ")
			}
			b.WriteString(p.body())
			n++
		}
	}
	b.WriteString(" }")
	return b.String()
}

// part returns u's set of space key k, or nil.
func (u *UnionSet) part(k string) *Set {
	for _, s := range u.sets {
		if spaceKey(s.space) == k {
			return s
		}
	}
	return nil
}

// Union returns u ∪ o.
func (u *UnionSet) Union(o *UnionSet) *UnionSet {
	return NewUnionSet(u.params, append(slices.Clone(u.sets), o.sets...)...)
}

// Intersect returns u ∩ o: the intersections of the parts of equal space.
func (u *UnionSet) Intersect(o *UnionSet) *UnionSet {
	var out []*Set
	for _, s := range u.sets {
		if t := o.part(spaceKey(s.space)); t != nil {
			out = append(out, s.Intersect(t))
		}
	}
	return NewUnionSet(append(slices.Clone(u.params), o.params...), out...)
}

// Subtract returns u \ o (exact).
func (u *UnionSet) Subtract(o *UnionSet) *UnionSet {
	var out []*Set
	for _, s := range u.sets {
		if t := o.part(spaceKey(s.space)); t != nil {
			s = s.Subtract(t)
		}
		out = append(out, s)
	}
	return NewUnionSet(append(slices.Clone(u.params), o.params...), out...)
}

// IsEmpty reports whether u has no point for any parameter value. Exact.
func (u *UnionSet) IsEmpty() bool {
	for _, s := range u.sets {
		if !s.IsEmpty() {
			return false
		}
	}
	return true
}

// IsSubset reports whether u ⊆ o for every parameter value. Exact.
func (u *UnionSet) IsSubset(o *UnionSet) bool {
	for _, s := range u.sets {
		if t := o.part(spaceKey(s.space)); t != nil {
			if !s.IsSubset(t) {
				return false
			}
		} else if !s.IsEmpty() {
			return false
		}
	}
	return true
}

// IsEqual reports whether u and o have the same points. Exact.
func (u *UnionSet) IsEqual(o *UnionSet) bool { return u.IsSubset(o) && o.IsSubset(u) }

// Count returns the number of points of each part, in the order of
// Sets(), like isl's card of a union set (a piecewise quasi-polynomial
// per space; all are over u's parameters, so PwQPoly.Add sums them when
// a total is wanted). Each count is as Set.Count gives it (exact, or a
// flagged upper bound); the first error (e.g. ErrUnbounded) is returned.
func (u *UnionSet) Count() ([]*PwQPoly, error) {
	var out []*PwQPoly
	for _, s := range u.sets {
		c, err := s.Count()
		if err != nil {
			return nil, fmt.Errorf("polyhedra: count of %s: %w", spaceKey(s.space), err)
		}
		out = append(out, c)
	}
	return out, nil
}
