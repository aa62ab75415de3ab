package llvm

import (
	"sort"

	"github.com/llir/llvm/ir"
)

// The control-flow graph of one function, with blocks numbered 0..n-1 in
// the function's order (block 0 is the entry), dominators, natural loops
// and post-dominators. Everything is iterative: the depth of a graph never
// becomes the depth of Go's stack.

type cfg struct {
	blocks []*ir.Block
	index  map[*ir.Block]int
	succ   [][]int
	pred   [][]int
	idom   []int // immediate dominator; -1 for the entry and unreachable blocks
	rpo    []int // reverse post-order of the reachable blocks
	// loops by header: the natural loop of all back edges to the header.
	loops map[int]*loop
}

type loop struct {
	header int
	body   map[int]bool // header included
	exit   int          // the block outside the loop that edges leave to (the main one); -1 if not known yet
	// exitNum numbers the exits of a loop left to several places (a
	// return or goto inside the loop): the main exit is 0, the others
	// 1, 2, ... (nil for a loop with one exit). exits lists them by number.
	exitNum map[int]int
	exits   []int
	exitVar *cvar // the variable that says which exit the loop took
}

// isExit reports whether b is an exit of l.
func (l *loop) isExit(b int) bool {
	if l.exitNum != nil {
		_, ok := l.exitNum[b]
		return ok
	}
	return b == l.exit
}

func newCFG(f *ir.Func) *cfg {
	g := &cfg{blocks: f.Blocks, index: map[*ir.Block]int{}}
	for i, b := range f.Blocks {
		g.index[b] = i
	}
	n := len(f.Blocks)
	g.succ = make([][]int, n)
	g.pred = make([][]int, n)
	for i, b := range f.Blocks {
		for _, s := range successors(b) {
			j, ok := g.index[s]
			if !ok {
				continue
			}
			g.succ[i] = append(g.succ[i], j)
			g.pred[j] = append(g.pred[j], i)
		}
	}
	return g
}

// successors returns the targets of b's terminator (nil for ret and
// unreachable; the translation rejects other terminators before).
func successors(b *ir.Block) []*ir.Block {
	var out []*ir.Block
	add := func(v any) {
		if b, ok := v.(*ir.Block); ok {
			out = append(out, b)
		}
	}
	switch t := b.Term.(type) {
	case *ir.TermBr:
		add(t.Target)
	case *ir.TermCondBr:
		add(t.TargetTrue)
		add(t.TargetFalse)
	case *ir.TermSwitch:
		add(t.TargetDefault)
		for _, c := range t.Cases {
			add(c.Target)
		}
	}
	return out
}

// postorder returns the blocks reachable from root along succ in DFS
// post-order, iteratively.
func postorder(n, root int, succ func(int) []int) []int {
	seen := make([]bool, n)
	var order []int
	type frame struct{ node, next int }
	stack := []frame{{root, 0}}
	seen[root] = true
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		ss := succ(top.node)
		if top.next < len(ss) {
			s := ss[top.next]
			top.next++
			if !seen[s] {
				seen[s] = true
				stack = append(stack, frame{s, 0})
			}
			continue
		}
		order = append(order, top.node)
		stack = stack[:len(stack)-1]
	}
	return order
}

// dominators computes immediate dominators from root with the algorithm of
// Cooper, Harvey and Kennedy ("A simple, fast dominance algorithm"): idom
// is -1 for the root and for nodes not reachable from it.
func dominators(n, root int, succ, pred func(int) []int) (idom []int, rpo []int) {
	po := postorder(n, root, succ)
	num := make([]int, n) // post-order number
	for i := range num {
		num[i] = -1
	}
	for i, b := range po {
		num[b] = i
	}
	idom = make([]int, n)
	for i := range idom {
		idom[i] = -1
	}
	idom[root] = root
	intersect := func(a, b int) int {
		for a != b {
			for num[a] < num[b] {
				a = idom[a]
			}
			for num[b] < num[a] {
				b = idom[b]
			}
		}
		return a
	}
	for changed := true; changed; {
		changed = false
		for i := len(po) - 1; i >= 0; i-- {
			b := po[i]
			if b == root {
				continue
			}
			nd := -1
			for _, p := range pred(b) {
				if num[p] < 0 || idom[p] < 0 {
					continue
				}
				if nd < 0 {
					nd = p
				} else {
					nd = intersect(p, nd)
				}
			}
			if nd >= 0 && idom[b] != nd {
				idom[b] = nd
				changed = true
			}
		}
	}
	idom[root] = -1
	rpo = make([]int, len(po))
	for i, b := range po {
		rpo[len(po)-1-i] = b
	}
	return idom, rpo
}

// dominates reports whether a dominates b.
func (g *cfg) dominates(a, b int) bool {
	for b >= 0 {
		if a == b {
			return true
		}
		b = g.idom[b]
	}
	return false
}

// analyse computes dominators and natural loops. It returns the edge
// (from, to) that makes the graph irreducible, or (-1, -1).
func (g *cfg) analyse() (int, int) {
	n := len(g.blocks)
	g.idom, g.rpo = dominators(n, 0, func(i int) []int { return g.succ[i] }, func(i int) []int { return g.pred[i] })
	// A retreating edge of a DFS whose target does not dominate its source
	// means an irreducible graph. Retreating: the target is on the DFS
	// stack when the edge is seen.
	onStack := make([]bool, n)
	seen := make([]bool, n)
	type frame struct{ node, next int }
	stack := []frame{{0, 0}}
	seen[0], onStack[0] = true, true
	g.loops = map[int]*loop{}
	for len(stack) > 0 {
		top := &stack[len(stack)-1]
		if top.next < len(g.succ[top.node]) {
			s := g.succ[top.node][top.next]
			top.next++
			if onStack[s] {
				if !g.dominates(s, top.node) {
					return top.node, s
				}
				g.addBackEdge(top.node, s)
			} else if !seen[s] {
				seen[s], onStack[s] = true, true
				stack = append(stack, frame{s, 0})
			}
			continue
		}
		onStack[top.node] = false
		stack = stack[:len(stack)-1]
	}
	for _, l := range g.loops {
		l.exit = -1
	}
	return -1, -1
}

// addBackEdge adds to the natural loop of header h the blocks that reach
// the latch u without passing h.
func (g *cfg) addBackEdge(u, h int) {
	l := g.loops[h]
	if l == nil {
		l = &loop{header: h, body: map[int]bool{h: true}}
		g.loops[h] = l
	}
	work := []int{u}
	for len(work) > 0 {
		b := work[len(work)-1]
		work = work[:len(work)-1]
		if l.body[b] {
			continue
		}
		l.body[b] = true
		work = append(work, g.pred[b]...)
	}
}

// exits returns the distinct blocks outside l that edges from l go to, in
// block order.
func (g *cfg) exits(l *loop) []int {
	seen := map[int]bool{}
	var out []int
	for b := range g.blocks {
		if !l.body[b] {
			continue
		}
		for _, s := range g.succ[b] {
			if !l.body[s] && !seen[s] {
				seen[s] = true
				out = append(out, s)
			}
		}
	}
	sort.Ints(out)
	return out
}

// absorbBreaks returns the exits of l after moving into its body the
// blocks that a C break leaves through: an exit block entered only from
// the loop whose edges all go to another exit (clang's if.then: br
// for.end, outside the natural loop because it does not reach the latch).
// The statements of such a block then end with a break.
func (g *cfg) absorbBreaks(l *loop) []int {
	exits := g.exits(l)
	for len(exits) > 1 {
		absorbed := false
		for _, x := range exits {
			ok := len(g.succ[x]) > 0
			for _, p := range g.pred[x] {
				ok = ok && l.body[p]
			}
			for _, s := range g.succ[x] {
				other := false
				for _, e := range exits {
					other = other || (e == s && e != x)
				}
				ok = ok && other
			}
			if ok {
				l.body[x] = true
				absorbed = true
				break
			}
		}
		if !absorbed {
			break
		}
		exits = g.exits(l)
	}
	return exits
}

// postDom is the post-dominator tree of a region: the blocks of a loop
// body (or of the whole function), where every edge that goes back to the
// loop's header or ends the function (ret) goes to a virtual sink, and
// the edges to the loop's exit (breaks) are left out. ipdom[b] is the immediate post-dominator of b, or
// sink.
type postDom struct {
	ipdom map[int]int
}

const sink = -2

func (g *cfg) postDominators(body map[int]bool, header int, isExit func(int) bool) *postDom {
	// Local numbering: 0 is the sink, then the region's blocks.
	var nodes []int
	local := map[int]int{}
	for b := range g.blocks {
		if body == nil || body[b] {
			local[b] = len(nodes) + 1
			nodes = append(nodes, b)
		}
	}
	n := len(nodes) + 1
	rsucc := make([][]int, n) // reverse graph: sink -> blocks that leave
	rpred := make([][]int, n)
	addEdge := func(from, to int) { // edge from -> to of the forward graph
		rsucc[to] = append(rsucc[to], from)
		rpred[from] = append(rpred[from], to)
	}
	for _, b := range nodes {
		lb := local[b]
		ss := g.succ[b]
		if len(ss) == 0 {
			addEdge(lb, 0)
		}
		for _, s := range ss {
			ls, in := local[s]
			if body != nil && isExit(s) {
				// A break: its path ends there, so it does not decide
				// where the other paths join (if a && b then break end
				// joins after the if, not at the end of the body).
				continue
			}
			if !in || (body != nil && s == header) {
				addEdge(lb, 0)
			} else {
				addEdge(lb, ls)
			}
		}
	}
	idom, _ := dominators(n, 0, func(i int) []int { return rsucc[i] }, func(i int) []int { return rpred[i] })
	pd := &postDom{ipdom: map[int]int{}}
	for _, b := range nodes {
		d := idom[local[b]]
		if d <= 0 {
			pd.ipdom[b] = sink
		} else {
			pd.ipdom[b] = nodes[d-1]
		}
	}
	return pd
}
