package solver

import (
	"math/big"
	"slices"
	"unsafe"
)

// The hypotheses of computeInvariants' sites are made of a few pieces (an
// equation's constraints, its relation's precondition candidates, the
// posts of its earlier calls instantiated at their arguments) that stay
// the same from one check of a site to the next while the Houdini rounds
// drop candidates elsewhere. hypPieces instantiates and keys each piece
// once; dedupPieces then joins them exactly as dedupPolyKey joins their
// concatenation.

// polyID identifies a Poly by its storage: its first element and its
// length. Within computeInvariants no Poly is changed in place below its
// length (candidate lists are replaced by new slices or appended to), so
// equal IDs mean equal contents; the cache keeps the storage alive, so an
// ID is never reused.
type polyID struct {
	p *Cons
	n int
}

func idOf(p Poly) polyID {
	if len(p) == 0 {
		return polyID{}
	}
	return polyID{&p[0], len(p)}
}

// keyedPoly is a Poly with what dedupPolyKey computes of each constraint:
// its linKey (as the memo numbers it), and whether it is a true constant constraint (dropped) or a
// false one (kept, never merged).
type keyedPoly struct {
	p Poly
	// ids are the linKeys' numbers in the memo (lpMemo.idOf).
	ids  []uint32
	kind []uint8
}

// The kinds of a keyedPoly's constraints.
const (
	pieceCons      = iota // kept once per linKey
	pieceConstTrue        // dropped
	pieceConstFalse
)

// instID identifies an instantiation: the source Poly and the call
// (eq.calls[j]) whose arguments it was instantiated at.
type instID struct {
	src polyID
	eq  *normEq
	j   int
}

// consID identifies a constraint by its storage: its terms' array and
// their number, its constant and its sense. Lins are never changed once built (see
// Lin), so equal IDs mean equal constraints; the caches keep the
// storage alive, so an ID is never reused. The candidate lists of the
// Houdini rounds are new slices of the same constraints: their
// constraints are keyed and instantiated once.
type consID struct {
	coef unsafe.Pointer
	n    int
	k    *big.Rat
	eq   bool
}

func consIDOf(c Cons) consID {
	return consID{unsafe.Pointer(unsafe.SliceData(c.L.Terms)), len(c.L.Terms), c.L.Const, c.Eq}
}

// keyedCons is a constraint with its linKey's number and kind (see
// keyedPoly).
type keyedCons struct {
	c    Cons
	id   uint32
	kind uint8
}

// consInstID identifies a constraint instantiated at eq.calls[j].
type consInstID struct {
	c  consID
	eq *normEq
	j  int
}

// hypPieces caches the keyed pieces of one computeInvariants.
type hypPieces struct {
	// memo numbers the keys (lpMemo.idOf).
	memo    *lpMemo
	keyedOf map[polyID]*keyedPoly
	instOf  map[instID]*keyedPoly
	consOf  map[consID]keyedCons
	cinstOf map[consInstID]keyedCons
	// keyOf holds the key numbers of the constraints key was asked about.
	keyOf map[consID]uint32
	// sc is the work space of the sites' dedup.
	sc pieceScratch
}

// newHypPieces returns an empty cache for a system of neqs equations.
// (The instantiations' maps are made at about the size they reach on
// small systems, 8 constraints per equation, capped: a map grown from
// empty allocates about twice its final size.)
func newHypPieces(memo *lpMemo, neqs int) *hypPieces {
	return &hypPieces{memo: memo, keyedOf: map[polyID]*keyedPoly{}, instOf: make(map[instID]*keyedPoly, min(2*neqs, 64)),
		consOf: map[consID]keyedCons{}, cinstOf: make(map[consInstID]keyedCons, min(8*neqs, 256)), keyOf: map[consID]uint32{}}
}

var emptyPiece = &keyedPoly{}

// keyed returns p with its keys.
func (h *hypPieces) keyed(p Poly) *keyedPoly {
	if len(p) == 0 {
		return emptyPiece
	}
	id := idOf(p)
	if kp, ok := h.keyedOf[id]; ok {
		return kp
	}
	kp := &keyedPoly{p: p, ids: make([]uint32, len(p)), kind: make([]uint8, len(p))}
	for i, c := range p {
		cid := consIDOf(c)
		kc, ok := h.consOf[cid]
		if !ok {
			kc = h.newKeyedCons(c)
			h.consOf[cid] = kc
		}
		kp.ids[i], kp.kind[i] = kc.id, kc.kind
	}
	h.keyedOf[id] = kp
	return kp
}

// key returns the number of linKey(c) (lpMemo.consID: found once per
// constraint).
func (h *hypPieces) key(c Cons) uint32 {
	cid := consIDOf(c)
	k, ok := h.keyOf[cid]
	if !ok {
		k = h.memo.consID(c)
		h.keyOf[cid] = k
	}
	return k
}

// inst returns instantiate(src, args) with its keys, where args are the
// arguments of eq.calls[j].
func (h *hypPieces) inst(src Poly, eq *normEq, j int, args []Lin) *keyedPoly {
	if len(src) == 0 {
		return emptyPiece
	}
	id := instID{idOf(src), eq, j}
	if kp, ok := h.instOf[id]; ok {
		return kp
	}
	kp := &keyedPoly{p: make(Poly, len(src)), ids: make([]uint32, len(src)), kind: make([]uint8, len(src))}
	for i, c := range src {
		cid := consInstID{consIDOf(c), eq, j}
		kc, ok := h.cinstOf[cid]
		if !ok {
			kc = h.newKeyedCons(Cons{L: c.L.substHead(args), Eq: c.Eq})
			h.cinstOf[cid] = kc
		}
		kp.p[i], kp.ids[i], kp.kind[i] = kc.c, kc.id, kc.kind
	}
	h.instOf[id] = kp
	return kp
}

func (h *hypPieces) newKeyedCons(c Cons) keyedCons {
	if c.L.IsConst() {
		if _, ok := c.tighten(); ok {
			return keyedCons{c: c, kind: pieceConstTrue}
		}
		return keyedCons{c: c, id: h.memo.consID(c), kind: pieceConstFalse}
	}
	return keyedCons{c: c, id: h.memo.consID(c), kind: pieceCons}
}

// dedupPieces returns dedupPolyKey of the pieces' concatenation, with the
// linKeys of the result's constraints in order. One sort of the keys
// finds the repetitions (each constraint's first occurrence stays, in
// order) and gives polyKey's sorted, repetition-free list.
func dedupPieces(pieces []*keyedPoly) (Poly, string, []string) {
	// (The pieces' key numbers are those of the hypPieces that made them.)
	var sc pieceScratch
	return sc.dedup(pieces, true)
}

// pieceScratch is dedupPieces' work space (what does not outlive a call),
// reused by the calls of one computeInvariants.
type pieceScratch struct {
	all    []pieceEnt
	drop   []bool
	sorted []uint32
	pieces []*keyedPoly
	// out holds the result of a dedup without keys (the sites'
	// hypotheses, which are used up before the next site's are made:
	// see callHyp).
	out Poly
}

// A pieceEnt is a constraint's key number (the high 32 bits) and
// position in the concatenation (the low 32): sorted, those of one key are
// together, in order.
type pieceEnt = uint64

// dedup is dedupPieces in sc's work space; the linKeys of the result
// only withKeys (nil otherwise).
func (sc *pieceScratch) dedup(pieces []*keyedPoly, withKeys bool) (Poly, string, []string) {
	n := 0
	for _, kp := range pieces {
		n += len(kp.p)
	}
	all := sc.all[:0]
	if cap(sc.drop) < n {
		sc.drop = make([]bool, n)
	}
	drop := sc.drop[:n]
	clear(drop)
	pos := 0
	for _, kp := range pieces {
		for i := range kp.p {
			switch kp.kind[i] {
			case pieceConstTrue:
				drop[pos] = true
			case pieceCons:
				all = append(all, uint64(kp.ids[i])<<32|uint64(pos))
			}
			pos++
		}
	}
	sc.all = all
	slices.Sort(all)
	for i := 1; i < len(all); i++ {
		if all[i]>>32 == all[i-1]>>32 {
			drop[uint32(all[i])] = true
		}
	}
	var out Poly
	var keys []string
	if withKeys {
		out = make(Poly, 0, n)
		keys = make([]string, 0, n)
	} else {
		out = sc.out[:0]
	}
	sorted := sc.sorted[:0]
	pos = 0
	for _, kp := range pieces {
		for i, c := range kp.p {
			if !drop[pos] {
				out = append(out, c)
				if withKeys {
					keys = append(keys, linKey(c))
				}
				if kp.kind[i] == pieceConstFalse {
					sorted = append(sorted, kp.ids[i])
				}
			}
			pos++
		}
	}
	// polyKey: the sorted keys without repetitions (those of false
	// constant constraints merged in).
	for i, e := range all {
		if i == 0 || e>>32 != all[i-1]>>32 {
			sorted = append(sorted, uint32(e>>32))
		}
	}
	sc.sorted = sorted
	if !withKeys {
		sc.out = out
	}
	return out, idsKey(sorted), keys
}
