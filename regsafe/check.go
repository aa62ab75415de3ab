package regsafe

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"

	"bspcost/align"
	"bspcost/diag"
	"bspcost/frontend"
	"bspcost/frontend/intsem"
)

// Check returns the registration-safety diagnostics of prog, a C program
// with its registration model (Program.Registrations; nil without one):
// errors for misuses that happen whenever the statement runs, warnings
// for those the analysis could not rule out, saying what it could not
// follow. The diagnostics name the files of prog, sorted by position.
func Check(prog *frontend.Program) []diag.Diagnostic {
	m := prog.Registrations
	if m == nil {
		return nil
	}
	if m.Prog == nil {
		d := diag.Diagnostic{File: prog.File, Pos: prog.Pos(), End: prog.Pos(), Severity: diag.SeverityWarning,
			Msg: "BSPlib registrations not checked: " + m.Unfollowed}
		return []diag.Diagnostic{d}
	}
	return check(prog, options{})
}

// check is Check with the rules of opt.
func check(prog *frontend.Program, opt options) []diag.Diagnostic {
	m := prog.Registrations
	a := newAnalyzer(m)
	a.opt = opt
	a.run()
	out := a.diags
	for i := range out {
		out[i].File = m.Prog.File
		out[i].Msg = placeText(m.Prog, out[i].Msg)
		for j := range out[i].Notes {
			out[i].Notes[j].Msg = placeText(m.Prog, out[i].Notes[j].Msg)
		}
		m.Prog.Locate(&out[i])
		if !out[i].End.IsValid() {
			out[i].End = out[i].Pos
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].File != out[j].File {
			return out[i].File < out[j].File
		}
		return out[i].Pos.Before(out[j].Pos)
	})
	return out
}

// otherFilePos is a position "line:col" in a message whose line stands
// for a line of another file of the program (frontend.LineStride).
var otherFilePos = regexp.MustCompile(`\b(\d{8,}):(\d+)\b`)

// placeText writes the positions of msg that are in another file of prog
// than its own as file:line:col (the messages print positions as
// line:col).
func placeText(prog *frontend.Program, msg string) string {
	return otherFilePos.ReplaceAllStringFunc(msg, func(s string) string {
		var line, col int
		if _, err := fmt.Sscanf(s, "%d:%d", &line, &col); err != nil || line < frontend.LineStride {
			return s
		}
		file, pos := prog.Where(frontend.Pos{Line: line, Col: col})
		return fmt.Sprintf("%s:%s", file, pos)
	})
}

// Limits of the analysis: loops with a known trip count are followed
// iteration by iteration up to maxUnroll iterations, others to a
// fixpoint (widened after widenAfter passes, given up after maxPasses);
// the statements visited in all are at most visitBase + visitPerStmt per
// statement of the program.
const (
	maxUnroll    = 1024
	unrollVisits = 20000
	widenAfter   = 3
	maxPasses    = 12
	visitBase    = 200000
	visitPerStmt = 200
)

type analyzer struct {
	m     *frontend.RegModel
	opt   options
	res   *align.Result
	diags []diag.Diagnostic
	seen  map[string]bool
	// errAt: positions with an error (no warning is added there).
	errAt map[frontend.Pos]bool
	loops []*loopCtx
	// split > 0 while only some processes run the statements (an arm of
	// a pid-dependent branch, the body of a loop whose trip count
	// differs): a sync there is not aligned, which align reports.
	split int
	// parked: the classes of the enclosing pid-dependent branches that
	// wait while the current one runs.
	parked []state
	visits int
	limit  int
	halted bool
	// realSync: a bsp_sync call's marker was just passed: the next sync
	// statement is a barrier (the others are those of cost contracts).
	realSync bool
	// regLoops: the loops whose body pushes or pops.
	regLoops map[frontend.Stmt]bool
	// quiet: the loops whose body has no registration event and no
	// sync, with the scalars they assign (such a loop is not followed
	// iteration by iteration: those scalars become unknown).
	quiet map[frontend.Stmt][]*frontend.Object
}

type loopCtx struct {
	breaks, conts []state
}

// info returns the bindings of the program's identifiers.
func (a *analyzer) info() *frontend.Info { return a.m.Prog.Info }

// obj returns the object id is bound to, nil when none.
func (a *analyzer) obj(id *frontend.Ident) *frontend.Object { return a.m.Prog.Info.ObjectOf(id) }

func newAnalyzer(m *frontend.RegModel) *analyzer {
	a := &analyzer{m: m, res: align.Analyze(m.Prog), seen: map[string]bool{}, errAt: map[frontend.Pos]bool{}, regLoops: map[frontend.Stmt]bool{}}
	n := 0
	frontend.Inspect(m.Prog.Body, func(x frontend.Node) bool {
		if _, ok := x.(frontend.Stmt); ok {
			n++
		}
		return true
	})
	a.limit = visitBase + visitPerStmt*n
	var loops []frontend.Stmt
	var visit func(frontend.Node) bool
	visit = func(x frontend.Node) bool {
		switch s := x.(type) {
		case *frontend.WhileStmt, *frontend.ForStmt:
			loops = append(loops, s.(frontend.Stmt))
			var body *frontend.Block
			if w, ok := s.(*frontend.WhileStmt); ok {
				body = w.Body
			} else {
				body = s.(*frontend.ForStmt).Body
			}
			frontend.Inspect(body, visit)
			loops = loops[:len(loops)-1]
			return false
		case frontend.Stmt:
			if ev := m.Events[s]; ev != nil && (ev.Kind == frontend.RegPush || ev.Kind == frontend.RegPop) {
				for _, l := range loops {
					a.regLoops[l] = true
				}
			}
		}
		return true
	}
	frontend.Inspect(m.Prog.Body, visit)
	a.quiet = map[frontend.Stmt][]*frontend.Object{}
	frontend.Inspect(m.Prog.Body, func(x frontend.Node) bool {
		var body *frontend.Block
		switch s := x.(type) {
		case *frontend.WhileStmt:
			body = s.Body
		case *frontend.ForStmt:
			body = s.Body
		default:
			return true
		}
		quiet := true
		var objs []*frontend.Object
		frontend.Inspect(body, func(y frontend.Node) bool {
			if s, ok := y.(frontend.Stmt); ok && m.Events[s] != nil {
				quiet = false
			}
			switch y := y.(type) {
			case *frontend.SyncStmt:
				quiet = false
			case *frontend.AssignStmt:
				if id, ok := y.LHS.(*frontend.Ident); ok && a.obj(id) != nil {
					objs = append(objs, a.obj(id))
				}
			case *frontend.VarDecl:
				objs = append(objs, a.obj(y.Name))
			case *frontend.RecvStmt:
				for _, id := range []*frontend.Ident{y.Count, y.Words} {
					if id != nil {
						objs = append(objs, a.obj(id))
					}
				}
				if y.Dst != nil {
					objs = append(objs, a.obj(y.Dst.Var))
				}
			case *frontend.CommStmt:
				for _, l := range []*frontend.Location{y.Dst, y.Tag} {
					if l != nil {
						objs = append(objs, a.obj(l.Var))
					}
				}
			case *frontend.ForStmt:
				objs = append(objs, a.obj(y.Var))
			}
			return quiet
		})
		if quiet {
			a.quiet[x.(frontend.Stmt)] = objs
		}
		return true
	})
	return a
}

// skipQuiet forgets what the quiet loop s assigns, in every class of st;
// false when s is not quiet.
func (a *analyzer) skipQuiet(s frontend.Stmt, st state) bool {
	objs, ok := a.quiet[s]
	if !ok {
		return false
	}
	for _, c := range st {
		for _, o := range objs {
			if o != nil {
				c.set(o, aff{})
			}
		}
	}
	return true
}

func (a *analyzer) run() {
	st := state{{env: map[int]aff{}, choice: map[int]area{}, prior: !a.m.Begins && a.on(rulePrior)}}
	st = a.block(a.m.Prog.Body, st)
	if !a.halted {
		a.compare(st, a.endPos(), "the end of the program", false)
	}
}

// endPos is the position of the program's end: its last statement's.
func (a *analyzer) endPos() frontend.Pos {
	p := a.m.Prog
	if p.EndPos.IsValid() {
		return p.EndPos
	}
	if n := len(p.Body.Stmts); n > 0 {
		return p.Body.Stmts[n-1].Pos()
	}
	return p.Pos()
}

// halt stops the analysis; msg, when not empty, is a warning at pos.
func (a *analyzer) halt(pos frontend.Pos, msg string) {
	if !a.halted && msg != "" {
		a.warn(pos, "BSPlib registrations not checked past this point: "+msg)
	}
	a.halted = true
}

func (a *analyzer) report(sev diag.Severity, pos frontend.Pos, msg string, notes ...diag.Note) {
	if sev == diag.SeverityWarning {
		// One warning per statement, none where there is an error.
		if a.errAt[pos] || a.seen[fmt.Sprint("w", pos)] {
			return
		}
		a.seen[fmt.Sprint("w", pos)] = true
	} else {
		key := fmt.Sprint("e", pos, msg)
		if a.seen[key] {
			return
		}
		a.seen[key] = true
		if !a.errAt[pos] {
			a.errAt[pos] = true
			// An error replaces the warning at the same statement.
			for i := 0; i < len(a.diags); i++ {
				if a.diags[i].Pos == pos && a.diags[i].Severity == diag.SeverityWarning {
					a.diags = append(a.diags[:i], a.diags[i+1:]...)
					i--
				}
			}
		}
	}
	a.diags = append(a.diags, diag.Diagnostic{Pos: pos, End: pos, Severity: sev, Msg: msg, Notes: notes})
}

func (a *analyzer) warn(pos frontend.Pos, msg string, notes ...diag.Note) {
	a.report(diag.SeverityWarning, pos, msg, notes...)
}

func (a *analyzer) block(b *frontend.Block, st state) state {
	if b == nil {
		return st
	}
	for _, s := range b.Stmts {
		if len(st) == 0 || a.halted {
			return nil
		}
		st = a.stmt(s, st)
	}
	if a.halted {
		return nil
	}
	return st
}

func (a *analyzer) stmt(s frontend.Stmt, st state) state {
	a.visits++
	if a.visits > a.limit {
		a.halt(s.Pos(), fmt.Sprintf("the program is too large to follow (more than %d statements visited)", a.limit))
		return nil
	}
	if ev := a.m.Events[s]; ev != nil {
		return a.event(ev, st)
	}
	switch s := s.(type) {
	case *frontend.CostStmt:
		return a.stmt(s.Stmt, st)
	case *frontend.VarDecl:
		if s.Size == nil && a.obj(s.Name) != nil {
			for _, c := range st {
				v := aff{}
				if s.Init != nil {
					v = eval(a.info(), s.Init, c.get)
				}
				c.set(a.obj(s.Name), v)
			}
		}
	case *frontend.AssignStmt:
		if id, ok := s.LHS.(*frontend.Ident); ok && a.obj(id) != nil {
			for _, c := range st {
				c.set(a.obj(id), eval(a.info(), s.RHS, c.get))
			}
		}
	case *frontend.IfStmt:
		return a.ifStmt(s, st)
	case *frontend.WhileStmt:
		return a.whileStmt(s, st)
	case *frontend.ForStmt:
		return a.forStmt(s, st)
	case *frontend.BreakStmt:
		if n := len(a.loops); n > 0 {
			a.loops[n-1].breaks = append(a.loops[n-1].breaks, st)
		}
		return nil
	case *frontend.ContinueStmt:
		if n := len(a.loops); n > 0 {
			a.loops[n-1].conts = append(a.loops[n-1].conts, st)
		}
		return nil
	case *frontend.SyncStmt:
		return a.sync(s, st)
	case *frontend.CommStmt:
		// What a put or get writes is data from then on.
		for _, l := range []*frontend.Location{s.Dst, s.Tag} {
			a.forgetLoc(st, l)
		}
	case *frontend.RecvStmt:
		for _, id := range []*frontend.Ident{s.Count, s.Words} {
			if id != nil && a.obj(id) != nil {
				for _, c := range st {
					c.set(a.obj(id), aff{})
				}
			}
		}
		a.forgetLoc(st, s.Dst)
	}
	return st
}

// forgetLoc makes the scalar l names unknown.
func (a *analyzer) forgetLoc(st state, l *frontend.Location) {
	if l == nil || l.Index != nil || a.obj(l.Var) == nil {
		return
	}
	for _, c := range st {
		c.set(a.obj(l.Var), aff{})
	}
}

// divide sends each class of st to the branch its processes take on
// condition cond: into yes (true) and no (false), split in two by a
// condition on pid (split is then set), or into fork when the class's
// processes take the same branch, unknown which.
func (a *analyzer) divide(cond frontend.Expr, st state) (yes, no, fork state, split bool) {
	iv := a.res.Interval(cond)
	for _, c := range st {
		if iv.IsPoint() {
			if iv.Lo != 0 {
				yes = append(yes, c)
			} else {
				no = append(no, c)
			}
			continue
		}
		f := evalCond(a.info(), cond, c.get)
		switch {
		case f != nil && f.isConst():
			if f.val {
				yes = append(yes, c)
			} else {
				no = append(no, c)
			}
		case f != nil && f.hasPid() && a.on(ruleSplitPid):
			t, e := c.with(f, true), c.with(f, false)
			if t != nil {
				yes = append(yes, t)
			}
			if e != nil {
				no = append(no, e)
			}
			split = split || t != nil && e != nil
		default:
			fork = append(fork, c)
		}
	}
	return yes, no, fork, split
}

func (a *analyzer) ifStmt(s *frontend.IfStmt, st state) state {
	yes, no, fork, _ := a.divide(s.Cond, st)
	divided := len(yes) > 0 && len(no) > 0
	if divided {
		a.split++
	}
	// While one branch runs, the processes of the other wait (parked):
	// a put's remote process may be one of them.
	a.parked = append(a.parked, no)
	out := a.block(s.Then, yes)
	a.parked[len(a.parked)-1] = out
	out = append(out, a.block(s.Else, no)...)
	a.parked = a.parked[:len(a.parked)-1]
	if divided {
		a.split--
	}
	if len(fork) > 0 {
		opaque := !a.res.Replicated(s.Cond)
		if opaque {
			a.split++
		}
		x := a.block(s.Then, fork.copy())
		y := a.block(s.Else, fork)
		if opaque {
			a.split--
		}
		j := join(x, y, s.If)
		if opaque && !sameRegs(x, y) && a.on(ruleMixed) {
			// The processes take different branches (the condition
			// reads data), whose registrations differ.
			r := &reason{s.If, fmt.Sprintf("the branch at %s depends on data that may differ between processes (`%s`), and its branches register differently", s.If, frontend.ExprExcerpt(s.Cond))}
			for _, c := range j {
				if c.mixed == nil {
					c.mixed = r
				}
			}
		}
		out = append(out, j...)
	}
	return simplify(out, s.If)
}

// sameRegs reports whether two states hold the same registrations.
func sameRegs(x, y state) bool {
	if len(x) == 0 || len(y) == 0 {
		return true // one branch leaves (break, continue, end of the run)
	}
	if len(x) != len(y) {
		return false
	}
	for i := range x {
		c, d := x[i], y[i]
		if !sameReason(c.lost, d.lost) || len(c.table) != len(d.table) {
			return false
		}
		for k := range c.table {
			if c.table[k] != d.table[k] {
				return false
			}
		}
		for k, v := range c.choice {
			if w, ok := d.choice[k]; !ok || w != v {
				return false
			}
		}
	}
	return true
}

func (a *analyzer) pushLoop() *loopCtx {
	l := &loopCtx{}
	a.loops = append(a.loops, l)
	return l
}

func (a *analyzer) popLoop() { a.loops = a.loops[:len(a.loops)-1] }

// iterate runs one iteration of a loop body from st: the state at its end
// (with the continues) and the states that break out.
func (a *analyzer) iterate(body *frontend.Block, st state, at frontend.Pos) (state, []state) {
	l := a.pushLoop()
	out := a.block(body, st)
	a.popLoop()
	for _, c := range l.conts {
		out = join(out, c, at)
	}
	return out, l.breaks
}

// uniform reports whether every process runs loop s the same number of
// times (align).
func (a *analyzer) uniform(s frontend.Stmt) bool {
	switch s := s.(type) {
	case *frontend.ForStmt:
		return a.res.ReplicatedTrips(s)
	case *frontend.WhileStmt:
		if !a.res.Replicated(s.Cond) {
			return false
		}
		ok := true
		frontend.Inspect(s.Body, func(x frontend.Node) bool {
			switch x := x.(type) {
			case *frontend.WhileStmt, *frontend.ForStmt:
				return false
			case *frontend.BreakStmt:
				if !a.res.ReplicatedControl(x) {
					ok = false
				}
			}
			return true
		})
		return ok
	}
	return true
}

func (a *analyzer) forStmt(s *frontend.ForStmt, st state) state {
	if a.skipQuiet(s, st) {
		return st
	}
	v := a.obj(s.Var)
	lo, hi, step, ok := a.bounds(s, st)
	if d, fits := intsem.Sub(hi, lo); ok && a.on(ruleUnroll) && (hi < lo || fits && d/step < maxUnroll) {
		// Iteration by iteration, the counter known, unless that
		// visits too many statements.
		entry, v0 := st.copy(), a.visits
		var exits []state
		done := true
		for i := lo; i <= hi && len(st) > 0 && !a.halted; i += step {
			if a.visits-v0 > unrollVisits {
				done = false
				break
			}
			for _, c := range st {
				c.set(v, konst(i))
			}
			var breaks []state
			st, breaks = a.iterate(s.Body, st, s.For)
			exits = append(exits, breaks...)
			if i > hi-step {
				break // i += step would overflow or pass hi
			}
		}
		if done {
			for _, e := range exits {
				st = join(st, e, s.For)
			}
			for _, c := range st {
				c.set(v, aff{})
			}
			return st
		}
		st = entry
	}
	out := a.fixpoint(s, s.Body, st, func(head state) (state, state) {
		in := head.copy()
		for _, c := range in {
			c.set(v, aff{})
		}
		return in, head
	})
	for _, c := range out {
		c.set(v, aff{})
	}
	return out
}

// bounds are the bounds and step of for loop s when every class of st
// knows them, the same constants.
func (a *analyzer) bounds(s *frontend.ForStmt, st state) (lo, hi, step int64, ok bool) {
	for i, c := range st {
		l, h, k := eval(a.info(), s.Lo, c.get), eval(a.info(), s.Hi, c.get), konst(1)
		if s.Step != nil {
			k = eval(a.info(), s.Step, c.get)
		}
		if !l.isConst() || !h.isConst() || !k.isConst() || k.c <= 0 {
			return 0, 0, 0, false
		}
		if i > 0 && (l.c != lo || h.c != hi || k.c != step) {
			return 0, 0, 0, false
		}
		lo, hi, step = l.c, h.c, k.c
	}
	return lo, hi, step, len(st) > 0
}

func (a *analyzer) whileStmt(s *frontend.WhileStmt, st state) state {
	if a.skipQuiet(s, st) {
		return st
	}
	// Iteration by iteration while every class decides the condition
	// (and that does not visit too many statements).
	var exits []state
	entry, v0 := st.copy(), a.visits
	for n := 0; n < maxUnroll && len(st) > 0 && !a.halted && a.on(ruleUnroll); n++ {
		if a.visits-v0 > unrollVisits {
			st, exits = entry, nil
			break
		}
		yes, no, fork, split := a.divide(s.Cond, st)
		if len(fork) > 0 || split {
			break // unknown, or a condition on pid: to a fixpoint
		}
		exits = append(exits, no)
		var breaks []state
		st, breaks = a.iterate(s.Body, yes, s.While)
		exits = append(exits, breaks...)
	}
	if len(st) > 0 && !a.halted {
		st = a.fixpoint(s, s.Body, st, func(head state) (state, state) {
			yes, no, fork, _ := a.divide(s.Cond, head.copy())
			return append(yes, fork.copy()...), append(no, fork...)
		})
	}
	for _, e := range exits {
		st = join(st, e, s.While)
	}
	return st
}

// fixpoint runs loop s (body, entered from st) to a fixpoint of the
// state at its head; cond gives the states that enter the body and that
// leave from a head state. It returns the state after the loop.
func (a *analyzer) fixpoint(s frontend.Stmt, body *frontend.Block, st state, cond func(state) (state, state)) state {
	pos := s.Pos()
	uniform := a.uniform(s)
	if !uniform {
		a.split++
		defer func() { a.split-- }()
	}
	head := st.copy()
	for pass := 0; ; pass++ {
		if a.halted {
			return nil
		}
		in, _ := cond(head.copy())
		out, _ := a.iterate(body, in, pos)
		next := join(st.copy(), out, pos)
		if pass >= widenAfter {
			next = widen(head, next, pos)
		}
		if equalStates(next, head) {
			break
		}
		head = next
		if pass >= maxPasses {
			head = giveUp(head, pos)
			break
		}
	}
	in, exit := cond(head.copy())
	_, breaks := a.iterate(body, in, pos)
	for _, b := range breaks {
		exit = join(exit, b, pos)
	}
	if !uniform && a.regLoops[s] && a.on(ruleNonUniformLoop) {
		r := &reason{pos, fmt.Sprintf("the loop at %s, which registers, may run a different number of times on different processes", pos)}
		for _, c := range exit {
			if c.mixed == nil {
				c.mixed = r
			}
		}
	}
	return exit
}

// widen is next with what changed since head given up: scalars that
// changed forgotten, registration sequences that changed lost.
func widen(head, next state, at frontend.Pos) state {
	if len(head) != len(next) {
		return giveUp(next, at)
	}
	for i := range next {
		h, n := head[i], next[i]
		if h.litsKey() != n.litsKey() {
			return giveUp(next, at)
		}
		for k, v := range n.env {
			if w, ok := h.env[k]; !ok || w != v {
				delete(n.env, k)
			}
		}
		for k, v := range n.choice {
			if w, ok := h.choice[k]; !ok || w != v {
				delete(n.choice, k)
			}
		}
		if n.lost == nil && (h.lost != nil || len(h.table) != len(n.table) || !equalEntries(h.table, n.table)) {
			n.lost = firstReason(h.lost, &reason{at, fmt.Sprintf("the registrations made in the loop at %s change from one iteration to the next", at)})
			n.table = nil
		}
	}
	return next
}

func equalEntries(x, y []entry) bool {
	for i := range x {
		if x[i] != y[i] {
			return false
		}
	}
	return true
}

// giveUp is one class for all of st, knowing no scalar and no
// registration, whose processes may differ.
func giveUp(st state, at frontend.Pos) state {
	r := &reason{at, fmt.Sprintf("the registrations of the loop at %s could not be followed", at)}
	c := &class{env: map[int]aff{}, choice: map[int]area{}, lost: r, mixed: r}
	for _, d := range st {
		if d.lost != nil {
			c.lost = d.lost
		}
	}
	return state{c}
}

func (a *analyzer) sync(s *frontend.SyncStmt, st state) state {
	if a.split > 0 {
		// Not textually aligned: align reports it; the registrations of
		// such a program are not followed further.
		if a.res.Aligned {
			a.halt(s.Sync, "a sync that not every process may reach (under a condition that differs between processes)")
		}
		a.halted = true
		return nil
	}
	real := a.realSync
	a.realSync = false
	if !real && a.on(ruleContractSync) {
		// A sync of a cost contract: the library call may or may not
		// synchronise. What is pending may be in force from here, what
		// is popped may be gone; the comparison waits for a bsp_sync.
		for _, c := range st {
			for k := range c.table {
				if e := &c.table[k]; e.state != active && !e.maybeAt.IsValid() {
					e.maybeAt = s.Sync
				}
			}
		}
		return st
	}
	a.compare(st, s.Sync, fmt.Sprintf("the sync at %s", s.Sync), true)
	resolveNullPops(st)
	for _, c := range st {
		c.pops = nil
		if c.lost != nil {
			continue
		}
		var t []entry
		for _, e := range c.table {
			e.maybeAt = frontend.Pos{}
			switch e.state {
			case popping:
				if !a.on(ruleSyncRemoves) {
					e.state = active
					break
				}
				continue
			case pending:
				e.state = active
			}
			t = append(t, e)
		}
		c.table = t
	}
	return simplify(st, s.Sync)
}

// compare checks that the classes of st made the same registrations and
// deregistrations in the superstep that ends at pos (where): an error
// when two classes with processes at some p <= 4 differ for certain (sync
// true: BSPlib checks them at a sync), else a warning.
func (a *analyzer) compare(st state, pos frontend.Pos, where string, sync bool) {
	for _, c := range st {
		if c.mixed != nil && !c.failed && a.regsInSuperstep(c) {
			a.warn(c.mixed.pos, fmt.Sprintf("cannot tell whether every process makes the same BSPlib registrations before %s: %s", where, c.mixed.msg))
		}
	}
	for i := 0; i < len(st); i++ {
		for j := i + 1; j < len(st); j++ {
			a.compareTwo(st[i], st[j], pos, where, sync)
		}
	}
}

// regsInSuperstep reports whether c may have pushed or popped in the
// superstep that ends (or cannot tell).
func (a *analyzer) regsInSuperstep(c *class) bool {
	if c.lost != nil || len(c.pops) > 0 {
		return true
	}
	for _, e := range c.table {
		if e.state == pending {
			return true
		}
	}
	return false
}

// maybeSynced reports whether a sync of a cost contract passed since a
// registration or deregistration of c that is not settled.
func maybeSynced(c *class) bool {
	for _, e := range c.table {
		if e.maybeAt.IsValid() {
			return true
		}
	}
	return false
}

// pushes are the registrations c made in the superstep: their areas and
// whether one is on some paths only.
func pushes(c *class) (out []entry, opt bool) {
	for _, e := range c.table {
		if e.state == pending {
			out = append(out, e)
			opt = opt || e.opt
		}
	}
	return out, opt
}

// pushText says what registrations a process made.
func pushText(es []entry) string {
	if len(es) == 0 {
		return "makes no registration"
	}
	var parts []string
	for _, e := range es {
		parts = append(parts, fmt.Sprintf("%s (bsp_push_reg at %s)", e.area, e.pushPos))
	}
	return "registers " + strings.Join(parts, ", ")
}

// popText says which registration a bsp_pop_reg of class c removes.
func popText(c *class, p popRec) string {
	var parts []string
	for _, k := range p.cands {
		e := c.table[k]
		parts = append(parts, fmt.Sprintf("registration %d (%s, made at %s)", k+1, e.area, e.pushPos))
	}
	if len(parts) == 1 {
		return "removes " + parts[0]
	}
	return "removes one of " + strings.Join(parts, ", ")
}

func intersects(x, y []int) bool {
	for _, a := range x {
		if slices.Contains(y, a) {
			return true
		}
	}
	return false
}

func (a *analyzer) compareTwo(c, d *class, pos frontend.Pos, where string, sync bool) {
	if c.failed || d.failed {
		return // the error reported first says it
	}
	if c.lost != nil || d.lost != nil {
		r := firstReason(c.lost, d.lost)
		a.warn(r.pos, fmt.Sprintf("cannot tell whether every process makes the same BSPlib registrations before %s: %s", where, r.msg))
		return
	}
	pc, optc := pushes(c)
	pd, optd := pushes(d)
	if len(c.table)-len(pc) != len(d.table)-len(pd) {
		return // registrations of an earlier superstep differ: reported there
	}
	exact := sync && !c.merged && !d.merged && c.mixed == nil && d.mixed == nil && c.unsure == nil && d.unsure == nil &&
		!maybeSynced(c) && !maybeSynced(d)
	if len(pc) == len(pd) && a.on(ruleAssociate) {
		a.associations(c, d, pc, pd)
	}
	var at frontend.Pos
	var what func(x *class) string
	switch {
	case len(pc) != len(pd) && a.on(rulePushCollective):
		// Not as many bsp_push_reg calls.
		k := 0
		for k < len(pc) && k < len(pd) && pc[k].pushPos == pd[k].pushPos {
			k++
		}
		if k < len(pc) {
			at = pc[k].pushPos
		} else {
			at = pd[k].pushPos
		}
		exact = exact && !optc && !optd
		what = func(x *class) string {
			es, _ := pushes(x)
			return pushText(es)
		}
	case len(c.pops) != len(d.pops) && a.on(rulePopCollective):
		k := min(len(c.pops), len(d.pops))
		if k < len(c.pops) {
			at = c.pops[k].pos
		} else {
			at = d.pops[k].pos
		}
		what = func(x *class) string {
			var at []string
			for _, p := range x.pops {
				at = append(at, p.pos.String())
			}
			switch len(at) {
			case 0:
				return "does not call bsp_pop_reg"
			case 1:
				return "calls bsp_pop_reg once (at " + at[0] + ")"
			case 2:
				return "calls bsp_pop_reg twice (at " + strings.Join(at, ", ") + ")"
			}
			return fmt.Sprintf("calls bsp_pop_reg %d times (at %s)", len(at), strings.Join(at, ", "))
		}
	case len(c.pops) == len(d.pops) && a.on(rulePopSlots):
		k := 0
		for k < len(c.pops) && intersects(c.pops[k].cands, d.pops[k].cands) {
			k++
		}
		if k == len(c.pops) {
			return
		}
		at = c.pops[k].pos
		if d.pops[k].pos != at {
			at = d.pops[k].pos
		}
		what = func(x *class) string {
			return fmt.Sprintf("%s with the bsp_pop_reg at %s", popText(x, x.pops[k]), x.pops[k].pos)
		}
	default:
		return
	}
	if exact {
		if np, p, q, ok := twoWitnesses(c, d); ok {
			a.report(diag.SeverityError, at, fmt.Sprintf("BSPlib registration is collective, but the processes differ before %s: on %d processes, process %d %s, and process %d %s",
				where, np, p, what(c), q, what(d)))
			c.failed, d.failed = true, true
			return
		}
	}
	why := fmt.Sprintf("the processes where %s and those where %s differ (process A %s, process B %s)", litsText(c), litsText(d), what(c), what(d))
	switch {
	case c.mixed != nil || d.mixed != nil:
		why = firstReason(c.mixed, d.mixed).msg
	case c.unsure != nil || d.unsure != nil:
		why = firstReason(c.unsure, d.unsure).msg
	case c.merged || d.merged:
		why = "paths whose processes differ join before it"
	case optc || optd:
		why = "a registration happens on some paths only"
	}
	a.warn(at, fmt.Sprintf("cannot tell whether every process makes the same BSPlib registrations before %s: %s", where, why))
}

// associations warns when two classes register an object (not NULL) in
// the superstep at different places of the sequence only: BSPlib
// associates the k-th registrations of all processes, so that a put
// naming the object on one reaches another area on the other (what
// registering in another order does by mistake; an object registered by
// some processes only, opposite NULL or another buffer, is usual).
func (a *analyzer) associations(c, d *class, pc, pd []entry) {
	places := func(es []entry) map[int][]int {
		m := map[int][]int{}
		for k, e := range es {
			if !e.area.unknown() && !e.area.null {
				m[e.area.object] = append(m[e.area.object], k)
			}
		}
		return m
	}
	mc, md := places(pc), places(pd)
	for k, e := range pc {
		o := e.area.object
		if e.area.unknown() || e.area.null || len(md[o]) == 0 || intersects(mc[o], md[o]) {
			continue
		}
		f := pd[md[o][0]]
		who := fmt.Sprintf("the processes where %s register %s as registration %d of the superstep (bsp_push_reg at %s), those where %s as registration %d (bsp_push_reg at %s)",
			litsText(c), e.area, k+1, e.pushPos, litsText(d), md[o][0]+1, f.pushPos)
		if np, p, q, ok := twoWitnesses(c, d); ok {
			who = fmt.Sprintf("on %d processes, process %d registers %s as registration %d of the superstep (bsp_push_reg at %s), process %d as registration %d (bsp_push_reg at %s)",
				np, p, e.area, k+1, e.pushPos, q, md[o][0]+1, f.pushPos)
		}
		a.warn(e.pushPos, fmt.Sprintf("the processes register %s in different places of the sequence: %s; BSPlib associates registrations by their place, so that a put or get naming %s on one process reaches another area on the other", e.area, who, e.area))
		return
	}
}

// twoWitnesses finds nprocs <= 4 and a process of each of c and d,
// different ones.
func twoWitnesses(c, d *class) (np, pc, pd int64, ok bool) {
	for np = 2; np <= 4; np++ {
		x, ok1 := c.witnesses(np)
		y, ok2 := d.witnesses(np)
		if !ok1 || !ok2 {
			continue
		}
		for _, p := range x {
			for _, q := range y {
				if p != q {
					return np, p, q, true
				}
			}
		}
	}
	return 0, 0, 0, false
}

// witness finds a process of c: (pid, nprocs); nprocs is 0 when c has no
// condition (every process).
func witness(c *class) (pid, np int64, ok bool) {
	if len(c.lits) == 0 {
		return 0, 0, true
	}
	for _, np = range []int64{2, 3, 4, 1} {
		if x, ok := c.witnesses(np); ok && len(x) > 0 {
			return x[0], np, true
		}
	}
	return 0, 0, false
}

// onProcess is " on process pid of nprocs" for a class with a condition.
func onProcess(pid, np int64) string {
	if np == 0 {
		return ""
	}
	return fmt.Sprintf(" on process %d of %d", pid, np)
}
