package solver

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestSiteMaxima: the Houdini checks of precondition candidates that
// phase 1's maxima at the same site prove (knownAt), and of summary
// candidates that their equation implies (postCandidates), get the
// answers the linear programs give: the same preconditions, posts, entry
// facts and bounds on every known system and on nested loops with calls
// from outside, with fewer linear programs (the test fails with either
// shortcut off).
func TestSiteMaxima(t *testing.T) {
	systems := map[string]string{
		"sequential loops": `entry(main(P,N):[P>=1,N>=P]).
eq(main(P,N),0,[w1(1,N-1,1),k2(P,N)],[P>=1,N>=P]).
eq(w1(V,H,S),1,[w1(S+V,H,S)],[H>=V,S>=1]).
eq(w1(V,H,S),0,[],[V>=H+1,S>=1]).
eq(k2(P,N),0,[w3(0,F-1,1),k4(N)],[F>=0,P>=F+1]).
eq(w3(V,H,S),1,[w3(S+V,H,S)],[H>=V,S>=1]).
eq(w3(V,H,S),0,[],[V>=H+1,S>=1]).
eq(k4(N),0,[w3(0,N-1,1)],[]).`,
	}
	for _, tc := range knownSystems {
		systems[tc.name] = tc.src
	}
	type facts struct {
		Pre, Post, EntryPre map[string]string
		Bounds              []string
	}
	run := func(src string) (facts, int) {
		sys, err := ParseCES("x.ces", src)
		if err != nil {
			t.Fatal(err)
		}
		st := newState(sys, Options{})
		str := func(m map[string]Poly) map[string]string {
			out := map[string]string{}
			for k, p := range m {
				out[k] = p.String()
			}
			return out
		}
		f := facts{Pre: str(st.pre), Post: str(st.post), EntryPre: str(st.entryPre)}
		for _, e := range sys.EntryPoints() {
			r := st.solveEntrySafe(e)
			b := "no bound: " + r.Reason
			if r.Bound != nil {
				b = r.Bound.String()
			}
			f.Bounds = append(f.Bounds, b)
		}
		return f, st.memo.phase2s
	}
	for name, off := range map[string]*bool{"noSiteMaxima": &noSiteMaxima, "noPostImplied": &noPostImplied} {
		with, without := 0, 0
		for sys, src := range systems {
			fw, nw := run(src)
			*off = true
			fo, no := run(src)
			*off = false
			if d := cmp.Diff(fo, fw); d != "" {
				t.Errorf("%s: %s changes the facts (-off +on):\n%s", sys, name, d)
			}
			with += nw
			without += no
		}
		if with >= without {
			t.Errorf("%d linear programs, %d with %s: the shortcut saves none", with, without, name)
		}
		t.Logf("%d linear programs, %d with %s", with, without, name)
	}
}
