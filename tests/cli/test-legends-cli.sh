#!/bin/bash
# SPDX-License-Identifier: GPL-3.0-or-later
# squire-cli for Camelot Legends: legends-setup for each player count and
# its errors, replay of Legends files (plain, sealed, damaged), and legal
# refusing them. Bad input: exit status 1, exactly one line on stderr,
# nothing on stdout. Prints TAP.
#
# Usage: test-legends-cli.sh PATH/TO/squire-cli PATH/TO/tests/legends/data

set -u

cli=$1
data=$2
main_data=$data/../../data
. "$(dirname "$0")/cli-tap.sh"

# field NAME: the integer value of a top-level member of $tmp/out, as
# squire-cli pretty-prints it ("  "name" : 17,")
field () {
  sed -n "s/^  \"$1\" : \([0-9-]*\),\{0,1\}\$/\1/p" "$tmp/out"
}

# legends-setup: the stack for each player count
for players in 2 3 4; do
  case $players in
    2) events=17 ;;
    3) events=20 ;;
    4) events=23 ;;
  esac
  expect_ok "legends-setup --players $players" '"events_in_deck"' \
    legends-setup --players "$players" --seed 42
  if [ "$(field players)" = "$players" ] && [ "$(field events_in_deck)" = "$events" ] \
     && [ "$(field events_in_stack)" = "$((events + 1))" ] \
     && [ "$(field hand_size)" = 5 ]; then
    ok "$players players: $events events over the final event"
  else
    not_ok "$players players: $events events over the final event" "$(cat "$tmp/out")"
  fi
  final=$(field final_event_position)
  first=$(field first_player)
  if [ "$final" -ge 1 ] && [ "$final" -le 3 ] && [ "$first" -ge 0 ] \
     && [ "$first" -lt "$players" ]; then
    ok "$players players: final event and first player in range"
  else
    not_ok "$players players: final event and first player in range" "$(cat "$tmp/out")"
  fi
  if python3 - "$tmp/out" "$players" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
n = int(sys.argv[2])
assert len(d["colours"]) == n and len(set(d["colours"])) == n
assert sorted(d["turn_order"]) == list(range(n)) and d["turn_order"][0] == d["first_player"]
assert d["final_event_drawn_by"] == d["turn_order"][-1]
assert d["locations"] == ["camelot", "cornwall", "perilous-forest"]
assert d["special_cards"] == ["high-king", "excalibur", "love-potion"]
assert d["seed"] == "42" and d["game"] == "camelot-legends"
EOF
  then
    ok "$players players: colours, turn order, locations and special cards"
  else
    not_ok "$players players: colours, turn order, locations and special cards"
  fi
done

# the same seed prepares the same table; the seeds cover every outcome
"$cli" legends-setup --players 3 --seed 7 >"$tmp/a" 2>/dev/null
"$cli" legends-setup --seed=7 --players=3 >"$tmp/b" 2>/dev/null
if cmp -s "$tmp/a" "$tmp/b" && [ -s "$tmp/a" ]; then
  ok "legends-setup is deterministic, flags in either form and order"
else
  not_ok "legends-setup is deterministic, flags in either form and order"
fi
seen=""
for seed in $(seq 0 39); do
  "$cli" legends-setup --players 4 --seed "$seed" >"$tmp/out" 2>/dev/null
  seen="$seen $(field first_player)/$(field final_event_position)"
done
if [ "$(echo "$seen" | tr ' ' '\n' | cut -d/ -f1 | sort -u | grep -c .)" -eq 4 ] \
   && [ "$(echo "$seen" | tr ' ' '\n' | cut -d/ -f2 | sort -u | grep -c .)" -eq 3 ]; then
  ok "legends-setup deals every first player and every final event"
else
  not_ok "legends-setup deals every first player and every final event" "$seen"
fi

expect_ok "legends-setup --help" 'legends-setup' legends-setup --help
expect_fail "legends-setup without arguments" legends-setup
expect_fail "legends-setup without --seed" legends-setup --players 2
expect_fail "legends-setup without --players" legends-setup --seed 2
expect_fail "legends-setup --players 1" legends-setup --players 1 --seed 1
expect_fail "legends-setup --players 5" legends-setup --players 5 --seed 1
expect_fail "legends-setup --players 0" legends-setup --players 0 --seed 1
expect_fail "legends-setup --players abc" legends-setup --players abc --seed 1
expect_fail "legends-setup --players ''" legends-setup --players '' --seed 1
expect_fail "legends-setup --players -2" legends-setup --players -2 --seed 1
expect_fail "legends-setup --players 2.5" legends-setup --players 2.5 --seed 1
expect_fail "legends-setup --players with no value" legends-setup --seed 1 --players
expect_fail "legends-setup --seed x" legends-setup --players 2 --seed x
expect_fail "legends-setup --seed -1" legends-setup --players 2 --seed -1
expect_fail "legends-setup --seed too large" legends-setup --players 2 --seed 18446744073709551616
expect_fail "legends-setup unknown flag" legends-setup --players 2 --seed 1 --level advanced
expect_fail "legends-setup stray argument" legends-setup --players 2 --seed 1 extra
if "$cli" legends-setup --players 9 --seed 1 2>&1 >/dev/null | grep -q -- '--players: "9" is not a number from 2 to 4'; then
  ok "legends-setup names the allowed player counts"
else
  not_ok "legends-setup names the allowed player counts"
fi

# replay reads Camelot Legends files, plain and sealed
expect_ok "replay a Legends file" '"game" : "camelot-legends"' replay "$data/good/example.json"
expect_ok "replay a sealed Legends file" '"decision" : "card-text"' \
  replay "$data/good/example-sealed.json"
"$cli" replay "$data/good/example.json" --reveal-secrets >"$tmp/plain" 2>/dev/null
"$cli" replay "$data/good/example-sealed.json" --reveal-secrets >"$tmp/sealed" 2>/dev/null
if cmp -s "$tmp/plain" "$tmp/sealed" && grep -q '"final_event_position"' "$tmp/sealed"; then
  ok "a sealed Legends file replays as its plain twin"
else
  not_ok "a sealed Legends file replays as its plain twin"
fi
"$cli" replay "$data/good/example-sealed.json" >"$tmp/out" 2>/dev/null
if grep -q '"final_event_position"' "$tmp/out"; then
  not_ok "no face-down final event without --reveal-secrets"
else
  ok "no face-down final event without --reveal-secrets"
fi
# and still the main game's files, told apart by their format
expect_ok "replay still reads Shadows over Camelot files" '"current_knight"' \
  replay "$main_data/good/example.json"
expect_ok "replay still reads sealed Shadows over Camelot files" '"current_knight"' \
  replay "$main_data/good/example-sealed.json"
# legal names the kinds of action that come next, and who decides, as the
# replay's decision says
"$cli" replay "$data/good/example.json" >"$tmp/state" 2>/dev/null
expect_ok "legal lists the next actions of a Legends file" '"type"' \
  legal "$data/good/example.json"
if python3 - "$tmp/state" "$tmp/out" <<'EOF'
import json, sys
state = json.load(open(sys.argv[1]))
legal = json.load(open(sys.argv[2]))
types = [a["type"] for a in legal]
assert legal and len(types) == len(set(types))
assert all(a["seat"] == state["decider"] for a in legal)
# the phases of a turn end it; never a bid or a draw of an event there
if state["decision"] in ("card-text", "complete-events", "card-actions"):
    assert "end-turn" in types and "bid" not in types and "draw-event" not in types
if state["decision"] == "card-text":
    assert "next-phase" in types
EOF
then
  ok "the next actions fit the decision"
else
  not_ok "the next actions fit the decision" "$(cat "$tmp/out")"
fi

# every damaged or illegal Legends file: one clear line
for file in "$data"/bad/*; do
  name=$(basename "$file")
  # a Shadows over Camelot game, bad only for the Legends loader
  [ "$name" = wrong-format.json ] && continue
  expect_fail "replay $name" replay "$file"
  expect_fail "replay $name --reveal-secrets" replay "$file" --reveal-secrets
done
expect_fail "an illegal action names its index, code and rule" \
  replay "$data/bad/hand-limit.json"
if grep -q 'action 14 (draw-character): refused with limit (rule legends.hand-limit)' "$tmp/err"; then
  ok "the hand limit refusal is named"
else
  not_ok "the hand limit refusal is named" "$(cat "$tmp/err")"
fi
expect_fail "a damaged sealed Legends file" replay "$data/bad/sealed-tampered.json"
if grep -q 'sealed-tampered.json: sealed: checksum mismatch' "$tmp/err"; then
  ok "the damaged sealed file is named"
else
  not_ok "the damaged sealed file is named" "$(cat "$tmp/err")"
fi

finish
