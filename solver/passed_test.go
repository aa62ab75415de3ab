package solver

import (
	"fmt"
	"strings"
	"testing"
)

// fillerEqs is n equations of a relation no entry reaches: a system past
// maxInvEqs, which then gets no call-context invariants.
func fillerEqs(n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "eq(z(A),1,[],[A>=%d]).\n", i)
	}
	return b.String()
}

// passedSystems are large systems (no invariants) whose bounds need what
// passedEntryFacts and boundUp give. knownFailures runs them, so that
// TestMutations notices noPassedFacts, noBoundUp and noCarriedBack.
var passedSystems = []limitedSystem{
	// The entry's precondition (N >= P, P >= 1, stated again by each
	// equation) is what tells the guards P = 1, P = 2 from the facts:
	// without invariants, each case would be paid at every P.
	{"an entry's cases of P without invariants (entryFacts)", `entry(main(P,N):[P>=1,N>=P]).
eq(main(P,N),2,[],[P>=1,1>=P,N>=P]).
eq(main(P,N),3,[],[P>=2,2>=P,N>=P,P>=1]).
eq(main(P,N),P+1,[],[P>=3,N>=P]).
` + fillerEqs(maxInvEqs), "max((P + 1)*min(1, nat(P - 2)), min(2, 2*nat(-P + 2)), min(3, 3*nat(-P + 3), 3*nat(P - 1)))", 0},
	// The inner loop costs F*P with 1 <= F <= X + 7/4 where X >= 1: P >=
	// 1 only at the entry, the product's sign is known by the facts
	// passed along; the outer loop passes X between -B and B.
	{"a factor nprocs known positive at the entry only", `entry(main(P,N,B):[P>=1]).
eq(main(P,N,B),0,[o(P,N,B,0)],[]).
eq(o(P,N,B,K),0,[w(P,X,0,N),o(P,N,B,K+1)],[N>=K+1,B>=X,X+B>=0]).
eq(o(P,N,B,K),0,[],[K>=N]).
eq(w(P,X,I,H),F*P,[w(P,X,I+1,H)],[H>=I,X>=1,4*X>=4*F-7,F>=1]).
eq(w(P,X,I,H),0,[w(P,X,I+1,H)],[H>=I,0>=X]).
eq(w(P,X,I,H),0,[],[I>=H+1]).
` + fillerEqs(maxInvEqs), "nat(B + 1)*nat(N + 1)*nat(N)*nat(P)", 0},
	// The body's inner loop runs X times, X <= A + K computed anew each
	// iteration (not carried): bounded where the loop head passes it,
	// then by A at the entry and the counter K.
	{"a value the body computes anew", strings.ReplaceAll(`entry(main(N,A,C,D,E):[N>=0,A>=0,C>=1,D>=1]).
eq(main(N,A,C,D,E),0,[w(0,N,A,C,D,E)],[]).
eq(w(K,N,A,C,D,E),0,[b1(K,N,A,C,D,E,X)],[N>=K+1,A+K>=X,X>=0]).
eq(b1(K,N,A,C,D,E,X),0,[b2(K,N,A,C,D,E,X)],[C>=1,D>=C]).
eq(b1(K,N,A,C,D,E,X),0,[b2(K,N,A,C,D,E,X)],[C>=D,D>=1]).
eq(b2(K,N,A,C,D,E,X),0,[c(X,0),w(K+1,N,A,C,D,E)],[]).
eq(c(X,I),1,[c(X,I+1)],[X>=I+1]).
eq(c(X,I),0,[],[I>=X]).
eq(w(K,N,A,C,D,E),0,[],[K>=N]).
`, "E", "E1,E2,E3,E4,E5,E6,E7,E8,E9,E10,E11,E12"), "nat(A + N - 1)*nat(N)", 200},
	// The body's inner loop runs X <= A - K times, X made anew each
	// iteration: bounded where the loop head passes it, by A and -K;
	// -K has no bound over the loop's carried positions within the
	// lowered size limit, but carried back along the calls it does not
	// increase (carriedBack), so it is at most its value 0 at the
	// entry.
	{"a counter that only grows, carried back", grownCounter, "nat(A)*nat(N)", 1000},
	// A count Y - X of two values made anew before a join (nondet's
	// havoc): Y bounded where the join is called, X unconstrained there
	// and bounded after it, by the counter K (its assume): Y - X is
	// bounded by the equation's constraints over Y and K, which the
	// calls do bound (boundVia). The join and the relation after it
	// have more equations than unfoldInLoops unfolds.
	{"a value constrained after a join", joinedValue, "nat(A + 2*N)*nat(N + 1)", 600},
	// The same at the default size limit: no function of the head
	// bounds Y - X along the whole loop (the LP has no solution), and
	// boundUp bounds it where the body's calls pass Y and K.
	{"a value constrained after a join, default limit", joinedValue, "nat(A + 2*N)*nat(N + 1)", 1 << 22},
}

// joinedValue is the system of "a value constrained after a join".
var joinedValue = `entry(main(N,A,C,D):[N>=0,A>=0,C>=1,D>=1]).
eq(main(N,A,C,D),0,[w(0,N,A,C,D)],[]).
eq(w(K,N,A,C,D),0,[b1(K,N,A,C,D)],[N>=K+1]).
` + casesEqs("eq(b1(K,N,A,C,D),0,[b2(K,N,A,C,D,X,Y)],[A+N>=Y,Y>=0,C>=%d]).\n", unfoldMax+1) +
	casesEqs("eq(b2(K,N,A,C,D,X,Y),0,[c(X,Y),w(K+1,N,A,C,D)],[X+K>=0,D>=%d]).\n", unfoldMax+1) + `eq(c(I,Y),1,[c(I+1,Y)],[Y>=I+1]).
eq(c(I,Y),0,[],[I>=Y]).
eq(w(K,N,A,C,D),0,[],[K>=N]).
`

// grownCounter is the system of "a counter that only grows, carried
// back": the joins b1 and b2 have more equations than unfoldInLoops
// unfolds, so that the loop's program is larger than each equation's.
var grownCounter = `entry(main(N,A,C,D):[N>=0,A>=0,C>=1,D>=1]).
eq(main(N,A,C,D),0,[w(0,N,A,C,D)],[]).
eq(w(K,N,A,C,D),0,[b1(K,N,A,C,D,X)],[N>=K+1,A>=X+K,X>=0]).
` + casesEqs("eq(b1(K,N,A,C,D,X),0,[b2(K,N,A,C,D,X)],[C>=%d]).\n", unfoldMax+1) +
	casesEqs("eq(b2(K,N,A,C,D,X),0,[c(X,0),w(K+1,N,A,C,D)],[D>=%d]).\n", unfoldMax+1) + `eq(c(X,I),1,[c(X,I+1)],[X>=I+1]).
eq(c(X,I),0,[],[I>=X]).
eq(w(K,N,A,C,D),0,[],[K>=N]).
` + fillerEqs(maxInvEqs)

// casesEqs is n equations made by format with 0, ..., n - 1.
func casesEqs(format string, n int) string {
	var b strings.Builder
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, format, i)
	}
	return b.String()
}

func TestPassedFacts(t *testing.T) {
	for _, f := range limitedFailures(t, passedSystems) {
		t.Error(f)
	}
}
