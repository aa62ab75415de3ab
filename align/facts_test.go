package align

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/frontend"
	"bspcost/frontend/intsem"
)

// find returns the nodes of type T in prog, in source order.
func find[T frontend.Node](prog *frontend.Program) []T {
	var out []T
	frontend.Inspect(prog.Body, func(n frontend.Node) bool {
		if x, ok := n.(T); ok {
			out = append(out, x)
		}
		return true
	})
	return out
}

func names(os []*frontend.Object) []string {
	var out []string
	for _, o := range os {
		out = append(out, o.Name)
	}
	return out
}

// TestValueFacts: the intervals and constants the analysis exports, per
// expression and per variable at puts, gets and syncs.
func TestValueFacts(t *testing.T) {
	prog := parse(t, "v.bsp", `program v(N)
  var a := 3
  var b := a * 2 - 10
  var c := (-7) % 3
  var d := (-7) / 2
  var x := pid
  if pid == 0 then
    a := 3
  end
  for i := 2 to 5 do
    put(0, x, x)
    x := i
  end
  sync
  var k := 0
  while k < N do
    k := k + 1
  end
  get(0, k, k)
end`)
	r := Analyze(prog)
	decls := find[*frontend.VarDecl](prog)
	want := map[string]intsem.Interval{
		"a": intsem.Point(3), "b": intsem.Point(-4), "c": intsem.Point(-1), "d": intsem.Point(-3),
		"x": {Lo: 0, Hi: intsem.MaxInt},
	}
	for _, d := range decls {
		if w, ok := want[d.Name.Name]; ok {
			if got := r.Interval(d.Init); got != w {
				t.Errorf("Interval(%s) = %v, want %v", frontend.ExprString(d.Init), got, w)
			}
		}
	}
	obj := map[string]*frontend.Object{}
	for _, o := range prog.Objects {
		obj[o.Name] = o
	}
	comms := find[*frontend.CommStmt](prog)
	put, get := comms[0], comms[1]
	sync := find[*frontend.SyncStmt](prog)[0]
	type fact struct {
		Iv      intsem.Interval
		Rep, OK bool
	}
	at := func(s frontend.Stmt, name string) fact {
		iv, rep, ok := r.ValueAt(s, obj[name])
		return fact{iv, rep, ok}
	}
	checks := []struct {
		s    frontend.Stmt
		name string
		want fact
	}{
		// a is 3 on every path, although assigned under pid control.
		{put, "a", fact{intsem.Point(3), true, true}},
		{put, "i", fact{intsem.Interval{Lo: 2, Hi: 5}, true, true}},
		// x holds pid or a counter value: unknown, not replicated.
		{put, "x", fact{intsem.Interval{Lo: 0, Hi: intsem.MaxInt}, false, true}},
		// After the sync the put has landed in x: a value put (x at the
		// put) or its own (rule transfer-values).
		{sync, "x", fact{intsem.Interval{Lo: 0, Hi: intsem.MaxInt}, false, true}},
		{sync, "c", fact{intsem.Point(-1), true, true}},
		// k counts up to N: widened to [0, +inf), replicated.
		{get, "k", fact{intsem.Interval{Lo: 0, Hi: intsem.MaxInt}, true, true}},
		{get, "i", fact{intsem.Top, false, false}}, // out of scope
	}
	for _, c := range checks {
		if diff := cmp.Diff(c.want, at(c.s, c.name)); diff != "" {
			t.Errorf("ValueAt(%T at %s, %s) (-want +got):\n%s", c.s, c.s.Pos(), c.name, diff)
		}
	}
	if _, _, ok := r.ValueAt(decls[0], obj["a"]); ok {
		t.Errorf("ValueAt of a declaration: ok")
	}
}

// TestForGuardsAndTrips: a for loop's guard is a constraint on its counter,
// a block loop has a replicated trip count, and its counter is not listed
// as varying after a sync in its body (havocking it would change the trip
// count), while a counter from a pid-dependent trip count is not at issue
// (such a loop cannot hold an aligned sync).
func TestForGuardsAndTrips(t *testing.T) {
	prog := parse(t, "f.bsp", `program f(N)
  var b := N / p
  var y := 0
  for j := pid * b to pid * b + b - 1 step 2 do
    y := j
    sync
    put(0, y, y)
  end
  for i := 0 to pid do
    skip
  end
end`)
	r := Analyze(prog)
	if !r.Aligned {
		t.Fatalf("rejected:\n%s", r.FormatAll("f.bsp"))
	}
	fors := find[*frontend.ForStmt](prog)
	if !r.ReplicatedTrips(fors[0]) || r.ReplicatedTrips(fors[1]) {
		t.Errorf("ReplicatedTrips = %v, %v; want true, false", r.ReplicatedTrips(fors[0]), r.ReplicatedTrips(fors[1]))
	}
	sync := find[*frontend.SyncStmt](prog)[0]
	if got := names(r.VaryingAt(sync)); !cmp.Equal(got, []string{"y"}) {
		t.Errorf("VaryingAt = %v, want [y] (not the counter j)", got)
	}
	c := r.Comm(find[*frontend.CommStmt](prog)[0])
	if len(c.Guards) != 1 {
		t.Fatalf("guards: %+v", c.Guards)
	}
	g := c.Guards[0]
	if g.Kind != GuardFor || g.Var != fors[0].Var || g.Lo != fors[0].Lo || g.Hi != fors[0].Hi || g.Step != fors[0].Step {
		t.Errorf("for guard: %+v", g)
	}
	if got, want := frontend.ExprString(g.Cond), "pid * b <= j && j <= pid * b + b - 1"; got != want {
		t.Errorf("for guard Cond = %q, want %q", got, want)
	}
	if g.Replicated || !g.Stable {
		t.Errorf("for guard: Replicated %v (bounds depend on pid), Stable %v", g.Replicated, g.Stable)
	}
}

// TestStablePerStatement: a while guard is stable at a statement when
// nothing between the head and the statement writes what it reads, even if
// the body writes it later; an assignment before the statement, or an
// inner loop that writes it, makes it unstable there.
func TestStablePerStatement(t *testing.T) {
	prog := parse(t, "s.bsp", `program s(N)
  var i := 1
  var z := 0
  while i < N do
    put(0, z, z)
    for q := 0 to 1 do
      put(1, z, z)
      i := i + 0
    end
    i := i * 2
    put(2, z, z)
  end
end`)
	r := Analyze(prog)
	var got []bool
	for _, s := range find[*frontend.CommStmt](prog) {
		got = append(got, r.Comm(s).Guards[0].Stable)
	}
	if want := []bool{true, false, false}; !cmp.Equal(got, want) {
		t.Errorf("stability of `i < N` at the puts = %v, want %v", got, want)
	}
}
