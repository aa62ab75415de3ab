package llvm

import (
	"fmt"
	"strconv"
	"strings"

	"bspcost/frontend"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// withWork wraps s in the cost annotation of the floating-point operations
// counted while building it.
func (t *translator) withWork(s frontend.Stmt, pos frontend.Pos) frontend.Stmt {
	n := t.flops
	t.flops = 0
	if n == 0 {
		return s
	}
	return &frontend.CostStmt{Lbrace: pos, Terms: []frontend.CostTerm{{Coef: intLit(int64(n), pos), Resource: frontend.ResR, ResPos: pos, ResName: "r"}}, Rbrace: pos, Stmt: s}
}

func (t *translator) tick(pos frontend.Pos) {
	t.stmts++
	if t.stmts > t.maxStmts {
		t.limit(pos, "translation too large: more than %d statements (the structuring duplicates the code that the arms of a conditional share when they end with break, continue or return)", t.maxStmts)
	}
}

// blockBody translates the instructions of block b (not its terminator),
// then the copies into the phis of its successors.
func (t *translator) blockBody(b int) []frontend.Stmt {
	var out []frontend.Stmt
	blk := t.g.blocks[b]
	emit := func(s frontend.Stmt, pos frontend.Pos) {
		t.tick(pos)
		out = append(out, t.pending...) // declarations s needs (dataBuffer)
		t.pending = nil
		out = append(out, t.withWork(s, pos))
	}
	t.curBlock = blk
	for _, inst := range blk.Insts {
		pos := t.posOf(inst)
		t.curPos = pos
		t.flops = 0
		switch i := inst.(type) {
		case *ir.InstAlloca:
			if v := t.vars[i]; v != nil && v.vla {
				size := t.expr(i.NElems)
				emit(&frontend.VarDecl{Var: pos, Name: t.ident(v, pos), Size: size, Rbrack: pos}, pos)
			}
		case *ir.InstStore:
			for _, s := range t.store(i, pos) {
				emit(s, pos)
			}
		case *ir.InstCall:
			if pure(i) {
				// A value: bsp_pid, bsp_nprocs, a floating-point function.
				if !t.inline[i] {
					out = append(out, t.materialize(i, pos)...)
				}
				continue
			}
			if k := t.contractOf(i); k != nil {
				out = append(out, t.regMarker(i, pos)...) // the registration model's (registration.go)
				for _, s := range t.contractCall(i, k, pos) {
					emit(s, pos)
				}
				continue
			}
			if f := calleeFunc(i); f != nil && len(f.Blocks) > 0 {
				out = append(out, t.inlineCall(i, f, pos)...)
				continue
			}
			if calleeFunc(i) == nil && indirectOn {
				out = append(out, t.indirectCall(i, pos)...)
				continue
			}
			if op := memOp(calleeName(i)); op != "" {
				for _, s := range t.memCall(i, op, pos) {
					emit(s, pos)
				}
				continue
			}
			if skip, ok := inputFuncs[calleeName(i)]; ok {
				for _, s := range t.input(i, skip, pos) {
					emit(s, pos)
				}
				continue
			}
			if ss, ok := t.bsmpCall(i, pos); ok {
				for _, s := range ss {
					emit(s, pos)
				}
				continue
			}
			if t.isUnknown(i) {
				out = append(out, t.regMarker(i, pos)...) // the registration model's (registration.go)
				for _, s := range t.unknownCall(i, pos) {
					emit(s, pos)
				}
				continue
			}
			out = append(out, t.regMarker(i, pos)...) // the registration model's (registration.go)
			if s := t.call(i, pos); s != nil {
				emit(s, pos)
			}
		case *ir.InstPhi:
			// Assigned at the end of the predecessors.
		default:
			if iv, ok := i.(value.Value); ok && (t.inline[iv] || t.onlyIgnoredUsers(iv)) {
				continue // inlined, or a pointer only registration and output read
			}
			if !pure(inst) {
				if _, ok := inst.(*ir.InstSelect); !ok {
					t.fail(pos, "unsupported: instruction %q", firstWord(inst.LLString()))
				}
			}
			out = append(out, t.materialize(inst.(value.Value), pos)...)
		}
	}
	// Phi copies for the successors. The branch condition is read after
	// them: when it reads a phi's temporary that they assign (a loop
	// over a pointer: next = cur + 1; if next == end), it is computed
	// into its own temporary first.
	t.curPos = t.posOf(blk.Term)
	assigned := map[*cvar]bool{}
	for _, s := range successors(blk) {
		for _, inst := range s.Insts {
			ph, ok := inst.(*ir.InstPhi)
			if !ok {
				break
			}
			if tv := t.temps[ph]; tv != nil {
				assigned[tv] = true
			}
		}
	}
	if len(assigned) > 0 {
		var cond value.Value
		switch term := blk.Term.(type) {
		case *ir.TermCondBr:
			cond = term.Cond
		case *ir.TermSwitch:
			cond = term.X
		}
		if cond != nil && t.readsTemps(cond, assigned, 0) {
			c := unwrap(cond)
			t.inline[c] = false
			out = append(out, t.materialize(c, t.curPos)...)
		}
	}
	for _, s := range successors(blk) {
		for _, inst := range s.Insts {
			ph, ok := inst.(*ir.InstPhi)
			if !ok {
				break
			}
			for _, inc := range ph.Incs {
				if inc.Pred != blk {
					continue
				}
				if src, ok := unwrap(inc.X).(*ir.InstPhi); ok && phiOf(s, src) {
					t.fail(t.curPos, "unsupported: phi of a phi of the same block (a parallel copy)")
				}
				if ss, ok := t.regChoice(ph, inc.X, t.curPos); ok {
					out = append(out, ss...) // the registration model's (registration.go)
					continue
				}
				tv := t.temps[ph]
				if tv != nil && (tv.ptrBase != nil || tv.ptrBases != nil) {
					out = append(out, t.pointerCopy(tv, inc.X, t.curPos)...)
					continue
				}
				if tv == nil || tv.fp {
					t.countFP(inc.X)
					if t.flops > 0 {
						emit(&frontend.SkipStmt{Skip: t.curPos}, t.curPos)
					}
					continue
				}
				out = append(out, t.assignTemp(tv, inc.X, t.curPos)...)
			}
		}
	}
	return out
}

// readsTemps reports whether the value v, as the translation writes it,
// reads one of the temporaries in set.
func (t *translator) readsTemps(v value.Value, set map[*cvar]bool, depth int) bool {
	v = unwrap(v)
	if tv := t.temps[v]; tv != nil {
		return set[tv]
	}
	inst, ok := v.(ir.Instruction)
	if !ok || !t.inline[v] || depth > 64 {
		return depth > 64
	}
	ops, ok := inst.(interface{ Operands() []*value.Value })
	if !ok {
		return false
	}
	for _, op := range ops.Operands() {
		if t.readsTemps(*op, set, depth+1) {
			return true
		}
	}
	return false
}

// pointerCopy is the copy of the location x into the pointer temporary
// tv of a phi: tv := the index (and tv_which := the array).
func (t *translator) pointerCopy(tv *cvar, x value.Value, pos frontend.Pos) []frontend.Stmt {
	l := t.address(x)
	var out []frontend.Stmt
	if tv.ptrBases != nil {
		var which frontend.Expr
		if l.alts != nil {
			which = l.which
		} else {
			which = intLit(t.arrayID(l.v), pos)
		}
		t.tick(pos)
		out = append(out, &frontend.AssignStmt{LHS: t.ident(tv.ptrWhich, pos), Assign: pos, RHS: which})
	} else {
		t.one(l, pos, "a pointer chosen by ?:")
	}
	idx := l.idx
	if idx == nil || !l.v.isArray {
		idx = intLit(0, pos)
	}
	t.tick(pos)
	return append(out, &frontend.AssignStmt{LHS: t.ident(tv, pos), Assign: pos, RHS: idx})
}

// phiOf reports whether ph is one of the phis that start block b.
func phiOf(b *ir.Block, ph *ir.InstPhi) bool {
	for _, inst := range b.Insts {
		p, ok := inst.(*ir.InstPhi)
		if !ok {
			return false
		}
		if p == ph {
			return true
		}
	}
	return false
}

// materialize assigns a value that is not inlined to its temporary.
func (t *translator) materialize(v value.Value, pos frontend.Pos) []frontend.Stmt {
	tv := t.temps[v]
	if tv == nil {
		tv = t.newTemp(v)
	}
	if sel, ok := v.(*ir.InstSelect); ok && !tv.fp && tv.ptrBase == nil {
		c := t.expr(sel.Cond)
		th := t.assignTemp(tv, sel.ValueTrue, pos)
		el := t.assignTemp(tv, sel.ValueFalse, pos)
		t.tick(pos)
		return []frontend.Stmt{t.withWork(&frontend.IfStmt{If: pos, Cond: c, Then: &frontend.Block{Start: pos, Stmts: th}, Else: &frontend.Block{Start: pos, Stmts: el}, EndPos: pos}, pos)}
	}
	if ld, ok := v.(*ir.InstLoad); ok && !tv.fp && !tv.boolean && tv.ptrBase == nil {
		if l := t.address(ld.Src); l.alts != nil {
			// tv := a[i] for each array the pointer may point into.
			t.tick(pos)
			return t.dispatch(l, pos, func(one location) []frontend.Stmt {
				idx := one.idx
				if idx == nil {
					idx = intLit(0, pos)
				}
				return []frontend.Stmt{&frontend.AssignStmt{LHS: t.ident(tv, pos), Assign: pos, RHS: &frontend.IndexExpr{X: t.ident(one.v, pos), Lbrack: pos, Index: idx, Rbrack: pos}}}
			})
		}
	}
	if tv.ptrBase != nil {
		var idx frontend.Expr = intLit(0, pos)
		delete(t.temps, v) // the location read from the variable, now
		l := t.address(v)
		t.temps[v] = tv
		if l.idx != nil && l.v.isArray {
			idx = l.idx
		}
		t.tick(pos)
		return []frontend.Stmt{&frontend.AssignStmt{LHS: t.ident(tv, pos), Assign: pos, RHS: idx}}
	}
	if tv.fp {
		// The value itself is data; only its operations cost.
		t.flops = 0
		t.countFPInst(v.(ir.Instruction))
		if t.flops == 0 {
			return nil
		}
		t.tick(pos)
		return []frontend.Stmt{t.withWork(&frontend.SkipStmt{Skip: pos}, pos)}
	}
	return t.assignTemp(tv, v, pos, true)
}

// assignTemp is tv := x (for a boolean temporary, if x then tv := 1 else
// tv := 0 end). self is set when x is tv's own defining instruction.
func (t *translator) assignTemp(tv *cvar, x value.Value, pos frontend.Pos, self ...bool) []frontend.Stmt {
	var rhs frontend.Expr
	if len(self) > 0 {
		inst := x.(ir.Instruction)
		saved := t.temps[x]
		delete(t.temps, x)
		was := t.inline[x]
		t.inline[x] = true
		rhs = t.build(inst)
		t.inline[x] = was
		t.temps[x] = saved
	} else {
		rhs = t.expr(x)
	}
	t.tick(pos)
	if tv.boolean {
		if c, ok := rhs.(*frontend.BoolLit); ok {
			v := int64(0)
			if c.Value {
				v = 1
			}
			return []frontend.Stmt{t.withWork(&frontend.AssignStmt{LHS: t.ident(tv, pos), Assign: pos, RHS: intLit(v, pos)}, pos)}
		}
		return []frontend.Stmt{t.withWork(&frontend.IfStmt{If: pos, Cond: rhs,
			Then:   &frontend.Block{Start: pos, Stmts: []frontend.Stmt{&frontend.AssignStmt{LHS: t.ident(tv, pos), Assign: pos, RHS: intLit(1, pos)}}},
			Else:   &frontend.Block{Start: pos, Stmts: []frontend.Stmt{&frontend.AssignStmt{LHS: t.ident(tv, pos), Assign: pos, RHS: intLit(0, pos)}}},
			EndPos: pos}, pos)}
	}
	return []frontend.Stmt{t.withWork(&frontend.AssignStmt{LHS: t.ident(tv, pos), Assign: pos, RHS: rhs}, pos)}
}

func (t *translator) newTemp(v value.Value) *cvar {
	ty := v.Type()
	if _, ptr := ty.(*types.PointerType); ptr {
		if _, load := v.(*ir.InstLoad); load {
			// A pointer read before its variable changes: the
			// temporary holds its index into the array it points to.
			l := t.address(v)
			t.one(l, t.curPos, "a pointer read before it changes")
			tv := &cvar{cname: "t" + trimPercent(v.Ident()), declPos: t.curPos, temp: true, ptrBase: l.v}
			t.temps[v] = tv
			t.order = append(t.order, tv)
			return tv
		}
	}
	tv := &cvar{cname: "t" + trimPercent(v.Ident()), fp: isFP(ty), boolean: isBool(ty), declPos: t.curPos, temp: true}
	if _, ptr := ty.(*types.PointerType); ptr {
		if ph, ok := v.(*ir.InstPhi); ok && t.phiBases != nil {
			// p = c ? a : b: the temporary holds the index, and with
			// several arrays tv_which the array.
			if bs, ok := t.phiBases(ph); ok && len(bs) > 0 {
				tv := &cvar{cname: "t" + trimPercent(v.Ident()), declPos: t.curPos, temp: true}
				if len(bs) == 1 {
					tv.ptrBase = bs[0]
				} else {
					for _, b := range bs {
						if !b.isArray || b.elem != bs[0].elem {
							t.fail(t.curPos, "unsupported: a pointer chosen by ?: into %s and %s, of different types", bs[0].cname, b.cname)
						}
					}
					tv.ptrBases = bs
					tv.ptrWhich = &cvar{cname: tv.cname + "_which", declPos: t.curPos}
					t.order = append(t.order, tv.ptrWhich)
				}
				t.temps[v] = tv
				t.order = append(t.order, tv)
				return tv
			}
		}
		t.fail(t.curPos, "unsupported: a pointer computed by a phi whose arrays the translation does not know (clang's loop over a partly initialised array int a[3] = {n}, a pointer from a call)")
	}
	if !tv.fp && !isInt(ty) {
		t.fail(t.curPos, "unsupported: value %s of type %s", v.Ident(), ty)
	}
	t.temps[v] = tv
	t.order = append(t.order, tv)
	return tv
}

func trimPercent(s string) string {
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' {
			out = append(out, c)
		}
	}
	return string(out)
}

func (t *translator) store(s *ir.InstStore, pos frontend.Pos) []frontend.Stmt {
	loc := t.address(s.Dst)
	t.notStruct(loc, pos)
	if loc.v.data {
		// A write into memory the translation does not follow (reading
		// it is input data): only its floating-point operations count.
		if isFP(s.Src.Type()) {
			t.countFP(s.Src)
		} else if isInt(s.Src.Type()) {
			t.evalOnly(s.Src)
		}
		if t.flops > 0 {
			return []frontend.Stmt{&frontend.SkipStmt{Skip: pos}}
		}
		return nil
	}
	if loc.v.rows {
		return t.rowStore(s, loc, pos)
	}
	if loc.v.ptrField {
		// Followed where the struct goes to a call (structPointers).
		return nil
	}
	if _, fn := unwrap(s.Src).(*ir.Func); fn && loc.v.opaque && indirectOn {
		// A function pointer variable: a call through it may call any
		// function whose address the program takes (indirectCall).
		return nil
	}
	if loc.v.opaque && loc.alts == nil {
		if v := loc.v; v.dataPtr {
			return t.dataPointerStore(s, v, pos)
		}
		if v := loc.v; v.ptrBases != nil {
			return t.multiPointerStore(s, v, pos)
		}
		return t.pointerStore(s, loc.v, pos)
	}
	if loc.v.subst != nil && loc.alts == nil {
		// The one store of a substituted variable: its value is used
		// directly at every load.
		return nil
	}
	if loc.v.param {
		t.fail(pos, "unsupported: assignment to parameter %s", loc.v.cname)
	}
	ty := s.Src.Type()
	var rhs frontend.Expr
	switch {
	case isFP(ty):
		t.countFP(s.Src)
		rhs = &frontend.AnyExpr{AnyPos: pos}
	case isBool(ty):
		t.evalOnly(s.Src)
		rhs = &frontend.AnyExpr{AnyPos: pos}
	case isInt(ty):
		rhs = t.expr(s.Src)
	default:
		t.fail(pos, "unsupported: store of a %s (only int and floating-point values)", ty)
	}
	first := true
	return t.dispatch(loc, pos, func(loc location) []frontend.Stmt {
		r := rhs
		if !first {
			r = t.cloneExpr(rhs)
		}
		first = false
		var lhs frontend.Expr
		if loc.v.isArray {
			idx := loc.idx
			if idx == nil {
				idx = intLit(0, pos)
			}
			lhs = &frontend.IndexExpr{X: t.ident(loc.v, pos), Lbrack: pos, Index: idx, Rbrack: pos}
		} else {
			if loc.idx != nil {
				t.fail(pos, "unsupported: indexing scalar %s", loc.v.cname)
			}
			lhs = t.ident(loc.v, pos)
		}
		return []frontend.Stmt{&frontend.AssignStmt{LHS: lhs, Assign: pos, RHS: r}}
	})
}

// multiPointerStore translates a store to a pointer into several arrays:
// p_which := the arrayID of the array the value points into, p := the
// index.
func (t *translator) multiPointerStore(s *ir.InstStore, v *cvar, pos frontend.Pos) []frontend.Stmt {
	if st := t.nullStore(s, v, pos); st != nil {
		return []frontend.Stmt{st}
	}
	l := t.address(s.Src)
	var which frontend.Expr
	if l.alts != nil {
		which = l.which
	} else {
		in := false
		for _, b := range v.ptrBases {
			in = in || b == l.v
		}
		if !in {
			t.fail(pos, "unsupported: pointer %s assigned a location in %s, which the translation did not expect", v.cname, l.v.cname)
		}
		which = intLit(t.arrayID(l.v), pos)
	}
	if v.ptrOff == nil {
		v.ptrOff = &cvar{cname: v.cname, declPos: v.declPos, elem: 8}
		t.order = append(t.order, v.ptrOff)
	}
	idx := l.idx
	if idx == nil {
		idx = intLit(0, pos)
	}
	return append([]frontend.Stmt{
		&frontend.AssignStmt{LHS: t.ident(v.ptrWhich, pos), Assign: pos, RHS: which},
		&frontend.AssignStmt{LHS: t.ident(v.ptrOff, pos), Assign: pos, RHS: idx},
	}, t.notNull(v, l, pos)...)
}

// nullStore is v_null := 1 for a store of NULL into the maybe-NULL
// pointer v (its other variables keep their values: a NULL pointer is
// never read through); nil for another store.
func (t *translator) nullStore(s *ir.InstStore, v *cvar, pos frontend.Pos) frontend.Stmt {
	if _, null := unwrap(s.Src).(*constant.Null); !null || !v.maybeNull || v.nullFlag == nil {
		return nil
	}
	t.note(pos, "pointer %s may be NULL: a use of it charges as for the other places it may point to (a NULL pointer is never read through), and %s == NULL is followed", v.cname, v.cname)
	return &frontend.AssignStmt{LHS: t.ident(v.nullFlag, pos), Assign: pos, RHS: intLit(1, pos)}
}

// notNull is v_null := 0 (or the null flag of l) for a store of location
// l into the maybe-NULL pointer v; nil for another pointer.
func (t *translator) notNull(v *cvar, l location, pos frontend.Pos) []frontend.Stmt {
	if !v.maybeNull || v.nullFlag == nil {
		return nil
	}
	var rhs frontend.Expr = intLit(0, pos)
	if l.null != nil {
		rhs = l.null
	}
	return []frontend.Stmt{&frontend.AssignStmt{LHS: t.ident(v.nullFlag, pos), Assign: pos, RHS: rhs}}
}

// dataPointerStore translates a store into the data pointer v (dataPtr):
// only whether it is NULL is followed. An address of the program's int
// variables stored there is an error: writes through v are not followed,
// and reading those variables after one would be wrong.
func (t *translator) dataPointerStore(s *ir.InstStore, v *cvar, pos frontend.Pos) []frontend.Stmt {
	if st := t.nullStore(s, v, pos); st != nil {
		return []frontend.Stmt{st}
	}
	t.note(pos, "pointer %s may point to memory whose size or contents the translation does not follow: reading through it is input data, writing through it is not followed, and a transfer through it moves its words through a buffer of its own", v.cname)
	l, ok := t.tryAddress(s.Src)
	if !ok {
		// An allocation, or a pointer the translation does not know:
		// not NULL (malloc is assumed to succeed).
		return t.notNull(v, location{}, pos)
	}
	if !l.v.data && !l.v.fp {
		t.fail(pos, "unsupported: pointer %s, which may point to memory the translation does not follow, assigned an address in %s, an int variable of the program (writes through %s would not be followed)", v.cname, l.v.cname, v.cname)
	}
	return t.notNull(v, l, pos)
}

func (t *translator) commLocation(l location, pos frontend.Pos, extra frontend.Expr) *frontend.Location {
	if l.v.data {
		t.fail(pos, "unsupported: a put or get through pointer %s, which may point to memory the translation does not follow", l.v.cname)
	}
	idx := l.idx
	if extra != nil {
		if c, ok := constOf(extra); !ok || c != 0 {
			if idx == nil {
				idx = extra
			} else {
				idx = bin(idx, frontend.ADD, extra, pos)
			}
		}
	}
	if idx != nil && !l.v.isArray {
		if c, ok := constOf(idx); !ok || c != 0 {
			t.fail(pos, "unsupported: offset into scalar %s", l.v.cname)
		}
		idx = nil
	}
	loc := &frontend.Location{Var: t.ident(l.v, pos)}
	if idx != nil {
		loc.Lbrack, loc.Index, loc.Rbrack = pos, idx, pos
	}
	return loc
}

// call translates a call statement; nil when it has no effect on the
// model.
func (t *translator) call(c *ir.InstCall, pos frontend.Pos) frontend.Stmt {
	name := calleeName(c)
	if ignored[name] {
		// Output and registration do not change the model, but the
		// floating-point operations computing their arguments are work
		// (printf("%f", t1 - t0)).
		if t.argFlops(c) > 0 {
			return &frontend.SkipStmt{Skip: pos}
		}
		return nil
	}
	if bspPure[name] || isLifetime(name) {
		return nil
	}
	arg := func(i int) value.Value { return unwrap(c.Args[i]) }
	nargs := func(n int) {
		if len(c.Args) != n {
			t.fail(pos, "%s with %d arguments; BSPlib's has %d", name, len(c.Args), n)
		}
	}
	switch name {
	case "bsp_sync":
		return &frontend.SyncStmt{Sync: pos}
	case "bspcost_work":
		nargs(1)
		n := t.expr(arg(0))
		return &frontend.CostStmt{Lbrace: pos, Terms: []frontend.CostTerm{{Coef: n, Resource: frontend.ResR, ResPos: pos, ResName: "r"}}, Rbrace: pos, Stmt: &frontend.SkipStmt{Skip: pos}}
	case "bsp_put", "bsp_hpput":
		// bsp_put(pid, src, dst, offset, nbytes)
		nargs(5)
		proc := t.expr(arg(0))
		src := t.address(arg(1))
		dst := t.address(arg(2))
		es := t.elemSize(src.v, pos)
		off := divFloor(t.expr(arg(3)), int64(t.elemSize(dst.v, pos)))
		words := t.words(t.expr(arg(4)), es, pos)
		return t.wide(es, t.commDispatch(frontend.Put, proc, src, nil, dst, off, words, pos), pos)
	case "bsp_get", "bsp_hpget":
		// bsp_get(pid, src, offset, dst, nbytes)
		nargs(5)
		proc := t.expr(arg(0))
		src := t.address(arg(1))
		off := divFloor(t.expr(arg(2)), int64(t.elemSize(src.v, pos)))
		dst := t.address(arg(3))
		es := t.elemSize(dst.v, pos)
		words := t.words(t.expr(arg(4)), es, pos)
		return t.wide(es, t.commDispatch(frontend.Get, proc, src, off, dst, nil, words, pos), pos)
	case "":
		t.fail(pos, "unsupported: indirect call")
	}
	if f := calleeFunc(c); f != nil && len(f.Blocks) == 0 && isNoreturn(f) {
		// The run ends here (abort, exit, a failed assert, bsp_abort).
		if strings.HasPrefix(name, "__assert") {
			name = "a failed assert"
		}
		if _, ends := t.curBlock.Term.(*ir.TermUnreachable); !ends || t.goesOn[t.curBlock] {
			t.note(pos, "%s ends the run here; the bound also covers the run going on after it (an over-approximation: costs are not negative)", name)
			if abortGuardsOn && t.mayGuard() {
				mark := &frontend.SkipStmt{Skip: pos}
				t.abortMarks[mark] = name
				return mark
			}
		} else {
			t.note(pos, "%s ends the run here: its cost is that of the path up to this call", name)
		}
		return nil
	}
	if f := calleeFunc(c); f != nil && len(f.Blocks) > 0 {
		t.fail(pos, "unsupported: call of %s, a function of the file (inlining is not implemented yet)", name)
	}
	if libraryWithBarriers(name) {
		t.fail(pos, "unsupported: call of %s, a BSP library function that may synchronise or communicate: its cost cannot be assumed zero; state it with a cost contract (#pragma bspcost contract, or --contracts FILE: docs/c-frontend.md)", name)
	}
	t.fail(pos, "unsupported: call of %s", name)
	return nil
}

// unknownCall translates the call of a function whose body the
// translation does not see and that is not a BSP library function: it
// costs no communication and no barrier, what its pointer arguments
// point to becomes input data (the int elements it may have written;
// floating-point values are data anyway), and so does its int result.
// It is assumed not to write the program's globals by name (the C
// library's functions do not); the note names the function and says so.
func (t *translator) unknownCall(c *ir.InstCall, pos frontend.Pos) []frontend.Stmt {
	name := calleeName(c)
	var out []frontend.Stmt
	if t.argFlops(c) > 0 {
		out = append(out, t.withWork(&frontend.SkipStmt{Skip: pos}, pos))
	}
	havocs, havoc := t.havocArgs(c, pos, nil)
	out = append(out, havocs...)
	if len(t.users[c]) > 0 && isInt(c.Type()) {
		tv := t.newTemp(c)
		out = append(out, &frontend.AssignStmt{LHS: t.ident(tv, pos), Assign: pos, RHS: &frontend.AnyExpr{AnyPos: pos}})
	}
	if libcQuiet[name] && len(havoc) == 0 {
		// A C library function whose effects are the ones modelled: no
		// note (the model is exact up to the values, which are data).
		return out
	}
	what := "assumed to communicate nothing, not to synchronise and not to write the program's globals"
	if len(havoc) > 0 {
		what += "; what it may write through its arguments (" + strings.Join(havoc, ", ") + ") is input data after the call"
	}
	if libcQuiet[name] {
		t.note(pos, "%s: what it writes through its arguments (%s) is input data after the call", name, strings.Join(havoc, ", "))
		return out
	}
	t.note(pos, "%s: a function whose code is not among the inputs: %s", name, what)
	return out
}

// havocArgs makes what the pointer arguments of a call of a function
// without code reach input data; it returns the statements and the C names
// of the variables. same, when not nil, is told each int scalar made data
// by the argument of that index, with the assignment that does it.
func (t *translator) havocArgs(c *ir.InstCall, pos frontend.Pos, same func(i int, v *cvar, s *frontend.AssignStmt)) (out []frontend.Stmt, havoc []string) {
	name := calleeName(c)
	done := map[*cvar]*frontend.AssignStmt{} // the scalars made data, once each
	for ai, a := range c.Args {
		if _, ok := a.Type().(*types.PointerType); !ok {
			continue
		}
		if _, null := unwrap(a).(*constant.Null); null {
			continue
		}
		if baseGlobalConst(a) || t.isHandleLoad(a) {
			continue // a string literal, a handle (FILE *)
		}
		if _, fn := unwrap(a).(*ir.Func); fn {
			// A function of the program given to the library (a
			// reduction's operator): it writes what the call's other
			// arguments point to, made data here.
			continue
		}
		l, ok := t.tryAddress(a)
		if !ok {
			t.fail(pos, "unsupported: call of %s with a pointer the translation cannot follow (argument %d): what it may write is unknown", name, ai+1)
		}
		if l.v.fp || l.v.opaque || l.v.param || l.v.subst != nil {
			continue
		}
		if l.v.fields != nil {
			for _, f := range l.v.fields {
				out = append(out, t.havocVar(f, pos)...)
			}
			for _, v := range t.structPointers(l.v, name, pos) {
				out = append(out, t.havocVar(v, pos)...)
				havoc = append(havoc, v.cname)
			}
		} else {
			if as := done[l.v]; as != nil {
				if same != nil {
					same(ai, l.v, as)
				}
				continue
			}
			hs := t.havocVar(l.v, pos)
			if same != nil && !l.v.isArray && len(hs) == 1 {
				if as, ok := hs[0].(*frontend.AssignStmt); ok {
					done[l.v] = as
					same(ai, l.v, as)
				}
			}
			out = append(out, hs...)
		}
		havoc = append(havoc, l.v.cname)
	}
	return out, havoc
}

// havocVar makes an int variable input data: x := any, or every element of
// an array.
func (t *translator) havocVar(v *cvar, pos frontend.Pos) []frontend.Stmt {
	if v.fp || v.opaque {
		return nil
	}
	if !v.isArray {
		return []frontend.Stmt{&frontend.AssignStmt{LHS: t.ident(v, pos), Assign: pos, RHS: &frontend.AnyExpr{AnyPos: pos}}}
	}
	if v.size == nil {
		t.fail(pos, "unsupported: an array of unknown size written by an unknown function")
	}
	kv := &cvar{cname: "k", forVar: true, declPos: pos}
	t.order = append(t.order, kv)
	body := &frontend.AssignStmt{LHS: &frontend.IndexExpr{X: t.ident(v, pos), Lbrack: pos, Index: t.ident(kv, pos), Rbrack: pos}, Assign: pos, RHS: &frontend.AnyExpr{AnyPos: pos}}
	return []frontend.Stmt{&frontend.ForStmt{For: pos, Var: t.ident(kv, pos), Lo: intLit(0, pos), Hi: bin(t.cloneExpr(v.size), frontend.SUB, intLit(1, pos), pos), Body: &frontend.Block{Start: pos, Stmts: []frontend.Stmt{body}}, EndPos: pos}}
}

// baseGlobalConst reports whether v addresses a constant global (a
// string literal).
func baseGlobalConst(v value.Value) bool {
	for i := 0; i < 8; i++ {
		switch x := unwrap(v).(type) {
		case *ir.Global:
			return x.Immutable
		case *constant.ExprGetElementPtr:
			v = x.Src
		case *constant.ExprBitCast:
			v = x.From
		default:
			return false
		}
	}
	return false
}

// memOp returns "set" or "copy" for memset and memcpy (clang's
// intrinsics for array and struct initialisers too), "move" for memmove,
// "" otherwise.
func memOp(name string) string {
	switch {
	case name == "memset" || strings.HasPrefix(name, "llvm.memset."):
		return "set"
	case name == "memcpy" || strings.HasPrefix(name, "llvm.memcpy."):
		return "copy"
	case name == "memmove" || strings.HasPrefix(name, "llvm.memmove."):
		return "move"
	}
	return ""
}

// memCall translates memset(a, c, nbytes) into a loop assigning 0 (c is
// 0) or any to the elements, and memcpy(a, b, nbytes) into a loop copying
// b's elements into a's (any for floating-point ones). A struct copied at
// once, elements of different sizes, or memmove within one array are
// errors.
func (t *translator) memCall(c *ir.InstCall, op string, pos frontend.Pos) []frontend.Stmt {
	if len(c.Args) < 3 {
		t.fail(pos, "unsupported: mem%s with %d arguments", op, len(c.Args))
	}
	dst := t.address(c.Args[0])
	t.one(dst, pos, "mem"+op)
	if dst.v.fields != nil {
		t.fail(pos, "unsupported: a struct initialised or copied at once (mem%s): assign its fields", op)
	}
	if dst.v.param || dst.v.subst != nil || dst.v.opaque {
		t.fail(pos, "unsupported: mem%s into %s", op, dst.v.cname)
	}
	e := dst.v.elem
	if e <= 0 {
		t.fail(pos, "unsupported: mem%s into %s, whose element size is unknown", op, dst.v.cname)
	}
	n, exact := divExact(t.expr(c.Args[2]), int64(e))
	if !exact {
		t.fail(pos, "unsupported: mem%s of a byte count that is not visibly a multiple of %s's %d-byte elements", op, dst.v.cname, e)
	}
	var src location
	if op != "set" {
		src = t.address(c.Args[1])
		t.one(src, pos, "mem"+op)
		t.notStruct(src, pos)
		if src.v.elem != e || src.v.fp != dst.v.fp {
			t.fail(pos, "unsupported: mem%s between %s and %s, of different element types", op, dst.v.cname, src.v.cname)
		}
		if op == "move" && src.v == dst.v {
			t.fail(pos, "unsupported: memmove within %s", dst.v.cname)
		}
	}
	elem := func(l location, k frontend.Expr) frontend.Expr {
		if !l.v.isArray {
			return t.ident(l.v, pos)
		}
		idx := k
		if l.idx != nil {
			idx = bin(l.idx, frontend.ADD, k, pos)
		}
		return &frontend.IndexExpr{X: t.ident(l.v, pos), Lbrack: pos, Index: idx, Rbrack: pos}
	}
	value := func(k func() frontend.Expr) frontend.Expr {
		switch {
		case dst.v.fp:
			return &frontend.AnyExpr{AnyPos: pos}
		case op == "set":
			if v, ok := constOf(t.expr(c.Args[1])); ok && v == 0 {
				return intLit(0, pos)
			}
			return &frontend.AnyExpr{AnyPos: pos}
		}
		return elem(src, k())
	}
	if !dst.v.isArray {
		// A scalar: one element.
		return []frontend.Stmt{&frontend.AssignStmt{LHS: t.ident(dst.v, pos), Assign: pos, RHS: value(func() frontend.Expr { return intLit(0, pos) })}}
	}
	kv := &cvar{cname: "k", forVar: true, declPos: pos}
	t.order = append(t.order, kv)
	k := func() frontend.Expr { return t.ident(kv, pos) }
	body := &frontend.AssignStmt{LHS: elem(dst, k()), Assign: pos, RHS: value(k)}
	t.tick(pos)
	return []frontend.Stmt{&frontend.ForStmt{For: pos, Var: t.ident(kv, pos), Lo: intLit(0, pos), Hi: bin(n, frontend.SUB, intLit(1, pos), pos), Body: &frontend.Block{Start: pos, Stmts: []frontend.Stmt{body}}, EndPos: pos}}
}

// inputFuncs are the C input functions whose pointer arguments are
// assigned input data, with the number of arguments before them (the
// stream or string, the format).
var inputFuncs = map[string]int{
	"scanf": 1, "__isoc99_scanf": 1,
	"fscanf": 2, "__isoc99_fscanf": 2,
	"sscanf": 2, "__isoc99_sscanf": 2,
}

// input translates scanf(format, &x, &a[i], ...): each location read
// becomes any (input data, as the other inputs of a .bsp program); the
// count scanf returns is any too. A string (%s into a char array) or a
// parameter is an error.
func (t *translator) input(c *ir.InstCall, skip int, pos frontend.Pos) []frontend.Stmt {
	name := strings.TrimPrefix(calleeName(c), "__isoc99_")
	var out []frontend.Stmt
	for i := skip; i < len(c.Args); i++ {
		l := t.address(c.Args[i])
		t.one(l, pos, name)
		t.notStruct(l, pos)
		switch {
		case l.v.param:
			t.fail(pos, "unsupported: %s reads parameter %s (a parameter is the same on every process and never assigned)", name, l.v.cname)
		case l.v.elem == 1 && !l.v.fp && l.v.isArray:
			// A string (%s): what it writes is data, the whole array.
			out = append(out, t.havocVar(l.v, pos)...)
			continue
		case l.v.subst != nil:
			t.fail(pos, "unsupported: %s reads %s, which the translation replaced by its value", name, l.v.cname)
		}
		id := t.ident(l.v, pos)
		var lhs frontend.Expr = id
		if l.v.isArray {
			idx := l.idx
			if idx == nil {
				idx = intLit(0, pos)
			}
			lhs = &frontend.IndexExpr{X: id, Lbrack: pos, Index: idx, Rbrack: pos}
		} else if l.idx != nil {
			t.fail(pos, "unsupported: %s into an offset of scalar %s", name, l.v.cname)
		}
		out = append(out, &frontend.AssignStmt{LHS: lhs, Assign: pos, RHS: &frontend.AnyExpr{AnyPos: pos}})
	}
	if len(t.users[c]) > 0 {
		tv := t.newTemp(c)
		out = append(out, &frontend.AssignStmt{LHS: t.ident(tv, pos), Assign: pos, RHS: &frontend.AnyExpr{AnyPos: pos}})
	}
	return out
}

// dataBuffer is the location of a transfer of words elements (nil: 1)
// through the data pointer location l (dataPtr): a fresh array of that
// size, declared just before the transfer (t.pending), whose contents are
// input data as the memory's are. A send reads it and a move writes it at
// once, so the words counted are the transfer's.
func (t *translator) dataBuffer(l location, words frontend.Expr, pos frontend.Pos) *frontend.Location {
	size := intLit(1, pos)
	if words != nil {
		size = t.cloneExpr(words)
	}
	buf := &cvar{cname: l.v.cname + "_buf", isArray: true, vla: true, elem: l.v.elem, fp: l.v.fp, declPos: pos}
	t.vlas = append(t.vlas, buf)
	t.pending = append(t.pending, &frontend.VarDecl{Var: pos, Name: t.ident(buf, pos), Size: size, Rbrack: pos})
	return &frontend.Location{Var: t.ident(buf, pos)}
}

// commDispatch is the put or get of src (at offset srcOff) to dst (at
// dstOff), one per pair of arrays when src or dst points into several.
func (t *translator) commDispatch(kind frontend.CommKind, proc frontend.Expr, src location, srcOff frontend.Expr, dst location, dstOff frontend.Expr, words frontend.Expr, pos frontend.Pos) frontend.Stmt {
	t.notStruct(src, pos)
	t.notStruct(dst, pos)
	build := func(s, d location) frontend.Stmt {
		return &frontend.CommStmt{Kind: kind, KwPos: pos, Proc: proc, Src: t.commLocation(s, pos, srcOff), Dst: t.commLocation(d, pos, dstOff), Words: words, Rparen: pos}
	}
	if src.alts == nil && dst.alts == nil {
		return build(src, dst)
	}
	first := true
	if sameWhich(t, src, dst) {
		// Both through the same pointer (bsp_put(q, &cur[1], cur, ...)):
		// one array at a time.
		stmts := t.dispatch(src, pos, func(s location) []frontend.Stmt {
			d := location{v: s.v, idx: dst.idx}
			if !first {
				proc, words = t.cloneExpr(proc), cloneOpt(t, words)
				srcOff, dstOff = cloneOpt(t, srcOff), cloneOpt(t, dstOff)
				d.idx = cloneOpt(t, dst.idx)
			}
			first = false
			return []frontend.Stmt{build(s, d)}
		})
		return stmts[0]
	}
	stmts := t.dispatch(src, pos, func(s location) []frontend.Stmt {
		return t.dispatch(dst, pos, func(d location) []frontend.Stmt {
			if !first {
				// Each arm has its own copies of the expressions.
				proc, words = t.cloneExpr(proc), cloneOpt(t, words)
				srcOff, dstOff = cloneOpt(t, srcOff), cloneOpt(t, dstOff)
			}
			first = false
			return []frontend.Stmt{build(s, d)}
		})
	})
	return stmts[0]
}

// sameWhich reports whether a and b point into the same arrays through
// the same pointer variable (their which is the same variable).
func sameWhich(t *translator, a, b location) bool {
	if a.alts == nil || b.alts == nil || len(a.alts) != len(b.alts) {
		return false
	}
	for i := range a.alts {
		if a.alts[i] != b.alts[i] {
			return false
		}
	}
	x, ok1 := a.which.(*frontend.Ident)
	y, ok2 := b.which.(*frontend.Ident)
	return ok1 && ok2 && t.identOwner[x] != nil && t.identOwner[x] == t.identOwner[y]
}

func cloneOpt(t *translator, e frontend.Expr) frontend.Expr {
	if e == nil {
		return nil
	}
	return t.cloneExpr(e)
}

func isLifetime(name string) bool {
	return len(name) > 14 && name[:14] == "llvm.lifetime."
}

func (t *translator) elemSize(v *cvar, pos frontend.Pos) int {
	if v.elem <= 0 {
		t.fail(pos, "unsupported: transfer of %s, whose element size is unknown", v.cname)
	}
	return v.elem
}

// wide repeats the transfer comm of elements of es bytes k = ceil(es /
// WordSize) times when they are wider than the word (doubles with
// --word-size 4): a .bsp put or get moves one word per element, and
// repeating it moves the same values to the same place again (the data are
// unchanged) while each end counts k words per element, which is at least
// ceil(nbytes / WordSize), the words BSPlib's transfer of nbytes is.
func (t *translator) wide(es int, comm frontend.Stmt, pos frontend.Pos) frontend.Stmt {
	k := (es + t.opts.WordSize - 1) / t.opts.WordSize
	if k <= 1 {
		return comm
	}
	rv := &cvar{cname: "word", forVar: true, declPos: pos}
	t.order = append(t.order, rv)
	return &frontend.ForStmt{For: pos, Var: t.ident(rv, pos), Lo: intLit(1, pos), Hi: intLit(int64(k), pos), Body: &frontend.Block{Start: pos, Stmts: []frontend.Stmt{comm}}, EndPos: pos}
}

// words turns a byte count into the .bsp word count: the number of
// elements moved, rounded up; nil when it is 1.
func (t *translator) words(nbytes frontend.Expr, elem int, pos frontend.Pos) frontend.Expr {
	w := divCeil(nbytes, int64(elem))
	if c, ok := constOf(w); ok && c == 1 {
		return nil
	}
	return w
}

// ---------------------------------------------------------------------------
// Variables

// declareVars creates the variables of the function's allocas and of the
// module's globals.
func (t *translator) declareVars(m *ir.Module) {
	params := map[string]bool{}
	for _, p := range t.opts.Params {
		params[p] = true
	}
	for _, g := range m.Globals {
		// A global without debug information (clang's constant copy of
		// an array initialiser) is declared at the function.
		v := &cvar{cname: g.Name(), global: true, declPos: t.funcPos()}
		for _, a := range g.Metadata {
			if e, ok := a.Node.(*metadata.DIGlobalVariableExpression); ok && e.Var != nil && e.Var.Line > 0 {
				v.declPos = frontend.Pos{Line: int(e.Var.Line), Col: 1}
			}
		}
		if st, ok := g.ContentType.(*types.StructType); ok {
			var di metadata.Field
			for _, a := range g.Metadata {
				if e, ok := a.Node.(*metadata.DIGlobalVariableExpression); ok && e.Var != nil {
					di = e.Var.Type
				}
			}
			if sv := t.structVar(g.Name(), st, di, v.declPos); sv != nil {
				sv.global = true
				ext := t.writes.outside[g] && t.writes.used[g]
				if ext {
					t.note(v.declPos, "%s is %s: its fields are input data when the SPMD function starts", g.Name(), t.setOutside(g))
				}
				if _, zero := g.Init.(*constant.ZeroInitializer); zero && !ext {
					for _, f := range sv.fields {
						switch {
						case !f.isArray && !f.fp:
							f.init, f.hasInit = 0, true // C zero-initialises globals
						case f.isArray && !f.fp:
							t.globalArrays = append(t.globalArrays, globalArray{g, f})
						}
					}
				}
				t.vars[g] = sv
			}
			continue
		}
		if !t.varType(v, g.ContentType) {
			continue
		}
		ext := t.writes.outside[g] && t.writes.used[g]
		if c, ok := g.Init.(*constant.Int); ok && !v.isArray && c.X.IsInt64() && !ext {
			// An int global's initial value (a scalar: arrays keep their
			// contents as input data, an over-approximation).
			v.init = c.X.Int64()
			v.hasInit = true
		}
		switch {
		case params[g.Name()]:
			if v.isArray || v.fp {
				t.fail(frontend.Pos{}, "--param %s: not an int global", g.Name())
			}
			v.param = true
			delete(params, g.Name())
			t.params = append(t.params, v)
		case ext && !v.isArray && !v.fp && !t.writes.inside[g]:
			// Set before the SPMD function runs (main reads it from argv
			// or scanf): a parameter of the bound, named after it. Its C
			// initial value would be unsound (N + 1 supersteps counted as
			// 1).
			v.param = true
			t.params = append(t.params, v)
			t.note(v.declPos, "%s is %s: the bound takes it as a parameter %s, assumed the same on every process", g.Name(), t.setOutside(g), paramName(v))
		case g.Init == nil && g.Immutable && !v.isArray && !v.fp:
			// A constant the program declares but a library defines
			// (BSPonMPI's bsc_flush): one value, the same on every
			// process, unknown here.
			v.param = true
			t.params = append(t.params, v)
			t.note(v.declPos, "%s is a constant defined outside the program: the bound takes it as a parameter %s", g.Name(), paramName(v))
		case ext && !v.fp:
			// Set outside and inside: its value when the SPMD function
			// starts is input data (arrays: their initial contents).
			what := "value is"
			if v.isArray {
				what = "contents are"
			}
			t.note(v.declPos, "%s is %s: its %s input data when the SPMD function starts", g.Name(), t.setOutside(g), what)
		}
		t.vars[g] = v
		t.order = append(t.order, v)
		if v.isArray && !v.fp && !ext {
			t.globalArrays = append(t.globalArrays, globalArray{g, v})
		}
	}
	for name := range params {
		t.fail(frontend.Pos{}, "--param %s: no int global of that name", name)
	}
	for a := range t.allocas() {
		t.allocaVar(a)
	}
}

// setOutside says where global g is set outside the SPMD function.
func (t *translator) setOutside(g *ir.Global) string {
	site := t.writes.by[g]
	if site.fn == nil {
		return "set by the program's main, which is not among the inputs, before the SPMD function runs"
	}
	if p := t.posOf(site.inst); p.IsValid() {
		return fmt.Sprintf("set in %s (line %d) before the SPMD function runs", site.fn.Name(), p.Line)
	}
	return fmt.Sprintf("set in %s before the SPMD function runs", site.fn.Name())
}

// allocaVar declares the variable of alloca a (a fresh one per call of
// an inlined function).
func (t *translator) allocaVar(a *ir.InstAlloca) {
	v := &cvar{cname: trimPercent(a.Ident())}
	if _, ptr := a.ElemType.(*types.PointerType); ptr {
		// A pointer variable: clang's saved stack pointer of a
		// variable-length array, or a C pointer. Stores to it are
		// dropped; reading a pointer from it to address memory is an
		// error (address).
		v.opaque = true
		t.vars[a] = v
		return
	}
	if st, ok := a.ElemType.(*types.StructType); ok && a.NElems == nil {
		if sv := t.structVar(v.cname, st, nil, frontend.Pos{}); sv != nil {
			sv.structAlloca = a
			t.vars[a] = sv
			return
		}
	}
	if !t.varType(v, a.ElemType) {
		t.failType(a)
	}
	if a.NElems != nil {
		if c, ok := unwrap(a.NElems).(*constant.Int); ok {
			if n, ok := bigInt(c.X); ok && n != 1 {
				v.isArray, v.size = true, intLit(n, frontend.Pos{})
			}
		} else {
			v.isArray, v.vla = true, true
			t.vlas = append(t.vlas, v)
		}
	}
	t.vars[a] = v
	if !v.vla {
		t.order = append(t.order, v)
	}
}

// structVar makes a struct of int and floating-point scalars and arrays a
// group of variables, one per field (name_field, the field names from the
// debug information di when it has them); nil for another struct.
func (t *translator) structVar(name string, st *types.StructType, di metadata.Field, pos frontend.Pos) *cvar {
	if st.Opaque || st.Packed || len(st.Fields) == 0 {
		return nil
	}
	sv := &cvar{cname: name, declPos: pos}
	for range st.Fields {
		sv.fields = append(sv.fields, &cvar{declPos: pos})
	}
	for i, ft := range st.Fields {
		if _, ptr := ft.(*types.PointerType); ptr && ptrFieldsOn {
			sv.fields[i].opaque, sv.fields[i].ptrField = true, true
			continue
		}
		if !t.varType(sv.fields[i], ft) {
			return nil
		}
	}
	for _, f := range sv.fields {
		if !f.ptrField {
			t.order = append(t.order, f)
		}
	}
	t.nameFields(sv, name, di)
	return sv
}

// nameFields names the field variables of the struct variable sv
// name_field, with the member names of the debug type di (name_f0, ...
// without it).
func (t *translator) nameFields(sv *cvar, name string, di metadata.Field) {
	var names []string
	for i := 0; di != nil && i < 16; i++ {
		switch d := di.(type) {
		case *metadata.DIDerivedType: // typedef, const
			di = d.BaseType
			continue
		case *metadata.DICompositeType:
			if d.Tag == enum.DwarfTagStructureType && d.Elements != nil {
				for _, e := range d.Elements.Fields {
					if m, ok := e.(*metadata.DIDerivedType); ok && m.Tag == enum.DwarfTagMember {
						names = append(names, m.Name)
					}
				}
			}
		}
		break
	}
	sv.cname = name
	for i, f := range sv.fields {
		if len(names) == len(sv.fields) && names[i] != "" {
			f.cname = name + "_" + names[i]
		} else {
			f.cname = fmt.Sprintf("%s_f%d", name, i)
		}
	}
}

// notStruct fails where a whole struct is used (copied, passed by value,
// transferred): only its fields are variables.
func (t *translator) notStruct(l location, pos frontend.Pos) {
	if l.v != nil && l.v.fields != nil {
		t.fail(pos, "unsupported: the struct %s as a whole (copied, passed by value, transferred or read at once): only its fields", l.v.cname)
	}
}

// failType reports a local of a type outside the subset, at the C line
// of its declaration (from its llvm.dbg.declare).
func (t *translator) failType(a *ir.InstAlloca) {
	pos := t.posOf(a)
	name := trimPercent(a.Ident())
	for _, b := range t.fn.Blocks {
		for _, inst := range b.Insts {
			c, ok := inst.(*ir.InstCall)
			if !ok || calleeName(c) != "llvm.dbg.declare" || len(c.Args) < 2 {
				continue
			}
			if mv, ok := unwrap(c.Args[0]).(*metadata.Value); ok && mv.Value == value.Value(a) {
				if p := t.posOf(c); p.IsValid() {
					pos = p
				}
				if dv, ok := unwrap(c.Args[1]).(*metadata.Value); ok {
					if lv, ok := dv.Value.(*metadata.DILocalVariable); ok {
						name = lv.Name
					}
				}
			}
		}
	}
	what := "a struct, a pointer array or another type"
	switch et := a.ElemType.(type) {
	case *types.StructType:
		what = "a struct"
	case *types.ArrayType:
		if _, ok := et.ElemType.(*types.PointerType); ok {
			what = "an array of pointers"
		} else if _, ok := et.ElemType.(*types.StructType); ok {
			what = "an array of structs"
		}
	}
	t.fail(pos, "unsupported: local %s of type %s, %s (only int and floating-point scalars and arrays, and pointers to them)", name, a.ElemType, what)
}

// varType fills the type facts of v; false for a type outside the subset.
func (t *translator) varType(v *cvar, ty types.Type) bool {
	if _, ok := ty.(*types.ArrayType); ok {
		// Arrays of arrays are flat: T a[N][M] is an array of N*M.
		n, scalar, ok := scalars(ty)
		if !ok {
			return false
		}
		v.isArray = true
		v.size = intLit(n, frontend.Pos{})
		ty = scalar
	}
	switch {
	case isFP(ty):
		v.fp = true
	case isInt(ty):
	default:
		return false
	}
	v.elem = typeSize(ty)
	return true
}

// pointerStore translates a store to the pointer variable v:
//
//   - T *x = malloc(nbytes) or calloc(n, size), x's only store: the
//     declaration of the array x stands for (mallocDecl);
//   - x's only store, of a location with a constant index (or a pointer
//     argument): x stands for that location at every read;
//   - otherwise every store must point into the same array (or scalar):
//     the .bsp variable x holds the index, and x[i] reads array[x + i].
//
// A store of NULL, or of locations in two arrays, is an error; a store of
// something that is not a location of the program (the saved stack of a
// variable-length array) is dropped, an error where x is read.
func (t *translator) pointerStore(s *ir.InstStore, v *cvar, pos frontend.Pos) []frontend.Stmt {
	if _, isPtr := s.Src.Type().(*types.PointerType); !isPtr {
		return nil // the length of a variable-length array, for the debugger
	}
	if v.handle {
		return nil // a FILE * or another handle: no value in the model
	}
	if v.nullable {
		// NULL, or the array declared when the function started.
		if v.allocArr == nil {
			t.fail(pos, "unsupported: pointer %s assigned outside the function that declares it", v.cname)
		}
		flag := int64(1)
		if s == v.allocStore {
			flag = 0
		}
		return []frontend.Stmt{&frontend.AssignStmt{LHS: t.ident(v.nullFlag, pos), Assign: pos, RHS: intLit(flag, pos)}}
	}
	if !v.ptrMulti {
		if d := t.mallocDecl(s, v, pos); d != nil {
			return []frontend.Stmt{d}
		}
	}
	if st := t.nullStore(s, v, pos); st != nil {
		return []frontend.Stmt{st}
	}
	src := unwrap(s.Src)
	if _, null := src.(*constant.Null); null {
		t.fail(pos, "unsupported: pointer %s assigned NULL (a pointer must point to an array or scalar of the program)", v.cname)
	}
	if !v.ptrMulti && v.ptrBase == nil {
		l, ok := t.stableAddress(src)
		if ok {
			if _, isCall := src.(*ir.InstCall); isCall && l.v.allocDepth > len(t.inlining) && !l.v.named {
				// x = vecallocd(n): the array that the function
				// allocated is x's.
				l.v.cname, l.v.named = v.cname, true
				if l.null != nil {
					if f, ok := l.null.(*frontend.Ident); ok && t.identOwner[f] != nil {
						t.identOwner[f].cname = v.cname + "_null"
					}
				}
			}
			if v.ptr != nil && !sameLocation(*v.ptr, l) {
				// Assigned again, through an out-parameter (pick(&x, ...)
				// storing in two branches): which store a read sees is
				// not the order the stores are translated in.
				t.fail(pos, "unsupported: pointer %s assigned a second place (%s after %s), through a pointer to it", v.cname, l.v.cname, v.ptr.v.cname)
			}
			v.ptr = &l
			return nil
		}
		if _, ok := t.tryAddress(src); !ok {
			return nil
		}
	}
	l := t.address(src)
	t.one(l, pos, "assigning pointer "+v.cname)
	t.notStruct(l, pos)
	if l.v.data {
		t.fail(pos, "unsupported: pointer %s assigned a pointer into memory the translation does not follow", v.cname)
	}
	if v.ptrBase == nil {
		v.ptrBase = l.v
		v.ptrOff = &cvar{cname: v.cname, declPos: v.declPos, elem: 8}
		t.order = append(t.order, v.ptrOff)
	} else if v.ptrBase != l.v {
		t.fail(pos, "unsupported: pointer %s points into two arrays or variables (%s and %s)", v.cname, v.ptrBase.cname, l.v.cname)
	}
	idx := l.idx
	if idx == nil {
		idx = intLit(0, pos)
	}
	return append([]frontend.Stmt{&frontend.AssignStmt{LHS: t.ident(v.ptrOff, pos), Assign: pos, RHS: idx}}, t.notNull(v, l, pos)...)
}

// sameLocation reports whether a and b are the same variable and constant
// index.
func sameLocation(a, b location) bool {
	if a.v != b.v || a.alts != nil || b.alts != nil {
		return false
	}
	ia, ib := int64(0), int64(0)
	var ok bool
	if a.idx != nil {
		if ia, ok = constOf(a.idx); !ok {
			return false
		}
	}
	if b.idx != nil {
		if ib, ok = constOf(b.idx); !ok {
			return false
		}
	}
	return ia == ib
}

// stableAddress is the location of a pointer value whose index does not
// change later: a variable, a constant index, or a pointer argument.
func (t *translator) stableAddress(v value.Value) (location, bool) {
	v = unwrap(v)
	if c, ok := v.(*ir.InstCall); ok && calleeName(c) == "llvm.stacksave" {
		return location{}, false
	}
	if c, ok := v.(*ir.InstCall); ok {
		l, ok := t.ptrs[c] // the result of an inlined function: fixed there
		return l, ok
	}
	if p, ok := v.(*ir.Param); ok {
		l, ok := t.ptrs[p]
		return l, ok
	}
	l, ok := t.tryAddress(v)
	if !ok || l.alts != nil {
		return location{}, false
	}
	if l.idx != nil {
		if _, ok := constOf(l.idx); !ok {
			return location{}, false
		}
	}
	return l, true
}

// inlineCall translates a call of a function defined in the file by
// translating its body in place: its locals are fresh variables, its int
// arguments are assigned to fresh variables, its pointer arguments stand
// for the caller's locations (an index is fixed in a fresh variable), and
// the value it returns goes to a fresh variable.
func (t *translator) inlineCall(c *ir.InstCall, f *ir.Func, pos frontend.Pos) []frontend.Stmt {
	for _, g := range t.inlining {
		if g == f {
			t.fail(pos, "unsupported: recursive call of %s", f.Name())
		}
	}
	if len(t.inlining) >= maxInlineDepth {
		t.limit(pos, "calls nested more than %d deep", maxInlineDepth)
	}
	var out []frontend.Stmt
	// The arguments, evaluated at the call.
	if len(c.Args) != len(f.Params) {
		t.fail(pos, "unsupported: call of %s with %d arguments for %d parameters", f.Name(), len(c.Args), len(f.Params))
	}
	for i, p := range f.Params {
		arg := unwrap(c.Args[i])
		switch {
		case isInt(p.Typ) && !isBool(p.Typ) && t.stable(arg, 0):
			// A value that never changes (nprocs, pid, a parameter, a
			// constant): the argument reads as it in the body.
			t.vars[p] = &cvar{cname: f.Name() + "_" + sanitizeArg(p, i), subst: func() frontend.Expr { return t.expr(arg) }}
		case isInt(p.Typ) && !isBool(p.Typ):
			tv := &cvar{cname: f.Name() + "_" + sanitizeArg(p, i), declPos: pos, elem: typeSize(p.Typ)}
			t.order = append(t.order, tv)
			t.curPos = pos
			rhs := t.expr(arg)
			out = append(out, t.withWork(&frontend.AssignStmt{LHS: t.ident(tv, pos), Assign: pos, RHS: rhs}, pos))
			t.vars[p] = tv
		case isFP(p.Typ):
			t.flops = 0
			t.countFP(arg)
			if t.flops > 0 {
				out = append(out, t.withWork(&frontend.SkipStmt{Skip: pos}, pos))
			}
		default:
			if _, ok := p.Typ.(*types.PointerType); !ok {
				t.fail(pos, "unsupported: argument %d of %s has type %s", i+1, f.Name(), p.Typ)
			}
			l := t.address(arg)
			if l.idx != nil {
				if _, ok := constOf(l.idx); !ok {
					iv := &cvar{cname: f.Name() + "_" + sanitizeArg(p, i) + "_at", declPos: pos}
					t.order = append(t.order, iv)
					out = append(out, &frontend.AssignStmt{LHS: t.ident(iv, pos), Assign: pos, RHS: l.idx})
					l.idx = t.ident(iv, pos)
				}
			}
			t.ptrs[p] = l
		}
	}
	// The callee's state.
	savedFn, savedG, savedPdoms, savedRet, savedRetPtr := t.fn, t.g, t.pdoms, t.retVar, t.retPtr
	if len(t.inlining) == 1 {
		savedTop := t.topCall
		t.topCall = c
		defer func() { t.topCall = savedTop }()
	}
	t.inlining = append(t.inlining, f)
	t.fn = f
	t.g = newCFG(f)
	if from, to := t.g.analyse(); from >= 0 {
		t.fail(t.blockPos(to), "unsupported: irreducible control flow: a loop entered at two places (a goto into the loop)")
	}
	t.pdoms = map[int]*postDom{}
	t.retVar = nil
	t.retPtr = nil
	delete(t.ptrs, c) // of an earlier translation of this call
	if _, ptr := f.Sig.RetType.(*types.PointerType); ptr {
		// The location returned is the call's value (t.ptrs).
		t.retPtr = c
	} else if rt := f.Sig.RetType; !types.Equal(rt, types.Void) {
		rv := &cvar{cname: f.Name() + "_result", declPos: pos, fp: isFP(rt), boolean: isBool(rt)}
		if !rv.fp && !isInt(rt) {
			t.fail(pos, "unsupported: %s returns %s", f.Name(), rt)
		}
		if !rv.fp {
			t.order = append(t.order, rv)
		}
		t.retVar = rv
		t.temps[c] = rv
	}
	t.bindLocals(f)
	t.collect(nil)
	t.substitute()
	t.inlineStable()
	out = append(out, t.nullableDecls()...)
	out = append(out, t.region(0, sink, nil)...)
	t.fn, t.g, t.pdoms, t.retVar, t.retPtr = savedFn, savedG, savedPdoms, savedRet, savedRetPtr
	t.inlining = t.inlining[:len(t.inlining)-1]
	return out
}

// maxInlineDepth bounds the nesting of inlined calls.
const maxInlineDepth = 64

func sanitizeArg(p *ir.Param, i int) string {
	if n := p.Name(); n != "" && (n[0] < '0' || n[0] > '9') {
		return n
	}
	return "arg" + strconv.Itoa(i+1)
}

// bindLocals gives the allocas of an inlined function fresh variables.
func (t *translator) bindLocals(f *ir.Func) {
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			switch a := inst.(type) {
			case *ir.InstAlloca:
				t.allocaVar(a)
			case value.Value:
				delete(t.temps, a) // values of an earlier instance
			}
		}
	}
}

// mallocDecl translates T *x = malloc(nbytes) (or calloc(n, size)),
// stored once in the function's first block, as the declaration of an
// array x of nbytes / sizeof(T) elements that the pointer stands for
// (free is ignored: .bsp arrays live for the whole run). It returns nil
// for any other store.
func (t *translator) mallocDecl(s *ir.InstStore, v *cvar, pos frontend.Pos) frontend.Stmt {
	var call *ir.InstCall
	var pt *types.PointerType
	switch x := unwrap(s.Src).(type) {
	case *ir.InstBitCast:
		call, _ = unwrap(x.From).(*ir.InstCall)
		pt, _ = x.To.(*types.PointerType)
	case *ir.InstCall:
		// char *x = malloc(n): no cast.
		if charMallocOn {
			call, pt = x, nil
			pt, _ = x.Type().(*types.PointerType)
		}
	}
	if call == nil || pt == nil || v.ptrMulti {
		return nil
	}
	name := calleeName(call)
	if name != "malloc" && name != "calloc" {
		return nil
	}
	// The call, the cast and the store must follow each other: the size is
	// evaluated at the store.
	ci, si := -1, -1
	for _, b := range t.fn.Blocks {
		for i, inst := range b.Insts {
			switch inst {
			case call:
				ci = i
			case s:
				si = i
			}
		}
		if ci >= 0 || si >= 0 {
			break
		}
	}
	if ci < 0 || si < 0 || si-ci > 2 {
		return nil
	}
	arr := &cvar{cname: v.cname, isArray: true, vla: true, declPos: pos, allocDepth: len(t.inlining)}
	if !t.allocType(arr, pt.ElemType, pos) || arr.fp && arr.elem == 0 {
		t.fail(pos, "unsupported: %s of elements of type %s", name, pt.ElemType)
	}
	arr.isArray = true
	var nbytes frontend.Expr
	if name == "malloc" {
		if len(call.Args) != 1 {
			return nil
		}
		nbytes = t.expr(call.Args[0])
	} else {
		if len(call.Args) != 2 {
			return nil
		}
		nbytes = bin(t.expr(call.Args[0]), frontend.MUL, t.expr(call.Args[1]), pos)
	}
	t.vlas = append(t.vlas, arr)
	v.ptr = &location{v: arr}
	return &frontend.VarDecl{Var: pos, Name: t.ident(arr, pos), Size: divFloor(nbytes, int64(arr.elem)), Rbrack: pos}
}

// charMallocOn switches mallocDecl for an allocation stored without a cast
// (char *x = malloc(n)); off, such a pointer is an error where it is read
// (the mutation check of TestRulesThatTranslate).
var charMallocOn = true

// tryAddress is address, false instead of an error (a pointer to a
// function, a null pointer: an error only where such a pointer is used).
func (t *translator) tryAddress(v value.Value) (l location, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			if _, isBail := r.(bail); !isBail {
				panic(r)
			}
			l, ok = location{}, false
		}
	}()
	return t.address(v), true
}

// isUnknown reports whether c calls a function the translation knows
// nothing of: declared only, not a BSPlib primitive or BSP library
// function, not one of the C library functions the translation models,
// not ending the run.
func (t *translator) isUnknown(c *ir.InstCall) bool {
	f := calleeFunc(c)
	if f == nil || len(f.Blocks) > 0 || isNoreturn(f) {
		return false
	}
	name := f.Name()
	switch {
	case ignored[name], bspPure[name], isLifetime(name), libraryWithBarriers(name), strings.HasPrefix(name, "llvm."):
		return false
	case name == "bspcost_work", name == "bsp_sync", name == "bsp_put", name == "bsp_get", name == "bsp_hpput", name == "bsp_hpget":
		return false
	}
	return true
}

// isHandleLoad reports whether v is a load of a handle pointer variable,
// or a pointer derived from one (argv[1]).
func (t *translator) isHandleLoad(v value.Value) bool {
	for i := 0; i < 8; i++ {
		switch x := unwrap(v).(type) {
		case *ir.InstLoad:
			if g, ok := unwrap(x.Src).(*ir.Global); ok && g.Init == nil {
				if _, ptr := g.ContentType.(*types.PointerType); ptr {
					// A library's object (BSPonMPI's bsc_all), defined
					// outside the program: not the program's variables.
					return true
				}
			}
			if cv := t.vars[unwrap(x.Src)]; cv != nil {
				return cv.handle
			}
			v = x.Src
		case *ir.InstGetElementPtr:
			v = x.Src
		case *ir.InstBitCast:
			v = x.From
		default:
			return false
		}
	}
	return false
}

// handleUse reports whether the pointer value v (a load of a pointer
// variable) is used only as an argument of calls of functions whose code
// is not among the inputs, or compared: what it points to is never read
// or written by the program itself (a FILE * given to fopen, fscanf and
// fclose; an opaque handle of a library).
func (t *translator) handleUse(v value.Value) bool {
	return t.handleUseDepth(v, 0)
}

func (t *translator) handleUseDepth(v value.Value, depth int) bool {
	if depth > 8 {
		return false
	}
	for _, u := range t.users[v] {
		switch x := u.inst.(type) {
		case *ir.InstGetElementPtr, *ir.InstBitCast:
			// argv[1]: an address in what the handle points to.
			if !t.handleUseDepth(x.(value.Value), depth+1) {
				return false
			}
		case *ir.InstLoad:
			// A pointer read from it (argv[1] itself), used the same way.
			if _, ptr := x.ElemType.(*types.PointerType); !ptr || !t.handleUseDepth(x, depth+1) {
				return false
			}
		case *ir.InstCall:
			f := calleeFunc(x)
			if f == nil || len(f.Blocks) > 0 || libraryWithBarriers(f.Name()) && t.contracts[f.Name()] == nil || memOp(f.Name()) != "" {
				return false
			}
			if _, in := inputFuncs[f.Name()]; in && (len(x.Args) == 0 || unwrap(x.Args[0]) != v) {
				return false // scanf writing through it
			}
			switch f.Name() {
			case "bsp_put", "bsp_get", "bsp_hpput", "bsp_hpget", "free":
				return false
			}
		case *ir.InstICmp:
		default:
			return false
		}
	}
	return true
}

// libcQuiet are C library functions that neither communicate nor
// synchronise nor write the program's variables other than through their
// arguments: unknownCall's model of them is the documented behaviour, so
// it needs no note unless they write the program's data.
var libcQuiet = map[string]bool{
	"fopen": true, "fclose": true, "fflush": true, "fgets": true, "fputs": true, "fputc": true, "fgetc": true,
	"fread": true, "fwrite": true, "feof": true, "ferror": true, "rewind": true, "fseek": true, "ftell": true,
	"perror": true, "sprintf": true, "snprintf": true, "vsnprintf": true, "vfprintf": true, "vprintf": true,
	"atoi": true, "atol": true, "atof": true, "strtol": true, "strtoul": true, "strtod": true, "strtoll": true,
	"rand": true, "srand": true, "random": true, "srandom": true, "drand48": true, "srand48": true,
	"time": true, "clock": true, "gettimeofday": true, "clock_gettime": true, "getpid": true,
	"sleep": true, "usleep": true, "getenv": true,
	"strlen": true, "strcmp": true, "strncmp": true, "strcpy": true, "strncpy": true, "strcat": true, "strchr": true,
}

// argFlops adds to t.flops the floating-point operations that compute the
// arguments of c (inlined into the call), and returns t.flops.
func (t *translator) argFlops(c *ir.InstCall) int {
	for _, a := range c.Args {
		if isFP(a.Type()) {
			t.countFP(a)
		}
	}
	return t.flops
}

// structPointers follows the pointer fields of the struct variable sv
// (ptrField), whose address goes to the call of name, a function whose
// code is not among the inputs: it returns the program's variables that
// those fields may point to (the function may write them through the
// fields: they become input data after the call). Every store into a
// pointer field of the function that declares sv is looked at, wherever
// it is: NULL and memory the translation does not follow add nothing, a
// function of the program is allowed when it cannot synchronise or
// communicate (the library may call it: its work is the library's), and
// a pointer the translation cannot follow is an error, as is the struct's
// address given to a function of the inputs (stores there are not seen).
func (t *translator) structPointers(sv *cvar, name string, pos frontend.Pos) []*cvar {
	a := sv.structAlloca
	hasPtr := false
	for _, f := range sv.fields {
		hasPtr = hasPtr || f.ptrField
	}
	if a == nil || !hasPtr {
		return nil
	}
	var out []*cvar
	seen := map[*cvar]bool{}
	var visit func(v value.Value, depth int)
	visit = func(v value.Value, depth int) {
		for _, u := range t.users[v] {
			switch x := u.inst.(type) {
			case *ir.InstGetElementPtr, *ir.InstBitCast:
				if depth < 4 {
					visit(x.(value.Value), depth+1)
				}
			case *ir.InstStore:
				if unwrap(x.Dst) != v {
					t.fail(pos, "unsupported: the address of struct %s stored in memory, and the struct given to %s: what %s may write through its pointer fields is not followed", sv.cname, name, name)
				}
				if _, ptr := x.Src.Type().(*types.PointerType); !ptr {
					continue
				}
				at := t.posOf(x)
				switch src := unwrap(x.Src).(type) {
				case *constant.Null:
					continue
				case *ir.Func:
					if fn := mayCommunicate(src); fn != "" {
						t.fail(at, "unsupported: function %s stored in struct %s, which goes to %s: %s may synchronise or communicate (it calls %s), and the library may call it", src.Name(), sv.cname, name, src.Name(), fn)
					}
					t.note(at, "function %s stored in struct %s: %s may call it; it cannot synchronise or communicate, and its work is taken as %s's", src.Name(), sv.cname, name, name)
					continue
				}
				if t.isHandleLoad(x.Src) {
					continue
				}
				l, ok := t.tryAddress(x.Src)
				if !ok {
					t.fail(at, "unsupported: a pointer the translation cannot follow stored in struct %s, which goes to %s: what %s may write through it is not followed", sv.cname, name, name)
				}
				if l.v.data || seen[l.v] {
					continue
				}
				seen[l.v] = true
				for _, b := range l.alts {
					if !seen[b] {
						seen[b] = true
						out = append(out, b)
					}
				}
				if l.alts == nil && structTargetsOn {
					out = append(out, l.v)
				}
				t.note(at, "pointer field of struct %s set to %s here: what %s may write through it is input data after the call", sv.cname, l.v.cname, name)
			case *ir.InstCall:
				if f := calleeFunc(x); f != nil && len(f.Blocks) > 0 {
					t.fail(pos, "unsupported: struct %s with pointer fields given to %s, a function of the inputs, and to %s: its pointer fields are followed in the function that declares it only", sv.cname, f.Name(), name)
				}
			}
		}
	}
	visit(a, 0)
	return out
}

// structTargetsOn switches structPointers' targets becoming input data
// (its test switches it off: the soundness rule of pointer fields).
var structTargetsOn = true

// ptrFieldsOn switches the pointer fields of structs (ptrField; off, a
// struct with one is an error).
var ptrFieldsOn = true

// mayCommunicate names a BSP call (a barrier, a transfer, a library
// routine that may synchronise) or an indirect call that f or a function
// it calls makes; "" when none.
func mayCommunicate(f *ir.Func) string {
	for g := range reach(f) {
		for _, b := range g.Blocks {
			for _, inst := range b.Insts {
				c, ok := inst.(*ir.InstCall)
				if !ok {
					continue
				}
				switch n := calleeName(c); {
				case n == "":
					return "a function through a pointer"
				case libraryWithBarriers(n) && !bspPure[n]:
					return n
				}
			}
		}
	}
	return ""
}

// indirectCall translates a call through a function pointer variable
// of the function being translated (a local: int (*op)(int) = twice):
// the call may call any function of the program stored in that variable.
// Each is inlined in a branch of a choice the analysis does not know (if
// any == 0 then f1 elif ... end), so that the cost is the most expensive
// candidate's; their int result goes to one variable. A pointer from
// anywhere else (an argument, a struct field, memory, a function whose
// code is not among the inputs) is an error, and so is a candidate that
// may synchronise or communicate (a barrier in one branch only would not
// be aligned). NULL stored in the variable is no candidate: calling it is
// undefined.
func (t *translator) indirectCall(c *ir.InstCall, pos frontend.Pos) []frontend.Stmt {
	cands, why := t.fnPointerTargets(c.Callee)
	if why != "" {
		t.fail(pos, "unsupported: a call through a function pointer %s", why)
	}
	var names []string
	for _, f := range cands {
		if fn := mayCommunicate(f); fn != "" {
			t.fail(pos, "unsupported: a call through a function pointer that may call %s, which may synchronise or communicate (it calls %s)", f.Name(), fn)
		}
		names = append(names, f.Name())
	}
	var res *cvar
	if len(t.users[c]) > 0 && isInt(c.Type()) {
		res = &cvar{cname: "tcall" + trimPercent(c.Ident()), declPos: pos, temp: true}
		t.order = append(t.order, res)
	}
	var out []frontend.Stmt
	var chain *frontend.IfStmt
	for k, f := range cands {
		body := t.inlineCall(c, f, pos)
		if res != nil {
			var rhs frontend.Expr = &frontend.AnyExpr{AnyPos: pos}
			if rv := t.temps[c]; rv != nil && !rv.fp {
				rhs = t.expr(c) // the candidate's result (its variable, or what it stands for)
			}
			body = append(body, &frontend.AssignStmt{LHS: t.ident(res, pos), Assign: pos, RHS: rhs})
		}
		if len(cands) == 1 {
			out = body
			break
		}
		blk := &frontend.Block{Start: pos, Stmts: body}
		if k == len(cands)-1 {
			chain.Else = blk
			break
		}
		is := &frontend.IfStmt{If: pos, Cond: &frontend.BinaryExpr{X: &frontend.AnyExpr{AnyPos: pos}, OpPos: pos, Op: frontend.EQL, Y: intLit(0, pos)}, Then: blk, EndPos: pos}
		if chain == nil {
			out = append(out, is)
		} else {
			chain.Else = &frontend.Block{Start: pos, Stmts: []frontend.Stmt{is}}
		}
		chain = is
	}
	if res != nil {
		t.temps[c] = res
	}
	t.note(pos, "a call through a function pointer: it may call %s (the functions stored in the pointer); the bound takes the most expensive", strings.Join(names, ", "))
	return out
}

// indirectOn switches indirectCall (off, a call through a function
// pointer is an error).
var indirectOn = true

// fnPointerTargets returns the functions the callee value v may be: v
// must be a load of a local variable of the function being translated
// whose every store is of a function of the program with the call's type
// (or NULL); else why says what it is.
func (t *translator) fnPointerTargets(v value.Value) (fs []*ir.Func, why string) {
	ld, ok := unwrap(v).(*ir.InstLoad)
	if !ok {
		return nil, "the translation cannot follow (only a local function pointer variable)"
	}
	a, ok := unwrap(ld.Src).(*ir.InstAlloca)
	if !ok {
		return nil, "read from memory other than a local variable (a struct field, an array, an argument)"
	}
	seen := map[*ir.Func]bool{}
	for _, u := range t.users[a] {
		switch x := u.inst.(type) {
		case *ir.InstLoad:
		case *ir.InstStore:
			if unwrap(x.Dst) != value.Value(a) {
				return nil, "whose address is stored in memory"
			}
			switch src := unwrap(x.Src).(type) {
			case *constant.Null:
			case *ir.Func:
				if len(src.Blocks) == 0 {
					return nil, "that may point to " + src.Name() + ", whose code is not among the inputs"
				}
				if !types.Equal(src.Typ, ld.Type()) {
					return nil, "that may point to " + src.Name() + ", of another type"
				}
				if !seen[src] {
					seen[src] = true
					fs = append(fs, src)
				}
			default:
				return nil, "assigned a value other than a function of the program"
			}
		default:
			// Its address given to a call, cast: it may be assigned
			// elsewhere.
			return nil, "whose address the program uses otherwise (passed to a call, cast)"
		}
	}
	if len(fs) == 0 {
		return nil, "never assigned a function"
	}
	return fs, ""
}
