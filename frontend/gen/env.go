package gen

import (
	"math/rand"
	"strconv"
)

// interval is a closed range of values an int expression may take, for
// every p in 1..maxP and parameter values ParamValues can return. The
// generator keeps every arithmetic result within ±valueLimit, so that the
// simulator's checked arithmetic never overflows.
type interval struct{ lo, hi int64 }

// valueLimit bounds every intermediate value of bounded expressions.
// Input data (unbounded) only enters arithmetic through "% c", which maps
// any int64 into a small range.
const valueLimit = 1_000_000

// smallCap bounds the values of the generator's "control" variables: every
// assignment to one is clamped into [0, smallCap], which makes the range an
// invariant that needs no fixpoint over loops.
const smallCap = 1000

func (a interval) add(b interval) interval { return interval{a.lo + b.lo, a.hi + b.hi} }
func (a interval) sub(b interval) interval { return interval{a.lo - b.hi, a.hi - b.lo} }
func (a interval) mul(b interval) interval {
	c := []int64{a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi}
	r := interval{c[0], c[0]}
	for _, v := range c[1:] {
		r.lo = min(r.lo, v)
		r.hi = max(r.hi, v)
	}
	return r
}

// div is a / d for a divisor d in [dlo, dhi], dlo >= 1 (truncating).
func (a interval) div(dlo, dhi int64) interval {
	c := []int64{a.lo / dlo, a.lo / dhi, a.hi / dlo, a.hi / dhi}
	r := interval{c[0], c[0]}
	for _, v := range c[1:] {
		r.lo = min(r.lo, v)
		r.hi = max(r.hi, v)
	}
	return r
}

// rem is a % d for a divisor d in [1, dhi]: C semantics, the sign follows a.
func (a interval) rem(dhi int64) interval {
	r := interval{-(dhi - 1), dhi - 1}
	if a.lo >= 0 {
		r.lo = 0
		r.hi = min(r.hi, a.hi)
	}
	if a.hi <= 0 {
		r.hi = 0
		r.lo = max(r.lo, a.lo)
	}
	return r
}

func (a interval) ok() bool { return a.lo >= -valueLimit && a.hi <= valueLimit }

// bound is a set of symbolic upper bounds of a non-negative value: it is
// known to be below N/p, N or nprocs whatever the parameters. That is what
// makes an index safe for arrays of those lengths, or a process id valid.
type bound uint8

const (
	bBlock  bound = 1 << iota // value < N/p
	bGlobal                   // value < N
	bProcs                    // value < nprocs
)

type varKind int

const (
	vSmall varKind = iota // bounded control scalar, in [0, smallCap]; never communicated
	vData                 // input-data scalar: any value, never replicated; put/get location
	vArray                // array of input data; put/get location
	vLoop                 // for-loop counter (read-only)
)

// lenKind is how an array's length is written.
type lenKind int

const (
	lenBlock  lenKind = iota // N / p
	lenGlobal                // N
	lenProcs                 // nprocs
	lenConst                 // a constant
)

type variable struct {
	name string
	kind varKind
	alen lenKind // arrays
	clen int64   // arrays of lenConst
	iv   interval
	tags bound // loop counters: symbolic bounds of the value
	// rep says the variable holds the same value on every process at this
	// point of the program. It is flow-sensitive for vSmall variables.
	rep bool
	// locked counts the enclosing loops that were entered while the
	// variable was replicated: inside them it must stay replicated (it may
	// only be assigned replicated values under replicated control), which
	// makes "replicated at loop entry" true on every iteration.
	locked int
	// fixed variables (while-loop counters) are updated only by their loop.
	fixed bool
}

type gen struct {
	r    *rand.Rand
	opts Options

	family    string
	violation string // the violation family still to inject; "" when none
	injected  bool

	params []paramInfo
	nName  string // the block-size parameter, "" when absent
	mName  string // the count parameter, "" when absent
	mMin   int64

	scopes [][]*variable
	names  int
	exec   int64 // estimated statements executed per process so far
	breaks int   // break/continue statements generated so far (see ctx.reach)
	size   int   // statements generated so far
}

func newGen(seed int64, opts Options) *gen {
	return &gen{r: rand.New(rand.NewSource(seed)), opts: opts}
}

func (g *gen) fresh(prefix string) string {
	g.names++
	return prefix + strconv.Itoa(g.names)
}

func (g *gen) push() { g.scopes = append(g.scopes, nil) }
func (g *gen) pop()  { g.scopes = g.scopes[:len(g.scopes)-1] }

func (g *gen) declare(v *variable) *variable {
	g.scopes[len(g.scopes)-1] = append(g.scopes[len(g.scopes)-1], v)
	return v
}

// visible returns the variables in scope of the given kind.
func (g *gen) visible(kind varKind) []*variable {
	var vs []*variable
	for _, sc := range g.scopes {
		for _, v := range sc {
			if v.kind == kind {
				vs = append(vs, v)
			}
		}
	}
	return vs
}

// repState records the replication of every small variable in scope, to
// restore or join it around branches and loops.
type repState map[*variable]bool

func (g *gen) saveRep() repState {
	s := repState{}
	for _, v := range g.visible(vSmall) {
		s[v] = v.rep
	}
	return s
}

func (g *gen) restoreRep(s repState) {
	for v, r := range s {
		v.rep = r
	}
}

// joinRep sets every variable of the first state to replicated iff it is
// replicated in all the given states (the end states of the branches that
// can reach the join point).
func (g *gen) joinRep(states ...repState) {
	for v := range states[0] {
		r := true
		for _, s := range states {
			r = r && s[v]
		}
		v.rep = r
	}
}

func (g *gen) intn(n int) int { return g.r.Intn(n) }

// chance returns true with probability pct/100.
func (g *gen) chance(pct int) bool { return g.r.Intn(100) < pct }

func pickOne[T any](g *gen, xs []T) T { return xs[g.r.Intn(len(xs))] }
