"""How the scroll engine must feel, measured through `carousel simulate`.

Velocity continuity, no kick, quick rest with the fast rate, edges without overshoot,
frame-rate independence, catching a motion, and looping across the seam.
"""

import math

import pytest

from carousel_helpers import (
    PITCH,
    first_frame_at_or_after,
    frame_at,
    frames_after,
    k_of,
    sample,
    swipe,
)

DIRECTIONS = [+1, -1]


# --------------------------------------------------------------------------------------
# Velocity continuity
# --------------------------------------------------------------------------------------

CONTINUITY_CASES = [
    (snap, rate, loop, speed, direction, distance)
    for snap in ["nearest", "paging"]
    for rate in ["normal", "fast"]
    for loop in [True, False]
    for speed in [250, 700, 1500, 3000, 6000, 12000, 20000]
    for direction in DIRECTIONS
    for distance in [40, 200]
]


def _continuity_args(snap, rate, loop):
    count, index = (5, 2) if loop else (20, 10)
    args = ["--count", count, "--index", index, "--snap", snap, "--deceleration-rate", rate]
    return args + (["--loop"] if loop else []), index


# The settle's time budget with the default spring: 1.8 x its 0.25 s response.
SETTLE_BUDGET = 0.45


def _check_momentum(result, x0, rate, budget=SETTLE_BUDGET):
    """The velocity-continuity rule for one release (see test_settle_respects_release_momentum)."""
    t_r = result["release"]["t"]
    v0 = result["release"]["velocity"]
    target = result["final"]["offset"]
    d = target - x0
    reach = abs(v0 / k_of(rate))
    after = frames_after(result, t_r)
    assert after, "no frame after release"
    towards = v0 != 0 and d != 0 and (d > 0) == (v0 > 0)
    carries = towards and reach >= abs(d)
    # Every settle: the peak stays within max(1.05 x release, 1500 pt/s).
    peak_limit = max(1.05 * abs(v0), 1500.0) + 1.0
    for f in after:
        assert abs(f["velocity"]) <= peak_limit, f"peak {abs(f['velocity']):.1f} pt/s after a {abs(v0):.1f} pt/s release"
    # When the momentum carries past the anchor and a landing that never speeds up (V = 5/3,
    # T = 5d / 3v0) fits the time budget, nothing is faster than the release. (At the normal
    # rate a release that carries only a little further than the anchor is landed within the
    # budget instead, so it may speed up within the peak limit above.)
    if carries and 5 * abs(d) / (3 * abs(v0)) <= budget:
        limit = 1.01 * abs(v0) + 1.0
        prev_t, prev_x = t_r, x0
        for f in after:
            assert abs(f["velocity"]) <= limit, (
                f"kick: |velocity| {abs(f['velocity']):.1f} > release {abs(v0):.1f} pt/s at t={f['t']:.4f} "
                f"(x0={x0:.1f}, target={target:.1f}, reach={reach:.1f})"
            )
            fd = abs(f["offset"] - prev_x) / (f["t"] - prev_t)
            assert fd <= limit, (
                f"kick: moved at {fd:.1f} pt/s between frames (release {abs(v0):.1f}) at t={f['t']:.4f} "
                f"(x0={x0:.1f}, target={target:.1f}, reach={reach:.1f})"
            )
            prev_t, prev_x = f["t"], f["offset"]
    else:
        moved = after[0]["offset"] - x0
        assert moved == 0 or (moved > 0) == (v0 > 0), (
            f"first frame after release moved {moved:+.3f} pt against release velocity {v0:+.1f} "
            f"(x0={x0:.1f}, target={target:.1f})"
        )


@pytest.mark.parametrize("snap,rate,loop,speed,direction,distance", CONTINUITY_CASES)
def test_settle_respects_release_momentum(run, snap, rate, loop, speed, direction, distance):
    """When the momentum carries past the chosen anchor, no frame after release is faster
    than the release (1% + 1 pt/s), neither by the reported velocity nor by the distance
    covered between frames. Otherwise the first frame after release does not move against
    the release velocity."""
    args, index = _continuity_args(snap, rate, loop)
    samples, info = swipe(-direction * speed, distance=distance)
    result = run(args + ["--fps", 240], samples)
    _check_momentum(result, index * PITCH + info["content_dx"], rate)


# Critically damped springs of other responses: the monotone family's bounds scale with the
# response. (Other damping ratios settle with a real spring, which passes the anchor or
# takes longer by design: test_spring_damping.py.)
@pytest.mark.parametrize("spring", [("0.3", "1"), ("0.6", "1"), ("0.15", "1"), ("0.5", "1")], ids=str)
@pytest.mark.parametrize("rate", ["normal", "fast"])
@pytest.mark.parametrize("direction", DIRECTIONS)
@pytest.mark.parametrize("speed", [400, 1500, 5000, 20000])
def test_settle_respects_release_momentum_other_springs(run, spring, rate, direction, speed):
    response, damping = spring
    samples, info = swipe(-direction * speed, distance=100)
    args = ["--count", 20, "--index", 10, "--snap", "nearest", "--deceleration-rate", rate,
            "--spring-response", response, "--spring-damping", damping, "--fps", 240]
    result = run(args, samples)
    _check_momentum(result, 10 * PITCH + info["content_dx"], rate, budget=1.8 * float(response))


@pytest.mark.parametrize("snap", ["nearest", "paging"])
@pytest.mark.parametrize("rate", ["normal", "fast"])
@pytest.mark.parametrize("index,direction", [(3, +1), (1, -1), (2, +1), (2, -1)])
@pytest.mark.parametrize("speed", [800, 3000, 20000])
def test_settle_respects_release_momentum_at_clamped_edges(run, snap, rate, index, direction, speed):
    """Flings towards an edge whose target is clamped to the first/last item (count 5),
    released inside the content."""
    samples, info = swipe(-direction * speed, distance=60)
    args = ["--count", 5, "--index", index, "--snap", snap, "--deceleration-rate", rate, "--fps", 240]
    result = run(args, samples)
    x0 = index * PITCH + info["content_dx"]
    assert 0 <= x0 <= 4 * PITCH
    _check_momentum(result, x0, rate)


@pytest.mark.parametrize("snap,rate", [("nearest", "normal"), ("nearest", "fast"), ("paging", "normal"), ("paging", "fast")])
@pytest.mark.parametrize("direction", DIRECTIONS)
@pytest.mark.parametrize("speed", [300, 1200, 4000, 15000])
@pytest.mark.parametrize("distance", [40, 200])
def test_settle_starts_at_release_velocity(run, snap, rate, direction, speed, distance):
    """At 1000 fps with the release on the frame grid: the release frame shows the release
    offset and velocity, and the motion right after it extrapolates back to the release
    velocity (2% + 5 pt/s) -- no step in velocity at the release."""
    samples, info = swipe(-direction * speed, distance=distance, hz=1000, min_steps=3)
    result = run(["--count", 20, "--index", 10, "--snap", snap, "--deceleration-rate", rate, "--fps", 1000], samples)
    t_r = result["release"]["t"]
    v0 = result["release"]["velocity"]
    assert v0 == pytest.approx(direction * speed, rel=0.01)
    f0 = frame_at(result, t_r)
    assert f0["offset"] == pytest.approx(10 * PITCH + info["content_dx"], abs=1e-6)
    assert f0["velocity"] == pytest.approx(v0, rel=1e-6, abs=1e-6), "release frame's velocity is not the release velocity"
    f1 = frame_at(result, t_r + 0.001, tol=1e-7)
    f2 = frame_at(result, t_r + 0.002, tol=1e-7)
    tol = 0.02 * abs(v0) + 5.0
    v_ext = 2 * f1["velocity"] - f2["velocity"]
    assert v_ext == pytest.approx(v0, abs=tol), f"velocity just after release extrapolates to {v_ext:.1f}, release {v0:.1f}"
    h = 0.001
    v_pos = (-3 * f0["offset"] + 4 * f1["offset"] - f2["offset"]) / (2 * h)
    assert v_pos == pytest.approx(v0, abs=tol), f"motion just after release moves at {v_pos:.1f}, release {v0:.1f}"


def test_fling_whose_momentum_carries_is_braked(run):
    """Release 2000 pt/s at rate 0.998 glides 999 pt; the anchor chosen is about
    1000 pt away, so a plain critically damped spring would reach ~7700 pt/s. Through the
    tool: a 2000 pt/s fling never gets faster than 2000 pt/s."""
    samples, info = swipe(-2000, distance=60)
    result = run(["--count", 20, "--index", 5, "--snap", "nearest", "--deceleration-rate", "normal", "--fps", 240], samples)
    v0 = result["release"]["velocity"]
    x0 = 5 * PITCH + info["content_dx"]
    assert abs(result["final"]["offset"] - x0) <= abs(v0 / k_of("normal")), "test setup: the momentum must carry"
    top = max(abs(f["velocity"]) for f in frames_after(result, result["release"]["t"]))
    assert top <= 1.01 * abs(v0) + 1.0, f"peak speed {top:.1f} pt/s after a {abs(v0):.1f} pt/s release"


# --------------------------------------------------------------------------------------
# Fast rate: at rest within 0.6 s
# --------------------------------------------------------------------------------------

FAST_CASES = [
    (snap, loop, speed, direction, distance, index)
    for snap in ["nearest", "paging"]
    for loop in [True, False]
    for speed in [50, 120, 250, 500, 1000, 2000, 4000, 8000, 20000]
    for direction in DIRECTIONS
    for distance in [40, 250]
    for index in [0, 2, 4]
]


@pytest.mark.parametrize("snap,loop,speed,direction,distance,index", FAST_CASES)
def test_fast_rate_rests_within_0_6_s(run, snap, loop, speed, direction, distance, index):
    """Every fling with --deceleration-rate fast and the default spring is idle within 0.6 s
    of release (including releases past an edge when not looping)."""
    samples, info = swipe(-direction * speed, distance=distance)
    args = ["--count", 5, "--index", index, "--snap", snap, "--deceleration-rate", "fast"]
    result = run(args + (["--loop"] if loop else []), samples)
    rel = result["release"]
    final = result["final"]
    settle = final["restingSince"] - rel["t"]
    assert settle <= 0.6, (
        f"at rest {settle:.3f} s after release (v0={rel['velocity']:.0f} pt/s, released at "
        f"{index * PITCH + info['content_dx']:.1f} (raw), rest at {final['offset']:.1f})"
    )
    assert final["offset"] / PITCH == pytest.approx(round(final["offset"] / PITCH), abs=0.01 / PITCH)


def _catch_then_fling(run, args, first_direction, when, second_direction, speed, distance):
    """Fling, catch the settle at `when` (share of its duration) and fling again from there.
    Returns (result, caught offset, info of the second fling)."""
    fling, info = swipe(-first_direction * 2500, distance=150, hz=120)
    base = run(args, fling)
    release_tick = round(info["t_release"] * 120)
    rest_tick = math.floor(base["final"]["restingSince"] * 120 - 1e-9)
    tick = min(max(release_tick + 1, release_tick + round(when * (rest_tick - release_tick))), rest_tick)
    caught_at = frame_at(base, tick / 120)["offset"]
    second, info2 = swipe(-second_direction * speed, distance=distance, t_began=tick / 120, x0=info["x_end"])
    return run(args, fling + second), caught_at, info2


@pytest.mark.parametrize("snap", ["nearest", "paging"])
@pytest.mark.parametrize("loop", [True, False])
@pytest.mark.parametrize("when", [0.2, 0.6])
@pytest.mark.parametrize("second_direction", DIRECTIONS)
@pytest.mark.parametrize("speed", [50, 250, 1000, 4000, 20000])
def test_fast_rate_rests_within_0_6_s_from_any_start_offset(run, snap, loop, when, second_direction, speed):
    """A fling that starts between anchors (the finger caught a settle and flung again)."""
    args = ["--count", 5, "--index", 2, "--snap", snap, "--deceleration-rate", "fast"] + (["--loop"] if loop else [])
    result, caught_at, info2 = _catch_then_fling(run, args, +1, when, second_direction, speed, 100)
    assert abs(caught_at / PITCH - round(caught_at / PITCH)) > 0.02, "test setup: the catch was on an anchor"
    rel = result["release"]
    assert rel["t"] == pytest.approx(info2["t_release"], abs=1e-12)
    settle = result["final"]["restingSince"] - rel["t"]
    assert settle <= 0.6, (
        f"at rest {settle:.3f} s after release (v0={rel['velocity']:.0f} pt/s, touched down at "
        f"{caught_at:.1f}, rest at {result['final']['offset']:.1f})"
    )


@pytest.mark.parametrize("when", [0.05, 0.2, 0.5, 0.8])
@pytest.mark.parametrize("first_direction", DIRECTIONS)
@pytest.mark.parametrize("second_direction", DIRECTIONS)
@pytest.mark.parametrize("speed", [600, 5000, 20000])
def test_paging_counts_from_the_item_under_the_finger_at_touch_down(
    run, when, first_direction, second_direction, speed
):
    """Paging N = 1 after catching a settle between two items: the fling moves exactly one
    item from the item nearest to the content when the finger touched down."""
    args = ["--count", 20, "--index", 10, "--snap", "paging"]
    result, caught_at, _ = _catch_then_fling(run, args, first_direction, when, second_direction, speed, 60)
    q = caught_at / PITCH
    assert abs(q - math.floor(q) - 0.5) > 0.01, "test setup: caught half-way between two items"
    start = math.floor(q + 0.5)
    expected = start + second_direction
    assert result["final"]["offset"] == pytest.approx(expected * PITCH, abs=0.01), (
        f"touched down at {caught_at:.1f} (item {start}), flung {second_direction:+d}: rest at "
        f"{result['final']['offset']:.2f}, expected {expected * PITCH:.0f}"
    )


def _reversal(forward, back, back_speed, hz=240):
    """Drag forward by `forward` pt at 1500 pt/s, then back by `back` pt at `back_speed` and
    release while moving back."""
    t_tick, x = round(0.1 * hz), 300.0
    samples = [sample(t_tick / hz, x, "began")]
    n1 = max(3, round(forward / 1500 * hz))
    for _ in range(n1):
        t_tick += 1
        x -= forward / n1
        samples.append(sample(t_tick / hz, x, "moved"))
    h2 = hz
    while round(back / back_speed * h2) < 3:
        h2 *= 2
    tick2 = t_tick * (h2 // hz)
    n2 = round(back / back_speed * h2)
    for _ in range(n2):
        tick2 += 1
        x += back / n2
        samples.append(sample(tick2 / h2, x, "moved"))
    samples[-1]["phase"] = "ended"
    return samples


@pytest.mark.parametrize("snap", ["nearest", "paging"])
@pytest.mark.parametrize("loop", [True, False])
@pytest.mark.parametrize("forward,back", [(100, 60), (200, 20), (300, 120), (375, 250)])
@pytest.mark.parametrize("back_speed", [100, 600, 2000, 8000, 20000])
def test_fast_rate_rests_within_0_6_s_after_a_reversal(run, snap, loop, forward, back, back_speed):
    """Drag one way, flick the other way: still at rest within 0.6 s."""
    samples = _reversal(forward, back, back_speed)
    args = ["--count", 5, "--index", 2, "--snap", snap, "--deceleration-rate", "fast"] + (["--loop"] if loop else [])
    result = run(args, samples)
    settle = result["final"]["restingSince"] - result["release"]["t"]
    assert settle <= 0.6, (
        f"at rest {settle:.3f} s after release (v0={result['release']['velocity']:.0f} pt/s, rest at "
        f"{result['final']['offset']:.1f})"
    )


@pytest.mark.parametrize("snap", ["nearest", "paging"])
@pytest.mark.parametrize("direction", DIRECTIONS)
@pytest.mark.parametrize("distance", [450, 700, 1000])
@pytest.mark.parametrize("speed", [50, 640, 2000, 20000])
def test_fast_rate_rests_within_0_6_s_after_a_long_drag(run, snap, direction, distance, speed):
    """Drags longer than the viewport (the finger keeps tracking outside the carousel),
    looping, start item 2."""
    samples, info = swipe(-direction * speed, distance=distance)
    args = ["--count", 5, "--index", 2, "--loop", "--snap", snap, "--deceleration-rate", "fast"]
    result = run(args, samples)
    settle = result["final"]["restingSince"] - result["release"]["t"]
    assert settle <= 0.6, (
        f"at rest {settle:.3f} s after release (released at {2 * PITCH + info['content_dx']:.1f} with "
        f"v0={result['release']['velocity']:.0f} pt/s, rest at {result['final']['offset']:.1f})"
    )


# --------------------------------------------------------------------------------------
# Edges (no --loop)
# --------------------------------------------------------------------------------------


def _outward_then_release(overscroll, speed, leading=True, hold=0.0):
    """Drag past an edge at `speed` by `overscroll` (raw pt) and release (moving outward,
    or after holding still)."""
    finger = speed if leading else -speed
    return swipe(finger, distance=overscroll, hold=hold)


def _inward_release(speed, leading=True, overscroll=700.0, inward_time=0.125, hz=120):
    """Drag 700 raw pt past an edge, then move back towards the content at `speed` for
    125 ms (never crossing the edge) and release while moving inward."""
    assert speed * inward_time < overscroll * 0.9
    sign = 1 if leading else -1
    samples, info = swipe(sign * 1400, distance=overscroll, hz=hz)
    samples[-1]["phase"] = "moved"
    t_tick = round(samples[-1]["t"] * hz)
    x = samples[-1]["x"]
    steps = round(inward_time * hz)
    for i in range(1, steps + 1):
        samples.append(sample((t_tick + i) / hz, x - sign * speed * i / hz, "ended" if i == steps else "moved"))
    return samples


def _check_edge_return(result, leading, count=5):
    edge = 0.0 if leading else (count - 1) * PITCH
    t_r = result["release"]["t"]
    x_release = [f for f in result["frames"] if f["t"] <= t_r][-1]["offset"]
    assert (x_release < edge) if leading else (x_release > edge), "the release was not past the edge"
    for f in frames_after(result, t_r):
        if leading:
            assert f["offset"] <= edge + 0.01, f"overshoot into the content: offset {f['offset']:.3f} at t={f['t']:.4f}"
        else:
            assert f["offset"] >= edge - 0.01, f"overshoot into the content: offset {f['offset']:.3f} at t={f['t']:.4f}"
    assert result["final"]["offset"] == pytest.approx(edge, abs=0.01)
    assert result["final"]["index"] == (0 if leading else count - 1)


@pytest.mark.parametrize("rate", ["normal", "fast"])
@pytest.mark.parametrize("snap", ["nearest", "paging", "free"])
@pytest.mark.parametrize("leading", [True, False])
@pytest.mark.parametrize("overscroll", [40, 150, 400])
def test_edge_slow_release_returns_without_overshoot(run, rate, snap, leading, overscroll):
    samples, _ = _outward_then_release(overscroll, 300, leading=leading, hold=0.1)
    index = 0 if leading else 4
    result = run(["--count", 5, "--index", index, "--snap", snap, "--deceleration-rate", rate], samples)
    assert result["release"]["velocity"] == pytest.approx(0, abs=1e-6)
    _check_edge_return(result, leading)


@pytest.mark.parametrize("rate", ["normal", "fast"])
@pytest.mark.parametrize("snap", ["nearest", "paging", "free"])
@pytest.mark.parametrize("leading", [True, False])
@pytest.mark.parametrize("overscroll,speed", [(40, 300), (40, 5000), (150, 1500), (400, 600), (400, 5000)])
def test_edge_outward_release_returns_without_overshoot(run, rate, snap, leading, overscroll, speed):
    """Released past the edge while moving outward: the return starts at the release velocity
    (the first frame after release still moves outward), then comes back to the edge without
    overshooting into the content."""
    samples, info = _outward_then_release(overscroll, speed, leading=leading)
    index = 0 if leading else 4
    args = ["--count", 5, "--index", index, "--snap", snap, "--deceleration-rate", rate]
    result = run(args + ["--fps", info["hz"]], samples)  # release on the frame grid
    v0 = result["release"]["velocity"]
    assert (v0 < 0) if leading else (v0 > 0), f"release velocity {v0} is not outward"
    _check_edge_return(result, leading)
    x0 = frame_at(result, result["release"]["t"])["offset"]
    moved = frames_after(result, result["release"]["t"])[0]["offset"] - x0
    assert moved == 0 or (moved > 0) == (v0 > 0), (
        f"first frame after an outward release moved {moved:+.3f} pt against release velocity {v0:+.1f}"
    )


@pytest.mark.parametrize("rate", ["normal", "fast"])
@pytest.mark.parametrize("snap", ["nearest", "paging", "free"])
@pytest.mark.parametrize("leading", [True, False])
@pytest.mark.parametrize("speed", [150, 600, 2000, 4800])
def test_edge_inward_release_returns_without_overshoot(run, rate, snap, leading, speed):
    samples = _inward_release(speed, leading=leading)
    index = 0 if leading else 4
    result = run(["--count", 5, "--index", index, "--snap", snap, "--deceleration-rate", rate], samples)
    v0 = result["release"]["velocity"]
    assert v0 == 0 or ((v0 > 0) if leading else (v0 < 0)), f"release velocity {v0} is not inward"
    _check_edge_return(result, leading)


@pytest.mark.parametrize("rate", ["normal", "fast"])
@pytest.mark.parametrize("direction", DIRECTIONS)
def test_free_glide_into_an_edge_stops_at_the_edge(run, rate, direction):
    """A free glide that reaches an edge ends on the edge, and once it has gone past it never
    comes back into the content beyond the edge."""
    index = 3 if direction > 0 else 1
    samples, _ = swipe(-direction * 8000, distance=200)
    result = run(["--count", 5, "--index", index, "--snap", "free", "--deceleration-rate", rate], samples)
    edge = 4 * PITCH if direction > 0 else 0.0
    assert result["final"]["offset"] == pytest.approx(edge, abs=0.01)
    past = False
    for f in frames_after(result, result["release"]["t"]):
        beyond = (f["offset"] > edge) if direction > 0 else (f["offset"] < edge)
        past = past or beyond
        if past:
            inside = (edge - f["offset"]) if direction > 0 else (f["offset"] - edge)
            assert inside <= 0.01, f"came back {inside:.3f} pt into the content at t={f['t']:.4f}"


# --------------------------------------------------------------------------------------
# Frame-rate independence
# --------------------------------------------------------------------------------------


def _fri_gestures():
    out = []
    for speed in [700, 3000, 12000]:
        for direction in DIRECTIONS:
            out.append((f"nearest-normal-{direction * speed}", ["--count", 20, "--index", 10, "--snap", "nearest"],
                        swipe(-direction * speed, distance=150)[0]))
            out.append((f"nearest-fast-loop-{direction * speed}",
                        ["--count", 5, "--loop", "--snap", "nearest", "--deceleration-rate", "fast"],
                        swipe(-direction * speed, distance=150)[0]))
            out.append((f"paging-{direction * speed}", ["--count", 20, "--index", 10, "--snap", "paging"],
                        swipe(-direction * speed, distance=150)[0]))
            out.append((f"free-{direction * speed}", ["--count", 5, "--index", 2, "--snap", "free"],
                        swipe(-direction * speed, distance=150)[0]))
    out.append(("edge-slow", ["--count", 5, "--snap", "nearest"], swipe(400, distance=200, hold=0.1)[0]))
    out.append(("edge-outward", ["--count", 5, "--snap", "nearest"], swipe(2000, distance=200)[0]))
    out.append(("underdamped", ["--count", 20, "--index", 10, "--spring-damping", 0.6, "--spring-response", 0.5],
                swipe(-800, distance=60)[0]))
    fling, info = swipe(-3000, distance=150, hz=120)
    tick = round(info["t_release"] * 120) + 7
    catch = fling + [sample(tick / 120, 90.0, "began"), sample((tick + 12) / 120, 90.0, "moved"),
                     sample((tick + 24) / 120, 90.0, "ended")]
    out.append(("catch", ["--count", 20, "--index", 10, "--snap", "nearest"], catch))
    return out


FRI = _fri_gestures()


@pytest.mark.parametrize("name,args,samples", FRI, ids=[g[0] for g in FRI])
def test_frame_rate_independence(run, name, args, samples):
    results = {fps: run(args + ["--fps", fps], samples) for fps in (60, 120, 240)}
    by_fps = {fps: r["frames"] for fps, r in results.items()}
    worst = (0.0, None)
    for i, f60 in enumerate(by_fps[60]):
        for fps, step in ((120, 2), (240, 4)):
            frames = by_fps[fps]
            j = i * step
            if j >= len(frames):
                continue
            other = frames[j]
            assert other["t"] == pytest.approx(f60["t"], abs=1e-12)
            err = abs(other["offset"] - f60["offset"])
            if err > worst[0]:
                worst = (err, (fps, f60["t"], f60["offset"], other["offset"]))
    assert worst[0] <= 0.5, f"positions differ by {worst[0]:.3f} pt (fps, t, offset@60, offset@fps) = {worst[1]}"
    finals = [results[fps]["final"]["offset"] for fps in (60, 120, 240)]
    assert max(finals) - min(finals) <= 0.01, f"final offsets differ: {finals}"
    indices = {results[fps]["final"]["index"] for fps in (60, 120, 240)}
    assert len(indices) == 1, f"final indices differ: {indices}"


# --------------------------------------------------------------------------------------
# Catching a motion
# --------------------------------------------------------------------------------------

CATCH_SETUPS = {
    "nearest": ["--count", 20, "--index", 10, "--snap", "nearest"],
    "nearest-fast-loop": ["--count", 5, "--loop", "--snap", "nearest", "--deceleration-rate", "fast"],
    "paging": ["--count", 20, "--index", 10, "--snap", "paging"],
    "free": ["--count", 20, "--index", 10, "--snap", "free"],
    "underdamped": ["--count", 20, "--index", 10, "--spring-damping", 0.5],
}


@pytest.mark.parametrize("setup", list(CATCH_SETUPS))
@pytest.mark.parametrize("when", [0.0, 0.1, 0.5, 0.9])
@pytest.mark.parametrize("touch_x", ["same", "elsewhere"])
@pytest.mark.parametrize("direction", DIRECTIONS)
def test_touch_catches_the_motion_without_jump(run, setup, when, touch_x, direction):
    """A new touch during the motion (at the first frame after release, or at 10%, 50%, 90%
    of it) stops the content where it is: no jump at the catch, still while held."""
    args = CATCH_SETUPS[setup]
    fling, info = swipe(-direction * 2500, distance=150, hz=120)
    base = run(args, fling)
    t_r = info["t_release"]
    release_tick = round(t_r * 120)
    rest_tick = math.floor(base["final"]["restingSince"] * 120 - 1e-9)
    assert rest_tick > release_tick + 1, "the motion is too short to catch"
    tick = min(max(release_tick + 1, release_tick + round(when * (rest_tick - release_tick))), rest_tick)
    t_c = tick / 120
    moving = frame_at(base, t_c)
    assert moving["phase"] != "idle"
    x_touch = info["x_end"] if touch_x == "same" else 20.0
    hold_ticks = 30
    caught = fling + [sample(t_c, x_touch, "began")]
    caught += [sample((tick + j) / 120, x_touch, "moved") for j in range(1, hold_ticks)]
    caught += [sample((tick + hold_ticks) / 120, x_touch, "ended")]
    result = run(args, caught)
    at_catch = first_frame_at_or_after(result, t_c)
    assert at_catch["t"] == pytest.approx(t_c, abs=1e-12)
    assert at_catch["offset"] == pytest.approx(moving["offset"], abs=0.5), (
        f"jump at the catch: offset {at_catch['offset']:.3f}, the motion was at {moving['offset']:.3f}"
    )
    assert at_catch["phase"] == "dragging"
    holding = [f for f in result["frames"] if t_c <= f["t"] < (tick + hold_ticks) / 120]
    assert len(holding) >= hold_ticks - 1
    for f in holding:
        assert f["offset"] == pytest.approx(at_catch["offset"], abs=0.01), f"moved while held: {f}"
        assert f["phase"] == "dragging", f
        assert f["velocity"] == pytest.approx(0, abs=1e-6), f"velocity while held still: {f}"
    # released still: it settles on the anchor nearest to where it was held (free stays)
    if setup == "free":
        assert result["final"]["offset"] == pytest.approx(at_catch["offset"], abs=0.01)
    else:
        nearest = math.floor(at_catch["offset"] / PITCH + 0.5) * PITCH
        assert result["final"]["offset"] == pytest.approx(nearest, abs=0.01)


@pytest.mark.parametrize("setup", ["nearest", "paging", "free"])
@pytest.mark.parametrize("catch_ms", [3, 41, 97, 203])
@pytest.mark.parametrize("fps", [60, 120])
def test_catch_between_frames_holds_the_offset_of_the_catch_instant(run, setup, catch_ms, fps):
    """A touch between two frames: the next frame shows where the motion was at the touch
    (known from a 1000 fps run of the uncaught motion), not where it would be at the frame."""
    args = CATCH_SETUPS[setup]
    fling, info = swipe(-2500, distance=150, hz=1000, min_steps=3)
    base = run(args + ["--fps", 1000], fling)
    t_c = round(info["t_release"] * 1000 + catch_ms) / 1000
    rest = base["final"]["restingSince"]
    if t_c >= rest - 0.002:
        # A quick settle (paging at 2,500 pt/s lands in under 0.2 s): catch it late instead.
        t_c = math.floor((info["t_release"] + 0.8 * (rest - info["t_release"])) * 1000) / 1000
    moving = frame_at(base, t_c, tol=1e-9)
    assert moving["phase"] != "idle"
    caught = fling + [sample(t_c, 100.0, "began"), sample(t_c + 0.1, 100.0, "moved"),
                      sample(t_c + 0.2, 100.0, "ended")]
    result = run(args + ["--fps", fps], caught)
    after = first_frame_at_or_after(result, t_c)
    assert after["offset"] == pytest.approx(moving["offset"], abs=0.5), (
        f"frame at t={after['t']:.4f} shows {after['offset']:.3f}; the motion was at {moving['offset']:.3f} "
        f"when the finger touched down at t={t_c}"
    )
    for f in result["frames"]:
        if t_c <= f["t"] < t_c + 0.2:
            assert f["offset"] == pytest.approx(after["offset"], abs=0.01), f


@pytest.mark.parametrize("delay_ticks", [1, 5, 20])
def test_touch_catches_edge_return_without_jump(run, delay_ticks):
    """Catching the return from past the leading edge: no jump, holds where caught."""
    drag, info = swipe(1500, distance=300, hz=120)
    base = run(["--count", 5, "--snap", "nearest"], drag)
    tick = round(info["t_release"] * 120) + delay_ticks
    t_c = tick / 120
    moving = frame_at(base, t_c)
    assert moving["phase"] != "idle"
    caught = drag + [sample(t_c, 100.0, "began")]
    caught += [sample((tick + j) / 120, 100.0, "moved") for j in range(1, 12)]
    caught += [sample((tick + 12) / 120, 100.0, "ended")]
    result = run(["--count", 5, "--snap", "nearest"], caught)
    at_catch = frame_at(result, t_c)
    assert at_catch["offset"] == pytest.approx(moving["offset"], abs=0.5)
    for f in result["frames"]:
        if t_c <= f["t"] < (tick + 12) / 120:
            assert f["offset"] == pytest.approx(at_catch["offset"], abs=0.01), f
    assert result["final"]["offset"] == pytest.approx(0, abs=0.01)


# --------------------------------------------------------------------------------------
# Looping
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "snap,rate,speed,distance",
    [
        ("paging", "normal", 900, 80),
        ("paging", "normal", 3000, 80),
        ("paging", "fast", 900, 80),
        ("paging", "fast", 3000, 80),
        ("nearest", "fast", 900, 120),  # projection -120 - 89.5 = -209.5 -> -351
        ("nearest", "fast", 3000, 40),  # projection -40 - 298.5 = -338.5 -> -351
    ],
)
def test_loop_backwards_from_item_0_lands_on_item_4(run, snap, rate, speed, distance):
    samples, _ = swipe(speed, distance=distance)  # finger right: backwards
    result = run(["--count", 5, "--loop", "--snap", snap, "--deceleration-rate", rate], samples)
    assert result["final"]["offset"] == pytest.approx(-PITCH, abs=0.01)
    assert result["final"]["index"] == 4
    assert result["release"]["index"] == 4
    for f in result["frames"]:
        assert 0 <= f["index"] < 5


def test_loop_backwards_slow_drag_past_midpoint(run):
    """Dragging backwards past half an item and releasing still lands on index 4 (-351)."""
    samples, _ = swipe(300, distance=250, hold=0.1)
    result = run(["--count", 5, "--loop", "--snap", "nearest"], samples)
    assert result["final"]["offset"] == pytest.approx(-PITCH, abs=0.01)
    assert result["final"]["index"] == 4


@pytest.mark.parametrize("snap", ["paging", "nearest"])
def test_loop_forwards_from_last_item_wraps_to_item_0(run, snap):
    samples, _ = swipe(-900, distance=120)  # fast-rate projection 1404 + 120 + 89.5 -> 1755
    result = run(["--count", 5, "--loop", "--index", 4, "--snap", snap, "--deceleration-rate", "fast"], samples)
    assert result["final"]["offset"] == pytest.approx(5 * PITCH, abs=0.01)
    assert result["final"]["index"] == 0


def test_loop_many_cycles_lands_on_an_anchor_with_index_mod_count(run):
    """A huge backwards fling on a loop: unwrapped offset far below 0, still an exact anchor."""
    samples, _ = swipe(20000, distance=300)
    result = run(["--count", 5, "--loop", "--snap", "nearest"], samples)
    final = result["final"]
    n = round(final["offset"] / PITCH)
    assert n < -20
    assert final["offset"] == pytest.approx(n * PITCH, abs=0.01)
    assert final["index"] == n % 5
