package align

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"bspcost/frontend"
	"bspcost/frontend/gen"
)

// reverseChain is a loop whose body passes a pid-dependent value down a
// chain of n assignments written in reverse order (x0 := x1; …; xn :=
// pid), so that the fixpoint needs n passes; the condition on x0 makes the
// sync unaligned once the value arrives. variant changes the shape around
// the chain: declarations in the body, a for loop, a pid-dependent loop
// condition, cost annotations, a chain cut in two by an if, a
// reason that changes.
func reverseChain(n int, variant int) string {
	var b strings.Builder
	b.WriteString("program rchain(N)\n")
	for i := 0; i <= n; i++ {
		fmt.Fprintf(&b, "  var x%d := 0\n", i)
	}
	b.WriteString("  var i := 0\n")
	switch variant {
	case 1:
		b.WriteString("  for k := 1 to N do\n")
	case 2:
		b.WriteString("  while i < N + pid do\n")
	default:
		b.WriteString("  while i < N do\n")
	}
	if variant != 5 {
		b.WriteString("    if x0 > 0 then\n      sync\n    end\n")
	}
	for i := 0; i < n; i++ {
		switch {
		case variant == 5 && i == 0:
			// x0's reason changes from xn (pass 2) to x1 (pass n), and
			// the if after the chain reads it from the body's own state.
			fmt.Fprintf(&b, "    x0 := x1 + x%d\n", n)
		case variant == 0 && i%5 == 2:
			fmt.Fprintf(&b, "    var t%d := x%d + 1\n    x%d := t%d - 1\n", i, i+1, i, i)
		case variant == 3 && i%3 == 0:
			fmt.Fprintf(&b, "    {x%d * r} x%d := x%d\n", i+1, i, i+1)
		case variant == 4 && i == n/2:
			fmt.Fprintf(&b, "    if i > 2 then\n      x%d := x%d\n    end\n", i, i+1)
		default:
			fmt.Fprintf(&b, "    x%d := x%d\n", i, i+1)
		}
	}
	fmt.Fprintf(&b, "    x%d := pid\n    i := i + 1\n", n)
	if variant == 5 {
		b.WriteString("    if x0 > 0 then\n      sync\n    end\n")
	}
	b.WriteString("  end\nend\n")
	return b.String()
}

// factsDump is every fact of r that a later stage or a user can see: the
// diagnostics, the per-statement facts of dump, and the replicated flag
// and interval of every expression node.
func factsDump(r *Result, file string) string {
	var b strings.Builder
	b.WriteString(r.FormatAll(file))
	b.WriteString(dump(r))
	frontend.Inspect(r.Program.Body, func(n frontend.Node) bool {
		if e, ok := n.(frontend.Expr); ok {
			fmt.Fprintf(&b, "%s %s: %v %v\n", e.Pos(), frontend.ExprString(e), r.Replicated(e), r.Interval(e))
		}
		return true
	})
	return b.String()
}

// TestMemo: analysing again only the statements of a loop body whose
// inputs changed (memo.go) is an optimisation only; every fact, every
// diagnostic and the order of its notes must be those of the analysis
// that visits every statement at every pass.
func TestMemo(t *testing.T) {
	type prog struct{ name, src string }
	var progs []prog
	for n := 4; n <= 40; n += 9 {
		for v := 0; v < 6; v++ {
			progs = append(progs, prog{fmt.Sprintf("rchain n=%d variant %d", n, v), reverseChain(n, v)})
		}
	}
	for _, dir := range []string{"testdata/aligned", "testdata/unaligned", "../benchmarks/textbook"} {
		files, _ := filepath.Glob(dir + "/*.bsp")
		for _, f := range files {
			src, err := frontend.ReadSource(f)
			if err != nil {
				t.Fatal(err)
			}
			progs = append(progs, prog{f, string(src)})
		}
	}
	for seed := int64(0); seed < 300; seed++ {
		g := gen.Generate(seed, gen.Options{Unaligned: seed%2 == 1, MaxDepth: 4})
		progs = append(progs, prog{fmt.Sprintf("gen seed %d", seed), g.Source})
	}
	for _, fam := range gen.DeepFamilies {
		for seed := int64(0); seed < 30; seed++ {
			g := gen.Generate(seed, gen.Options{Family: fam})
			progs = append(progs, prog{fmt.Sprintf("gen %s seed %d", fam, seed), g.Source})
		}
	}
	for _, p := range progs {
		prog, err := frontend.Parse("p.bsp", []byte(p.src))
		if err != nil {
			t.Fatalf("%s: %v", p.name, err)
		}
		d1 := factsDump(Analyze(prog), "p.bsp")
		d2 := factsDump(analyze(prog, options{noMemo: true}), "p.bsp")
		if d1 != d2 {
			t.Fatalf("%s: facts differ with and without memo:\n%s\n---\n%s", p.name, d1, d2)
		}
	}
}
