package solver

import (
	"math/big"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestExprPrintSimplify(t *testing.T) {
	tests := []struct{ in, want string }{
		{"nat(A-B)+1", "nat(A - B) + 1"},
		{"1 + nat(A)*2 + nat(A)", "3*nat(A) + 1"},
		{"max([1,nat(A),nat(B)+1])+1", "max(1, nat(A), nat(B) + 1) + 1"},
		{"nat(nat(A))", "nat(A)"},
		{"nat(2*A-2)", "nat(2*A - 2)"},
		{"nat(2*A)", "2*nat(A)"},
		{"max(0, nat(A))", "nat(A)"},
		{"ceil(log2(p)) + 1", "ceil(log2(p)) + 1"},
		{"N/p", "N/p"},
		{"A/2-B/2", "A/2 - B/2"},
		{"2*(A+1)", "2*A + 2"},
		{"log2(8)", "3"},
		{"2^(3)", "8"},
		{"ceil(nat(A))", "nat(A)"},
		{"max(3, 5) - min(2, 7)", "3"},
		{"-A + 0", "-A"},
		{"nat(-3)", "0"},
	}
	for _, tc := range tests {
		e, err := ParseExpr(tc.in)
		if err != nil {
			t.Errorf("ParseExpr(%q): %v", tc.in, err)
			continue
		}
		if diff := cmp.Diff(tc.want, e.String()); diff != "" {
			t.Errorf("%q (-want +got):\n%s", tc.in, diff)
		}
		// The printed form reads back to itself.
		e2, err := ParseExpr(e.String())
		if err != nil || e2.String() != e.String() {
			t.Errorf("round trip of %q: %v, %v", e, e2, err)
		}
	}
}

func TestExprEval(t *testing.T) {
	tests := []struct {
		in     string
		env    map[string]int64
		lo, hi string
	}{
		{"nat(A - B) + 1", map[string]int64{"A": 5, "B": 7}, "1", "1"},
		{"N/p", map[string]int64{"N": 10, "p": 4}, "5/2", "5/2"},
		{"N/p", map[string]int64{"N": 10, "p": 0}, "10", "10"}, // divisor max(p,1)
		{"ceil(log2(p))", map[string]int64{"p": 3}, "2", "2"},
		{"log2(p)", map[string]int64{"p": 8}, "3", "3"},
		{"log2(p)", map[string]int64{"p": -8}, "0", "0"},
		{"2^(nat(A))", map[string]int64{"A": 4}, "16", "16"},
		{"floor(A/2)", map[string]int64{"A": -3}, "-2", "-2"},
	}
	for _, tc := range tests {
		e, err := ParseExpr(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		lo, hi, err := e.EvalInt(tc.env)
		if err != nil {
			t.Errorf("%s: %v", tc.in, err)
			continue
		}
		if lo.RatString() != tc.lo || hi.RatString() != tc.hi {
			t.Errorf("%s at %v = [%s, %s], want [%s, %s]", tc.in, tc.env, lo.RatString(), hi.RatString(), tc.lo, tc.hi)
		}
	}
	// log2 of a non-power of two is an interval around the value.
	e, _ := ParseExpr("log2(A)")
	lo, hi, _ := e.EvalInt(map[string]int64{"A": 3})
	if f1, _ := lo.Float64(); f1 > 1.58497 || f1 < 1.58 {
		t.Errorf("log2(3) lower end %v", f1)
	}
	if lo.Cmp(hi) >= 0 || hi.Cmp(big.NewRat(1585, 1000)) > 0 {
		t.Errorf("log2(3) interval [%s, %s]", lo.FloatString(6), hi.FloatString(6))
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ src, want string }{
		{"eq(f(A),1,[f(A-1)],[A>=1).", "x.ces:1:25: expected \"]\""},
		{"eq(f(A),1,[],[A>=1])", "x.ces:1:21: expected \".\""},
		{"eq(f(a),1,[],[]).", "x.ces:1:6: expected an expression"},
		{"foo(f(A)).", "x.ces:1:1: unknown declaration foo"},
		{"eq(f(A),1,[],[A # 1]).", "x.ces:1:17: unexpected character"},
		{"eq('f,1,[],[]).", "x.ces:1:4: unterminated quoted name"},
		{"eq(f(A),A*A,[],[]).\neq(g(A),1/0,[],[]).", "x.ces:2:10: division by non-positive"},
		{"eq(f(A),1,[],[A>=1]).\ninput_output_vars(f(A),[B],[]).", "x.ces:2:25: B is not an argument"},
	}
	for _, tc := range tests {
		_, err := ParseCES("x.ces", tc.src)
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("ParseCES(%q) = %v, want prefix %q", tc.src, err, tc.want)
		}
	}
	koat := []struct{ src, want string }{
		{"(GOAL COMPLEXITY)\n(VAR A)\n(RULES\n f(A) -> Com_1(f(A-1)) :|: A >= 1\n)", "k.koat:1:1: missing (STARTTERM"},
		{"(GOAL COMPLEXITY)\n(STARTTERM (FUNCTIONSYMBOLS g))\n(RULES\n f(A) -> Com_1(f(A-1)) :|: A >= 1\n)", "k.koat:2:29: start location g has no rules"},
		{"(GOAL COMPLEXITY)\n(STARTTERM (FUNCTIONSYMBOLS f))\n(RULES\n f(A) -> Com_1(f(A-1,B)) :|: A >= 1\n)", "k.koat:4:16: location f used with"},
	}
	for _, tc := range koat {
		_, err := ParseKoAT("k.koat", tc.src)
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("ParseKoAT(%q) = %v, want prefix %q", tc.src, err, tc.want)
		}
	}
}

// TestFormatRoundTrip: every suite file written back in .ces reads back to
// the same text.
func TestFormatRoundTrip(t *testing.T) {
	for _, f := range append(suiteFiles(t, ".ces"), suiteFiles(t, ".koat")...) {
		s, err := ReadFile(f)
		if err != nil {
			continue
		}
		out := s.Format()
		s2, err := ParseCES("again.ces", out)
		if err != nil {
			t.Errorf("%s: written form does not parse: %v", f, err)
			continue
		}
		if diff := cmp.Diff(out, s2.Format()); diff != "" {
			t.Errorf("%s: round trip differs:\n%s", f, diff)
		}
	}
}

func FuzzParseCES(f *testing.F) {
	f.Add("eq(f(A),1,[f(A-1)],[A>=1]).\neq(f(A),0,[],[A=<0]).")
	f.Add("entry(f(N):[N>=0]).\ninput_output_vars(g(A,B),[A],[B]).\neq(g(A,B),nat(A)/nat(B),[],[2*A>B]).")
	f.Add("eq('q s'(X),max([1,X]),[<(X,1)],[X*X>=1]).")
	f.Add("eq(f(A,B),mod(A,B)+mod(6,B),[],[B>=1]).\neq(f(A,B),mod(A),[],[]).")
	f.Fuzz(func(t *testing.T, src string) {
		s, err := ParseCES("f.ces", src)
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("error of the wrong type: %v", err)
			}
			return
		}
		out := s.Format()
		s2, err := ParseCES("g.ces", out)
		if err != nil {
			t.Fatalf("written form does not parse: %v\n%s", err, out)
		}
		if s2.Format() != out {
			t.Fatalf("round trip differs:\n%s\n%s", out, s2.Format())
		}
	})
}

func FuzzParseKoAT(f *testing.F) {
	f.Add("(GOAL COMPLEXITY)\n(STARTTERM (FUNCTIONSYMBOLS f))\n(VAR A B)\n(RULES\n f(A,B) -> Com_1(f(A-1,C)) :|: A >= 1 && B = A\n f(A,B) -> Com_2(g(A,B), f(A-1,B))\n)")
	f.Fuzz(func(t *testing.T, src string) {
		s, err := ParseKoAT("f.koat", src)
		if err != nil {
			if _, ok := err.(*Error); !ok {
				t.Fatalf("error of the wrong type: %v", err)
			}
			return
		}
		if _, err := ParseCES("g.ces", s.Format()); err != nil {
			t.Fatalf("written form does not parse: %v\n%s", err, s.Format())
		}
	})
}

// TestExprText: String keeps its answer in the expression (noExprText
// switches that off) and prints every expression as it does without it:
// at the top, again from the kept text, and as a subtree whose text is
// kept, at each precedence (sums and quotients inside products and
// quotients, functions of sums).
func TestExprText(t *testing.T) {
	ins := []string{
		"nat(A-B)+1", "max([1,nat(A),nat(B)+1])+1", "N/p", "A/2-B/2",
		"max(A + 1, B)*(C + D)", "(A + B)/p*2 + 1", "nat(A - B)*(N/p + 1)",
		"2^(A + 1) + max(N/p, (A + B)/q)", "-(A + B)/2", "(N/(p + 1))/(q + 2)",
		"max(nat(A - 1)*nat(B), min(N/p, 3*C)) + ceil(log2(p + 1))*nat(N - 1)",
	}
	print := func() (first, again []string, kept int) {
		for _, in := range ins {
			e, err := ParseExpr(in)
			if err != nil {
				t.Fatalf("ParseExpr(%q): %v", in, err)
			}
			// Subtrees first: their texts are kept before the whole is
			// printed.
			for _, a := range e.Args {
				_ = a.String()
			}
			first = append(first, e.String())
			again = append(again, e.String())
			if e.text.Load() != nil {
				kept++
			}
		}
		return first, again, kept
	}
	first, again, kept := print()
	noExprText = true
	want, _, keptOff := print()
	noExprText = false
	if diff := cmp.Diff(want, first); diff != "" {
		t.Errorf("printed with kept texts (-without +with):\n%s", diff)
	}
	if diff := cmp.Diff(want, again); diff != "" {
		t.Errorf("printed again from the kept texts (-without +with):\n%s", diff)
	}
	if kept != len(ins) || keptOff != 0 {
		t.Errorf("texts kept: %d of %d, %d with noExprText; want all, none", kept, len(ins), keptOff)
	}
}
