#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end, as a table would use it: start the real built squire under
Xvfb with an accessibility bus, then through the accessibility tree only
(what a screen reader, or a user, gets): start a new game, deal the loyalty
cards behind the curtain, and play the first two turns. Checks what is on
show at each step, and that the traitor's identity is never in the
accessibility tree outside the curtain.

Run by run-e2e.sh inside dbus-run-session; usage: e2e-table.py SQUIRE"""

import os
import subprocess
import sys
import time

import pyatspi

TIMEOUT = 20.0
TRAITOR = "Traitor"
LOYAL = "Loyal"

failures = 0


# the buttons that choose a kind of Heroic Action (sq-turn-steps-text.c)
KINDS = ("Quest-Specific Action", "Move to a New Place", "Play a Special White Card",
         "Heal Yourself", "Accuse a Knight", "Use a Knight’s Power", "Use a Knight's Power")


def log(msg):
    print(f"# {msg}", flush=True)


def ok(cond, what):
    global failures
    if cond:
        log(f"ok: {what}")
    else:
        failures += 1
        log(f"FAILED: {what}")


def walk(node, depth=0):
    if node is None or depth > 60:
        return
    yield node
    try:
        n = node.childCount
    except Exception:
        return
    for i in range(n):
        try:
            child = node.getChildAtIndex(i)
        except Exception:
            continue
        yield from walk(child, depth + 1)


def texts_of(node):
    out = []
    try:
        if node.name:
            out.append(node.name)
        if node.description:
            out.append(node.description)
    except Exception:
        pass
    try:
        t = node.queryText()
        s = t.getText(0, -1)
        if s:
            out.append(s)
    except Exception:
        pass
    return out


def showing(node):
    # GTK 4.8 sets no "showing" state; Squire takes the pages out of sight
    # out of the tree, so what is in the tree is what is on show.
    return True


def label_of(node):
    """GTK 4.8 names a button with a mnemonic "_New Game New Game": the
    raw label, then the label. Give what the user reads."""
    name = node.name or ""
    half = (len(name) - 1) // 2
    if len(name) % 2 == 1 and name[half] == " " and name[:half].replace("_", "") == name[half + 1:]:
        return name[half + 1:]
    if name.replace("_", "") == name[len(name) // 2:] * 2:
        return name
    # "_Done, Pass On Done, Pass On" has one more underscore than spaces
    for i in range(len(name)):
        if name[i] == " " and name[:i].replace("_", "") == name[i + 1:]:
            return name[i + 1:]
    return name


def find_app(name, proc):
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            sys.exit(f"squire exited early with {proc.returncode}")
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.name == name:
                return app
        time.sleep(0.2)
    sys.exit(f"no application named {name} on the accessibility bus")


def find(app, pred, what, timeout=TIMEOUT, visible=True):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for node in walk(app):
            try:
                if pred(node) and (not visible or showing(node)):
                    return node
            except Exception:
                continue
        time.sleep(0.2)
    sys.exit(f"not found: {what}")


def named(name, roles=None):
    def pred(node):
        return label_of(node) == name and (roles is None or node.getRole() in roles)
    return pred


def starts(prefix):
    return lambda node: (node.name or "").startswith(prefix)


def click(node):
    act = node.queryAction()
    names = [act.getName(i) for i in range(act.nActions)]
    for wanted in ("click", "activate", "press"):
        if wanted in names:
            act.doAction(names.index(wanted))
            return
    if act.nActions:
        act.doAction(0)
        return
    sys.exit(f"{node.name!r} has no action")


def all_texts(app):
    out = []
    for node in walk(app):
        out.extend(texts_of(node))
    return out


def leaks(app, traitor_knight):
    """Lines that tie the traitor to a knight: the word "Traitor" outside
    an accusation, or the traitor's knight beside a loyalty word."""
    bad = []
    for text in all_texts(app):
        for line in text.splitlines():
            if TRAITOR in line and "ccuse" not in line:
                bad.append(line)
            if traitor_knight and traitor_knight in line and LOYAL in line:
                bad.append(line)
    return bad


def main():
    squire = sys.argv[1]
    env = dict(os.environ)
    env.pop("GTK_A11Y", None)
    env.pop("NO_AT_BRIDGE", None)
    wrap = os.environ.get("SQUIRE_E2E_WRAP", "").split()
    proc = subprocess.Popen(wrap + [squire], env=env)
    try:
        run(proc)
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
    if failures:
        sys.exit(f"{failures} check(s) failed")
    log("all checks passed")


def run(proc):
    app = find_app("squire", proc)
    log("squire is on the accessibility bus")

    # Start page -> New Game
    click(find(app, named("New Game", [pyatspi.ROLE_PUSH_BUTTON]), "New Game button"))
    start = find(app, named("Start Game", [pyatspi.ROLE_PUSH_BUTTON]), "Start Game button")
    ok(True, "the new game page is on show")
    click(start)

    # The curtain, once per knight
    traitor_knight = None
    n_traitors = 0
    knights = []
    while True:
        title = find(app, lambda n: (n.name or "").startswith("Pass the screen to the player of ")
                     or (n.name or "").startswith("Turn "), "curtain or board")
        if not title.name.startswith("Pass the screen"):
            break
        knight = title.name[len("Pass the screen to the player of "):]
        knights.append(knight)
        texts = all_texts(app)
        ok(not any(TRAITOR in t or t == LOYAL for t in texts),
           f"no loyalty card in the tree before {knight} confirms")
        click(find(app, named(f"I Am {knight}", [pyatspi.ROLE_PUSH_BUTTON]), "I Am button"))
        hold = find(app, named("Press and Hold to See", [pyatspi.ROLE_PUSH_BUTTON]), "hold button")
        ok(not any(TRAITOR in t for t in all_texts(app)), f"{knight}: still hidden before the hold")
        click(hold)  # an assistive technology's click toggles the secret
        deadline = time.monotonic() + TIMEOUT
        seen = None
        while time.monotonic() < deadline and seen is None:
            for t in all_texts(app):
                if TRAITOR in t:
                    seen = TRAITOR
                elif LOYAL in t and "Loyalty" not in t:
                    seen = LOYAL
            time.sleep(0.1)
        ok(seen is not None, f"{knight} sees a loyalty card while holding")
        if seen == TRAITOR:
            traitor_knight = knight
            n_traitors += 1
        click(hold)
        time.sleep(0.3)
        ok(not any(TRAITOR in t for t in all_texts(app)), f"{knight}: hidden again on release")
        click(find(app, named("Done, Pass On", [pyatspi.ROLE_PUSH_BUTTON]), "Done button"))
        time.sleep(0.3)

    ok(len(knights) >= 3, f"the curtain came for every knight ({', '.join(knights)})")
    # with fewer than eight knights the Traitor card may stay in the box
    ok(n_traitors <= 1, "at most one knight saw the Traitor card")

    # The board: the first two turns
    bad = leaks(app, traitor_knight)
    ok(not bad, f"no trace of the traitor on the board ({bad[:3]})")

    seen_turns = set()
    last_kind = None
    for step in range(120):
        status = find(app, starts("Turn "), "turn status")
        turn = int(status.name.split(" ")[1])
        if turn >= 3:
            break
        if turn not in seen_turns:
            seen_turns.add(turn)
            ok(True, f"turn {turn} is on show: {status.name}")
        panel = find(app, named("SqTurnPanel"), "turn panel")
        buttons = [n for n in walk(panel) if n.getRole() in
                   (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON)]
        by_label = {label_of(n): n for n in buttons}
        choice = None

        def usable(label):
            node = by_label.get(label)
            return node is not None and node.getState().contains(pyatspi.STATE_SENSITIVE)

        # the quiet choices: a siege engine for evil, a move, then end the turn
        for label in ("Add a siege engine", "End the turn"):
            if usable(label):
                choice = by_label[label]
                break
        if choice is None:
            moves = [n for l, n in by_label.items() if l.startswith("Go to ")]
            if moves:
                choice = moves[0]
            elif usable("Move to a New Place"):
                choice = by_label["Move to a New Place"]
        if choice is None:
            reveal = [n for l, n in by_label.items() if l.startswith("Show ") and l.endswith("Cards")]
            plain = [n for l, n in by_label.items()
                     if l not in ("Rule", "Rules for This Step", "Press and Hold to See", "End the turn")
                     and not (l.startswith("Show ") or l.startswith("Hide "))
                     and n.getState().contains(pyatspi.STATE_SENSITIVE)]
            # a kind of Heroic Action only shows its choices: press a choice
            # of the kind on show, else another kind than the last one
            starts_ = [n for n in plain if label_of(n) not in KINDS]
            kinds = [n for n in plain if label_of(n) in KINDS and label_of(n) != last_kind]
            if starts_:
                choice = starts_[0]
            elif reveal:
                choice = reveal[0]
            elif kinds:
                choice = kinds[0]
        if choice is None:
            sys.exit(f"no choice on show at turn {turn}")
        chosen = label_of(choice)
        last_kind = chosen if chosen in KINDS else None
        log(f"turn {turn}: choose {chosen!r}")
        click(choice)  # the button goes away with the choices it offered
        time.sleep(0.3)
        bad = leaks(app, traitor_knight)
        ok(not bad, f"no trace of the traitor after {chosen!r} ({bad[:3]})")
    find(app, starts("Turn 3 · "), "turn 3 status")
    ok(True, "two whole turns were played through the accessibility tree")

    log_rows = [n for n in walk(app) if "ended the turn" in (n.name or "")]
    ok(len(log_rows) >= 2, "the game log tells of both turns")


if __name__ == "__main__":
    main()
