// Package predict turns cost bounds into predicted run times on a machine
// profile: per p, the time and its split into work, communication and
// synchronisation, speed-up and efficiency (bspcost predict), and, for
// several programs, which one is fastest at each p and where the winner
// changes (bspcost compare). Plots are drawn with gonum.org/v1/plot.
//
// The costs come from a function of p (the analysis' closed-form bound
// evaluated at p and the program's parameters), so this package knows
// nothing of programs or bounds; callers supply the evaluation.
package predict

import (
	"errors"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"bspcost/internal/machine"
)

// Cost is a BSP cost at one point: W units of work, an h-relation total H
// and S barriers.
type Cost struct {
	W, H, S float64
}

// CostFunc evaluates a program's cost bound at p processes.
type CostFunc func(p int) (Cost, error)

// Point is the prediction at one p.
type Point struct {
	P    int
	Cost Cost
	Time machine.Time
	// Speedup is T(1)/T(p) and Efficiency Speedup/p, where T(1) is the
	// predicted time of the same program on one process; both are NaN when
	// p = 1 is outside the profile's range, the cost function fails at
	// p = 1 (the program cannot run on one process), or T(p) is zero.
	Speedup, Efficiency float64
	// Excluded marks a p where the bound does not apply (the program's
	// requires clause is false there): Predict leaves its values zero,
	// tables show the row without values, plots leave the point out and
	// Compare does not count the program there.
	Excluded bool
}

// Series is one program's predictions over a list of p.
type Series struct {
	Name   string
	Points []Point
}

// Predict evaluates cost at every p of ps on the profile, except at the p
// of excluded (where the bound does not apply): their points are marked
// Excluded, without values.
func Predict(name string, prof *machine.Profile, ps []int, cost CostFunc, excluded map[int]bool) (Series, error) {
	s := Series{Name: name}
	t1 := math.NaN()
	if prof.Check(1) == nil {
		// No baseline when the cost has no value at p = 1; an error that
		// holds at every p shows up at the first p of ps.
		if c, err := cost(1); err == nil {
			t1 = prof.Predict(1, c.W, c.H, c.S).Total()
		}
	}
	for _, p := range ps {
		if err := prof.Check(p); err != nil {
			return s, err
		}
		if excluded[p] {
			s.Points = append(s.Points, Point{P: p, Speedup: math.NaN(), Efficiency: math.NaN(), Excluded: true})
			continue
		}
		c, err := cost(p)
		if err != nil {
			return s, fmt.Errorf("p = %d: %w", p, err)
		}
		tm := prof.Predict(p, c.W, c.H, c.S)
		pt := Point{P: p, Cost: c, Time: tm, Speedup: math.NaN(), Efficiency: math.NaN()}
		if tot := tm.Total(); tot > 0 && !math.IsNaN(t1) {
			pt.Speedup = t1 / tot
			pt.Efficiency = pt.Speedup / float64(p)
		}
		s.Points = append(s.Points, pt)
	}
	return s, nil
}

// maxPs bounds how many process counts one command evaluates.
const maxPs = 100000

// ParsePs reads a list of process counts:
//
//	A..B      the powers of two in [A, B], plus A and B themselves
//	A..B:K    A, A+K, A+2K, ... up to B (every p with K = 1)
//	A,B,C     exactly these
//
// Values are decimal integers >= 1; the result is sorted and without
// duplicates.
func ParsePs(spec string) ([]int, error) {
	spec = strings.TrimSpace(spec)
	if spec == "" {
		return nil, errors.New("empty list of p")
	}
	num := func(s string) (int, error) {
		s = strings.TrimSpace(s)
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || (len(s) > 1 && s[0] == '0') {
			return 0, fmt.Errorf("%q is not a process count (a decimal integer >= 1)", s)
		}
		return n, nil
	}
	var ps []int
	if a, b, ok := strings.Cut(spec, ".."); ok {
		step := 0
		if bb, k, ok := strings.Cut(b, ":"); ok {
			var err error
			if step, err = num(k); err != nil {
				return nil, fmt.Errorf("step: %v", err)
			}
			b = bb
		}
		lo, err := num(a)
		if err != nil {
			return nil, err
		}
		hi, err := num(b)
		if err != nil {
			return nil, err
		}
		if hi < lo {
			return nil, fmt.Errorf("empty range %d..%d", lo, hi)
		}
		if step > 0 {
			if (hi-lo)/step >= maxPs {
				return nil, fmt.Errorf("range %s has more than %d values", spec, maxPs)
			}
			for p := lo; p <= hi; p += step {
				ps = append(ps, p)
			}
		} else {
			ps = append(ps, lo)
			for q := 1; q <= hi && q > 0; q *= 2 {
				if q > lo {
					ps = append(ps, q)
				}
			}
			ps = append(ps, hi)
		}
	} else {
		for _, f := range strings.Split(spec, ",") {
			n, err := num(f)
			if err != nil {
				return nil, err
			}
			ps = append(ps, n)
			if len(ps) > maxPs {
				return nil, fmt.Errorf("more than %d values of p", maxPs)
			}
		}
	}
	sort.Ints(ps)
	out := ps[:0]
	for i, p := range ps {
		if i == 0 || p != ps[i-1] {
			out = append(out, p)
		}
	}
	return out, nil
}

// Winner is the fastest program at one p. On a tie the previous p's
// winner stays (else the first given), so that two programs with the same
// time at some p (the one-phase and the tree broadcast at p = 2) do not
// make a crossover there.
type Winner struct {
	P     int
	Index int // into the series
	Times []float64
}

// Crossover is a p at which the fastest program changes: From is fastest
// at P-1 (or the previous evaluated p), To from P on.
type Crossover struct {
	P        int
	From, To int
}

// Compare finds the fastest series at every p (all series must have the
// same p list) and the crossovers; a series does not compete at its
// Excluded points, and a p where every series is excluded has no winner
// (Index -1, no crossover across it). Where two consecutive evaluated p have
// different winners, the exact crossover is searched between them by
// bisection with cost functions (the times of the two programs cross
// once between them in all the closed forms we produce; if they do not,
// the bisection still returns a p where the winner differs from its
// predecessor).
func Compare(prof *machine.Profile, series []Series, costs []CostFunc) ([]Winner, []Crossover, error) {
	if len(series) == 0 {
		return nil, nil, errors.New("nothing to compare")
	}
	n := len(series[0].Points)
	for _, s := range series {
		if len(s.Points) != n {
			return nil, nil, errors.New("series over different p")
		}
	}
	timeAt := func(i, p int) (float64, error) {
		c, err := costs[i](p)
		if err != nil {
			return 0, err
		}
		return prof.Predict(p, c.W, c.H, c.S).Total(), nil
	}
	best := func(k int, times []float64, prev int) int {
		b := -1
		for i, t := range times {
			if !series[i].Points[k].Excluded && (b < 0 || t < times[b]) {
				b = i
			}
		}
		if b >= 0 && prev >= 0 && !series[prev].Points[k].Excluded && times[prev] == times[b] {
			return prev
		}
		return b
	}
	var ws []Winner
	var xs []Crossover
	last := -1 // the last row with a winner
	for k := 0; k < n; k++ {
		times := make([]float64, len(series))
		for i, s := range series {
			times[i] = s.Points[k].Time.Total()
		}
		prev := -1
		if last >= 0 {
			prev = ws[last].Index
		}
		w := Winner{P: series[0].Points[k].P, Index: best(k, times, prev), Times: times}
		if w.Index >= 0 && last >= 0 && w.Index != ws[last].Index && costs != nil {
			prev := ws[last]
			a, b := prev.P, w.P // winner(a) = prev.Index, winner(b) = w.Index
			for b-a > 1 {
				m := a + (b-a)/2
				tp, err := timeAt(prev.Index, m)
				if err != nil {
					return nil, nil, err
				}
				tw, err := timeAt(w.Index, m)
				if err != nil {
					return nil, nil, err
				}
				if tw < tp {
					b = m
				} else {
					a = m
				}
			}
			xs = append(xs, Crossover{P: b, From: prev.Index, To: w.Index})
		}
		if w.Index >= 0 {
			last = k
		}
		ws = append(ws, w)
	}
	return ws, xs, nil
}
