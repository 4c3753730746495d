"""Shared helpers for the carousel CLI acceptance tests: trace builders and physics."""

import json
import math

# Banner geometry used throughout: 375x200 viewport, inset 16, spacing 8.
VIEWPORT_W = 375.0
INSET = 16.0
SPACING = 8.0
ITEM_W = VIEWPORT_W - 2 * INSET  # 343
PITCH = ITEM_W + SPACING  # 351

BASE_ARGS = ["--layout", "linear", "--viewport", "375x200", "--inset", "16", "--spacing", "8"]

RATES = {"normal": 0.998, "fast": 0.99}

PHASES = {"idle", "dragging", "decelerating", "settling", "animating"}


def rate_value(rate):
    """Per-millisecond factor for a --deceleration-rate argument."""
    if isinstance(rate, str) and rate in RATES:
        return RATES[rate]
    return float(rate)


def k_of(rate):
    """k = 1000 ln r (1/s, negative)."""
    return 1000.0 * math.log(rate_value(rate))


def decel_position(x0, v0, k, t):
    return x0 + v0 * (math.exp(k * t) - 1.0) / k


def decel_velocity(v0, k, t):
    return v0 * math.exp(k * t)


def rest_point(x0, v0, k):
    return x0 - v0 / k


def sample(t, x, phase, y=100.0):
    return {"t": t, "x": x, "y": y, "phase": phase}


def swipe(finger_speed, duration=None, distance=None, x0=200.0, t_began=0.1, hz=None, hold=0.0,
          end_repeat=False, min_steps=4):
    """A straight swipe at a constant finger speed.

    finger_speed: pt/s along x; negative = finger moving left = scrolling forward (the content
    moves at -finger_speed). Give either `duration` (s) or `distance` (pt, finger travel).
    Samples come every 1/hz s; by default hz is the smallest of 120, 240, 480, ... that gives
    at least `min_steps` movement samples. All times are written as n / hz (with t_began * hz an
    integer), so they fall exactly on frame grids that divide hz.
    The finger optionally holds still for `hold` s before lifting. With `end_repeat` the
    `ended` sample repeats the last moved sample (same time, same x); otherwise the last
    movement sample is the `ended` sample.

    Returns (samples, info).
    """
    if duration is None:
        assert distance is not None and finger_speed != 0
        duration = abs(distance / finger_speed)
    if hz is None:
        hz = 120
        while round(duration * hz) < min_steps:
            hz *= 2
    start_tick = round(t_began * hz)
    assert abs(start_tick / hz - t_began) < 1e-12, "t_began must fall on the sample grid"
    steps = max(int(round(duration * hz)), 1)
    samples = [sample(start_tick / hz, x0, "began")]
    x = x0
    for i in range(1, steps + 1):
        t = (start_tick + i) / hz
        x = x0 + finger_speed * i / hz
        last_move = i == steps and hold == 0 and not end_repeat
        samples.append(sample(t, x, "ended" if last_move else "moved"))
    tick = start_tick + steps
    if hold > 0:
        hold_steps = max(int(round(hold * hz)), 1)
        for j in range(1, hold_steps + 1):
            samples.append(sample((tick + j) / hz, x, "ended" if j == hold_steps else "moved"))
        tick += hold_steps
    elif end_repeat:
        samples.append(sample(tick / hz, x, "ended"))
    info = {
        "t_began": start_tick / hz,
        "t_release": tick / hz,
        "finger_dx": x - x0,
        "content_dx": -(x - x0),
        "x_end": x,
        "x0": x0,
        "hz": hz,
    }
    return samples, info


def frames_after(result, t):
    """Frames strictly after time t."""
    return [f for f in result["frames"] if f["t"] > t + 1e-12]


def frame_at(result, t, tol=1e-9):
    for f in result["frames"]:
        if abs(f["t"] - t) <= tol:
            return f
    raise AssertionError(f"no frame at t={t!r}")


def first_frame_at_or_after(result, t):
    for f in result["frames"]:
        if f["t"] >= t - 1e-12:
            return f
    raise AssertionError(f"no frame at or after t={t!r}")


def nearest_anchor_index(offset, pitch=PITCH):
    """Unwrapped track position of the anchor nearest to an offset."""
    return math.floor(offset / pitch + 0.5)


# The free glide (CarouselCore's Glide): the exponential until the remaining distance is
# 48 pt, then the quintic landing at V = 2 over 2/|k| onto the same rest point.
GLIDE_LANDING_DISTANCE = 48.0


def landing_position(x0, v0, target, duration, t):
    """The settle family: x0 + v0 T a(s) + d b(s), s = t/T."""
    if t >= duration:
        return target
    s = max(t, 0.0) / duration
    a = s * (1 - s) ** 3 * (1 + 3 * s)
    b = s ** 3 * (10 - 15 * s + 6 * s * s)
    return x0 + v0 * duration * a + (target - x0) * b


def landing_velocity(x0, v0, target, duration, t):
    if t >= duration:
        return 0.0
    s = max(t, 0.0) / duration
    r = 1 - s
    return r * r * (v0 * (1 + 2 * s - 15 * s * s) + 30 * (target - x0) / duration * s * s)


def glide_hand_over(v0, k):
    """When the glide hands over to its landing (s after release)."""
    speed = GLIDE_LANDING_DISTANCE * abs(k)
    return math.log(speed / abs(v0)) / k if abs(v0) > speed else 0.0


def glide_position(x0, v0, k, t):
    t1 = glide_hand_over(v0, k)
    if t < t1:
        return decel_position(x0, v0, k, t)
    return landing_position(decel_position(x0, v0, k, t1), decel_velocity(v0, k, t1), rest_point(x0, v0, k),
                            2 / abs(k), t - t1)


def glide_velocity(x0, v0, k, t):
    t1 = glide_hand_over(v0, k)
    if t < t1:
        return decel_velocity(v0, k, t)
    return landing_velocity(decel_position(x0, v0, k, t1), decel_velocity(v0, k, t1), rest_point(x0, v0, k),
                            2 / abs(k), t - t1)


def glide_duration(v0, k):
    return glide_hand_over(v0, k) + 2 / abs(k)


def parsed_output(proc, command_line):
    """The JSON a finished `carousel command_line` printed; fails the test on a non-zero exit
    or on output that is not JSON."""
    assert proc.returncode == 0, f"carousel {command_line} exited {proc.returncode}\nstderr: {proc.stderr}"
    try:
        return json.loads(proc.stdout)
    except json.JSONDecodeError as e:  # pragma: no cover - reported as a failure
        raise AssertionError(f"carousel {command_line}: output is not JSON ({e}):\n{proc.stdout[:2000]}")
