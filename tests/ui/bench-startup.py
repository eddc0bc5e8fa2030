#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Time to first frame and peak memory of squire against the minimal
libadwaita window, side by side, each run several times in turn on the
display it is given (make bench runs it under xvfb-run). Prints the
medians and the ratios; never fails on timing."""

import os
import statistics
import sys
import tempfile
import time

RUNS = 15


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
    return elapsed * 1000.0, usage.ru_maxrss / 1024.0


def main():
    squire, minimal = sys.argv[1], sys.argv[2]
    data = tempfile.mkdtemp(prefix="squire-bench-")
    env = dict(os.environ)
    env.update({
        "SQUIRE_EXIT_AFTER_FIRST_FRAME": "1",
        "XDG_DATA_HOME": data,
        "GSETTINGS_BACKEND": "memory",
        "NO_AT_BRIDGE": "1",
    })
    results = {squire: [], minimal: []}
    # warm the caches once each, then alternate so drift hits both alike
    for prog in results:
        run_once([prog], env)
    for _ in range(RUNS):
        for prog in results:
            results[prog].append(run_once([prog], env))

    med = {}
    for prog, samples in results.items():
        ms = statistics.median(s[0] for s in samples)
        mb = statistics.median(s[1] for s in samples)
        med[prog] = (ms, mb)
        print(f"{os.path.basename(prog):>16}: first frame {ms:7.1f} ms, peak RSS {mb:6.1f} MiB (median of {RUNS})")
    ms_ratio = med[squire][0] / med[minimal][0]
    mb_ratio = med[squire][1] / med[minimal][1]
    print(f"{'ratio':>16}: startup {ms_ratio:.2f}x, memory {mb_ratio:.2f}x (targets: 1.5x each)")


if __name__ == "__main__":
    main()
