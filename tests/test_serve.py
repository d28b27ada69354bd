"""The static server of `scripts/demo`: paths to files, the 404 page, caching and security headers, over HTTP."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import httpx
import pytest

from pipeline.serve import server

SECURITY = {
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
    assert "script-src 'self' 'unsafe-inline'" in response.headers["content-security-policy"]
    assert "frame-ancestors 'none'" in response.headers["content-security-policy"]
    assert "camera=()" in response.headers["permissions-policy"]


def test_hashed_assets_are_cached_for_a_year(site: httpx.Client) -> None:
    response = site.get("/_next/static/chunks/a1b2.js")
    assert response.headers["cache-control"] == "public, max-age=31536000, immutable"
    assert site.get("/favicon.ico").headers["cache-control"] == "public, max-age=3600"


def test_not_found_is_not_cached_and_keeps_the_security_headers(site: httpx.Client) -> None:
    response = site.get("/finnes-ikke")
    assert response.headers["cache-control"] == "no-store"
    assert response.headers["x-frame-options"] == "DENY"
    assert site.head("/finnes-ikke").status_code == 404


def test_the_service_worker_is_revalidated_on_every_visit(site: httpx.Client) -> None:
    response = site.get("/sw.js")
    assert response.headers["cache-control"] == "no-cache"
    assert response.headers["content-type"] == "text/javascript"


def test_the_policy_allows_the_analytics_hosts_only_where_they_are_used(site: httpx.Client) -> None:
    policy = dict(d.strip().split(" ", 1) for d in site.get("/").headers["content-security-policy"].split(";"))
    assert (
        policy["script-src"] == "'self' 'unsafe-inline' https://www.googletagmanager.com https://connect.facebook.net"
    )
    assert policy["connect-src"] == (
        "'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com"
        " https://connect.facebook.net https://www.facebook.com"
    )
    assert policy["default-src"] == "'self'"
