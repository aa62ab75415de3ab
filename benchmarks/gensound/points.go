package main

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"bspcost/driver"
	"bspcost/frontend/gen"
	"bspcost/frontend/sim"
	"bspcost/internal/oracle"
	"bspcost/solver"
)

// showPoints prints, for each program named FAMILY-INDEX among the jobs of
// the results files, its bounds and, at every point the pipeline check
// compares (p = 1..lim.MaxP, two parameter draws each), each bound's value
// beside the largest simulated cost of the data variants, a point where
// they differ marked: where an inexact bound is above (the p-cases, the
// parameter values). It returns the exit code.
func showPoints(w io.Writer, names, files []string, lim limits) int {
	return eachNamedJob(names, files, func(name string, j job) {
		printPoints(w, name, gen.Generate(j.Seed, j.options()), lim)
	})
}

func printPoints(w io.Writer, name string, g *gen.Program, lim limits) {
	var o outcome
	prog, rep := o.analyze(name, g, driver.Config{Timeout: lim.SolverDeadline}, nil, stageErrClass)
	fmt.Fprintf(w, "// %s\n", name)
	if rep == nil {
		fmt.Fprintf(w, "no analysis: %s %v\n\n", o.AnalysisErr, o.Failures)
		return
	}
	bounds := map[string]*solver.Expr{}
	for _, x := range reportBounds(rep) {
		if x.b.Expr == nil {
			fmt.Fprintf(w, "%s: no bound (%s)\n", x.name, x.b.Reason)
			continue
		}
		bounds[x.name] = x.b.Expr
		fmt.Fprintf(w, "%s = %s\n", x.name, x.b.Text)
	}
	oracle.Points(g, lim.MaxP, func(p int, params map[string]int64) {
		most := simulateVariants(prog, p, params, lim, nil, func(int, *sim.Result, error) {})
		keys := make([]string, 0, len(params))
		for k := range params {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		var at []string
		for _, k := range keys {
			at = append(at, fmt.Sprintf("%s=%d", k, params[k]))
		}
		fmt.Fprintf(w, "p=%-2d %-24s", p, strings.Join(at, " "))
		if most == nil {
			fmt.Fprintln(w, " (no run ended)")
			return
		}
		for _, c := range oracle.Compare(bounds, p, params, most) {
			mark := " "
			if !c.Exact() {
				mark = "*"
			}
			v := "?"
			if c.Value != nil {
				v = c.Value.RatString()
			}
			fmt.Fprintf(w, "  %s%s %s/%d", mark, c.Resource, v, c.Simulated)
		}
		fmt.Fprintln(w)
	})
	fmt.Fprintln(w)
}
