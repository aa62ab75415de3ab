#!/usr/bin/env bash
# Writes a binary's answers, for comparing two builds (a change meant to
# keep answers must leave them byte-identical but at time limits):
#
#   scripts/answers.sh BIN OUTDIR
#   scripts/answersdiff.py OLDOUT/check.txt OUTDIR/check.txt
#   diff OLDOUT/solve.txt OUTDIR/solve.txt
#
# OUTDIR/check.txt: `check --json --supersteps --no-cache` of the textbook,
# aligned, nondet and 247 generated programs (scripts/gendump); OUTDIR/solve.txt:
# `solve --no-cache` of every .ces/.koat file of the cost-relation suites
# ($SHARED/cost-relations, SHARED defaulting to ../shared next to this
# checkout; said on stderr when absent, as from a worktree elsewhere).
# Lines that only report a time limit differ between runs under load:
# answersdiff.py lists those files; rerun them with a larger --timeout on
# both binaries.
set -euo pipefail
bin=$(realpath "$1"); out=$(realpath -m "$2")
cd "$(dirname "$0")/.."
shared=${SHARED:-../shared}
mkdir -p "$out"
gendir="$out/gen"
go run ./scripts/gendump -n 247 "$gendir"
{
  for f in benchmarks/textbook/*.bsp align/testdata/aligned/*.bsp nondet/testdata/*.bsp "$gendir"/*.bsp; do
    echo "== $f"
    "$bin" check --json --supersteps --no-cache "$f" 2>&1 | sed -E 's/"(time|elapsed)[a-z_]*":[^,}]*/"\1":_/g' || true
  done
} > "$out/check.txt"
suite=$shared/cost-relations
if [ ! -d "$suite" ]; then
  echo "answers.sh: no $suite: solve.txt not written (set SHARED)" >&2
else
  find "$suite" -name '*.ces' -o -name '*.koat' | sort | while read -r f; do
    echo "== $f"
    "$bin" solve --no-cache "$f" 2>&1 || true
  done > "$out/solve.txt"
fi
