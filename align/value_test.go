package align

import "testing"

// TestIntervalsSound checks every interval operation against brute force:
// for all small intervals x, y and all their members a, b, the concrete
// result (with the language's C semantics; division by zero excluded, as
// it is a runtime error) lies in the computed interval.
func TestIntervalsSound(t *testing.T) {
	ops := []struct {
		name string
		iv   func(x, y ival) ival
		conc func(a, b int64) (int64, bool)
	}{
		{"+", addIv, func(a, b int64) (int64, bool) { return a + b, true }},
		{"-", func(x, y ival) ival { return addIv(x, negIv(y)) }, func(a, b int64) (int64, bool) { return a - b, true }},
		{"*", mulIv, func(a, b int64) (int64, bool) { return a * b, true }},
		{"/", quoIv, nil}, // computed below: b == 0 is excluded
		{"%", remIv, nil},
		{"min", minIv, func(a, b int64) (int64, bool) { return min(a, b), true }},
		{"max", maxIv, func(a, b int64) (int64, bool) { return max(a, b), true }},
	}
	for _, cmp := range []string{"<", "<=", ">", ">=", "==", "!="} {
		ops = append(ops, struct {
			name string
			iv   func(x, y ival) ival
			conc func(a, b int64) (int64, bool)
		}{cmp, func(x, y ival) ival { return cmpIv(cmp, x, y) }, func(a, b int64) (int64, bool) {
			r := map[string]bool{"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b, "==": a == b, "!=": a != b}[cmp]
			if r {
				return 1, true
			}
			return 0, true
		}})
	}
	const lim = 5
	var ivs []ival
	for lo := int64(-lim); lo <= lim; lo++ {
		for hi := lo; hi <= lim; hi++ {
			ivs = append(ivs, ival{lo, hi})
		}
	}
	for _, op := range ops {
		for _, x := range ivs {
			for _, y := range ivs {
				got := op.iv(x, y)
				for a := x.lo; a <= x.hi; a++ {
					for b := y.lo; b <= y.hi; b++ {
						var r int64
						switch op.name {
						case "/", "%":
							if b == 0 {
								continue
							}
							if op.name == "/" {
								r = a / b
							} else {
								r = a % b
							}
						default:
							r, _ = op.conc(a, b)
						}
						if r < got.lo || r > got.hi {
							t.Fatalf("%v %s %v = %v, but %d %s %d = %d", x, op.name, y, got, a, op.name, b, r)
						}
					}
				}
			}
		}
	}
	// Unbounded operands stay sound.
	for _, tc := range []struct {
		got, want ival
	}{
		{addIv(top, point(1)), top},
		{mulIv(top, point(0)), point(0)},
		{remIv(top, point(4)), ival{-3, 3}},
		{remIv(ival{0, pinf}, point(4)), ival{0, 3}},
		{maxIv(point(6), remIv(remIv(top, point(7)), point(4))), point(6)},
		{mulIv(point(1<<40), point(1<<40)), top},
		{quoIv(top, point(2)), top},
	} {
		if tc.got != tc.want {
			t.Errorf("got %v, want %v", tc.got, tc.want)
		}
	}
}
