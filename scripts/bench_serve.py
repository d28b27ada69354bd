"""Prints how the local preview server holds under load: 2,000 requests from 200 clients at once over a mix of an
export's paths (errors, p50, p99, max, requests a second), then 300 connections held open, idle after an answer,
then 300 that send nothing (whether the server closes them, and whether a request is answered meanwhile); then the
same load on nginx with the release's generated configuration, beside it. A benchmark to read, not a test: it
asserts nothing."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import ssl
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

from pipeline.publish.hosting import HOSTING
from sample_cms.server import free_port
from sitectl import local_hosts

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT = 15.0


def paths(folder: Path) -> list[str]:
    """What a visitor's browser asks for: pages (most), scripts and styles, route data, pictures, and a miss."""

    def pick(pattern: str, count: int) -> list[str]:
        found = sorted(f"/{p.relative_to(folder).as_posix()}" for p in folder.glob(pattern) if p.is_file())
        return found[:: max(1, len(found) // count)][:count]  # spread over the export, the same every run

    pages = [p.removesuffix(".html").removesuffix("/index") or "/" for p in pick("**/*.html", 40)]
    return (
        pages * 3
        + pick("_next/static/**/*.js", 20)
        + pick("_next/static/**/*.css", 5)
        + pick("**/*.txt", 10)
        + ["/finnes-ikke"]
    )


async def load(base: str, mix: list[str], requests: int, clients: int) -> None:
    latencies: list[float] = []
    errors: dict[str, int] = {}
    queue: asyncio.Queue[str] = asyncio.Queue()
    for n in range(requests):
        queue.put_nowait(mix[n % len(mix)])

    async def client(http: httpx.AsyncClient) -> None:
        while not queue.empty():
            path = queue.get_nowait()
            started = time.perf_counter()
            try:
                # The bytes as sent: unpacking them is the browser's time, not the server's.
                async with http.stream("GET", path, headers={"Accept-Encoding": "gzip"}) as response:
                    async for _ in response.aiter_raw():
                        pass
                if response.status_code >= 500:
                    errors[f"HTTP {response.status_code}"] = errors.get(f"HTTP {response.status_code}", 0) + 1
            except httpx.HTTPError as error:
                errors[type(error).__name__] = errors.get(type(error).__name__, 0) + 1
            latencies.append(time.perf_counter() - started)

    # A client of its own for each visitor, as a browser is: httpcore matches requests to a pool's connections in
    # time quadratic in their number, so one pool of 200 would measure the client, not the server. All are made
    # before the clock starts, with one TLS context (each would load the system's certificates: 200 of them block
    # the loop for seconds).
    tls = ssl.create_default_context()
    async with contextlib.AsyncExitStack() as stack:
        https = [await stack.enter_async_context(httpx.AsyncClient(base_url=base, timeout=TIMEOUT, verify=tls))
                 for _ in range(clients)]  # fmt: skip
        started = time.perf_counter()
        await asyncio.gather(*(client(http) for http in https))
        seconds = time.perf_counter() - started
    ordered = sorted(latencies)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    print(f"{requests} requests from {clients} clients in {seconds:.1f} s: {requests / seconds:.0f} requests/s")
    print(f"  errors: {sum(errors.values())} {errors or ''}")
    print(f"  latency: p50 {statistics.median(ordered) * 1000:.0f} ms, p99 {p99 * 1000:.0f} ms, "
          f"max {ordered[-1] * 1000:.0f} ms")  # fmt: skip


async def idle(base: str, host: str, port: int, count: int, kept_alive: bool) -> None:
    """`count` connections held open, each after one answer (`kept_alive`) or before sending anything."""
    connections = [await asyncio.open_connection(host, port) for _ in range(count)]
    if kept_alive:
        for reader, writer in connections:
            writer.write(f"HEAD / HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
            await reader.readuntil(b"\r\n\r\n")
    started = time.perf_counter()
    async with httpx.AsyncClient(base_url=base, timeout=TIMEOUT) as http:
        answered = (await http.get("/")).status_code
    during = time.perf_counter() - started
    closed_after: list[float] = []

    async def closed(reader: asyncio.StreamReader) -> None:
        with contextlib.suppress(ConnectionError):
            await reader.read(1)
        closed_after.append(time.perf_counter() - started)

    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(asyncio.gather(*(closed(reader) for reader, _ in connections)), timeout=60)
    for _, writer in connections:
        writer.close()
    kind = "idle after an answer (keep-alive)" if kept_alive else "that send nothing"
    print(f"{count} connections {kind}: a request meanwhile answered {answered} in {during * 1000:.0f} ms;")
    if closed_after:
        print(f"  the server closed {len(closed_after)} of them, the last after {max(closed_after):.1f} s")
    else:
        print("  the server closed none within 60 s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, help="an exported site, e.g. build/sites/<site>/current/site")
    parser.add_argument("--requests", type=int, default=2000)
    parser.add_argument("--clients", type=int, default=200)
    parser.add_argument("--idle", type=int, default=300)
    args = parser.parse_args()
    if not (args.folder / "index.html").is_file():
        print(f"no exported site in {args.folder}: make one with scripts/build", file=sys.stderr)
        return 1
    host, port = "127.0.0.1", free_port()
    base = f"http://{host}:{port}"
    command = [sys.executable, "-m", "sitectl.serve", str(args.folder), "--port", str(port), "--quiet"]
    server = subprocess.Popen(command, cwd=ROOT)
    try:
        for _ in range(200):
            with contextlib.suppress(httpx.TransportError):
                httpx.get(base)
                break
            time.sleep(0.05)
        asyncio.run(load(base, paths(args.folder.resolve()), args.requests, args.clients))
        for kept_alive in (True, False):
            asyncio.run(idle(base, host, port, args.idle, kept_alive))
    finally:
        server.terminate()
        server.wait()
    release = args.folder.parent
    if not (release / HOSTING / "nginx.conf").is_file():
        print(f"\nno {HOSTING}/nginx.conf beside {args.folder}: nginx not measured")
        return 0
    print("\nnginx with the release's generated configuration:")
    with (
        tempfile.TemporaryDirectory(prefix="bench-nginx-") as work,
        local_hosts.nginx(release, free_port(), Path(work)) as url,
    ):
        asyncio.run(load(url, paths(args.folder.resolve()), args.requests, args.clients))
    return 0


if __name__ == "__main__":
    sys.exit(main())
