#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Lists every source file over 800 lines and every C function over 120
lines, and fails unless each is in the ratchet file with at least its size.

Sources are the tracked files (git ls-files; a walk of the folders when the
tree is not a git checkout) under src/ and tests/ ending in .c, .h, .py, .sh
or .js. A C function (in a .c or a .h) is found the way the code is written
(GNU style): its name starts a line, followed by " (", and its body runs
from a "{" at column 0 to the next "}" at column 0; its size is that body,
braces included. Structs, enums and initialisers are not functions: no name
with a parenthesis heads them.

The ratchet, tests/data/size-exceptions.txt, names each offender that is
still allowed, one a line: "PATH LINES" for a file, "PATH:FUNCTION LINES"
for a function. The check fails for an offender that is not listed or that
has grown past its number; a listed number may only go down. An entry that
is no longer needed (or could be lowered) is reported, not failed, so that
work shrinking a file in parallel does not break the build: lower or remove
it in the same commit when you can.

Usage: check-sizes.py SRCROOT"""

import os
import re
import subprocess
import sys

MAX_FILE_LINES = 800
MAX_FUNCTION_LINES = 120
FOLDERS = ("src", "tests")
EXTENSIONS = (".c", ".h", ".py", ".sh", ".js")
EXCEPTIONS = os.path.join("tests", "data", "size-exceptions.txt")

# A function's name at column 0: "name (" (GNU style, the return type on the
# line before) or "static int name (" on one line. Keywords that can start a
# line and take a parenthesis are not names.
FUNCTION_HEAD = re.compile(r"^(?:[A-Za-z_][\w \t*]*[ \t*])?([A-Za-z_]\w*)\s*\(")
NOT_NAMES = {"if", "for", "while", "switch", "return", "sizeof", "do", "else"}


def source_files(root):
    """The tracked source files under FOLDERS, as sorted relative paths."""
    try:
        out = subprocess.run(["git", "-C", root, "ls-files", "-z", "--", *FOLDERS],
                             capture_output=True, text=True, check=True).stdout
        paths = [p for p in out.split("\0") if p]
    except (OSError, subprocess.CalledProcessError):
        paths = []
        for folder in FOLDERS:
            for dirpath, _dirs, names in os.walk(os.path.join(root, folder)):
                rel = os.path.relpath(dirpath, root)
                paths.extend(os.path.join(rel, n) for n in names)
    paths = [p.replace(os.sep, "/") for p in paths if p.endswith(EXTENSIONS)]
    # A file deleted in the work tree but still in the index is not a source.
    return sorted(p for p in paths if os.path.isfile(os.path.join(root, p)))


def read_lines(path):
    """The lines of @path as `wc -l` counts them: split at newlines only (a
    form feed or a lone carriage return ends no line), and a last line
    without its newline counted too."""
    with open(path, encoding="utf-8", errors="replace", newline="") as f:
        text = f.read()
    lines = text.split("\n")
    if lines[-1] == "":
        lines.pop()
    return lines


def function_name(lines, brace):
    """The name of the function whose body opens at lines[brace], or None.

    Walks back over the parameter lines (indented) and preprocessor lines
    to the first line that starts at column 0: in GNU style that is the
    name with its "(", the return type being on the line above. Anything
    else there ("struct _SqFoo", "static const struct", "enum"), or a blank
    line first, means the braces are not a function's.
    """
    for i in range(brace - 1, -1, -1):
        line = lines[i].rstrip("\r")
        if not line.strip():
            return None
        if line[0].isspace() or line.startswith("#"):
            continue
        match = FUNCTION_HEAD.match(line)
        if match and match.group(1) not in NOT_NAMES:
            return match.group(1)
        return None
    return None


def long_functions(lines):
    """(name, line number, size) of each C function over the limit."""
    found = []
    i = 0
    while i < len(lines):
        if lines[i].startswith("{"):
            name = function_name(lines, i)
            end = i + 1
            while end < len(lines) and not lines[end].startswith("}"):
                end += 1
            size = end - i + 1
            if name and size > MAX_FUNCTION_LINES:
                found.append((name, i + 1, size))
            i = end
        i += 1
    return found


def offenders(root):
    """{key: size} of every file and function over its limit."""
    result = {}
    for path in source_files(root):
        lines = read_lines(os.path.join(root, path))
        if len(lines) > MAX_FILE_LINES:
            result[path] = len(lines)
        if path.endswith((".c", ".h")):
            for name, _line, size in long_functions(lines):
                result[f"{path}:{name}"] = size
    return result


def read_exceptions(path):
    """{key: allowed size} from the ratchet file; raises ValueError on a bad line."""
    allowed = {}
    if not os.path.exists(path):
        return allowed
    for number, line in enumerate(read_lines(path), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        fields = line.split()
        if len(fields) != 2 or not fields[1].isdigit():
            raise ValueError(f"{EXCEPTIONS}:{number}: expected 'PATH[:FUNCTION] LINES', got {line!r}")
        if fields[0] in allowed:
            raise ValueError(f"{EXCEPTIONS}:{number}: {fields[0]} is listed twice")
        allowed[fields[0]] = int(fields[1])
    return allowed


def main():
    if len(sys.argv) != 2:
        print(__doc__.splitlines()[-1], file=sys.stderr)
        return 2
    root = os.path.abspath(sys.argv[1])
    try:
        allowed = read_exceptions(os.path.join(root, EXCEPTIONS))
    except ValueError as e:
        print(e)
        return 1
    found = offenders(root)

    print(f"Files over {MAX_FILE_LINES} lines and C functions over "
          f"{MAX_FUNCTION_LINES} lines: {len(found)}")
    failures = 0
    for key in sorted(found):
        size = found[key]
        limit = allowed.get(key)
        if limit is None:
            verdict = "FAIL: not in " + EXCEPTIONS
            failures += 1
        elif size > limit:
            verdict = f"FAIL: grew past the {limit} listed"
            failures += 1
        else:
            verdict = f"listed at {limit}"
        print(f"  {key}: {size} lines ({verdict})")

    for key in sorted(allowed):
        if key not in found:
            print(f"note: {key} is within its limit now; remove it from {EXCEPTIONS}")
        elif found[key] < allowed[key]:
            print(f"note: {key} has {found[key]} lines; lower its entry from {allowed[key]}")

    if failures:
        print(f"{failures} offender(s) not allowed. Split along a real seam; "
              "see 'Sizes' in HACKING.md.")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
