#!/usr/bin/env bash
# Compares `bspcost solve` with the reference bounds of the shared
# cost-relation suite (reference.tsv) and the best known degrees of its
# .koat problems, and measures whole-process time per file.
#
#   scripts/compare.sh [SUITE]      (default ../shared/cost-relations)
#
# Prints: the whole-process time per .ces file (median, 90th percentile,
# max, how many over 1 s), then the table of scripts/compare (found /
# equal / tighter / looser / missing, per-file notes, .koat degrees).
set -euo pipefail
cd "$(dirname "$0")/.."
suite=${1:-../shared/cost-relations}
bin=$(mktemp -d)/bspcost
trap 'rm -rf "$(dirname "$bin")"' EXIT
CGO_ENABLED=0 go build -o "$bin" ./cmd/bspcost
times=()
while IFS=$'\t' read -r path _; do
  [ "$path" = path ] && continue
  s=$(date +%s%N)
  "$bin" solve "$suite/$path" >/dev/null 2>&1 || true
  times+=($(( ($(date +%s%N) - s) / 1000000 )))
done < "$suite/reference.tsv"
printf '%s\n' "${times[@]}" | sort -n | awk '
  {a[NR]=$1; if ($1 > 1000) over++}
  END {printf "whole-process time per .ces file (ms): median %d, p90 %d, max %d, over 1 s: %d of %d\n",
       a[int((NR+1)/2)], a[int(NR*0.9)], a[NR], over+0, NR}'
go run ./scripts/compare -suite "$suite"
