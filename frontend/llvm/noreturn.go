package llvm

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
)

// noreturnNames are the C library's and BSPlib's functions that end the
// run (also when the header does not mark them noreturn).
var noreturnNames = map[string]bool{
	"abort": true, "exit": true, "_exit": true, "_Exit": true, "quick_exit": true,
	"__assert_fail": true, "__assert_perror_fail": true, "__assert": true, "__assert_rtn": true,
	"bsp_abort": true, "bsp_abort_va": true, "MPI_Abort": true,
}

// isNoreturn reports whether f is a function that never returns: one of
// noreturnNames, or declared noreturn.
func isNoreturn(f *ir.Func) bool {
	if noreturnNames[f.Name()] {
		return true
	}
	for _, a := range f.FuncAttrs {
		switch a := a.(type) {
		case enum.FuncAttr:
			if a == enum.FuncAttrNoReturn {
				return true
			}
		case *ir.AttrGroupDef:
			for _, b := range a.FuncAttrs {
				if b, ok := b.(enum.FuncAttr); ok && b == enum.FuncAttrNoReturn {
					return true
				}
			}
		}
	}
	return false
}

// endsRun returns the noreturn call that ends block b (clang: call
// @abort() then unreachable), or nil.
func endsRun(b *ir.Block) *ir.InstCall {
	if _, ok := b.Term.(*ir.TermUnreachable); !ok {
		return nil
	}
	for i := len(b.Insts) - 1; i >= 0; i-- {
		c, ok := b.Insts[i].(*ir.InstCall)
		if !ok {
			continue
		}
		if f := calleeFunc(c); f != nil && len(f.Blocks) == 0 && isNoreturn(f) {
			return c
		}
		name := calleeName(c)
		if name == "llvm.dbg.value" || name == "llvm.dbg.declare" {
			continue
		}
		return nil
	}
	return nil
}

// continueAfterEnds gives every block that ends the run under a condition
// (if (x == NULL) abort();, assert(c), a BSPonMPI test's failure branch)
// the branch's other target as its successor: the analysis goes on as if
// the run did not end there. The cost of the run that ends is that of its
// path up to the end, which is at most that of the same path going on
// (costs are not negative), so the bound stays sound, and the ending
// branch no longer makes the barriers after it look unaligned (when a
// BSP process aborts, the whole computation ends: the others never pass
// another barrier). A block whose other target has phis or leads back to
// it other than around a loop that holds the condition, or that no
// condition leads to (an abort on every path), keeps its end. It returns
// the blocks redirected.
func continueAfterEnds(m *ir.Module) map[*ir.Block]bool {
	out := map[*ir.Block]bool{}
	for _, f := range m.Funcs {
		if len(f.Blocks) == 0 {
			continue
		}
		var preds map[*ir.Block][]*ir.Block
		for _, b := range f.Blocks {
			if endsRun(b) == nil {
				continue
			}
			if preds == nil {
				preds = map[*ir.Block][]*ir.Block{}
				for _, p := range f.Blocks {
					for _, s := range termTargets(p.Term) {
						preds[s] = append(preds[s], p)
					}
				}
			}
			cur := b
			for step := 0; step < 16; step++ {
				ps := preds[cur]
				if len(ps) != 1 {
					break
				}
				p := ps[0]
				if br, ok := p.Term.(*ir.TermBr); ok && br.Target == cur {
					cur = p
					continue
				}
				cb, ok := p.Term.(*ir.TermCondBr)
				if !ok {
					break
				}
				other, _ := cb.TargetTrue.(*ir.Block)
				if cb.TargetTrue == cur {
					other, _ = cb.TargetFalse.(*ir.Block)
				}
				if other == nil || other == cur || hasPhi(other) || reaches(other, b) && !(continueInLoopsOn && reaches(other, p)) {
					break
				}
				b.Term = ir.NewBr(other)
				out[b] = true
				break
			}
		}
	}
	return out
}

// continueInLoopsOn lets an end under a condition inside a loop go on
// too (EXPECT_EQ in a loop of a test): the other target then reaches the
// end again, through the loop's back edge to the condition, a cycle the
// loop had already (no new entry into it). Its test switches it off.
var continueInLoopsOn = true

func termTargets(t ir.Terminator) []*ir.Block {
	return append([]*ir.Block(nil), t.Succs()...)
}

func hasPhi(b *ir.Block) bool {
	for _, inst := range b.Insts {
		if _, ok := inst.(*ir.InstPhi); ok {
			return true
		}
	}
	return false
}

// reaches reports whether to is reachable from from (a redirection from
// to back to from would make a loop).
func reaches(from, to *ir.Block) bool {
	seen := map[*ir.Block]bool{}
	work := []*ir.Block{from}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if b == to {
			return true
		}
		if seen[b] {
			continue
		}
		seen[b] = true
		work = append(work, termTargets(b.Term)...)
	}
	return false
}

// libraryWithBarriers reports whether name is a function of a BSP library
// whose calls synchronise or communicate (BSPonMPI's collectives, the
// Oxford toolset's level-1 library, BSMP, which the translation does not
// model yet): treating it as an unknown function that costs nothing would
// be unsound.
func libraryWithBarriers(name string) bool {
	switch {
	case strings.HasPrefix(name, "bsc_"), strings.HasPrefix(name, "mcbsp_"):
		return true
	case strings.HasPrefix(name, "bsp_") && !harmlessBSP[name]:
		return true
	}
	return false
}

// harmlessBSP are implementation-specific BSPlib functions that neither
// synchronise nor communicate.
var harmlessBSP = map[string]bool{"bsp_reset_buffers": true, "bsp_set_buffer": true}
