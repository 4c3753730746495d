"""The site `playground --export DIR` writes works from any static server: here Python's
`http.server`, serving the folder under a sub-path (as a project page of GitHub Pages is
served), with the page and its demos running on the WebAssembly engine."""

import functools
import http.server
import subprocess
import threading

import pytest

from browser_helpers import DEMOS, current, drag, open_playground, pitch, wait_idle, assert_current_in_place


@pytest.fixture
def exported_site(playground_executable, tmp_path):
    if playground_executable is None:
        pytest.skip("PLAYGROUND_URL names a running playground: no executable to export with")
    root = tmp_path / "www"
    site = root / "carousel" / "playground"
    result = subprocess.run([playground_executable, "--export", str(site)], capture_output=True, text=True,
                            timeout=900)
    assert result.returncode == 0, result.stdout + result.stderr
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(root))
    handler.log_message = lambda *args: None
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/carousel/playground/"
    finally:
        httpd.shutdown()


def test_the_exported_site_runs_every_demo_from_a_static_server(context, exported_site):
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    open_playground(page, exported_site)
    for demo in DEMOS:
        assert page.locator(f'[data-demo="{demo}"] [data-role="item"]').count() > 0, demo
    drag(page, "banners", -(0.7 * pitch(page, "banners") + 10))
    wait_idle(page, "banners")
    assert current(page, "banners") == 1
    assert_current_in_place(page, "banners")
    # No documentation beside this export: its links stay hidden (scripts/build-site adds it).
    assert page.locator("#site-links").is_hidden()
    assert errors == []
