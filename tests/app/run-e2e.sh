#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Runs e2e-table.py with its own session bus (and so its own accessibility
# bus) and an empty games folder. Usage: run-e2e.sh SQUIRE SCRIPT [ARGS...]
# Skips (exit 77) when the display or pyatspi is missing.

set -eu

squire=${1:?usage: run-e2e.sh SQUIRE SCRIPT}
script=${2:?usage: run-e2e.sh SQUIRE SCRIPT}
shift 2

if [ -z "${DISPLAY:-}" ]; then
  echo "no display: skipped"
  exit 77
fi
if ! /usr/bin/python3 -c 'import pyatspi' 2>/dev/null; then
  echo "python3-pyatspi is not installed: skipped"
  exit 77
fi

# xvfb-run may hand over before the server takes connections
n=${DISPLAY#:}
n=${n%%.*}
tries=0
while [ ! -S "/tmp/.X11-unix/X$n" ] && [ "$tries" -lt 100 ]; do
  sleep 0.1
  tries=$((tries + 1))
done

data=$(mktemp -d)
holder=
cleanup() {
  status=$?
  if [ -n "$holder" ]; then
    kill "$holder" 2>/dev/null || true
    wait "$holder" 2>/dev/null || true
  fi
  rm -rf "$data"
  exit "$status"
}
trap cleanup EXIT

# An X server started without -noreset resets when its last client leaves
# and refuses connections while it does; the accessibility bus launcher
# comes and goes just as squire connects. One client is held open for the
# run, so the server never resets under the test.
/usr/bin/python3 -c '
import ctypes, signal, sys, time
x = ctypes.CDLL("libX11.so.6")
x.XOpenDisplay.restype = ctypes.c_void_p
for _ in range(100):
    if x.XOpenDisplay(None):
        break
    time.sleep(0.1)
else:
    sys.exit("cannot open the display")
open(sys.argv[1], "w").close()
signal.pause()
' "$data/held" &
holder=$!
tries=0
while [ ! -e "$data/held" ] && [ "$tries" -lt 150 ]; do
  if ! kill -0 "$holder" 2>/dev/null; then
    echo "cannot open the display ${DISPLAY}"
    exit 1
  fi
  sleep 0.1
  tries=$((tries + 1))
done
export XDG_DATA_HOME="$data"
# the scripts load each other (e2e-table.py); no __pycache__ in the tree
export PYTHONDONTWRITEBYTECODE=1

dbus-run-session -- /usr/bin/python3 "$script" "$squire" "$@"
