package seqcost

import (
	"fmt"
	"strings"
	"testing"
)

// TestEntryFacts: a loop whose counter steps by p (k := k + p, the cyclic
// distribution) around an inner loop needs p >= 1 where the step is
// taken; the solver's call-context invariants give it, but not in a
// program with many loops (past their work limit), where the loop's
// equations now state it themselves.
func TestEntryFacts(t *testing.T) {
	var b strings.Builder
	b.WriteString("program many(N) requires N >= nprocs\n  var k := pid\n  while k < nprocs do\n    k := k + nprocs\n    for i := 0 to N - 1 do\n      {1 * r} skip\n    end\n  end\n")
	for j := 0; j < 12; j++ {
		fmt.Fprintf(&b, "  var a%d := 0\n  if N > %d then\n    a%d := %d\n  end\n  for i%d := 0 to a%d do\n    for t%d := 0 to N - 1 step nprocs do\n      {1 * r} skip\n    end\n  end\n", j, j, j, j%3+2, j, j, j)
	}
	b.WriteString("end\n")
	checkPolyCase(t, polyCase{name: "strided loop among many", src: b.String(),
		bounds: map[string]string{"W": "N + 48*ceil(N/p)", "H": "0", "S": "1"}, off: &entryFactsOn})
}
