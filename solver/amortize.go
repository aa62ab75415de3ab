package solver

import (
	"fmt"
	"math/big"
)

// Amortised bounds (potential functions). A linear summary psi_R of a
// relation R bounds the cost of every complete derivation from R(x) by
// psi_R(x), a linear function of all of R's head variables, outputs
// included: an inner loop that runs M down to Mout costs at most
// M - Mout. A potential Phi of a loop pays for each application of a
// recursive equation: cost + Phi(call) <= Phi(head), with the calls out of
// the loop costed by their linear summaries, so the applications along a
// derivation cost at most Phi at the entry minus Phi where the derivation
// leaves the loop (a telescoping sum: the inner loop's M - Mout summed
// over the outer loop is at most the initial M). Neither needs the loop
// to terminate: both bound every finite derivation.

// linSummary returns a linear summary of rel over its head variables, or
// false when the linear program has none (costs that are not linear,
// callees without a summary, no linear function large enough).
func (st *state) linSummary(rel string) (Lin, bool) {
	if st.lin == nil {
		st.lin = map[string]*linSum{}
	}
	if s, ok := st.lin[rel]; ok {
		return s.l, s.ok
	}
	st.lin[rel] = &linSum{} // a cycle through this relation: no summary
	if _, ok := st.eqs[rel]; !ok {
		st.lin[rel] = &linSum{l: NewLin(new(big.Rat)), ok: true}
		return st.lin[rel].l, true
	}
	prog := st.newLP()
	funcs, ok := st.summaryTemplate(prog, rel)
	if !ok {
		return Lin{}, false
	}
	if err := st.checkTime(); err != nil {
		return Lin{}, false
	}
	funcs[rel].l1Objective(prog)
	status, x, err := prog.solveAny()
	if err != nil || status != lpOptimal {
		return Lin{}, false
	}
	l := funcs[rel].value(x)
	st.lin[rel] = &linSum{l: l, ok: true}
	return l, true
}

// summaryTemplate adds to prog a linear function per relation of rel's
// component with the constraints that make them linear summaries (each
// equation's cost plus its calls' summaries is at most the function at
// its head; calls out of the component have their own summaries,
// linSummary), and returns them: false when some cost is not linear or a
// callee has no summary. Callers choose the objective: linSummary the
// smallest function, amortized the one that best pays for its loop.
func (st *state) summaryTemplate(prog *lp, rel string) (map[string]locFunc, bool) {
	comp := st.sccs[st.scc[rel]]
	inComp := map[string]bool{}
	for _, r := range comp {
		inComp[r] = true
	}
	funcs := map[string]locFunc{}
	for _, r := range comp {
		for _, eq := range st.eqs[r] {
			if _, ok := funcs[r]; !ok {
				funcs[r] = newLocFunc(prog, eq.arity)
			}
		}
	}
	for _, r := range comp {
		for _, eq := range st.eqs[r] {
			if !st.possible(eq) {
				continue
			}
			alts, ok := linAlternatives(eq.cost)
			if !ok {
				return nil, false
			}
			t := funcs[r].head()
			for _, call := range eq.calls {
				k := call.Key()
				if inComp[k] {
					f, ok := funcs[k]
					if !ok {
						continue // no equations: no derivation
					}
					t = t.addScaled(ratMinusOne, f.at(call.Args))
					continue
				}
				s, ok := st.linSummary(k)
				if !ok {
					return nil, false
				}
				t = t.addScaled(ratMinusOne, tmplLin(substArgs(s, call.Args)))
			}
			for _, c := range alts {
				farkas(prog, eq.cons, t.addScaled(ratMinusOne, tmplLin(c)))
			}
		}
	}
	return funcs, true
}

// linSum is a memoised linear summary.
type linSum struct {
	l  Lin
	ok bool
}

// substArgs is l over a call's arguments.
func substArgs(l Lin, args []Lin) Lin {
	return l.substHead(args)
}

// amortized bounds a linearly recursive component by a potential: Phi
// (linear per relation) with cost + Phi(call) <= Phi(head) on every
// recursive equation, the calls out of the component costed by their
// linear summaries (or, without one, by the pieces of their bound). The recursive applications then cost at most Phi at
// the entry minus the least value of Phi at an exit equation (bounded
// from below over the entry's variables, boundLin), and the exit adds
// its own cost.
func (st *state) amortized(ctx *sccCtx, recEqs, exitEqs []*normEq, exit *Expr) (*Expr, error) {
	if noAmortized {
		return nil, fmt.Errorf("amortisation switched off")
	}
	prog := st.newLP()
	funcs := map[string]locFunc{}
	for _, r := range ctx.rels {
		funcs[r] = newLocFuncMask(prog, ctx.arity[r], ctx.relevant[r])
	}
	sums := map[string]locFunc{} // summaries of the callees' components
	for _, eq := range recEqs {
		if prog.stopped() {
			break // (solve reports why)
		}
		alts, ok := linAlternatives(eq.cost)
		if !ok {
			return nil, fmt.Errorf("%s (line %d): cost not piecewise linear", eq.rel, eq.src.Pos.Line)
		}
		t := funcs[eq.rel].head()
		for _, call := range eq.calls {
			k := call.Key()
			if st.inSCC(ctx.entry, k) {
				t = t.addScaled(ratMinusOne, funcs[k].at(call.Args))
				continue
			}
			// The callee's summary is chosen with the potential (the
			// smallest summary alone, M for an inner loop entered with
			// M >= 0, may not pay for the loop where M - Mout does).
			sf, ok := sums[k]
			if !ok {
				if _, has := st.eqs[k]; !has {
					continue // no equations: no derivation
				}
				if _, lin := st.linSummary(k); !lin {
					// No linear summary: the callee's bound, when it is
					// a maximum of linear pieces (nat(A - B)), pays as
					// its pieces do.
					b, err := st.boundRel(k)
					if err != nil {
						return nil, err
					}
					m := map[string]*Expr{}
					for i, a := range call.Args {
						m[headVar(i)] = a.Expr()
					}
					pieces, ok := linAlternatives(b.Subst(m))
					if !ok || len(alts)*len(pieces) > maxCostAlts {
						return nil, fmt.Errorf("%s (line %d) has no linear summary", k, st.relLine(k))
					}
					var next []Lin
					for _, p := range alts {
						for _, q := range pieces {
							next = append(next, p.AddScaled(ratOne, q))
						}
					}
					alts = next
					continue
				}
				fs, ok := st.summaryTemplate(prog, k)
				if !ok {
					return nil, fmt.Errorf("%s (line %d) has no linear summary", k, st.relLine(k))
				}
				for r, f := range fs {
					sums[r] = f
				}
				sf = fs[k]
			}
			t = t.addScaled(ratMinusOne, sf.at(call.Args))
		}
		for _, c := range alts {
			farkas(prog, eq.cons, t.addScaled(ratMinusOne, tmplLin(c)))
		}
	}
	funcs[ctx.entry].l1Objective(prog)
	status, x, err := prog.solveAny()
	if err != nil || status != lpOptimal {
		return nil, fmt.Errorf("no potential")
	}
	var lows []*Expr
	for _, eq := range exitEqs {
		phi := funcs[eq.rel].value(x)
		lo, err := st.boundLin(phi, false, eq, ctx)
		if err != nil {
			return nil, err
		}
		lows = append(lows, lo)
	}
	if len(lows) == 0 {
		// No exit: no finite derivation.
		return Int(0), nil
	}
	return Add(funcs[ctx.entry].value(x).Expr(), Mul(Int(-1), Min(lows...)), exit), nil
}

// maxCostAlts bounds the linear pieces linAlternatives may return.
const maxCostAlts = 16

// linAlternatives writes a cost as the maximum of linear functions, when
// it is one: linear terms, nat (max with 0), max, sums of those and
// their positive multiples (nat(M - Mo) is max(M - Mo, 0)). A potential
// that pays for each piece pays for the cost. False when the cost has
// another form or too many pieces.
func linAlternatives(e *Expr) ([]Lin, bool) {
	if l, ok := LinOf(e); ok {
		return []Lin{l}, true
	}
	if noCostPieces {
		return nil, false
	}
	switch e.Op {
	case OpNat:
		a, ok := linAlternatives(e.Args[0])
		if !ok {
			return nil, false
		}
		return append(a, NewLin(new(big.Rat))), len(a) < maxCostAlts
	case OpMax:
		var out []Lin
		for _, x := range e.Args {
			a, ok := linAlternatives(x)
			if !ok {
				return nil, false
			}
			out = append(out, a...)
		}
		return out, len(out) <= maxCostAlts
	case OpAdd:
		out := []Lin{NewLin(new(big.Rat))}
		for _, x := range e.Args {
			a, ok := linAlternatives(x)
			if !ok || len(out)*len(a) > maxCostAlts {
				return nil, false
			}
			var next []Lin
			for _, p := range out {
				for _, q := range a {
					next = append(next, p.AddScaled(ratOne, q))
				}
			}
			out = next
		}
		return out, true
	case OpMul:
		k, t := splitCoef(e)
		if t == e || k.Sign() <= 0 {
			return nil, false
		}
		a, ok := linAlternatives(t)
		if !ok {
			return nil, false
		}
		for i := range a {
			a[i] = a[i].Scale(k)
		}
		return a, true
	}
	return nil, false
}
