#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fails unless every catalogue in po/LINGUAS translates every string the
sources mark today: extracts a fresh template with xgettext, as the
squire-pot target does (the glib preset, and the ITS rules of the rules
reference), then for each language requires `msgfmt --check` clean, no
fuzzy and no untranslated entry, and every msgid of the template present.
Usage: check-translations.py SRCROOT"""

import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import pofile  # noqa: E402

# meson's i18n 'glib' preset
XGETTEXT_ARGS = [
    "--from-code=UTF-8", "--add-comments",
    "--keyword=_", "--keyword=N_", "--keyword=C_:1c,2", "--keyword=NC_:1c,2",
    "--keyword=g_dcgettext:2", "--keyword=g_dngettext:2,3", "--keyword=g_dpgettext2:2c,3",
    "--flag=N_:1:pass-c-format", "--flag=C_:2:pass-c-format", "--flag=NC_:2:pass-c-format",
    "--flag=g_dngettext:2:pass-c-format", "--flag=g_strdup_printf:1:c-format",
    "--flag=g_string_printf:2:c-format", "--flag=g_string_append_printf:2:c-format",
    "--flag=g_error_new:3:c-format", "--flag=g_set_error:4:c-format",
    "--flag=g_markup_printf_escaped:1:c-format", "--flag=g_log:3:c-format",
    "--flag=g_print:1:c-format", "--flag=g_printerr:1:c-format", "--flag=g_printf:1:c-format",
    "--flag=g_fprintf:2:c-format", "--flag=g_sprintf:2:c-format", "--flag=g_snprintf:3:c-format",
]


def main():
    srcroot = os.path.abspath(sys.argv[1])
    po_dir = os.path.join(srcroot, "po")
    with open(os.path.join(po_dir, "LINGUAS"), encoding="utf-8") as f:
        linguas = [l.strip() for l in f if l.strip() and not l.startswith("#")]

    problems = 0
    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, "squire.pot")
        env = dict(os.environ)
        env["GETTEXTDATADIRS"] = os.path.join(srcroot, "data", "rules")
        subprocess.run(["xgettext", "--package-name=squire", "--files-from=po/POTFILES.in",
                        "--directory=" + srcroot, "--output=" + pot] + XGETTEXT_ARGS,
                       cwd=srcroot, env=env, check=True)
        template = {e.key(): e for e in pofile.read(pot)}
        print(f"template: {len(template)} strings")

        for lang in linguas:
            path = os.path.join(po_dir, f"{lang}.po")
            check = subprocess.run(["msgfmt", "--check", "--statistics", "-o", os.devnull, path],
                                   capture_output=True, text=True)
            stats = (check.stdout + check.stderr).strip()
            if check.returncode != 0:
                problems += 1
                print(f"{lang}.po: msgfmt --check fails:\n{stats}")
            entries = {e.key(): e for e in pofile.read(path)}
            missing = [k for k in template if k not in entries]
            fuzzy = [k for k, e in entries.items() if e.fuzzy]
            untranslated = [k for k, e in entries.items() if not e.fuzzy and not e.translated]
            for what, keys in (("missing", missing), ("fuzzy", fuzzy), ("untranslated", untranslated)):
                if keys:
                    problems += 1
                    shown = ", ".join(repr(k[1][:50]) for k in keys[:5])
                    print(f"{lang}.po: {len(keys)} {what}, e.g. {shown}")
            plural_ok = all(len(e.msgstr) >= 2 for e in entries.values() if e.msgid_plural)
            if not plural_ok:
                problems += 1
                print(f"{lang}.po: a plural entry lacks its forms")
            print(f"{lang}.po: {stats.splitlines()[-1] if stats else ''}")

    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
