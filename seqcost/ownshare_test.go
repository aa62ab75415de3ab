package seqcost

import (
	"context"
	"errors"
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
)

// TestOwnShare: S translates and solves within its own share of the
// budget, H and W translate side by side each in its share, then solve
// in theirs (ownShareOn), so a quota that the equations of W run out
// of (ten branches with work, one superstep) leaves S and H their bound,
// and W has none (Timeout, the cost equations named); without the rule
// the translations share the whole budget, and the same quota ends the
// three. The quotas are tried from small up, so that the test does not
// depend on how many operations each translation charges.
func TestOwnShare(t *testing.T) {
	var src strings.Builder
	src.WriteString("program t(N) requires N >= 1\n  var x := 0\n")
	for i := 0; i < 10; i++ {
		fmt.Fprintf(&src, "  if (pid + %d) %% 3 == 0 then\n    {N * r} x := x + 1\n  elif x > %d then\n    {%d * r} x := x - 1\n  end\n", i, i, i)
	}
	src.WriteString("  sync\nend\n")
	seq := sequentialOf(t, src.String())
	run := func(q int64) (*BSPBound, error) {
		b := budget.New(context.Background(), time.Time{}, q)
		return BoundSequential(seq, Options{Budget: b}, solver.Options{Budget: b})
	}
	// (The second try in what is left would hide a share run out.)
	leftOverOn = false
	defer func() { leftOverOn = true }()
	for q := int64(4); q < 1<<16; q = q*5/4 + 1 {
		out, err := run(q)
		if err != nil || out.S.Expr == nil || out.W.Expr != nil {
			continue
		}
		if !out.W.Timeout || !strings.HasPrefix(out.W.Reason, "cost equations: ") || out.H.Expr == nil {
			continue // (W out of its share in the solver)
		}
		ownShareOn = false
		defer func() { ownShareOn = true }()
		if _, err := run(q); !errors.Is(err, budget.ErrExceeded) {
			t.Errorf("without the rule, quota %d: err %v, want the budget's", q, err)
		}
		return
	}
	t.Fatal("no quota gives S and H a bound and W none for its equations")
}

// TestLeftOver: S's equations (ten syncs under conditions on N and a
// replicated x) cost more than W's and H's (nearly none): at a quota where
// S runs out of its share, W and H leave most of theirs, and the second
// try gives S a bound; without it, S has none.
func TestLeftOver(t *testing.T) {
	var src strings.Builder
	src.WriteString("program t(N) requires N >= 1\n  var x := 0\n")
	for i := 0; i < 10; i++ {
		fmt.Fprintf(&src, "  if N > %d then\n    x := x + 1\n    sync\n  elif x > %d then\n    x := x - 1\n  end\n", i, i)
	}
	src.WriteString("  sync\nend\n")
	seq := sequentialOf(t, src.String())
	bounded := func(on bool, q int64) bool {
		defer func(was bool) { leftOverOn = was }(leftOverOn)
		leftOverOn = on
		b := budget.New(context.Background(), time.Time{}, q)
		out, err := BoundSequential(seq, Options{Budget: b}, solver.Options{Budget: b})
		return err == nil && out.W.Expr != nil && out.H.Expr != nil && out.S.Expr != nil
	}
	for q := int64(4); q < 1<<18; q = q*9/8 + 1 {
		if bounded(true, q) && !bounded(false, q) {
			return
		}
	}
	t.Fatal("no quota where the second try gives W, H and S and one try does not")
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
