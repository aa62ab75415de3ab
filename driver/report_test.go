package driver_test

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/driver"
	"bspcost/solver"
)

// TestBoundJSON: a Bound stored as JSON comes back with the same text and
// a value that evaluates as the original; its JSON form is the text,
// the reason and the timeout flag; a text that does not parse fails.
func TestBoundJSON(t *testing.T) {
	e := solver.Add(solver.Mul(solver.Int(2), solver.Var("N")), solver.Ceil(solver.Log2(solver.Var("p"))))
	tests := []struct {
		name string
		b    driver.Bound
		json string
	}{
		{"bound", driver.BoundOf(e), `{"expr":"` + e.String() + `"}`},
		{"no bound", driver.Bound{Reason: "f/2: no ranking function"}, `{"reason":"f/2: no ranking function"}`},
		{"timeout", driver.Bound{Reason: "timeout", Timeout: true}, `{"reason":"timeout","timeout":true}`},
		{"internal is not stored", driver.Bound{Reason: "bug", Internal: true}, `{"reason":"bug"}`},
	}
	env := map[string]int64{"p": 5, "N": 7}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			data, err := json.Marshal(tc.b)
			if err != nil {
				t.Fatal(err)
			}
			if d := cmp.Diff(tc.json, string(data)); d != "" {
				t.Errorf("JSON (-want +got):\n%s", d)
			}
			var back driver.Bound
			if err := json.Unmarshal(data, &back); err != nil {
				t.Fatal(err)
			}
			want := tc.b
			want.Internal = false
			if d := cmp.Diff(want, back, cmp.Comparer(func(a, b *solver.Expr) bool { return sameValue(t, a, b, env) })); d != "" {
				t.Errorf("read back (-want +got):\n%s", d)
			}
		})
	}
	var b driver.Bound
	if err := json.Unmarshal([]byte(`{"expr":"N +"}`), &b); err == nil {
		t.Errorf("an unparsable bound was read as %+v", b)
	}
}

// sameValue reports whether a and b are both nil, or have the same value
// at env.
func sameValue(t *testing.T, a, b *solver.Expr, env map[string]int64) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	alo, ahi, err1 := a.EvalInt(env)
	blo, bhi, err2 := b.EvalInt(env)
	if err1 != nil || err2 != nil {
		t.Fatalf("eval: %v, %v", err1, err2)
	}
	return alo.Cmp(blo) == 0 && ahi.Cmp(bhi) == 0
}
