package seqcost

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/diag"
	"bspcost/frontend"
	"bspcost/solver"
)

// TestCapNotePosition: a condition with too many cases is named by its
// text at its position when the user wrote it, and, when the analysis
// wrote it (nondet's cases of a superstep's h, without a position), by
// what it stands for at the statement being translated: never an
// internal expression without a line (mutation checked: note without
// the fallback to t.at, or excerpt quoting every expression, fails).
func TestCapNotePosition(t *testing.T) {
	at := frontend.Pos{Line: 7, Col: 3}
	user := frontend.Pos{Line: 4, Col: 9}
	tests := []struct {
		name string
		e    frontend.Expr
		want diag.Diagnostic
	}{
		{"written by the user", &frontend.Ident{NamePos: user, Name: "x"},
			diag.Diagnostic{Pos: user, End: user, Severity: diag.SeverityInfo, Category: diag.CategoryApprox, Msg: "condition x has too many cases; it is not used as a constraint"}},
		{"written by the analysis", &frontend.Ident{Name: "v5_plus_twice_its_quotient_by_two"},
			diag.Diagnostic{Pos: at, End: at, Severity: diag.SeverityInfo, Category: diag.CategoryApprox, Msg: "a condition of the h of the superstep that ends here has too many cases; it is not used as a constraint"}},
		{"a short text carried into the h", &frontend.Ident{Name: "bk"},
			diag.Diagnostic{Pos: at, End: at, Severity: diag.SeverityInfo, Category: diag.CategoryApprox, Msg: "a condition of the h of the superstep that ends here, bk, has too many cases; it is not used as a constraint"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tr := &translator{out: &Result{}, at: at}
			tr.opt.MaxAlternatives = 1
			tr.capDNF(tt.e, []solver.Poly{nil, nil})
			if d := cmp.Diff([]diag.Diagnostic{tt.want}, tr.out.Notes); d != "" {
				t.Errorf("notes (-want +got):\n%s", d)
			}
		})
	}
}
