package seqcost

import (
	"bspcost/solver"
)

// Quotients of the entry arguments by a constant in a charge. A value
// computed by the program and charged later (the h of a superstep summed
// into a variable, h := h + (p/2 - (p+1)/2 + 2), then {h * g}) holds
// divConst's fresh quotients; the solver bounds such a cost by a linear
// form of the arguments, its largest over p (2 here where the h is 1 at
// odd p), summed over the loop that repeats it. Where a quotient is
// exactly floor(x / k) of a value x of the entry arguments
// (recordQuoClosed), the charge reads the derived parameter of that
// floor instead: the same value on every path, and one the bound can
// keep (a cost annotation written with p / 2 gets it directly, derived).

// quoCostOn switches the rule (its test switches it off).
var quoCostOn = true

// quoCost is l with its quotients of recordQuoClosed replaced by their
// derived parameters.
func (t *translator) quoCost(l solver.Lin) solver.Lin {
	if !quoCostOn || len(t.quoClosed) == 0 {
		return l
	}
	out, changed := solver.NewLin(l.Const), false
	for _, lt := range l.Terms {
		if c, ok := t.quoClosed[lt.Var]; ok {
			out = out.AddScaled(lt.K, t.derivedVar(c))
			changed = true
			continue
		}
		out = out.AddScaled(lt.K, solver.LinVar(lt.Var))
	}
	if !changed {
		return l
	}
	return out
}
