#!/usr/bin/env python3
"""cachemiss.py BIN PROG.bsp CACHE.db: the median wall time of `BIN check` on
PROG with a new comment each run (a cache miss that stores, in CACHE.db),
and of `BIN check --no-cache` on the same inputs; 31 runs each, two rounds.
(docs/benchmarks.md, "Result cache".)"""
import os, random, statistics, subprocess, sys, tempfile, time

bin_, prog, cache = sys.argv[1:4]
src = open(prog).read()
tmp = os.path.join(tempfile.mkdtemp(), "prog.bsp")
os.environ["BSPCOST_CACHE"] = cache


def median_ms(use_cache):
    ts = []
    for i in range(31):
        with open(tmp, "w") as f:
            f.write(src + "// run %d %d\n" % (i, random.getrandbits(48)))
        args = [bin_, "check"] + ([] if use_cache else ["--no-cache"]) + [tmp]
        t = time.perf_counter()
        subprocess.run(args, stdout=subprocess.DEVNULL)
        ts.append(time.perf_counter() - t)
    return statistics.median(ts) * 1000


for _ in range(2):
    print("miss+store %.2f ms, --no-cache %.2f ms" % (median_ms(True), median_ms(False)))
