"""Fixtures of the playground server tests: build the playground once and start it on free
loopback ports (one ordinary server, one with the test hooks and short timeouts).

Environment:
  PLAYGROUND_BIN    use this playground executable instead of building one
"""

import json
import os
import pathlib
import re
import subprocess
import threading
import time
import urllib.request

import pytest

PLAYGROUND = pathlib.Path(__file__).resolve().parents[2]

# How long any one wait (a reply, a close, a state in /stats) may take before a test gives up.
# Only a guard against hanging: what the tests assert is decided by counting or by the order
# of events, never by how long something took, so a busy machine only makes them slower.
SAFETY = 120.0


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
    """A running playground: its port, process and helpers."""

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
        self.ws = f"ws://127.0.0.1:{self.port}/ws"

    def stats(self) -> dict:
        with urllib.request.urlopen(self.url + "stats", timeout=SAFETY) as response:
            return json.loads(response.read())

    def wait_for_sessions(self, count: int, timeout: float = SAFETY) -> dict:
        deadline = time.monotonic() + timeout
        while True:
            stats = self.stats()
            if stats["openSessions"] == count or time.monotonic() > deadline:
                return stats
            time.sleep(0.05)

    def pids(self) -> list[int]:
        """The server's process and its engine workers."""
        pids = [self.process.pid]
        for entry in pathlib.Path("/proc").iterdir():
            if entry.name.isdigit():
                try:
                    stat = (entry / "stat").read_text()
                except OSError:
                    continue
                if int(stat.rsplit(")", 1)[1].split()[1]) == self.process.pid:
                    pids.append(int(entry.name))
        return pids

    def resident_kib(self) -> int:
        """VmRSS of the server and its workers, in KiB."""
        total = 0
        for pid in self.pids():
            try:
                status = pathlib.Path(f"/proc/{pid}/status").read_text()
            except OSError:
                continue
            match = re.search(r"VmRSS:\s+(\d+) kB", status)
            if match:
                total += int(match.group(1))
        return total

    def wait_for(self, condition, timeout: float = SAFETY):
        """Polls `condition()` until it is true (returns True) or `timeout` passed (False)."""
        deadline = time.monotonic() + timeout
        while not condition():
            if time.monotonic() > deadline:
                return False
            time.sleep(0.2)
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
def server(executable):
    """An ordinary playground (default limits, 4 workers)."""
    running = Server(executable)
    yield running
    running.stop()


@pytest.fixture(scope="session")
def hooked_server(executable):
    """A playground with the test hooks (`test-crash`, `test-hang`), timeouts of 1 s, a rate
    limit of 200 messages per second with an abuse limit of 2 s, and at most 8 sessions."""
    running = Server(executable, "--test-hooks", "--max-sessions", "8")
    yield running
    running.stop()
