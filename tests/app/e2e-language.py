#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The language chosen in Preferences applies at the next start: start the
real built squire under Xvfb, in the C locale, with the "language" setting
stored in a keyfile as Preferences would store it, and read the start page
through the accessibility tree. With no choice it speaks English.

Run by run-e2e.sh inside dbus-run-session; usage:
e2e-language.py SQUIRE LOCALEDIR (the built catalogues)."""

import gettext
import importlib.util
import os
import subprocess
import sys
import tempfile
import time

spec = importlib.util.spec_from_file_location(
    "e2e_table", os.path.join(os.path.dirname(os.path.abspath(__file__)), "e2e-table.py"))
e2e = importlib.util.module_from_spec(spec)
spec.loader.exec_module(e2e)

SCHEMA_PATH = "io/github/camelot_squire/Squire"
MSGID = "_New Game"


def run_with(squire, localedir, language, expected, unexpected):
    with tempfile.TemporaryDirectory() as config:
        settings = os.path.join(config, "glib-2.0", "settings")
        os.makedirs(settings)
        with open(os.path.join(settings, "keyfile"), "w", encoding="utf-8") as f:
            f.write(f"[{SCHEMA_PATH}]\nlanguage='{language}'\n")

        env = dict(os.environ)
        for key in ("GTK_A11Y", "NO_AT_BRIDGE", "LANGUAGE", "LC_ALL", "LC_MESSAGES"):
            env.pop(key, None)
        env["LANG"] = "C"
        env["GSETTINGS_BACKEND"] = "keyfile"
        env["XDG_CONFIG_HOME"] = config
        env["SQUIRE_LOCALEDIR"] = localedir
        # Xvfb resets when its last client leaves, and refuses connections
        # while it does: start again when the previous run's exit did that.
        for attempt in range(10):
            proc = subprocess.Popen([squire], env=env)
            try:
                app = e2e.find_app("squire", proc)
                break
            except SystemExit:
                if proc.poll() is None or attempt == 9:
                    raise
                time.sleep(0.5)
        try:
            e2e.find(app, e2e.named(expected), f"{expected!r} with language {language!r}")
            e2e.ok(True, f"language {language!r}: the start page offers {expected!r}")
            names = {e2e.label_of(n) for n in e2e.walk(app)}
            e2e.ok(unexpected not in names,
                   f"language {language!r}: no {unexpected!r} on the start page")
        finally:
            proc.terminate()
            proc.wait(timeout=10)


def main():
    squire = sys.argv[1]
    localedir = sys.argv[2]
    english = MSGID.replace("_", "")

    run_with(squire, localedir, "", english, None)
    for language in ("nl", "es", "it"):
        catalogue = gettext.translation("squire", localedir, languages=[language])
        translated = catalogue.gettext(MSGID)
        e2e.ok(translated != MSGID, f"{language}: {MSGID!r} is translated")
        run_with(squire, localedir, language, translated.replace("_", ""), english)

    if e2e.failures:
        sys.exit(f"{e2e.failures} check(s) failed")


if __name__ == "__main__":
    main()
