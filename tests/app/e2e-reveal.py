#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Secrets under real input: the built squire under Xvfb, driven with XTest
events from xdotool (press, hold, release, as a person does) and read
through the accessibility tree and screenshots.

A five-knight game with Squire's decks and a Traitor dealt for sure
(Traitor Among Us, four Loyal cards):
- for every knight's curtain (the deal, then Look at a Loyalty Card and
  Look at a Hand from the menu), by mouse (mousedown, hold, mouseup) and by
  keyboard (keydown space, hold, keyup): while held the secret is drawn
  (the screen above the button changes) and in the accessibility tree;
  within 0.5 s of the release it is gone from both;
- the loyalty screen opened from the menu by keyboard: the focus is on its
  first button, Tab reaches Back and Done, Escape leaves, and the look is
  in the public history;
- a drawn combat card stays on screen through a 1.5 s mouse hold and goes
  on release;
- the Traitor card is never in the accessibility tree outside the curtain
  (the whole tree is walked at every step of the game).

Run by run-e2e.sh inside dbus-run-session; usage: e2e-reveal.py SQUIRE"""

import importlib.util
import os
import shutil
import struct
import subprocess
import sys
import time

spec = importlib.util.spec_from_file_location(
    "e2e_table", os.path.join(os.path.dirname(os.path.abspath(__file__)), "e2e-table.py"))
e2e = importlib.util.module_from_spec(spec)
spec.loader.exec_module(e2e)
pyatspi = e2e.pyatspi

KNIGHTS = 5
HOLD = 0.6            # seconds a hold lasts before the checks
RELEASE_LIMIT = 0.5   # the secret must be gone this soon after the release
LONG_HOLD = 1.5
LOYALTY = ("Loyal", "Traitor")
WHITE_FACES = ("Fight 1", "Fight 2", "Fight 3", "Fight 4", "Fight 5", "Grail", "Merlin",
               "Convocation", "Fate", "Heroism", "Lady of the Lake", "Messenger", "Piety",
               "Reinforcements", "Clairvoyance")
PASS_PREFIX = "Pass the screen to the player of "
HOLD_LABEL = "Press and Hold to See"

ok = e2e.ok
log = e2e.log


# ------------------------------------------------------------ X input

class Screen:
    def __init__(self, wid):
        self.wid = wid

    def xdo(self, *args):
        subprocess.run(["xdotool"] + [str(a) for a in args], check=True)

    def pointer_to(self, node):
        x, y, w, h = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
        self.xdo("mousemove", "--window", self.wid, x + w // 2, y + h // 2)
        time.sleep(0.15)

    def scroll_into_view(self, node):
        """Wheel ticks over the page until @node is inside the window."""
        height = int(subprocess.run(["xdotool", "getwindowgeometry", "--shell", self.wid],
                                    check=True, capture_output=True, text=True)
                     .stdout.split("HEIGHT=")[1].split()[0])
        for _ in range(60):
            _, y, _, h = node.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
            # clear of the header bar and of the bar with Start Game
            if 60 <= y and y + h <= height - 100:
                return
            self.xdo("mousemove", "--window", self.wid, 200, height // 2)
            self.xdo("click", 5 if y + h > height - 100 else 4)
            time.sleep(0.1)

    def key(self, *keys):
        self.xdo("key", "--delay", 60, *keys)
        time.sleep(0.35)

    def shot(self):
        """The window's pixels as rows of raw bytes (xwd's Z format)."""
        return self.shot_timed()[0]

    def shot_timed(self):
        """The window's pixels, and the moment xwd returned them (before
        this script reads them: the X server took them no later)."""
        data = subprocess.run(["xwd", "-silent", "-id", self.wid], check=True,
                              capture_output=True).stdout
        taken = time.monotonic()
        fields = struct.unpack(">25I", data[:100])
        header_size, height = fields[0], fields[5]
        bytes_per_line, ncolors = fields[12], fields[19]
        start = header_size + ncolors * 12
        return ([data[start + r * bytes_per_line:start + (r + 1) * bytes_per_line]
                 for r in range(height)], taken)


def region(rows, top, bottom):
    return b"".join(rows[max(0, top):max(0, bottom)])


# ------------------------------------------------------------ the tree

def texts_under(node):
    out = []
    for n in e2e.walk(node):
        out.extend(e2e.texts_of(n))
    return out


def stage_texts(hold):
    """What the reveal around @hold shows above its button: two levels of
    the tree, few enough calls to poll every few milliseconds."""
    out = []
    reveal = hold.parent
    for i in range(reveal.childCount):
        child = reveal.getChildAtIndex(i)
        if child is None or child == hold:
            continue
        out.extend(e2e.texts_of(child))
        for j in range(child.childCount):
            out.extend(e2e.texts_of(child.getChildAtIndex(j)))
    return out


def loyalty_in(texts):
    return [t for t in texts if t in LOYALTY or "Traitor" in t.split(", ")]


def white_in(texts):
    return [t for t in texts if any(t == f or t.startswith(f + ",") or (", " + f) in t
                                    for f in WHITE_FACES)]


def focused(app, raw=False):
    """The label of the widget with the keyboard focus (@raw: its
    accessible name, which tells the curtain's "_Back" from the header's
    "Back")."""
    for n in e2e.walk(app):
        try:
            if n.getState().contains(pyatspi.STATE_FOCUSED):
                return n.name if raw else e2e.label_of(n)
        except Exception:
            continue
    return None


def wait_for(pred, timeout):
    """Polls @pred until it holds; returns the seconds it took, or None."""
    start = time.monotonic()
    while True:
        if pred():
            return time.monotonic() - start
        if time.monotonic() - start > timeout:
            return None
        time.sleep(0.02)


def curtain_title(app, timeout=e2e.TIMEOUT):
    return e2e.find(app, lambda n: (n.name or "").startswith(PASS_PREFIX)
                    or (n.name or "").startswith("Turn "), "curtain or board", timeout)


def button(app, label, what=None):
    return e2e.find(app, e2e.named(label, [pyatspi.ROLE_PUSH_BUTTON]), what or label)


# ------------------------------------------------------------ the checks

def check_hold(screen, app, hold, secret_of, what, by_key):
    """Holds @hold by mouse or by Space: the secret is drawn above the
    button and in the tree while held, gone from both soon after."""
    _, top, _, _ = hold.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    how = "keyboard" if by_key else "mouse"
    ok(not secret_of(texts_under(app)), f"{what}: nothing in the tree before the {how} hold")
    before = region(screen.shot(), 0, top - 12)

    if by_key:
        screen.xdo("keydown", "space")
    else:
        screen.pointer_to(hold)
        screen.xdo("mousedown", 1)
    try:
        time.sleep(HOLD)
        held = secret_of(stage_texts(hold))
        drawn = region(screen.shot(), 0, top - 12) != before
    finally:
        if by_key:
            screen.xdo("keyup", "space")
        else:
            screen.xdo("mouseup", 1)

    released = time.monotonic()

    ok(bool(held), f"{what}: the secret is in the tree while held by {how} ({held[:2]})")
    ok(drawn, f"{what}: the secret is drawn on screen while held by {how}")
    # The screen first: xwd asks the X server, which answers at once. The
    # time counted ends when xwd has returned the pixels that show the card
    # back, not after this script has read them, which a busy machine slows.
    after = None
    while after is None and time.monotonic() - released <= RELEASE_LIMIT + 1.0:
        rows, taken = screen.shot_timed()
        if region(rows, 0, top - 12) == before:
            after = taken - released
        else:
            time.sleep(0.02)
    ok(after is not None and after <= RELEASE_LIMIT,
       f"{what}: the card back is on screen again {after and round(after, 2)} s after the "
       f"{how} release")
    # Then the tree. The application answers once it has handled what came
    # before, the release included; a busy machine delays the answer, not
    # the hiding, so the answer must say "gone" the first time it is asked.
    asked = time.monotonic() - released
    absent = not secret_of(stage_texts(hold))
    answered = time.monotonic() - released
    ok(absent and asked <= RELEASE_LIMIT and answered <= 2 * RELEASE_LIMIT,
       f"{what}: gone from the accessibility tree when asked {round(asked, 2)} s after the "
       f"{how} release (answered after {round(answered, 2)} s)")
    time.sleep(0.3)
    ok(not secret_of(texts_under(app)), f"{what}: nothing in the tree a moment later")
    return held


def through_curtain(screen, app, knight, secret_of):
    """On the "pass the screen" step of @knight's curtain: confirm, hold by
    mouse, then by keyboard, then Done. Returns what the hold showed."""
    e2e.click(button(app, f"I Am {knight}"))
    hold = button(app, HOLD_LABEL, "hold button")
    time.sleep(0.3)
    ok(focused(app) == HOLD_LABEL, f"{knight}: the focus is on the hold button")
    held = check_hold(screen, app, hold, secret_of, knight, by_key=False)
    check_hold(screen, app, hold, secret_of, knight, by_key=True)
    e2e.click(button(app, "Done, Pass On"))
    time.sleep(0.4)
    return held


def check_no_traitor(app, where):
    bad = [t for t in texts_under(app) if "Traitor" in t and "ccuse" not in t
           and t not in ("Traitor Among Us",)]
    ok(not bad, f"no Traitor card in the tree {where} ({bad[:3]})")


def open_from_menu(screen, app, submenu_index, knight):
    """Main menu by keyboard: F10, the submenu, down to the knight, Enter."""
    screen.key("F10")
    for _ in range(submenu_index):
        screen.key("Down")
    screen.key("Right")
    for _ in range(KNIGHTS + 1):
        screen.key("Down")
        if focused(app) == knight:
            break
    screen.key("Return")


# ------------------------------------------------------------ the game

def focused_texts(app):
    for n in e2e.walk(app):
        try:
            if n.getState().contains(pyatspi.STATE_FOCUSED):
                return texts_under(n)
        except Exception:
            continue
    return []


def choose_in_combo(screen, app, name, item):
    """Opens the combo row @name with a click, then moves the keyboard
    focus through its list to @item and presses Enter."""
    row = e2e.find(app, lambda n: n.name == name and n.getRole() == pyatspi.ROLE_COMBO_BOX,
                   f"{name} row")
    screen.scroll_into_view(row)
    screen.pointer_to(row)
    screen.xdo("click", 1)
    time.sleep(0.5)
    # the first key moves the keyboard focus into the list
    for key in ["Down"] * 3 + ["Up"] * 3:
        screen.key(key)
        if item in focused_texts(app):
            screen.key("Return")
            return
    sys.exit(f"no item {item!r} in the {name} list")


def new_game(screen, app):
    e2e.click(button(app, "New Game"))
    spin = e2e.find(app, lambda n: n.getRole() == pyatspi.ROLE_SPIN_BUTTON, "players")
    spin.queryValue().currentValue = KNIGHTS
    time.sleep(0.3)

    # Traitor Among Us with four Loyal cards: five cards, all dealt
    choose_in_combo(screen, app, "Traitor", "Traitor Among Us")
    # Squire's decks, so that there are hands to look at and cards to hold
    choose_in_combo(screen, app, "White Cards", "In Squire")
    choose_in_combo(screen, app, "Black Cards", "In Squire")
    e2e.find(app, lambda n: e2e.label_of(n) == "Loyal Cards", "Loyal Cards row")
    spins = [n for n in e2e.walk(app) if n.getRole() == pyatspi.ROLE_SPIN_BUTTON]
    loyal = [s for s in spins if s.queryValue().currentValue != KNIGHTS]
    ok(bool(loyal), "Traitor Among Us offers the number of Loyal cards")
    if loyal:
        loyal[0].queryValue().currentValue = KNIGHTS - 1
    e2e.click(e2e.find(app, lambda n: n.getRole() == pyatspi.ROLE_CHECK_BOX
                       and e2e.label_of(n).endswith("Skip the Opening Share"), "skip switch"))
    time.sleep(0.3)
    e2e.click(button(app, "Start Game"))


def deal(screen, app):
    knights = []
    traitor = None
    while True:
        title = curtain_title(app)
        if not title.name.startswith(PASS_PREFIX):
            break
        knight = title.name[len(PASS_PREFIX):]
        knights.append(knight)
        check_no_traitor(app, f"before {knight} confirms")
        held = through_curtain(screen, app, knight, lambda t: loyalty_in(t))
        if any("Traitor" in t for t in held):
            traitor = knight
    ok(len(knights) == KNIGHTS, f"the deal came to every knight ({', '.join(knights)})")
    ok(traitor is not None, f"one knight was dealt the Traitor ({traitor})")
    return knights, traitor


def look_again(screen, app, knights):
    """Every knight, from the main menu: his loyalty card, then his hand."""
    for submenu, what, secret_of in ((0, "loyalty card", loyalty_in), (1, "hand", white_in)):
        for knight in knights:
            open_from_menu(screen, app, submenu, knight)
            title = curtain_title(app, timeout=5)
            ok(title.name == PASS_PREFIX + knight, f"the menu opens {knight}'s {what}")
            time.sleep(0.3)
            ok(focused(app) == f"I Am {knight}", f"{knight}'s {what}: the focus is on I Am")
            through_curtain(screen, app, knight, secret_of)
            check_no_traitor(app, f"after {knight} looked at his {what}")
            entry = f"{knight} looked at his {what}" + (" again" if submenu == 0 else "")
            found = e2e.find(app, lambda n: entry in (n.name or ""), f"log: {entry}", timeout=5)
            ok(found is not None, f"the history says “{entry}”")


def keyboard_trap(screen, app, knight):
    """The loyalty screen by keyboard only: Tab reaches Back and Done, and
    Escape leaves from either step."""
    open_from_menu(screen, app, 0, knight)
    curtain_title(app, timeout=5)
    time.sleep(0.3)
    seen = set()
    for _ in range(6):
        screen.key("Tab")
        seen.add(focused(app, raw=True))
    ok("_Back Back" in seen, f"Tab reaches Back on the first step ({sorted(map(str, seen))})")
    for _ in range(8):
        if focused(app) == f"I Am {knight}":
            break
        screen.key("Tab")
    screen.key("Return")
    button(app, HOLD_LABEL, "hold button")
    seen = set()
    for _ in range(6):
        screen.key("Tab")
        seen.add(focused(app))
    ok("Done, Pass On" in seen, f"Tab reaches Done on the hold step ({sorted(map(str, seen))})")
    screen.key("Escape")
    title = curtain_title(app, timeout=5)
    ok(not title.name.startswith(PASS_PREFIX), "Escape leaves the loyalty screen")
    open_from_menu(screen, app, 0, knight)
    title = curtain_title(app, timeout=5)
    ok(title.name.startswith(PASS_PREFIX), "the loyalty screen opens again")
    screen.key("Escape")
    title = curtain_title(app, timeout=5)
    ok(not title.name.startswith(PASS_PREFIX), "Escape leaves the first step too")


def choices(app):
    panel = e2e.find(app, e2e.named("SqTurnPanel"), "turn panel")
    return {e2e.label_of(n): n for n in e2e.walk(panel)
            if n.getRole() in (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON)}


def play_to_combat_card(screen, app):
    """Plays quiet turns, always drawing a black card, until one is a
    combat card; holds it for 1.5 s by mouse. Walks the whole tree for
    the Traitor after every step."""
    quiet = ("Draw a black card", "End the turn", "Lay ", "Do not cancel", "Nobody ")
    last_kind = None
    for step in range(150):
        by_label = choices(app)
        if HOLD_LABEL in by_label:
            hold = by_label[HOLD_LABEL]
            panel = e2e.find(app, e2e.named("SqTurnPanel"), "turn panel")
            before = set(texts_under(panel))
            screen.pointer_to(hold)
            screen.xdo("mousedown", 1)
            try:
                time.sleep(0.3)
                early = set(texts_under(panel)) - before
                time.sleep(LONG_HOLD - 0.3)
                late = set(texts_under(panel)) - before
            finally:
                screen.xdo("mouseup", 1)
            ok(bool(early), f"the drawn black card shows when held ({sorted(early)})")
            ok(early and early == late, f"it is still there after {LONG_HOLD} s of holding")
            gone = wait_for(lambda: not (set(texts_under(panel)) - before), RELEASE_LIMIT)
            ok(gone is not None, "it is gone on release")
            check_no_traitor(app, "while a black card is held")
            return True
        choice = None
        # in the order of `quiet`, and only what can be pressed now ("End
        # the turn" stays in view, insensitive until the turn may end)
        for q in quiet:
            for label, node in by_label.items():
                if label.startswith(q) and node.getState().contains(pyatspi.STATE_SENSITIVE):
                    choice = node
                    break
            if choice is not None:
                break
        # at the Heroic Actions: a move is the quietest action (the kind
        # buttons only show their choices, so pressing one again does
        # nothing; the quest action is on show first)
        if choice is None:
            for prefix in ("Go to ", "Move to a New Place"):
                moves = [n for l, n in by_label.items()
                         if l.startswith(prefix) and n.getState().contains(pyatspi.STATE_SENSITIVE)]
                if moves:
                    choice = moves[0]
                    break
        if choice is None:
            # a kind of Heroic Action only shows its choices: press a
            # choice of the kind on show, else another kind than the last
            plain = [n for l, n in by_label.items()
                     if l not in ("Rule", "Rules for This Step", HOLD_LABEL)
                     and not l.startswith(("Show ", "Hide ", "Seat ", "Let "))
                     and n.getState().contains(pyatspi.STATE_SENSITIVE)]
            starts_ = [n for n in plain if e2e.label_of(n) not in e2e.KINDS]
            kinds = [n for n in plain if e2e.label_of(n) != last_kind]
            plain = starts_
            # a question about the knight's own cards (a discard, say):
            # his cards are behind "Show …'s Cards" until he shows them
            shows = [n for l, n in by_label.items()
                     if l.startswith("Show ") and l.endswith("Cards")
                     and n.getState().contains(pyatspi.STATE_SENSITIVE)]
            if not plain and not shows and not kinds:
                sys.exit("no choice on show")
            # the kind's choices may name his cards: show them before
            # trying another kind
            choice = plain[0] if plain else shows[0] if shows else kinds[0]
        last_kind = e2e.label_of(choice) if e2e.label_of(choice) in e2e.KINDS else None
        log(f"choose {e2e.label_of(choice)!r}")
        e2e.click(choice)
        time.sleep(0.3)
        check_no_traitor(app, f"after {e2e.label_of(choice)!r}")
    return False


def main():
    squire = sys.argv[1]
    for tool in ("xdotool", "xwd"):
        if shutil.which(tool) is None:
            print(f"{tool} is not installed: skipped")
            sys.exit(77)

    env = dict(os.environ)
    for key in ("GTK_A11Y", "NO_AT_BRIDGE"):
        env.pop(key, None)
    proc = None
    try:
        # Xvfb may refuse connections for a moment after it starts
        for attempt in range(10):
            proc = subprocess.Popen([squire], env=env)
            try:
                app = e2e.find_app("squire", proc)
                break
            except SystemExit:
                if proc.poll() is None or attempt == 9:
                    raise
                time.sleep(0.5)
        run(proc, app)
    finally:
        if proc is not None and proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
    if e2e.failures:
        sys.exit(f"{e2e.failures} check(s) failed")
    log("all checks passed")


def run(proc, app):
    wids = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid", str(proc.pid)],
                          check=True, capture_output=True, text=True).stdout.split()
    screen = Screen(wids[-1])
    # the pointer in the window: with no window manager, that gives it the focus
    screen.xdo("mousemove", "--window", screen.wid, 5, 5)
    time.sleep(0.3)

    new_game(screen, app)
    knights, traitor = deal(screen, app)
    check_no_traitor(app, "on the board after the deal")
    look_again(screen, app, knights)
    keyboard_trap(screen, app, knights[0])
    check_no_traitor(app, "after the looks again")
    ok(play_to_combat_card(screen, app), "a combat card was drawn and held")


if __name__ == "__main__":
    main()
