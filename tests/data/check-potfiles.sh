#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Fails when po/POTFILES.in misses a file with translatable strings, lists a
# file that does not exist, or is not sorted. Usage: check-potfiles.sh SRCROOT
#
# The rules engines (src/soc, src/legends), src/record and src/cli are
# skipped: they emit no prose by design.

set -eu

srcroot=${1:?usage: check-potfiles.sh SRCROOT}
cd "$srcroot"

potfiles=po/POTFILES.in
listed=$(mktemp)
found=$(mktemp)
listed_sorted=$(mktemp)
trap 'rm -f "$listed" "$found" "$listed_sorted"' EXIT

grep -v -e '^#' -e '^[[:space:]]*$' "$potfiles" > "$listed"

status=0

if ! LC_ALL=C sort -c "$listed" 2>/dev/null; then
  echo "$potfiles is not sorted (LC_ALL=C sort)"
  status=1
fi

while read -r f; do
  if [ ! -f "$f" ]; then
    echo "$potfiles lists $f, which does not exist"
    status=1
  fi
done < "$listed"

{
  # Code and templates that mark strings.
  grep -rlE \
    -e '(^|[^A-Za-z0-9_])(_|C_|N_|NC_)[[:space:]]?\(' \
    -e 'ngettext' \
    -e 'translatable="yes"' \
    --include='*.c' --include='*.h' --include='*.ui' --include='*.xml' \
    --include='*.in' \
    src data 2>/dev/null || true
  # Data files whose strings are translatable without any marker; the
  # rules reference's are picked out by data/rules/its.
  find data -name '*.desktop.in.in' -o -name '*.desktop.in' \
    -o -name '*.metainfo.xml.in.in' -o -name '*.metainfo.xml.in' \
    -o -name '*.gschema.xml' -o -path 'data/rules/*.xml'
} | grep -v -e "^src/soc/" -e "^src/legends/" -e "^src/record/" -e "^src/cli/" | LC_ALL=C sort -u > "$found"

LC_ALL=C sort -u "$listed" > "$listed_sorted"
missing=$(LC_ALL=C comm -23 "$found" "$listed_sorted")
if [ -n "$missing" ]; then
  echo "Files with translatable strings missing from $potfiles:"
  echo "$missing" | sed 's/^/  /'
  status=1
fi

if [ "$status" -eq 0 ]; then
  echo "$potfiles lists all $(wc -l < "$found" | tr -d ' ') files with translatable strings"
fi
exit "$status"
