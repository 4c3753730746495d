"""The page's input through the driver in Chromium with touch emulation: a vertical swipe
scrolls the page (pointercancel reaches the driver), a horizontal one moves the carousel with
one settle pair, a tap on a button inside a banner does not select, and a gesture copied as a
trace replays in `carousel simulate` to what the page showed."""

import json
import pathlib
import subprocess

import pytest

from browser_helpers import (box, current, drag, mouse_event, offset, open_playground, pitch, stage, sync, timed_input,
                             touch_event, wait_idle)

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture
def touch_page(browser, server):
    context = browser.new_context(viewport={"width": 1280, "height": 700}, has_touch=True)
    tab = context.new_page()
    open_playground(tab, server)
    try:
        yield tab
    finally:
        context.close()


def events(page, demo, since=0):
    return page.evaluate("([d, n]) => window.playground.events[d].slice(n)", [demo, since])


def event_count(page, demo):
    return page.evaluate("(d) => window.playground.events[d].length", demo)


def kinds(list_):
    return [e["kind"] + ("" if "index" not in e else f"({e['index']})") for e in list_
            if e["kind"] not in ("appeared", "disappeared")]


def touch_swipe(page, x0, y0, dx, dy, steps=8):
    """A swipe of (dx, dy) px with a touch, a move every 16 ms, at exact times."""
    timed_input(page, [(*touch_event("touchStart", x0, y0), 0.0)]
                + [(*touch_event("touchMove", x0 + dx * i / steps, y0 + dy * i / steps), 0.016 * i)
                   for i in range(1, steps + 1)]
                + [(*touch_event("touchEnd", x0 + dx, y0 + dy), 0.016 * steps)])


def test_a_vertical_swipe_scrolls_the_page_and_the_driver_gets_a_cancel(touch_page):
    page = touch_page
    stage(page, "banners").scroll_into_view_if_needed()
    page.evaluate("() => window.scrollTo(0, 0)")
    page.wait_for_timeout(100)
    b = box(page, "banners")
    n = event_count(page, "banners")
    before = page.evaluate("() => window.scrollY")
    touch_swipe(page, b["x"] + b["width"] / 2, b["y"] + b["height"] * 0.8, 0, -150)
    page.wait_for_timeout(600)
    wait_idle(page, "banners")
    assert page.evaluate("() => window.scrollY") > before, "the page scrolled"
    assert offset(page, "banners") == 0 and current(page, "banners") == 0
    got = kinds(events(page, "banners", n))
    assert "dragBegan" not in got and not any(k.startswith("willSettle") for k in got), got
    page.evaluate("() => window.playground.send({type: 'trace', demo: 'banners'})")
    page.wait_for_function("() => window.playground.trace && window.playground.trace.demo === 'banners'")
    trace = page.evaluate("() => window.playground.trace")
    assert trace["trace"][-1]["phase"] == "cancelled", trace["trace"]


def test_a_horizontal_touch_swipe_moves_the_carousel_with_one_settle_pair(touch_page):
    page = touch_page
    stage(page, "banners").scroll_into_view_if_needed()
    b = box(page, "banners")
    n = event_count(page, "banners")
    touch_swipe(page, b["x"] + b["width"] * 0.8, b["y"] + b["height"] / 2, -0.6 * b["width"], 0)
    wait_idle(page, "banners")
    page.wait_for_timeout(200)
    assert current(page, "banners") == 1
    got = kinds(events(page, "banners", n))
    assert got.count("dragBegan") == 1 and got.count("dragEnded") == 1, got
    assert [k for k in got if k.startswith(("willSettle", "didSettle"))] == ["willSettle(1)", "didSettle(1)"], got


def test_a_tap_on_a_button_inside_a_banner_does_not_select_and_a_tap_on_the_banner_does(page):
    stage(page, "banners").scroll_into_view_if_needed()
    n = event_count(page, "banners")
    button = page.locator('[data-demo="banners"] [data-role="item"][data-index="0"] [data-role="add"]')
    button.click()
    page.wait_for_timeout(300)
    sync(page)
    assert button.inner_text() == "Added"
    assert kinds(events(page, "banners", n)) == []
    b = box(page, "banners")
    at = (b["x"] + b["width"] / 2, b["y"] + b["height"] * 0.7)
    page.mouse.move(*at)
    timed_input(page, [(*mouse_event("mousePressed", *at, 1), 0.0), (*mouse_event("mouseReleased", *at, 0), 0.08)])
    page.wait_for_timeout(300)
    sync(page)
    got = kinds(events(page, "banners", n))
    assert got == ["tap(0)"], "a tap selects and settles nothing"


def test_a_drag_copied_as_a_trace_replays_in_carousel_simulate(page, tmp_path):
    carousel = subprocess.run([str(ROOT / "scripts" / "build-tool")], check=True, capture_output=True,
                              text=True).stdout.strip().splitlines()[-1]
    for demo in ("selector", "banners", "pages"):
        n = event_count(page, demo)
        page.locator(f'[data-tune="{demo}"]').click()
        start = offset(page, demo)
        drag(page, demo, -0.7 * pitch(page, demo))
        wait_idle(page, demo)
        page.wait_for_timeout(300)
        moved = offset(page, demo) - start
        page.locator("#copy-trace").click()
        page.wait_for_function("(d) => window.playground.trace && window.playground.trace.demo === d", arg=demo)
        trace = page.evaluate("() => window.playground.trace")
        page.evaluate("() => { window.playground.trace = null; }")
        assert trace["reproducible"], trace["problem"]
        assert "gesture.json" in page.locator("#trace-output").inner_text()
        path = tmp_path / f"{demo}.json"
        path.write_text(json.dumps(trace["trace"]))
        args = [a if a != "gesture.json" else str(path) for a in trace["command"].split()[2:]]
        result = subprocess.run([str(carousel), "simulate", *args], capture_output=True, text=True, timeout=60)
        assert result.returncode == 0, result.stderr
        out = json.loads(result.stdout)
        replay_moved = out["final"]["offset"] - out["frames"][0]["offset"]
        assert replay_moved == pytest.approx(trace["expected"]["offsetMoved"], abs=1e-6)
        assert replay_moved == pytest.approx(moved, abs=0.01), "the page's own offset"
        assert out["final"]["index"] == trace["expected"]["index"] == current(page, demo)
        first = trace["trace"][0]["t"]
        replayed = kinds([e for e in out["events"] if e["t"] >= first])
        seen = kinds(trace["expected"]["events"])
        assert replayed == seen, (demo, replayed, seen)
        assert kinds(events(page, demo, n)) == seen, "the page's log shows the same events"
        assert seen.count("didSettle(%d)" % out["final"]["index"]) == 1
