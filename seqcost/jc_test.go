package seqcost

import (
	"strings"
	"testing"

	"bspcost/frontend"
)

// TestJoinContext: a loop body with more paths than MaxAlternatives is
// joined mid-body; the join relation's equations keep what every path
// into it knows of its arguments, here the loop's condition i < N (a
// constraint of two variables: the others are bounds of one). Rule off (joinContextOn), the join relation
// knows nothing of i and N, and the loop's ranking function through it
// rests on the solver's invariants alone.
func TestJoinContext(t *testing.T) {
	src := `program j(N) requires N >= 1
  var k := 0
  var i := 0
  while i < N do
    k := 0
    var a := any
    var b := any
    var c := any
    var d := any
    var e := any
    if a > 0 then k := k + 1 end
    if b > 0 then k := k + 1 end
    if c > 0 then k := k + 1 end
    if d > 0 then k := k + 1 end
    if e > 0 then k := k + 1 end
    i := i + 1 + k
    {1 * r} skip
  end
end`
	for _, on := range []bool{true, false} {
		joinContextOn = on
		prog := parse(t, "jc", src)
		r, err := Equations(prog, frontend.ResR, Options{})
		joinContextOn = true
		if err != nil {
			t.Fatal(err)
		}
		found, joins := false, 0
		for _, eq := range r.System.Eqs {
			if !strings.HasPrefix(eq.Head.Name, "j") {
				continue
			}
			joins++
			for _, c := range eq.Cons {
				if len(c.L.Terms) == 2 {
					found = true
				}
			}
		}
		if joins == 0 {
			t.Fatalf("no join relation\n%s", r.System.Format())
		}
		if found != on {
			t.Errorf("joinContextOn = %v: a join equation relates i and N: %v\n%s", on, found, r.System.Format())
		}
		checkSound(t, parse(t, "jc", src))
	}
}
