package nondet

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/frontend/gen"
	"bspcost/hrelation"
)

// havocsOf instruments src and lists its havocs "x := any" of source
// variables, in order (pid's and those of nondet's fresh variables, whose
// names end in a number, left out).
func havocsOf(t *testing.T, src string) []string {
	t.Helper()
	prog, err := frontend.Parse("live.bsp", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	ar := align.Analyze(prog)
	if !ar.Aligned {
		t.Fatalf("not aligned:\n%s", ar.FormatAll("live.bsp"))
	}
	hr, err := hrelation.Analyze(prog, ar)
	if err != nil {
		t.Fatal(err)
	}
	out, err := Instrument(prog, ar, hr)
	if err != nil {
		t.Fatal(err)
	}
	text := frontend.Print(out)
	if _, err := frontend.Parse("seq.bsp", []byte(text)); err != nil {
		t.Fatalf("does not parse back: %v\n%s", err, text)
	}
	var got []string
	for _, m := range regexp.MustCompile(`(?m)^\s*([a-z_]+) := any$`).FindAllStringSubmatch(text, -1) {
		if m[1] != "pid" {
			got = append(got, m[1])
		}
	}
	return got
}

// TestDeadHavocs: a barrier havocs a varying scalar only when it may be
// read after the barrier (live.go). Each case lists the havocs kept; with
// the pass switched off (noPrune, the mutation check) every varying
// scalar in scope is havocked and the cases marked pruned fail.
func TestDeadHavocs(t *testing.T) {
	tests := []struct {
		name   string
		src    string
		want   []string
		pruned bool // the pass removes a havoc here
	}{
		{"dead after the sync", `program a
  var x := pid
  {x * r} skip
  sync
end
`, nil, true},
		{"read after the sync", `program a
  var x := pid
  sync
  {x * r} skip
end
`, []string{"x"}, false},
		{"assigned before read", `program a
  var x := pid
  sync
  x := 3
  {x * r} skip
end
`, nil, true},
		{"read on one branch", `program a(N)
  var x := pid
  sync
  if N > 2 then
    {x * r} skip
  end
end
`, []string{"x"}, false},
		{"read at the next iteration", `program a(N)
  var x := pid
  for k := 1 to N do
    {x * r} skip
    sync
  end
end
`, []string{"x"}, false},
		{"read after the loop, through break", `program a(N)
  var x := pid
  for k := 1 to N do
    sync
    if N > 3 then
      break
    end
  end
  {x * r} skip
end
`, []string{"x"}, false},
		{"dead in the loop", `program a(N)
  for k := 1 to N do
    var y := pid
    {y * r} skip
    sync
  end
end
`, nil, true},
		// The loop is rewritten (its counter differs between processes)
		// and its body cloned: the markers survive the clone.
		{"in a rewritten loop", `program a(N) requires N >= 1
  var y := pid % 3
  var x := 0
  x := pid % 3
  for j := x to x + N do
    {y * r} skip
    sync
  end
end
`, []string{"y"}, true},
		{"one superstep's variables each", `program a
  var x := pid
  {x * r} skip
  sync
  var y := pid + 1
  {y * r} skip
  sync
  var z := pid + 2
  {z * r} skip
  {x * r} skip
  sync
end
`, []string{"x"}, true},
	}
	for _, mutated := range []bool{false, true} {
		noPrune = mutated
		for _, tc := range tests {
			got := havocsOf(t, tc.src)
			sort.Strings(got)
			want := append([]string(nil), tc.want...)
			sort.Strings(want)
			diff := cmp.Diff(want, got)
			switch {
			case !mutated && diff != "":
				t.Errorf("%s: havocs (-want +got):\n%s", tc.name, diff)
			case mutated && tc.pruned && diff == "":
				t.Errorf("%s: the same havocs with the pass switched off: the case does not test it", tc.name)
			}
		}
	}
	noPrune = false
}

// TestHavockedMatchesVaryingAt: the pass asks align one variable at a time
// (frontend.Scopes, align.Result.ScalarAt) what VaryingAt lists at once; on
// every aligned test program and 300 generated ones the two agree at every
// sync, for every scalar of the program.
func TestHavockedMatchesVaryingAt(t *testing.T) {
	files, _ := filepath.Glob("../benchmarks/textbook/*.bsp")
	more, _ := filepath.Glob("../align/testdata/aligned/*.bsp")
	own, _ := filepath.Glob("testdata/*.bsp")
	files = append(append(files, more...), own...)
	if len(files) < 10 {
		t.Fatalf("only %d programs", len(files))
	}
	srcs := map[string][]byte{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		srcs[f] = b
	}
	for seed := int64(1); seed <= 300; seed++ {
		srcs[fmt.Sprintf("gen%d", seed)] = []byte(gen.Generate(seed, gen.Options{MaxDepth: 3, MaxStmts: 4}).Source)
	}
	syncs := 0
	for f, src := range srcs {
		prog, err := frontend.Parse(f, src)
		if err != nil {
			continue
		}
		ar := align.Analyze(prog)
		if !ar.Aligned {
			continue
		}
		in := &instr{prog: prog, ar: ar}
		p := &pruner{in: in, scope: frontend.NewScopes(prog.Info, prog.Body)}
		for _, s := range ar.Syncs {
			syncs++
			g := &havocGroup{pos: s.Sync, sync: s}
			want := map[*frontend.Object]bool{}
			for _, v := range ar.VaryingAt(s) {
				if v.Kind == frontend.VarObj {
					want[v] = true
				}
			}
			for _, o := range prog.Objects {
				if got := p.havocked(g, o); got != want[o] {
					t.Errorf("%s: sync at %s: %s: havocked %v, VaryingAt %v", f, s.Sync, o.Name, got, want[o])
				}
			}
		}
	}
	if syncs < 20 {
		t.Errorf("only %d syncs compared", syncs)
	}
}
