package hrelation_test

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/driver"
	"bspcost/hrelation"
)

// kToOnePrograms address a function of the row (column) of a grid
// nprocs == Q * R alone, one-to-one in it: Q (R) senders per target.
// Each runs at every grid with p = Q * R <= 16.
var kToOnePrograms = []struct {
	name, src string
	extra     []map[string]int64
	wantH     string // with the rule, "": not compared
	exact     bool
}{
	{
		// Row leaders (gather to the first of each row, and a get from
		// it), a row's next leader, and the first row's process of each
		// column (R senders each).
		name: "leaders",
		src: `program ld(Q, R, N, T) requires nprocs == Q * R && Q >= 1 && R >= 1 && N >= 1 && T >= 0
  var x[N]
  var i := pid / Q
  put((pid / Q) * Q, x[0:N], x[0:N])
  sync
  get(pid - pid % Q, x[0], x[0])
  sync
  for s := 0 to T - 1 do
    put(((i + s) % R) * Q, x[0], x[0])
    sync
  end
  put(pid % Q, x[0:N], x[0:N])
  sync
end
`,
		extra: []map[string]int64{{"N": 1, "T": 0}, {"N": 3, "T": 2}},
		wantH: "Q + N*Q + N*R + Q*T",
		exact: true,
	},
	{
		// Only the first column sends to its row's leader: a bound
		// (one sender per target, Q counted).
		name: "guarded",
		src: `program gd(Q, R, N) requires nprocs == Q * R && Q >= 1 && R >= 1 && N >= 1
  var x[N]
  if pid % Q == 0 then
    put(pid - pid % Q, x[0:N], x[0:N])
  end
  sync
end
`,
		extra: []map[string]int64{{"N": 1}, {"N": 2}},
	},
	{
		// Not a function of the row alone (the column's parity): the
		// rule must not apply.
		name: "mixed",
		src: `program mx(Q, R, N) requires nprocs == Q * R && Q >= 1 && R >= 1 && N >= 1
  var x[N]
  put((pid / Q) * Q + (pid % Q) % 2, x[0:N], x[0:N])
  sync
end
`,
		extra: []map[string]int64{{"N": 1}, {"N": 2}},
	},
}

// checkKToOne analyses each program and compares its H bound with the
// simulated H at every grid with p <= 16: never below; it returns which
// are exact everywhere and their H.
func checkKToOne(t *testing.T) (exact map[string]bool, h map[string]string) {
	t.Helper()
	exact, h = map[string]bool{}, map[string]string{}
	for _, tc := range kToOnePrograms {
		rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: tc.name + ".bsp", Src: []byte(tc.src)})
		if err != nil || rep.H.Expr == nil {
			t.Fatalf("%s: no H bound: %v %v", tc.name, err, rep.H.Reason)
		}
		h[tc.name] = rep.H.Expr.String()
		ok := true
		for q := int64(1); q <= 16; q++ {
			for r := int64(1); q*r <= 16; r++ {
				var points []map[string]int64
				for _, e := range tc.extra {
					pt := map[string]int64{"Q": q, "R": r}
					for k, v := range e {
						pt[k] = v
					}
					points = append(points, pt)
				}
				ok = checkHAt(t, tc.name, rep, int(q*r), points) && ok
			}
		}
		exact[tc.name] = ok
	}
	return exact, h
}

// TestKToOne: sound at every grid, exact where every process of a row
// (column) sends; without the rule, every process's words.
func TestKToOne(t *testing.T) {
	for _, on := range []bool{true, false} {
		func() {
			defer func(v bool) { *hrelation.KToOneOn = v }(*hrelation.KToOneOn)
			*hrelation.KToOneOn = on
			exact, h := checkKToOne(t)
			for _, tc := range kToOnePrograms {
				if !tc.exact {
					continue
				}
				if on && !exact[tc.name] {
					t.Errorf("%s: H is not exact", tc.name)
				}
				if !on && exact[tc.name] {
					t.Errorf("%s: exact without the k-to-1 rule: the rule is not needed?", tc.name)
				}
				if diff := cmp.Diff(tc.wantH, h[tc.name]); on && diff != "" {
					t.Errorf("%s: H (-want +got):\n%s", tc.name, diff)
				}
			}
		}()
	}
}
