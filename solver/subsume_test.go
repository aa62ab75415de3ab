package solver

import "strings"

// A doubling loop whose equation is repeated under P <= 2 (the sequential
// program's h split on p): the repeat is subsumed by the first, and the
// loop runs ceil(log2(P)) rounds, not one more counted for the repeat
// (dropSubsumed; its mutation check switches it off).
func init() {
	knownSystems = append(knownSystems, struct{ name, src, want string }{
		"a doubling loop's equation repeated under a stronger guard (dropSubsumed)", `entry(main(P):[P>=1]).
eq(main(P),0,[w(P,1)],[P>=1]).
eq(w(P,K),1,[w(P,2*K)],[P>=K+1,K>=1]).
eq(w(P,K),1,[w(P,2*K)],[P>=K+1,K>=1,2>=P]).
eq(w(P,K),0,[],[K>=P,K>=1]).`, "ceil(log2(P))"})
}

// laterCut's system (knownSystems) without dropSubsumed, whose cases it
// would merge: the many paths its test is about.
func init() {
	for _, tc := range knownSystems {
		if strings.HasSuffix(tc.name, "(laterCut)") {
			knownApart = append(knownApart, struct {
				name, src, want string
				off             *bool
			}{tc.name + ", without dropping subsumed equations", tc.src, "2*nat(C) + 2*nat(D) + 11*nat(N) + 2", &noSubsumed})
		}
	}
}
