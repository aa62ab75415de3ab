#!/usr/bin/env bash
# batchscale.sh: whole-process figures of bspcost batch over generated
# programs, for docs/benchmarks.md ("batch: workers, limits, shards"):
# for each -j given, the wall time, the CPU time (user+sys of the batch and
# its workers), the largest resident memory of one process (a worker:
# GNU time's %M is the largest over the waited-for processes), the rows
# and their statuses; then the median wall time of each -j and its
# speed-up over the first. With -r R, the -j values are run R times,
# interleaved (1 2 1 2 ...), so that a change of the machine's load
# falls on both alike.
#
#   scripts/batchscale.sh [-n N] [-seed0 S] [-j "1 2"] [-r R] [-- BATCH FLAGS...]
#
# The programs are scripts/gendump's (the same flags, the same files);
# every run is without the cache (--no-cache), so every file is analysed.
set -euo pipefail
cd "$(dirname "$0")/.."
n=100
seed0=0
jobs="1 2"
reps=1
while [ $# -gt 0 ]; do
  case "$1" in
    -n) n=$2; shift 2 ;;
    -seed0) seed0=$2; shift 2 ;;
    -j) jobs=$2; shift 2 ;;
    -r) reps=$2; shift 2 ;;
    --) shift; break ;;
    *) echo "usage: scripts/batchscale.sh [-n N] [-seed0 S] [-j \"1 2\"] [-r R] [-- BATCH FLAGS...]" >&2; exit 2 ;;
  esac
done
if [ ! -x /usr/bin/time ]; then
  echo "batchscale.sh: needs GNU time (/usr/bin/time)" >&2
  exit 2
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/bspcost" ./cmd/bspcost
go run ./scripts/gendump -n "$n" -seed0 "$seed0" "$work/gen" >/dev/null
echo "$n generated programs (scripts/gendump -n $n -seed0 $seed0), $(nproc) processors, load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
for r in $(seq "$reps"); do
  for j in $jobs; do
    set +e
    /usr/bin/time -o "$work/time" -f "%e %U %S %M" "$work/bspcost" batch --no-cache --format csv -j "$j" "$@" "$work/gen" >"$work/rows.csv" 2>"$work/stderr"
    code=$?
    set -e
    # (GNU time writes "Command exited with non-zero status" first.)
    read -r wall user sys maxkb < <(tail -1 "$work/time")
    rows=$(($(wc -l <"$work/rows.csv") - 1))
    summary=$(grep -E '^[0-9]+ files?:' "$work/stderr" | tail -1)
    cpu=$(echo "$user + $sys" | bc)
    printf -- '-j %s: exit %d, %d rows, wall %.1f s, CPU %.1f s, largest process %d MiB, load %s; %s\n' "$j" "$code" "$rows" "$wall" "$cpu" $((maxkb / 1024)) "$(cut -d' ' -f1 /proc/loadavg)" "$summary"
    echo "$wall" >>"$work/wall-$j"
  done
done
median() { sort -n "$1" | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
base=$(median "$work/wall-${jobs%% *}")
for j in $jobs; do
  m=$(median "$work/wall-$j")
  printf -- '-j %s: median wall %.1f s over %d runs, speed-up over -j %s: %.2fx\n' "$j" "$m" "$reps" "${jobs%% *}" "$(echo "$base / $m" | bc -l)"
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
