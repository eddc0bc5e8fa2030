#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The accessibility tree and XTest helpers of e2e-turns.py: walking the
tree, a button's label as shown, states, xdotool, percentiles."""

import importlib.util
import os
import subprocess

# the tree walk is e2e-table's
_spec = importlib.util.spec_from_file_location(
    "e2e_table", os.path.join(os.path.dirname(os.path.abspath(__file__)), "e2e-table.py"))
_table = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_table)
walk = _table.walk


def label_of(node):
    """GTK 4.8 names a button with a mnemonic "_Done Done"."""
    name = node.name or ""
    for i in range(len(name)):
        if name[i] == " " and name[:i].replace("_", "") == name[i + 1:]:
            return name[i + 1:]
    return name


def texts(node):
    out = []
    for n in walk(node):
        try:
            if n.name:
                out.append(n.name)
            if n.description:
                out.append(n.description)
        except Exception:
            pass
    return out


def state_has(node, st):
    try:
        return node.getState().contains(st)
    except Exception:
        return False


def xdo(*args):
    subprocess.run(["xdotool", *args], check=True)


def picker_item(node):
    """A card (or knight) of the card picker: its grid is named after the
    question, the box of whole answers is not."""
    try:
        return bool(node.parent.name)
    except Exception:
        return False


def node_in(node, ancestor):
    n = node
    for _ in range(80):
        if n is None:
            return False
        if n is ancestor or n == ancestor:
            return True
        try:
            n = n.parent
        except Exception:
            return False
    return False


def percentile(values, p):
    values = sorted(values)
    if not values:
        return 0
    k = min(len(values) - 1, max(0, int(round(p / 100 * (len(values) - 1)))))
    return values[k]
