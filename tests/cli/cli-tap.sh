# SPDX-License-Identifier: GPL-3.0-or-later
# What both games' squire-cli tests share, sourced by test-cli.sh and
# test-legends-cli.sh: a temporary folder removed on exit, TAP lines, and
# the two checks every call ends in. Expects $cli to name squire-cli.
#
# Bad input: exit status 1, exactly one line on stderr starting with
# "squire-cli: ", nothing on stdout. Good input: exit status 0, the
# expected text on stdout, nothing on stderr.

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

n=0
failed=0

ok () {
  n=$((n + 1))
  echo "ok $n - $1"
}

not_ok () {
  n=$((n + 1))
  failed=$((failed + 1))
  echo "not ok $n - $1"
  shift
  for line in "$@"; do
    echo "# $line"
  done
}

# expect_fail DESCRIPTION ARGS...: status 1, one stderr line, empty stdout
expect_fail () {
  local what=$1
  shift
  # a FIFO once blocked open() for ever: 124 is timeout's status
  timeout 30 "$cli" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
  local status=$?
  local lines
  lines=$(wc -l <"$tmp/err")
  if [ "$status" -ne 1 ]; then
    not_ok "$what" "exit status $status, expected 1" "$(head -c 500 "$tmp/err")"
  elif [ "$lines" -ne 1 ]; then
    not_ok "$what" "$lines lines on stderr, expected 1" "$(head -c 500 "$tmp/err")"
  elif ! grep -q '^squire-cli: ' "$tmp/err"; then
    not_ok "$what" "stderr does not start with 'squire-cli: '"
  elif [ -s "$tmp/out" ]; then
    not_ok "$what" "something on stdout"
  else
    ok "$what"
  fi
}

# expect_ok DESCRIPTION PATTERN ARGS...: status 0, PATTERN on stdout
expect_ok () {
  local what=$1
  local pattern=$2
  shift 2
  timeout 30 "$cli" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
  local status=$?
  if [ "$status" -ne 0 ]; then
    not_ok "$what" "exit status $status, expected 0" "$(head -c 500 "$tmp/err")"
  elif ! grep -q -- "$pattern" "$tmp/out"; then
    not_ok "$what" "no '$pattern' on stdout"
  elif [ -s "$tmp/err" ]; then
    not_ok "$what" "something on stderr"
  else
    ok "$what"
  fi
}

# finish: the plan line, and the status of the whole test
finish () {
  echo "1..$n"
  [ "$failed" -eq 0 ]
}
