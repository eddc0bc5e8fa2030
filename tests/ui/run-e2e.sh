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
trap 'rm -rf "$data"' EXIT
export XDG_DATA_HOME="$data"
# the scripts load each other (e2e-table.py); no __pycache__ in the tree
export PYTHONDONTWRITEBYTECODE=1

exec dbus-run-session -- /usr/bin/python3 "$script" "$squire" "$@"
