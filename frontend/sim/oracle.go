package sim

import "bspcost/frontend"

// Rewrites that turn the simulator into the oracle of a part of the
// analysis (hrelation's soundness test, benchmarks/gensound): they change
// what the simulated W and H measure, so that a per-superstep h can be
// compared alone. They edit the program in place.

// StripWorkAndComm removes the r and g terms of every cost annotation of
// b (keeping l), dropping annotations left empty: the simulated W is then
// 0 and the simulated h the program's communication only.
func StripWorkAndComm(b *frontend.Block) {
	for i, s := range b.Stmts {
		b.Stmts[i] = stripStmt(s)
	}
}

func stripStmt(s frontend.Stmt) frontend.Stmt {
	switch s := s.(type) {
	case *frontend.CostStmt:
		var keep []frontend.CostTerm
		for _, t := range s.Terms {
			if t.Resource == frontend.ResL {
				keep = append(keep, t)
			}
		}
		inner := stripStmt(s.Stmt)
		if len(keep) == 0 {
			return inner
		}
		s.Terms, s.Stmt = keep, inner
		return s
	case *frontend.IfStmt:
		StripWorkAndComm(s.Then)
		if s.Else != nil {
			StripWorkAndComm(s.Else)
		}
	case *frontend.WhileStmt:
		StripWorkAndComm(s.Body)
	case *frontend.ForStmt:
		StripWorkAndComm(s.Body)
	}
	return s
}

// ChargeAsWork wraps each put/get c of charges in {charges[c] * r}:
// after StripWorkAndComm, the simulated W of a superstep is then what a
// sequential program charging charges[c] for each execution of c would
// add (hrelation's RuleSequential, whose words the analysis leaves to the
// sequential program: hrelation.SeqComm.Charge).
func ChargeAsWork(b *frontend.Block, charges map[*frontend.CommStmt]frontend.Expr) {
	charge := func(n frontend.Expr) frontend.CostTerm {
		return frontend.CostTerm{Coef: n, Resource: frontend.ResR}
	}
	for i, s := range b.Stmts {
		switch s := s.(type) {
		case *frontend.CommStmt:
			if n, ok := charges[s]; ok {
				b.Stmts[i] = &frontend.CostStmt{Terms: []frontend.CostTerm{charge(n)}, Stmt: s}
			}
		case *frontend.CostStmt:
			if c, ok := s.Stmt.(*frontend.CommStmt); ok {
				if n, ok := charges[c]; ok {
					s.Terms = append(s.Terms, charge(n))
				}
			}
		case *frontend.IfStmt:
			ChargeAsWork(s.Then, charges)
			if s.Else != nil {
				ChargeAsWork(s.Else, charges)
			}
		case *frontend.WhileStmt:
			ChargeAsWork(s.Body, charges)
		case *frontend.ForStmt:
			ChargeAsWork(s.Body, charges)
		}
	}
}
