package gen

import (
	"math/rand"
	"strconv"

	"bspcost/frontend/intsem"
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

// The operations are those of frontend/intsem, the one home of the .bsp
// integer semantics (truncating division, remainder with the sign of the
// dividend); an overflow gives an unbounded side, which ok rejects.
func (a interval) sem() intsem.Interval    { return intsem.Interval{Lo: a.lo, Hi: a.hi} }
func fromSem(x intsem.Interval) interval   { return interval{x.Lo, x.Hi} }
func (a interval) add(b interval) interval { return fromSem(a.sem().Add(b.sem())) }
func (a interval) sub(b interval) interval { return fromSem(a.sem().Sub(b.sem())) }
func (a interval) mul(b interval) interval { return fromSem(a.sem().Mul(b.sem())) }

// div is a / d for a divisor d in [dlo, dhi], dlo >= 1.
func (a interval) div(dlo, dhi int64) interval {
	return fromSem(a.sem().Quo(intsem.Interval{Lo: dlo, Hi: dhi}))
}

// rem is a % d for a divisor d in [1, dhi].
func (a interval) rem(dhi int64) interval {
	return fromSem(a.sem().Rem(intsem.Interval{Lo: 1, Hi: dhi}))
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
