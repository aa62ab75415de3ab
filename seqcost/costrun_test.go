package seqcost

import (
	"math/big"
	"sort"
	"strings"
	"testing"
	"time"

	"bspcost/align"
	"bspcost/frontend"
	"bspcost/frontend/sim"
	"bspcost/internal/oracle"
	"bspcost/solver"
)

// sixCases is a loop whose body charges a cost decided by eleven
// independent ifs (2048 paths, more than MaxAlternatives twice over): the shape of nondet's h of a
// superstep with many pieces. prefix goes before the ifs, suffix after
// the charge.
func sixCases(prefix, suffix string) string {
	return `program a(N) requires N >= 1
  var k := 0
  for i := 1 to N do
` + prefix + `
    var h := 0
` + firstPieces("    ") + `
` + lastPieces("    ") + `
    {h * r} skip
` + suffix + `
  end
end`
}

// firstPieces and lastPieces are the ifs of sixCases (its first six
// and its last five), each line indented by ind and without a final
// newline: the h pieces the cost-run tests put around their own.
func firstPieces(ind string) string {
	return indentLines(ind, "if pid > 1 then h := h + 1 end", "if i > 2 then h := h + 2 end",
		"if N > 3 + pid then h := h + 1 end", "if pid < i then h := h + 3 end",
		"if i + pid > N then h := h + 1 end", "if 2 * pid > i then h := h + 2 end")
}

func lastPieces(ind string) string {
	return indentLines(ind, "if pid > 3 then h := h + 1 end", "if N > 5 then h := h + 2 end",
		"if pid + N > 7 then h := h + 1 end", "if 3 * pid > N then h := h + 1 end",
		"if N > 2 * pid + 1 then h := h + 2 end")
}

func indentLines(ind string, lines ...string) string {
	return ind + strings.Join(lines, "\n"+ind)
}

// relations lists the relations with equations, and the calls between
// them.
func relations(sys *solver.System) (map[string]bool, map[string][]string) {
	has, calls := map[string]bool{}, map[string][]string{}
	for _, e := range sys.Eqs {
		has[e.Head.Name] = true
		for _, c := range e.Calls {
			calls[e.Head.Name] = append(calls[e.Head.Name], c.Name)
		}
	}
	return has, calls
}

// cycles lists the strongly connected components of the call graph with
// more than one relation (a loop whose body goes through other
// relations), each sorted.
func cycles(sys *solver.System) [][]string {
	has, calls := relations(sys)
	var names []string
	for n := range has {
		names = append(names, n)
	}
	sort.Strings(names)
	reach := func(from string) map[string]bool {
		seen := map[string]bool{}
		stack := []string{from}
		for len(stack) > 0 {
			n := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, m := range calls[n] {
				if !seen[m] {
					seen[m] = true
					stack = append(stack, m)
				}
			}
		}
		return seen
	}
	r := map[string]map[string]bool{}
	for _, n := range names {
		r[n] = reach(n)
	}
	var out [][]string
	done := map[string]bool{}
	for _, n := range names {
		if done[n] {
			continue
		}
		comp := []string{n}
		for _, m := range names {
			if m != n && r[n][m] && r[m][n] {
				comp = append(comp, m)
				done[m] = true
			}
		}
		if len(comp) > 1 {
			out = append(out, comp)
		}
	}
	return out
}

// wellFormed checks that every called relation has equations and every
// relation with equations but main is called: a cost run translated in
// line and then undone leaves nothing behind.
func wellFormed(t *testing.T, sys *solver.System) {
	t.Helper()
	has, calls := relations(sys)
	called := map[string]bool{}
	for _, cs := range calls {
		for _, c := range cs {
			called[c] = true
			if !has[c] {
				t.Errorf("relation %s is called but has no equations", c)
			}
		}
	}
	for n := range has {
		if n != "main" && !called[n] {
			t.Errorf("relation %s has equations but is never called", n)
		}
	}
}

// costRels lists the cost-run relations ("c") of sys.
func costRels(sys *solver.System) []string {
	has, _ := relations(sys)
	var out []string
	for n := range has {
		if strings.HasPrefix(n, "c") {
			out = append(out, n)
		}
	}
	sort.Strings(out)
	return out
}

// oneCostRun translates prog's W, checks its equations are well formed
// and that they have exactly one cost-run relation.
func oneCostRun(t *testing.T, prog *frontend.Program) *Result {
	t.Helper()
	r, err := Equations(prog, frontend.ResR, Options{})
	if err != nil {
		t.Fatal(err)
	}
	wellFormed(t, r.System)
	if len(costRels(r.System)) != 1 {
		t.Fatalf("cost-run relations %v; want one\n%s", costRels(r.System), r.System.Format())
	}
	return r
}

// checkSound solves W of prog and compares it with the simulator at
// p = 1..4 and a few N.
func checkSound(t *testing.T, prog *frontend.Program) *solver.Expr {
	t.Helper()
	b, err := Solve(prog, frontend.ResR, Options{}, solver.Options{Deadline: time.Now().Add(20 * time.Second)})
	if err != nil {
		t.Fatal(err)
	}
	if b.Expr == nil {
		t.Fatalf("no bound: %s", b.Reason)
	}
	for p := 1; p <= 4; p++ {
		for _, n := range []int64{1, 2, 3, 5, 8} {
			params := map[string]int64{"N": n}
			if ok, err := oracle.Allowed(prog, p, params); err != nil || !ok {
				continue
			}
			res, err := sim.Run(prog, sim.Config{P: p, Params: params})
			if err != nil {
				if skip, why := oracle.SimErr(err); skip == oracle.Fail {
					t.Errorf("p=%d N=%d: simulator: %v (%s)", p, n, err, why)
				}
				continue
			}
			_, hi, err := b.Expr.Eval(map[string]*big.Rat{"p": big.NewRat(int64(p), 1), "N": big.NewRat(n, 1)})
			if err != nil {
				t.Fatal(err)
			}
			if hi.Cmp(big.NewRat(res.W, 1)) < 0 {
				t.Errorf("UNSOUND: p=%d N=%d: bound %s = %s < simulated W = %d", p, n, b.Expr, hi.RatString(), res.W)
			}
		}
	}
	return b.Expr
}

// TestCostRunCalled: a cost run of more paths than MaxAlternatives is a
// relation of its own that the loop body calls, so the loop is one
// relation (no cycle through join relations), and the bound stays sound.
// Rule off (costRuns returning none), the body's 64 paths are joined into
// a chain of "j" relations on the loop's cycle.
func TestCostRunCalled(t *testing.T) {
	prog := parse(t, "six", sixCases("", ""))
	r, err := Equations(prog, frontend.ResR, Options{})
	if err != nil {
		t.Fatal(err)
	}
	wellFormed(t, r.System)
	if cs := cycles(r.System); len(cs) != 0 {
		t.Errorf("loops through several relations %v; want every loop one relation\n%s", cs, r.System.Format())
	}
	if len(costRels(r.System)) != 1 {
		t.Errorf("cost-run relations %v; want one\n%s", costRels(r.System), r.System.Format())
	}
	e := checkSound(t, prog)
	t.Logf("W = %s", e)
}

// TestCostRunInline: a cost run whose paths fit in MaxAlternatives stays
// in line (the loop's equations, one per path, keep the conditions the
// solver can use with the loop's own). Rule wrong (every run called),
// a "c" relation appears.
func TestCostRunInline(t *testing.T) {
	prog := parse(t, "two", `program a(N) requires N >= 1
  for i := 1 to N do
    var h := 0
    if pid > 1 then h := h + 1 end
    if i > 2 then h := h + 2 end
    {h * r} skip
  end
end`)
	r, err := Equations(prog, frontend.ResR, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if cs := costRels(r.System); len(cs) != 0 {
		t.Errorf("cost-run relations %v; want none (4 paths fit)\n%s", cs, r.System.Format())
	}
	checkSound(t, prog)
}

// TestCostRunLiveWrite: an if that writes a variable read after the
// cost run (k, read by the next iteration) is not part of it: its
// branches stay paths of the loop (k + 1 and k), and the run starts after
// it. Rule wrong (writes of live variables allowed), the if would be
// inside "c" and k arbitrary after it: no loop equation increments k.
func TestCostRunLiveWrite(t *testing.T) {
	prog := parse(t, "live", sixCases("    if pid > 0 then k := k + 1 end", "    if k > 3 then {5 * r} skip end"))
	r, err := Equations(prog, frontend.ResR, Options{})
	if err != nil {
		t.Fatal(err)
	}
	wellFormed(t, r.System)
	cs := costRels(r.System)
	if len(cs) != 1 {
		t.Fatalf("cost-run relations %v; want one\n%s", cs, r.System.Format())
	}
	// k is no argument of c (the run does not read it) and the loop has
	// an equation that adds 1 to it.
	inc := false
	for _, e := range r.System.Eqs {
		for _, c := range e.Calls {
			if c.Name == e.Head.Name {
				for j, a := range c.Args {
					if d := a.AddScaled(big.NewRat(-1, 1), e.Head.Args[j]); d.IsConst() && d.Const.Cmp(big.NewRat(1, 1)) == 0 {
						inc = inc || strings.HasPrefix(e.Head.Name, "w") && hasCall(e, cs[0])
					}
				}
			}
		}
	}
	if !inc {
		t.Errorf("no loop equation calls %s and increments an argument (k)\n%s", cs[0], r.System.Format())
	}
	checkSound(t, prog)
}

func hasCall(e *solver.Equation, name string) bool {
	for _, c := range e.Calls {
		if c.Name == name {
			return true
		}
	}
	return false
}

// TestCostRunSlowprog: the H of a generated program whose doubling loop
// charges an h of sixteen pieces (hrelation's size corpus). Before cost
// runs its loop was a cycle through seven join relations and the solver
// ran out of time; now the loop is one relation and H is bounded (the
// deadline is generous: it is a limit, not a timing assertion).
func TestCostRunSlowprog(t *testing.T) {
	prog, err := frontend.ParseFile("../hrelation/testdata/size/replicated-loops-67.bsp")
	if err != nil {
		t.Skip(err)
	}
	ar := align.Analyze(prog)
	b, err := AnalyzeBSP(prog, ar, Options{}, solver.Options{Deadline: time.Now().Add(60 * time.Second)})
	if err != nil {
		t.Fatal(err)
	}
	if b.H.Expr == nil {
		t.Fatalf("H: no bound: %s", b.H.Reason)
	}
	hr := b.H.Result.System
	wellFormed(t, hr)
	if cs := cycles(hr); len(cs) != 0 {
		t.Errorf("H: loops through several relations %v", cs)
	}
	for p := 1; p <= 5; p++ {
		for _, n := range []int64{int64(p), int64(2 * p), int64(6 * p), int64(7 * p)} {
			params := map[string]int64{"N": n}
			if ok, err := oracle.Allowed(prog, p, params); err != nil || !ok {
				continue
			}
			for seed := int64(1); seed <= 3; seed++ {
				res, err := sim.Run(prog, sim.Config{P: p, Params: params, Seed: seed})
				if err != nil {
					if skip, why := oracle.SimErr(err); skip == oracle.Fail {
						t.Errorf("p=%d N=%d: simulator: %v (%s)", p, n, err, why)
					}
					continue
				}
				_, hi, err := b.H.Expr.Eval(map[string]*big.Rat{"p": big.NewRat(int64(p), 1), "N": big.NewRat(n, 1)})
				if err != nil {
					t.Fatal(err)
				}
				if hi.Cmp(big.NewRat(res.H, 1)) < 0 {
					t.Errorf("UNSOUND: p=%d N=%d seed %d: H bound %s = %s < simulated %d", p, n, seed, b.H.Expr, hi.RatString(), res.H)
				}
			}
		}
	}
}

// TestCostRunSharedCalls: a path that called a cost run and then forks
// (the assume ends the run) emits equations that must not share their calls: passDerived extends
// every equation's terms with the derived parameters (N / p), and a
// shared slice was extended once per equation (a call of the wrong
// arity, an index out of range in slice).
func TestCostRunSharedCalls(t *testing.T) {
	prog := parse(t, "shared", `program a(N) requires N >= p && N % p == 0
  var b := N / p
  var h := 0
  if pid > 1 then h := h + b end
  if b > 2 then h := h + 2 end
  if N > 3 + pid then h := h + 1 end
  if pid < b then h := h + 3 end
  if b + pid > N then h := h + 1 end
  if 2 * pid > b then h := h + 2 end
`+lastPieces("  ")+`
  {h * r} skip
  assume pid >= 0
  if pid > 0 then {1 * r} skip end
end`)
	oneCostRun(t, prog)
	checkSound(t, prog)
}

// TestCostRunNestedJoin: an if of a cost run whose branch joins (its six
// ifs make 64 paths) emits equations of the loop while the run is tried in
// line; undoing that try must leave the loop's relation as it was (it
// once dropped the loop's arguments: equations of two arities).
func TestCostRunNestedJoin(t *testing.T) {
	prog := parse(t, "nested", `program a(N) requires N >= 1
  for i := 1 to N do
    var h := 0
    if pid > 0 then
`+firstPieces("      ")+`
    end
`+lastPieces("    ")+`
    {h * r} skip
  end
end`)
	r, err := Equations(prog, frontend.ResR, Options{})
	if err != nil {
		t.Fatal(err)
	}
	wellFormed(t, r.System)
	arity := map[string]int{}
	for _, e := range r.System.Eqs {
		terms := append([]solver.Term{e.Head}, e.Calls...)
		for _, term := range terms {
			if n, ok := arity[term.Name]; ok && n != len(term.Args) {
				t.Errorf("%s has %d and %d arguments", term.Name, n, len(term.Args))
			}
			arity[term.Name] = len(term.Args)
		}
	}
	if cs := cycles(r.System); len(cs) != 0 {
		t.Errorf("loops through several relations %v\n%s", cs, r.System.Format())
	}
	checkSound(t, prog)
}

// TestCostRunContext: the called relation of a cost run assumes what
// every calling path knows of its arguments (here the loop's condition
// i < N), as the pieces in line were pruned by it: the pieces i >= N and
// i > N, which no iteration takes, cost nothing. Rule off (no context at
// c's start, or none at the join inside c before the last piece), c pays
// 1000 for one of them at every iteration.
func TestCostRunContext(t *testing.T) {
	prog := parse(t, "ctx", `program a(N) requires N >= 1
  var i := 0
  while i < N do
    var h := 0
    if i >= N then h := h + 1000 end
`+firstPieces("    ")+`
    if i > N then h := h + 1000 end
`+lastPieces("    ")+`
    {h * r} skip
    i := i + 1
  end
end`)
	oneCostRun(t, prog)
	e := checkSound(t, prog)
	_, hi, err := e.Eval(map[string]*big.Rat{"p": big.NewRat(4, 1), "N": big.NewRat(1, 1)})
	if err != nil {
		t.Fatal(err)
	}
	if hi.Cmp(big.NewRat(1000, 1)) >= 0 {
		t.Errorf("W = %s; want the pieces i >= N and i > N (the first tried in c, the second after a join in c), outside the loop's condition, not paid", e)
	}
}

// TestCostRunContextPrunes: the context also prunes pieces while c is
// translated (as in line): with i <= 5 known at the call, the piece
// i > 7 makes no path of c. Rule off (no context at c's start), a path
// of c passes h = 1000 on (the solver may drop it later, or not).
func TestCostRunContextPrunes(t *testing.T) {
	prog := parse(t, "prune", `program a(N) requires N >= 1
  var i := 0
  while i < 6 do
    var h := 0
    if i > 7 then h := h + 1000 end
`+firstPieces("    ")+`
`+lastPieces("    ")+`
    {h * r} skip
    i := i + 1
  end
end`)
	r := oneCostRun(t, prog)
	for _, e := range r.System.Eqs {
		for _, c := range e.Calls {
			for _, a := range c.Args {
				if a.Const.Cmp(big.NewRat(1000, 1)) >= 0 {
					t.Errorf("%s: the piece i > 7 is a path of the cost run", e.Head)
				}
			}
		}
	}
	checkSound(t, prog)
}

// TestCostRunContextWritten: a constraint of the context on a variable
// the run writes (x <= 5, then x := x + 100 on some paths) holds at c's
// start only: the joins inside c must not assume it. Rule wrong, the
// join's equations would not apply to the paths that added 100, and the
// bound would miss their cost (unsound against the simulator).
func TestCostRunContextWritten(t *testing.T) {
	prog := parse(t, "written", `program a(N) requires N >= 1
  var i := 0
  while i < N do
    var x := any
    assume x >= 0 && x <= 5
    if pid > 1 then x := x + 100 end
    var h := 0
    if pid > 2 then h := h + 1 end
    if i > 2 then h := h + 2 end
    if N > 3 + pid then h := h + 1 end
    if pid < i then h := h + 3 end
    if i + pid > N then h := h + 1 end
    if 2 * pid > i then h := h + 2 end
`+lastPieces("    ")+`
    {(h + x) * r} skip
    i := i + 1
  end
end`)
	oneCostRun(t, prog)
	e := checkSound(t, prog)
	_, hi, err := e.Eval(map[string]*big.Rat{"p": big.NewRat(4, 1), "N": big.NewRat(1, 1)})
	if err != nil {
		t.Fatal(err)
	}
	if hi.Cmp(big.NewRat(100, 1)) < 0 {
		t.Errorf("W = %s; want the 100 added to x paid", e)
	}
}

// TestCostRunOneJoin: a cost run that needs one join is called too: in
// line, the loop is a cycle through one join relation, and the solver's
// bound was 80752*N + ... (a product of N-sized terms); called, W is
// 5 * 106. Rule wrong (one join allowed in line), a "c" relation is
// missing and W is far above 1000 at N = 1.
func TestCostRunOneJoin(t *testing.T) {
	prog := parse(t, "onejoin", `program a(N) requires N >= 1
  for i := 0 to 4 do
    var h := 0
    if i <= 1 then h := h + 100 end
    if pid > 1 then h := h + 1 end
    if N > 3 + pid then h := h + 1 end
    if pid + N > 7 then h := h + 1 end
    if 3 * pid > N then h := h + 1 end
    if N > 2 * pid + 1 then h := h + 2 end
    {h * r} skip
  end
end`)
	r, err := Equations(prog, frontend.ResR, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if cs := costRels(r.System); len(cs) != 1 {
		t.Errorf("cost-run relations %v; want one\n%s", cs, r.System.Format())
	}
	e := checkSound(t, prog)
	_, hi, err := e.Eval(map[string]*big.Rat{"p": big.NewRat(4, 1), "N": big.NewRat(1, 1)})
	if err != nil {
		t.Fatal(err)
	}
	if hi.Cmp(big.NewRat(1000, 1)) > 0 {
		t.Errorf("W = %s; want at most 5 * 106 at N = 1", e)
	}
}
