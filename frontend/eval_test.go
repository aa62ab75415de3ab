package frontend

import "testing"

// TestEvalCond: EvalCond and EvalInt in the .bsp semantics (division
// truncates toward zero, overflow and division by zero are not values).
func TestEvalCond(t *testing.T) {
	tests := []struct {
		cond      string
		holds     bool
		ok        bool
		x, y, pid int64
	}{
		{"x <= pid", true, true, 2, 0, 3},
		{"x <= pid", false, true, 4, 0, 3},
		{"0 <= x && x < nprocs", true, true, 1, 0, 0},
		{"x == pid * y + 1", true, true, 7, 2, 3},
		{"-7 / 2 == -3 && -7 % 2 == -1", true, true, 0, 0, 0},
		{"x / y == 0", false, false, 1, 0, 0},
		{"x * x > 0", false, false, 1 << 62, 0, 0},
		{"min(x, y) == 1 && max(x, y) == 5", true, true, 5, 1, 0},
		{"!(x == y) || x == pid", true, true, 1, 2, 0},
		{"-x > 0", false, false, -1 << 63, 0, 0},
		{"x % y == 0", true, true, -1 << 63, -1, 0},
		{"x / y == 0", false, false, -1 << 63, -1, 0},
	}
	for _, tc := range tests {
		src := "program t(y)\n  var x := 0\n  if " + tc.cond + " then\n    skip\n  end\nend\n"
		prog, err := Parse("t.bsp", []byte(src))
		if err != nil {
			t.Fatalf("%s: %v", tc.cond, err)
		}
		vals := make([]int64, len(prog.Objects))
		for _, o := range prog.Objects {
			switch {
			case o.Name == "x":
				vals[o.ID] = tc.x
			case o.Name == "y":
				vals[o.ID] = tc.y
			case o.Kind == PidObj:
				vals[o.ID] = tc.pid
			case o.Kind == NprocsObj:
				vals[o.ID] = 4
			}
		}
		cond := prog.Body.Stmts[1].(*IfStmt).Cond
		holds, ok := EvalCond(prog.Info, cond, ValuesByID(vals))
		if holds != tc.holds || ok != tc.ok {
			t.Errorf("%s: got (%v, %v), want (%v, %v)", tc.cond, holds, ok, tc.holds, tc.ok)
		}
	}
}

// TestValuesByID: an object outside the values is unknown, not 0.
func TestValuesByID(t *testing.T) {
	val := ValuesByID([]int64{7})
	for _, tc := range []struct {
		id   int
		want int64
		ok   bool
	}{{0, 7, true}, {1, 0, false}, {-1, 0, false}} {
		if v, ok := val(&Object{ID: tc.id}); v != tc.want || ok != tc.ok {
			t.Errorf("ID %d: got (%d, %v), want (%d, %v)", tc.id, v, ok, tc.want, tc.ok)
		}
	}
}
