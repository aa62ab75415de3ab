package llvm

import (
	"github.com/llir/llvm/ir"

	"bspcost/frontend"
)

// BSPlib's SPMD section starts at bsp_begin: before it there is one
// process, and bsp_pid() there is an error of the program (BSPonMPI aborts:
// "bsp_pid: can only be called within SPMD section"; the counting runtime
// of package profile stops the run). A library that answers instead gives
// the one process's id, 0, which every process then holds. Reading such a
// call as pid would make its value differ between processes where it is
// the same, and a branch on it would leave out the runs where every
// process takes the same arm (a bound below the cost). So the translation
// reads it as 0 with a note: the run that stops there costs at most the
// same path going on (costs are never negative), and the run going on with
// 0 is the one modelled.

// pidBeforeBeginOn is the rule above; off, bsp_pid() before bsp_begin reads
// as pid (the mutation check of TestPidBeforeBegin).
var pidBeforeBeginOn = true

// markBeforeBegin records the instructions of the SPMD function f that run
// before its bsp_begin on some path: those that no bsp_begin call
// dominates (in a block a bsp_begin dominates, or after it in its block,
// the SPMD section has started). A function without bsp_begin (a kernel,
// whose caller started the section) has none, nor has a program of
// BSPonMPI's dialect, whose section starts at bsp_init(&argc, &argv).
func (t *translator) markBeforeBegin(f *ir.Func) {
	if t.mpiDialect() {
		return
	}
	type at struct{ block, index int }
	var begins []at
	for i, b := range f.Blocks {
		for j, inst := range b.Insts {
			if c, ok := inst.(*ir.InstCall); ok && calleeName(c) == "bsp_begin" {
				begins = append(begins, at{i, j})
			}
		}
	}
	if len(begins) == 0 {
		return
	}
	t.beforeBegin = map[ir.Instruction]bool{}
	for i, b := range f.Blocks {
		for j, inst := range b.Insts {
			started := false
			for _, s := range begins {
				if s.block == i && s.index < j || s.block != i && t.g.dominates(s.block, i) {
					started = true
					break
				}
			}
			if !started {
				t.beforeBegin[inst] = true
			}
		}
	}
}

// mpiDialect reports whether the program starts its SPMD section with
// BSPonMPI's bsp_init(&argc, &argv) (two arguments): every process runs
// from there, so a bsp_pid() after it and before a bsp_begin is the
// process's own id.
func (t *translator) mpiDialect() bool {
	if t.mod == nil {
		return false
	}
	for _, g := range t.mod.Funcs {
		for _, b := range g.Blocks {
			for _, inst := range b.Insts {
				if c, ok := inst.(*ir.InstCall); ok && calleeName(c) == "bsp_init" && len(c.Args) == 2 {
					return true
				}
			}
		}
	}
	return false
}

// pidBeforeBegin reports whether the bsp_pid call c runs before the SPMD
// section starts: c itself in the SPMD function, or the call of the SPMD
// function that inlines c.
func (t *translator) pidBeforeBegin(c *ir.InstCall) bool {
	if !pidBeforeBeginOn || t.beforeBegin == nil {
		return false
	}
	if len(t.inlining) > 1 {
		return t.topCall != nil && t.beforeBegin[t.topCall]
	}
	return t.beforeBegin[c]
}

// pidOutsideSPMD is the value of a bsp_pid() call before bsp_begin, with
// its note.
func (t *translator) pidOutsideSPMD(pos frontend.Pos) frontend.Expr {
	t.note(pos, "bsp_pid() before bsp_begin, outside the SPMD section: BSPlib makes it an error that stops the run; the bound also covers a library that answers 0 (the one process) and goes on")
	return intLit(0, pos)
}
