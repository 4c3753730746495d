"""The documentation site that scripts/build-site writes (run by scripts/check-site, skipped
without SITE_DIR): served by Python's plain `http.server` under its base path, as a static host
would, and read in Chromium.

Environment:
  SITE_DIR        the folder scripts/build-site wrote
  SITE_BASE_PATH  the --base-path it was built with (empty: the host's root)

DocC's pages are one JavaScript app that draws each page from data/documentation/….json, so
the links and pictures of all of the site's pages are read from that data (every reference a
page makes: pages, links, images, downloads, videos), and the pages people arrive on (the
site's index, the modules' landing pages, the articles, the playground) are loaded in the
browser and checked as drawn: every `a[href]` into the site resolves, every picture has
loaded (naturalWidth > 0), no JavaScript error.
"""

import json
import os
import pathlib
import re
import subprocess
import tempfile
import urllib.error
import urllib.parse
import urllib.request

import pytest

from browser_helpers import current, drag, open_playground, pitch, wait_idle, assert_current_in_place

SITE = os.environ.get("SITE_DIR")
BASE = os.environ.get("SITE_BASE_PATH", "").strip("/")
PREFIX = f"/{BASE}/" if BASE else "/"
MODULES = ["carouselcore", "carouseluikit", "carouselswiftui"]

pytestmark = pytest.mark.skipif(not SITE, reason="SITE_DIR is not set (scripts/check-site sets it)")


@pytest.fixture(scope="module")
def site_url():
    """The site's URL on `python3 -m http.server` (a free port), serving a folder in which the
    site is at the base path."""
    with tempfile.TemporaryDirectory() as served:
        folder = pathlib.Path(served)
        if BASE:
            (folder / BASE).parent.mkdir(parents=True, exist_ok=True)
            (folder / BASE).symlink_to(pathlib.Path(SITE).resolve(), target_is_directory=True)
        else:
            folder = pathlib.Path(SITE).resolve()
        process = subprocess.Popen(
            ["python3", "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", str(folder)],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        try:
            line = process.stdout.readline()  # "Serving HTTP on 127.0.0.1 port 41235 (http://…/) ..."
            match = re.search(r"port (\d+)", line)
            assert match, f"http.server did not start: {line!r}"
            yield f"http://127.0.0.1:{match.group(1)}{PREFIX}"
        finally:
            process.terminate()
            process.wait(timeout=10)


def site_file(path):
    """The file a static host sends for the URL path `path` (under the base path), or None."""
    if not path.startswith(PREFIX):
        return None
    file = pathlib.Path(SITE) / urllib.parse.unquote(path[len(PREFIX):])
    if file.is_dir():
        file = file / "index.html"
    return file if file.is_file() else None


def doc_page_exists(path):
    """A DocC page (`/documentation/a/b`, without the base path) is drawn when its index.html
    and its data exist."""
    path = path.split("#")[0].rstrip("/")
    return (site_file(PREFIX + path.lstrip("/") + "/index.html") is not None
            and site_file(PREFIX + "data" + path + ".json") is not None)


def data_pages():
    """Every page's data file and its URL path (without the base path)."""
    data = pathlib.Path(SITE) / "data"
    for file in sorted(data.rglob("*.json")):
        yield file, "/" + str(file.relative_to(data).with_suffix(""))


def test_every_reference_of_every_docc_page_resolves():
    pages = list(data_pages())
    assert len(pages) > 100, "the archives hold the modules' symbol pages"
    broken = []
    for file, page_path in pages:
        references = json.loads(file.read_text()).get("references", {})
        for identifier, reference in references.items():
            kind = reference.get("type")
            if kind == "topic" and reference.get("url"):
                url = reference["url"]
                if url.startswith("/") and not doc_page_exists(url):
                    broken.append(f"{page_path}: page {url}")
            elif kind == "link":
                url = reference.get("url", "")
                if re.match(r"^[a-z]+:", url):
                    continue  # another site (https:, mailto:): not checked
                # Relative links resolve against the page's URL as a static host serves it.
                target = urllib.parse.urljoin(PREFIX + page_path.lstrip("/") + "/", url)
                if site_file(target.split("#")[0]) is None:
                    broken.append(f"{page_path}: link {url}")
            elif kind in ("image", "video", "download"):
                variants = reference.get("variants") or [{"url": reference.get("url", "")}]
                for variant in variants:
                    target = variant.get("url", "")
                    if re.match(r"^[a-z]+:", target):
                        continue
                    file_found = site_file(PREFIX + target.lstrip("/"))
                    if file_found is None or file_found.stat().st_size == 0:
                        broken.append(f"{page_path}: {kind} {target}")
    assert broken == [], f"{len(broken)} broken references:\n" + "\n".join(broken[:40])


def check_links(page, checked):
    """Every link of the drawn page into the site resolves: a DocC page has its data, any
    other path is a file the server sends (200)."""
    origin = re.match(r"^https?://[^/]+", page.url).group(0)
    hrefs = page.eval_on_selector_all("a[href]", "links => links.map(a => a.href)")
    broken = []
    for href in hrefs:
        if not href.startswith(origin):
            continue
        path = urllib.parse.urlparse(href).path
        if path in checked:
            continue
        checked.add(path)
        if path.startswith(PREFIX + "documentation/"):
            ok = doc_page_exists(path[len(PREFIX) - 1:])
        else:
            try:
                with urllib.request.urlopen(origin + path, timeout=10) as response:
                    ok = response.status == 200
            except urllib.error.URLError:
                ok = False
        if not ok:
            broken.append(href)
    assert broken == [], f"{page.url}: broken links {broken}"
    return hrefs


def check_pictures(page):
    """Every picture of the page has loaded (lazy ones are made eager first)."""
    page.evaluate("""() => Promise.all(Array.from(document.images).map(img => {
        img.loading = "eager";
        return img.complete ? null : new Promise(done => {
          img.addEventListener("load", done); img.addEventListener("error", done); setTimeout(done, 10000);
        });
      }))""")
    broken = page.eval_on_selector_all(
        "img", "imgs => imgs.filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.currentSrc || i.src)")
    assert broken == [], f"{page.url}: pictures that did not load {broken}"
    return page.eval_on_selector_all("img", "imgs => imgs.length")


def arrival_pages():
    """The DocC pages people arrive on: the modules' landing pages, the synthesized one and
    every article and collection (symbol pages are covered by the data check above)."""
    paths = ["documentation"]
    for file, page_path in data_pages():
        role = json.loads(file.read_text()).get("metadata", {}).get("role")
        if role in ("collection", "article"):
            paths.append(page_path.lstrip("/"))
    return sorted(set(paths))


def test_the_drawn_pages_links_and_pictures(context, site_url):
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    checked = set()
    page.goto(site_url)
    hrefs = check_links(page, checked)
    for module in MODULES:
        assert site_url + f"documentation/{module}/" in hrefs, f"the index links to {module}"
    assert site_url + "playground/" in hrefs, "the index links to the playground"
    pictures = check_pictures(page)
    drawn = arrival_pages()
    for path in drawn:
        page.goto(site_url + path + "/")
        # DocC draws the page from its data: wait for its title (a missing page shows none).
        page.wait_for_selector("main h1", timeout=20000)
        hrefs = check_links(page, checked)
        if path.count("/") == 1 and path.split("/")[1] in MODULES:
            assert site_url + "playground/" in hrefs, f"{path}: the landing page links to the playground"
        pictures += check_pictures(page)
    assert errors == [], f"JavaScript errors: {errors}"
    print(f"\n{len(drawn)} DocC pages drawn, {len(checked)} internal links, {pictures} pictures")


def test_the_playground_runs_a_demo_and_links_to_the_documentation(context, site_url):
    page = context.new_page()
    errors = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    open_playground(page, site_url + "playground/")
    page.wait_for_selector("#site-links", state="visible", timeout=10000)
    hrefs = check_links(page, set())
    for module in MODULES:
        assert site_url + f"documentation/{module}/" in hrefs, f"the playground links to {module}"
    drag(page, "banners", -(0.7 * pitch(page, "banners") + 10))
    wait_idle(page, "banners")
    assert current(page, "banners") == 1
    assert_current_in_place(page, "banners")
    assert errors == []
