package solver_test

import (
	"fmt"

	"bspcost/solver"
)

// Building a system in Go, as seqcost does: a loop i := 0; while i < n
// { cost nat(n - i); i := i + 1 }, entered from main(n): n + (n-1) + ... + 1.
func Example() {
	n, i := solver.LinVar("N"), solver.LinVar("I")
	one := solver.LinConst(1)
	sys := &solver.System{
		Entries: []*solver.Entry{{Head: solver.Term{Name: "main", Args: []solver.Lin{n}}}},
		Eqs: []*solver.Equation{
			{
				Head:  solver.Term{Name: "main", Args: []solver.Lin{n}},
				Cost:  solver.Int(0),
				Calls: []solver.Term{{Name: "loop", Args: []solver.Lin{n, solver.LinConst(0)}}},
			},
			{
				Head:  solver.Term{Name: "loop", Args: []solver.Lin{n, i}},
				Cost:  solver.Nat(solver.Sub(n.Expr(), i.Expr())),
				Calls: []solver.Term{{Name: "loop", Args: []solver.Lin{n, i.AddScaled(one.Const, one)}}},
				Cons:  solver.Poly{solver.LE(i.AddScaled(one.Const, one), n)},
			},
			{
				Head: solver.Term{Name: "loop", Args: []solver.Lin{n, i}},
				Cost: solver.Int(0),
				Cons: solver.Poly{solver.GE(i, n)},
			},
		},
	}
	for _, r := range solver.Solve(sys, solver.Options{}) {
		fmt.Println(r.Entry.Head, "costs at most", r.Bound)
	}
	fmt.Print(sys.Format())
	// Output:
	// main(N) costs at most nat(N)*(nat(N) + 1)/2
	// entry(main(N):[]).
	// eq(main(N),0,[loop(N,0)],[]).
	// eq(loop(N,I),nat(-I+N),[loop(N,I+1)],[N>=I+1]).
	// eq(loop(N,I),0,[],[I>=N]).
}
