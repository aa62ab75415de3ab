package profile

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"bspcost/frontend"
	"bspcost/frontend/llvm"
	"bspcost/frontend/sim"
)

// The shipped contracts against the runtime's own libraries (bsplibs.c):
// each contract's function runs in a C program, and the measured W, H and
// S are compared with the contract's, as the simulator charges it in the
// same program written in .bsp. A contract below its implementation is a
// failure: the analysis would trust a cost the library exceeds.

// contractRun is one shipped contract and the program that calls it.
type contractRun struct {
	contract string
	// c is the C call (statements), in E (the bytes of a block or an
	// element: 8 n), M (the elements of a reduction), Q (the tree
	// degree), P and PID; bsp the call in .bsp, in n (words), m and q.
	c, bsp string
	// qs are the tree degrees ("2", "3", "p", "sqrt"); bsc: the bsc
	// requests are run by a bsc_sync(bsc_flush) after the call, charged
	// by bsc_sync's contract.
	qs  []string
	bsc bool
	// big: also run with blocks of 1000 words (where BSPonMPI chooses the
	// two-phase broadcast).
	big bool
}

func contractRuns() []contractRun {
	runs := []contractRun{
		{contract: "bsc_sync", c: "", bsp: "", bsc: true},
		{contract: "bsc_group_create_partition", c: "bsc_group_create_partition(PID % 2);", bsp: "bsc_group_create_partition(0)"},
		{contract: "bsc_group_create_neighbourhood", c: "bsc_group_create_neighbourhood(nb, nnb);", bsp: "bsc_group_create_neighbourhood(0, 3)"},
		{contract: "bsc_scatter", c: "bsc_scatter(bsc_start, 0, bsc_all, src, dst, E);", bsp: "bsc_scatter(0, 0, 0, 0, 0, n)", bsc: true},
		{contract: "bsc_gather", c: "bsc_gather(bsc_start, 0, bsc_all, src, dst, E);", bsp: "bsc_gather(0, 0, 0, 0, 0, n)", bsc: true},
		{contract: "bsc_allgather", c: "bsc_allgather(bsc_start, bsc_all, src, dst, E);", bsp: "bsc_allgather(0, 0, 0, 0, n)", bsc: true},
		{contract: "bsc_alltoall", c: "bsc_alltoall(bsc_start, bsc_all, src, dst, E);", bsp: "bsc_alltoall(0, 0, 0, 0, n)", bsc: true},
		{contract: "bsc_bcast", c: "bsc_bcast(bsc_start, 0, bsc_all, src, dst, E);", bsp: "bsc_bcast(0, 0, 0, 0, 0, n)", bsc: true, big: true},
		{contract: "bsc_reduce", c: "bsc_reduce(bsc_start, 0, bsc_all, src, dst, tmp, sum, zero, M, E);", bsp: "bsc_reduce(0, 0, 0, 0, 0, 0, 0, 0, m, n)", bsc: true},
		{contract: "bsc_allreduce", c: "bsc_allreduce(bsc_start, bsc_all, src, dst, tmp, sum, zero, M, E);", bsp: "bsc_allreduce(0, 0, 0, 0, 0, 0, 0, m, n)", bsc: true},
		{contract: "bsc_scan", c: "bsc_scan(bsc_start, bsc_all, src, dst, tmp, prefix, zero, M, E);", bsp: "bsc_scan(0, 0, 0, 0, 0, 0, 0, m, n)", bsc: true},
		{contract: "bsc_bcast_2phase", c: "bsc_coll_params_t set = {src, dst, tmp, 0, zero, M, E};\n  bsc_bcast_2phase(bsc_start, 0, bsc_all, &set, 1);", bsp: "bsc_bcast_2phase(0, 0, 0, n, 1)", bsc: true, big: true},
		{contract: "bsc_bcast_qtree_single", c: "bsc_bcast_qtree_single(bsc_start, 0, bsc_all, src, dst, E, Q);", bsp: "bsc_bcast_qtree_single(0, 0, 0, 0, 0, n, q)", bsc: true},
		{contract: "bsc_reduce_qtree_single", c: "bsc_reduce_qtree_single(bsc_start, 0, bsc_all, src, dst, tmp, sum, zero, M, E, Q);", bsp: "bsc_reduce_qtree_single(0, 0, 0, 0, 0, 0, 0, 0, m, n, q)", bsc: true},
		{contract: "bsc_allreduce_qtree_single", c: "bsc_allreduce_qtree_single(bsc_start, bsc_all, src, dst, tmp, sum, zero, M, E, Q);", bsp: "bsc_allreduce_qtree_single(0, 0, 0, 0, 0, 0, 0, m, n, q)", bsc: true},
		{contract: "bsc_scan_qtree_single", c: "bsc_scan_qtree_single(bsc_start, bsc_all, src, dst, tmp, prefix, zero, M, E, Q);", bsp: "bsc_scan_qtree_single(0, 0, 0, 0, 0, 0, 0, m, n, q)", bsc: true},
		{contract: "bsc_put", c: "bsc_put(bsc_start, (PID + 1) % P, src, dst, 0, E);", bsp: "bsc_put(0, 0, 0, 0, 0, n)", bsc: true},
		{contract: "bsc_get", c: "bsc_get(bsc_start, (PID + 1) % P, src, 0, dst, E);", bsp: "bsc_get(0, 0, 0, 0, 0, n)", bsc: true},
		{contract: "bsc_exec_reduce", c: "bsc_exec_reduce(bsc_start, sum, dst, zero, src, E);", bsp: "bsc_exec_reduce(0, 0, 0, 0, 0, n)", bsc: true},
		{contract: "bsp_bcast", c: "bsp_bcast(0, src, dst, E);", bsp: "bsp_bcast(0, 0, 0, n)", big: true},
		{contract: "bsp_gather", c: "bsp_gather(0, src, dst, E);", bsp: "bsp_gather(0, 0, 0, n)"},
		{contract: "bsp_scatter", c: "bsp_scatter(0, src, dst, E);", bsp: "bsp_scatter(0, 0, 0, n)"},
	}
	for i := range runs {
		if strings.Contains(runs[i].c, ", Q)") {
			runs[i].qs = []string{"2", "3", "p", "sqrt"}
		}
	}
	// The one-value reductions of the Oxford library.
	for _, op := range []string{"sum", "product", "min", "max"} {
		for _, ty := range []string{"I", "R", "D"} {
			for _, suffix := range []string{"", "_prefix"} {
				name := "bsp_" + op + ty + suffix
				runs = append(runs, contractRun{contract: name, c: "v = " + name + "(PID + 1);", bsp: name + "(0)"})
			}
		}
	}
	for _, name := range []string{"bsp_all", "bsp_any", "bsp_constantI"} {
		runs = append(runs, contractRun{contract: name, c: "v = " + name + "(PID % 2);", bsp: name + "(0)"})
	}
	return runs
}

// contractProgram is the C program of a run: the buffers (registered:
// every process the same sizes), a barrier, the call, and for bsc the
// bsc_sync that runs its requests. Arguments: n (words of a block), m, q.
const contractProgram = `#include <bsp.h>
#include <stdlib.h>
#include <string.h>
typedef unsigned bsc_step_t;
typedef void *bsc_group_t;
typedef void (*bsc_reduce_t)(void *, const void *, const void *, int);
typedef struct { const void *src; void *dst; void *tmp; bsc_reduce_t reducer; const void *zero; int nmemb; int size; } bsc_coll_params_t;
bsc_step_t bsc_bcast_2phase(bsc_step_t, int, bsc_group_t, bsc_coll_params_t *, int);
extern const bsc_step_t bsc_start, bsc_flush;
extern const bsc_group_t bsc_all;
bsc_step_t bsc_sync(bsc_step_t);
bsc_group_t bsc_group_create_partition(unsigned);
bsc_group_t bsc_group_create_neighbourhood(int *, int);
bsc_step_t bsc_put(bsc_step_t, int, const void *, void *, int, int);
bsc_step_t bsc_get(bsc_step_t, int, const void *, int, void *, int);
bsc_step_t bsc_exec_reduce(bsc_step_t, bsc_reduce_t, void *, const void *, const void *, int);
bsc_step_t bsc_scatter(bsc_step_t, int, bsc_group_t, const void *, void *, int);
bsc_step_t bsc_gather(bsc_step_t, int, bsc_group_t, const void *, void *, int);
bsc_step_t bsc_allgather(bsc_step_t, bsc_group_t, const void *, void *, int);
bsc_step_t bsc_alltoall(bsc_step_t, bsc_group_t, const void *, void *, int);
bsc_step_t bsc_bcast(bsc_step_t, int, bsc_group_t, const void *, void *, int);
bsc_step_t bsc_reduce(bsc_step_t, int, bsc_group_t, const void *, void *, void *, bsc_reduce_t, const void *, int, int);
bsc_step_t bsc_allreduce(bsc_step_t, bsc_group_t, const void *, void *, void *, bsc_reduce_t, const void *, int, int);
bsc_step_t bsc_scan(bsc_step_t, bsc_group_t, const void *, void *, void *, bsc_reduce_t, const void *, int, int);
bsc_step_t bsc_bcast_qtree_single(bsc_step_t, int, bsc_group_t, const void *, void *, int, int);
bsc_step_t bsc_reduce_qtree_single(bsc_step_t, int, bsc_group_t, const void *, void *, void *, bsc_reduce_t, const void *, int, int, int);
bsc_step_t bsc_allreduce_qtree_single(bsc_step_t, bsc_group_t, const void *, void *, void *, bsc_reduce_t, const void *, int, int, int);
bsc_step_t bsc_scan_qtree_single(bsc_step_t, bsc_group_t, const void *, void *, void *, bsc_reduce_t, const void *, int, int, int);
void bsp_bcast(int, void *, void *, int);
void bsp_gather(int, void *, void *, int);
void bsp_scatter(int, void *, void *, int);
int bsp_sumI(int), bsp_productI(int), bsp_minI(int), bsp_maxI(int);
int bsp_sumI_prefix(int), bsp_productI_prefix(int), bsp_minI_prefix(int), bsp_maxI_prefix(int);
float bsp_sumR(float), bsp_productR(float), bsp_minR(float), bsp_maxR(float);
float bsp_sumR_prefix(float), bsp_productR_prefix(float), bsp_minR_prefix(float), bsp_maxR_prefix(float);
double bsp_sumD(double), bsp_productD(double), bsp_minD(double), bsp_maxD(double);
double bsp_sumD_prefix(double), bsp_productD_prefix(double), bsp_minD_prefix(double), bsp_maxD_prefix(double);
int bsp_all(int), bsp_any(int), bsp_constantI(int);

static int E; /* bytes of an element or block */

/* One floating-point operation per element (what the contracts' work
 * assumes of a reducer): the first double of each element is added. */
static void sum(void *a, const void *a0, const void *xs, int size) {
  double acc, v;
  memcpy(&acc, a0, sizeof acc);
  for (int i = 0; i < size / E; i++) {
    memcpy(&v, (const char *)xs + (size_t)i * E, sizeof v);
    acc += v;
  }
  memset(a, 0, (size_t)E);
  memcpy(a, &acc, sizeof acc);
}

static void prefix(void *a, const void *a0, const void *xs, int size) {
  double acc, v;
  memcpy(&acc, a0, sizeof acc);
  for (int i = 0; i < size / E; i++) {
    memcpy(&v, (const char *)xs + (size_t)i * E, sizeof v);
    acc += v;
    memset((char *)a + (size_t)i * E, 0, (size_t)E);
    memcpy((char *)a + (size_t)i * E, &acc, sizeof acc);
  }
}

int main(int argc, char **argv) {
  (void)argc;
  E = 8 * atoi(argv[1]);
  int M = atoi(argv[2]), Q = atoi(argv[3]);
  bsp_begin(bsp_nprocs());
  int P = bsp_nprocs(), PID = bsp_pid();
  int size = (P + 2) * (M + 1) * E;
  char *src = calloc(size, 1), *dst = calloc(size, 1), *tmp = calloc(size, 1), *zero = calloc(E, 1);
  for (int i = 0; i < size; i++)
    src[i] = (char)(PID + i);
  int nb[3], nnb = 0;
  for (int d = 0; d < 3; d++) {
    int x = (PID + (d == 2 ? P - 1 : d)) % P, dup = 0;
    for (int k = 0; k < nnb; k++)
      dup |= nb[k] == x;
    if (!dup)
      nb[nnb++] = x;
  }
  volatile double v;
  bsp_push_reg(src, size);
  bsp_push_reg(dst, size);
  bsp_push_reg(tmp, size);
  bsp_sync();
  CALL
  bsp_end();
  (void)M; (void)Q; (void)nb; (void)nnb; (void)v; (void)prefix; (void)sum; (void)zero;
  return 0;
}
`

// TestShippedContractsAgainstRuntime: every shipped contract with a cost
// is at least the measured cost of its function in the runtime, in W, H
// and S, at p = 1..8, blocks of 1 and 17 words (and 1000 where the
// algorithm depends on the size), 5 elements per reduction, and the tree
// degrees 2, 3, p and ceil(sqrt(p)).
func TestShippedContractsAgainstRuntime(t *testing.T) {
	needClang(t)
	if testing.Short() {
		t.Skip("-short: builds and runs a program per contract")
	}
	decls := map[string]string{}
	for _, text := range llvm.ShippedContracts() {
		for _, line := range strings.Split(text, "\n") {
			if rest, ok := strings.CutPrefix(line, "contract "); ok {
				name, _, _ := strings.Cut(rest, "(")
				decls[name] = line
			}
		}
	}
	dir := t.TempDir()
	checked := map[string]bool{}
	for _, cr := range contractRuns() {
		checked[cr.contract] = true
		t.Run(cr.contract, func(t *testing.T) {
			decl := decls[cr.contract]
			if decl == "" {
				t.Fatalf("no shipped contract %s", cr.contract)
			}
			src := strings.Replace(contractProgram, "CALL", cr.c+map[bool]string{true: "\n  bsc_sync(bsc_flush);", false: ""}[cr.bsc], 1)
			file := filepath.Join(dir, cr.contract+".c")
			if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
			prog, err := Build(context.Background(), Config{Files: []string{file}})
			if err != nil {
				t.Fatal(err)
			}
			defer prog.Close()
			bspDecls := decl + "\n"
			call := cr.bsp
			if cr.bsc {
				if cr.contract != "bsc_sync" {
					bspDecls += decls["bsc_sync"] + "\n"
					call += "\n  "
				}
				call += "bsc_sync(0)"
			}
			bspSrc := fmt.Sprintf("%sprogram c(n, m, q)\n  sync\n  %s\nend\n", bspDecls, call)
			model, err := frontend.Parse(cr.contract+".bsp", []byte(bspSrc))
			if err != nil {
				t.Fatalf("%v\n%s", err, bspSrc)
			}
			ns := []int64{1, 17}
			if !strings.Contains(cr.c, "E") {
				ns = ns[:1] // the call has no block
			}
			if cr.big {
				ns = append(ns, 1000)
			}
			qs := cr.qs
			if qs == nil {
				qs = []string{"2"}
			}
			for p := 1; p <= 8; p++ {
				for _, n := range ns {
					for _, d := range qs {
						q := qDegree(d, p)
						params := map[string]int64{"n": n, "m": 5, "q": q}
						args := []string{strconv.FormatInt(n, 10), "5", strconv.FormatInt(q, 10)}
						res, err := prog.Run(context.Background(), Config{P: p, Args: args, Timeout: 20 * time.Second})
						if err != nil {
							t.Fatalf("p = %d, %v: %v", p, params, err)
						}
						want, err := sim.Run(model, sim.Config{P: p, Params: params, Seed: 1})
						if err != nil {
							t.Fatalf("the contract at p = %d, %v: %v", p, params, err)
						}
						got := [3]int64{res.W, res.H, res.S}
						bound := [3]int64{want.W, want.H, want.S}
						for i, r := range []string{"W", "H", "S"} {
							if got[i] > bound[i] {
								t.Errorf("CONTRACT BELOW ITS IMPLEMENTATION: %s: measured %s = %d > the contract's %d at p = %d, %v", cr.contract, r, got[i], bound[i], p, params)
							}
						}
					}
				}
			}
		})
	}
	for name, decl := range decls {
		costless := !strings.Contains(decl, "supersteps(") && !strings.Contains(decl, "h(") && !strings.Contains(decl, "work(")
		if !checked[name] && !costless {
			t.Errorf("the shipped contract %s is not run in the runtime", name)
		}
	}
}

// qDegree is the tree degree d at p processes.
func qDegree(d string, p int) int64 {
	switch d {
	case "p":
		return int64(p)
	case "sqrt":
		s := int64(1)
		for s*s < int64(p) {
			s++
		}
		return s
	}
	q, _ := strconv.ParseInt(d, 10, 64)
	return q
}
