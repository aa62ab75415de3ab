package nondet

import (
	"slices"

	"bspcost/frontend"
)

// Facts kept across the havoc of a barrier: a varying scalar x declared
// once as `var x := e`, never assigned again nor written by a put or get,
// with e made of pid, nprocs, parameters, literals, arithmetic, min/max
// and variables y that are themselves replicated single-assignment
// variables not havocked at the barrier. Every process computed
// x = e(its pid, y...) and nothing changed either since, so after
// `pid := any` the chosen process still satisfies x == e with the new pid:
// `assume x == e` keeps the relation (lo == pid * b) that the havoc would
// otherwise forget.

// A varying scalar declared without initialiser and assigned once,
// `x := e`, and a definition that reads such scalars or loop counters,
// hold at a barrier only where the definition reaches it: its statement
// comes before the barrier in a block that holds both (so it ran before
// the barrier, in the same iteration of every loop around that block),
// and nothing in between writes what it reads. A varying scalar that a
// definition reads and the barrier havocs is replaced by its own
// definition there (nloc's (n + M - s - 1) / M with s := pid % M), so
// that the fact is one of the new process's values only.

// definitions returns the single-assignment definitions of the program's
// scalars, and which of them are replicated.
func (in *instr) definitions() {
	in.def = map[*frontend.Object]frontend.Expr{}
	in.repDef = map[*frontend.Object]bool{}
	in.defAsg = map[*frontend.Object]*frontend.AssignStmt{}
	in.paths = map[frontend.Stmt][]pathStep{}
	in.walkPaths(in.prog.Body, nil)
	assigned := map[*frontend.Object]int{}
	decl := map[*frontend.Object]*frontend.VarDecl{}
	asg := map[*frontend.Object]*frontend.AssignStmt{}
	frontend.Inspect(in.prog.Body, func(n frontend.Node) bool {
		switch s := n.(type) {
		case *frontend.VarDecl:
			if o := in.obj(s.Name); o != nil && s.Size == nil {
				assigned[o]++
				decl[o] = s
			}
		case *frontend.AssignStmt:
			if id, ok := s.LHS.(*frontend.Ident); ok && in.obj(id) != nil {
				assigned[in.obj(id)] += 2
				asg[in.obj(id)] = s
			}
		case *frontend.CommStmt:
			if s.Dst != nil && in.obj(s.Dst.Var) != nil {
				assigned[in.obj(s.Dst.Var)] += 2
			}
		case *frontend.RecvStmt:
			if !noRecvWrites {
				for _, id := range s.Targets() {
					if o := in.obj(id); o != nil {
						assigned[o] += 2
					}
				}
			}
		}
		return true
	})
	in.reachDefs = map[*frontend.Object][]reachDef{}
	if !noReachingDefs {
		frontend.Inspect(in.prog.Body, func(n frontend.Node) bool {
			var o *frontend.Object
			var e frontend.Expr
			switch s := n.(type) {
			case *frontend.VarDecl:
				if s.Size == nil && s.Init != nil {
					o, e = in.obj(s.Name), s.Init
				}
			case *frontend.AssignStmt:
				if id, ok := s.LHS.(*frontend.Ident); ok {
					o, e = in.obj(id), s.RHS
				}
			}
			if o != nil && o.Kind == frontend.VarObj && pure(e) && !reads(in, e, o) {
				in.reachDefs[o] = append(in.reachDefs[o], reachDef{n.(frontend.Stmt), e})
			}
			return true
		})
	}
	for o, d := range decl {
		if assigned[o] == 3 && d.Init == nil && !noAssignedDefs {
			if a := asg[o]; a != nil && pure(a.RHS) && !reads(in, a.RHS, o) {
				in.def[o] = a.RHS
				in.defAsg[o] = a
			}
			continue
		}
		if assigned[o] != 1 || d.Init == nil || !pure(d.Init) {
			continue
		}
		in.def[o] = d.Init
		if in.ar.ReplicatedControl(d) && in.ar.Replicated(d.Init) {
			in.repDef[o] = true
		}
	}
}

// A scalar assigned more than once has a definition at a barrier where
// one of its assignments `x := e` (or its declaration), e pure and not
// reading x, reaches the barrier with x and what e reads unchanged
// (reaches: the assignment comes first in a block that holds both, and
// nothing in between, the loops holding the barrier included, writes
// them), and no put, get or message writes x (one pending at the
// assignment would land at the barrier). Every process that reaches the
// barrier ran that assignment last, so `k := pid * N; sync; while k <
// (pid + 1) * N` keeps k == pid * N for the new process; what e reads
// must be the same on every process at the barrier (or havocked there
// and defined in turn).

// reachDef is an assignment (or declaration) of a scalar with its value.
type reachDef struct {
	stmt frontend.Stmt
	e    frontend.Expr
}

// noReachingDefs switches off the definitions of scalars assigned more
// than once (the mutation check of TestReachingDefs).
var noReachingDefs bool

// reachingDef returns the assignment of x that reaches sync with x and
// what it reads unchanged, or nil.
func (in *instr) reachingDef(x *frontend.Object, sync *frontend.SyncStmt) *reachDef {
	ds := in.reachDefs[x]
	if len(ds) == 0 || sync == nil || in.commWrites(x) || in.recvWrites(x) {
		return nil
	}
	for i := range ds {
		d := &ds[i]
		rd := map[*frontend.Object]bool{x: true}
		frontend.Inspect(d.e, func(n frontend.Node) bool {
			if id, ok := n.(*frontend.Ident); ok {
				if o := in.obj(id); o != nil {
					rd[o] = true
				}
			}
			return true
		})
		if in.reaches(d.stmt, sync, rd) {
			return d
		}
	}
	return nil
}

// recvWrites reports whether a message statement of the program writes o.
func (in *instr) recvWrites(o *frontend.Object) bool {
	found := false
	frontend.Inspect(in.prog.Body, func(n frontend.Node) bool {
		if r, ok := n.(*frontend.RecvStmt); ok {
			for _, id := range r.Targets() {
				if in.obj(id) == o {
					found = true
				}
			}
		}
		return !found
	})
	return found
}

// noAssignedDefs switches off the definitions by one assignment and the
// substitution of havocked definitions (the mutation check of
// TestAssignedDefs).
var noAssignedDefs bool

// noCounterDefs switches off the definitions that read a loop counter
// replicated at the barrier (the mutation check of TestGridDefinitions'
// cases that read one).
var noCounterDefs bool

// pathStep is one level of a statement's place: its index in a block.
type pathStep struct {
	b *frontend.Block
	i int
}

// walkPaths records the place of every statement of b (a cost
// annotation's statement has its annotation's place).
func (in *instr) walkPaths(b *frontend.Block, prefix []pathStep) {
	if b == nil {
		return
	}
	for i, s := range b.Stmts {
		p := append(prefix[:len(prefix):len(prefix)], pathStep{b, i})
		for {
			in.paths[s] = p
			c, ok := s.(*frontend.CostStmt)
			if !ok {
				break
			}
			s = c.Stmt
		}
		switch s := s.(type) {
		case *frontend.IfStmt:
			in.walkPaths(s.Then, p)
			in.walkPaths(s.Else, p)
		case *frontend.WhileStmt:
			in.walkPaths(s.Body, p)
		case *frontend.ForStmt:
			in.walkPaths(s.Body, p)
		}
	}
}

// reads reports whether e reads o.
func reads(in *instr, e frontend.Expr, o *frontend.Object) bool {
	found := false
	frontend.Inspect(e, func(n frontend.Node) bool {
		if id, ok := n.(*frontend.Ident); ok && in.obj(id) == o {
			found = true
		}
		return !found
	})
	return found
}

// reaches reports whether the definition statement d reaches sync with
// the scalars of rd unchanged: d comes first in a block that holds both,
// and no statement in between (the one holding sync included) writes
// one of rd.
func (in *instr) reaches(d frontend.Stmt, sync *frontend.SyncStmt, rd map[*frontend.Object]bool) bool {
	pd, ps := in.paths[d], in.paths[sync]
	n := len(pd)
	if n == 0 || len(ps) < n {
		return false
	}
	for k := 0; k < n-1; k++ {
		if pd[k] != ps[k] {
			return false
		}
	}
	last := pd[n-1]
	if ps[n-1].b != last.b || ps[n-1].i <= last.i {
		return false
	}
	for _, s := range last.b.Stmts[last.i+1 : ps[n-1].i+1] {
		if in.writesAny(s, rd) {
			return false
		}
	}
	return true
}

// writesAny reports whether s may write a scalar of rd.
func (in *instr) writesAny(s frontend.Stmt, rd map[*frontend.Object]bool) bool {
	hit := false
	w := func(id *frontend.Ident) {
		if id != nil && rd[in.obj(id)] {
			hit = true
		}
	}
	frontend.Inspect(s, func(n frontend.Node) bool {
		switch s := n.(type) {
		case *frontend.VarDecl:
			w(s.Name)
		case *frontend.AssignStmt:
			if id, ok := s.LHS.(*frontend.Ident); ok {
				w(id)
			}
		case *frontend.ForStmt:
			w(s.Var)
		case *frontend.CommStmt:
			if s.Dst != nil {
				w(s.Dst.Var)
			}
		case *frontend.RecvStmt:
			for _, id := range s.Targets() {
				w(id)
			}
		}
		return !hit
	})
	return hit
}

// pure reports whether e has no any, array element or unknown call.
func pure(e frontend.Expr) bool {
	ok := true
	frontend.Inspect(e, func(n frontend.Node) bool {
		switch x := n.(type) {
		case *frontend.AnyExpr, *frontend.IndexExpr:
			ok = false
		case *frontend.CallExpr:
			if x.Fun.Name != "min" && x.Fun.Name != "max" {
				ok = false
			}
		}
		return ok
	})
	return ok
}

// reevaluable reports whether e can be evaluated again for another
// process after a barrier's havoc and still mean what it meant: it reads
// only pid, nprocs, parameters and replicated single-assignment variables
// not havocked there (min and max allowed).
func (in *instr) reevaluable(e frontend.Expr, havocked func(*frontend.Object) bool) bool {
	good := true
	frontend.Inspect(e, func(n frontend.Node) bool {
		id, isID := n.(*frontend.Ident)
		if !isID || !good {
			return good
		}
		o := in.obj(id)
		switch {
		case o == nil: // min, max
		case o.Kind == frontend.PidObj, o.Kind == frontend.NprocsObj, o.Kind == frontend.ParamObj:
		case o.Kind == frontend.VarObj && in.repDef[o] && (havocked == nil || !havocked(o)):
		default:
			good = false
		}
		return good
	})
	return good
}

// fact returns the condition x == e kept for x across the havoc of
// sync (havocked: the variables havocked there), or nil.
func (in *instr) fact(x *frontend.Object, havocked func(*frontend.Object) bool, sync *frontend.SyncStmt, pos frontend.Pos) frontend.Expr {
	e := in.defAt(x, havocked, sync, 0)
	if e == nil {
		return nil
	}
	return &frontend.BinaryExpr{X: in.ident(x, pos), Op: frontend.EQL, Y: e, OpPos: pos}
}

// maxDefDepth bounds the substitutions of definitions into one fact.
const maxDefDepth = 6

// defAt returns x's definition as an expression of the values that the
// havoc of sync leaves as the new process's own (pid, nprocs,
// parameters, replicated scalars it does not havoc), the havocked
// scalars it reads replaced by their definitions, or nil.
func (in *instr) defAt(x *frontend.Object, havocked func(*frontend.Object) bool, sync *frontend.SyncStmt, depth int) frontend.Expr {
	e, ok := in.def[x]
	if !ok {
		if depth >= maxDefDepth {
			return nil
		}
		if d := in.reachingDef(x, sync); d != nil {
			return in.substDef(d.e, havocked, sync, depth)
		}
		return nil
	}
	if in.defAsg[x] == nil && in.reevaluable(e, havocked) {
		return e
	}
	if noAssignedDefs || depth >= maxDefDepth || sync == nil {
		return nil
	}
	// Where the definition's value may change with what it reads, it
	// must reach sync with them unchanged.
	rd := map[*frontend.Object]bool{}
	check := in.defAsg[x] != nil
	frontend.Inspect(e, func(n frontend.Node) bool {
		if id, ok := n.(*frontend.Ident); ok {
			if o := in.obj(id); o != nil {
				rd[o] = true
				if o.Kind == frontend.LoopVarObj || in.defAsg[o] != nil {
					check = true
				}
			}
		}
		return true
	})
	if check {
		d := in.declOf(x)
		if a := in.defAsg[x]; a != nil {
			d = a
		}
		if d == nil || !in.reaches(d, sync, rd) {
			return nil
		}
	}
	return in.substHavocked(e, havocked, sync, depth, func(o *frontend.Object) bool {
		switch o.Kind {
		case frontend.LoopVarObj:
			// A counter the same on every process at sync is the new
			// process's counter too.
			_, varying, ok := in.ar.ScalarAt(sync, o)
			return ok && !varying && !noCounterDefs
		case frontend.VarObj:
			// Not havocked: the same on every process, and unchanged
			// since x's definition read it.
			return in.def[o] != nil
		}
		return false
	})
}

// substDef is a reaching definition's value e at sync (reachingDef: what
// it reads is unchanged since) as an expression of the new process's
// values: pid, nprocs and parameters as they are, a counter or scalar
// the same on every process at sync as it is, a havocked scalar by its
// own definition; nil where one has none.
func (in *instr) substDef(e frontend.Expr, havocked func(*frontend.Object) bool, sync *frontend.SyncStmt, depth int) frontend.Expr {
	return in.substHavocked(e, havocked, sync, depth, func(o *frontend.Object) bool {
		if o.Kind != frontend.VarObj && o.Kind != frontend.LoopVarObj {
			return false
		}
		_, varying, ok := in.ar.ScalarAt(sync, o)
		return ok && !varying
	})
}

// substHavocked is e with each havocked scalar it reads replaced by its
// definition at sync (defAt), pid, nprocs and parameters as they are,
// every other object kept where keep says its value at sync is the new
// process's own; nil where one cannot be.
func (in *instr) substHavocked(e frontend.Expr, havocked func(*frontend.Object) bool, sync *frontend.SyncStmt, depth int, keep func(*frontend.Object) bool) frontend.Expr {
	good := true
	out := substIdents(e, func(id *frontend.Ident) frontend.Expr {
		o := in.obj(id)
		switch {
		case o == nil, o.Kind == frontend.PidObj, o.Kind == frontend.NprocsObj, o.Kind == frontend.ParamObj:
			return nil
		case o.Kind == frontend.VarObj && havocked(o):
			d := in.defAt(o, havocked, sync, depth+1)
			if d == nil {
				good = false
				return nil
			}
			return &frontend.ParenExpr{Lparen: id.Pos(), X: d, Rparen: id.Pos()}
		}
		if !keep(o) {
			good = false
		}
		return nil
	})
	if !good {
		return nil
	}
	return out
}

// declOf returns the declaration of x with its initialiser.
func (in *instr) declOf(x *frontend.Object) frontend.Stmt {
	var d frontend.Stmt
	frontend.Inspect(in.prog.Body, func(n frontend.Node) bool {
		if v, ok := n.(*frontend.VarDecl); ok && in.obj(v.Name) == x {
			d = v
		}
		return d == nil
	})
	return d
}

// substIdents returns e with each identifier for which f returns an
// expression replaced by it (new nodes on the paths to replacements, the
// rest shared).
func substIdents(e frontend.Expr, f func(*frontend.Ident) frontend.Expr) frontend.Expr {
	switch x := e.(type) {
	case *frontend.Ident:
		if r := f(x); r != nil {
			return r
		}
		return x
	case *frontend.ParenExpr:
		c := *x
		c.X = substIdents(x.X, f)
		return &c
	case *frontend.UnaryExpr:
		c := *x
		c.X = substIdents(x.X, f)
		return &c
	case *frontend.BinaryExpr:
		c := *x
		c.X, c.Y = substIdents(x.X, f), substIdents(x.Y, f)
		return &c
	case *frontend.CallExpr:
		c := *x
		c.Args = make([]frontend.Expr, len(x.Args))
		for i, a := range x.Args {
			c.Args[i] = substIdents(a, f)
		}
		return &c
	}
	return e
}

// Bounds kept across the havoc of a barrier: a source `assume c` whose
// condition reads one varying scalar x and otherwise only parameters,
// nprocs and literals (the C front end's `assume nz <= nz_max` after a
// scatter of per-process sizes read from input), and that reaches the
// barrier with x unchanged (reaches: it comes first in a block that
// holds both). Every process that reaches the barrier ran the assume in
// the same pass of that block, so its own x satisfies c there, and so
// does the new process's after `x := any`. A put or get into x that is
// pending at the assume would change x at the next barrier, after it:
// so either no put or get writes x, or the assume follows a sync in its
// block (with only assumes between them), where nothing is pending.

// noAssumeFacts switches the bounds of source assumes off (the mutation
// check of TestAssumeFacts).
var noAssumeFacts bool

// assumeFacts returns the conditions of the source assumes over x alone
// (with parameters and nprocs) that reach sync with x unchanged, as new
// expressions at pos.
func (in *instr) assumeFacts(x *frontend.Object, sync *frontend.SyncStmt, pos frontend.Pos) []frontend.Expr {
	if noAssumeFacts || sync == nil {
		return nil
	}
	if in.srcAssumes == nil {
		in.srcAssumes = map[*frontend.Object][]*frontend.AssumeStmt{}
		frontend.Inspect(in.prog.Body, func(n frontend.Node) bool {
			a, ok := n.(*frontend.AssumeStmt)
			if !ok || !pure(a.Cond) {
				return true
			}
			var only *frontend.Object
			good := true
			frontend.Inspect(a.Cond, func(n frontend.Node) bool {
				id, ok := n.(*frontend.Ident)
				if !ok || !good {
					return good
				}
				switch o := in.obj(id); {
				case o == nil, o.Kind == frontend.ParamObj, o.Kind == frontend.NprocsObj:
				case o.Kind == frontend.VarObj && (only == nil || only == o):
					only = o
				default:
					good = false
				}
				return good
			})
			if good && only != nil {
				in.srcAssumes[only] = append(in.srcAssumes[only], a)
			}
			return true
		})
		for o, as := range in.srcAssumes {
			if in.commWrites(o) {
				in.srcAssumes[o] = slices.DeleteFunc(as, func(a *frontend.AssumeStmt) bool { return !in.afterSync(a) })
			}
		}
	}
	var out []frontend.Expr
	for _, a := range in.srcAssumes[x] {
		if !in.reaches(a, sync, map[*frontend.Object]bool{x: true}) {
			continue
		}
		out = append(out, substIdents(a.Cond, func(id *frontend.Ident) frontend.Expr {
			if o := in.obj(id); o != nil {
				return in.ident(o, pos)
			}
			return nil
		}))
	}
	return out
}

// commWrites reports whether a put or get of the program writes o.
func (in *instr) commWrites(o *frontend.Object) bool {
	found := false
	frontend.Inspect(in.prog.Body, func(n frontend.Node) bool {
		if c, ok := n.(*frontend.CommStmt); ok && c.Dst != nil && in.obj(c.Dst.Var) == o {
			found = true
		}
		return !found
	})
	return found
}

// afterSync reports whether s follows a sync in its block, with only
// assumes between them.
func (in *instr) afterSync(s frontend.Stmt) bool {
	p := in.paths[s]
	if len(p) == 0 {
		return false
	}
	last := p[len(p)-1]
	for i := last.i - 1; i >= 0; i-- {
		switch last.b.Stmts[i].(type) {
		case *frontend.SyncStmt:
			return true
		case *frontend.AssumeStmt:
			continue
		}
		return false
	}
	return false
}
