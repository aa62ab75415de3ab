#!/usr/bin/env bash
# Compares `bspcost solve` with the reference bounds of the shared
# cost-relation suite (reference.tsv) and the best known degrees of its
# .koat problems, and measures whole-process time per file.
#
#   scripts/compare.sh [SUITE]      (default ../shared/cost-relations)
#
# Prints: the whole-process time per .ces file (median, 90th percentile,
# max, how many over 1 s; wall and CPU), then the table of scripts/compare (found /
# equal / tighter / looser / missing, per-file notes, .koat degrees).
set -euo pipefail
cd "$(dirname "$0")/.."
suite=${1:-../shared/cost-relations}
bin=$(mktemp -d)/bspcost
trap 'rm -rf "$(dirname "$bin")"' EXIT
CGO_ENABLED=0 go build -o "$bin" ./cmd/bspcost # static: no cgo start-up in the timed processes
# Whole-process time per .ces file: scripts/runmed runs each file's
# `solve --no-cache` 3 times (microsecond resolution: /usr/bin/time's
# 10 ms steps made the median of ~15 ms processes meaningless) and prints
# the median, 90th percentile and max over the files of the per-file
# medians, wall and CPU (user+sys), with the load average.
list=$(mktemp)
trap 'rm -rf "$(dirname "$bin")" "$list"' EXIT
awk -F'\t' -v s="$suite" 'NR > 1 {print s "/" $1}' "$suite/reference.tsv" > "$list"
go build -o "$(dirname "$bin")/runmed" ./scripts/runmed
"$(dirname "$bin")/runmed" -n 3 -args "$list" -label "bspcost solve --no-cache, whole process" -- "$bin" solve --no-cache {}
go run ./scripts/compare -suite "$suite"
