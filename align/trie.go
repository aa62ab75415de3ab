package align

// Persistent maps from small non-negative ints (object IDs, barrier
// indices) to values, for the abstract state.
//
// Why: dense arrays (one entry per object and per barrier) would be
// copied in full at every branch, join and loop pass, so the analysis
// would cost statements × (objects + syncs). A trie of fixed depth with
// path copying makes a copy O(1), an update O(depth), and a join or an
// equality test proportional to the parts of the two tries that differ:
// subtrees shared by pointer (both branches of an if start from the same
// state and change few variables) are skipped. Values are compared with
// ==, so the result of a merge reuses an argument's subtree whenever it
// equals it, which keeps sharing across fixpoint passes.

// A fan of 8 rather than 16: an update copies a leaf of trieFan values
// (the facts' value is 40 bytes) and a node per level, and with 8 the
// bytes copied per update are about half (a level more only past 64
// keys); the analysis's allocations are mostly these copies.
const (
	trieBits = 3
	trieFan  = 1 << trieBits
)

// tnode is an inner node (kids) or a leaf (vals). A nil child stands for a
// subtree whose values are all the default.
type tnode[V comparable] struct {
	kids *[trieFan]*tnode[V]
	vals *[trieFan]V
}

// space fixes the shape of the tries of one analysis (how many levels, so
// that every key fits) and the default value of absent keys.
type space[V comparable] struct {
	levels int // levels of inner nodes above the leaves
	def    V
}

func newSpace[V comparable](n int, def V) space[V] {
	sp := space[V]{def: def}
	for c := trieFan; c < n; c *= trieFan {
		sp.levels++
	}
	return sp
}

// get returns the value of key k in t.
func (sp space[V]) get(t *tnode[V], k int) V {
	for l := sp.levels; t != nil; l-- {
		i := (k >> (uint(l) * trieBits)) & (trieFan - 1)
		if l == 0 {
			return t.vals[i]
		}
		t = t.kids[i]
	}
	return sp.def
}

// set returns t with key k bound to v (t is unchanged).
func (sp space[V]) set(t *tnode[V], k int, v V) *tnode[V] {
	return sp.setAt(t, sp.levels, k, v)
}

func (sp space[V]) setAt(t *tnode[V], l, k int, v V) *tnode[V] {
	i := (k >> (uint(l) * trieBits)) & (trieFan - 1)
	if l == 0 {
		if t == nil {
			if v == sp.def {
				return nil
			}
			t = sp.emptyLeaf()
		} else if t.vals[i] == v {
			return t
		} else {
			t = newLeaf(t.vals)
		}
		t.vals[i] = v
		return t
	}
	var old *tnode[V]
	if t != nil {
		old = t.kids[i]
	}
	kid := sp.setAt(old, l-1, k, v)
	if kid == old {
		return t
	}
	var kids *[trieFan]*tnode[V]
	if t != nil {
		kids = t.kids
	}
	n := newInner(kids)
	n.kids[i] = kid
	return n
}

func (sp space[V]) emptyLeaf() *tnode[V] {
	n := newLeaf[V](nil)
	for i := range n.vals {
		n.vals[i] = sp.def
	}
	return n
}

// newLeaf returns a leaf with a copy of vals (zero values if nil), made
// with its array in one allocation (a node and its array apart were
// twice the allocations of every update's path copy).
func newLeaf[V comparable](vals *[trieFan]V) *tnode[V] {
	b := new(struct {
		n    tnode[V]
		vals [trieFan]V
	})
	if vals != nil {
		b.vals = *vals
	}
	b.n.vals = &b.vals
	return &b.n
}

// newInner returns an inner node with a copy of kids (none if nil), made
// with its array in one allocation.
func newInner[V comparable](kids *[trieFan]*tnode[V]) *tnode[V] {
	b := new(struct {
		n    tnode[V]
		kids [trieFan]*tnode[V]
	})
	if kids != nil {
		b.kids = *kids
	}
	b.n.kids = &b.kids
	return &b.n
}

// merge returns the trie of f(a[k], b[k]) for every key. f must satisfy
// f(x, x) == x (it is skipped on shared subtrees). Where the result equals
// a's (or b's) subtree, that subtree is reused.
func (sp space[V]) merge(a, b *tnode[V], f func(x, y V) V) *tnode[V] {
	return sp.mergeAt(a, b, sp.levels, f)
}

func (sp space[V]) mergeAt(a, b *tnode[V], l int, f func(x, y V) V) *tnode[V] {
	if a == b {
		return a
	}
	if l == 0 {
		var out [trieFan]V
		sameA, sameB, allDef := true, true, true
		for i := range out {
			x, y := sp.def, sp.def
			if a != nil {
				x = a.vals[i]
			}
			if b != nil {
				y = b.vals[i]
			}
			v := f(x, y)
			out[i] = v
			sameA = sameA && v == x
			sameB = sameB && v == y
			allDef = allDef && v == sp.def
		}
		switch {
		case sameA:
			return a
		case sameB:
			return b
		case allDef:
			return nil
		}
		return newLeaf(&out)
	}
	var out [trieFan]*tnode[V]
	sameA, sameB, allNil := true, true, true
	for i := range out {
		var x, y *tnode[V]
		if a != nil {
			x = a.kids[i]
		}
		if b != nil {
			y = b.kids[i]
		}
		v := sp.mergeAt(x, y, l-1, f)
		out[i] = v
		sameA = sameA && v == x
		sameB = sameB && v == y
		allNil = allNil && v == nil
	}
	switch {
	case sameA:
		return a
	case sameB:
		return b
	case allNil:
		return nil
	}
	return newInner(&out)
}

// equal reports whether eq(a[k], b[k]) holds for every key; eq must be
// reflexive (shared subtrees are skipped).
func (sp space[V]) equal(a, b *tnode[V], eq func(x, y V) bool) bool {
	return sp.equalAt(a, b, sp.levels, eq)
}

func (sp space[V]) equalAt(a, b *tnode[V], l int, eq func(x, y V) bool) bool {
	if a == b {
		return true
	}
	for i := 0; i < trieFan; i++ {
		if l == 0 {
			x, y := sp.def, sp.def
			if a != nil {
				x = a.vals[i]
			}
			if b != nil {
				y = b.vals[i]
			}
			if !eq(x, y) {
				return false
			}
			continue
		}
		var x, y *tnode[V]
		if a != nil {
			x = a.kids[i]
		}
		if b != nil {
			y = b.kids[i]
		}
		if !sp.equalAt(x, y, l-1, eq) {
			return false
		}
	}
	return true
}

// each calls f for every key whose value is not the default, in increasing
// key order.
func (sp space[V]) each(t *tnode[V], f func(k int, v V)) {
	sp.eachAt(t, sp.levels, 0, f)
}

func (sp space[V]) eachAt(t *tnode[V], l, base int, f func(k int, v V)) {
	if t == nil {
		return
	}
	for i := 0; i < trieFan; i++ {
		k := base<<trieBits | i
		if l == 0 {
			if v := t.vals[i]; v != sp.def {
				f(k, v)
			}
			continue
		}
		sp.eachAt(t.kids[i], l-1, k, f)
	}
}

// diff calls f for every key whose values in a and b differ (by ==),
// in increasing key order, skipping the subtrees the two share; it stops
// when f returns false and reports whether it ran to the end.
func (sp space[V]) diff(a, b *tnode[V], f func(k int) bool) bool {
	return sp.diffAt(a, b, sp.levels, 0, f)
}

func (sp space[V]) diffAt(a, b *tnode[V], l, base int, f func(k int) bool) bool {
	if a == b {
		return true
	}
	for i := 0; i < trieFan; i++ {
		k := base<<trieBits | i
		if l == 0 {
			x, y := sp.def, sp.def
			if a != nil {
				x = a.vals[i]
			}
			if b != nil {
				y = b.vals[i]
			}
			if x != y && !f(k) {
				return false
			}
			continue
		}
		var x, y *tnode[V]
		if a != nil {
			x = a.kids[i]
		}
		if b != nil {
			y = b.kids[i]
		}
		if !sp.diffAt(x, y, l-1, k, f) {
			return false
		}
	}
	return true
}
