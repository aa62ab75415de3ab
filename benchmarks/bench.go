package benchmarks

import (
	"testing"

	"bspcost/internal/cputime"
)

// BenchTextbook runs one sub-benchmark per textbook program (in
// expected.json's order), calling run b.N times with the program's file
// name and source, and reports the process's CPU time per run beside the
// wall time: the figure to compare on a shared machine (garbage
// collection and any parallel stages included). The benchmarks of the
// whole pipeline (BenchmarkPipeline) and of its stages before the solver
// (seqcost's BenchmarkFront) share it, so their figures are measured the
// same way.
func BenchTextbook(b *testing.B, run func(b *testing.B, file string, src []byte)) {
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
				run(b, row.File, src)
			}
			if cpu1, ok := cputime.Process(); ok && cpuOK {
				b.ReportMetric(float64(cpu1-cpu0)/float64(b.N)/1e6, "cpu-ms/op")
			}
		})
	}
}
