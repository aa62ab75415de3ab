package gen

import (
	"errors"
	"flag"
	"fmt"
	"math"
	"math/rand"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"bspcost/frontend"
	"bspcost/frontend/sim"
)

var show = flag.Int64("show", -1, "print the programs (aligned and unaligned) of this seed")

// TestShow prints the programs of one seed, for eyeballing:
// go test ./frontend/gen -run Show -show=42 -v
func TestShow(t *testing.T) {
	if *show < 0 {
		t.Skip("use -show=SEED")
	}
	for _, u := range []bool{false, true} {
		p := Generate(*show, Options{Unaligned: u})
		fmt.Printf("// family %s, aligned %v, params %v\n%s\n", p.Family, p.Aligned, p.Params, p.Source)
	}
}

// optionSets are the shapes every property is checked for. pct scales the
// number of seeds: the default shapes get the most.
var optionSets = []struct {
	name string
	opts Options
	pct  int64
}{
	{"aligned", Options{}, 100},
	{"unaligned", Options{Unaligned: true}, 100},
	{"aligned-deep", Options{MaxDepth: 5, MaxStmts: 3}, 30},
	{"unaligned-wide", Options{Unaligned: true, MaxDepth: 2, MaxStmts: 8}, 30},
	{"aligned-tiny", Options{MaxDepth: 1, MaxStmts: 1}, 10},
	{"unaligned-huge", Options{Unaligned: true, MaxDepth: 8, MaxStmts: 8}, 10},
	{"aligned-sends", Options{Sends: true}, 100},
	{"unaligned-sends", Options{Unaligned: true, Sends: true}, 30},
	{"aligned-bits", Options{Bits: true}, 100},
	{"unaligned-bits", Options{Unaligned: true, Bits: true}, 30},
}

// astOpts compares ASTs up to positions, resolution (the Objects table,
// Info and the identifiers' numbers in it, which the generator's own AST
// does not have) and the file name.
var astOpts = cmp.Options{
	cmpopts.IgnoreTypes(frontend.Pos{}, &frontend.Object{}),
	cmpopts.IgnoreFields(frontend.Program{}, "File", "Objects", "Info"),
	cmpopts.IgnoreUnexported(frontend.Program{}, frontend.Ident{}),
}

func parse(t *testing.T, p *Program, what string) *frontend.Program {
	t.Helper()
	prog, err := frontend.Parse(what, []byte(p.Source))
	if err != nil {
		t.Fatalf("%s does not parse: %v\n%s", what, err, p.Source)
	}
	return prog
}

// TestRoundTrip checks, for thousands of seeds, that every program parses
// and type-checks; that Source is canonical (printing the parsed program
// gives the same text); and that the printer preserves the generator's
// AST: parsing the printed text gives it back, up to positions, resolution
// and the parentheses that the printer adds for precedence. go-cmp does
// the comparison for the first seeds (it is slow on big trees); a
// reflection dump that skips the same things does it for all.
func TestRoundTrip(t *testing.T) {
	n, nCmp := int64(1000), int64(20)
	if testing.Short() {
		n, nCmp = 200, 5
	}
	for _, os := range optionSets {
		n := n * os.pct / 100
		t.Run(os.name, func(t *testing.T) {
			for seed := int64(0); seed < n; seed++ {
				what := fmt.Sprintf("seed %d", seed)
				p := Generate(seed, os.opts)
				prog := parse(t, p, what)
				if text := frontend.Print(prog); text != p.Source {
					t.Fatalf("%s: Source is not canonical:\n%s\n---\n%s", what, p.Source, text)
				}
				_, ast := build(seed, os.opts)
				printed := frontend.Print(ast)
				back, err := frontend.Parse(what+" (generated AST, printed)", []byte(printed))
				if err != nil {
					t.Fatalf("%s: printed AST does not parse: %v\n%s", what, err, printed)
				}
				unparen(back)
				if seed < nCmp && os.pct == 100 { // go-cmp is too slow for the huge shapes
					if diff := cmp.Diff(ast, back, astOpts); diff != "" {
						t.Fatalf("%s: AST changed by print+parse (-generated +parsed):\n%s\n%s", what, diff, printed)
					}
				} else if a, b := dump(ast), dump(back); a != b {
					t.Fatalf("%s: AST changed by print+parse:\n%s\n---\n%s\n%s", what, a, b, printed)
				}
			}
		})
	}
}

// unparen removes every ParenExpr of a parsed program in place: the
// generator never builds them, the printer adds them where precedence
// needs them, and they mean nothing to evaluation.
func unparen(n frontend.Node) {
	var fix func(v reflect.Value)
	exprT := reflect.TypeOf((*frontend.Expr)(nil)).Elem()
	fix = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Pointer:
			if !v.IsNil() && v.Type() != reflect.TypeOf(&frontend.Object{}) {
				fix(v.Elem())
			}
		case reflect.Interface:
			if v.IsNil() {
				return
			}
			if v.Type() == exprT && v.CanSet() {
				v.Set(reflect.ValueOf(frontend.Unparen(v.Interface().(frontend.Expr))))
			}
			fix(v.Elem())
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				fix(v.Field(i))
			}
		case reflect.Slice:
			for i := 0; i < v.Len(); i++ {
				fix(v.Index(i))
			}
		}
	}
	fix(reflect.ValueOf(n))
}

// dump renders an AST for comparison, skipping what astOpts ignores.
func dump(n frontend.Node) string {
	var b strings.Builder
	var rec func(v reflect.Value)
	rec = func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Pointer, reflect.Interface:
			if v.Type() == reflect.TypeOf(&frontend.Object{}) {
				return
			}
			if v.IsNil() {
				b.WriteString("nil")
				return
			}
			rec(v.Elem())
		case reflect.Struct:
			if v.Type() == reflect.TypeOf(frontend.Pos{}) {
				return
			}
			b.WriteString(v.Type().Name())
			b.WriteString("{")
			for i := 0; i < v.NumField(); i++ {
				if f := v.Type().Field(i).Name; v.Type() == reflect.TypeOf(frontend.Program{}) && (f == "File" || f == "Objects" || f == "Info") || !v.Type().Field(i).IsExported() {
					continue
				}
				rec(v.Field(i))
				b.WriteString(",")
			}
			b.WriteString("}")
		case reflect.Slice:
			b.WriteString("[")
			for i := 0; i < v.Len(); i++ {
				rec(v.Index(i))
				b.WriteString(",")
			}
			b.WriteString("]")
		default:
			fmt.Fprintf(&b, "%v", v.Interface())
		}
	}
	rec(reflect.ValueOf(n))
	return b.String()
}

// TestDeterminism: the same seed and options give the same program; and
// different seeds give different ones (the program name aside).
func TestDeterminism(t *testing.T) {
	for _, os := range optionSets {
		seen := map[string]bool{}
		for seed := int64(0); seed < 100; seed++ {
			a, b := Generate(seed, os.opts), Generate(seed, os.opts)
			if diff := cmp.Diff(a, b, cmp.AllowUnexported(Program{}, paramInfo{})); diff != "" {
				t.Fatalf("seed %d %s: two generations differ:\n%s", seed, os.name, diff)
			}
			_, body, _ := strings.Cut(a.Source, "\n")
			seen[body] = true
		}
		if len(seen) < 95 {
			t.Errorf("%s: only %d distinct programs out of 100", os.name, len(seen))
		}
	}
}

// TestMetadata checks Family, Aligned and Params against the source, and
// that every family occurs.
func TestMetadata(t *testing.T) {
	count := map[string]int{}
	for seed := int64(0); seed < 1000; seed++ {
		for _, u := range []bool{false, true} {
			p := Generate(seed, Options{Unaligned: u})
			fams := AlignedFamilies
			if u {
				fams = UnalignedFamilies
			}
			if !contains(fams, p.Family) {
				t.Fatalf("seed %d: unknown family %q", seed, p.Family)
			}
			count[p.Family]++
			if p.Aligned == u {
				t.Fatalf("seed %d: Aligned = %v with Unaligned = %v", seed, p.Aligned, u)
			}
			prog := parse(t, p, fmt.Sprint("seed ", seed))
			var names []string
			for _, id := range prog.Params {
				names = append(names, id.Name)
			}
			if !cmp.Equal(names, p.Params, cmpopts.EquateEmpty()) {
				t.Fatalf("seed %d: Params %v, program has %v", seed, p.Params, names)
			}
			if strings.Count(p.Source, "sync") == 0 && u {
				t.Fatalf("seed %d: unaligned program without sync:\n%s", seed, p.Source)
			}
		}
	}
	for _, f := range append(append([]string{}, AlignedFamilies...), UnalignedFamilies...) {
		if count[f] < 50 {
			t.Errorf("family %s: only %d programs of 1000", f, count[f])
		}
	}
}

// simSteps bounds the statements a simulation may execute, over all
// processes: the generator's budget is 10^5 per process at most.
const simSteps = 100_000

// runAll simulates prog for p = 1..8 with parameters from ParamValues, once
// with the default input range (0..9) and once with input data over the
// whole int64 range (which would expose any unguarded arithmetic on data).
// It calls check with each outcome.
func runAll(t *testing.T, seed int64, p *Program, check func(procs int, fullRange bool, err error)) {
	t.Helper()
	prog := parse(t, p, fmt.Sprint("seed ", seed))
	rng := rand.New(rand.NewSource(seed))
	for procs := 1; procs <= maxP; procs++ {
		for _, full := range []bool{false, true} {
			cfg := sim.Config{P: procs, Params: p.ParamValues(procs, rng), Seed: seed + int64(procs), MaxSteps: simSteps * int64(procs)}
			if full {
				cfg.AnyMin, cfg.AnyMax = math.MinInt64, math.MaxInt64
			}
			_, err := sim.Run(prog, cfg)
			check(procs, full, err)
		}
	}
}

func simSeeds() int64 {
	if testing.Short() {
		return 100
	}
	return 600
}

// TestSimAligned: every aligned program runs without any runtime error for
// p = 1..8, whatever the input data.
func TestSimAligned(t *testing.T) {
	for _, os := range optionSets {
		if os.opts.Unaligned {
			continue
		}
		t.Run(os.name, func(t *testing.T) {
			for seed := int64(0); seed < simSeeds()*os.pct/100; seed++ {
				p := Generate(seed, os.opts)
				runAll(t, seed, p, func(procs int, full bool, err error) {
					if err != nil {
						t.Fatalf("seed %d (%s), p=%d, full input range %v, params %v: %v\n%s",
							seed, p.Family, procs, full, p.ParamValues(procs, nil), err, numbered(p.Source))
					}
				})
			}
		})
	}
}

// TestSimUnaligned: an unaligned program may stop at a barrier mismatch,
// but raises no other runtime error, and none at all for p = 1. Each
// violation family must actually cause mismatches for most programs.
func TestSimUnaligned(t *testing.T) {
	for _, os := range optionSets {
		if !os.opts.Unaligned {
			continue
		}
		t.Run(os.name, func(t *testing.T) {
			total, mismatched := map[string]int{}, map[string]int{}
			for seed := int64(0); seed < simSeeds()*os.pct/100; seed++ {
				p := Generate(seed, os.opts)
				total[p.Family]++
				mismatch := false
				runAll(t, seed, p, func(procs int, full bool, err error) {
					if err == nil {
						return
					}
					var re *sim.RuntimeError
					if procs > 1 && errors.As(err, &re) && re.Kind == sim.ErrBarrierMismatch {
						mismatch = true
						return
					}
					t.Fatalf("seed %d (%s), p=%d, full input range %v: %v\n%s", seed, p.Family, procs, full, err, numbered(p.Source))
				})
				if mismatch {
					mismatched[p.Family]++
				} else {
					t.Logf("seed %d (%s): no barrier mismatch for any p", seed, p.Family)
				}
			}
			for f, n := range total {
				// The violation is injected where every run goes, and its
				// condition differs between processes for some p in 2..8
				// (or, for data, almost surely over 14 runs).
				if mismatched[f] < n {
					t.Errorf("family %s: only %d of %d programs ever reported a barrier mismatch", f, mismatched[f], n)
				}
			}
			t.Logf("mismatches per family: %v of %v", mismatched, total)
		})
	}
}

func numbered(src string) string {
	lines := strings.Split(strings.TrimRight(src, "\n"), "\n")
	for i := range lines {
		lines[i] = fmt.Sprintf("%3d  %s", i+1, lines[i])
	}
	return strings.Join(lines, "\n")
}

// TestFeatures checks that the language features the later stages must
// handle all occur in a fair share of aligned programs, so a differential
// test over a few hundred seeds exercises each of them.
func TestFeatures(t *testing.T) {
	feats := []struct {
		name string
		re   string
	}{
		{"requires clause", `(?m)^program \w+\(.*\) requires `},
		{"elif", `\belif\b`},
		{"break", `\bbreak\b`},
		{"continue", `\bcontinue\b`},
		{"any", `\bany\b`},
		{"slice in put/get", `(?m)(put|get)\(.*\w\[[^]]*:[^]]*\]`},
		{"{e * r}", `\* r\} `},
		{"{e * g}", `\* g\} `},
		{"put", `\bput\(`},
		{"get", `\bget\(`},
		{"while", `(?m)^\s*while `},
		{"for", `(?m)^\s*for `},
		{"guarded pid - i", `if pid >= \w+ then\n\s*(put|get)\(pid - `},
		{"array of N/p", `var \w+\[\w+ / (p|nprocs)\]`},
		{"array of N", `var \w+\[(N|n|size)\]`},
		{"non-affine target", `(put|get)\(pid \* pid % `},
		{"data-dependent target", `(put|get)\(\((\w+|any|\w+\[.*\]) % (p|nprocs) \+ (p|nprocs)\) % (p|nprocs), `},
		{"reassigned to a constant", `(?m)^\s*(\w+) := pid \* \d \+ \d\n\s*\{\w+ \* r\} skip\n\s*\w+ := \d\n`},
	}
	const n = 500
	count := make([]int, len(feats)+2)
	feats = append(feats, struct{ name, re string }{"sync in a loop", ""}, struct{ name, re string }{"explicit word count", ""})
	res := make([]*regexp.Regexp, len(feats))
	for i, f := range feats {
		res[i] = regexp.MustCompile(f.re)
	}
	for seed := int64(0); seed < n; seed++ {
		p := Generate(seed, Options{})
		for i, f := range feats {
			if f.re != "" && res[i].MatchString(p.Source) {
				count[i]++
			}
		}
		prog := parse(t, p, fmt.Sprint("seed ", seed))
		if syncInLoop(prog.Body, false) {
			count[len(feats)-2]++
		}
		words := false
		frontend.Inspect(prog, func(n frontend.Node) bool {
			if c, ok := n.(*frontend.CommStmt); ok && c.Words != nil {
				words = true
			}
			return true
		})
		if words {
			count[len(feats)-1]++
		}
	}
	for i, f := range feats {
		if count[i] < n/20 {
			t.Errorf("%s: in only %d of %d programs", f.name, count[i], n)
		}
		t.Logf("%-24s %3d of %d", f.name, count[i], n)
	}
}

// syncInLoop reports whether a sync occurs in a loop body in b.
func syncInLoop(b *frontend.Block, inLoop bool) bool {
	found := false
	for _, st := range b.Stmts {
		frontend.Inspect(st, func(n frontend.Node) bool {
			switch n := n.(type) {
			case *frontend.SyncStmt:
				found = found || inLoop
			case *frontend.ForStmt:
				found = found || syncInLoop(n.Body, true)
				return false
			case *frontend.WhileStmt:
				found = found || syncInLoop(n.Body, true)
				return false
			}
			return true
		})
	}
	return found
}

// TestDeepFamilies: the programs of the deep families parse, print back to
// themselves, and raise no runtime error other than a barrier mismatch for
// p = 1..8 (none at all for p = 1). They are generated freely, so each
// family must yield both simulator-aligned and unaligned programs.
func TestDeepFamilies(t *testing.T) {
	for _, fam := range DeepFamilies {
		t.Run(fam, func(t *testing.T) {
			mismatched, n := 0, simSeeds()/4
			for seed := int64(0); seed < n; seed++ {
				p := Generate(seed, Options{Family: fam})
				if p.Family != fam || p.Aligned {
					t.Fatalf("seed %d: Family %q, Aligned %v", seed, p.Family, p.Aligned)
				}
				if p2 := Generate(seed, Options{Family: fam}); p2.Source != p.Source {
					t.Fatalf("seed %d: not deterministic", seed)
				}
				mismatch := false
				runAll(t, seed, p, func(procs int, full bool, err error) {
					var re *sim.RuntimeError
					switch {
					case err == nil:
					case procs > 1 && errors.As(err, &re) && re.Kind == sim.ErrBarrierMismatch:
						mismatch = true
					default:
						t.Fatalf("seed %d, p=%d, full input range %v: %v\n%s", seed, procs, full, err, numbered(p.Source))
					}
				})
				if mismatch {
					mismatched++
				}
			}
			if mismatched == 0 || mismatched == int(n) {
				t.Errorf("%d of %d programs mismatch barriers: the family is not mixed", mismatched, n)
			}
		})
	}
}
