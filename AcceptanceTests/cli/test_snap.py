"""`carousel snap --offset X --json` -> {"offset", "index"}: the anchor a proposed resting offset
snaps to (the articles' targetContentOffset), clamped to the items without --loop, cyclic (index
= position mod count, offset on the unbounded track) with it."""

import math
from concurrent.futures import ThreadPoolExecutor

import pytest

from layout_model import LAYOUTS, Geometry, cli_json, close


@pytest.fixture(scope="module")
def snap(carousel_bin):
    def _run(g, offset):
        return cli_json(carousel_bin, "snap", g.args() + ["--offset", repr(float(offset))])

    return _run


@pytest.fixture(scope="module")
def layout(carousel_bin):
    def _run(g, offset):
        return cli_json(carousel_bin, "layout", g.args() + ["--offset", repr(float(offset))])

    return _run


def _snap_many(snap, g, offsets):
    with ThreadPoolExecutor(4) as pool:
        return list(pool.map(lambda o: snap(g, o), offsets))


def article_selector_index(x, W, inset, spacing, count):
    """The selector article's targetContentOffset: Int((x + W/2 + spacing/2 - inset) / pitch), x >= 0."""
    pitch = W - 2 * inset + spacing
    return min(int((x + W / 2 + spacing / 2 - inset) / pitch), count - 1)


# --------------------------------------------------------------------------------------
# The articles' formulas, literally
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "kwargs",
    [
        dict(layout="linear", viewport=(375, 200), count=8, inset=16, spacing=8),  # the banner
        dict(layout="linear", viewport=(375, 400), count=8, inset=36, spacing=100, item_height=200),  # selector
        dict(layout="cards", viewport=(375, 400), count=8),  # cards: the selector's geometry, inset 36, spacing 50
    ],
    ids=["banner", "selector", "cards"],
)
def test_selector_target_content_offset(snap, kwargs):
    g = Geometry(**kwargs)
    inset = 36.0 if g.inset is None else g.inset
    spacing = 50.0 if g.spacing is None else g.spacing
    p = g.W - 2 * inset + spacing
    xs = [0, 0.3 * p, 0.51 * p, 1.49 * p, 2.5 * p + 0.01, 3 * p - 1, 6.7 * p, 7.2 * p, 25 * p, 1e9]
    for x, out in zip(xs, _snap_many(snap, g, xs)):
        k = article_selector_index(x, g.W, inset, spacing, g.count)
        assert out["index"] == k, f"{g!r} --offset {x}: index {out['index']}, expected {k}"
        assert close(out["offset"], k * p), f"{g!r} --offset {x}: offset {out['offset']}, expected {k * p}"


@pytest.mark.parametrize("viewport", [(375, 300), (375, 150), (320, 320)], ids=["tall", "flat", "square"])
def test_wheel_target_content_offset(snap, viewport):
    # The wheel article: floor((x + l/2) / l) * l with l = a R, clamped to the items.
    g = Geometry(layout="wheel", viewport=viewport, count=10)
    L = g.drum()["L"]
    xs = [0, 0.49 * L, 0.51 * L, 3.2 * L, 8.9 * L, 9.4 * L, 30 * L]
    for x, out in zip(xs, _snap_many(snap, g, xs)):
        k = min(math.floor((x + L / 2) / L), 9)
        assert out["index"] == k, f"{g!r} --offset {x}: index {out['index']}, expected {k}"
        assert close(out["offset"], k * L), f"{g!r} --offset {x}: offset {out['offset']!r}, expected {k * L!r}"


# --------------------------------------------------------------------------------------
# Every layout: nearest anchor, clamped without --loop, modulo count with it
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", LAYOUTS)
@pytest.mark.parametrize("loop", [False, True], ids=["bounded", "loop"])
def test_nearest_anchor(snap, name, loop):
    g = Geometry(layout=name, viewport=(375, 300), count=6, loop=loop)
    if name == "pages":
        xs = [0, 140, 299, 361, 430, 899, 1100, 1500, -90, -400, 7 * 1200 + 370]
    else:
        p = g.pitch()
        xs = [0, 0.2 * p, 0.7 * p, 2.45 * p, 5.3 * p, 6.8 * p, 40.1 * p, -0.2 * p, -0.8 * p, -13.6 * p]
    if loop:
        xs += [1e9, -1e9 - 0.25]
    for x, out in zip(xs, _snap_many(snap, g, xs)):
        offset, index, positions = g.snap(x)
        where = f"{g!r} --offset {x!r}"
        assert isinstance(out["index"], int) and 0 <= out["index"] < g.count, f"{where}: {out}"
        assert close(out["offset"], offset, max(1.0, abs(x))), f"{where}: offset {out['offset']!r}, expected {offset!r}"
        # Pages that share the last anchor (the article's maxAnchor) may answer any of them.
        assert out["index"] in [k % g.count for k in positions], f"{where}: index {out['index']}, expected {index}"
        if not loop:
            lo = g.anchor_offset(0)
            hi = max(g.anchor_offset(i) for i in range(g.count))
            assert lo - 1e-9 <= out["offset"] <= hi + 1e-9, f"{where}: not clamped to the items: {out}"


def test_pages_last_anchor_never_passes_the_end(snap):
    # Pages 300, 120, 500, 80, 200 in a 300-pt viewport: content 1200, so leading anchors stop at
    # 900 (the last pages share it), and a proposed offset past the end snaps there.
    g = Geometry(layout="pages", viewport=(375, 300), count=5)
    for x, out in zip([880, 1000, 5000], _snap_many(snap, g, [880, 1000, 5000])):
        assert out["offset"] == 900, out
        assert out["index"] in (3, 4), out
    # Looping: no end, the anchors are the leading edges, one period (1200) per cycle.
    g = Geometry(layout="pages", viewport=(375, 300), count=5, loop=True)
    for x, (offset, index) in {1000: (1000, 4), 1150: (1200, 0), 1200 * 5 + 310: (6300, 1), -130: (-200, 4)}.items():
        out = snap(g, x)
        assert out == {"offset": offset, "index": index}, (x, out)


def test_pages_center_alignment(snap):
    # Centre alignment: anchor_i = l_i + s_i/2 - s_0/2: 0, 210, 520, 810, 950.
    g = Geometry(layout="pages", viewport=(400, 200), count=5, axis="horizontal", alignment="center")
    want = {0: (0, 0), 100: (0, 0), 110: (210, 1), 400: (520, 2), 700: (810, 3), 900: (950, 4), 5000: (950, 4)}
    outs = _snap_many(snap, g, list(want))
    for (x, (offset, index)), out in zip(want.items(), outs):
        assert out == {"offset": offset, "index": index}, (x, out)


def test_loop_index_is_modulo_count(snap):
    g = Geometry(layout="linear", viewport=(375, 200), count=5, loop=True)
    cases = {-400.25: (-351, 4), -351 * 5 - 10: (-1755, 0), -351 * 6 + 100: (-2106, 4), 1e9: (2849003 * 351, 3),
             -1e9: (-2849003 * 351, 2)}
    outs = _snap_many(snap, g, list(cases))
    for (x, (offset, index)), out in zip(cases.items(), outs):
        assert out["index"] == index and close(out["offset"], offset), (x, out, (offset, index))


# --------------------------------------------------------------------------------------
# 0, 1 item; the snapped offset shows the snapped item at rest
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", LAYOUTS)
def test_no_items_and_one_item(snap, name):
    for loop in (False, True):
        assert snap(Geometry(layout=name, count=0, loop=loop), 123.4) == {"offset": None, "index": None}
        for x in (0.0, 987.6, -543.2):
            out = snap(Geometry(layout=name, count=1, loop=loop), x)
            assert out["index"] == 0 and out["offset"] == 0, (name, loop, x, out)


@pytest.mark.parametrize("name", ["linear", "cards", "wheel", "coverflow", "rotary"])
def test_snapped_offset_centres_the_snapped_item(snap, layout, name):
    g = Geometry(layout=name, viewport=(375, 300), count=9, loop=True)
    for x in (1234.5, -777.7):
        s = snap(g, x)
        out = layout(g, s["offset"])
        centred = [it for it in out["items"] if it["index"] == s["index"] and close(it["center"][0], g.W / 2, g.W)]
        assert centred, f"{g!r}: at the snapped offset {s['offset']!r} item {s['index']} is not centred: {out['items']}"
        if name == "wheel":
            assert centred[0]["rotation"] == 0 or abs(centred[0]["rotation"]) < 1e-9
            assert close(centred[0]["scale"], g.max_scale)
