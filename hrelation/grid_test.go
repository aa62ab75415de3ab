package hrelation_test

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/driver"
	"bspcost/hrelation"
)

// gridPrograms have targets (sources) written over the grid coordinates
// pid / Q and pid % Q of a requires clause nprocs == Q * R (grid.go).
// square: R is Q. Each runs at every grid with p = Q * R <= 16. exact
// says whether the H bound should equal the simulated H everywhere; the
// others check soundness only (maps that are not one-to-one).
var gridPrograms = []struct {
	name, src string
	square    bool
	extra     []map[string]int64 // values of the other parameters
	wantH     string
	exact     bool
}{
	{
		// Cannon's skews and shifts and a stencil's four neighbours,
		// through scalars, in a loop of rounds.
		name:   "square",
		square: true,
		src: `program sq(Q, N, T) requires nprocs == Q * Q && Q >= 1 && N >= 1 && T >= 0
  var x[N]
  var y[N]
  var i := pid / Q
  var j := pid % Q
  var north := ((i + Q - 1) % Q) * Q + j
  put(i * Q + (j - i + Q) % Q, x[0:N], y[0:N])
  put(((i - j + Q) % Q) * Q + j, x[0:N], y[0:N])
  sync
  for s := 1 to T do
    put(north, x[0:N], y[0:N])
    put(Q * ((pid / Q + 1) % Q) + pid % Q, x[0], y[0])
    put(i * Q + (j + 1) % Q, x[0], y[0])
    get((i * Q + (j + Q - 1) % Q), x[0], y[0])
    sync
  end
  put(j * Q + i, x[0:N], y[0:N])
  sync
end
`,
		extra: []map[string]int64{{"N": 1, "T": 0}, {"N": 3, "T": 2}},
		wantH: "3*N + T*(N + 3)",
		exact: true,
	},
	{
		// A grid of R rows and Q columns: row and column shifts and
		// the triangular maps (a, (b + a) mod Q), ((a + b) mod R, b).
		name: "rect",
		src: `program rect(Q, R, N) requires nprocs == R * Q && Q >= 1 && R >= 1 && N >= 1
  var x[N]
  var y[N]
  var i := pid / Q
  var j := pid % Q
  put(((i + 1) % R) * Q + j, x[0:N], y[0:N])
  put(i * Q + (j + Q - 1) % Q, x[0:N], y[0:N])
  sync
  put(i * Q + (j + 2 * i) % Q, x[0:N], y[0:N])
  get(((i + j + R) % R) * Q + j, x[0], y[0])
  sync
end
`,
		extra: []map[string]int64{{"N": 1}, {"N": 4}},
		wantH: "3*N + 1",
		exact: true,
	},
	{
		// Loop counters in the coordinates (a round s of an outer loop
		// from -2, the iterations k of a loop inside the superstep) and
		// pid itself in a column: (pid + 2k) % Q is (pid % Q + 2k) % Q.
		name:   "counters",
		square: true,
		src: `program cnt(Q, N, T) requires nprocs == Q * Q && Q >= 1 && N >= 1 && T >= 0
  var x[N]
  var i := pid / Q
  var j := pid % Q
  for s := -2 to T - 2 do
    put(i * Q + (j + s + 2) % Q, x[0:N], x[0:N])
    sync
  end
  for k := 1 to 3 do
    put(((i + k) % Q) * Q + (pid + 2 * k) % Q, x[0], x[0])
  end
  sync
end
`,
		extra: []map[string]int64{{"N": 1, "T": 0}, {"N": 2, "T": 3}},
		wantH: "N*(T + 1) + 3",
		exact: true,
	},
	{
		// Not one-to-one (each alone in the program, so that no other
		// step's bound hides it; the rule must not apply): a
		// determinant 2 on a square grid,
		name:   "determinant 2",
		square: true,
		src: `program det2(Q, N) requires nprocs == Q * Q && Q >= 1 && N >= 1
  var x[N]
  var i := pid / Q
  var j := pid % Q
  put(((i + j) % Q) * Q + (2 * j) % Q, x[0:N], x[0:N])
  sync
end
`,
		extra: []map[string]int64{{"N": 1}, {"N": 2}},
	},
	{
		// a transpose on a grid that is not square (its columns are
		// not rows),
		name: "transpose",
		src: `program tr(Q, R, N) requires nprocs == Q * R && Q >= 1 && R >= 1 && N >= 1
  var x[N]
  var i := pid / Q
  var j := pid % Q
  if Q <= R then
    put((j % R) * Q + i % Q, x[0:N], x[0:N])
  end
  sync
end
`,
		extra: []map[string]int64{{"N": 1}, {"N": 2}},
	},
	{
		// a column whose argument may be negative (C's remainder is
		// then negative: process (1, 0) addresses (0, Q - 1) too),
		name: "negative remainder",
		src: `program neg(Q, R, N) requires nprocs == Q * R && Q >= 1 && R >= 1 && N >= 1
  var x[N]
  var i := pid / Q
  var j := pid % Q
  put(i * Q + (j - i) % Q, x[0:N], x[0:N])
  sync
end
`,
		extra: []map[string]int64{{"N": 1}, {"N": 2}},
	},
	{
		// the row and column moduli swapped on a grid that is not
		// square.
		name: "swapped moduli",
		src: `program sw(Q, R, N) requires nprocs == Q * R && Q >= 1 && R >= 1 && N >= 1
  var x[N]
  var i := pid / Q
  var j := pid % Q
  if Q <= R then
    put(((i + 1) % Q) * Q + j % R, x[0:N], x[0:N])
  end
  sync
end
`,
		extra: []map[string]int64{{"N": 1}, {"N": 2}},
	},
}

// checkGrid analyses each program and compares its H bound with the
// simulated H at every grid with p <= 16: never below; it returns which
// are exact everywhere.
func checkGrid(t *testing.T, wantH bool) (exact map[string]bool) {
	t.Helper()
	exact = map[string]bool{}
	for _, tc := range gridPrograms {
		rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: tc.name + ".bsp", Src: []byte(tc.src)})
		if err != nil || rep.H.Expr == nil {
			exact[tc.name] = false
			if wantH && tc.exact {
				t.Errorf("%s: no H bound: %v %v", tc.name, err, rep.H.Reason)
			}
			continue
		}
		ok := true
		for q := int64(1); q <= 16; q++ {
			for r := int64(1); q*r <= 16; r++ {
				if tc.square && r != q {
					continue
				}
				var points []map[string]int64
				for _, e := range tc.extra {
					pt := map[string]int64{"Q": q}
					if !tc.square {
						pt["R"] = r
					}
					for k, v := range e {
						pt[k] = v
					}
					points = append(points, pt)
				}
				ok = checkHAt(t, tc.name, rep, int(q*r), points) && ok
			}
		}
		exact[tc.name] = ok
		if wantH && tc.exact {
			if diff := cmp.Diff(tc.wantH, rep.H.Expr.String()); diff != "" {
				t.Errorf("%s: H (-want +got):\n%s", tc.name, diff)
			}
		}
	}
	return exact
}

// TestGrid: the programs above, through the whole analysis: sound, and
// exact where they should be.
func TestGrid(t *testing.T) {
	exact := checkGrid(t, true)
	for _, tc := range gridPrograms {
		if tc.exact && !exact[tc.name] {
			t.Errorf("%s: H is not exact", tc.name)
		}
	}
}

// TestGridMutation: without the rule, the grid programs are not exact.
func TestGridMutation(t *testing.T) {
	defer func(on bool) { *hrelation.GridOn = on }(*hrelation.GridOn)
	*hrelation.GridOn = false
	exact := checkGrid(t, false)
	for _, name := range []string{"square", "rect", "counters"} {
		if exact[name] {
			t.Errorf("%s: exact without the grid rule: the rule is not needed?", name)
		}
	}
}
