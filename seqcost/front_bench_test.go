package seqcost

import (
	"testing"

	"bspcost/align"
	"bspcost/benchmarks"
	"bspcost/frontend"
	"bspcost/hrelation"
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
	benchmarks.BenchTextbook(b, func(b *testing.B, file string, src []byte) {
		prog, err := frontend.Parse(file, src)
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
	})
}
