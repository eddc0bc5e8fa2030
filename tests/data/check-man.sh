#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Renders each manual page with man-db and groff and fails on any warning,
# on a NAME section that whatis cannot read, or on a page whose title line
# names another version than the project's.
# Usage: check-man.sh VERSION PAGE...
#
# Without man(1) (the Flatpak SDK has none) the test skips, except in CI
# (CI set), where `make deps` installs man-db and groff-base.

set -eu

version=${1:?usage: check-man.sh VERSION PAGE...}
shift

for tool in man groff lexgrog; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    if [ -n "${CI:-}" ]; then
      echo "$tool is missing (install man-db and groff-base: make deps)"
      exit 1
    fi
    echo "$tool is missing: skipped"
    exit 77
  fi
done

errors=$(mktemp)
trap 'rm -f "$errors"' EXIT

status=0
for page in "$@"; do
  name=$(basename "$page")

  # man-db's own check: macros and requests (--warnings), at a fixed width
  # so that the result does not depend on the terminal.
  if ! MANWIDTH=80 man --warnings -E UTF-8 -l "$page" >/dev/null 2>"$errors" || [ -s "$errors" ]; then
    echo "$name: man --warnings:"
    sed 's/^/  /' "$errors"
    status=1
  fi

  # groff with every warning on, formatting only.
  if ! groff -man -ww -z -Tutf8 "$page" 2>"$errors" || [ -s "$errors" ]; then
    echo "$name: groff -ww:"
    sed 's/^/  /' "$errors"
    status=1
  fi

  # whatis and apropos need a NAME section of the form "name \- summary".
  if ! lexgrog "$page" >/dev/null 2>&1; then
    echo "$name: lexgrog cannot parse the NAME section"
    status=1
  fi

  if ! grep -q "^\.TH .*\"Squire $version\"" "$page"; then
    echo "$name: the .TH line does not name \"Squire $version\" (meson.build's version)"
    status=1
  fi
done

if [ "$status" -eq 0 ]; then
  echo "$# manual pages render without warnings"
fi
exit "$status"
