"""Measures issue 20's reproducers against a running playground, for the README's figures;
not part of the test suite (it reports times and memory, which depend on the machine).

    swift build --package-path Playground -c release --product playground
    python3 Playground/Tests/server/measure20.py Playground/.build/release/playground [PART...]

Parts (all by default):

- `trace`: with `--workers 1`, a bystander tab's `frame` round trip (p50, p99, max of 2,000,
  5 ms apart) alone, while one tab that recorded the issue's long gesture (the `pages` demo
  resized to 375 × 10,000 with 1,000 items, 2,400 `moved` samples alternating y = ±10⁷) loops
  `trace`, and while one tab loops `frame` as fast as it can (8 messages in flight);
- `many`: 48 tabs looping `trace` (each after recording the gesture) on the default 4 workers,
  and 24 with `--workers 1`, with bystanders measuring round trips: did any bystander get
  `engine-failed` or a second `hello` (a reset), and was any worker killed;
- `memory`: 64 tabs each holding one recorded gesture, then 20 tabs that send `trace`
  messages and never read; resident memory (server and workers) warmed, while, and settled;
- `cap`: one process keeps 1,100 silent sockets open (reopening those the server closes)
  while new tabs ask for `/`: the time to their first response.
"""

import asyncio
import json
import resource
import socket
import statistics
import sys
import threading
import time
import urllib.request

import websockets

from conftest import Server

FRAME_TRIPS = 2000


def describe(times: list[float]) -> str:
    ordered = sorted(times)
    p99 = ordered[max(int(len(ordered) * 0.99) - 1, 0)]
    return f"n={len(times)} p50 {statistics.median(times):.2f} ms, p99 {p99:.2f} ms, max {max(times):.2f} ms"


async def hello(ws) -> dict:
    return json.loads(await ws.recv())


async def ping(ws, ident: int):
    """Sends a ping and reads until its pong (the replies before it are dropped)."""
    await ws.send(json.dumps({"type": "ping", "id": ident}))
    while True:
        raw = await ws.recv()
        reply = json.loads(raw)
        if reply["type"] == "pong" and reply.get("id") == ident:
            return


async def record_long_gesture(ws, samples: int = 2400):
    """The issue's gesture: `pages` at 375 × 10,000 with 1,000 items, `samples` moves
    alternating y = ±10⁷, then frames until the carousel rests (the recording ends)."""
    await ws.send(json.dumps({"type": "resize", "demo": "pages", "width": 375, "height": 10000, "t": 1}))
    await ws.send(json.dumps({"type": "configure", "demo": "pages", "t": 1, "settings": {"count": 1000}}))
    await ws.send(json.dumps({"type": "pointer", "demo": "pages", "phase": "began", "x": 180, "y": 100, "t": 2}))
    for k in range(samples):
        y = 1e7 if k % 2 == 0 else -1e7
        await ws.send(json.dumps({"type": "pointer", "demo": "pages", "phase": "moved", "x": 180, "y": y,
                                  "t": 2 + (k + 1) * 0.01}))
        if k % 64 == 63:  # wait for a pong now and then, as a page's pace would be
            await ping(ws, k)
    await ws.send(json.dumps({"type": "pointer", "demo": "pages", "phase": "ended", "x": 180, "y": 100,
                              "t": 2 + (samples + 1) * 0.01}))
    await ping(ws, -1)
    for i in range(200):  # let it come to rest
        await ws.send(json.dumps({"type": "frame", "t": 1e6 + i * 10}))
        while json.loads(await ws.recv())["type"] != "frame":
            pass


async def loop_messages(url: str, message: str, reply_type: str, stop: threading.Event, counts: dict,
                        record: bool, in_flight: int = 8, read: bool = True):
    async with websockets.connect(url, max_size=None) as ws:
        await hello(ws)
        if record:
            await record_long_gesture(ws)
        counts.setdefault("ready", 0)
        counts["ready"] += 1
        outstanding = 0
        while not stop.is_set():
            while outstanding < in_flight:
                await ws.send(message)
                outstanding += 1
            if not read:
                await asyncio.sleep(0.01)
                continue
            reply = await ws.recv()
            counts["bytes"] = counts.get("bytes", 0) + len(reply)
            if json.loads(reply)["type"] == reply_type:
                outstanding -= 1
                counts["replies"] = counts.get("replies", 0) + 1


async def bystander(url: str, count: int, results: dict, pause: float = 0.005):
    """Measures `frame` round trips; notes resets (`engine-failed`, a second `hello`)."""
    times = []
    resets = []
    async with websockets.connect(url, max_size=None) as ws:
        await hello(ws)
        for i in range(count):
            started = time.perf_counter()
            await ws.send(json.dumps({"type": "frame", "t": 1 + i / 60}))
            while True:
                reply = json.loads(await ws.recv())
                if reply["type"] == "frame":
                    break
                if reply.get("type") in ("hello",) or reply.get("code") == "engine-failed":
                    resets.append(reply.get("code") or reply.get("type"))
            times.append((time.perf_counter() - started) * 1000)
            await asyncio.sleep(pause)
    results.setdefault("times", []).extend(times)
    results.setdefault("resets", []).extend(resets)


def run_loopers(url: str, tabs: int, message: str, reply_type: str, record: bool, stop: threading.Event,
                counts: list, read: bool = True):
    def run(counter):
        try:
            asyncio.run(loop_messages(url, message, reply_type, stop, counter, record, read=read))
        except Exception as error:  # noqa: BLE001 - reported
            counter["error"] = repr(error)

    threads = []
    for _ in range(tabs):
        counter = {}
        counts.append(counter)
        thread = threading.Thread(target=run, args=(counter,), daemon=True)
        thread.start()
        threads.append(thread)
    return threads


def wait_ready(counts: list, tabs: int, timeout: float = 600):
    deadline = time.monotonic() + timeout
    while sum(c.get("ready", 0) for c in counts) + sum("error" in c for c in counts) < tabs:
        if time.monotonic() > deadline:
            raise RuntimeError(f"only {sum(c.get('ready', 0) for c in counts)} of {tabs} tabs ready")
        time.sleep(0.2)


TRACE = json.dumps({"type": "trace", "demo": "pages"})


def part_trace(executable: str):
    print("bystander on the same worker (--workers 1), frame round trips:", flush=True)
    server = Server(executable, "--workers", "1")
    try:
        alone = {}
        asyncio.run(bystander(server.ws, FRAME_TRIPS, alone))
        print(f"  alone: {describe(alone['times'])}", flush=True)
        for name, message, reply_type, record in (
                ("one tab looping trace (after the long gesture)", TRACE, "trace", True),
                ("one tab looping frame (8 in flight)", '{"type":"frame","t":5}', "frame", False)):
            stop = threading.Event()
            counts = []
            threads = run_loopers(server.ws, 1, message, reply_type, record, stop, counts)
            wait_ready(counts, 1)
            time.sleep(1)
            before = dict(counts[0])
            started = time.monotonic()
            result = {}
            asyncio.run(bystander(server.ws, FRAME_TRIPS, result))
            elapsed = time.monotonic() - started
            after = dict(counts[0])
            stop.set()
            for thread in threads:
                thread.join(30)
            replies = after.get("replies", 0) - before.get("replies", 0)
            mib = (after.get("bytes", 0) - before.get("bytes", 0)) / 2**20
            print(f"  {name}: {describe(result['times'])}; resets {result['resets']}; the looping tab got "
                  f"{replies / elapsed:.0f} replies/s, {mib / elapsed:.2f} MiB/s "
                  f"{'(' + after['error'] + ')' if 'error' in after else ''}", flush=True)
        stats = server.stats()
        print(f"  stats: workersEnded {stats['engineWorkersEnded']}, failures {stats['engineFailures']}, "
              f"held back {stats.get('messagesHeldBack')}", flush=True)
    finally:
        server.stop()


def part_many(executable: str):
    for tabs, options in ((48, ()), (24, ("--workers", "1"))):
        server = Server(executable, *options)
        try:
            stop = threading.Event()
            counts = []
            threads = run_loopers(server.ws, tabs, TRACE, "trace", True, stop, counts)
            wait_ready(counts, tabs)
            started = time.monotonic()
            results = {}

            async def bystanders():
                await asyncio.gather(*(bystander(server.ws, 1000, results, pause=0.01) for _ in range(4)))

            asyncio.run(bystanders())
            elapsed = time.monotonic() - started
            stop.set()
            for thread in threads:
                thread.join(30)
            stats = server.stats()
            replies = sum(c.get("replies", 0) for c in counts)
            errors = [c["error"] for c in counts if "error" in c]
            print(f"{tabs} tabs looping trace{' ' + ' '.join(options) if options else ''} ({elapsed:.0f} s): "
                  f"4 bystanders {describe(results['times'])}, resets {len(results['resets'])}; "
                  f"workers killed {stats['engineWorkersEnded']}, engine failures {stats['engineFailures']}; "
                  f"loopers got {replies} replies, errors {errors[:2]}", flush=True)
        finally:
            server.stop()


def part_memory(executable: str):
    server = Server(executable, "--idle-worker-seconds", "1")
    try:
        def mb():
            return server.resident_kib() / 1024

        def settle():
            server.wait_for_sessions(0)
            server.wait_for(lambda: server.stats()["engineWorkers"] == 0)
            time.sleep(20)

        async def holders(n: int, hold: threading.Event | None = None):
            sockets = []
            for start in range(0, n, 8):
                sockets += await asyncio.gather(*(websockets.connect(server.ws, max_size=None)
                                                  for _ in range(min(8, n - start))))
            for ws in sockets:
                await hello(ws)

            async def record(ws):
                await record_long_gesture(ws)
                await ws.send(TRACE)
                while json.loads(await ws.recv())["type"] != "trace":
                    pass

            for start in range(0, n, 8):
                await asyncio.gather(*(record(ws) for ws in sockets[start:start + 8]))
            return sockets

        print("memory (server and workers, VmRSS):", flush=True)
        print(f"  cold {mb():.1f} MB", flush=True)

        async def warm():
            sockets = await holders(4)
            for ws in sockets:
                await ws.close()

        asyncio.run(warm())
        settle()
        warmed = mb()
        print(f"  warmed (4 recording tabs, settled) {warmed:.1f} MB", flush=True)

        async def sixty_four():
            sockets = await holders(64)
            held = mb()
            for ws in sockets:
                await ws.close()
            return held

        held = asyncio.run(sixty_four())
        print(f"  64 tabs each holding the long gesture: {held:.1f} MB (+{(held - warmed) / 64:.2f} MB per tab)",
              flush=True)
        settle()
        after = mb()
        print(f"  settled: {after:.1f} MB ({100 * (after - warmed) / warmed:+.1f} % of warmed)", flush=True)

        # 20 tabs that record, then send traces and never read.
        stop = threading.Event()
        counts = []
        peak = [0.0]
        threads = run_loopers(server.ws, 20, TRACE, "trace", True, stop, counts, read=False)
        wait_ready(counts, 20)
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            peak[0] = max(peak[0], mb())
            time.sleep(0.2)
        print(f"  20 tabs sending trace and never reading, peak over 20 s: {peak[0]:.1f} MB "
              f"(+{(peak[0] - warmed) / 20:.2f} MB per tab)", flush=True)
        stop.set()
        for thread in threads:
            thread.join(60)
        settle()
        after = mb()
        print(f"  settled: {after:.1f} MB ({100 * (after - warmed) / warmed:+.1f} % of warmed)", flush=True)
    finally:
        server.stop()


def part_cap(executable: str):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, min(hard, 8192)), hard))
    server = Server(executable)
    try:
        stop = threading.Event()
        opened = [0]

        def holder():
            sockets = []
            while not stop.is_set():
                alive = []
                for sock in sockets:
                    try:
                        sock.setblocking(False)
                        data = sock.recv(4096)
                        if data == b"":
                            sock.close()
                            continue
                    except BlockingIOError:
                        pass
                    except OSError:
                        sock.close()
                        continue
                    alive.append(sock)
                sockets = alive
                while len(sockets) < 1100 and not stop.is_set():
                    try:
                        sockets.append(socket.create_connection(("127.0.0.1", server.port), timeout=5))
                        opened[0] += 1
                    except OSError:
                        time.sleep(0.01)
                        break
                time.sleep(0.05)
            for sock in sockets:
                sock.close()

        thread = threading.Thread(target=holder, daemon=True)
        thread.start()
        time.sleep(5)
        times = []
        for _ in range(50):
            started = time.perf_counter()
            with urllib.request.urlopen(server.url, timeout=30) as response:
                response.read(1)
            times.append((time.perf_counter() - started) * 1000)
            time.sleep(0.1)
        stop.set()
        thread.join(30)
        stats = server.stats()
        print(f"a new tab's first response while one process holds 1,100 silent sockets (reopened {opened[0]}): "
              f"{describe(times)}; closedAtCap {stats.get('closedAtCap')}", flush=True)
    finally:
        server.stop()


def main(executable: str, parts: list[str]):
    for part in parts or ["trace", "many", "memory", "cap"]:
        {"trace": part_trace, "many": part_many, "memory": part_memory, "cap": part_cap}[part](executable)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2:])
