#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The rules reference says what is certain (data/rules/reference.xml).
A statement that rests on a rule option says "by default" and its topic
links to the option's topic; and every rule option is named so in at least
one topic outside the options section, which links to it.
Usage: check-reference-defaults.py SRCROOT"""

import os
import re
import sys
import xml.etree.ElementTree as ET


def text_of(topic):
    return " ".join(" ".join(" ".join(e.itertext()).split()) for e in topic.iter()
                    if e.tag in ("p", "li", "q", "a"))


def main():
    path = os.path.join(sys.argv[1], "data", "rules", "reference.xml")
    root = ET.parse(path).getroot()
    topics = {t.get("id"): t for t in root.iter("topic")}
    options = [i for i in topics if i.startswith("option.")]
    problems = 0
    named = set()

    for tid, topic in topics.items():
        if tid.startswith("option."):
            continue
        says = re.search(r"\bby default\b", text_of(topic), re.I) is not None
        linked = {r.get("ref") for r in topic.iter("related")} & set(options)
        if says and not linked:
            problems += 1
            print(f"{tid}: says \"by default\" but links to no rule option")
        if says:
            named |= linked

    for option in options:
        if option not in named:
            problems += 1
            print(f"{option}: no topic outside the options says \"by default\" and links to it")

    print(f"{len(topics)} topics, {len(options)} rule options, {problems} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
