package benchmarks

import (
	"testing"
	"time"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/seqcost"
	"bspcost/solver"
)

// BenchmarkPipeline measures what `bspcost check` computes per textbook
// program, in process: parse, align, then the cost stages (hrelation,
// nondet, seqcost and the solver, for W, H and S), with the process's CPU
// time per run (cpu-ms/op) beside the wall time. docs/benchmarks.md has
// the figures and the whole-process times:
//
//	go test -run XXX -bench Pipeline -benchmem ./benchmarks
func BenchmarkPipeline(b *testing.B) {
	BenchTextbook(b, func(b *testing.B, file string, src []byte) {
		prog, err := frontend.Parse(file, src)
		if err != nil {
			b.Fatal(err)
		}
		ar := align.Analyze(prog)
		bb, err := seqcost.AnalyzeBSP(prog, ar, seqcost.Options{}, solver.Options{Deadline: time.Now().Add(20 * time.Second)})
		if err != nil {
			b.Fatal(err)
		}
		if bb.W.Expr == nil || bb.H.Expr == nil || bb.S.Expr == nil {
			b.Fatalf("%s: a resource has no bound", file)
		}
	})
}
