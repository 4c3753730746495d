"""The settle motion's numbers (issue 9), swept through `carousel simulate --fps 1000`.

The gesture: the banner (375x200, inset 16, spacing 8, pitch 351), content at rest on an item,
the finger drags 40 pt at a constant speed and lifts. Every release speed from 100 to
20,000 pt/s, rates normal and fast, paging and nearest (and free at fast), looping or not,
both directions.
"""

import json
import math

import pytest

from carousel_helpers import PITCH, k_of, sample

SPEEDS = [100, 250, 600, 1000, 1700, 4000, 12000, 20000]
CASES = [
    (snap, rate, loop)
    for snap, rate in [("paging", "normal"), ("paging", "fast"), ("nearest", "normal"), ("nearest", "fast"),
                       ("free", "fast")]
    for loop in [True, False]
]
DIRECTIONS = [+1, -1]


def drag40(speed, direction, x0=200.0, t0=0.1):
    """A 40-pt drag at a constant speed, about 120 Hz, at least 4 samples, ending exactly 40 pt away."""
    steps = max(math.ceil(40.0 / speed * 120), 4)
    dt = 40.0 / speed / steps
    samples = [sample(t0, x0, "began")]
    for i in range(1, steps + 1):
        samples.append(sample(t0 + i * dt, x0 - direction * speed * i * dt, "ended" if i == steps else "moved"))
    return samples


def measure(run, snap, rate, loop, speed, direction):
    count, index = (20, 0) if loop else (20, 10)
    args = ["--count", count, "--index", index, "--snap", snap, "--deceleration-rate", rate, "--fps", 1000]
    result = run(args + (["--loop"] if loop else []), drag40(speed, direction))
    rel = result["release"]
    t_r, v0 = rel["t"], rel["velocity"]
    after = [f for f in result["frames"] if f["t"] > t_r + 1e-9]
    one_frame = min(after, key=lambda f: abs(f["t"] - (t_r + 1 / 120)))
    x0 = index * PITCH + direction * 40.0
    target = result["final"]["offset"]
    reach = abs(v0 / k_of(rate))
    d = target - x0
    return {
        "v0": v0,
        "ratio": abs(one_frame["velocity"]) / abs(v0),
        "peak": max(abs(f["velocity"]) for f in after),
        "settle": result["final"]["restingSince"] - t_r,
        "target": target,
        "x0": x0,
        "carries": d != 0 and (d > 0) == (v0 > 0) and reach >= abs(d),
    }


@pytest.mark.parametrize("direction", DIRECTIONS)
@pytest.mark.parametrize("snap,rate,loop", CASES)
def test_settle_numbers(run, snap, rate, loop, direction):
    for speed in SPEEDS:
        m = measure(run, snap, rate, loop, speed, direction)
        where = f"{snap} {rate} loop={loop} {direction * speed} pt/s"
        assert abs(m["v0"]) == pytest.approx(speed, rel=1e-6), where
        assert m["ratio"] <= 1.3, f"{where}: {m['ratio']:.3f}x one frame after release"
        if m["carries"]:
            assert m["ratio"] >= 0.8, f"{where}: {m['ratio']:.3f}x one frame after release"
        assert m["peak"] <= max(1.05 * speed, 1500), f"{where}: peak {m['peak']:.0f}"
        if snap == "paging":
            assert m["settle"] <= 0.5, f"{where}: at rest after {m['settle']:.3f} s"
        elif rate == "fast":
            assert m["settle"] <= 0.6, f"{where}: at rest after {m['settle']:.3f} s"
        if speed > 1000:
            assert (m["target"] - m["x0"]) * direction >= 0, f"{where}: settled behind the release"


@pytest.mark.parametrize("direction", DIRECTIONS)
@pytest.mark.parametrize("snap,rate,loop", CASES)
@pytest.mark.parametrize("speed", [300, 1250, 9000])
def test_releases_one_percent_apart_feel_alike(run, snap, rate, loop, direction, speed):
    a = measure(run, snap, rate, loop, speed, direction)
    b = measure(run, snap, rate, loop, speed * 1.01, direction)
    if a["target"] != b["target"]:
        return  # a different anchor is a different motion
    assert abs(a["peak"] - b["peak"]) <= 0.15 * max(a["peak"], b["peak"]), (a, b)
    assert abs(a["settle"] - b["settle"]) <= 0.1, (a, b)
    assert b["settle"] <= a["settle"] + 1e-3, f"faster took longer: {a['settle']:.4f} -> {b['settle']:.4f}"
