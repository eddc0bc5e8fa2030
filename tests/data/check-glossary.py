#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fails when a translation says a game term otherwise than the glossary
(po/glossary.tsv): for every translated entry whose English names the term,
the translation must contain the catalogue's word for it.
Usage: check-glossary.py SRCROOT"""

import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pofile  # noqa: E402


def load_glossary(path):
    rows = []
    header = None
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            cells = line.split("\t")
            if header is None:
                header = cells
                continue
            if len(cells) != len(header):
                sys.exit(f"{path}: {len(cells)} columns instead of {len(header)}: {line!r}")
            row = {"english": re.compile(cells[0], re.I)}
            for lang, cell in zip(header[1:], cells[1:]):
                row[lang] = None if cell == "-" else re.compile(cell, re.I)
            rows.append(row)
    return header[1:], rows


def plain(text):
    # mnemonics and the apostrophes typography may use
    return text.replace("_", "").replace("\u2019", "'")


def main():
    srcroot = sys.argv[1]
    languages, rows = load_glossary(os.path.join(srcroot, "po", "glossary.tsv"))
    with open(os.path.join(srcroot, "po", "LINGUAS"), encoding="utf-8") as f:
        linguas = [l.strip() for l in f if l.strip() and not l.startswith("#")]

    problems = 0
    checked = 0
    for lang in linguas:
        if lang not in languages:
            print(f"po/glossary.tsv has no column for {lang}")
            problems += 1
            continue
        for entry in pofile.read(os.path.join(srcroot, "po", f"{lang}.po")):
            if not entry.translated:
                continue
            sources = [plain(entry.msgid)] + ([plain(entry.msgid_plural)] if entry.msgid_plural else [])
            for row in rows:
                wanted = row[lang]
                if wanted is None or not any(row["english"].search(s) for s in sources):
                    continue
                checked += 1
                for index, text in entry.msgstr.items():
                    if not wanted.search(plain(text)):
                        problems += 1
                        print(f"{lang}.po: {entry.msgid!r} -> {text!r}: "
                              f"expected /{wanted.pattern}/ for /{row['english'].pattern}/")
    print(f"{checked} uses of glossary terms checked, {problems} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
