#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs the fuzz-load target for SECONDS: `make fuzz` and the smoke run of
# `make check` call this. The seed corpus (tests/fuzz/corpus) is copied into
# a working corpus in the build dir, which keeps what earlier runs found; the
# repository is never written to. On a crash the input is left in
# BUILDDIR/artifacts/ and the status is 1.
#
#   run-fuzz.sh BUILDDIR SECONDS
#
# FUZZ_DETECT_LEAKS=0 turns off libFuzzer's leak check. Leak stacks are cut
# short at GLib (no frame pointers): rerun the input with
# ASAN_OPTIONS=fast_unwind_on_malloc=0 to see where it was allocated.
set -euo pipefail

builddir=$1
seconds=$2
srcdir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
fuzzer="$builddir/tests/fuzz/fuzz-load"
log="$builddir/fuzz-load.log"

# artifacts/ holds this run's findings only
rm -rf "$builddir/artifacts"
mkdir -p "$builddir/corpus" "$builddir/artifacts"
cp "$srcdir"/corpus/* "$builddir/corpus/"

detect_leaks="${FUZZ_DETECT_LEAKS:-1}"
export ASAN_OPTIONS="detect_leaks=$detect_leaks${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export LSAN_OPTIONS="suppressions=$srcdir/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
export G_DEBUG=gc-friendly
export G_SLICE=always-malloc
export LC_ALL=C.UTF-8 TZ=UTC

# A small stack (512 KiB, the default is 8 MiB): a recursion that depends
# on the input (json-glib recurses once per level of nesting) overflows
# within seconds instead of hiding behind a big stack. Inputs up to 512 KiB:
# deep nesting needs length.
stack_kib=512
echo "fuzz: $fuzzer for ${seconds}s, stack ${stack_kib} KiB, leak check $detect_leaks, corpus $builddir/corpus ($(ls "$builddir/corpus" | wc -l) files), log $log"
status=0
( ulimit -s "$stack_kib" && exec "$fuzzer" \
  -max_total_time="$seconds" \
  -max_len=524288 \
  -timeout=10 \
  -rss_limit_mb=2048 \
  -print_final_stats=1 \
  -detect_leaks="$detect_leaks" \
  -dict="$srcdir/fuzz-load.dict" \
  -artifact_prefix="$builddir/artifacts/" \
  "$builddir/corpus" ) >"$log" 2>&1 || status=$?

if [ "$status" -ne 0 ]; then
  # the report: the sanitizer or GLib message and the stack
  grep -v '^#[0-9]' "$log" | tail -n 80
  echo "fuzz: FAILED (status $status); the input is in $builddir/artifacts/:"
  ls -l "$builddir/artifacts/"
  echo "fuzz: reproduce with $fuzzer FILE (ASAN_OPTIONS=fast_unwind_on_malloc=0 for whole leak stacks);"
  echo "fuzz: minimise with $fuzzer -minimize_crash=1 -runs=10000 FILE"
  exit 1
fi

# the last progress line has the coverage and feature counts
grep -E '^#[0-9]+' "$log" | tail -n 1
grep -E '^(Done|stat::)' "$log"
echo "fuzz: no crash in ${seconds}s; corpus now $(ls "$builddir/corpus" | wc -l) files"
