package hrelation_test

import (
	"testing"

	"bspcost/hrelation"
)

// superstepValuePrograms read, in a put's or get's remote process, a
// scalar that a get writes, before the sync where the get lands: its
// value is the one assigned (pid), and the remote process a permutation.
var superstepValuePrograms = []simProgram{
	{
		// A ring in both directions on a scalar the first get
		// overwrites at the sync.
		name: "ring",
		src: `program ring(N) requires N >= 1
  var x := pid
  var y[N]
  get((x + 1) % nprocs, x, x)
  put((x + nprocs - 1) % nprocs, y[0:N], y[0:N])
  sync
end
`,
		params: []map[string]int64{{"N": 1}, {"N": 5}},
		wantH:  "N + 1",
		exact:  true,
	},
	{
		// The value of a copy (x := x) and of a scalar computed from x
		// survive the sync: they were made before it.
		name: "copy",
		src: `program copy(N) requires N >= 1
  var x := pid
  var y[N]
  x := x
  var z := x + 1
  get(x, x, x)
  sync
  put(z % nprocs, y[0:N], y[0:N])
  sync
end
`,
		params: []map[string]int64{{"N": 1}, {"N": 4}},
		wantH:  "N + 1",
		exact:  true,
	},
}

// TestSuperstepValues: the programs above, never below the simulator,
// exact with the rule; without it (superstepValuesOn off) their H is
// another.
func TestSuperstepValues(t *testing.T) {
	exact := checkPrograms(t, superstepValuePrograms, true)
	for _, tc := range superstepValuePrograms {
		if exact[tc.name] != tc.exact {
			t.Errorf("%s: exact = %v, want %v", tc.name, exact[tc.name], tc.exact)
		}
	}
}

func TestSuperstepValuesMutation(t *testing.T) {
	defer func(on bool) { *hrelation.SuperstepValuesOn = on }(*hrelation.SuperstepValuesOn)
	*hrelation.SuperstepValuesOn = false
	exact := checkPrograms(t, superstepValuePrograms, false)
	for _, tc := range superstepValuePrograms {
		if exact[tc.name] {
			t.Errorf("%s: exact without the rule: it is not needed?", tc.name)
		}
	}
}
