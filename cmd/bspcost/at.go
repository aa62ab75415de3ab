package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"sort"
	"strings"

	"bspcost/driver"
	"bspcost/frontend"
	"bspcost/frontend/sim"
)

// atPoint is the --at point: p and parameter values.
type atPoint struct {
	P      int64
	HasP   bool
	Params map[string]int64
}

// parseAt reads "p=64,N=4096" (addAtValues); p is the number of
// processes.
func parseAt(s string) (*atPoint, error) {
	pt := &atPoint{Params: map[string]int64{}}
	if err := addAtValues(pt.Params, s, true); err != nil {
		return nil, err
	}
	if v, ok := pt.Params["p"]; ok {
		pt.P, pt.HasP = v, true
		delete(pt.Params, "p")
	}
	return pt, nil
}

// atResult is a bound evaluated at a point: the sound upper end of each
// closed form (nil for a resource without a bound).
type atResult struct {
	P       int64
	Params  map[string]int64
	W, H, S *big.Rat
}

// checkAt checks that pt is a point where prog may run: p and every
// parameter given, the requires clause true (as the simulator evaluates
// it: sim.CheckParams). It returns the point restricted to prog's
// parameters. It must run before the cost analysis: the instrumented
// program shares the source's nodes and checking it rebinds their names.
func checkAt(prog *frontend.Program, pt *atPoint) (*atResult, error) {
	if !pt.HasP {
		return nil, errors.New("no value for p, the number of processes (--at p=P,...)")
	}
	if pt.P < 1 || int64(int(pt.P)) != pt.P {
		return nil, fmt.Errorf("the number of processes must be at least 1, not %d", pt.P)
	}
	// Values of parameters the program does not have are left out: one
	// --at serves every file of the command line. A misspelt parameter
	// the program needs is still reported, as missing.
	params := map[string]int64{}
	for _, id := range prog.Params {
		if v, ok := pt.Params[id.Name]; ok {
			params[id.Name] = v
		}
	}
	if err := sim.CheckParams(prog, int(pt.P), params); err != nil {
		var re *sim.RuntimeError
		if errors.As(err, &re) {
			if re.Kind == sim.ErrInternal {
				return nil, internalErr{re.Msg}
			}
			if re.Kind == sim.ErrRequires && re.Pos.IsValid() {
				return nil, fmt.Errorf("%d:%d: %s (requires clause)", re.Pos.Line, re.Pos.Col, re.Msg)
			}
			return nil, errors.New(re.Msg)
		}
		return nil, err
	}
	return &atResult{P: pt.P, Params: params}, nil
}

// evalBound evaluates the closed forms W, H, S at a's point (checked by
// checkAt) and returns the result: the sound upper end of each, nil for a
// resource without a bound. An expression that cannot be evaluated is an
// error (a bug: every variable of a bound is p or a parameter).
func (a *atResult) evalBound(w, h, s *driver.Bound) (*atResult, error) {
	env := map[string]int64{"p": a.P}
	for k, v := range a.Params {
		env[k] = v
	}
	out := &atResult{P: a.P, Params: a.Params}
	for i, r := range []struct {
		name string
		rb   *driver.Bound
	}{{"W", w}, {"H", h}, {"S", s}} {
		if r.rb.Expr == nil {
			continue
		}
		_, hi, err := r.rb.Expr.EvalInt(env)
		if err != nil {
			return nil, fmt.Errorf("%s = %s: %v", r.name, r.rb.Text, err)
		}
		*[]**big.Rat{&out.W, &out.H, &out.S}[i] = hi
	}
	return out, nil
}

// ratText is r as an integer, or as an exact fraction a/b.
func ratText(r *big.Rat) string {
	if r.IsInt() {
		return r.Num().String()
	}
	return r.RatString()
}

// pointText is "p = 64, N = 4096".
func (a *atResult) pointText() string {
	parts := []string{fmt.Sprintf("p = %d", a.P)}
	for _, k := range sortedKeys(a.Params) {
		parts = append(parts, fmt.Sprintf("%s = %d", k, a.Params[k]))
	}
	return strings.Join(parts, ", ")
}

// text is the --at line of check's text output.
func (a *atResult) text() string {
	var vals, terms []string
	complete := true
	for _, r := range []struct {
		name, param string
		v           *big.Rat
	}{{"W", "r", a.W}, {"H", "g", a.H}, {"S", "l", a.S}} {
		if r.v == nil {
			vals = append(vals, r.name+" has no bound")
			complete = false
			continue
		}
		vals = append(vals, r.name+" = "+ratText(r.v))
		if r.v.Sign() != 0 {
			terms = append(terms, ratText(r.v)+"·"+r.param)
		}
	}
	s := a.pointText() + ": " + strings.Join(vals, ", ")
	if complete {
		if len(terms) == 0 {
			terms = []string{"0"}
		}
		s += " (cost <= " + strings.Join(terms, " + ") + ")"
	}
	return s
}

// MarshalJSON writes {"p":64,"N":4096,"W":6,"H":6,"S":7}: p, the
// parameters in name order (under "params" when one is named W, H or S),
// then the values of W, H, S (JSON numbers when
// integers, else exact fractions as strings "7/2"; absent without a
// bound).
func (a *atResult) MarshalJSON() ([]byte, error) {
	var buf bytes.Buffer
	fmt.Fprintf(&buf, `{"p":%d`, a.P)
	names := make([]string, 0, len(a.Params))
	for k := range a.Params {
		names = append(names, k)
	}
	sort.Strings(names)
	clash := false // a parameter named W, H or S: the parameters go under "params"
	for _, k := range names {
		clash = clash || k == "W" || k == "H" || k == "S"
	}
	if clash {
		buf.WriteString(`,"params":{`)
	}
	for i, k := range names {
		key, _ := json.Marshal(k)
		if i > 0 || !clash {
			buf.WriteByte(',')
		}
		fmt.Fprintf(&buf, `%s:%d`, key, a.Params[k])
	}
	if clash {
		buf.WriteByte('}')
	}
	for _, r := range []struct {
		name string
		v    *big.Rat
	}{{"W", a.W}, {"H", a.H}, {"S", a.S}} {
		if r.v == nil {
			continue
		}
		if r.v.IsInt() {
			fmt.Fprintf(&buf, `,"%s":%s`, r.name, r.v.Num().String())
		} else {
			fmt.Fprintf(&buf, `,"%s":"%s"`, r.name, r.v.RatString())
		}
	}
	buf.WriteByte('}')
	return buf.Bytes(), nil
}
