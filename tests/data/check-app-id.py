#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks that one application id names everything.

Usage: check-app-id.py SRCROOT BASE_ID APP_ID RESOURCE_BASE_PATH DESKTOP METAINFO

BASE_ID must name the desktop file, metainfo and icon sources, the
GSettings schema (id and path), the GResource prefix and the Flatpak
manifest (file name and id); APP_ID, the built desktop file and metainfo
(BASE_ID, or BASE_ID.Devel in the development profile).
"""

import json
import pathlib
import re
import sys
import xml.etree.ElementTree as ET

problems = []


def expect(what, found, wanted):
    if found != wanted:
        problems.append(f'{what}: found {found!r}, expected {wanted!r}')


def main():
    srcroot = pathlib.Path(sys.argv[1])
    base_id, app_id, resource_base_path = sys.argv[2:5]
    desktop = pathlib.Path(sys.argv[5])
    metainfo = pathlib.Path(sys.argv[6])

    # Flathub's rules for a code-hosting id: io.github.<owner>.<Repo>, and
    # the resource path and schema path are the id with dots as slashes.
    if not re.fullmatch(r'io\.github\.[A-Za-z0-9_-]+\.[A-Za-z0-9_]+', base_id):
        problems.append(f'{base_id} is not of the form io.github.<owner>.<Repo>')
    if app_id not in (base_id, base_id + '.Devel'):
        problems.append(f'the application id {app_id} is neither {base_id} nor {base_id}.Devel')
    slashed = '/' + base_id.replace('.', '/')
    expect('the resource base path (meson.build)', resource_base_path, slashed)

    data = srcroot / 'data'
    for name in (f'{base_id}.desktop.in.in', f'{base_id}.metainfo.xml.in.in',
                 f'{base_id}.gschema.xml'):
        if not (data / name).is_file():
            problems.append(f'data/{name} is missing')

    desktop_in = (data / f'{base_id}.desktop.in.in').read_text(encoding='utf-8')
    expect('Icon= in the desktop file source',
           re.search(r'^Icon=(.*)$', desktop_in, re.M).group(1), '@APP_ID@')
    metainfo_in = ET.parse(data / f'{base_id}.metainfo.xml.in.in').getroot()
    expect('<id> in the metainfo source', metainfo_in.findtext('id'), '@APP_ID@')
    expect('<launchable> in the metainfo source', metainfo_in.findtext('launchable'),
           '@APP_ID@.desktop')

    schema = ET.parse(data / f'{base_id}.gschema.xml').getroot()
    for s in schema.iter('schema'):
        expect('the GSettings schema id', s.get('id'), base_id)
        expect('the GSettings schema path', s.get('path'), slashed + '/')
    for e in schema.iter('enum'):
        if not e.get('id', '').startswith(base_id + '.'):
            problems.append(f'the GSettings enum {e.get("id")} is not under {base_id}')

    gresource = ET.parse(srcroot / 'src' / 'app' / 'squire.gresource.xml').getroot()
    for g in gresource.iter('gresource'):
        expect('the GResource prefix (src/app/squire.gresource.xml)', g.get('prefix'), slashed)

    manifests = sorted((srcroot / 'flatpak').glob('*.json'))
    expect('Flatpak manifests', [m.name for m in manifests], [f'{base_id}.json'])
    for m in manifests:
        manifest = json.loads(m.read_text(encoding='utf-8'))
        expect(f'"id" in {m.name}', manifest.get('id') or manifest.get('app-id'), base_id)

    # The built files carry the profile's id.
    expect('the built desktop file', desktop.name, f'{app_id}.desktop')
    built = desktop.read_text(encoding='utf-8')
    expect('Icon= in the built desktop file',
           re.search(r'^Icon=(.*)$', built, re.M).group(1), app_id)
    expect('the built metainfo', metainfo.name, f'{app_id}.metainfo.xml')
    root = ET.parse(metainfo).getroot()
    expect('<id> in the built metainfo', root.findtext('id'), app_id)
    expect('<launchable> in the built metainfo', root.findtext('launchable'),
           f'{app_id}.desktop')

    if problems:
        for p in problems:
            print(p)
        return 1
    print(f'{app_id}: desktop file, metainfo, icons, schema, resources and manifest agree')
    return 0


if __name__ == '__main__':
    sys.exit(main())
