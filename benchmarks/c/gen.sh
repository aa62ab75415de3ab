#!/usr/bin/env bash
# Regenerates the checked-in LLVM IR (.ll) of the C programs with clang-14,
# so that the C front end's tests run without clang:
#   benchmarks/c/gen.sh [DIR...]   (default: benchmarks/c, benchmarks/c/edupack,
#                                   the corpora of frontend/llvm/testdata and
#                                   regsafe/testdata)
# The flags are frontend/llvm's CompileFlags; -fdebug-prefix-map keeps the
# machine's directory out of the debug information.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
command -v clang-14 >/dev/null || { echo "gen.sh: clang-14 missing: run scripts/install-clang.sh" >&2; exit 1; }
dirs=("$@")
[ ${#dirs[@]} -gt 0 ] || dirs=("$root/benchmarks/c" "$root/benchmarks/c/edupack" "$root/benchmarks/c/edupack/slow" "$root"/frontend/llvm/testdata/*/ "$root/regsafe/testdata/")
for d in "${dirs[@]}"; do
  case "$d" in */native/ | */multi/) continue ;; esac # compiled by TestNative, TestContractPositionInOtherFile
  (
    cd "$d"
    for c in *.c; do
      [ -e "$c" ] || continue
      clang-14 -O0 -g -S -emit-llvm -w -fno-discard-value-names \
        -idirafter "$root/frontend/llvm/include" -fdebug-prefix-map="$PWD"=. \
        -o "${c%.c}.ll" "$c"
    done
  )
done
