package benchmarks

import (
	"testing"
	"time"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/internal/cputime"
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
	rows, err := LoadExpected()
	if err != nil {
		b.Fatal(err)
	}
	for _, row := range rows {
		src, err := Textbook.ReadFile("textbook/" + row.File)
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
				bb, err := seqcost.AnalyzeBSP(prog, ar, seqcost.Options{}, solver.Options{Deadline: time.Now().Add(20 * time.Second)})
				if err != nil {
					b.Fatal(err)
				}
				if bb.W.Expr == nil || bb.H.Expr == nil || bb.S.Expr == nil {
					b.Fatalf("%s: a resource has no bound", row.File)
				}
			}
			// The process's CPU time per run, garbage collection included:
			// the figure to compare on a shared machine.
			if cpu1, ok := cputime.Process(); ok && cpuOK {
				b.ReportMetric(float64(cpu1-cpu0)/float64(b.N)/1e6, "cpu-ms/op")
			}
		})
	}
}
