#!/bin/sh
# Differential test of bspcost/polyhedra against isl (issue 15).
# Installs Debian's libisl-dev when it is missing (needs root or sudo),
# builds scripts/isl/harness.c with gcc, and runs the Go driver, which
# prints agreement and timing tables (markdown) for docs/benchmarks.md.
#
#   scripts/isl/run.sh [islcheck flags]     e.g. scripts/isl/run.sh -n 600 -seed 2
#
# The timing tables of docs/benchmarks.md come from
#   scripts/isl/run.sh -n 150 -seed 2 -threadclock -freshparse
# (each of our operations timed on its own thread right after a parse of
# its input, as harness.c times isl's; see islcheck's flags).
#
# Not part of CI: it needs gcc and libisl and takes minutes.
set -eu
cd "$(dirname "$0")/../.."
if ! [ -f /usr/include/isl/set.h ]; then
	SUDO=""
	[ "$(id -u)" = 0 ] || SUDO=sudo
	$SUDO apt-get update
	$SUDO apt-get install -y libisl-dev
fi
command -v gcc >/dev/null || { echo "run.sh: gcc is needed" >&2; exit 2; }
out="${TMPDIR:-/tmp}/islharness"
gcc -O2 -Wall -o "$out" scripts/isl/harness.c -lisl
exec go run ./scripts/isl/islcheck -harness "$out" "$@"
