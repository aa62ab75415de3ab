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
		if vals[i], ok = st.ParamValue(i, val); !ok {
			return nil, fmt.Errorf("cannot evaluate parameter %s", p.Name)
		}
	}
	return st.H.Eval(vals), nil
}

// ParamValue returns the value of st's i-th parameter at the given values
// of the program objects (an opaque parameter's expression evaluated from
// them); ok is false when it has none.
func (st *Step) ParamValue(i int, val func(*frontend.Object) (int64, bool)) (int64, bool) {
	if p := st.Params[i]; p.Expr != nil {
		return frontend.EvalInt(st.info, p.Expr, val)
	}
	return val(st.Params[i].Obj)
}
