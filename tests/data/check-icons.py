#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks Squire's icons. Usage: check-icons.py SRCROOT BASE_ID

- the app icon (scalable) and its symbolic variant exist, are named after
  the application id and are plain SVG: no embedded pictures or text, so
  nothing of anyone else's art;
- every SVG in src/app/icons is a 16x16 symbolic icon drawn in the one
  foreground grey, registered in the gresource under icons/scalable/actions/
  with its own name, and every icon the gresource lists exists;
- a symbolic PNG at a fixed size stands beside its icon's SVG and is made
  from it by src/app/meson.build;
- every sq-*-symbolic icon the code or a template names is registered;
- the game pieces have an icon: swords, siege engines, the three relics and
  both card backs.
"""

import pathlib
import re
import sys
import xml.etree.ElementTree as ET

SVG = '{http://www.w3.org/2000/svg}'
FOREGROUND = {'#222222', '#222', 'none'}
FORBIDDEN = {'image', 'text', 'script', 'foreignObject', 'use'}
REQUIRED = {
    'sq-sword-symbolic': 'swords',
    'sq-siege-engine-symbolic': 'siege engines',
    'sq-excalibur-symbolic': 'Excalibur',
    'sq-grail-symbolic': 'the Holy Grail',
    'sq-armor-symbolic': "Lancelot's armor",
    'sq-white-card-back-symbolic': 'the back of a White card',
    'sq-black-card-back-symbolic': 'the back of a Black card',
}

problems = []


def problem(message):
    problems.append(message)


def parse_svg(path):
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as e:
        problem(f'{path}: not well-formed XML: {e}')
        return None
    if root.tag != SVG + 'svg':
        problem(f'{path}: the root element is not an SVG <svg>')
        return None
    for element in root.iter():
        local = element.tag.replace(SVG, '')
        if local in FORBIDDEN:
            problem(f'{path}: contains <{local}>; icons are plain shapes of our own')
        for attribute, value in element.attrib.items():
            if attribute.endswith('href') and not value.startswith('#'):
                problem(f'{path}: refers to another file ({value})')
    return root


def check_symbolic(path):
    root = parse_svg(path)
    if root is None:
        return
    if root.get('viewBox') != '0 0 16 16' or root.get('width') != '16' or root.get('height') != '16':
        problem(f'{path}: a symbolic icon is 16x16 with viewBox "0 0 16 16"')
    for element in root.iter():
        for attribute in ('fill', 'stroke'):
            value = element.get(attribute)
            if value is not None and value.lower() not in FOREGROUND:
                problem(f'{path}: {attribute}="{value}"; symbolic icons use #222222 only, '
                        'which GTK recolours')
        style = element.get('style')
        if style and re.search(r'(fill|stroke)\s*:\s*(?!#222222|#222\b|none)', style):
            problem(f'{path}: a colour in style="{style}"; use #222222 only')


def main():
    srcroot = pathlib.Path(sys.argv[1])
    base_id = sys.argv[2]

    apps = srcroot / 'data' / 'icons' / 'hicolor'
    app_icon = apps / 'scalable' / 'apps' / f'{base_id}.svg'
    app_symbolic = apps / 'symbolic' / 'apps' / f'{base_id}-symbolic.svg'
    for path in (app_icon, app_symbolic):
        if not path.is_file():
            problem(f'{path} is missing')
    if app_icon.is_file():
        parse_svg(app_icon)
    if app_symbolic.is_file():
        check_symbolic(app_symbolic)
    for path in sorted(apps.rglob('*')):
        if path.is_file() and not path.name.startswith(base_id):
            problem(f'{path}: app icons are named after the application id {base_id}')

    ui = srcroot / 'src' / 'app'
    gresource = ET.parse(ui / 'squire.gresource.xml').getroot()
    registered = {}
    pngs = []
    for f in gresource.iter('file'):
        alias = f.get('alias') or ''
        if re.match(r'icons/\d+x\d+(@2)?/actions/[^/]+\.symbolic\.png$', alias):
            # encoded at build time from the icon's SVG (src/app/meson.build)
            pngs.append((alias, pathlib.PurePosixPath(alias).name[:-len('.symbolic.png')], f.text))
            continue
        if alias.startswith('icons/'):
            name = pathlib.PurePosixPath(alias).stem
            if not alias.startswith('icons/scalable/actions/'):
                problem(f'gresource: {alias} is not under icons/scalable/actions/')
            target = ui / f.text
            if not target.is_file():
                problem(f'gresource: {alias} points at {f.text}, which does not exist')
            elif target.parent == ui / 'icons' and target.stem != name:
                problem(f'gresource: {alias} is registered from {f.text}; keep the names equal')
            registered[name] = target

    build = (ui / 'meson.build').read_text(encoding='utf-8')
    for alias, name, made in pngs:
        if name not in registered:
            problem(f'gresource: {alias} has no SVG of {name} under icons/scalable/actions/')
        if not made.startswith(name + '-') or made[len(name) + 1:].split('.')[0] not in build:
            problem(f'gresource: {alias} points at {made}, which src/app/meson.build does not make')

    for path in sorted((ui / 'icons').glob('*.svg')):
        if not path.stem.startswith('sq-') or not path.stem.endswith('-symbolic'):
            problem(f'{path}: icons in src/app/icons are named sq-*-symbolic.svg')
        check_symbolic(path)
        if path.stem not in registered:
            problem(f'{path.name} is not registered in src/app/squire.gresource.xml')

    used = set()
    for path in sorted(ui.rglob('*')):
        if path.suffix in ('.c', '.h', '.ui') and path.is_file():
            used |= set(re.findall(r'\bsq-[a-z0-9-]+-symbolic\b', path.read_text(encoding='utf-8')))
    for name in sorted(used - set(registered)):
        problem(f'{name} is used in src/ui but not registered in the gresource')

    for name, what in REQUIRED.items():
        if name not in registered:
            problem(f'no icon for {what}: {name} is missing from the gresource')

    if problems:
        for p in problems:
            print(p)
        return 1
    print(f'{len(registered)} registered icons, {len(used)} used, app icons for {base_id}: OK')
    return 0


if __name__ == '__main__':
    sys.exit(main())
