package frontend_test

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"bspcost/frontend"
)

// TestScopes: which variables are in scope at each sync, by name, for a
// program with declarations before and after syncs, in branches, in a
// cost statement and as loop counters.
func TestScopes(t *testing.T) {
	src := `program scopes(N)
  var a := 0
  sync
  if a > 0 then
    var b := 1
    sync
  else
    sync
  end
  {1 * r} var c := 2
  for i := 0 to N - 1 do
    sync
    var d := i
    while d > 0 do
      sync
      d := d - 1
    end
  end
  sync
end
`
	prog, err := frontend.Parse("scopes.bsp", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var syncs []*frontend.SyncStmt
	frontend.Inspect(prog.Body, func(n frontend.Node) bool {
		if s, ok := n.(*frontend.SyncStmt); ok {
			syncs = append(syncs, s)
		}
		return true
	})
	var got [][]string
	for _, s := range syncs {
		sc := frontend.NewScopes(prog.Info, prog.Body)
		var in []string
		for _, o := range prog.Objects {
			if (o.Kind == frontend.VarObj || o.Kind == frontend.LoopVarObj) && sc.InScope(o, s) {
				in = append(in, o.Name)
			}
		}
		got = append(got, in)
	}
	want := [][]string{{"a"}, {"a", "b"}, {"a"}, {"a", "c", "i"}, {"a", "c", "i", "d"}, {"a", "c"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("in scope at each sync (-want +got):\n%s", diff)
	}
}
