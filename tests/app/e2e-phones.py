#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Private views on phones, in a real browser: the built squire under Xvfb
with "Use phones for private views" switched on in the new game page (the
server on loopback: SQUIRE_PHONES_LOOPBACK), driven through the
accessibility tree, and every seat's page opened in headless Chromium
(chromium-driver and python3-selenium) at 360 px.

- Each knight's curtain shows his page's address (and its QR code).
- Every seat's page names its knight; the loyalty card is in the page only
  while the button is held (pointer down / up, and the keyboard).
- Everything each seat's browser received is taken from Chromium's own
  network log (the performance log, through chromedriver): the headers
  and body of every response (the page, its files, its words, its state)
  and every server-sent event and WebSocket frame. It is searched for the
  other seats' secrets (their knight's private view, their hands, the
  word Traitor), after checking that it holds the page, its JSON, the
  event stream's messages and the seat's own secrets, so that the search
  cannot pass on an empty or unreadable log.
- A wrong token gets 404; a POST gets 405.
- A turn played on the host reaches every open page.
- The page stores nothing (no cookie, no web storage).

Skips (exit 77) without chromium, chromedriver or selenium. Run by
run-e2e.sh inside dbus-run-session; usage: e2e-phones.py SQUIRE [SCREENSHOT_DIR]"""

import base64
import importlib.util
import json
import os
import shutil
import sys
import tempfile
import time
import urllib.error
import urllib.request

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
if CHROMEDRIVER is None and os.path.exists("/usr/lib/chromium/chromedriver"):
    CHROMEDRIVER = "/usr/lib/chromium/chromedriver"
if CHROMIUM is None or CHROMEDRIVER is None:
    print("chromium or chromium-driver is not installed: skipped")
    sys.exit(77)
try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.common.exceptions import WebDriverException
except ImportError:
    print("python3-selenium is not installed: skipped")
    sys.exit(77)

if shutil.which("xdotool") is None:
    print("xdotool is not installed: skipped")
    sys.exit(77)


def load(name, file):
    spec = importlib.util.spec_from_file_location(
        name, os.path.join(os.path.dirname(os.path.abspath(__file__)), file))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


e2e = load("e2e_table", "e2e-table.py")
reveal = load("e2e_reveal", "e2e-reveal.py")
pyatspi = e2e.pyatspi
ok = e2e.ok
log = e2e.log

PASS_PREFIX = "Pass the screen to the player of "
URL_PREFIX = "http://127.0.0.1:"
TIMEOUT = 20.0
KNIGHTS = 5


# ------------------------------------------------------------ recording

class BrowserLog:
    """What one seat's browser received, read from Chromium's own network
    log: chromedriver's performance log carries the DevTools Network
    events, and the body of each finished response is asked of the
    browser with Network.getResponseBody. The body of an event stream
    cannot be read while it is open, so its messages are taken from
    Network.eventSourceMessageReceived, whose params carry their data.
    Only what came over the network is kept: the browser's own pages
    (chrome://, the new tab it opens with) are not the seat's."""

    def __init__(self, driver, url):
        self.driver = driver
        self.url = url
        self.responses = {}
        self.finished = set()
        self.bodies = {}
        self.unread = {}
        self.headers = []
        self.messages = []
        self.frames = []

    def poll(self):
        """Takes in the log's new entries and reads every finished body."""
        for entry in self.driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            method, params = message["method"], message.get("params", {})
            rid = params.get("requestId")
            url = (params.get("response") or params.get("redirectResponse") or {}).get("url", "")
            if url and not url.startswith(("http:", "https:")):
                continue
            if method == "Network.responseReceived":
                self.responses[rid] = params["response"]
                self.headers.append(params["response"].get("headers", {}))
            elif method == "Network.requestWillBeSent" and "redirectResponse" in params:
                self.headers.append(params["redirectResponse"].get("headers", {}))
            elif method == "Network.loadingFinished":
                self.finished.add(rid)
            elif method == "Network.eventSourceMessageReceived":
                self.messages.append(params["data"])
            elif method == "Network.webSocketFrameReceived":
                self.frames.append(params["response"]["payloadData"])
        for rid in sorted((self.finished & self.responses.keys()) - self.bodies.keys()):
            try:
                got = self.driver.execute_cdp_cmd("Network.getResponseBody", {"requestId": rid})
            except WebDriverException as error:
                self.unread[rid] = error.msg
                continue
            body = got["body"]
            if got.get("base64Encoded"):
                body = base64.b64decode(body).decode("utf-8", errors="replace")
            self.bodies[rid] = body
            self.unread.pop(rid, None)
        return self

    def body(self, mime, path):
        """The bodies of the responses of that type whose address ends so."""
        return [self.bodies[rid] for rid, r in self.responses.items() if rid in self.bodies
                and r.get("mimeType") == mime and r["url"].endswith(path)]

    def events(self):
        return [json.loads(data) for data in self.messages]

    def text(self):
        return "\n".join([json.dumps(h, ensure_ascii=False) for h in self.headers]
                         + list(self.bodies.values()) + self.messages + self.frames)


def wait_for(pred, what, timeout=TIMEOUT):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if pred():
                return True
        except Exception:
            pass
        time.sleep(0.1)
    ok(False, f"in time: {what}")
    return False


# ------------------------------------------------------------ the host

def new_game_with_phones(proc, app):
    """Five knights, Traitor Among Us with four Loyal cards (so one of them
    is the Traitor), no opening share, and phones; Squire's decks (so there
    are hands) come from the settings."""
    wids = e2e.subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--pid",
                               str(proc.pid)], check=True, capture_output=True,
                              text=True).stdout.split()
    screen = reveal.Screen(wids[-1])
    screen.xdo("mousemove", "--window", screen.wid, 5, 5)
    time.sleep(0.3)
    e2e.click(e2e.find(app, e2e.named("New Game", [pyatspi.ROLE_PUSH_BUTTON]), "New Game"))
    spin = e2e.find(app, lambda n: n.getRole() == pyatspi.ROLE_SPIN_BUTTON, "players")
    spin.queryValue().currentValue = KNIGHTS
    time.sleep(0.3)
    reveal.choose_in_combo(screen, app, "Traitor", "Traitor Among Us")
    e2e.find(app, lambda n: e2e.label_of(n) == "Loyal Cards", "Loyal Cards row")
    spins = [n for n in e2e.walk(app) if n.getRole() == pyatspi.ROLE_SPIN_BUTTON]
    loyal = [n for n in spins if n.queryValue().currentValue != KNIGHTS]
    if loyal:
        loyal[0].queryValue().currentValue = KNIGHTS - 1
    e2e.click(e2e.find(app, lambda n: n.getRole() == pyatspi.ROLE_CHECK_BOX
                       and e2e.label_of(n).endswith("Skip the Opening Share"), "skip switch"))
    switch = e2e.find(app, lambda n: n.getRole() == pyatspi.ROLE_CHECK_BOX and
                      e2e.label_of(n).lower().endswith("use phones for private views"),
                      "the phones switch", visible=False)
    e2e.click(switch)
    time.sleep(0.3)
    ok(switch.getState().contains(pyatspi.STATE_CHECKED), "the phones switch is on")
    e2e.click(e2e.find(app, e2e.named("Start Game", [pyatspi.ROLE_PUSH_BUTTON]), "Start Game"))


def deal(app):
    """Through every knight's curtain; returns [(knight, url)]."""
    seats = []
    while True:
        title = e2e.find(app, lambda n: (n.name or "").startswith(PASS_PREFIX)
                         or (n.name or "").startswith("Turn "), "curtain or board")
        if not title.name.startswith(PASS_PREFIX):
            break
        knight = title.name[len(PASS_PREFIX):]
        urls = [n.name for n in e2e.walk(app)
                if (n.name or "").startswith(URL_PREFIX) and e2e.showing(n)]
        ok(not urls, f"{knight}'s address is hidden before he says who he is")
        e2e.click(e2e.find(app, e2e.named(f"I Am {knight}", [pyatspi.ROLE_PUSH_BUTTON]), "I Am"))
        url = e2e.find(app, lambda n: (n.name or "").startswith(URL_PREFIX), "the address").name
        qr = [n for n in e2e.walk(app) if e2e.showing(n) and
              "QR code of your private page" in (n.name or "", n.description or "")]
        ok(bool(qr), f"{knight}'s curtain shows a QR code")
        seats.append((knight, url))
        e2e.click(e2e.find(app, e2e.named("Done, Pass On", [pyatspi.ROLE_PUSH_BUTTON]), "Done"))
        time.sleep(0.3)
    return seats


def play_one_choice(app):
    """One choice in the turn panel, the quiet ones first."""
    panel = e2e.find(app, e2e.named("SqTurnPanel"), "turn panel")
    buttons = [n for n in e2e.walk(panel) if n.getRole() in
               (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON)
               and n.getState().contains(pyatspi.STATE_SENSITIVE)]
    by_label = {e2e.label_of(n): n for n in buttons}
    for label in ("Add a siege engine", "End the turn"):
        if label in by_label:
            e2e.click(by_label[label])
            return label
    plain = [l for l in by_label if l not in ("Rule", "Rules for This Step", "Press and Hold to See")
             and not l.startswith("Show ") and not l.startswith("Hide ") and l not in e2e.KINDS]
    if plain:
        e2e.click(by_label[plain[0]])
        return plain[0]
    kinds = [l for l in by_label if l in e2e.KINDS]
    if kinds:
        e2e.click(by_label[kinds[0]])
        return kinds[0]
    sys.exit("no choice in the turn panel")


# ------------------------------------------------------------ the browser

def start_browser(profile):
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--no-first-run", "--disable-extensions",
                "--disable-background-networking", f"--user-data-dir={profile}"):
        options.add_argument(arg)
    # a phone's viewport: 360 CSS pixels wide, touch and a phone's pixel ratio
    options.add_experimental_option("mobileEmulation", {
        "deviceMetrics": {"width": 360, "height": 900, "pixelRatio": 2.0, "touch": True}})
    # The performance log carries Chromium's network events to BrowserLog.
    options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.execute_cdp_cmd("Network.enable", {})
    return driver


def page_text(driver, element_id):
    return driver.find_element(By.ID, element_id).text


def rendered(driver):
    return "|".join(page_text(driver, i) for i in
                    ("turn", "siege", "white-swords", "black-swords", "phase"))


def check_hold(driver, knight, screenshots):
    card = driver.find_element(By.ID, "loyalty-card")
    hold = driver.find_element(By.ID, "hold")
    ok(not card.is_displayed() and card.text == "", f"{knight}: no loyalty card before the hold")
    ok("Traitor" not in driver.page_source, f"{knight}: no Traitor in the page before the hold")
    if not hold.is_displayed():
        ok(False, f"{knight}: the hold button is on show")
        return None
    ActionChains(driver).click_and_hold(hold).perform()
    wait_for(lambda: card.is_displayed(), f"{knight}: the card shows while held")
    seen = card.text
    ok(seen in ("Loyal", "Traitor"), f"{knight} sees his loyalty card while holding ({seen})")
    if screenshots:
        driver.save_screenshot(os.path.join(screenshots, "phone-page-held-360.png"))
    ActionChains(driver).release().perform()
    wait_for(lambda: not card.is_displayed(), f"{knight}: the card hides on release")
    ok(card.text == "" and "Traitor" not in driver.page_source,
       f"{knight}: nothing of the card is left in the page after the release")

    driver.execute_script("arguments[0].focus();", hold)
    ActionChains(driver).key_down(" ").perform()
    wait_for(lambda: card.is_displayed(), f"{knight}: the card shows while Space is held")
    ActionChains(driver).key_up(" ").perform()
    wait_for(lambda: not card.is_displayed() and card.text == "",
             f"{knight}: the card hides when Space is let go")
    return seen


def check_storage(driver, knight):
    stored = driver.execute_script(
        "return [document.cookie, localStorage.length, sessionStorage.length];")
    ok(stored == ["", 0, 0], f"{knight}: the page stores nothing ({stored})")


# ------------------------------------------------------------ the checks

def compact(value):
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def parsed(body):
    """A JSON object, or an empty one when the body is none, so that a
    check reports what is missing instead of stopping the test."""
    try:
        value = json.loads(body)
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}


def check_log(blog, knight):
    """The browser's log holds all that the page was sent, every body read:
    a search of an empty or half-read log would find nothing and pass."""
    blog.poll()
    streams = {rid for rid, r in blog.responses.items() if r.get("mimeType") == "text/event-stream"}
    unread = {rid: why for rid, why in blog.unread.items() if rid not in streams}
    ok(not unread, f"{knight}: every finished response's body was read from the browser ({unread})")
    waiting = [r["url"] for rid, r in blog.responses.items() if rid not in blog.bodies
               and rid not in streams]
    ok(not waiting, f"{knight}: every response but the event stream has its body ({waiting})")
    elsewhere = [r["url"] for r in blog.responses.values() if not r["url"].startswith(blog.url)]
    ok(not elsewhere, f"{knight}: every response came from his own address ({elsewhere})")
    html = blog.body("text/html", "/")
    ok(any("<!DOCTYPE html>" in b for b in html), f"{knight}: the browser's log holds the page")
    for path, mime in (("phone.css", "text/css"), ("phone.js", "text/javascript")):
        ok(any(blog.body(m, path) for m in (mime, "application/javascript")),
           f"{knight}: the browser's log holds {path}")
    strings = blog.body("application/json", "/strings")
    ok(any(parsed(b).get("hold") for b in strings), f"{knight}: the browser's log holds the words")
    state = blog.body("application/json", "/state")
    ok(any(parsed(b).get("seat", {}).get("knight") == knight for b in state),
       f"{knight}: the browser's log holds the state")
    ok(len(streams) == 1, f"{knight}: the browser's log holds one event stream ({len(streams)})")
    ok(blog.messages, f"{knight}: the browser's log holds the stream's messages ({len(blog.messages)})")


def check_isolation(logs, seats, seen):
    """A seat's messages hold its own view and nothing of another seat's.
    Each seat's own secrets are looked for first, the same way: a search
    that cannot find them in his messages proves nothing about the others'."""
    views = {}
    for (knight, _), blog in zip(seats, logs):
        check_log(blog, knight)
        views[knight] = [e["seat"] for e in blog.events()]
        ok(views[knight] and all(v["knight"] == knight for v in views[knight]),
           f"{knight}'s stream carries his own view only")
    for (knight, _), blog in zip(seats, logs):
        text = blog.text()
        own_hands = {compact(v.get("hand")) for v in views[knight]}
        ok(f'"knight":"{knight}"' in text, f"{knight}: his own private view is found in his messages")
        hands = {compact(v["hand"]) for v in views[knight] if v.get("hand")}
        ok(hands and all(hand in text for hand in hands),
           f"{knight}: his own hand is found in his messages ({len(hands)} versions of it)")
        ok(seen.get(knight) and f'"loyalty":"{seen[knight]}"' in text,
           f"{knight}: his own loyalty card is found in his messages ({seen.get(knight)})")
        traitor = any(v.get("traitor") for v in views[knight])
        ok(("Traitor" in text) == traitor,
           f"{knight}: the word Traitor is in his messages only if he is the Traitor")
        for other, _ in seats:
            if other == knight:
                continue
            ok(f'"knight":"{other}"' not in text, f"{knight} never gets {other}'s private view")
            hands = {compact(v.get("hand")) for v in views[other] if v.get("hand")} - own_hands
            ok(not any(hand in text for hand in hands),
               f"{knight} never gets {other}'s hand ({len(hands)} versions of it)")


def check_refusals(url):
    base, token = url.rstrip("/").rsplit("/", 1)
    wrong = base + "/" + ("a" * len(token)) + "/"
    for target in (wrong, base + "/", wrong + "state"):
        try:
            urllib.request.urlopen(target, timeout=30)
            ok(False, f"a wrong token gets 404 ({target[len(base):]})")
        except urllib.error.HTTPError as error:
            ok(error.code == 404, f"a wrong token gets 404 ({error.code})")
            ok(error.headers.get("Cache-Control") == "no-store", "a 404 is not cached")
    try:
        urllib.request.urlopen(urllib.request.Request(url, data=b"x", method="POST"), timeout=30)
        ok(False, "POST is refused")
    except urllib.error.HTTPError as error:
        ok(error.code == 405, f"POST gets 405 ({error.code})")


def run(proc, screenshots):
    app = e2e.find_app("squire", proc)
    new_game_with_phones(proc, app)
    seats = deal(app)
    ok(len(seats) == KNIGHTS, f"every knight got an address ({len(seats)})")
    ok(len({u for _, u in seats}) == len(seats), "every seat has its own address")
    status = e2e.find(app, lambda n: (n.name or "").startswith("Phones "), "the phones' status")
    ok(status.name == f"Phones 0/{len(seats)}", f"the header bar counts the pages ({status.name})")

    # Each seat's page in a browser of its own, as on the players' phones,
    # so that everything in one browser's network log went to that seat.
    drivers, logs, profiles, seen = [], [], [], {}
    try:
        for i, (knight, url) in enumerate(seats):
            profiles.append(tempfile.mkdtemp(prefix="squire-e2e-chromium-"))
            driver = start_browser(profiles[-1])
            drivers.append(driver)
            logs.append(BrowserLog(driver, url))
            driver.get(url)
            wait_for(lambda: page_text(driver, "knight") == knight, f"{knight}'s page names him")
            ok(driver.find_element(By.ID, "status").get_attribute("data-state") == "connected",
               f"{knight}'s page follows the game")
            if i == 0 and screenshots:
                driver.save_screenshot(os.path.join(screenshots, "phone-page-360.png"))
            seen[knight] = check_hold(driver, knight, screenshots if i == 0 else None)
            check_storage(driver, knight)
            width = driver.execute_script("return document.documentElement.scrollWidth;")
            ok(width <= 360, f"{knight}'s page fits 360 px ({width})")
            # The page never asks for its state (the stream brings it), but
            # a phone could: the browser asks once, so that the answer is
            # in its log and searched with the rest.
            driver.execute_script("return fetch('state', {cache: 'no-store'}).then(r => r.text());")

        wait_for(lambda: status.name == f"Phones {len(seats)}/{len(seats)}",
                 "the header bar counts every page")

        # the notice goes to the seat the game waits for, and to no other
        for driver, (knight, _), blog in zip(drivers, seats, logs):
            waiting = blog.poll().events()[-1]["seat"]["waiting"]
            shown = driver.find_element(By.ID, "waiting").is_displayed()
            ok(shown == (waiting is not None), f"{knight}: the notice shows only when he is awaited")

        # a turn on the host reaches every page
        before = [rendered(driver) for driver in drivers]
        n_events = [len(blog.poll().messages) for blog in logs]
        for _ in range(6):
            chosen = play_one_choice(app)
            log(f"host: {chosen!r}")
            time.sleep(0.5)
            if rendered(drivers[0]) != before[0]:
                break
        for driver, was, (knight, _) in zip(drivers, before, seats):
            wait_for(lambda: rendered(driver) != was, f"{knight}'s page shows the new turn")
        ok(all(len(blog.poll().messages) > n for blog, n in zip(logs, n_events)),
           "every stream got the update")

        check_refusals(seats[0][1])
        check_isolation(logs, seats, seen)
        traitors = [k for (k, _), blog in zip(seats, logs) if "Traitor" in blog.text()]
        ok(len(traitors) <= 1, f"one seat at most was sent the Traitor card ({traitors})")
        hands = [e["seat"]["hand"] for blog in logs for e in blog.events()[-1:]]
        ok(len(hands) == len(logs) and all(isinstance(h, list) and h for h in hands),
           "every seat was sent its hand")
    finally:
        for driver in drivers:
            driver.quit()
        for profile in profiles:
            shutil.rmtree(profile, ignore_errors=True)


def main():
    squire = sys.argv[1]
    screenshots = sys.argv[2] if len(sys.argv) > 2 else None
    env = dict(os.environ)
    env.pop("GTK_A11Y", None)
    env.pop("NO_AT_BRIDGE", None)
    env["SQUIRE_PHONES_LOOPBACK"] = "1"
    # Squire's decks by default, as Preferences would store them
    config = tempfile.mkdtemp(prefix="squire-e2e-phones-")
    settings = os.path.join(config, "glib-2.0", "settings")
    os.makedirs(settings)
    with open(os.path.join(settings, "keyfile"), "w", encoding="utf-8") as f:
        f.write("[io/github/camelot_squire/Squire]\n"
                "default-white-deck='virtual'\ndefault-black-deck='virtual'\n")
    env["GSETTINGS_BACKEND"] = "keyfile"
    env["XDG_CONFIG_HOME"] = config
    proc = None
    try:
        # Xvfb may refuse connections for a moment after it starts
        for attempt in range(10):
            proc = e2e.subprocess.Popen([squire], env=env)
            try:
                e2e.find_app("squire", proc)
                break
            except SystemExit:
                if proc.poll() is None or attempt == 9:
                    raise
                time.sleep(0.5)
        run(proc, screenshots)
    finally:
        if proc is not None and proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(10)
            except e2e.subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        shutil.rmtree(config, ignore_errors=True)
    if e2e.failures:
        sys.exit(f"{e2e.failures} check(s) failed")
    log("all checks passed")


if __name__ == "__main__":
    main()
