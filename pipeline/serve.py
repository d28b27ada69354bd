"""`python -m pipeline.serve`: serves an exported site as production should, from a folder (`build/site/current`).

`/kino` is `kino.html`, `/` is `index.html`, anything else is `404.html` with status 404. Hashed assets under
`/_next/static/` are cached for a year, pages briefly, the service worker `/sw.js` not without asking. Text is sent
gzipped to a browser that accepts it, as any production host does. Every answer carries the security headers. Files
whose name starts with a dot (the export's fingerprint) are never served. The folder is looked up on every request,
so a new export swapped in is served at once.
"""

from __future__ import annotations

import argparse
import contextlib
import email.utils
import gzip
import html
import io
import re
import sys
from functools import lru_cache, partial
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path, PurePosixPath
from typing import BinaryIO
from urllib.parse import unquote, urlsplit

NOT_FOUND_PAGE = "404.html"
IMMUTABLE = "public, max-age=31536000, immutable"
PAGE_CACHE = "public, max-age=60, must-revalidate"
# The service worker is checked for an update on every visit: an old one must not outlive a deploy.
SERVICE_WORKER = "/sw.js"
NO_CACHE = "no-cache"
OTHER_CACHE = "public, max-age=3600"
COMPRESSED_TYPES = ("text/", "application/javascript", "application/json", "image/svg+xml", "application/xml")
# The policy is the export's own (`<meta http-equiv="Content-Security-Policy">`, web/lib/csp.ts: it knows the
# origins the site was built to call); the header adds what a meta cannot say. An export without one gets the
# strictest policy.
FRAME_ANCESTORS = "frame-ancestors 'none'"
FALLBACK_POLICY = "default-src 'self'; object-src 'none'; base-uri 'self'"
POLICY_META = re.compile(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)"', re.IGNORECASE)


def export_policy(root: Path) -> str:
    """The Content-Security-Policy header for the export in `root`: its front page's meta policy, plus
    frame-ancestors."""
    front = root / "index.html"
    try:
        return _page_policy(front, front.stat().st_mtime_ns)
    except OSError:
        return f"{FALLBACK_POLICY}; {FRAME_ANCESTORS}"


@lru_cache(maxsize=8)
def _page_policy(page: Path, mtime_ns: int) -> str:
    """Once per version of the page (its mtime is part of the key): a new export swapped in is read anew."""
    found = POLICY_META.search(page.read_text(errors="replace"))
    return f"{html.unescape(found.group(1)) if found else FALLBACK_POLICY}; {FRAME_ANCESTORS}"


SECURITY_HEADERS = {
    # Browsers heed it only over HTTPS, as production serves the site; over the demo's plain HTTP it is ignored.
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    # The site opens no window it talks to: ticket links open in a new tab without an opener.
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
}


def resolve(root: Path, url_path: str) -> Path | None:
    """The file a request path is answered with: the file itself, else `<path>.html`, else the folder's
    `index.html`; None for anything else, a dot file or a path leaving `root`."""
    parts = PurePosixPath(unquote(url_path)).parts[1:]
    if any(part.startswith(".") for part in parts):
        return None
    base = root.joinpath(*parts)
    for candidate in (base, base.with_name(base.name + ".html") if parts else None, base / "index.html"):
        if candidate is not None and candidate.is_file():
            return candidate
    return None


def cache_control(url_path: str, file: Path) -> str:
    if url_path == SERVICE_WORKER:
        return NO_CACHE
    if url_path.startswith("/_next/static/"):
        return IMMUTABLE
    # A page, its route data and its listings' chunks keep their names from one export to the next, which changes them.
    if file.suffix in {".html", ".txt"} or url_path.startswith("/data/"):
        return PAGE_CACHE
    return OTHER_CACHE


@lru_cache(maxsize=512)
def gzipped(file: Path, mtime_ns: int, size: int) -> bytes:
    """The file's bytes gzipped, once per version of the file (its mtime and size are part of the key)."""
    return gzip.compress(file.read_bytes(), compresslevel=6, mtime=0)


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


class SiteHandler(SimpleHTTPRequestHandler):
    """Answers GET and HEAD from the site folder (`directory`) by the rules above; never lists a folder."""

    def send_head(self) -> BinaryIO | None:
        root = Path(self.directory)
        url_path = urlsplit(self.path).path
        file = resolve(root, url_path)
        status = HTTPStatus.OK
        if file is None:
            status, file = HTTPStatus.NOT_FOUND, root / NOT_FOUND_PAGE
            if not file.is_file():
                self.send_error(HTTPStatus.NOT_FOUND)
                return None
        stat = file.stat()
        content_type = self.guess_type(str(file))
        body: BinaryIO = file.open("rb")
        length = stat.st_size
        compressible = content_type.startswith(COMPRESSED_TYPES)
        compress = compressible and accepts_gzip(self.headers.get("Accept-Encoding", ""))
        if compress:
            body.close()
            packed = gzipped(file, stat.st_mtime_ns, stat.st_size)
            body, length = io.BytesIO(packed), len(packed)
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(length))
        if compressible:
            self.send_header("Vary", "Accept-Encoding")
        if compress:
            self.send_header("Content-Encoding", "gzip")
        self.send_header("Last-Modified", email.utils.formatdate(stat.st_mtime, usegmt=True))
        self.send_header("Cache-Control", cache_control(url_path, file) if status == HTTPStatus.OK else "no-store")
        self.end_headers()
        return body

    def end_headers(self) -> None:
        for name, value in SECURITY_HEADERS.items():
            self.send_header(name, value)
        self.send_header("Content-Security-Policy", export_policy(Path(self.directory)))
        super().end_headers()


class QuietSiteHandler(SiteHandler):
    """A SiteHandler that logs no requests, for the browser tests (Playwright shows the server's output)."""

    def log_message(self, format: str, *args: object) -> None:
        pass


class SiteServer(ThreadingHTTPServer):
    """One thread a connection; a browser that drops a connection it no longer needs (a cancelled prefetch) is
    normal, not an error to print."""

    daemon_threads = True

    def handle_error(self, request: object, client_address: object) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)  # type: ignore[arg-type]


def server(folder: Path, host: str, port: int, *, quiet: bool = False) -> ThreadingHTTPServer:
    handler = QuietSiteHandler if quiet else SiteHandler
    return SiteServer((host, port), partial(handler, directory=str(folder)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pipeline.serve", description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, help="the exported site, e.g. build/site/current")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8080)
    parser.add_argument("--quiet", action="store_true", help="log no requests")
    args = parser.parse_args(argv)
    if not (args.folder / "index.html").is_file():
        print(f"no exported site in {args.folder}: run scripts/build first", file=sys.stderr)
        return 1
    with server(args.folder, args.host, args.port, quiet=args.quiet) as httpd:
        print(f"Serving {args.folder} on http://{args.host}:{args.port}", file=sys.stderr, flush=True)
        with contextlib.suppress(KeyboardInterrupt):
            httpd.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
