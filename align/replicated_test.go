package align

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/frontend"
	"bspcost/frontend/intsem"
)

// landedFact is what the Result says of a scalar just after a sync.
type landedFact struct {
	Rep, Varying bool
	Iv           intsem.Interval
}

// TestBroadcasts: the destination of a transfer after the sync that
// delivers it (transfer.go): replicated for the broadcasts, listed by
// VaryingAt (nondet must havoc it: the sequential program does not know
// the value) whatever it is, and its interval.
func TestBroadcasts(t *testing.T) {
	nat := intsem.Interval{Lo: 0, Hi: intsem.MaxInt}
	cases := []struct {
		name, body string
		want       landedFact // of t after the first sync
	}{
		{"get from a fixed process", `
  var t := pid
  get(0, t, t)`, landedFact{true, true, nat}},
		{"get of an element at a replicated index", `
  var a[4]
  var t := 0
  get(nprocs - 1, a[N % 4], t)`, landedFact{true, true, intsem.Top}},
		{"get at a pid-dependent index", `
  var a[4]
  var t := 0
  get(0, a[pid % 4], t)`, landedFact{false, true, intsem.Top}},
		{"get of a source replicated at the sync", `
  var s := pid
  var t := pid
  get((pid + 1) % nprocs, s, t)
  s := 5`, landedFact{true, true, intsem.Point(5)}},
		{"get of a source that is not replicated at the sync", `
  var s := 5
  var t := 0
  get((pid + 1) % nprocs, s, t)
  s := pid`, landedFact{false, true, nat}},
		{"get under pid-dependent control", `
  var t := 0
  var n := N
  if pid > 0 then
    get(0, n, t)
  end`, landedFact{false, true, intsem.Top}},
		{"get on some paths, old value replicated", `
  var t := 7
  if N > 0 then
    get(0, t, t)
  end`, landedFact{true, true, intsem.Point(7)}},
		{"get on some paths, old value input data", `
  var t
  if N > 0 then
    get(0, t, t)
  end`, landedFact{false, true, intsem.Top}},
		{"a second transfer", `
  var t := 1
  var s := 2
  get(0, s, t)
  get(1 % nprocs, s, t)`, landedFact{false, true, intsem.Interval{Lo: 1, Hi: 2}}},
		{"get in a loop: transfers of several iterations", `
  var t := 0
  var n := N
  for i := 0 to nprocs - 1 do
    get(i, n, t)
  end`, landedFact{false, true, intsem.Top}},
		{"put to the next process", `
  var s := N
  var t := pid
  put((pid + 1) % nprocs, s, t)`, landedFact{true, true, intsem.Top}},
		{"put to the mirror process", `
  var s := 3
  var t := pid
  put(nprocs - 1 - pid, s, t)`, landedFact{true, true, intsem.Point(3)}},
		{"put to oneself", `
  var s := 3
  var t := pid
  var me := pid
  put(me, s, t)`, landedFact{true, true, intsem.Point(3)}},
		{"put to a process that is no bijection", `
  var s := 3
  var t := pid
  put(pid / 2, s, t)`, landedFact{false, true, nat}},
		{"put of a value that differs", `
  var s := pid
  var t := 0
  put((pid + 1) % nprocs, s, t)`, landedFact{false, true, nat}},
		{"root broadcast", `
  var t := pid
  if pid == 0 then
    t := N
    for q := 0 to nprocs - 1 do
      put(q, t, t)
    end
  end`, landedFact{true, true, intsem.Top}},
		{"root broadcast from the last process", `
  var t := pid
  var n := N
  if nprocs - 1 == pid then
    for q := 0 to nprocs - 1 do
      put(q, n, t)
    end
  end`, landedFact{true, true, intsem.Top}},
		{"root broadcast from a process that may not exist, old value replicated", `
  var t := 2
  var s := 3
  if pid == N then
    for q := 0 to nprocs - 1 do
      put(q, s, t)
    end
  end`, landedFact{true, true, intsem.Interval{Lo: 2, Hi: 3}}},
		{"root broadcast from a process that may not exist, old value differs", `
  var t := pid
  var s := 3
  if pid == N then
    for q := 0 to nprocs - 1 do
      put(q, s, t)
    end
  end`, landedFact{false, true, nat}},
		{"root broadcast with another put from the others", `
  var t := 0
  var n := N
  if pid == 0 then
    for q := 0 to nprocs - 1 do
      put(q, n, t)
    end
  else
    put(0, t, t)
  end`, landedFact{false, true, intsem.Top}},
		{"root loop writing its source", `
  var t := 0
  var s := 0
  if pid == 0 then
    for q := 0 to nprocs - 1 do
      put(q, s, t)
      s := s + 1
    end
  end`, landedFact{false, true, intsem.Interval{Lo: 0, Hi: intsem.MaxInt}}},
		{"root after a continue", `
  var t := 0
  var n := N
  for k := 1 to 2 do
    if pid == 0 then
      if N > k then
        continue
      end
      for q := 0 to nprocs - 1 do
        put(q, n, t)
      end
    end
    sync
  end`, landedFact{false, true, intsem.Top}},
		{"the same value put everywhere", `
  var s := 0
  var t := 0
  if pid > 1 then
    put(0, s, t)
  end`, landedFact{true, true, intsem.Point(0)}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			prog := parse(t, "b.bsp", "program b(N)"+c.body+"\n  sync\nend\n")
			r := Analyze(prog)
			var o *frontend.Object
			for _, x := range prog.Objects {
				if x.Name == "t" {
					o = x
				}
			}
			sync := find[*frontend.SyncStmt](prog)[0]
			iv, rep, ok := r.ValueAt(sync, o)
			if !ok {
				t.Fatal("no facts at the sync")
			}
			_, varying, _ := r.ScalarAt(sync, o)
			got := landedFact{Rep: rep, Varying: varying, Iv: iv}
			if diff := cmp.Diff(c.want, got); diff != "" {
				t.Errorf("t after the sync (-want +got):\n%s", diff)
			}
			if listed := names(r.VaryingAt(sync)); !contains(listed, "t") {
				t.Errorf("VaryingAt = %v, want t listed (it landed)", listed)
			}
		})
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// TestBroadcastNotVaryingLater: a broadcast value is havocked at the sync
// it lands at only; at the next sync, with no transfer into it, it is
// neither varying nor havocked again.
func TestBroadcastNotVaryingLater(t *testing.T) {
	prog := parse(t, "l.bsp", `program l(N)
  var n := pid
  get(0, n, n)
  sync
  {n * r} skip
  sync
end`)
	r := Analyze(prog)
	syncs := find[*frontend.SyncStmt](prog)
	got := [][]string{names(r.VaryingAt(syncs[0])), names(r.VaryingAt(syncs[1]))}
	want := [][]string{{"n"}, nil}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("VaryingAt of the two syncs (-want +got):\n%s", diff)
	}
}

// TestForms: replicated values that arithmetic proves (forms.go): the
// initial value of each declared variable whose name starts with r must
// be replicated, of those starting with d must not; want gives intervals.
func TestForms(t *testing.T) {
	cases := []struct {
		name, body string
		want       map[string]intsem.Interval // intervals of some inits
	}{
		{"pid cancels", `
  var r1 := pid - pid
  var x := pid
  var r2 := x - pid
  var r3 := pid * 2 - pid - x
  var d1 := pid * 2 - x`, map[string]intsem.Interval{"r1": intsem.Point(0), "r2": intsem.Point(0), "r3": intsem.Point(0)}},
		{"block bounds", `
  var b := N / nprocs
  var lo := pid * b
  var hi := lo + b
  var r1 := hi - lo
  var d1 := hi + lo`, nil},
		{"operations keep their operands' forms", `
  var r1 := min(pid, N) - min(N, pid)
  var r2 := (pid + 1) % nprocs - (1 + pid) % nprocs
  var r3 := max(pid / 2, N) - max(N, pid / 2)
  var d1 := pid % 2 - pid / 2`, map[string]intsem.Interval{"r1": intsem.Point(0), "r2": intsem.Point(0)}},
		{"equal forms on both branches", `
  var x
  if pid == 0 then
    x := N * 2
  else
    x := N + N
  end
  var r1 := x`, nil},
		{"a form on one side of the join only", `
  var x := pid
  if pid == 0 then
    x := 5
  end
  var d1 := x - pid`, nil},
		{"a form is replaced at the next assignment", `
  var x := pid
  x := x + 1
  var r1 := x - pid
  x := any
  var d1 := x - pid`, map[string]intsem.Interval{"r1": intsem.Point(1)}},
		{"loop counters are atoms of the current iteration", `
  for i := 0 to N do
    var r1 := i + pid - pid
    var r2 := i - i
  end
  for j := pid to N do
    var d1 := j - pid
    var r3 := j - j
  end`, nil},
		{"a form around a loop", `
  var x := pid + N
  var k := 0
  while k < N do
    x := x + 0
    k := k + 1
  end
  var r1 := x - pid
  var y := pid
  while k > 0 do
    y := y + 1
    k := k - 1
  end
  var d1 := y - pid`, nil},
		{"input data and any have no form", `
  var x
  var d1 := x + pid - pid
  var r1 := x - x
  var d2 := any - any`, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			prog := parse(t, "f.bsp", "program f(N)"+c.body+"\nend\n")
			r := Analyze(prog)
			got, want := map[string]bool{}, map[string]bool{}
			ivs := map[string]intsem.Interval{}
			for _, d := range find[*frontend.VarDecl](prog) {
				n := d.Name.Name
				if d.Init == nil || n[0] != 'r' && n[0] != 'd' {
					continue
				}
				got[n] = r.Replicated(d.Init)
				want[n] = n[0] == 'r'
				if _, ok := c.want[n]; ok {
					ivs[n] = r.Interval(d.Init)
				}
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("replicated initial values (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(c.want, ivs, cmpEmpty); diff != "" {
				t.Errorf("intervals (-want +got):\n%s", diff)
			}
		})
	}
}

var cmpEmpty = cmp.FilterValues(func(x, y map[string]intsem.Interval) bool { return len(x) == 0 && len(y) == 0 }, cmp.Ignore())

// TestFormTrips: a for loop whose bounds are variables with forms has a
// replicated trip count when hi - lo is free of pid.
func TestFormTrips(t *testing.T) {
	prog := parse(t, "t.bsp", `program t(N)
  var b := N / nprocs
  var lo := pid * b
  var hi := lo + b - 1
  for j := lo to hi do
    sync
  end
  for k := lo to hi + pid do
    skip
  end
end`)
	r := Analyze(prog)
	fors := find[*frontend.ForStmt](prog)
	got := []bool{r.ReplicatedTrips(fors[0]), r.ReplicatedTrips(fors[1]), r.Aligned}
	if diff := cmp.Diff([]bool{true, false, true}, got); diff != "" {
		t.Errorf("trips of the two loops, aligned (-want +got):\n%s", diff)
	}
}

// TestAllGather: the elements of an array after an all-gather (gather.go)
// are replicated at replicated indices, until something writes the array
// in a way that may differ between processes. The initial value of each
// variable whose name starts with r must be replicated, of those starting
// with d must not.
func TestAllGather(t *testing.T) {
	const gather = `
  var x := pid
  var a[nprocs]
  for q := 0 to nprocs - 1 do
    put(q, x, a[pid])
  end`
	cases := []struct{ name, body string }{
		{"put form", gather + `
  var d1 := a[0]
  sync
  var r1 := a[0]
  var d2 := a[pid]
  var m := a[0]
  for i := 1 to nprocs - 1 do
    m := max(m, a[i])
  end
  var r2 := m`},
		{"get form", `
  var x := pid
  var a[p]
  for q := 0 to nprocs - 1 do
    get(q, x, a[q])
  end
  sync
  var r1 := a[nprocs - 1]`},
		{"length is not nprocs", `
  var x := pid
  var a[nprocs + 1]
  for q := 0 to nprocs - 1 do
    put(q, x, a[pid])
  end
  sync
  var d1 := a[0]`},
		{"another put into the array", gather + `
  put(0, x, a[1])
  sync
  var d1 := a[0]`},
		{"writes that keep the contents", gather + `
  sync
  a[1] := nprocs
  for i := 0 to nprocs - 1 do
    a[i] := a[i] + 1
  end
  var r1 := a[0]`},
		{"a write at a pid-dependent index", gather + `
  sync
  a[pid] := 1
  var d1 := a[0]`},
		{"a write under pid-dependent control", gather + `
  sync
  if pid == 0 then
    a[0] := 1
  end
  var d1 := a[0]`},
		{"a later superstep keeps the contents", gather + `
  sync
  sync
  var r1 := a[0]`},
		{"a loop that breaks", `
  var x := pid
  var a[nprocs]
  for q := 0 to nprocs - 1 do
    put(q, x, a[pid])
    if q == 1 then
      break
    end
  end
  sync
  var d1 := a[0]`},
		{"an all-gather on some paths only", `
  var x := pid
  var a[nprocs]
  if N > 0 then
    for q := 0 to nprocs - 1 do
      put(q, x, a[pid])
    end
  end
  sync
  var d1 := a[0]`},
		{"an all-gather twice in a superstep", `
  var x := pid
  var a[nprocs]
  for k := 1 to 2 do
    for q := 0 to nprocs - 1 do
      put(q, x, a[pid])
    end
  end
  sync
  var d1 := a[0]`},
		{"declared again", `
  var x := pid
  for k := 1 to 2 do
    var b[nprocs]
    var d1 := b[0]
    for q := 0 to nprocs - 1 do
      get(q, x, b[q])
    end
    sync
    var r1 := b[0]
  end`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			prog := parse(t, "g.bsp", "program g(N)"+c.body+"\nend\n")
			r := Analyze(prog)
			got, want := map[string]bool{}, map[string]bool{}
			for _, d := range find[*frontend.VarDecl](prog) {
				n := d.Name.Name
				if d.Init == nil || n[0] != 'r' && n[0] != 'd' {
					continue
				}
				got[n] = r.Replicated(d.Init)
				want[n] = n[0] == 'r'
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("replicated initial values (-want +got):\n%s", diff)
			}
		})
	}
}
