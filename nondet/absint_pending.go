package nondet

import (
	"bspcost/frontend"
)

// The put and get destinations a sync may change. A transfer lands at the
// sync that ends the superstep it was issued in, so at a sync only the
// scalars that some put or get of that superstep writes change: those
// that a transfer may be pending for there, on some path of some process
// from the previous sync (the syncs are aligned: every process ends the
// superstep at the same sync). The paths are taken whatever their
// conditions (every process's, both branches of an if, any number of
// iterations), so a destination is kept only where no process can have a
// transfer to it pending; its facts then hold after the sync as before.

// noPendingComm makes every sync forget every put and get destination,
// not only those a transfer may be pending for there (the mutation check
// of TestPendingComm).
var noPendingComm bool

// dstSet is a set of indices into absint.commDst.
type dstSet []uint64

func (s dstSet) has(i int) bool { return i/64 < len(s) && s[i/64]&(1<<(i%64)) != 0 }

func (s dstSet) with(i int) dstSet {
	out := make(dstSet, max(len(s), i/64+1))
	copy(out, s)
	out[i/64] |= 1 << (i % 64)
	return out
}

func (s dstSet) union(t dstSet) dstSet {
	if len(t) > len(s) {
		s, t = t, s
	}
	if t.subset(s) {
		return s
	}
	out := make(dstSet, len(s))
	copy(out, s)
	for i, w := range t {
		out[i] |= w
	}
	return out
}

func (s dstSet) subset(t dstSet) bool {
	for i, w := range s {
		var v uint64
		if i < len(t) {
			v = t[i]
		}
		if w&^v != 0 {
			return false
		}
	}
	return true
}

// pendingPass computes, for every sync, the destinations a transfer may
// be pending for when the sync is reached.
type pendingPass struct {
	a     *absint
	at    map[*frontend.SyncStmt]dstSet
	loops []*pendingLoop
}

type pendingLoop struct{ brk, cont dstSet }

// pendingAtSyncs fills a.pending: the destinations each sync may change.
func (a *absint) pendingAtSyncs(body *frontend.Block) {
	p := &pendingPass{a: a, at: map[*frontend.SyncStmt]dstSet{}}
	p.block(body, nil)
	a.pending = p.at
}

func (p *pendingPass) block(b *frontend.Block, in dstSet) dstSet {
	if b == nil {
		return in
	}
	for _, s := range b.Stmts {
		in = p.stmt(s, in)
	}
	return in
}

func (p *pendingPass) stmt(s frontend.Stmt, in dstSet) dstSet {
	switch s := s.(type) {
	case *frontend.CostStmt:
		return p.stmt(s.Stmt, in)
	case *frontend.CommStmt:
		if s.Dst != nil && s.Dst.Var != nil {
			if o := p.a.info.ObjectOf(s.Dst.Var); o != nil {
				if i, ok := p.a.commIdx[o]; ok {
					return in.with(i)
				}
			}
		}
		return in
	case *frontend.SyncStmt:
		p.at[s] = p.at[s].union(in)
		return nil
	case *frontend.IfStmt:
		return p.block(s.Then, in).union(p.block(s.Else, in))
	case *frontend.WhileStmt:
		return p.loop(s.Body, in)
	case *frontend.ForStmt:
		return p.loop(s.Body, in)
	case *frontend.BreakStmt:
		if n := len(p.loops); n > 0 {
			p.loops[n-1].brk = p.loops[n-1].brk.union(in)
		}
		return nil
	case *frontend.ContinueStmt:
		if n := len(p.loops); n > 0 {
			p.loops[n-1].cont = p.loops[n-1].cont.union(in)
		}
		return nil
	}
	return in
}

// loop iterates the head (entry, or the end of an iteration) until it
// stops growing: at most one round per destination, as sets only grow.
func (p *pendingPass) loop(body *frontend.Block, entry dstSet) dstSet {
	head := entry
	for {
		ctx := &pendingLoop{}
		p.loops = append(p.loops, ctx)
		out := p.block(body, head).union(ctx.cont)
		p.loops = p.loops[:len(p.loops)-1]
		next := head.union(out)
		if next.subset(head) {
			return head.union(ctx.brk)
		}
		head = next
	}
}

// forgetAt is the set of destinations the sync s may change.
func (a *absint) forgetAt(s *frontend.SyncStmt) dstSet {
	if noPendingComm {
		return nil
	}
	return a.pending[s]
}

// pendingIn is the set of destinations the syncs of b may change.
func (a *absint) pendingIn(b *frontend.Block) dstSet {
	var out dstSet
	frontend.Inspect(b, func(n frontend.Node) bool {
		if s, ok := n.(*frontend.SyncStmt); ok {
			out = out.union(a.pending[s])
		}
		return true
	})
	return out
}
