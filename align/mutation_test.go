package align

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var mutReport = flag.Bool("mut.report", false, "print the table of TestMutations")

// issueMutations are the rules whose removal the differential test itself
// must notice (the list of issue 9): for the others, any test will do.
var issueMutations = map[rule]bool{
	ruleTripCount:       true,
	rulePointReplicated: true,
	ruleKnownConst:      true,
	ruleDeadBranch:      true,
	ruleCtrlAssign:      true,
}

// corpusFailures runs the hand-written corpora with the given options:
// the aligned corpus and the textbook programs must be accepted, the
// unaligned corpus rejected with the diagnostics of its golden files. It
// returns what went wrong, one line each.
func corpusFailures(t *testing.T, opt options) []string {
	var out []string
	for _, f := range append(glob(t, "testdata/aligned/*.bsp"), glob(t, "../benchmarks/textbook/*.bsp")...) {
		if !analyze(parseFile(t, f), opt).Aligned {
			out = append(out, filepath.Base(f)+": aligned program rejected")
		}
	}
	for _, f := range glob(t, "testdata/unaligned/*.bsp") {
		r := analyze(parseFile(t, f), opt)
		if r.Aligned {
			out = append(out, filepath.Base(f)+": unaligned program accepted")
			continue
		}
		want, err := os.ReadFile(strings.TrimSuffix(f, ".bsp") + ".golden")
		if err == nil && string(want) != r.FormatAll(filepath.Base(f)) {
			out = append(out, filepath.Base(f)+": diagnostics differ from the golden file")
		}
	}
	return out
}

// TestMutations is the mutation check of the analysis: each rule is
// switched off in turn, and some test must then fail — for the rules of
// issueMutations, the differential test itself (a soundness failure or a
// precision regression). A rule whose removal no test notices is untested.
// go test ./align -run TestMutations -mut.report -v prints the table.
func TestMutations(t *testing.T) {
	cases := generated(t)
	recs := readRecords(t)
	if base := differential(cases, options{}, recs); base.failed() {
		t.Fatalf("the differential test fails without mutation:\n%s%s", strings.Join(base.unsound, "\n"), strings.Join(base.regressions, "\n"))
	}
	if fs := corpusFailures(t, options{}); len(fs) > 0 {
		t.Fatalf("the corpora fail without mutation:\n%s", strings.Join(fs, "\n"))
	}
	var b strings.Builder
	fmt.Fprintf(&b, "| rule switched off | differential: accepted programs that mismatch | differential: families with more false alarms than recorded | corpora failures |\n|---|---|---|---|\n")
	for r := rule(0); r < numRules; r++ {
		var opt options
		opt.off[r] = true
		v := differential(cases, opt, recs)
		cf := corpusFailures(t, opt)
		var over []string
		for _, reg := range v.regressions {
			over = append(over, reg[:strings.Index(reg, ":")])
		}
		fmt.Fprintf(&b, "| %s | %d | %s | %d |\n", r, len(v.unsound), strings.Join(over, ", "), len(cf))
		switch {
		case issueMutations[r] && !v.failed():
			t.Errorf("rule %s switched off: the differential test still passes", r)
		case !v.failed() && len(cf) == 0:
			t.Errorf("rule %s switched off: no test fails", r)
		}
	}
	if *mutReport || t.Failed() {
		t.Logf("%d seeds per family\n%s", *diffSeeds, b.String())
	}
}
