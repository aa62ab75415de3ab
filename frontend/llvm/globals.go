package llvm

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"
)

// globalWrites says, for the globals of a module, which ones code outside
// the SPMD function's extent may write before it runs, and which ones the
// extent itself writes.
type globalWrites struct {
	// outside: written (or its address taken) by a defined function that
	// the SPMD function does not call (main, which sets N from argv or
	// scanf before calling it), or, when the module has no main, possibly
	// by the program's unseen main (any global other translation units
	// can name).
	outside map[*ir.Global]bool
	// inside: written (or its address taken) by the SPMD function or a
	// function it calls.
	inside map[*ir.Global]bool
	// used: named by the SPMD function or a function it calls.
	used map[*ir.Global]bool
	// by names the function that writes an outside global, for the note
	// (nil for the unseen main), and where.
	by map[*ir.Global]writeSite
}

type writeSite struct {
	fn   *ir.Func
	inst any
}

// reach returns the defined functions that entry calls, directly or
// through other calls, entry included.
func reach(entry *ir.Func) map[*ir.Func]bool {
	seen := map[*ir.Func]bool{entry: true}
	work := []*ir.Func{entry}
	for len(work) > 0 {
		f := work[len(work)-1]
		work = work[:len(work)-1]
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				c, ok := inst.(*ir.InstCall)
				if !ok {
					continue
				}
				if g := calleeFunc(c); g != nil && len(g.Blocks) > 0 && !seen[g] {
					seen[g] = true
					work = append(work, g)
				}
			}
		}
	}
	return seen
}

// analyseGlobalWrites finds the globals written outside and inside the
// extent of entry. A use of a global other than as the address a load
// reads from counts as a write: a store, an address passed to a call
// (scanf("%d", &N)) or stored somewhere.
func analyseGlobalWrites(m *ir.Module, entry *ir.Func) globalWrites {
	in := reach(entry)
	w := globalWrites{outside: map[*ir.Global]bool{}, inside: map[*ir.Global]bool{}, used: map[*ir.Global]bool{}, by: map[*ir.Global]writeSite{}}
	hasMain := false
	for _, f := range m.Funcs {
		if len(f.Blocks) == 0 {
			continue
		}
		if f.Name() == "main" {
			hasMain = true
		}
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if in[f] {
					if l, ok := inst.(*ir.InstLoad); ok {
						if g := baseGlobal(l.Src, 0); g != nil {
							w.used[g] = true
						}
					}
				}
				for _, g := range writtenGlobals(inst) {
					if in[f] {
						w.used[g] = true
					}
					if in[f] {
						w.inside[g] = true
					} else if !w.outside[g] {
						w.outside[g] = true
						w.by[g] = writeSite{fn: f, inst: inst}
					}
				}
			}
		}
	}
	if !hasMain {
		// The program's main is in a file the translation does not see:
		// it may set any global that other files can name.
		for _, g := range m.Globals {
			if g.Linkage != enum.LinkageInternal && g.Linkage != enum.LinkagePrivate && !g.Immutable && !w.outside[g] {
				w.outside[g] = true
				w.by[g] = writeSite{}
			}
		}
	}
	return w
}

// writtenGlobals returns the globals inst may write: every global it
// names, through constant address arithmetic, except as the address a
// load reads.
func writtenGlobals(inst ir.Instruction) []*ir.Global {
	ops, ok := inst.(interface{ Operands() []*value.Value })
	if !ok {
		return nil
	}
	if c, ok := inst.(*ir.InstCall); ok {
		name := calleeName(c)
		if name == "llvm.dbg.declare" || name == "llvm.dbg.value" {
			return nil
		}
	}
	var out []*ir.Global
	for i, op := range ops.Operands() {
		if l, ok := inst.(*ir.InstLoad); ok && i == 0 && *op == l.Src {
			// A load's address is read, not written; but a load of a
			// pointer global's address through address arithmetic is
			// still only a read.
			continue
		}
		if g := baseGlobal(*op, 0); g != nil {
			out = append(out, g)
		}
	}
	return out
}

// baseGlobal returns the global v addresses (through constant and
// instruction address arithmetic of that global), or nil.
func baseGlobal(v value.Value, depth int) *ir.Global {
	if depth > 16 {
		return nil
	}
	switch x := unwrap(v).(type) {
	case *ir.Global:
		if x.Immutable {
			return nil // a constant: never written
		}
		return x
	case *constant.ExprGetElementPtr:
		return baseGlobal(x.Src, depth+1)
	case *constant.ExprBitCast:
		return baseGlobal(x.From, depth+1)
	}
	return nil
}
