package polyhedra

import "testing"

// Representative inputs: the interaction set, a 3-D loop nest,
// a strided set (splinters / divs), and a non-unit-coefficient polytope
// whose emptiness needs dark shadows.
var (
	benchInteraction = "[p, i] -> { [s, t] : 0 <= s < p and t = s - i and s >= i }"
	benchLoop3       = "[N] -> { [i, j, k] : 0 <= i < N and 0 <= j <= i and 0 <= k <= j }"
	benchStrided     = "[N] -> { [i, j] : 0 <= i < N and 0 <= j < N and (i + 2j) mod 3 = 0 }"
	benchDark        = "{ [x, y] : 27 <= 11x + 13y <= 45 and -10 <= 7x - 9y <= 4 }"
)

func benchParse(b *testing.B, src string) *Set {
	s, err := Parse(src)
	if err != nil {
		b.Fatal(err)
	}
	return s
}

func BenchmarkIsEmptyInteraction(b *testing.B) {
	s := benchParse(b, benchInteraction)
	for b.Loop() {
		s.IsEmpty()
	}
}

func BenchmarkIsEmptyDarkShadow(b *testing.B) {
	s := benchParse(b, benchDark)
	for b.Loop() {
		s.IsEmpty()
	}
}

func BenchmarkProjectInteraction(b *testing.B) {
	s := benchParse(b, benchInteraction)
	for b.Loop() {
		must(b)(s.ProjectOut("s"))
	}
}

func BenchmarkProjectDarkShadow(b *testing.B) {
	s := benchParse(b, benchDark)
	for b.Loop() {
		must(b)(s.ProjectOut("y"))
	}
}

func BenchmarkCountInteraction(b *testing.B) {
	s := benchParse(b, benchInteraction)
	for b.Loop() {
		if _, err := s.Count(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCountLoop3(b *testing.B) {
	s := benchParse(b, benchLoop3)
	for b.Loop() {
		if _, err := s.Count(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkCountStrided(b *testing.B) {
	s := benchParse(b, benchStrided)
	for b.Loop() {
		if _, err := s.Count(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkFibresInteraction(b *testing.B) {
	s := must(b)(benchParse(b, benchInteraction).AsMap(1))
	for b.Loop() {
		if _, err := s.Fibres(); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkParseInteraction(b *testing.B) {
	for b.Loop() {
		if _, err := Parse(benchInteraction); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCoalesce merges a box minus three overlapping boxes, which
// Subtract leaves in many parts.
func BenchmarkCoalesce(b *testing.B) {
	box := benchParse(b, "{ [x, y] : 0 <= x <= 9 and 0 <= y <= 9 }")
	s := box.Subtract(benchParse(b, "{ [x, y] : 1 <= x <= 4 and 2 <= y <= 6 }")).
		Subtract(benchParse(b, "{ [x, y] : 3 <= x <= 7 and 5 <= y <= 8 }")).
		Subtract(benchParse(b, "{ [x, y] : 6 <= x <= 8 and 0 <= y <= 3 }"))
	b.Logf("%d parts before, %d after", len(s.parts), len(s.Coalesce().parts))
	for b.Loop() {
		s.Coalesce()
	}
}

// randomBenchSets are 200 random sets of the property tests (1-4
// variables, 0-2 parameters, strides, exists, not): the per-operation
// overhead on small inputs, which is what the isl comparison's median
// measures.
func randomBenchSets(b *testing.B) []*Set {
	var out []*Set
	for _, ta := range randomBenchTexts() {
		s, err := Parse(ta)
		if err != nil {
			b.Fatal(err)
		}
		out = append(out, s)
	}
	return out
}

// randomBenchTexts are the texts of randomBenchSets.
func randomBenchTexts() []string {
	r := newRand(77)
	var out []string
	for len(out) < 200 {
		c := randCase(r)
		ta, _ := randSet(r, c)
		out = append(out, ta)
	}
	return out
}

func BenchmarkIsEmptyRandom(b *testing.B) {
	sets := randomBenchSets(b)
	for b.Loop() {
		for _, s := range sets {
			s.IsEmpty()
		}
	}
}

func BenchmarkProjectRandom(b *testing.B) {
	sets := randomBenchSets(b)
	for b.Loop() {
		for _, s := range sets {
			must(b)(s.ProjectOut(s.space.Out[len(s.space.Out)-1]))
		}
	}
}

// BenchmarkProjectRandomCold is BenchmarkProjectRandom as isl's
// comparison calls it: every set freshly parsed (parse not timed) and
// projected once, so no call finds the memory of an earlier call on
// the same input in the caches. ns/op is for the 200 projections.
func BenchmarkProjectRandomCold(b *testing.B) {
	texts := randomBenchTexts()
	sets := make([]*Set, len(texts))
	for b.Loop() {
		b.StopTimer()
		for i, ta := range texts {
			sets[i] = must(b)(Parse(ta))
		}
		b.StartTimer()
		for _, s := range sets {
			must(b)(s.ProjectOut(s.space.Out[len(s.space.Out)-1]))
		}
	}
}

func BenchmarkLexMinSetRandom(b *testing.B) {
	sets := randomBenchSets(b)[:40]
	for b.Loop() {
		for _, s := range sets {
			s.LexMinSet()
		}
	}
}

// benchHrel are the sets hrelation counts for the textbook compress (the
// words each process sends and receives in its two supersteps; scan_block
// counts the first two): small sets with unit equalities, whose counting
// overhead (not the sums) was hrelation's time.
var benchHrel = []string{
	"[nprocs, s] -> { [j, k0, w, t] : j = 0 and w = 0 and k0 = t and s >= 0 and nprocs >= s + 1 and t >= 0 and nprocs >= t + 1 and k0 >= s + 1 and nprocs >= k0 + 1 }",
	"[nprocs, t] -> { [s, j, k0, w] : j = 0 and w = 0 and t = k0 and s >= 0 and nprocs >= s + 1 and t >= 0 and nprocs >= t + 1 and k0 >= s + 1 and nprocs >= k0 + 1 }",
	"[nprocs, b, s] -> { [j, k0, w, t] : j = 0 and w = 0 and t = 0 and s >= 0 and nprocs >= s + 1 and t >= 0 and nprocs >= t + 1 and k0 >= 0 and b >= k0 + 1 }",
	"[nprocs, b, t] -> { [s, j, k0, w] : j = 0 and w = 0 and s >= 0 and nprocs >= s + 1 and t >= 0 and nprocs >= t + 1 and k0 >= 0 and b >= k0 + 1 }",
}

// BenchmarkCountHrel counts benchHrel, the four sets in one op:
//
//	go test -run XXX -bench CountHrel -benchmem ./polyhedra
func BenchmarkCountHrel(b *testing.B) {
	var sets []*Set
	for _, src := range benchHrel {
		sets = append(sets, benchParse(b, src))
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, s := range sets {
			if _, err := s.Count(); err != nil {
				b.Fatal(err)
			}
		}
	}
}
