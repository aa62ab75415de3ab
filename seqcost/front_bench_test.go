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
		f := buildFront(b, file, src)
		sh := shapeOf(f.seq) // as AnalyzeBSP: one shape for W, H and S
		for _, r := range Resources {
			if _, err := equationsIn(f.seq, sh, r.Res, Options{}); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// front is every result of the stages before the equations, each kept
// so that BenchmarkFrontStages can run one stage on the others' results.
type front struct {
	prog, inst, seq *frontend.Program
	ar              *align.Result
	hr              *hrelation.Result
	facts           *nondet.Facts
}

// buildFront runs parse, align, hrelation, nondet's facts and
// instrumentation and the clone and re-check of the sequential program,
// as AnalyzeBSP does.
func buildFront(b testing.TB, file string, src []byte) front {
	var f front
	var err error
	if f.prog, err = frontend.Parse(file, src); err != nil {
		b.Fatal(err)
	}
	f.ar = align.Analyze(f.prog)
	if f.hr, err = hrelation.AnalyzeWords(f.prog, f.ar); err != nil {
		b.Fatal(err)
	}
	f.facts = nondet.AnalyzeFacts(f.prog, f.ar)
	if f.inst, err = nondet.InstrumentFacts(f.prog, f.ar, f.hr, f.facts); err != nil {
		b.Fatal(err)
	}
	f.seq = frontend.Clone(f.inst)
	if err := frontend.Check(f.seq); err != nil {
		b.Fatal(err)
	}
	return f
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
		f := buildFront(b, row.File, src)
		prog, ar, hr, facts, inst, seq := f.prog, f.ar, f.hr, f.facts, f.inst, f.seq
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
