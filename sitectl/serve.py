"""`python -m sitectl.serve`: the local preview server of an exported site (`build/sites/<site>/current/site`).

Not for production, and it says so (at start, in `--help`, in a header of every answer): production is served by the
hosts' own configurations. It answers as they do, so that the demo and the browser tests see what visitors will:
`/kino` is `kino.html`, `/` is `index.html`, the site's redirects (its `_redirects`) and a page file asked for by its
name are 301s to their targets, anything else is `404.html` with status 404. Hashed assets under `/_next/static/` are
cached for a year, other files briefly, the service worker `/sw.js` not without asking; every answer has an ETag, and a
client that has it gets 304. Text is sent gzipped to a browser that accepts it. Every answer carries the security
headers. Files whose name starts with a dot are never served, nor any file outside the folder, through a link or
otherwise. The folder is looked up on every request, so a new export swapped in is served at once.

It is uvicorn's HTTP/1.1 server (asyncio, keep-alive, a listen queue of 2,048) around a small ASGI app: an idle
connection costs no thread, the file system is only read on anyio's bounded pool of threads, and a connection that
sends no complete request within REQUEST_SECONDS is closed. A link inside the folder to a file inside it is served.
A request whose head is larger than MAX_HEAD_BYTES gets 431.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import email.utils
import gzip
import mimetypes
import os
import re
import socket
import sys
import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache
from http import HTTPStatus
from pathlib import Path, PurePosixPath
from typing import Any

import anyio.to_thread
import uvicorn
from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

from pipeline.publish.hosting import (
    CLIMBING,
    HOST_FILES,
    NOT_FOUND_CACHE,
    NOT_FOUND_PAGE,
    PREVIEW_CACHE,
    PREVIEW_HEADERS,
    SECURITY_HEADERS,
    cache_control,
    is_not_page,
    page_file_address,
)

COMPRESSED_TYPES = ("text/", "application/javascript", "application/json", "image/svg+xml", "application/xml")
ALLOWED_METHODS = ("GET", "HEAD")
# Longer request targets (path and query) get 414: no page of the site has an address near it.
MAX_TARGET_BYTES = 2048
# A request's head (its line and headers) past this gets 431: a browser's, cookies and all, is a few kilobytes.
MAX_HEAD_BYTES = 16 * 1024
NOT_FOR_PRODUCTION = {"X-Preview-Server": "local preview, not for production"}
KEEP_ALIVE_SECONDS = 5
REQUEST_SECONDS = 10
LISTEN_QUEUE = 2048


def resolve(root: Path, url_path: str) -> Path | None:
    """The file a decoded request path is answered with: `<path>.html`, else the file itself, or for a path ending in
    `/` the folder's `index.html`; None for anything else: a dot file, the other hosts' `_headers` and `_redirects`, a
    name the file system refuses, or a file that is not inside `root` once links are followed."""
    parts = PurePosixPath(url_path).parts[1:]
    if any(part.startswith(".") or "\0" in part for part in parts) or "/".join(parts) in HOST_FILES:
        return None
    try:
        real_root = root.resolve(strict=True)
        base = real_root.joinpath(*parts)
        # As the hosts try them: an address ending in / is its folder's index.html, any other its page file or itself.
        candidates = [base / "index.html"] if url_path.endswith("/") else [base.with_name(f"{base.name}.html"), base]
        for candidate in candidates:
            if candidate.is_file():
                real = candidate.resolve(strict=True)
                return real if real.is_relative_to(real_root) else None
    except (OSError, ValueError):
        return None
    return None


def content_type(file: Path) -> str:
    guessed, _ = mimetypes.guess_type(file.name)
    return guessed or "application/octet-stream"


def accepts_gzip(accept_encoding: str) -> bool:
    """Whether an Accept-Encoding header allows gzip (named, or `*`, with a weight above 0)."""
    for part in accept_encoding.split(","):
        coding, _, weight = part.partition(";")
        if coding.strip().lower() in ("gzip", "*"):
            _, _, q = weight.replace(" ", "").partition("q=")
            try:
                return float(q or 1) > 0
            except ValueError:
                return False
    return False


def etag(stat: os.stat_result, gzipped: bool) -> str:
    """A strong ETag of one version of a file in one encoding."""
    return f'"{stat.st_mtime_ns:x}-{stat.st_size:x}{"-gz" if gzipped else ""}"'


def matches(if_none_match: str, tag: str) -> bool:
    """Whether an If-None-Match header names `tag` (or `*`)."""
    return any(candidate.strip() in (tag, "*", f"W/{tag}") for candidate in if_none_match.split(","))


def redirects(root: Path) -> dict[str, str]:
    """The site's redirects, source → target, as its `_redirects` (written with the release) lists them."""
    try:
        stat = (root / "_redirects").stat()
    except OSError:
        return {}
    return _redirects(root / "_redirects", stat.st_mtime_ns, stat.st_size)


@lru_cache(maxsize=8)
def _redirects(file: Path, mtime_ns: int, size: int) -> dict[str, str]:
    """Once per version of the file (its mtime and size are part of the key): a new export swapped in is read anew."""
    rules = (line.split() for line in file.read_text().splitlines() if line.strip() and not line.startswith("#"))
    return {rule[0]: rule[1] for rule in rules if len(rule) >= 2}


@lru_cache(maxsize=512)
def gzipped(file: Path, mtime_ns: int, size: int) -> bytes:
    """The file's bytes gzipped, once per version of the file (its mtime and size are part of the key)."""
    return gzip.compress(file.read_bytes(), compresslevel=6, mtime=0)


@dataclass(frozen=True)
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes = b""


def _plain(status: HTTPStatus, extra: Mapping[str, str] | None = None) -> Answer:
    body = f"{status.value} {status.phrase}\n".encode()
    headers = {"Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store"}
    return Answer(status.value, {**headers, **(extra or {})}, body)


def answer(root: Path, method: str, path: str, target_bytes: int, headers: Mapping[str, str]) -> Answer:
    """The answer to one request for the export in `root` (`path` decoded, `target_bytes` the raw target's length).
    It reads the file system: run it on a worker thread."""
    if method not in ALLOWED_METHODS:
        return _plain(HTTPStatus.METHOD_NOT_ALLOWED, {"Allow": ", ".join(ALLOWED_METHODS)})
    if target_bytes > MAX_TARGET_BYTES:
        return _plain(HTTPStatus.REQUEST_URI_TOO_LONG)
    if "\0" in path or re.search(CLIMBING, path):
        return _plain(HTTPStatus.BAD_REQUEST)
    not_page = is_not_page(path)
    target = None if not_page else page_file_address(path) or redirects(root).get(path)
    if target is not None:
        return Answer(HTTPStatus.MOVED_PERMANENTLY.value, {"Location": target, "Cache-Control": cache_control(path)})
    status, file = HTTPStatus.OK, None if not_page else resolve(root, path)
    if file is None:
        status, file = HTTPStatus.NOT_FOUND, resolve(root, f"/{NOT_FOUND_PAGE}")
        if file is None:
            return _plain(HTTPStatus.NOT_FOUND)
    kind = content_type(file)
    compressible = kind.startswith(COMPRESSED_TYPES)
    compress = compressible and accepts_gzip(headers.get("accept-encoding", ""))
    stat = file.stat()
    tag = etag(stat, compress)
    sent = {
        "Content-Type": kind,
        "ETag": tag,
        "Last-Modified": email.utils.formatdate(stat.st_mtime, usegmt=True),
        "Cache-Control": cache_control(path) if status == HTTPStatus.OK else NOT_FOUND_CACHE,
        **({"Vary": "Accept-Encoding"} if compressible else {}),
        **({"Content-Encoding": "gzip"} if compress else {}),
    }
    if status == HTTPStatus.OK and matches(headers.get("if-none-match", ""), tag):
        return Answer(HTTPStatus.NOT_MODIFIED.value, sent)
    body = gzipped(file, stat.st_mtime_ns, stat.st_size) if compress else file.read_bytes()
    return Answer(status.value, sent, body)


class PreviewSite:
    """The ASGI app: every request answered from the export in `root` by `answer` on a worker thread, logged as
    its raw path: without its query (an account form sent by the browser itself would have put what was typed there),
    and not decoded (`%0a` would start a forged line)."""

    def __init__(self, root: Path, quiet: bool, drafts: bool = False) -> None:
        self.root = root
        self.quiet = quiet
        # A preview of the drafts answers as its hosts do: asking search engines to pass it by, and no cache to keep it.
        self.headers = PREVIEW_HEADERS if drafts else SECURITY_HEADERS
        self.cache = {"Cache-Control": PREVIEW_CACHE} if drafts else {}

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        target_bytes = len(scope.get("raw_path") or b"") + len(scope.get("query_string") or b"")
        reply = await anyio.to_thread.run_sync(answer, self.root, scope["method"], scope["path"], target_bytes, headers)
        length = len(reply.body) if reply.status != HTTPStatus.NOT_MODIFIED else None
        sent = {
            **self.headers,
            **NOT_FOR_PRODUCTION,
            **reply.headers,
            **self.cache,
            **({"Content-Length": str(length)} if length is not None else {}),
        }
        await send(
            {
                "type": "http.response.start",
                "status": reply.status,
                "headers": [(k.lower().encode("latin-1"), v.encode("latin-1")) for k, v in sent.items()],
            }
        )
        await send({"type": "http.response.body", "body": b"" if scope["method"] == "HEAD" else reply.body})
        if not self.quiet:
            client = scope.get("client") or ("-", 0)
            path = scope["raw_path"].decode("ascii", "backslashreplace")
            print(f'{client[0]} "{scope["method"]} {path}" {reply.status}', file=sys.stderr, flush=True)


class _PreviewProtocol(HttpToolsProtocol):
    """uvicorn's HTTP/1.1 protocol with a deadline on reading a request's head and a cap on its size: uvicorn itself
    closes a connection left idle after an answer, but not one that sends nothing, sends its request a byte at a time,
    or sends headers without end (httptools sets no limit)."""

    _reading: asyncio.TimerHandle | None = None
    _head_bytes = 0

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._start_reading()

    def data_received(self, data: bytes) -> None:
        if self._reading is None and (self.cycle is None or self.cycle.response_complete):
            self._start_reading()
        if self._reading is not None:
            self._head_bytes += len(data)
            if self._head_bytes > MAX_HEAD_BYTES:
                self._stop_reading()
                self.transport.write(
                    b"HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-type: text/plain; charset=utf-8\r\n"
                    b"content-length: 36\r\nconnection: close\r\n\r\n431 Request Header Fields Too Large\n"
                )
                self.transport.close()
                return
        super().data_received(data)

    def on_headers_complete(self) -> None:
        self._stop_reading()
        super().on_headers_complete()

    def connection_lost(self, exc: Exception | None) -> None:
        self._stop_reading()
        super().connection_lost(exc)

    def _start_reading(self) -> None:
        self._head_bytes = 0
        self._reading = self.loop.call_later(REQUEST_SECONDS, self._too_slow)

    def _stop_reading(self) -> None:
        if self._reading is not None:
            self._reading.cancel()
            self._reading = None

    def _too_slow(self) -> None:
        self._reading = None
        if not self.transport.is_closing():
            self.transport.close()


def config(folder: Path, host: str, port: int, *, quiet: bool = False, drafts: bool = False) -> uvicorn.Config:
    return uvicorn.Config(
        PreviewSite(folder, quiet, drafts),
        host=host,
        port=port,
        http=_PreviewProtocol,
        backlog=LISTEN_QUEUE,
        timeout_keep_alive=KEEP_ALIVE_SECONDS,
        server_header=False,
        access_log=False,
        lifespan="off",
        log_level="warning",
    )


def listening(config: uvicorn.Config) -> socket.socket:
    """The server's socket, bound and listening before the server runs: a client that connects meanwhile waits in
    the queue."""
    sock = config.bind_socket()
    sock.listen(LISTEN_QUEUE)
    return sock


@contextmanager
def running(folder: Path, host: str = "127.0.0.1", port: int = 0) -> Iterator[str]:
    """The preview server of `folder` on a thread, for tests: yields its base URL, stops on leaving."""
    settings = config(folder, host, port, quiet=True)
    sock = listening(settings)
    server = uvicorn.Server(settings)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    try:
        yield f"http://{host}:{sock.getsockname()[1]}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m sitectl.serve",
        description=__doc__.splitlines()[0]
        + " Not for production: the hosts serve a release by their own configurations.",
    )
    parser.add_argument("folder", type=Path, help="the exported site, e.g. build/sites/<site>/current/site")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8080)
    parser.add_argument("--quiet", action="store_true", help="log no requests")
    parser.add_argument(
        "--drafts", action="store_true", help="the export is a preview of the drafts: every answer says noindex"
    )
    args = parser.parse_args(argv)
    if not (args.folder / "index.html").is_file():
        print(f"no exported site in {args.folder}: run scripts/build first", file=sys.stderr)
        return 1
    settings = config(args.folder, args.host, args.port, quiet=args.quiet, drafts=args.drafts)
    sock = listening(settings)
    print(
        f"Serving {args.folder} on http://{args.host}:{args.port} (local preview, not for production)",
        file=sys.stderr,
        flush=True,
    )
    with contextlib.suppress(KeyboardInterrupt):
        uvicorn.Server(settings).run(sockets=[sock])
    return 0


if __name__ == "__main__":
    sys.exit(main())
