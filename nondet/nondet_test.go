package nondet

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/frontend/gen"
	"bspcost/hrelation"
	"bspcost/internal/golden"
)

func instrument(t testing.TB, file string) string {
	prog, err := frontend.ParseFile(file)
	if err != nil {
		t.Fatal(err)
	}
	ar := align.Analyze(prog)
	hr, err := hrelation.Analyze(prog, ar)
	if err != nil {
		t.Fatal(err)
	}
	out, err := Instrument(prog, ar, hr)
	if err != nil {
		t.Fatal(err)
	}
	return frontend.Print(out)
}

// TestGolden: the instrumented textbook programs (go test ./nondet -update
// rewrites testdata/*.golden); each parses and checks back, and printing
// the parsed program gives the same text.
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("../benchmarks/textbook/*.bsp")
	more, _ := filepath.Glob("../hrelation/testdata/sound/*.bsp")
	own, _ := filepath.Glob("testdata/*.bsp")
	more = append(more, own...)
	if len(files) == 0 {
		t.Fatal("no textbook programs")
	}
	for _, f := range append(files, more...) {
		name := strings.TrimSuffix(filepath.Base(f), ".bsp")
		t.Run(name, func(t *testing.T) {
			text := instrument(t, f)
			back, err := frontend.Parse(name+".seq.bsp", []byte(text))
			if err != nil {
				t.Fatalf("does not parse back: %v\n%s", err, text)
			}
			if again := frontend.Print(back); again != text {
				t.Fatalf("printing the parsed program differs:\n%s\n---\n%s", text, again)
			}
			if !strings.Contains(f, "hrelation") {
				golden.Check(t, filepath.Join("testdata", name+".golden"), text)
			}
		})
	}
}

// BenchmarkInstrument: align, hrelation and the instrumentation per
// textbook program.
func BenchmarkInstrument(b *testing.B) {
	files, _ := filepath.Glob("../benchmarks/textbook/*.bsp")
	for _, f := range files {
		prog, err := frontend.ParseFile(f)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(strings.TrimSuffix(filepath.Base(f), ".bsp"), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				ar := align.Analyze(prog)
				hr, err := hrelation.Analyze(prog, ar)
				if err != nil {
					b.Fatal(err)
				}
				if _, err := Instrument(prog, ar, hr); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestParseBack: the instrumented programs of the align corpus and of
// generated programs parse back and print identically (the printer and
// the parser agree on every construct nondet writes).
func TestParseBack(t *testing.T) {
	files, _ := filepath.Glob("../align/testdata/aligned/*.bsp")
	srcs := map[string]string{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		srcs[f] = string(b)
	}
	n := 12
	if testing.Short() {
		n = 5
	}
	for seed := int64(0); seed < int64(n); seed++ {
		g := gen.Generate(seed, gen.Options{MaxDepth: 2, MaxStmts: 3})
		srcs[fmt.Sprintf("gen-%d", seed)] = g.Source
	}
	for name, src := range srcs {
		prog, ar := alignedProgram(t, name, src)
		if ar == nil {
			continue
		}
		out, err := Instrument(prog, ar, mustHrelation(t, prog, ar))
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		text := frontend.Print(out)
		back, err := frontend.Parse(name, []byte(text))
		if err != nil {
			t.Errorf("%s: does not parse back: %v\n%s", name, err, text)
			continue
		}
		if again := frontend.Print(back); again != text {
			t.Errorf("%s: printing the parsed program differs", name)
		}
	}
}
