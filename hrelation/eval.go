package hrelation

import (
	"fmt"
	"math/big"

	"bspcost/frontend"
)

// Eval returns H at the given values of the program objects (the values
// the program holds at the step's closing barrier; opaque parameters are
// evaluated from them).
func (st *Step) Eval(val func(*frontend.Object) (int64, bool)) (*big.Rat, error) {
	if st.H == nil {
		return nil, fmt.Errorf("no bound: %v", st.Err)
	}
	vals := make([]int64, len(st.Params))
	for i, p := range st.Params {
		var ok bool
		if p.Expr != nil {
			vals[i], ok = frontend.EvalInt(p.Expr, val)
		} else {
			vals[i], ok = val(p.Obj)
		}
		if !ok {
			return nil, fmt.Errorf("cannot evaluate parameter %s", p.Name)
		}
	}
	return st.H.Eval(vals), nil
}
