package nondet

import "bspcost/frontend"

// At returns the constraints of the abstract interpretation at sync s of
// prog, the program analysed (AnalyzeFacts): conditions `e >= 0`, e
// linear in prog's scalars, loop counters, pid, nprocs and parameters,
// that hold on every process when it reaches s. Nil when there are none.
// The analysis's own columns (a for loop's bounds) are eliminated;
// constraints with a product of variables are left out. Their
// identifiers are bound in the Info returned (an extension of prog's).
func (f *Facts) At(prog *frontend.Program, s *frontend.SyncStmt) ([]frontend.Expr, *frontend.Info) {
	if f == nil || noAbsint {
		return nil, nil
	}
	st := f.at[s]
	if st == nil {
		return nil, nil
	}
	own := func(o *frontend.Object) bool { return o.ID >= 0 && o.ID < len(prog.Objects) && prog.Objects[o.ID] == o }
	seen := map[*frontend.Object]bool{}
	var drop []*frontend.Object
	for _, c := range st.sorted() {
		for _, v := range c.p.Vars() {
			if !seen[v] {
				seen[v] = true
				if !own(v) {
					drop = append(drop, v)
				}
			}
		}
	}
	for _, v := range drop {
		if st = st.project(v); st == nil {
			return nil, nil
		}
	}
	in := &instr{prog: prog}
	var out []frontend.Expr
	for _, c := range st.sorted() {
		linear := true
		for _, t := range c.terms {
			linear = linear && len(t.vars) == 1
		}
		if !linear || len(c.terms) == 0 {
			continue
		}
		out = append(out, bin(polyExpr(in, c.p, s.Sync), frontend.GEQ, intLit(0, s.Sync), s.Sync))
	}
	return out, in.info()
}
