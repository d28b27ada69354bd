"""The production hosts' configurations of a release: Debian's nginx and Caddy serve an export with them on loopback,
and Netlify's `_headers` and `_redirects` follow their documented grammar."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import httpx
import pytest

from pipeline.publish import local_hosts
from pipeline.publish.hosting import load, page_path, write_host_files
from sample_cms.server import free_port
from tests import headers

SECURITY = {**headers.SECURITY, "permissions-policy": headers.PERMISSIONS_POLICY}
DEFAULT_POLICY = "default-src 'self'; frame-ancestors 'none'"
# Each page's own policy, as the build writes them into .csp.json (the hashes of its inline scripts).
POLICIES = {
    "index.html": "default-src 'self'; script-src 'self' 'sha256-Zm9yc2lkZQ=='; frame-ancestors 'none'",
    "kino.html": "default-src 'self'; script-src 'self' 'sha256-a2lubw=='; frame-ancestors 'none'",
    "article/apningstider.html": "default-src 'self'; script-src 'self' 'sha256-YXJ0aWtrZWw='; frame-ancestors 'none'",
    "bestefars-bat-dxm-1000934.html": "default-src 'self'; script-src 'self' 'sha256-ZmlsbQ=='; frame-ancestors 'none'",
    "404.html": "default-src 'self'; script-src 'self' 'sha256-NDA0'; frame-ancestors 'none'",
    # The export's page at a redirected address sends a visitor on by script, for hosts that cannot redirect.
    "billetter.html": "default-src 'self'; script-src 'self' 'sha256-dmlkZXJl'; frame-ancestors 'none'",
}
ROUTES = ["/", "/kino", "/article/apningstider", "/bestefars-bat-dxm-1000934"]
REDIRECTS = [
    {"from": "/billetter", "to": "/kino", "reason": "alias"},
    # The old address of a retitled film.
    {"from": "/bestefar-dxm-1000934", "to": "/bestefars-bat-dxm-1000934", "reason": "earlier slug"},
]
PAGE_CACHE = "public, max-age=60, must-revalidate"


def _release(root: Path) -> Path:
    """A release as the pipeline makes one: its route data and an export with pages, assets and .csp.json."""
    site, data = root / "site", root / "data"
    files = {
        **{name: f"<!doctype html><title>{name}</title>" for name in POLICIES},
        "_next/static/chunks/a1b2c3.js": "console.log(1)",
        "sw.js": "self.addEventListener('fetch', () => {})",
        "kino.txt": "0:[]",
        "data/search-index.json": "[]",
        "favicon.png": "png",
        ".export-fingerprint": "abc",
        ".csp.json": json.dumps({"default": DEFAULT_POLICY, "pages": POLICIES}),
    }
    for name, text in files.items():
        (site / name).parent.mkdir(parents=True, exist_ok=True)
        (site / name).write_text(text)
    data.mkdir()
    (data / "redirects.json").write_text(json.dumps(REDIRECTS))
    (data / "manifest.json").write_text(json.dumps({"routes": [{"path": p} for p in ROUTES]}))
    write_host_files(root, site)
    return root


def test_page_addresses_and_what_a_host_is_given(tmp_path: Path) -> None:
    assert [page_path(f) for f in ("index.html", "kino.html", "article/x.html", "a/index.html")] == [
        "/",
        "/kino",
        "/article/x",
        "/a/",
    ]
    hosting = load(_release(tmp_path) / "site", tmp_path / "data")
    assert [p.path for p in hosting.pages] == ["/", "/article/apningstider", "/bestefars-bat-dxm-1000934", "/kino"]
    assert hosting.not_found_policy == POLICIES["404.html"] and hosting.default_policy == DEFAULT_POLICY
    assert [(r.source, r.target) for r in hosting.redirects] == [
        ("/billetter", "/kino"),
        ("/bestefar-dxm-1000934", "/bestefars-bat-dxm-1000934"),
    ]


def test_the_netlify_files_follow_their_grammar(tmp_path: Path) -> None:
    site = _release(tmp_path) / "site"
    # _redirects: `from to [status]` per line, `#` comments, from and to paths or URLs, status 3xx, 200 or 404.
    rules = [line.split() for line in (site / "_redirects").read_text().splitlines() if not line.startswith("#")]
    assert rules == [["/billetter", "/kino", "301"], ["/bestefar-dxm-1000934", "/bestefars-bat-dxm-1000934", "301"]]
    # _headers: a path at the start of a line, then its headers indented, `Name: value` each; `#` comments.
    blocks: dict[str, dict[str, str]] = {}
    path = ""
    for line in (site / "_headers").read_text().splitlines():
        if line.startswith("#") or not line.strip():
            continue
        if not line[0].isspace():
            assert line.startswith("/") and " " not in line, line
            path = line
            assert path not in blocks, f"{path} twice"
            blocks[path] = {}
            continue
        name, sep, value = line.strip().partition(": ")
        assert path and sep and re.fullmatch(r"[A-Za-z][A-Za-z0-9-]*", name) and value, line
        blocks[path][name] = value
    assert {name.lower(): value for name, value in blocks["/*"].items()} == SECURITY
    assert blocks["/kino"] == {"Content-Security-Policy": POLICIES["kino.html"], "Cache-Control": PAGE_CACHE}
    assert blocks["/"]["Content-Security-Policy"] == POLICIES["index.html"]
    assert blocks["/_next/static/*"] == {"Cache-Control": "public, max-age=31536000, immutable"}
    assert blocks["/sw.js"] == {"Content-Security-Policy": DEFAULT_POLICY, "Cache-Control": "no-cache"}
    assert "/billetter" not in blocks  # a redirect, not a page
    # Both hosts join the values of a header several rules set: each is set by one rule a path matches.
    for name in ("Content-Security-Policy", "Cache-Control"):
        assert name not in blocks["/*"]


@pytest.fixture(scope="module", params=["nginx", "caddy"])
def host(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[httpx.Client]:
    """The export served by the real server with the configuration the pipeline generated."""
    release = _release(tmp_path_factory.mktemp(request.param))
    server = local_hosts.nginx if request.param == "nginx" else local_hosts.caddy
    with server(release, free_port(), release / "server") as url, httpx.Client(base_url=url) as client:
        yield client


def _security(response: httpx.Response) -> dict[str, str]:
    return {name: response.headers.get(name, "") for name in SECURITY}


@pytest.mark.parametrize("path", ROUTES)
def test_every_route_answers_200_with_its_own_policy(host: httpx.Client, path: str) -> None:
    response = host.get(path)
    file = "index.html" if path == "/" else f"{path.removeprefix('/')}.html"
    assert response.status_code == 200
    assert response.text == f"<!doctype html><title>{file}</title>"
    assert response.headers["content-security-policy"] == POLICIES[file]
    assert response.headers["cache-control"] == PAGE_CACHE
    assert _security(response) == SECURITY


@pytest.mark.parametrize("redirect", REDIRECTS, ids=lambda r: r["from"])
def test_every_redirect_is_a_301_to_its_target(host: httpx.Client, redirect: dict[str, str]) -> None:
    response = host.get(redirect["from"])
    assert response.status_code == 301
    assert urlsplit(response.headers["location"]).path == redirect["to"]


@pytest.mark.parametrize("path", ["/finnes-ikke", "/article/borte", "/.csp.json", "/.export-fingerprint", "/_headers"])
def test_unknown_and_hidden_paths_answer_404_with_the_page(host: httpx.Client, path: str) -> None:
    response = host.get(path)
    assert response.status_code == 404
    assert response.text == "<!doctype html><title>404.html</title>"
    assert response.headers["content-security-policy"] == POLICIES["404.html"]
    assert response.headers["cache-control"] == "no-store"
    assert _security(response) == SECURITY


def test_the_cache_rules(host: httpx.Client) -> None:
    cache = {path: host.get(path).headers["cache-control"] for path in ("/_next/static/chunks/a1b2c3.js", "/sw.js")}
    cache |= {path: host.get(path).headers["cache-control"] for path in ("/kino.txt", "/data/search-index.json")}
    cache["/favicon.png"] = host.get("/favicon.png").headers["cache-control"]
    assert cache == {
        "/_next/static/chunks/a1b2c3.js": "public, max-age=31536000, immutable",
        "/sw.js": "no-cache",
        "/kino.txt": PAGE_CACHE,
        "/data/search-index.json": PAGE_CACHE,
        "/favicon.png": "public, max-age=3600",
    }
    worker = host.get("/sw.js")
    assert worker.headers["content-security-policy"] == DEFAULT_POLICY and _security(worker) == SECURITY
    assert "server" not in worker.headers or "nginx/" not in worker.headers["server"]


def test_a_page_file_asked_for_by_name_goes_to_its_address(host: httpx.Client) -> None:
    moved = {path: host.get(path) for path in ("/kino.html", "/index.html", "/article/apningstider.html")}
    assert {path: (r.status_code, urlsplit(r.headers["location"]).path) for path, r in moved.items()} == {
        "/kino.html": (301, "/kino"),
        "/index.html": (301, "/"),
        "/article/apningstider.html": (301, "/article/apningstider"),
    }
