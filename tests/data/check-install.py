#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Installs a build into a temporary DESTDIR and checks what lands there.

Usage: check-install.py --meson MESON --builddir DIR --srcroot DIR
                        [--base-id ID] [--app-id ID] [--version V]
                        [--manifest FILE] [--run] [--keep DIR]

The ids and the version default to those in the build's config.h.

Always: `meson install --destdir` into a temporary folder, then every file
Squire must install is there: both binaries, the desktop file, the
metainfo, both app icons, the schema, both man pages, a .mo per language
in po/LINGUAS, the user guide and each screenshot it shows; no headers or
static libraries.

--manifest: the Flatpak manifest's id, command, runtime, finish-args
(exactly the allowed set: no file system; the network only for the phones' page), cleanup, and that
its module builds this source tree with the tests on, without a display.

--run: the installed files are validated (desktop-file-validate,
appstreamcli validate --no-net, glib-compile-schemas --strict), the
translations are checked against the installed desktop file, and the
installed `squire --version`, `squire-cli --version` and a `squire-cli
replay` run with the installed data only and no display; the phones
module loads and gives its table of functions, the installed squire
names the folder the module was installed in and links neither libsoup
nor libqrencode (it loads them with the module, on first use).
"""

import argparse
import configparser
import ctypes
import gettext
import json
import os
import pathlib
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

# --share=network: "Use phones for private views" serves the players'
# phones on the local network (docs/phones.md); nothing else uses it.
ALLOWED_FINISH_ARGS = ['--share=ipc', '--socket=wayland', '--socket=fallback-x11', '--device=dri',
                       '--share=network']
# Libraries the runtime lacks, built before squire from a pinned commit.
REQUIRED_MODULES = ['libqrencode']
REQUIRED_CLEANUP = ['/include', '/lib/pkgconfig', '*.a', '*.la']
# The phones (libsoup, libqrencode), loaded by squire on first use from
# $libdir/squire; its one exported function, and the version of its table
# (SQ_PHONES_API_VERSION in src/phones/sq-phones-api.h).
PHONES_MODULE = 'libsquire-phones.so'
PHONES_API_SYMBOL = 'sq_phones_module_get_api'
PHONES_API_VERSION = 1
PHONES_LIBRARIES = ('libsoup-3.0', 'libqrencode')
# GNOME keeps a runtime about a year; below this one the manifest is stale.
OLDEST_RUNTIME = 50

problems = []


def problem(message):
    problems.append(message)


# Manifest

def check_manifest(path, base_id):
    try:
        manifest = json.loads(path.read_text(encoding='utf-8'))
    except (OSError, ValueError) as e:
        problem(f'{path}: cannot be read as JSON: {e}')
        return None

    def expect(key, wanted):
        if manifest.get(key) != wanted:
            problem(f'manifest: "{key}" is {manifest.get(key)!r}, expected {wanted!r}')

    expect('id', base_id)
    expect('command', 'squire')
    expect('runtime', 'org.gnome.Platform')
    expect('sdk', 'org.gnome.Sdk')
    runtime_version = str(manifest.get('runtime-version', ''))
    if not runtime_version.isdigit() or int(runtime_version) < OLDEST_RUNTIME:
        problem(f'manifest: runtime-version {runtime_version!r} is not a supported GNOME '
                f'runtime ({OLDEST_RUNTIME} or newer)')

    finish_args = manifest.get('finish-args', [])
    for arg in finish_args:
        if arg.startswith('--filesystem') or \
           arg.startswith('--talk-name') or arg.startswith('--own-name') or \
           arg == '--socket=session-bus' or arg == '--socket=system-bus' or arg == '--socket=x11':
            problem(f'manifest: finish-args must not contain {arg}')
    if sorted(finish_args) != sorted(ALLOWED_FINISH_ARGS) or len(set(finish_args)) != len(finish_args):
        problem(f'manifest: finish-args are {finish_args}, expected exactly {ALLOWED_FINISH_ARGS}')

    cleanup = manifest.get('cleanup', [])
    for pattern in REQUIRED_CLEANUP:
        if pattern not in cleanup:
            problem(f'manifest: cleanup does not remove {pattern}')

    modules = manifest.get('modules', [])
    if not modules or not isinstance(modules[-1], dict):
        problem('manifest: no modules')
        return manifest
    for module in modules:
        if isinstance(module, dict):
            options = module.get('build-options', {})
            for arg in options.get('build-args', []) + options.get('test-args', []):
                if arg.startswith('--share=network') or arg.startswith('--filesystem'):
                    problem(f'manifest: module {module.get("name")} builds or tests with {arg}')

    names = [m.get('name') for m in modules if isinstance(m, dict)]
    for name in REQUIRED_MODULES:
        if name not in names[:-1]:
            problem(f'manifest: no module {name} before squire')
    for module in modules[:-1]:
        if not isinstance(module, dict):
            continue
        for source in module.get('sources', []):
            if source.get('type') == 'git' and len(source.get('commit', '')) != 40:
                problem(f'manifest: module {module.get("name")} is not pinned to a commit')
            if source.get('type') == 'archive' and not source.get('sha256'):
                problem(f'manifest: module {module.get("name")} has no sha256')

    squire = modules[-1]
    if squire.get('name') != 'squire' or squire.get('buildsystem') != 'meson':
        problem('manifest: the last module is not "squire", built with meson')
    if squire.get('run-tests') is not True:
        problem('manifest: the squire module does not run its tests ("run-tests": true)')
    if '-Dtests=false' in squire.get('config-opts', []):
        problem('manifest: the squire module turns the tests off')
    sources = squire.get('sources', [])
    if not any(s.get('type') == 'dir' and (path.parent / s.get('path', '')).resolve() ==
               path.parent.parent.resolve() for s in sources if isinstance(s, dict)):
        problem('manifest: the squire module is not built from this source tree '
                '({"type": "dir", "path": ".."})')
    options = squire.get('build-options', {})
    for arg in options.get('test-args', []):
        if arg.startswith('--socket') or arg.startswith('--device'):
            problem(f'manifest: tests run with {arg}; the UI suite must skip, not use the '
                    'builder\'s display')
    env = options.get('env', {})
    for var in ('DISPLAY', 'WAYLAND_DISPLAY'):
        if var not in env or env[var] is not None:
            problem(f'manifest: build-options.env does not unset {var} (null)')
    return manifest


# Install

def install_dirs(meson, builddir):
    out = subprocess.run([meson, 'introspect', '--buildoptions', str(builddir)],
                         check=True, capture_output=True, text=True).stdout
    options = {o['name']: o['value'] for o in json.loads(out)}
    prefix = pathlib.PurePosixPath(options['prefix'])

    def under_prefix(name):
        return prefix / options[name]      # an absolute value replaces the prefix

    return {
        'prefix': prefix,
        'bindir': under_prefix('bindir'),
        'libdir': under_prefix('libdir'),
        'datadir': under_prefix('datadir'),
        'mandir': under_prefix('mandir'),
        'localedir': under_prefix('localedir'),
    }


def in_destdir(destdir, path):
    return destdir / str(path).lstrip('/')


def expected_files(srcroot, dirs, base_id, app_id):
    share = dirs['datadir']
    files = [
        dirs['bindir'] / 'squire',
        dirs['bindir'] / 'squire-cli',
        dirs['libdir'] / 'squire' / PHONES_MODULE,
        share / 'applications' / f'{app_id}.desktop',
        share / 'metainfo' / f'{app_id}.metainfo.xml',
        share / 'icons' / 'hicolor' / 'scalable' / 'apps' / f'{app_id}.svg',
        share / 'icons' / 'hicolor' / 'symbolic' / 'apps' / f'{app_id}-symbolic.svg',
        share / 'glib-2.0' / 'schemas' / f'{base_id}.gschema.xml',
        dirs['mandir'] / 'man1' / 'squire.1',
        dirs['mandir'] / 'man1' / 'squire-cli.1',
        share / 'doc' / 'squire' / 'user-guide.md',
    ]
    guide = (srcroot / 'docs' / 'user-guide.md').read_text(encoding='utf-8')
    for shot in sorted(set(re.findall(r'\]\((screenshots/[^)]+)\)', guide))):
        files.append(share / 'doc' / 'squire' / shot)
    for lang in linguas(srcroot):
        files.append(dirs['localedir'] / lang / 'LC_MESSAGES' / 'squire.mo')
    return files


def linguas(srcroot):
    langs = []
    for line in (srcroot / 'po' / 'LINGUAS').read_text(encoding='utf-8').splitlines():
        langs += line.split('#', 1)[0].split()
    return langs


def check_installed(destdir, srcroot, dirs, base_id, app_id):
    for path in expected_files(srcroot, dirs, base_id, app_id):
        full = in_destdir(destdir, path)
        if not full.is_file():
            problem(f'not installed: {path}')
        elif full.parent.name == 'bin' and not os.access(full, os.X_OK):
            problem(f'not executable: {path}')
    for full in destdir.rglob('*'):
        rel = '/' + str(full.relative_to(destdir))
        if full.is_file() and (full.suffix in ('.a', '.la', '.h') or '/include/' in rel
                               or '/pkgconfig/' in rel):
            problem(f'installed a development file: {rel}')


# Run

def run(command, env=None, what=None):
    result = subprocess.run(command, capture_output=True, text=True, env=env)
    if result.returncode != 0:
        problem(f'{what or command[0]} failed ({result.returncode}):\n'
                f'{result.stdout}{result.stderr}'.rstrip())
    return result


def check_translations(destdir, srcroot, dirs, app_id):
    desktop = configparser.RawConfigParser(interpolation=None, strict=False)
    desktop.optionxform = str
    desktop_path = in_destdir(destdir, dirs['datadir'] / 'applications' / f'{app_id}.desktop')
    if not desktop_path.is_file():
        return
    desktop.read(desktop_path, encoding='utf-8')
    entry = desktop['Desktop Entry']
    metainfo_path = in_destdir(destdir, dirs['datadir'] / 'metainfo' / f'{app_id}.metainfo.xml')
    metainfo = ET.parse(metainfo_path).getroot() if metainfo_path.is_file() else None
    lang_attr = '{http://www.w3.org/XML/1998/namespace}lang'

    for lang in linguas(srcroot):
        mo = in_destdir(destdir, dirs['localedir'] / lang / 'LC_MESSAGES' / 'squire.mo')
        if not mo.is_file():
            continue
        with open(mo, 'rb') as f:
            catalog = gettext.GNUTranslations(f)
        for key in ('Name', 'Comment', 'Keywords'):
            localised = entry.get(f'{key}[{lang}]')
            if localised is None:
                problem(f'desktop file: {key}[{lang}] is missing')
            elif key != 'Name' and catalog.gettext(entry[key]) != localised:
                problem(f'desktop file: {key}[{lang}] is not the installed catalogue\'s '
                        f'translation of {entry[key]!r}')
        if metainfo is not None and not any(s.get(lang_attr) == lang
                                            for s in metainfo.findall('summary')):
            problem(f'metainfo: no summary in {lang}')


def check_run(destdir, srcroot, dirs, base_id, app_id, version):
    desktop = in_destdir(destdir, dirs['datadir'] / 'applications' / f'{app_id}.desktop')
    metainfo = in_destdir(destdir, dirs['datadir'] / 'metainfo' / f'{app_id}.metainfo.xml')
    schemas = in_destdir(destdir, dirs['datadir'] / 'glib-2.0' / 'schemas')
    if desktop.is_file():
        run(['desktop-file-validate', str(desktop)], what='desktop-file-validate (installed)')
    if metainfo.is_file():
        run(['appstreamcli', 'validate', '--no-net', str(metainfo)],
            what='appstreamcli validate (installed)')

    # The installed data only: the schema compiled where it was installed
    # (meson skips its post-install step under DESTDIR), no display, no
    # build tree on any path.
    compiled = tempfile.mkdtemp(prefix='squire-schemas-')
    try:
        if schemas.is_dir():
            run(['glib-compile-schemas', '--strict', f'--targetdir={compiled}', str(schemas)],
                what='glib-compile-schemas --strict (installed)')
        env = {k: v for k, v in os.environ.items()
               if k not in ('DISPLAY', 'WAYLAND_DISPLAY', 'GSETTINGS_SCHEMA_DIR', 'XDG_DATA_DIRS')}
        env['GSETTINGS_SCHEMA_DIR'] = compiled
        env['GSETTINGS_BACKEND'] = 'memory'
        env['XDG_DATA_DIRS'] = str(in_destdir(destdir, dirs['datadir']))
        if shutil.which('gsettings') and (pathlib.Path(compiled) / 'gschemas.compiled').is_file():
            keys = run(['gsettings', 'list-keys', base_id], env=env,
                       what='gsettings list-keys (installed schema)').stdout.split()
            for key in ('window-width', 'keep-screen-awake', 'language', 'default-black-deck'):
                if keys and key not in keys:
                    problem(f'installed schema: no key {key}')

        bindir = in_destdir(destdir, dirs['bindir'])
        for binary in ('squire', 'squire-cli'):
            path = bindir / binary
            if not path.is_file():
                continue
            out = run([str(path), '--version'], env=env, what=f'installed {binary} --version')
            if out.returncode == 0 and out.stdout.strip() != f'{binary} {version}':
                problem(f'installed {binary} --version printed {out.stdout.strip()!r}, '
                        f'expected {binary + " " + version!r}')
        cli = bindir / 'squire-cli'
        example = srcroot / 'tests' / 'data' / 'good' / 'example.json'
        if cli.is_file() and example.is_file():
            out = run([str(cli), 'replay', str(example)], env=env, what='installed squire-cli replay')
            if out.returncode == 0:
                try:
                    json.loads(out.stdout)
                except ValueError:
                    problem('installed squire-cli replay did not print JSON')
        check_man_pages(destdir, dirs, env)
        check_phones_module(destdir, dirs)
    finally:
        shutil.rmtree(compiled, ignore_errors=True)

    check_translations(destdir, srcroot, dirs, app_id)


def check_phones_module(destdir, dirs):
    folder = dirs['libdir'] / 'squire'
    module = in_destdir(destdir, folder / PHONES_MODULE)
    squire = in_destdir(destdir, dirs['bindir'] / 'squire')
    if module.is_file():
        try:
            get_api = getattr(ctypes.CDLL(str(module)), PHONES_API_SYMBOL)
        except (OSError, AttributeError) as e:
            problem(f'installed phones module does not load: {e}')
        else:
            get_api.restype = ctypes.POINTER(ctypes.c_uint)
            version = get_api()[0]
            if version != PHONES_API_VERSION:
                problem(f'installed phones module is of version {version}, '
                        f'expected {PHONES_API_VERSION}')
    if not squire.is_file():
        return
    if str(folder).encode() + b'\0' not in squire.read_bytes():
        problem(f'installed squire does not look for its phones module in {folder}')
    if shutil.which('readelf'):
        dynamic = run(['readelf', '-d', str(squire)], what='readelf -d (installed squire)').stdout
        for library in PHONES_LIBRARIES:
            if f'[{library}.so' in dynamic:
                problem(f'installed squire links {library}, which only the phones module should')


def roff_text(path):
    """The page's source with dashes and font changes made plain."""
    text = path.read_text(encoding='utf-8')
    return re.sub(r'\\f[BIRP]', '', text.replace('\\-', '-'))


def check_man_pages(destdir, dirs, env):
    """Every command and option the installed programs' --help shows is in
    their installed manual page."""
    bindir = in_destdir(destdir, dirs['bindir'])
    man1 = in_destdir(destdir, dirs['mandir'] / 'man1')
    for binary in ('squire', 'squire-cli'):
        program, page = bindir / binary, man1 / f'{binary}.1'
        if not program.is_file() or not page.is_file():
            continue
        text = roff_text(page)
        out = run([str(program), '--help'], env=env, what=f'installed {binary} --help')
        if binary == 'squire-cli':
            wanted = [' '.join(line.split()[:2]) for line in out.stdout.splitlines()
                      if line.startswith('  squire-cli ')]
        else:
            wanted = re.findall(r'^\s+(?:-\w, )?(--[\w-]+)', out.stdout, re.M)
        if not wanted:
            problem(f'installed {binary} --help lists no commands or options')
        for words in wanted:
            if words not in text:
                problem(f'{binary}.1 does not document "{words}", which {binary} --help shows')


def read_config_h(path):
    try:
        text = path.read_text(encoding='utf-8')
    except OSError:
        return {}
    return dict(re.findall(r'^#define\s+(\w+)\s+"([^"]*)"', text, re.M))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--meson', required=True)
    parser.add_argument('--builddir', required=True, type=pathlib.Path)
    parser.add_argument('--srcroot', required=True, type=pathlib.Path)
    parser.add_argument('--base-id', help="default: BASE_ID in the build's config.h")
    parser.add_argument('--app-id', help="default: APP_ID in the build's config.h")
    parser.add_argument('--version', help="default: PACKAGE_VERSION in the build's config.h")
    parser.add_argument('--manifest', type=pathlib.Path)
    parser.add_argument('--run', action='store_true')
    parser.add_argument('--keep', type=pathlib.Path,
                        help='install here and keep it, instead of a temporary folder')
    args = parser.parse_args()

    config = read_config_h(args.builddir / 'config.h')
    args.base_id = args.base_id or config.get('BASE_ID')
    args.app_id = args.app_id or config.get('APP_ID')
    args.version = args.version or config.get('PACKAGE_VERSION')
    if not (args.base_id and args.app_id and args.version):
        parser.error(f'{args.builddir}/config.h does not name BASE_ID, APP_ID and PACKAGE_VERSION')

    if args.manifest:
        check_manifest(args.manifest, args.base_id)

    dirs = install_dirs(args.meson, args.builddir)
    if args.keep:
        shutil.rmtree(args.keep, ignore_errors=True)
        args.keep.mkdir(parents=True)
        destdir = args.keep.resolve()
    else:
        destdir = pathlib.Path(tempfile.mkdtemp(prefix='squire-destdir-'))
    try:
        env = dict(os.environ)
        env.pop('DESTDIR', None)
        result = subprocess.run([args.meson, 'install', '-C', str(args.builddir), '--no-rebuild',
                                 '--quiet', '--destdir', str(destdir)],
                                capture_output=True, text=True, env=env)
        if result.returncode != 0:
            problem(f'meson install failed:\n{result.stdout}{result.stderr}'.rstrip())
        else:
            check_installed(destdir, args.srcroot, dirs, args.base_id, args.app_id)
            if args.run:
                check_run(destdir, args.srcroot, dirs, args.base_id, args.app_id, args.version)
    finally:
        if not args.keep:
            shutil.rmtree(destdir, ignore_errors=True)

    if problems:
        for p in problems:
            print(p)
        return 1
    checked = ['the DESTDIR install']
    if args.manifest:
        checked.insert(0, 'the Flatpak manifest')
    if args.run:
        checked.append('the installed programs and data')
    print('OK: ' + ', '.join(checked))
    return 0


if __name__ == '__main__':
    sys.exit(main())
