#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Keeps the toolkit inside src/app: fails when a source file of the
GLib-only layers (src/record, src/soc, src/legends, src/phones, src/cli)
includes a GTK, GDK, libadwaita, Pango or cairo header, or when the build
compiles one of their files with GTK on its include path.

The first half reads the sources, so it fails for a new include even
before anything is built. The second reads the build's
compile_commands.json: a library that picks up a GTK dependency by
accident passes the first half and fails here.

Usage: check-layers.py SRCROOT BUILDROOT"""

import json
import os
import re
import sys

GLIB_ONLY = ('src/record', 'src/soc', 'src/legends', 'src/phones', 'src/cli',
             'tests/record', 'tests/soc', 'tests/legends', 'tests/phones')
TOOLKIT_HEADER = re.compile(
    r'^\s*#\s*include\s*[<"](gtk/|gdk/|adwaita\.h|pango/|cairo|graphene)')
TOOLKIT_PATH = re.compile(r'-I\S*/(gtk-4\.0|libadwaita-1|pango-1\.0|cairo)\b')


def source_offenders(srcroot):
    offenders = []
    for layer in GLIB_ONLY:
        for folder, _, names in os.walk(os.path.join(srcroot, layer)):
            for name in sorted(names):
                if not name.endswith(('.c', '.h')):
                    continue
                path = os.path.join(folder, name)
                with open(path, encoding='utf-8') as f:
                    for number, line in enumerate(f, 1):
                        if TOOLKIT_HEADER.match(line):
                            rel = os.path.relpath(path, srcroot)
                            offenders.append(f'{rel}:{number}: {line.strip()}')
    return offenders


def build_offenders(srcroot, buildroot):
    with open(os.path.join(buildroot, 'compile_commands.json'),
              encoding='utf-8') as f:
        commands = json.load(f)
    offenders = []
    checked = 0
    for entry in commands:
        path = os.path.normpath(os.path.join(entry['directory'], entry['file']))
        rel = os.path.relpath(path, srcroot)
        if not rel.startswith(tuple(layer + '/' for layer in GLIB_ONLY)):
            continue
        checked += 1
        if TOOLKIT_PATH.search(entry.get('command', ' '.join(entry.get('arguments', [])))):
            offenders.append(f'{rel} is compiled with GTK on its include path')
    return offenders, checked


def main():
    srcroot, buildroot = sys.argv[1], sys.argv[2]
    offenders = source_offenders(srcroot)
    built, checked = build_offenders(srcroot, buildroot)
    offenders += built
    for line in offenders:
        print(line)
    if checked == 0:
        print('no file of the GLib-only layers found in the build')
        return 1
    if offenders:
        print(f'{len(offenders)} toolkit uses outside src/app')
        return 1
    print(f'{checked} files of {", ".join(GLIB_ONLY)} are built without GTK')
    return 0


if __name__ == '__main__':
    sys.exit(main())
