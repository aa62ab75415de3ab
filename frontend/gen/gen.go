package gen

import (
	"fmt"
	"math/rand"

	"bspcost/frontend"
)

// Options controls the shape of generated programs.
type Options struct {
	Unaligned bool // inject one alignment violation
	MaxDepth  int  // statement nesting; 0 means a default (3)
	// MaxStmts bounds the statements generated per block; 0 means a
	// default (5). Some come as short groups that belong together (a while
	// loop and the declaration of its counter, the reassigned-variable
	// sequence, the violation), and the top level has the declarations
	// and two more, so a block can be somewhat longer.
	MaxStmts int
	// Family, when set, is the family of the program: one of
	// AlignedFamilies, UnalignedFamilies (Unaligned is then implied) or
	// DeepFamilies. Empty: a random family of the mode Unaligned selects.
	Family string
	// Sends adds BSMP statements to the mix (bsmp.go): send, tagsize and
	// the queue statements. Off, the programs are those generated before
	// BSMP existed, seed for seed.
	Sends bool
	// Bits adds the bit operators and log2 to the bounded expressions
	// (bits.go). Off, the programs are those generated before them, seed
	// for seed.
	Bits bool
}

// Program is one generated program.
type Program struct {
	Source string // canonical source text (frontend.Print of the AST)
	// Family is, for aligned programs, the main feature family (see
	// AlignedFamilies); for unaligned ones, the violation family (see
	// UnalignedFamilies); or one of DeepFamilies.
	Family string
	// Aligned reports that the generator built the program aligned (every
	// sync under control it knows to be replicated). False for unaligned
	// programs and for the deep families, whose alignment only the
	// simulator decides. A differential test must label programs with the
	// simulator, never with this field.
	Aligned bool
	Params  []string

	params []paramInfo
}

// AlignedFamilies lists the main feature families of aligned programs. Every
// aligned program contains at least one instance of its family's feature,
// on top of a random mix of all the others.
var AlignedFamilies = []string{
	"replicated-loops", // replicated for/while loops and ifs with sync inside
	"pid-branches",     // pid-dependent ifs, elifs and loops without barriers, the seed's Work1/Work2
	"comm-affine",      // put/get to pid+k, pid-i under a guard, 0, constants mod p
	"comm-nonaffine",   // put/get to pid*pid%p, data-dependent targets
	"comm-slices",      // slices, whole arrays and word counts
	"reassigned",       // variables made pid-dependent, then replicated again, then used around a sync
	"comm-loops",       // loops over targets: all-to-all, gather/scatter, neighbourhoods, strided, pid*i % p
}

// UnalignedFamilies lists the alignment violations that Options.Unaligned
// injects (exactly one per program).
var UnalignedFamilies = []string{
	"sync-under-pid-if", // sync in one branch of a pid-dependent if
	"work1-work2",       // a different sync in each branch of a pid-dependent if
	"pid-loop-bound",    // a loop whose trip count depends on pid, around a sync
	"pid-break",         // pid-dependent break/continue in a loop with a sync
	"pid-chain",         // sync under a condition on a variable made pid-dependent by assignments
	"data-dependent",    // sync under a condition on data received by get, or on any
}

const (
	defaultDepth = 3
	defaultStmts = 5
)

// Generate makes one program from the seed; the same seed and options give
// the same program.
func Generate(seed int64, opts Options) *Program {
	g, ast := build(seed, opts)
	text := frontend.Print(ast)
	parsed, err := frontend.Parse("gen.bsp", []byte(text))
	if err != nil {
		// A generator bug: the tests run thousands of seeds to keep this
		// from ever happening, so failing loudly is the right response.
		panic(fmt.Sprintf("gen: program of seed %d (%+v) does not parse: %v\n%s", seed, opts, err, text))
	}
	p := &Program{
		Source:  frontend.Print(parsed),
		Family:  g.family,
		Aligned: !opts.Unaligned && !isDeep(opts.Family) && !contains(UnalignedFamilies, opts.Family),
		params:  g.params,
	}
	for _, pi := range g.params {
		p.Params = append(p.Params, pi.name)
	}
	return p
}

// build generates the AST of a program (positions zero, identifiers
// unresolved) and returns it with the generator's final state.
func build(seed int64, opts Options) (*gen, *frontend.Program) {
	if opts.MaxDepth <= 0 {
		opts.MaxDepth = defaultDepth
	}
	if opts.MaxStmts <= 0 {
		opts.MaxStmts = defaultStmts
	}
	g := newGen(seed, opts)
	return g, g.program(fmt.Sprintf("gen%x", uint64(seed)))
}

// paramKind says which requires clause a parameter has, hence which values
// it may take.
type paramKind int

const (
	// blockParam: requires N >= p && N % p == 0. Values are k*p with
	// 1 <= k and N <= maxN, so that N/p >= 1 can be a divisor and an array
	// length, and loops up to N stay short.
	blockParam paramKind = iota
	// countParam: requires M >= min. Values min..maxM.
	countParam
)

type paramInfo struct {
	name string
	kind paramKind
	min  int64 // countParam only
}

// The ranges of parameter values that ParamValues draws from. The
// generator's interval reasoning (no overflow, loop trip counts) assumes
// them, and p <= maxP.
const (
	maxP = 8
	maxN = 64
	maxM = 8
)

// ParamValues returns parameter values satisfying the program's requires
// clause for p processes: N = k*p with N <= 64 (N = p when p > 64), and
// count parameters between their lower bound and 8. The generator's
// guarantees (termination within its statement budget, no overflow) hold
// for these values and 1 <= p <= 8. A nil rng gives the smallest values.
func (g *Program) ParamValues(p int, rng *rand.Rand) map[string]int64 {
	vals := make(map[string]int64, len(g.params))
	for _, pi := range g.params {
		switch pi.kind {
		case blockParam:
			kmax := maxN / p
			if kmax < 1 {
				kmax = 1
			}
			k := 1
			if rng != nil {
				k = 1 + rng.Intn(kmax)
			}
			vals[pi.name] = int64(k * p)
		case countParam:
			v := pi.min
			if rng != nil {
				v += rng.Int63n(maxM - pi.min + 1)
			}
			vals[pi.name] = v
		}
	}
	return vals
}
