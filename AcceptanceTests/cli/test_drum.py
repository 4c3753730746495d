"""The drum picker through the tool: `carousel layout --layout drum` against the formulas of
DrumLayout's doc comment (an independent model below), `carousel render` drawing it, and the
selection callbacks of `carousel simulate --selection` (one per row passed)."""

import json
import math

import pytest

from layout_model import cli, cli_json

PICKER = ["--layout", "drum", "--viewport", "320x216"]


def drum_item(k, offset, W=320.0, H=216.0, h=32.0, R=None, d=500.0):
    """Row k at `offset`, from the doc comment: θ = (k·h − o)/R, centre (W/2, H/2 + R sin θ),
    rotation by −θ about x then back by R(1 − cos θ), hidden at |θ| ≥ acos(R/(R + d))."""
    R = H / 2 if R is None else R
    R = max(R, h / 2)
    theta = (k * h - offset) / R
    if abs(theta) >= math.acos(R / (R + d)):
        return None
    c, s = math.cos(theta), math.sin(theta)
    transform = [1, 0, 0, 0, 0, c, -s, 0, 0, s, c, 0, 0, 0, -R * (1 - c), 1]
    cy = H / 2 + R * s
    # Shown only where its drawn (projected) box meets the viewport: the row's top and bottom
    # edges, ±h/2 along it, seen from d in front of the viewport's centre.
    ys = []
    for e in (-h / 2, h / 2):
        y, z = cy + e * c, -e * s - R * (1 - c)
        ys.append(H / 2 + (y - H / 2) / (1 - z / d))
    if max(ys) < 0 or min(ys) > H:
        return None
    return {"center": [W / 2, cy], "size": [W, h], "zIndex": c, "transform3D": transform}


def close(a, b, tol=1e-9):
    return abs(a - b) <= tol * max(1.0, abs(a), abs(b))


@pytest.mark.parametrize("offset", [0, 16, 40.5, 300, -20])
@pytest.mark.parametrize("extra,model", [
    ([], {}),
    (["--item-height", "44"], {"h": 44.0}),
    (["--radius", "150"], {"R": 150.0}),
])
def test_layout_matches_the_doc_comment(carousel_bin, offset, extra, model):
    out = cli_json(carousel_bin, "layout", PICKER + ["--count", "30", "--offset", offset] + extra)
    assert out["perspective"] == 500
    expected = [(k, drum_item(k, offset, **model)) for k in range(30)]
    expected = [(k, e) for k, e in expected if e is not None]
    assert [i["position"] for i in out["items"]] == [k for k, _ in expected]
    for item, (k, e) in zip(out["items"], expected):
        assert item["index"] == k and item["scale"] == 1 and item["rotation"] == 0 and item["alpha"] == 1
        assert item["size"] == e["size"]
        assert all(close(a, b) for a, b in zip(item["center"], e["center"]))
        assert close(item["zIndex"], e["zIndex"])
        assert all(close(a, b) or abs(a - b) < 1e-12 for a, b in zip(item["transform3D"], e["transform3D"]))


def test_picker_defaults_show_four_rows_either_side(carousel_bin):
    out = cli_json(carousel_bin, "layout", PICKER + ["--count", "20", "--loop", "--offset", "0"])
    assert [i["position"] for i in out["items"]] == list(range(-4, 5))
    assert [i["index"] for i in out["items"]] == [16, 17, 18, 19, 0, 1, 2, 3, 4]
    assert out["contentLength"] is None
    bounded = cli_json(carousel_bin, "layout", PICKER + ["--count", "20", "--offset", "0"])
    assert bounded["contentLength"] == 216 + 19 * 32


def test_bad_radius_is_refused(carousel_bin):
    for bad in ["0", "-3", "nan", "1e7"]:
        proc = cli(carousel_bin, "layout", PICKER + ["--radius", bad, "--json"])
        assert proc.returncode != 0 and "--radius" in proc.stderr


def test_render_draws_the_rows(carousel_bin):
    proc = cli(carousel_bin, "render", PICKER + ["--count", "12", "--offset", "40"])
    assert proc.returncode == 0, proc.stderr
    # Rows 0…5: row 5 is at θ = (160 − 40)/108 = 1.11 rad, row 6 at 1.41 > θv = 1.392.
    assert proc.stdout.count("<polygon") == 6


def vertical_drag(distance, steps=20, y0=180.0, hold=0.2):
    """A finger moving up `distance` pt (scrolling forward) over `steps` samples 0.05 s apart,
    then holding still before the lift (no fling)."""
    samples = [{"t": 0.1, "x": 160, "y": y0, "phase": "began"}]
    for i in range(1, steps + 1):
        samples.append({"t": 0.1 + 0.05 * i, "x": 160, "y": y0 - distance * i / steps, "phase": "moved"})
    end = 0.1 + 0.05 * steps + hold
    samples.append({"t": end, "x": 160, "y": y0 - distance, "phase": "moved"})
    samples.append({"t": end, "x": 160, "y": y0 - distance, "phase": "ended"})
    return samples


def simulate(run_raw, args, trace=None):
    proc = run_raw(PICKER + [str(a) for a in args] + ["--json"], trace, base=False)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def selections(stdout):
    return [e["index"] for e in json.loads(stdout)["events"] if e["kind"] == "selection"]


def test_a_drag_over_three_rows_selects_each_once(run_raw):
    out = simulate(run_raw, ["--count", "20", "--selection"], vertical_drag(100))
    assert selections(out) == [1, 2, 3]
    events = json.loads(out)["events"]
    assert all(set(e) == {"t", "kind", "index"} for e in events if e["kind"] == "selection")
    # Each selection comes right after the current item it moves to, at the same time.
    for i, e in enumerate(events):
        if e["kind"] == "selection":
            assert events[i - 1]["kind"] == "currentIndex" and events[i - 1]["t"] == e["t"]
            assert events[i - 1]["index"] == e["index"]


@pytest.mark.parametrize("fps", ["120", "10"])
def test_a_fling_selects_every_row_passed_even_several_per_frame(run_raw, fps):
    out = simulate(run_raw, ["--count", "60", "--selection", "--example", "fling", "--fps", fps])
    final = json.loads(out)["final"]["index"]
    assert final > 5
    assert selections(out) == list(range(1, final + 1))
    if fps == "10":
        by_time = {}
        for e in json.loads(out)["events"]:
            if e["kind"] == "selection":
                by_time.setdefault(e["t"], []).append(e["index"])
        assert max(len(v) for v in by_time.values()) >= 3, by_time


def test_looping_wraps_around(run_raw):
    out = simulate(run_raw, ["--count", "5", "--loop", "--index", "3", "--selection"], vertical_drag(4 * 32 + 3))
    assert selections(out) == [4, 0, 1, 2]
    back = simulate(run_raw, ["--count", "5", "--loop", "--index", "1", "--selection"], vertical_drag(-(3 * 32 + 3)))
    assert selections(back) == [0, 4, 3]


def test_none_while_still_or_for_a_touch_that_does_not_move(run_raw):
    still = [{"t": 0.1, "x": 160, "y": 100, "phase": "began"}, {"t": 0.3, "x": 160, "y": 100, "phase": "moved"},
             {"t": 0.5, "x": 160, "y": 100, "phase": "ended"}]
    for mode in ["engine", "touch", "platform"]:
        assert selections(simulate(run_raw, ["--count", "20", "--selection", "--input", mode], still)) == []
    assert selections(simulate(run_raw, ["--count", "20", "--selection"], vertical_drag(12))) == []


@pytest.mark.parametrize("layout", [["--layout", "linear"], ["--layout", "wheel"], ["--layout", "drum"]])
@pytest.mark.parametrize("events", [[], ["--events", "all"]])
def test_selection_only_adds_callbacks(run_raw, layout, events):
    """--selection adds the selection callbacks and changes nothing else, byte for byte; without
    it no selection callback is printed (the contract as before)."""
    args = layout + ["--viewport", "320x216", "--count", "12", "--example", "fling", "--json"] + events
    plain = run_raw(args, base=False)
    assert plain.returncode == 0, plain.stderr
    assert '"selection"' not in plain.stdout
    added = run_raw(args + ["--selection"], base=False)
    assert added.returncode == 0
    data = json.loads(added.stdout)
    assert any(e["kind"] == "selection" for e in data["events"])
    data["events"] = [e for e in data["events"] if e["kind"] != "selection"]
    assert data == json.loads(plain.stdout)
    kept = [line for line in added.stdout.splitlines() if '"kind": "selection"' not in line]
    assert "\n".join(kept).replace(",\n]", "\n]") == plain.stdout.replace(",\n]", "\n]").rstrip("\n")
