package hrelation_test

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/driver"
	"bspcost/hrelation"
)

// minCasesPrograms are programs whose h is piecewise in p; exact says
// that the H bound equals the simulated H at every tested point.
var minCasesPrograms = []struct {
	name, src string
	params    map[string]int64
	wantH     string
	exact     bool
}{
	{
		// h = p - 1 up to p = 4, then 3: min(3, p - 1), not max.
		name: "three neighbours",
		src: `program nb
  var x
  var y
  for t := 1 to 3 do
    if pid >= t then
      get(pid - t, x, y)
    end
  end
  sync
end
`,
		wantH: "min(3, p - 1)",
		exact: true,
	},
	{
		// Two supersteps, each a minimum: the sum stays exact.
		name: "two exchanges",
		src: `program two(N) requires N >= 1
  var x
  var y
  for t := 1 to 2 do
    if pid + t < nprocs then
      put(pid + t, x, y)
    end
  end
  sync
  for t := 1 to 4 do
    if pid >= t then
      get(pid - t, x, y)
    end
  end
end
`,
		params: map[string]int64{"N": 3},
		wantH:  "min(2*p - 2, 6, p + 1)",
		exact:  true,
	},
	{
		// 1 at p = 1 (the put to itself), p + 1 from p = 2: the piece
		// at p = 1 as the ramp 1 + 2·(p - 1).
		name: "p-cases",
		src: `program pc
  var x
  var y
  if pid + 1 < nprocs then
    get(pid + 1, x, y)
  end
  put(0, x, y)
  sync
end
`,
		wantH: "min(2*p - 1, p + 1)",
		exact: true,
	},
	{
		// One word from p = 3 on, none below: the ramp 1 + (p - 3).
		name: "from p = 3",
		src: `program r3
  var x
  var y
  if nprocs >= 3 then
    if pid == 0 then
      put(1, x, y)
    end
  end
  sync
end
`,
		wantH: "max(0, min(1, p - 2))",
		exact: true,
	},
	{
		// A minimum within the pieces' common constraint N >= 1: the
		// case's condition, outside which h is 0.
		name: "within a condition",
		src: `program ctx(N) requires N >= 0
  var x
  var y
  if N >= 1 then
    for t := 1 to 2 do
      if pid + t < nprocs then
        put(pid + t, x, y)
      end
    end
  end
  sync
end
`,
		params: map[string]int64{"N": 3},
		wantH:  "min(1, nat(N))*min(2, p - 1)",
		exact:  true,
	},
	{
		// The first iteration only (i == 0, a parameter of the step):
		// charged as min(2, p - 1) once, not as the largest case in
		// every iteration.
		name: "first iteration",
		src: `program first(N) requires N >= 0
  var x
  var y
  for i := 0 to N do
    sync
    if i == 0 then
      for t := 1 to 2 do
        if pid + t < nprocs then
          put(pid + t, x, y)
        end
      end
    end
    sync
  end
end
`,
		params: map[string]int64{"N": 3},
		wantH:  "min(2, p - 1)",
		exact:  true,
	},
}

// checkMinCases analyses each program and compares its H bound with the
// simulated H at p = 1..8: never below, and equal where exact (only when
// wantExact is true; with it false, the test reports which are exact).
func checkMinCases(t *testing.T) (exact map[string]bool, bound map[string]string) {
	t.Helper()
	exact, bound = map[string]bool{}, map[string]string{}
	for _, tc := range minCasesPrograms {
		rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: tc.name + ".bsp", Src: []byte(tc.src)})
		if err != nil || rep.H.Expr == nil {
			t.Fatalf("%s: no H bound: %v %v", tc.name, err, rep.H.Reason)
		}
		bound[tc.name] = rep.H.Expr.String()
		exact[tc.name] = checkHAgainstSim(t, tc.name, rep, 8, []map[string]int64{tc.params})
		if *hrelation.MinCasesOn {
			if diff := cmp.Diff(tc.wantH, rep.H.Expr.String()); diff != "" {
				t.Errorf("%s: H (-want +got):\n%s", tc.name, diff)
			}
		}
	}
	return exact, bound
}

// TestMinCases: the h of the programs above, through the whole analysis,
// against the simulator.
func TestMinCases(t *testing.T) {
	exact, _ := checkMinCases(t)
	for _, tc := range minCasesPrograms {
		if exact[tc.name] != tc.exact {
			t.Errorf("%s: exact %v, want %v", tc.name, exact[tc.name], tc.exact)
		}
	}
}

// TestMinCasesMutation: with the minimum switched off (cases in ifs),
// the programs exact with it are not, or their H is another form (the
// solver's guard of an entry path gives a constant h from p = 3 its
// indicator, min(1, nat(p - 2)), from the cases too).
func TestMinCasesMutation(t *testing.T) {
	defer func(on bool) { *hrelation.MinCasesOn = on }(*hrelation.MinCasesOn)
	*hrelation.MinCasesOn = false
	exact, bound := checkMinCases(t)
	for _, tc := range minCasesPrograms {
		if tc.exact && exact[tc.name] && bound[tc.name] == tc.wantH {
			t.Errorf("%s: exact without the minimum of the cases: the rule is not needed?", tc.name)
		}
	}
}

// TestMinCasesContextMutation: without the pieces' common constraints,
// the programs that need them keep their cases, whose bound is another
// form or not exact.
func TestMinCasesContextMutation(t *testing.T) {
	defer func(on bool) { *hrelation.MinCasesContextOn = on }(*hrelation.MinCasesContextOn)
	*hrelation.MinCasesContextOn = false
	exact, forms := map[string]bool{}, map[string]string{}
	t.Run("off", func(t *testing.T) {
		for _, tc := range minCasesPrograms {
			rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: tc.name + ".bsp", Src: []byte(tc.src)})
			if err != nil || rep.H.Expr == nil {
				t.Fatalf("%s: no H bound: %v %v", tc.name, err, rep.H.Reason)
			}
			forms[tc.name] = rep.H.Expr.String()
			exact[tc.name] = checkHAgainstSim(t, tc.name, rep, 8, []map[string]int64{tc.params})
		}
	})
	for _, name := range []string{"within a condition", "first iteration"} {
		var want string
		for _, tc := range minCasesPrograms {
			if tc.name == name {
				want = tc.wantH
			}
		}
		if exact[name] && forms[name] == want {
			t.Errorf("%s: %s and exact without the common constraints: the rule is not needed?", name, want)
		}
	}
}
