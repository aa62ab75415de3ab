package main

import (
	"context"
	"fmt"
	"os"
	"runtime"
	"strings"
	"testing"
	"time"

	"bspcost/align"
	"bspcost/driver"
	"bspcost/frontend"
	"bspcost/hrelation"
	"bspcost/nondet"
	"bspcost/seqcost"
)

// scaledProgram generates an ordinary program of about lines lines: blocks
// of declarations, a loop with arithmetic, a pid-dependent put, a sync and
// a condition on received data, with fresh names per block (the analyses'
// tables grow with variables and syncs, which is what the benchmark
// measures). The shape does not depend on any analysis.
func scaledProgram(lines int) []byte {
	var b strings.Builder
	b.WriteString("program scaled(N)\n  var b := 0\n  var a[N]\n")
	n := 3
	for i := 0; n < lines-1; i++ {
		fmt.Fprintf(&b, `  var x%[1]d := %[1]d
  var y%[1]d
  for j%[1]d := 0 to N - 1 do
    x%[1]d := x%[1]d + j%[1]d * 2 - a[j%[1]d %% N]
    if pid == %[2]d then
      put((pid + 1) %% nprocs, x%[1]d, y%[1]d)
    end
  end
  sync
  if y%[1]d > 3 then
    b := b + 1
  end
`, i, i%7)
		n += 12
	}
	b.WriteString("end\n")
	return []byte(b.String())
}

// replicatedProgram is scaledProgram with the put outside the
// pid-dependent if and outside the loop (10-line blocks): every superstep's
// h-relation is then unconditional, and check bounds W, H and S.
func replicatedProgram(lines int) []byte {
	var b strings.Builder
	b.WriteString("program scaled(N)\n  var b := 0\n  var a[N]\n")
	n := 3
	for i := 0; n < lines-1; i++ {
		fmt.Fprintf(&b, `  var x%[1]d := %[1]d
  var y%[1]d
  for j%[1]d := 0 to N - 1 do
    x%[1]d := x%[1]d + j%[1]d * 2 - a[j%[1]d %% N]
  end
  put((pid + 1) %% nprocs, x%[1]d, y%[1]d)
  sync
  if y%[1]d > 3 then
    b := b + 1
  end
`, i)
		n += 10
	}
	b.WriteString("end\n")
	return []byte(b.String())
}

// reverseChain is a loop whose body passes a pid-dependent value down a
// chain of n assignments written in reverse order (x0 := x1; …; xn :=
// pid): align's fixpoint needs n + 1 passes over the body, and a sync
// under `if x0 > 0` is unaligned once the value arrives.
func reverseChain(n int) string {
	var b strings.Builder
	b.WriteString("program rchain(N)\n")
	for i := 0; i <= n; i++ {
		fmt.Fprintf(&b, "  var x%d := 0\n", i)
	}
	b.WriteString("  var i := 0\n  while i < N do\n    if x0 > 0 then\n      sync\n    end\n")
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "    x%d := x%d\n", i, i+1)
	}
	fmt.Fprintf(&b, "    x%d := pid\n    i := i + 1\n  end\nend\n", n)
	return b.String()
}

// BenchmarkReverseChain measures align on reverseChain programs, whose
// fixpoint needs a pass per variable (docs/benchmarks.md):
//
//	go test -run XXX -bench ReverseChain -benchtime 3x -benchmem ./cmd/bspcost
func BenchmarkReverseChain(b *testing.B) {
	for _, n := range []int{1_000, 3_000, 10_000} {
		src := []byte(reverseChain(n))
		b.Run(fmt.Sprintf("vars=%d", n), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				prog, err := frontend.Parse("rchain.bsp", src)
				if err != nil {
					b.Fatal(err)
				}
				if align.Analyze(prog).Aligned {
					b.Fatal("the reverse chain is unaligned")
				}
			}
		})
	}
}

// BenchmarkScaling parses, parses and checks (align), and runs the cost
// stages up to the equations on generated programs of growing size;
// docs/benchmarks.md has the table:
//
//	go test -run XXX -bench Scaling -benchtime 3x -benchmem ./cmd/bspcost
//
// The 100,000-line program runs only with BSPCOST_SCALE_LARGE=1 set.
func BenchmarkScaling(b *testing.B) {
	sizes := []int{1_000, 2_000, 5_000, 10_000}
	if os.Getenv("BSPCOST_SCALE_LARGE") != "" {
		sizes = append(sizes, 100_000)
	}
	for _, lines := range sizes {
		src := scaledProgram(lines)
		b.Run(fmt.Sprintf("lines=%d/parse", lines), func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			for i := 0; i < b.N; i++ {
				if _, err := frontend.Parse("scaled.bsp", src); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(fmt.Sprintf("lines=%d/check", lines), func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			for i := 0; i < b.N; i++ {
				prog, err := frontend.Parse("scaled.bsp", src)
				if err != nil {
					b.Fatal(err)
				}
				align.Analyze(prog)
			}
		})
		// The cost stages up to the equations (no solver): what check
		// runs after align, but solver.Solve.
		b.Run(fmt.Sprintf("lines=%d/equations", lines), func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			for i := 0; i < b.N; i++ {
				prog, err := frontend.Parse("scaled.bsp", src)
				if err != nil {
					b.Fatal(err)
				}
				ar := align.Analyze(prog)
				hr, err := hrelation.Analyze(prog, ar)
				if err != nil {
					b.Fatal(err)
				}
				seq, err := nondet.Instrument(prog, ar, hr)
				if err != nil {
					b.Fatal(err)
				}
				if err := frontend.Check(seq); err != nil {
					b.Fatal(err)
				}
				for _, r := range seqcost.Resources {
					if _, err := seqcost.Equations(seq, r.Res, seqcost.Options{}); err != nil {
						b.Fatal(err)
					}
				}
			}
		})
	}
}

// BenchmarkAnalyze runs the whole analysis (driver.Config.Analyze, as
// check --timeout 10s does) on both generated shapes, and reports the
// operations the analysis charged to its budget (ops) and whether it
// ended bounded (bounded = 1) or at a limit; docs/benchmarks.md has the
// table:
//
//	go test -run XXX -bench Analyze -benchtime 1x -benchmem ./cmd/bspcost
//
// The 100,000-line programs run only with BSPCOST_SCALE_LARGE=1 set.
func BenchmarkAnalyze(b *testing.B) {
	sizes := []int{1_000, 10_000}
	if os.Getenv("BSPCOST_SCALE_LARGE") != "" {
		sizes = append(sizes, 100_000)
	}
	for _, lines := range sizes {
		for _, shape := range []struct {
			name string
			gen  func(int) []byte
		}{{"replicated", replicatedProgram}, {"scaled", scaledProgram}} {
			src := shape.gen(lines)
			b.Run(fmt.Sprintf("lines=%d/%s", lines, shape.name), func(b *testing.B) {
				b.SetBytes(int64(len(src)))
				var rep *driver.Report
				for i := 0; i < b.N; i++ {
					var err error
					cfg := driver.Config{Timeout: 10 * time.Second}
					if rep, err = cfg.Analyze(context.Background(), driver.Input{Name: shape.name + ".bsp", Src: src}); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(rep.Operations), "ops")
				bounded := 0.0
				if rep.Status == driver.StatusBounded {
					bounded = 1
				}
				b.ReportMetric(bounded, "bounded")
			})
		}
	}
}

// TestScaledProgram keeps the generators honest: the programs parse and
// have about the requested number of lines. With BSPCOST_SCALE_WRITE=dir
// it writes them for whole-process measurements (docs/benchmarks.md).
func TestScaledProgram(t *testing.T) {
	src := scaledProgram(1000)
	if _, err := frontend.Parse("scaled.bsp", src); err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(src), "\n"); n < 990 || n > 1010 {
		t.Errorf("%d lines, want about 1000", n)
	}
	if _, err := frontend.Parse("replicated.bsp", replicatedProgram(1000)); err != nil {
		t.Fatal(err)
	}
	if os.Getenv("BSPCOST_SCALE_WRITE") != "" {
		for _, n := range []int{1_000, 2_000, 5_000, 10_000, 30_000, 100_000} {
			os.WriteFile(fmt.Sprintf("%s/scaled%d.bsp", os.Getenv("BSPCOST_SCALE_WRITE"), n), scaledProgram(n), 0o644)
			os.WriteFile(fmt.Sprintf("%s/replicated%d.bsp", os.Getenv("BSPCOST_SCALE_WRITE"), n), replicatedProgram(n), 0o644)
		}
	}
}

// TestStagesLinear: the stages after alignment allocate in proportion to
// the program's size on both generated shapes. Each stage's allocation
// (bytes, which the collector does not change) at 8,000 lines is at most
// 4.6 times that at 2,000 lines: it is 3.9 to 4.3 times, and an
// allocation per pair of supersteps (a projection of every put's
// destination at each sync, a set of the variables in scope per sync, a
// path's prefix copied at each if) makes it 4.8 to 10 times.
func TestStagesLinear(t *testing.T) {
	if testing.Short() {
		t.Skip("analyses 20,000 lines")
	}
	alloc := func(f func()) uint64 {
		var m0, m1 runtime.MemStats
		runtime.ReadMemStats(&m0)
		f()
		runtime.ReadMemStats(&m1)
		return m1.TotalAlloc - m0.TotalAlloc
	}
	type sizes map[string]uint64
	measure := func(src []byte) sizes {
		prog, err := frontend.Parse("gen.bsp", src)
		if err != nil {
			t.Fatal(err)
		}
		ar := align.Analyze(prog)
		out := sizes{}
		var hr *hrelation.Result
		out["hrelation"] = alloc(func() { hr, err = hrelation.AnalyzeWords(prog, ar) })
		if err != nil {
			t.Fatal(err)
		}
		var facts *nondet.Facts
		out["nondet facts"] = alloc(func() { facts = nondet.AnalyzeFacts(prog, ar) })
		seq, err := nondet.InstrumentFacts(prog, ar, hr, facts)
		if err != nil {
			t.Fatal(err)
		}
		seq = frontend.Clone(seq)
		if err := frontend.Check(seq); err != nil {
			t.Fatal(err)
		}
		for _, r := range seqcost.Resources {
			out["equations "+r.Name] = alloc(func() {
				if _, err := seqcost.Equations(seq, r.Res, seqcost.Options{}); err != nil {
					t.Fatal(err)
				}
			})
		}
		return out
	}
	for _, shape := range []struct {
		name string
		gen  func(int) []byte
	}{{"replicated", replicatedProgram}, {"scaled", scaledProgram}} {
		small, large := measure(shape.gen(2_000)), measure(shape.gen(8_000))
		for stage, s := range small {
			if l := large[stage]; float64(l) > 4.6*float64(s) {
				t.Errorf("%s, %s: %d bytes at 2,000 lines, %d at 8,000 (%.1f times)", shape.name, stage, s, l, float64(l)/float64(s))
			}
		}
	}
}
