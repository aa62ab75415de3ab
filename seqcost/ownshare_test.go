package seqcost

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"bspcost/align"
	"bspcost/budget"
	"bspcost/frontend"
	"bspcost/hrelation"
	"bspcost/nondet"
	"bspcost/solver"

	"github.com/google/go-cmp/cmp"
)

// TestOwnShare: S, W and H translate and solve their equations in turns
// (budget.Schedule), so a quota that the equations of W run out of (ten
// branches with work, one superstep) leaves S and H their bound, and W
// has none (Timeout, the cost equations named). The quotas are tried
// from small up, so that the test does not depend on how many operations
// each translation charges. (budget's TestSchedule switches the turns
// off.)
func TestOwnShare(t *testing.T) {
	var src strings.Builder
	src.WriteString("program t(N) requires N >= 1\n  var x := 0\n")
	for i := 0; i < 10; i++ {
		fmt.Fprintf(&src, "  if (pid + %d) %% 3 == 0 then\n    {N * r} x := x + 1\n  elif x > %d then\n    {%d * r} x := x - 1\n  end\n", i, i, i)
	}
	src.WriteString("  sync\nend\n")
	seq := sequentialOf(t, src.String())
	for q := int64(4); q < 1<<16; q = q*5/4 + 1 {
		b := budget.New(context.Background(), time.Time{}, q)
		out, err := BoundSequential(seq, Options{Budget: b}, solver.Options{Budget: b})
		if err != nil {
			t.Fatalf("quota %d: %v", q, err)
		}
		if out.W.Expr == nil && out.W.Timeout && strings.HasPrefix(out.W.Reason, "cost equations: ") && out.S.Expr != nil && out.H.Expr != nil {
			return
		}
	}
	t.Fatal("no quota gives S and H a bound and W none for its equations")
}

// TestLeftOver: S's equations (ten syncs under conditions on N and a
// replicated x) cost more than W's and H's (nearly none): there is a quota
// where W, H and S are bounded though S alone needs more than a third of
// it (what W and H left), with the bound found without a quota.
func TestLeftOver(t *testing.T) {
	var src strings.Builder
	src.WriteString("program t(N) requires N >= 1\n  var x := 0\n")
	for i := 0; i < 10; i++ {
		fmt.Fprintf(&src, "  if N > %d then\n    x := x + 1\n    sync\n  elif x > %d then\n    x := x - 1\n  end\n", i, i)
	}
	src.WriteString("  sync\nend\n")
	seq := sequentialOf(t, src.String())
	// S alone: its operations and its bound.
	sb := budget.New(context.Background(), time.Time{}, 0)
	r, err := equationsIn(seq, shapeOf(seq), frontend.ResL, Options{Budget: sb})
	if err != nil {
		t.Fatal(err)
	}
	alone := solveEquations(r, solver.Options{Budget: sb, Cache: &solver.Cache{}}, nil)
	if alone.Expr == nil {
		t.Fatalf("S alone: %s", alone.Reason)
	}
	need := sb.Used()
	for q := need; q < 3*need; q = q*17/16 + 1 {
		b := budget.New(context.Background(), time.Time{}, q)
		out, err := BoundSequential(seq, Options{Budget: b}, solver.Options{Budget: b})
		if err != nil || out.W.Expr == nil || out.H.Expr == nil || out.S.Expr == nil {
			continue
		}
		if diff := cmp.Diff(alone.Expr.String(), out.S.Expr.String()); diff != "" {
			t.Errorf("quota %d: S differs from S alone (-alone +quota):\n%s", q, diff)
		}
		return
	}
	t.Fatalf("no quota below three times S's %d operations gives W, H and S a bound", need)
}

// sequentialOf is the checked sequential program of the .bsp source src.
func sequentialOf(t *testing.T, src string) *frontend.Program {
	t.Helper()
	prog, err := frontend.Parse("t.bsp", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	ar := align.Analyze(prog)
	hr, err := hrelation.AnalyzeWords(prog, ar)
	if err != nil {
		t.Fatal(err)
	}
	seq, err := nondet.InstrumentFacts(prog, ar, hr, nondet.AnalyzeFacts(prog, ar))
	if err != nil {
		t.Fatal(err)
	}
	seq = frontend.Clone(seq)
	if err := frontend.Check(seq); err != nil {
		t.Fatal(err)
	}
	return seq
}
