#!/usr/bin/env bash
# Whole-process time of bspcost (issue 12: check of a textbook program;
# issue 11: solve per .ces file): median wall and CPU (user+sys) of N runs
# with scripts/runmed, for the default build of this tree (`go build`, what
# the README gives a user) and, optionally, other binaries to compare,
# measured alternately so that they share the machine's load.
#
#   scripts/startup.sh [-n N] [BINARY...]
#
# Rows: `bspcost help` (start-up alone), `check --no-cache` of each
# textbook program (start-up and analysis), `check` answered from a warm
# result cache (a hit; each binary its own temporary cache), and `solve
# --no-cache` per .ces file of ../shared/cost-relations (median over the
# files of each file's median of 3 runs; skipped when the suite is absent).
set -euo pipefail
cd "$(dirname "$0")/.."
n=41
if [ "${1:-}" = -n ]; then n=$2; shift 2; fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/bspcost" ./cmd/bspcost
go build -o "$tmp/runmed" ./scripts/runmed
bins=("$tmp/bspcost" "$@")
run() { "$tmp/runmed" -n "$n" -label "$1" -- "${@:2}"; }
echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores; $(date -u '+%Y-%m-%d %H:%M UTC')"
for b in "${bins[@]}"; do echo "binary $b: $(file -b "$b" | grep -o "statically linked\|dynamically linked")"; done
for b in "${bins[@]}"; do run "$(basename "$b") help" "$b" help; done
for f in benchmarks/textbook/*.bsp; do
  for b in "${bins[@]}"; do run "$(basename "$b") check --no-cache $(basename "$f")" "$b" check --no-cache "$f"; done
done
for f in benchmarks/textbook/*.bsp; do
  for b in "${bins[@]}"; do
    db="$tmp/$(basename "$b").db"
    "$b" check --cache "$db" "$f" >/dev/null # the miss that stores
    run "$(basename "$b") check (cache hit) $(basename "$f")" "$b" check --cache "$db" "$f"
  done
done
suite=../shared/cost-relations
if [ -f "$suite/reference.tsv" ]; then
  awk -F'\t' -v s="$suite" 'NR > 1 && $1 ~ /\.ces$/ {print s "/" $1}' "$suite/reference.tsv" > "$tmp/ces"
  for b in "${bins[@]}"; do
    "$tmp/runmed" -n 3 -args "$tmp/ces" -label "$(basename "$b") solve --no-cache per .ces file" -- "$b" solve --no-cache {}
  done
fi
