package seqcost

import (
	"sort"

	"bspcost/solver"
)

// penv is a path's environment: the value of each carried variable (by
// index into translator.vars) as a persistent trie, so that a copy at a
// fork is O(1) and an assignment O(depth). A dense slice, copied at every
// assignment and fork, made the translation relevant scalars × statements,
// which nondet's instrumented programs (one h per superstep) made
// quadratic. An absent variable holds the zero Lin; translator.get reads it
// as the variable's fixed value or as arbitrary.
type penv struct {
	root   *enode
	levels int // levels of inner nodes above the leaves
}

const envBits, envFan = 4, 16

type enode struct {
	kids *[envFan]*enode
	// vals points to the values (nil: absent), so that a leaf copied at
	// an assignment is envFan pointers, not envFan Lins.
	vals *[envFan]*solver.Lin
}

// newEnv is the empty environment for n variables.
func newEnv(n int) penv {
	e := penv{}
	for c := envFan; c < n; c *= envFan {
		e.levels++
	}
	return e
}

// at is the value of k (the zero Lin when absent).
func (e penv) at(k int) solver.Lin {
	t := e.root
	for l := e.levels; t != nil; l-- {
		i := (k >> (uint(l) * envBits)) & (envFan - 1)
		if l == 0 {
			if v := t.vals[i]; v != nil {
				return *v
			}
			return solver.Lin{}
		}
		t = t.kids[i]
	}
	return solver.Lin{}
}

// set returns e with k bound to v (e is unchanged).
func (e penv) set(k int, v solver.Lin) penv {
	e.root = setEnv(e.root, e.levels, k, v)
	return e
}

func setEnv(t *enode, l, k int, v solver.Lin) *enode {
	i := (k >> (uint(l) * envBits)) & (envFan - 1)
	if l == 0 {
		// The node, its values and the new value in one allocation.
		b := new(struct {
			n    enode
			vals [envFan]*solver.Lin
			v    solver.Lin
		})
		n := &b.n
		n.vals = &b.vals
		if t != nil {
			*n.vals = *t.vals
		}
		b.v = v
		n.vals[i] = &b.v
		return n
	}
	n := newInner()
	var kid *enode
	if t != nil {
		*n.kids = *t.kids
		kid = t.kids[i]
	}
	n.kids[i] = setEnv(kid, l-1, k, v)
	return n
}

// newLeaf is a leaf with no value, made with its array in one allocation
// (a node and its array apart were twice the allocations of every
// assignment's path copy).
func newLeaf() *enode {
	b := new(struct {
		n    enode
		vals [envFan]*solver.Lin
	})
	b.n.vals = &b.vals
	return &b.n
}

// newInner is an inner node with no kid, made with its array in one
// allocation.
func newInner() *enode {
	b := new(struct {
		n    enode
		kids [envFan]*enode
	})
	b.n.kids = &b.kids
	return &b.n
}

// envOf is the environment binding variable k to vals[k] for every k
// (a value with a nil Const is absent): newEnv(len(vals)) after a set of
// each, without the copies.
func envOf(vals []solver.Lin) penv {
	e := newEnv(len(vals))
	e.root = buildEnv(vals, 0, e.levels)
	return e
}

// buildEnv is the node of level l whose first variable is lo.
func buildEnv(vals []solver.Lin, lo, l int) *enode {
	if lo >= len(vals) {
		return nil
	}
	if l == 0 {
		n := newLeaf()
		for i := 0; i < envFan && lo+i < len(vals); i++ {
			if vals[lo+i].Const != nil {
				n.vals[i] = &vals[lo+i]
			}
		}
		return n
	}
	n := newInner()
	width := 1 << (uint(l) * envBits)
	for i := 0; i < envFan; i++ {
		n.kids[i] = buildEnv(vals, lo+i*width, l-1)
	}
	return n
}

// setMany returns e with ks[i] bound to vals[i] for every i, in order (a
// later binding of the same variable wins), as set one after the other
// would, but copying each node on the way once rather than once per
// variable.
func (e penv) setMany(ks []int, vals []solver.Lin) penv {
	if len(ks) == 0 {
		return e
	}
	if !sort.IntsAreSorted(ks) {
		idx := make([]int, len(ks))
		for i := range idx {
			idx[i] = i
		}
		sort.SliceStable(idx, func(a, b int) bool { return ks[idx[a]] < ks[idx[b]] })
		sk, sv := make([]int, len(ks)), make([]solver.Lin, len(ks))
		for i, j := range idx {
			sk[i], sv[i] = ks[j], vals[j]
		}
		ks, vals = sk, sv
	}
	e.root = setManyEnv(e.root, e.levels, ks, vals)
	return e
}

// setManyEnv is setEnv of the sorted keys ks, all under node t of level l.
func setManyEnv(t *enode, l int, ks []int, vals []solver.Lin) *enode {
	if l == 0 {
		n := newLeaf()
		if t != nil {
			*n.vals = *t.vals
		}
		for i, k := range ks {
			n.vals[k&(envFan-1)] = &vals[i]
		}
		return n
	}
	n := newInner()
	if t != nil {
		*n.kids = *t.kids
	}
	shift := uint(l) * envBits
	for i := 0; i < len(ks); {
		c := (ks[i] >> shift) & (envFan - 1)
		j := i + 1
		for j < len(ks) && (ks[j]>>shift)&(envFan-1) == c {
			j++
		}
		var kid *enode
		if t != nil {
			kid = t.kids[c]
		}
		n.kids[c] = setManyEnv(kid, l-1, ks[i:j], vals[i:j])
		i = j
	}
	return n
}
