#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every control has a name: start the real built squire under Xvfb with an
accessibility bus, at 1280x800 and at 360x640 (the window size stored in a
keyfile as the window stores it), visit the main pages (start, new game,
curtain, game, rules, Camelot Legends) and fail on a button, toggle,
check box, entry or other control in the accessibility tree that a screen
reader could only call by its role.

Run by run-e2e.sh inside dbus-run-session; usage: e2e-names.py SQUIRE"""

import importlib.util
import os
import subprocess
import sys
import tempfile
import time

import pyatspi

spec = importlib.util.spec_from_file_location(
    "e2e_table", os.path.join(os.path.dirname(os.path.abspath(__file__)), "e2e-table.py"))
e2e = importlib.util.module_from_spec(spec)
spec.loader.exec_module(e2e)

SCHEMA_PATH = "io/github/camelot_squire/Squire"
SIZES = ((1280, 800), (360, 640))
CONTROLS = {
    pyatspi.ROLE_PUSH_BUTTON: "button",
    pyatspi.ROLE_TOGGLE_BUTTON: "toggle",
    pyatspi.ROLE_CHECK_BOX: "check box",
    pyatspi.ROLE_RADIO_BUTTON: "radio button",
    pyatspi.ROLE_ENTRY: "entry",
    pyatspi.ROLE_SPIN_BUTTON: "spin button",
    pyatspi.ROLE_COMBO_BOX: "combo box",
    pyatspi.ROLE_SLIDER: "slider",
}


def describe(node):
    """The control and its named ancestors, to find it in the code."""
    path = []
    parent = node.parent
    while parent is not None and len(path) < 4:
        if parent.name:
            path.append(f"{parent.getRoleName()} {parent.name!r}")
        parent = parent.parent
    return " in ".join([CONTROLS[node.getRole()]] + path)


def unnamed(app):
    bad = []
    seen = 0
    for node in e2e.walk(app):
        try:
            role = node.getRole()
            if role in CONTROLS:
                seen += 1
                name = (node.name or "").strip()
                # without a name GTK 4.8 hands out its child's type name
                if not name or (name.startswith(("Gtk", "Adw", "Sq")) and " " not in name):
                    bad.append(describe(node))
        except Exception:
            continue
    return seen, bad


def check_page(app, page, size):
    time.sleep(0.5)
    seen, bad = unnamed(app)
    e2e.ok(seen > 0, f"{size[0]}x{size[1]}, {page}: {seen} controls in the tree")
    e2e.ok(not bad, f"{size[0]}x{size[1]}, {page}: every control has a name {bad[:5]}")


def visit(app, size):
    check_page(app, "start page", size)

    e2e.click(e2e.find(app, e2e.named("New Game", [pyatspi.ROLE_PUSH_BUTTON]), "New Game"))
    start = e2e.find(app, e2e.named("Start Game", [pyatspi.ROLE_PUSH_BUTTON]), "Start Game")
    check_page(app, "new game", size)
    e2e.click(start)

    first = True
    while True:
        title = e2e.find(app, lambda n: (n.name or "").startswith("Pass the screen to the player of ")
                         or (n.name or "").startswith("Turn "), "curtain or board")
        if not title.name.startswith("Pass the screen"):
            break
        if first:
            check_page(app, "curtain", size)
            first = False
        knight = title.name[len("Pass the screen to the player of "):]
        e2e.click(e2e.find(app, e2e.named(f"I Am {knight}", [pyatspi.ROLE_PUSH_BUTTON]), "I Am"))
        e2e.click(e2e.find(app, e2e.named("Done, Pass On", [pyatspi.ROLE_PUSH_BUTTON]), "Done"))
        time.sleep(0.3)
    check_page(app, "game", size)
    # an action brings a message, with its Undo and close buttons
    panel = e2e.find(app, e2e.named("SqTurnPanel"), "turn panel")
    choices = []
    for _ in range(2):
        buttons = [n for n in e2e.walk(panel) if n.getRole() == pyatspi.ROLE_PUSH_BUTTON]
        choices = [n for n in buttons
                   if e2e.label_of(n) not in ("Rule", "Rules for This Step", "Press and Hold to See")
                   and not e2e.label_of(n).startswith(("Show ", "Hide "))]
        if choices:
            break
        # the knight's own cards are behind a reveal
        for n in buttons:
            if e2e.label_of(n).startswith("Show "):
                e2e.click(n)
                time.sleep(0.3)
                break
    e2e.ok(bool(choices), f"{size[0]}x{size[1]}: a choice to make")
    e2e.click(choices[0])
    # the message's Undo has a mnemonic, the header's has none
    e2e.find(app, lambda n: (n.name or "").startswith("_Undo"), "the message's Undo")
    check_page(app, "game with a message", size)

    e2e.click(e2e.find(app, e2e.named("Rules for This Step", [pyatspi.ROLE_PUSH_BUTTON]),
                       "Rules for This Step"))
    e2e.find(app, lambda n: n.getRole() == pyatspi.ROLE_ENTRY or n.getRole() == pyatspi.ROLE_TEXT,
             "the rules search")
    check_page(app, "rules", size)

    for _ in range(3):
        back = [n for n in e2e.walk(app) if e2e.label_of(n) == "Back"
                and n.getRole() == pyatspi.ROLE_PUSH_BUTTON]
        if not back:
            break
        e2e.click(back[0])
        time.sleep(0.3)
    def legends_row(node):
        if not (node.name or "").startswith("Camelot Legends"):
            return False
        try:
            return node.queryAction().nActions > 0
        except NotImplementedError:
            return False
    e2e.click(e2e.find(app, legends_row, "Camelot Legends"))
    time.sleep(0.5)
    check_page(app, "Camelot Legends", size)


def run_at(squire, size):
    with tempfile.TemporaryDirectory() as config:
        settings = os.path.join(config, "glib-2.0", "settings")
        os.makedirs(settings)
        with open(os.path.join(settings, "keyfile"), "w", encoding="utf-8") as f:
            f.write(f"[{SCHEMA_PATH}]\nwindow-width={size[0]}\nwindow-height={size[1]}\n")

        env = dict(os.environ)
        for key in ("GTK_A11Y", "NO_AT_BRIDGE"):
            env.pop(key, None)
        env["GSETTINGS_BACKEND"] = "keyfile"
        env["XDG_CONFIG_HOME"] = config
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
            visit(app, size)
        finally:
            proc.terminate()
            proc.wait(timeout=10)


def main():
    squire = sys.argv[1]
    for size in SIZES:
        run_at(squire, size)
    if e2e.failures:
        sys.exit(f"{e2e.failures} check(s) failed")
    e2e.log("all checks passed")


if __name__ == "__main__":
    main()
