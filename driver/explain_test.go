package driver

import (
	"testing"

	"bspcost/frontend"

	"github.com/google/go-cmp/cmp"
)

// TestExplain: the solver's relation and value names become the
// loops and the program they stand for, in the file of each line.
func TestExplain(t *testing.T) {
	prog := &frontend.Program{File: "main.c", Files: []string{"helper.c"}}
	tests := []struct{ in, want string }{
		{"no ranking function found for the recursive equations w1/2 (line 15)", "no ranking function found for the loop at main.c:15"},
		{"no ranking function found for the recursive equations k4/2 (line 0), k4/2 (line 0), w1/2 (line 7)", "no ranking function found for the program, the loop at main.c:7"},
		{"cost of w5/3 (line 16777227): F26 (in w5/3, line 16777227) has no bound", "cost of the loop at helper.c:11: a value has no bound"},
		{"main/3 (equation at line 0): F25 (in main/3, line 0) is unbounded", "the program: a value is unbounded"},
		{"main/6 (equation at line 0): F20~3 + 1 (in main/6, line 0) is unbounded", "the program: a value is unbounded"},
		{"the bound F20~3 is not linear", "the bound a value is not linear"},
		{"timeout", "timeout"},
		{"cost of the loop at main.c:22: cannot bound the product (2*#0 - 2*#1)*nat(#0): factor 2*#0 - 2*#1 may be negative",
			"cost of the loop at main.c:22: cannot bound a product of values the program computes (a factor may be negative)"},
		{"cost of w5/3 (line 105): -F281 + F26 (in w5/3, line 105) has no bound that does not grow along the recursion",
			"cost of the loop at main.c:105: a value has no bound that does not grow along the recursion"},
		{"the bound F12 of #3 is not linear", "the bound a value of a value is not linear"},
		{"cost of the loop at main.c:74: arg3 - arg5 - 1 (in w3/7, line 74) has no bound that does not grow along the recursion",
			"cost of the loop at main.c:74: a value of the loop at main.c:74 has no bound that does not grow along the recursion"},
		{"cost of w5{F12=1}/6 (line 16777303): 2*arg1 + 1/2*F3 (in w5{F12=1}/6, line 16777303) has no bound",
			"cost of the loop at helper.c:87: a value has no bound"},
		// Without the sequential program no variable has a user's name.
		{"cost of w1/3 (line 4): V3~2 - V5 (in w1/3, line 4) has no bound", "cost of the loop at main.c:4: a value has no bound"},
		{"cost of w1/3 (line 4): V3 (in w2/3, line 9) has no bound", "cost of the loop at main.c:4: a value of the loop at main.c:9 has no bound"},
		{"cost of main/2 (equation at line 0): bounding -V10 + V7 (in w3/5, line 12): linear program too large",
			"cost of the program: bounding a value of the loop at main.c:12: linear program too large"},
		{"bounding -#10 + #7: linear program too large", "bounding a value: linear program too large"},
		// The solver's other reasons name a relation with its line too.
		{"f/3 (line 12): no ranking function found for the depth of its multiple recursion",
			"the loop at main.c:12: no ranking function found for the depth of its multiple recursion"},
		{"main/1 (line 0): the entry has no equations", "the program: the entry has no equations"},
		{"cost of w1/2 (line 3): w4/2 (line 9) depends on itself through its own bound",
			"cost of the loop at main.c:3: the loop at main.c:9 depends on itself through its own bound"},
		{"w2/4 (line 5) has no linear summary", "the loop at main.c:5 has no linear summary"},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, (&Report{Program: prog}).Explain(tt.in)); diff != "" {
			t.Errorf("Explain(%q) (-want +got):\n%s", tt.in, diff)
		}
	}
}
