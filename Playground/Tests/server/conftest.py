"""Fixtures of the playground server tests: build the playground once and start it on free
loopback ports (one ordinary server, one with the test hooks' short limits), each serving a
small stand-in module (`--wasm`), so that no test needs the real WebAssembly build.

Environment:
  PLAYGROUND_BIN    use this playground executable instead of building one
"""

import json
import os
import pathlib
import re
import resource
import subprocess
import threading
import time
import urllib.request

import pytest

PLAYGROUND = pathlib.Path(__file__).resolve().parents[2]
WEB = PLAYGROUND / "Sources" / "PlaygroundCore" / "Web"

# How long any one wait (a response, a close, a count in /stats) may take before a test gives
# up. Only a guard against hanging: what the tests assert is decided by counting, statuses or
# the order of events, never by how long something took, so a busy machine only makes them
# slower.
SAFETY = 120.0

# The tests open over a thousand sockets at once (the connection cap is 1,024), and the servers
# they start inherit this limit.
_soft, _hard = resource.getrlimit(resource.RLIMIT_NOFILE)
if _soft != resource.RLIM_INFINITY and _soft < 4096:
    resource.setrlimit(resource.RLIMIT_NOFILE, (4096 if _hard == resource.RLIM_INFINITY else min(4096, _hard), _hard))

# The stand-in module: the WebAssembly header (magic and version), then every byte value once,
# so that a byte changed on the way shows.
MODULE_BYTES = b"\0asm\x01\0\0\0" + bytes(range(256))


def _executable() -> str:
    explicit = os.environ.get("PLAYGROUND_BIN")
    if explicit:
        return explicit
    build = subprocess.run(["swift", "build", "--package-path", str(PLAYGROUND), "--product", "playground"],
                           capture_output=True, text=True, timeout=1800)
    if build.returncode != 0:
        pytest.exit("swift build of the playground failed:\n" + build.stdout[-4000:] + build.stderr[-4000:],
                    returncode=1)
    bin_path = subprocess.run(["swift", "build", "--package-path", str(PLAYGROUND), "--show-bin-path"],
                              capture_output=True, text=True, check=True).stdout.strip()
    return os.path.join(bin_path, "playground")


class Server:
    """A running playground: its port, process, output and helpers."""

    def __init__(self, executable: str, *options: str):
        self.process = subprocess.Popen([executable, "--port", "0", *options], stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT, text=True)
        self.output: list[str] = []
        found = threading.Event()

        def pump():
            for line in self.process.stdout:
                self.output.append(line)
                match = re.search(r"CarouselKit playground: http://127\.0\.0\.1:(\d+)/", line)
                if match:
                    self.port = int(match.group(1))
                    found.set()

        threading.Thread(target=pump, daemon=True).start()
        if not found.wait(SAFETY):
            self.process.kill()
            pytest.exit("the playground did not start:\n" + "".join(self.output), returncode=1)
        self.url = f"http://127.0.0.1:{self.port}/"

    def stats(self) -> dict:
        """What the connection guards refused or held back so far (`/stats`)."""
        with urllib.request.urlopen(self.url + "stats", timeout=SAFETY) as response:
            return json.loads(response.read())

    def wait_for(self, condition, timeout: float = SAFETY):
        """Polls `condition()` until it is true (returns True) or `timeout` passed (False)."""
        deadline = time.monotonic() + timeout
        while not condition():
            if time.monotonic() > deadline:
                return False
            time.sleep(0.05)
        return True

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


@pytest.fixture(scope="session")
def executable():
    return _executable()


@pytest.fixture(scope="session")
def module(tmp_path_factory) -> pathlib.Path:
    """The stand-in module the servers serve as /carousel.wasm."""
    path = tmp_path_factory.mktemp("module") / "carousel.wasm"
    path.write_bytes(MODULE_BYTES)
    return path


@pytest.fixture(scope="session")
def server(executable, module):
    """An ordinary playground (the default limits)."""
    running = Server(executable, "--wasm", str(module))
    yield running
    running.stop()


@pytest.fixture(scope="session")
def hooked_server(executable, module):
    """A playground with the test hooks: a request head must be complete within 1 s, the rate
    limit is 200 tokens per second in bursts of 200, and at most 64 connections are open."""
    running = Server(executable, "--wasm", str(module), "--test-hooks")
    yield running
    running.stop()
