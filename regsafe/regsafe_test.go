package regsafe

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"bspcost/frontend"
	"bspcost/frontend/llvm"
	corpuspkg "bspcost/internal/corpus"
)

// The test programs (testdata/*.c, their IR made by benchmarks/c/gen.sh,
// so that the tests need no clang) mark each line that must have a
// diagnostic: /* ERROR text */ or /* WARNING text */, text a part of the
// message. A line without a mark must have none; the ok_ programs have
// none at all.

// expectation is one marked line.
type expectation struct {
	sev  frontend.Severity
	text string
}

var markRE = regexp.MustCompile(`/\* (ERROR|WARNING) ?(.*?) ?\*/`)

// marks reads the marked lines of a C file.
func marks(t *testing.T, cfile string) map[int]expectation {
	t.Helper()
	src, err := os.ReadFile(cfile)
	if err != nil {
		t.Fatal(err)
	}
	out := map[int]expectation{}
	for i, line := range strings.Split(string(src), "\n") {
		if m := markRE.FindStringSubmatch(line); m != nil {
			sev := frontend.SeverityError
			if m[1] == "WARNING" {
				sev = frontend.SeverityWarning
			}
			out[i+1] = expectation{sev, m[2]}
		}
	}
	return out
}

// load translates a test program (its .ll) with its registration model.
func load(t *testing.T, ll string) *frontend.Program {
	t.Helper()
	var opts llvm.Options
	csrc, _ := os.ReadFile(strings.TrimSuffix(ll, ".ll") + ".c")
	if m := regexp.MustCompile(`bspcost-test-entry: (\w+)`).FindSubmatch(csrc); m != nil {
		opts.Entry = string(m[1])
	}
	prog, err := llvm.TranslateFile(ll, opts)
	if err != nil {
		t.Fatal(err)
	}
	if prog.Registrations == nil || prog.Registrations.Prog == nil {
		t.Fatalf("no registration model: %+v", prog.Registrations)
	}
	return prog
}

func testFiles(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("testdata/*.ll")
	if err != nil || len(files) == 0 {
		t.Fatalf("no test programs: %v", err)
	}
	return files
}

// mismatches compares the diagnostics of one program with its marks,
// one line per difference.
func mismatches(ds []frontend.Diagnostic, want map[int]expectation) []string {
	var out []string
	got := map[int]bool{}
	for _, d := range ds {
		got[d.Pos.Line] = true
		w, ok := want[d.Pos.Line]
		switch {
		case !ok:
			out = append(out, fmt.Sprintf("unexpected %s", d.Format()))
		case w.sev != d.Severity:
			out = append(out, fmt.Sprintf("line %d: want a %v, got %s", d.Pos.Line, w.sev, d.Format()))
		case !strings.Contains(d.Msg, w.text):
			out = append(out, fmt.Sprintf("line %d: want %q in the message, got %s", d.Pos.Line, w.text, d.Format()))
		}
	}
	var lines []int
	for l := range want {
		if !got[l] {
			lines = append(lines, l)
		}
	}
	sort.Ints(lines)
	for _, l := range lines {
		out = append(out, fmt.Sprintf("line %d: missing %v (%q)", l, want[l].sev, want[l].text))
	}
	return out
}

// TestDiagnostics: every test program gets exactly the diagnostics its
// marks say, on those lines, in its C file.
func TestDiagnostics(t *testing.T) {
	for _, ll := range testFiles(t) {
		name := strings.TrimSuffix(filepath.Base(ll), ".ll")
		t.Run(name, func(t *testing.T) {
			prog := load(t, ll)
			ds := Check(prog)
			for _, d := range ds {
				if !strings.HasSuffix(d.File, name+".c") {
					t.Errorf("diagnostic in %q, want the C file: %s", d.File, d.Format())
				}
			}
			for _, m := range mismatches(ds, marks(t, strings.TrimSuffix(ll, ".ll")+".c")) {
				t.Error(m)
			}
		})
	}
}

var mutReport = flag.Bool("mut.report", false, "print the table of TestMutations")

// TestMutations is the mutation check: with each rule switched off in
// turn, some test program must get other diagnostics than its marks say.
// A rule whose removal no test notices is untested. go test ./regsafe -run
// TestMutations -mut.report -v prints the table.
func TestMutations(t *testing.T) {
	progs := map[string]*frontend.Program{}
	want := map[string]map[int]expectation{}
	for _, ll := range testFiles(t) {
		progs[ll] = load(t, ll)
		want[ll] = marks(t, strings.TrimSuffix(ll, ".ll")+".c")
	}
	for r := rule(0); r < numRules; r++ {
		var opt options
		opt.off[r] = true
		var noticed []string
		for ll, prog := range progs {
			if ms := mismatches(check(prog, opt), want[ll]); len(ms) > 0 {
				noticed = append(noticed, filepath.Base(ll))
			}
		}
		sort.Strings(noticed)
		if *mutReport {
			t.Logf("%-26s noticed by %s", r, strings.Join(noticed, " "))
		}
		if len(noticed) == 0 {
			t.Errorf("rule %s switched off: no test program notices", r)
		}
	}
}

// TestNoModel: a program without registration, put or get has no model;
// a .bsp program neither; Check says nothing about them.
func TestNoModel(t *testing.T) {
	prog, err := frontend.Parse("x.bsp", []byte("program x\n  sync\nend\n"))
	if err != nil {
		t.Fatal(err)
	}
	if ds := Check(prog); ds != nil {
		t.Errorf("Check of a .bsp program: %v", ds)
	}
	m := &frontend.RegModel{Unfollowed: "the reason"}
	prog.Registrations = m
	ds := Check(prog)
	if len(ds) != 1 || ds[0].Severity != frontend.SeverityWarning || !strings.Contains(ds[0].Msg, "the reason") {
		t.Errorf("Check without a model: %v, want one warning with the reason", ds)
	}
}

// registrationAbort reports whether a corpus row's expected run-time abort
// is one of BSPlib's registration checks.
func registrationAbort(note string) bool {
	_, exp, ok := strings.Cut(note, "expected at run time: abort")
	if !ok {
		return false
	}
	for _, s := range []string{"push_reg", "pop_reg", "Remote address", "registered range"} {
		if strings.Contains(exp, s) {
			return true
		}
	}
	return false
}

// TestCorpus: on the public corpus (../shared/bsplib-c, needs clang-14),
// every program that translates and whose expected run-time abort is a
// registration check gets an error or a warning, and no program expected
// to succeed gets an error. The figures
// are in docs/c-frontend.md; -v logs them and the warnings.
func TestCorpus(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: about 130 clang runs")
	}
	corpus, found := corpuspkg.Find()
	if !found {
		t.Skip("../shared/bsplib-c is absent")
	}
	if _, err := llvm.ClangPath(); err != nil {
		t.Skip(err)
	}
	rows, err := corpuspkg.Rows(corpus)
	if err != nil {
		t.Fatal(err)
	}
	var aborts, refused, flagged, warnedAbort, ok, checked, warned int
	for _, r := range rows {
		opts := llvm.Options{Entry: r.Entry, NoCompDB: true}
		for _, d := range r.Includes(corpus) {
			opts.CFlags = append(opts.CFlags, "-I"+d)
		}
		paths := r.Files(corpus)
		prog, _, err := llvm.Load(paths, &opts)
		regAbort := registrationAbort(r.Note)
		if err != nil {
			if regAbort {
				refused++
				t.Logf("%s: expects a registration abort, not translated: %v", r.ID, err)
			}
			continue
		}
		if regAbort {
			aborts++
		}
		checked++
		var errs, warns []string
		for _, d := range Check(prog) {
			if d.Severity == frontend.SeverityError {
				errs = append(errs, d.Format())
			} else {
				warns = append(warns, d.Format())
			}
		}
		switch {
		case regAbort && len(errs) > 0:
			flagged++
		case regAbort && len(warns) > 0:
			warnedAbort++
			t.Logf("%s: expects a registration abort, a warning: %s", r.ID, strings.Join(warns, ""))
		case regAbort:
			t.Errorf("%s: expects a registration abort (%s), no diagnostic", r.ID, r.Note)
		case !strings.Contains(r.Note, "expected at run time: abort") && len(errs) > 0:
			t.Errorf("%s: expected to succeed, got errors:\n%s", r.ID, strings.Join(errs, ""))
		case !strings.Contains(r.Note, "expected at run time: abort"):
			ok++
			if len(warns) > 0 {
				warned++
				t.Logf("%s: %s", r.ID, strings.Join(warns, ""))
			}
		}
	}
	t.Logf("%d programs translated and checked; of their %d registration aborts %d get an error, %d a warning (%d more not translated); %d programs expected to succeed without an error, %d of them with warnings",
		checked, aborts, flagged, warnedAbort, refused, ok, warned)
}

// FuzzCheck: on any IR text the C front end translates, Check neither
// panics nor reports outside the program's files.
func FuzzCheck(f *testing.F) {
	for _, ll := range append(mustGlob(f, "testdata/*.ll"), mustGlob(f, "../benchmarks/c/*.ll")...) {
		b, err := os.ReadFile(ll)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		file := filepath.Join(t.TempDir(), "f.ll")
		if err := os.WriteFile(file, data, 0o644); err != nil {
			t.Fatal(err)
		}
		prog, err := llvm.TranslateFile(file, llvm.Options{})
		if err != nil {
			return
		}
		for _, d := range Check(prog) {
			if !d.Pos.IsValid() && d.Severity == frontend.SeverityError {
				t.Errorf("an error without a position: %s", d.Format())
			}
		}
	})
}

func mustGlob(f *testing.F, pattern string) []string {
	files, err := filepath.Glob(pattern)
	if err != nil {
		f.Fatal(err)
	}
	return files
}
