package regsafe

import (
	"fmt"
	"slices"
	"strings"

	"bspcost/diag"
	"bspcost/frontend"
)

// event runs the registration event ev on every class of st.
func (a *analyzer) event(ev *frontend.RegEvent, st state) state {
	switch ev.Kind {
	case frontend.RegSync:
		a.realSync = true
		return st
	case frontend.RegEnd:
		if a.on(ruleEnds) {
			return nil // the run ends: nothing after matters
		}
		return st
	}
	for _, c := range st {
		switch ev.Kind {
		case frontend.RegChoose:
			c.choice[ev.Choice] = a.resolve(ev.Area, c)
		case frontend.RegPush:
			if c.lost == nil {
				size := aff{}
				if ev.Size != nil {
					size = eval(a.info(), ev.Size, c.get)
				}
				c.table = append(c.table, entry{area: a.resolve(ev.Area, c), size: size, state: pending, pushPos: ev.Pos})
			}
		case frontend.RegPop:
			a.pop(ev, c)
		case frontend.RegPut, frontend.RegGet:
			a.access(ev, c, st)
		case frontend.RegOpaque:
			if !a.on(ruleOpaqueCalls) {
				break
			}
			for _, ra := range ev.Args {
				x := a.resolve(ra, c)
				if c.touched == nil {
					c.touched = map[int]reason{}
				}
				if _, ok := c.touched[x.object]; !ok && !x.null {
					c.touched[x.object] = reason{ev.Pos, fmt.Sprintf("%s, whose code is not among the inputs, is passed %s at %s and may register it", ev.Call, x, ev.Pos)}
				}
			}
		}
	}
	return st
}

// resolve is the address ra names in class c.
func (a *analyzer) resolve(ra frontend.RegArea, c *class) area {
	switch {
	case ra.Null:
		return area{null: true}
	case ra.Unknown != "":
		return area{why: ra.Unknown + " is not followed"}
	case ra.Choice > 0:
		if x, ok := c.choice[ra.Choice]; ok {
			return x
		}
		return area{why: "the pointer chosen by ?: is not followed"}
	case ra.Alts != nil:
		w := eval(a.info(), ra.Which, c.get)
		if w.isConst() {
			for i, id := range ra.AltIDs {
				if id == w.c {
					return a.resolve(ra.Alts[i], c)
				}
			}
		}
		var names []string
		for _, x := range ra.Alts {
			names = append(names, x.Name)
		}
		return area{why: fmt.Sprintf("a pointer into several arrays (%s) is not followed", strings.Join(names, ", "))}
	}
	idx := konst(0)
	if ra.Index != nil {
		idx = eval(a.info(), ra.Index, c.get)
	}
	return area{object: ra.Object, name: ra.Name, idx: idx, outer: ra.Outer}
}

// pop runs bsp_pop_reg on class c: it removes, at the next sync, the
// most recent registration of its address not removed yet.
func (a *analyzer) pop(ev *frontend.RegEvent, c *class) {
	x := a.resolve(ev.Area, c)
	if c.lost != nil {
		a.warn(ev.Pos, fmt.Sprintf("cannot tell whether bsp_pop_reg(%s) has a registration to remove: %s", x, c.lost.msg))
		return
	}
	if x.unknown() {
		a.warn(ev.Pos, "cannot tell which registration bsp_pop_reg removes: "+x.why)
		c.lost = &reason{ev.Pos, fmt.Sprintf("the registration that bsp_pop_reg at %s removes is not known", ev.Pos)}
		return
	}
	var gone *entry
	var cands []int
scan:
	for i := range c.table {
		k := len(c.table) - 1 - i // the most recent first
		if !a.on(ruleRecent) {
			k = i
		}
		e := &c.table[k]
		m := matchAreas(e.area, x)
		switch {
		case m == no, e.state == pending && !a.on(rulePopPending):
			continue
		case e.state == popping:
			if m == yes && gone == nil {
				gone = e
			}
			continue
		case m == yes && !e.opt:
			cands = append(cands, k)
			if x.null && a.on(ruleNullWildcard) {
				continue // any registration of NULL may be meant
			}
			break scan
		}
		why := fmt.Sprintf("the registration of %s made at %s happens on some paths only", e.area, e.pushPos)
		if m == maybe {
			why = fmt.Sprintf("its address cannot be compared with the registration of %s made at %s", e.area, e.pushPos)
		}
		a.warn(ev.Pos, fmt.Sprintf("cannot tell whether bsp_pop_reg(%s) has a registration to remove: %s", x, why))
		c.lost = &reason{ev.Pos, fmt.Sprintf("the registration that bsp_pop_reg at %s removes is not known", ev.Pos)}
		return
	}
	if len(cands) > 0 && x.null && a.on(ruleNullWildcard) {
		// Which registration of NULL goes is decided at the sync, from
		// the other processes' deregistrations (resolveNullPops); the
		// NULL deregistrations before this one take one each.
		prev := 0
		for _, p := range c.pops {
			if p.deferred {
				prev++
			}
		}
		if prev < len(cands) {
			slices.Reverse(cands)
			c.pops = append(c.pops, popRec{cands: cands, pos: ev.Pos, area: x, deferred: true})
			return
		}
		cands = nil
	}
	if len(cands) > 0 {
		// The most recent goes at the next sync.
		c.table[cands[0]].state, c.table[cands[0]].popPos = popping, ev.Pos
		c.pops = append(c.pops, popRec{cands: cands, pos: ev.Pos, area: x})
		return
	}
	if r, ok := c.touchedBy(x); ok {
		a.warn(ev.Pos, fmt.Sprintf("cannot tell whether bsp_pop_reg(%s) has a registration to remove: %s", x, r.msg))
		c.lost = &reason{ev.Pos, fmt.Sprintf("the registration that bsp_pop_reg at %s removes is not known", ev.Pos)}
		return
	}
	if x.outer && c.prior {
		a.warn(ev.Pos, fmt.Sprintf("cannot tell whether bsp_pop_reg(%s) has a registration to remove: %s", x, a.priorText(x)))
		c.lost = &reason{ev.Pos, fmt.Sprintf("bsp_pop_reg at %s removes a registration made before %s runs", ev.Pos, a.m.Entry)}
		return
	}
	var notes []diag.Note
	if gone != nil {
		notes = append(notes, diag.Note{Pos: gone.popPos, End: gone.popPos,
			Msg: fmt.Sprintf("the registration of %s made at %s is removed here already", gone.area, gone.pushPos)})
	}
	if !a.on(rulePopMatch) {
		return
	}
	if pid, np, ok := witness(c); ok {
		a.report(diag.SeverityError, ev.Pos, fmt.Sprintf("bsp_pop_reg(%s)%s: %s has no registration to remove", x, onProcess(pid, np), x), notes...)
		c.failed = true
		return
	}
	a.warn(ev.Pos, fmt.Sprintf("bsp_pop_reg(%s) may have no registration to remove on the processes where %s", x, litsText(c)), notes...)
}

// access checks the put or get ev on class c: the remote area it names
// (a put's destination, a get's source) must be registered by a sync
// before.
func (a *analyzer) access(ev *frontend.RegEvent, c *class, st state) {
	x := a.resolve(ev.Area, c)
	dir := "to"
	if ev.Kind == frontend.RegGet {
		dir = "from"
	}
	what := fmt.Sprintf("%s %s %s", ev.Call, dir, x)
	if c.lost != nil {
		a.warn(ev.Pos, fmt.Sprintf("cannot tell whether the area of %s is registered: %s", what, c.lost.msg))
		return
	}
	if x.unknown() {
		if ra := ev.Area; ra.Alts != nil && ra.Choice == 0 && a.allRegistered(ra.Alts, c) {
			return // a pointer into several arrays, each registered
		}
		a.warn(ev.Pos, fmt.Sprintf("cannot tell whether the area of this %s is registered: %s", ev.Call, x.why))
		return
	}
	var pend, other *entry
	uncertain := ""
	for k := len(c.table) - 1; k >= 0; k-- {
		e := &c.table[k]
		m := matchAreas(e.area, x)
		if m == no {
			if other == nil && !e.area.unknown() && !e.area.null && e.area.object == x.object && e.state != pending {
				other = e
			}
			continue
		}
		if e.maybeAt.IsValid() && uncertain == "" && (e.state == pending && m == yes || e.state == popping && m == yes) {
			verb := "is in force only if"
			if e.state == popping {
				verb = "is gone if"
			}
			uncertain = fmt.Sprintf("the registration of %s made at %s %s the library call at %s synchronises (its cost contract has a superstep; BSPlib's registrations take effect at a bsp_sync)", e.area, e.pushPos, verb, e.maybeAt)
			continue
		}
		if e.state == pending && a.on(rulePending) {
			if m == yes && pend == nil {
				pend = e
			}
			continue
		}
		if e.state == popping && !a.on(rulePoppedUsable) {
			continue
		}
		if m == yes && !e.opt {
			a.rangeCheck(ev, c, k, x, st)
			return
		}
		if uncertain == "" {
			uncertain = fmt.Sprintf("the registration of %s made at %s happens on some paths only", e.area, e.pushPos)
			if m == maybe {
				uncertain = fmt.Sprintf("its address cannot be compared with the registration of %s made at %s", e.area, e.pushPos)
			}
		}
	}
	if r, ok := c.touchedBy(x); ok && uncertain == "" {
		uncertain = r.msg
	}
	if uncertain == "" && x.outer && c.prior {
		uncertain = a.priorText(x)
	}
	if uncertain != "" {
		a.warn(ev.Pos, fmt.Sprintf("cannot tell whether the area of %s is registered: %s", what, uncertain))
		return
	}
	if pend == nil && !a.on(ruleUnregistered) {
		return
	}
	pid, np, ok := witness(c)
	if !ok {
		a.warn(ev.Pos, fmt.Sprintf("%s may name an area that is not registered, on the processes where %s", what, litsText(c)))
		return
	}
	var notes []diag.Note
	msg := fmt.Sprintf("%s%s: %s is not registered (a put or get names an area that bsp_push_reg registered on every process, at least one bsp_sync before)", what, onProcess(pid, np), x)
	switch {
	case pend != nil:
		msg = fmt.Sprintf("%s%s: the registration of %s takes effect at the next bsp_sync, not in the superstep that makes it", what, onProcess(pid, np), x)
		notes = append(notes, diag.Note{Pos: pend.pushPos, End: pend.pushPos, Msg: fmt.Sprintf("%s registered here, in the same superstep", x)})
	case other != nil:
		notes = append(notes, diag.Note{Pos: other.pushPos, End: other.pushPos,
			Msg: fmt.Sprintf("%s is registered here: a put or get names the registered address and an offset from it", other.area)})
	}
	a.report(diag.SeverityError, ev.Pos, msg, notes...)
	c.failed = true
}

// priorText says that x may have been registered before the SPMD
// function runs.
func (a *analyzer) priorText(x area) string {
	return fmt.Sprintf("%s exists before %s runs, and %s does not start with bsp_begin: its caller may have registered it", x.name, a.m.Entry, a.m.Entry)
}

// litsText describes the conditions of c.
func litsText(c *class) string {
	if len(c.lits) == 0 {
		return "the program runs"
	}
	var parts []string
	for _, l := range c.lits {
		t := formulaText(l.f)
		if !l.pos {
			t = "!(" + t + ")"
		}
		parts = append(parts, t)
	}
	return strings.Join(parts, " && ")
}

// formulaText writes f in .bsp syntax.
func formulaText(f *formula) string {
	switch f.kind {
	case fConst:
		return fmt.Sprint(f.val)
	case fEq:
		return affText(f.a) + " == 0"
	case fLess:
		return affText(f.a) + " < 0"
	case fNot:
		return "!(" + formulaText(f.x) + ")"
	case fAnd:
		return "(" + formulaText(f.x) + " && " + formulaText(f.y) + ")"
	}
	return "(" + formulaText(f.x) + " || " + formulaText(f.y) + ")"
}

func affText(a aff) string {
	var b strings.Builder
	term := func(k int64, name string) {
		if k == 0 {
			return
		}
		switch {
		case b.Len() == 0 && k < 0:
			b.WriteString("-")
		case b.Len() > 0 && k < 0:
			b.WriteString(" - ")
		case b.Len() > 0:
			b.WriteString(" + ")
		}
		if k < 0 {
			k = -k
		}
		if k != 1 || name == "" {
			fmt.Fprint(&b, k)
			if name != "" {
				b.WriteString("*")
			}
		}
		b.WriteString(name)
	}
	term(a.p, "pid")
	term(a.n, "nprocs")
	term(a.c, "")
	if b.Len() == 0 {
		return "0"
	}
	return b.String()
}

// rangeCheck: the put or get ev of class c names registration k, which
// must hold the bytes it moves on the remote process. Reported only when
// certain: on nprocs <= 4, a process of c whose remote process is of a
// class whose registration k is too small (BSPlib's runtime aborts).
func (a *analyzer) rangeCheck(ev *frontend.RegEvent, c *class, k int, x area, st state) {
	if ev.Proc == nil || ev.Offset == nil || ev.Bytes == nil || c.mixed != nil || c.merged || !a.on(ruleRange) {
		return
	}
	proc, off, n := eval(a.info(), ev.Proc, c.get), eval(a.info(), ev.Offset, c.get), eval(a.info(), ev.Bytes, c.get)
	for np := int64(2); np <= 4; np++ {
		pids, ok := c.witnesses(np)
		if !ok {
			return
		}
		for _, pid := range pids {
			t, ok1 := proc.at(pid, np)
			o, ok2 := off.at(pid, np)
			b, ok3 := n.at(pid, np)
			if !ok1 || !ok2 || !ok3 || t < 0 || t >= np || o < 0 || b <= 0 {
				continue
			}
			all := append(state{}, st...)
			for _, p := range a.parked {
				all = append(all, p...)
			}
			d := classOf(all, t, np)
			if d == nil || d.lost != nil || d.mixed != nil || d.merged || len(d.table) != len(c.table) {
				continue
			}
			e := d.table[k]
			if e.opt || e.state != c.table[k].state {
				continue
			}
			size, ok := e.size.at(t, np)
			if !ok || o+b <= size {
				continue
			}
			verb := "writes"
			if ev.Kind == frontend.RegGet {
				verb = "reads"
			}
			a.report(diag.SeverityError, ev.Pos, fmt.Sprintf("%s on process %d of %d %s bytes %d to %d of %s on process %d, whose registration there has %d bytes",
				ev.Call, pid, np, verb, o, o+b-1, x, t, size),
				diag.Note{Pos: e.pushPos, End: e.pushPos, Msg: fmt.Sprintf("process %d registers %s with %d bytes here", t, e.area, size)})
			return
		}
	}
}

// classOf is the one class of st whose conditions hold on process pid of
// nprocs; nil when it cannot be told.
func classOf(st state, pid, np int64) *class {
	var out *class
	for _, c := range st {
		in, ok := c.holds(pid, np)
		if !ok {
			return nil
		}
		if in {
			if out != nil {
				return nil
			}
			out = c
		}
	}
	return out
}

// resolveNullPops decides which registration of NULL each NULL
// deregistration of the superstep removes: one that the other classes'
// deregistrations at the same place may also remove, the most recent
// such; when several are possible and the classes differ, later
// divergences are not certain (unsure).
func resolveNullPops(st state) {
	for _, c := range st {
		if c.lost != nil {
			continue
		}
		taken := map[int]bool{}
		for i, p := range c.pops {
			if !p.deferred {
				continue
			}
			var free, opts []int
			for _, k := range p.cands {
				if taken[k] {
					continue
				}
				free = append(free, k)
				ok := true
				for _, d := range st {
					if d != c && d.lost == nil && len(d.pops) == len(c.pops) && !slices.Contains(d.pops[i].cands, k) {
						ok = false
					}
				}
				if ok {
					opts = append(opts, k)
				}
			}
			if len(opts) == 0 {
				opts = free // the processes differ: compare reports it
			}
			if len(opts) == 0 {
				continue
			}
			k := opts[len(opts)-1]
			if len(opts) > 1 && len(st) > 1 && c.unsure == nil {
				c.unsure = &reason{p.pos, fmt.Sprintf("the bsp_pop_reg(NULL) at %s may remove any of several registrations of NULL", p.pos)}
			}
			taken[k] = true
			c.table[k].state, c.table[k].popPos = popping, p.pos
		}
	}
}

// allRegistered reports whether every area of alts has a registration in
// force in class c.
func (a *analyzer) allRegistered(alts []frontend.RegArea, c *class) bool {
	for _, ra := range alts {
		x := a.resolve(ra, c)
		if x.unknown() {
			return false
		}
		found := false
		for _, e := range c.table {
			if matchAreas(e.area, x) == yes && !e.opt && e.state != pending {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// touchedBy is why a function whose code is not among the inputs may have
// registered x (ok false: none was passed it).
func (c *class) touchedBy(x area) (reason, bool) {
	if r, ok := c.touched[x.object]; ok {
		return r, true
	}
	r, ok := c.touched[0] // an address not followed
	return r, ok
}
