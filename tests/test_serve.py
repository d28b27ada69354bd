"""The local preview server (`scripts/demo`, the browser tests): paths to files, the 404 page, caching, ETags, security
headers and per-page policies, what it refuses, and how it holds its connections, over real HTTP on loopback."""

from __future__ import annotations

import contextlib
import gzip
import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from sample_cms.server import free_port
from sitectl import serve
from sitectl.serve import running
from tests.headers import SECURITY


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[httpx.Client]:
    tmp_path = tmp_path_factory.mktemp("serve")
    files = {
        "index.html": "forside",
        "kino.html": "kino",
        "article/x.html": "artikkel",
        "404.html": "fant ikke",
        "_next/static/chunks/a1b2.js": "js",
        "favicon.ico": "ico",
        "sw.js": "self.addEventListener",
        "kino.txt": "route data",
        "data/chunks/kino/2/items/2.json": "{}",
        ".export-fingerprint": "abc",
        "_redirects": "# redirects\n/billetter /kino 301\n/nettbutikk https://billett.example.no/fjordby 301\n",
    }
    for name, text in files.items():
        (tmp_path / "site" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "site" / name).write_text(text)
    (tmp_path / "secret.html").write_text("outside")
    (tmp_path / "outside").mkdir()
    (tmp_path / "outside" / "index.html").write_text("outside")
    (tmp_path / "site" / "leak.html").symlink_to(tmp_path / "secret.html")
    (tmp_path / "site" / "leakdir").symlink_to(tmp_path / "outside")
    (tmp_path / "site" / "alias.html").symlink_to(tmp_path / "site" / "kino.html")
    with running(tmp_path / "site") as url, httpx.Client(base_url=url) as client:
        yield client


@pytest.mark.parametrize(
    ("path", "status", "body"),
    [
        ("/", 200, "forside"),
        ("/kino", 200, "kino"),
        ("/article/x", 200, "artikkel"),
        ("/kino?utm=1", 200, "kino"),
        ("/alias", 200, "kino"),
        ("/program", 404, "fant ikke"),
        ("/article/", 404, "fant ikke"),
        ("/.export-fingerprint", 404, "fant ikke"),
        ("/_redirects", 404, "fant ikke"),
        # The not-found page under its own names is no page; its file is (the service worker precaches it).
        ("/404", 404, "fant ikke"),
        ("/404.html", 200, "fant ikke"),
    ],
)
def test_paths_map_to_files(site: httpx.Client, path: str, status: int, body: str) -> None:
    response = site.get(path)
    assert (response.status_code, response.text) == (status, body)


def test_pages_are_html_with_a_short_cache_and_the_security_headers(site: httpx.Client) -> None:
    response = site.get("/kino")
    assert response.headers["content-type"] == "text/html"
    assert response.headers["cache-control"] == "public, max-age=60, must-revalidate"
    assert {k: response.headers[k] for k in SECURITY} == SECURITY
    assert "camera=()" in response.headers["permissions-policy"]
    assert response.headers["x-preview-server"] == "local preview, not for production"


def test_hashed_assets_are_cached_for_a_year(site: httpx.Client) -> None:
    response = site.get("/_next/static/chunks/a1b2.js")
    assert response.headers["cache-control"] == "public, max-age=31536000, immutable"
    # Any other file may change with a release.
    assert site.get("/favicon.ico").headers["cache-control"] == "public, max-age=60, must-revalidate"


def test_route_data_and_listing_chunks_are_cached_as_briefly_as_pages(site: httpx.Client) -> None:
    for path in ("/kino.txt", "/data/chunks/kino/2/items/2.json"):
        assert site.get(path).headers["cache-control"] == "public, max-age=60, must-revalidate"


def test_not_found_is_not_cached_and_keeps_the_security_headers(site: httpx.Client) -> None:
    response = site.get("/finnes-ikke")
    assert response.headers["cache-control"] == "no-store"
    assert response.headers["x-frame-options"] == "DENY"
    assert site.head("/finnes-ikke").status_code == 404


def test_text_is_gzipped_for_a_browser_that_accepts_it(site: httpx.Client) -> None:
    with site.stream("GET", "/kino", headers={"Accept-Encoding": "gzip, deflate, br"}) as response:
        raw = b"".join(response.iter_raw())
    assert response.headers["content-encoding"] == "gzip"
    assert response.headers["vary"] == "Accept-Encoding"
    assert response.headers["content-length"] == str(len(raw))
    assert gzip.decompress(raw) == b"kino"


def test_text_is_sent_as_it_is_to_a_client_that_refuses_gzip(site: httpx.Client) -> None:
    for accept in ("identity", "gzip;q=0", ""):
        response = site.get("/_next/static/chunks/a1b2.js", headers={"Accept-Encoding": accept})
        assert "content-encoding" not in response.headers
        assert response.text == "js"
        assert response.headers["content-length"] == "2"


def test_binary_files_are_never_gzipped(site: httpx.Client) -> None:
    response = site.get("/favicon.ico", headers={"Accept-Encoding": "gzip"})
    assert "content-encoding" not in response.headers
    assert response.text == "ico"


def test_the_service_worker_is_revalidated_on_every_visit(site: httpx.Client) -> None:
    response = site.get("/sw.js")
    assert response.headers["cache-control"] == "no-cache"
    assert response.headers["content-type"] == "text/javascript"


@pytest.mark.parametrize(
    ("path", "location"),
    [
        ("/billetter", "/kino"),
        ("/nettbutikk", "https://billett.example.no/fjordby"),
        ("/kino.html", "/kino"),
        ("/index.html", "/"),
        ("/article/x.html", "/article/x"),
        ("/article/index.html", "/article/"),
    ],
)
def test_redirects_and_page_files_asked_for_by_name_are_301s(site: httpx.Client, path: str, location: str) -> None:
    response = site.get(path)
    assert (response.status_code, response.headers["location"]) == (301, location)
    assert {k: response.headers[k] for k in SECURITY} == SECURITY


def test_an_etag_on_every_answer_and_304_for_a_client_that_has_it(site: httpx.Client) -> None:
    plain = site.get("/kino", headers={"Accept-Encoding": "identity"})
    packed = site.get("/kino", headers={"Accept-Encoding": "gzip"})
    assert plain.headers["etag"].startswith('"') and plain.headers["etag"] != packed.headers["etag"]
    again = site.get("/kino", headers={"Accept-Encoding": "gzip", "If-None-Match": packed.headers["etag"]})
    assert (again.status_code, again.content) == (304, b"")
    assert again.headers["etag"] == packed.headers["etag"]
    assert again.headers["cache-control"] == "public, max-age=60, must-revalidate"
    assert {k: again.headers[k] for k in SECURITY} == SECURITY
    stale = site.get("/kino", headers={"Accept-Encoding": "gzip", "If-None-Match": '"0-0-gz"'})
    assert (stale.status_code, stale.text) == (200, "kino")


def test_http_1_1_keeps_the_connection_for_the_next_request(site: httpx.Client) -> None:
    host, port = str(site.base_url).removeprefix("http://").rstrip("/").split(":")
    with socket.create_connection((host, int(port)), timeout=5) as sock:
        stream = sock.makefile("rb")
        for path, body in (("/kino", b"kino"), ("/", b"forside")):
            sock.sendall(f"GET {path} HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
            assert stream.readline() == b"HTTP/1.1 200 OK\r\n"
            headers = dict(line.decode().strip().lower().split(": ", 1) for line in iter(stream.readline, b"\r\n"))
            assert "close" not in headers.get("connection", "")
            assert stream.read(int(headers["content-length"])) == body


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])
def test_every_other_method_gets_405_with_allow(site: httpx.Client, method: str) -> None:
    response = site.request(method, "/min-side/logg-inn", content=b"email=kari%40example.no&password=hemmelig")
    assert response.status_code == 405
    assert response.headers["allow"] == "GET, HEAD"
    assert {k: response.headers[k] for k in SECURITY} == SECURITY


def test_no_server_header_names_a_version(site: httpx.Client) -> None:
    assert "server" not in site.get("/").headers


def _raw(url: str, target: str) -> tuple[int, bytes]:
    """Sends `target` exactly as written (no client normalises it), and answers the status and body."""
    host, port = url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=5) as sock:
        sock.sendall(f"GET {target} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode("latin-1"))
        reply = b""
        while chunk := sock.recv(65536):
            reply += chunk
    head, _, body = reply.partition(b"\r\n\r\n")
    return int(head.split(b" ")[1]), body


# The security review's path traversal probes: encoded, double-encoded, backslash, NUL, links, overlong. A NUL or a
# climb out of the site is a bad request, as nginx answers it; the rest are unknown addresses.
BAD_REQUESTS = [
    "/../secret.html",
    "/%2e%2e/secret.html",
    "/%2E%2E/secret.html",
    "/.%2e/secret.html",
    "/..%2fsecret.html",
    "/article/../../secret.html",
    "/article/%2e%2e/%2e%2e/secret.html",
    "/kino%00.html",
    "/kino.html%00/../../secret.html",
    "/%00",
]
TRAVERSALS = [
    "/%252e%252e/secret.html",
    "/..%252fsecret.html",
    "/..\\secret.html",
    "/..%5csecret.html",
    "/%5c..%5csecret.html",
    "/leak",
    "/leakdir/",
    "/" + "a" * 251,
    "/" + "a" * 300,
    "/article/" + "b" * 1000,
    "/%ff%fe",
]


@pytest.mark.parametrize("target", TRAVERSALS)
def test_no_probe_reaches_a_file_outside_the_site(site: httpx.Client, target: str) -> None:
    status, body = _raw(str(site.base_url).rstrip("/"), target)
    assert (status, body) == (404, b"fant ikke")


@pytest.mark.parametrize("target", BAD_REQUESTS)
def test_a_climb_out_of_the_site_or_a_nul_is_a_bad_request(site: httpx.Client, target: str) -> None:
    assert _raw(str(site.base_url).rstrip("/"), target) == (400, b"400 Bad Request\n")


def test_a_request_head_past_16_kib_gets_431(site: httpx.Client) -> None:
    host, port = str(site.base_url).removeprefix("http://").rstrip("/").split(":")
    with socket.create_connection((host, int(port)), timeout=5) as sock:
        sock.sendall(f"GET /kino HTTP/1.1\r\nHost: {host}\r\nCookie: {'x' * 17000}\r\n\r\n".encode())
        reply = b""
        while chunk := sock.recv(65536):
            reply += chunk
    assert reply.startswith(b"HTTP/1.1 431 ")
    assert site.get("/kino", headers={"Cookie": "x" * 8000}).text == "kino"


def test_an_overlong_address_gets_414(site: httpx.Client) -> None:
    base = str(site.base_url).rstrip("/")
    assert _raw(base, "/" + "a" * 3000)[0] == 414
    assert _raw(base, "/kino?q=" + "x" * 3000)[0] == 414
    assert _raw(base, "/kino?q=" + "x" * 1000) == (200, b"kino")


def test_a_connection_that_sends_no_request_is_closed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(serve, "REQUEST_SECONDS", 0.5)
    (tmp_path / "index.html").write_text("forside")
    with running(tmp_path) as url:
        host, port = url.removeprefix("http://").split(":")
        idle = socket.create_connection((host, int(port)), timeout=5)
        slow = socket.create_connection((host, int(port)), timeout=5)
        slow.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")
        started = time.monotonic()
        assert idle.recv(1) == b"" and slow.recv(1) == b""
        assert time.monotonic() - started < 3
        idle.close()
        slow.close()
        with httpx.Client(base_url=url) as client:
            assert client.get("/").text == "forside"


def test_an_idle_connection_is_closed_after_its_answer(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(serve, "KEEP_ALIVE_SECONDS", 1)
    (tmp_path / "index.html").write_text("forside")
    with running(tmp_path) as url:
        host, port = url.removeprefix("http://").split(":")
        with socket.create_connection((host, int(port)), timeout=5) as sock:
            sock.sendall(f"GET / HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
            reply = b""
            while not reply.endswith(b"forside"):
                reply += sock.recv(65536)
            started = time.monotonic()
            assert sock.recv(1) == b""
            assert time.monotonic() - started < 3


def test_idle_connections_hold_no_thread_and_a_request_is_answered_meanwhile(tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text("forside")
    with running(tmp_path) as url, httpx.Client(base_url=url) as client:
        host, port = url.removeprefix("http://").split(":")
        assert client.get("/").text == "forside"
        threads = threading.active_count()
        idle = [socket.create_connection((host, int(port)), timeout=5) for _ in range(300)]
        try:
            assert client.get("/").text == "forside"
            assert threading.active_count() - threads <= 1
        finally:
            for sock in idle:
                sock.close()


def test_the_listen_queue_is_at_least_1024_long(tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text("forside")
    with running(tmp_path) as url:
        port = url.rsplit(":", 1)[1]
        listening = subprocess.run(
            ["/usr/bin/ss", "-ltnH", f"sport = :{port}"], capture_output=True, text=True, check=True
        )
        # A listening socket's Send-Q is its queue's length (the kernel caps it at net.core.somaxconn).
        assert int(listening.stdout.split()[2]) >= 1024


def test_a_new_export_swapped_in_is_served_at_once_with_its_own_redirects(tmp_path: Path) -> None:
    for release in ("a", "b"):
        (tmp_path / release).mkdir()
        (tmp_path / release / "index.html").write_text(f"forside {release}")
        (tmp_path / release / "_redirects").write_text(f"/gammel /{release}-ny 301\n")
    (tmp_path / "current").symlink_to("a")
    with running(tmp_path / "current") as url, httpx.Client(base_url=url) as client:
        for release in ("a", "b"):
            (tmp_path / "next").symlink_to(release)
            os.replace(tmp_path / "next", tmp_path / "current")
            assert client.get("/").text == f"forside {release}"
            assert client.get("/gammel").headers["location"] == f"/{release}-ny"


def test_the_log_names_each_request_without_its_query(tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text("forside")
    port = free_port()
    command = [sys.executable, "-m", "sitectl.serve", str(tmp_path), "--port", str(port)]
    process = subprocess.Popen(command, stderr=subprocess.PIPE, text=True)
    try:
        url = f"http://127.0.0.1:{port}"
        for _ in range(100):
            with contextlib.suppress(httpx.TransportError):
                httpx.get(url)
                break
            time.sleep(0.05)
        assert httpx.get(f"{url}/min-side/logg-inn?email=kari%40example.no&password=Hemmelig-4711").status_code == 404
        assert httpx.get(f"{url}/x%0a127.0.0.1%20%22GET%20/forged%22%20200").status_code == 404
    finally:
        process.terminate()
        _, log = process.communicate(timeout=10)
    assert "local preview, not for production" in log
    assert '"GET /min-side/logg-inn" 404' in log
    assert '\n127.0.0.1 "GET /forged"' not in log
    assert "Hemmelig" not in log and "kari" not in log
