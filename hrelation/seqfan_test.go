package hrelation_test

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/driver"
	"bspcost/frontend/sim"
	"bspcost/hrelation"
	"bspcost/internal/oracle"
	"bspcost/solver"
)

// seqFanPrograms repeat puts and gets within a superstep (counted through
// the sequential program); exact says that the H bound equals the
// simulated H at every tested point.
var seqFanPrograms = []struct {
	name, src string
	wantH     string
	exact     bool
}{
	{
		// One sender per receiver: N words, not p·N.
		name: "ring in a while loop",
		src: `program ring(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    put((pid + 1) % nprocs, x, a[0])
    i := i + 1
  end
  sync
end
`,
		wantH: "N",
		exact: true,
	},
	{
		// A get from the mirror process, two words an execution.
		name: "mirror get",
		src: `program mirror(N) requires N >= 1
  var a[4]
  var i := 0
  while i < N do
    get(nprocs - 1 - pid, a[0:2], a[2:4])
    i := i + 1
  end
  sync
end
`,
		wantH: "2*N",
		exact: true,
	},
	{
		// A put and a get on the same ring: a process receives the puts
		// of its left neighbour and its own gets.
		name: "put and get",
		src: `program pg(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    put((pid + 1) % nprocs, x, a[0])
    get((pid + 1) % nprocs, x, a[1])
    i := i + 1
  end
  sync
end
`,
		wantH: "2*N*min(2, p)",
		exact: false,
	},
	{
		// A 2-to-1 map: processes 2i and 2i + 1 put to i.
		name: "halving",
		src: `program half(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    put(pid / 2, x, a[0])
    i := i + 1
  end
  sync
end
`,
		wantH: "N*min(2, p)",
		exact: true,
	},
	{
		// Every process puts to 0: p senders, the fan is nprocs.
		name: "gather",
		src: `program gather(N) requires N >= 1
  var x
  var a[4]
  var i := 0
  while i < N do
    put(0, x, a[0])
    i := i + 1
  end
  sync
end
`,
		wantH: "N*p",
		exact: true,
	},
}

// checkSeqFan analyses each program and compares its H bound with the
// simulated H at p = 1..16 and N = 1, 2, 5: never below; exact[name]
// says it is equal everywhere.
func checkSeqFan(t *testing.T) (exact map[string]bool) {
	t.Helper()
	exact = map[string]bool{}
	for _, tc := range seqFanPrograms {
		rep, err := (&driver.Config{}).Analyze(context.Background(), driver.Input{Name: tc.name + ".bsp", Src: []byte(tc.src)})
		if err != nil || rep.H.Expr == nil {
			t.Fatalf("%s: no H bound: %v %v", tc.name, err, rep.H.Reason)
		}
		exact[tc.name] = true
		for p := 1; p <= 16; p++ {
			for _, n := range []int64{1, 2, 5} {
				params := map[string]int64{"N": n}
				res, err := sim.Run(rep.Program, sim.Config{P: p, Params: params, Seed: 1})
				if err != nil {
					t.Fatalf("%s at p = %d: %v", tc.name, p, err)
				}
				for _, c := range oracle.Compare(map[string]*solver.Expr{"H": rep.H.Expr}, p, params, res) {
					if c.Unsound() {
						t.Errorf("%s at p = %d, N = %d: H = %s = %s below the simulated %d", tc.name, p, n, c.Bound, c.Value.RatString(), c.Simulated)
					}
					exact[tc.name] = exact[tc.name] && c.Exact()
				}
			}
		}
		if *hrelation.SeqFanOn {
			if diff := cmp.Diff(tc.wantH, rep.H.Expr.String()); diff != "" {
				t.Errorf("%s: H (-want +got):\n%s", tc.name, diff)
			}
		}
	}
	return exact
}

// TestSeqFan: the H of the programs above, through the whole analysis,
// against the simulator.
func TestSeqFan(t *testing.T) {
	exact := checkSeqFan(t)
	for _, tc := range seqFanPrograms {
		if exact[tc.name] != tc.exact {
			t.Errorf("%s: exact %v, want %v", tc.name, exact[tc.name], tc.exact)
		}
	}
}

// TestSeqFanMutation: with the fan switched off (nprocs per execution),
// the programs exact with it but the gather are not.
func TestSeqFanMutation(t *testing.T) {
	defer func(on bool) { *hrelation.SeqFanOn = on }(*hrelation.SeqFanOn)
	*hrelation.SeqFanOn = false
	exact := checkSeqFan(t)
	for _, tc := range seqFanPrograms {
		if tc.exact && exact[tc.name] && tc.name != "gather" {
			t.Errorf("%s: exact without the fan: the rule is not needed?", tc.name)
		}
	}
}
