package polyhedra

import (
	"regexp"
	"strings"
	"testing"
)

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"{ [x] : x >= }", "1:14: unexpected \"}\""},
		{"{ [x] : y >= 0 }", "1:9: unknown identifier \"y\""},
		{"[n] -> { [x] :\n  x * x >= n }", "2:5: non-affine product"},
		{"{ [x] : x mod 0 = 1 }", "1:15: bad modulus \"0\""},
		{"{ [x] : floor(x/0) = 1 }", "1:17: bad divisor \"0\""},
		{"{ [x] : x >= 0 ", "1:16: expected \"}\", found \"\""},
		{"{ [x] : x $ 0 }", "1:11: unexpected character '$'"},
		{"{ [x] ; [x, y] }", "1:9: piece has a different space from the first one (use ParseUnion for a union over several spaces)"},
		{"{ A[x] : x >= 0; A[x] : x < -3; B[x] }", "1:33: piece has a different space from the first one (use ParseUnion for a union over several spaces)"},
		{"{ [x] : x >= 0 } junk", "1:18: expected \"eof\", found \"junk\""},
	} {
		_, err := Parse(tc.src)
		if err == nil {
			t.Errorf("Parse(%q) succeeded, want error %q", tc.src, tc.want)
			continue
		}
		if err.Error() != tc.want {
			t.Errorf("Parse(%q) error %q, want %q", tc.src, err, tc.want)
		}
	}
}

// parseSamples are parsed, printed and compared with a golden file; the
// printed text must re-parse to an equal set.
var parseSamples = []string{
	"{ [x] : 3floor(x/2) = x - 1 and 0 <= x <= 20 }",
	"{ [x] : 2 <= x <= 3; [x = 0] }",
	"[n] -> { [i] -> [j = i] : 0 <= i < n }",
	"{ [x, y = floor((x)/2)] : 0 <= x <= 3 }",
	"{ [x] : exists (e : 1000003e >= x + 11 and 1000003e <= 2x + 5) }",
	"[p, i] -> { [s, t] : 0 <= s < p and t = s - i and s >= i }",
	"[n] -> { [i] -> [j] : j = i + 1 and 0 <= i < n }",
	"{ [x] : x mod 3 = 1 and 0 <= x <= 10 }",
	"{ [x] : exists (e : x = 2e) and 0 <= x <= 10 }",
	"{ [x, y] : x >= 0 or y >= 0 }",
	"{ [x] : floor(x/2) = 3 }",
	"{ [x] : ceil(x/2) = 3 }",
	"[n] -> { [i, j] : 0 <= i < n and 0 <= j <= i and i != j }",
	"{ S[i, i + 1] : 0 <= i <= 3 }",
	"[p] -> { [s] -> [t] : s = 0 and 0 <= t < p }",
	"{ [x] : 2x + 1 >= 0 && (x <= 5 || x = 9) }",
	"[N] -> { [i] : exists (e0 = floor((i)/4) : 4e0 = i) and 0 <= i < N }",
	"{ [x] : false }",
	"[n] -> {  }",
	"{ [] }",
	"[p] -> { : p >= 2 }",
	"{ [x] : 0 <= x < 10 and not (x mod 3 = 0) }",
	"{ [x] : -4 <= x <= 4 and not exists (e : x = 2e) }",
	"[n] -> { [i, j] : 0 <= i, j < n and not (i = j or i + j = n) }",
}

func TestParsePrintGolden(t *testing.T) {
	var out strings.Builder
	for _, src := range parseSamples {
		s, err := Parse(src)
		if err != nil {
			t.Fatalf("Parse(%q): %v", src, err)
		}
		printed := s.String()
		out.WriteString(src + "\n    " + printed + "\n")
		re, err := Parse(printed)
		if err != nil {
			t.Fatalf("re-parse of %q: %v", printed, err)
		}
		if !re.IsEqual(s) {
			t.Errorf("re-parse of %q differs", printed)
		}
		if re.String() != printed {
			t.Errorf("printing is not stable: %q then %q", printed, re.String())
		}
	}
	checkGolden(t, "parse_print.golden", out.String())
}

// hugeLiteral matches integer literals of 7 digits or more.
var hugeLiteral = regexp.MustCompile(`[0-9]{7}`)

func FuzzParse(f *testing.F) {
	for _, s := range parseSamples {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		s, err := Parse(src)
		if err != nil {
			if !strings.Contains(err.Error(), ":") {
				t.Fatalf("error without position: %v", err)
			}
			return
		}
		printed := s.String()
		re, err := Parse(printed)
		if err != nil {
			t.Fatalf("printed form %q of %q does not parse: %v", printed, src, err)
		}
		// Equality is checked on small inputs with small literals: with
		// huge coefficients the Omega test may need a number of
		// splinters of the order of the coefficients (see doc.go).
		if len(src) < 120 && !hugeLiteral.MatchString(src) && !re.IsEqual(s) {
			t.Fatalf("printed form %q of %q is not equal", printed, src)
		}
	})
}

func TestTupleExpressionNames(t *testing.T) {
	s, err := Parse("{ [i1, i1 + 1, i1_] : 0 <= i1 <= 2 and i1_ = 0 }")
	if err != nil {
		t.Fatal(err)
	}
	re, err := Parse(s.String())
	if err != nil || !re.IsEqual(s) {
		t.Fatalf("re-parse of %s: %v", s, err)
	}
	if !s.Contains(nil, []int64{1, 2, 0}) || s.Contains(nil, []int64{1, 1, 0}) {
		t.Errorf("wrong points in %s", s)
	}
}

// TestParseISLForms: forms isl prints (or reads) parse to the set they
// mean there.
func TestParseISLForms(t *testing.T) {
	for _, tc := range []struct{ isl, ours string }{
		{"{ [x] : 3floor(x/2) = x - 1 and 0 <= x <= 20 }", "{ [x] : 3*floor(x/2) = x - 1 and 0 <= x <= 20 }"},
		{"{ [x] : 3 floor((x)/2) >= x - 1 and 0 <= x <= 20 }", "{ [x] : 3*floor(x/2) >= x - 1 and 0 <= x <= 20 }"},
		{"{ [x] : (-1 + x) mod 3 = 0 and 0 <= x <= 1 }", "{ [1] }"},
		{"{ [x] : 2 <= x <= 3; [x = 0] }", "{ [x] : 0 <= x <= 3 and x != 1 }"},
		{"[n] -> { [i] -> [j = i] : 0 <= i < n }", "[n] -> { [i] -> [i] : 0 <= i < n }"},
		{"{ [x, y = floor((x)/2)] : 0 <= x <= 3 }", "{ [x, y] : 0 <= x <= 3 and 2y <= x <= 2y + 1 }"},
		{"{ [x] : exists (e0: x = 2e0) or exists (e1: x = 3e1 + 1) }", "{ [x] : x mod 2 = 0 or x mod 3 = 1 }"},
		{"{ [x] : (exists (e0: x = 2e0 and (exists (e1: e0 = 3e1)))) or x = 5 }", "{ [x] : x mod 6 = 0 or x = 5 }"},
		{"[p] -> { [] : exists (e0: e0 <= 6 and e0 < p and 32769e0 >= -1 + p and 3*floor((-p + e0)/3) < -p + e0) }",
			"[p] -> { [] : exists (e0: e0 <= 6 and e0 < p and 32769e0 >= -1 + p and (-p + e0) mod 3 > 0) }"},
		{"{  }", "{ [] : false }"},
	} {
		a, err := Parse(tc.isl)
		if err != nil {
			t.Errorf("%s: %v", tc.isl, err)
			continue
		}
		if b := MustParse(tc.ours); !a.IsEqual(b) {
			t.Errorf("%s parses as %s, want %s", tc.isl, a, b)
		}
	}
}
