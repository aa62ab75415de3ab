#!/usr/bin/env python3
"""Profile every bounded program of ../shared/bsplib-c with the counting
runtime (`bspcost profile`) at several p, as its manifest says (the file
and its helper files, -I for its include folders and stubs/, --entry), with
no program arguments and empty standard input, and count the outcomes:

  ok      the run ended and every measured value is within the bound
  above   a measured value is above the bound (exit 1): a soundness bug
          of bspcost or a false contract
  stopped the run stopped with the program's own error (a registration
          error, an abort, a nonzero exit status, reading input it was not
          given): nothing to compare past it
  no values  the bound has parameters the run does not give (input data)
  other   the program could not be built or run against the runtime (a
          library function the runtime does not implement)

  scripts/bsplib-profile.py BSPCOST [SHARED] [--p 1,2,3,4] [--group G] [--json OUT]
"""
import collections, json, subprocess, sys
import bsplib_manifest

def main():
    argv = sys.argv[1:]
    ps, out, group = "1,2,3,4", None, None
    if "--p" in argv:
        i = argv.index("--p"); ps = argv[i + 1]; del argv[i:i + 2]
    if "--group" in argv:
        i = argv.index("--group"); group = argv[i + 1]; del argv[i:i + 2]
    if "--json" in argv:
        i = argv.index("--json"); out = argv[i + 1]; del argv[i:i + 2]
    if not argv:
        sys.exit(__doc__)
    binary = argv[0]
    corpus, rows = bsplib_manifest.load(argv[1] if len(argv) > 1 else None, "bsplib-profile.py")
    results = []
    for r in rows:
        if group and r["group"] != group:
            continue
        prog = bsplib_manifest.program(corpus, r)
        chk = subprocess.run([binary, "check", "--no-cache"] + prog, capture_output=True, text=True, timeout=120)
        if chk.returncode != 0:
            continue
        for p in ps.split(","):
            try:
                run = subprocess.run([binary, "profile", "-p", p, "--timeout", "20s"] + prog,
                                     capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
                code, text = run.returncode, run.stdout + run.stderr
            except subprocess.TimeoutExpired:
                code, text = -1, "timeout"
            if "above the bound" in text:
                kind = "above"
            elif "no bound to compare with" in text:
                kind = "no values"
            elif code == 1 or "(stopped" in text:
                kind = "stopped"  # exit 1 without a value above: the program misbehaved
            elif code == 0:
                kind = "ok"
            else:
                kind = "other"
            results.append({"id": r["id"], "group": r["group"], "p": int(p), "exit": code, "outcome": kind, "output": text[-2000:]})
    by = collections.defaultdict(collections.Counter)
    progs = collections.defaultdict(set)
    for x in results:
        by[x["group"]][x["outcome"]] += 1
        progs[x["group"]].add(x["id"])
    cols = ["ok", "above", "stopped", "no values", "other"]
    print(f"| group | programs | runs (p = {ps}) | " + " | ".join(cols) + " |")
    print("|---|---:|---:|" + "---:|" * len(cols))
    for g in sorted(by):
        c = by[g]
        print(f"| {g} | {len(progs[g])} | {sum(c.values())} | " + " | ".join(str(c[k]) for k in cols) + " |")
    for x in results:
        if x["outcome"] == "above" or x["outcome"] == "other" and "undefined reference to `bs" not in x["output"]:
            print(f"\n{x['id']} p={x['p']} {x['outcome']} (exit {x['exit']}):\n{x['output']}")
    if out:
        json.dump(results, open(out, "w"), indent=1)

main()
