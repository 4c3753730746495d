"""The same engine, proved: a gesture made in the page with exact event times, copied as a
trace and replayed both in the page (its WebAssembly engine, `playground.replay`) and by
`carousel simulate` (the native build), gives the same frames, for every demo. The two builds
use different `libm`s (wasi-libc's and glibc's), so positions may differ by rounding; they
must agree within 1e-9 pt, and phases and items exactly."""

import json
import pathlib
import subprocess

import pytest

from browser_helpers import DEMOS, SLOP, drag, fling, pitch, wait_idle

ROOT = pathlib.Path(__file__).resolve().parents[2]
FPS = 120


@pytest.fixture(scope="module")
def carousel():
    return subprocess.run([str(ROOT / "scripts" / "build-tool")], check=True, capture_output=True,
                          text=True).stdout.strip().splitlines()[-1]


def copied_trace(page, demo):
    page.locator(f'[data-tune="{demo}"]').click()
    page.evaluate("() => { window.playground.trace = null; }")
    page.locator("#copy-trace").click()
    page.wait_for_function("(d) => window.playground.trace && window.playground.trace.demo === d", arg=demo)
    return page.evaluate("() => window.playground.trace")


def simulate(carousel, trace, tmp_path):
    path = tmp_path / "gesture.json"
    path.write_text(json.dumps(trace["trace"]))
    arguments = [a if a != "gesture.json" else str(path) for a in trace["command"].split()[2:]]
    result = subprocess.run([carousel, "simulate", *arguments, "--fps", str(FPS)], capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def assert_same_frames(page_frames, tool_frames, what):
    assert len(page_frames) == len(tool_frames), (what, len(page_frames), len(tool_frames))
    worst = 0.0
    for ours, theirs in zip(page_frames, tool_frames):
        assert ours["t"] == theirs["t"], what
        assert ours["phase"] == theirs["phase"], (what, ours, theirs)
        assert ours["index"] == theirs["index"], (what, ours, theirs)
        worst = max(worst, abs(ours["offset"] - theirs["offset"]))
        assert abs(ours["velocity"] - theirs["velocity"]) <= 1e-6, (what, ours, theirs)
    assert worst <= 1e-9, (what, worst)


@pytest.mark.parametrize("demo", DEMOS)
@pytest.mark.parametrize("gesture", ["drag", "fling"])
def test_a_trace_replayed_in_the_page_and_by_carousel_simulate_gives_the_same_frames(page, carousel, tmp_path,
                                                                                      demo, gesture):
    if gesture == "drag":
        drag(page, demo, -(0.7 * pitch(page, demo) + SLOP))
    else:
        fling(page, demo)
    wait_idle(page, demo)
    trace = copied_trace(page, demo)
    assert trace["reproducible"], trace["problem"]
    ours = page.evaluate("([t, fps]) => window.playground.replay(t, fps)", [trace, FPS])
    theirs = simulate(carousel, trace, tmp_path)
    assert_same_frames(ours, theirs["frames"], f"{demo} {gesture}")
    moved = ours[-1]["offset"] - ours[0]["offset"]
    assert abs(moved - trace["expected"]["offsetMoved"]) <= 1e-9
    assert abs(moved) > 1, "the gesture moved the carousel"
