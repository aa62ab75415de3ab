package llvm

import (
	"bspcost/frontend"
)

// broadcasts finds, among the statements the SPMD function runs once (its
// top level), the broadcast of an int scalar read by one process:
//
//	get(c, v, v); sync    (BSPedupack: bsp_get(0, &n, 0, &n, SZINT); bsp_sync();)
//
// with c a constant process. After that sync every process holds the value
// process c had: one input value, the same everywhere. It becomes a
// parameter of the bound named after the variable (v := n after the
// sync), so that what n controls (loop counts, local sizes) is bounded in
// n instead of being unbounded input data. Sound: for every run there is
// a value of the parameter equal to the value broadcast, and the get
// itself stays (its word counts in h).
func (t *translator) broadcasts(body []frontend.Stmt) []frontend.Stmt {
	var out []frontend.Stmt
	for i := 0; i < len(body); i++ {
		out = append(out, body[i])
		get, ok := body[i].(*frontend.CommStmt)
		if !ok || get.Kind != frontend.Get || i+1 >= len(body) {
			continue
		}
		sync, ok := body[i+1].(*frontend.SyncStmt)
		if !ok {
			continue
		}
		if _, ok := get.Proc.(*frontend.IntLit); !ok {
			continue
		}
		if get.Src == nil || get.Dst == nil || get.Src.Index != nil || get.Dst.Index != nil || get.Words != nil {
			continue
		}
		v := t.identOwner[get.Dst.Var]
		if v == nil || v != t.identOwner[get.Src.Var] || v.isArray || v.fp || v.param || v.forVar || v.subst != nil || v.opaque || v.temp {
			continue
		}
		pos := sync.Pos()
		pv := &cvar{cname: v.cname, param: true, elem: v.elem}
		t.params = append(t.params, pv)
		out = append(out, sync, &frontend.AssignStmt{LHS: t.ident(v, pos), Assign: pos, RHS: t.ident(pv, pos)})
		i++
		t.note(get.Pos(), "%s: read by process %d and fetched by every process here: the bound takes it as a parameter %s (the value broadcast)", v.cname, get.Proc.(*frontend.IntLit).Value, v.cname)
	}
	return out
}
