"""`carousel layout --json` against the articles' geometry, computed independently in Python
(layout_model.py): every item whose centre lies inside the viewport is listed, every listed item
has the documented centre, size, scale, rotation, zIndex, alpha and extras, `position` is the
place on the track (index = position mod count), and contentLength is the articles' content
size (null when looping or with no items)."""

import math
from concurrent.futures import ThreadPoolExecutor

import pytest

from layout_model import BASE_KEYS, LAYOUTS, WHEEL_KEYS, Geometry, cli, cli_json, close, compare_item


@pytest.fixture(scope="module")
def layout(carousel_bin):
    """layout(geometry, offset) -> parsed `carousel layout ... --offset X --json`."""

    def _run(g, offset):
        return cli_json(carousel_bin, "layout", g.args() + ["--offset", repr(float(offset))])

    return _run


def _is_number(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


def check_against_model(g, offset, out):
    """Everything the contract says about one `carousel layout` answer, against the model."""
    where = f"{g!r} --offset {offset!r}"
    assert set(out) >= {"contentLength", "perspective", "items"}, where
    # contentLength
    want = g.content_length()
    if want is None:
        assert out["contentLength"] is None, f"{where}: contentLength {out['contentLength']!r}, expected null"
    else:
        assert _is_number(out["contentLength"]) and close(out["contentLength"], want), (
            f"{where}: contentLength {out['contentLength']!r}, expected {want!r}")
    # perspective
    if g.perspective() is None:
        assert out.get("perspective") is None, where
    else:
        assert close(out["perspective"], g.perspective()), where
    items = out["items"]
    positions = [it["position"] for it in items]
    assert positions == sorted(positions) and len(set(positions)) == len(positions), (
        f"{where}: positions not ascending and distinct: {positions}")
    for it in items:
        assert isinstance(it["index"], int) and isinstance(it["position"], int), (where, it)
        assert it["index"] == it["position"] % g.count, f"{where}: index != position mod count: {it}"
        assert 0 <= it["index"] < g.count
        if not g.loop:
            assert 0 <= it["position"] < g.count, f"{where}: position outside the track without --loop: {it}"
        keys = set(it)
        assert keys >= BASE_KEYS, (where, it)
        if g.layout == "wheel":
            assert keys >= WHEEL_KEYS, (where, it)
        if g.perspective() is not None:
            assert "transform3D" in keys, (where, it)
        for k in ("scale", "rotation", "zIndex", "alpha"):
            assert _is_number(it[k]), (where, k, it)
    required, allowed, model = g.expected_sets(offset)
    got = set(positions)
    missing = required - got
    assert not missing, (
        f"{where}: items whose centre is inside the viewport are missing: positions {sorted(missing)}; "
        f"expected centres {[model[k]['center'] for k in sorted(missing)]}; listed {positions}")
    extra = got - allowed
    assert not extra, (
        f"{where}: listed items that the layout hides or that do not meet the viewport: {sorted(extra)}")
    scale = max(1.0, abs(offset), g.W, g.H)
    for it in items:
        compare_item(it, model[it["position"]], scale, where)


# --------------------------------------------------------------------------------------
# The articles' geometry against the model, over a matrix of viewports, options, offsets
# --------------------------------------------------------------------------------------

BANNER = dict(layout="linear", viewport=(375, 200), inset=16, spacing=8)
SELECTOR = dict(layout="linear", viewport=(375, 400), inset=36, spacing=100, item_height=200)

CASES = [
    # (id, geometry kwargs, offsets)
    ("banner", dict(BANNER, count=5), [0, 100.5, 3 * 351 + 20.25, -120.5, 4 * 351 + 90]),
    ("banner-loop", dict(BANNER, count=5, loop=True), [0, -400.25, 1755 + 12.5, 17 * 351 - 0.75]),
    ("selector", dict(SELECTOR, count=7), [0, 250.3, 403 * 2, 403 * 6 + 10]),
    ("ipad-fraction", dict(layout="linear", viewport=(1024, 300), count=9, item_fraction=0.3, spacing=10),
     [0, 600.5, 1000]),
    ("ipad-loop", dict(layout="linear", viewport=(1024, 300), count=9, loop=True, item_fraction=0.3), [-10.5, 2500]),
    ("linear-vertical", dict(layout="linear", viewport=(200, 375), count=6, axis="vertical", inset=20),
     [0, 370.5]),
    ("cards", dict(layout="cards", viewport=(375, 400), count=6), [0, 50, 176.5, 353 * 2.5, 353 * 5]),
    ("cards-short-viewport", dict(layout="cards", viewport=(375, 200), count=8, min_scale=0.5, stack_depth=2),
     [0, 400.75]),
    ("cards-loop", dict(layout="cards", viewport=(375, 400), count=6, loop=True), [-100.25, 353 * 7 + 3]),
    ("cards-options", dict(layout="cards", viewport=(414, 500), count=12, inset=30, spacing=40, item_height=250,
                           min_scale=0.3, stack_depth=6), [0, 1000.5]),
    # h > w/2 (R = W/2, A = pi) and h <= w/2 (R = (w^2 + h^2)/(2h), A = 4 atan(h/w)).
    ("wheel-tall", dict(layout="wheel", viewport=(375, 300), count=10), [0, 30, 117.81 * 3.4, -40.5]),
    ("wheel-flat", dict(layout="wheel", viewport=(375, 150), count=10), [0, 55.5, 700]),
    ("wheel-square", dict(layout="wheel", viewport=(400, 400), count=20), [0, 333.3]),
    ("wheel-options", dict(layout="wheel", viewport=(375, 250), count=15, visible_items=7, max_scale=2.2,
                           item_height=50), [0, 123.4]),
    ("wheel-loop", dict(layout="wheel", viewport=(375, 300), count=6, loop=True), [-50.5, 1234.5]),
    ("pages-vertical", dict(layout="pages", viewport=(375, 300), count=5), [0, 350, 777.7, 900, -60]),
    ("pages-horizontal-center", dict(layout="pages", viewport=(400, 200), count=5, axis="horizontal",
                                     alignment="center"), [0, 205.5, 900]),
    ("pages-custom", dict(layout="pages", viewport=(320, 480), count=7, page_sizes=[100, 250, 60, 480, 33]),
     [0, 123, 1000.5]),
    ("pages-loop", dict(layout="pages", viewport=(375, 300), count=5, loop=True), [-130.5, 1200 * 3 + 410]),
    ("coverflow", dict(layout="coverflow", viewport=(600, 300), count=9), [0, 100, 450.5, 2400]),
    ("coverflow-loop", dict(layout="coverflow", viewport=(375, 200), count=4, loop=True), [-200.5]),
    ("coverflow2", dict(layout="coverflow", style="coverFlow2", viewport=(600, 300), count=9),
     [0, 100, 150, 450.5, -280, 2400]),
    ("rotary", dict(layout="rotary", viewport=(375, 200), count=12), [0, 80, 640.25]),
    ("rotary-loop", dict(layout="rotary", viewport=(600, 300), count=5, loop=True), [-333.3]),
] + [
    # FSPagerView's transformers (.pager), with the item sizes of FSPagerView's example, at rest,
    # a fraction of an item, about one and 2.5 items and far away; looping.
    (f"pager-{style}", dict(layout="pager", style=style, viewport=(375, 240), count=7, loop=True,
                            item_fraction=fraction, item_height=height), offsets)
    for style, fraction, height, offsets in [
        ("crossFading", None, None, [0, 100.5, 375 * 2.5, -375 * 1.3, 1e6]),
        ("zoomOut", None, None, [0, 50.25, 375 * 1.01, -375 * 2.5, 1e6]),
        ("depth", None, None, [0, 100.5, -100.5, 375 * 2.5, 1e6]),
        ("overlap", 0.6, 180, [0, 40.5, 137.25 * 2.5, -300, 1e6]),
        ("linear", 0.6, 180, [0, 40.5, 195.75 * 2.5, -300, 1e6]),
        ("coverFlow", 0.58, 170, [0, 30.25, 100, -250.5, 1e6]),
        ("ferrisWheel", 0.48, 140, [0, 40.5, 153 * 2.5, -153, 1e6]),
        ("invertedFerrisWheel", 0.48, 140, [0, 40.5, 153 * 2.5, -153, 1e6]),
        ("cubic", 0.9, 216, [0, 100.5, -337.5 * 0.7, 337.5 * 2.5, 1e6]),
    ]
]


@pytest.mark.parametrize("kwargs,offsets", [(c[1], c[2]) for c in CASES], ids=[c[0] for c in CASES])
def test_geometry_matches_the_articles(layout, kwargs, offsets):
    g = Geometry(**kwargs)
    with ThreadPoolExecutor(4) as pool:
        outs = list(pool.map(lambda o: layout(g, o), offsets))
    for o, out in zip(offsets, outs):
        check_against_model(g, o, out)


# --------------------------------------------------------------------------------------
# Worked values (by hand, from the articles' constants)
# --------------------------------------------------------------------------------------


def _by_position(out):
    return {it["position"]: it for it in out["items"]}


def test_banner_worked_values(layout):
    # 375x200, inset 16, spacing 8: item width 343, pitch 351; offset 0 centres item 0 and
    # shows 16 pt of item 1's edge ("ears"); content 4 x 351 + 375 = 1779.
    out = layout(Geometry(**BANNER, count=5), 0)
    items = _by_position(out)
    assert sorted(items) == [0, 1]
    assert items[0]["center"] == [187.5, 100] and items[0]["size"] == [343, 200]
    assert items[1]["center"] == [538.5, 100] and items[1]["size"] == [343, 200]
    assert out["contentLength"] == 1779
    # Looping: item 4 sits left of item 0 at position -1.
    out = layout(Geometry(**BANNER, count=5, loop=True), 0)
    items = _by_position(out)
    assert sorted(items) == [-1, 0, 1]
    assert items[-1]["index"] == 4 and items[-1]["center"] == [-163.5, 100]
    assert out["contentLength"] is None


def test_selector_worked_values(layout):
    # The centred selector: 375x400, inset 36, spacing 100, item height 200: width 303, pitch
    # 403; at offset 403 item 1 is centred at (187.5, 200); items 0 and 2 are 403 pt away
    # (centres -215.5 and 590.5, edges at -64 and 439: not visible).
    out = layout(Geometry(**SELECTOR, count=5), 403)
    items = _by_position(out)
    assert sorted(items) == [1]
    assert items[1]["center"] == [187.5, 200] and items[1]["size"] == [303, 200]
    assert out["contentLength"] == 4 * 403 + 375


def test_cards_worked_values(layout):
    # 375x400, 6 cards, inset 36, spacing 50, item height 200, min scale 0.4: pitch 353,
    # D = 5 x 353. At offset 0, card 1 (d = 353) has scale 0.4 + 0.8 x 0.6 = 0.88 and sits
    # at (187.5, 200 + 200 x 0.12) = (187.5, 224); card 4 (d = 4 x 353): 0.4 + 0.2 x 0.6 = 0.52.
    # Card 5 is beyond the stack depth 4. Lower indices are drawn above.
    out = layout(Geometry(layout="cards", viewport=(375, 400), count=6), 0)
    items = _by_position(out)
    assert sorted(items) == [0, 1, 2, 3, 4]
    assert items[0]["center"] == [187.5, 200] and items[0]["scale"] == 1 and items[0]["size"] == [303, 200]
    assert close(items[1]["scale"], 0.88) and close(items[1]["center"][1], 224) and items[1]["center"][0] == 187.5
    assert close(items[4]["scale"], 0.52) and close(items[4]["center"][1], 200 + 200 * 0.48)
    assert [items[k]["zIndex"] for k in range(5)] == [0, -1, -2, -3, -4]
    assert out["contentLength"] == 5 * 353 + 375


def test_wheel_worked_values(layout):
    # 375x300: w = 187.5 < h = 300, so R = 187.5, A = pi, a = pi/5, l = a R = 37.5 pi,
    # drum centre (187.5, 300). Item 0 at offset 0 is at the top: centre (187.5, 300 - 152.5),
    # scale 1.7, zIndex 17, outer radius (187.5 + 70 x 0.7 / 2) / 1.7 = 212 / 1.7,
    # inner radius (117.5 / cos(pi/10)) / 1.7, item width 2 R sin(pi/10).
    out = layout(Geometry(layout="wheel", viewport=(375, 300), count=10), 0)
    it = _by_position(out)[0]
    assert close(it["center"][0], 187.5) and close(it["center"][1], 147.5)
    assert close(it["scale"], 1.7) and it["zIndex"] == 17 and it["rotation"] == 0
    assert close(it["angle"], math.pi / 5)
    assert close(it["outerRadius"], 212 / 1.7)
    assert close(it["innerRadius"], 117.5 / math.cos(math.pi / 10) / 1.7)
    assert close(it["size"][0], 375 * math.sin(math.pi / 10)) and it["size"][1] == 70
    assert close(out["contentLength"], 375 + 9 * 37.5 * math.pi)
    # Item 1 at offset 0: theta = a, scale max(1.7 - 1, 1) = 1, rotated by pi/5 radians.
    it1 = _by_position(out)[1]
    assert close(it1["rotation"], math.pi / 5) and it1["scale"] == 1 and it1["zIndex"] == 10
    assert close(it1["center"][0], 187.5 + 152.5 * math.sin(math.pi / 5))
    assert close(it1["center"][1], 300 - 152.5 * math.cos(math.pi / 5))
    # 375x150: h = 150 <= w: R = (187.5^2 + 150^2) / 300 = 192.1875, A = 4 atan(0.8), drum
    # centre (187.5, R), so the top item's centre is R - (R - 35) = 35 below the top edge.
    out = layout(Geometry(layout="wheel", viewport=(375, 150), count=10), 0)
    it = _by_position(out)[0]
    assert close(it["center"][0], 187.5) and close(it["center"][1], 35)
    assert close(it["angle"], 4 * math.atan(0.8) / 5)
    assert close(out["contentLength"], 375 + 9 * 192.1875 * 4 * math.atan(0.8) / 5)


def test_pages_worked_values(layout):
    # Pages 300, 120, 500, 80, 200 (vertical, 375x300): leading edges 0, 300, 420, 920, 1000;
    # content 1200. At offset 350, page 1 (300..420) is centred at y = 360 - 350 = 10 and page 2
    # (420..920) at 670 - 350 = 320 (its top edge at 70).
    g = Geometry(layout="pages", viewport=(375, 300), count=5)
    out = layout(g, 350)
    items = _by_position(out)
    assert sorted(items) == [1, 2]
    assert items[1]["center"] == [187.5, 10] and items[1]["size"] == [375, 120]
    assert items[2]["center"] == [187.5, 320] and items[2]["size"] == [375, 500]
    assert out["contentLength"] == 1200
    # Looping: the page left of (above) page 0 is page 4, at position -1, leading edge -200.
    out = layout(Geometry(layout="pages", viewport=(375, 300), count=5, loop=True), -100)
    items = _by_position(out)
    assert items[-1]["index"] == 4 and items[-1]["center"] == [187.5, 0]
    assert items[0]["center"] == [187.5, 250]


# --------------------------------------------------------------------------------------
# Looping: positions, negative positions, huge offsets, 2 items on a wide viewport
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", LAYOUTS)
def test_huge_offsets_with_loop(layout, name):
    g = Geometry(layout=name, viewport=(375, 300), count=7, loop=True)
    offsets = [1e9, -1e9 + 0.5, 123456789.25]
    with ThreadPoolExecutor(3) as pool:
        outs = list(pool.map(lambda o: layout(g, o), offsets))
    for o, out in zip(offsets, outs):
        assert out["items"], f"{g!r} --offset {o}: nothing visible"
        check_against_model(g, o, out)
        if o < 0:
            assert all(it["position"] < 0 for it in out["items"]), out["items"]


@pytest.mark.parametrize("name", ["linear", "cards", "wheel", "pages"])
def test_negative_positions_left_of_item_zero(layout, name):
    g = Geometry(layout=name, viewport=(375, 300), count=4, loop=True)
    offset = -g.anchor_offset(1) if name != "pages" else -250.0  # one item before item 0
    out = layout(g, offset)
    check_against_model(g, offset, out)
    negatives = [it for it in out["items"] if it["position"] < 0]
    assert negatives, out
    for it in negatives:
        assert it["index"] == it["position"] % 4 and it["index"] != it["position"]


@pytest.mark.parametrize("name", ["linear", "coverflow", "rotary", "pages"])
def test_two_items_looping_on_a_wide_viewport(layout, name):
    kwargs = dict(layout=name, viewport=(1400, 300), count=2, loop=True)
    if name == "linear":
        kwargs["item_fraction"] = 0.3
    if name == "pages":
        kwargs.update(axis="horizontal", page_sizes=[300, 200])
    g = Geometry(**kwargs)
    for offset in (0.0, 137.5):
        out = layout(g, offset)
        check_against_model(g, offset, out)
        indices = [it["index"] for it in out["items"]]
        assert len(indices) > 2 and len(set(indices)) == 2, (
            f"{g!r}: expected the same index at several positions, got {[(it['position'], it['index']) for it in out['items']]}")


# --------------------------------------------------------------------------------------
# 0, 1 and many items
# --------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", LAYOUTS)
def test_no_items(layout, name):
    for loop in (False, True):
        out = layout(Geometry(layout=name, count=0, loop=loop), 0)
        assert out["items"] == [] and out["contentLength"] is None, out


@pytest.mark.parametrize("name", LAYOUTS)
def test_one_item(layout, name):
    for loop in (False, True):
        g = Geometry(layout=name, viewport=(1000, 300), count=1, loop=loop)
        for offset in (0.0, 40.5):
            out = layout(g, offset)
            assert [it["position"] for it in out["items"]] == [0], (
                f"{g!r} --offset {offset}: one item is shown once, never repeated: {out['items']}")
            check_against_model(g, offset, out)


@pytest.mark.parametrize("name", LAYOUTS)
def test_a_million_items(layout, name):
    g = Geometry(layout=name, viewport=(375, 300), count=1_000_000)
    offset = g.anchor_offset(500_000) + 17.25
    out = layout(g, offset)
    assert out["items"] and all(abs(it["position"] - 500_000) < 20 for it in out["items"]), out["items"]
    check_against_model(g, offset, out)


def test_cards_z_order_and_stack_depth(layout):
    # Lower index above (zIndex -index), and never more than --stack-depth cards under the centre.
    for depth in (1, 3, 6):
        g = Geometry(layout="cards", viewport=(375, 500), count=20, stack_depth=depth)
        for offset in (353 * 4.0, 353 * 4 + 100.5):
            out = layout(g, offset)
            check_against_model(g, offset, out)
            pile = [it for it in out["items"] if it["position"] * 353 - offset > 0]
            assert len(pile) <= depth, (depth, offset, pile)
            if offset == 353 * 4.0:
                assert len(pile) == depth, (depth, [it["position"] for it in out["items"]])
            for it in out["items"]:
                assert it["zIndex"] == -it["index"]


# --------------------------------------------------------------------------------------
# Refused arguments: exit 64, the message names the argument
# --------------------------------------------------------------------------------------

BAD_ARGUMENTS = [
    (["--layout", "spiral"], "--layout"),
    (["--offset", "nan"], "--offset"),
    (["--offset", "inf"], "--offset"),
    (["--offset", "abc"], "--offset"),
    (["--layout", "cards", "--stack-depth", "0"], "--stack-depth"),
    (["--layout", "cards", "--min-scale", "0"], "--min-scale"),
    (["--layout", "pages", "--page-sizes", "1,-2"], "--page-sizes"),
    (["--layout", "pages", "--page-sizes", "100,,200"], "--page-sizes"),
    (["--layout", "pages", "--page-sizes", "nan"], "--page-sizes"),
    (["--viewport", "0x100"], "--viewport"),
    (["--viewport", "375"], "--viewport"),
    (["--count", "-1"], "--count"),
    (["--inset", "200"], "--inset"),
    (["--spacing", "-1"], "--spacing"),
    (["--layout", "wheel", "--visible-items", "0"], "--visible-items"),
    (["--layout", "wheel", "--max-scale", "0.5"], "--max-scale"),
    (["--layout", "wheel", "--item-height", "500"], "--item-height"),
    (["--item-fraction", "1.5"], "--item-fraction"),
    (["--axis", "diagonal"], "--axis"),
]


@pytest.mark.parametrize("command", ["layout", "snap"])
def test_refuses_bad_arguments_naming_them(carousel_bin, command):
    def run(case):
        args, _ = case
        return cli(carousel_bin, command, args + ["--json"])

    with ThreadPoolExecutor(4) as pool:
        procs = list(pool.map(run, BAD_ARGUMENTS))
    for (args, name), proc in zip(BAD_ARGUMENTS, procs):
        assert proc.returncode == 64, f"carousel {command} {' '.join(args)}: exit {proc.returncode}, expected 64"
        assert name in proc.stderr, f"carousel {command} {' '.join(args)}: message does not name {name}: {proc.stderr!r}"
        assert proc.stdout.strip() == "", proc.stdout


# A layout flag given with a layout that does not take it is refused (exit 64, naming the flag
# and the layouts it applies to), never ignored; with a layout that takes it, it is accepted.
ALL_LAYOUTS = ["linear", "cards", "wheel", "pages", "coverflow", "rotary", "drum", "cylinder", "ring",
               "timemachine", "scale", "stack", "snapshot", "pager"]
APPLICABLE_FLAGS = [
    (["--axis", "vertical"], {"linear", "cards", "pages", "coverflow", "rotary", "cylinder", "ring", "timemachine",
                              "scale", "stack", "snapshot", "pager"}),
    (["--spacing", "4"], {"linear", "cards", "pages", "rotary", "pager"}),
    (["--inverted"], {"rotary", "cylinder", "ring", "timemachine"}),
    (["--preset", "default"], {"scale", "stack", "snapshot"}),
    (["--stack-depth", "3"], {"cards"}),
    (["--alignment", "center"], {"pages"}),
    (["--style", "coverFlow"], {"coverflow", "pager"}),
]


@pytest.mark.parametrize("flag, takers", APPLICABLE_FLAGS, ids=[f[0][0] for f in APPLICABLE_FLAGS])
def test_a_layout_flag_is_refused_by_a_layout_that_does_not_take_it(carousel_bin, flag, takers):
    def run(name):
        return name, cli(carousel_bin, "layout", ["--layout", name, "--count", "5"] + flag + ["--json"])

    with ThreadPoolExecutor(4) as pool:
        results = list(pool.map(run, ALL_LAYOUTS))
    for name, proc in results:
        if name in takers:
            assert proc.returncode == 0, f"--layout {name} {' '.join(flag)}: exit {proc.returncode}: {proc.stderr!r}"
        else:
            assert proc.returncode == 64, f"--layout {name} {' '.join(flag)}: exit {proc.returncode}, expected 64"
            assert f"{flag[0]} does not apply to --layout {name} (it applies to " in proc.stderr, proc.stderr
            assert proc.stdout.strip() == "", proc.stdout
