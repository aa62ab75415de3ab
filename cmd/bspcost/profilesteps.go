package main

import (
	"errors"
	"fmt"
	"math/big"
	"path/filepath"
	"sort"
	"strings"

	"bspcost/align"
	"bspcost/driver"
	"bspcost/frontend"
	"bspcost/hrelation"
	"bspcost/polyhedra"
	"bspcost/profile"
	"bspcost/solver"
)

// The per-superstep comparison of bspcost profile: beside each measured
// superstep, the h the analysis bounds for it (hrelation's step between
// the barrier that opened it and the one that closed it, evaluated at the
// run's p and parameters); and for the supersteps each barrier opens, the
// measured W, H and count beside the bounds of check --supersteps'
// sections. The analysis has no bound of W per superstep (its W is a
// sum over the sequential program: per section, not per superstep).

// stepCheck is the analysed bound of one measured superstep.
type stepCheck struct {
	// H is the bound of its h, nil when there is none (Note says why).
	H    *big.Rat
	Note string
	// W is the bound of its work, nil when there is none (WNote says
	// why): the bound of one superstep opened by its opening barrier
	// (check --supersteps), at the run's point.
	W     *big.Rat
	WNote string
}

// profileSection compares the supersteps opened by a set of barriers with
// the bounds of the sections that can run in them.
type profileSection struct {
	// Openers are the C sites of the opening barriers ("start" for the
	// program's start), Label them for the text.
	Openers []string
	Label   string
	// Steps counts the measured supersteps these barriers opened, W and H
	// their measured work and h summed.
	Steps int64
	W, H  int64
	// Bound is the sum of the bounds of the sections whose openers meet
	// these, evaluated at the run's point (a nil value: no bound).
	Bound *atResult
}

// siteKey names a barrier of the C program: its file's base name, line and
// column (the runtime's sites and the translation's positions name the
// file differently: as clang's debug information does, as given).
func siteKey(file string, line, col int) string {
	return fmt.Sprintf("%s:%d:%d", filepath.Base(file), line, col)
}

// barrierKeys gives each barrier of prog its site key: "start", "end",
// or the C site of a sync.
type barrierKeys struct {
	prog *frontend.Program
}

func (bk barrierKeys) key(b align.Barrier) string {
	switch b.Kind {
	case align.StartBarrier:
		return "start"
	case align.EndBarrier:
		return "end"
	}
	return bk.syncKey(b.Sync)
}

func (bk barrierKeys) syncKey(s *frontend.SyncStmt) string {
	f, pos := bk.prog.Where(s.Sync)
	return siteKey(f, pos.Line, pos.Col)
}

// measuredKeys are the open and close keys of each measured superstep
// ("" where the processes reached different barriers: not compared).
func measuredKeys(res *profile.Result) (open, close []string) {
	prev := "start"
	for _, st := range res.Steps {
		c := siteKey(st.Site.File, st.Site.Line, st.Site.Col)
		switch {
		case st.SitesDiffer || st.Site.File == "":
			c = ""
		case st.End:
			c = "end"
		}
		open, close = append(open, prev), append(close, c)
		prev = c
	}
	return open, close
}

// checkSteps bounds the h of every measured superstep of res with the
// steps of hr, at the run's p and the parameters params.
func checkSteps(prog *frontend.Program, hr *hrelation.Result, res *profile.Result, params map[string]int64) []stepCheck {
	bk := barrierKeys{prog}
	open, close := measuredKeys(res)
	out := make([]stepCheck, len(res.Steps))
	for k := range res.Steps {
		if open[k] == "" || close[k] == "" {
			out[k].Note = "processes at different barriers"
			if !res.Steps[k].SitesDiffer && (k == 0 || !res.Steps[k-1].SitesDiffer) {
				out[k].Note = "opened or closed by a library's barrier (a cost contract charges its supersteps at its call)"
			}
			continue
		}
		var cands []*hrelation.Step
		for _, st := range hr.Steps {
			if bk.key(st.Open) == open[k] && bk.key(st.Close) == close[k] {
				cands = append(cands, st)
			}
		}
		if len(cands) == 0 {
			out[k].Note = "no superstep of the analysis between these barriers"
			continue
		}
		// Several syncs of the translation at one C site (a function
		// inlined twice): the largest of their bounds.
		best := new(big.Rat)
		for _, st := range cands {
			h, note := stepH(st, int64(res.P), params)
			if h == nil {
				best, out[k].Note = nil, note
				break
			}
			if h.Cmp(best) > 0 {
				best = h
			}
			if note != "" {
				out[k].Note = note
			}
		}
		out[k].H = best
	}
	return out
}

// checkStepWork bounds the W of every measured superstep of res with the
// bound of one superstep of its opening barrier (b.StepWork), at point.
// Several syncs of the translation at one C site: the largest of their
// bounds.
func checkStepWork(prog *frontend.Program, b *boundResult, res *profile.Result, point *atResult, out []stepCheck) {
	rawKey := translationSiteKeys(prog)
	type wb struct {
		w    *big.Rat
		note string
		call bool
	}
	byKey := map[string]*wb{}
	for i := range b.StepWork {
		s := &b.StepWork[i]
		k := rawKey[s.Opener]
		cur := byKey[k]
		if cur == nil {
			cur = &wb{w: new(big.Rat)}
			byKey[k] = cur
		}
		cur.call = cur.call || s.AtCall
		if cur.w == nil {
			continue
		}
		v := point.evalStepWork(s)
		switch {
		case s.W.Expr == nil:
			cur.w, cur.note = nil, "no bound: "+s.W.Reason
		case v == nil:
			cur.w, cur.note = nil, "the bound "+s.W.Text+" needs a value the run does not give"
		case v.Cmp(cur.w) > 0:
			cur.w = v
		}
	}
	open, _ := measuredKeys(res)
	for k, st := range res.Steps {
		switch {
		case open[k] == "" && (st.SitesDiffer || k > 0 && res.Steps[k-1].SitesDiffer):
			out[k].WNote = "processes at different barriers"
		case open[k] == "":
			out[k].WNote = "opened by a library's barrier (a cost contract charges its work at its call)"
		case stepWorkGuardsOn && libraryClosed(st):
			out[k].WNote = "closed by a library's barrier: it may run work a cost contract charges elsewhere (BSPonMPI's bsc_sync runs the requests of earlier calls)"
		case stepWorkGuardsOn && byKey[open[k]] != nil && byKey[open[k]].call:
			out[k].WNote = "the superstep may go on past a collective call, whose barriers its library places"
		case len(b.StepWork) == 0:
			out[k].WNote = "no bound of one superstep's work: " + firstNonEmpty(b.StepWorkNote, b.SectionsNote, "not analysed")
		case byKey[open[k]] == nil:
			out[k].WNote = "no bound of one superstep's work for this barrier: " + firstNonEmpty(b.StepWorkNote, "not analysed")
		default:
			out[k].W, out[k].WNote = byKey[open[k]].w, byKey[open[k]].note
		}
	}
}

// stepWorkGuardsOn leaves out of the W comparison the supersteps a
// library's barrier closes and those whose opener's superstep may end at
// a collective call (its test switches it off).
var stepWorkGuardsOn = true

// libraryClosed reports whether a library's barrier (no site in the
// program's text) closed st on some process.
func libraryClosed(st profile.Step) bool {
	for _, pr := range st.Procs {
		if pr.Site.File == "" {
			return true
		}
	}
	return st.Site.File == "" && !st.End
}

func firstNonEmpty(ss ...string) string {
	for _, s := range ss {
		if s != "" {
			return s
		}
	}
	return ""
}

// translationSiteKeys maps the openers of the translation ("start",
// "line:col" of a sync) to the C site keys of the run.
func translationSiteKeys(prog *frontend.Program) map[string]string {
	bk := barrierKeys{prog}
	rawKey := map[string]string{"start": "start"}
	frontend.Inspect(prog.Body, func(n frontend.Node) bool {
		if s, ok := n.(*frontend.SyncStmt); ok {
			rawKey[fmt.Sprintf("%d:%d", s.Sync.Line, s.Sync.Col)] = bk.syncKey(s)
		}
		return true
	})
	return rawKey
}

// maxPoints bounds the values of the variables a step's h depends on
// besides p and the parameters that stepH tries.
const maxPoints = 1 << 16

// stepH evaluates st's h at p and the parameters. When it depends on
// variables the run does not report (a loop counter: h of one iteration),
// it is the largest value over every value they can take where h has a
// piece (found with the pieces' domains at p and the parameters, at most
// maxPoints of them): a bound of the h of any superstep of the step. The
// note says when that was done, or why there is no bound.
func stepH(st *hrelation.Step, p int64, params map[string]int64) (*big.Rat, string) {
	if st.H == nil {
		if st.Err != nil {
			return nil, "no bound: " + st.Err.Error()
		}
		return nil, "no bound"
	}
	if len(st.Seq) > 0 {
		return nil, "words counted per statement in the total only"
	}
	known := func(o *frontend.Object) (int64, bool) {
		switch o.Kind {
		case frontend.NprocsObj:
			return p, true
		case frontend.ParamObj:
			v, ok := params[o.Name]
			return v, ok
		}
		return 0, false
	}
	vals := make([]int64, len(st.Params))
	var free []int
	var freeNames []string
	for i, prm := range st.Params {
		var ok bool
		if vals[i], ok = st.ParamValue(i, known); !ok {
			free = append(free, i)
			freeNames = append(freeNames, prm.Name)
		}
	}
	if len(free) == 0 {
		return st.H.Eval(vals), ""
	}
	lo, hi, err := freeRanges(st.H, vals, free)
	if errors.Is(err, polyhedra.ErrUnbounded) {
		return nil, fmt.Sprintf("h depends on %s, which the run does not report, and h has no bound over its values", strings.Join(freeNames, ", "))
	}
	if err != nil {
		return nil, fmt.Sprintf("h depends on %s, which the run does not report: %v", strings.Join(freeNames, ", "), err)
	}
	if lo == nil {
		return new(big.Rat), "" // no piece applies at this point: h = 0
	}
	n := int64(1)
	for i := range free {
		n *= hi[i] - lo[i] + 1
		if n > maxPoints {
			return nil, fmt.Sprintf("h depends on %s, which the run does not report, over more than %d values", strings.Join(freeNames, ", "), maxPoints)
		}
	}
	best := new(big.Rat)
	pt := append([]int64(nil), vals...)
	var walk func(i int)
	walk = func(i int) {
		if i == len(free) {
			if v := st.H.Eval(pt); v.Cmp(best) > 0 {
				best = v
			}
			return
		}
		for v := lo[i]; v <= hi[i]; v++ {
			pt[free[i]] = v
			walk(i + 1)
		}
	}
	walk(0)
	return best, fmt.Sprintf("the largest over the values of %s, a variable of the program the run does not report", strings.Join(freeNames, ", "))
}

// freeRanges is the range of each free parameter of pw (by index) over
// the pieces' domains with the others at vals: nil, nil when no piece's
// domain has a point there.
func freeRanges(pw *polyhedra.PwQPoly, vals []int64, free []int) (lo, hi []int64, err error) {
	isFree := map[int]bool{}
	for _, i := range free {
		isFree[i] = true
	}
	var fixed []int64
	for i, v := range vals {
		if !isFree[i] {
			fixed = append(fixed, v)
		}
	}
	for _, pc := range pw.Pieces {
		// The free parameters become the set's variables, in order.
		d := pc.Domain
		for j := len(free) - 1; j >= 0; j-- {
			if d, err = d.MoveDims(polyhedra.DimSet, 0, polyhedra.DimParam, free[j], 1); err != nil {
				return nil, nil, err
			}
		}
		plo, phi := make([]int64, len(free)), make([]int64, len(free))
		empty := false
		for j := range free {
			dj := d // variable j first: its least and largest value
			if j > 0 {
				if dj, err = d.MoveDims(polyhedra.DimSet, 0, polyhedra.DimSet, j, 1); err != nil {
					return nil, nil, err
				}
			}
			mn, ok, err := dj.LexMin(fixed)
			if err != nil {
				return nil, nil, err
			}
			if !ok {
				empty = true // no point here: the piece does not apply
				break
			}
			mx, _, err := dj.LexMax(fixed)
			if err != nil {
				return nil, nil, err
			}
			plo[j], phi[j] = mn[0], mx[0]
		}
		if empty {
			continue
		}
		if lo == nil {
			lo, hi = plo, phi
			continue
		}
		for j := range free {
			lo[j], hi[j] = min(lo[j], plo[j]), max(hi[j], phi[j])
		}
	}
	return lo, hi, nil
}

// librarySectionsOn adds, when a library's barriers ran, the sections of
// the collective calls and those charging a contract to every row (its
// test switches it off).
var librarySectionsOn = true

// profileSections compares the measured supersteps, grouped by the barriers
// that opened them, with the sections of b (check --supersteps), evaluated
// at the run's point. A row per distinct set of openers of a section: the
// supersteps opened by any of them cost at most the sum of the sections
// that may run after any of them (the guarantee of --supersteps, for a
// union of barriers). The openers are widened to every sync of the
// translation at the same C site, since the run knows only the site.
//
// When a collective library's barriers ran (library), a row counts the
// supersteps from each of its program barriers to the next one (a
// library's barrier opens no row: its superstep goes to the program
// barrier before it), and its bound adds the sections a collective call
// opens and those holding a contract's charges: the code between two
// program barriers is theirs or those calls' (whose barriers the library
// places itself, or not at all), and a library may run a call's cost at
// a later call (BSPonMPI's bsc_sync runs the requests of earlier calls),
// which a contract charges where it is called.
func profileSections(prog *frontend.Program, b *boundResult, res *profile.Result, point *atResult, library bool) []profileSection {
	// The sections' openers ("start", "line:col" of the sync in the
	// translation) as C site keys.
	rawKey := translationSiteKeys(prog)
	keysOf := func(s *sectionBound) map[string]bool {
		out := map[string]bool{}
		for _, o := range s.Openers {
			out[rawKey[o]] = true
		}
		return out
	}
	open, _ := measuredKeys(res)
	if library {
		prev := "start"
		for k, st := range res.Steps {
			open[k] = prev
			switch {
			case st.End:
				prev = "end"
			case st.Site.File != "" && !libraryClosed(st):
				prev = siteKey(st.Site.File, st.Site.Line, st.Site.Col)
			}
		}
	}
	var rows []profileSection
	seen := map[string]bool{}
	for i := range b.Sections {
		keys := keysOf(&b.Sections[i])
		var names []string
		for k := range keys {
			names = append(names, k)
		}
		sort.Slice(names, func(a, b int) bool { return names[a] == "start" || names[b] != "start" && names[a] < names[b] })
		id := strings.Join(names, " ")
		if seen[id] {
			continue
		}
		seen[id] = true
		label := strings.Join(names, " or ")
		if names[0] == "start" {
			label = "program start" + strings.TrimPrefix(label, "start")
		}
		row := profileSection{Openers: names, Label: label}
		for k, st := range res.Steps {
			if keys[open[k]] {
				row.Steps++
				row.W += st.W
				row.H += st.H
			}
		}
		// The sum of the sections that meet these openers.
		zero := driver.BoundOf(solver.Int(0))
		sum := &sectionBound{W: zero, H: zero, S: zero}
		for j := range b.Sections {
			s := &b.Sections[j]
			meets := library && librarySectionsOn && (s.AtCall || s.Contract)
			for k := range keysOf(s) {
				meets = meets || keys[k]
			}
			if !meets {
				continue
			}
			for _, r := range []struct{ sum, s *driver.Bound }{{&sum.W, &s.W}, {&sum.H, &s.H}, {&sum.S, &s.S}} {
				switch {
				case r.sum.Expr == nil:
				case r.s.Expr == nil:
					*r.sum = driver.Bound{}
				default:
					*r.sum = driver.BoundOf(solver.Add(r.sum.Expr, r.s.Expr))
				}
			}
		}
		row.Bound = point.evalSection(sum)
		rows = append(rows, row)
	}
	return rows
}
