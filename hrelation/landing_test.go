package hrelation_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/hrelation"
)

// landingPrograms read, in a remote process, a scalar that a put or get
// writes, across syncs where no transfer that writes it lands: its value
// is the one assigned (pid), and the remote process a permutation. The
// last one's put lands where the scalar is read after: the sync forgets
// it (process 0's x is another process's pid), never below the simulator.
var landingPrograms = []simProgram{
	{
		// The put writing x runs after the loop of syncs: it lands at
		// the end, not at the loop's syncs.
		name: "after",
		src: `program after(N) requires N >= 1
  var x := pid
  var y[N]
  for i := 0 to 2 do
    get((pid + 1) % nprocs, y[0:N], y[0:N])
    sync
  end
  put((x + 1) % nprocs, y[0:N], y[0:N])
  get(pid, x, x)
end
`,
		params: []map[string]int64{{"N": 1}, {"N": 3}},
		wantH:  "4*N + 1",
		exact:  true,
	},
	{
		// The get writing x landed at the first sync; x := pid after
		// it holds across the second.
		name: "before",
		src: `program before(N) requires N >= 1
  var x := 0
  var y[N]
  get((pid + 1) % nprocs, x, x)
  sync
  x := pid
  sync
  put((x + 1) % nprocs, y[0:N], y[0:N])
  sync
end
`,
		params: []map[string]int64{{"N": 1}, {"N": 3}},
		wantH:  "N + 1",
		exact:  true,
	},
	{
		// Every process writes process 0's x: at the sync it becomes
		// some process's pid, which then receives 2N words.
		name: "lands",
		src: `program lands(N) requires N >= 1
  var x := pid
  var y[N]
  put(0, x, x)
  sync
  put(x % nprocs, y[0:N], y[0:N])
  sync
end
`,
		params: []map[string]int64{{"N": 1}, {"N": 3}},
		exact:  false,
	},
}

// TestLanding: the programs above, never below the simulator, exact with
// the rule (but the one whose put lands before the read); without it
// (landingOnlyOn off) none is.
func TestLanding(t *testing.T) {
	defer func(on bool) { *hrelation.LandingOnlyOn = on }(*hrelation.LandingOnlyOn)
	for _, on := range []bool{true, false} {
		*hrelation.LandingOnlyOn = on
		exact := checkPrograms(t, landingPrograms, on)
		want, got := map[string]bool{}, map[string]bool{}
		for _, tc := range landingPrograms {
			want[tc.name], got[tc.name] = tc.exact && on, exact[tc.name]
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("landingOnlyOn %v: exact (-want +got):\n%s", on, diff)
		}
	}
}
