package hrelation

import (
	"math/big"
	"math/rand"
	"path/filepath"
	"slices"
	"testing"

	"bspcost/frontend"
	"bspcost/polyhedra"
)

// TestCases: the .bsp expressions of h (Step.Cases) have the value of
// H at random parameter values, for the steps of the textbook programs and
// of the soundness corpus.
func TestCases(t *testing.T) {
	files, _ := filepath.Glob("../benchmarks/textbook/*.bsp")
	more, _ := filepath.Glob("testdata/sound/*.bsp")
	rng := rand.New(rand.NewSource(1))
	checked := 0
	for _, f := range append(files, more...) {
		prog, err := frontend.ParseFile(f)
		if err != nil {
			t.Fatal(err)
		}
		res, err := Analyze(prog, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, st := range res.Steps {
			if st.H == nil {
				continue
			}
			info := prog.Info.Extend()
			cases, err := st.Cases(info)
			if err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			for n := 0; n < 50; n++ {
				vals := map[*frontend.Object]int64{}
				val := func(o *frontend.Object) (int64, bool) {
					if v, ok := vals[o]; ok {
						return v, true
					}
					v := int64(rng.Intn(24) - 3)
					if o.Kind == frontend.NprocsObj {
						v = int64(1 + rng.Intn(16))
					}
					vals[o] = v
					return v, true
				}
				want, err := st.Eval(val)
				if err != nil {
					continue // e.g. an opaque parameter divides by zero
				}
				sum := new(big.Rat)
				ok := true
				only, held := false, 0
				for _, c := range cases {
					if c.Cond != nil {
						holds, okc := frontend.EvalCond(info, c.Cond, val)
						if !okc {
							ok = false
							break
						}
						if !holds {
							continue
						}
					}
					only, held = only || c.Only, held+1
					if only && held > 1 {
						t.Fatalf("%s %s to %s: a case marked Only holds with another at %v", f, st.Open, st.Close, vals)
					}
					v, okv := frontend.EvalInt(info, c.Value, val)
					if !okv {
						ok = false
						break
					}
					sum.Add(sum, new(big.Rat).SetInt64(v))
				}
				if !ok {
					t.Fatalf("%s: cannot evaluate the cases of %s", f, st.H)
				}
				if sum.Cmp(want) != 0 {
					t.Fatalf("%s %s to %s: cases give %s, H gives %s at %v\nH = %s", f, st.Open, st.Close, sum.RatString(), want.RatString(), vals, st.H)
				}
				checked++
			}
		}
	}
	if checked == 0 {
		t.Fatal("nothing checked")
	}
}

// TestOnlyCases: the two cases of a put guarded by a parameter's order
// (one word below it, three from it on) are disjoint and marked Only,
// and none is without the rule (onlyCasesOn).
func TestOnlyCases(t *testing.T) {
	src := `program t(n) requires n >= 1
  var a[4]
  if n < 3 then
    put((pid + 1) % p, a[0:1], a[0:1])
  else
    put((pid + 1) % p, a[0:3], a[0:3])
  end
  sync
end
`
	marked := func() []bool {
		prog, err := frontend.Parse("t.bsp", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		res, err := Analyze(prog, nil)
		if err != nil {
			t.Fatal(err)
		}
		var out []bool
		for _, st := range res.Steps {
			if st.H == nil {
				continue
			}
			cases, err := st.Cases(prog.Info.Extend())
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range cases {
				out = append(out, c.Only)
			}
		}
		return out
	}
	if got, want := marked(), []bool{true, true}; !slices.Equal(got, want) {
		t.Errorf("Only of the cases = %v, want %v", got, want)
	}
	defer func() { onlyCasesOn = true }()
	onlyCasesOn = false
	if got, want := marked(), []bool{false, false}; !slices.Equal(got, want) {
		t.Errorf("without the rule, Only of the cases = %v, want %v", got, want)
	}
}

// TestProjectDivs: the case `nprocs + k + 2*floor(-k/2) >= 2` (a pair in
// phase k of an odd-even exchange) implies nprocs >= 2 with its floor
// eliminated; without the rule the condition has no row over nprocs
// and k alone.
func TestProjectDivs(t *testing.T) {
	row := func(xs ...int64) []*big.Int {
		out := make([]*big.Int, len(xs))
		for i, x := range xs {
			out[i] = big.NewInt(x)
		}
		return out
	}
	// Columns: 1, nprocs, k, e = floor(-k / 2).
	ineqs := [][]*big.Int{row(-2, 1, 1, 2), row(0, 0, 1, 0)}
	divs := []polyhedra.DivDef{{Num: row(0, 0, -1), Den: big.NewInt(2)}}
	got := projectDivs(nil, ineqs, divs, 2)
	found := false
	for _, r := range got {
		found = found || rowKey(r) == rowKey(row(-2, 1, 0))
	}
	if !found {
		t.Errorf("projectDivs = %v, want a row nprocs - 2 >= 0", got)
	}
	defer func() { projectDivsOn = true }()
	projectDivsOn = false
	if got := projectDivs(nil, ineqs, divs, 2); len(got) != 0 {
		t.Errorf("projectDivs without the rule = %v, want none", got)
	}
}
