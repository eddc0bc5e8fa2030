#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every FAQ ruling and every end-of-game condition has a scenario, and
docs/rules-coverage.md names every scenario file. TAP output."""

import json
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parents[2]
scenarios = sorted((root / "tests" / "scenarios").glob("*.json"))
doc = (root / "docs" / "rules-coverage.md").read_text(encoding="utf-8")

covered = set()
for path in scenarios:
    data = json.loads(path.read_text(encoding="utf-8"))
    for tag in data.get("covers", []):
        m = re.fullmatch(r"faq-0*(\d+)", tag)
        covered.add(f"faq-{int(m.group(1))}" if m else tag)

needed = [f"faq-{n}" for n in range(1, 52)] + [
    "end-siege", "end-black-swords", "end-all-loyal-dead",
    "end-swords-loyal-win", "end-swords-tie-evil", "end-traitor-flips-two",
    "end-dead-traitor-no-flip", "tie-combat", "tie-siege",
]

checks = [(f"a scenario covers {tag}", tag in covered) for tag in needed]
checks += [(f"docs/rules-coverage.md names {p.name}", p.name in doc) for p in scenarios]

print(f"1..{len(checks)}")
failed = 0
for i, (name, ok) in enumerate(checks, 1):
    print(f"{'ok' if ok else 'not ok'} {i} - {name}")
    failed += not ok
sys.exit(1 if failed else 0)
