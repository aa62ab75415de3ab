"""The inputs of the corpus programs that read input (../shared/bsplib-c),
for scripts/bsplib-profile.py: per manifest row, the runs to make at p
processes, each with its standard input, its program arguments, the files
it reads (written by the generators below into a temporary folder) and the
values of the bound's parameters at that run (bspcost profile --at).

A row not in ROWS runs with no input, as before. The inputs are made here,
never copied from the corpus: the BSPedupack SpMV files are written by
mondriaan_matrix and vector_distribution in the formats bspmv_test.c
reads (bspinput2triple, bspinputvec).
"""
import os, random

DRIVERS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "bsplib-drivers")

class Run:
    """One run of a row: stdin text, program arguments, the bound's
    parameters (name -> value), a label for the report, and C files to add
    to the row's (a caller with main for a kernel, from bsplib-drivers/)."""
    def __init__(self, label, stdin="", args=(), at=None, files=()):
        self.label, self.stdin, self.args, self.at = label, stdin, list(args), dict(at or {})
        self.files = list(files)

def mondriaan_matrix(path, n, nz, p, seed):
    """Writes a square n x n sparse matrix with nz nonzeros (distinct
    positions) distributed over p processes, in the distributed Matrix
    Market format without banner that bspinput2triple reads:
      m n nz p / Pstart[0..p] / nz lines "i j value" (1-based, grouped by
    process). Returns the largest number of nonzeros of a process."""
    rnd = random.Random(seed)
    cells = rnd.sample(range(n * n), min(nz, n * n))
    owner = [rnd.randrange(p) for _ in cells]
    parts = [[c for c, q in zip(cells, owner) if q == s] for s in range(p)]
    start = [0]
    for part in parts:
        start.append(start[-1] + len(part))
    with open(path, "w") as f:
        f.write(f"{n} {n} {len(cells)} {p}\n")
        for s in start:
            f.write(f"{s}\n")
        for part in parts:
            for c in part:
                f.write(f"{c // n + 1} {c % n + 1} {rnd.uniform(-1, 1):.6f}\n")
    return max(len(part) for part in parts)

def vector_distribution(path, n, p, seed):
    """Writes the distribution of a vector of length n over p processes in
    the format bspinputvec reads ("n p", then "i proc" for i = 1..n,
    1-based). Returns the largest number of components of a process."""
    rnd = random.Random(seed)
    owner = [rnd.randrange(p) for _ in range(n)]
    with open(path, "w") as f:
        f.write(f"{n} {p}\n")
        for i, q in enumerate(owner):
            f.write(f"{i + 1} {q + 1}\n")
    return max(owner.count(q) for q in range(p))

def spmv(p, tmp, dialect):
    """BSPedupack SpMV: the matrix and the v and u distributions as files,
    their names on stdin (after P in the Oxford dialect). The bound's
    parameters: nA, n, n_2 the sizes process 0 broadcasts; nz_max, nv_max,
    nv_max_2 the most nonzeros, v and u components of a process; ia_len
    the most elements of ia (nz + 1, bspinput2triple)."""
    runs = []
    for n, nz, seed in [(12, 40, 2)]:
        base = os.path.join(tmp, f"mv-p{p}-n{n}")
        nzmax = mondriaan_matrix(base + ".mtx", n, nz, p, seed)
        nv = vector_distribution(base + ".v", n, p, seed + 100)
        nu = vector_distribution(base + ".u", n, p, seed + 200)
        stdin = f"{base}.mtx\n{base}.v\n{base}.u\n"
        at = {"nA": n, "n": n, "n_2": n, "nz_max": nzmax, "nv_max": nv, "nv_max_2": nu, "ia_len": nzmax + 1}
        if dialect == "oxford":
            stdin = f"{p}\n" + stdin
            at["P"] = p
        runs.append(Run(f"n={n} nz={nz}", stdin, at=at))
    return runs

def lu_grids(p):
    """The M x N process grids of p processes (M * N = p)."""
    return [(m, p // m) for m in range(1, p + 1) if p % m == 0]

def square_grid(p):
    """The M x N grid of p processes closest to a square."""
    return min(lu_grids(p), key=lambda g: abs(g[0] - g[1]))

def fft_lengths(p):
    """Lengths n >= 2p that are a power of two times p (bspfft's
    distribution wants p | n; BSPedupack's FFT assumes powers of two)."""
    return [8 * p]

ROWS = {
    "ed1-inprod": lambda p, tmp: [Run(f"n={n}", f"{p}\n{n}\n", at={"P": p, "n": n}) for n in (7, 100)],
    "pk-inprod": lambda p, tmp: [Run(f"n={n}", f"{n}\n", at={"n": n}) for n in (7, 100)],
    "ed1-bench": lambda p, tmp: [Run("", f"{p}\n", at={"P": p})],
    "ed1-lu": lambda p, tmp: [Run(f"M={m} N={q} n={n}", f"{m}\n{q}\n{n}\n", at={"M": m, "N": q, "n": n})
                              for m, q in [square_grid(p)] for n in (6,)],
    "pk-lu": lambda p, tmp: [Run(f"M={m} N={q} n={n}", args=[str(m), str(q), str(n)], at={"M": m, "N": q, "matrix_size": n})
                             for m, q in [square_grid(p)] for n in (6,)],
    "ed1-fft": lambda p, tmp: [Run(f"n={n}", f"{p}\n{n}\n", at={"P": p, "n": n}) for n in fft_lengths(p)],
    "pk-fft": lambda p, tmp: [Run(f"n={n}", f"{n}\n", at={"n": n}) for n in fft_lengths(p)],
    "ed1-mv": lambda p, tmp: spmv(p, tmp, "oxford"),
    "pk-mv": lambda p, tmp: spmv(p, tmp, "bsponmpi"),
    # The kernel bsplu with a caller (bsplu_main.c): its bound is in the
    # grid coordinates s and t of the process, given as the caller's
    # process 0 has them (s = t = 0; the bound is in s and t as if they
    # were the same on every process).
    "ed1-k-lu": lambda p, tmp: [Run(f"M={m} N={q} n={n}", f"{m} {q} {n}\n", at={"M": m, "N": q, "n": n, "s": 0, "t": 0},
                                    files=[os.path.join(DRIVERS, "bsplu_main.c")]) for m, q in [square_grid(p)] for n in (6,)],
    "ox-sum": lambda p, tmp: [Run("", args=["-p", str(p)], at={"nprocs_": p})],
    "ox-reverse": lambda p, tmp: [Run("", args=["-p", str(p)], at={"nprocs_": p})],
    "ox-array-get": lambda p, tmp: [Run(f"N={n}", args=["-p", str(p), "-n", str(n)], at={"nprocs_": p, "N": n}) for n in (4 * p,)],
    "ox-array-put": lambda p, tmp: [Run(f"N={n}", args=["-p", str(p), "-n", str(n)], at={"nprocs_": p, "N": n}) for n in (4 * p,)],
    "ox-sparse": lambda p, tmp: [Run(f"size={n}", args=["-p", str(p), "-n", str(n)], at={"nprocs_": p, "size": n}) for n in (5,)],
}

def runs(row, p, tmp):
    """The runs of a manifest row at p processes (files written under
    tmp); None for a row without inputs here."""
    f = ROWS.get(row["id"])
    return f(p, tmp) if f else None
