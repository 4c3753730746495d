"""Measures the connection cap against a running playground, for the README's figures; not
part of the test suite (it reports times, which depend on the machine).

    swift build --package-path Playground -c release --product playground
    cd Playground/Tests/server && python3 measure_cap.py ../../.build/release/playground MODULE

MODULE is any file to serve as /carousel.wasm. One process keeps 1,100 silent sockets open
(the cap is 1,024), reopening those the server closes, while a new client asks for `/` 50
times: the time to its first response byte (p50, p99, max), and how many silent connections
the server closed to make room.
"""

import resource
import socket
import statistics
import sys
import threading
import time
import urllib.request

from conftest import Server


def describe(times: list[float]) -> str:
    ordered = sorted(times)
    p99 = ordered[max(int(len(ordered) * 0.99) - 1, 0)]
    return f"n={len(times)} p50 {statistics.median(times):.2f} ms, p99 {p99:.2f} ms, max {max(times):.2f} ms"


def main(executable: str, module: str):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, min(hard, 8192)), hard))
    server = Server(executable, "--wasm", module)
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

if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
