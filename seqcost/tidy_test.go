package seqcost

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/solver"
)

// TestTidyDuplicates: tidy drops an equation equal to an earlier one of
// its relation (keeping the costliest of those equal but for a constant
// cost) and keeps those that differ; equations are grouped by a shape
// first (relation, callees, number of constraints, constancy of the
// cost), which must put equal ones together (mutation checked: a shape
// that tells every equation apart fails "same", "costlier later").
func TestTidyDuplicates(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"same", `
eq(main(N),0,[w(N)],[]).
eq(w(N),1,[],[N>=1]).
eq(w(N),1,[],[N>=1]).`, `
eq(main(N),0,[w(N)],[]).
eq(w(N),1,[],[N>=1]).`},
		{"costlier later", `
eq(main(N),0,[w(N)],[]).
eq(w(N),1,[],[N>=1]).
eq(w(N),3,[],[N>=1]).`, `
eq(main(N),0,[w(N)],[]).
eq(w(N),3,[],[N>=1]).`},
		{"another constraint", `
eq(main(N),0,[w(N)],[]).
eq(w(N),1,[],[N>=1]).
eq(w(N),1,[],[N>=2]).`, `
eq(main(N),0,[w(N)],[]).
eq(w(N),1,[],[N>=1]).
eq(w(N),1,[],[N>=2]).`},
		{"a constraint more", `
eq(main(N),0,[w(N)],[]).
eq(w(N),1,[],[N>=1]).
eq(w(N),1,[],[N>=1,10>=N]).`, `
eq(main(N),0,[w(N)],[]).
eq(w(N),1,[],[N>=1]).
eq(w(N),1,[],[N>=1,10>=N]).`},
		{"another callee", `
eq(main(N),0,[w(N)],[]).
eq(w(N),1,[u(N)],[N>=1]).
eq(w(N),1,[v(N)],[N>=1]).
eq(u(N),0,[],[]).
eq(v(N),0,[],[]).`, `
eq(main(N),0,[w(N)],[]).
eq(w(N),1,[u(N)],[N>=1]).
eq(w(N),1,[v(N)],[N>=1]).
eq(u(N),0,[],[]).
eq(v(N),0,[],[]).`},
		{"another cost", `
eq(main(N),0,[w(N)],[]).
eq(w(N),N,[],[N>=1]).
eq(w(N),2*N,[],[N>=1]).
eq(w(N),N,[],[N>=1]).`, `
eq(main(N),0,[w(N)],[]).
eq(w(N),N,[],[N>=1]).
eq(w(N),2*N,[],[N>=1]).`},
	} {
		t.Run(tc.name, func(t *testing.T) { checkCESPass(t, tc.name, tc.in, tc.want, tidy, "tidied") })
	}
}

// TestNewVarBox: a box has room for the variables it was made for,
// whichever array it is made with (mutation checked: the
// small box made with an array of 2 fails).
func TestNewVarBox(t *testing.T) {
	for n := 0; n <= 8; n++ {
		b := newVarBox(n)
		if len(b.es) != 0 || cap(b.es) < n {
			t.Errorf("newVarBox(%d): len %d cap %d", n, len(b.es), cap(b.es))
		}
	}
}

// checkCESPass runs pass on the system in (.ces text) and compares the
// result with the system want, printed both (what names the pass).
func checkCESPass(t *testing.T, name, in, want string, pass func(*solver.System), what string) {
	t.Helper()
	sys, err := solver.ParseCES(name, in)
	if err != nil {
		t.Fatal(err)
	}
	w, err := solver.ParseCES(name, want)
	if err != nil {
		t.Fatal(err)
	}
	pass(sys)
	if d := cmp.Diff(strings.TrimSpace(w.Format()), strings.TrimSpace(sys.Format())); d != "" {
		t.Errorf("%s (-want +got):\n%s", what, d)
	}
}
