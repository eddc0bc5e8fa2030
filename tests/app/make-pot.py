#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes the template of every string the sources mark today, the way
the squire-pot target and tests/data/check-translations.py extract it (the
same xgettext arguments, taken from there), for test-languages to tell
English on screen from a translation. Usage: make-pot.py SRCROOT OUTPUT"""

import importlib.util
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "check_translations", os.path.join(HERE, "..", "data", "check-translations.py"))
check_translations = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check_translations)


def main():
    srcroot = os.path.abspath(sys.argv[1])
    output = os.path.abspath(sys.argv[2])
    env = dict(os.environ)
    env["GETTEXTDATADIRS"] = os.path.join(srcroot, "data", "rules")
    subprocess.run(["xgettext", "--package-name=squire", "--files-from=po/POTFILES.in",
                    "--directory=" + srcroot, "--output=" + output]
                   + check_translations.XGETTEXT_ARGS,
                   cwd=srcroot, env=env, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
