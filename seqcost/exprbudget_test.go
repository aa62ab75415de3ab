package seqcost

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"bspcost/budget"
	"bspcost/frontend"
)

// TestExprBudget: the translation of one statement's expressions reads
// the analysis's budget (exprBudgetOn), so a statement whose expression
// takes long (many nodes, or minima whose cases multiply) ends with the
// budget's error rather than running on until the next statement. The
// budget's context is canceled from the start: the per-statement charges
// read it only every 64 calls (fewer than these programs have), the
// expression's nodes make the 64th; so the test does not depend on the
// clock.
func TestExprBudget(t *testing.T) {
	sum := func(n int, term func(i int) string) string {
		ts := make([]string, n)
		for i := range ts {
			ts[i] = term(i)
		}
		return strings.Join(ts, " + ")
	}
	tests := []struct{ name, expr string }{
		{"a sum of 70 terms", sum(70, func(int) string { return "N" })},
		{"a sum of 12 minima", sum(12, func(i int) string { return fmt.Sprintf("min(N, %d)", i+1) })},
		{"a cost of 70 terms", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			body := "  var x := " + tc.expr + "\n  {x * r} skip\n"
			if tc.expr == "" {
				body = "  {(" + sum(70, func(int) string { return "N" }) + ") * r} skip\n"
			}
			src := "program e(N) requires N >= 1\n" + body + "end\n"
			prog, err := frontend.Parse("e.bsp", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			run := func() error {
				ctx, cancel := context.WithCancel(context.Background())
				cancel()
				_, err := Equations(prog, frontend.ResR, Options{Budget: budget.New(ctx, time.Time{}, 0)})
				return err
			}
			if err := run(); !errors.Is(err, budget.ErrExceeded) {
				t.Errorf("canceled budget: err %v, want the budget's error", err)
			}
			defer func(on bool) { exprBudgetOn = on }(exprBudgetOn)
			exprBudgetOn = false
			if err := run(); err != nil {
				t.Errorf("exprBudgetOn off: err %v, want the statements' charges alone not to see the canceled budget", err)
			}
		})
	}
}
