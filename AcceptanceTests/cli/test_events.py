"""`carousel simulate --json`'s events: what the CarouselDriver reports (an app's callbacks),
and `--input touch`, which plays the trace through the driver's touch rules."""

import pytest

from carousel_helpers import PITCH, swipe

TOUCH = ["--input", "touch", "--count", 5]


def gesture_events(out):
    """The events without the views' comings and goings."""
    return [(e["kind"], e.get("index")) for e in out["events"] if e["kind"] not in ("appeared", "disappeared")]


def settles(out):
    return [e for e in out["events"] if e["kind"] in ("willSettle", "didSettle")]


def point(t, x, y, phase, **extra):
    return dict({"t": t, "x": x, "y": y, "phase": phase}, **extra)


def test_a_drag_through_the_touch_rules_reports_one_settle_pair(run):
    samples, _ = swipe(-900, distance=250)
    out = run(TOUCH + ["--snap", "paging"], samples)
    assert gesture_events(out) == [("dragBegan", None), ("currentIndex", 1), ("dragEnded", None),
                                   ("willSettle", 1), ("didSettle", 1)]
    assert out["final"]["index"] == 1 and out["final"]["offset"] == pytest.approx(PITCH)


def test_the_first_items_appear_at_t_0_and_a_drag_shows_the_next(run):
    samples, _ = swipe(-900, distance=250)
    out = run(TOUCH, samples)
    first = [(e["kind"], e["index"]) for e in out["events"] if e["t"] == 0]
    assert ("appeared", 0) in first and ("appeared", 1) in first
    assert all(e["copy"] == 0 for e in out["events"] if e["kind"] in ("appeared", "disappeared"))
    assert ("appeared", 2) in [(e["kind"], e.get("index")) for e in out["events"]]


def test_the_engine_input_follows_from_the_first_sample_and_the_touch_input_past_the_slop(run):
    samples, info = swipe(-300, duration=0.25, hold=0.1)
    engine = run(["--count", 5, "--snap", "free"], samples)
    touch = run(TOUCH + ["--snap", "free"], samples)
    assert engine["final"]["offset"] == pytest.approx(info["content_dx"], abs=1e-6)
    # The content follows the finger once it is past the 10-point slop, without jumping.
    assert 10 <= engine["final"]["offset"] - touch["final"]["offset"] <= 10 + 300 / 120 + 1e-6
    # Both are drags an app hears; the engine input's begins at the touch-down (the platform's
    # pan beginning there), the touch input's once the finger is past the slop.
    began = [e["t"] for e in engine["events"] if e["kind"] == "dragBegan"]
    assert began == [samples[0]["t"]]
    assert [e["t"] for e in touch["events"] if e["kind"] == "dragBegan"][0] > samples[0]["t"]
    assert gesture_events(engine)[:2] == [("dragBegan", None), ("dragEnded", None)]


def test_a_tap_selects_and_settles_nothing(run):
    samples = [point(0.1, 187.5, 100, "began"), point(0.18, 189, 101, "ended")]
    out = run(TOUCH, samples)
    assert gesture_events(out) == [("tap", 0)]
    assert settles(out) == []


def test_a_tap_on_a_control_does_not_select(run):
    samples = [point(0.1, 187.5, 100, "began", target="control"), point(0.18, 187.5, 100, "ended")]
    out = run(TOUCH, samples)
    assert gesture_events(out) == []


def test_a_vertical_swipe_is_handed_off_and_the_cancel_moves_nothing(run):
    """The browser takes a vertical pan on a `touch-action: pan-y` carousel: pointercancel."""
    samples = [point(0.1 + i / 120, 187.5 + i, 100 + 12 * i, "began" if i == 0 else "moved") for i in range(10)]
    samples.append(point(0.2, 197.5, 220, "cancelled"))
    out = run(TOUCH, samples)
    assert gesture_events(out) == [("handedOff", None)]
    assert all(f["offset"] == 0 for f in out["frames"])


def test_a_cancel_within_the_slop_reports_nothing(run):
    samples = [point(0.1, 187.5, 100, "began"), point(0.12, 187.5, 104, "moved"), point(0.13, 187.5, 106, "cancelled")]
    out = run(TOUCH, samples)
    assert gesture_events(out) == [] and out["final"]["offset"] == 0


def test_a_cancel_mid_drag_settles_once_without_velocity(run):
    samples, _ = swipe(-900, distance=250)
    samples[-1]["phase"] = "cancelled"
    out = run(TOUCH, samples)
    assert gesture_events(out) == [("dragBegan", None), ("currentIndex", 1), ("dragEnded", None),
                                   ("willSettle", 1), ("didSettle", 1)]
    assert out["release"]["velocity"] == 0


def test_a_second_finger_is_ignored(run):
    samples, _ = swipe(-900, distance=250)
    for s in samples:
        s["finger"] = 1
    second = [point(samples[1]["t"], 300, 100, "began", finger=2), point(samples[3]["t"], 20, 100, "moved", finger=2),
              point(samples[4]["t"], 20, 100, "ended", finger=2)]
    merged = sorted(samples + second, key=lambda s: s["t"])
    alone = run(TOUCH, samples)
    both = run(TOUCH, merged)
    assert gesture_events(both) == gesture_events(alone)
    assert both["final"] == alone["final"]


def test_the_outcome_does_not_depend_on_the_frame_rate(run):
    samples, _ = swipe(-1200, distance=200)
    at60 = run(TOUCH + ["--fps", 60], samples)
    at240 = run(TOUCH + ["--fps", 240], samples)
    assert gesture_events(at60) == gesture_events(at240)
    assert at60["final"]["offset"] == at240["final"]["offset"]
    assert at60["final"]["restingSince"] == pytest.approx(at240["final"]["restingSince"], abs=1e-9)
    # Events decided by a sample keep its time; the others come with the frame that sees them.
    for a, b in zip(at60["events"], at240["events"]):
        if a["kind"] in ("dragBegan", "dragEnded", "willSettle"):
            assert a["t"] == b["t"]


@pytest.mark.parametrize("bad", ['"finger": 1.5', '"finger": "a"', '"target": "button"', '"target": 3'])
def test_bad_finger_or_target_is_refused_naming_the_sample(run_raw, bad):
    text = ('[{"t": 0.1, "x": 1, "phase": "began"}, {"t": 0.2, "x": 1, "phase": "ended", ' + bad + "}]")
    proc = run_raw(["--json"], text)
    assert proc.returncode == 1 and "trace sample 1" in proc.stderr, proc.stderr
