package sim

import "bspcost/frontend"

// CheckParams reports whether p processes and params are a point where
// prog may run: every parameter has a value, none is unknown, and the
// requires clause holds, evaluated exactly as Run evaluates it (an
// overflow or a division by zero in the clause is an error too). The
// error is a *RuntimeError of kind ErrConfig or ErrRequires. Unlike Run,
// p is not limited to MaxProcs: nothing is simulated, so that static
// bounds can be evaluated at any number of processes.
func CheckParams(prog *frontend.Program, p int, params map[string]int64) error {
	if prog == nil {
		return &RuntimeError{Kind: ErrConfig, Pid: -1, Msg: "no program"}
	}
	m := &machine{prog: prog, cfg: Config{P: p, Params: params}, maxSteps: DefaultMaxSteps}
	if p < 1 {
		return m.configErr("the number of processes must be at least 1, not %d", p)
	}
	return m.checkParams()
}
