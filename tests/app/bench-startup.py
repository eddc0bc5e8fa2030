#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Time to first frame and peak memory of squire with 0, 100 and 1,000
saved games, against the minimal libadwaita window, side by side in one
run on the display it is given (make bench runs it under xvfb-run). The
start page makes its games after the first frame, so each start is also
timed to the first frame that shows them (SQUIRE_EXIT_AFTER_GAMES_FRAME):
the folder read and the five latest rows and Continue on screen.

The games folders are made here, in a temporary folder that is removed at
the end, by make-games (tests/soc/make-games.c): varied tables played a
random number of actions; make-games then lists the folder as the app
does, which writes its index. Each folder is started once before the
timed runs. The start without an index (the games are then read in the
worker thread, after the first frame) is timed on its own. Prints medians
and ratios with their targets, and the CPU time of each start (which other
programs on a shared machine do not add to); never fails on timing.

Usage: bench-startup.py SQUIRE MINIMAL_WINDOW MAKE_GAMES"""

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

RUNS = 11
COUNTS = (0, 100, 1000)
GAMES_SUBDIR = os.path.join("io.github.camelot_squire.Squire", "games")


def run_once(argv, env):
    start = time.monotonic()
    pid = os.fork()
    if pid == 0:
        try:
            os.execve(argv[0], argv, env)
        finally:
            os._exit(127)
    _, status, usage = os.wait4(pid, 0)
    elapsed = time.monotonic() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{argv[0]} exited with {status}")
    cpu = usage.ru_utime + usage.ru_stime
    return elapsed * 1000.0, usage.ru_maxrss / 1024.0, cpu * 1000.0


def env_for(base, data, until="SQUIRE_EXIT_AFTER_FIRST_FRAME"):
    env = dict(base)
    env.pop("SQUIRE_EXIT_AFTER_FIRST_FRAME", None)
    env.pop("SQUIRE_EXIT_AFTER_GAMES_FRAME", None)
    env.update({
        until: "1",
        "XDG_DATA_HOME": data,
        "GSETTINGS_BACKEND": "memory",
        "NO_AT_BRIDGE": "1",
    })
    return env


def report(label, samples, what="first frame"):
    ms = statistics.median(s[0] for s in samples)
    mb = statistics.median(s[1] for s in samples)
    cpu = statistics.median(s[2] for s in samples)
    print(f"{label:>24}: {what} {ms:7.1f} ms, peak RSS {mb:6.1f} MiB, "
          f"CPU {cpu:5.0f} ms (median of {len(samples)}; {min(s[0] for s in samples):.0f}-"
          f"{max(s[0] for s in samples):.0f} ms)")
    return ms, mb, cpu


def main():
    squire, minimal, make_games = sys.argv[1:4]
    root = tempfile.mkdtemp(prefix="squire-bench-")
    try:
        cases = {}
        shown = {}
        for n in COUNTS:
            data = os.path.join(root, f"games-{n}")
            folder = os.path.join(data, GAMES_SUBDIR)
            os.makedirs(folder)
            if n:
                subprocess.run([make_games, folder, str(n), str(n)], check=True)
            cases[n] = env_for(os.environ, data)
            shown[n] = env_for(os.environ, data, "SQUIRE_EXIT_AFTER_GAMES_FRAME")

        # a first start of each folder, not timed
        run_once([minimal], cases[0])
        for n in COUNTS:
            run_once([squire], cases[n])

        samples = {"minimal": []}
        samples.update({n: [] for n in COUNTS})
        samples.update({("shown", n): [] for n in COUNTS})
        # alternate so that drift hits every case alike
        for _ in range(RUNS):
            samples["minimal"].append(run_once([minimal], cases[0]))
            for n in COUNTS:
                samples[n].append(run_once([squire], cases[n]))
                samples[("shown", n)].append(run_once([squire], shown[n]))

        # the start that reads every file: no index yet
        index = os.path.join(root, f"games-{COUNTS[-1]}", GAMES_SUBDIR, ".index")
        cold = []
        for _ in range(3):
            if os.path.exists(index):
                os.unlink(index)
            cold.append(run_once([squire], cases[COUNTS[-1]]))

        base = report("minimal window", samples["minimal"])
        med = {n: report(f"squire, {n} games", samples[n]) for n in COUNTS}
        cold_med = report(f"squire, {COUNTS[-1]}, no index", cold)
        # the second figure: until the games are on screen
        med_shown = {n: report(f"squire, {n} games", samples[("shown", n)], "games shown")
                     for n in COUNTS}
        for n in COUNTS:
            print(f"{'ratio ' + str(n) + ' games':>24}: first frame {med[n][0] / base[0]:.2f}x, "
                  f"memory {med[n][1] / base[1]:.2f}x the minimal window (target: at most 1.2x each)")
        # the processes' CPU time (all threads) does not grow when other
        # programs share the machine's cores, as the clock does
        for n in COUNTS:
            print(f"{'CPU ' + str(n) + ' games':>24}: {med[n][2] / base[2]:.2f}x the minimal window's")
        top = COUNTS[-1]
        print(f"{'ratio ' + str(top) + ' to 0 games':>24}: first frame {med[top][0] / med[0][0]:.2f}x, "
              f"memory {med[top][1] / med[0][1]:.2f}x, CPU {med[top][2] / med[0][2]:.2f}x (target: at most 1.1x)")
        for n in COUNTS:
            print(f"{'games shown ' + str(n):>24}: {med_shown[n][0] / base[0]:.2f}x the minimal "
                  f"window's first frame, CPU {med_shown[n][2] / base[2]:.2f}x, memory "
                  f"{med_shown[n][1] / base[1]:.2f}x; {med_shown[n][0] - med[n][0]:.0f} ms "
                  f"after Squire's first frame")
        print(f"{'games shown ' + str(top) + ' to 0':>24}: {med_shown[top][0] / med_shown[0][0]:.2f}x, "
              f"CPU {med_shown[top][2] / med_shown[0][2]:.2f}x")
        print(f"{'no index':>24}: first frame {cold_med[0] / med[0][0]:.2f}x the empty folder "
              f"(the games are read off the main thread)")
    finally:
        shutil.rmtree(root, ignore_errors=True)


if __name__ == "__main__":
    main()
