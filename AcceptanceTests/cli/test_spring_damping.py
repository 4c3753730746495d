"""`carousel simulate --spring-damping Z`: the damping ratio chooses the settle.

Z = 1 (the default) is the monotone SettleMotion family, byte for byte the default output;
Z < 1 is an under-damped spring from the release velocity, which passes the anchor and comes
back; Z > 1 an over-damped spring, slower and never past the anchor. Every settle ends
exactly on its anchor, at rest. (Sources/CarouselCore/CarouselCore.docc/PhysicsAndFeel.md, "Settle motion".)
"""

import math

import pytest

from carousel_helpers import PITCH, swipe

ARGS = ["--count", 10, "--index", 2, "--snap", "nearest", "--deceleration-rate", "fast", "--fps", 1000]


def _fling(run, damping, speed=900, extra=()):
    samples, info = swipe(-speed, distance=40)
    result = run(ARGS + ["--spring-damping", damping] + list(extra), samples)
    return result, info


def _after_release(result):
    t_release = result["release"]["t"]
    return [f for f in result["frames"] if f["t"] > t_release]


def test_default_damping_is_byte_identical_to_no_flag(run_raw):
    samples, _ = swipe(-900, distance=40)
    plain = run_raw(ARGS + ["--json"], samples)
    explicit = run_raw(ARGS + ["--spring-damping", "1", "--json"], samples)
    assert plain.returncode == 0 and explicit.returncode == 0
    assert plain.stdout == explicit.stdout


def test_different_damping_ratios_differ(run_raw):
    samples, _ = swipe(-900, distance=40)
    outputs = {z: run_raw(ARGS + ["--spring-damping", z, "--json"], samples).stdout for z in ("0.2", "1.0", "3")}
    assert outputs["0.2"] != outputs["1.0"]
    assert outputs["3"] != outputs["1.0"]


def test_under_damped_passes_the_anchor_and_returns(run):
    result, _ = _fling(run, "0.2")
    anchor = 3 * PITCH
    frames = _after_release(result)
    assert result["final"]["offset"] == anchor
    assert result["final"]["index"] == 3
    assert frames[-1]["phase"] == "idle" and frames[-1]["velocity"] == 0
    highest = max(f["offset"] for f in frames)
    assert highest > anchor + 50, f"passes the anchor: {highest}"
    after_peak = frames[[f["offset"] for f in frames].index(highest):]
    assert min(f["offset"] for f in after_peak) < anchor, "comes back past it"
    # Continuous at release: the first frame after it moves at about the release speed.
    assert frames[0]["velocity"] == pytest.approx(result["release"]["velocity"], rel=0.3)
    # One willSettle and one didSettle, both on item 3.
    kinds = [(e["kind"], e.get("index")) for e in result["events"] if e["kind"] in ("willSettle", "didSettle")]
    assert kinds == [("willSettle", 3), ("didSettle", 3)]


def test_critically_damped_never_passes(run):
    result, _ = _fling(run, "1")
    anchor = 3 * PITCH
    assert all(f["offset"] <= anchor for f in result["frames"])
    assert result["final"]["restingSince"] - result["release"]["t"] <= 0.6


def test_over_damped_is_slower_and_never_passes(run):
    critical, _ = _fling(run, "1")
    over, _ = _fling(run, "3")
    anchor = 3 * PITCH
    assert all(f["offset"] <= anchor for f in over["frames"])
    assert over["final"]["offset"] == anchor
    time = lambda r: r["final"]["restingSince"] - r["release"]["t"]  # noqa: E731
    assert time(over) > time(critical)


def test_edges_never_overshoot_with_a_bouncy_spring(run):
    # A fast fling towards the last item of a track that does not loop.
    samples, _ = swipe(-3000, distance=60)
    result = run(["--count", 4, "--index", 2, "--snap", "nearest", "--spring-damping", "0.2", "--fps", 1000], samples)
    last = 3 * PITCH
    assert result["final"]["offset"] == last
    assert all(f["offset"] <= last + 1e-9 for f in result["frames"])


@pytest.mark.parametrize("damping", ["0.05", "0.3", "0.7", "1.5", "10"])
def test_any_damping_ends_on_the_anchor_in_bounded_time(run, damping):
    result, _ = _fling(run, damping, extra=["--fps", 120])
    assert result["frames"][-1]["phase"] == "idle"
    assert all(math.isfinite(f["offset"]) and math.isfinite(f["velocity"]) for f in result["frames"])
    assert result["final"]["offset"] == result["final"]["index"] * PITCH
    assert result["final"]["restingSince"] - result["release"]["t"] <= 600


def test_help_says_what_the_damping_does(carousel_bin):
    import subprocess

    out = subprocess.run([carousel_bin, "simulate", "--help"], capture_output=True, text=True).stdout
    text = " ".join(out.split())
    assert "below 1 the content passes it and comes back" in text
