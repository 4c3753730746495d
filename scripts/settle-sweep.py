#!/usr/bin/env python3
"""Checks the settle motion's numbers (the settle-motion issue) on a dense sweep of release
speeds through `carousel simulate --fps 1000`, and prints the worst values.

The gesture of AcceptanceTests/cli/test_settle_family.py (a 40-pt drag at a constant speed on
the banner, then lift), at every speed from 100 to 20,000 pt/s in steps of 4 % plus a release
1 % faster than each, for paging and nearest at both rates and free at fast, looping or not,
both directions: 5,480 releases, about 6 minutes on two cores. The test command runs the
same checks on 8 speeds; this is the long form.

Usage: scripts/settle-sweep.py [--step 1.04] (after `swift build --package-path Tools`).
Exits 1 and lists the releases that break a bound.
"""
import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
sys.path.insert(0, os.path.join(ROOT, "AcceptanceTests", "cli"))
from carousel_helpers import BASE_ARGS  # noqa: E402
import test_settle_family as family  # noqa: E402

BIN = os.path.join(ROOT, "Tools", ".build", "debug", "carousel")


def run(args, trace):
    command = [BIN, "simulate", "--json", "--trace", "-", *BASE_ARGS, *[str(a) for a in args]]
    out = subprocess.run(command, input=json.dumps(trace), capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--step", type=float, default=1.04, help="ratio between neighbouring speeds")
    options = parser.parse_args()
    speeds, speed = [], 100.0
    while speed <= 20000:
        speeds.append(speed)
        speed *= options.step
    speeds.append(20000.0)
    bad, releases = [], 0
    worst = {"ratio": 0.0, "carryingRatio": 9.0, "peakOverLimit": 0.0, "pagingSettle": 0.0, "fastSettle": 0.0,
             "peakDifference": 0.0, "settleDifference": 0.0}
    for snap, rate, loop in family.CASES:
        for direction in family.DIRECTIONS:
            for speed in speeds:
                a = family.measure(run, snap, rate, loop, speed, direction)
                b = family.measure(run, snap, rate, loop, speed * 1.01, direction)
                releases += 2
                for v, m in ((speed, a), (speed * 1.01, b)):
                    where = f"{snap} {rate} loop={loop} {direction * v:.1f} pt/s"
                    worst["ratio"] = max(worst["ratio"], m["ratio"])
                    if m["ratio"] > 1.3:
                        bad.append(f"{where}: {m['ratio']:.3f}x one frame after release")
                    if m["carries"]:
                        worst["carryingRatio"] = min(worst["carryingRatio"], m["ratio"])
                        if m["ratio"] < 0.8:
                            bad.append(f"{where}: {m['ratio']:.3f}x one frame after release")
                    limit = max(1.05 * v, 1500)
                    worst["peakOverLimit"] = max(worst["peakOverLimit"], m["peak"] / limit)
                    if m["peak"] > limit:
                        bad.append(f"{where}: peak {m['peak']:.0f} pt/s")
                    if snap == "paging":
                        worst["pagingSettle"] = max(worst["pagingSettle"], m["settle"])
                        if m["settle"] > 0.5:
                            bad.append(f"{where}: at rest after {m['settle']:.3f} s")
                    elif rate == "fast":
                        worst["fastSettle"] = max(worst["fastSettle"], m["settle"])
                        if m["settle"] > 0.6:
                            bad.append(f"{where}: at rest after {m['settle']:.3f} s")
                    if v > 1000 and (m["target"] - m["x0"]) * direction < 0:
                        bad.append(f"{where}: settled behind the release")
                if a["target"] == b["target"]:
                    peak = abs(a["peak"] - b["peak"]) / max(a["peak"], b["peak"])
                    settle = abs(a["settle"] - b["settle"])
                    worst["peakDifference"] = max(worst["peakDifference"], peak)
                    worst["settleDifference"] = max(worst["settleDifference"], settle)
                    if peak > 0.15 or settle > 0.1:
                        bad.append(f"{snap} {rate} loop={loop} {direction * speed:.1f} pt/s and 1 % faster: "
                                   f"peak {a['peak']:.0f} vs {b['peak']:.0f}, settle {a['settle']:.3f} vs {b['settle']:.3f}")
    print(f"{releases} releases; worst: " + ", ".join(f"{k} {v:.3f}" for k, v in worst.items()))
    for line in bad:
        print(line)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
