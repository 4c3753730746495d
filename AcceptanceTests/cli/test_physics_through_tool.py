"""The scroll physics (UIKit-style deceleration, rubber band, projection and snapping; see the
physics article, Sources/CarouselCore/CarouselCore.docc/PhysicsAndFeel.md), measured through `carousel simulate`.

Geometry: 375x200 viewport, inset 16, spacing 8 -> pitch 351. Offset k * 351 centres item k.
"""

import math

import pytest

from carousel_helpers import (
    PITCH,
    decel_position,
    glide_duration,
    glide_hand_over,
    glide_position,
    glide_velocity,
    decel_velocity,
    frames_after,
    k_of,
    rest_point,
    swipe,
)

SPEEDS = [250, 600, 1000, 1800, 3000, 5000, 9000, 14000, 20000]
DIRECTIONS = [+1, -1]  # +1: content moves forward (finger moves left)


def _rubber(x, d=375.0, c=0.55):
    """The rubber band (c = 0.55, as measured for UIScrollView): displayed overscroll for a raw overscroll x >= 0."""
    return (1 - 1 / (x * c / d + 1)) * d


# --------------------------------------------------------------------------------------
# Dragging
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize("loop", [True, False])
@pytest.mark.parametrize("finger_speed", [-900, -300, 300, 900])
def test_drag_follows_finger_one_to_one(run, loop, finger_speed):
    """While dragging, offset = start offset - (x - x_began), exactly, at every frame."""
    samples, info = swipe(finger_speed, duration=0.25, hold=0.1)
    args = ["--count", 9, "--index", 4] + (["--loop"] if loop else [])
    result = run(args, samples)
    start = 4 * PITCH
    checked = 0
    for f in result["frames"]:
        if f["t"] < info["t_began"] or f["t"] >= info["t_release"]:
            continue
        latest = [s for s in samples if s["t"] <= f["t"]][-1]
        expected = start - (latest["x"] - info["x0"])
        assert f["phase"] == "dragging", f
        assert f["offset"] == pytest.approx(expected, abs=1e-6), f"t={f['t']}"
        checked += 1
    assert checked >= 40


@pytest.mark.parametrize("overscroll", [10, 100, 250, 400])
def test_rubber_band_past_leading_edge(run, overscroll):
    """Past the first item the displayed offset follows the rubber band (d = 375)."""
    samples, info = swipe(200, distance=overscroll, hold=0.1)  # finger right -> offset < 0
    result = run(["--count", 5], samples)
    last_drag = [f for f in result["frames"] if f["phase"] == "dragging"][-1]
    assert last_drag["offset"] == pytest.approx(-_rubber(overscroll), abs=0.01)


def test_rubber_band_worked_value(run):
    """b = (1 - 1/(x c/d + 1)) d with c = 0.55, d = 375: raw overscroll x = 100 -> 47.97 pt displayed."""
    samples, _ = swipe(250, distance=100, hold=0.1)
    result = run(["--count", 5], samples)
    last_drag = [f for f in result["frames"] if f["phase"] == "dragging"][-1]
    assert last_drag["offset"] == pytest.approx(-47.97, abs=0.01)


@pytest.mark.parametrize("overscroll", [10, 100, 400])
def test_rubber_band_past_trailing_edge(run, overscroll):
    samples, _ = swipe(-200, distance=overscroll, hold=0.1)
    result = run(["--count", 5, "--index", 4], samples)
    last_drag = [f for f in result["frames"] if f["phase"] == "dragging"][-1]
    assert last_drag["offset"] == pytest.approx(4 * PITCH + _rubber(overscroll), abs=0.01)


# --------------------------------------------------------------------------------------
# Release velocity
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize("end_repeat", [False, True])
@pytest.mark.parametrize("direction", DIRECTIONS)
@pytest.mark.parametrize("speed", [50, 150, 400, 1000, 3000, 8000, 20000])
def test_release_velocity_is_finger_speed(run, speed, direction, end_repeat):
    """A constant finger speed gives release.velocity = -finger speed (within 1%)."""
    samples, info = swipe(-direction * speed, distance=min(300, max(40, speed * 0.1)), end_repeat=end_repeat)
    result = run(["--count", 5, "--loop", "--snap", "free"], samples)
    rel = result["release"]
    assert rel is not None
    assert rel["t"] == pytest.approx(info["t_release"], abs=1e-9)
    assert rel["velocity"] == pytest.approx(direction * speed, rel=0.01)


def test_release_after_pause_has_zero_velocity(run):
    """A finger that stopped for more than 40 ms before lifting releases with velocity 0."""
    samples, info = swipe(-1500, distance=150, hold=0.1)
    result = run(["--count", 5, "--loop", "--snap", "free"], samples)
    assert result["release"]["velocity"] == pytest.approx(0, abs=1e-6)
    assert result["final"]["offset"] == pytest.approx(info["content_dx"], abs=1e-6)


# --------------------------------------------------------------------------------------
# Free gliding: closed-form deceleration
# --------------------------------------------------------------------------------------


def _check_free_glide(result, x0, t_release, rate):
    """Frames follow the exponential exactly until the glide hands over to its landing, then
    the landing's closed form; the glide rests exactly on the projection at the planned time."""
    k = k_of(rate)
    rel = result["release"]
    v0 = rel["velocity"]
    hand_over = glide_hand_over(v0, k)
    worst = 0.0
    worst_at = None
    for f in frames_after(result, t_release - 1e-12):
        t = f["t"] - t_release
        expected = glide_position(x0, v0, k, t)
        if t < hand_over:
            assert f["offset"] == pytest.approx(decel_position(x0, v0, k, t), abs=1e-6)
        err = abs(f["offset"] - expected)
        if err > worst:
            worst, worst_at = err, (f["t"], f["offset"], expected)
    assert worst <= 1e-6, f"frame off the closed-form glide by {worst:.3g} pt at (t, offset, expected)={worst_at}"
    expected_rest = rest_point(x0, v0, k)
    assert result["final"]["offset"] == pytest.approx(expected_rest, abs=1e-6), (
        f"final offset {result['final']['offset']:.3f}, rest point {expected_rest:.3f}"
    )
    assert result["final"]["restingSince"] - t_release == pytest.approx(glide_duration(v0, k), abs=1e-6)


@pytest.mark.parametrize("rate", ["normal", "fast", "0.995"])
@pytest.mark.parametrize("direction", DIRECTIONS)
@pytest.mark.parametrize("speed", [300, 1000, 3000, 9000, 20000])
def test_free_glide_matches_closed_form_looping(run, rate, direction, speed):
    samples, info = swipe(-direction * speed, distance=200)
    result = run(["--count", 5, "--loop", "--snap", "free", "--deceleration-rate", rate], samples)
    assert result["release"]["velocity"] == pytest.approx(direction * speed, rel=0.01)
    _check_free_glide(result, info["content_dx"], info["t_release"], rate)


@pytest.mark.parametrize("rate", ["normal", "fast"])
@pytest.mark.parametrize("direction", DIRECTIONS)
@pytest.mark.parametrize("speed", [500, 4000, 20000])
def test_free_glide_matches_closed_form_large_count(run, rate, direction, speed):
    """Without looping but far from the edges (count 1000, starting at item 500)."""
    samples, info = swipe(-direction * speed, distance=200)
    result = run(["--count", 1000, "--index", 500, "--snap", "free", "--deceleration-rate", rate], samples)
    _check_free_glide(result, 500 * PITCH + info["content_dx"], info["t_release"], rate)


@pytest.mark.parametrize("rate", ["normal", "fast"])
@pytest.mark.parametrize("speed", [1000, 6000])
def test_free_glide_velocity_field_matches_closed_form(run, rate, speed):
    """The reported velocity follows v0 e^(kt) while gliding, then the landing's (1% of v0 or
    5 pt/s)."""
    samples, info = swipe(-speed, distance=200)
    result = run(["--count", 5, "--loop", "--snap", "free", "--deceleration-rate", rate], samples)
    k = k_of(rate)
    v0 = result["release"]["velocity"]
    for f in frames_after(result, info["t_release"] - 1e-12):
        expected = glide_velocity(info["content_dx"], v0, k, f["t"] - info["t_release"])
        assert abs(f["velocity"] - expected) <= max(5.0, 0.01 * abs(expected)), (
            f"t={f['t']}: velocity {f['velocity']:.2f}, expected {expected:.2f}"
        )
        if f["phase"] != "idle":
            assert f["phase"] == "decelerating", f


# --------------------------------------------------------------------------------------
# Nearest: the anchor nearest to the projection
# --------------------------------------------------------------------------------------


def _expected_nearest(x0, v0, rate, count, loop, min_fling=200.0, committed=800.0):
    point = rest_point(x0, v0, k_of(rate)) if abs(v0) >= min_fling else x0
    q = point / PITCH
    candidates = {math.floor(q + 0.5)}
    if abs((q - math.floor(q)) - 0.5) * PITCH < 0.5:  # ambiguous: within 0.5 pt of a midpoint
        candidates = {math.floor(q), math.floor(q) + 1}
    if abs(v0) >= committed:
        # A committed flick goes at least to the next anchor in its direction.
        if v0 > 0:
            candidates = {max(c, math.floor(x0 / PITCH) + 1) for c in candidates}
        else:
            candidates = {min(c, math.ceil(x0 / PITCH) - 1) for c in candidates}
    if not loop:
        candidates = {min(max(c, 0), count - 1) for c in candidates}
    return candidates, point


@pytest.mark.parametrize("rate", ["normal", "fast"])
@pytest.mark.parametrize("loop", [True, False])
@pytest.mark.parametrize("direction", DIRECTIONS)
@pytest.mark.parametrize("speed", SPEEDS)
def test_nearest_lands_on_anchor_nearest_to_projection(run, rate, loop, direction, speed):
    count, index = (5, 2) if loop else (30, 15)
    samples, info = swipe(-direction * speed, distance=120)
    args = ["--count", count, "--index", index, "--snap", "nearest", "--deceleration-rate", rate]
    result = run(args + (["--loop"] if loop else []), samples)
    x0 = index * PITCH + info["content_dx"]
    v0 = result["release"]["velocity"]
    candidates, projection = _expected_nearest(x0, v0, rate, count, loop)
    final = result["final"]
    landed = [c for c in candidates if abs(final["offset"] - c * PITCH) <= 0.01]
    assert landed, (
        f"final offset {final['offset']:.4f}; projection {projection:.2f} -> anchor(s) "
        f"{sorted(c * PITCH for c in candidates)}"
    )
    target = landed[0]
    assert final["index"] == target % count
    assert result["release"]["index"] == target % count


@pytest.mark.parametrize("direction", DIRECTIONS)
@pytest.mark.parametrize("speed", [2000, 8000, 20000])
def test_nearest_clamps_to_first_and_last_item(run, direction, speed):
    """Without --loop the projection's anchor is clamped to [0, count-1]."""
    samples, info = swipe(-direction * speed, distance=120)
    result = run(["--count", 5, "--index", 2, "--snap", "nearest"], samples)
    x0 = 2 * PITCH + info["content_dx"]
    projection = rest_point(x0, result["release"]["velocity"], k_of("normal"))
    expected = min(max(math.floor(projection / PITCH + 0.5), 0), 4)
    assert result["final"]["offset"] == pytest.approx(expected * PITCH, abs=0.01)
    assert result["final"]["index"] == expected
    assert result["release"]["index"] == expected


@pytest.mark.parametrize("loop", [True, False])
@pytest.mark.parametrize("direction", DIRECTIONS)
def test_slow_release_goes_to_anchor_nearest_to_content(run, loop, direction):
    """150 pt/s < 200: the content (160 pt from item 2) returns to item 2, although the
    projection (160 + 75 = 235 pt) is nearer item 2 +/- 1."""
    samples, info = swipe(-direction * 150, distance=160)
    args = ["--count", 5, "--index", 2, "--snap", "nearest"] + (["--loop"] if loop else [])
    result = run(args, samples)
    assert abs(result["release"]["velocity"]) < 200
    assert result["final"]["offset"] == pytest.approx(2 * PITCH, abs=0.01)
    assert result["final"]["index"] == 2
    assert result["release"]["index"] == 2


@pytest.mark.parametrize("direction", DIRECTIONS)
def test_min_fling_speed_option_is_honoured(run, direction):
    """With --min-fling-speed 100 the same 150 pt/s release is a fling: projection wins."""
    samples, info = swipe(-direction * 150, distance=160)
    result = run(["--count", 5, "--index", 2, "--snap", "nearest", "--min-fling-speed", 100], samples)
    assert result["final"]["offset"] == pytest.approx((2 + direction) * PITCH, abs=0.01)
    # and a higher threshold turns a 600 pt/s release into a non-fling
    samples, info = swipe(-direction * 600, distance=100)
    result = run(["--count", 5, "--index", 2, "--snap", "nearest", "--min-fling-speed", 1000], samples)
    assert result["final"]["offset"] == pytest.approx(2 * PITCH, abs=0.01)


# --------------------------------------------------------------------------------------
# Paging
# --------------------------------------------------------------------------------------

PAGING_SPEEDS = [500, 1000, 2000, 5000, 10000, 20000]


@pytest.mark.parametrize("rate", ["normal", "fast"])
@pytest.mark.parametrize("distance", [30, 150, 330])
@pytest.mark.parametrize("loop", [True, False])
@pytest.mark.parametrize("direction", DIRECTIONS)
@pytest.mark.parametrize("speed", PAGING_SPEEDS)
def test_paging_one_moves_exactly_one_item(run, rate, distance, loop, direction, speed):
    count, index = (5, 2) if loop else (20, 10)
    samples, info = swipe(-direction * speed, distance=distance)
    args = ["--count", count, "--index", index, "--snap", "paging", "--max-items-per-fling", 1,
            "--deceleration-rate", rate]
    result = run(args + (["--loop"] if loop else []), samples)
    assert result["release"]["velocity"] == pytest.approx(direction * speed, rel=0.01)
    target = index + direction
    assert result["final"]["offset"] == pytest.approx(target * PITCH, abs=0.01), (
        f"released at {index * PITCH + info['content_dx']:.1f} with {result['release']['velocity']:.0f} pt/s"
    )
    assert result["final"]["index"] == target % count
    assert result["release"]["index"] == target % count


@pytest.mark.parametrize("direction", DIRECTIONS)
@pytest.mark.parametrize("speed", [500, 2000, 20000])
def test_paging_defaults_to_one_item(run, direction, speed):
    samples, _ = swipe(-direction * speed, distance=150)
    result = run(["--count", 20, "--index", 10, "--snap", "paging"], samples)
    assert result["final"]["offset"] == pytest.approx((10 + direction) * PITCH, abs=0.01)


@pytest.mark.parametrize("loop", [True, False])
@pytest.mark.parametrize("direction", DIRECTIONS)
@pytest.mark.parametrize("speed", PAGING_SPEEDS)
def test_paging_three_moves_at_most_three(run, loop, direction, speed):
    """N = 3: at least one item (it is a fling), at most three, and the projection's anchor
    when that is within three items."""
    count, index = (5, 2) if loop else (20, 10)
    samples, info = swipe(-direction * speed, distance=150)
    args = ["--count", count, "--index", index, "--snap", "paging", "--max-items-per-fling", 3]
    result = run(args + (["--loop"] if loop else []), samples)
    moved = (result["final"]["offset"] - index * PITCH) / PITCH
    assert moved == pytest.approx(round(moved), abs=0.01 / PITCH), f"not on an anchor: {result['final']}"
    moved = round(moved)
    assert 1 <= moved * direction <= 3, f"moved {moved} items"
    x0 = index * PITCH + info["content_dx"]
    proj = rest_point(x0, result["release"]["velocity"], k_of("normal"))
    nearest = math.floor(proj / PITCH + 0.5) - index
    expected = max(1, min(3, nearest * direction)) * direction
    assert moved == expected, f"projection {proj:.1f} -> {nearest:+d} items; moved {moved:+d}"


@pytest.mark.parametrize("direction", DIRECTIONS)
@pytest.mark.parametrize("speed,is_fling", [(190, False), (197, False), (203, True), (210, True)])
def test_min_fling_speed_threshold_is_200(run, direction, speed, is_fling):
    """Just below 200 pt/s the content's own position decides; just above, the projection."""
    samples, info = swipe(-direction * speed, distance=160, hz=240)
    result = run(["--count", 5, "--index", 2, "--snap", "nearest"], samples)
    assert abs(result["release"]["velocity"]) == pytest.approx(speed, rel=0.005)
    expected = 2 + direction if is_fling else 2
    assert result["final"]["offset"] == pytest.approx(expected * PITCH, abs=0.01)


@pytest.mark.parametrize("direction", DIRECTIONS)
@pytest.mark.parametrize("speed", [210, 250, 350])
def test_paging_fling_just_above_min_speed_moves_one_item(run, direction, speed):
    """A short, slow fling (projection far from the midpoint) still turns the page."""
    samples, _ = swipe(-direction * speed, distance=20, hz=240)
    result = run(["--count", 20, "--index", 10, "--snap", "paging"], samples)
    assert result["final"]["offset"] == pytest.approx((10 + direction) * PITCH, abs=0.01)


@pytest.mark.parametrize("direction", DIRECTIONS)
@pytest.mark.parametrize("distance,expected_move", [(60, 0), (150, 0), (200, 1), (330, 1)])
def test_paging_slow_release_goes_to_nearest_item(run, direction, distance, expected_move):
    samples, _ = swipe(-direction * 400, distance=distance, hold=0.1)
    result = run(["--count", 20, "--index", 10, "--snap", "paging"], samples)
    assert result["release"]["velocity"] == pytest.approx(0, abs=1e-6)
    assert result["final"]["offset"] == pytest.approx((10 + direction * expected_move) * PITCH, abs=0.01)
