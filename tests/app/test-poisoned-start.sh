#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The real squire started on a poisoned games folder (issue 13): a file
# nested 75,000 deep in clear and inside a sealed part, a comment that
# once hid such nesting, a lone surrogate in a name, a FIFO named x.json,
# a symbolic link as a game and as the trash. It must reach its first
# frame (SQUIRE_EXIT_AFTER_FIRST_FRAME=1), neither crash nor freeze, and
# the housekeeping must not delete through the link. Prints TAP.
#
# Usage: test-poisoned-start.sh PATH/TO/squire PATH/TO/tests/data

set -u

squire=$1
data=$2

if [ -z "${DISPLAY:-}" ]; then
  echo "1..0 # SKIP no display (make check runs this under xvfb-run)"
  exit 0
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

games="$tmp/data/io.github.camelot_squire.Squire/games"
mkdir -p "$games" "$tmp/outside"
cp "$data/bad/deep-nesting.json" "$games/deep.json"
cp "$data/bad/sealed-deep.json" "$games/sealed-deep.json"
cp "$data/bad/comment-hides-depth.json" "$games/comment.json"
cp "$data/bad/lone-surrogate.json" "$games/surrogate.json"
cp "$data/good/example-sealed.json" "$games/good.json"
mkfifo "$games/x.json"
ln -s "$data/good/example.json" "$games/link.json"
echo "not a game" >"$tmp/outside/old.json"
touch -d '90 days ago' "$tmp/outside/old.json"
ln -s "$tmp/outside" "$games/trash"

echo "1..4"

XDG_DATA_HOME="$tmp/data" SQUIRE_EXIT_AFTER_FIRST_FRAME=1 GSETTINGS_BACKEND=memory \
  NO_AT_BRIDGE=1 timeout 120 "$squire" >"$tmp/log" 2>&1 </dev/null
status=$?

if [ "$status" -eq 0 ]; then
  echo "ok 1 - squire reaches its first frame and quits"
elif [ "$status" -eq 124 ]; then
  echo "not ok 1 - squire froze (no first frame within 120 s)"
else
  echo "not ok 1 - squire exited with status $status"
fi
sed 's/^/# /' "$tmp/log" | head -n 20

if ! grep -qE 'CRITICAL|Segmentation|AddressSanitizer' "$tmp/log"; then
  echo "ok 2 - nothing critical on the way"
else
  echo "not ok 2 - a critical message or a crash report"
fi

if [ -f "$tmp/outside/old.json" ]; then
  echo "ok 3 - the purge did not follow the symbolic link called trash"
else
  echo "not ok 3 - a file behind the symbolic link called trash was deleted"
fi

if [ -p "$games/x.json" ] && [ -L "$games/link.json" ]; then
  echo "ok 4 - the FIFO and the link are left as they were"
else
  echo "not ok 4 - the FIFO or the link was changed"
fi
