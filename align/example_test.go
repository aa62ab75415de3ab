package align_test

import (
	"fmt"

	"bspcost/align"
	"bspcost/frontend"
)

// How a later stage reads the result: the sections of the seed's scan, and
// for each put/get its guards and whether its target is replicated.
func ExampleAnalyze() {
	src := `program scan
  var x
  var xin
  var i := 1
  while i < nprocs do
    if pid >= i then
      get(pid - i, x, xin)
    end
    sync
    if pid >= i then
      {1 * r} x := x + xin
    end
    i := i * 2
  end
end`
	prog, err := frontend.Parse("scan.bsp", []byte(src))
	if err != nil {
		panic(err)
	}
	r := align.Analyze(prog)
	fmt.Println("aligned:", r.Aligned)
	for _, s := range r.Sections {
		fmt.Printf("section opened by %s, closed by %v, %d put/get\n", s.Open, s.Close, len(s.Comms))
	}
	for _, c := range r.Comms {
		fmt.Printf("%s at %s: replicated control %v, source replicated %v\n",
			c.Stmt.Kind, c.Stmt.Pos(), c.ReplicatedControl, r.Replicated(c.Stmt.Proc))
		for _, g := range c.Guards {
			fmt.Printf("  guard %s (replicated %v, stable %v)\n", frontend.ExprString(g.Cond), g.Replicated, g.Stable)
		}
	}
	// Output:
	// aligned: true
	// section opened by start, closed by [sync at 9:5 end], 1 put/get
	// section opened by sync at 9:5, closed by [sync at 9:5 end], 1 put/get
	// get at 7:7: replicated control false, source replicated false
	//   guard i < nprocs (replicated true, stable true)
	//   guard pid >= i (replicated false, stable true)
}
