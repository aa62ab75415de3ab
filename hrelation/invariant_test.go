package hrelation_test

import (
	"testing"

	"bspcost/hrelation"
)

// invariantPrograms have a remote process pid ± e or congruent to a·pid +
// e modulo nprocs inside a for loop whose bounds differ between the
// processes (its instances are not aligned), e read nowhere written in
// the loop; exact says that the H bound equals the simulated H at every
// tested point.
var invariantPrograms = []simProgram{
	{
		// Process s gets s + 1 words from (s + 9) mod p, which serves
		// only s: p words at most on both sides.
		name: "constant",
		src: `program inv1(N) requires N >= 1
  var x
  var y[N]
  for i := 0 to pid do
    get((pid + 9) % nprocs, x, y[i % N])
  end
  sync
end
`,
		params: []map[string]int64{{"N": 1}, {"N": 4}},
		wantH:  "p",
		exact:  true,
	},
	{
		// A rotation by a parameter, N - pid words each, and a shift by
		// a replicated value set before the loop.
		name: "parameter",
		src: `program inv2(N, r) requires N >= 1 && r >= 0
  var x
  var y[N]
  var d := r + 1
  for i := pid to N - 1 do
    put((pid + r) % nprocs, x, y[i])
  end
  sync
  if pid + d < nprocs then
    for i := 0 to pid do
      put(pid + d, x, y[i % N])
    end
  end
  sync
end
`,
		params: []map[string]int64{{"N": 1, "r": 0}, {"N": 5, "r": 3}, {"N": 20, "r": 17}},
		wantH:  "",
		exact:  true,
	},
	{
		// The offset changes inside the loop: the rule does not apply
		// (every process may receive every word); never below.
		name: "written",
		src: `program inv3(N) requires N >= 1
  var x
  var y[N]
  var d := 0
  for i := 0 to pid do
    put((pid + d) % nprocs, x, y[i % N])
    d := 1
  end
  sync
end
`,
		params: []map[string]int64{{"N": 1}, {"N": 3}},
		wantH:  "",
		exact:  false,
	},
}

// TestInvariantOffset: the programs above, through the whole analysis,
// exact against the simulator where the rule applies.
func TestInvariantOffset(t *testing.T) {
	exact := checkPrograms(t, invariantPrograms, true)
	for _, tc := range invariantPrograms {
		if exact[tc.name] != tc.exact {
			t.Errorf("%s: exact %v, want %v", tc.name, exact[tc.name], tc.exact)
		}
	}
}

// TestInvariantOffsetMutation: without the rule, the programs it applies
// to are not exact.
func TestInvariantOffsetMutation(t *testing.T) {
	defer func(on bool) { *hrelation.InvariantOffsetOn = on }(*hrelation.InvariantOffsetOn)
	*hrelation.InvariantOffsetOn = false
	exact := checkPrograms(t, invariantPrograms, false)
	for _, tc := range invariantPrograms {
		if tc.exact && exact[tc.name] {
			t.Errorf("%s: exact without the invariant offsets: the rule is not needed?", tc.name)
		}
	}
}
