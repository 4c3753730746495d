"""An independent model of CarouselKit's layouts, written from the articles' formulas (and the
doc comments of Sources/CarouselCore/Layout/*.swift), used to check `carousel layout`,
`carousel snap` and `carousel simulate` through the tool.

Everything is in viewport coordinates: origin at the top-left, y down; offset k x pitch
centres (or, for pages, aligns) item k.
"""

import bisect
import math
import subprocess

from carousel_helpers import parsed_output

RUN_TIMEOUT = 60

LAYOUTS = ["linear", "cards", "wheel", "pages", "coverflow", "rotary", "pager"]
BASE_KEYS = {"index", "position", "center", "size", "scale", "rotation", "zIndex", "alpha"}
WHEEL_KEYS = {"angle", "innerRadius", "outerRadius"}

DEFAULT_PAGE_SIZES = [300.0, 120.0, 500.0, 80.0, 200.0]


# --------------------------------------------------------------------------------------
# Running the tool
# --------------------------------------------------------------------------------------


def cli(carousel_bin, command, args, timeout=RUN_TIMEOUT):
    """Runs `carousel <command> args...`; returns the CompletedProcess."""
    cmd = [carousel_bin, command] + [str(a) for a in args]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)


def cli_json(carousel_bin, command, args, timeout=RUN_TIMEOUT):
    """Runs `carousel <command> args... --json` and parses its output (fails on a non-zero exit)."""
    args = [str(a) for a in args]
    if "--json" not in args:
        args.append("--json")
    return parsed_output(cli(carousel_bin, command, args, timeout), f"{command} {' '.join(args)}")


# --------------------------------------------------------------------------------------
# Options, as the tool documents them (`carousel layout --help`)
# --------------------------------------------------------------------------------------


class Geometry:
    """A layout with its options, mirroring the command line."""

    def __init__(self, layout="linear", viewport=(375.0, 200.0), count=5, loop=False, inset=None, spacing=None,
                 item_height=None, item_fraction=None, min_scale=0.4, stack_depth=4, visible_items=5,
                 max_scale=1.7, page_sizes=None, axis=None, alignment="leading", style="cubic",
                 pager_min_scale=None, min_alpha=None):
        self.layout = layout
        self.W, self.H = float(viewport[0]), float(viewport[1])
        self.count = count
        self.loop = loop
        self.inset = inset
        self.spacing = spacing
        self.item_height = item_height
        self.item_fraction = item_fraction
        self.min_scale = min_scale
        self.stack_depth = stack_depth
        self.visible_items = visible_items
        self.max_scale = max_scale
        self.page_sizes = [float(s) for s in (page_sizes or DEFAULT_PAGE_SIZES)]
        self.axis = axis
        self.alignment = alignment
        self.style = style
        self.pager_min_scale = pager_min_scale
        self.min_alpha = min_alpha

    def args(self):
        a = ["--layout", self.layout, "--viewport", "%rx%r" % (self.W, self.H), "--count", self.count]
        if self.loop:
            a.append("--loop")
        for flag, value in [("--inset", self.inset), ("--spacing", self.spacing), ("--item-height", self.item_height),
                            ("--item-fraction", self.item_fraction), ("--axis", self.axis)]:
            if value is not None:
                a += [flag, value]
        if self.layout == "cards":
            a += ["--min-scale", self.min_scale, "--stack-depth", self.stack_depth]
        if self.layout == "wheel":
            a += ["--visible-items", self.visible_items, "--max-scale", self.max_scale]
        if self.layout == "pages":
            a += ["--page-sizes", ",".join(repr(s) for s in self.page_sizes), "--alignment", self.alignment]
        if self.layout == "coverflow" and self.style == "coverFlow2":
            a += ["--style", self.style]
        if self.layout == "pager":
            a += ["--style", self.style]
            if self.pager_min_scale is not None:
                a += ["--min-scale", self.pager_min_scale]
            if self.min_alpha is not None:
                a += ["--min-alpha", self.min_alpha]
        return [str(x) for x in a]

    def __repr__(self):
        return "Geometry(%s)" % " ".join(self.args())

    # ---- shared quantities -----------------------------------------------------------

    @property
    def is_vertical(self):
        if self.layout == "pages":
            return (self.axis or "vertical") == "vertical"
        if self.layout == "linear":
            return (self.axis or "horizontal") == "vertical"
        return False

    @property
    def length(self):
        """The viewport's length along the scroll axis."""
        return self.H if self.is_vertical else self.W

    @property
    def breadth(self):
        return self.W if self.is_vertical else self.H

    def item_length(self):
        """linear / cards / coverflow / rotary: the item length along the axis."""
        L = self.length
        if self.layout == "cards":
            return L - 2 * (36.0 if self.inset is None else self.inset)
        if self.item_fraction is not None:
            return L * self.item_fraction
        if self.inset is not None:
            return L - 2 * self.inset
        return {"linear": L - 2 * 16.0, "coverflow": L * 0.5, "rotary": L * 0.4, "pager": L}[self.layout]

    def pitch(self):
        """The distance between anchors, for the uniform layouts."""
        if self.layout == "linear":
            return self.item_length() + (8.0 if self.spacing is None else self.spacing)
        if self.layout == "cards":
            return self.item_length() + (50.0 if self.spacing is None else self.spacing)
        if self.layout == "wheel":
            return self.drum()["L"]
        if self.layout == "coverflow":
            return self.item_length()
        if self.layout == "rotary":
            return self.item_length() + (10.0 if self.spacing is None else self.spacing)
        if self.layout == "pager":
            return self.item_length() + self.pager_spacing()
        raise ValueError("pages have no uniform pitch")

    # ---- FSPagerView's transformers (FSPagerViewTransformer.swift) --------------------

    def pager_ms(self):
        if self.pager_min_scale is not None:
            return float(self.pager_min_scale)
        return {"zoomOut": 0.85, "depth": 0.5}.get(self.style, 0.65)

    def pager_ma(self):
        return 0.6 if self.min_alpha is None else float(self.min_alpha)

    def pager_spacing(self):
        """proposedInteritemSpacing(): the pager's spacing for crossFading, zoomOut, depth."""
        w, ms = self.item_length(), self.pager_ms()
        return {"overlap": w * -ms * 0.6, "linear": w * -ms * 0.2,
                "coverFlow": -w * math.sin(math.pi * 0.25 * 0.25 * 3.0), "ferrisWheel": -w * 0.15,
                "invertedFerrisWheel": -w * 0.15, "cubic": 0.0}.get(
                    self.style, 0.0 if self.spacing is None else float(self.spacing))

    # ---- the wheel (collection-view layouts article, third layout) --------------------

    def wheel_item_height(self):
        return 70.0 if self.item_height is None else float(self.item_height)

    def drum(self):
        w = self.W / 2
        h = self.H
        if h > w:
            R, A, cy = w, math.pi, h
        else:
            R = (w * w + h * h) / (2 * h)
            A, cy = 4 * math.atan(h / w), R
        a = A / self.visible_items
        return {"R": R, "A": A, "a": a, "L": a * R, "cx": w, "cy": cy,
                "itemWidth": 2 * R * math.sin(a / 2),
                "inner": (R - self.wheel_item_height()) / math.cos(a / 2)}

    # ---- pages (custom paging article) ------------------------------------------------

    def page_spacing(self):
        return 0.0 if self.spacing is None else float(self.spacing)

    def page_size(self, i):
        return self.page_sizes[i % len(self.page_sizes)]

    def _pattern_edges(self):
        """Leading edges of the page-size pattern: e[j] = sum over k < j of (s_k + spacing)."""
        edges = [0.0]
        for size in self.page_sizes:
            edges.append(edges[-1] + size + self.page_spacing())
        return edges

    def page_item_edge(self, i):
        """The leading edge of item i (0 <= i <= count): the sizes repeat as a pattern."""
        e = self._pattern_edges()
        m = len(self.page_sizes)
        return (i // m) * e[m] + e[i % m]

    def page_period(self):
        return self.page_item_edge(self.count)

    def page_leading_edge(self, position):
        """The leading edge of any track position (cycles of `count` items when looping)."""
        cycle, index = divmod(position, self.count)
        return cycle * self.page_period() + self.page_item_edge(index)

    def page_base(self):
        return self.page_sizes[0] / 2 - self.length / 2 if self.alignment == "center" else 0.0

    def page_anchor(self, i):
        """The anchor of item i (the article's anchors; leading ones clamped without looping)."""
        edge = self.page_item_edge(i)
        if self.alignment == "leading":
            if self.loop:
                return edge
            max_leading = max(self.page_period() - self.page_spacing() - self.length, 0.0)
            return min(edge, max_leading)
        return edge + self.page_size(i) / 2 - self.page_sizes[0] / 2

    def page_anchors(self):
        assert self.count <= 100_000, "the model lists anchors of small tracks only"
        return [self.page_anchor(i) for i in range(self.count)]

    # ---- contract values -------------------------------------------------------------

    def content_length(self):
        if self.loop or self.count == 0:
            return None
        n = self.count
        if self.layout == "wheel":
            return self.W + (n - 1) * self.pitch()
        if self.layout == "pages":
            if self.alignment == "leading":
                return max(self.page_period() - self.page_spacing(), self.length)
            return self.page_anchor(n - 1) + self.length
        return (n - 1) * self.pitch() + self.length

    def perspective(self):
        return {"coverflow": 500.0, "rotary": 600.0}.get(self.layout)  # the pager's is in each item

    def anchor_offset(self, position):
        """The offset of the anchor of track position `position`."""
        if self.layout == "pages":
            cycle, index = divmod(position, self.count)
            return cycle * self.page_period() + self.page_anchor(index)
        return position * self.pitch()

    def snap(self, x):
        """(offset, index, positions) of the anchor nearest to x: what targetContentOffset returns.

        `positions` lists every track position whose anchor is that offset (pages that share
        the last anchor). Uniform layouts: the article's Int((x + pitch/2) / pitch), i.e.
        floor(x / pitch + 1/2), clamped to 0..count-1 without looping.
        """
        n = self.count
        if n == 0:
            return None, None, []
        if self.layout != "pages":
            p = self.pitch()
            k = math.floor(x / p + 0.5)
            if not self.loop or n < 2:
                k = min(max(k, 0), n - 1)
            return k * p, k % n, [k]
        anchors = self.page_anchors()
        if self.loop and n >= 2:
            period = self.page_period()
            cycle = math.floor(x / period)
            cands = [(c * period + a, c * n + i) for c in (cycle - 1, cycle, cycle + 1) for i, a in enumerate(anchors)]
        else:
            cands = [(a, i) for i, a in enumerate(anchors)]
        best = min(abs(o - x) for o, _ in cands)
        near = [(o, k) for o, k in cands if abs(abs(o - x) - best) <= 1e-9 * max(1.0, abs(x))]
        offset = near[0][0]
        positions = [k for o, k in near if o == offset or abs(o - offset) <= 1e-9 * max(1.0, abs(x))]
        return offset, positions[0] % n, positions

    # ---- item attributes ---------------------------------------------------------------

    def item(self, position, offset):
        """The expected attributes of the item at track `position`, or None if the layout hides it."""
        n = self.count
        fn = getattr(self, "_item_" + self.layout)
        it = fn(position, float(offset))
        if it is not None:
            it["position"] = position
            it["index"] = position % n
            it.setdefault("scale", 1.0)
            it.setdefault("rotation", 0.0)
            it.setdefault("zIndex", 0.0)
            it.setdefault("alpha", 1.0)
        return it

    def _along_across(self, along, across, size_along, size_across):
        if self.is_vertical:
            return [across, along], [size_across, size_along]
        return [along, across], [size_along, size_across]

    def _item_linear(self, k, o):
        L = self.length
        ell = self.item_length()
        along = L / 2 + k * self.pitch() - o
        thick = self.breadth if self.item_height is None else float(self.item_height)
        center, size = self._along_across(along, self.breadth / 2, ell, thick)
        return {"center": center, "size": size}

    def _item_cards(self, k, o):
        p = self.pitch()
        ell = self.item_length()
        ih = 200.0 if self.item_height is None else float(self.item_height)
        d = k * p - o
        it = {"center": [self.W / 2 + d, self.H / 2], "size": [ell, ih], "zIndex": -float(k)}
        if d <= 0:
            return it
        if d > self.stack_depth * p:
            return None
        D = max(self.count - 1, 1) * p
        # The article: minScale + |1 - d/D| (1 - minScale). Beyond D (only reachable when
        # looping or in the rubber band) the tool documents that the scale stays at minScale.
        f = abs(1 - d / D) if d <= D else 0.0
        scale = self.min_scale + f * (1 - self.min_scale)
        it["scale"] = scale
        it["center"] = [self.W / 2, self.H / 2 + ih * (1 - scale)]
        return it

    def _item_wheel(self, k, o):
        dr = self.drum()
        R, a = dr["R"], dr["a"]
        theta = (k * dr["L"] - o) / R
        if abs(theta) > math.pi / 2 + a:
            return None
        ih = self.wheel_item_height()
        r = R - ih / 2
        scale = max(self.max_scale - abs(theta) / a, 1.0)
        return {
            "center": [dr["cx"] + r * math.sin(theta), dr["cy"] - r * math.cos(theta)],
            "size": [dr["itemWidth"], ih],
            "scale": scale,
            "rotation": theta,
            "zIndex": float(math.trunc(scale * 10)),
            "angle": a,
            "outerRadius": (R + ih * (scale - 1) / 2) / scale,
            "innerRadius": dr["inner"] / scale,
        }

    def _item_pages(self, k, o):
        length = self.page_size(k % self.count)
        along = self.page_leading_edge(k) + length / 2 - o - self.page_base()
        center, size = self._along_across(along, self.breadth / 2, length, self.breadth)
        return {"center": center, "size": size}

    def _item_coverflow(self, k, o):
        w = self.item_length()
        s = (k * w - o) / w
        c = min(max(s, -1.0), 1.0)
        if self.style == "coverFlow2":
            # iCarousel's iCarouselTypeCoverFlow2 with its toggle at 0 (at rest, what `carousel
            # layout` draws): the centre item faces the viewer, the neighbours are fully turned.
            if s > 0.5:
                c = 1.0
            elif s > -0.5:
                c = 0.0
            elif s > -1.5:
                c = -1.0
        h = float(self.item_height) if self.item_height is not None else min(w, self.H)
        m = mat_mul(rotation_y(c * 1.0), translation(0, 0, -abs(c) * w / 2))
        return {"center": [self.W / 2 + (c * 0.5 + s * 0.3) * w, self.H / 2], "size": [w, h],
                "zIndex": -abs(s), "transform3D": m}

    def _item_rotary(self, k, o):
        w = self.item_length()
        sp = 10.0 if self.spacing is None else float(self.spacing)
        p = w + sp
        phi = 2 * math.pi / 10
        theta = (k * p - o) / p * phi
        if abs(theta) >= math.pi / 2:
            return None
        r = p / 2 / math.tan(phi / 2)
        h = float(self.item_height) if self.item_height is not None else min(w * 1.2, self.H * 0.8)
        m = mat_mul(rotation_y(theta), translation(0, 0, -r * (1 - math.cos(theta))))
        return {"center": [self.W / 2 + r * math.sin(theta), self.H / 2], "size": [w, h],
                "zIndex": math.cos(theta), "transform3D": m}

    def _item_pager(self, k, o):
        """FSPagerViewTransformer.applyTransform(to:) for the horizontal pager, written out: the
        affine transform's translation added to the centre, CATransform3D products in Core
        Animation's order (CATransform3DRotate(t, ...) = R . t, CATransform3DTranslate = T . t)."""
        w = self.item_length()
        h = self.H if self.item_height is None else float(self.item_height)
        p = self.pitch()
        s = (k * p - o) / p
        ms, ma = self.pager_ms(), self.pager_ma()
        it = {"center": [self.W / 2 + s * p, self.H / 2], "size": [w, h], "zIndex": -s}
        st = self.style
        if st == "crossFading":
            if abs(s) >= 1:
                return None
            it.update(center=[self.W / 2, self.H / 2], alpha=1 - abs(s), zIndex=1 - abs(s))
        elif st == "zoomOut":
            if abs(s) > 1:
                return None
            f = max(ms, 1 - abs(s))
            horz, vert = p * (1 - f) / 2, h * (1 - f) / 2
            tx = (horz - vert * 2) if s < 0 else (-horz + vert * 2)
            it["center"][0] += tx
            it.update(scale=f, alpha=ma + (f - ms) / (1 - ms) * (1 - ma) if ms < 1 else 1.0)
        elif st == "depth":
            if s < -1 or s >= 1:
                return None
            if s <= 0:
                it["zIndex"] = 1.0
            else:
                it.update(center=[self.W / 2, self.H / 2], scale=ms + (1 - ms) * (1 - s), alpha=1 - s, zIndex=0.0)
        elif st in ("overlap", "linear"):
            alpha = ma + (1 - abs(s)) * (1 - ma)
            if alpha <= 0:
                return None
            it.update(scale=max(1 - (1 - ms) * abs(s), ms), alpha=alpha, zIndex=(1 - abs(s)) * 10)
        elif st == "coverFlow":
            c = min(max(-s, -1.0), 1.0)
            rot = math.sin(c * math.pi * 0.5) * math.pi * 0.25 * 1.5
            eye = max(500.0, w / 2)
            persp = translation(0, 0, 0)
            persp[11] = -1 / eye
            it.update(transform3D=mat_mul(translation(0, 0, -p * 0.5 * abs(c)), mat_mul(rotation_y(rot), persp)),
                      zIndex=-abs(s))
        elif st in ("ferrisWheel", "invertedFerrisWheel"):
            if abs(s) > 5:
                return None
            sign = 1 if st == "ferrisWheel" else -1
            radius = p * 14 / (2 * math.pi)
            ty, theta = radius * sign, s * (2 * math.pi / 14) * sign
            # translatedBy(-s p, ty), rotated(theta), translatedBy(0, -ty): the centre moves to
            # (-s p + ty sin theta, ty (1 - cos theta)) from W/2 + s p.
            it.update(center=[self.W / 2 + ty * math.sin(theta), self.H / 2 + ty * (1 - math.cos(theta))],
                      rotation=theta, zIndex=4 - abs(s) * 10, alpha=1.0 if abs(s) < 0.5 else ma)
            if it["alpha"] <= 0:
                return None
        elif st == "cubic":
            if s <= -1 or s >= 1:
                return None
            d = 1 if s < 0 else -1
            persp = translation(0, 0, 0)
            persp[11] = -1 / 500.0
            it["center"][0] += d * w / 2
            it.update(transform3D=mat_mul(translation(-d * w / 2, 0, 0), mat_mul(rotation_y(s * math.pi / 2), persp)),
                      zIndex=(1 - s) * 10)
        return it

    # ---- visibility ----------------------------------------------------------------

    def candidate_positions(self, offset):
        """A generous range of track positions to examine at `offset`."""
        if self.count == 0:
            return range(0)
        if self.layout == "pages":
            n = self.count
            m = len(self.page_sizes)
            start = offset + self.page_base()
            period = self.page_period()
            cyc = math.floor(start / period)
            local = start - cyc * period
            guess = cyc * n + int(local // self._pattern_edges()[m]) * m
            span = m + int(self.length / min(self.page_sizes)) + 3
            ks = list(range(guess - span, guess + 2 * span + 1))
        else:
            p = self.pitch()
            if self.layout == "linear":
                reach = self.length + self.item_length()
            elif self.layout == "cards":
                reach = self.W + self.item_length() + (self.stack_depth + 2) * p
            elif self.layout == "wheel":
                reach = self.drum()["R"] * (math.pi / 2 + self.drum()["a"]) + 2 * p
            elif self.layout == "coverflow":
                reach = (self.W / 2 / self.item_length()) / 0.3 * p + 3 * p
            elif self.layout == "pager":
                reach = self.W / 2 + 3 * self.item_length() + 6 * p
            else:
                reach = 4 * p
            c = math.floor(offset / p)
            m = int(math.ceil(reach / p)) + 2
            ks = list(range(c - m, c + m + 1))
        if not self.loop or self.count < 2:
            ks = [k for k in ks if 0 <= k < self.count]
        return ks

    def bounding_box(self, it):
        """The item's drawn bounding box (scaled, rotated; 3D items projected)."""
        cx, cy = it["center"]
        w = it["size"][0] * it["scale"] / 2
        h = it["size"][1] * it["scale"] / 2
        if "transform3D" not in it:
            c, s = abs(math.cos(it["rotation"])), abs(math.sin(it["rotation"]))
            hx, hy = w * c + h * s, w * s + h * c
            return cx - hx, cy - hy, cx + hx, cy + hy
        d = self.perspective()
        xs, ys = [], []
        for px, py in [(-w, -h), (w, -h), (w, h), (-w, h)]:
            x, y, z, ww = apply(it["transform3D"], px, py, 0.0)
            x, y, z = cx + x / ww, cy + y / ww, z / ww
            f = 1 / max(1 - z / d, 1e-6) if d is not None else 1.0
            xs.append(self.W / 2 + (x - self.W / 2) * f)
            ys.append(self.H / 2 + (y - self.H / 2) * f)
        return min(xs), min(ys), max(xs), max(ys)

    def expected_sets(self, offset, margin=1e-6):
        """(required, allowed, model) at `offset`.

        required: positions whose centre lies inside the viewport (by more than `margin`),
        which the contract says must be listed. allowed: positions the layout shows whose drawn
        box meets the viewport (with `margin` of slack), the most the tool may list.
        model: position -> expected attributes.
        """
        required, allowed, model = set(), set(), {}
        scale = max(1.0, abs(offset))
        tol = margin * scale
        for k in self.candidate_positions(offset):
            it = self.item(k, offset)
            if it is None:
                continue
            model[k] = it
            x, y = it["center"]
            if tol < x < self.W - tol and tol < y < self.H - tol:
                required.add(k)
            x0, y0, x1, y1 = self.bounding_box(it)
            if x0 < self.W + tol and x1 > -tol and y0 < self.H + tol and y1 > -tol:
                allowed.add(k)
        return required, allowed, model


# --------------------------------------------------------------------------------------
# 4x4 transforms in Core Animation's layout (row vectors, m11..m44)
# --------------------------------------------------------------------------------------


def rotation_y(angle):
    c, s = math.cos(angle), math.sin(angle)
    return [c, 0, -s, 0, 0, 1, 0, 0, s, 0, c, 0, 0, 0, 0, 1]


def translation(x, y, z):
    return [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, x, y, z, 1]


def mat_mul(a, b):
    """a then b (CATransform3DConcat(a, b)): a . b with row vectors."""
    return [sum(a[4 * i + k] * b[4 * k + j] for k in range(4)) for i in range(4) for j in range(4)]


def apply(m, x, y, z):
    v = (x, y, z, 1.0)
    return tuple(sum(v[k] * m[4 * k + j] for k in range(4)) for j in range(4))


# --------------------------------------------------------------------------------------
# Comparison
# --------------------------------------------------------------------------------------


def close(a, b, scale=1.0, rel=1e-9):
    """|a - b| <= rel * max(|a|, |b|, scale)."""
    return abs(a - b) <= rel * max(abs(a), abs(b), scale)


def compare_item(got, want, scale, where):
    """Asserts that an item of `carousel layout --json` has the expected attributes."""
    assert got["index"] == want["index"] and got["position"] == want["position"], (where, got, want)
    for key in ("scale", "rotation", "zIndex", "alpha", "angle", "innerRadius", "outerRadius"):
        if key in want:
            assert key in got, f"{where}: item {want['position']} has no {key!r}: {got}"
            assert close(got[key], want[key], 1.0 if key in ("scale", "rotation", "alpha", "angle") else scale), (
                f"{where}: position {want['position']} {key} = {got[key]!r}, expected {want[key]!r}")
    for key in ("center", "size"):
        assert len(got[key]) == 2, (where, got)
        for g, w in zip(got[key], want[key]):
            assert close(g, w, scale), f"{where}: position {want['position']} {key} = {got[key]!r}, expected {want[key]!r}"
    if "transform3D" in want:
        assert len(got["transform3D"]) == 16, (where, got)
        for g, w in zip(got["transform3D"], want["transform3D"]):
            assert close(g, w, scale), (
                f"{where}: position {want['position']} transform3D = {got['transform3D']!r}, expected {want['transform3D']!r}")
