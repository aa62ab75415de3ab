package solver

import (
	"fmt"
	"math/big"
	"math/rand"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// cesGen writes random cost relation systems in the .ces format. It knows
// nothing of the solver's rules: 2 to 4 relations of 1 to 3 arguments that
// call each other (mostly forwards, sometimes back: mutual recursion) and
// themselves, with random guards, updates that a ranking function may or
// may not explain (x-1, x+1, resets, copies, halving, differences,
// non-deterministic values), equalities, duplicated and redundant
// constraints, and costs with constants, nat, max and products.
type cesGen struct {
	rng   *rand.Rand
	arity []int
	fresh int
	// param: every relation's first argument is a parameter that calls
	// pass along unchanged, but for a few.
	param bool
}

var cesHeadVars = []string{"A", "B", "C"}

func (g *cesGen) pick(xs ...string) string { return xs[g.rng.Intn(len(xs))] }

// headVar is one of the current head's variables.
func (g *cesGen) hv(ar int) string { return cesHeadVars[g.rng.Intn(ar)] }

// lin is a random linear expression over the head's variables.
func (g *cesGen) lin(ar int) string {
	c := g.rng.Intn(5) - 2
	x, y := g.hv(ar), g.hv(ar)
	switch g.rng.Intn(7) {
	case 0, 1:
		return fmt.Sprintf("%s%+d", x, c)
	case 2:
		if x != y {
			return fmt.Sprintf("%s-%s%+d", x, y, c)
		}
		return fmt.Sprintf("%s%+d", x, c)
	case 3:
		if x != y {
			return fmt.Sprintf("%s+%s%+d", x, y, c)
		}
		return fmt.Sprintf("2*%s%+d", x, c)
	case 4:
		return fmt.Sprintf("%d-%s", c, x)
	case 5:
		return fmt.Sprintf("2*%s-%s%+d", x, y, c)
	}
	return strconv.Itoa(c)
}

// guard is a random constraint over the head's variables.
func (g *cesGen) guard(ar int) string {
	switch g.rng.Intn(8) {
	case 0:
		if x, y := g.hv(ar), g.hv(ar); x != y {
			return fmt.Sprintf("%s=%s%+d", x, y, g.rng.Intn(3)-1)
		}
		return fmt.Sprintf("%s=%d", g.hv(ar), g.rng.Intn(3))
	case 1:
		return fmt.Sprintf("%s=<%s", g.lin(ar), g.lin(ar))
	case 2:
		return fmt.Sprintf("%s>=%d", g.hv(ar), g.rng.Intn(3))
	}
	l := g.lin(ar)
	if _, err := strconv.Atoi(l); err == nil {
		l = g.hv(ar) // a constant guard is seldom of interest
	}
	return fmt.Sprintf("%s>=0", l)
}

// cost is a random cost expression over the head's (and fresh) variables.
func (g *cesGen) cost(ar int, fresh []string) string {
	vs := append(append([]string{}, cesHeadVars[:ar]...), fresh...)
	v := func() string { return vs[g.rng.Intn(len(vs))] }
	switch g.rng.Intn(14) {
	case 12:
		return fmt.Sprintf("(%s)*%s", g.lin(ar), v())
	case 13:
		return fmt.Sprintf("nat(%s)*nat(%s)*%s", v(), v(), v())
	case 0, 1:
		return "0"
	case 2, 3:
		return strconv.Itoa(1 + g.rng.Intn(3))
	case 4:
		return fmt.Sprintf("nat(%s)", v())
	case 5:
		return fmt.Sprintf("nat(%s-%s)", v(), v())
	case 6:
		return fmt.Sprintf("nat(%s)*nat(%s)", v(), v())
	case 7:
		return v() // may be negative
	case 8:
		return fmt.Sprintf("%d*nat(%s%+d)+%d", 1+g.rng.Intn(2), v(), g.rng.Intn(3)-1, g.rng.Intn(2))
	case 9:
		return fmt.Sprintf("max(%s,%s)", v(), v())
	case 10:
		return fmt.Sprintf("nat(%s)*%d", g.lin(ar), 1+g.rng.Intn(2))
	}
	return fmt.Sprintf("%s*%s", v(), v())
}

// update is an argument of a call for a position that holds x in the head.
// It may add constraints (over fresh variables) to cons.
func (g *cesGen) update(ar int, x string, cons *[]string, fresh *[]string) string {
	newVar := func() string {
		g.fresh++
		n := fmt.Sprintf("N%d", g.fresh)
		*fresh = append(*fresh, n)
		return n
	}
	switch g.rng.Intn(16) {
	case 0, 1, 2:
		return x + "-1"
	case 3, 4:
		return x
	case 5:
		return x + "+1"
	case 6:
		return g.pick("0", "1", "2")
	case 7:
		return g.hv(ar)
	case 8:
		return g.lin(ar)
	case 9: // halving
		n := newVar()
		*cons = append(*cons, fmt.Sprintf("2*%s=<%s", n, x), fmt.Sprintf("2*%s>=%s-1", n, x))
		return n
	case 10: // a non-deterministic value below x
		n := newVar()
		*cons = append(*cons, fmt.Sprintf("%s>=0", n), fmt.Sprintf("%s=<%s-1", n, x))
		return n
	case 11: // a free non-deterministic value
		n := newVar()
		if g.rng.Intn(2) == 0 {
			*cons = append(*cons, fmt.Sprintf("%s>=%d", n, g.rng.Intn(3)-1))
		}
		return n
	case 12: // an equality defines the new value
		n := newVar()
		*cons = append(*cons, fmt.Sprintf("%s=%s", n, g.lin(ar)))
		return n
	case 13:
		return fmt.Sprintf("%s-%s", x, g.hv(ar))
	case 14:
		return "2*" + x
	}
	return x + "-2"
}

// call is a call of relation j from a head of arity ar.
func (g *cesGen) call(j, ar int, self bool, cons *[]string, fresh *[]string) string {
	args := make([]string, g.arity[j])
	for k := range args {
		x := g.hv(ar)
		if self {
			x = cesHeadVars[k]
		}
		if g.param && k == 0 && g.rng.Intn(10) != 0 {
			args[k] = "A"
			continue
		}
		args[k] = g.update(ar, x, cons, fresh)
	}
	return fmt.Sprintf("f%d(%s)", j, strings.Join(args, ","))
}

func (g *cesGen) head(i int) string {
	return fmt.Sprintf("f%d(%s)", i, strings.Join(cesHeadVars[:g.arity[i]], ","))
}

// system writes one random system; f0 is the entry.
func (g *cesGen) system() string {
	n := 2 + g.rng.Intn(3)
	g.param = g.rng.Intn(3) == 0
	g.arity = make([]int, n)
	for i := range g.arity {
		g.arity[i] = 1 + g.rng.Intn(3)
		if g.param && g.arity[i] == 1 {
			g.arity[i] = 2
		}
	}
	var b strings.Builder
	var pre []string
	for k := 0; k < g.rng.Intn(3); k++ {
		pre = append(pre, g.guard(g.arity[0]))
	}
	if g.param && g.rng.Intn(3) != 0 {
		pre = append(pre, fmt.Sprintf("A>=%d", g.rng.Intn(2)))
	}
	fmt.Fprintf(&b, "entry(%s:[%s]).\n", g.head(0), strings.Join(pre, ","))
	switch g.rng.Intn(4) {
	case 0:
		// another relation as a second entry, without a precondition
		fmt.Fprintf(&b, "entry(%s:[]).\n", g.head(1+g.rng.Intn(n-1)))
	case 1:
		// every relation an entry, some with a precondition
		for i := 1; i < n; i++ {
			pre = nil
			if g.rng.Intn(2) == 0 {
				pre = append(pre, g.guard(g.arity[i]))
			}
			fmt.Fprintf(&b, "entry(%s:[%s]).\n", g.head(i), strings.Join(pre, ","))
		}
	}
	for i := 0; i < n; i++ {
		if g.rng.Intn(2) == 0 {
			g.loop(&b, i, n)
			continue
		}
		ar := g.arity[i]
		neq := 1 + g.rng.Intn(4)
		for e := 0; e < neq; e++ {
			g.fresh = 0
			var cons, fresh []string
			for k := 0; k < g.rng.Intn(3); k++ {
				cons = append(cons, g.guard(ar))
			}
			var calls []string
			switch kind := g.rng.Intn(6); {
			case e == neq-1 && i+1 < n:
				// the next relation is called from here: each is reachable
				calls = append(calls, g.call(i+1, ar, false, &cons, &fresh))
				if g.rng.Intn(3) == 0 {
					calls = append(calls, g.call(i, ar, true, &cons, &fresh))
				}
			case e == 0 && g.rng.Intn(2) == 0 || kind == 0:
				// no call: a base case
			case kind <= 2: // self-recursion, often with a ranking-able guard
				if g.rng.Intn(2) == 0 {
					x := g.hv(ar)
					cons = append(cons, fmt.Sprintf("%s>=%d", x, g.rng.Intn(2)))
				}
				calls = append(calls, g.call(i, ar, true, &cons, &fresh))
				if g.rng.Intn(5) == 0 { // multiple recursion
					calls = append(calls, g.call(i, ar, true, &cons, &fresh))
				}
			default: // a call of another relation, and maybe of itself
				j := g.rng.Intn(n)
				if j == i || (j < i && g.rng.Intn(4) != 0) {
					j = i + 1
				}
				if j < n {
					calls = append(calls, g.call(j, ar, false, &cons, &fresh))
				}
				if g.rng.Intn(3) == 0 {
					if g.rng.Intn(2) == 0 {
						cons = append(cons, fmt.Sprintf("%s>=1", g.hv(ar)))
					}
					calls = append(calls, g.call(i, ar, true, &cons, &fresh))
				}
			}
			g.eq(&b, i, g.cost(ar, fresh), calls, cons)
		}
	}
	return b.String()
}

// eq writes an equation of relation i, with duplicated and redundant
// constraints added at random.
func (g *cesGen) eq(b *strings.Builder, i int, cost string, calls, cons []string) {
	ar := g.arity[i]
	if len(cons) > 0 && g.rng.Intn(4) == 0 {
		cons = append(cons, cons[g.rng.Intn(len(cons))])
	}
	if g.rng.Intn(6) == 0 {
		x := g.hv(ar)
		cons = append(cons, fmt.Sprintf("%s>=1", x), fmt.Sprintf("%s>=0", x))
	}
	if g.rng.Intn(8) == 0 && len(cons) > 0 {
		cons = append(cons, cons[0], cons[len(cons)-1])
	}
	g.rng.Shuffle(len(cons), func(a, b int) { cons[a], cons[b] = cons[b], cons[a] })
	fmt.Fprintf(b, "eq(%s,%s,[%s],[%s]).\n", g.head(i), cost, strings.Join(calls, ","), strings.Join(cons, ","))
}

// loop writes relation i as a loop over a counter towards a bound (another
// argument or a constant): an exit equation (to the next relation, when
// there is one) and one or two body equations that may call an inner
// relation. The counter's steps, the exit's guard and the other arguments'
// updates are random: some loops have a ranking function, some do not.
func (g *cesGen) loop(b *strings.Builder, i, n int) {
	ar := g.arity[i]
	k := g.rng.Intn(ar)
	if g.param {
		k = 1 + g.rng.Intn(ar-1)
	}
	x := cesHeadVars[k]
	y := strconv.Itoa(g.rng.Intn(4))
	if ar > 1 && g.rng.Intn(3) != 0 {
		for y = x; y == x; {
			y = g.hv(ar)
		}
	}
	up := g.rng.Intn(2) == 0
	guard, exit := fmt.Sprintf("%s>=%s+1", x, y), fmt.Sprintf("%s>=%s", y, x)
	if up {
		guard, exit = fmt.Sprintf("%s>=%s+1", y, x), fmt.Sprintf("%s>=%s", x, y)
	}
	switch g.rng.Intn(6) {
	case 0:
		exit = "" // a non-deterministic exit
	case 1:
		exit = g.guard(ar)
	}
	inner := -1
	if i+1 < n && g.rng.Intn(3) != 0 {
		inner = i + 1 + g.rng.Intn(n-i-1)
	}
	g.fresh = 0
	var exitCalls, exitCons, fresh []string
	if exit != "" {
		exitCons = append(exitCons, exit)
	}
	if i+1 < n && (inner != i+1 || g.rng.Intn(2) == 0) {
		exitCalls = append(exitCalls, g.call(i+1, ar, false, &exitCons, &fresh))
	}
	g.eq(b, i, g.cost(ar, fresh), exitCalls, exitCons)
	for body := 0; body < 1+g.rng.Intn(2); body++ {
		g.fresh = 0
		var cons, fresh, calls []string
		cons = append(cons, guard)
		if body > 0 || g.rng.Intn(4) == 0 {
			cons = append(cons, g.guard(ar))
		}
		args := make([]string, ar)
		for p := range args {
			if g.rng.Intn(3) == 0 && !(g.param && p == 0 && g.rng.Intn(10) != 0) {
				args[p] = g.update(ar, cesHeadVars[p], &cons, &fresh)
			} else {
				args[p] = cesHeadVars[p]
			}
		}
		newVar := func() string {
			g.fresh++
			v := fmt.Sprintf("N%d", g.fresh)
			fresh = append(fresh, v)
			return v
		}
		switch s := g.rng.Intn(8); {
		case s <= 3:
			args[k] = x + map[bool]string{true: "+1", false: "-1"}[up]
		case s == 4:
			args[k] = x + map[bool]string{true: "+2", false: "-2"}[up]
		case s == 5 && up:
			cons = append(cons, x+">=1")
			args[k] = "2*" + x
		case s == 5:
			v := newVar()
			cons = append(cons, fmt.Sprintf("2*%s=<%s", v, x), fmt.Sprintf("2*%s>=%s-1", v, x))
			args[k] = v
		case s == 6 && up:
			v := newVar()
			cons = append(cons, fmt.Sprintf("%s>=%s+1", v, x), fmt.Sprintf("%s=<%s", v, y))
			args[k] = v
		case s == 6:
			v := newVar()
			cons = append(cons, fmt.Sprintf("%s=<%s-1", v, x), fmt.Sprintf("%s>=%s", v, y))
			args[k] = v
		default:
			args[k] = g.update(ar, x, &cons, &fresh)
		}
		self := fmt.Sprintf("f%d(%s)", i, strings.Join(args, ","))
		if inner >= 0 && g.rng.Intn(4) != 0 {
			calls = append(calls, g.call(inner, ar, false, &cons, &fresh))
		}
		if g.rng.Intn(2) == 0 {
			calls = append([]string{self}, calls...)
		} else {
			calls = append(calls, self)
		}
		g.eq(b, i, g.cost(ar, fresh), calls, cons)
	}
}

// genCES is the random system of a seed.
func genCES(seed int64) string {
	g := &cesGen{rng: rand.New(rand.NewSource(seed))}
	return g.system()
}

// cesPoints are the entry's argument values checked: every combination of
// small values.
func cesPoints(ar int) [][]int64 {
	vals := [][]int64{nil, {-1, 0, 1, 2, 3, 4, 5}, {-1, 0, 1, 2, 3, 4}, {-1, 0, 1, 2, 3}}[ar]
	out := [][]int64{nil}
	for k := 0; k < ar; k++ {
		var next [][]int64
		for _, p := range out {
			for _, v := range vals {
				next = append(next, append(append([]int64{}, p...), v))
			}
		}
		out = next
	}
	return out
}

// cesCheck is the outcome of one random system under one option set
// (bounded: the first entry's).
type cesCheck struct {
	bounded, timeout bool
	internal         string // the reason of an internal error
	points           int
	below            []string // the points where a bound is below a derivation's cost
}

// cesWorst is the evaluator's worst cases of one system, kept for the
// next option set.
type cesWorst struct {
	ev   *Evaluator
	memo map[string]*big.Rat // nil: no derivation found
}

func newCESWorst(sys *System, steps int) *cesWorst {
	ev := NewEvaluator(sys)
	ev.MaxSteps = steps
	return &cesWorst{ev: ev, memo: map[string]*big.Rat{}}
}

func (w *cesWorst) at(rel string, pt []int64) (*big.Rat, bool) {
	k := fmt.Sprint(rel, pt)
	if c, ok := w.memo[k]; ok {
		return c, c != nil
	}
	c, found, _ := w.ev.WorstCase(rel, pt)
	if !found {
		c = nil
	}
	w.memo[k] = c
	return c, found
}

// checkCES solves sys with opt and compares its bound with the
// evaluator's worst case at cesPoints.
func checkCES(sys *System, opt Options, ev *cesWorst) cesCheck {
	var out cesCheck
	opt.Deadline = time.Now().Add(3 * time.Second)
	for ri, r := range Solve(sys, opt) {
		switch {
		case IsTimeout(r):
			out.timeout = true
		case IsInternal(r):
			out.internal = r.Reason
		}
		if r.Bound == nil {
			continue
		}
		if ri == 0 {
			out.bounded = true
		}
		for _, pt := range cesPoints(len(r.Entry.Head.Args)) {
			env := map[string]*big.Rat{}
			for i, v := range pt {
				env[cesHeadVars[i]] = big.NewRat(v, 1)
			}
			if !r.Entry.Pre.HoldsAt(env) {
				continue
			}
			worst, found := ev.at(r.Entry.Head.Key(), pt)
			if !found {
				continue
			}
			_, hi, err := r.Bound.Eval(env)
			if err != nil {
				out.below = append(out.below, fmt.Sprintf("%s: bound %s: %v", r.Entry.Head, r.Bound, err))
				continue
			}
			out.points++
			if hi.Cmp(worst) < 0 {
				out.below = append(out.below, fmt.Sprintf("%s: bound %s = %s at %v but a derivation costs %s", r.Entry.Head, r.Bound, hi.RatString(), pt, worst.RatString()))
			}
		}
	}
	return out
}

// cesUnitCosts is src with every equation's cost 1 (the same linear
// programs, other costs: as seqcost's W, H and S systems).
func cesUnitCosts(src string) string {
	var b strings.Builder
	for _, line := range strings.SplitAfter(src, "\n") {
		if strings.HasPrefix(line, "eq(") {
			i := strings.Index(line, "),") + 2
			j := strings.Index(line, ",[")
			line = line[:i] + "1" + line[j:]
		}
		b.WriteString(line)
	}
	return b.String()
}

// cesCacheDiff solves sys's unit-cost variant and then sys with one
// Cache and reports where a bound differs from sys's bounds without it
// (a Cache changes no result).
func cesCacheDiff(src string, sys *System, cache *Cache) string {
	unit, err := ParseCES("unit.ces", cesUnitCosts(src))
	if err != nil {
		return err.Error()
	}
	deadline := time.Now().Add(3 * time.Second)
	Solve(unit, Options{Cache: cache, Deadline: deadline})
	with := Solve(sys, Options{Cache: cache, Deadline: deadline})
	without := Solve(sys, Options{Deadline: deadline})
	for i := range without {
		if IsTimeout(with[i]) || IsTimeout(without[i]) {
			continue
		}
		if a, b := fmt.Sprint(with[i].Bound), fmt.Sprint(without[i].Bound); a != b {
			return fmt.Sprintf("%s: %s with the cache, %s without", without[i].Entry.Head, a, b)
		}
	}
	return ""
}

// cesFinite reports whether the first entry's worst case looks finite at
// every point: the same with derivations of depth 10 as of depth 14,
// found at some point, the evaluator's budget never spent. (A cost
// that grows with depth, a loop without ranking function whose
// iterations cost, makes no such system; one that stops growing past
// depth 10 only for a reason the points do not show may pass.)
func cesFinite(sys *System) bool {
	e := sys.EntryPoints()[0]
	found := false
	for _, pt := range cesPoints(len(e.Head.Args)) {
		env := map[string]*big.Rat{}
		for i, v := range pt {
			env[cesHeadVars[i]] = big.NewRat(v, 1)
		}
		if !e.Pre.HoldsAt(env) {
			continue
		}
		var costs [2]*big.Rat
		for i, depth := range []int{10, 14} {
			ev := NewEvaluator(sys)
			ev.MaxSteps, ev.MaxDepth = 20000, depth
			c, ok, exhausted := ev.WorstCase(e.Head.Key(), pt)
			if exhausted {
				return false
			}
			if ok {
				costs[i] = c
			}
		}
		switch {
		case costs[0] == nil && costs[1] == nil:
			continue
		case costs[0] == nil || costs[1] == nil || costs[0].Cmp(costs[1]) != 0:
			return false
		}
		found = true
	}
	return found
}

// TestCESRandom: on random systems (genCES), every bound, under the
// default options and under Options.Terminating, is at least the
// evaluator's worst case at every small entry argument; for every fourth
// system, a Cache that its unit-cost variant filled changes no bound. By default a
// fixed sample of seeds (a few seconds); CESRAND_N=n checks n systems
// from seed CESRAND_SEED (default 1) for long runs, and CESRAND_OUT=dir
// writes each system found unsound there; CESRAND_PREC=1 also counts the
// systems whose worst case looks finite (cesFinite) and how many of them
// have a bound: a precision figure.
func TestCESRandom(t *testing.T) {
	n, seed0 := int64(100), int64(1)
	if testing.Short() {
		n = 30
	}
	if s := os.Getenv("CESRAND_N"); s != "" {
		n, _ = strconv.ParseInt(s, 10, 64)
	}
	if s := os.Getenv("CESRAND_SEED"); s != "" {
		seed0, _ = strconv.ParseInt(s, 10, 64)
	}
	outDir := os.Getenv("CESRAND_OUT")
	prec := os.Getenv("CESRAND_PREC") != ""
	var systems, bounded, boundedTerm, timeouts, points, unsound int
	var finite, finiteBounded, finiteBoundedTerm int
	modes := []string{"default", "terminating", "small LP limits"}
	cells, pivots := maxTableauCells, maxPivots
	defer func() { maxTableauCells, maxPivots = cells, pivots }()
	for seed := seed0; seed < seed0+n; seed++ {
		src := genCES(seed)
		name := fmt.Sprintf("cesrand%d.ces", seed)
		sys, err := ParseCES(name, src)
		if err != nil {
			t.Fatalf("seed %d: the generator wrote a bad system: %v\n%s", seed, err, src)
		}
		systems++
		if seed%4 == 0 {
			if d := cesCacheDiff(src, sys, &Cache{}); d != "" {
				t.Errorf("seed %d: %s\n%s", seed, d, src)
			}
		}
		fin := prec && cesFinite(sys)
		if fin {
			finite++
		}
		worst := newCESWorst(sys, 20000)
		for mode := range modes {
			opt := Options{Terminating: mode == 1}
			if mode == 2 {
				// Small linear-program limits: a program refused is a
				// proof not found, never a smaller bound.
				maxTableauCells, maxPivots = 40+int(seed*37%300), 5+int(seed%50)
			}
			c := checkCES(sys, opt, worst)
			maxTableauCells, maxPivots = cells, pivots
			if c.internal != "" {
				t.Errorf("seed %d (%s): %s\n%s", seed, modes[mode], c.internal, src)
			}
			if c.timeout {
				timeouts++
			}
			if c.bounded && mode < 2 {
				if opt.Terminating {
					boundedTerm++
				} else {
					bounded++
				}
				if fin && opt.Terminating {
					finiteBoundedTerm++
				} else if fin {
					finiteBounded++
				}
			}
			points += c.points
			if len(c.below) > 0 {
				unsound++
				t.Errorf("seed %d (%s): UNSOUND: %s\n%s", seed, modes[mode], c.below[0], src)
				if outDir != "" {
					os.WriteFile(filepath.Join(outDir, name), []byte(src), 0o644)
				}
			}
		}
	}
	t.Logf("%d systems: %d bounded (%d under Terminating), %d timeouts, %d points compared, %d unsound", systems, bounded, boundedTerm, timeouts, points, unsound)
	if prec {
		t.Logf("%d systems whose worst case looks finite: %d bounded (%d under Terminating)", finite, finiteBounded, finiteBoundedTerm)
	}
}

// TestSmallLimitsNoPanic: under small linear-program limits, a ranking
// function over a loop's carried positions (carriedRanking) with an
// entry variable forbidden that the narrowing left out is found or not,
// without an internal error (the LP once got a row over no variable).
func TestSmallLimitsNoPanic(t *testing.T) {
	src := `entry(f0(A,B,C):[C>=0,C+B+1>=0]).
eq(f0(A,B,C),nat(N1-B),[f0(N1,B-1,C)],[N1>=0,N1=<A-1]).
eq(f0(A,B,C),(-2)*A,[f1(B,N1,2*C)],[B-A-2>=0,A-C-1>=0]).
eq(f0(A,B,C),1,[f1(N1,A+1,N2)],[N2=C+1,B>=1,B>=0]).
eq(f1(A,B,C),(A+C)*A,[],[A>=B]).
eq(f1(A,B,C),0,[f1(A,B-1,N1)],[B>=1,B>=A+1,2*N1=<C,2*N1>=C-1,B>=0]).
`
	defer func(c, p int) { maxTableauCells, maxPivots = c, p }(maxTableauCells, maxPivots)
	maxTableauCells, maxPivots = 292, 51
	sys, err := ParseCES("limits.ces", src)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range Solve(sys, Options{}) {
		if IsInternal(r) {
			t.Errorf("%s: %s", r.Entry.Head, r.Reason)
		}
	}
}
