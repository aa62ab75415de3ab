package solver

import (
	"os"
	"strings"
)

// knownApart are known systems solved with one other rule switched off
// (off), where that rule's bound would hide the one the system tests.
var knownApart []struct {
	name, src, want string
	off             *bool
}

// A system whose invariants take more than lowInvWork: solved with and
// without them, each bound smaller at some points, their minimum is kept
// (lowInv; the mutation check switches it off). The system's clones per
// reset value (cloneResetValues) give a bound below both: it is solved
// with them too (knownSystems) and without them (knownApart), where lowInv
// shows.
func init() {
	const name = "a system solved with the invariants of lowInvWork alone too (lowInv)"
	src, err := os.ReadFile("testdata/low_invariants.ces")
	if err != nil {
		src = []byte("% " + err.Error())
	}
	knownSystems = append(knownSystems, struct{ name, src, want string }{name, string(src),
		"3*max(max(0, V1 + 1)*min(1, nat(-V1 + 2)), max(0, V1 + 1)*min(1, nat(-V1 + 3), nat(V1 - 1)), max(0, V1 + 1)*min(1, nat(V1 - 2))) + 3*max(max(0, V1 + 1)*min(1, nat(-V1 + 2)), max(0, V1 + 1)*min(1, nat(-V1 + 3), nat(V1 - 1)), max(0, V1 + 1)*min(1, nat(V1 - 2)))*min(ceil(nat(-V1 + V2)/V1), nat(-V1 + V2))"})
	knownApart = append(knownApart, struct {
		name, src, want string
		off             *bool
	}{name + ", without the clones per reset value", string(src),
		"min(3*max(0, 2*V1 + 2*V2 - 4) + 3*max(max(0, V1 + 1)*min(1, nat(-V1 + 2)), max(0, V1 + 1)*min(1, nat(-V1 + 3), nat(V1 - 1)), max(0, V1 + 1)*min(1, nat(V1 - 2))), 3*max(0, V1 + 1) + 3*max(0, V1 + 1)*min(ceil(nat(V2)/V1), nat(V2)))",
		&noEntryClones})
	// enteredFirst's system (knownSystems), which the clones per reset
	// value (F = 0 at entry, 1 after) bound as well on their own.
	for _, tc := range knownSystems {
		if strings.HasSuffix(tc.name, "(enteredFirst)") {
			knownApart = append(knownApart, struct {
				name, src, want string
				off             *bool
			}{tc.name + ", without the clones per reset value", tc.src, tc.want, &noEntryClones})
		}
	}
}
