"""The command line contract of `carousel simulate`: JSON shape, frame clock, index, phases,
geometry, and the refusal of invalid traces and arguments."""

import json
import math
import re

import pytest

from carousel_helpers import PHASES, PITCH, frames_after, sample, swipe

DIRECTIONS = [+1, -1]


def _is_number(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


def _gestures():
    """(name, args, samples) covering every policy, looping and not, edges, catches."""
    fling_fwd, _ = swipe(-2500, distance=150)
    fling_back, _ = swipe(2500, distance=150)
    slow, _ = swipe(-150, distance=100)
    edge, _ = swipe(800, distance=200)
    held, _ = swipe(-600, distance=200, hold=0.1)
    catch_fling, info = swipe(-3000, distance=150)
    tick = round(info["t_release"] * 120) + 10
    catch = catch_fling + [sample(tick / 120, 50.0, "began"), sample((tick + 6) / 120, 10.0, "moved"),
                           sample((tick + 7) / 120, 0.0, "moved"), sample((tick + 7) / 120, 0.0, "ended")]
    return [
        ("nearest", ["--count", 5, "--index", 2], fling_fwd),
        ("nearest-back", ["--count", 5, "--index", 2], fling_back),
        ("nearest-loop-back", ["--count", 5, "--loop"], fling_back),
        ("paging-loop", ["--count", 5, "--loop", "--snap", "paging", "--deceleration-rate", "fast"], fling_back),
        ("paging3", ["--count", 12, "--index", 6, "--snap", "paging", "--max-items-per-fling", 3], fling_fwd),
        ("free", ["--count", 5, "--index", 1, "--snap", "free"], fling_fwd),
        ("free-loop", ["--count", 5, "--loop", "--snap", "free", "--deceleration-rate", "fast"], fling_back),
        ("slow", ["--count", 5, "--index", 2], slow),
        ("edge", ["--count", 5], edge),
        ("held", ["--count", 7, "--index", 3], held),
        ("catch", ["--count", 20, "--index", 4], catch),
        ("underdamped", ["--count", 5, "--index", 2, "--spring-damping", 0.4], fling_fwd),
    ]


GESTURES = _gestures()
GESTURE_IDS = [g[0] for g in GESTURES]


def _count(args):
    return int(args[args.index("--count") + 1])


# --------------------------------------------------------------------------------------
# JSON shape
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize("name,args,samples", GESTURES, ids=GESTURE_IDS)
def test_json_shape(run, name, args, samples):
    out = run(args, samples)
    assert set(out) == {"frames", "final", "release", "events"}
    assert isinstance(out["frames"], list) and out["frames"]
    for f in out["frames"]:
        assert set(f) == {"t", "offset", "velocity", "phase", "index"}, f
        assert _is_number(f["t"]) and _is_number(f["offset"]) and _is_number(f["velocity"]), f
        assert isinstance(f["phase"], str) and f["phase"] in PHASES, f
        assert isinstance(f["index"], int) and not isinstance(f["index"], bool), f
    final = out["final"]
    assert set(final) == {"t", "offset", "index", "restingSince"}
    assert _is_number(final["t"]) and _is_number(final["offset"]) and _is_number(final["restingSince"])
    assert isinstance(final["index"], int)
    rel = out["release"]
    assert isinstance(rel, dict) and set(rel) == {"t", "velocity", "index"}
    assert _is_number(rel["t"]) and _is_number(rel["velocity"])
    assert rel["index"] is None or isinstance(rel["index"], int)
    _check_events(out)


EVENT_KINDS = {"dragBegan", "dragEnded", "handedOff", "tap", "willSettle", "didSettle", "currentIndex", "appeared",
               "disappeared"}


def _check_events(out):
    """The events' shape: time order, known kinds, the fields each kind has; one did-settle
    closes each will-settle."""
    events = out["events"]
    assert isinstance(events, list)
    times = [e["t"] for e in events]
    assert times == sorted(times)
    for e in events:
        assert e["kind"] in EVENT_KINDS, e
        assert _is_number(e["t"]), e
        if e["kind"] in ("dragBegan", "dragEnded", "handedOff"):
            assert set(e) == {"t", "kind"}, e
        elif e["kind"] in ("appeared", "disappeared"):
            assert set(e) == {"t", "kind", "index", "copy"}, e
        else:
            assert set(e) == {"t", "kind", "index"}, e
    kinds = [e["kind"] for e in events]
    assert kinds.count("didSettle") <= 1
    if "didSettle" in kinds:
        assert "willSettle" in kinds[:kinds.index("didSettle")]
        assert [e for e in events if e["kind"] == "didSettle"][0]["index"] == out["final"]["index"]


def test_release_is_null_without_a_release(run):
    out = run(["--count", 5], [])
    assert out["release"] is None
    assert out["frames"][0]["t"] == 0
    assert out["final"]["offset"] == 0 and out["final"]["index"] == 0
    assert out["frames"][-1]["phase"] == "idle"


def test_release_reports_the_last_release(run):
    first, info1 = swipe(-2500, distance=150)
    second, info2 = swipe(2500, distance=100, t_began=1.5)
    out = run(["--count", 20, "--index", 10], first + second)
    assert out["release"]["t"] == pytest.approx(info2["t_release"], abs=1e-12)
    assert out["release"]["velocity"] == pytest.approx(-2500, rel=0.01)


# --------------------------------------------------------------------------------------
# Frame clock and the end of the run
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize("fps", [1, 24, 30, 60, 90, 120, 144, 240, 1000])
def test_one_frame_every_1_over_fps_from_zero(run, fps):
    samples, _ = swipe(-2000, distance=150)
    out = run(["--count", 20, "--index", 5, "--fps", fps], samples)
    for k, f in enumerate(out["frames"]):
        assert f["t"] == pytest.approx(k / fps, abs=1e-9), f"frame {k}: t={f['t']!r}, expected {k / fps!r}"


@pytest.mark.parametrize("fps", [60, 120, 240])
@pytest.mark.parametrize("name,args,samples", GESTURES, ids=GESTURE_IDS)
def test_frames_run_until_idle_after_the_last_sample(run, name, args, samples, fps):
    out = run(args + ["--fps", fps], samples)
    frames = out["frames"]
    final = out["final"]
    last = frames[-1]
    t_last_sample = samples[-1]["t"] if samples else 0.0
    assert last["phase"] == "idle"
    assert final["t"] == last["t"] and final["offset"] == last["offset"] and final["index"] == last["index"]
    assert last["t"] >= t_last_sample - 1e-12
    rest = final["restingSince"]
    assert rest <= last["t"] + 1e-12, f"restingSince {rest} after the final frame {last['t']}"
    if out["release"] is not None:
        assert rest >= out["release"]["t"] - 1e-12
    # the final frame is the first frame at which both the trace is over and the engine rests
    assert last["t"] - 1.0 / fps < max(rest, t_last_sample) + 1e-9, (
        f"extra frames: final t={last['t']}, rest={rest}, last sample={t_last_sample}"
    )
    # every frame from restingSince on is idle
    for f in frames:
        if f["t"] >= rest - 1e-12:
            assert f["phase"] == "idle", f"frame {f} after restingSince {rest} is not idle"


@pytest.mark.parametrize("name,args,samples", GESTURES, ids=GESTURE_IDS)
def test_resting_since_does_not_depend_on_frame_rate(run, name, args, samples):
    """restingSince is the exact rest time, not a frame time: the same at 60, 120, 1000 fps."""
    rests = [run(args + ["--fps", fps], samples)["final"]["restingSince"] for fps in (60, 120, 1000)]
    assert max(rests) - min(rests) <= 1e-6, f"restingSince at 60/120/1000 fps: {rests}"


# --------------------------------------------------------------------------------------
# Index, phases, velocity
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize("name,args,samples", GESTURES, ids=GESTURE_IDS)
def test_index_in_range_and_nearest_item(run, name, args, samples):
    count = _count(args)
    loop = "--loop" in args
    out = run(args, samples)
    for f in out["frames"] + [out["final"]]:
        assert 0 <= f["index"] < count, f
        q = f["offset"] / PITCH
        if abs(q - math.floor(q) - 0.5) < 1e-6:
            continue  # exactly between two items
        n = math.floor(q + 0.5)
        expected = n % count if loop else min(max(n, 0), count - 1)
        assert f["index"] == expected, f"offset {f['offset']:.3f} shows item {expected}, index says {f['index']}"


@pytest.mark.parametrize("index", [0, 1, 3, 4])
def test_initial_index_sets_the_start_offset(run, index):
    out = run(["--count", 5, "--index", index], [])
    assert out["frames"][0]["offset"] == pytest.approx(index * PITCH, abs=1e-9)
    assert out["frames"][0]["index"] == index


@pytest.mark.parametrize("name,args,samples", GESTURES, ids=GESTURE_IDS)
def test_phase_sequence(run, name, args, samples):
    out = run(args, samples)
    frames = out["frames"]
    downs = []  # (began time, release time) intervals
    t_down = None
    for s in samples:
        if s["phase"] == "began":
            t_down = s["t"]
        elif s["phase"] in ("ended", "cancelled"):
            downs.append((t_down, s["t"]))
    free = "free" in args
    for f in frames:
        assert f["phase"] in PHASES
        assert f["phase"] != "animating", "nothing in a trace asks for an animation"
        touching = any(b <= f["t"] < e for b, e in downs)
        if touching:
            assert f["phase"] == "dragging", f
        else:
            assert f["phase"] != "dragging", f
            if f["t"] < downs[0][0]:
                assert f["phase"] == "idle", f
    # after the last release: motion phases, then idle for good
    t_r = out["release"]["t"]
    after = frames_after(out, t_r - 1e-12)
    seen_idle = False
    for f in after:
        if f["phase"] == "idle":
            seen_idle = True
        else:
            assert not seen_idle, f"motion resumed after idle: {f}"
            allowed = {"decelerating", "settling"} if free else {"settling"}
            assert f["phase"] in allowed, f


@pytest.mark.parametrize("name,args,samples", GESTURES, ids=GESTURE_IDS)
def test_velocity_is_the_derivative_of_offset(run, name, args, samples):
    """At 1000 fps, offset changes match the trapezoid of the reported velocities (0.05 pt),
    except across a touch sample or the final stop."""
    out = run(args + ["--fps", 1000], samples)
    frames = out["frames"]
    sample_times = [s["t"] for s in samples]
    bad = []
    for a, b in zip(frames, frames[1:]):
        if a["phase"] == "dragging" or b["phase"] == "dragging" or b["phase"] == "idle":
            continue
        if any(a["t"] < t <= b["t"] for t in sample_times):
            continue
        predicted = (a["velocity"] + b["velocity"]) / 2 * (b["t"] - a["t"])
        moved = b["offset"] - a["offset"]
        if abs(moved - predicted) > 0.05:
            bad.append((a["t"], moved, predicted))
    assert not bad, f"{len(bad)} frame pairs where the velocity does not match the motion, e.g. (t, moved, predicted) {bad[:3]}"


@pytest.mark.parametrize("name,args,samples", GESTURES, ids=GESTURE_IDS)
def test_release_index_is_where_it_settles(run, name, args, samples):
    out = run(args, samples)
    if "free" in args:
        return
    assert out["release"]["index"] == out["final"]["index"]
    assert out["final"]["offset"] / PITCH == pytest.approx(round(out["final"]["offset"] / PITCH), abs=1e-4)


@pytest.mark.parametrize(
    "viewport,inset,spacing,pitch",
    [("375x200", 16, 8, 351), ("320x100", 0, 0, 320), ("414x300", 30, 12.5, 366.5), ("1024x768", 100, 20, 844)],
)
@pytest.mark.parametrize("direction", DIRECTIONS)
def test_linear_geometry_pitch(run, viewport, inset, spacing, pitch, direction):
    """Item width = viewport width - 2 inset, pitch = width + spacing: a paging fling from
    item 3 lands on item 3 +/- 1 at (3 +/- 1) * pitch."""
    samples, _ = swipe(-direction * 1500, distance=60)
    args = ["--viewport", viewport, "--inset", inset, "--spacing", spacing, "--count", 8, "--index", 3,
            "--snap", "paging"]
    out = run(args, samples)
    assert out["frames"][0]["offset"] == pytest.approx(3 * pitch, abs=1e-9)
    assert out["final"]["offset"] == pytest.approx((3 + direction) * pitch, abs=0.01)
    assert out["final"]["index"] == 3 + direction


def test_shared_timestamps_are_accepted(run):
    """Samples may share timestamps (the ended sample repeats the last moved one)."""
    samples = [sample(0.1, 200, "began"), sample(0.1, 200, "moved"), sample(0.15, 150, "moved"),
               sample(0.15, 150, "moved"), sample(0.2, 100, "moved"), sample(0.2, 100, "ended")]
    out = run(["--count", 5, "--index", 2], samples)
    assert out["release"]["t"] == pytest.approx(0.2)


def test_cancelled_touch_is_a_release(run):
    samples, info = swipe(-600, distance=120)
    samples[-1]["phase"] = "cancelled"
    out = run(["--count", 5, "--index", 2], samples)
    assert out["release"] is not None and out["release"]["t"] == pytest.approx(info["t_release"])
    assert out["final"]["offset"] / PITCH == pytest.approx(round(out["final"]["offset"] / PITCH), abs=1e-4)


# --------------------------------------------------------------------------------------
# Invalid traces
# --------------------------------------------------------------------------------------

B = '{"t": 0.1, "x": 200, "y": 100, "phase": "began"}'
M = '{"t": 0.2, "x": 150, "y": 100, "phase": "moved"}'
E = '{"t": 0.3, "x": 100, "y": 100, "phase": "ended"}'

INVALID_TRACES = [
    ("truncated", "[" + B + ', {"t": 0.2, "x": ', [1]),
    ("garbage-number", "[" + B + ", " + M + ', {"t": 0.3, "x": 12abc, "y": 0, "phase": "ended"}]', [2]),
    ("trailing-comma-in-sample", "[" + B + ', {"t": 0.2, "x": 1, "phase": "moved",}, ' + E + "]", [1]),
    ("x-1e400", "[" + B + ', {"t": 0.2, "x": 1e400, "y": 0, "phase": "moved"}, ' + E + "]", [1]),
    ("x-minus-1e400", "[" + B + ", " + M + ', {"t": 0.3, "x": -1e400, "y": 0, "phase": "ended"}]', [2]),
    ("t-1e400", "[" + B + ', {"t": 1e400, "x": 1, "y": 0, "phase": "moved"}, ' + E + "]", [1]),
    ("y-1e400", "[" + B + ', {"t": 0.2, "x": 1, "y": 1e400, "phase": "moved"}, ' + E + "]", [1]),
    ("x-NaN", "[" + B + ', {"t": 0.2, "x": NaN, "y": 0, "phase": "moved"}, ' + E + "]", [1]),
    ("t-NaN", "[" + B + ", " + M + ', {"t": NaN, "x": 1, "y": 0, "phase": "ended"}]', [2]),
    ("x-Infinity", "[" + B + ', {"t": 0.2, "x": Infinity, "y": 0, "phase": "moved"}, ' + E + "]", [1]),
    ("time-backwards", "[" + B + ", " + M + ', {"t": 0.15, "x": 100, "y": 0, "phase": "moved"}, ' + E + "]", [2]),
    ("moved-before-began", '[{"t": 0.1, "x": 1, "y": 0, "phase": "moved"}, ' + B + ", " + E + "]", [0]),
    ("ended-before-began", '[{"t": 0.1, "x": 1, "y": 0, "phase": "ended"}]', [0]),
    ("began-twice", "[" + B + ", " + M + ', {"t": 0.25, "x": 1, "y": 0, "phase": "began"}, ' + E + "]", [2]),
    ("ends-finger-down", "[" + B + ", " + M + "]", [0, 1]),
    ("ends-finger-down-second-touch", "[" + B + ", " + E + ', {"t": 0.5, "x": 1, "y": 0, "phase": "began"}]', [2]),
    ("missing-t", "[" + B + ', {"x": 1, "y": 0, "phase": "moved"}, ' + E + "]", [1]),
    ("missing-x", "[" + B + ', {"t": 0.2, "y": 0, "phase": "moved"}, ' + E + "]", [1]),
    ("missing-phase", "[" + B + ', {"t": 0.2, "x": 1, "y": 0}, ' + E + "]", [1]),
    ("unknown-phase", "[" + B + ', {"t": 0.2, "x": 1, "y": 0, "phase": "hover"}, ' + E + "]", [1]),
    ("phase-wrong-case", "[" + B + ', {"t": 0.2, "x": 1, "y": 0, "phase": "Moved"}, ' + E + "]", [1]),
    ("t-is-string", "[" + B + ', {"t": "0.2", "x": 1, "y": 0, "phase": "moved"}, ' + E + "]", [1]),
    ("x-is-null", "[" + B + ', {"t": 0.2, "x": null, "y": 0, "phase": "moved"}, ' + E + "]", [1]),
    ("sample-not-object", "[" + B + ", 42, " + E + "]", [1]),
]


@pytest.mark.parametrize("name,text,samples_named", INVALID_TRACES, ids=[c[0] for c in INVALID_TRACES])
def test_invalid_trace_is_refused_naming_the_sample(run_fail, name, text, samples_named):
    rc, err, out = run_fail(["--count", 5], text)
    assert rc != 0, f"accepted an invalid trace ({name})"
    assert out.strip() == "", f"printed output for a refused trace: {out[:200]}"
    if name.startswith("ends-finger-down"):
        found = [int(n) for n in re.findall(r"sample (\d+)", err)]
        assert any(n in samples_named for n in found), f"stderr does not name sample {samples_named}: {err!r}"
    else:
        assert re.search(r"trace sample %d\b" % samples_named[0], err), (
            f"stderr does not say 'trace sample {samples_named[0]}': {err!r}"
        )


@pytest.mark.parametrize(
    "text",
    ["", "not json", "{}", '{"t": 0.1, "x": 1, "phase": "began"}', "[" + B + ", " + E + "] trailing", "null"],
    ids=["empty-file", "not-json", "object", "single-object", "trailing-text", "null"],
)
def test_unparseable_or_non_array_trace_is_refused(run_fail, text):
    rc, err, out = run_fail(["--count", 5], text)
    assert rc != 0
    assert "trace" in err.lower()
    assert out.strip() == ""


def test_missing_trace_file_is_refused(run_fail):
    rc, err, out = run_fail(["--count", 5, "--trace", "/nonexistent/trace.json"])
    assert rc != 0 and "--trace" in err and out.strip() == ""


# --------------------------------------------------------------------------------------
# Invalid arguments
# --------------------------------------------------------------------------------------

INVALID_ARGS = [
    (["--viewport", "0x200"], "--viewport"),
    (["--viewport", "375x0"], "--viewport"),
    (["--viewport", "375"], "--viewport"),
    (["--viewport", "abcx200"], "--viewport"),
    (["--viewport", "infx200"], "--viewport"),
    (["--count", "-1"], "--count"),
    (["--count=-1"], "--count"),
    (["--count", "many"], "--count"),
    (["--deceleration-rate", "1.5"], "--deceleration-rate"),
    (["--deceleration-rate", "1"], "--deceleration-rate"),
    (["--deceleration-rate", "0"], "--deceleration-rate"),
    (["--deceleration-rate", "nan"], "--deceleration-rate"),
    (["--deceleration-rate", "slow"], "--deceleration-rate"),
    (["--fps", "0"], "--fps"),
    (["--fps", "nan"], "--fps"),
    (["--fps", "inf"], "--fps"),
    (["--snap", "paging", "--max-items-per-fling", "0"], "--max-items-per-fling"),
    (["--snap", "paging", "--max-items-per-fling=-3"], "--max-items-per-fling"),
    (["--snap", "bogus"], "--snap"),
    (["--layout", "grid"], "--layout"),
    (["--spring-response", "0"], "--spring-response"),
    (["--spring-damping", "0"], "--spring-damping"),
    (["--spring-damping", "nan"], "--spring-damping"),
    (["--min-fling-speed=-1"], "--min-fling-speed"),
    (["--min-fling-speed", "nan"], "--min-fling-speed"),
    (["--index", "5"], "--index"),
    (["--index=-1"], "--index"),
    (["--inset", "200"], "--inset"),
    (["--inset=-1"], "--inset"),
    (["--spacing=-1"], "--spacing"),
    (["--spacing", "nan"], "--spacing"),
]


@pytest.mark.parametrize("bad,name", INVALID_ARGS, ids=[" ".join(a) for a, _ in INVALID_ARGS])
def test_invalid_argument_is_refused_naming_it(run_fail, bad, name):
    samples, _ = swipe(-1000, distance=100)
    args = ["--count", 5] + bad if not any(a.startswith("--count") for a in bad) else list(bad)
    rc, err, out = run_fail(args, samples)
    assert rc != 0, f"accepted {bad}"
    assert name in err, f"stderr does not name {name}: {err!r}"
    assert out.strip() == ""


def test_trace_or_example_is_required(run_fail):
    rc, err, out = run_fail([])
    assert rc != 0 and out.strip() == ""
    assert "--trace" in err or "--example" in err


# --------------------------------------------------------------------------------------
# Built-in examples
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize("example", ["banners", "fling", "edge"])
def test_example_prints_a_readable_summary(run_raw, example):
    proc = run_raw(["--example", example], base=False)
    assert proc.returncode == 0, proc.stderr
    text = proc.stdout
    assert text.strip() and not text.lstrip().startswith(("{", "["))
    with pytest.raises(json.JSONDecodeError):
        json.loads(text)
    assert len(text.strip().splitlines()) >= 3
    assert re.search(r"\d", text)


@pytest.mark.parametrize(
    "example,offset,index", [("banners", -PITCH, 4), ("edge", 0.0, 0), ("fling", None, None)]
)
def test_example_json_follows_the_contract(run_raw, example, offset, index):
    proc = run_raw(["--example", example, "--json"], base=False)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert set(out) == {"frames", "final", "release", "events"}
    if offset is not None:
        assert out["final"]["offset"] == pytest.approx(offset, abs=0.01)
        assert out["final"]["index"] == index
    assert out["release"]["index"] == out["final"]["index"]


def test_unknown_example_is_refused(run_raw):
    proc = run_raw(["--example", "carousel-of-doom"], base=False)
    assert proc.returncode != 0 and "--example" in proc.stderr
