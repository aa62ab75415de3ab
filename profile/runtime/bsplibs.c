/* bsplibs.c: the collective libraries of BSPlib programs, for bspcost's
 * counting runtime (bsprt.c): BSPonMPI's bulk synchronous collectives
 * (its include/bsc.h) and the Oxford BSP toolset's level-1 library
 * (bsp_bcast, bsp_sumI, ...). They are written on the BSPlib primitives
 * only, so the runtime counts their communication and barriers as those
 * of any program; the algorithms are the ones the shipped cost contracts
 * (frontend/llvm/contracts) are checked against.
 *
 * Every definition is weak: a program that defines a function of the
 * same name (its own broadcast) keeps its own.
 *
 * The barriers of these libraries carry the unknown site (0): they are
 * not a barrier of the program's text, and "bspcost profile" compares
 * per superstep only the supersteps between two barriers of the text.
 */
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define WEAK __attribute__((weak))

/* The BSPlib primitives (bsprt.c). */
void bsp_sync(void);
int bsp_pid(void);
int bsp_nprocs(void);
void bsp_push_reg(const void *ident, int size);
void bsp_pop_reg(const void *ident);
void bsp_put(int pid, const void *src, void *dst, int offset, int nbytes);
void bsp_get(int pid, const void *src, int offset, void *dst, int nbytes);
void bsp_abort(const char *format, ...) __attribute__((noreturn));

extern long long bspcost_rt_flops;
extern int bspcost_rt_site;

/* lib_sync is a barrier of a library: site 0, not a barrier of the
 * program's text. */
static void lib_sync(void) {
  bspcost_rt_site = 0;
  bsp_sync();
}

static void *lib_alloc(size_t n) {
  void *p = calloc(n ? n : 1, 1);
  if (!p)
    bsp_abort("bspcost runtime: a collective could not allocate %zu bytes\n", n);
  return p;
}

/* ====================================================================== */
/* BSPonMPI's collectives (bsc.h). The types below are its interface.     */
/* ====================================================================== */

typedef unsigned bsc_step_t;
typedef int bsc_size_t;
typedef int bsc_pid_t;
typedef void *bsc_group_t;
typedef int bsc_request_t;
typedef void (*bsc_reduce_t)(void *a, const void *a0, const void *xs, bsc_size_t size);

typedef struct {
  const void *src;
  void *dst;
  void *tmp;
  bsc_reduce_t reducer;
  const void *zero;
  bsc_size_t nmemb;
  bsc_size_t size;
} bsc_coll_params_t;

typedef bsc_step_t (*bsc_coll_alg_t)(bsc_step_t depends, bsc_pid_t root, bsc_group_t group, bsc_coll_params_t *set, bsc_size_t n);
typedef double (*bsc_coll_cost_t)(bsc_group_t group, bsc_coll_params_t *set, bsc_size_t n);
typedef bsc_step_t (*bsc_coll_steps_t)(bsc_group_t group);

#define BSC_MAX_COLL_ALGS 10
typedef struct {
  bsc_coll_alg_t algorithms[BSC_MAX_COLL_ALGS];
  bsc_coll_cost_t costfuncs[BSC_MAX_COLL_ALGS];
  bsc_coll_steps_t maxsteps[BSC_MAX_COLL_ALGS];
  bsc_size_t n_algs;
} bsc_collective_t;

WEAK const bsc_step_t bsc_flush = UINT_MAX;
WEAK const bsc_step_t bsc_start = 0;
WEAK const bsc_group_t bsc_all = NULL;

/* A process group: its members' global pids (gid), each process's index
 * in it or -1 (lid), and for each member, the index this process has in
 * that member's ordering of the group (rof: where its block goes). */
typedef struct {
  int size;
  int *lid;
  int *gid;
  int *rof;
} group_t;

static int g_size(const group_t *g) { return g ? g->size : bsp_nprocs(); }
static int g_gid(const group_t *g, int i) { return g ? g->gid[i] : i; }
static int g_lid(const group_t *g, int pid) { return g ? g->lid[pid] : pid; }

/* The queue of delayed requests, each for a superstep of the epoch. */
enum { Q_PUT, Q_GET, Q_EXEC, Q_COLL };

typedef struct {
  int kind;
  bsc_step_t step;
  /* Q_PUT, Q_GET */
  int pid;
  const void *src;
  void *dst;
  int offset, size;
  /* Q_EXEC */
  bsc_reduce_t func;
  void *a;
  const void *a0;
  const void *xs;
  /* Q_COLL */
  const bsc_collective_t *coll;
  bsc_pid_t root;
  group_t *group;
  bsc_coll_params_t params;
} request_t;

static struct {
  bsc_step_t current;
  request_t *q;
  size_t n, cap;
  bsc_step_t *next; /* registered: every process's next step */
} bs;

static request_t *new_request(bsc_step_t step, int kind) {
  if (step < bs.current)
    bsp_abort("bsc: a flush sync is required before posting another request. Requested superstep %u comes before current step %u\n", step, bs.current);
  if (bs.n == bs.cap) {
    bs.cap = bs.cap ? 2 * bs.cap : 64;
    request_t *q = realloc(bs.q, bs.cap * sizeof *q);
    if (!q)
      bsp_abort("bsc: insufficient memory for the request queue\n");
    bs.q = q;
  }
  request_t *r = &bs.q[bs.n++];
  memset(r, 0, sizeof *r);
  r->kind = kind;
  r->step = step;
  return r;
}

/* A delayed bsp_put (Q_PUT: to pid) or bsp_get (Q_GET: from pid). */
static bsc_step_t transfer(int kind, bsc_step_t depends, int pid, const void *src, void *dst, int offset, int size) {
  request_t *r = new_request(depends, kind);
  r->pid = pid;
  r->src = src;
  r->dst = dst;
  r->offset = offset;
  r->size = size;
  return depends + 1;
}

WEAK bsc_step_t bsc_put(bsc_step_t depends, bsc_pid_t dst_pid, const void *src, void *dst, bsc_size_t offset, bsc_size_t size) {
  return transfer(Q_PUT, depends, dst_pid, src, dst, offset, size);
}

WEAK bsc_step_t bsc_get(bsc_step_t depends, bsc_pid_t src_pid, const void *src, bsc_size_t offset, void *dst, bsc_size_t size) {
  return transfer(Q_GET, depends, src_pid, src, dst, offset, size);
}

WEAK bsc_step_t bsc_exec_reduce(bsc_step_t depends, bsc_reduce_t reducer, void *a, const void *a0, const void *xs, bsc_size_t size) {
  request_t *r = new_request(depends, Q_EXEC);
  r->func = reducer;
  r->a = a;
  r->a0 = a0;
  r->xs = xs;
  r->size = size;
  return depends + 1;
}

WEAK bsc_step_t bsc_collective(bsc_step_t depends, const bsc_collective_t *coll, bsc_pid_t root, bsc_group_t group, bsc_coll_params_t params) {
  /* Done after the most supersteps any of its algorithms takes: the
   * algorithm is chosen when the collective runs. */
  bsc_step_t steps = 0;
  for (int i = 0; i < coll->n_algs; i++) {
    bsc_step_t s = coll->maxsteps[i](group);
    if (s > steps)
      steps = s;
  }
  request_t *r = new_request(depends, Q_COLL);
  r->coll = coll;
  r->root = root;
  r->group = group;
  r->params = params;
  return depends + steps;
}

WEAK bsc_step_t bsc_current(void) { return bs.current; }

/* run_collectives replaces the collectives queued for the current step by
 * the requests of their cheapest algorithm. Collectives of the same kind,
 * root and group run together (coalesced), as BSPonMPI does. */
static void run_collectives(void) {
  size_t n = bs.n;
  int any = 0;
  for (size_t i = 0; i < n; i++)
    any |= bs.q[i].kind == Q_COLL && bs.q[i].step == bs.current;
  if (!any)
    return;
  /* Take them out of the queue first: the algorithms add to it. */
  request_t *colls = lib_alloc(n * sizeof *colls);
  size_t nc = 0, k = 0;
  for (size_t i = 0; i < n; i++) {
    if (bs.q[i].kind == Q_COLL && bs.q[i].step == bs.current)
      colls[nc++] = bs.q[i];
    else
      bs.q[k++] = bs.q[i];
  }
  bs.n = k;
  char *done = lib_alloc(nc);
  bsc_coll_params_t *set = lib_alloc(nc * sizeof *set);
  for (size_t i = 0; i < nc; i++) {
    if (done[i])
      continue;
    size_t m = 0;
    for (size_t j = i; j < nc; j++)
      if (!done[j] && colls[j].coll == colls[i].coll && colls[j].root == colls[i].root && colls[j].group == colls[i].group) {
        done[j] = 1;
        set[m++] = colls[j].params;
      }
    const bsc_collective_t *c = colls[i].coll;
    int best = 0;
    double cost = HUGE_VAL;
    for (int a = 0; a < c->n_algs; a++) {
      double x = c->costfuncs[a](colls[i].group, set, (bsc_size_t)m);
      if (x < cost) {
        cost = x;
        best = a;
      }
    }
    c->algorithms[best](bs.current, colls[i].root, colls[i].group, set, (bsc_size_t)m);
  }
  free(set);
  free(done);
  free(colls);
}

WEAK bsc_step_t bsc_sync(bsc_step_t until) {
  int P = bsp_nprocs(), me = bsp_pid();
  if (!bs.next) {
    bs.next = lib_alloc((size_t)P * sizeof *bs.next);
    bsp_push_reg(bs.next, P * (int)sizeof *bs.next);
    lib_sync();
  }
  /* Each round runs the current step: its communication, the barrier,
   * its local reductions; the next step is the first that any process
   * has a request for, or until. */
  while (until == bsc_flush || bs.current < until) {
    run_collectives();
    int later = 0;
    bsc_step_t first = UINT_MAX;
    for (size_t i = 0; i < bs.n; i++) {
      request_t *r = &bs.q[i];
      if (r->step != bs.current) {
        later = 1;
        if (r->step < first)
          first = r->step;
        continue;
      }
      if (r->kind == Q_PUT)
        bsp_put(r->pid, r->src, r->dst, r->offset, r->size);
      else if (r->kind == Q_GET)
        bsp_get(r->pid, r->src, r->offset, r->dst, r->size);
    }
    bsc_step_t mine = later ? first : until;
    /* Every process learns every other's next step: the steps none
     * needs are skipped together. */
    for (int i = 0; i < P; i++)
      bsp_put(i, &mine, bs.next, me * (int)sizeof mine, (int)sizeof mine);
    lib_sync();
    bsc_step_t common = until;
    for (int i = 0; i < P; i++)
      if (bs.next[i] < common)
        common = bs.next[i];
    /* The local reductions of this step, after its communication, in
     * the order they were requested; then the step leaves the queue. */
    size_t k = 0;
    for (size_t i = 0; i < bs.n; i++) {
      request_t *r = &bs.q[i];
      if (r->step == bs.current && r->kind == Q_EXEC)
        r->func(r->a, r->a0, r->xs, r->size);
    }
    for (size_t i = 0; i < bs.n; i++)
      if (bs.q[i].step != bs.current)
        bs.q[k++] = bs.q[i];
    bs.n = k;
    if (common == bsc_flush) {
      bs.current = 0;
      break;
    }
    bs.current = common;
  }
  return bs.current;
}

WEAK double bsc_g(bsc_request_t type, int word_size) {
  (void)type;
  (void)word_size;
  return 1.0;
}

WEAK double bsc_L(bsc_request_t type) {
  (void)type;
  return 1.0e4;
}

/* --- groups ------------------------------------------------------------ */

static group_t *group_new(int members) {
  group_t *g = lib_alloc(sizeof *g);
  g->size = members;
  g->lid = lib_alloc((size_t)bsp_nprocs() * sizeof(int));
  g->gid = lib_alloc((size_t)(members ? members : 1) * sizeof(int));
  g->rof = lib_alloc((size_t)(members ? members : 1) * sizeof(int));
  for (int i = 0; i < bsp_nprocs(); i++)
    g->lid[i] = -1;
  return g;
}

WEAK bsc_group_t bsc_group_create_partition(unsigned symbol) {
  int P = bsp_nprocs(), me = bsp_pid();
  unsigned *sym = lib_alloc((size_t)P * sizeof *sym);
  bsp_push_reg(sym, P * (int)sizeof *sym);
  lib_sync();
  for (int i = 0; i < P; i++)
    bsp_put(i, &symbol, sym, me * (int)sizeof symbol, (int)sizeof symbol);
  lib_sync();
  int members = 0, mine = 0;
  for (int i = 0; i < P; i++)
    if (sym[i] == symbol) {
      if (i == me)
        mine = members;
      members++;
    }
  group_t *g = group_new(members);
  for (int i = 0, j = 0; i < P; i++)
    if (sym[i] == symbol) {
      g->lid[i] = j;
      g->gid[j] = i;
      g->rof[j] = mine;
      j++;
    }
  bsp_pop_reg(sym);
  lib_sync();
  free(sym);
  return g;
}

WEAK bsc_group_t bsc_group_create_neighbourhood(bsc_pid_t *neighbours, bsc_size_t size) {
  int P = bsp_nprocs(), me = bsp_pid();
  /* in[i]: 1 + my index in process i's list (0: not in it); out[i]: 1 +
   * process i's index in mine. */
  int *in = lib_alloc((size_t)P * sizeof *in);
  int *out = lib_alloc((size_t)P * sizeof *out);
  bsp_push_reg(in, P * (int)sizeof *in);
  lib_sync();
  for (int i = 0; i < size; i++) {
    int at = i + 1;
    bsp_put(neighbours[i], &at, in, me * (int)sizeof at, (int)sizeof at);
    out[neighbours[i]] = i + 1;
  }
  lib_sync();
  if (!out[me])
    bsp_abort("bsc_group_create_neighbourhood: Group must include calling process\n");
  for (int i = 0; i < P; i++) {
    if (in[i] && !out[i])
      bsp_abort("bsc_group_create_neighbourhood: process %d thinks %d is a neighbour, but that feeling is not mutual\n", i, me);
    if (!in[i] && out[i])
      bsp_abort("bsc_group_create_neighbourhood: process %d thinks %d is a neighbour, but that feeling is not mutual\n", me, i);
  }
  group_t *g = group_new(size);
  for (int i = 0; i < size; i++) {
    g->lid[neighbours[i]] = i;
    g->gid[i] = neighbours[i];
    g->rof[i] = in[neighbours[i]] - 1;
  }
  bsp_pop_reg(in);
  lib_sync();
  free(in);
  free(out);
  return g;
}

WEAK void bsc_group_destroy(bsc_group_t group) {
  group_t *g = group;
  if (!g)
    return;
  free(g->lid);
  free(g->gid);
  free(g->rof);
  free(g);
}

/* --- algorithms, their costs and supersteps ------------------------------ */

/* floor(log_q x), x >= 1 (0 for x < q). */
static int ilog(int q, int x) {
  int e = 0;
  for (long long v = q; v <= x; v *= q)
    e++;
  return e;
}

static int ipow(int q, int e) {
  int v = 1;
  while (e-- > 0)
    v *= q;
  return v;
}

static int isqrt_up(int x) { return (int)ceil(sqrt((double)x)); }

static bsc_size_t total_size(bsc_coll_params_t *set, bsc_size_t n) {
  bsc_size_t t = 0;
  for (bsc_size_t i = 0; i < n; i++)
    t += set[i].size;
  return t;
}

/* The cost models BSPonMPI chooses by (g = 1, l = bsc_L() = 10^4). */
static double cost_1phase(bsc_group_t group, bsc_coll_params_t *set, bsc_size_t n) {
  return (double)g_size(group) * total_size(set, n) + bsc_L(0);
}

static double cost_2tree(bsc_group_t group, bsc_coll_params_t *set, bsc_size_t n) {
  int P = g_size(group);
  int levels = P > 1 ? ilog(2, P - 1) + 1 : 1;
  return levels * ((double)total_size(set, n) + bsc_L(0));
}

static double cost_root_p_tree(bsc_group_t group, bsc_coll_params_t *set, bsc_size_t n) {
  return 2.0 * (isqrt_up(g_size(group)) - 1) * total_size(set, n) + 2 * bsc_L(0);
}

static double cost_2phase(bsc_group_t group, bsc_coll_params_t *set, bsc_size_t n) {
  int P = g_size(group);
  double t = total_size(set, n);
  return t + (double)((total_size(set, n) + P - 1) / P) * (P - 2) + 2 * bsc_L(0);
}

static bsc_step_t steps_1(bsc_group_t group) {
  (void)group;
  return 1;
}

static bsc_step_t steps_2(bsc_group_t group) {
  (void)group;
  return 2;
}

static bsc_step_t steps_2tree(bsc_group_t group) {
  int P = g_size(group);
  return P == 1 ? 1 : (bsc_step_t)ilog(2, P - 1) + 1;
}

/* A scan takes one step more than its tree: the last, local one. */
static bsc_step_t steps_scan_1phase(bsc_group_t group) { return 1 + steps_1(group); }
static bsc_step_t steps_scan_2tree(bsc_group_t group) { return 1 + steps_2tree(group); }
static bsc_step_t steps_scan_root_p_tree(bsc_group_t group) { return 1 + steps_2(group); }

/* One step: the root puts block i of src to member i. */
static bsc_step_t scatter_algo(bsc_step_t depends, bsc_pid_t root, bsc_group_t group, bsc_coll_params_t *set, bsc_size_t n) {
  const group_t *g = group;
  int P = g_size(g);
  if (bsp_pid() == root)
    for (bsc_size_t k = 0; k < n; k++)
      for (int i = 0; i < P; i++)
        bsc_put(depends, g_gid(g, i), (const char *)set[k].src + (size_t)i * set[k].size, set[k].dst, 0, set[k].size);
  return depends + 1;
}

/* One step: every member gets every member's block into block i of its
 * dst (the all-gather), or only the root does (the gather). */
static bsc_step_t allgather_algo(bsc_step_t depends, bsc_pid_t root, bsc_group_t group, bsc_coll_params_t *set, bsc_size_t n) {
  (void)root;
  const group_t *g = group;
  int P = g_size(g);
  for (bsc_size_t k = 0; k < n; k++)
    for (int i = 0; i < P; i++)
      bsc_get(depends, g_gid(g, i), set[k].src, 0, (char *)set[k].dst + (size_t)i * set[k].size, set[k].size);
  return depends + 1;
}

static bsc_step_t gather_algo(bsc_step_t depends, bsc_pid_t root, bsc_group_t group, bsc_coll_params_t *set, bsc_size_t n) {
  return bsp_pid() == root ? allgather_algo(depends, root, group, set, n) : depends + 1;
}

/* One step: every member puts its block i to member i, at its own index
 * in member i's ordering. */
static bsc_step_t alltoall_algo(bsc_step_t depends, bsc_pid_t root, bsc_group_t group, bsc_coll_params_t *set, bsc_size_t n) {
  (void)root;
  const group_t *g = group;
  int P = g_size(g);
  for (bsc_size_t k = 0; k < n; k++)
    for (int i = 0; i < P; i++) {
      int at = g ? g->rof[i] : bsp_pid();
      bsc_put(depends, g_gid(g, i), (const char *)set[k].src + (size_t)i * set[k].size, set[k].dst, at * set[k].size, set[k].size);
    }
  return depends + 1;
}

/* The broadcast down a q-ary tree rooted at root: at each level, every
 * process that has the data puts it to q - 1 others. */
WEAK bsc_step_t bsc_bcast_qtree_single(bsc_step_t depends, bsc_pid_t root, bsc_group_t group, const void *src, void *dst, bsc_size_t size, bsc_pid_t q) {
  const group_t *g = group;
  int P = g_size(g), r = g_lid(g, root);
  int rank = (g_lid(g, bsp_pid()) + P - r) % P;
  if (rank == 0 && dst != src)
    memcpy(dst, src, (size_t)size);
  for (long long range = 1; range < P; range *= q) {
    if (rank < range)
      for (int i = 1; i < q; i++) {
        long long j = i * range + rank;
        if (j < P)
          bsc_put(depends, g_gid(g, (int)((j + r) % P)), dst, dst, 0, size);
      }
    depends++;
  }
  return depends;
}

static bsc_step_t bcast_tree(bsc_step_t depends, bsc_pid_t root, bsc_group_t group, bsc_coll_params_t *set, bsc_size_t n, int q) {
  bsc_step_t done = depends;
  for (bsc_size_t k = 0; k < n; k++)
    done = bsc_bcast_qtree_single(depends, root, group, set[k].src, set[k].dst, set[k].size, q);
  return done;
}

static bsc_step_t bcast_1phase(bsc_step_t d, bsc_pid_t root, bsc_group_t group, bsc_coll_params_t *set, bsc_size_t n) {
  return bcast_tree(d, root, group, set, n, g_size(group));
}

static bsc_step_t bcast_2tree(bsc_step_t d, bsc_pid_t root, bsc_group_t group, bsc_coll_params_t *set, bsc_size_t n) {
  return bcast_tree(d, root, group, set, n, 2);
}

static bsc_step_t bcast_root_p_tree(bsc_step_t d, bsc_pid_t root, bsc_group_t group, bsc_coll_params_t *set, bsc_size_t n) {
  return bcast_tree(d, root, group, set, n, isqrt_up(g_size(group)));
}

/* The two-phase broadcast of the coalesced data (the broadcasts' bytes one
 * after the other): the root scatters blocks of ceil(total / P) bytes,
 * member i getting block i; then every member puts its block to every
 * member (an all-gather). put_range issues the puts of bytes [b, e) of the
 * concatenation, split at the broadcasts' boundaries. */
static void put_range(bsc_step_t step, int pid, bsc_coll_params_t *set, bsc_size_t n, int from_src, bsc_size_t b, bsc_size_t e) {
  bsc_size_t base = 0;
  for (bsc_size_t k = 0; k < n && base < e; k++) {
    bsc_size_t lo = b > base ? b : base, hi = e < base + set[k].size ? e : base + set[k].size;
    if (lo < hi) {
      const char *from = from_src ? (const char *)set[k].src : (const char *)set[k].dst;
      bsc_put(step, pid, from + (lo - base), set[k].dst, lo - base, hi - lo);
    }
    base += set[k].size;
  }
}

WEAK bsc_step_t bsc_bcast_2phase(bsc_step_t depends, bsc_pid_t root, bsc_group_t group, bsc_coll_params_t *set, bsc_size_t n) {
  const group_t *g = group;
  int P = g_size(g), me = g_lid(g, bsp_pid());
  bsc_size_t total = total_size(set, n), block = (total + P - 1) / P;
  if (bsp_pid() == root)
    for (int i = 0; i < P; i++) {
      bsc_size_t b = i * block < total ? i * block : total, e = (i + 1) * block < total ? (i + 1) * block : total;
      put_range(depends, g_gid(g, i), set, n, 1, b, e);
    }
  bsc_size_t b = me * block < total ? me * block : total, e = (me + 1) * block < total ? (me + 1) * block : total;
  for (int i = 0; i < P; i++)
    put_range(depends + 1, g_gid(g, i), set, n, 0, b, e);
  return depends + 2;
}

/* The reduction up a q-ary tree to root: each process reduces its own
 * elements into tmp[0] (the accumulator); at each level, from the top,
 * the processes that are left get the accumulators of up to q - 1 others
 * into tmp[1..] and reduce them with their own. tmp holds (q + 1) * size
 * bytes and is registered. */
WEAK bsc_step_t bsc_reduce_qtree_single(bsc_step_t depends, bsc_pid_t root, bsc_group_t group, const void *src, void *dst, void *tmp, bsc_reduce_t reducer, const void *zero, bsc_size_t nmemb, bsc_size_t size, bsc_pid_t q) {
  const group_t *g = group;
  int P = g_size(g), r = g_lid(g, root);
  int rank = (g_lid(g, bsp_pid()) + P - r) % P;
  char *accum = tmp, *gather = (char *)tmp + size;
  reducer(P == 1 ? dst : accum, zero, src, size * nmemb);
  if (P == 1)
    return depends;
  for (int range = ipow(q, ilog(q, P - 1)); range >= 1; range /= q) {
    if (rank < range) {
      int k = 1;
      for (int i = 1; i < q; i++) {
        long long j = (long long)i * range + rank;
        if (j < P) {
          bsc_get(depends, g_gid(g, (int)((j + r) % P)), accum, 0, gather + (size_t)k * size, size);
          k++;
        }
      }
      bsc_get(depends, bsp_pid(), accum, 0, gather, size);
      bsc_exec_reduce(depends, reducer, range == 1 ? dst : accum, zero, gather, size * k);
    }
    depends++;
  }
  return depends;
}

/* The all-reduce: at level range (1, q, q^2, ...) every member gets the
 * accumulators of the members range, 2 range, ... (q - 1) range after it
 * (cyclically) and reduces them with its own. */
WEAK bsc_step_t bsc_allreduce_qtree_single(bsc_step_t depends, bsc_group_t group, const void *src, void *dst, void *tmp, bsc_reduce_t reducer, const void *zero, bsc_size_t nmemb, bsc_size_t size, bsc_pid_t q) {
  const group_t *g = group;
  int P = g_size(g), me = g_lid(g, bsp_pid());
  char *accum = tmp, *gather = (char *)tmp + size;
  reducer(P == 1 ? dst : accum, zero, src, size * nmemb);
  for (long long range = 1; range < P; range *= q) {
    int k = 1;
    for (int i = 1; i < q; i++)
      if (i * range < P) {
        int j = (int)((i * range + me) % P);
        bsc_get(depends, g_gid(g, j), accum, 0, gather + (size_t)k * size, size);
        k++;
      }
    bsc_get(depends, bsp_pid(), accum, 0, gather, size);
    bsc_exec_reduce(depends, reducer, range * q >= P ? dst : accum, zero, gather, size * k);
    depends++;
  }
  return depends;
}

/* The scan: each member computes the prefixes of its own elements in dst;
 * at level range, it puts its last prefix (its total so far) to the
 * members range, 2 range, ... after it, which reduce what they receive
 * (into tmp) into their dst; a last step reduces the prefix of the
 * members before it with its own elements. */
WEAK bsc_step_t bsc_scan_qtree_single(bsc_step_t depends, bsc_group_t group, const void *src, void *dst, void *tmp, bsc_reduce_t reducer, const void *zero, bsc_size_t nmemb, bsc_size_t size, int q) {
  const group_t *g = group;
  int P = g_size(g), me = g_lid(g, bsp_pid());
  char *out = dst;
  int k = 0;
  reducer(dst, zero, src, size * nmemb);
  for (long long range = 1; range < P; range *= q) {
    int shift = range == 1;
    const void *last;
    if (range == 1)
      last = nmemb == 0 ? zero : out + (size_t)(nmemb - 1) * size;
    else
      last = k == 0 ? zero : out + (size_t)(k - 1) * size;
    for (int i = 1; i < q; i++) {
      long long j = me + range * i + shift;
      if (j < P)
        bsc_put(depends, g_gid(g, (int)j), last, tmp, i * size, size);
    }
    long long got = (range + me - shift) / range;
    k = (int)(got < q ? got : q);
    if (me < P - shift)
      bsc_put(depends, g_gid(g, me + shift), last, tmp, 0, size);
    bsc_exec_reduce(depends, reducer, dst, zero, tmp, size * k);
    depends++;
  }
  const void *prefix = k > 0 ? out + (size_t)(k - 1) * size : zero;
  bsc_put(depends, bsp_pid(), prefix, tmp, 0, size);
  bsc_exec_reduce(depends, reducer, dst, tmp, src, size * nmemb);
  return depends + 1;
}

/* The collectives' calls on a tree of degree q, one by one: a coalesced
 * set runs its calls from the same step. */
static bsc_step_t reduce_one(bsc_step_t d, bsc_pid_t root, bsc_group_t group, const bsc_coll_params_t *c, int q) {
  return bsc_reduce_qtree_single(d, root, group, c->src, c->dst, c->tmp, c->reducer, c->zero, c->nmemb, c->size, q);
}

static bsc_step_t allreduce_one(bsc_step_t d, bsc_pid_t root, bsc_group_t group, const bsc_coll_params_t *c, int q) {
  (void)root;
  return bsc_allreduce_qtree_single(d, group, c->src, c->dst, c->tmp, c->reducer, c->zero, c->nmemb, c->size, q);
}

static bsc_step_t scan_one(bsc_step_t d, bsc_pid_t root, bsc_group_t group, const bsc_coll_params_t *c, int q) {
  (void)root;
  return bsc_scan_qtree_single(d, group, c->src, c->dst, c->tmp, c->reducer, c->zero, c->nmemb, c->size, q);
}

#define TREE_ALG(name, one, q)                                                                                     \
  static bsc_step_t name(bsc_step_t d, bsc_pid_t root, bsc_group_t group, bsc_coll_params_t *set, bsc_size_t n) { \
    bsc_step_t done = d;                                                                                           \
    for (bsc_size_t k = 0; k < n; k++)                                                                             \
      done = one(d, root, group, &set[k], (q));                                                                    \
    return done;                                                                                                   \
  }

TREE_ALG(reduce_1phase, reduce_one, g_size(group))
TREE_ALG(reduce_2tree, reduce_one, 2)
TREE_ALG(reduce_root_p_tree, reduce_one, isqrt_up(g_size(group)))
TREE_ALG(allreduce_1phase, allreduce_one, g_size(group))
TREE_ALG(allreduce_2tree, allreduce_one, 2)
TREE_ALG(allreduce_root_p_tree, allreduce_one, isqrt_up(g_size(group)))
TREE_ALG(scan_1phase, scan_one, g_size(group))
TREE_ALG(scan_2tree, scan_one, 2)
TREE_ALG(scan_root_p_tree, scan_one, isqrt_up(g_size(group)))

static const bsc_collective_t scatter_c = {{scatter_algo}, {cost_1phase}, {steps_1}, 1};
static const bsc_collective_t gather_c = {{gather_algo}, {cost_1phase}, {steps_1}, 1};
static const bsc_collective_t allgather_c = {{allgather_algo}, {cost_1phase}, {steps_1}, 1};
static const bsc_collective_t alltoall_c = {{alltoall_algo}, {cost_1phase}, {steps_1}, 1};
static const bsc_collective_t bcast_c = {{bcast_1phase, bcast_2tree, bcast_root_p_tree, bsc_bcast_2phase},
                                         {cost_1phase, cost_2tree, cost_root_p_tree, cost_2phase},
                                         {steps_1, steps_2tree, steps_2, steps_2},
                                         4};
static const bsc_collective_t reduce_c = {{reduce_1phase, reduce_2tree, reduce_root_p_tree}, {cost_1phase, cost_2tree, cost_root_p_tree}, {steps_1, steps_2tree, steps_2}, 3};
static const bsc_collective_t allreduce_c = {{allreduce_1phase, allreduce_2tree, allreduce_root_p_tree}, {cost_1phase, cost_2tree, cost_root_p_tree}, {steps_1, steps_2tree, steps_2}, 3};
static const bsc_collective_t scan_c = {{scan_1phase, scan_2tree, scan_root_p_tree}, {cost_1phase, cost_2tree, cost_root_p_tree}, {steps_scan_1phase, steps_scan_2tree, steps_scan_root_p_tree}, 3};

WEAK const bsc_collective_t *const bsc_coll_scatter = &scatter_c;
WEAK const bsc_collective_t *const bsc_coll_gather = &gather_c;
WEAK const bsc_collective_t *const bsc_coll_allgather = &allgather_c;
WEAK const bsc_collective_t *const bsc_coll_alltoall = &alltoall_c;
WEAK const bsc_collective_t *const bsc_coll_bcast = &bcast_c;
WEAK const bsc_collective_t *const bsc_coll_reduce = &reduce_c;
WEAK const bsc_collective_t *const bsc_coll_allreduce = &allreduce_c;
WEAK const bsc_collective_t *const bsc_coll_scan = &scan_c;

static bsc_coll_params_t params_of(const void *src, void *dst, void *tmp, bsc_reduce_t reducer, const void *zero, bsc_size_t nmemb, bsc_size_t size) {
  bsc_coll_params_t p = {src, dst, tmp, reducer, zero, nmemb, size};
  return p;
}

WEAK bsc_step_t bsc_scatter(bsc_step_t depends, bsc_pid_t root, bsc_group_t group, const void *src, void *dst, bsc_size_t size) {
  return bsc_collective(depends, bsc_coll_scatter, root, group, params_of(src, dst, NULL, NULL, NULL, 0, size));
}

WEAK bsc_step_t bsc_gather(bsc_step_t depends, bsc_pid_t root, bsc_group_t group, const void *src, void *dst, bsc_size_t size) {
  return bsc_collective(depends, bsc_coll_gather, root, group, params_of(src, dst, NULL, NULL, NULL, 0, size));
}

WEAK bsc_step_t bsc_allgather(bsc_step_t depends, bsc_group_t group, const void *src, void *dst, bsc_size_t size) {
  return bsc_collective(depends, bsc_coll_allgather, 0, group, params_of(src, dst, NULL, NULL, NULL, 0, size));
}

WEAK bsc_step_t bsc_alltoall(bsc_step_t depends, bsc_group_t group, const void *src, void *dst, bsc_size_t size) {
  return bsc_collective(depends, bsc_coll_alltoall, 0, group, params_of(src, dst, NULL, NULL, NULL, 0, size));
}

WEAK bsc_step_t bsc_bcast(bsc_step_t depends, bsc_pid_t root, bsc_group_t group, const void *src, void *dst, bsc_size_t size) {
  return bsc_collective(depends, bsc_coll_bcast, root, group, params_of(src, dst, NULL, NULL, NULL, 0, size));
}

WEAK bsc_step_t bsc_reduce(bsc_step_t depends, bsc_pid_t root, bsc_group_t group, const void *src, void *dst, void *tmp, bsc_reduce_t reducer, const void *zero, bsc_size_t nmemb, bsc_size_t size) {
  return bsc_collective(depends, bsc_coll_reduce, root, group, params_of(src, dst, tmp, reducer, zero, nmemb, size));
}

WEAK bsc_step_t bsc_allreduce(bsc_step_t depends, bsc_group_t group, const void *src, void *dst, void *tmp, bsc_reduce_t reducer, const void *zero, bsc_size_t nmemb, bsc_size_t size) {
  return bsc_collective(depends, bsc_coll_allreduce, 0, group, params_of(src, dst, tmp, reducer, zero, nmemb, size));
}

WEAK bsc_step_t bsc_scan(bsc_step_t depends, bsc_group_t group, const void *src, void *dst, void *tmp, bsc_reduce_t reducer, const void *zero, bsc_size_t nmemb, bsc_size_t size) {
  return bsc_collective(depends, bsc_coll_scan, 0, group, params_of(src, dst, tmp, reducer, zero, nmemb, size));
}

/* ====================================================================== */
/* The Oxford toolset's level-1 library (its include/bsp_level1.h).       */
/* ====================================================================== */

/* Every process calls these with the same root and size. Each registers
 * a scratch area of its own (every process the same number of bytes, as
 * BSPlib wants; the program's own memory need not be registered), which
 * costs a barrier before the communication (registration takes effect at
 * a sync); the area is unregistered at the program's next sync. */
static char *scratch_open(int nbytes) {
  char *s = lib_alloc((size_t)nbytes);
  bsp_push_reg(s, nbytes);
  lib_sync();
  return s;
}

static void scratch_close(char *s) {
  bsp_pop_reg(s);
  free(s);
}

/* Below this many bytes per process the broadcast is direct (the root
 * puts the data to every process, one superstep); from it on, two-phase
 * (a scatter of P blocks and an all-gather: about 2 n words per process
 * instead of (P - 1) n at the root). */
#define BCAST_TWO_PHASE 64

WEAK void bsp_bcast(int root, void *src, void *dst, int nbytes) {
  int P = bsp_nprocs(), me = bsp_pid();
  if (nbytes <= 0)
    return;
  if (root < 0 || root >= P)
    bsp_abort("bsp_bcast: root %d is not a process (0..%d)\n", root, P - 1);
  char *s = scratch_open(nbytes);
  if (P < 3 || nbytes < BCAST_TWO_PHASE * P) {
    if (me == root)
      for (int i = 0; i < P; i++)
        if (i != me)
          bsp_put(i, src, s, 0, nbytes);
    lib_sync();
  } else {
    int block = (nbytes + P - 1) / P;
    if (me == root)
      for (int i = 0; i < P; i++) {
        int b = i * block < nbytes ? i * block : nbytes, e = (i + 1) * block < nbytes ? (i + 1) * block : nbytes;
        if (i != me && e > b)
          bsp_put(i, (char *)src + b, s, b, e - b);
      }
    lib_sync();
    if (me == root)
      memcpy(s, src, (size_t)nbytes);
    int b = me * block < nbytes ? me * block : nbytes, e = (me + 1) * block < nbytes ? (me + 1) * block : nbytes;
    for (int i = 0; i < P; i++)
      if (i != me && i != root && e > b)
        bsp_put(i, s + b, s, b, e - b);
    lib_sync();
  }
  if (me == root)
    memmove(dst, src, (size_t)nbytes);
  else
    memcpy(dst, s, (size_t)nbytes);
  scratch_close(s);
}

WEAK void bsp_bcast_cpp(int root, void *src, void *dst, int nbytes, int line, char *file) {
  (void)line;
  (void)file;
  bsp_bcast(root, src, dst, nbytes);
}

/* The direct gather: every process puts its nbytes into block pid of the
 * root's scratch area. */
WEAK void bsp_gather(int root, void *src, void *dst, int nbytes) {
  int P = bsp_nprocs(), me = bsp_pid();
  if (nbytes <= 0)
    return;
  if (root < 0 || root >= P)
    bsp_abort("bsp_gather: root %d is not a process (0..%d)\n", root, P - 1);
  char *s = scratch_open(P * nbytes);
  if (me != root)
    bsp_put(root, src, s, me * nbytes, nbytes);
  lib_sync();
  if (me == root) {
    memcpy(s + (size_t)me * nbytes, src, (size_t)nbytes);
    memcpy(dst, s, (size_t)P * nbytes);
  }
  scratch_close(s);
}

/* The direct scatter: the root puts block i of its src to process i. */
WEAK void bsp_scatter(int root, void *src, void *dst, int nbytes) {
  int P = bsp_nprocs(), me = bsp_pid();
  if (nbytes <= 0)
    return;
  if (root < 0 || root >= P)
    bsp_abort("bsp_scatter: root %d is not a process (0..%d)\n", root, P - 1);
  char *s = scratch_open(nbytes);
  if (me == root)
    for (int i = 0; i < P; i++)
      if (i != me)
        bsp_put(i, (char *)src + (size_t)i * nbytes, s, 0, nbytes);
  lib_sync();
  if (me == root)
    memmove(dst, (char *)src + (size_t)me * nbytes, (size_t)nbytes);
  else
    memcpy(dst, s, (size_t)nbytes);
  scratch_close(s);
}

/* exchange puts this process's value (nbytes) to processes lo..P-1 (all
 * of them, or those after it for a prefix) into block pid of their
 * scratch area, and returns the area, whose block i holds process i's
 * value for the i that sent. */
static char *exchange(const void *x, int nbytes, int prefix) {
  int P = bsp_nprocs(), me = bsp_pid();
  char *s = scratch_open(P * nbytes);
  for (int i = prefix ? me + 1 : 0; i < P; i++)
    if (i != me)
      bsp_put(i, x, s, me * nbytes, nbytes);
  lib_sync();
  memcpy(s + (size_t)me * nbytes, x, (size_t)nbytes);
  return s;
}

/* The reductions of one value: all-to-all, then each process combines the
 * values of all (or, for a prefix, of the processes up to itself) in pid
 * order: one operation per value combined, counted as work. */
#define FOLD(name, T, init, op)                                \
  WEAK T name(T x) {                                           \
    int P = bsp_nprocs();                                      \
    char *s = exchange(&x, (int)sizeof x, 0);                  \
    T acc = init, v;                                           \
    for (int i = 0; i < P; i++) {                              \
      memcpy(&v, s + (size_t)i * sizeof v, sizeof v);          \
      acc = i == 0 ? v : (op);                                 \
    }                                                          \
    bspcost_rt_flops += P - 1;                                 \
    scratch_close(s);                                          \
    return acc;                                                \
  }                                                            \
  WEAK T name##_prefix(T x) {                                  \
    int me = bsp_pid();                                        \
    char *s = exchange(&x, (int)sizeof x, 1);                  \
    T acc = init, v;                                           \
    for (int i = 0; i <= me; i++) {                            \
      memcpy(&v, s + (size_t)i * sizeof v, sizeof v);          \
      acc = i == 0 ? v : (op);                                 \
    }                                                          \
    bspcost_rt_flops += me;                                    \
    scratch_close(s);                                          \
    return acc;                                                \
  }

FOLD(bsp_sumI, int, 0, acc + v)
FOLD(bsp_sumR, float, 0, acc + v)
FOLD(bsp_sumD, double, 0, acc + v)
FOLD(bsp_productI, int, 1, acc *v)
FOLD(bsp_productR, float, 1, acc *v)
FOLD(bsp_productD, double, 1, acc *v)
FOLD(bsp_minI, int, 0, v < acc ? v : acc)
FOLD(bsp_minR, float, 0, v < acc ? v : acc)
FOLD(bsp_minD, double, 0, v < acc ? v : acc)
FOLD(bsp_maxI, int, 0, v > acc ? v : acc)
FOLD(bsp_maxR, float, 0, v > acc ? v : acc)
FOLD(bsp_maxD, double, 0, v > acc ? v : acc)

static int all_of(int x, int any) {
  int P = bsp_nprocs();
  char *s = exchange(&x, (int)sizeof x, 0);
  int acc = !any, v;
  for (int i = 0; i < P; i++) {
    memcpy(&v, s + (size_t)i * sizeof v, sizeof v);
    acc = any ? acc || v : acc && v;
  }
  bspcost_rt_flops += P - 1;
  scratch_close(s);
  return acc;
}

WEAK int bsp_all(int x) { return all_of(x, 0); }
WEAK int bsp_any(int x) { return all_of(x, 1); }

/* bsp_constantI: whether x is the same on every process. */
WEAK int bsp_constantI(int x) {
  int P = bsp_nprocs();
  char *s = exchange(&x, (int)sizeof x, 0);
  int same = 1, v;
  for (int i = 0; i < P; i++) {
    memcpy(&v, s + (size_t)i * sizeof v, sizeof v);
    same = same && v == x;
  }
  bspcost_rt_flops += P - 1;
  scratch_close(s);
  return same;
}

/* bsp_fold(op, src, dst, nbytes): dst = src of process 0 op ... op src of
 * process P - 1, op(result, left, right, &nbytes) combining two values
 * (the toolset's convention), on every process. */
WEAK void bsp_fold(void (*op)(void *, void *, void *, int *), void *src, void *dst, int nbytes) {
  int P = bsp_nprocs();
  if (nbytes <= 0)
    return;
  char *s = exchange(src, nbytes, 0);
  char *acc = lib_alloc((size_t)nbytes), *res = lib_alloc((size_t)nbytes);
  memcpy(acc, s, (size_t)nbytes);
  for (int i = 1; i < P; i++) {
    int n = nbytes;
    op(res, acc, s + (size_t)i * nbytes, &n);
    memcpy(acc, res, (size_t)nbytes);
  }
  memcpy(dst, acc, (size_t)nbytes);
  free(acc);
  free(res);
  scratch_close(s);
}

WEAK void bsp_fold_cpp(void (*op)(void *, void *, void *, int *), void *src, void *dst, int nbytes, int line, char *file) {
  (void)line;
  (void)file;
  bsp_fold(op, src, dst, nbytes);
}
