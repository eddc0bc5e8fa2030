#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# squire-cli on bad input: exit status 1, exactly one line on stderr,
# nothing on stdout, never a crash. Prints TAP.
#
# Usage: test-cli.sh PATH/TO/squire-cli PATH/TO/tests/data

set -u

cli=$1
data=$2
. "$(dirname "$0")/cli-tap.sh"

# generated here, not committed: too big or too deep for a fixture
head -c $((8 * 1024 * 1024 + 1)) /dev/zero | tr '\0' ' ' >"$tmp/huge.json"
head -c 100000 /dev/zero | tr '\0' '[' >"$tmp/deep.json"
mkdir "$tmp/a-directory"
# made here: a FIFO no one writes to, and symbolic links (the CLI reads
# regular files only, and never follows a link)
mkfifo "$tmp/fifo.json"
ln -s "$data/good/example.json" "$tmp/link.json"
ln -s "$tmp/nowhere.json" "$tmp/dangling.json"

for file in "$data"/bad/* "$tmp/huge.json" "$tmp/deep.json" \
            "$tmp/missing.json" "$tmp/a-directory" "$tmp/fifo.json" \
            "$tmp/link.json" "$tmp/dangling.json"; do
  name=$(basename "$file")
  expect_fail "replay $name" replay "$file"
  # every error about an action has one shape: "action N (type): ..."
  if grep -Eq '(action|redo) [0-9]+' "$tmp/err" \
     && ! grep -Eq ': (action|redo) [0-9]+ \([a-z?-]+\): ' "$tmp/err"; then
    not_ok "$name: the action error has the shape \"action N (type): ...\"" "$(cat "$tmp/err")"
  fi
  expect_fail "legal $name" legal "$file"
  expect_fail "replay $name --reveal-secrets" replay "$file" --reveal-secrets
done

expect_fail "a FIFO is refused at once" replay "$tmp/fifo.json"
if grep -q 'named pipe (FIFO), not a game file' "$tmp/err"; then
  ok "FIFO message"
else
  not_ok "FIFO message" "$(cat "$tmp/err")"
fi

expect_fail "illegal action names index, code and rule" replay "$data/bad/illegal-action.json"
if grep -q 'action 0 (end-turn): refused with [a-z-]* (rule [a-z.-]*)' "$tmp/err"; then
  ok "illegal action message"
else
  not_ok "illegal action message" "$(cat "$tmp/err")"
fi

expect_fail "no arguments"
expect_fail "unknown command" frobnicate
expect_fail "unknown option" --frobnicate
expect_fail "replay without a file" replay
expect_fail "replay with two files" replay "$data/bad/empty.json" "$data/bad/empty.json"
expect_fail "replay with an unknown flag" replay "$data/good/example.json" --reveal
expect_fail "legal with an unknown flag" legal "$data/good/example.json" -x
expect_fail "simulate without arguments" simulate
expect_fail "simulate without --seed" simulate --games 1
expect_fail "simulate without --games" simulate --seed 1
expect_fail "simulate --games abc" simulate --games abc --seed 1
expect_fail "simulate --games -1" simulate --games -1 --seed 1
expect_fail "simulate --games 0" simulate --games 0 --seed 1
expect_fail "simulate --games ''" simulate --games '' --seed 1
expect_fail "simulate --games 1.5" simulate --games 1.5 --seed 1
expect_fail "simulate --games 99999999999999999999" simulate --games 99999999999999999999 --seed 1
expect_fail "simulate --games with no value" simulate --seed 1 --games
expect_fail "simulate --seed x" simulate --games 1 --seed x
expect_fail "simulate --seed -3" simulate --games 1 --seed -3
expect_fail "simulate --players 9" simulate --games 1 --seed 1 --players 9
expect_fail "simulate --players 2" simulate --games 1 --seed 1 --players 2
expect_fail "simulate --players=x" simulate --games 1 --seed 1 --players=x
expect_fail "simulate unknown flag" simulate --games 1 --seed 1 --fast

expect_ok "--version" '^squire-cli [0-9]' --version
expect_ok "--help" 'Usage' --help
expect_ok "replay --help" 'Usage' replay --help
expect_ok "replay the example" '"decision"' replay "$data/good/example.json"
expect_ok "replay the example, secrets" '"hands"' replay "$data/good/example.json" --reveal-secrets
expect_ok "legal after the example" '"type"' legal "$data/good/example.json"
expect_ok "replay shows the spoils waiting" '"spoils_waiting" : 0' replay "$data/good/example.json"

# Lancelot's groups as the actions named them (0 the pair, 1 the three of a
# kind), in the order of the white cards
python3 - "$data/../scenarios/faq-12-lancelot-free-order.json" "$tmp/lancelot.json" <<'EOF'
import json, sys
scenario = json.load(open(sys.argv[1]))
game = scenario["game"]
# without the action the scenario shows refused
game["actions"] = game["actions"][:scenario["refused"]["action"]]
json.dump(game, open(sys.argv[2], "w"))
EOF
expect_ok "replay a game on the Quest for Lancelot" '"white_groups"' replay "$tmp/lancelot.json"
if python3 - "$tmp/lancelot.json" "$tmp/out" <<'EOF'
import json, sys
game = json.load(open(sys.argv[1]))
state = json.load(open(sys.argv[2]))
played = [a["group"] for a in game["actions"] if a["type"] == "play-fight"]
lancelot = next(q for q in state["quests"] if q["id"] == "lancelot")
assert lancelot["white_groups"] == played and len(lancelot["white"]) == len(played)
assert "white_groups" not in next(q for q in state["quests"] if q["id"] == "grail")
EOF
then
  ok "replay shows each white card's group"
else
  not_ok "replay shows each white card's group" "$(grep -A12 '"lancelot"' "$tmp/out")"
fi

# At a Progression of Evil a player may sit down or leave; legal lists
# those table events only with --all
python3 - "$data/good/example.json" "$tmp/evil.json" <<'EOF'
import json, sys
game = json.load(open(sys.argv[1]))
game["actions"] = []
game.pop("redo", None)
json.dump(game, open(sys.argv[2], "w"))
EOF
expect_ok "legal at a Progression of Evil" '"draw-black"' legal "$tmp/evil.json"
if grep -q '"join"\|"leave"' "$tmp/out"; then
  not_ok "legal leaves join and leave out" "$(grep -c '"type"' "$tmp/out") actions"
else
  ok "legal leaves join and leave out"
fi
expect_ok "legal --all lists join and leave" '"join"' legal "$tmp/evil.json" --all
expect_ok "legal --all lists leave too" '"leave"' legal --all "$tmp/evil.json"
expect_fail "replay does not take --all" replay "$data/good/example.json" --all
expect_ok "replay the sealed example" '"decision"' replay "$data/good/example-sealed.json"
expect_ok "legal after the sealed example" '"type"' legal "$data/good/example-sealed.json"

# The sealed file is the same game as the plain one, secrets included
"$cli" replay "$data/good/example.json" --reveal-secrets >"$tmp/plain" 2>/dev/null
"$cli" replay "$data/good/example-sealed.json" --reveal-secrets >"$tmp/sealed" 2>/dev/null
if cmp -s "$tmp/plain" "$tmp/sealed" && grep -q '"hands"' "$tmp/sealed"; then
  ok "a sealed file replays as its plain twin"
else
  not_ok "a sealed file replays as its plain twin"
fi
"$cli" replay "$data/good/example-sealed.json" >"$tmp/out" 2>/dev/null
if grep -q '"hands"\|"black_order"' "$tmp/out"; then
  not_ok "no secrets from a sealed file without --reveal-secrets"
else
  ok "no secrets from a sealed file without --reveal-secrets"
fi
expect_ok "simulate, = form, no checks" '"end_reasons"' simulate --games=2 --seed=8 --players=3 --no-check

# With checks, an engine bug is reported (exit 1, one line) after the
# summary; the engine's own tests judge the games, this one the CLI.
"$cli" simulate --games 2 --seed 7 >"$tmp/out" 2>"$tmp/err" </dev/null
status=$?
if [ "$status" -gt 1 ]; then
  not_ok "simulate with checks" "exit status $status"
elif ! grep -q '"invariant_violations"' "$tmp/out"; then
  not_ok "simulate with checks" "no summary on stdout"
elif [ "$(wc -l <"$tmp/err")" -ne "$status" ]; then
  not_ok "simulate with checks" "exit status $status with $(wc -l <"$tmp/err") lines on stderr"
else
  ok "simulate with checks"
fi

finish
