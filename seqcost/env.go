package seqcost

import "bspcost/solver"

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
	n := &enode{}
	if l == 0 {
		n.vals = new([envFan]*solver.Lin)
		if t != nil {
			*n.vals = *t.vals
		}
		n.vals[i] = &v
		return n
	}
	n.kids = new([envFan]*enode)
	var kid *enode
	if t != nil {
		*n.kids = *t.kids
		kid = t.kids[i]
	}
	n.kids[i] = setEnv(kid, l-1, k, v)
	return n
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
	n := &enode{}
	if l == 0 {
		n.vals = new([envFan]*solver.Lin)
		for i := 0; i < envFan && lo+i < len(vals); i++ {
			if vals[lo+i].Const != nil {
				n.vals[i] = &vals[lo+i]
			}
		}
		return n
	}
	n.kids = new([envFan]*enode)
	width := 1 << (uint(l) * envBits)
	for i := 0; i < envFan; i++ {
		n.kids[i] = buildEnv(vals, lo+i*width, l-1)
	}
	return n
}
