"""The callbacks an app hears, in the one order, for each gesture of Tools/README.md's table
("Callbacks per gesture"), with `--input touch` (the driver decides who owns a drag: the
browser) and `--input platform` (the platform's pan recogniser decides: UIKit).

The one order within a call: dragBegan, handedOff, tap, dragEnded, willSettle, currentIndex,
destinationIndex, progress, disappeared..., appeared..., prefetch, didSettle, announcement.
"""

import pytest

from carousel_helpers import PITCH, swipe

MODES = ["touch", "platform"]
ARGS = ["--count", 5, "--snap", "paging"]
ORDER = ["dragBegan", "handedOff", "tap", "dragEnded", "willSettle", "currentIndex", "destinationIndex", "progress",
         "disappeared", "appeared", "prefetch", "didSettle", "announcement"]


def point(t, x, y, phase, **extra):
    return dict({"t": t, "x": x, "y": y, "phase": phase}, **extra)


def heard(out):
    """The callbacks after t = 0 (the first items' `appeared` come at t = 0), as tuples."""
    return [(e["kind"],) + tuple(e[k] for k in ("index", "copy") if k in e) for e in out["events"] if e["t"] > 0]


def times(out, kind):
    return [e["t"] for e in out["events"] if e["kind"] == kind]


def tap():
    return [point(0.1, 187.5, 100, "began"), point(0.18, 189, 101, "ended")]


def control_tap():
    return [point(0.1, 187.5, 100, "began", target="control"), point(0.18, 187.5, 100, "ended")]


def fling():
    samples, _ = swipe(-900, distance=250)
    return samples


def catch():
    """A fling, then a touch-down while the content settles, held still and lifted."""
    samples, _ = swipe(-1500, duration=0.08, x0=300)
    return samples + [point(0.3, 200, 100, "began"), point(0.4, 200, 100, "ended")]


def cancel_mid_drag():
    samples = fling()
    samples[-1]["phase"] = "cancelled"
    return samples


def vertical_swipe(mode):
    """A swipe across the axis: the browser takes it (`pointercancel`); in UIKit the
    carousel's pan recogniser fails (the enclosing feed's pan won)."""
    samples = [point(0.1 + i / 120, 187.5 + i, 100 + 12 * i, "began" if i == 0 else "moved") for i in range(10)]
    samples.append(point(0.2, 197.5, 220, "cancelled"))
    if mode == "platform":
        samples[2]["pan"] = "failed"
    return samples


def run_mode(run, mode, samples, extra=()):
    return run(["--input", mode] + ARGS + list(extra), samples)


@pytest.mark.parametrize("mode", MODES)
def test_a_tap_selects_on_lift(run, mode):
    out = run_mode(run, mode, tap())
    assert heard(out) == [("tap", 0)]
    assert times(out, "tap") == [0.18]
    assert all(f["offset"] == 0 for f in out["frames"])


@pytest.mark.parametrize("mode", MODES)
def test_a_tap_on_a_control_is_heard_by_the_control_only(run, mode):
    out = run_mode(run, mode, control_tap())
    assert heard(out) == []


@pytest.mark.parametrize("mode", MODES)
def test_a_fling(run, mode):
    out = run_mode(run, mode, fling())
    assert heard(out) == [("dragBegan",), ("currentIndex", 1), ("dragEnded",), ("willSettle", 1), ("appeared", 2, 0),
                          ("didSettle", 1)]
    lift = fling()[-1]["t"]
    assert times(out, "dragEnded") == times(out, "willSettle") == [lift]
    assert out["final"]["index"] == 1 and out["final"]["offset"] == pytest.approx(PITCH)


def test_the_drag_begins_past_the_slop_with_touch_and_at_the_first_move_with_platform(run):
    samples = fling()
    assert times(run_mode(run, "touch", samples), "dragBegan") == [samples[2]["t"]]  # 15 pt: past the 10-pt slop
    assert times(run_mode(run, "platform", samples), "dragBegan") == [samples[1]["t"]]  # the first moved sample


@pytest.mark.parametrize("mode", MODES)
def test_a_catch_of_a_moving_carousel_and_its_lift(run, mode):
    out = run_mode(run, mode, catch())
    assert heard(out) == [("dragBegan",), ("dragEnded",), ("willSettle", 1), ("currentIndex", 1), ("willSettle", 1),
                          ("appeared", 2, 0), ("didSettle", 1)]
    # The fling's willSettle is never closed: the touch-down caught the motion, and its
    # lift settles from where the content was caught (the second pair), with no tap.
    assert times(out, "willSettle")[1] == 0.4
    caught = [f for f in out["frames"] if 0.3 <= f["t"] < 0.4]
    assert caught and all(f["phase"] == "dragging" for f in caught)
    assert 0 < caught[0]["offset"] < PITCH and len({f["offset"] for f in caught}) == 1


@pytest.mark.parametrize("mode", MODES)
def test_a_cancel_mid_drag(run, mode):
    out = run_mode(run, mode, cancel_mid_drag())
    assert heard(out) == [("dragBegan",), ("currentIndex", 1), ("dragEnded",), ("willSettle", 1), ("appeared", 2, 0),
                          ("didSettle", 1)]
    assert out["release"]["velocity"] == 0


@pytest.mark.parametrize("mode", MODES)
def test_a_hand_off(run, mode):
    samples = vertical_swipe(mode)
    out = run_mode(run, mode, samples)
    assert heard(out) == [("handedOff",)]
    # touch: the direction decision past the slop (the sample 12 pt down); platform: the pan's failure.
    assert times(out, "handedOff") == [samples[1]["t"] if mode == "touch" else samples[2]["t"]]
    assert all(f["offset"] == 0 for f in out["frames"])


@pytest.mark.parametrize("mode", MODES)
def test_a_swipe_while_scrolling_is_disabled(run, mode):
    out = run_mode(run, mode, fling(), ["--scroll-disabled"])
    assert heard(out) == []
    assert all(f["offset"] == 0 and f["phase"] == "idle" for f in out["frames"])


@pytest.mark.parametrize("mode", MODES)
def test_a_tap_while_scrolling_is_disabled_still_selects(run, mode):
    out = run_mode(run, mode, tap(), ["--scroll-disabled"])
    assert heard(out) == [("tap", 0)]


GESTURES = {"tap": tap, "control": control_tap, "fling": fling, "catch": catch, "cancel": cancel_mid_drag}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("gesture", sorted(GESTURES) + ["handoff"])
def test_every_callback_of_a_call_comes_in_the_one_order(run, mode, gesture):
    samples = vertical_swipe(mode) if gesture == "handoff" else GESTURES[gesture]()
    out = run_mode(run, mode, samples, ["--events", "all"])
    by_time = {}
    for e in out["events"]:
        by_time.setdefault(e["t"], []).append(ORDER.index(e["kind"]))
    for t, ranks in by_time.items():
        assert ranks == sorted(ranks), (t, [ORDER[r] for r in ranks])
    # --events all adds callbacks; the gesture callbacks stay the same, in the same order.
    gesture_only = run_mode(run, mode, samples)
    kept = [e for e in out["events"] if e["kind"] not in ("destinationIndex", "progress", "prefetch", "announcement")]
    assert kept == gesture_only["events"]


@pytest.mark.parametrize("mode", MODES)
def test_all_events_of_a_fling(run, mode):
    out = run_mode(run, mode, fling(), ["--events", "all"])
    kinds = []
    for e in out["events"]:
        if not (e["kind"] == "progress" and kinds and kinds[-1] == "progress"):
            kinds.append(e["kind"])
    assert kinds == ["destinationIndex", "progress", "appeared", "appeared", "prefetch", "dragBegan", "progress",
                     "currentIndex", "destinationIndex", "progress", "dragEnded", "willSettle", "progress", "appeared",
                     "prefetch", "progress", "didSettle"]
    progress = [e["value"] for e in out["events"] if e["kind"] == "progress"]
    assert progress[0] == 0 and progress[-1] == 1 and all(0 <= p <= 1 for p in progress)
    assert [e["items"] for e in out["events"] if e["kind"] == "prefetch"] == [[2, 3], [3, 4]]
    assert [e["index"] for e in out["events"] if e["kind"] == "destinationIndex"] == [0, 1]
    assert all(set(e) == {"t", "kind", "value"} for e in out["events"] if e["kind"] == "progress")
    assert all(set(e) == {"t", "kind", "items"} for e in out["events"] if e["kind"] == "prefetch")


def test_events_gesture_is_the_default(run_raw):
    samples = fling()
    for mode in ["engine", "touch", "platform"]:
        default = run_raw(["--input", mode, "--json"] + ARGS, samples)
        gesture = run_raw(["--input", mode, "--json", "--events", "gesture"] + ARGS, samples)
        assert default.returncode == gesture.returncode == 0
        assert default.stdout == gesture.stdout


# The platform's pan owns the drag: raw moves never move the content.


def test_moves_without_a_pan_never_move_the_content(run):
    """A fling whose pan began, then a touch that catches the motion and moves 150 pt with
    no pan (another recogniser owns it): the content stays where the touch-down caught it
    and settles from there when the touch lifts."""
    first, _ = swipe(-1500, duration=0.08, x0=300)
    first[1]["pan"] = "began"
    second = [point(0.3, 200, 100, "began")]
    second += [point(0.3 + i / 120, 200 - 10 * i, 100, "moved") for i in range(1, 16)]
    second.append(point(0.45, 50, 100, "ended"))
    platform = run_mode(run, "platform", first + second)
    held = [f for f in platform["frames"] if 0.3 <= f["t"] < 0.45]
    assert held and len({f["offset"] for f in held}) == 1 and 0 < held[0]["offset"] < PITCH
    assert times(platform, "dragBegan") == [first[1]["t"]]
    assert heard(platform)[-3:] == [("willSettle", 1), ("appeared", 2, 0), ("didSettle", 1)]
    # The driver's own rules give the same moves to the carousel.
    touch = run_mode(run, "touch", [{k: v for k, v in s.items() if k != "pan"} for s in first + second])
    moved = [f["offset"] for f in touch["frames"] if 0.3 <= f["t"] < 0.45]
    assert len(set(moved)) > 1


def test_moves_before_the_pan_begins_never_move_the_content(run):
    samples = fling()
    samples[6]["pan"] = "began"
    out = run_mode(run, "platform", samples)
    assert all(f["offset"] == 0 for f in out["frames"] if f["t"] < samples[6]["t"])
    assert times(out, "dragBegan") == [samples[6]["t"]]


@pytest.mark.parametrize("mode", MODES)
def test_a_second_finger_never_moves_the_content(run, mode):
    # The first finger holds still; a second one swipes across the carousel.
    samples = [point(0.1, 200, 100, "began", finger=1), point(0.12, 300, 100, "began", finger=2)]
    samples += [point(0.12 + i / 120, 300 - 20 * i, 100, "moved", finger=2) for i in range(1, 13)]
    samples += [point(0.23, 60, 100, "ended", finger=2), point(0.4, 200, 100, "ended", finger=1)]
    out = run_mode(run, mode, samples)
    assert all(f["offset"] == 0 for f in out["frames"])
    assert heard(out) == []  # and the first finger no longer taps


@pytest.mark.parametrize("mode", MODES)
def test_a_second_finger_during_a_drag_changes_nothing(run, mode):
    alone = fling()
    for s in alone:
        s["finger"] = 1
    second = [point(alone[2]["t"], 300, 100, "began", finger=2), point(alone[4]["t"], 20, 100, "moved", finger=2),
              point(alone[8]["t"], 0, 100, "moved", finger=2), point(alone[9]["t"], 0, 100, "ended", finger=2)]
    both = sorted(alone + second, key=lambda s: s["t"])
    a = run_mode(run, mode, alone)
    b = run_mode(run, mode, both)
    assert a["frames"] == b["frames"] and a["events"] == b["events"] and a["release"] == b["release"]


# The pan field.


@pytest.mark.parametrize("bad", ['"pan": "ended"', '"pan": 1', '"pan": null', '"pan": "BEGAN"'])
def test_a_bad_pan_is_refused_naming_the_sample(run_raw, bad):
    text = '[{"t": 0.1, "x": 1, "phase": "began"}, {"t": 0.2, "x": 1, "phase": "ended", ' + bad + "}]"
    proc = run_raw(["--json", "--input", "platform"], text)
    assert proc.returncode == 1 and "trace sample 1" in proc.stderr and '"pan"' in proc.stderr, proc.stderr


@pytest.mark.parametrize("mode", ["engine", "touch"])
def test_a_pan_needs_the_platform_input(run_raw, mode):
    text = '[{"t": 0.1, "x": 1, "phase": "began"}, {"t": 0.2, "x": 1, "phase": "moved", "pan": "began"}, ' \
           '{"t": 0.3, "x": 1, "phase": "ended"}]'
    proc = run_raw(["--json", "--input", mode], text)
    assert proc.returncode == 1, proc.stdout[:200]
    assert "trace sample 1" in proc.stderr and "--input platform" in proc.stderr, proc.stderr


def test_a_pan_at_the_touch_down_begins_the_drag_there(run):
    samples = fling()
    samples[0]["pan"] = "began"
    platform = run_mode(run, "platform", samples)
    engine = run(["--input", "engine"] + ARGS, [{k: v for k, v in s.items() if k != "pan"} for s in samples])
    assert times(platform, "dragBegan") == [samples[0]["t"]]
    assert platform["frames"] == engine["frames"]


def test_a_cancelled_pan_mid_drag_ends_it_without_velocity(run):
    samples = fling()
    samples[1]["pan"] = "began"
    samples[10]["pan"] = "cancelled"
    out = run_mode(run, "platform", samples)
    assert times(out, "dragEnded") == [samples[10]["t"]]
    ended = [f for f in out["frames"] if f["t"] >= samples[10]["t"]]
    assert all(f["phase"] != "dragging" for f in ended)
