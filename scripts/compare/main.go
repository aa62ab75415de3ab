// Command compare measures the solver against the reference bounds of the
// shared cost-relation suite (reference.tsv: CoFloCo's bound and time per
// file) and the Termination Competition's best known degrees of the .koat
// problems (koat/best-known.tsv). It prints found / equal / tighter /
// looser / missing counts, the in-process solve times, and every file
// where our bound is looser or missing, with the reason.
//
//	go run ./scripts/compare [-suite ../shared/cost-relations] [-v] [-timeout 1s]
//
// Asymptotic comparison: both bounds are evaluated along fixed directions
// (every variable a positive multiple of n) at n = 2^8 and 2^16; the growth
// exponent log(v2/v1)/log(256) of ours against the reference's in every
// direction decides looser (ours grows faster in some direction), tighter
// (slower in some, faster in none) or equal.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"math"
	"math/big"
	"math/rand"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"bspcost/solver"
)

func main() {
	suite := flag.String("suite", "../shared/cost-relations", "the shared suite")
	verbose := flag.Bool("v", false, "print every file")
	flag.DurationVar(&deadline, "timeout", time.Second, "in-process time limit per file (the whole-process limit is 1 s; a longer one separates what the method finds from what a loaded machine lets it finish)")
	flag.Parse()
	ces(*suite, *verbose)
	koat(*suite, *verbose)
}

// deadline is the in-process time limit per file.
var deadline time.Duration

func readTSV(path string) [][]string {
	f, err := os.Open(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	defer f.Close()
	var out [][]string
	sc := bufio.NewScanner(f)
	first := true
	for sc.Scan() {
		if first {
			first = false
			continue
		}
		out = append(out, strings.Split(sc.Text(), "\t"))
	}
	return out
}

func solve(path string) (*solver.Result, float64, error) {
	sys, err := solver.ReadFile(path)
	if err != nil {
		return nil, 0, err
	}
	start := time.Now()
	// .ces files under their format's semantics (the cost of the
	// terminating evaluations), as bspcost solve reads them.
	res := solver.Solve(sys, solver.Options{Deadline: start.Add(deadline), Terminating: strings.HasSuffix(path, ".ces")})
	secs := time.Since(start).Seconds()
	if len(res) == 0 {
		return nil, secs, fmt.Errorf("no entry")
	}
	return &res[0], secs, nil
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := append([]float64{}, xs...)
	sort.Float64s(s)
	return s[len(s)/2]
}

// growth returns the growth exponent of e along direction d.
func growth(e *solver.Expr, vars []string, d []int64) float64 {
	at := func(n int64) float64 {
		env := map[string]*big.Rat{}
		for i, v := range vars {
			env[v] = big.NewRat(d[i]*n, 1)
		}
		_, hi, err := e.Eval(env)
		if err != nil {
			return math.Inf(1)
		}
		f, _ := hi.Float64()
		return math.Max(f, 1)
	}
	v1, v2 := at(1<<8), at(1<<16)
	if math.IsInf(v2, 1) {
		return math.Inf(1)
	}
	return math.Log(v2/v1) / math.Log(256)
}

// compareBounds classifies ours against ref: "equal", "tighter", "looser".
func compareBounds(ours, ref *solver.Expr) string {
	set := map[string]bool{}
	for _, v := range append(ours.Vars(), ref.Vars()...) {
		set[v] = true
	}
	var vars []string
	for v := range set {
		vars = append(vars, v)
	}
	sort.Strings(vars)
	rng := rand.New(rand.NewSource(1))
	dirs := [][]int64{}
	for k := 0; k < 12; k++ {
		d := make([]int64, len(vars))
		for i := range d {
			d[i] = int64(1 + rng.Intn(5))
			if k < 4 && i == k%max(1, len(vars)) {
				d[i] = 0 // one variable fixed: separates per-variable degrees
			}
		}
		dirs = append(dirs, d)
	}
	looser, tighter := false, false
	for _, d := range dirs {
		go1, gr := growth(ours, vars, d), growth(ref, vars, d)
		switch {
		case go1 > gr+0.1:
			looser = true
		case go1 < gr-0.1:
			tighter = true
		}
	}
	switch {
	case looser:
		return "looser"
	case tighter:
		return "tighter"
	}
	return "equal"
}

// positional renames our bound's entry variables to A, B, C, ... by
// position when the reference names them so: the reference tool prints a
// bound over A, B, ... for an entry it did not take from the file
// (no_single_cover_point*: ours over X, the reference over A). Only when
// the reference uses none of the entry's own names and only positional
// ones; otherwise the bound is compared as it is.
func positional(res *solver.Result, ref *solver.Expr) *solver.Expr {
	own := map[string]string{}
	for i, a := range res.Entry.Head.Args {
		vs := a.Vars()
		if len(vs) != 1 {
			return res.Bound
		}
		own[vs[0]] = string(rune('A' + i))
		if i >= 26 {
			return res.Bound
		}
	}
	posNames := map[string]bool{}
	for _, n := range own {
		posNames[n] = true
	}
	for _, v := range ref.Vars() {
		if _, ok := own[v]; ok || !posNames[v] {
			return res.Bound
		}
	}
	m := map[string]*solver.Expr{}
	for v, n := range own {
		m[v] = solver.Var(n)
	}
	return res.Bound.Subst(m)
}

func ces(suite string, verbose bool) {
	rows := readTSV(filepath.Join(suite, "reference.tsv"))
	counts := map[string]int{}
	var ourTimes, refTimes []float64
	var notes []string
	heldOut := map[string]int{}
	for i, r := range rows {
		if len(r) < 3 {
			continue
		}
		path, status := r[0], r[1]
		refBound := ""
		if len(r) > 3 {
			refBound = r[3]
		}
		var rs float64
		fmt.Sscan(r[2], &rs)
		refTimes = append(refTimes, rs)
		res, secs, err := solve(filepath.Join(suite, path))
		ourTimes = append(ourTimes, secs)
		ours := "none"
		reason := ""
		switch {
		case err != nil:
			ours, reason = "error", err.Error()
		case res.Bound != nil:
			ours = "bound"
		default:
			reason = res.Reason
		}
		class := ""
		refHas := status == "bound" && !strings.HasPrefix(refBound, "inf")
		switch {
		case refHas && ours == "bound":
			// The reference is CoFloCo's text (reference.tsv), an input
			// like the user's: read once here, never a bound of bspcost.
			ref, perr := solver.ParseExpr(refBound)
			if perr != nil {
				class = "found (reference unparsed)"
			} else {
				class = compareBounds(positional(res, ref), ref)
			}
		case refHas:
			class = "missing"
		case ours == "bound":
			class = "found, reference none"
		default:
			class = "neither"
		}
		counts[class]++
		if i%5 == 4 {
			heldOut[class]++
		}
		if class == "looser" || class == "missing" || verbose {
			ob := reason
			if res != nil && res.Bound != nil {
				ob = res.Bound.String()
			}
			notes = append(notes, fmt.Sprintf("%-8s %s\n         ours: %s\n         ref:  %s", class, path, ob, refBound))
		}
	}
	refBounds := counts["equal"] + counts["tighter"] + counts["looser"] + counts["missing"] + counts["found (reference unparsed)"]
	found := refBounds - counts["missing"]
	fmt.Printf("== .ces suite: %d files (reference.tsv)\n", len(rows))
	fmt.Printf("reference has a bound: %d\n", refBounds)
	fmt.Printf("  we find a bound:     %d (%.1f%%)\n", found, 100*float64(found)/float64(max(1, refBounds)))
	fmt.Printf("  equal:               %d\n", counts["equal"])
	fmt.Printf("  tighter:             %d\n", counts["tighter"])
	fmt.Printf("  looser:              %d\n", counts["looser"])
	fmt.Printf("  missing:             %d\n", counts["missing"])
	fmt.Printf("  ref. unparsed:       %d\n", counts["found (reference unparsed)"])
	fmt.Printf("  equal or tighter among found: %.1f%%\n", 100*float64(counts["equal"]+counts["tighter"])/float64(max(1, found)))
	fmt.Printf("reference has none, we find one: %d; neither: %d\n", counts["found, reference none"], counts["neither"])
	fmt.Printf("held-out fifth (every 5th row): %v\n", heldOut)
	fmt.Printf("time per file, in-process solve: median %.1f ms, max %.1f ms; reference whole-process median %.0f ms\n",
		1000*median(ourTimes), 1000*maxF(ourTimes), 1000*median(refTimes))
	for _, n := range notes {
		fmt.Println(n)
	}
}

func maxF(xs []float64) float64 {
	m := 0.0
	for _, x := range xs {
		m = math.Max(m, x)
	}
	return m
}

func koat(suite string, verbose bool) {
	rows := readTSV(filepath.Join(suite, "koat", "best-known.tsv"))
	counts := map[string]int{}
	var notes []string
	for _, r := range rows {
		if len(r) < 4 {
			continue
		}
		path, upper, lower := r[0], r[2], r[3]
		res, _, err := solve(filepath.Join(suite, "koat", path))
		deg := -1
		ok := false
		if err == nil && res.Bound != nil {
			deg, ok = solver.Degree(res.Bound)
		}
		var up, low int
		hasUp := upper != "-" && upper != ""
		hasLow := lower != "-" && lower != ""
		fmt.Sscan(upper, &up)
		fmt.Sscan(lower, &low)
		class := ""
		switch {
		case !ok && hasUp:
			class = "missing"
		case !ok:
			class = "none, none known"
		case !hasUp:
			class = "found, none known"
		case deg == up:
			class = "match"
		case deg < up:
			class = "better than best known"
		default:
			class = "worse"
		}
		if ok && hasLow && low < 1000 && deg < low {
			class = "BELOW LOWER BOUND"
		}
		counts[class]++
		if class != "match" || verbose {
			b := ""
			if res != nil && res.Bound != nil {
				b = res.Bound.String()
			} else if res != nil {
				b = res.Reason
			} else if err != nil {
				b = err.Error()
			}
			notes = append(notes, fmt.Sprintf("%-8s %s (best upper %s, lower %s; ours degree %d): %s", class, path, upper, lower, deg, b))
		}
	}
	fmt.Printf("\n== .koat problems: %d (koat/best-known.tsv)\n", len(rows))
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		fmt.Printf("  %-24s %d\n", k, counts[k])
	}
	for _, n := range notes {
		fmt.Println(n)
	}
}
