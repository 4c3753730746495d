"""Measures issue 15's reproducers against a running playground, for the README's figures;
not part of the test suite (it reports times and memory, which depend on the machine).

    swift build --package-path Playground -c release --product playground
    python3 Playground/Tests/server/measure.py Playground/.build/release/playground

Reports, for a server started with `--idle-worker-seconds 1`:

- resident memory (server and workers, VmRSS from /proc/<pid>/status) cold, after a warm-up,
  while and after each attack of the issue, and once settled;
- what each attack got: close code, frames and bytes the client sent before the close, and
  replies;
- the round trip of a `frame` message of another tab (p50, p99, max) alone, and while two
  connections flood empty pongs (reconnecting when closed).
"""

import asyncio
import json
import pathlib
import re
import statistics
import sys
import threading
import time

import websockets

from conftest import Server
from test_server import close_code, frame, raw_request, read_until_closed, texts, upgraded


def flood(port: int, chunk: bytes, seconds: float) -> dict:
    """Sends `chunk` repeatedly for up to `seconds` or until the server closes."""
    sock, data = upgraded(port)
    sent = 0
    stop = threading.Event()

    def send():
        nonlocal sent
        deadline = time.monotonic() + seconds
        try:
            while not stop.is_set() and time.monotonic() < deadline:
                sock.sendall(chunk)
                sent += len(chunk)
        except OSError:
            pass

    started = time.monotonic()
    sender = threading.Thread(target=send, daemon=True)
    sender.start()
    sender.join()
    closed_after = time.monotonic() - started
    data += read_until_closed(sock, timeout=3)
    stop.set()
    sock.close()
    replies = texts(data)
    return {"close": close_code(data), "sent_mib": round(sent / 2**20, 1), "seconds": round(closed_after, 2),
            "replies": len(replies), "last": replies[-1].get("code") if replies else None}


def server_kib(server: Server) -> int:
    """VmRSS of the server process alone (without its engine workers), in KiB."""
    status = pathlib.Path(f"/proc/{server.process.pid}/status").read_text()
    return int(re.search(r"VmRSS:\s+(\d+) kB", status).group(1))


def memory(server: Server, label: str, results: list):
    results.append((label, server_kib(server)))
    print(f"  {label}: server {results[-1][1] / 1024:.1f} MB, with {len(server.pids()) - 1} workers "
          f"{server.resident_kib() / 1024:.1f} MB", flush=True)


def settle(server: Server):
    server.wait_for_sessions(0)
    server.wait_for(lambda: server.stats()["engineWorkers"] == 0)
    time.sleep(20)  # the closed connections' ping timers (15 s) and a trim (every 5 s)


async def round_trips(url: str, count: int, pause: float = 0.005) -> list[float]:
    times = []
    async with websockets.connect(url) as ws:
        await ws.recv()
        for i in range(count):
            started = time.perf_counter()
            await ws.send(json.dumps({"type": "frame", "t": 1 + i / 60}))
            while json.loads(await ws.recv())["type"] != "frame":
                pass
            times.append((time.perf_counter() - started) * 1000)
            await asyncio.sleep(pause)
    return times


def describe(times: list[float]) -> str:
    ordered = sorted(times)
    p99 = ordered[int(len(ordered) * 0.99) - 1]
    return f"n={len(times)} p50 {statistics.median(times):.2f} ms, p99 {p99:.2f} ms, max {max(times):.2f} ms"


def main(executable: str):
    server = Server(executable, "--idle-worker-seconds", "1")
    results = []
    try:
        port = server.port
        print("memory:")
        memory(server, "cold", results)
        asyncio.run(round_trips(server.ws, 200))
        settle(server)
        memory(server, "warm (one tab, 200 frames, settled)", results)

        print("attacks:")
        # 1. Empty continuation frames after a text frame without FIN (2 M frames were 11 MiB).
        report = flood(port, frame(1, b"", fin=False) + frame(0, b"", fin=False) * 100_000, 10)
        print(f"  empty continuation frames: {report}")
        memory(server, "after empty continuation frames", results)
        # 1b. 1-byte fragments, 5 connections at once.
        reports = []
        threads = [threading.Thread(target=lambda: reports.append(
            flood(port, frame(1, b"x", fin=False) + frame(0, b"x", fin=False) * 100_000, 10))) for _ in range(5)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        print(f"  1-byte fragments x5: {reports}")
        memory(server, "after 1-byte fragments x5", results)
        # 2. 1 MiB binary frames for 10 s (3,857 MiB moved before, never throttled).
        report = flood(port, frame(2, bytes(1 << 20)), 12)
        print(f"  1 MiB binary frames, 12 s: {report}")
        # 2b. The ping flood for 12 s (served at ~5,200/s without a close before).
        report = flood(port, frame(1, b'{"type":"ping","id":1}') * 1000, 12)
        print(f"  ping messages, 12 s: {report}")
        # 2c. Empty pongs for 12 s.
        print(f"  empty pongs, 12 s: {flood(port, frame(0xA) * 5000, 12)}")
        # 3. Upgrade token lists: an unmasked frame after `Upgrade: websocket, x`.
        status, sock, head = raw_request(port, f"127.0.0.1:{port}", upgrade="websocket, x")
        sock.sendall(frame(1, b'{"type":"ping","id":3}', masked=False))
        data = head.split(b"\r\n\r\n", 1)[1] + read_until_closed(sock, timeout=5)
        answered = b'"id":3' in data
        print(f"  Upgrade: websocket, x -> {status}, then an unmasked frame: close {close_code(data)}, "
              f"answered: {answered}")
        sock.close()
        settle(server)
        memory(server, "settled after the attacks", results)

        # While flooding, measured as it happens (the server alone, every 0.1 s).
        peak = [0]
        watching = threading.Event()

        def watch():
            while not watching.is_set():
                peak[0] = max(peak[0], server_kib(server))
                time.sleep(0.1)

        watcher = threading.Thread(target=watch, daemon=True)
        watcher.start()
        threads = [threading.Thread(target=flood, args=(port, frame(1, b"x", fin=False) + frame(0, b"x", fin=False)
                                                       * 100_000, 10)) for _ in range(5)]
        threads += [threading.Thread(target=flood, args=(port, frame(2, bytes(1 << 20)), 5)) for _ in range(5)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        watching.set()
        watcher.join()
        print(f"  peak of the server alone during 5 fragment and 5 binary floods at once: {peak[0] / 1024:.1f} MB")
        settle(server)
        memory(server, "settled after those", results)

        print("round trips of another tab (frame message, 1,000 of them):")
        print(f"  alone: {describe(asyncio.run(round_trips(server.ws, 1000)))}")
        stop = threading.Event()
        floods = []

        def flooder():
            while not stop.is_set():
                floods.append(flood(port, frame(0xA) * 5000, 30)["close"])

        flooders = [threading.Thread(target=flooder, daemon=True) for _ in range(2)]
        for thread in flooders:
            thread.start()
        time.sleep(1)
        times = asyncio.run(round_trips(server.ws, 1000))
        stop.set()
        print(f"  while two connections flood empty pongs: {describe(times)}; flooders closed with {floods}")
        for thread in flooders:
            thread.join(40)
        settle(server)
        memory(server, "settled at the end", results)
        warm = results[1][1]
        print("memory relative to warm: " + ", ".join(f"{label} {100 * (kib - warm) / warm:+.1f} %"
                                                    for label, kib in results[2:]))
        print(f"stats: {server.stats()}")
    finally:
        server.stop()


if __name__ == "__main__":
    main(sys.argv[1])
