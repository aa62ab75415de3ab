package align

import (
	"bspcost/internal/golden"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/frontend"
)

func parseFile(t *testing.T, path string) *frontend.Program {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return parse(t, filepath.Base(path), string(src))
}

func parse(t *testing.T, name, src string) *frontend.Program {
	t.Helper()
	prog, err := frontend.Parse(name, []byte(src))
	if err != nil {
		t.Fatalf("parse %s: %v", name, err)
	}
	return prog
}

func glob(t *testing.T, pattern string) []string {
	t.Helper()
	files, err := filepath.Glob(pattern)
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// TestTextbook: every textbook program is aligned (they are written as the
// seed's programs are, with aligned barriers).
func TestTextbook(t *testing.T) {
	files := glob(t, "../benchmarks/textbook/*.bsp")
	if len(files) == 0 {
		t.Fatal("no textbook programs found")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			r := Analyze(parseFile(t, f))
			if !r.Aligned {
				t.Errorf("rejected:\n%s", r.FormatAll(filepath.Base(f)))
			}
		})
	}
}

func TestAlignedCorpus(t *testing.T) {
	files := glob(t, "testdata/aligned/*.bsp")
	if len(files) < 25 {
		t.Errorf("only %d aligned programs, want at least 25", len(files))
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			r := Analyze(parseFile(t, f))
			if !r.Aligned || len(r.Diagnostics) > 0 {
				t.Errorf("rejected:\n%s", r.FormatAll(filepath.Base(f)))
			}
		})
	}
}

// TestUnalignedCorpus compares the diagnostics of each unaligned program
// with the golden file beside it (name.golden); go test -update rewrites
// them.
func TestUnalignedCorpus(t *testing.T) {
	files := glob(t, "testdata/unaligned/*.bsp")
	if len(files) < 25 {
		t.Errorf("only %d unaligned programs, want at least 25", len(files))
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			r := Analyze(parseFile(t, f))
			if r.Aligned {
				t.Errorf("accepted an unaligned program")
			}
			got := r.FormatAll(filepath.Base(f))
			goldenFile := strings.TrimSuffix(f, ".bsp") + ".golden"
			golden.Check(t, goldenFile, got)
		})
	}
}

// TestContractGuard: a collective whose contract needs its arguments the
// same on every process, called with one that depends on pid (a critical
// section in turns), is reported at the call, naming the collective and
// the argument; one called with replicated arguments is aligned.
func TestContractGuard(t *testing.T) {
	const src = `contract turn(k, n) collective supersteps(2) h(p) replicated(n, k)
program contract_guard(N)
  var s := 2 * pid
  turn(s + 1, N)
  turn(N, N)
end
`
	prog, err := frontend.Parse("contract_guard.bsp", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	got := Analyze(prog).FormatAll("contract_guard.bsp")
	want := `contract_guard.bsp:4:3: error: turn is not textually aligned (a collective: its call ends the superstep, as a sync does)
    contract_guard.bsp:4:15: note: turn's cost contract holds only when its argument k is the same on every process, and here it is ` + "`s + 1`" + `, which depends on s
    contract_guard.bsp:3:3: note: s depends on pid (declared at 3:3)
`
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("diagnostics (-want +got):\n%s", diff)
	}
}

// dump renders the facts the later stages consume, in source order: every
// condition with R (replicated) or D (pid-dependent), every put/get with its
// control, guards and sections, then the sections.
func dump(r *Result) string {
	var b strings.Builder
	rd := func(ok bool) string {
		if ok {
			return "R"
		}
		return "D"
	}
	bodyCtl := func(b *frontend.Block) string {
		if len(b.Stmts) == 0 {
			return "empty"
		}
		return rd(r.ReplicatedControl(b.Stmts[0]))
	}
	frontend.Inspect(r.Program.Body, func(n frontend.Node) bool {
		switch s := n.(type) {
		case *frontend.IfStmt:
			fmt.Fprintf(&b, "%s if %s: %s\n", s.Pos(), frontend.ExprString(s.Cond), rd(r.Replicated(s.Cond)))
		case *frontend.WhileStmt:
			fmt.Fprintf(&b, "%s while %s: %s, body %s\n", s.Pos(), frontend.ExprString(s.Cond), rd(r.Replicated(s.Cond)), bodyCtl(s.Body))
		case *frontend.ForStmt:
			fmt.Fprintf(&b, "%s for %s: %s, body %s\n", s.Pos(), s.Var.Name, rd(r.Replicated(s.Var)), bodyCtl(s.Body))
		case *frontend.SyncStmt:
			var vs []string
			for _, o := range r.VaryingAt(s) {
				vs = append(vs, o.Name)
			}
			fmt.Fprintf(&b, "%s sync: varying [%s]\n", s.Pos(), strings.Join(vs, " "))
		case *frontend.CommStmt:
			c := r.Comm(s)
			if c == nil {
				fmt.Fprintf(&b, "%s %s: unreachable\n", s.Pos(), s.Kind)
				return true
			}
			var gs []string
			for _, g := range c.Guards {
				st := ""
				if !g.Stable {
					st = ":unstable"
				}
				switch {
				case g.Kind == GuardFor:
					gs = append(gs, "for "+g.Var.Name+" ["+frontend.ExprString(g.Cond)+"]:"+rd(g.Replicated)+st)
				case g.Negated:
					gs = append(gs, "!("+frontend.ExprString(g.Cond)+"):"+rd(g.Replicated)+st)
				default:
					gs = append(gs, frontend.ExprString(g.Cond)+":"+rd(g.Replicated)+st)
				}
			}
			fmt.Fprintf(&b, "%s %s to %s: control %s, proc %s, guards [%s], sections %v\n", s.Pos(), s.Kind,
				frontend.ExprString(s.Proc), rd(c.ReplicatedControl), rd(r.Replicated(s.Proc)), strings.Join(gs, ", "), c.Sections)
		}
		return true
	})
	for i, s := range r.Sections {
		var cl, cm []string
		for _, c := range s.Close {
			cl = append(cl, c.String())
		}
		for _, c := range s.Comms {
			cm = append(cm, c.Stmt.Pos().String())
		}
		fmt.Fprintf(&b, "section %d: %s -> [%s] comms [%s]\n", i, s.Open, strings.Join(cl, ", "), strings.Join(cm, ", "))
	}
	return b.String()
}

func TestFacts(t *testing.T) {
	tests := []struct {
		name, src, want string
	}{
		{
			name: "scan",
			src: `program scan
  var x
  var xin
  var i := 1
  while i < nprocs do
    if pid >= i then
      get(pid - i, x, xin)
    end
    sync
    if pid >= i then
      {1 * r} x := x + xin
    end
    i := i * 2
  end
end`,
			want: `5:3 while i < nprocs: R, body R
6:5 if pid >= i: D
7:7 get to pid - i: control D, proc D, guards [i < nprocs:R, pid >= i:D], sections [0 1]
9:5 sync: varying [x xin]
10:5 if pid >= i: D
section 0: start -> [sync at 9:5, end] comms [7:7]
section 1: sync at 9:5 -> [sync at 9:5, end] comms [7:7]
`,
		},
		{
			name: "replicated put in a loop",
			src: `program bc(N)
  var x[N]
  for q := 0 to nprocs - 1 do
    if q != pid then
      put(q, x[0:N], x[0:N])
    else
      skip
    end
  end
  sync
  put(0, x[0], x[1])
end`,
			want: `3:3 for q: R, body R
4:5 if q != pid: D
5:7 put to q: control D, proc R, guards [for q [0 <= q && q <= nprocs - 1]:R, q != pid:D], sections [0]
10:3 sync: varying [x]
11:3 put to 0: control R, proc R, guards [], sections [1]
section 0: start -> [sync at 10:3] comms [5:7]
section 1: sync at 10:3 -> [end] comms [11:3]
`,
		},
		{
			name: "replicated again and a continue",
			src: `program c(N)
  var x := pid
  var i := 0
  while i < N do
    i := i + 1
    if x > 0 then
      skip
    end
    x := i
    if x > 1 then
      sync
    end
    if pid == 0 then
      continue
    end
    put(0, x, x)
  end
end`,
			want: `4:3 while i < N: R, body R
6:5 if x > 0: D
10:5 if x > 1: R
11:7 sync: varying [x]
13:5 if pid == 0: D
16:5 put to 0: control D, proc R, guards [i < N:R:unstable], sections [0 1]
section 0: start -> [sync at 11:7, end] comms [16:5]
section 1: sync at 11:7 -> [sync at 11:7, end] comms [16:5]
`,
		},
		{
			name: "stable guards",
			src: `program s(N)
  var y := N
  if y > 0 then
    sync
    put(0, y, y)
  end
  if y > 1 then
    put(1, y, y)
  end
  for i := 0 to y do
    y := 2
    put(2, y, y)
  end
end`,
			// The puts land at the final barrier: y stays replicated.
			want: `3:3 if y > 0: R
4:5 sync: varying []
5:5 put to 0: control R, proc R, guards [y > 0:R:unstable], sections [1]
7:3 if y > 1: R
8:5 put to 1: control R, proc R, guards [y > 1:R], sections [0 1]
10:3 for i: R, body R
12:5 put to 2: control R, proc R, guards [for i [0 <= i && i <= y]:R:unstable], sections [0 1]
section 0: start -> [sync at 4:5, end] comms [8:5, 12:5]
section 1: sync at 4:5 -> [end] comms [5:5, 8:5, 12:5]
`,
		},
		{
			name: "break leaves the bound pid-dependent; the counter from 0 is replicated",
			src: `program b(N)
  var k := 0
  while k < N do
    if pid == k then
      break
    end
    k := k + 1
  end
  if k > 0 then
    skip
  end
  for i := 0 to k do
    skip
  end
end`,
			want: `3:3 while k < N: D, body D
4:5 if pid == k: D
9:3 if k > 0: D
12:3 for i: R, body D
section 0: start -> [end] comms []
`,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Analyze(parse(t, "test.bsp", tt.src))
			if diff := cmp.Diff(tt.want, dump(r)); diff != "" {
				t.Errorf("facts differ (-want +got):\n%s", diff)
			}
		})
	}
}

// TestDeepNesting: nested loops whose bodies reset what the inner loops
// change used to need 2^depth passes; reusing the head states of earlier
// visits makes each visit of a loop take a bounded number of passes. The
// test counts fixpoint passes (not time): with reuse the total grows as
// depth² (about depth²/2: every loop is visited once per pass of each
// enclosing loop), without it exponentially.
func TestDeepNesting(t *testing.T) {
	deep := func(depth int) *frontend.Program {
		var b strings.Builder
		b.WriteString("program deep(N)\n  var x := 0\n")
		for i := 0; i < depth; i++ {
			fmt.Fprintf(&b, "  var z%d := 0\n", i)
		}
		for i := 0; i < depth; i++ {
			fmt.Fprintf(&b, "for i%d := 1 to N do\nx := 0\nz%d := z%d + 1\n", i, i, i)
		}
		b.WriteString("x := x + 1\nsync\nif x > pid then\nsync\nend\n")
		for i := 0; i < depth; i++ {
			b.WriteString("end\n")
		}
		b.WriteString("end\n")
		return parse(t, "deep.bsp", b.String())
	}
	for _, depth := range []int{10, 20, 40} {
		r := Analyze(deep(depth))
		if len(r.Diagnostics) != 1 {
			t.Errorf("depth %d: got %d diagnostics, want 1:\n%s", depth, len(r.Diagnostics), r.FormatAll("deep.bsp"))
		}
		if max := 6 * depth * depth; r.passes > max {
			t.Errorf("depth %d: %d loop passes, want at most %d", depth, r.passes, max)
		}
		t.Logf("depth %d: %d passes", depth, r.passes)
	}
	// Without reuse the count explodes: the counter measures what it should.
	if r := analyze(deep(10), options{noHeadReuse: true}); r.passes < 1000 {
		t.Errorf("depth 10 without head reuse: only %d passes", r.passes)
	} else {
		t.Logf("depth 10 without reuse: %d passes", r.passes)
	}
}

// TestExplain: the notes that the later stages can attach to their own
// diagnostics, for expressions and statements.
func TestExplain(t *testing.T) {
	prog := parse(t, "e.bsp", `program e(N)
  var x := pid * 2
  var y := N
  if x > 1 then
    put(0, y, y)
  elif y > 2 then
    get(1, y, y)
  else
    skip
  end
end`)
	r := Analyze(prog)
	ifs := prog.Body.Stmts[2].(*frontend.IfStmt)
	elif := ifs.Else.Stmts[0].(*frontend.IfStmt)
	put := ifs.Then.Stmts[0].(*frontend.CommStmt)
	get := elif.Then.Stmts[0].(*frontend.CommStmt)

	if r.Replicated(ifs.Cond) || !r.Replicated(elif.Cond) || !r.Replicated(put.Proc) {
		t.Errorf("replicated: if %v elif %v put target %v", r.Replicated(ifs.Cond), r.Replicated(elif.Cond), r.Replicated(put.Proc))
	}
	want := []frontend.Note{
		{Pos: frontend.Pos{Line: 4, Col: 6}, End: frontend.Pos{Line: 4, Col: 11}, Msg: "`x > 1` depends on x"},
		{Pos: frontend.Pos{Line: 2, Col: 3}, End: frontend.Pos{Line: 2, Col: 19}, Msg: "x depends on pid (declared at 2:3)"},
	}
	if diff := cmp.Diff(want, r.Explain(ifs.Cond)); diff != "" {
		t.Errorf("Explain (-want +got):\n%s", diff)
	}
	if r.Explain(elif.Cond) != nil {
		t.Errorf("Explain of a replicated condition: %v", r.Explain(elif.Cond))
	}
	if r.ReplicatedControl(put) || r.ReplicatedControl(get) || !r.ReplicatedControl(ifs) {
		t.Errorf("control: put %v get %v if %v", r.ReplicatedControl(put), r.ReplicatedControl(get), r.ReplicatedControl(ifs))
	}
	wantCtl := []frontend.Note{
		{Pos: frontend.Pos{Line: 4, Col: 6}, End: frontend.Pos{Line: 4, Col: 11}, Msg: "the branch condition `x > 1` depends on x"},
		{Pos: frontend.Pos{Line: 2, Col: 3}, End: frontend.Pos{Line: 2, Col: 19}, Msg: "x depends on pid (declared at 2:3)"},
	}
	if diff := cmp.Diff(wantCtl, r.ExplainControl(get)); diff != "" {
		t.Errorf("ExplainControl (-want +got):\n%s", diff)
	}
	// The get runs where the first condition is false and the second true.
	g := r.Comm(get).Guards
	if len(g) != 2 || g[0].Cond != ifs.Cond || !g[0].Negated || g[0].Replicated || g[1].Cond != elif.Cond || g[1].Negated || !g[1].Replicated {
		t.Errorf("guards of the get: %+v", g)
	}
	if len(r.Sections) != 1 || len(r.Sections[0].Comms) != 2 || r.Sections[0].Close[0].Kind != EndBarrier {
		t.Errorf("sections: %+v", r.Sections)
	}
}

// TestTripCount: a for loop whose bounds depend on pid runs under
// replicated control when hi - lo cancels the pid-dependent parts.
func TestTripCount(t *testing.T) {
	tests := []struct {
		lo, hi string
		want   bool
	}{
		{"pid * b", "(pid + 1) * b - 1", true},
		{"pid", "pid + N", true},
		{"pid", "2 * pid", false},
		{"x % 3", "x % 3 + b", true},
		{"x % 3", "x % 4 + b", false},
		{"any", "any + 1", false},
		{"pid * pid", "(pid + 1) * (pid - 1) + 1", true},
		{"a[pid]", "a[pid] + 2", true},
		{"min(pid, 3)", "N + min(pid, 3)", true},
		{"0", "pid", false},
		{"-pid", "b - pid", true},
	}
	for _, tt := range tests {
		src := fmt.Sprintf("program t(N)\n  var b := N / p\n  var x := pid\n  var a[4]\n  for j := %s to %s do\n    skip\n  end\nend\n", tt.lo, tt.hi)
		prog := parse(t, "t.bsp", src)
		r := Analyze(prog)
		body := prog.Body.Stmts[3].(*frontend.ForStmt).Body.Stmts[0]
		if got := r.ReplicatedControl(body); got != tt.want {
			t.Errorf("for j := %s to %s: replicated control %v, want %v", tt.lo, tt.hi, got, tt.want)
		}
	}
}
