package solver

import (
	"fmt"
	"math/big"
	"math/rand"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// assumeFacts are the fact sets of the tests: the shapes requires clauses
// take, read the way seqcost hands them over.
func assumeFacts() map[string][]Fact {
	p, n, m := Var("p"), Var("N"), Var("M")
	ge := func(a, b *Expr) Fact { return Fact{L: Sub(a, b)} }
	return map[string][]Fact{
		"p>=1":         {ge(p, Int(1))},
		"N>=p, p|N":    {ge(p, Int(1)), ge(n, p), {L: Sub(n, Mul(p, Floor(Div(n, p)))), Eq: true}},
		"N>=0, M>=1":   {ge(p, Int(1)), ge(n, Int(0)), ge(m, Int(1))},
		"contradicts":  {ge(p, Int(1)), ge(Int(0), p)},
		"N>=2p, M>=N":  {ge(p, Int(1)), ge(n, Mul(Int(2), p)), ge(m, n)},
		"no facts":     nil,
		"N>=p (no |)":  {ge(p, Int(1)), ge(n, p)},
		"M == N - p":   {ge(p, Int(1)), {L: Sub(m, Sub(n, p)), Eq: true}},
		"N >= p*p too": {ge(p, Int(1)), ge(n, p), ge(n, Mul(p, p))},
		"p|N, N>=p":    {ge(p, Int(1)), {L: Sub(n, Mul(p, Floor(Div(n, p)))), Eq: true}, ge(n, p)},
		"6 % p >= 0":   {ge(p, Int(1)), ge(Mod(Int(6), p), Int(0))},
		"N % 3, p % 2": {ge(p, Int(1)), ge(n, Int(1)), ge(Mod(n, Int(3)), Int(0)), ge(Int(2), Mod(n, Int(3))), ge(Mod(p, Int(2)), Int(0)), ge(Int(1), Mod(p, Int(2)))},
	}
}

func randAssumeExpr(rng *rand.Rand, depth int) *Expr {
	leaf := func() *Expr {
		switch rng.Intn(5) {
		case 0:
			return Var("p")
		case 1:
			return Var("N")
		case 2:
			return Var("M")
		default:
			return Int(int64(rng.Intn(7) - 3))
		}
	}
	if depth == 0 || rng.Intn(4) == 0 {
		return leaf()
	}
	sub := func() *Expr { return randAssumeExpr(rng, depth-1) }
	switch rng.Intn(14) {
	case 0, 1:
		return Add(sub(), sub())
	case 2:
		return Sub(sub(), sub())
	case 3:
		return Mul(Int(int64(rng.Intn(3)+1)), sub())
	case 4:
		return Mul(sub(), Var("p"))
	case 5:
		return Max(sub(), sub(), sub())
	case 6:
		return Min(sub(), sub())
	case 7:
		return Nat(sub())
	case 8:
		return Floor(Div(Var("N"), Var("p")))
	case 9:
		return Div(sub(), Var("p"))
	case 10, 11:
		// An indicator of a p-case (1 where s*p + k >= 1) times a cost.
		sign := int64(1 - 2*rng.Intn(2))
		ind := []*Expr{Int(1), Nat(Add(Mul(Int(sign), Var("p")), Int(int64(rng.Intn(5)-1))))}
		if rng.Intn(3) == 0 {
			// A case of two parameters (p <= 2 and M >= 3).
			ind = append(ind, Nat(Add(Mul(Int(int64(1-2*rng.Intn(2))), Var("M")), Int(int64(rng.Intn(5)-2)))))
		}
		return Mul(Min(ind...), sub())
	case 12:
		// floor or ceil of a half with a fractional constant.
		x := Add(Mul(Const(big.NewRat(1, 2)), Floor(Div(Var("N"), Var("p")))), Const(big.NewRat(int64(rng.Intn(5)-2), 2)))
		if rng.Intn(2) == 0 {
			return Floor(x)
		}
		return Ceil(x)
	default:
		return Ceil(Log2(sub()))
	}
}

// TestSimplifyUnderEqual: on random expressions, the simplified form has
// the value of the original at every integer point where the facts hold
// (p in 1..8, N in -2..40, M in -3..8).
func TestSimplifyUnderEqual(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	changed := 0
	for name, facts := range assumeFacts() {
		for i := 0; i < 150; i++ {
			e := randAssumeExpr(rng, 4)
			s := SimplifyUnder(e, facts)
			if s.String() != e.String() {
				changed++
			}
			for _, p := range []int64{1, 2, 3, 4, 6, 8} {
				for n := int64(-2); n <= 40; n += 2 + rng.Int63n(5) {
					for m := int64(-3); m <= 8; m += 2 + rng.Int63n(4) {
						env := map[string]*big.Rat{"p": big.NewRat(p, 1), "N": big.NewRat(n, 1), "M": big.NewRat(m, 1)}
						if !factsHold(t, facts, env) {
							continue
						}
						lo1, hi1, err1 := e.Eval(env)
						lo2, hi2, err2 := s.Eval(env)
						if err1 != nil || err2 != nil {
							t.Fatalf("%s: eval: %v %v", e, err1, err2)
						}
						if lo1.Cmp(lo2) != 0 || hi1.Cmp(hi2) != 0 {
							t.Fatalf("facts %s: %s simplified to %s: at p=%d N=%d M=%d [%s,%s] != [%s,%s]",
								name, e, s, p, n, m, lo1.RatString(), hi1.RatString(), lo2.RatString(), hi2.RatString())
						}
					}
				}
			}
		}
	}
	t.Logf("%d of %d expressions simplified", changed, 150*len(assumeFacts()))
}

func factsHold(t *testing.T, facts []Fact, env map[string]*big.Rat) bool {
	for _, f := range facts {
		lo, hi, err := f.L.Eval(env)
		if err != nil || lo.Cmp(hi) != 0 {
			t.Fatalf("fact %s not exact at %v", f.L, env)
		}
		if f.Eq && lo.Sign() != 0 || !f.Eq && lo.Sign() < 0 {
			return false
		}
	}
	return true
}

// TestSimplifyUnderRules: each rule on the bounds it was made for (the
// textbook programs' raw solver output); each fails when its rule is off
// (TestMutations reads simplifyFailures too).
func TestSimplifyUnderRules(t *testing.T) {
	for _, f := range simplifyFailures(t) {
		t.Error(f)
	}
}

// simplifyRules are SimplifyUnder's rules on bounds they were made for.
var simplifyRules = []struct {
	facts, in, want string
}{
	{"p>=1", "max(0, p - 1)", "p - 1"},
	// A case that holds nowhere (minNonNeg): min(0, nat(p - 8)) is 0.
	{"N>=0, M>=1", "max(2*min(1, nat(M - 9)), min(0, nat(M - 8)), min(1, nat(-M + 10), nat(N - 1)))*N", "N*max(2*min(1, nat(M - 9)), min(1, nat(-M + 10), nat(N - 1)))"},
	// A case's bare form of atoms that the facts make >= 0 (a remainder
	// 6 % p) in nat, as a linear one (natCase): Pretty prints the case.
	{"6 % p >= 0", "N*min(1, -p*floor(6/p) + 6, nat(p - 2))", "N*min(1, nat(-p*floor(6/p) + 6), nat(p - 2))"},
	// An argument whose linear form above it (through its indicators,
	// a max of indicators, and a max of costs joined term by term) is
	// below another's (upperLin): the test budget's linear programs
	// read the inner max as an unknown.
	{"N>=0, M>=1", "max(3*p + 34, max((p + 13)*min(1, nat(N - 3)), p + 11, 16) + 2)", "3*p + 34"},
	// A case's indicator whose 1 went (an argument is at most 1 by the
	// facts), and c times one whose c went with it (noMinOfOne):
	// [mod(N, 3) = 1], 5*[mod(N, 3) <= 0 && mod(p, 2) <= 0].
	{"N % 3, p % 2", "N*min(-N + 3*floor(N/3) + 2, N - 3*floor(N/3))", "N*min(1, nat(-N + 3*floor(N/3) + 2), nat(N - 3*floor(N/3)))"},
	{"N % 3, p % 2", "min(-5*p + 10*floor(p/2) + 5, 5*nat(-N + 3*floor(N/3) + 1))", "min(5, 5*nat(-N + 3*floor(N/3) + 1), 5*nat(-p + 2*floor(p/2) + 1))"},
	{"N>=0, M>=1", "max(3*p + 34, max((p + 13)*max(min(1, nat(N - 3)), min(1, nat(M - 2))), p + 11, 16) + 2)", "3*p + 34"},
	// Integral addends and a nested rounding leave a floor (roundParts).
	{"p>=1", "floor(floor(p/2)/2 - 1) + ceil(ceil(N/3)/2)", "ceil(N/6) + floor(p/4) - 1"},
	// p + 1 from p = 5 and its values at p = 2..4 as constants: one
	// argument from p = 2 (extendCase).
	{"p>=1", "max(3*min(1, nat(-p + 3), p - 1), 4*min(1, nat(-p + 4), nat(p - 2)), 5*min(1, nat(-p + 5), nat(p - 3)), min(1, nat(-p + 2)), min(1, nat(p - 4))*(p + 1))", "max(1, min(1, nat(p - 1))*(p + 1))"},
	// The cases p = 1, 2 of a constant, each p + 1 at its own p
	// (extendCase).
	{"p>=1", "max((p + 1)*min(1, nat(p - 2)), min(2, 2*nat(-p + 2)), min(3, 3*nat(-p + 3), 3*nat(p - 1)))", "p + 1"},
	{"p>=1", "max((p + 1)*min(1, nat(p - 2)), min(3, 3*nat(-p + 2)), min(3, 3*nat(-p + 3), 3*nat(p - 1)))", "max(3, p + 1)"},
	{"N>=p, p|N", "2*nat(floor(N/p) - 1) + nat(floor(N/p) - 2) + nat(p - 2) + 4", "2*(N/p) + nat(N/p - 2) + nat(p - 2) + 2"},
	{"N>=p, p|N", "max(0, p + p*floor(N/p) - 1, p - 1, p*floor(N/p))", "N + p - 1"},
	{"N>=p, p|N", "max(-2*floor(N/p) + 2*p*floor(N/p), 0)", "2*N - 2*(N/p)"},
	{"N>=p (no |)", "nat(floor(N/p) - 1)", "floor(N/p) - 1"},
	{"N>=0, M>=1", "min(M, 0) + nat(-M)", "0"},
	{"no facts", "nat(p - 1)", "nat(p - 1)"},
	{"N>=0, M>=1", "max(-N + N*p, 0)", "-N + N*p"},
	{"p>=1", "max(min(1, nat(2 - p)), p + 1)", "p + 1"},
	// A max is >= its arguments (noOrderFacts), and floor(log2(2p - 1))
	// is ceil(log2(p)) (noLog2Odd).
	{"p>=1", "max(0, max(1, floor(log2(2*p - 1))) - 1) + 5", "max(1, ceil(log2(p))) + 4"},
	{"p>=1", "4*floor(10*p/p)", "40"},                                                   // noDivOut
	{"N>=p, p|N", "min(ceil(floor(N/p)/2), nat(floor(N/p)))", "ceil((N/p)/2)"},          // noOrderFacts: ceil(x/2) <= x/2 + 1/2
	{"N>=p, p|N", "floor(floor(N/p)/2 - 1/2) + 1", "ceil((N/p)/2)"},                     // noShiftRound
	{"p|N, N>=p", "max(min(2, 2*nat(floor(N/p))), min(4, 4*nat(1 - floor(N/p))))", "2"}, // noLateAtomFacts
	{"N>=0, M>=1", "max(5*p + 2, 5*p + 2*p*N + 2)", "5*p + 2*N*p + 2"},
	{"p>=1", "min(29, ceil(29/p))", "ceil(29/p)"},                                                                       // noOrderFacts: ceil(X/Y) <= X
	{"N>=0, M>=1", "min(1, nat(2 - p))*(N/p + N*p)", "2*N*min(1, nat(-p + 2))"},                                         // noIndicatorPoint
	{"N>=0, M>=1", "max(min(1, p - 1)*(N + N*p), min(1, p - 1)*(N + N/p + N*p))", "(N + N/p + N*p)*min(1, nat(p - 1))"}, // noFactorMax
	{"N>=0, M>=1", "N*max(min(1, nat(2 - p)), min(1, p - 1))", "N"},                                                     // noFactorMax: the cases cover every p
	{"p>=1", "max(0, min(1, p - 1)*(p - 1))", "p - 1"},                                                                  // noIndicatorPoint: 0 at p = 1 anyway
	// noIndicatorPoint (caseCofactor): under N >= 5 the inner indicator is 1 and the max
	// drops 3*p + 5.
	{"N>=0, M>=1", "max((3*p + 7)*min(1, nat(N - 4)), 3*p + 5)*min(1, nat(N - 4))", "(3*p + 7)*min(1, nat(N - 4))"},
	// noIndicatorMax: the p = 1 case's N + M is the other case's form at
	// p = 1; a case of p and M under a cost that covers it.
	{"N>=0, M>=1", "max((N + M)*min(1, nat(-p + 2)), (N - 2*p + M*p + p*p + 1)*min(1, p - 1))", "N - 2*p + M*p + p*p + 1"},
	{"N>=0, M>=1", "max((N + 2)*min(1, nat(-M + 3), nat(-p + 2)), N + max(2, p - 1))", "N + max(2, p - 1)"},
	// noCoveringCases: M <= 3 or M >= 4 where N <= 4, and N >= 5: every
	// point; the same cost times cases that leave M = 4, N <= 4 out stays.
	{"N>=0, M>=1", "max(3*min(1, nat(-M + 4), nat(-N + 5)), 3*min(1, nat(M - 3), nat(-N + 5)), 3*min(1, nat(N - 4)))", "3"},
	{"N>=0, M>=1", "max(3*min(1, nat(-M + 4), nat(-N + 5)), 3*min(1, nat(M - 4), nat(-N + 5)), 3*min(1, nat(N - 4)))", "max(3*min(1, nat(-M + 4), nat(-N + 5)), 3*min(1, nat(-N + 5), nat(M - 4)), 3*min(1, nat(N - 4)))"},
	// (N*p)*(N*p - 1)*M >= 0: each factor is (noProductSigns).
	{"N>=p, p|N", "max(N + N*(N - 1)/2, N + N*(N - 1)/2 + N*p*(N*p - 1)/2)", "N + N*(N - 1)/2 + N*p*(N*p - 1)/2"},
	// 2*(N/p) + p*p in every argument, printed once (noCommonTerms).
	{"N>=p, p|N", "max(2*p + 2*(N/p) + p*p + 13, 3*p + 2*(N/p) + p*p + 10)", "2*(N/p) + max(2*p + 13, 3*p + 10) + p*p"},
	// Not where the other argument may be negative: at p >= 2 the max is
	// max(0, M - 9).
	{"N>=0, M>=1", "max((M - 10)*min(1, nat(2 - p)), M - 9)", "max((M - 10)*min(1, nat(-p + 2)), M - 9)"},
	// 10 times the case p = 2 (min(10, 10*nat(-p + 3), 10*p - 10)) under
	// a cost that is >= 10 there; a max of cases.
	{"p>=1", "max(min(10, 10*nat(-p + 3), 10*p - 10), 4*p + 2)", "4*p + 2"},
	{"N>=0, M>=1", "max((N + p)*max(min(1, nat(-p + 3)), min(1, nat(M - 2))), max(N + 3, N + p + M))", "N + max(3, M + p)"},
	{"N>=p, p|N", manyPieces(), "9*p + 7*(N/p) + 5*N*N + 11"},
	// ceil(-p/2) is -floor(p/2): the terms of the expanded product cancel
	// (noNegatedRound).
	// A bound of p alone as its pieces' min or max of lines
	// (noPiecewise): p + 2 at p = 1, 4 from p = 2; a chain of maxima.
	{"p>=1", "max(4*min(1, nat(p - 2)), min(1, nat(-p + 3))*(p + 2))", "min(4, p + 2)"},
	{"p>=1", "6*p + 6*max(2*p + max(2*p + max(2*p + 1, p + 3) + 1, p + max(2*p, p + 3)) + 4, 3*p + max(max(2*p + 1, p + 3) + 1, max(2*p, p + 3) + 3) + 1) + max(2*p, 4, p + 2)", "max(36*p + 52, 44*p + 36)"},
	// ceil(p/2) >= 1, not only >= 1/2: p*(ceil(p/2) - 1) >= 0
	// (noRoundBounds).
	{"p>=1", "max((5/2)*p + p*(ceil(p/2) - 1) + p*p + 5, 5, p/2 + 3)", "(5/2)*p + p*(ceil(p/2) - 1) + p*p + 5"},
	{"N>=0, M>=1", "max(M*p*(ceil(p/2) - 1) + M, M)", "M + M*p*(ceil(p/2) - 1)"},
	// The case p = 2 with its facts' p - 1 >= 0 as nat(p - 1), which
	// reads the same without them (noCaseNat).
	{"p>=1", "N*min(1, nat(-p + 3), p - 1)", "N*min(1, nat(-p + 3), nat(p - 1))"},
	{"p>=1", "p*ceil((-1/2)*p) + p*floor(p/2) + ceil((-1/2)*p)*ceil(p/2) - floor((-1/2)*p)*floor(p/2) + 1", "1"},
	// Arguments of p alone compared at every integer p >= 1 through
	// their eventual polynomials (noUniDominated): (p - 1)*(p - 2) >= 0
	// at the integers though not between 1 and 2; p*floor(2/p) is 0 from
	// p = 3; ceil(p/2)*ceil(p/2)/2 + 3 >= ceil(p/2) + 1 on each parity;
	// (p - 1)*(p - 1) >= 0 in a min; not (p - 1)*(p - 3) (-1 at p = 2).
	{"p>=1", "max(p*p, 3*p - 2)", "p*p"},
	{"p>=1", "max(p*floor(2/p), 2)", "2"},
	{"p>=1", "max(floor(p/2)*floor(p/2)/2 - p*floor(p/2) + p*p/2 + 3, ceil(p/2) + 1)", "floor(p/2)*floor(p/2)/2 - p*floor(p/2) + p*p/2 + 3"},
	{"p>=1", "N + min(p*p + 1, 2*p)", "N + 2*p"},
	{"p>=1", "max(p*p, 4*p - 3)", "max(4*p - 3, p*p)"},
	// M >= 0 by the linear test beside p*p - 3*p + 2 >= 0 at the
	// integers (noSplitUni); not where the rest may be negative.
	{"N>=0, M>=1", "max(2*M + p*p, M + 3*p - 2)", "2*M + p*p"},
	{"N>=0, M>=1", "max(p*p - M, M + 3*p - 2)", "max(-M + p*p, M + 3*p - 2)"},
}

// manyPieces is a max of 300 paths' costs k1*p + k2*(N/p) + k3*N*N + c
// that one of them is >= term by term: more pairs than the test budget
// has linear programs (noCoefDominated).
func manyPieces() string {
	var parts []string
	for i := 0; i < 300; i++ {
		parts = append(parts, fmt.Sprintf("%d*p + %d*floor(N/p) + %d*N*N + %d", i%9, i%7, i%5, i%11))
	}
	parts = append(parts, "9*p + 7*floor(N/p) + 5*N*N + 11")
	return "max(" + strings.Join(parts, ", ") + ")"
}

// simplifyFailures returns the differences of SimplifyUnder's results
// on simplifyRules from the expected forms.
func simplifyFailures(t *testing.T) []string {
	var out []string
	for _, c := range simplifyChecks(t) {
		out = append(out, c.run()...)
	}
	return out
}

// simplifyChecks are simplifyFailures's checks, one per rule's case.
func simplifyChecks(t *testing.T) []knownCheck {
	facts := assumeFacts()
	var checks []knownCheck
	for _, tc := range simplifyRules {
		checks = append(checks, knownCheck{"simplify " + tc.in, func() []string {
			// Parsed at each run, as the systems are: nothing made
			// under one switch's setting is reused under another's.
			e, err := ParseExpr(tc.in)
			if err != nil {
				t.Fatal(err)
			}
			var out []string
			g := SimplifyUnder(e, facts[tc.facts])
			if at, ok := unequalAt(e, g, facts[tc.facts]); !ok {
				out = append(out, fmt.Sprintf("%s under %s: %s differs at %v", tc.in, tc.facts, g, at))
			}
			if diff := cmp.Diff(tc.want, g.String()); diff != "" {
				out = append(out, fmt.Sprintf("%s under %s (-want +got):\n%s", tc.in, tc.facts, diff))
			}
			return out
		}})
	}
	checks = append(checks, knownCheck{"case texts", func() []string { return caseTextFailures(t) }})
	// A term repeated 1500 times, simplified once (noSimplifyMemo): each
	// copy's tests would spend the budget before the last ones.
	checks = append(checks, knownCheck{"a term repeated (simplifyMemo)", func() []string {
		var terms []*Expr
		for k := int64(1); k <= 1500; k++ {
			terms = append(terms, Nat(Add(Mul(Int(k), Var("N")), Max(Int(0), Add(Var("p"), Int(-1))))))
		}
		if got, want := SimplifyUnder(Add(terms...), facts["N>=0, M>=1"]).String(), "1125750*N + 1500*p - 1500"; got != want {
			return []string{fmt.Sprintf("the sum of nat(k*N + max(0, p - 1)), k = 1..1500: got %.200s, want %s", got, want)}
		}
		return nil
	}})
	return checks
}

// unequalAt returns a point (p in 1..8, N in -3..24, M in -3..9) where
// the facts hold and e and g differ; true where there is none.
func unequalAt(e, g *Expr, facts []Fact) (map[string]int64, bool) {
	for p := int64(1); p <= 8; p++ {
		for n := int64(-3); n <= 24; n += 3 {
			for m := int64(-3); m <= 9; m += 4 {
				env := map[string]*big.Rat{"p": big.NewRat(p, 1), "N": big.NewRat(n, 1), "M": big.NewRat(m, 1)}
				hold := true
				for _, f := range facts {
					v, _, err := f.L.Eval(env)
					if err != nil || f.Eq && v.Sign() != 0 || !f.Eq && v.Sign() < 0 {
						hold = false
					}
				}
				if !hold {
					continue
				}
				lo1, hi1, err1 := e.Eval(env)
				lo2, hi2, err2 := g.Eval(env)
				if err1 != nil || err2 != nil || lo1.Cmp(lo2) != 0 || hi1.Cmp(hi2) != 0 {
					return map[string]int64{"p": p, "N": n, "M": m}, false
				}
			}
		}
	}
	return nil, true
}

// TestManyPiecesSampled: the max of manyPieces shrinks to one argument
// and keeps its value at sampled points where the facts hold.
func TestManyPiecesSampled(t *testing.T) {
	facts := assumeFacts()["N>=p, p|N"]
	e, err := ParseExpr(manyPieces())
	if err != nil {
		t.Fatal(err)
	}
	s := SimplifyUnder(e, facts)
	if len(s.String()) >= len(e.String())/10 {
		t.Errorf("%d characters simplified to %d: %.300s", len(e.String()), len(s.String()), s)
	}
	for p := int64(1); p <= 16; p++ {
		for n := p; n <= 8*p; n += p {
			env := map[string]*big.Rat{"p": big.NewRat(p, 1), "N": big.NewRat(n, 1)}
			if !factsHold(t, facts, env) {
				continue
			}
			lo1, hi1, err1 := e.Eval(env)
			lo2, hi2, err2 := s.Eval(env)
			if err1 != nil || err2 != nil {
				t.Fatalf("eval: %v %v", err1, err2)
			}
			if lo1.Cmp(lo2) != 0 || hi1.Cmp(hi2) != 0 {
				t.Fatalf("at p=%d N=%d: [%s,%s] simplified to [%s,%s]", p, n, lo1.RatString(), hi1.RatString(), lo2.RatString(), hi2.RatString())
			}
		}
	}
}
