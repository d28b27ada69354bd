"""The static server of `scripts/demo`: paths to files, the 404 page, caching and security headers, over HTTP."""

from __future__ import annotations

import gzip
import threading
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from pipeline.serve import server

SECURITY = {
    "strict-transport-security": "max-age=63072000; includeSubDomains",
    "cross-origin-opener-policy": "same-origin",
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "DENY",
}


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
    }
    for name, text in files.items():
        (tmp_path / "site" / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "site" / name).write_text(text)
    (tmp_path / "secret.html").write_text("outside")
    httpd = server(tmp_path / "site", "127.0.0.1", 0)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    with httpx.Client(base_url=f"http://127.0.0.1:{httpd.server_address[1]}") as client:
        yield client
    httpd.shutdown()
    httpd.server_close()


@pytest.mark.parametrize(
    ("path", "status", "body"),
    [
        ("/", 200, "forside"),
        ("/kino", 200, "kino"),
        ("/kino.html", 200, "kino"),
        ("/article/x", 200, "artikkel"),
        ("/kino?utm=1", 200, "kino"),
        ("/program", 404, "fant ikke"),
        ("/article/", 404, "fant ikke"),
        ("/.export-fingerprint", 404, "fant ikke"),
        ("/../secret", 404, "fant ikke"),
        ("/%2e%2e/secret", 404, "fant ikke"),
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
    # The fixture's front page names no policy of its own: the strictest one.
    assert response.headers["content-security-policy"] == (
        "default-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'"
    )
    assert "camera=()" in response.headers["permissions-policy"]


def test_hashed_assets_are_cached_for_a_year(site: httpx.Client) -> None:
    response = site.get("/_next/static/chunks/a1b2.js")
    assert response.headers["cache-control"] == "public, max-age=31536000, immutable"
    assert site.get("/favicon.ico").headers["cache-control"] == "public, max-age=3600"


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


def test_the_policy_is_the_exports_own_with_frame_ancestors(tmp_path: Path) -> None:
    policy = "default-src 'self'; connect-src 'self' https://cms.example.no; img-src 'self' data: https:"
    meta = policy.replace("'", "&#x27;")
    (tmp_path / "index.html").write_text(f'<html><head><meta http-equiv="Content-Security-Policy" content="{meta}"/>')
    (tmp_path / "404.html").write_text("fant ikke")
    httpd = server(tmp_path, "127.0.0.1", 0)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        with httpx.Client(base_url=f"http://127.0.0.1:{httpd.server_address[1]}") as client:
            for path in ("/", "/finnes-ikke"):
                assert client.get(path).headers["content-security-policy"] == f"{policy}; frame-ancestors 'none'"
    finally:
        httpd.shutdown()
        httpd.server_close()
