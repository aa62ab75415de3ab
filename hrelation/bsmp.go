package hrelation

import (
	"fmt"

	"bspcost/frontend"
	"bspcost/frontend/intsem"
	"bspcost/polyhedra/bspaff"
)

// BSMP (docs/language.md): a send is counted like a put — its payload plus
// its tag, in words, out of the sender and into the target — and the
// messages themselves are counted once more, each one word, by a second
// builder over the sends alone (Step.Messages): the largest number a
// process receives bounds its queue in the next superstep, which nondet
// gives the sequential program as the range of the queue's length.

// tagBound computes the words of a send's tag: the tag size in effect,
// at most the largest value a tagsize statement can set (0 before any
// takes effect). A statement whose argument align bounds from above adds
// that constant; one made of parameters and nprocs only (the same on
// every process and all the run) adds itself; any other leaves the tag
// size unbounded (tagErr), and a step with a send has no bound then.
// The bound is flow-insensitive: a send before the first tagsize takes
// effect is counted with the tag it would have later (exact for the usual
// tagsize(k); sync; sends).
func (a *analyzer) tagBound() {
	var c int64
	var exprs []frontend.Expr
	frontend.Inspect(a.prog.Body, func(n frontend.Node) bool {
		s, ok := n.(*frontend.TagSizeStmt)
		if !ok || a.tagErr != nil {
			return true
		}
		iv := a.ar.Interval(s.Size)
		switch {
		case iv.Hi != intsem.MaxInt:
			c = max(c, iv.Hi)
		case paramsOnly(a.prog.Info, s.Size):
			exprs = append(exprs, s.Size)
		default:
			a.tagErr = fmt.Errorf("the tag size `%s` set at %s has no upper bound: the words of the sends are not bounded", frontend.ExprExcerpt(s.Size), s.KwPos)
		}
		return true
	})
	if a.tagErr != nil || c == 0 && len(exprs) == 0 {
		return
	}
	if len(exprs) == 0 {
		a.tag = intLit(c)
		return
	}
	// max(c, e...): c >= 0 is the size before any tagsize (0), and a
	// parameter expression may be negative where its statement never runs.
	args := append([]frontend.Expr{intLit(c)}, exprs...)
	a.tag = &frontend.CallExpr{Fun: &frontend.Ident{Name: "max"}, Args: args}
}

func intLit(v int64) *frontend.IntLit {
	return &frontend.IntLit{Lit: fmt.Sprint(v), Value: v}
}

// paramsOnly reports whether e is made of literals, parameters, nprocs and
// the operators of .bsp (no variable, pid, element or any).
func paramsOnly(info *frontend.Info, e frontend.Expr) bool {
	ok := true
	frontend.Inspect(e, func(n frontend.Node) bool {
		switch x := n.(type) {
		case *frontend.AnyExpr, *frontend.IndexExpr, *frontend.BadExpr:
			ok = false
		case *frontend.CallExpr:
			for _, arg := range x.Args {
				ok = ok && paramsOnly(info, arg)
			}
			return false // the function's name is no object
		case *frontend.Ident:
			if o := info.ObjectOf(x); o == nil || o.Kind != frontend.ParamObj && o.Kind != frontend.NprocsObj {
				ok = false
			}
		}
		return ok
	})
	return ok
}

// wordsOf returns the words of one execution of c the builder counts: 1
// when it counts messages, else the word count, plus the tag for a send.
func (b *builder) wordsOf(c *frontend.CommStmt) frontend.Expr {
	if b.msgs {
		return &frontend.IntLit{ValuePos: c.KwPos, Lit: "1", Value: 1}
	}
	n := wordsExpr(c)
	if c.Kind == frontend.Send && b.a.tag != nil && !b.a.opts.ignoreTag {
		return &frontend.BinaryExpr{X: n, Op: frontend.ADD, Y: b.a.tag, OpPos: c.KwPos}
	}
	return n
}

// hasSend reports whether cs holds a send.
func hasSend(cs []*frontend.CommStmt) bool {
	for _, c := range cs {
		if c.Kind == frontend.Send {
			return true
		}
	}
	return false
}

// messages sets st.Messages: the step's sends counted one word each.
func (a *analyzer) messages(st *Step) {
	var sends []*frontend.CommStmt
	for _, c := range st.Comms {
		if c.Kind == frontend.Send {
			sends = append(sends, c)
		}
	}
	if len(sends) == 0 {
		return
	}
	ms := &Step{Open: st.Open, Close: st.Close, Comms: sends, info: st.info}
	b := &builder{a: a, st: ms, close: st.Close, bld: &bspaff.Builder{}, namer: &bspaff.Namer{}, msgs: true}
	b.run()
	st.Messages = ms
	if ms.Err != nil {
		return
	}
	if len(ms.Seq) > 0 && !a.opts.ignoreQueueSeq {
		ms.Err = fmt.Errorf("the send at %s may run a number of times not known per superstep: the messages a process receives are not bounded", ms.Seq[0].Stmt.KwPos)
		ms.MaxOut, ms.MaxIn, ms.H, ms.Exact = nil, nil, nil, false
		return
	}
	// The queue's bound is the messages received, not max(sent, received).
	ms.H = ms.MaxIn
}
