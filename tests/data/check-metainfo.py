#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks the built AppStream metainfo against what Squire promises, beyond
what appstreamcli validates. Usage: check-metainfo.py METAINFO SRCROOT VERSION

- a name, and a summary of 10 to 35 characters without a full stop;
- a description saying that Squire is an unofficial companion for the
  board game, naming its authors and publisher;
- releases with dates, newest first, the newest being meson.build's version;
- developer, launchable, content rating, homepage, bug tracker and source
  URLs, light and dark brand colours, the smallest display and the inputs;
- screenshots, exactly one default, each with a caption and an image that
  is a file of docs/screenshots with the size the metainfo states.
"""

import datetime
import pathlib
import re
import struct
import sys
import xml.etree.ElementTree as ET

XML_LANG = '{http://www.w3.org/XML/1998/namespace}lang'
problems = []


def untranslated(parent, tag):
    return [e for e in parent.findall(tag) if e.get(XML_LANG) is None]


def text(element):
    return ' '.join(''.join(element.itertext()).split())


def png_size(path):
    with open(path, 'rb') as f:
        header = f.read(24)
    if header[:8] != b'\x89PNG\r\n\x1a\n':
        return None
    return struct.unpack('>II', header[16:24])


def version_key(v):
    return [int(x) if x.isdigit() else x for x in re.split(r'[.-]', v)]


def main():
    root = ET.parse(sys.argv[1]).getroot()
    srcroot = pathlib.Path(sys.argv[2])
    version = sys.argv[3]

    names = untranslated(root, 'name')
    if len(names) != 1 or not text(names[0]):
        problems.append('exactly one untranslated <name> is needed')

    summaries = untranslated(root, 'summary')
    if len(summaries) != 1:
        problems.append('exactly one untranslated <summary> is needed')
    else:
        summary = text(summaries[0])
        if not 10 <= len(summary) <= 35:
            problems.append(f'the summary "{summary}" has {len(summary)} characters, not 10 to 35')
        if summary.endswith('.'):
            problems.append('the summary ends with a full stop')

    description = root.find('description')
    desc = text(description) if description is not None else ''
    for words in ('unofficial companion for the board game', 'Shadows over Camelot',
                  'Serge Laget', 'Bruno Cathala', 'Days of Wonder'):
        if words not in desc:
            problems.append(f'the description does not say "{words}"')

    releases = root.findall('releases/release')
    if not releases:
        problems.append('no <release>')
    dates = []
    for r in releases:
        try:
            dates.append(datetime.date.fromisoformat(r.get('date', '')))
        except ValueError:
            problems.append(f'release {r.get("version")} has no valid date')
        if r.find('description') is None:
            problems.append(f'release {r.get("version")} has no notes')
    if dates != sorted(dates, reverse=True):
        problems.append('releases are not newest first')
    versions = [r.get('version', '') for r in releases]
    if versions != sorted(versions, key=version_key, reverse=True):
        problems.append('release versions are not newest first')
    if releases and releases[0].get('version') != version:
        problems.append(f'the newest release is {releases[0].get("version")}, '
                        f'meson.build says {version}')

    developer = root.find('developer')
    if developer is None or not developer.get('id') or not developer.findtext('name'):
        problems.append('<developer id="..."><name> is missing')
    if root.find('launchable[@type="desktop-id"]') is None:
        problems.append('<launchable type="desktop-id"> is missing')
    if root.find('content_rating[@type="oars-1.1"]') is None:
        problems.append('<content_rating type="oars-1.1"> is missing')
    for kind in ('homepage', 'bugtracker', 'vcs-browser'):
        url = root.findtext(f'url[@type="{kind}"]')
        if not url or not url.startswith('https://'):
            problems.append(f'<url type="{kind}"> with an https address is missing')
    for scheme in ('light', 'dark'):
        colour = root.findtext(f'branding/color[@type="primary"][@scheme_preference="{scheme}"]')
        if not colour or not re.fullmatch(r'#[0-9a-fA-F]{6}', colour):
            problems.append(f'no primary {scheme} brand colour')
    if root.find('requires/display_length') is None:
        problems.append('<requires><display_length> is missing')
    controls = {c.text for c in root.findall('supports/control')}
    for control in ('keyboard', 'pointing', 'touch'):
        if control not in controls:
            problems.append(f'<supports><control>{control}</control> is missing')

    screenshots = root.findall('screenshots/screenshot')
    if not screenshots:
        problems.append('no screenshots')
    if len([s for s in screenshots if s.get('type') == 'default']) != 1:
        problems.append('exactly one screenshot must be the default')
    prefix = 'https://raw.githubusercontent.com/camelot-squire/squire/main/'
    for s in screenshots:
        captions = untranslated(s, 'caption')
        image = s.find('image')
        where = image.text if image is not None else '?'
        if len(captions) != 1 or not text(captions[0]):
            problems.append(f'screenshot {where}: no caption')
        elif text(captions[0]).endswith('.'):
            problems.append(f'screenshot {where}: the caption ends with a full stop')
        if image is None or not where.startswith(prefix + 'docs/screenshots/'):
            problems.append(f'screenshot {where}: not an image of docs/screenshots')
            continue
        path = srcroot / where[len(prefix):]
        if not path.is_file():
            problems.append(f'screenshot {where}: {path} does not exist')
            continue
        size = png_size(path)
        stated = (int(image.get('width', 0)), int(image.get('height', 0)))
        if size != stated:
            problems.append(f'screenshot {path.name}: the metainfo says {stated}, the file is {size}')

    if problems:
        for p in problems:
            print(p)
        return 1
    print(f'metainfo: {len(releases)} releases, {len(screenshots)} screenshots: OK')
    return 0


if __name__ == '__main__':
    sys.exit(main())
