package solver

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"bspcost/budget"
	"github.com/google/go-cmp/cmp"
)

// passedBoundSystem is a loop whose body has n paths, each with its own
// cost over a parameter D that the loop passes along (a local F with
// D >= 8*F - 7, the blocks of D words; D itself), through relations of
// different arities (so that no single head function of the component is
// tried first): the shape of a driver's timing loop around a kernel with
// cases.
func passedBoundSystem(n int) string {
	var b strings.Builder
	b.WriteString(`entry(main(N,D):[N>=0,D>=0]).
eq(main(N,D),0,[w(0,N,D)],[]).
eq(w(I,N,D),0,[k(I,N,D)],[N>=I+1]).
eq(w(I,N,D),0,[],[I>=N]).
eq(j(I,N,D,X),0,[w(I+1,N,D)],[]).
`)
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "eq(k(I,N,D),%d*F,[j(I,N,D,F)],[F>=0,D>=8*F-7,8*F>=D-7,I>=%d]).\n", i+1, i)
		fmt.Fprintf(&b, "eq(k(I,N,D),%d+D,[j(I,N,D,0)],[%d>=I]).\n", i, i)
	}
	return b.String()
}

// TestPassedBound: passedBound bounds a cost over the positions a loop
// passes along by its equation's constraints alone, where lpBound solved
// the component's linear program for each path's cost: the same bounds,
// with less work (operations charged to the budget: simplex pivots and
// equations reduced).
func TestPassedBound(t *testing.T) {
	for _, n := range []int{2, 6} {
		src := passedBoundSystem(n)
		run := func() (string, int64) {
			sys, err := ParseCES("x.ces", src)
			if err != nil {
				t.Fatal(err)
			}
			b := budget.New(context.Background(), time.Time{}, 0)
			rs := Solve(sys, Options{Budget: b})
			var out []string
			for _, r := range rs {
				if r.Bound == nil {
					out = append(out, "no bound: "+r.Reason)
				} else {
					out = append(out, r.Bound.String())
				}
			}
			return strings.Join(out, "; "), b.Used()
		}
		with, opsWith := run()
		noPassedBound = true
		without, opsWithout := run()
		noPassedBound = false
		if d := cmp.Diff(without, with); d != "" {
			t.Errorf("%d paths: passedBound changes the bound (-off +on):\n%s", n, d)
		}
		if strings.HasPrefix(with, "no bound") {
			t.Errorf("%d paths: %s", n, with)
		}
		if opsWith >= opsWithout {
			t.Errorf("%d paths: %d operations, %d without passedBound: it saves none", n, opsWith, opsWithout)
		}
		t.Logf("%d paths: %s; %d operations, %d without passedBound", n, with, opsWith, opsWithout)
	}
}
