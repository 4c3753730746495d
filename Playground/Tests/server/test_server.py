"""The playground server against hostile clients (issue 8): host and origin checks against
DNS rebinding, RFC 6455 framing, slow clients, the engine reproducers, worker isolation,
rate limits, and a soak of 200 connections, 20,000 malformed or extreme messages and
connect/close churn, after which the server answers, has no session left, and its resident
memory (server and workers) is within 10 % of where it was after a warm-up.

Loopback only; every test is bounded in time.
"""

import asyncio
import json
import math
import os
import pathlib
import random
import socket
import struct
import threading
import time
import urllib.error
import urllib.request

import pytest
import websockets

from conftest import SAFETY, Server

DOCUMENTED = {"too-large", "binary", "bad-json", "bad-message", "unknown-type", "unknown-demo", "missing-field",
              "bad-number", "bad-value"}


# ------------------------------------------------------------------ raw HTTP and frames

def raw_request(port: int, host: str | None, origin: str | None = None, upgrade: bool | str = True,
                path: str = "/ws") -> tuple[int, socket.socket, bytes]:
    """Sends a request head by hand and returns the status, the open socket and what was
    received so far (`upgrade`: the Upgrade header's value, or True for `websocket`)."""
    sock = socket.create_connection(("127.0.0.1", port), timeout=SAFETY)
    lines = [f"GET {path} HTTP/1.1"]
    if host is not None:
        lines.append(f"Host: {host}")
    if upgrade:
        value = "websocket" if upgrade is True else upgrade
        lines += [f"Upgrade: {value}", "Connection: Upgrade", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
                  "Sec-WebSocket-Version: 13"]
    if origin is not None:
        lines.append(f"Origin: {origin}")
    sock.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
    head = b""
    while b"\r\n\r\n" not in head:
        chunk = sock.recv(4096)
        if not chunk:
            break
        head += chunk
    status = int(head.split(b"\r\n")[0].split()[1]) if head else 0
    return status, sock, head


def status_of(port, host, origin=None, upgrade=True, path="/ws") -> int:
    status, sock, _ = raw_request(port, host, origin, upgrade, path)
    sock.close()
    return status


def frame(opcode: int, payload: bytes = b"", masked: bool = True, fin: bool = True) -> bytes:
    head = bytes([(0x80 if fin else 0) | opcode])
    mask_bit = 0x80 if masked else 0
    if len(payload) < 126:
        head += bytes([mask_bit | len(payload)])
    elif len(payload) <= 0xFFFF:
        head += bytes([mask_bit | 126]) + struct.pack(">H", len(payload))
    else:
        head += bytes([mask_bit | 127]) + struct.pack(">Q", len(payload))
    if not masked:
        return head + payload
    key = bytes([1, 2, 3, 4])
    return head + key + bytes(b ^ key[i % 4] for i, b in enumerate(payload))


def read_until_closed(sock: socket.socket, timeout: float = SAFETY) -> bytes:
    sock.settimeout(timeout)
    data = b""
    try:
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                return data
            data += chunk
    except (socket.timeout, ConnectionResetError):
        return data + b"<not closed>"


def test_loopback_hosts_are_served_and_dns_rebinding_is_refused_with_403(server):
    port = server.port
    for host in (f"127.0.0.1:{port}", f"localhost:{port}", f"[::1]:{port}", f"127.9.9.9:{port}"):
        assert status_of(port, host, upgrade=False, path="/") == 200, host
        assert status_of(port, host) == 101, host
        assert status_of(port, host, origin=f"http://{host}") == 101, host
    # DNS rebinding: a name of the attacker's pointing at 127.0.0.1, same-origin in the browser.
    assert status_of(port, f"evil.example:{port}", origin=f"http://evil.example:{port}") == 403
    assert status_of(port, f"evil.example:{port}", upgrade=False, path="/stats") == 403
    assert status_of(port, f"evil.example:{port}", upgrade=False, path="/") == 403
    # Another site's page, another port, no Host at all.
    assert status_of(port, f"127.0.0.1:{port}", origin="https://evil.example") == 403
    assert status_of(port, f"127.0.0.1:{port}", origin=f"http://evil.example:{port}") == 403
    assert status_of(port, f"127.0.0.1:{port}", origin="null") == 403
    assert status_of(port, f"127.0.0.1:{port + 1}") == 403
    assert status_of(port, None) == 403
    # The refusal says why.
    status, sock, head = raw_request(port, f"evil.example:{port}", f"http://evil.example:{port}")
    assert status == 403 and b"evil.example" in head + read_until_closed(sock)
    sock.close()


# ------------------------------------------------------------------ the server as built

WEB = pathlib.Path(__file__).resolve().parents[2] / "Sources" / "PlaygroundCore" / "Web"


def http_get(port: int, path: str, headers: dict | None = None) -> tuple[int, dict, bytes]:
    """A GET with `Host: 127.0.0.1:<port>`, as a browser sends it: the status, the headers
    (lower-case names) and the body; an error status is returned, not raised."""
    request = urllib.request.Request(f"http://127.0.0.1:{port}{path}", headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=SAFETY) as response:
            return response.status, {k.lower(): v for k, v in response.headers.items()}, response.read()
    except urllib.error.HTTPError as error:
        return error.code, {k.lower(): v for k, v in error.headers.items()}, error.read()


def test_the_worker_executable_is_built(executable):
    # The engine workers are the same executable (`playground --engine-worker`).
    assert os.access(executable, os.X_OK), executable


def test_the_page_is_served_from_the_bundled_folder_and_never_cached(server):
    status, headers, body = http_get(server.port, "/")
    assert status == 200
    assert headers["content-type"].startswith("text/html")
    assert headers["cache-control"] == "no-store"
    # The bundled file itself (PlaygroundCoreTests check that it names every demo).
    assert body == (WEB / "index.html").read_bytes()
    for path, kind in (("/app.js", "javascript"), ("/render.js", "javascript"), ("/style.css", "text/css")):
        status, headers, body = http_get(server.port, path)
        assert status == 200, path
        assert kind in headers["content-type"], (path, headers["content-type"])
        assert body == (WEB / path[1:]).read_bytes(), path
    assert http_get(server.port, "/no-such-file.js")[0] == 404


def test_a_foreign_origin_is_refused_with_403_and_stats_are_json(server):
    assert http_get(server.port, "/", {"Origin": "http://evil.example"})[0] == 403
    server.wait_for_sessions(0)
    status, headers, body = http_get(server.port, "/stats")
    assert status == 200
    assert headers["content-type"] == "application/json"
    assert b'"openSessions":0' in body


def websocket_session(server, frames: list[bytes], replies: int) -> bytes:
    """Sends `frames` (raw, masked) on a new WebSocket and reads until `replies` text messages
    arrived or the server closed; returns everything the server sent after the 101 head."""
    sock, data = upgraded(server.port)
    try:
        sock.sendall(b"".join(frames))
        sock.settimeout(SAFETY)
        while len(texts(data)) < replies and close_code(data) is None:
            chunk = sock.recv(65536)
            if not chunk:
                break
            data += chunk
    finally:
        sock.close()
    return data


def test_a_tab_gets_hello_and_frames_and_refusals_and_carries_on(server):
    big = '{' + " " * (64 * 1024 + 10) + '"type":"ping","id":1}'
    data = websocket_session(server, [
        frame(1, b'{"type":"frame","t":1}'),
        frame(2, bytes([1, 2, 3])),
        frame(1, big.encode()),
        frame(1, b'{"type":"ping","id":7}'),
    ], replies=5)
    replies = texts(data)
    assert [m["type"] for m in replies] == ["hello", "frame", "error", "error", "pong"], replies
    # A binary message, then one over PlaygroundSession.maximumMessageBytes (64 KiB).
    assert [replies[2]["code"], replies[3]["code"]] == ["binary", "too-large"]
    assert replies[4]["id"] == 7


def test_a_message_in_several_frames_is_assembled(server):
    text = b'{"type":"ping","id":42}'
    data = websocket_session(server, [frame(1, text[:10], fin=False), frame(0, text[10:])], replies=2)
    replies = texts(data)
    assert [m["type"] for m in replies] == ["hello", "pong"]
    assert replies[1]["id"] == 42


def test_a_message_beyond_the_websocket_limit_closes_with_1009(server):
    # Two 600 KiB fragments: over the 1 MiB a message may have once joined.
    chunk = b" " * (600 * 1024)
    data = websocket_session(server, [frame(1, chunk, fin=False), frame(0, chunk)], replies=2)
    assert [m["type"] for m in texts(data)] == ["hello"]
    assert close_code(data) == 1009


def server_frames(data: bytes) -> list[tuple[int, bytes]]:
    """The (opcode, payload) of the server's (unmasked) frames in `data`."""
    frames, index = [], 0
    while index + 2 <= len(data):
        opcode, length, start = data[index] & 0x0F, data[index + 1] & 0x7F, index + 2
        if length == 126:
            length, start = struct.unpack(">H", data[start:start + 2])[0], start + 2
        elif length == 127:
            length, start = struct.unpack(">Q", data[start:start + 8])[0], start + 8
        if start + length > len(data):
            break
        frames.append((opcode, data[start:start + length]))
        index = start + length
    return frames


def close_code(data: bytes) -> int | None:
    closes = [payload for opcode, payload in server_frames(data) if opcode == 8]
    return struct.unpack(">H", closes[-1][:2])[0] if closes and len(closes[-1]) >= 2 else None


def texts(data: bytes) -> list[dict]:
    return [json.loads(payload) for opcode, payload in server_frames(data) if opcode == 1]


def read_until(sock: socket.socket, needle: bytes, data: bytes = b"") -> bytes:
    """Reads until `needle` has arrived (or the connection closed)."""
    sock.settimeout(SAFETY)
    while needle not in data:
        chunk = sock.recv(65536)
        if not chunk:
            break
        data += chunk
    return data


def test_an_unmasked_client_frame_closes_the_connection_with_1002(server):
    status, sock, head = raw_request(server.port, f"127.0.0.1:{server.port}")
    assert status == 101
    # The hello arrives, a masked ping is answered, then an unmasked frame ends it all.
    sock.sendall(frame(1, b'{"type":"ping","id":1}'))
    read_until(sock, b'"id":1', head)
    sock.sendall(frame(1, b'{"type":"ping","id":2}', masked=False))
    data = read_until_closed(sock)
    assert b'"id":2' not in data
    assert bytes([0x88]) in data and struct.pack(">H", 1002) in data, data[-40:]
    assert not data.endswith(b"<not closed>")
    sock.close()
    assert server.wait_for_sessions(0)["openSessions"] == 0


def test_upgrade_headers_the_library_reads_as_token_lists_get_the_frame_checks(server):
    """Issue 15, reproducer 3: `Upgrade: websocket, x` (or `foo, websocket`) is upgraded by the
    library, so the guard checks its frames too: an unmasked frame is not answered but
    closed with 1002."""
    for value in ("websocket, x", "foo, websocket", "WebSocket"):
        status, sock, head = raw_request(server.port, f"127.0.0.1:{server.port}", upgrade=value)
        assert status == 101, value
        sock.sendall(frame(1, b'{"type":"ping","id":3}', masked=False))
        data = read_until_closed(sock)
        assert b'"id":3' not in data, value
        assert close_code(head.split(b"\r\n\r\n", 1)[1] + data) == 1002, (value, data[-40:])
        sock.close()
    assert server.wait_for_sessions(0)["openSessions"] == 0


def test_silent_slow_and_oversized_request_heads_are_cut_off(hooked_server):
    """The hooked server gives a head 1 s; the 10 s deadline itself is tested on the event
    loop's clock in the Swift tests (ConnectionGuardTests). No log line for any refusal."""
    port = hooked_server.port
    before = hooked_server.stats()
    silent = socket.create_connection(("127.0.0.1", port), timeout=SAFETY)
    partial = socket.create_connection(("127.0.0.1", port), timeout=SAFETY)
    partial.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1")
    assert read_until_closed(silent).startswith(b"HTTP/1.1 408")
    assert read_until_closed(partial).startswith(b"HTTP/1.1 408")
    huge = socket.create_connection(("127.0.0.1", port), timeout=SAFETY)
    huge.sendall(b"GET / HTTP/1.1\r\nX-Pad: " + b"x" * 20000)
    assert read_until_closed(huge).startswith(b"HTTP/1.1 431")
    # Issue 15, reproducer 4: a complete 30,000-byte head in one write, as well.
    whole = socket.create_connection(("127.0.0.1", port), timeout=SAFETY)
    whole.sendall(f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nX-Pad: {'x' * 30000}\r\n\r\n".encode())
    assert read_until_closed(whole).startswith(b"HTTP/1.1 431")
    # And a cross-origin WebSocket, as any web page may try.
    assert status_of(port, f"127.0.0.1:{port}", origin="https://evil.example") == 403
    for sock in (silent, partial, huge, whole):
        sock.close()
    after = hooked_server.stats()
    assert after["headsTimedOut"] - before["headsTimedOut"] == 2
    assert after["refusedLargeHeads"] - before["refusedLargeHeads"] == 2
    assert after["refusedHosts"] - before["refusedHosts"] == 1
    assert hooked_server.stats()  # a request after the refusals, so their log lines are out
    logged = [line for line in hooked_server.output if "Error handling upgrade result" in line]
    assert not logged, logged


# ------------------------------------------------------------------ WebSocket helpers

def connect(url: str, **options):
    """`websockets.connect` with the suite's guard instead of the library's wall-clock limits:
    an opening handshake may take up to SAFETY (the default 10 s failed the soak's 200
    simultaneous connections on a busy CI machine), and the client sends no keep-alive pings
    of its own (their 20 s timeout is a clock bound too); `options` may set either again."""
    options.setdefault("open_timeout", SAFETY)
    options.setdefault("ping_interval", None)
    return websockets.connect(url, **options)


async def receive_json(ws, timeout: float = SAFETY) -> dict:
    return json.loads(await asyncio.wait_for(ws.recv(), timeout))


async def until(ws, predicate, timeout: float = SAFETY) -> list[dict]:
    """Receives messages until one satisfies `predicate`; returns them all."""
    seen = []
    deadline = time.monotonic() + timeout
    while True:
        message = await receive_json(ws, max(0.01, deadline - time.monotonic()))
        seen.append(message)
        if predicate(message):
            return seen


async def ping(ws, ident) -> list[dict]:
    await ws.send(json.dumps({"type": "ping", "id": ident}))
    return await until(ws, lambda m: m.get("type") == "pong" and m.get("id") == ident)


def finite_numbers(value) -> bool:
    if isinstance(value, float):
        return math.isfinite(value)
    if isinstance(value, dict):
        return all(finite_numbers(v) for v in value.values())
    if isinstance(value, list):
        return all(finite_numbers(v) for v in value)
    return True


def pointer(demo, phase, x, t):
    return json.dumps({"type": "pointer", "demo": demo, "phase": phase, "x": x, "t": t})


def read_one_response(sock: socket.socket) -> tuple[int, bytes]:
    """Reads one response with a Content-Length body: its status and anything read past it."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        assert chunk, data
        data += chunk
    head, rest = data.split(b"\r\n\r\n", 1)
    length = next(int(line.split(b":", 1)[1]) for line in head.split(b"\r\n")[1:]
                  if line.lower().startswith(b"content-length:"))
    while len(rest) < length:
        chunk = sock.recv(65536)
        assert chunk, rest
        rest += chunk
    return int(head.split(b" ", 2)[1]), rest[length:]


def test_a_later_request_head_on_a_kept_alive_connection_is_held_to_16_kib(server):
    """Every request head of a connection is held to 16 KiB, not only the first: a
    30,000-byte second head in one write gets 431 (NIO's own limit is 80 KiB)."""
    port = server.port
    before = server.stats()
    sock = socket.create_connection(("127.0.0.1", port), timeout=SAFETY)
    sock.sendall(f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode())
    status, extra = read_one_response(sock)
    assert (status, extra) == (200, b"")
    sock.sendall(f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nX-Pad: {'x' * 30000}\r\n\r\n".encode())
    assert read_until_closed(sock).startswith(b"HTTP/1.1 431")
    sock.close()
    assert server.stats()["refusedLargeHeads"] - before["refusedLargeHeads"] == 1


def test_the_issue_reproducer_leaves_the_server_and_every_tab_working(server):
    async def main():
        async with connect(server.ws) as attacker, connect(server.ws) as bystander:
            assert (await receive_json(attacker))["type"] == "hello"
            assert (await receive_json(bystander))["type"] == "hello"
            await attacker.send('{"type":"configure","demo":"banners","settings":{"snapping":"free","isLooping":true}}')
            await attacker.send(pointer("banners", "began", 300, 0))
            await attacker.send(pointer("banners", "moved", 100, 1e-150))
            await attacker.send(pointer("banners", "ended", 100, 1e-150))
            await attacker.send('{"type":"frame","t":1e-150}')
            replies = await until(attacker, lambda m: m["type"] == "frame")
            assert [m["type"] for m in replies] == ["config", "frame"]
            assert finite_numbers(replies[-1])
            # A frame lists the demos that changed since the previous one: the banners' state
            # is the last one listed.
            state = replies[-1]["demos"].get("banners")
            await attacker.send('{"type":"frame","t":60}')
            state = (await until(attacker, lambda m: m["type"] == "frame"))[-1]["demos"].get("banners", state)
            assert state is not None and state["phase"] == "idle" and finite_numbers(state)
            assert (await ping(attacker, 1))[-1]["type"] == "pong"
            assert [m["type"] for m in await ping(bystander, 2)] == ["pong"]
    asyncio.run(main())
    assert server.wait_for_sessions(0)["engineFailures"] == 0


def test_wheel_flings_one_ulp_apart_at_plus_minus_1e7(server):
    async def main():
        async with connect(server.ws) as ws:
            await receive_json(ws)
            t = 1.0
            for fling in range(300):
                x = 1e7 if fling % 2 == 0 else -1e7
                await ws.send(pointer("wheel", "began", x, t))
                t = math.nextafter(t, math.inf)
                await ws.send(pointer("wheel", "moved", -x, t))
                t = math.nextafter(t, math.inf)
                await ws.send(pointer("wheel", "ended", -x, t))
                await ws.send(json.dumps({"type": "frame", "t": t}))
            frames = []
            for _ in range(300):
                frames += [m for m in await until(ws, lambda m: m["type"] == "frame")]
            assert all(m["type"] == "frame" and finite_numbers(m) for m in frames)
            assert (await ping(ws, 9))[-1]["type"] == "pong"
    asyncio.run(main())
    assert server.wait_for_sessions(0)["engineFailures"] == 0


# ------------------------------------------------------------------ isolation (test hooks)

def test_a_crash_ends_only_its_worker_and_the_tab_gets_a_fresh_session(hooked_server):
    async def main():
        async with connect(hooked_server.ws) as crasher, connect(hooked_server.ws) as other:
            await receive_json(crasher)
            await receive_json(other)
            before = hooked_server.stats()
            await crasher.send('{"type":"test-crash"}')
            error, hello = await receive_json(crasher), await receive_json(crasher)
            assert error["code"] == "engine-failed" and "crash" in error["message"]
            assert hello["type"] == "hello"
            assert [m["type"] for m in await ping(other, 1)] == ["pong"], "the other tab is untouched"
            assert [m["type"] for m in await ping(crasher, 2)] == ["pong"]
            after = hooked_server.stats()
            assert after["engineWorkersEnded"] == before["engineWorkersEnded"] + 1
            # The third crash within a minute closes the tab (1011); the other carries on.
            for _ in range(2):
                await crasher.send('{"type":"test-crash"}')
            messages = []
            try:
                while True:
                    messages.append(await receive_json(crasher))
            except websockets.ConnectionClosed as closed:
                assert closed.rcvd.code == 1011
            assert messages[-1]["code"] == "engine-failed" and "closing" in messages[-1]["message"]
            assert [m["type"] for m in await ping(other, 3)] == ["pong"]
    asyncio.run(main())
    assert hooked_server.wait_for_sessions(0)["openSessions"] == 0


def test_tabs_sharing_a_crashed_worker_get_a_fresh_session(hooked_server):
    async def main():
        tabs = [await connect(hooked_server.ws) for _ in range(5)]  # 4 workers: tabs 0 and 4 share
        try:
            for tab in tabs:
                await receive_json(tab)
            await tabs[0].send('{"type":"test-crash"}')
            assert (await receive_json(tabs[0]))["code"] == "engine-failed"
            messages = await ping(tabs[4], 1)
            assert messages[0]["code"] == "engine-failed" and "another tab" in messages[0]["message"]
            assert [m["type"] for m in messages[1:]] == ["hello", "pong"]
            for i in (1, 2, 3):
                assert [m["type"] for m in await ping(tabs[i], i)] == ["pong"]
        finally:
            for tab in tabs:
                await tab.close()
    asyncio.run(main())


def test_a_hung_engine_is_killed_by_the_watchdog(hooked_server):
    async def main():
        async with connect(hooked_server.ws) as ws:
            await receive_json(ws)
            await ws.send('{"type":"test-hang"}')
            error = await receive_json(ws)
            assert error["code"] == "engine-failed" and "did not answer" in error["message"]
            assert (await receive_json(ws))["type"] == "hello"
            assert (await ping(ws, 1))[-1]["type"] == "pong"
    asyncio.run(main())


def test_sessions_beyond_the_limit_are_refused_with_busy(hooked_server):
    async def main():
        hooked_server.wait_for_sessions(0)
        tabs = [await connect(hooked_server.ws) for _ in range(8)]
        try:
            for tab in tabs:
                await receive_json(tab)
            async with connect(hooked_server.ws) as extra:
                error = await receive_json(extra)
                assert error["code"] == "busy" and "8 open sessions" in error["message"]
                try:
                    await receive_json(extra)
                    raise AssertionError("not closed")
                except websockets.ConnectionClosed as closed:
                    assert closed.rcvd.code == 1013
        finally:
            for tab in tabs:
                await tab.close()
    asyncio.run(main())
    assert hooked_server.wait_for_sessions(0)["openSessions"] == 0


# ------------------------------------------------------------------ rate and fragments
#
# Rates, waits and the abuse limit are tested on the event loop's clock in the Swift tests
# (ConnectionGuardTests, RateLimiterTests). Here only what counting decides: the hooked
# server's bucket holds 200 tokens and refills 200 per second, and a connection held back for
# 2 s is closed, so a client that keeps sending faster than that is closed with 1008 however
# slow the machine, and one that sends 400 messages at once must be held back (for about 1 s:
# the server takes them from the socket far faster than 200 per second) and not closed.

def test_a_flood_is_paced_not_dropped(hooked_server):
    before = hooked_server.stats()["framesHeldBack"]
    count = 400
    data = websocket_session(hooked_server, [frame(1, b'{"type":"ping","id":%d}' % i) for i in range(count)],
                             replies=count + 1)
    assert close_code(data) is None
    replies = texts(data)
    assert [m["id"] for m in replies[1:]] == list(range(count)), "every message answered, in order"
    assert hooked_server.stats()["framesHeldBack"] > before


def upgraded(port: int) -> tuple[socket.socket, bytes]:
    """A raw WebSocket connection: the socket and what followed the 101 head (the hello)."""
    status, sock, head = raw_request(port, f"127.0.0.1:{port}")
    assert status == 101
    return sock, head.split(b"\r\n\r\n", 1)[1]


def flood_until_closed(port: int, chunk: bytes) -> bytes:
    """Sends `chunk` over and over on a raw WebSocket until the server closes it; returns
    everything the server sent."""
    sock, data = upgraded(port)
    stop = threading.Event()

    def send():
        try:
            while not stop.is_set():
                sock.sendall(chunk)
        except OSError:  # the server closed the connection under the send
            pass

    sender = threading.Thread(target=send, daemon=True)
    sender.start()
    data += read_until_closed(sock)
    stop.set()
    sock.close()
    sender.join(SAFETY)
    return data


def test_a_cheap_message_flood_is_closed_with_1008(hooked_server):
    """Issue 15, reproducer 2 (cheap messages): a ping flood, served at ~5,200/s without ever
    being closed when a wait that overshot ended the hold."""
    before = hooked_server.stats()["closedTooFast"]
    data = flood_until_closed(hooked_server.port, frame(1, b'{"type":"ping","id":1}') * 500)
    assert not data.endswith(b"<not closed>")
    assert close_code(data) == 1008, data[-80:]
    assert texts(data)[-1]["code"] == "too-fast"
    assert hooked_server.stats()["closedTooFast"] == before + 1
    assert hooked_server.wait_for_sessions(0)["openSessions"] == 0


def test_control_frame_floods_are_paid_for_and_closed_with_1008(hooked_server):
    """Issue 15, reproducer 2 (control frames): empty pongs, and pings, cost a token each."""
    for opcode in (0xA, 0x9):
        data = flood_until_closed(hooked_server.port, frame(opcode) * 2000)
        assert close_code(data) == 1008, (opcode, data[-80:])
        assert texts(data)[-1]["code"] == "too-fast"
    assert hooked_server.wait_for_sessions(0)["openSessions"] == 0


def test_binary_frames_pay_by_size(hooked_server):
    """Issue 15, reproducer 2 (binary): 1 MiB binary frames cost 257 tokens each, not one, so
    a flood of them (3,857 MiB in 10 s before) is held back and closed with 1008."""
    data = flood_until_closed(hooked_server.port, frame(2, b"\0" * (1 << 20)))
    assert close_code(data) == 1008, data[-80:]
    replies = texts(data)
    assert replies[-1]["code"] == "too-fast"
    # The bucket of 200 tokens and 2 s at 200 per second pay for at most 3 such frames (and
    # the ones that arrive in the last wait): far from thousands.
    assert sum(1 for m in replies if m.get("code") == "binary") <= 6, len(replies)


def test_empty_continuation_frames_are_refused_after_64_frames(hooked_server):
    """Issue 15, reproducer 1: a message's 65th frame closes the connection with 1009 (before,
    empty continuation frames were kept without end: 2 million took the server to 320 MB)."""
    before = hooked_server.stats()["closedTooManyFragments"]
    sock, data = upgraded(hooked_server.port)
    # 1-byte fragments: a ping in 22 frames is answered...
    message = b'{"type":"ping","id":5}'
    sock.sendall(frame(1, message[:1], fin=False) + b"".join(frame(0, message[i:i + 1], fin=i == len(message) - 1)
                                                              for i in range(1, len(message))))
    data = read_until(sock, b'"id":5', data)
    # ...and a message of empty frames is cut off at the 65th (11 MiB were sent before).
    try:
        sock.sendall(frame(1, b"", fin=False) + frame(0, b"", fin=False) * 100_000)
    except OSError:
        pass
    data += read_until_closed(sock)
    sock.close()
    assert close_code(data) == 1009, data[-80:]
    assert b"more than 64 frames in one message" in data
    assert hooked_server.stats()["closedTooManyFragments"] == before + 1
    assert hooked_server.wait_for_sessions(0)["openSessions"] == 0


def test_a_bystander_is_served_while_two_connections_flood_control_frames(hooked_server):
    """Two connections flood empty pongs until closed (1008) while another tab keeps sending
    frames: every one of the bystander's messages is answered, and it is never held back
    (its round trips are measured, not asserted, by Tests/server/measure.py)."""
    async def main():
        async with connect(hooked_server.ws) as ws:
            await receive_json(ws)
            floods = [asyncio.to_thread(flood_until_closed, hooked_server.port, frame(0xA) * 2000) for _ in range(2)]
            tasks = [asyncio.ensure_future(f) for f in floods]
            answered = 0
            while not all(task.done() for task in tasks):
                await ws.send('{"type":"frame","t":1}')
                assert (await receive_json(ws))["type"] == "frame"
                answered += 1
                await asyncio.sleep(0.02)
            for task in tasks:
                assert close_code(task.result()) == 1008
            assert answered > 0
    asyncio.run(main())
    assert hooked_server.wait_for_sessions(0)["openSessions"] == 0


# ------------------------------------------------------------------ soak

VALID = [
    '{"type":"frame","t":1.5}',
    '{"type":"pointer","demo":"banners","phase":"began","x":120,"t":1.51}',
    '{"type":"pointer","demo":"wheel","phase":"moved","x":-40,"t":1.52}',
    '{"type":"resize","demo":"cards","width":375,"height":200,"t":1.5}',
    '{"type":"configure","demo":"banners","t":1.5,"settings":{"count":12,"isLooping":true,"snapping":"paging",'
    '"maxItemsPerFling":1,"decelerationRate":0.99,"springResponse":0.25,"springDamping":1,"autoplay":true,'
    '"autoplayInterval":3}}',
    '{"type":"scroll","demo":"pages","index":3,"animated":true,"t":1.5}',
    '{"type":"ping","id":7}',
]

HAND_WRITTEN = [
    "", " ", "nonsense", "{", "}", "[]", "null", "true", "1", '"frame"', "{}", '{"type":1}', '{"type":null}',
    '{"type":"teleport"}', '{"type":"frame"}', '{"type":"frame","t":-1}', '{"type":"frame","t":1e400}',
    '{"type":"frame","t":null}', '{"type":"frame","t":"1"}', '{"type":"frame","t":1e10}',
    '{"type":"pointer","demo":"carousel","phase":"began","x":1,"t":1}',
    '{"type":"pointer","demo":"banners","phase":"flung","x":1,"t":1}',
    '{"type":"pointer","demo":"banners","phase":"moved","x":1e308,"t":1}',
    '{"type":"pointer","demo":"banners","phase":"moved","x":-1e300,"t":1}',
    '{"type":"pointer","demo":"banners","phase":"moved","x":null,"t":1}',
    '{"type":"pointer","demo":"banners","phase":"moved","t":1}',
    '{"type":"resize","demo":"wheel","width":1e19,"height":200}', '{"type":"resize","demo":"wheel","width":0,"height":1}',
    '{"type":"resize","demo":"wheel","width":-5,"height":1}',
    '{"type":"configure","demo":"banners"}', '{"type":"configure","demo":"banners","settings":[]}',
    '{"type":"configure","demo":"banners","settings":{"count":-5}}',
    '{"type":"configure","demo":"banners","settings":{"count":1e12}}',
    '{"type":"configure","demo":"banners","settings":{"count":2.5}}',
    '{"type":"configure","demo":"banners","settings":{"maxItemsPerFling":9223372036854775807}}',
    '{"type":"configure","demo":"banners","settings":{"decelerationRate":1}}',
    '{"type":"configure","demo":"banners","settings":{"springDamping":-1}}',
    '{"type":"configure","demo":"banners","settings":{"snapping":"sideways"}}',
    '{"type":"configure","demo":"banners","settings":{"isLooping":"yes"}}',
    '{"type":"configure","demo":"banners","settings":{"autoplayInterval":1e-300}}',
    '{"type":"scroll","demo":"banners","index":99}', '{"type":"scroll","demo":"banners","index":-1}',
    '{"type":"scroll","demo":"banners","index":1e300}', '{"type":"scroll","demo":"banners"}',
    '{"type":"ping","id":1e300}', '{"type":"ping","id":"x"}',
    "[" * 10000 + "]" * 10000, '{"a":' * 5000 + "1" + "}" * 5000,
    '{"type":"ping","pad":"' + "x" * 70000 + '"}', '"\\ud800"', "\xff\xfe",
]

EXTREME = [
    pointer("banners", "began", 300, 0), pointer("banners", "moved", 100, 1e-150),
    pointer("banners", "ended", 100, 1e-150), pointer("wheel", "began", 1e7, 1),
    pointer("wheel", "moved", -1e7, math.nextafter(1, 2)), pointer("wheel", "ended", -1e7, math.nextafter(1, 2)),
    '{"type":"configure","demo":"fullpage","settings":{"count":1000,"isLooping":true,"snapping":"free",'
    '"decelerationRate":0.9999}}',
    '{"type":"resize","demo":"pages","width":10000,"height":10000,"t":1e9}', '{"type":"frame","t":1e9}',
    '{"type":"frame","t":5e-324}', pointer("cards", "moved", 5e-324, 1e-300),
]


def mutate(text: str, rng: random.Random) -> str:
    chars = list(text)
    for _ in range(rng.randint(1, 4)):
        i = rng.randrange(len(chars))
        kind = rng.random()
        if kind < 0.3:
            chars[i] = rng.choice('{}[]":,0123456789.eE-+ntrufasl\\x')
        elif kind < 0.6:
            del chars[i]
        elif kind < 0.8:
            chars.insert(i, rng.choice(['1e308', '-', '"', '9' * 30, 'null', '{', ',']))
        else:
            chars[i:i] = chars[i:i + rng.randint(1, 10)]
        if not chars:
            chars = ["{"]
    return "".join(chars)


async def hostile_client(url: str, rng: random.Random, count: int, codes: dict, replies: list):
    async with connect(url, max_queue=None) as ws:
        assert (await receive_json(ws))["type"] == "hello"
        for _ in range(count):
            kind = rng.random()
            if kind < 0.5:
                message = mutate(rng.choice(VALID + EXTREME), rng)
            elif kind < 0.75:
                message = rng.choice(HAND_WRITTEN)
            elif kind < 0.95:
                message = rng.choice(EXTREME)
            else:
                message = bytes(rng.randrange(256) for _ in range(rng.randint(1, 64)))
            await ws.send(message)
        await ws.send('{"type":"ping","id":-1}')
        for message in await until(ws, lambda m: m.get("type") == "pong" and m.get("id") == -1, timeout=60):
            replies.append(message["type"])
            assert finite_numbers(message)
            if message["type"] == "error":
                codes[message["code"]] = codes.get(message["code"], 0) + 1


async def churn(url: str, count: int, concurrency: int = 50):
    async def one(i):
        async with connect(url) as ws:
            if i % 2:
                await ws.recv()

    for start in range(0, count, concurrency):
        await asyncio.gather(*(one(i) for i in range(start, min(count, start + concurrency))))


def test_soak_200_connections_20000_hostile_messages_and_churn(executable):
    # A server of its own, so that its cold start is measured too; idle workers stop after 1 s.
    server = Server(executable, "--idle-worker-seconds", "1")
    try:
        soak(server)
    finally:
        server.stop()


def soak(server):
    rng = random.Random(8)

    async def round_(connections, per_connection, churns):
        codes, replies = {}, []
        await asyncio.gather(*(hostile_client(server.ws, random.Random(rng.random()), per_connection, codes, replies)
                               for _ in range(connections)))
        await churn(server.ws, churns)
        return codes, replies

    def settled(bound_kib=None):
        """Resident memory once the tabs are gone: no session, the idle workers stopped, the
        closed WebSockets' last timers (15 s ping periods) past and the server's free memory
        handed back (the trim runs every 5 s for 40 s while no tab is open): 20 s, and then,
        if it is not yet within `bound_kib`, up to 60 s more (on a busy machine the timers
        and the trim run late)."""
        stats = server.wait_for_sessions(0)
        server.wait_for(lambda: server.stats()["engineWorkers"] == 0)
        time.sleep(20)
        if bound_kib is not None:
            server.wait_for(lambda: server.resident_kib() <= bound_kib, timeout=60)
        return stats, server.resident_kib()

    cold = server.resident_kib()
    # Warm-up at full width: every worker started, every code path taken, the allocators'
    # arenas grown to 200 concurrent connections.
    asyncio.run(round_(200, 100, 500))
    stats, before = settled()
    assert stats["openSessions"] == 0
    started = time.monotonic()
    codes, replies = asyncio.run(round_(200, 100, 2000))
    elapsed = time.monotonic() - started
    stats, after = settled(min(before * 1.10, cold * 1.3))
    final = server.stats()
    print(f"\nsoak: 200 connections x 100 messages = 20000 hostile messages, 2000 churned connections in "
          f"{elapsed:.1f} s; error codes {dict(sorted(codes.items()))}; replies {len(replies)}; "
          f"resident memory (server + {len(server.pids()) - 1} workers) {cold} KiB at start, {before} KiB after "
          f"the warm-up, {after} KiB after the soak ({100 * (after - before) / before:+.1f} % of the warm-up, "
          f"{100 * (after - cold) / cold:+.1f} % of the start); stats {final}")
    assert final["engineWorkers"] == 0 and final["engineWorkersRetired"] >= 4, final
    assert set(codes) <= DOCUMENTED, codes
    assert sum(codes.values()) > 5000
    assert stats["openSessions"] == 0
    assert stats["engineFailures"] == 0
    assert after <= before * 1.10, (before, after)
    # The workers' memory is given back and nothing accumulates per connection: what stays
    # is the server's first-use growth (code pages, runtime caches), about +20 %.
    assert after <= cold * 1.3, (cold, after)
    # And it still answers.
    async def still():
        async with connect(server.ws) as ws:
            await receive_json(ws)
            assert (await ping(ws, 1))[-1]["type"] == "pong"
    asyncio.run(still())


def test_closed_connections_leave_nothing_behind(executable):
    """3,000 connections opened and closed after a warm-up add less than 2 MB: a context kept
    per connection, as Hummingbird WebSocket's own request context did (0.8–1.5 KB each:
    +1.54 KB measured here with the fix taken out), would add 2.4–4.6 MB."""
    server = Server(executable, "--idle-worker-seconds", "1")
    try:
        def settled(bound_kib=None):
            """Past the closed connections' 15 s ping timers and a trim: 20 s, and then up to 60 s
            more for the memory to come within `bound_kib` (a busy machine runs them late)."""
            server.wait_for_sessions(0)
            time.sleep(20)
            if bound_kib is not None:
                server.wait_for(lambda: server.resident_kib() <= bound_kib, timeout=60)
            return server.resident_kib()

        asyncio.run(churn(server.ws, 1000))
        before = settled()
        asyncio.run(churn(server.ws, 3000))
        after = settled(before + 2048)
        print(f"\nchurn: 3000 connections after a warm-up of 1000: {before} KiB -> {after} KiB "
              f"({(after - before) / 3000:+.2f} KiB per connection)")
        assert after - before <= 2048, (before, after)
    finally:
        server.stop()


# ------------------------------------------------------------------ memory after frame attacks

def frame_attacks(port: int, connections: int = 5):
    """Issue 15's memory reproducers, `connections` of each at once: a message of empty
    continuation frames and one of 1-byte fragments (both cut off at the 65th frame), 1 MiB
    binary frames, 5,000 empty pongs, and a message of 22 1-byte fragments (answered)."""
    ping = b'{"type":"ping","id":9}'
    fragmented = frame(1, ping[:1], fin=False) + b"".join(
        frame(0, ping[i:i + 1], fin=i == len(ping) - 1) for i in range(1, len(ping)))
    attacks = [
        (frame(1, b"", fin=False) + frame(0, b"", fin=False) * 2000, None),
        (frame(1, b"x", fin=False) + frame(0, b"x", fin=False) * 2000, None),
        (frame(2, b"\0" * (1 << 20)) * 8 + frame(1, ping), b'"id":9'),
        (frame(0xA) * 5000 + frame(1, ping), b'"id":9'),
        (fragmented, b'"id":9'),
    ]

    def run(chunk, answer):
        sock, data = upgraded(port)
        try:
            sock.sendall(chunk)
            if answer is None:
                data += read_until_closed(sock)
                assert close_code(data) == 1009, data[-80:]
            else:
                assert answer in read_until(sock, answer, data)
        finally:
            sock.close()

    threads = [threading.Thread(target=run, args=attack) for attack in attacks for _ in range(connections)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(SAFETY)


def test_frame_attacks_leave_memory_where_it_was(executable):
    """The frame attacks leave no memory behind: after two warm-up rounds and three rounds more,
    three further rounds leave the server's and workers' resident memory within 10 % of where
    the first three left it. A leak grows with every round; the allocator's arenas grow only to
    their working size, which a busy machine reached at different points of the first rounds
    (43 MB after two warm-up rounds once, 48 MB in another run, and 41.8 MB warmed then 46.7 MB
    after three more in a third: a plateau reached late, not a leak). Before the fragment cap,
    2 million empty continuation frames took the server from 40 MB to 320 MB, and 1-byte
    fragments from 58 MB to 800 MB with 5 connections, settling at 56-77 MB afterwards."""
    server = Server(executable, "--idle-worker-seconds", "1")
    try:
        def settled(bound_kib=None):
            server.wait_for_sessions(0)
            # Every session freed once: connections the guard closes while their hello is
            # being written used to free theirs twice, and the workers never stopped.
            assert server.wait_for(lambda: server.stats()["engineWorkers"] == 0), server.stats()
            time.sleep(20)  # the closed connections' 15 s ping timers, and a trim
            if bound_kib is not None:
                server.wait_for(lambda: server.resident_kib() <= bound_kib, timeout=60)
            return server.resident_kib()

        cold = server.resident_kib()
        for _ in range(2):
            frame_attacks(server.port)
        warmed = settled()
        for _ in range(3):
            frame_attacks(server.port)
        plateau = settled()
        for _ in range(3):
            frame_attacks(server.port)
        after = settled(plateau * 1.10)
        stats = server.stats()
        print(f"\nframe attacks: {cold} KiB cold, {warmed} KiB after two warm-up rounds, {plateau} KiB after 3 more, "
              f"{after} KiB after 3 more again ({100 * (after - plateau) / plateau:+.1f} %); stats {stats}")
        assert stats["closedTooManyFragments"] == 5 * 2 * 8
        assert after <= plateau * 1.10, (warmed, plateau, after)
    finally:
        server.stop()


# Issue 20: every message, request and connection costs what it pays for. Decided by
# counting, close codes and statuses; the waits only guard against hanging.

def test_bodies_get_413_and_a_nul_in_a_path_gets_400_quietly(server):
    for path in ["/style.css%00.html", "/index.html%00"]:
        assert status_of(server.port, f"127.0.0.1:{server.port}", upgrade=False, path=path) == 400
    before = server.stats()["refusedRequests"]
    for request in [f"POST / HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nContent-Length: 100000000\r\n\r\n",
                    f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nUpgrade: websocket\r\n"
                    "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                    "Sec-WebSocket-Version: 13\r\nContent-Length: 5\r\n\r\nhello",
                    f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n\r\n"
                    f"POST / HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nTransfer-Encoding: chunked\r\n\r\n"]:
        sock = socket.create_connection(("127.0.0.1", server.port), timeout=SAFETY)
        sock.sendall(request.encode())
        data = read_until_closed(sock)
        sock.close()
        assert b"HTTP/1.1 413 Content Too Large" in data, data[:200]
    assert server.stats()["refusedRequests"] == before + 3


def test_refusals_after_frames_sent_with_the_upgrade_and_resets_log_no_error(server):
    head = (f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n").encode()
    ping = frame(1, b'{"type":"ping","id":1}')
    attacks = [ping + frame(1, b'{"type":"ping","id":2}', masked=False),
               ping + frame(1, b'{"ty', fin=False) + frame(0, b"", fin=False) * 70]
    before = server.stats()
    for attack in attacks:
        for _ in range(5):
            sock = socket.create_connection(("127.0.0.1", server.port), timeout=SAFETY)
            sock.sendall(head + attack)
            data = read_until_closed(sock)
            sock.close()
            assert bytes([0x88]) in data
    for k in range(10):
        sock = socket.create_connection(("127.0.0.1", server.port), timeout=SAFETY)
        sock.sendall(head + b"".join(frame(1, b'{"type":"frame","t":%d}' % j) for j in range(300)))
        if k % 2:
            sock.recv(1)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        sock.close()
    stats = server.wait_for_sessions(0)
    assert stats["closedUnmasked"] == before["closedUnmasked"] + 5
    assert stats["closedTooManyFragments"] == before["closedTooManyFragments"] + 5
    # Every connection above has ended (no session open), so its log lines are written.
    assert server.wait_for(lambda: server.stats()["openSessions"] == 0)
    errors = [line for line in server.output if " error " in line]
    assert errors == [], errors[:3]


def test_waiting_behind_other_tabs_work_is_not_a_hang(executable):
    """Reproducer 2: eight tabs on one worker each queue three 0.4-s requests (test-slow);
    every request waits up to 9 s, far past the 1-s limit, but none runs for 1 s, so the
    worker is never killed and every tab gets every answer."""
    running = Server(executable, "--test-hooks", "--workers", "1")
    try:
        async def tab():
            async with connect(running.ws, max_size=None) as ws:
                assert (await receive_json(ws))["type"] == "hello"
                for _ in range(3):
                    await ws.send('{"type":"test-slow"}')
                replies = [await receive_json(ws) for _ in range(3)]
                return [reply["type"] for reply in replies]

        async def main():
            return await asyncio.gather(*(tab() for _ in range(8)))

        results = asyncio.run(main())
        assert results == [["pong"] * 3] * 8
        stats = running.stats()
        assert stats["engineWorkersEnded"] == 0
        assert stats["engineFailures"] == 0
    finally:
        running.stop()


def test_pings_are_answered_while_a_tabs_messages_wait(executable):
    """Reproducer 2's second half: a tab whose messages wait for the engine must still answer
    pings (the WebSocket is read by its own task), or the ping timeout drops it. Twenty 0.4-s
    requests (test-slow) are queued on one worker, then a ping is sent: its pong must come
    while most replies are still to come, decided by counting replies, not by time."""
    running = Server(executable, "--test-hooks", "--workers", "1")
    try:
        async def main():
            async with connect(running.ws, max_size=None, ping_interval=None) as ws:
                assert (await receive_json(ws))["type"] == "hello"
                for _ in range(20):
                    await ws.send('{"type":"test-slow"}')
                received = 0

                async def read_all():
                    nonlocal received
                    for _ in range(20):
                        await receive_json(ws)
                        received += 1

                reader = asyncio.create_task(read_all())
                waiter = await ws.ping()
                await asyncio.wait_for(waiter, SAFETY)
                at_pong = received
                await asyncio.wait_for(reader, SAFETY)
                return at_pong, received

        at_pong, total = asyncio.run(main())
        assert total == 20
        assert at_pong < 10, f"the pong came after {at_pong} of 20 replies: it waited for the work"
    finally:
        running.stop()


def test_at_the_connection_cap_silent_sockets_make_room_for_a_new_tab(hooked_server):
    """Reproducer 6: the hooked server accepts 64 connections; one process holds 80 silent
    sockets, and a new client is still served: the oldest silent connections are closed."""
    before = hooked_server.stats()["closedAtCap"]
    silent = [socket.create_connection(("127.0.0.1", hooked_server.port), timeout=SAFETY) for _ in range(80)]
    try:
        assert hooked_server.stats()["closedAtCap"] >= before + 16
        assert status_of(hooked_server.port, f"127.0.0.1:{hooked_server.port}", upgrade=False, path="/") == 200
    finally:
        for sock in silent:
            sock.close()


def test_frame_replies_are_paced_not_dropped(hooked_server):
    """Reproducer 4: a tab that asks for frames without pause gets every reply, held to the
    frame-reply rate (60 per second on the hooked server)."""
    before = hooked_server.stats()["messagesHeldBack"]

    async def main():
        async with connect(hooked_server.ws) as ws:
            assert (await receive_json(ws))["type"] == "hello"
            for k in range(150):
                await ws.send('{"type":"frame","t":%d}' % (k + 1))
            replies = [await receive_json(ws) for _ in range(150)]
            assert all(reply["type"] == "frame" for reply in replies)

    asyncio.run(main())
    assert hooked_server.stats()["messagesHeldBack"] > before


# Issue 30: a request head the HTTP parser refuses is answered 400 and closed at once (it was
# never answered, waited out the idle limit and held a place under the connection cap).

MALFORMED_HEADS = [
    b"BREW / HTTP/1.1\r\n\r\n",
    b"get / HTTP/1.1\r\nHost: HOST\r\n\r\n",
    b"GET / HTTP/9.9\r\nHost: HOST\r\n\r\n",
    b"GET / HTTP/1.1\r\nHost: HOST\r\n folded: yes\r\n\r\n",
    b"GET / HTTP/1.1\r\nHost: HOST\r\nX-A: b\rc\r\n\r\n",
    b"GET / HTTP/1.1\r\nHost: HOST\r\nX A: b\r\n\r\n",
    b"GET /\x01 HTTP/1.1\r\nHost: HOST\r\n\r\n",
    b"GET / HTTP/1.1\r\nHost: HOST\r\n" + b"X-A: b\r\n" * 1001 + b"\r\n",
]


@pytest.mark.parametrize("head", MALFORMED_HEADS, ids=lambda h: h[:24].decode("latin-1"))
def test_a_head_the_parser_refuses_is_answered_400_and_closed(server, head):
    sock = socket.create_connection(("127.0.0.1", server.port), timeout=SAFETY)
    sock.sendall(head.replace(b"HOST", f"127.0.0.1:{server.port}".encode()))
    data = read_until_closed(sock, timeout=30)
    sock.close()
    assert data.startswith(b"HTTP/1.1 400 Bad Request") and not data.endswith(b"<not closed>"), data[:200]


def test_many_refused_heads_do_not_lock_out_the_page(server):
    """300 connections that each send a 45-byte BREW head are answered and closed; the page
    still loads."""
    socks = [socket.create_connection(("127.0.0.1", server.port), timeout=SAFETY) for _ in range(300)]
    for sock in socks:
        sock.sendall(b"BREW / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Pad: 1234\r\n\r\n")
    for sock in socks:
        data = read_until_closed(sock, timeout=30)
        sock.close()
        assert data.startswith(b"HTTP/1.1 400 Bad Request") and not data.endswith(b"<not closed>"), data[:200]
    assert status_of(server.port, f"127.0.0.1:{server.port}", upgrade=False, path="/") == 200
