package solver

// carriedBack bounds the head function h of relation rel over the
// entry's head where the component's linear program is too large to
// find a function that does not increase along its calls: it guesses one
// instead, h carried back along the calls (at each caller not yet given
// one, the callee's function at the call's arguments, which must read
// the caller's head alone), and checks every call of the component
// against it: the caller's function is at least the callee's at the
// call's arguments wherever the caller's equation applies. Every
// application of rel is reached from the entry by calls within the
// component, so h there is at most the entry's function at the entry's
// values. A loop counter that only grows (-k is at most -k at the loop's
// entry) is such a function: one small linear program per call, not one
// over the component's rows and positions together.
func (st *state) carriedBack(h Lin, rel string, ctx *sccCtx) (*Expr, bool) {
	if noCarriedBack || len(ctx.edges) == 0 {
		return nil, false
	}
	f := map[string]Lin{rel: h}
	for changed := true; changed; {
		changed = false
		for _, e := range ctx.edges {
			g := e.call.Key()
			fg, ok := f[g]
			if !ok {
				continue
			}
			if _, done := f[e.eq.rel]; done {
				continue
			}
			at := elimLocals(fg.substHead(e.call.Args), e.eq.cons)
			if !onlyHead(at) {
				continue
			}
			f[e.eq.rel] = at
			changed = true
		}
	}
	if _, ok := f[ctx.entry]; !ok {
		return nil, false
	}
	for _, e := range ctx.edges {
		if err := st.checkTime(); err != nil {
			return nil, false
		}
		fr, ok1 := f[e.eq.rel]
		fg, ok2 := f[e.call.Key()]
		if !ok1 || !ok2 {
			return nil, false
		}
		d := fr.AddScaled(ratMinusOne, fg.substHead(e.call.Args))
		if d.IsConst() {
			if d.Const.Sign() < 0 {
				return nil, false
			}
			continue
		}
		if !e.eq.cons.impliesD(st.stop, d) {
			return nil, false
		}
	}
	return f[ctx.entry].Expr(), true
}
