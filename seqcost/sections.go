package seqcost

import (
	"fmt"
	"math/bits"
	"path/filepath"
	"strings"

	"bspcost/frontend"
)

// Superstep sections. A section is the code a barrier opens: from the
// program start or a sync to the next barrier, whose charges ({h * g +
// 1 * l}, inserted by nondet at the barrier's position) close it. The
// cost of a section is the sum over the supersteps it opens.
//
// AttributeSections finds, for every cost annotation of the sequential
// program, the barriers that may have opened the superstep it runs in: a
// forward "last barrier" dataflow (gen/kill: a barrier kills every opener
// and generates itself). Loops need no iteration to a fixpoint: a loop's
// effect on the set of openers is "add what one pass of its body can
// generate", computed once per loop (a summary), so the analysis is
// linear in program size times the number of barriers / 64. Bounding the
// program with only the annotations of one group kept (Options.Keep) is a
// sound bound of what that group costs over a whole run; the cost of the
// supersteps opened by barrier B is at most the sum of the bounds of the
// groups whose opener set contains B.

// Opener is a barrier that opens sections: the program start (Sync nil)
// or a sync of the source program.
type Opener struct {
	Sync *frontend.SyncStmt
	Pos  frontend.Pos // the sync, or the program keyword for the start
}

// SectionGroup is a set of cost annotations with the same set of possible
// opening barriers.
type SectionGroup struct {
	// Openers are indices into Sections.Openers, increasing; more than
	// one makes a combined group (code that may run in several
	// sections).
	Openers []int
	// Annotations are the cost annotations of the group, in program order.
	Annotations []*frontend.CostStmt
}

// Sections is the attribution of a sequential program's cost annotations
// to the barriers that open their sections.
type Sections struct {
	// Openers lists the program start (index 0) and the syncs of the
	// source program in source order.
	Openers []Opener
	// Groups: first the single-opener groups in opener order, then the
	// combined ones, ordered by their opener sets.
	Groups []SectionGroup

	// prog names the files of the openers' positions (Program.Where).
	prog *frontend.Program
}

// AttributeSections attributes the cost annotations of seq, the
// sequential program nondet.Instrument made of prog, to the barriers that
// open their sections. It relies on nondet's contract: the statements
// inserted for a barrier have the barrier's position, and its charges are
// one `{...} skip` there.
func AttributeSections(prog, seq *frontend.Program) *Sections {
	out := &Sections{Openers: []Opener{{Pos: prog.Program}}, prog: prog}
	at := map[frontend.Pos]int{}
	frontend.Inspect(prog.Body, func(n frontend.Node) bool {
		if s, ok := n.(*frontend.SyncStmt); ok {
			at[s.Sync] = len(out.Openers)
			out.Openers = append(out.Openers, Opener{Sync: s, Pos: s.Sync})
		}
		return true
	})
	a := &attributor{n: len(out.Openers), at: at, end: prog.EndPos,
		loops: map[frontend.Stmt]loopSummary{}, of: map[*frontend.CostStmt]bset{}}
	start := a.empty()
	start.add(0)
	a.block(seq.Body, flow{norm: start})

	byKey := map[string]int{}
	var order []*frontend.CostStmt
	frontend.Inspect(seq.Body, func(n frontend.Node) bool {
		if c, ok := n.(*frontend.CostStmt); ok {
			order = append(order, c)
		}
		return true
	})
	// Every sync's charges must have been met (nondet's contract): a
	// sync whose charges were not recognised would leave its sections
	// to the barriers before it, and their bounds unsound. Should it
	// happen, one combined group of every opener is the sound answer.
	found := map[int]bool{}
	frontend.Inspect(seq.Body, func(n frontend.Node) bool {
		if c, ok := n.(*frontend.CostStmt); ok && a.barrier(c) >= 0 {
			found[a.barrier(c)] = true
		}
		return true
	})
	if len(found) < len(out.Openers)-1 {
		all := SectionGroup{}
		for i := range out.Openers {
			all.Openers = append(all.Openers, i)
		}
		all.Annotations = order
		out.Groups = []SectionGroup{all}
		return out
	}
	var groups []SectionGroup
	for _, c := range order {
		set, ok := a.of[c]
		if !ok {
			continue // unreachable
		}
		k := set.key()
		i, ok := byKey[k]
		if !ok {
			i = len(groups)
			byKey[k] = i
			groups = append(groups, SectionGroup{Openers: set.members()})
		}
		groups[i].Annotations = append(groups[i].Annotations, c)
	}
	// Single openers first, in opener order; then the combined groups.
	sortGroups(groups)
	out.Groups = groups
	return out
}

// Label names an opener for users: "program start (line 5)", "sync at
// line 13"; a line of another file of the program (an inlined function's)
// with its file: "sync at bspfft.c:258".
func (s *Sections) Label(i int) string {
	o := s.Openers[i]
	if o.Sync == nil {
		return fmt.Sprintf("program start (line %d)", o.Pos.Line)
	}
	file, pos := s.prog.Where(o.Pos)
	line := fmt.Sprintf("line %d", pos.Line)
	if s.prog != nil && file != s.prog.File {
		line = fmt.Sprintf("%s:%d", filepath.Base(file), pos.Line)
	}
	for j, p := range s.Openers {
		if j != i && p.Sync != nil && p.Pos.Line == o.Pos.Line {
			return fmt.Sprintf("sync at %s:%d", strings.TrimPrefix(line, "line "), pos.Col)
		}
	}
	return "sync at " + line
}

// GroupLabel names a group: its opener, or "program start (line 5) or
// sync at line 13 (combined)".
func (s *Sections) GroupLabel(g SectionGroup) string {
	var names []string
	for _, i := range g.Openers {
		names = append(names, s.Label(i))
	}
	if len(names) == 1 {
		return names[0]
	}
	return strings.Join(names, " or ") + " (combined)"
}

func sortGroups(gs []SectionGroup) {
	less := func(a, b SectionGroup) bool {
		if (len(a.Openers) == 1) != (len(b.Openers) == 1) {
			return len(a.Openers) == 1
		}
		for i := 0; i < len(a.Openers) && i < len(b.Openers); i++ {
			if a.Openers[i] != b.Openers[i] {
				return a.Openers[i] < b.Openers[i]
			}
		}
		return len(a.Openers) < len(b.Openers)
	}
	// Insertion sort keeps it dependency-free and stable; groups are few
	// compared with statements.
	for i := 1; i < len(gs); i++ {
		for j := i; j > 0 && less(gs[j], gs[j-1]); j-- {
			gs[j], gs[j-1] = gs[j-1], gs[j]
		}
	}
}

// bset is a set of opener indices.
type bset []uint64

// empty has room for the openers and the marker of loop summaries.
func (a *attributor) empty() bset { return make(bset, (a.n+64)/64) }

func (s bset) add(i int) { s[i/64] |= 1 << (i % 64) }

func (s bset) union(t bset) bset {
	if s == nil {
		return t.clone()
	}
	if t == nil {
		return s
	}
	for i := range s {
		s[i] |= t[i]
	}
	return s
}

func (s bset) clone() bset {
	if s == nil {
		return nil
	}
	return append(bset(nil), s...)
}

func (s bset) members() []int {
	var out []int
	for i, w := range s {
		for w != 0 {
			b := bits.TrailingZeros64(w)
			out = append(out, i*64+b)
			w &^= 1 << b
		}
	}
	return out
}

func (s bset) key() string {
	var b strings.Builder
	for _, w := range s {
		fmt.Fprintf(&b, "%x.", w)
	}
	return b.String()
}

// flow is the sets of possible openers of the paths leaving a statement:
// normally, by break and by continue (of the innermost loop). A nil set:
// no path.
type flow struct{ norm, brk, cont bset }

type attributor struct {
	n     int
	at    map[frontend.Pos]int
	end   frontend.Pos
	loops map[frontend.Stmt]loopSummary
	of    map[*frontend.CostStmt]bset
	// summarising: no attribution, only the flow (loop summaries).
	summarising bool
}

// anySkipBarrier takes any `{...} skip` at a sync's position for the
// barrier's charges, marked or not (the mutation check of
// TestAttributeSectionsCallWork).
var anySkipBarrier bool

// barrier reports the opener a barrier's charges open (-1 for the
// program end, -2 when c is not a barrier's charges). The charges are
// marked (CostStmt.Barrier): a `{...} skip` at the sync's position is
// not enough, since a C contract call puts the flops of its arguments
// and the contract's own cost there too, before the barrier's statements;
// taken for the charges, they would open the sync's section early and
// give it the charges of the barrier that closes the sections before.
func (a *attributor) barrier(c *frontend.CostStmt) int {
	sk, ok := c.Stmt.(*frontend.SkipStmt)
	if !ok || sk.Skip != c.Lbrace || !c.Barrier && !anySkipBarrier {
		return -2
	}
	if i, ok := a.at[c.Lbrace]; ok {
		return i
	}
	if c.Lbrace == a.end {
		return -1
	}
	return -2
}

// block runs the statements of b from in.norm; in.brk and in.cont are
// carried along (joined with the block's own breaks and continues).
func (a *attributor) block(b *frontend.Block, in flow) flow {
	if b == nil {
		return in
	}
	f := in
	for _, st := range b.Stmts {
		if f.norm == nil {
			break // unreachable from here on
		}
		f = a.stmt(st, f)
	}
	return f
}

func (a *attributor) stmt(st frontend.Stmt, f flow) flow {
	switch st := st.(type) {
	case *frontend.CostStmt:
		if !a.summarising {
			a.of[st] = a.of[st].union(f.norm)
		}
		switch i := a.barrier(st); {
		case i >= 0:
			f.norm = a.empty()
			f.norm.add(i)
			return f
		case i == -1:
			return f
		}
		return a.stmt(st.Stmt, f)
	case *frontend.IfStmt:
		then := a.block(st.Then, flow{norm: f.norm.clone(), brk: f.brk, cont: f.cont})
		els := a.block(st.Else, flow{norm: f.norm.clone(), brk: then.brk, cont: then.cont})
		return flow{norm: then.norm.clone().union(els.norm), brk: els.brk, cont: els.cont}
	case *frontend.WhileStmt:
		return a.loop(st, st.Body, f)
	case *frontend.ForStmt:
		return a.loop(st, st.Body, f)
	case *frontend.BreakStmt:
		return flow{brk: f.brk.clone().union(f.norm), cont: f.cont}
	case *frontend.ContinueStmt:
		return flow{brk: f.brk, cont: f.cont.clone().union(f.norm)}
	}
	return f
}

// loopSummary is the effect of a loop on the set of openers, which
// does not depend on the set it is entered with (gen/kill): the openers
// one pass of the body may generate (at its end or a continue), and those
// a break may leave with.
type loopSummary struct{ gen, brk bset }

// loop: the head is reached from the entry and from the end of every pass
// (normal or continue); its openers are the entry's plus what one pass can
// generate. The loop ends at the head (its condition false) or by a
// break. The summary is computed once per loop, by running the body from a
// marker opener (index n) that stands for "whatever the entry had": the
// analysis stays linear however deep loops nest.
func (a *attributor) loop(st frontend.Stmt, body *frontend.Block, f flow) flow {
	sum, ok := a.loops[st]
	if !ok {
		saved := a.summarising
		a.summarising = true
		m := a.empty()
		m.add(a.n)
		s := a.block(body, flow{norm: m})
		a.summarising = saved
		sum.gen = a.empty().union(s.norm).union(s.cont)
		sum.brk = a.empty().union(s.brk)
		sum.gen[a.n/64] &^= 1 << (a.n % 64)
		sum.brk[a.n/64] &^= 1 << (a.n % 64)
		a.loops[st] = sum
	}
	head := f.norm.clone().union(sum.gen)
	if !a.summarising {
		a.block(body, flow{norm: head.clone()})
	}
	return flow{norm: head.union(sum.brk), brk: f.brk, cont: f.cont}
}
