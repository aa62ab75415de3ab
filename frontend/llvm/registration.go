package llvm

import (
	"fmt"

	"bspcost/frontend"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// The registration model (frontend.RegModel): the .bsp translation drops
// bsp_push_reg and bsp_pop_reg (every .bsp variable is registered), so
// the registration-safety check (package regsafe) gets a second
// translation of the program, made with a regRecorder: there each
// registration call, put and get is preceded by a marker statement, each
// copy into a pointer chosen by ?: only for registration
// (bsp_push_reg(pid ? &x : NULL, ...)) is one too, and the recorder gives
// each marker its event. The model is made only for programs that call
// one of regCalls, and never changes the translation itself.

// regCalls are the BSPlib primitives the model records.
var regCalls = map[string]frontend.RegKind{
	"bsp_push_reg": frontend.RegPush, "bsp_pop_reg": frontend.RegPop,
	"bsp_put": frontend.RegPut, "bsp_hpput": frontend.RegPut,
	"bsp_get": frontend.RegGet, "bsp_hpget": frontend.RegGet,
	"bsp_sync": frontend.RegSync,
}

// regRecorder collects the events of a translation made for the model.
type regRecorder struct {
	events  map[frontend.Stmt]*frontend.RegEvent
	objects map[*cvar]int
	choices map[*ir.InstPhi]int
}

func newRegRecorder() *regRecorder {
	return &regRecorder{events: map[frontend.Stmt]*frontend.RegEvent{}, objects: map[*cvar]int{}, choices: map[*ir.InstPhi]int{}}
}

// usesRegistration reports whether a function of m calls one of regCalls.
func usesRegistration(m *ir.Module) bool {
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if c, ok := inst.(*ir.InstCall); ok {
					if _, ok := regCalls[calleeName(c)]; ok {
						return true
					}
				}
			}
		}
	}
	return false
}

// registrationModel translates the entry f of m again with a recorder
// (translateEntry) and returns the model; a model whose translation
// failed says why in Unfollowed.
func registrationModel(m *ir.Module, f *ir.Func, opts Options, namer *fileNamer, goesOn map[*ir.Block]bool) (model *frontend.RegModel) {
	rec := newRegRecorder()
	defer func() {
		if r := recover(); r != nil {
			b, ok := r.(bail)
			if !ok {
				panic(r)
			}
			model = &frontend.RegModel{Unfollowed: b.err.Error()}
		}
	}()
	prog, err := translateEntry(m, f, opts, namer, goesOn, rec)
	if err != nil {
		return &frontend.RegModel{Unfollowed: err.Error()}
	}
	return &frontend.RegModel{Prog: prog, Events: rec.events, Begins: callsBegin(f), Entry: f.Name()}
}

// regObject numbers the C object v for the model.
func (r *regRecorder) regObject(v *cvar) int {
	id, ok := r.objects[v]
	if !ok {
		id = len(r.objects) + 1
		r.objects[v] = id
	}
	return id
}

// marker makes the marker statement of ev, whose expressions are exprs
// (nil ones left out): a cost statement whose terms are them, so that the
// alignment analysis evaluates them, or a skip.
func (r *regRecorder) marker(ev *frontend.RegEvent, pos frontend.Pos, exprs ...frontend.Expr) frontend.Stmt {
	var terms []frontend.CostTerm
	for _, e := range exprs {
		if e != nil {
			terms = append(terms, frontend.CostTerm{Coef: e, Resource: frontend.ResR, ResPos: pos, ResName: "r"})
		}
	}
	var s frontend.Stmt = &frontend.SkipStmt{Skip: pos}
	if len(terms) > 0 {
		s = &frontend.CostStmt{Lbrace: pos, Terms: terms, Rbrace: pos, Stmt: s}
	}
	r.events[s] = ev
	return s
}

// areaExprs are the expressions of a that the marker must hold.
func areaExprs(a *frontend.RegArea) []frontend.Expr {
	out := []frontend.Expr{a.Index, a.Which}
	for i := range a.Alts {
		out = append(out, areaExprs(&a.Alts[i])...)
	}
	return out
}

// regMarker returns the marker of the call c when it is one of regCalls
// in the translation of the model (nil otherwise): the event with its area and expressions.
func (t *translator) regMarker(c *ir.InstCall, pos frontend.Pos) []frontend.Stmt {
	name := calleeName(c)
	if t.reg != nil && (t.isUnknown(c) || t.contractOf(c) != nil) {
		// A function whose code is not among the inputs, or whose cost
		// contract replaces it.
		return t.regOpaque(c, name, pos)
	}
	if f := calleeFunc(c); t.reg != nil && f != nil && len(f.Blocks) == 0 && isNoreturn(f) {
		// The run ends here, unless the translation goes on past the
		// call (an end under a condition: continueAfterEnds).
		if _, ends := t.curBlock.Term.(*ir.TermUnreachable); ends && !t.goesOn[t.curBlock] {
			return []frontend.Stmt{t.reg.marker(&frontend.RegEvent{Kind: frontend.RegEnd, Pos: pos, Call: name}, pos)}
		}
		return nil
	}
	kind, ok := regCalls[name]
	if !ok || t.reg == nil {
		return nil
	}
	want := map[frontend.RegKind]int{frontend.RegPush: 2, frontend.RegPop: 1, frontend.RegPut: 5, frontend.RegGet: 5, frontend.RegSync: 0}[kind]
	if len(c.Args) != want {
		return nil // the translation says what is wrong with the call
	}
	ev := &frontend.RegEvent{Kind: kind, Pos: pos, Call: name}
	switch kind {
	case frontend.RegPush:
		ev.Area = t.regArea(c.Args[0])
		ev.Size = t.tryExpr(c.Args[1])
	case frontend.RegPop:
		ev.Area = t.regArea(c.Args[0])
	case frontend.RegPut:
		// bsp_put(pid, src, dst, offset, nbytes)
		ev.Proc, ev.Area, ev.Offset, ev.Bytes = t.tryExpr(c.Args[0]), t.regArea(c.Args[2]), t.tryExpr(c.Args[3]), t.tryExpr(c.Args[4])
	case frontend.RegGet:
		// bsp_get(pid, src, offset, dst, nbytes)
		ev.Proc, ev.Area, ev.Offset, ev.Bytes = t.tryExpr(c.Args[0]), t.regArea(c.Args[1]), t.tryExpr(c.Args[2]), t.tryExpr(c.Args[4])
	}
	exprs := append(areaExprs(&ev.Area), ev.Size, ev.Proc, ev.Offset, ev.Bytes)
	return []frontend.Stmt{t.reg.marker(ev, pos, exprs...)}
}

// regOpaque returns the marker of a call of a function whose code is not
// among the inputs (not one of the C library's the translation models)
// that is passed pointers into the program's objects: it may register
// them.
func (t *translator) regOpaque(c *ir.InstCall, name string, pos frontend.Pos) []frontend.Stmt {
	if libcQuiet[name] && t.contractOf(c) == nil {
		return nil
	}
	ev := &frontend.RegEvent{Kind: frontend.RegOpaque, Pos: pos, Call: name}
	var exprs []frontend.Expr
	for _, a := range c.Args {
		if _, ok := a.Type().(*types.PointerType); !ok {
			continue
		}
		if _, null := unwrap(a).(*constant.Null); null || baseGlobalConst(a) || t.isHandleLoad(a) {
			continue // NULL, a string literal, a handle (FILE *)
		}
		ra := t.regArea(a)
		ev.Args = append(ev.Args, ra)
		exprs = append(exprs, areaExprs(&ra)...)
	}
	if len(ev.Args) == 0 {
		return nil
	}
	return []frontend.Stmt{t.reg.marker(ev, pos, exprs...)}
}

// regChoice returns the marker of the copy of x into the pointer phi ph
// at the end of a predecessor, when ph is a pointer the translation gives
// no value (one only registration calls read: pid ? &x : NULL); ok is
// false for the other phis.
func (t *translator) regChoice(ph *ir.InstPhi, x value.Value, pos frontend.Pos) (out []frontend.Stmt, ok bool) {
	if _, ptr := ph.Type().(*types.PointerType); !ptr || t.temps[ph] != nil || t.reg == nil {
		return nil, false
	}
	ev := &frontend.RegEvent{Kind: frontend.RegChoose, Pos: pos, Choice: t.reg.choice(ph), Area: t.regArea(x)}
	return []frontend.Stmt{t.reg.marker(ev, pos, areaExprs(&ev.Area)...)}, true
}

// choice numbers the phi ph for the model.
func (r *regRecorder) choice(ph *ir.InstPhi) int {
	id, ok := r.choices[ph]
	if !ok {
		id = len(r.choices) + 1
		r.choices[ph] = id
	}
	return id
}

// regArea is the area the pointer v names.
func (t *translator) regArea(v value.Value) frontend.RegArea {
	v = unwrap(v)
	for i := 0; i < 8; i++ {
		switch x := v.(type) {
		case *ir.InstBitCast:
			v = unwrap(x.From)
			continue
		case *constant.ExprBitCast:
			v = x.From
			continue
		}
		break
	}
	switch x := v.(type) {
	case *constant.Null:
		return frontend.RegArea{Null: true}
	case *ir.InstPhi:
		if t.temps[x] == nil {
			return frontend.RegArea{Choice: t.reg.choice(x)}
		}
	}
	l, ok := t.tryAddress(v)
	if !ok {
		return frontend.RegArea{Unknown: fmt.Sprintf("the address %s", v.Ident())}
	}
	one := func(c *cvar, idx frontend.Expr) frontend.RegArea {
		a := frontend.RegArea{Object: t.reg.regObject(c), Name: c.cname, Outer: t.outerObject(c)}
		if c.isArray {
			a.Index = idx
		}
		return a
	}
	if l.alts == nil {
		return one(l.v, l.idx)
	}
	a := frontend.RegArea{Which: l.which}
	for k, c := range l.alts {
		idx := l.idx
		if k > 0 && idx != nil {
			idx = t.cloneExpr(idx) // each node in the program once
		}
		a.Alts = append(a.Alts, one(c, idx))
		a.AltIDs = append(a.AltIDs, t.arrayID(c))
	}
	return a
}

// tryExpr is the int expression of v, nil when the translation cannot
// make one.
func (t *translator) tryExpr(v value.Value) (e frontend.Expr) {
	defer func() {
		if r := recover(); r != nil {
			if _, isBail := r.(bail); !isBail {
				panic(r)
			}
			e = nil
		}
	}()
	v = unwrap(v)
	if !isInt(v.Type()) || isBool(v.Type()) {
		return nil
	}
	return t.expr(v)
}

// outerObject reports whether c exists before the SPMD function runs: a
// global, or an array argument of the SPMD function.
func (t *translator) outerObject(c *cvar) bool {
	if c.global {
		return true
	}
	if len(t.inlining) > 0 {
		for _, p := range t.inlining[0].Params {
			if l, ok := t.ptrs[p]; ok && l.v == c {
				return true
			}
		}
	}
	return false
}
