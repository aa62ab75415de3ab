package hrelation_test

import (
	"bspcost/driver"
	"context"
	"testing"

	"bspcost/hrelation"
)

// reducedRangePrograms have a remote process congruent modulo nprocs to
// pid + d or d - pid, d in a constant interval that align knows but the
// model cannot express (input data clamped, a function of pid).
var reducedRangePrograms = []simProgram{
	{
		// At most 4 senders per receiver from p = 4 on (N words each),
		// every sender below; at most 3 requests per process.
		name: "window",
		src: `program window(N) requires N >= 1
  var x
  var y[N]
  put((pid + max(x % 4, 0)) % nprocs, y[0:N], y[0:N])
  sync
  get((pid + max(x % 3, 0)) % nprocs, y[0], y[0])
  sync
end
`,
		params: []map[string]int64{{"N": 1}, {"N": 3}},
		wantH:  "max((4*N + 3)*min(1, nat(p - 3)), min(1, nat(-p + 4))*(p + N*p))",
	},
	{
		// d - pid reduced twice, d a function of pid in 0..2.
		name: "mirror",
		src: `program mirror(N) requires N >= 1
  var y[N]
  put(((max(pid * pid % 3, 0) - pid) % nprocs + nprocs) % nprocs, y[0:N], y[0:N])
  sync
end
`,
		params: []map[string]int64{{"N": 1}, {"N": 5}},
		wantH:  "N*min(3, p)",
	},
}

// TestReducedRange: the programs above, never below the simulator, with
// the bounds of the rule.
func TestReducedRange(t *testing.T) {
	checkPrograms(t, reducedRangePrograms, true)
}

// TestReducedRangeMutation: without the rule, every program's H is
// another (every word to every process).
func TestReducedRangeMutation(t *testing.T) {
	want := hBounds(t, reducedRangePrograms)
	defer func(on bool) { *hrelation.ReducedRangeOn = on }(*hrelation.ReducedRangeOn)
	*hrelation.ReducedRangeOn = false
	got := hBounds(t, reducedRangePrograms)
	for _, tc := range reducedRangePrograms {
		if got[tc.name] == want[tc.name] {
			t.Errorf("%s: the same H %s without the rule: it is not needed?", tc.name, got[tc.name])
		}
	}
}

// ownTermsPrograms have a remote process whose scalars have one value at
// the statement, a function of pid (distinctValue puts it in place), and
// whose own terms align bounds by constants: read with the values in
// place the terms have no known range, read as written they do.
var ownTermsPrograms = []simProgram{
	{
		// x is pid: a process receives from the 8 processes at distance
		// 0..7 before it at most.
		name: "reduced",
		src: `program reduced(N) requires N >= 1
  var x := pid
  var y[N]
  put((pid + max(x % 8, 0)) % nprocs, y[0:N], y[0:N])
  sync
end
`,
		params: []map[string]int64{{"N": 1}, {"N": 3}},
		wantH:  "N*min(8, p)",
	},
}

// TestOwnTerms: the programs above, never below the simulator, with the
// bounds of the rule.
func TestOwnTerms(t *testing.T) {
	checkPrograms(t, ownTermsPrograms, true)
}

// TestOwnTermsMutation: without the second reading every program's H is
// another (every word to every process).
func TestOwnTermsMutation(t *testing.T) {
	want := hBounds(t, ownTermsPrograms)
	defer func(on bool) { *hrelation.OwnTermsOn = on }(*hrelation.OwnTermsOn)
	*hrelation.OwnTermsOn = false
	got := hBounds(t, ownTermsPrograms)
	for _, tc := range ownTermsPrograms {
		if got[tc.name] == want[tc.name] {
			t.Errorf("%s: the same H %s without the rule: it is not needed?", tc.name, got[tc.name])
		}
	}
}

// hBounds returns the H bound of each program ("" without one).
func hBounds(t *testing.T, progs []simProgram) map[string]string {
	t.Helper()
	hs := map[string]string{}
	for _, tc := range progs {
		rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: tc.name + ".bsp", Src: []byte(tc.src)})
		if err == nil && rep.H.Expr != nil {
			hs[tc.name] = rep.H.Expr.String()
		}
	}
	return hs
}
