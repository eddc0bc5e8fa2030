#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Runs one UI test on an X server of its own: own-display.sh TEST [ARGS...]
#
# Tests that share a display reach into each other: a window presented by
# one test takes the keyboard focus from another's (there is no window
# manager to refuse it), and a window that stops being active hides its
# secrets, as it must; a test holding a key on a reveal then fails for
# what another test did. So each test gets its own Xvfb, on a display
# number the server picks itself (-displayfd: no race between tests
# started together), and the server ends with the test.
#
# Without Xvfb the test runs on the display it was given, or skips itself
# when there is none.

set -eu

test_program=${1:?usage: own-display.sh TEST [ARGS...]}
shift

if ! command -v Xvfb >/dev/null 2>&1; then
  exec "$test_program" "$@"
fi

dir=$(mktemp -d)
server=
test_pid=
cleanup() {
  status=$?
  if [ -n "$test_pid" ]; then
    kill "$test_pid" 2>/dev/null || true
  fi
  if [ -n "$server" ]; then
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
  fi
  rm -rf "$dir"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 143' TERM
trap 'exit 130' INT

# -noreset: the server stays up between the test's windows; no TCP, the
# socket is local
Xvfb -displayfd 3 -screen 0 1600x1200x24 -nolisten tcp -noreset \
  3>"$dir/display" </dev/null >"$dir/log" 2>&1 &
server=$!

# the server writes its number, and a newline, once it takes connections
tries=0
while ! grep -q '^[0-9][0-9]*$' "$dir/display" 2>/dev/null; do
  if ! kill -0 "$server" 2>/dev/null || [ "$tries" -ge 200 ]; then
    echo "Bail out! Xvfb did not start: $(cat "$dir/log")"
    exit 1
  fi
  sleep 0.05
  tries=$((tries + 1))
done

DISPLAY=:$(cat "$dir/display")
export DISPLAY
unset WAYLAND_DISPLAY
GDK_BACKEND=x11
export GDK_BACKEND

# in the background, waited for: a TERM (meson's timeout) then reaches
# the trap at once, which stops the test and its server and removes the
# folder, rather than once the test has ended by itself
"$test_program" "$@" &
test_pid=$!
wait "$test_pid"
