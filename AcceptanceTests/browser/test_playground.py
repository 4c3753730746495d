"""The playground in a real browser: every demo dragged and flung with the mouse, the
engine's answers checked on the page."""

import json
import time

import pytest

from browser_helpers import (DEMOS, SLOP, assert_current_in_place, attr, box, count, current, drag, fling, item, items,
                             offset, open_playground, phase, pitch, release, stage, sync, timed_input,
                             mouse_event, touch_event, wait_all_idle, wait_idle)

START_COUNTS = {"banners": 8, "selector": 12, "cards": 8, "wheel": 24, "pages": 5, "fullpage": 5, "drum": 60, "icarousel": 20,
                "fspager": 7, "cvpl": 9}


def test_every_demo_is_drawn_with_its_test_hooks(page, screenshots):
    for demo in DEMOS:
        assert count(page, demo) == START_COUNTS[demo]
        assert current(page, demo) == 0
        shown = items(page, demo)
        assert shown, f"{demo} shows items"
        assert len({i["slot"] for i in shown}) == len(shown)
        assert_current_in_place(page, demo)
    # Only the visible items exist: a handful of elements per demo, whatever the count.
    assert len(items(page, "banners")) == 3
    assert len(items(page, "fullpage")) == 1
    assert page.locator('[data-demo="wheel"] [data-role="item"] svg path').count() == len(items(page, "wheel"))
    assert "CarouselDriver(" in page.locator("#swift-code").inner_text()
    page.screenshot(path=str(screenshots / "playground.png"), full_page=True)


def test_the_links_to_the_documentation_stay_hidden_without_it(page):
    # They show only inside the documentation site (scripts/build-site: test_site.py); the
    # playground's own server has no documentation beside the page.
    page.wait_for_load_state("networkidle")
    assert page.locator("#site-links").is_hidden()


@pytest.mark.parametrize("demo", DEMOS)
def test_a_slow_drag_past_half_an_item_moves_to_the_next(page, demo):
    # The content follows the finger once it has moved SLOP points.
    drag(page, demo, -(0.7 * pitch(page, demo) + SLOP))
    wait_idle(page, demo)
    assert current(page, demo) == 1
    assert_current_in_place(page, demo)


@pytest.mark.parametrize("demo", DEMOS)
def test_a_short_drag_springs_back(page, demo):
    drag(page, demo, -(0.25 * pitch(page, demo) + SLOP))
    wait_idle(page, demo)
    assert current(page, demo) == 0
    assert_current_in_place(page, demo)


@pytest.mark.parametrize("demo", DEMOS)
def test_a_fling_moves_forward_and_settles_on_an_item(page, demo):
    fling(page, demo)
    wait_idle(page, demo)
    index = current(page, demo)
    if demo in ("banners", "cards", "pages", "fullpage"):
        assert index == 1, "paging: one item per fling"
    else:
        assert index not in (None, 0), "a fling with .normal deceleration carries over several items"
    assert_current_in_place(page, demo)


@pytest.mark.parametrize("demo", ["banners", "wheel", "fullpage"])
def test_dragging_back_from_the_first_item_loops_to_the_last(page, demo):
    assert current(page, demo) == 0
    drag(page, demo, 0.7 * pitch(page, demo))
    wait_idle(page, demo)
    assert current(page, demo) == count(page, demo) - 1
    assert_current_in_place(page, demo)


def test_without_looping_the_first_item_rubber_bands_back(page):
    drag(page, "cards", 150, hold=0)
    wait_idle(page, "cards")
    assert current(page, "cards") == 0
    assert_current_in_place(page, "cards")


@pytest.mark.parametrize("demo", ["wheel", "selector"])
def test_a_touch_catches_a_fling_mid_motion(page, demo):
    start = offset(page, demo)
    # The finger comes down where the fling left off, 120 ms after the release: no frame
    # runs between them, so the driver catches the motion exactly 120 ms into it.
    at = fling(page, demo, -220, catch_after=0.12)
    assert phase(page, demo) == "dragging"
    caught = offset(page, demo)
    assert caught - start > 220 + 20, "the content went on moving after the release until the touch"
    index = current(page, demo)
    page.wait_for_timeout(400)
    sync(page)
    assert offset(page, demo) == caught, "the content stays under the finger"
    assert current(page, demo) == index
    release(page, at)
    wait_idle(page, demo)
    assert_current_in_place(page, demo)


def test_the_page_indicator_and_keys_scroll_the_banner(page):
    page.locator('[data-indicator="banners"] button').nth(3).click()
    wait_idle(page, "banners")
    assert current(page, "banners") == 3
    assert_current_in_place(page, "banners")
    stage(page, "banners").focus()
    page.keyboard.press("ArrowRight")
    wait_idle(page, "banners")
    assert current(page, "banners") == 4
    assert page.locator('[data-indicator="banners"] button[aria-current="true"]').count() == 1


def test_resizing_the_window_keeps_the_current_item(page, screenshots):
    page.locator('[data-indicator="banners"] button').nth(5).click()
    drag(page, "selector", -0.7 * pitch(page, "selector"))
    drag(page, "pages", -0.7 * pitch(page, "pages"))
    for demo in ("banners", "selector", "pages"):
        wait_idle(page, demo)
    before = {demo: current(page, demo) for demo in DEMOS}
    width_before = box(page, "banners")["width"]
    assert before["banners"] == 5 and before["selector"] == 1 and before["pages"] == 1
    page.set_viewport_size({"width": 390, "height": 844})
    page.wait_for_function(
        "(w) => Math.abs(document.querySelector('[data-demo=banners]').getBoundingClientRect().width - w) > 20",
        arg=width_before)
    page.wait_for_timeout(300)
    wait_all_idle(page)
    assert {demo: current(page, demo) for demo in DEMOS} == before
    for demo in DEMOS:
        stage(page, demo).scroll_into_view_if_needed()
        assert_current_in_place(page, demo)
    page.screenshot(path=str(screenshots / "playground-narrow.png"), full_page=True)
    page.set_viewport_size({"width": 1280, "height": 900})
    page.wait_for_timeout(300)
    wait_all_idle(page)
    assert {demo: current(page, demo) for demo in DEMOS} == before
    assert_current_in_place(page, "banners")


def test_two_tabs_have_their_own_engines(context, server):
    first = context.new_page()
    second = context.new_page()
    open_playground(first, server)
    open_playground(second, server)
    first.bring_to_front()
    drag(first, "banners", -0.7 * pitch(first, "banners"))
    wait_idle(first, "banners")
    assert current(first, "banners") == 1
    second.bring_to_front()
    second.wait_for_timeout(300)
    sync(second)
    assert current(second, "banners") == 0
    assert offset(second, "banners") == 0
    drag(second, "wheel", 0.7 * pitch(second, "wheel"))
    wait_idle(second, "wheel")
    assert current(second, "wheel") == 23
    first.bring_to_front()
    first.wait_for_timeout(300)
    sync(first)
    assert current(first, "wheel") == 0
    assert current(first, "banners") == 1


def test_refused_messages_are_reported_and_the_page_keeps_working(page):
    """Messages the page's bridge refuses (the console's `playground.send`, as the page's own
    handlers send them) are reported and change nothing; numbers that are not finite reach
    the engine, which keeps every drawn number finite."""
    refused = page.evaluate("""() => {
        const p = window.playground;
        const t = performance.now() / 1000;
        const answers = [
          p.send({type: "teleport"}),
          p.send({type: "pointer", demo: "carousel", phase: "began", x: 1, t}),
          p.send({type: "pointer", demo: "banners", phase: "hovered", x: 1, t}),
          p.send({type: "key", demo: "banners", key: "Escape", t}),
          p.send({type: "configure", demo: "banners", settings: {teleport: 1}, t}),
          p.send({type: "configure", demo: "banners", settings: {snapping: "sideways"}, t}),
          p.send({type: "configure", demo: "banners", settings: {springResponse: NaN}, t}),
        ];
        p.send({type: "pointer", demo: "banners", phase: "began", x: NaN, y: Infinity, t: NaN});
        p.send({type: "pointer", demo: "banners", phase: "ended", x: 1e300, y: -1e300, t: 1e300});
        p.send({type: "frame", t: performance.now() / 1000});
        return {answers, errors: p.errors.length};
    }""")
    assert refused["answers"] == [False] * 7 and refused["errors"] == 7, refused
    assert page.locator("#log").inner_text().startswith("refused: ")
    wait_idle(page, "banners")
    for i in items(page, "banners"):
        assert all(abs(i[k]) < 1e6 for k in ("x", "y", "width", "height")), i
    drag(page, "banners", -0.7 * pitch(page, "banners"))
    wait_idle(page, "banners")
    assert current(page, "banners") in (1, 2)
    assert_current_in_place(page, "banners")


def test_a_flood_of_pointer_events_is_handled_in_the_page(context, server):
    tab = context.new_page()
    open_playground(tab, server)
    tab.evaluate("""() => {
        const p = window.playground;
        const t0 = performance.now() / 1000;
        p.send({type: "pointer", demo: "wheel", phase: "began", x: 0, t: t0});
        for (let i = 0; i < 20000; i++) {
          p.send({type: "pointer", demo: "wheel", phase: "moved", x: (i % 500) - 250, t: t0 + i * 1e-5});
        }
        p.send({type: "pointer", demo: "wheel", phase: "ended", x: 0, t: t0 + 0.3});
    }""")
    # A guard against a hang only.
    wait_idle(tab, "wheel", timeout=120)
    assert_current_in_place(tab, "wheel")
    assert len(items(tab, "wheel")) <= 12
    tab.close()


def test_one_look_control_serves_the_icarousel_fspager_and_cvpl_demos(page):
    """The panel's one look control (`data-setting="look"`) offers each demo its own looks,
    numbered as the demo numbers them, and is hidden for a demo without looks."""
    look = page.locator('[data-setting="look"]')

    def labels():
        return look.evaluate("(s) => Array.from(s.options).map((o) => o.textContent)")

    page.locator('[data-tune="icarousel"]').click()
    assert look.is_visible()
    assert labels() == ["rotary", "inverted rotary", "cylinder", "inverted cylinder", "wheel (.ring)",
                        "inverted wheel", "time machine", "inverted time machine", "cover flow 2",
                        "cylinder, vertical", "wheel, vertical"]
    assert look.input_value() == "2", "the iCarousel demo starts with the cylinder"
    assert "layout: .cylinder()," in page.locator("#swift-code").inner_text()
    look.select_option("6")
    page.wait_for_function("() => document.querySelector('#swift-code').textContent.includes('layout: .timeMachine(),')")
    wait_idle(page, "icarousel")
    assert_current_in_place(page, "icarousel")

    page.locator('[data-tune="fspager"]').click()
    assert look.is_visible()
    assert labels() == ["Cross fading", "Zoom out", "Depth", "Overlap", "Linear", "Cover flow", "Ferris wheel",
                        "Inverted ferris wheel", "Cubic", "Cubic, vertical"]
    assert look.input_value() == "0"
    look.select_option("8")
    page.wait_for_function("() => document.querySelector('#swift-code').textContent.includes('layout: .pager(.cubic,')")

    page.locator('[data-tune="cvpl"]').click()
    assert look.is_visible()
    assert len(labels()) == 22
    assert labels()[:2] == ["Scale, linear", "Scale, ease in"] and labels()[-1] == "Snapshot, fade"
    assert look.input_value() == "0"
    look.select_option("7")
    page.wait_for_function("() => document.querySelector('#swift-code').textContent.includes('layout: .scale(.coverFlow),')")

    page.locator('[data-tune="cards"]').click()
    assert not look.is_visible()
    # Back to the iCarousel demo: its own look is kept and shown.
    page.locator('[data-tune="icarousel"]').click()
    assert look.input_value() == "6" and len(labels()) == 11


def test_a_snapshot_look_draws_a_moving_item_as_its_pieces_and_the_item_at_rest_whole(page):
    """The cvpl demo's snapshot looks: an item off centre is drawn as the pieces the core cuts
    it into (`.grid`: 10 rows by 4 columns, each a clipped copy of the item's content moved
    apart), the centred item at rest whole; while a finger drags the current item away from
    the centre, it is drawn as its 40 pieces, and whole again once it settles."""
    look = page.locator('[data-setting="look"]')
    page.locator('[data-tune="cvpl"]').click()
    look.select_option("14")
    page.wait_for_function("() => document.querySelector('#swift-code').textContent.includes('layout: .snapshot(.grid),')")
    wait_idle(page, "cvpl")

    def pieces_of(index):
        return page.evaluate(
            """(i) => {
                const node = document.querySelector(`[data-demo="cvpl"] .item[data-index="${i}"]:not([hidden])`);
                if (!node) return null;
                const pieces = Array.from(node.querySelectorAll('[data-role="piece"]'));
                return { count: pieces.length, moved: new Set(pieces.map((p) => p.style.transform)).size };
            }""", index)

    now = current(page, "cvpl")
    assert pieces_of(now) == {"count": 0, "moved": 0}, "the centred item at rest is drawn whole"
    stage(page, "cvpl").scroll_into_view_if_needed()
    b = box(page, "cvpl")
    x, y = b["x"] + b["width"] * 0.7, b["y"] + b["height"] / 2
    page.mouse.move(x, y)
    page.mouse.down()
    for step in range(1, 11):
        page.mouse.move(x - 10 * step, y)
    sync(page)
    moving = pieces_of(now)
    assert moving is not None and moving["count"] == 40, moving
    assert moving["moved"] > 1, "the pieces move apart, each its own way"
    page.mouse.up()
    wait_idle(page, "cvpl")
    assert pieces_of(current(page, "cvpl"))["count"] == 0, "whole again at rest"


def test_the_panel_reconfigures_a_demo_live_and_shows_its_swift_code(page):
    page.locator('[data-tune="cards"]').click()
    assert page.locator("#panel-demo").input_value() == "cards"
    drag(page, "cards", -0.7 * pitch(page, "cards"))
    wait_idle(page, "cards")
    assert current(page, "cards") == 1
    page.locator('[data-setting="count"]').fill("3")
    page.locator('[data-setting="count"]').press("Enter")
    page.wait_for_function("() => document.querySelector('[data-demo=cards]').dataset.count === '3'")
    assert current(page, "cards") == 1, "the current item is kept"
    page.wait_for_function("() => document.querySelector('#swift-code').textContent.includes('count: 3,')")
    page.locator('[data-rate="0.998"]').click()
    page.wait_for_function("() => document.querySelector('#swift-code').textContent.includes('decelerationRate: .normal')")
    page.locator('[data-setting="isLooping"]').check()
    page.wait_for_function("() => document.querySelector('#swift-code').textContent.includes('isLooping: true')")
    assert current(page, "cards") == 1
    page.locator('[data-setting="snapping"]').select_option("nearest")
    page.wait_for_function("() => document.querySelector('#swift-code').textContent.includes('snapping: .nearest')")
    page.locator('[data-setting="springResponse"]').fill("0.5")
    page.wait_for_function("() => document.querySelector('#swift-code').textContent.includes('Spring(response: 0.5')")
    wait_idle(page, "cards")
    assert_current_in_place(page, "cards")
    # Looping is live: back past the first card to the last.
    drag(page, "cards", 0.7 * pitch(page, "cards"))
    wait_idle(page, "cards")
    drag(page, "cards", 0.7 * pitch(page, "cards"))
    wait_idle(page, "cards")
    assert current(page, "cards") == 2


def test_autoplay_advances_the_banner(page):
    page.locator('[data-tune="banners"]').click()
    page.locator('[data-setting="autoplay"]').check()
    page.locator('[data-setting="autoplayInterval"]').fill("0.5")
    page.locator('[data-setting="autoplayInterval"]').press("Enter")
    page.wait_for_function("() => document.querySelector('#swift-code').textContent.includes('Autoplay(interval: 0.5)')")
    page.wait_for_function("() => Number(document.querySelector('[data-demo=banners]').dataset.currentIndex) >= 2",
                           timeout=5000)
    page.locator('[data-setting="autoplay"]').uncheck()
    wait_idle(page, "banners")
    assert_current_in_place(page, "banners")


def test_the_plot_shows_the_last_gesture(page):
    fling(page, "selector")
    wait_idle(page, "selector")
    page.wait_for_timeout(100)
    assert page.locator("#plot-title").inner_text() == "selector"
    inked = page.evaluate("""() => {
        const c = document.getElementById('plot');
        const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
        let red = 0, blue = 0;
        for (let i = 0; i < data.length; i += 4) {
          if (data[i] > 200 && data[i + 1] < 120 && data[i + 2] < 100) red++;
          if (data[i] < 100 && data[i + 1] < 140 && data[i + 2] > 200) blue++;
        }
        return {red, blue};
    }""")
    assert inked["red"] > 50 and inked["blue"] > 50, inked


def test_the_wheel_draws_arc_shaped_items(page, screenshots):
    drag(page, "wheel", -0.4 * pitch(page, "wheel"), hold=0.1, duration=0.3, steps=10)
    wait_idle(page, "wheel")
    paths = page.evaluate("""() => Array.from(document.querySelectorAll('[data-demo=wheel] [data-role=item] path'))
        .map(p => p.getAttribute('d'))""")
    assert paths and all(" A" in d and d.endswith("Z") for d in paths), paths
    stage(page, "wheel").screenshot(path=str(screenshots / "wheel.png"))


def test_screenshot_mid_gesture(page, screenshots):
    """The picture of the README: a gesture plotted, the card stack and the wheel held
    mid-drag (docs/images/playground.png is a copy of screenshots/playground-live.png)."""
    page.locator('[data-indicator="banners"] button').nth(2).click()
    fling(page, "selector")
    wait_idle(page, "selector")
    drag(page, "wheel", -0.45 * pitch(page, "wheel"), hold=0.1, duration=0.3, steps=10)
    page.locator('[data-tune="cards"]').click()
    stage(page, "cards").scroll_into_view_if_needed()
    b = box(page, "cards")
    page.mouse.move(b["x"] + b["width"] * 0.7, b["y"] + b["height"] / 2)
    page.mouse.down()
    page.mouse.move(b["x"] + b["width"] * 0.35, b["y"] + b["height"] / 2, steps=8)
    page.wait_for_timeout(300)
    page.evaluate("() => window.scrollTo(0, 0)")
    page.wait_for_timeout(200)
    sync(page)
    assert phase(page, "cards") == "dragging"
    page.screenshot(path=str(screenshots / "playground-live.png"), full_page=True)
    page.mouse.up()
    wait_all_idle(page)


def test_a_touch_screen_drags_and_flings(page):
    """Touches (as a phone sends them, through the DevTools protocol) are pointer events too:
    150 px in 72 ms is a fling to the next page."""
    stage(page, "fullpage").scroll_into_view_if_needed()
    b = box(page, "fullpage")
    y = b["y"] + b["height"] / 2
    x0 = b["x"] + b["width"] * 0.8
    timed_input(page, [(*touch_event("touchStart", x0, y), 0.0)]
                + [(*touch_event("touchMove", x0 - 25 * i, y), 0.012 * i) for i in range(1, 7)]
                + [(*touch_event("touchEnd", x0 - 150, y), 0.072)])
    wait_idle(page, "fullpage")
    assert current(page, "fullpage") == 1
    assert_current_in_place(page, "fullpage")


def test_a_trackpad_swipe_scrolls_the_banner(page):
    """Two-finger horizontal scrolling (wheel events, 30 px every 16 ms) drags the carousel;
    it snaps when the events stop."""
    stage(page, "banners").scroll_into_view_if_needed()
    b = box(page, "banners")
    x, y = b["x"] + b["width"] / 2, b["y"] + b["height"] / 2
    page.mouse.move(x, y)
    timed_input(page, [(*mouse_event("mouseWheel", x, y, 0, deltaX=30, deltaY=0), 0.016 * i) for i in range(10)])
    wait_idle(page, "banners")
    assert current(page, "banners") == 1
    assert_current_in_place(page, "banners")
    # Vertical wheel movements over a horizontal carousel scroll the page, not the carousel.
    page.mouse.wheel(0, 40)
    page.wait_for_timeout(200)
    sync(page)
    assert phase(page, "banners") == "idle"
    assert current(page, "banners") == 1
