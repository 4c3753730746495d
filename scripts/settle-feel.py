#!/usr/bin/env python3
"""Measures the feel of the settle after a release through `carousel simulate --fps 1000`,
and prints the settle table of the physics article
(Sources/CarouselCore/CarouselCore.docc/PhysicsAndFeel.md).

The gesture of issue 9: the banner (375x200, inset 16, spacing 8, pitch 351), content at rest
on an item, the finger drags 40 pt at a constant speed and lifts. For each release speed,
policy, rate and looping it prints: the speed one 120 Hz frame (8.3 ms) after release as a
multiple of the release speed, the peak speed after release, the time from release to rest,
and the item it rests on relative to the one it started from.

Usage: scripts/settle-feel.py [--csv] [--speeds 100,300,...] (after `swift build`).
Each table cell: time from release to rest, peak speed after release (pt/s), items moved.
"""
import argparse
import json
import os
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
sys.path.insert(0, os.path.join(ROOT, "AcceptanceTests", "cli"))
from carousel_helpers import BASE_ARGS, PITCH, swipe  # noqa: E402

BIN = os.path.join(ROOT, "Tools", ".build", "debug", "carousel")


def measure(speed, snap, rate, loop, direction=+1, drag=40.0, count=20, index=10, extra=()):
    """One release; returns a dict of the measured numbers."""
    samples, info = swipe(-direction * speed, distance=drag, hz=1000, min_steps=3)
    args = [BIN, "simulate", "--json", "--trace", "-", "--fps", "1000", *BASE_ARGS,
            "--count", str(count), "--index", str(index), "--snap", snap, "--deceleration-rate", rate]
    args += ["--loop"] if loop else []
    args += [str(a) for a in extra]
    out = subprocess.run(args, input=json.dumps(samples), capture_output=True, text=True, check=True)
    result = json.loads(out.stdout)
    release = result["release"]
    t_r, v0 = release["t"], release["velocity"]
    after = [f for f in result["frames"] if f["t"] > t_r + 1e-9]
    one_frame = min(after, key=lambda f: abs(f["t"] - (t_r + 1 / 120)))
    x0 = index * PITCH + info["content_dx"]
    final = result["final"]
    return {
        "speed": speed, "snap": snap, "rate": rate, "loop": loop, "direction": direction,
        "release": v0,
        "frame_ratio": abs(one_frame["velocity"]) / abs(v0) if v0 else float("nan"),
        "frame_velocity": one_frame["velocity"],
        "peak": max(abs(f["velocity"]) for f in after),
        "settle": final["restingSince"] - t_r,
        "items": round(final["offset"] / PITCH) - index,
        "behind": (final["offset"] - x0) * direction < -1e-9,
    }


COLUMNS = [("paging", "normal"), ("paging", "fast"), ("nearest", "normal"), ("nearest", "fast"), ("free", "fast")]
TABLE_SPEEDS = [100, 300, 500, 1000, 2000, 5000, 10000, 20000]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--speeds", default=",".join(map(str, TABLE_SPEEDS)))
    parser.add_argument("--csv", action="store_true", help="one row per release, every measured number")
    opts = parser.parse_args()
    speeds = [float(s) for s in opts.speeds.split(",")]
    if opts.csv:
        rows = [measure(v, snap, rate, loop=True) for snap, rate in COLUMNS for v in speeds]
        keys = list(rows[0])
        print(",".join(keys))
        for r in rows:
            print(",".join(str(r[k]) for k in keys))
        return
    print("| release (pt/s) | " + " | ".join(f"{snap}, {rate}" for snap, rate in COLUMNS)
          + " | speed 8.3 ms after release |")
    print("|---:|" + "---:|" * len(COLUMNS) + "---:|")
    for speed in speeds:
        cells, ratios = [], []
        for snap, rate in COLUMNS:
            r = measure(speed, snap, rate, loop=True)
            ratios.append(r["frame_ratio"])
            cells.append(f"{r['settle']:.2f} s, {r['peak']:,.0f}, {r['items']:+d}")
        print(f"| {speed:,.0f} | " + " | ".join(cells) + f" | {min(ratios):.2f}–{max(ratios):.2f}× |")


if __name__ == "__main__":
    main()
