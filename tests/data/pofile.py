# SPDX-License-Identifier: GPL-3.0-or-later
"""A small reader of gettext .po files for the data checks: entries with
their context, id, plural id, translations, flags and comments. Obsolete
entries (#~) are skipped. Enough for our own catalogues, not a general
parser."""

import ast


class Entry:
    def __init__(self):
        self.msgctxt = None
        self.msgid = None
        self.msgid_plural = None
        self.msgstr = {}
        self.flags = set()
        self.comments = []
        self.references = []

    @property
    def fuzzy(self):
        return "fuzzy" in self.flags

    @property
    def translated(self):
        return bool(self.msgstr) and all(self.msgstr.values()) and not self.fuzzy

    def key(self):
        return (self.msgctxt, self.msgid)


def _unquote(text):
    return ast.literal_eval(text)


def read(path):
    entries = []
    entry = Entry()
    field = None

    def flush():
        nonlocal entry
        if entry.msgid is not None:
            entries.append(entry)
        entry = Entry()

    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.strip()
            if not line:
                flush()
                field = None
                continue
            if line.startswith("#~"):
                continue
            if line.startswith("#,"):
                entry.flags.update(flag.strip() for flag in line[2:].split(","))
                continue
            if line.startswith("#."):
                entry.comments.append(line[2:].strip())
                continue
            if line.startswith("#:"):
                entry.references.extend(line[2:].split())
                continue
            if line.startswith("#"):
                continue
            if line.startswith('"'):
                value = _unquote(line)
                if field == "msgctxt":
                    entry.msgctxt += value
                elif field == "msgid":
                    entry.msgid += value
                elif field == "msgid_plural":
                    entry.msgid_plural += value
                elif field is not None:
                    entry.msgstr[field] += value
                continue
            keyword, _, rest = line.partition(" ")
            if keyword in ("msgctxt", "msgid") and entry.msgid is not None and field not in (None, "msgctxt"):
                flush()
            if keyword == "msgctxt":
                entry.msgctxt = _unquote(rest)
                field = "msgctxt"
            elif keyword == "msgid":
                entry.msgid = _unquote(rest)
                field = "msgid"
            elif keyword == "msgid_plural":
                entry.msgid_plural = _unquote(rest)
                field = "msgid_plural"
            elif keyword == "msgstr":
                entry.msgstr[0] = _unquote(rest)
                field = 0
            elif keyword.startswith("msgstr["):
                index = int(keyword[7:-1])
                entry.msgstr[index] = _unquote(rest)
                field = index
    flush()
    return [e for e in entries if e.msgid != ""]
