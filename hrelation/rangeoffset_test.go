package hrelation_test

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/driver"
	"bspcost/hrelation"
)

// rangePrograms have a remote process pid + d (or d - pid, pid - d)
// where d differs between the processes but lies in a constant
// interval: input data clamped, a partner set in branches on a condition
// the model cannot express. A remainder modulo nprocs is
// reducedrange.go's (every process where nprocs is below the width of d).
var rangePrograms = []simProgram{
	{
		// Up to 4 senders per receiver (d in 0..3), N words each; a get
		// from pid + d modulo nprocs, d in 0..2: min(3, p) requests per
		// process.
		name: "window",
		src: `program win(N) requires N >= 1
  var x
  var y[N]
  var d := max(x % 4, 0)
  if pid + d < nprocs then
    put(pid + d, y[0:N], y[0:N])
  end
  sync
  get((pid + max(x % 3, 0)) % nprocs, y[0], y[0])
  sync
end
`,
		params: []map[string]int64{{"N": 1}, {"N": 3}},
		wantH:  "max((4*N + 3)*min(1, nat(p - 4)), min(1, nat(-p + 5))*(min(3, p) + N*p))",
	},
	{
		// A partner 1 or 2 away, chosen on pid * pid % 3: 2 senders or
		// requests per process, but for the reduced forms.
		name: "partner",
		src: `program partner(N) requires N >= 1
  var y[N]
  var d := 1
  if pid * pid % 3 == 0 then
    d := 2
  end
  if pid + d < nprocs then
    put(pid + d, y[0:N], y[0:N])
  end
  sync
  get((pid + d) % nprocs, y[0], y[0])
  sync
  put((d - pid + nprocs) % nprocs, y[0], y[0])
  sync
  if pid >= d then
    get(pid - d, y[0], y[0])
  end
  sync
end
`,
		params: []map[string]int64{{"N": 1}, {"N": 4}},
		wantH:  "max((-N + p + N*p + 3)*min(1, nat(-p + 4), nat(p - 1)), (2*N + 6)*min(1, nat(p - 3)), (N + 3)*min(1, nat(-p + 2)))",
	},
}

// checkRange analyses each program and compares its H bound with the
// simulated H (never below); it returns the H bounds.
func checkRange(t *testing.T) map[string]string {
	t.Helper()
	hs := map[string]string{}
	for _, tc := range rangePrograms {
		rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: tc.name + ".bsp", Src: []byte(tc.src)})
		if err != nil || rep.H.Expr == nil {
			t.Errorf("%s: no H bound: %v %v", tc.name, err, rep.H.Reason)
			continue
		}
		checkHAgainstSim(t, tc.name, rep, 16, tc.params)
		hs[tc.name] = rep.H.Expr.String()
	}
	return hs
}

// TestRangeOffset: the programs above, never below the simulator, with
// the bounds of the range rule.
func TestRangeOffset(t *testing.T) {
	hs := checkRange(t)
	for _, tc := range rangePrograms {
		if diff := cmp.Diff(tc.wantH, hs[tc.name]); diff != "" {
			t.Errorf("%s: H (-want +got):\n%s", tc.name, diff)
		}
	}
}

// TestRangeOffsetMutation: without the rule, every program's H is
// another (every word to every process).
func TestRangeOffsetMutation(t *testing.T) {
	defer func(on bool) { *hrelation.RangeOffsetOn = on }(*hrelation.RangeOffsetOn)
	*hrelation.RangeOffsetOn = false
	hs := checkRange(t)
	for _, tc := range rangePrograms {
		if hs[tc.name] == tc.wantH {
			t.Errorf("%s: the same H without the rule: it is not needed?", tc.name)
		}
	}
}
