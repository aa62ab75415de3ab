package polyhedra

import (
	"math/big"
	"math/rand"
	"slices"
	"strings"
	"testing"
)

// unionSamples are parsed with ParseUnion, printed and compared with a
// golden file; the printed text must re-parse to an equal union set.
var unionSamples = []string{
	"[n] -> { A[i] : 0 <= i < n; B[i, j] : 0 <= i, j < n }",
	"[n] -> { S[i] -> T[j] : 0 <= i < n and j = i + 1; U[k] -> T[j] : 0 <= k < n and j = 2k }",
	"{ B[x] : x >= 0; A[x, y] : x = y; B[x] : x < -5; [x] : x = 1; A[x] -> B[y] : x = y }",
	"{ A[i] : 0 <= i <= 3 and not (i mod 2 = 0); A[i] : i = 10 }",
	"[n] -> { A[i] : false; B[i] : 0 <= i < n }",
	"[n, m] -> {  }",
	"{ [x] : 0 <= x <= 4 }",
	"{ A[i] -> [j] : j = i; A[i] : i = 0 }",
	"[n] -> { : n >= 2; A[i] : i = n }",
	"{ S[i, i + 1] : 0 <= i <= 3; T[x] : exists (e : x = 3e) and 0 <= x <= 9 }",
}

func TestParseUnionPrintGolden(t *testing.T) {
	var out strings.Builder
	for _, src := range unionSamples {
		u, err := ParseUnion(src)
		if err != nil {
			t.Fatalf("ParseUnion(%q): %v", src, err)
		}
		printed := u.String()
		out.WriteString(src + "\n    " + printed + "\n")
		re, err := ParseUnion(printed)
		if err != nil {
			t.Fatalf("re-parse of %q: %v", printed, err)
		}
		if !re.IsEqual(u) {
			t.Errorf("re-parse of %q differs", printed)
		}
		if re.String() != printed {
			t.Errorf("printing is not stable: %q then %q", printed, re.String())
		}
		// Single-space input reads as Parse reads it.
		if s, err := Parse(src); err == nil {
			var want []*Set
			if len(s.parts) > 0 {
				want = []*Set{s}
			}
			if got := u.Sets(); len(got) != len(want) || (len(got) == 1 && !got[0].IsEqual(s)) {
				t.Errorf("ParseUnion(%q) = %s, Parse gives %s", src, u, s)
			}
		}
	}
	checkGolden(t, "union_print.golden", out.String())
}

func TestParseUnionErrors(t *testing.T) {
	for _, tc := range []struct{ src, want string }{
		{"{ A[i] : i >= 0; B[i] : }", "1:25: unexpected \"}\""},
		{"{ A[i] : i >= 0; B[i] : j = 0 }", "1:25: unknown identifier \"j\""},
		{"[n] -> { A[i] : i < n } junk", "1:25: expected \"eof\", found \"junk\""},
	} {
		_, err := ParseUnion(tc.src)
		if err == nil || err.Error() != tc.want {
			t.Errorf("ParseUnion(%q) error %v, want %q", tc.src, err, tc.want)
		}
	}
}

func TestUnionParams(t *testing.T) {
	a, err := ParseUnion("[n] -> { A[i] : 0 <= i < n }")
	if err != nil {
		t.Fatal(err)
	}
	b, err := ParseUnion("[m] -> { B[n] : 0 <= n < m; A[i] : i = m }")
	if err != nil {
		t.Fatal(err)
	}
	u := a.Union(b)
	// B's variable n is renamed: it would clash with the parameter n.
	const want = "[n, m] -> { A[i] : i >= 0 and n >= i + 1; A[i] : m = i; B[n_] : n_ >= 0 and m >= n_ + 1 }"
	if got := u.String(); got != want {
		t.Errorf("union printed %s, want %s", got, want)
	}
	re, err := ParseUnion(u.String())
	if err != nil || !re.IsEqual(u) {
		t.Fatalf("re-parse of %s: %v", u, err)
	}
	sets := u.Sets()
	if !sets[0].Contains([]int64{3, 1}, []int64{1}) || !sets[0].Contains([]int64{0, 1}, []int64{1}) || sets[0].Contains([]int64{0, 2}, []int64{1}) {
		t.Errorf("A part %s has wrong points", sets[0])
	}
	if !sets[1].Contains([]int64{0, 2}, []int64{1}) || sets[1].Contains([]int64{5, 1}, []int64{1}) {
		t.Errorf("B part %s has wrong points", sets[1])
	}
	if got := u.Intersect(a); !got.IsEqual(a) || !slices.Equal(got.Params(), []string{"n", "m"}) {
		t.Errorf("intersection %s, want %s over [n, m]", got, a)
	}
	if got := u.Subtract(a); !got.IsEqual(b.Subtract(a)) || got.IsEqual(b) {
		t.Errorf("difference %s", got)
	}
}

// unionSpaces are the spaces of the random union sets: tuple text and
// number of variables.
var unionSpaces = []struct {
	tuple string
	nd    int
}{{"A[x]", 1}, {"B[x, y]", 2}, {"S[x] -> T[y]", 2}, {"[x]", 1}}

type unionCase struct {
	text   string
	member map[string]oracle // by space key; absent spaces are empty
	cases  map[string]genCase
}

func randUnion(r *rand.Rand, c genCase) unionCase {
	uc := unionCase{member: map[string]oracle{}, cases: map[string]genCase{}}
	var pieces []string
	pre := ""
	for _, sp := range unionSpaces {
		if r.Intn(3) == 0 {
			continue
		}
		sc := c
		sc.dims = []string{"x", "y"}[:sp.nd]
		sc.box = []int64{0, 5, 4}[sp.nd]
		text, o := randSetN(r, sc, 2, 4)
		p, f := notFormula(text, sc)
		pre = p
		for _, piece := range strings.Split(f, " or ") {
			pieces = append(pieces, sp.tuple+" : "+piece)
		}
		key := spaceKey(mustParse(sp.tuple).space)
		uc.member[key], uc.cases[key] = o, sc
	}
	r.Shuffle(len(pieces), func(i, j int) { pieces[i], pieces[j] = pieces[j], pieces[i] })
	if pre == "" && len(c.params) > 0 {
		pre = "[" + strings.Join(c.params, ", ") + "] -> "
	}
	uc.text = pre + "{ " + strings.Join(pieces, "; ") + " }"
	return uc
}

// mustParse parses a bare tuple such as "S[x] -> T[y]" as a set.
func mustParse(tuple string) *Set { return MustParse("{ " + tuple + " }") }

func TestPropertyUnionOps(t *testing.T) {
	r := newRand(23)
	for n := 0; n < propCases/10; n++ {
		c := randCase(r)
		ca, cb := randUnion(r, c), randUnion(r, c)
		a, err := ParseUnion(ca.text)
		if err != nil {
			t.Fatalf("case %d: %v", n, err)
		}
		b, err := ParseUnion(cb.text)
		if err != nil {
			t.Fatalf("case %d: %v", n, err)
		}
		re, err := ParseUnion(a.String())
		if err != nil {
			t.Fatalf("case %d: re-parse of %s: %v", n, a, err)
		}
		inter, uni, diff := a.Intersect(b), a.Union(b), a.Subtract(b)
		anyA, subset, equal := false, true, true
		for _, sp := range unionSpaces {
			key := spaceKey(mustParse(sp.tuple).space)
			sc := c
			sc.dims = []string{"x", "y"}[:sp.nd]
			sc.box = []int64{0, 5, 4}[sp.nd]
			in := func(m map[string]oracle, pv, x []int64) bool {
				o := m[key]
				return o != nil && o(sc.env(pv, x))
			}
			has := func(u *UnionSet, pv, x []int64) bool {
				s := u.part(key)
				return s != nil && s.Contains(pv, x)
			}
			for _, pv := range c.pvals {
				points(sp.nd, sc.box, func(x []int64) {
					ia, ib := in(ca.member, pv, x), in(cb.member, pv, x)
					anyA = anyA || ia
					subset = subset && (!ia || ib)
					equal = equal && ia == ib
					check := func(what string, got, want bool) {
						if got != want {
							t.Fatalf("case %d %s in %s at params %v point %v: got %v want %v\nA = %s\n  = %s\nB = %s\n  = %s", n, what, key, pv, x, got, want, ca.text, a, cb.text, b)
						}
					}
					check("A", has(a, pv, x), ia)
					check("reparsed A", has(re, pv, x), ia)
					check("A∩B", has(inter, pv, x), ia && ib)
					check("A∪B", has(uni, pv, x), ia || ib)
					check("A\\B", has(diff, pv, x), ia && !ib)
				})
			}
		}
		if len(c.params) == 0 {
			if a.IsEmpty() == anyA {
				t.Fatalf("case %d IsEmpty=%v, brute force found points=%v\nA = %s", n, a.IsEmpty(), anyA, ca.text)
			}
			if a.IsSubset(b) != subset || a.IsEqual(b) != equal || !a.IsEqual(re) {
				t.Fatalf("case %d IsSubset=%v want %v, IsEqual=%v want %v\nA = %s\nB = %s", n, a.IsSubset(b), subset, a.IsEqual(b), equal, ca.text, cb.text)
			}
		}
		if n%4 == 0 {
			counts, err := a.Count()
			if err != nil {
				t.Fatalf("case %d Count: %v\nA = %s", n, err, a)
			}
			for i, s := range a.Sets() {
				key := spaceKey(s.space)
				sc := ca.cases[key]
				for _, pv := range c.pvals {
					var want int64
					points(len(sc.dims), sc.box, func(x []int64) {
						if ca.member[key](sc.env(pv, x)) {
							want++
						}
					})
					got := counts[i].Eval(pv)
					if cmp := got.Cmp(big.NewRat(want, 1)); cmp < 0 || (counts[i].Exact && cmp != 0) {
						t.Fatalf("case %d Count of %s at %v = %s (exact %v), brute force %d\nA = %s", n, key, pv, got, counts[i].Exact, want, a)
					}
				}
			}
		}
	}
}

func FuzzParseUnion(f *testing.F) {
	for _, s := range append(slices.Clone(unionSamples), parseSamples...) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		u, err := ParseUnion(src)
		if err != nil {
			if !strings.Contains(err.Error(), ":") {
				t.Fatalf("error without position: %v", err)
			}
			if _, err2 := Parse(src); err2 == nil {
				t.Fatalf("Parse accepts %q, ParseUnion says %v", src, err)
			}
			return
		}
		printed := u.String()
		re, err := ParseUnion(printed)
		if err != nil {
			t.Fatalf("printed form %q of %q does not parse: %v", printed, src, err)
		}
		// As in FuzzParse: equality only for small literals (see there).
		if len(src) < 120 && !hugeLiteral.MatchString(src) && !re.IsEqual(u) {
			t.Fatalf("printed form %q of %q is not equal", printed, src)
		}
	})
}
