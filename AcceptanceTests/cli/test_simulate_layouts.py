"""`carousel simulate` with every layout: the engine snaps to that layout's anchors (a fling
rests exactly on the offset `carousel snap` gives for the resting offset), indices stay in range,
`--index` starts on the item's anchor, and vertical layouts read the trace's y."""

import json
import os
import tempfile
from concurrent.futures import ThreadPoolExecutor

import pytest

from carousel_helpers import PHASES, swipe
from layout_model import LAYOUTS, Geometry, cli_json, close


@pytest.fixture(scope="module")
def tmpdir_traces():
    with tempfile.TemporaryDirectory(prefix="carousel-traces-") as d:
        yield d


@pytest.fixture(scope="module")
def tool(carousel_bin, tmpdir_traces):
    counter = iter(range(10**9))

    class Tool:
        @staticmethod
        def simulate(g, samples, extra=()):
            path = os.path.join(tmpdir_traces, "t%d.json" % next(counter))
            with open(path, "w", encoding="utf-8") as f:
                json.dump(samples, f)
            return cli_json(carousel_bin, "simulate", g.args() + [str(a) for a in extra] + ["--trace", path])

        @staticmethod
        def snap(g, offset):
            return cli_json(carousel_bin, "snap", g.args() + ["--offset", repr(float(offset))])

    return Tool


def vertical(samples):
    """The same gesture along y (x held still)."""
    return [dict(s, x=100.0, y=s["x"]) for s in samples]


def check_frames(g, out):
    for f in out["frames"]:
        assert f["phase"] in PHASES
        assert isinstance(f["index"], int) and 0 <= f["index"] < g.count, f"{g!r}: index out of range in {f}"
    assert out["frames"][-1]["phase"] == "idle"


def check_rests_on_an_anchor(tool, g, out, where):
    final = out["final"]
    snapped = tool.snap(g, final["offset"])
    assert final["offset"] == snapped["offset"], (
        f"{where}: the fling rests at {final['offset']!r}, not exactly on an anchor: "
        f"`carousel snap` of that offset is {snapped['offset']!r} "
        f"(difference {final['offset'] - snapped['offset']!r})")
    offset, _, positions = g.snap(final["offset"])
    assert close(final["offset"], offset, abs(offset)), (where, final, offset)
    indices = [k % g.count for k in positions]
    assert final["index"] in indices and snapped["index"] in indices, (where, final, snapped, indices)
    assert out["release"]["index"] == final["index"], (where, out["release"], final)


FLINGS = [-2500, 2500, -9000]


@pytest.mark.parametrize("name", LAYOUTS)
@pytest.mark.parametrize("loop", [False, True], ids=["bounded", "loop"])
def test_fling_rests_exactly_on_an_anchor(tool, name, loop):
    g = Geometry(layout=name, viewport=(375, 300), count=12, loop=loop)

    def run(speed):
        samples, _ = swipe(speed, distance=120)
        if g.is_vertical:
            samples = vertical(samples)
        return tool.simulate(g, samples, ["--index", 5])

    with ThreadPoolExecutor(3) as pool:
        outs = list(pool.map(run, FLINGS))
    for speed, out in zip(FLINGS, outs):
        where = f"{g!r} --index 5, finger at {speed} pt/s"
        check_frames(g, out)
        assert out["final"]["offset"] != out["frames"][0]["offset"], f"{where}: the fling did not move the content"
        check_rests_on_an_anchor(tool, g, out, where)


@pytest.mark.parametrize("name", LAYOUTS)
def test_paging_moves_one_item_in_every_layout(tool, name):
    g = Geometry(layout=name, viewport=(375, 300), count=12, loop=True)
    start = 1 if name == "pages" else 5
    for speed, step in ((-3000, +1), (3000, -1)):
        samples, _ = swipe(speed, distance=100)
        if g.is_vertical:
            samples = vertical(samples)
        out = tool.simulate(g, samples, ["--index", start, "--snap", "paging", "--deceleration-rate", "fast"])
        check_frames(g, out)
        assert out["final"]["index"] == (start + step) % 12, (name, speed, out["final"])
        check_rests_on_an_anchor(tool, g, out, f"{g!r} paging {speed}")


@pytest.mark.parametrize("name", LAYOUTS)
def test_index_starts_on_its_anchor(tool, name):
    g = Geometry(layout=name, viewport=(375, 300), count=7)
    out = tool.simulate(g, [], ["--index", 2])
    first = out["frames"][0]
    assert close(first["offset"], g.anchor_offset(2)), (name, first, g.anchor_offset(2))
    assert first["index"] == 2 and out["final"]["index"] == 2


def test_vertical_pages_read_the_traces_y(tool):
    g = Geometry(layout="pages", viewport=(375, 300), count=5)  # vertical by default
    samples, _ = swipe(-2500, distance=120)
    along_y = tool.simulate(g, vertical(samples))
    assert along_y["final"]["offset"] > 0 and along_y["final"]["index"] > 0, along_y["final"]
    check_rests_on_an_anchor(tool, g, along_y, "pages, finger moving up")
    # The finger moving up by 30 pt scrolls the content by 30 pt while dragging.
    drag = [{"t": 0.1, "x": 50, "y": 200, "phase": "began"}, {"t": 0.2, "x": 50, "y": 170, "phase": "moved"},
            {"t": 0.3, "x": 50, "y": 170, "phase": "moved"}, {"t": 0.35, "x": 50, "y": 170, "phase": "cancelled"}]
    out = tool.simulate(g, drag, ["--index", 1])
    f = next(f for f in out["frames"] if abs(f["t"] - 0.25) < 1e-9)
    assert f["phase"] == "dragging" and close(f["offset"], 300 + 30), f
    # Horizontal motion does not scroll a vertical layout.
    along_x = tool.simulate(g, samples)
    assert all(f["offset"] == 0 for f in along_x["frames"]), along_x["final"]
    # And a horizontal layout ignores y.
    h = Geometry(layout="linear", viewport=(375, 300), count=5)
    out = tool.simulate(h, vertical(samples))
    assert all(f["offset"] == 0 for f in out["frames"]), out["final"]


def test_vertical_linear_reads_the_traces_y(tool):
    g = Geometry(layout="linear", viewport=(300, 500), count=6, axis="vertical", inset=40)
    samples, _ = swipe(-2500, distance=120)
    out = tool.simulate(g, vertical(samples))
    assert out["final"]["index"] > 0
    check_rests_on_an_anchor(tool, g, out, "linear vertical")
