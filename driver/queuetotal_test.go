package driver

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"bspcost/frontend"
	"bspcost/frontend/llvm"
	"bspcost/frontend/sim"
	"bspcost/internal/oracle"
	"bspcost/profile"
	"bspcost/solver"

	"github.com/google/go-cmp/cmp"
)

// queueTotalCases are programs whose work after a sync is a loop over the
// queue filled by sends that hrelation cannot count per superstep (in a
// loop over data, or a while loop): the queue is bounded by what all
// processes send in the superstep (queuetotal.go). want is the W bound;
// without the rule W has no bound.
var queueTotalCases = []struct {
	name, src, want string
}{
	{"cyclic", `program cyclic(M)
  var m
  var c
  var v := pid
  m := any
  if m > M then
    m := M
  end
  sync
  for i := 0 to m - 1 do
    send(i % nprocs, v)
  end
  sync
  qsize(c)
  for k := 1 to c do
    {1 * r} move(v)
  end
end`, "nat(M*p)"},
	{"alltoall", `program alltoall(M)
  var m := any
  var n
  var x := pid
  if m > M then
    m := M
  end
  for j := 1 to m do
    for t := 0 to nprocs - 1 do
      send(t, x)
    end
  end
  sync
  gettag(n)
  while n >= 0 do
    {1 * r} move(x)
    gettag(n)
  end
end`, "nat(M*p*p - 1) + 1"},
	{"sparse", `program sparse(M)
  var k := 0
  var t
  var n
  var x := pid
  while k < M do
    t := any
    if 0 <= t && t < nprocs then
      send(t, x)
    end
    k := k + 1
  end
  sync
  qsize(n)
  while n > 0 do
    {2 * r} move(x)
    qsize(n)
  end
end`, "2*nat(M*p)"},
	{"pidbranch", `program pidbranch(M)
  var m := any
  var n
  var x := pid
  if m > M then
    m := M
  end
  if pid == 0 then
    for i := 1 to m do
      send(i % nprocs, x)
    end
  else
    send(0, x)
  end
  sync
  qsize(n)
  for i := 1 to n do
    {1 * r} move(x)
  end
end`, "max(nat(M*p), p)"},
	{"rounds", `program rounds(M, R)
  var n
  var x := pid
  for r := 1 to R do
    var m := any
    if m > M then
      m := M
    end
    for i := 1 to m do
      send((pid + i) % nprocs, x)
    end
    sync
    qsize(n)
    for i := 1 to n do
      {1 * r} move(x)
    end
  end
end`, "nat(M*p)*nat(R)"},
	// The second superstep forwards what it receives: its sends are
	// bounded through the first queue's total (a second round).
	{"forward", `program forward(M)
  var m := any
  var n
  var x := pid
  if m > M then
    m := M
  end
  for i := 1 to m do
    send(i % nprocs, x)
  end
  sync
  qsize(n)
  for i := 1 to n do
    move(x)
    send((pid + x) % nprocs, x)
  end
  sync
  qsize(n)
  for i := 1 to n do
    {1 * r} move(x)
  end
end`, "nat(M*p*p)"},
}

// TestQueueTotal bounds the programs of queueTotalCases and checks each W
// against the simulator at p = 1..8 and several parameters and data;
// with the rule switched off (the mutation check) W has no bound.
func TestQueueTotal(t *testing.T) {
	defer func() { queueTotalOn = true }()
	for _, on := range []bool{true, false} {
		queueTotalOn = on
		for _, tc := range queueTotalCases {
			rep, err := (&Config{}).Analyze(context.Background(), Input{Name: tc.name + ".bsp", Src: []byte(tc.src)})
			if err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
			w := rep.W
			if w.Timeout {
				t.Logf("%s: the solver's time ran out (machine load?); not a verdict", tc.name)
				continue
			}
			if !on {
				if w.Expr != nil {
					t.Errorf("%s: W = %s with the rule off, want no bound: the case does not test it", tc.name, w.Text)
				}
				continue
			}
			if w.Expr == nil {
				t.Errorf("%s: W has no bound: %s", tc.name, w.Reason)
				continue
			}
			if diff := cmp.Diff(tc.want, w.Text); diff != "" {
				t.Errorf("%s: W (-want +got):\n%s", tc.name, diff)
			}
			checkQueueW(t, tc.name, rep.Program, w.Expr)
			noted := false
			for _, d := range rep.Diagnostics {
				noted = noted || strings.Contains(d.Msg, "not counted per superstep")
			}
			if !noted {
				t.Errorf("%s: no note at the sends not counted", tc.name)
			}
		}
	}
}

// checkQueueW compares w with the simulated W at p = 1..8, every
// parameter 0..5 (together), `any` in -2..M+2 and three seeds.
func checkQueueW(t *testing.T, name string, prog *frontend.Program, w interface {
	EvalInt(map[string]int64) (*big.Rat, *big.Rat, error)
}) {
	t.Helper()
	for p := 1; p <= 8; p++ {
		for n := int64(0); n <= 5; n++ {
			params := map[string]int64{}
			env := map[string]int64{"p": int64(p)}
			for _, id := range prog.Params {
				params[id.Name], env[id.Name] = n, n
			}
			for seed := int64(1); seed <= 3; seed++ {
				res, err := sim.Run(prog, sim.Config{P: p, Params: params, Seed: seed, AnyMin: -2, AnyMax: n + 2, AnySet: true})
				if err != nil {
					if skip, why := oracle.SimErr(err); skip == oracle.Fail {
						t.Fatalf("%s p=%d n=%d: %v (%s)", name, p, n, err, why)
					}
					continue
				}
				_, hi, err := w.EvalInt(env)
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				if hi.Cmp(new(big.Rat).SetInt64(res.W)) < 0 {
					t.Errorf("%s p=%d params=%v seed=%d: simulated W = %d above the bound %s", name, p, params, seed, res.W, hi.RatString())
				}
			}
		}
	}
}

// TestQueueNotes: the notes at the sends whose messages bound the queue
// by what all processes send, at the user's line.
func TestQueueNotes(t *testing.T) {
	tests := []struct {
		name, src string
		want      []string // line: message
	}{
		{"unknown_targets", `program unknown_targets(M)
  var x := pid
  var n
  var t
  for i := 1 to M do
    t := any
    assume 0 <= t && t < nprocs
    send(t, x)
  end
  sync
  qsize(n)
  for i := 1 to n do
    {1 * r} move(x)
  end
end`, []string{"8: the targets of this send are not known: a process's queue after the sync at line 10 holds at most what all processes send in the superstep"}},
		// A send counted sequentially (its loop's counter set apart from
		// it: right before the loop, hrelation counts the loop in its
		// superstep).
		{"uncounted", `program uncounted(M)
  var k := 0
  var x := pid
  var n
  while k < M do
    send((pid + k) % nprocs, x)
    k := k + 1
  end
  sync
  gettag(n)
  while n >= 0 do
    {1 * r} move(x)
    gettag(n)
  end
end`, []string{"6: the messages of this send are not counted per superstep: a process's queue after the sync at line 9 holds at most what all processes send in the superstep, p*nat(M) (p times the most one process sends)"}},
		// No queue statement: nothing to note.
		{"no_queue", `program no_queue(M)
  var x := pid
  var t
  for i := 1 to M do
    t := any
    assume 0 <= t && t < nprocs
    send(t, x)
  end
  sync
end`, nil},
	}
	for _, tc := range tests {
		rep, err := (&Config{}).Analyze(context.Background(), Input{Name: tc.name + ".bsp", Src: []byte(tc.src)})
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		var got []string
		for _, d := range rep.Diagnostics {
			if strings.Contains(d.Msg, "queue") {
				got = append(got, strconv.Itoa(d.Pos.Line)+": "+d.Msg)
			}
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s: notes (-want +got):\n%s", tc.name, diff)
		}
	}
}

// TestQueueTotalC bounds the C programs of testdata/queuetotal (sends in
// loops over data, the queue read by a for loop on bsp_qsize or a while
// loop on bsp_get_tag or bsp_qsize) and checks W and H against the
// counting runtime at p = 1..8 and M = 0, 2, 5; with the rule off W has
// no bound.
func TestQueueTotalC(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: builds and runs C programs")
	}
	want := map[string]string{
		"alltoall.c":   "nat(M*p*p)",
		"cyclic_for.c": "nat(M*p)",
		"pid_gettag.c": "max(nat(M*p - 1) + 1, p)",
		"sparse.c":     "nat(M*p)",
	}
	files, _ := filepath.Glob("testdata/queuetotal/*.c")
	if len(files) != len(want) {
		t.Fatalf("%d programs in testdata/queuetotal, %d expected W", len(files), len(want))
	}
	defer func() { queueTotalOn = true }()
	for _, f := range files {
		name := filepath.Base(f)
		cfg := Config{C: llvm.Options{Entry: "spmd"}}
		queueTotalOn = false
		rep, err := cfg.Analyze(context.Background(), Files(f)...)
		if errors.Is(err, llvm.ErrNoClang) {
			t.Skip(err)
		}
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if rep.W.Expr != nil {
			t.Errorf("%s: W = %s with the rule off, want no bound", name, rep.W.Text)
		}
		queueTotalOn = true
		if rep, err = cfg.Analyze(context.Background(), Files(f)...); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if rep.W.Expr == nil || rep.H.Expr == nil {
			t.Errorf("%s: W %q (%s), H %q (%s): want bounds", name, rep.W.Text, rep.W.Reason, rep.H.Text, rep.H.Reason)
			continue
		}
		if diff := cmp.Diff(want[name], rep.W.Text); diff != "" {
			t.Errorf("%s: W (-want +got):\n%s", name, diff)
		}
		bin, err := profile.Build(context.Background(), profile.Config{Files: []string{f}, Entry: "spmd"})
		if errors.Is(err, profile.ErrNoClang) {
			t.Skip(err)
		}
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		defer bin.Close()
		for p := 1; p <= 8; p++ {
			for _, m := range []int64{0, 2, 5} {
				ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
				res, err := bin.Run(ctx, profile.Config{Files: []string{f}, P: p, Entry: "spmd", Params: map[string]int64{"M": m}, Timeout: time.Minute})
				cancel()
				if err != nil {
					t.Fatalf("%s p=%d M=%d: %v", name, p, m, err)
				}
				env := map[string]int64{"p": int64(p), "M": m}
				for _, c := range []struct {
					res      string
					b        Bound
					measured int64
				}{{"W", rep.W, res.W}, {"H", rep.H, res.H}} {
					_, hi, err := c.b.Expr.EvalInt(env)
					if err != nil {
						t.Fatalf("%s: %v", name, err)
					}
					if hi.Cmp(new(big.Rat).SetInt64(c.measured)) < 0 {
						t.Errorf("%s p=%d M=%d: measured %s = %d above the bound %s = %s", name, p, m, c.res, c.measured, c.b.Text, hi.RatString())
					}
				}
			}
		}
	}
}

// TestTotalCond: a total as the condition nondet assumes at the sync,
// linear comparisons of the queue with polynomials; the condition holds
// of a queue exactly when it is at most the total (checked at integer
// points), or, past what the form allows, no condition at all.
func TestTotalCond(t *testing.T) {
	tests := []struct{ total, want string }{
		{"p*nat(M)", "(q <= 0 || q <= (M) * (p))"},
		{"p*M*p/2 + 1/2", "2 * q <= (((M) * (p)) * (p) + 1)"},
		{"max(p, nat(M*p - 1) + 1)", "((q <= 1 || q <= (M) * (p)) || q <= p)"},
		{"min(3, p*nat(M - 1))", "(q <= 3 && (q <= 0 || q <= (p) * ((M + -1))))"},
		{"-2*max(M, 1)", "(q <= -2 && q <= -2 * M)"},
		{"M*nat(N)", ""},
		{"ceil(M/p)", ""},
	}
	for _, tc := range tests {
		e, err := solver.ParseExpr(tc.total)
		if err != nil {
			t.Fatal(err)
		}
		tr, ok := normTotal(e)
		got := ""
		if ok {
			got = frontend.ExprString(tr.cond(func() frontend.Expr { return &frontend.Ident{Name: "q"} }))
		}
		if diff := cmp.Diff(tc.want, got); diff != "" {
			t.Errorf("%s (-want +got):\n%s", tc.total, diff)
		}
		if !ok {
			continue
		}
		c := tr.cond(func() frontend.Expr { return &frontend.Ident{Name: "q"} })
		for p := int64(1); p <= 4; p++ {
			for m := int64(-2); m <= 3; m++ {
				for q := int64(-8); q <= 30; q++ {
					env := map[string]int64{"p": p, "M": m, "q": q}
					holds := evalTotal(c, env) != 0
					lo, _, err := e.EvalInt(env)
					if err != nil {
						t.Fatal(err)
					}
					if within := new(big.Rat).SetInt64(q).Cmp(lo) <= 0; holds != within {
						t.Errorf("%s at p=%d M=%d: q=%d: the condition is %v, q <= total is %v", tc.total, p, m, q, holds, within)
					}
				}
			}
		}
	}
}

// evalTotal evaluates the expressions cond builds (0 is false).
func evalTotal(e frontend.Expr, env map[string]int64) int64 {
	b := func(x bool) int64 {
		if x {
			return 1
		}
		return 0
	}
	switch e := e.(type) {
	case *frontend.ParenExpr:
		return evalTotal(e.X, env)
	case *frontend.IntLit:
		return e.Value
	case *frontend.Ident:
		return env[e.Name]
	case *frontend.UnaryExpr:
		return -evalTotal(e.X, env)
	case *frontend.BinaryExpr:
		x, y := evalTotal(e.X, env), evalTotal(e.Y, env)
		switch e.Op {
		case frontend.ADD:
			return x + y
		case frontend.MUL:
			return x * y
		case frontend.LEQ:
			return b(x <= y)
		case frontend.LOR:
			return b(x != 0 || y != 0)
		case frontend.LAND:
			return b(x != 0 && y != 0)
		}
	}
	panic(fmt.Sprintf("evalTotal: %T", e))
}
