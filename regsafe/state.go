package regsafe

import (
	"maps"
	"slices"
	"sort"
	"strings"

	"bspcost/frontend"
)

// area is an address a class of processes names: NULL, an element of a C
// object (idx: 0 for its start, possibly different on each process), or
// unknown (why says what could not be followed).
type area struct {
	null   bool
	object int
	name   string
	idx    aff
	why    string
	// outer: the object exists before the SPMD function runs.
	outer bool
}

func (a area) unknown() bool { return !a.null && a.object == 0 }

// String names the area in messages: x, &x[3], NULL.
func (a area) String() string {
	switch {
	case a.null:
		return "NULL"
	case a.unknown():
		return "an address not followed"
	case a.idx.ok && a.idx.p == 0 && a.idx.n == 0 && a.idx.c == 0:
		return a.name
	case a.idx.ok && a.idx.n == 0 && a.idx.c == 0 && a.idx.p == 1:
		return "&" + a.name + "[pid]"
	case a.idx.isConst():
		return "&" + a.name + "[" + a.idx.String() + "]"
	}
	return "an element of " + a.name
}

// match says whether two areas are the same address on each process of a
// class: yes, no, or maybe (something was not followed).
type match int

const (
	no match = iota
	maybe
	yes
)

func matchAreas(x, y area) match {
	switch {
	case x.unknown() || y.unknown():
		return maybe
	case x.null || y.null:
		if x.null && y.null {
			return yes
		}
		return no
	case x.object != y.object:
		return no // distinct C objects never overlap
	case x.idx.ok && y.idx.ok && x.idx == y.idx:
		return yes
	case x.idx.ok && y.idx.ok && x.idx.p == y.idx.p && x.idx.n == y.idx.n:
		return no // a constant apart on every process
	}
	return maybe
}

// regState is where a registration is in its life.
type regState int

const (
	pending regState = iota // pushed in this superstep: usable from the next sync
	active                  // usable
	popping                 // popped in this superstep: usable until the next sync
)

// entry is one registration of a class's sequence.
type entry struct {
	area    area
	size    aff // bytes, as pushed
	state   regState
	pushPos frontend.Pos
	popPos  frontend.Pos
	// opt: the registration exists on some paths only (a path merge).
	opt bool
	// maybeAt: a sync that may or may not be a barrier (a cost
	// contract's) passed since the push (a pending registration may be in
	// force) or the pop (a popping one may be gone); zero when none.
	maybeAt frontend.Pos
}

// reason is what the analysis could not follow, where.
type reason struct {
	pos frontend.Pos
	msg string
}

// lit is one condition on the processes of a class: f holds (pos) or not.
type lit struct {
	key string
	pos bool
	f   *formula
}

// class is a set of processes that run the same statements and have made
// the same registrations, in the same order: the processes satisfying
// its lits (pid-dependent conditions), on one path of the program.
type class struct {
	lits   []lit
	env    map[int]aff  // known scalars, by object ID
	choice map[int]area // pointers chosen by ?: for registration
	table  []entry      // the registration sequence, oldest first
	// lost: the sequence is no longer known (why); mixed: its processes
	// may have made different registrations (why); merged: the class
	// comes from merging paths whose classes differed, so that two
	// classes may describe the same processes on two paths.
	lost, mixed *reason
	merged      bool
	// pops are the bsp_pop_reg calls of the superstep, in order.
	pops []popRec
	// prior: registrations made before the SPMD function runs (by its
	// caller) may exist, not known.
	prior bool
	// touched: the objects (ID; 0 for any) that a function whose code is
	// not among the inputs was passed, so that it may have registered
	// or deregistered them: no certain error about them.
	touched map[int]reason
	// unsure: why a divergence between this class and another would not
	// be certain.
	unsure *reason
	// failed: an error was reported for these processes (a divergence,
	// a misuse that aborts the run): later comparisons would only repeat
	// it.
	failed bool
}

// popRec is one bsp_pop_reg of a superstep: the registrations (indices
// of the sequence) it may remove. BSPlib implementations agree that an
// address registered several times names its most recent registration;
// NULL, which processes that take no part register, is matched against
// the other processes' choice by some (BSPonMPI), so a pop of NULL may
// remove any registration of NULL.
type popRec struct {
	cands []int
	pos   frontend.Pos
	area  area
	// deferred: the registration removed is chosen at the sync
	// (resolveNullPops).
	deferred bool
}

func equalPops(x, y []popRec) bool {
	return slices.EqualFunc(x, y, func(a, b popRec) bool {
		return a.pos == b.pos && a.area == b.area && a.deferred == b.deferred && slices.Equal(a.cands, b.cands)
	})
}

func (c *class) copy() *class {
	d := *c
	d.lits = slices.Clone(c.lits)
	d.env = maps.Clone(c.env)
	d.choice = maps.Clone(c.choice)
	d.table = slices.Clone(c.table)
	d.pops = slices.Clone(c.pops)
	d.touched = maps.Clone(c.touched)
	return &d
}

// get reads a scalar of the class.
func (c *class) get(o *frontend.Object) aff { return c.env[o.ID] }

// set writes a scalar of the class.
func (c *class) set(o *frontend.Object, v aff) {
	if v.ok {
		c.env[o.ID] = v
	} else {
		delete(c.env, o.ID)
	}
}

// holds reports whether the lits of c hold on process pid of nprocs; ok
// is false when one cannot be evaluated there.
func (c *class) holds(pid, nprocs int64) (bool, bool) {
	for _, l := range c.lits {
		v, ok := l.f.at(pid, nprocs)
		if !ok {
			return false, false
		}
		if v != l.pos {
			return false, true
		}
	}
	return true, true
}

// witnesses are the processes of c on nprocs processes; ok is false when
// they cannot be told.
func (c *class) witnesses(nprocs int64) ([]int64, bool) {
	var out []int64
	for pid := int64(0); pid < nprocs; pid++ {
		in, ok := c.holds(pid, nprocs)
		if !ok {
			return nil, false
		}
		if in {
			out = append(out, pid)
		}
	}
	return out, true
}

// with is c restricted to the processes where f has value pos; nil when
// that is none (c's lits already say the opposite).
func (c *class) with(f *formula, pos bool) *class {
	if f.kind == fNot {
		f, pos = f.x, !pos
	}
	if f.isConst() {
		if f.val == pos {
			return c
		}
		return nil
	}
	k := f.key()
	for _, l := range c.lits {
		if l.key == k {
			if l.pos == pos {
				return c
			}
			return nil
		}
	}
	d := c.copy()
	d.lits = append(d.lits, lit{key: k, pos: pos, f: f})
	sort.Slice(d.lits, func(i, j int) bool { return d.lits[i].key < d.lits[j].key })
	return d
}

// litsKey is a canonical text of c's lits.
func (c *class) litsKey() string {
	var b strings.Builder
	for _, l := range c.lits {
		if !l.pos {
			b.WriteByte('!')
		}
		b.WriteString(l.key)
		b.WriteByte(';')
	}
	return b.String()
}

// compatible reports whether c and d may share processes (no lit of one
// is the negation of a lit of the other).
func compatible(c, d *class) bool {
	for _, l := range c.lits {
		for _, m := range d.lits {
			if l.key == m.key && l.pos != m.pos {
				return false
			}
		}
	}
	return true
}

// sameContent reports whether c and d describe the same registrations and
// scalars.
func sameContent(c, d *class) bool {
	return maps.Equal(c.env, d.env) && maps.Equal(c.choice, d.choice) && slices.Equal(c.table, d.table) &&
		sameReason(c.lost, d.lost) && sameReason(c.mixed, d.mixed) && c.merged == d.merged &&
		equalPops(c.pops, d.pops) && c.prior == d.prior && c.failed == d.failed && sameReason(c.unsure, d.unsure) &&
		maps.Equal(c.touched, d.touched)
}

func sameReason(x, y *reason) bool {
	if x == nil || y == nil {
		return x == y
	}
	return *x == *y
}

// state is the classes of processes on one path (nil: no path reaches).
type state []*class

func (s state) copy() state {
	out := make(state, len(s))
	for i, c := range s {
		out[i] = c.copy()
	}
	return out
}

// equalStates reports whether two states are the same, class by class.
func equalStates(a, b state) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].litsKey() != b[i].litsKey() || !sameContent(a[i], b[i]) {
			return false
		}
	}
	return true
}

// joinClass is what processes in both c (one path) and d (another) have:
// the scalars both know alike, the registrations both made (those of one
// path only optional), or a lost sequence.
func joinClass(c, d *class, lits []lit, at frontend.Pos) *class {
	out := &class{lits: lits, env: map[int]aff{}, choice: map[int]area{}}
	for k, v := range c.env {
		if w, ok := d.env[k]; ok && w == v {
			out.env[k] = v
		}
	}
	for k, v := range c.choice {
		if w, ok := d.choice[k]; ok && w == v {
			out.choice[k] = v
		}
	}
	out.lost, out.mixed = firstReason(c.lost, d.lost), firstReason(c.mixed, d.mixed)
	out.merged = c.merged || d.merged
	out.prior, out.failed = c.prior || d.prior, c.failed || d.failed
	out.unsure = firstReason(c.unsure, d.unsure)
	for _, t := range []map[int]reason{c.touched, d.touched} {
		for k, r := range t {
			if out.touched == nil {
				out.touched = map[int]reason{}
			}
			if _, ok := out.touched[k]; !ok {
				out.touched[k] = r
			}
		}
	}
	if out.lost == nil {
		out.table, out.lost = joinTables(c.table, d.table, at)
	}
	if out.lost == nil && !equalPops(c.pops, d.pops) {
		out.lost = &reason{at, "the deregistrations made on the paths that join here differ"}
	}
	if out.lost == nil {
		out.pops = slices.Clone(c.pops)
	} else {
		out.table = nil
	}
	return out
}

func firstReason(x, y *reason) *reason {
	if x != nil {
		return x
	}
	return y
}

// joinTables joins two registration sequences: equal ones stay, one that
// extends the other with registrations of one path gets them optional,
// others are lost.
func joinTables(x, y []entry, at frontend.Pos) ([]entry, *reason) {
	if len(y) < len(x) {
		x, y = y, x
	}
	out := make([]entry, 0, len(y))
	for i := range x {
		e, f := x[i], y[i]
		opt := e.opt || f.opt
		e.opt, f.opt = false, false
		if e != f {
			return nil, &reason{at, "the registrations made on the paths that join here differ"}
		}
		e.opt = opt
		out = append(out, e)
	}
	for _, f := range y[len(x):] {
		f.opt = true
		out = append(out, f)
	}
	return out, nil
}

// maxClasses bounds the classes of a state.
const maxClasses = 12

// join is the state of a point that two paths reach: processes in a class
// of each have what both classes say (joinClass); a class whose processes
// the other path does not have stays as it is.
func join(a, b state, at frontend.Pos) state {
	switch {
	case len(a) == 0:
		return b
	case len(b) == 0:
		return a
	}
	// The usual case: the same classes on both paths.
	if len(a) == len(b) {
		same := true
		for i := range a {
			if a[i].litsKey() != b[i].litsKey() {
				same = false
				break
			}
		}
		if same {
			out := make(state, len(a))
			for i := range a {
				out[i] = joinClass(a[i], b[i], a[i].lits, at)
			}
			return out
		}
	}
	var out state
	usedB := make([]bool, len(b))
	for _, c := range a {
		paired := false
		for j, d := range b {
			if !compatible(c, d) {
				continue
			}
			paired, usedB[j] = true, true
			lits := slices.Clone(c.lits)
			for _, l := range d.lits {
				if !slices.ContainsFunc(lits, func(m lit) bool { return m.key == l.key }) {
					lits = append(lits, l)
				}
			}
			sort.Slice(lits, func(i, j int) bool { return lits[i].key < lits[j].key })
			j := joinClass(c, d, lits, at)
			if c.litsKey() != d.litsKey() {
				j.merged = true
			}
			out = append(out, j)
		}
		if !paired {
			c = c.copy()
			c.merged = true
			out = append(out, c)
		}
	}
	for j, d := range b {
		if !usedB[j] {
			d = d.copy()
			d.merged = true
			out = append(out, d)
		}
	}
	return simplify(out, at)
}

// simplify merges the classes of s that differ only by one condition and
// have the same content, and keeps at most maxClasses (joining the
// others into one whose processes may differ).
func simplify(s state, at frontend.Pos) state {
	for changed := true; changed; {
		changed = false
	outer:
		for i := 0; i < len(s); i++ {
			for j := i + 1; j < len(s); j++ {
				if lits, ok := complementary(s[i].lits, s[j].lits); ok && sameContent(s[i], s[j]) {
					c := s[i].copy()
					c.lits = lits
					s = replaceTwo(s, i, j, c)
					changed = true
					break outer
				}
				if s[i].litsKey() == s[j].litsKey() {
					c := joinClass(s[i], s[j], s[i].lits, at)
					if !sameContent(s[i], s[j]) {
						c.merged = true
					}
					s = replaceTwo(s, i, j, c)
					changed = true
					break outer
				}
			}
		}
	}
	if len(s) <= maxClasses {
		return s
	}
	c := s[0]
	for _, d := range s[1:] {
		c = joinClass(c, d, nil, at)
	}
	c.lits = nil
	if c.mixed == nil {
		c.mixed = &reason{at, "too many classes of processes to follow"}
	}
	return state{c}
}

// replaceTwo is s with c for its classes i < j.
func replaceTwo(s state, i, j int, c *class) state {
	t := slices.Clone(s)
	t[i] = c
	return slices.Delete(t, j, j+1)
}

// complementary reports whether x and y are the same lits but for one
// taken with both signs, and returns the others.
func complementary(x, y []lit) ([]lit, bool) {
	if len(x) != len(y) {
		return nil, false
	}
	diff := -1
	for i := range x {
		if x[i].key != y[i].key {
			return nil, false
		}
		if x[i].pos != y[i].pos {
			if diff >= 0 {
				return nil, false
			}
			diff = i
		}
	}
	if diff < 0 {
		return nil, false
	}
	return slices.Delete(slices.Clone(x), diff, diff+1), true
}
