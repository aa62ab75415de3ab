package llvm

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"bspcost/frontend"
	"bspcost/frontend/sim"
)

// The shipped contracts checked against .bsp models of the algorithms they
// bound (issue 28, item 3): contracts/models holds one model per
// algorithm, written from the libraries' algorithms, on the group of all
// processes; a BSPonMPI model includes, per step, bsc_sync's agreement on
// the next step (one word to every process) and its barrier.
const modelsDir = "contracts/models"

// A contractModel checks one contract against one model: at p = 1..16
// and the model's parameters n (words: 0, 1, 3, 17), q (the tree degrees
// qs) and m (elements of a reduction: 0, 5), the simulated W, H and S of
// a program that only calls the contract must each be at least the
// model's.
type contractModel struct {
	model    string   // file name in contracts/models, without .bsp
	contract string   // a shipped contract
	args     string   // the call's arguments, in the model's parameters; 0 for pointers
	qs       []string // tree degrees: "2", "3", "p", "sqrt" (ceil(sqrt(p)))
}

// bscAlgs are the tree degrees bsc_bcast, bsc_reduce, bsc_allreduce and
// bsc_scan choose between (direct, binary, sqrt(p)); allDegrees those the
// *_qtree_single functions are checked at.
var (
	bscAlgs    = []string{"p", "2", "sqrt"}
	allDegrees = []string{"2", "3", "p", "sqrt"}
)

func contractModels(t *testing.T) []contractModel {
	cms := []contractModel{
		{"bsc_sync", "bsc_sync", "0", nil},
		{"bsc_group_create_partition", "bsc_group_create_partition", "0", nil},
		{"bsc_group_create_neighbourhood", "bsc_group_create_neighbourhood", "0, 3", nil},
		{"bsc_scatter", "bsc_scatter", "0, 0, 0, 0, 0, n", nil},
		{"bsc_gather", "bsc_gather", "0, 0, 0, 0, 0, n", nil},
		{"bsc_allgather", "bsc_allgather", "0, 0, 0, 0, n", nil},
		{"bsc_alltoall", "bsc_alltoall", "0, 0, 0, 0, n", nil},
		{"bsc_bcast_qtree", "bsc_bcast", "0, 0, 0, 0, 0, n", bscAlgs},
		{"bsc_bcast_2phase", "bsc_bcast", "0, 0, 0, 0, 0, n", nil},
		{"bsc_bcast_2phase", "bsc_bcast_2phase", "0, 0, 0, n, 1", nil},
		{"bsc_reduce_qtree", "bsc_reduce", "0, 0, 0, 0, 0, 0, 0, 0, m, n", bscAlgs},
		{"bsc_allreduce_qtree", "bsc_allreduce", "0, 0, 0, 0, 0, 0, 0, m, n", bscAlgs},
		{"bsc_scan_qtree", "bsc_scan", "0, 0, 0, 0, 0, 0, 0, m, n", bscAlgs},
		{"bsc_bcast_qtree", "bsc_bcast_qtree_single", "0, 0, 0, 0, 0, n, q", allDegrees},
		{"bsc_reduce_qtree", "bsc_reduce_qtree_single", "0, 0, 0, 0, 0, 0, 0, 0, m, n, q", allDegrees},
		{"bsc_allreduce_qtree", "bsc_allreduce_qtree_single", "0, 0, 0, 0, 0, 0, 0, m, n, q", allDegrees},
		{"bsc_scan_qtree", "bsc_scan_qtree_single", "0, 0, 0, 0, 0, 0, 0, m, n, q", allDegrees},
		{"bsc_put", "bsc_put", "0, 0, 0, 0, 0, n", nil},
		{"bsc_get", "bsc_get", "0, 0, 0, 0, 0, n", nil},
		{"bsc_put_onestep", "bsc_put", "0, 0, 0, 0, 0, n", nil},
		{"bsc_get_onestep", "bsc_get", "0, 0, 0, 0, 0, n", nil},
		{"bsc_exec_reduce", "bsc_exec_reduce", "0, 0, 0, 0, 0, n", nil},
	}
	for _, c := range []string{"bcast", "gather", "scatter"} {
		algs := []string{"direct", "tree", "2level"}
		if c == "bcast" {
			algs = []string{"direct", "tree", "ring", "2phase"}
		}
		for _, a := range algs {
			cms = append(cms, contractModel{"oxford_" + c + "_" + a, "bsp_" + c, "0, 0, 0, n", nil})
		}
	}
	// The one-value reductions: every one-parameter contract of the
	// Oxford file, against the reduction models, or the prefix models.
	cs, err := frontend.ParseContracts("oxford-level1.contracts", []byte(ShippedContracts()["oxford-level1.contracts"]))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cs {
		if len(c.Params) != 1 {
			continue
		}
		if strings.HasSuffix(c.Name, "_prefix") {
			for _, a := range []string{"direct", "tree", "2phase"} {
				cms = append(cms, contractModel{"oxford_prefix_" + a, c.Name, "0", nil})
			}
		} else {
			for _, a := range []string{"direct", "tree", "ring", "2phase"} {
				cms = append(cms, contractModel{"oxford_reduce_" + a, c.Name, "0", nil})
			}
		}
	}
	return cms
}

// shippedDecls are the shipped contracts' declaration lines, by name.
func shippedDecls(t *testing.T) map[string]string {
	decls := map[string]string{}
	for _, text := range ShippedContracts() {
		for _, line := range strings.Split(text, "\n") {
			if rest, ok := strings.CutPrefix(line, "contract "); ok {
				name, _, _ := strings.Cut(rest, "(")
				decls[name] = line
			}
		}
	}
	if len(decls) == 0 {
		t.Fatal("no shipped contracts")
	}
	return decls
}

// degree is the tree degree named d at p processes (-1: none).
func degree(d string, p int) int64 {
	switch d {
	case "":
		return -1
	case "p":
		return int64(p)
	case "sqrt":
		s := int64(1)
		for s*s < int64(p) {
			s++
		}
		return s
	}
	var q int64
	fmt.Sscan(d, &q)
	return q
}

// sweep lists the parameter values a model is run at, with tree degree q;
// none if the model has a parameter other than n, q and m.
func sweep(prog *frontend.Program, q int64) []map[string]int64 {
	out := []map[string]int64{{}}
	for _, par := range prog.Params {
		var vals []int64
		switch par.Name {
		case "n":
			vals = []int64{0, 1, 3, 17}
		case "m":
			vals = []int64{0, 5}
		case "q":
			vals = []int64{q}
		}
		var next []map[string]int64
		for _, m := range out {
			for _, v := range vals {
				c := map[string]int64{par.Name: v}
				for k, x := range m {
					c[k] = x
				}
				next = append(next, c)
			}
		}
		out = next
	}
	return out
}

// TestShippedContractsAgainstModels: every shipped contract that has a
// cost is at least the cost of every model of the algorithms it covers,
// in W, H and S, at p = 1..16; the log (-v) has the largest ratio
// contract/model at p = 16 (docs/benchmarks.md, "The shipped contracts
// against models of their algorithms").
func TestShippedContractsAgainstModels(t *testing.T) {
	decls := shippedDecls(t)
	models := map[string]*frontend.Program{}
	files, err := filepath.Glob(filepath.Join(modelsDir, "*.bsp"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		prog, err := frontend.Parse(f, src)
		if err != nil {
			t.Fatal(err)
		}
		models[strings.TrimSuffix(filepath.Base(f), ".bsp")] = prog
	}
	cms := contractModels(t)
	checked, used := map[string]bool{}, map[string]bool{}
	ratios := map[string][]modelRatio{}
	for _, cm := range cms {
		checked[cm.contract], used[cm.model] = true, true
		name := cm.model + "/" + cm.contract
		if cm.qs != nil {
			name += "/q=" + strings.Join(cm.qs, ",")
		}
		t.Run(name, func(t *testing.T) {
			model := models[cm.model]
			decl := decls[cm.contract]
			if model == nil || decl == "" {
				t.Fatalf("no model %s or no shipped contract %s", cm.model, cm.contract)
			}
			var params []string
			for _, par := range model.Params {
				params = append(params, par.Name)
			}
			header := "program c"
			if len(params) > 0 {
				header += "(" + strings.Join(params, ", ") + ")"
			}
			src := fmt.Sprintf("%s\n%s\n  %s(%s)\nend\n", decl, header, cm.contract, cm.args)
			call, err := frontend.Parse(cm.contract+".bsp", []byte(src))
			if err != nil {
				t.Fatalf("%v\n%s", err, src)
			}
			qs := cm.qs
			if qs == nil {
				qs = []string{""}
			}
			for _, d := range qs {
				// The largest ratios contract/model at p = 16.
				var ratio [4]float64
				for p := 1; p <= 16; p++ {
					points := sweep(model, degree(d, p))
					if len(points) == 0 {
						t.Fatalf("model %s has a parameter other than n, q and m", cm.model)
					}
					for _, params := range points {
						mres, err := sim.Run(model, sim.Config{P: p, Params: params, Seed: 1})
						if err != nil {
							t.Fatalf("model at p=%d %v: %v", p, params, err)
						}
						cres, err := sim.Run(call, sim.Config{P: p, Params: params, Seed: 1})
						if err != nil {
							t.Fatalf("contract at p=%d %v: %v", p, params, err)
						}
						m := [3]int64{mres.W, mres.H, mres.S}
						c := [3]int64{cres.W, cres.H, cres.S}
						for i, r := range []string{"W", "H", "S"} {
							if c[i] < m[i] {
								t.Errorf("UNSOUND: %s = %d < the model's %d at p=%d %v", r, c[i], m[i], p, params)
							}
							if p == 16 && m[i] > 0 {
								ratio[i] = max(ratio[i], float64(c[i])/float64(m[i]))
							}
						}
						if p == 16 && params["n"] == 17 {
							ratio[3] = max(ratio[3], float64(c[1])/float64(m[1]))
						}
					}
				}
				ratios[cm.contract] = append(ratios[cm.contract], modelRatio{cm.model, d, ratio})
			}
		})
	}
	// Every shipped contract with a cost is checked, every model is used.
	for name, decl := range decls {
		costless := !strings.Contains(decl, "supersteps(") && !strings.Contains(decl, "h(") && !strings.Contains(decl, "work(")
		if !checked[name] && !costless {
			t.Errorf("the shipped contract %s has no model", name)
		}
	}
	for m := range models {
		if !used[m] {
			t.Errorf("model %s checks no contract", m)
		}
	}
	t.Log("\n" + tightness(cms, decls, ratios))
}

// A modelRatio is the largest ratio contract/model of W, H and S at p = 16
// over a model's parameters (0 where the model's cost is 0), and of H at
// n = 17 (0 when the model has no n).
type modelRatio struct {
	model, q string // q: the tree degree, if the model has one
	ratio    [4]float64
}

// tightness is the table of docs/benchmarks.md, "The shipped contracts":
// per contract, its models, and the largest ratio contract/model at p = 16
// of H and S, over all models and against the model it is closest to (the
// least of each model's largest ratio). Contracts with the same costs and
// models share a row.
func tightness(cms []contractModel, decls map[string]string, ratios map[string][]modelRatio) string {
	sameRE := regexp.MustCompile(`^contract \w+|\s*same\([^)]*\)`)
	var order []string
	rows := map[string][]string{} // by costs and models: the contracts
	seen := map[string]bool{}
	key := func(c string) string {
		k := sameRE.ReplaceAllString(decls[c], "")
		for _, mr := range ratios[c] {
			k += "|" + mr.model + mr.q
		}
		return k
	}
	for _, cm := range cms {
		if seen[cm.contract] {
			continue
		}
		seen[cm.contract] = true
		k := key(cm.contract)
		if rows[k] == nil {
			order = append(order, k)
		}
		rows[k] = append(rows[k], cm.contract)
	}
	var b strings.Builder
	b.WriteString("| contract | models | H: largest | H: closest model | H at n = 17: largest | S: largest | S: closest model |\n|---|---|---|---|---|---|---|\n")
	for _, k := range order {
		cs := rows[k]
		name := cs[0]
		if len(cs) > 1 {
			name += fmt.Sprintf(" and %d more with its costs", len(cs)-1)
		}
		var models []string
		var largest, closest [4]float64
		for i, mr := range ratios[cs[0]] {
			switch {
			case i > 0 && mr.q != "" && mr.model == ratios[cs[0]][i-1].model:
				models[len(models)-1] = strings.TrimSuffix(models[len(models)-1], ")") + ", " + mr.q + ")"
			case mr.q != "":
				models = append(models, mr.model+" (q = "+mr.q+")")
			default:
				models = append(models, mr.model)
			}
			for r, x := range mr.ratio {
				largest[r] = max(largest[r], x)
				if i == 0 || x < closest[r] {
					closest[r] = x
				}
			}
		}
		n17 := "–"
		if largest[3] > 0 {
			n17 = fmt.Sprintf("%.1f", largest[3])
		}
		fmt.Fprintf(&b, "| %s | %s | %.1f | %.1f | %s | %.1f | %.1f |\n", name, strings.Join(models, ", "), largest[1], closest[1], n17, largest[2], closest[2])
	}
	return b.String()
}
