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
import socket
import statistics
import sys
import threading
import time

import websockets

from conftest import Server
from test_server import close_code, frame, raw_request, read_until_closed, texts, upgraded


def flood(port: int, chunk: bytes, seconds: float) -> dict:
    """Sends `chunk` repeatedly for up to `seconds` or until the server closes, reading what
    the server sends meanwhile (as a page would)."""
    sock, data = upgraded(port)
    received = [data]
    sent = 0

    def read():
        received.append(read_until_closed(sock, timeout=seconds + 5))

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    started = time.monotonic()
    deadline = started + seconds
    try:
        while reader.is_alive() and time.monotonic() < deadline:
            sock.sendall(chunk)
            sent += len(chunk)
    except OSError:
        pass
    closed_after = time.monotonic() - started
    try:
        sock.shutdown(socket.SHUT_WR)  # not closed by the server: hang up, so the reader ends
    except OSError:
        pass
    reader.join(seconds + 10)
    sock.close()
    data = b"".join(received)
    replies = texts(data)
    return {"close": close_code(data), "sent_mib": round(sent / 2**20, 1), "seconds": round(closed_after, 2),
            "replies": len(replies), "last": replies[-1].get("code") if replies else None}


def attack_round(port: int, seconds: float):
    """Each of the issue's attacks, one after the other, the fragment one on 5 connections."""
    reports = {"empty continuation frames": flood(
        port, frame(1, b"", fin=False) + frame(0, b"", fin=False) * 100_000, seconds)}
    fragments = []
    threads = [threading.Thread(target=lambda: fragments.append(
        flood(port, frame(1, b"x", fin=False) + frame(0, b"x", fin=False) * 100_000, seconds))) for _ in range(5)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    reports["1-byte fragments x5"] = fragments
    reports["1 MiB binary frames"] = flood(port, frame(2, bytes(1 << 20)), seconds)
    reports["ping messages"] = flood(port, frame(1, b'{"type":"ping","id":1}') * 1000, seconds)
    reports["empty pongs"] = flood(port, frame(0xA) * 5000, seconds)
    return reports


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

        # The warm-up: a round of the attacks, 3 s each (code paths and allocator arenas).
        attack_round(port, 3)
        settle(server)
        memory(server, "warmed (a round of the attacks, 3 s each, settled)", results)
        print("attacks, 12 s each (closed at once, or after 10 s held back):")
        for name, report in attack_round(port, 12).items():
            print(f"  {name}: {report}")
        memory(server, "right after the attacks", results)
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
        warm = results[2][1]
        print("memory relative to warm: " + ", ".join(f"{label} {100 * (kib - warm) / warm:+.1f} %"
                                                    for label, kib in results[3:]))
        print(f"stats: {server.stats()}")
    finally:
        server.stop()


if __name__ == "__main__":
    main(sys.argv[1])
