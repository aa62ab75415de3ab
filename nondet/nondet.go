package nondet

import (
	"strconv"

	"bspcost/align"
	"bspcost/budget"
	"bspcost/frontend"
	"bspcost/hrelation"
)

// Instrument returns the sequential program of prog (see the package doc).
func Instrument(prog *frontend.Program, ar *align.Result, hr *hrelation.Result) (*frontend.Program, error) {
	if !ar.Aligned {
		return nil, hrelation.ErrNotAligned
	}
	return InstrumentFacts(prog, ar, hr, AnalyzeFacts(prog, ar))
}

// Facts are the constraints of the abstract interpretation at each sync
// of a program (absint.go), which Instrument assumes after the havocs.
type Facts struct {
	at map[*frontend.SyncStmt]*astate
}

// AnalyzeFacts runs the abstract interpretation of an aligned program. It
// needs no h-relations: a caller may run it beside hrelation (it reads prog
// and ar only) and pass the result to InstrumentFacts.
func AnalyzeFacts(prog *frontend.Program, ar *align.Result) *Facts {
	f, _ := AnalyzeFactsWithin(prog, ar, nil)
	return f
}

// AnalyzeFactsWithin is AnalyzeFacts charging b an operation per
// statement analysed. When b runs out it returns b's error (a
// *budget.Exceeded) and no facts.
func AnalyzeFactsWithin(prog *frontend.Program, ar *align.Result, b *budget.Budget) (*Facts, error) {
	if noAbsint || !ar.Aligned {
		return &Facts{}, nil
	}
	at, err := analyzeFacts(prog, ar, b)
	if err != nil {
		return nil, err
	}
	return &Facts{at: at}, nil
}

// InstrumentFacts is Instrument with the facts of AnalyzeFacts(prog, ar)
// given.
func InstrumentFacts(prog *frontend.Program, ar *align.Result, hr *hrelation.Result, facts *Facts) (*frontend.Program, error) {
	if !ar.Aligned {
		return nil, hrelation.ErrNotAligned
	}
	return instrumentWith(prog, ar, hr, facts, nil)
}

func instrumentWith(prog *frontend.Program, ar *align.Result, hr *hrelation.Result, facts *Facts, totals map[*hrelation.Step]Total) (*frontend.Program, error) {
	in := &instr{prog: prog, ar: ar, hr: hr, seq: map[*frontend.CommStmt]frontend.Expr{}, first: map[*frontend.CommStmt]frontend.Expr{}, used: map[string]bool{},
		groups: map[*frontend.Object]*havocGroup{}, totals: totals}
	for _, o := range prog.Objects {
		in.used[o.Name] = true
		if o.Kind == frontend.PidObj {
			in.pid = o
		}
		if o.Kind == frontend.NprocsObj {
			in.nprocs = o
		}
	}
	in.definitions()
	if facts != nil {
		in.absFacts = facts.at
	}
	in.rewritten = map[*frontend.Object]bool{}
	frontend.Inspect(prog.Body, func(n frontend.Node) bool {
		if f, ok := n.(*frontend.ForStmt); ok && in.varyingCounter(f) {
			in.rewritten[in.obj(f.Var)] = true
		}
		return true
	})
	for _, st := range hr.Steps {
		for _, s := range st.Seq {
			in.seq[s.Stmt] = s.Charge(in.info(), in.nprocs)
			if f := s.First(in.info()); f != nil && firstChargeOn && lower(f, in.seq[s.Stmt]) {
				in.first[s.Stmt] = f
			}
		}
	}
	if err := in.findOpeners(prog); err != nil {
		return nil, err
	}
	body := &frontend.Block{Start: prog.Body.Start}
	body.Stmts = append(body.Stmts, in.schedule(prog.Program, nil)...)
	body.Stmts = append(body.Stmts, in.openerDecls(prog.Program)...)
	if d := in.firstDecl(prog.Program); d != nil {
		body.Stmts = append(body.Stmts, d)
	}
	if d := in.queueVar(prog); d != nil {
		body.Stmts = append(body.Stmts, d)
	}
	b, err := in.block(prog.Body)
	if err != nil {
		return nil, err
	}
	body.Stmts = append(body.Stmts, b.Stmts...)
	end, err := in.barrier(align.Barrier{Kind: align.EndBarrier}, prog.EndPos)
	if err != nil {
		return nil, err
	}
	body.Stmts = append(body.Stmts, end...)
	in.expandHavocs(body)
	out := *prog
	out.Body = body
	out.Info = in.info()
	return &out, nil
}

type instr struct {
	prog        *frontend.Program
	ar          *align.Result
	hr          *hrelation.Result
	seq         map[*frontend.CommStmt]frontend.Expr
	pid, nprocs *frontend.Object
	used        map[string]bool
	fresh       int
	def         map[*frontend.Object]frontend.Expr // see facts.go
	repDef      map[*frontend.Object]bool
	// defAsg: the definitions made by one assignment, paths: where each
	// statement is (facts.go).
	defAsg map[*frontend.Object]*frontend.AssignStmt
	// reachDefs: the definitions of the scalars assigned more than once
	// (facts.go, reachingDef).
	reachDefs map[*frontend.Object][]reachDef
	// srcAssumes are the source assumes over one varying scalar, by it
	// (assumeFacts).
	srcAssumes map[*frontend.Object][]*frontend.AssumeStmt
	paths      map[frontend.Stmt][]pathStep
	counters   []*counter // enclosing rewritten loops (counters.go)
	// openerOf is the opener variable of each barrier whose steps differ
	// in h, openerOrder those barriers in the text's order (opener.go).
	openerOf    map[align.Barrier]*openerOf
	openerOrder []align.Barrier
	// groups are the havocs of the barriers, by their markers' objects
	// (live.go).
	groups map[*frontend.Object]*havocGroup
	// absFacts are the abstract interpretation's constraints at each sync
	// (absint.go), rewritten the counters of the loops counters.go
	// rewrites.
	absFacts  map[*frontend.SyncStmt]*astate
	rewritten map[*frontend.Object]bool
	// queue is the length of the process's BSMP queue (bsmp.go); nil
	// when the program has no queue statement.
	queue *frontend.Object
	// totals bound the queue after the steps whose messages hrelation
	// could not count (queuetotal.go).
	totals map[*hrelation.Step]Total
	// binds is the instrumented program's Info: the bindings of the
	// identifiers the instrumentation makes, over prog's.
	binds *frontend.Info
	// first is the first execution's charge of the sequential statements
	// that have one, firstFlag the flag that tells it is due (first.go).
	first     map[*frontend.CommStmt]frontend.Expr
	firstFlag *frontend.Object
}

// info returns the instrumented program's bindings.
func (in *instr) info() *frontend.Info {
	if in.binds == nil {
		in.binds = in.prog.Info.Extend()
	}
	return in.binds
}

// obj returns the object id is bound to in the instrumented program (or
// in prog, whose nodes it shares), nil when none.
func (in *instr) obj(id *frontend.Ident) *frontend.Object { return in.info().ObjectOf(id) }

// ident returns a new occurrence of o, bound in the instrumented program.
func (in *instr) ident(o *frontend.Object, pos frontend.Pos) *frontend.Ident {
	id := &frontend.Ident{NamePos: pos, Name: o.Name}
	in.info().Bind(id, o)
	return id
}

func intLit(v int64, pos frontend.Pos) *frontend.IntLit {
	return &frontend.IntLit{ValuePos: pos, Lit: strconv.FormatInt(v, 10), Value: v}
}

// schedule returns pid := any, its range, and (after a sync) the marker of
// the havoc of the variables that may differ between processes there
// (live.go).
func (in *instr) schedule(pos frontend.Pos, sync *frontend.SyncStmt) []frontend.Stmt {
	pid := in.ident(in.pid, pos)
	out := []frontend.Stmt{
		&frontend.AssignStmt{LHS: pid, Assign: pos, RHS: &frontend.AnyExpr{AnyPos: pos}},
		&frontend.AssumeStmt{Assume: pos, Cond: &frontend.BinaryExpr{
			X:  &frontend.BinaryExpr{X: intLit(0, pos), Op: frontend.LEQ, Y: in.ident(in.pid, pos), OpPos: pos},
			Op: frontend.LAND, OpPos: pos,
			Y: &frontend.BinaryExpr{X: in.ident(in.pid, pos), Op: frontend.LSS, Y: in.ident(in.nprocs, pos), OpPos: pos},
		}},
	}
	if sync != nil {
		// The havocs and facts of the variables live here (live.go).
		out = append(out, in.havocMarker(pos, sync))
	}
	return out
}

// hasDivision reports whether a case's value divides.
func hasDivision(cases []hrelation.Case) bool {
	found := false
	for _, c := range cases {
		frontend.Inspect(c.Value, func(n frontend.Node) bool {
			if b, ok := n.(*frontend.BinaryExpr); ok && (b.Op == frontend.QUO || b.Op == frontend.REM) {
				found = true
			}
			return !found
		})
	}
	return found
}

// directMinOn switches oneMinimum (its test switches it off: the
// minimum is assigned to h, whose cost the solver bounds by the largest
// of its cases).
var directMinOn = true

// oneMinimum reports whether cases are one case with a condition whose
// value is a minimum or maximum (hrelation's minCases within the
// pieces' common constraints): charged as a cost, the solver keeps
// min(2, p); assigned to a variable, it is split into its cases (p where
// p <= 2, 2 where p >= 2), which a loop's bound merges into p + 2.
func oneMinimum(cases []hrelation.Case) bool {
	if !directMinOn || len(cases) != 1 || cases[0].Cond == nil {
		return false
	}
	c, ok := frontend.Unparen(cases[0].Value).(*frontend.CallExpr)
	return ok && (c.Fun.Name == "min" || c.Fun.Name == "max")
}

// directCasesOn switches the charging of one step's cases in ifs of
// their own (barrier; its test switches it off).
var directCasesOn = true

// freshName returns a variable name not used by the program.
func (in *instr) freshName(base string) string {
	for {
		in.fresh++
		n := base + strconv.Itoa(in.fresh)
		if !in.used[n] {
			in.used[n] = true
			return n
		}
	}
}

// barrier returns the charges of the supersteps closed by c: the h of
// each distinct step summed from its cases into a fresh variable, then
// {max(...) * g + 1 * l} skip.
func (in *instr) barrier(c align.Barrier, pos frontend.Pos) ([]frontend.Stmt, error) {
	var out []frontend.Stmt
	var hs []frontend.Expr
	distinct, err := in.distinctHs(c, pos)
	if err != nil {
		return nil, err
	}
	if o := in.openerOf[c]; o != nil {
		// The h of the step the run is in (opener.go).
		out = append(out, in.openerCharge(o, pos))
		distinct = nil
	}
	// The cases of the one step with conditions, when it is the only h
	// of the barrier: charged each in its if (directCasesOn).
	var direct []hrelation.Case
	for _, d := range distinct {
		cases := d.cases
		if len(cases) == 1 && cases[0].Cond == nil {
			hs = append(hs, cases[0].Value)
			continue
		}
		direct = cases
		obj := &frontend.Object{Kind: frontend.VarObj, Name: in.freshName("h"), Decl: pos, ID: -1}
		out = append(out, &frontend.VarDecl{Var: pos, Name: in.ident(obj, pos), Init: intLit(0, pos)})
		out = append(out, in.caseStmts(obj, cases, pos)...)
		hs = append(hs, in.ident(obj, pos))
	}
	if len(hs) == 1 && direct != nil && directCasesOn && (hasDivision(direct) || oneMinimum(direct)) {
		// One h with divisions, the sum of its cases: each case charged
		// in its if, {value * g} skip, not added into a variable first.
		// A cost keeps its floors exact (gcd(2, p) as 2 + p / 2 - (p +
		// 1) / 2, and N times it), where a value assigned to a variable
		// only has the range of its linear part. Without divisions the
		// variable stays: the solver sums a loop's costs better through
		// it (trisolve).
		out = nil
		charges := make([]frontend.Stmt, len(direct))
		for i, cs := range direct {
			charges[i] = &frontend.CostStmt{Lbrace: pos, Terms: []frontend.CostTerm{{Coef: cs.Value, Resource: frontend.ResG, ResName: "g", ResPos: pos}}, Rbrace: pos, Stmt: &frontend.SkipStmt{Skip: pos}}
		}
		if disjointCases(direct) {
			out = in.choice(direct, charges, pos)
		} else {
			for i, cs := range direct {
				st := charges[i]
				if cs.Cond != nil {
					st = &frontend.IfStmt{If: pos, Cond: cs.Cond, Then: &frontend.Block{Start: pos, Stmts: []frontend.Stmt{st}}, EndPos: pos}
				}
				out = append(out, st)
			}
		}
		hs = nil
	}
	terms := []frontend.CostTerm{}
	switch len(hs) {
	case 0:
	case 1:
		terms = append(terms, frontend.CostTerm{Coef: hs[0], Resource: frontend.ResG, ResName: "g", ResPos: pos})
	default:
		call := &frontend.CallExpr{Fun: &frontend.Ident{NamePos: pos, Name: "max"}, Lparen: pos, Args: hs, Rparen: pos}
		terms = append(terms, frontend.CostTerm{Coef: call, Resource: frontend.ResG, ResName: "g", ResPos: pos})
	}
	terms = append(terms, frontend.CostTerm{Coef: intLit(1, pos), Resource: frontend.ResL, ResName: "l", ResPos: pos})
	out = append(out, &frontend.CostStmt{Lbrace: pos, Terms: terms, Rbrace: pos, Stmt: &frontend.SkipStmt{Skip: pos}, Barrier: true})
	return out, nil
}

func (in *instr) block(b *frontend.Block) (*frontend.Block, error) {
	out := &frontend.Block{Start: b.Start}
	if len(b.Stmts) > 0 { // (an empty block's stays nil)
		out.Stmts = make([]frontend.Stmt, 0, len(b.Stmts))
	}
	for _, s := range b.Stmts {
		var err error
		if out.Stmts, err = in.stmt(out.Stmts, s); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// stmt appends to out the statements that replace s (a slice per
// statement, most of them a statement kept as it is, was a third of the
// instrumentation's allocations).
func (in *instr) stmt(out []frontend.Stmt, s frontend.Stmt) ([]frontend.Stmt, error) {
	switch s := s.(type) {
	case *frontend.CostStmt:
		inner, err := in.stmt(nil, s.Stmt)
		if err != nil {
			return nil, err
		}
		cp := *s
		if len(inner) == 1 {
			cp.Stmt = inner[0]
			return append(out, &cp), nil
		}
		// The annotation is charged when the statement starts: charge it on
		// a skip in front of the statements that replace it.
		cp.Stmt = &frontend.SkipStmt{Skip: s.Stmt.Pos()}
		return append(append(out, &cp), inner...), nil
	case *frontend.IfStmt:
		cp := *s
		var err error
		if cp.Then, err = in.block(s.Then); err != nil {
			return nil, err
		}
		if s.Else != nil {
			if cp.Else, err = in.block(s.Else); err != nil {
				return nil, err
			}
		}
		return append(out, &cp), nil
	case *frontend.WhileStmt:
		cp := *s
		var err error
		if cp.Body, err = in.block(s.Body); err != nil {
			return nil, err
		}
		return append(out, &cp), nil
	case *frontend.ForStmt:
		if in.varyingCounter(s) {
			ss, err := in.rewriteFor(s)
			if err != nil {
				return nil, err
			}
			return append(out, ss...), nil
		}
		cp := *s
		var err error
		if cp.Body, err = in.block(s.Body); err != nil {
			return nil, err
		}
		return append(out, &cp), nil
	case *frontend.CommStmt:
		skip := &frontend.SkipStmt{Skip: s.KwPos}
		coef, ok := in.seq[s]
		if !ok {
			return append(out, skip), nil
		}
		if f := in.firstCharge(s, coef); f != nil {
			return append(out, f), nil
		}
		return append(out, &frontend.CostStmt{Lbrace: s.KwPos, Terms: []frontend.CostTerm{{Coef: coef, Resource: frontend.ResG, ResName: "g", ResPos: s.KwPos}}, Rbrace: s.KwPos, Stmt: skip}), nil
	case *frontend.RecvStmt:
		return append(out, in.recv(s)...), nil
	case *frontend.TagSizeStmt:
		return append(out, &frontend.SkipStmt{Skip: s.KwPos}), nil
	case *frontend.SyncStmt:
		bar, err := in.barrier(align.Barrier{Kind: align.SyncBarrier, Sync: s}, s.Sync)
		if err != nil {
			return nil, err
		}
		out = append(out, bar...)
		q, err := in.queueAt(align.Barrier{Kind: align.SyncBarrier, Sync: s}, s.Sync)
		if err != nil {
			return nil, err
		}
		out = append(out, q...)
		out = append(out, in.schedule(s.Sync, s)...)
		out = append(out, in.havocCounters(s)...)
		out = append(out, in.firstReset(s.Sync)...)
		return append(out, in.openerSets(align.Barrier{Kind: align.SyncBarrier, Sync: s}, s.Sync)...), nil
	}
	return append(out, s), nil
}
