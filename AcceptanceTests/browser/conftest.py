"""Fixtures of the playground's browser tests: build and start the playground on a free
port, and drive Debian's Chromium with Playwright for Python.

Environment:
  CHROMIUM          the browser executable (default: /usr/bin/chromium, else chromium on PATH)
  PLAYGROUND_URL    use a playground that is already running instead of building one
  PLAYGROUND_BIN    start this playground executable instead of building one
  PLAYGROUND_WASM   serve this WebAssembly module (`playground --wasm`) instead of the one the
                    playground builds (Playground/scripts/build-wasm) when it starts
"""

import json
import os
import pathlib
import queue
import re
import shutil
import subprocess
import threading
import time
import urllib.request

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
PLAYGROUND = ROOT / "Playground"
SCREENSHOTS = pathlib.Path(__file__).resolve().parent / "screenshots"


def _chromium() -> str:
    explicit = os.environ.get("CHROMIUM")
    if explicit:
        return explicit
    for candidate in ("/usr/bin/chromium", shutil.which("chromium") or "", shutil.which("chromium-browser") or ""):
        if candidate and os.path.exists(candidate):
            return candidate
    pytest.exit("Chromium is missing: run scripts/test-browser (it installs Debian's chromium)", returncode=1)


def _get(url: str, timeout: float = 2.0) -> bytes:
    with urllib.request.urlopen(url, timeout=timeout) as response:
        return response.read()


@pytest.fixture(scope="session")
def playground_executable():
    """The `playground` executable: PLAYGROUND_BIN, or built (None with PLAYGROUND_URL)."""
    if os.environ.get("PLAYGROUND_URL"):
        return None
    executable = os.environ.get("PLAYGROUND_BIN")
    if not executable:
        started = time.monotonic()
        build = subprocess.run(
            ["swift", "build", "--package-path", str(PLAYGROUND), "--product", "playground"],
            cwd=ROOT, capture_output=True, text=True, timeout=1800)
        if build.returncode != 0:
            pytest.exit("swift build of the playground failed:\n" + build.stdout[-4000:] + build.stderr[-4000:],
                        returncode=1)
        bin_path = subprocess.run(
            ["swift", "build", "--package-path", str(PLAYGROUND), "--show-bin-path"],
            cwd=ROOT, capture_output=True, text=True, check=True).stdout.strip()
        executable = os.path.join(bin_path, "playground")
        print(f"\nplayground built in {time.monotonic() - started:.1f} s")
    return executable


@pytest.fixture(scope="session")
def server(playground_executable):
    """The playground's base URL (`http://127.0.0.1:PORT/`), started on a free port."""
    existing = os.environ.get("PLAYGROUND_URL")
    if existing:
        yield existing.rstrip("/") + "/"
        return
    executable = playground_executable
    arguments = [executable, "--port", "0"]
    if os.environ.get("PLAYGROUND_WASM"):
        arguments += ["--wasm", os.environ["PLAYGROUND_WASM"]]
    process = subprocess.Popen(
        arguments,
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    lines: "queue.Queue[str]" = queue.Queue()

    def pump():
        for line in process.stdout:
            lines.put(line)

    threading.Thread(target=pump, daemon=True).start()
    url = None
    deadline = time.monotonic() + 600  # the first start builds the WebAssembly module
    output = []
    while url is None and time.monotonic() < deadline:
        try:
            line = lines.get(timeout=0.5)
        except queue.Empty:
            if process.poll() is not None:
                break
            continue
        output.append(line)
        match = re.search(r"CarouselKit playground: (http://\S+)", line)
        if match:
            url = match.group(1)
    if url is None:
        process.kill()
        pytest.exit("the playground did not start:\n" + "".join(output), returncode=1)
    while time.monotonic() < deadline:
        try:
            if _get(url):
                break
        except OSError:
            time.sleep(0.1)
    try:
        yield url
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=_chromium(), args=["--no-sandbox"])
        try:
            yield browser
        finally:
            browser.close()


@pytest.fixture
def context(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        yield context
    finally:
        context.close()


@pytest.fixture
def page(context, server):
    """A tab with the playground loaded and connected, every demo drawn."""
    from browser_helpers import open_playground

    tab = context.new_page()
    errors = []
    tab.on("pageerror", lambda error: errors.append(str(error)))
    open_playground(tab, server)
    yield tab
    assert errors == [], f"JavaScript errors: {errors}"


@pytest.fixture(scope="session")
def screenshots():
    SCREENSHOTS.mkdir(exist_ok=True)
    return SCREENSHOTS
