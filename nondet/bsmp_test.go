package nondet

import (
	"strings"
	"testing"
)

// TestRecvWritesMutation is the mutation check of the rule that the queue
// statements assign their variables (facts.go, absint.go): without it, a
// variable declared once with a value and then written by qsize or move
// gets its declaration as a fact after a sync, which the simulator
// refutes (testdata/bsmp_facts.bsp).
func TestRecvWritesMutation(t *testing.T) {
	srcs := readPrograms(t, "testdata/bsmp_*.bsp")
	if failures, _ := factFailures(t, srcs); len(failures) > 0 {
		t.Fatalf("the facts fail without mutation: %s", strings.Join(failures, "\n"))
	}
	noRecvWrites = true
	defer func() { noRecvWrites = false }()
	failures, _ := factFailures(t, srcs)
	if len(failures) == 0 {
		t.Fatal("queue statements taken for no assignment: no fact fails")
	}
	t.Logf("caught: %s", failures[0])
}
