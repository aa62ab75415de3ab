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
tf=$(mktemp)
while IFS=$'\t' read -r path _; do
  [ "$path" = path ] && continue
  # wall and CPU (user+sys) seconds of the whole process
  /usr/bin/time -f '%e %U %S' -a -o "$tf" "$bin" solve --no-cache "$suite/$path" >/dev/null 2>&1 || true
done < "$suite/reference.tsv"
grep -E '^[0-9.]+ [0-9.]+ [0-9.]+$' "$tf" > "$tf.t" && mv "$tf.t" "$tf" # drop "exited with status" lines
summary() { # column label
  awk -v c="$1" '{print $c}' "$tf" | sort -n | awk -v label="$2" '
    {a[NR]=$1*1000; if ($1 > 1) over++}
    END {printf "%s per .ces file (ms): median %d, p90 %d, max %d, over 1 s: %d of %d\n",
         label, a[int((NR+1)/2)], a[int(NR*0.9)], a[NR], over+0, NR}'
}
summary 1 "whole-process wall time"
awk '{print $2+$3}' "$tf" > "$tf.cpu" && mv "$tf.cpu" "$tf.c" && awk '{print $1, $1}' "$tf.c" > "$tf" && summary 1 "whole-process CPU time (user+sys)"
rm -f "$tf" "$tf.c"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
go run ./scripts/compare -suite "$suite"
