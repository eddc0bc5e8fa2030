#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes the hostile files of tests/data/bad and tests/legends/data/bad that
# issue 13 found (strict JSON, depth, strings, integers, sealing), so that
# they can be made again. The sealed ones use the scheme of
# docs/save-format.md ("Sealed files"). Run from the top of the source tree:
#
#   python3 tests/data/make-bad-files.py
import base64
import hashlib
import hmac
import json
import struct

SCHEME = "sha256-ctr+hmac-sha256"
DEEP = 75000


def seal(key, plain):
    out = bytearray(plain)
    for i in range(0, len(out), 32):
        block = hashlib.sha256(key + b"sq-ks" + struct.pack("<Q", i // 32)).digest()
        for j in range(min(32, len(out) - i)):
            out[i + j] ^= block[j]
    mac_key = hashlib.sha256(key + b"squire-mac").digest()
    mac = hmac.new(mac_key, SCHEME.encode() + b"\0" + struct.pack("<Q", len(plain))
                   + bytes(out), hashlib.sha256).hexdigest()
    return {"scheme": SCHEME, "key": base64.b64encode(key).decode(),
            "length": len(plain), "data": base64.b64encode(bytes(out)).decode(),
            "mac": mac}


def sealed_file(header, setup, actions, key, payload=None):
    """A version 2 sealed file: @header in clear and copied in the sealed
    part, unless @payload (bytes) replaces the sealed part."""
    clear_setup = {k: v for k, v in setup.items() if k != "seed"}
    if payload is None:
        payload = json.dumps(dict(header, setup=setup, actions=actions),
                             separators=(",", ":")).encode()
    return dict(header, setup=clear_setup, sealed=seal(key, payload))


def write(path, text):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)


def dump(obj):
    return json.dumps(obj, indent=2, ensure_ascii=False) + "\n"


def hostile(fmt, setup, bad):
    head = '{\n  "format": "%s",\n  "version": 2,\n' % fmt
    setup_text = json.dumps(setup)
    deep = "[" * DEEP + "]" * DEEP
    files = {
        # a quote inside a comment or a single-quoted string once hid the
        # nesting after it from the depth check
        "comment-hides-depth.json":
            head + '  /* " */\n  "setup": %s,\n  "actions": [],\n  "x": %s\n}\n'
            % (setup_text, deep),
        "single-quote-hides-depth.json":
            head + "  'name': 'a\"b',\n  \"setup\": %s,\n  \"actions\": [],\n  \"x\": %s\n}\n"
            % (setup_text, deep),
        "line-comment.json":
            head + '  // a note\n  "setup": %s,\n  "actions": []\n}\n' % setup_text,
        "hex-number.json":
            head + '  "setup": {"players": 0x3},\n  "actions": []\n}\n',
        "leading-plus.json":
            head + '  "setup": {"players": +3},\n  "actions": []\n}\n',
        # strict strings that look like comments and quotes, then too deep
        "deep-nesting.json":
            head + '  "name": "it\'s /* not \\" a comment",\n  "setup": %s,\n'
            '  "actions": [],\n  "x": %s\n}\n' % (setup_text, deep),
        "lone-surrogate.json":
            '{"format":"%s","version":1,"name":"\\ud800x","setup":{"players":%d},'
            '"actions":[]}\n' % (fmt, setup["players"]),
        "nul-in-name.json":
            head + '  "name": "a\\u0000b",\n  "setup": %s,\n  "actions": []\n}\n' % setup_text,
        "control-in-name.json":
            head + '  "name": "bell \\u0007",\n  "setup": %s,\n  "actions": []\n}\n'
            % setup_text,
        "long-game-name.json":
            head + '  "name": "%s",\n  "setup": %s,\n  "actions": []\n}\n'
            % ("n" * 201, setup_text),
        "version-wraps.json":
            '{\n  "format": "%s",\n  "version": -99999999999999999999999,\n'
            '  "setup": %s,\n  "actions": []\n}\n' % (fmt, setup_text),
        "players-wraps.json":
            head + '  "setup": {"players": -18446744073709551613},\n  "actions": []\n}\n',
    }

    key_a = bytes(range(32))
    key_b = bytes(range(32, 64))
    game_a = {"format": fmt, "version": 2, "name": "Evening A",
              "created": "2026-01-02T20:00:00Z", "updated": "2026-01-02T21:00:00.000000Z"}
    game_b = dict(game_a, name="Evening B", created="2026-01-03T20:00:00Z")
    older = dict(game_a, updated="2026-01-02T20:30:00.000000Z")
    a = sealed_file(game_a, setup, bad["actions"], key_a)
    b = sealed_file(game_b, setup, bad["actions"], key_b)
    a_old = sealed_file(older, setup, bad["actions"][:bad["older"]], key_a)
    files["sealed-swapped.json"] = dump(dict(a, sealed=b["sealed"]))
    files["sealed-older.json"] = dump(dict(a, sealed=a_old["sealed"]))
    files["sealed-deep.json"] = dump(sealed_file(game_a, setup, [], key_a,
                                                 payload=deep.encode()))
    return files


def main():
    game_setup = {"players": 3, "knights": ["arthur", "galahad", "gawain"],
                  "loyalty": "no-traitor", "opening_share": False, "seed": "20240503"}
    game_actions = [{"type": "add-siege"}, {"type": "draw-white"}, {"type": "end-turn"}]
    for name, text in hostile("squire-game", game_setup,
                              {"actions": game_actions, "older": 1}).items():
        write("tests/data/bad/" + name, text)

    legends_setup = {"players": 2, "colours": ["red", "green"], "first_player": 0,
                     "seed": "20240601"}
    for name, text in hostile("squire-legends", legends_setup,
                              {"actions": [], "older": 0}).items():
        write("tests/legends/data/bad/" + name, text)


if __name__ == "__main__":
    main()
