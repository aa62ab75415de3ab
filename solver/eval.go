package solver

import (
	"fmt"
	"math/big"
	"strings"
)

// Evaluator computes concrete worst-case costs of a cost relation system:
// the largest cost of a complete derivation (every call resolved by some
// equation whose constraints hold) from a call with integer arguments. It
// is the solver's test oracle. The search is exhaustive within limits:
// derivations of depth at most MaxDepth, free variables ranging over
// [-Box, Box] (widened to cover the arguments), and at most MaxSteps
// assignments in total. Every cost it reports is the cost of a real
// derivation, so it is a lower bound of the true worst case: a solver bound
// below it is a soundness bug.
type Evaluator struct {
	MaxDepth int
	Box      int64
	MaxSteps int

	eqs   map[string][]*normEq
	memo  map[string]evalResult
	steps int
}

type evalResult struct {
	ok   bool // some derivation found
	cost *big.Rat
}

// NewEvaluator prepares s for evaluation with default limits.
func NewEvaluator(s *System) *Evaluator {
	eqs, _ := normalize(s)
	return &Evaluator{MaxDepth: 12, Box: 6, MaxSteps: 200000, eqs: eqs}
}

// WorstCase returns the largest cost found over derivations of rel (a key
// name/arity) called with args; ok is false when no derivation was found.
// Exhausted reports whether the step budget ran out (the result is then
// still a lower bound of the worst case, just a weaker one).
func (ev *Evaluator) WorstCase(rel string, args []int64) (cost *big.Rat, ok, exhausted bool) {
	ev.memo = map[string]evalResult{}
	ev.steps = 0
	vals := make([]*big.Rat, len(args))
	for i, a := range args {
		vals[i] = big.NewRat(a, 1)
	}
	r := ev.call(rel, vals, ev.MaxDepth)
	return r.cost, r.ok, ev.steps >= ev.MaxSteps
}

func (ev *Evaluator) call(rel string, vals []*big.Rat, depth int) evalResult {
	if depth <= 0 {
		return evalResult{}
	}
	var kb strings.Builder
	fmt.Fprintf(&kb, "%s|%d", rel, depth)
	for _, v := range vals {
		kb.WriteString("|" + v.RatString())
	}
	key := kb.String()
	if r, ok := ev.memo[key]; ok {
		return r
	}
	best := evalResult{}
	for _, eq := range ev.eqs[rel] {
		if eq.dead {
			continue
		}
		env := map[string]*big.Rat{}
		for i, v := range vals {
			env[headVar(i)] = v
		}
		box := ev.Box
		for _, v := range vals {
			if v.IsInt() && v.Num().IsInt64() {
				a := v.Num().Int64()
				if a < 0 {
					a = -a
				}
				if a+2 > box && a < 1<<20 {
					box = a + 2
				}
			}
		}
		ev.assign(eq, env, box, func(env map[string]*big.Rat) {
			for _, c := range eq.src.NL {
				if !c.holds(env) {
					return
				}
			}
			c, _, err := eq.cost.Eval(env)
			if err != nil {
				return
			}
			total := new(big.Rat).Set(c)
			for _, call := range eq.calls {
				args := make([]*big.Rat, len(call.Args))
				for i, a := range call.Args {
					v, ok := a.EvalAt(env)
					if !ok {
						return
					}
					args[i] = v
				}
				r := ev.call(call.Key(), args, depth-1)
				if !r.ok {
					return
				}
				total.Add(total, r.cost)
			}
			if !best.ok || total.Cmp(best.cost) > 0 {
				best = evalResult{ok: true, cost: total}
			}
		})
	}
	ev.memo[key] = best
	return best
}

// assign enumerates the integer assignments of eq's variables that satisfy
// its constraints, given env, calling yield for each. Variables fixed by
// an equality are computed; the others range over [-box, box] narrowed by
// the constraints' bounds.
func (ev *Evaluator) assign(eq *normEq, env map[string]*big.Rat, box int64, yield func(map[string]*big.Rat)) {
	if ev.steps >= ev.MaxSteps {
		return
	}
	ev.steps++
	// Propagate: constraints with one unknown.
	env = copyEnv(env)
	for changed := true; changed; {
		changed = false
		for _, c := range eq.cons {
			rest, unknown, n := partial(c.L, env)
			if n == 0 {
				if c.Eq && rest.Sign() != 0 || !c.Eq && rest.Sign() < 0 {
					return
				}
				continue
			}
			if n == 1 && c.Eq {
				// k*x + rest = 0
				k := c.L.Coef(unknown)
				x := new(big.Rat).Quo(new(big.Rat).Neg(rest), k)
				if !x.IsInt() {
					return
				}
				env[unknown] = x
				changed = true
			}
		}
	}
	// Choose the first unassigned variable; bound it by the one-unknown
	// inequalities.
	var pick string
	for _, v := range eq.vars {
		if _, ok := env[v]; !ok {
			pick = v
			break
		}
	}
	if pick == "" {
		yield(env)
		return
	}
	lo, hi := big.NewRat(-box, 1), big.NewRat(box, 1)
	for _, c := range eq.cons {
		rest, unknown, n := partial(c.L, env)
		if n != 1 || unknown != pick || c.Eq {
			continue
		}
		k := c.L.Coef(pick)
		b := new(big.Rat).Quo(new(big.Rat).Neg(rest), k) // k*x >= -rest
		if k.Sign() > 0 {
			if b = ratCeil(b); b.Cmp(lo) > 0 {
				lo = b
			}
		} else if b = ratFloor(b); b.Cmp(hi) < 0 {
			hi = b
		}
	}
	for x := new(big.Rat).Set(lo); x.Cmp(hi) <= 0; x.Add(x, ratOne) {
		if ev.steps >= ev.MaxSteps {
			return
		}
		env[pick] = new(big.Rat).Set(x)
		ev.assign(eq, env, box, yield)
	}
}

// partial evaluates l at the known variables: the rest, the one unknown
// variable (when there is exactly one) and the number of unknowns.
func partial(l Lin, env map[string]*big.Rat) (*big.Rat, string, int) {
	rest := new(big.Rat).Set(l.Const)
	n := 0
	var unknown string
	for _, t := range l.Terms {
		if x, ok := env[t.Var]; ok {
			rest.Add(rest, new(big.Rat).Mul(t.K, x))
		} else {
			n++
			unknown = t.Var
		}
	}
	return rest, unknown, n
}

func copyEnv(env map[string]*big.Rat) map[string]*big.Rat {
	out := make(map[string]*big.Rat, len(env))
	for k, v := range env {
		out[k] = v
	}
	return out
}
