package frontend_test

import (
	"fmt"

	"bspcost/frontend"
)

// ExampleApply rewrites a program the way nondet does: every pid becomes
// an arbitrary value and each sync is followed by a havoc of x; Check then
// resolves the new tree without printing and re-parsing it.
func ExampleApply() {
	prog, err := frontend.Parse("ex.bsp", []byte("program ex\n  var x := pid\n  sync\n  x := x + 1\nend\n"))
	if err != nil {
		panic(err)
	}
	frontend.Apply(prog, func(c *frontend.Cursor) bool {
		switch n := c.Node().(type) {
		case *frontend.Ident:
			if o := prog.Info.ObjectOf(n); o != nil && o.Kind == frontend.PidObj {
				c.Replace(&frontend.AnyExpr{})
			}
		case *frontend.SyncStmt:
			c.InsertAfter(&frontend.AssignStmt{LHS: &frontend.Ident{Name: "x"}, RHS: &frontend.AnyExpr{}})
		}
		return true
	}, nil)
	if err := frontend.Check(prog); err != nil {
		panic(err)
	}
	fmt.Print(frontend.Print(prog))
	// Output:
	// program ex
	//   var x := any
	//   sync
	//   x := any
	//   x := x + 1
	// end
}
