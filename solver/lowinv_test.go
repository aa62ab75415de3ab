package solver

import "os"

// A system whose invariants take more than lowInvWork: solved with and
// without them, each bound smaller at some points, their minimum is kept
// (lowInv; the mutation check switches it off).
func init() {
	const name = "a system solved with the invariants of lowInvWork alone too (lowInv)"
	src, err := os.ReadFile("testdata/low_invariants.ces")
	if err != nil {
		src = []byte("% " + err.Error())
	}
	knownSystems = append(knownSystems, struct{ name, src, want string }{name, string(src),
		"min(3*max(0, 2*V1 + 2*V2 - 4) + 3*max(max(0, V1 + 1)*min(1, nat(-V1 + 2)), max(0, V1 + 1)*min(1, nat(-V1 + 3), nat(V1 - 1)), max(0, V1 + 1)*min(1, nat(V1 - 2))), 3*max(0, V1 + 1) + 3*max(0, V1 + 1)*min(ceil(nat(V2)/V1), nat(V2)))"})
}
