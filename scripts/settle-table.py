#!/usr/bin/env python3
"""Measures settle times through the `carousel` tool and prints the README's table.

For each release velocity, a straight swipe (finger moving left at that speed for 50 ms,
sampled at 120 Hz) is played on the banner carousel of the banner article (375x200,
inset 16, spacing 8, 20 items, starting on item 10) and the time from release to rest is
read from the tool's JSON (`final.restingSince - release.t`).

Usage: scripts/settle-table.py [path/to/carousel]
"""
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BINARY = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build", "debug", "carousel")
SPEEDS = [300, 1000, 2000, 5000, 10000]
CASES = [
    ("nearest", "fast", []),
    ("paging", "fast", []),
    ("nearest", "normal", []),
    ("free", "normal", ["--loop"]),
]


def swipe(speed, duration=0.05, x0=300.0):
    samples = [{"t": 0.1, "x": x0, "y": 100, "phase": "began"}]
    steps = round(duration * 120)
    for i in range(1, steps + 1):
        t = 0.1 + i / 120
        samples.append({"t": t, "x": x0 - speed * i / 120, "y": 100, "phase": "moved" if i < steps else "ended"})
    return samples


def measure(speed, snap, rate, extra):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(swipe(speed), f)
        path = f.name
    try:
        out = subprocess.run(
            [BINARY, "simulate", "--layout", "linear", "--viewport", "375x200", "--inset", "16", "--spacing", "8",
             "--count", "20", "--index", "10", "--snap", snap, "--deceleration-rate", rate, "--trace", path, "--json"]
            + extra,
            check=True, capture_output=True, text=True).stdout
    finally:
        os.unlink(path)
    result = json.loads(out)
    release = result["release"]
    items = round(result["final"]["offset"] / 351 - 10, 2)
    return result["final"]["restingSince"] - release["t"], items


def main():
    header = "| release velocity (pt/s) | " + " | ".join(f"{snap}, {rate}" for snap, rate, _ in CASES) + " |"
    print(header)
    print("|---:|" + "---:|" * len(CASES))
    for speed in SPEEDS:
        cells = []
        for snap, rate, extra in CASES:
            seconds, items = measure(speed, snap, rate, extra)
            moved = f"{items:+g} items" if snap != "free" else f"{items * 351:+.0f} pt"
            cells.append(f"{seconds:.3f} s ({moved})")
        print(f"| {speed} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
