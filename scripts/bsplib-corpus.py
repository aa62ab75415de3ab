#!/usr/bin/env python3
"""Run `bspcost check` on every program of ../shared/bsplib-c as its
manifest says (the file and its helper files on one command line, -I for the
include and library include folders and stubs/, --entry), and print the
outcome per group: bounded (exit 0), unaligned (1, an alignment error),
registration (1, a registration error: rule RegistrationSafety), refused (2),
no bound (3), limit (4), and the time of each run (clang included).

  scripts/bsplib-corpus.py BSPCOST [SHARED] [--json OUT] [--times]

--times also prints every program's outcome and time, a line each.
"""
import collections, json, subprocess, sys, time
import bsplib_manifest

def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--json") and a != "--times"]
    out = None
    if "--json" in sys.argv:
        out = sys.argv[sys.argv.index("--json") + 1]
        args = [a for a in args if a != out]
    if not args:
        sys.exit(__doc__)
    binary = args[0]
    corpus, rows = bsplib_manifest.load(args[1] if len(args) > 1 else None, "bsplib-corpus.py")
    results = []
    for r in rows:
        cmd = [binary, "check", "--no-cache"] + bsplib_manifest.program(corpus, r)
        t = time.time()
        try:
            p = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
            code, text = p.returncode, p.stdout + p.stderr
        except subprocess.TimeoutExpired:
            code, text = -1, "timeout"
        results.append({"id": r["id"], "group": r["group"], "unaligned": r.get("unaligned", False),
                        "exit": code, "seconds": round(time.time() - t, 3), "output": text})
    names = {0: "bounded", 1: "unaligned", 2: "refused", 3: "no bound", 4: "limit", 5: "internal", -1: "hang"}
    def outcome(x):
        if x["exit"] == 1 and "not textually aligned" not in x["output"]:
            return "registration"
        return names.get(x["exit"], str(x["exit"]))
    by = collections.defaultdict(collections.Counter)
    for x in results:
        by[x["group"]][outcome(x)] += 1
    cols = ["bounded", "unaligned", "registration", "refused", "no bound", "limit", "internal", "hang"]
    print("| group | rows | " + " | ".join(cols) + " |")
    print("|---|---:|" + "---:|" * len(cols))
    for g in sorted(by):
        c = by[g]
        print(f"| {g} | {sum(c.values())} | " + " | ".join(str(c[k]) for k in cols) + " |")
    ts = sorted(x["seconds"] for x in results)
    print(f"\ncheck time per program (clang included): median {ts[len(ts)//2]:.2f} s, max {ts[-1]:.2f} s")
    if "--times" in sys.argv:
        print("\n| program | group | outcome | seconds |\n|---|---|---|---:|")
        for x in results:
            print(f"| {x['id']} | {x['group']} | {outcome(x)} | {x['seconds']:.2f} |")
    if out:
        json.dump(results, open(out, "w"), indent=1)

main()
