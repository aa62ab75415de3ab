#!/usr/bin/env bash
# Writes a binary's answers, for comparing two builds (a change meant to
# keep answers must leave them byte-identical but at time limits):
#
#   scripts/answers.sh BIN OUTDIR      then   diff -r OLDOUT OUTDIR
#
# OUTDIR/check.txt: `check --json --supersteps --no-cache` of the textbook,
# aligned, nondet and 247 generated programs (scripts/gendump); OUTDIR/solve.txt:
# `solve --no-cache` of every .ces/.koat file of ../shared/cost-relations
# (skipped when absent). Lines that only report a time limit differ between
# runs under load: rerun those files with a larger --timeout on both binaries.
set -euo pipefail
bin=$(realpath "$1"); out=$2
cd "$(dirname "$0")/.."
mkdir -p "$out"
gendir="$out/gen"
go run ./scripts/gendump -n 247 "$gendir"
{
  for f in benchmarks/textbook/*.bsp align/testdata/aligned/*.bsp nondet/testdata/*.bsp "$gendir"/*.bsp; do
    echo "== $f"
    "$bin" check --json --supersteps --no-cache "$f" 2>&1 | sed -E 's/"(time|elapsed)[a-z_]*":[^,}]*/"\1":_/g' || true
  done
} > "$out/check.txt"
suite=../shared/cost-relations
if [ -d "$suite" ]; then
  find "$suite" -name '*.ces' -o -name '*.koat' | sort | while read -r f; do
    echo "== $f"
    "$bin" solve --no-cache "$f" 2>&1 || true
  done > "$out/solve.txt"
fi
