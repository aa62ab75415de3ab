package hrelation_test

import (
	"testing"

	"bspcost/hrelation"
)

// loopEntryPrograms put to a scalar that a loop's body assigns a value of
// the parameters: past the loop it holds that value where the loop ran
// (its condition held at the entry) and its value before where it did
// not, so the target is one process or a permutation, not "every process
// may receive every word".
var loopEntryPrograms = []simProgram{
	{
		// A doubling loop that runs from K >= 2 on.
		name: "while",
		src: `program w(N, K) requires N >= 1 && K >= 1
  var x := pid
  var y[N]
  var k := 1
  while k < K do
    x := 2
    k := k * 2
  end
  put(x % nprocs, y[0:N], y[0:N])
  sync
end
`,
		params: []map[string]int64{{"N": 1, "K": 1}, {"N": 3, "K": 1}, {"N": 2, "K": 5}},
		exact:  true,
	},
	{
		// The same loop in another one's body, with a sync: the value
		// of each iteration is its last one's.
		name: "nested",
		src: `program n(N, K) requires N >= 1 && K >= 1
  var x := pid
  var y[N]
  for i := 1 to K do
    var k := 1
    while k < K do
      x := 2
      k := k * 2
    end
    sync
  end
  put(x % nprocs, y[0:N], y[0:N])
  sync
end
`,
		params: []map[string]int64{{"N": 1, "K": 1}, {"N": 3, "K": 1}, {"N": 2, "K": 3}},
		exact:  true,
	},
}

// TestLoopEntry: the programs above, never below the simulator, exact
// with the rule.
func TestLoopEntry(t *testing.T) {
	exact := checkPrograms(t, loopEntryPrograms, true)
	for _, tc := range loopEntryPrograms {
		if exact[tc.name] != tc.exact {
			t.Errorf("%s: exact = %v, want %v", tc.name, exact[tc.name], tc.exact)
		}
	}
}

func TestLoopEntryMutation(t *testing.T) {
	defer func(on bool) { *hrelation.LoopEntryOn = on }(*hrelation.LoopEntryOn)
	*hrelation.LoopEntryOn = false
	exact := checkPrograms(t, loopEntryPrograms, false)
	for _, tc := range loopEntryPrograms {
		if exact[tc.name] {
			t.Errorf("%s: exact without the rule: it is not needed?", tc.name)
		}
	}
}
