package hrelation_test

import (
	"context"
	"math/big"
	"testing"

	"bspcost/align"
	"bspcost/driver"
	"bspcost/frontend"
	"bspcost/frontend/sim"
	"bspcost/hrelation"
	"bspcost/internal/oracle"
	"bspcost/solver"
)

// classPrograms have remote processes congruent to a·pid + e modulo
// nprocs whose senders differ in what they execute: only some processes
// run the statement, or each a different number of times. The words of
// a target are those of its residue class of senders (classmax.go), not
// gcd(a, p) times every instance.
var classPrograms = []simProgram{
	{
		// Processes 0 and 1 get from 2 * pid: two senders to process 0
		// at p = 2 only, not at every even p.
		name: "pair",
		src: `program pair(N) requires N >= 1
  var x[N]
  var y[N]
  if pid <= 1 then
    get((2 * pid) % nprocs, x[0:N], y[0:N])
  end
  sync
end
`,
		params: []map[string]int64{{"N": 1}, {"N": 3}},
	},
}

// classStepsExact reports whether the analysed h of every superstep of
// rep's program equals the simulated one at p = 1..16 and the points,
// failing the test where it is below.
func classStepsExact(t *testing.T, name string, rep *driver.Report, points []map[string]int64) bool {
	t.Helper()
	exact := true
	for p := 1; p <= 16; p++ {
		for _, pv := range points {
			var hs []*big.Rat
			prev := align.Barrier{Kind: align.StartBarrier}
			cfg := sim.Config{P: p, Params: pv, Seed: 1}
			cfg.AtBarrier = func(k int, sync *frontend.SyncStmt, vals [][]int64) {
				b := rep.HRelation.AtBarrier(prev, sync, vals)
				prev = b.Close
				hs = append(hs, b.H)
			}
			res, err := sim.Run(rep.Program, cfg)
			if err != nil {
				t.Fatalf("%s at p = %d: %v", name, p, err)
			}
			for k, ss := range res.Supersteps {
				if k >= len(hs) || hs[k] == nil {
					exact = false
					continue
				}
				switch hs[k].Cmp(big.NewRat(ss.H, 1)) {
				case -1:
					t.Errorf("%s at p = %d, %v: superstep %d: h %s below the simulated %d", name, p, pv, k, hs[k].RatString(), ss.H)
				case 1:
					exact = false
				}
			}
		}
	}
	return exact
}

// gcdClassPrograms have remote processes congruent to a·pid + e
// modulo nprocs that every process runs alike, beside statements whose
// largest words are on the other side: gcd(a, p) times the instances is
// compared with that side before the maximum.
var gcdClassPrograms = []simProgram{
	{
		// Process 0 receives 2 words from the put and 1 from the get; the
		// odd processes send 2 words at even p, 1 from the put: h = 3.
		name: "beside",
		src: `program beside(N) requires N >= 1
  var x
  get((pid * 2 + 1) % nprocs, x, x)
  put(max(pid - 1, 0), x, x)
  sync
end
`,
		params: []map[string]int64{{"N": 1}},
	},
	{
		// N words per instance, gcd(4, p) senders per source at the
		// sources' side; the gather to 0 receives p·N.
		name: "gather",
		src: `program gather(N) requires N >= 1
  var x[N]
  var y[N * nprocs]
  get((4 * pid + 1) % nprocs, x[0:N], x[0:N])
  put(0, y[pid * N:pid * N + N], x[0:N])
  sync
end
`,
		params: []map[string]int64{{"N": 1}, {"N": 3}},
	},
}

// TestClassMax: the programs above are sound against the simulator at p
// = 1..16, each superstep's h is exact, and their H is nowhere above the
// one without the rule and below it somewhere.
func TestClassMax(t *testing.T) {
	checkClassRule(t, classPrograms, hrelation.ClassMaxOn)
}

// TestGcdClass: as TestClassMax, for the class counts of statements
// every process runs alike.
func TestGcdClass(t *testing.T) {
	checkClassRule(t, gcdClassPrograms, hrelation.GcdClassOn)
}

// checkClassRule checks programs with the rule that sw switches on and
// off.
func checkClassRule(t *testing.T, programs []simProgram, sw *bool) {
	t.Helper()
	for _, tc := range programs {
		analyze := func(on bool) *driver.Report {
			defer func(was bool) { *sw = was }(*sw)
			*sw = on
			rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: tc.name + ".bsp", Src: []byte(tc.src)})
			if err != nil || rep.H.Expr == nil {
				t.Fatalf("%s (rule %v): no H bound: %v %v", tc.name, on, err, rep.H.Reason)
			}
			return rep
		}
		with, without := analyze(true), analyze(false)
		checkHAgainstSim(t, tc.name, with, 16, tc.params)
		if !classStepsExact(t, tc.name, with, tc.params) {
			t.Errorf("%s: a superstep's h is above the simulated one", tc.name)
		}
		if classStepsExact(t, tc.name, without, tc.params) {
			t.Errorf("%s: every superstep exact without the rule: the rule is not needed?", tc.name)
		}
		lower := false
		for p := 1; p <= 16; p++ {
			for _, pv := range tc.params {
				res, err := sim.Run(with.Program, sim.Config{P: p, Params: pv, Seed: 1})
				if err != nil {
					t.Fatalf("%s at p = %d: %v", tc.name, p, err)
				}
				a := oracle.Compare(map[string]*solver.Expr{"H": with.H.Expr}, p, pv, res)
				b := oracle.Compare(map[string]*solver.Expr{"H": without.H.Expr}, p, pv, res)
				if len(a) != 1 || len(b) != 1 {
					t.Fatalf("%s at p = %d: no H value", tc.name, p)
				}
				switch a[0].Value.Cmp(b[0].Value) {
				case 1:
					t.Errorf("%s at p = %d, %v: H = %s with the rule, %s without", tc.name, p, pv, a[0].Value.RatString(), b[0].Value.RatString())
				case -1:
					lower = true
				}
			}
		}
		if !lower {
			t.Errorf("%s: H with the rule (%s) nowhere below H without (%s)", tc.name, with.H.Expr, without.H.Expr)
		}
	}
}

// TestResidueFloors: without the pieces on residues of p merged, the
// sequential analysis adds the cases of p's residues: H is above the
// one with them.
func TestResidueFloors(t *testing.T) {
	// Processes 0..2 get from 3 * pid: three senders to process 0 where
	// 3 divides p, one sender per target elsewhere.
	tc := simProgram{
		name: "triple",
		src: `program triple(N) requires N >= 1
  var x[N]
  var y[N]
  if pid <= 2 then
    get((3 * pid) % nprocs, x[0:N], y[0:N])
  end
  sync
end
`,
		params: []map[string]int64{{"N": 1}, {"N": 3}},
	}
	hAt := func(on bool, p int) *big.Rat {
		defer func(was bool) { *hrelation.ResidueFloorsOn = was }(*hrelation.ResidueFloorsOn)
		*hrelation.ResidueFloorsOn = on
		rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: tc.name + ".bsp", Src: []byte(tc.src)})
		if err != nil || rep.H.Expr == nil {
			t.Fatalf("%s (floors %v): no H bound: %v %v", tc.name, on, err, rep.H.Reason)
		}
		checkHAgainstSim(t, tc.name, rep, 16, tc.params)
		res, err := sim.Run(rep.Program, sim.Config{P: p, Params: tc.params[0], Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		return oracle.Compare(map[string]*solver.Expr{"H": rep.H.Expr}, p, tc.params[0], res)[0].Value
	}
	// At p = 5 (past the p-cases the solver keeps apart) one sender per
	// target: the floors give 1, the residues' cases added give more.
	if with, without := hAt(true, 5), hAt(false, 5); with.Cmp(without) >= 0 {
		t.Errorf("at p = 5: H = %s with the floors, %s without", with.RatString(), without.RatString())
	}
}

// residueSplicePrograms have congruent class counts whose maximum with
// the other side is on residues of p only where an opaque parameter is
// out of the range the program gives it (N / nprocs <= 0): those pieces
// are the rule's bound, the others stay the exact maximum (residueSplice).
var residueSplicePrograms = []simProgram{
	{
		// Process p - 1 is asked for N / p words by every process and
		// sends one word: N + 1, above the put's gcd(2, p) words.
		name: "opaque",
		src: `program opaque(N) requires N >= nprocs
  var a[2]
  var x
  put((pid + pid) % nprocs, a[1], a[1], 1)
  for i := 0 to N / nprocs - 1 do
    get(nprocs - 1, a[0], x)
  end
  sync
end
`,
		params: []map[string]int64{{"N": 16}, {"N": 48}},
	},
}

// nprocsCasesPrograms have a spliced maximum with more cases than the
// gcd bound, on nprocs alone once the opaque parameter's range (0 <=
// (N + 8) % nprocs <= nprocs - 1) is known (nprocsCases).
var nprocsCasesPrograms = []simProgram{
	{
		// Process (N + 8) % p sends p + 1 words and receives 3: p + 4,
		// above the class count's floors of p / 3 (1 + gcd(3, p) - 1
		// words).
		name: "cases",
		src: `program cases(N) requires N >= 1
  var x[3]
  var y
  put(nprocs - 1 - pid, x[0], x[0], 3)
  get((N + 8) % nprocs, y, y)
  put((pid * 3 + 1) % nprocs, x[1], y)
  sync
end
`,
		params: []map[string]int64{{"N": 1}, {"N": 4}},
	},
}

// TestNprocsCases: as TestResidueSplice, for a splice whose extra cases
// are on nprocs alone.
func TestNprocsCases(t *testing.T) {
	checkClassRule(t, nprocsCasesPrograms, hrelation.NprocsCasesOn)
}

// TestResidueSplice: as TestClassMax, for the class counts whose maximum
// keeps pieces on residues of p in a corner of the parameters.
func TestResidueSplice(t *testing.T) {
	checkClassRule(t, residueSplicePrograms, hrelation.ResidueSpliceOn)
}
