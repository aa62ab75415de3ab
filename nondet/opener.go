package nondet

import (
	"fmt"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/hrelation"
)

// noOpener switches off the openers (tests only): a barrier closing
// supersteps of different h then charges their maximum at every pass.
var noOpener bool

// Openers. A barrier can close supersteps opened at several barriers (the
// first sync of a loop body closes the superstep opened before the loop on
// the first iteration and the one opened at the body's last sync on the
// others), whose h differ. Charging their maximum at every pass charges
// the first iteration's words on every iteration: a loop of n iterations
// whose communication is set up before it pays n times. Where the h
// differ, the sequential program keeps, for that barrier c, a variable
// (its opener) set at each barrier b that opens a superstep c may close,
// to the number of the h of step (b, c) among c's distinct h (1, 2, ...;
// 0 for a step without communication), and charges at c the h of the
// number it holds:
//
//	if o >= 2 then var h := 0 ... {h * g} skip
//	elif o >= 1 then var h := 0 ... {h * g} skip
//	end
//
// (a chain of single comparisons, so that no condition's negation is a
// disjunction). The processes are textually aligned, so the barrier the
// followed process passed last is the one that opened the superstep, and
// the charge is the h of the step the run is in.

// openerOf is the opener variable of an ambiguous barrier and the number
// of each of its steps' h.
type openerOf struct {
	obj   *frontend.Object
	index map[align.Barrier]int64 // by the opening barrier
	hs    []*distinctH            // number k is hs[k-1]
}

// distinctH is an h of a barrier's steps and the barriers that open them.
type distinctH struct {
	cases []hrelation.Case
	opens []align.Barrier
}

// distinctHs is the distinct h of the steps c closes, in the order of the
// steps; steps without communication (or without cases) are left out.
func (in *instr) distinctHs(c align.Barrier, pos frontend.Pos) ([]*distinctH, error) {
	var out []*distinctH
	byKey := map[string]*distinctH{}
	seen := map[*hrelation.Step]bool{}
	for _, st := range in.hr.StepsClosedBy(c) {
		if seen[st] || len(st.Comms) == 0 {
			continue
		}
		seen[st] = true
		cases, err := st.Cases(in.info())
		if err != nil {
			return nil, fmt.Errorf("%s: no bound for the superstep from %s to %s: %v", pos, st.Open, st.Close, err)
		}
		if len(cases) == 0 {
			continue
		}
		key := ""
		for _, cs := range cases {
			key += frontend.Print(cs.Value) + "|"
			if cs.Cond != nil {
				key += frontend.Print(cs.Cond)
			}
			key += ";"
		}
		if d := byKey[key]; d != nil {
			d.opens = append(d.opens, st.Open)
			continue
		}
		d := &distinctH{cases: cases, opens: []align.Barrier{st.Open}}
		byKey[key] = d
		out = append(out, d)
	}
	return out, nil
}

// findOpeners gives an opener variable to each barrier whose steps differ
// in h (at least two distinct h, a step without communication counting as
// h = 0).
func (in *instr) findOpeners(prog *frontend.Program) error {
	if noOpener {
		return nil
	}
	closes := []align.Barrier{}
	frontend.Inspect(prog.Body, func(n frontend.Node) bool {
		if s, ok := n.(*frontend.SyncStmt); ok {
			closes = append(closes, align.Barrier{Kind: align.SyncBarrier, Sync: s})
		}
		return true
	})
	closes = append(closes, align.Barrier{Kind: align.EndBarrier})
	for _, c := range closes {
		steps := in.hr.StepsClosedBy(c)
		if len(steps) < 2 {
			continue
		}
		hs, err := in.distinctHs(c, prog.Program)
		if err != nil {
			return nil // reported where c is charged
		}
		n := 0
		for _, d := range hs {
			n += len(d.opens)
		}
		if len(hs) == 0 || len(hs) == 1 && n == len(steps) {
			continue // one h for every opener
		}
		o := &openerOf{index: map[align.Barrier]int64{}, hs: hs}
		o.obj = &frontend.Object{Kind: frontend.VarObj, Name: in.freshName("o"), Decl: prog.Program, ID: -1}
		for _, st := range steps {
			o.index[st.Open] = 0
		}
		for k, d := range hs {
			for _, b := range d.opens {
				o.index[b] = int64(k + 1)
			}
		}
		if in.openerOf == nil {
			in.openerOf = map[align.Barrier]*openerOf{}
		}
		in.openerOf[c] = o
		in.openerOrder = append(in.openerOrder, c)
	}
	return nil
}

// openerDecls declares the opener variables, each set for the start.
func (in *instr) openerDecls(pos frontend.Pos) []frontend.Stmt {
	var out []frontend.Stmt
	for _, c := range in.openerOrder {
		o := in.openerOf[c]
		out = append(out, &frontend.VarDecl{Var: pos, Name: in.ident(o.obj, pos), Init: intLit(o.index[align.Barrier{Kind: align.StartBarrier}], pos)})
	}
	return out
}

// openerSets sets, after barrier b, the openers of the barriers that may
// close the superstep b opens.
func (in *instr) openerSets(b align.Barrier, pos frontend.Pos) []frontend.Stmt {
	var out []frontend.Stmt
	for _, c := range in.openerOrder {
		o := in.openerOf[c]
		if k, ok := o.index[b]; ok {
			out = append(out, &frontend.AssignStmt{LHS: in.ident(o.obj, pos), Assign: pos, RHS: intLit(k, pos)})
		}
	}
	return out
}

// openerCharge is the charge of the h at ambiguous barrier c: the chain of
// ifs on its opener, each h summed from its cases.
func (in *instr) openerCharge(o *openerOf, pos frontend.Pos) frontend.Stmt {
	var chain *frontend.IfStmt
	for k := 1; k <= len(o.hs); k++ {
		name := in.freshName("h")
		obj := &frontend.Object{Kind: frontend.VarObj, Name: name, Decl: pos, ID: -1}
		var body *frontend.Block
		if cs := o.hs[k-1].cases; openerMinOn && len(o.hs) == 1 && oneMinimumCase(cs) {
			// The one h of the barrier, one minimum (or maximum):
			// charged as a cost, as at a barrier of one step
			// (oneMinimum), so that the solver keeps min(4, 4p - 4)
			// and does not split it into its cases, whose largest
			// bound is max(4, 4p - 4). (With other h in the chain,
			// a loop's charges summed through the solver's cases lost
			// their floors: kept as they were.)
			var st frontend.Stmt = &frontend.CostStmt{Lbrace: pos, Terms: []frontend.CostTerm{{Coef: cs[0].Value, Resource: frontend.ResG, ResName: "g", ResPos: pos}}, Rbrace: pos, Stmt: &frontend.SkipStmt{Skip: pos}}
			if cs[0].Cond != nil {
				st = &frontend.IfStmt{If: pos, Cond: cs[0].Cond, Then: &frontend.Block{Start: pos, Stmts: []frontend.Stmt{st}}, EndPos: pos}
			}
			body = &frontend.Block{Start: pos, Stmts: []frontend.Stmt{st}}
		} else {
			body = &frontend.Block{Start: pos, Stmts: append([]frontend.Stmt{&frontend.VarDecl{Var: pos, Name: in.ident(obj, pos), Init: intLit(0, pos)}},
				in.caseStmts(obj, cs, pos)...)}
			body.Stmts = append(body.Stmts, &frontend.CostStmt{Lbrace: pos, Terms: []frontend.CostTerm{{Coef: in.ident(obj, pos), Resource: frontend.ResG, ResName: "g", ResPos: pos}}, Rbrace: pos, Stmt: &frontend.SkipStmt{Skip: pos}})
		}
		cond := &frontend.BinaryExpr{X: in.ident(o.obj, pos), Op: frontend.GEQ, Y: intLit(int64(k), pos), OpPos: pos}
		s := &frontend.IfStmt{If: pos, Cond: cond, Then: body, EndPos: pos}
		if chain != nil {
			s.Else = &frontend.Block{Start: pos, Stmts: []frontend.Stmt{chain}}
		}
		chain = s
	}
	return chain
}

// openerMinOn switches the charge of an opener's only h that is one
// minimum or maximum as a cost (oneMinimumCase; its test switches it off: the h
// is assigned to a variable, which the solver bounds by the largest of
// its cases).
var openerMinOn = true

// oneMinimumCase reports whether cases are one case, with or without a
// condition, whose value is a minimum or maximum (hrelation's minCases).
func oneMinimumCase(cases []hrelation.Case) bool {
	if len(cases) != 1 {
		return false
	}
	c, ok := frontend.Unparen(cases[0].Value).(*frontend.CallExpr)
	return ok && (c.Fun.Name == "min" || c.Fun.Name == "max")
}

// caseStmts adds the value of each case to h, under its condition.
func (in *instr) caseStmts(h *frontend.Object, cases []hrelation.Case, pos frontend.Pos) []frontend.Stmt {
	if disjointCases(cases) {
		stmts := make([]frontend.Stmt, len(cases))
		for i, cs := range cases {
			stmts[i] = &frontend.AssignStmt{LHS: in.ident(h, pos), Assign: pos, RHS: cs.Value}
		}
		return in.choice(cases, stmts, pos)
	}
	var out []frontend.Stmt
	for _, cs := range cases {
		var rhs frontend.Expr = &frontend.BinaryExpr{X: in.ident(h, pos), Op: frontend.ADD, Y: cs.Value, OpPos: pos}
		if cs.Only && onlyAssignOn {
			// No other case holds where this one does: h is 0 before
			// it and no case adds after it, so h := value is h + value
			// on every run, and a path of the sequential analysis that
			// passes this case and another (conditions it cannot tell
			// apart: floors, disjunctions) gets the one value, not their
			// sum.
			rhs = cs.Value
		}
		var s frontend.Stmt = &frontend.AssignStmt{LHS: in.ident(h, pos), Assign: pos, RHS: rhs}
		if cs.Cond != nil {
			s = &frontend.IfStmt{If: pos, Cond: cs.Cond, Then: &frontend.Block{Start: pos, Stmts: []frontend.Stmt{s}}, EndPos: pos}
		}
		out = append(out, s)
	}
	return out
}

// onlyAssignOn switches the assignment of the cases that no other case
// meets (caseStmts; its test switches it off: each case added).
var onlyAssignOn = true

// choiceCasesOn switches the charging of disjoint cases as one choice
// (choice; its test switches it off: an if per case).
var choiceCasesOn = true

// disjointCases reports whether cases are several, each with a condition
// that no other case meets (Case.Only).
func disjointCases(cases []hrelation.Case) bool {
	if !choiceCasesOn || len(cases) < 2 {
		return false
	}
	wide := false
	for _, c := range cases {
		if c.Cond == nil || !c.Only {
			return false
		}
		wide = wide || negationCases(c.Cond, maxNegation) > maxNegation
	}
	return wide
}

// maxNegation is the most disjuncts of a case's negation for an if per
// case: past it the sequential analysis drops the negation (seqcost's
// Options.MaxAlternatives, 16 by default), and the choice keeps the
// cases' own conditions. Below it the ifs are kept: the negations of the
// other cases then narrow each one's path.
const maxNegation = 16

// choice returns stmts[i] under cases[i]'s condition, as one choice among
// the cases and none: `c := any; if c < 1 then if C1 then S1 end elif c
// < 2 then if C2 then S2 end ... end`. At most one condition holds, so an
// execution takes the branch of its case (or none, where no condition
// holds), and the chain has as many paths as the conditions have
// disjuncts, plus the ones where a condition is false, each of which
// charges nothing. An if per case would walk the paths where each
// condition is false on to the next case: its negation, a product of
// literals, is dropped past the sequential analysis's cap, and the paths
// through the cases multiply. (Not `assume Ci`: an assume about scalars
// that no cost reads is not kept by the sequential analysis, which would
// drop the case's condition with them.)
func (in *instr) choice(cases []hrelation.Case, stmts []frontend.Stmt, pos frontend.Pos) []frontend.Stmt {
	obj := &frontend.Object{Kind: frontend.VarObj, Name: in.freshName("hcase"), Decl: pos, ID: -1}
	decl := &frontend.VarDecl{Var: pos, Name: in.ident(obj, pos), Init: &frontend.AnyExpr{AnyPos: pos}}
	var chain *frontend.Block
	for i := len(cases) - 1; i >= 0; i-- {
		guard := &frontend.IfStmt{If: pos, Cond: cases[i].Cond, Then: &frontend.Block{Start: pos, Stmts: []frontend.Stmt{stmts[i]}}, EndPos: pos}
		then := &frontend.Block{Start: pos, Stmts: []frontend.Stmt{guard}}
		cond := &frontend.BinaryExpr{X: in.ident(obj, pos), Op: frontend.LSS, Y: intLit(int64(i+1), pos), OpPos: pos}
		chain = &frontend.Block{Start: pos, Stmts: []frontend.Stmt{&frontend.IfStmt{If: pos, Cond: cond, Then: then, Else: chain, EndPos: pos}}}
	}
	return append([]frontend.Stmt{decl}, chain.Stmts...)
}

// negationCases is how many disjuncts the negation of cond has in
// disjunctive normal form: cond's own disjuncts' literals multiplied (an
// equality negated is two), up to limit+1.
func negationCases(cond frontend.Expr, limit int) int {
	n := 1
	for _, d := range frontend.Disjuncts(cond) {
		lits := 0
		for _, c := range frontend.Conjuncts(d) {
			if b, ok := frontend.Unparen(c).(*frontend.BinaryExpr); ok && b.Op == frontend.EQL {
				lits += 2
			} else {
				lits++
			}
		}
		n *= max(lits, 1)
		if n > limit {
			return limit + 1
		}
	}
	return n
}
