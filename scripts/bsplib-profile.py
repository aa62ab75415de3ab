#!/usr/bin/env python3
"""Profile every bounded program of ../shared/bsplib-c with the counting
runtime (`bspcost profile --json`) at several p, as its manifest says (the
file and its helper files, -I for its include folders and stubs/, --entry).
The programs that read input get it from scripts/bsplib_inputs.py: per row
and p, one run per input point, with its standard input, its program
arguments, the files it names (generated into a temporary folder) and the
values of the bound's parameters there (--at); the other rows run with no
arguments and empty standard input. The outcomes:

  ok         the run ended and every measured value is within the bound
  above      a measured value is above the bound (exit 1): a soundness bug
             of bspcost or a false contract
  stopped    the run stopped with the program's own error (a registration
             error, an abort, a nonzero exit status, reading input it was
             not given): nothing to compare past it
  no values  the bound has parameters the run does not give (input data)
  no bound   the analysis found no bound within check's time limit (load)
  other      the program could not be built or run against the runtime (a
             library function the runtime does not implement)

Then, per row, the largest and smallest ratio bound / measured of W, H and
S over its compared runs (1 = exact; "-" where the measured value is 0).

The analyses (check's, and profile's of the bound) have --analysis-timeout
(default 5s, check's default; a loaded machine may need more).

  scripts/bsplib-profile.py BSPCOST [SHARED] [--p 1,2,3,4] [--group G] [--id ID,...] [--analysis-timeout D] [--json OUT]
"""
import collections, json, shlex, subprocess, sys, tempfile
from fractions import Fraction
import bsplib_manifest, bsplib_inputs

def opt(argv, name, default):
    if name in argv:
        i = argv.index(name); v = argv[i + 1]; del argv[i:i + 2]
        return v
    return default

def outcome(code, rep):
    """The outcome of one run from bspcost profile --json's exit code and
    object (None: no object printed)."""
    if rep is None:
        return "other"
    if rep.get("above"):
        return "above"
    if rep.get("within_bound"):
        return "ok"
    nb = rep.get("no_bound", "")
    if code == 1:
        return "stopped"  # exit 1 without a value above: the program misbehaved
    if rep.get("error"):
        return "other"  # not built (a library function the runtime lacks), a limit
    if "no value for parameter" in nb:
        return "no values"
    if nb:
        return "no bound"
    return "other"

def ratio(bound, measured):
    """bound / measured (None where measured is 0 or the bound is absent)."""
    if bound is None or not measured:
        return None
    return Fraction(str(bound)) / measured

def main():
    argv = sys.argv[1:]
    ps = opt(argv, "--p", "1,2,3,4")
    group = opt(argv, "--group", None)
    ids = opt(argv, "--id", None)
    out = opt(argv, "--json", None)
    atime = opt(argv, "--analysis-timeout", "5s")
    if not argv:
        sys.exit(__doc__)
    binary = argv[0]
    corpus, rows = bsplib_manifest.load(argv[1] if len(argv) > 1 else None, "bsplib-profile.py")
    results, limited = [], []
    tmp = tempfile.TemporaryDirectory(prefix="bsplib-profile-")
    for r in rows:
        if group and r["group"] != group or ids and r["id"] not in ids.split(","):
            continue
        prog = bsplib_manifest.program(corpus, r)
        for attempt in range(3):  # the 5 s limit of a loaded machine: try again
            chk = subprocess.run([binary, "check", "--no-cache", "--timeout", atime] + prog, capture_output=True, text=True, timeout=120)
            if chk.returncode != 4:
                break
        # A row with inputs is run even where a resource has no bound (exit
        # 3, 4): profile compares the supersteps that have one.
        if chk.returncode != 0 and not (r["id"] in bsplib_inputs.ROWS and chk.returncode in (3, 4)):
            if chk.returncode == 4 and r["group"] in ("algorithm", "kernel"):
                limited.append(r["id"])
            continue
        for p in ps.split(","):
            points = bsplib_inputs.runs(r, int(p), tmp.name) or [bsplib_inputs.Run("")]
            for pt in points:
                cmd = [binary, "profile", "--json", "-p", p, "--timeout", "20s", "--analysis-timeout", atime]
                for k, v in sorted(pt.at.items()):
                    cmd += ["--at", f"{k}={v}"]
                cmd += prog + pt.files
                if pt.args:
                    cmd += ["--"] + pt.args
                for attempt in range(2):  # the analysis' limit under load: once more
                    rep = None
                    try:
                        run = subprocess.run(cmd, capture_output=True, text=True, timeout=120, input=pt.stdin)
                        code, text = run.returncode, run.stderr
                        try:
                            rep = json.loads(run.stdout)
                        except ValueError:
                            pass
                    except subprocess.TimeoutExpired:
                        code, text = -1, "timeout"
                    kind = outcome(code, rep)
                    if kind != "no bound" or chk.returncode != 0:
                        break
                x = {"id": r["id"], "group": r["group"], "p": int(p), "input": pt.label, "exit": code, "outcome": kind,
                     "command": ("printf %s | " % shlex.quote(pt.stdin) if pt.stdin else "") + shlex.join(cmd),
                     "output": text[-2000:]}
                if rep is not None:
                    for k in ("W", "H", "S", "bound", "at", "above", "no_bound", "error"):
                        if k in rep:
                            x[k] = rep[k]
                results.append(x)
                print(f"{r['id']} p={p} {pt.label}: {kind} W={x.get('W')} H={x.get('H')} S={x.get('S')} at {x.get('at')}", file=sys.stderr, flush=True)
    by = collections.defaultdict(collections.Counter)
    progs = collections.defaultdict(set)
    for x in results:
        by[x["group"]][x["outcome"]] += 1
        progs[x["group"]].add(x["id"])
    cols = ["ok", "above", "stopped", "no values", "no bound", "other"]
    print(f"| group | programs | runs (p = {ps}) | " + " | ".join(cols) + " |")
    print("|---|---:|---:|" + "---:|" * len(cols))
    for g in sorted(by):
        c = by[g]
        print(f"| {g} | {len(progs[g])} | {sum(c.values())} | " + " | ".join(str(c[k]) for k in cols) + " |")
    # Per row with input or a comparison: its outcomes and the ratios.
    print("\n| row | runs | outcomes | W bound/measured | H bound/measured | S bound/measured |")
    print("|---|---:|---|---|---|---|")
    byrow = collections.OrderedDict()
    for x in results:
        byrow.setdefault(x["id"], []).append(x)
    for rid, xs in byrow.items():
        if not (rid in bsplib_inputs.ROWS or any(x["group"] in ("algorithm", "kernel") for x in xs)):
            continue
        oc = collections.Counter(x["outcome"] for x in xs)
        cells = []
        for res in ("W", "H", "S"):
            rs = [ratio(x.get("at", {}).get(res), x.get(res)) for x in xs if x["outcome"] in ("ok", "above")]
            rs = [q for q in rs if q is not None]
            cells.append(f"{float(min(rs)):.3g} .. {float(max(rs)):.3g}" if rs else "-")
        print(f"| {rid} | {len(xs)} | " + ", ".join(f"{k} {v}" for k, v in sorted(oc.items())) + " | " + " | ".join(cells) + " |")
    if limited:
        print("\nnot profiled, check reached its time limit (3 tries): " + ", ".join(limited))
    for x in results:
        if x["outcome"] == "above" or x["outcome"] == "other" and "undefined reference to `bs" not in x["output"]:
            print(f"\n{x['id']} p={x['p']} {x['input']} {x['outcome']} (exit {x['exit']}): {x['command']}\n"
                  f"  measured W={x.get('W')} H={x.get('H')} S={x.get('S')}; at {x.get('at')}; above: {x.get('above')}\n{x['output'][-600:]}")
    if out:
        json.dump(results, open(out, "w"), indent=1)

main()
