"""Mouse gestures and page reading for the browser tests."""

import math
import time

DEMOS = ["banners", "selector", "cards", "wheel", "pages", "fullpage", "drum", "icarousel", "fspager", "cvpl"]
VERTICAL = {"pages", "drum"}
DRUM_ROW = 36
# The distance a finger moves before the content follows it (the driver's slop), in points.
SLOP = 10
PAGE_SIZES = [320, 200, 440, 260, 380]


def open_playground(page, url):
    page.bring_to_front()  # background tabs get no animation frames
    page.goto(url)
    page.wait_for_selector('[data-status="ready"]', timeout=15000)
    # Every demo drawn and at rest (the engine runs in the page: its state is current).
    page.wait_for_function(
        """(demos) => demos.every((d) => {
            const s = document.querySelector(`[data-demo="${d}"]`);
            return s && s.dataset.ready === "true" && s.dataset.phase === "idle";
        })""", arg=DEMOS, timeout=15000)


def stage(page, demo):
    return page.locator(f'[data-demo="{demo}"]')


def box(page, demo):
    return stage(page, demo).bounding_box()


def attr(page, demo, name):
    return stage(page, demo).get_attribute(name)


def current(page, demo):
    value = attr(page, demo, "data-current-index")
    return None if value in (None, "") else int(value)


def count(page, demo):
    return int(attr(page, demo, "data-count"))


def phase(page, demo):
    return attr(page, demo, "data-phase")


def offset(page, demo):
    return float(attr(page, demo, "data-offset"))


def sync(page, timeout=120.0):
    """Waits until the page shows what everything it has sent so far did
    (`playground.messages.seen`, app.js: the engine runs in the page, so every action is
    applied before the call that sends it returns). A guard against a hang only."""
    page.wait_for_function("(n) => window.playground.messages.seen >= n",
                           arg=page.evaluate("window.playground.messages.sent"), timeout=timeout * 1000)


def wait_idle(page, demo, timeout=60.0):
    """Waits until the page has shown the effect of its input so far and the demo is at rest
    (and stays so for two readings). The timeout is a guard against a hang only: the settle
    runs on the page's clock, the frames may come slowly on a busy machine."""
    sync(page)
    deadline = time.monotonic() + timeout
    calm = 0
    while time.monotonic() < deadline:
        if phase(page, demo) == "idle":
            calm += 1
            if calm >= 2:
                return
        else:
            calm = 0
        page.wait_for_timeout(30)
    raise AssertionError(f"{demo} did not come to rest: phase {phase(page, demo)}")


def wait_all_idle(page):
    for demo in DEMOS:
        wait_idle(page, demo)


def items(page, demo):
    """The visible item elements: index and bounding box (viewport coordinates)."""
    return page.evaluate(
        """(demo) => Array.from(document.querySelectorAll(`[data-demo="${demo}"] [data-role="item"]`))
            .map(e => { const r = e.getBoundingClientRect();
                        return {index: Number(e.dataset.index), slot: Number(e.dataset.slot),
                                x: r.x, y: r.y, width: r.width, height: r.height,
                                cx: r.x + r.width / 2, cy: r.y + r.height / 2}; })""",
        demo)


def item(page, demo, index):
    found = [i for i in items(page, demo) if i["index"] == index]
    assert found, f"{demo}: no element shows item {index}; shown: {[i['index'] for i in items(page, demo)]}"
    return found[0]


def pitch(page, demo):
    """The distance between two anchors, from the layouts' formulas and the stage size."""
    b = box(page, demo)
    w, h = b["width"], b["height"]
    if demo == "banners":
        return w - 32 + 8
    if demo == "selector":
        return w - 72 + 100
    if demo == "cards":
        return w - 72 + 50
    if demo == "fullpage":
        return w
    if demo == "pages":
        return PAGE_SIZES[0]
    if demo == "drum":
        return DRUM_ROW
    if demo == "icarousel":
        return 0.4 * w  # the cylinder (its first look): items 0.4 w wide, spacing 1 item width
    if demo == "fspager":
        return w  # cross fading (its first look): full-width pages, no spacing
    if demo == "cvpl":
        return w  # scale, linear (its first look): pages the viewport's width
    if demo == "wheel":
        half = w / 2
        radius = half if h > half else (half * half + h * h) / (2 * h)
        angle = math.pi if h > half else 4 * math.atan(h / half)
        return angle / 5 * radius
    raise ValueError(demo)


# The page's clock in seconds since the epoch, the DevTools protocol's timestamps.
PAGE_CLOCK = "(performance.timeOrigin + performance.now()) / 1000"


def timed_input(page, steps):
    """Dispatches input events through the DevTools protocol at exact times, however busy the
    machine: `steps` are `(method, params, dt)`, `dt` seconds after the page's present. The
    `timestamp` becomes the events' `timeStamp`, which the page sends to the driver; the page
    sends no frame (`playground.framesHeld`) until its clock has passed the last event, so
    the driver sees the events as timed here and the next frame after them. Returns once the
    page shows their effect."""
    cdp = page.context.new_cdp_session(page)
    page.evaluate("playground.framesHeld = true")
    try:
        t0 = page.evaluate(PAGE_CLOCK)
        for method, params, dt in steps:
            cdp.send(method, {**params, "timestamp": t0 + dt})
        last = t0 + max(dt for _, _, dt in steps)
        page.wait_for_function(f"(t) => {PAGE_CLOCK} > t", arg=last, timeout=30000)
    finally:
        page.evaluate("playground.framesHeld = false")
        cdp.detach()
    sync(page)


def mouse_event(kind, x, y, buttons, **extra):
    return ("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left", "buttons": buttons,
                                         "clickCount": 1, **extra})


def touch_event(kind, x, y):
    points = [] if kind == "touchEnd" else [{"x": x, "y": y, "id": 1}]
    return ("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})


def drag(page, demo, distance, duration=0.6, steps=30, hold=0.15, start=None, catch_after=None):
    """Drags along the demo's axis by `distance` px (negative: towards the start of the
    axis, which scrolls forward), over `duration` seconds, holds still for `hold` seconds,
    then releases, with exact event times (`timed_input`).

    With `catch_after`, the finger goes down again where it was released that many seconds
    after the release, and stays down: `release(page, at)` lifts it. Returns where the
    gesture ended (viewport coordinates)."""
    stage(page, demo).scroll_into_view_if_needed()
    b = box(page, demo)
    vertical = demo in VERTICAL
    if start is None:
        start = 0.8 if distance < 0 else 0.2
    if vertical:
        x0, y0 = b["x"] + b["width"] / 2, b["y"] + b["height"] * start
    else:
        x0, y0 = b["x"] + b["width"] * start, b["y"] + b["height"] / 2

    def point(d):
        return (x0, y0 + d) if vertical else (x0 + d, y0)

    page.mouse.move(*point(0))
    events = [(*mouse_event("mousePressed", *point(0), 1), 0.0)]
    events += [(*mouse_event("mouseMoved", *point(distance * i / steps), 1), duration * i / steps)
               for i in range(1, steps + 1)]
    events.append((*mouse_event("mouseReleased", *point(distance), 0), duration + hold))
    if catch_after is not None:
        events.append((*mouse_event("mousePressed", *point(distance), 1), duration + hold + catch_after))
    timed_input(page, events)
    if catch_after is None:
        # Where Playwright's mouse is (a hover while the button is up: the page ignores it).
        page.mouse.move(*point(distance))
    return point(distance)


def release(page, at):
    """Lifts the mouse button that `drag(catch_after:)` left down at `at`, now."""
    timed_input(page, [(*mouse_event("mouseReleased", *at, 0), 0.0)])


def fling(page, demo, distance=-220, catch_after=None):
    """A quick flick: `distance` px in 60 ms, released while moving."""
    return drag(page, demo, distance, duration=0.06, steps=6, hold=0, catch_after=catch_after)


def assert_current_in_place(page, demo, tolerance=1.5):
    """The current item rests where the layout puts it: centred for the horizontal demos
    (at the top of the drum for the wheel), its top edge at the top for the pages, centred
    vertically for the drum picker."""
    index = current(page, demo)
    assert index is not None
    b = box(page, demo)
    it = item(page, demo, index)
    if demo == "pages":
        if index < 4:  # the last page shares the last anchor (no empty space after it)
            assert abs(it["y"] - b["y"]) <= tolerance, (demo, index, it, b)
        else:
            assert abs(it["y"] + it["height"] - (b["y"] + b["height"])) <= tolerance, (demo, index, it, b)
    elif demo == "drum":
        assert abs(it["cy"] - (b["y"] + b["height"] / 2)) <= tolerance, (demo, index, it, b)
    else:
        assert abs(it["cx"] - (b["x"] + b["width"] / 2)) <= tolerance, (demo, index, it, b)
    if demo == "wheel":
        top = min(items(page, demo), key=lambda i: i["cy"])
        assert top["index"] == index, "the current wheel item is at the top"
