// Package benchmarks holds the textbook BSP programs of the seed's
// evaluation table (textbook/*.bsp) and the algorithm set of classic BSP
// algorithms (algorithms/*.bsp), each directory with the programs'
// expected costs (expected.json), for the tests and benchmarks of every
// stage.
package benchmarks

import (
	"embed"
	"fmt"
	"math/big"
	"sort"
	"strings"
	"unicode"

	"bspcost/internal/expected"
)

// Textbook holds the .bsp programs and expected.json, embedded so that any
// stage can use them without knowing where the repository is checked out.
//
//go:embed textbook/*.bsp textbook/expected.json
var Textbook embed.FS

// Algorithms holds the algorithm set: the classic BSP algorithms (grids,
// butterflies, sorts, stencils, LU, ...) with their expected costs, in
// the textbook set's format, embedded like it.
//
//go:embed algorithms/*.bsp algorithms/expected.json
var Algorithms embed.FS

// Set is a directory of programs with their expected.json.
type Set struct {
	Dir string // the directory, which is also the files' prefix in FS
	FS  embed.FS
}

// Sets are the program sets with expected costs: the textbook programs
// and the algorithm set.
var Sets = []Set{{"textbook", Textbook}, {"algorithms", Algorithms}}

// Load returns the rows of the set's expected.json.
func (s Set) Load() ([]Expected, error) {
	data, err := s.FS.ReadFile(s.Dir + "/expected.json")
	if err != nil {
		return nil, err
	}
	return expected.Decode(s.Dir+"/expected.json", data)
}

// ReadFile returns the source of one of the set's programs.
func (s Set) ReadFile(file string) ([]byte, error) { return s.FS.ReadFile(s.Dir + "/" + file) }

// Expected is one row of the seed's results table: the cost of a textbook
// program as expressions in p and its parameters (see Eval for the syntax).
// The format is internal/expected's, which the command reads too.
type Expected = expected.Entry

// NoCVersion lists the textbook programs (by file) that have no C version
// in benchmarks/c: the BSMP ones (the C front end maps BSPlib's message
// passing, but no C version of these two has been written), and the
// triangular ones, whose work annotations count comparisons and integer
// multiply-adds, which a C program's measured work (its flops) does not.
var NoCVersion = map[string]bool{"alltoall_bsmp.bsp": true, "sparse_bsmp.bsp": true, "trisolve.bsp": true, "tripipe.bsp": true, "bubble.bsp": true}

// LoadExpected returns the rows of textbook/expected.json.
func LoadExpected() ([]Expected, error) { return Sets[0].Load() }

// Eval evaluates a cost expression of expected.json exactly (rationals) for
// the given values of p and the parameters. The syntax: integers, names,
// + - * / (exact division), parentheses, min and max of two or more
// expressions, and log2(e), defined only when e
// is a power of two, so that a formula stated "for p a power of two" is
// never evaluated where it does not hold.
func Eval(expr string, env map[string]int64) (*big.Rat, error) {
	e := &evaluator{src: expr, env: env}
	v := e.sum()
	if e.err == nil {
		e.skip()
		if e.pos < len(e.src) {
			e.fail("unexpected %q", e.src[e.pos:])
		}
	}
	if e.err != nil {
		return nil, fmt.Errorf("%s: %v", expr, e.err)
	}
	return v, nil
}

type evaluator struct {
	src string
	pos int
	env map[string]int64
	err error
}

func (e *evaluator) fail(format string, args ...any) {
	if e.err == nil {
		e.err = fmt.Errorf(format, args...)
	}
}

func (e *evaluator) skip() {
	for e.pos < len(e.src) && e.src[e.pos] == ' ' {
		e.pos++
	}
}

func (e *evaluator) peek() byte {
	e.skip()
	if e.pos < len(e.src) {
		return e.src[e.pos]
	}
	return 0
}

func (e *evaluator) sum() *big.Rat {
	v := e.product()
	for e.err == nil {
		switch e.peek() {
		case '+':
			e.pos++
			v = new(big.Rat).Add(v, e.product())
		case '-':
			e.pos++
			v = new(big.Rat).Sub(v, e.product())
		default:
			return v
		}
	}
	return v
}

func (e *evaluator) product() *big.Rat {
	v := e.atom()
	for e.err == nil {
		switch e.peek() {
		case '*':
			e.pos++
			v = new(big.Rat).Mul(v, e.atom())
		case '/':
			e.pos++
			d := e.atom()
			if d.Sign() == 0 {
				e.fail("division by zero")
				return v
			}
			v = new(big.Rat).Quo(v, d)
		default:
			return v
		}
	}
	return v
}

func (e *evaluator) atom() *big.Rat {
	c := e.peek()
	switch {
	case c == '(':
		e.pos++
		v := e.sum()
		if e.peek() != ')' {
			e.fail("missing )")
		}
		e.pos++
		return v
	case c == '-':
		e.pos++
		return new(big.Rat).Neg(e.atom())
	case c >= '0' && c <= '9':
		start := e.pos
		for e.pos < len(e.src) && e.src[e.pos] >= '0' && e.src[e.pos] <= '9' {
			e.pos++
		}
		v, _ := new(big.Rat).SetString(e.src[start:e.pos])
		return v
	case unicode.IsLetter(rune(c)):
		start := e.pos
		for e.pos < len(e.src) && (unicode.IsLetter(rune(e.src[e.pos])) || unicode.IsDigit(rune(e.src[e.pos]))) {
			e.pos++
		}
		name := e.src[start:e.pos]
		if name == "log2" {
			if e.peek() != '(' {
				e.fail("log2 needs (")
				return new(big.Rat)
			}
			x := e.atom()
			if !x.IsInt() || x.Sign() <= 0 || new(big.Int).And(x.Num(), new(big.Int).Sub(x.Num(), big.NewInt(1))).Sign() != 0 {
				e.fail("log2(%s): not a power of two", x.RatString())
				return new(big.Rat)
			}
			return new(big.Rat).SetInt64(int64(x.Num().BitLen() - 1))
		}
		if name == "min" || name == "max" {
			return e.minMax(name)
		}
		v, ok := e.env[name]
		if !ok {
			e.fail("unknown name %s (known: %s)", name, strings.Join(keys(e.env), ", "))
			return new(big.Rat)
		}
		return new(big.Rat).SetInt64(v)
	}
	e.fail("unexpected %q", string(c))
	return new(big.Rat)
}

// minMax reads the arguments of min or max, "(e, e, ...)", and returns
// their least or greatest value (the cases of a cost piecewise in p, such
// as a phase that has a pair of processes only from p = 3 on).
func (e *evaluator) minMax(name string) *big.Rat {
	if e.peek() != '(' {
		e.fail("%s needs (", name)
		return new(big.Rat)
	}
	e.pos++
	v := e.sum()
	n := 1
	for e.err == nil && e.peek() == ',' {
		e.pos++
		x := e.sum()
		if c := x.Cmp(v); name == "min" && c < 0 || name == "max" && c > 0 {
			v = x
		}
		n++
	}
	if e.peek() != ')' {
		e.fail("missing )")
	}
	e.pos++
	if n < 2 {
		e.fail("%s needs two or more arguments", name)
	}
	return v
}

func keys(m map[string]int64) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}
