package llvm

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"

	"bspcost/frontend"
)

// bsmpCall translates BSPlib's bulk synchronous message passing into the
// language's (docs/language.md, "Message passing"); ok is false for other
// calls. Sizes in bytes become words as for put and get: a payload of
// nbytes of elements of e bytes is ceil(nbytes / e) words, each element a
// word (elements wider than the word are refused: repeating a send would
// send more messages). What the queue statements give in bytes (qsize's
// accumulated size, get_tag's status) is the words times the word size,
// an upper bound of the bytes.
func (t *translator) bsmpCall(c *ir.InstCall, pos frontend.Pos) (out []frontend.Stmt, ok bool) {
	name := calleeName(c)
	isNull := func(i int) bool {
		_, null := unwrap(c.Args[i]).(*constant.Null)
		return null
	}
	nargs := func(n int) {
		if len(c.Args) != n {
			t.fail(pos, "%s with %d arguments; BSPlib's has %d", name, len(c.Args), n)
		}
	}
	scalar := func(i int, what string) *frontend.Ident {
		if isNull(i) {
			// BSPlib's error case (a NULL count): a variable of its own,
			// so that the queue statement still happens.
			v := &cvar{cname: "bsmp_" + what, declPos: pos}
			t.order = append(t.order, v)
			return t.ident(v, pos)
		}
		l := t.address(c.Args[i])
		t.one(l, pos, name)
		if l.v.isArray || l.v.fp || l.v.fields != nil || l.v.param || l.v.subst != nil {
			t.fail(pos, "unsupported: %s into %s, not an int scalar variable", name, l.v.cname)
		}
		return t.ident(l.v, pos)
	}
	word := int64(t.opts.WordSize)
	toBytes := func(id *frontend.Ident) frontend.Stmt {
		// id := id * word, for a count the queue gives in words that C
		// gives in bytes (kept when negative: get_tag's -1).
		v := t.identOwner[id]
		return &frontend.IfStmt{If: pos, Cond: bin(t.ident(v, pos), frontend.GTR, intLit(0, pos), pos),
			Then: &frontend.Block{Start: pos, Stmts: []frontend.Stmt{&frontend.AssignStmt{LHS: t.ident(v, pos), Assign: pos,
				RHS: bin(t.ident(v, pos), frontend.MUL, intLit(word, pos), pos)}}}, EndPos: pos}
	}
	switch name {
	case "bsp_set_tagsize":
		// bsp_set_tagsize(&nbytes): the tag size from the next sync on;
		// nbytes receives the previous size.
		nargs(1)
		if isNull(0) && tagsizeNullOn {
			// bsp_set_tagsize(NULL): an error of the program (BSPonMPI
			// aborts, the counting runtime stops); a library that
			// ignores it keeps the tag size. The run going on with the
			// size unchanged covers both (costs are never negative).
			t.note(pos, "bsp_set_tagsize(NULL): BSPlib's error, which stops the run; the bound also covers the run going on with the tag size unchanged")
			return out, true
		}
		l := t.address(c.Args[0])
		t.one(l, pos, name)
		size := divCeil(t.readLoc(l, pos), word)
		out = append(out, &frontend.TagSizeStmt{KwPos: pos, Size: size, Rparen: pos})
		if !l.v.param && l.v.subst == nil && !l.v.fp && !tagBytesOn {
			out = append(out, &frontend.AssignStmt{LHS: t.writeLoc(l, pos), Assign: pos, RHS: &frontend.AnyExpr{AnyPos: pos}})
		} else if !l.v.param && l.v.subst == nil && !l.v.fp {
			// The previous size is the one the last call set (0 at
			// the start; the same on every process, as the size is
			// set collectively): tagbytes keeps it.
			if t.tagBytes == nil {
				t.tagBytes = &cvar{cname: "tagbytes", hasInit: true, declPos: t.funcPos()}
				t.order = append(t.order, t.tagBytes)
			}
			next := &cvar{cname: "tagbytes_next", declPos: pos}
			t.order = append(t.order, next)
			out = append(out,
				&frontend.AssignStmt{LHS: t.ident(next, pos), Assign: pos, RHS: t.readLoc(l, pos)},
				&frontend.AssignStmt{LHS: t.writeLoc(l, pos), Assign: pos, RHS: t.ident(t.tagBytes, pos)},
				&frontend.AssignStmt{LHS: t.ident(t.tagBytes, pos), Assign: pos, RHS: t.ident(next, pos)})
		}
		return out, true
	case "bsp_send":
		// bsp_send(pid, tag, payload, nbytes)
		nargs(4)
		proc := t.expr(c.Args[0])
		var tag *frontend.Location
		if !isNull(1) {
			tl := t.address(c.Args[1])
			t.one(tl, pos, name)
			tag, _ = t.tagLocation(tl, pos)
		}
		var src location
		var words frontend.Expr
		if isNull(2) {
			// No payload: no words, read from the tag or a variable of
			// its own.
			if tag != nil {
				src = t.address(c.Args[1])
			} else {
				v := &cvar{cname: "bsmp_empty", declPos: pos}
				t.order = append(t.order, v)
				src = location{v: v}
			}
			words = intLit(0, pos)
		} else {
			src = t.address(c.Args[2])
			t.one(src, pos, name)
			es := t.elemSize(src.v, pos)
			if int64(es) > word {
				t.fail(pos, "unsupported: bsp_send of %d-byte elements with %d-byte words", es, word)
			}
			words = t.words(t.expr(c.Args[3]), es, pos)
		}
		if tag != nil && words == nil {
			words = intLit(1, pos)
		}
		t.notStruct(src, pos)
		var sl *frontend.Location
		if src.v.data {
			sl = t.dataBuffer(src, words, pos)
		} else {
			sl = t.commLocation(src, pos, nil)
		}
		return []frontend.Stmt{&frontend.CommStmt{Kind: frontend.Send, KwPos: pos, Proc: proc, Src: sl, Words: words, Tag: tag, Rparen: pos}}, true
	case "bsp_qsize":
		// bsp_qsize(&nmessages, &accum_nbytes)
		nargs(2)
		q := &frontend.RecvStmt{Kind: frontend.Qsize, KwPos: pos, Count: scalar(0, "count"), Rparen: pos}
		out = append(out, q)
		if !isNull(1) {
			q.Words = scalar(1, "bytes")
			out = append(out, toBytes(q.Words))
		}
		return out, true
	case "bsp_get_tag":
		// bsp_get_tag(&status, tag): status := the payload's bytes, -1
		// when the queue is empty.
		nargs(2)
		g := &frontend.RecvStmt{Kind: frontend.GetTag, KwPos: pos, Count: scalar(0, "status"), Rparen: pos}
		var after []frontend.Stmt
		if !isNull(1) {
			tl := t.address(c.Args[1])
			t.one(tl, pos, name)
			g.Dst, after = t.tagLocation(tl, pos)
		}
		return append([]frontend.Stmt{g, toBytes(g.Count)}, after...), true
	case "bsp_hpmove":
		// n = bsp_hpmove(&tag_ptr, &payload_ptr): the first message
		// leaves the queue, the pointers point into the system's buffer
		// (their targets are not modelled), n is its payload's bytes, -1
		// when the queue is empty.
		nargs(2)
		v := &cvar{cname: "hpmove_n", declPos: pos}
		t.order = append(t.order, v)
		e := &cvar{cname: "bsmp_empty", declPos: pos}
		t.order = append(t.order, e)
		n := t.ident(v, pos)
		out = append(out, &frontend.RecvStmt{Kind: frontend.GetTag, KwPos: pos, Count: n, Rparen: pos},
			&frontend.IfStmt{If: pos, Cond: bin(t.ident(v, pos), frontend.GEQ, intLit(0, pos), pos),
				Then: &frontend.Block{Start: pos, Stmts: []frontend.Stmt{&frontend.RecvStmt{Kind: frontend.Move, KwPos: pos,
					Dst: &frontend.Location{Var: t.ident(e, pos)}, Max: intLit(0, pos), Rparen: pos}}}, EndPos: pos},
			toBytes(t.ident(v, pos)))
		if len(t.users[c]) > 0 {
			tv := t.newTemp(c)
			out = append(out, &frontend.AssignStmt{LHS: t.ident(tv, pos), Assign: pos, RHS: t.ident(v, pos)})
		}
		t.note(pos, "bsp_hpmove: the payload and tag pointers it sets point into the message buffer, which is not modelled")
		return out, true
	case "bsp_move":
		// bsp_move(payload, reception_nbytes)
		nargs(2)
		if isNull(0) {
			e := &cvar{cname: "bsmp_empty", declPos: pos}
			t.order = append(t.order, e)
			return []frontend.Stmt{&frontend.RecvStmt{Kind: frontend.Move, KwPos: pos, Dst: &frontend.Location{Var: t.ident(e, pos)}, Max: intLit(0, pos), Rparen: pos}}, true
		}
		dst := t.address(c.Args[0])
		t.one(dst, pos, name)
		t.notStruct(dst, pos)
		max := t.words(t.expr(c.Args[1]), t.elemSize(dst.v, pos), pos)
		if dst.v.data {
			return []frontend.Stmt{&frontend.RecvStmt{Kind: frontend.Move, KwPos: pos, Dst: t.dataBuffer(dst, max, pos), Max: max, Rparen: pos}}, true
		}
		return []frontend.Stmt{&frontend.RecvStmt{Kind: frontend.Move, KwPos: pos, Dst: t.commLocation(dst, pos, nil), Max: max, Rparen: pos}}, true
	}
	return nil, false
}

// tagLocation is the location of a message's tag at l. A struct tag
// (BSPedupack's triple of indices) is no .bsp location: the tag goes
// through a scratch variable of the struct's words, and after a get_tag
// the struct's int fields are input data (returned as statements to run
// after it), as what a message carries is.
func (t *translator) tagLocation(l location, pos frontend.Pos) (*frontend.Location, []frontend.Stmt) {
	if l.v != nil && l.v.data {
		// A tag of a word or two, read from or written to memory the
		// translation does not follow.
		words := max((int64(l.v.elem)+int64(t.opts.WordSize)-1)/int64(t.opts.WordSize), 1)
		return t.dataBuffer(l, intLit(words, pos), pos), nil
	}
	if l.v == nil || l.v.fields == nil {
		return t.commLocation(l, pos, nil), nil
	}
	bytes := 0
	var after []frontend.Stmt
	for _, f := range l.v.fields {
		bytes += max(f.elem, 1)
		after = append(after, t.havocVar(f, pos)...)
	}
	words := max((int64(bytes)+int64(t.opts.WordSize)-1)/int64(t.opts.WordSize), 1)
	buf := &cvar{cname: l.v.cname + "_tag", declPos: pos}
	if words > 1 {
		buf.isArray = true
		buf.size = intLit(words, pos)
	}
	t.order = append(t.order, buf)
	loc := &frontend.Location{Var: t.ident(buf, pos)}
	if words > 1 {
		loc.Lbrack, loc.Index, loc.Slice, loc.Hi, loc.Rbrack = pos, intLit(0, pos), true, intLit(words, pos), pos
	}
	return loc, after
}

// readLoc is the value at location l (an int scalar, or an element).
func (t *translator) readLoc(l location, pos frontend.Pos) frontend.Expr {
	if l.v.subst != nil {
		return l.v.subst()
	}
	return t.writeLoc(l, pos)
}

// writeLoc is location l as an assignment's left side.
func (t *translator) writeLoc(l location, pos frontend.Pos) frontend.Expr {
	id := t.ident(l.v, pos)
	if !l.v.isArray {
		return id
	}
	idx := l.idx
	if idx == nil {
		idx = intLit(0, pos)
	}
	return &frontend.IndexExpr{X: id, Lbrack: pos, Index: idx, Rbrack: pos}
}

// tagsizeNullOn switches the translation of bsp_set_tagsize(NULL) as a call
// that leaves the tag size unchanged; off, it is an error (the mutation
// check of TestRulesThatTranslate).
var tagsizeNullOn = true

// tagBytesOn switches the tracking of the tag size bsp_set_tagsize gives
// back (its test switches it off: the size becomes input data).
var tagBytesOn = true
