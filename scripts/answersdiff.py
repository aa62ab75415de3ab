#!/usr/bin/env python3
"""answersdiff.py OLD/check.txt NEW/check.txt: compares two check.txt files
of scripts/answers.sh resource by resource, so that a change's real answer
changes stand apart from time limits hit under load.

For every file and each of W, H and S (the top-level bound, then each
superstep section's), a difference is one of:
  limit    one side reports a time or work limit somewhere in the file
           (rerun both binaries on it with a larger --timeout before
           reading anything into it)
  gained   NEW has a bound where OLD had none (no limit on either side)
  lost     OLD had a bound, NEW has none (no limit on either side)
  changed  both have a bound and they differ (as text: read them)
  reason   neither has a bound and the reasons differ
A file whose line differs but none of whose resources does is counted as
"other" (diagnostics, assumptions, summary). The generated programs' paths
are normalised (each OUTDIR has its own gen/ directory).

Prints one line per difference, then the counts, and the files to rerun.
"""
import json
import re
import sys

LIMIT = re.compile(r"timeout|time limit|work limit|memory limit|limit \(")


def load(path):
    out, name = {}, None
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if line.startswith("== "):
            name = re.sub(r"^.*/gen/", "gen/", line[3:])
            out[name] = []
        elif name is not None:
            out[name].append(re.sub(r"[^\"]*/gen/", "gen/", line))
    return out


def parse(lines):
    for l in lines:
        try:
            d = json.loads(l)
        except ValueError:
            continue
        if isinstance(d, dict) and "file" in d:
            return d
    return None


def resources(d):
    """(place, resource) -> (bound or None, reason or None)."""
    out = {}
    if d is None:
        return out
    bound, nob = d.get("bound") or {}, d.get("no_bound") or {}
    for r in "WHS":
        out[("top", r)] = (bound.get(r), nob.get(r))
    for s in d.get("supersteps") or []:
        b, n = s.get("bound") or {}, s.get("no_bound") or {}
        for r in "WHS":
            out[(s.get("label", "?"), r)] = (b.get(r), n.get(r))
    return out


def classify(old, new):
    (ob, onr), (nb, nnr) = old, new
    if ob == nb and (ob is not None or onr == nnr):
        return None
    if LIMIT.search(onr or "") or LIMIT.search(nnr or ""):
        return "limit"
    if ob is None and nb is not None:
        return "gained"
    if ob is not None and nb is None:
        return "lost"
    if ob is not None:
        return "changed"
    return "reason"


def main():
    old, new = load(sys.argv[1]), load(sys.argv[2])
    counts, rerun = {}, set()
    for name in sorted(set(old) | set(new)):
        o, n = old.get(name), new.get(name)
        if o == n:
            continue
        if o is None or n is None:
            print(f"{name}: only in {'NEW' if o is None else 'OLD'}")
            counts["missing"] = counts.get("missing", 0) + 1
            continue
        ro, rn = resources(parse(o)), resources(parse(n))
        # The sections and resources of one file share the time and the
        # work budgets: a limit anywhere in it may explain any difference.
        limited = any(LIMIT.search(why or "") for res in (ro, rn) for _, why in res.values())
        found = False
        for key in sorted(set(ro) | set(rn), key=lambda k: (k[0] != "top", k)):
            kind = classify(ro.get(key, (None, None)), rn.get(key, (None, None)))
            if kind is None:
                continue
            if limited:
                kind = "limit"
            found = True
            counts[kind] = counts.get(kind, 0) + 1
            if kind == "limit":
                rerun.add(name)
                continue
            place, r = key
            ob, onr = ro.get(key, (None, None))
            nb, nnr = rn.get(key, (None, None))
            print(f"{name} [{place}] {r} {kind}: {ob or onr!r} -> {nb or nnr!r}")
        if not found:
            counts["other"] = counts.get("other", 0) + 1
            print(f"{name}: other fields differ")
    print("counts:", ", ".join(f"{k} {v}" for k, v in sorted(counts.items())) or "none")
    if rerun:
        print("rerun with a larger --timeout:", " ".join(sorted(rerun)))


if __name__ == "__main__":
    main()
