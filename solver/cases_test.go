package solver

import (
	"fmt"
	"math/big"
	"math/rand"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// caseTexts are expressions with p-cases and their Pretty forms.
var caseTexts = []struct{ in, want string }{
	{"min(1, nat(-p + 3), nat(p - 1))", "[p = 2]"},
	{"N*max(2*min(1, nat(-p + 3), nat(p - 1)), min(1, nat(-p + 2)), min(1, nat(p - 2)))", "N*max(2*[p = 2], [p <= 1], [p >= 3])"},
	{"max(7, 9*min(1, nat(p - 2)))", "max(7, 9*[p >= 3])"},
	{"min(1, nat(-p + 5), nat(p - 1), nat(M - 2))", "[M >= 3 && 2 <= p <= 4]"},
	{"min(1, nat(N - p))*(N/p)", "(N/p)*[N >= p + 1]"},
	{"min(3, 3*nat(-p + 2))*N", "3*N*[p <= 1]"},
	{"min(3, 3*nat(-p + 2)) + N", "N + 3*[p <= 1]"},
	{"min(1, nat(2*p - 3))", "[p >= 2]"},
	{"min(1, nat(M - N + 1), nat(-M + N + 1), nat(N - 3))", "[N >= 4 && M = N]"},
	{"min(1, nat(-M + N), nat(N - 3))", "[N >= 4 && M <= N - 1]"},
	{"min(1, nat(M - N + 3), nat(-M + N + 1))", "[M >= N - 2 && M <= N]"},
	// Remainders (modsOut; in a case, atomLin): a constant's, >= 0 at
	// every point, is = 0 where it is at most 0; a parameter's keeps
	// <= 0; a remainder cancels the dividend's term of its sum.
	{"min(1, nat(p*floor(6/p) - 5))", "[mod(6, p) = 0]"},
	{"max(2*min(1, nat(-p + 2)), p*min(1, nat(-p*floor(6/p) + 6), nat(p - 2)))", "max(2*[p <= 1], p*[mod(6, p) >= 1 && p >= 3])"},
	{"min(1, nat(p*floor(N/p) - N + 1))", "[mod(N, p) <= 0]"},
	// By a constant k, in 0..k-1 whatever the dividend (noModEquals):
	// at most 0 and at least k - 1 are equalities.
	{"min(1, nat(3*floor(N/3) - N + 1), nat(p - 2*floor(p/2)))", "[mod(N, 3) = 0 && mod(p, 2) = 1]"},
	{"min(1, nat(N - 3*floor(N/3) - 1))", "[mod(N, 3) = 2]"},
	{"N - p*floor(N/p) + 2*M", "2*M + mod(N, p)"},
	{"3*N - 3*(N/p)*floor(N/(N/p))", "3*mod(N, N/p)"},
	// By a constant (floor(p/4) is p times 1/4).
	{"2*N*(-p + 2*floor(p/2) - 2*min(1, nat(p - 4*floor(p/4))) + 4)", "2*N*(-mod(p, 2) - 2*[mod(p, 4) >= 1] + 4)"},
	// A case's indicator that another factor implies (impliedCasesDropped).
	{"2*p*min(1, nat(p - 1), nat(p*floor(6/p) - 5))*min(1, nat(p*floor(6/p) - 5))", "2*p*[mod(6, p) = 0 && p >= 2]"},
	{"N*min(1, nat(p - 2))*min(1, nat(M - 1))", "N*[M >= 2]*[p >= 3]"},
	// Cases of one coefficient whose ranges of one variable join
	// (mergedCases); a gap keeps them apart.
	{"max(4*min(1, nat(-N + 2), nat(-p + 2)), 4*min(1, nat(N - 1), nat(-N + 3), nat(-p + 2)), 4*min(1, nat(N - 2), nat(-p + 2)), 6*min(1, nat(-p + 3), nat(p - 1)))", "max(4*[p <= 1], 6*[p = 2])"},
	{"max(4*min(1, nat(-N + 2), nat(-p + 2)), 4*min(1, nat(N - 2), nat(-p + 2)), p)", "max(4*[N <= 1 && p <= 1], 4*[N >= 3 && p <= 1], p)"},
	{"max(min(1, nat(-p + 2)), min(1, nat(p - 1), nat(-p + 4)), N)", "max(N, [p <= 3])"},
	// Not a case: a form that is not integral, a min without its 1.
	{"min(1, nat(p/2))", "min(1, nat(p)/2)"},
	{"min(2, nat(p - 1))", "min(2, nat(p - 1))"},
	{"min(1, p - 1)", "min(1, p - 1)"},
	{"max([1, min(1, nat(p - 1))])", "max(1, [p >= 2])"},
}

// TestCaseText: Pretty's forms, each read back by ParseExpr to an equal
// expression that prints the same (noCaseText).
func TestCaseText(t *testing.T) {
	for _, f := range caseTextFailures(t) {
		t.Error(f)
	}
}

func caseTextFailures(t *testing.T) []string {
	var out []string
	for _, tc := range caseTexts {
		e, err := ParseExpr(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		got := e.Pretty()
		if diff := cmp.Diff(tc.want, got); diff != "" {
			out = append(out, fmt.Sprintf("%s (-want +got):\n%s", tc.in, diff))
		}
		if msg := prettyRoundTrip(e); msg != "" {
			out = append(out, msg)
		}
	}
	return out
}

// prettyRoundTrip returns what is wrong with reading e.Pretty() back: a
// parse error, another value at a point (p in 1..9, N in -3..12, M in
// -3..6) or another printed form; "" when nothing is.
func prettyRoundTrip(e *Expr) string {
	text := e.Pretty()
	back, err := ParseExpr(text)
	if err != nil {
		return fmt.Sprintf("%s: %s does not parse: %v", e, text, err)
	}
	if again := back.Pretty(); again != text {
		return fmt.Sprintf("%s: %s reads back as %s", e, text, again)
	}
	for p := int64(1); p <= 9; p++ {
		for n := int64(-3); n <= 12; n++ {
			for m := int64(-3); m <= 6; m += 3 {
				env := map[string]*big.Rat{"p": big.NewRat(p, 1), "N": big.NewRat(n, 1), "M": big.NewRat(m, 1)}
				lo1, hi1, err1 := e.Eval(env)
				lo2, hi2, err2 := back.Eval(env)
				if err1 != nil || err2 != nil || lo1.Cmp(lo2) != 0 || hi1.Cmp(hi2) != 0 {
					return fmt.Sprintf("%s: %s differs at p=%d N=%d M=%d", e, text, p, n, m)
				}
			}
		}
	}
	return ""
}

// TestPrettyRoundTrip: random bounds, simplified as seqcost does, print
// in a form ParseExpr reads back to the same value and the same text.
func TestPrettyRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	facts := assumeFacts()
	cases := 0
	for i := 0; i < 400; i++ {
		e := randAssumeExpr(rng, 4)
		if i%2 == 0 {
			e = SimplifyUnder(e, facts["p>=1"])
		}
		if e.Pretty() != e.String() {
			cases++
		}
		if msg := prettyRoundTrip(e); msg != "" {
			t.Fatal(msg)
		}
	}
	if cases < 40 {
		t.Errorf("only %d of 400 expressions print a case", cases)
	}
}

// TestParseCaseErrors: a case's condition must be a linear comparison
// with integer coefficients.
func TestParseCaseErrors(t *testing.T) {
	for _, in := range []string{"[p]", "[p*p >= 2]", "[p/2 >= 1]", "[p >= 1", "[p >= 1 && ]"} {
		if e, err := ParseExpr(in); err == nil {
			t.Errorf("%s parsed as %s", in, e)
		}
	}
}
