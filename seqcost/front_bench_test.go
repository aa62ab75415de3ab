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
		sh := shapeOf(seq) // as AnalyzeBSP: one shape for W, H and S
		for _, r := range Resources {
			if _, err := equationsIn(seq, sh, r.Res, Options{}); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkFrontStages measures each stage of BenchmarkFront alone, per
// textbook program, on the previous stages' results (made once): parse,
// align, nondet's facts and instrumentation, the clone and re-check of
// the sequential program, and the equations of W, H and S. Its bytes per
// op say which stage allocates what (docs/benchmarks.md):
//
//	go test -run XXX -bench FrontStages -benchmem ./seqcost
func BenchmarkFrontStages(b *testing.B) {
	rows, err := benchmarks.LoadExpected()
	if err != nil {
		b.Fatal(err)
	}
	for _, row := range rows {
		src, err := benchmarks.Textbook.ReadFile("textbook/" + row.File)
		if err != nil {
			b.Fatal(err)
		}
		prog, err := frontend.Parse(row.File, src)
		if err != nil {
			b.Fatal(err)
		}
		ar := align.Analyze(prog)
		hr, err := hrelation.AnalyzeWords(prog, ar)
		if err != nil {
			b.Fatal(err)
		}
		facts := nondet.AnalyzeFacts(prog, ar)
		inst, err := nondet.InstrumentFacts(prog, ar, hr, facts)
		if err != nil {
			b.Fatal(err)
		}
		seq := frontend.Clone(inst)
		if err := frontend.Check(seq); err != nil {
			b.Fatal(err)
		}
		stages := []struct {
			name string
			run  func()
		}{
			{"parse", func() { _, _ = frontend.Parse(row.File, src) }},
			{"align", func() { align.Analyze(prog) }},
			{"facts", func() { nondet.AnalyzeFacts(prog, ar) }},
			{"instrument", func() { _, _ = nondet.InstrumentFacts(prog, ar, hr, facts) }},
			{"clone+check", func() { _ = frontend.Check(frontend.Clone(inst)) }},
			{"equations", func() {
				sh := shapeOf(seq)
				for _, r := range Resources {
					_, _ = equationsIn(seq, sh, r.Res, Options{})
				}
			}},
		}
		for _, st := range stages {
			b.Run(row.File+"/"+st.name, func(b *testing.B) {
				b.ReportAllocs()
				for i := 0; i < b.N; i++ {
					st.run()
				}
			})
		}
	}
}
