#!/usr/bin/env bash
# install-clang.sh: make clang-14 (and llvm-link-14, which links the
# files of a program of several .c files) available for the C front end
# (frontend/llvm, `bspcost check prog.c`). Idempotent: does nothing when
# both are already on PATH. Installs the Debian packages clang-14 and
# llvm-14 with apt-get (needs root, or sudo without a password). Quiet
# unless it fails; exits non-zero with a message naming what went wrong.
#
# clang-14 is the version that matches the IR dialect understood by
# github.com/llir/llvm v0.3.6 (LLVM 14); a newer clang emits IR (opaque
# pointers, new attributes) that the parser rejects.
set -euo pipefail

if command -v clang-14 >/dev/null 2>&1 && command -v llvm-link-14 >/dev/null 2>&1; then
	exit 0
fi

fail() {
	echo "install-clang.sh: $*" >&2
	echo "install-clang.sh: the C front end needs clang-14 (Debian package clang-14); .ll inputs work without it" >&2
	exit 1
}

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
	if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
		SUDO="sudo -n"
	else
		fail "not root and no password-less sudo: cannot run apt-get install clang-14"
	fi
fi
command -v apt-get >/dev/null 2>&1 || fail "apt-get not found (not a Debian-like system); install clang-14 by hand"

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
export DEBIAN_FRONTEND=noninteractive
# The package lists may be missing or stale on a fresh machine: update only
# when the package is unknown, to keep the common path fast.
if ! apt-cache show clang-14 >/dev/null 2>&1 || ! apt-cache show llvm-14 >/dev/null 2>&1; then
	$SUDO apt-get update -qq >"$log" 2>&1 || { cat "$log" >&2; fail "apt-get update failed"; }
fi
$SUDO apt-get install -y -qq --no-install-recommends clang-14 llvm-14 >"$log" 2>&1 ||
	{ tail -n 20 "$log" >&2; fail "apt-get install clang-14 llvm-14 failed"; }
command -v clang-14 >/dev/null 2>&1 || fail "clang-14 installed but not on PATH"
command -v llvm-link-14 >/dev/null 2>&1 || fail "llvm-14 installed but llvm-link-14 not on PATH"
