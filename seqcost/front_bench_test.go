package seqcost

import (
	"testing"

	"bspcost/align"
	"bspcost/benchmarks"
	"bspcost/frontend"
	"bspcost/hrelation"
	"bspcost/internal/cputime"
	"bspcost/nondet"
)

// BenchmarkFront measures the stages of `bspcost check` before the
// solver, per textbook program: parse, align, hrelation, nondet, the
// re-check of the sequential program and the translation into the
// equations of W, H and S (what AnalyzeBSP does but solver.Solve).
// docs/benchmarks.md has the figures:
//
//	go test -run XXX -bench Front -benchmem ./seqcost
func BenchmarkFront(b *testing.B) {
	rows, err := benchmarks.LoadExpected()
	if err != nil {
		b.Fatal(err)
	}
	for _, row := range rows {
		src, err := benchmarks.Textbook.ReadFile("textbook/" + row.File)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(row.File, func(b *testing.B) {
			b.ReportAllocs()
			cpu0, cpuOK := cputime.Process()
			for i := 0; i < b.N; i++ {
				prog, err := frontend.Parse(row.File, src)
				if err != nil {
					b.Fatal(err)
				}
				ar := align.Analyze(prog)
				hr, err := hrelation.AnalyzeWords(prog, ar)
				if err != nil {
					b.Fatal(err)
				}
				seq, err := nondet.Instrument(prog, ar, hr)
				if err != nil {
					b.Fatal(err)
				}
				seq = frontend.Clone(seq)
				if err := frontend.Check(seq); err != nil {
					b.Fatal(err)
				}
				for _, r := range Resources {
					if _, err := Equations(seq, r.Res, Options{}); err != nil {
						b.Fatal(err)
					}
				}
			}
			if cpu1, ok := cputime.Process(); ok && cpuOK {
				b.ReportMetric(float64(cpu1-cpu0)/float64(b.N)/1e6, "cpu-ms/op")
			}
		})
	}
}
