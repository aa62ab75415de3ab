package frontend

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestJunctions: Conjuncts and Disjuncts split at the top-level operator
// only, through parentheses.
func TestJunctions(t *testing.T) {
	tests := []struct {
		src        string
		conj, disj []string
	}{
		{"a < 1 && (b < 2 && c < 3)", []string{"a < 1", "b < 2", "c < 3"}, []string{"a < 1 && (b < 2 && c < 3)"}},
		{"(a < 1 || b < 2) || c < 3 && d < 4", []string{"(a < 1 || b < 2) || c < 3 && d < 4"}, []string{"a < 1", "b < 2", "c < 3 && d < 4"}},
		{"(a < 1)", []string{"a < 1"}, []string{"a < 1"}},
	}
	for _, tc := range tests {
		prog, err := Parse("j.bsp", []byte("program j(a, b, c, d)\n  if "+tc.src+" then\n    skip\n  end\nend\n"))
		if err != nil {
			t.Fatal(err)
		}
		cond := prog.Body.Stmts[0].(*IfStmt).Cond
		texts := func(es []Expr) []string {
			var out []string
			for _, e := range es {
				out = append(out, ExprString(e))
			}
			return out
		}
		if d := cmp.Diff(tc.conj, texts(Conjuncts(cond))); d != "" {
			t.Errorf("Conjuncts(%s) (-want +got):\n%s", tc.src, d)
		}
		if d := cmp.Diff(tc.disj, texts(Disjuncts(cond))); d != "" {
			t.Errorf("Disjuncts(%s) (-want +got):\n%s", tc.src, d)
		}
	}
}
