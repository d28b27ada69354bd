"""The hosts' configurations of a release: Debian's nginx and Caddy serve an export with them on loopback and answer
the same addresses alike, and Netlify's `_headers` and `_redirects` follow their documented grammar."""

from __future__ import annotations

import gzip
import json
import re
import socket
from collections.abc import Iterator
from pathlib import Path

import brotli
import pytest
from pydantic import ValidationError

from pipeline.models.site import Alias
from pipeline.publish.hosting import page_file_address, write_host_files
from pipeline.publish.precompress import precompress
from pipeline.urls import REDIRECT_TARGET_RULE
from sample_cms.server import free_port
from sitectl import local_hosts
from tests import headers

# What every answer carries, worked out from the headers' documented values: the policy the same for every page of
# every release, allowing what any page's own <meta> allows of scripts, and what a <meta> cannot say.
SECURITY = {
    **headers.SECURITY,
    "permissions-policy": headers.PERMISSIONS_POLICY,
    "content-security-policy": (
        "script-src 'self' 'unsafe-inline' https://www.googletagmanager.com https://connect.facebook.net; "
        "script-src-attr 'none'; frame-ancestors 'none'; object-src 'none'; base-uri 'none'"
    ),
}
PAGE_CACHE = "public, max-age=60, must-revalidate"
IMMUTABLE = "public, max-age=31536000, immutable"
CHUNK = "/_next/static/chunks/a1b2c3.js"
SCRIPT = "console.log('Fjordby kulturhus');\n" * 100
REDIRECTS = [
    {"from": "/billetter", "to": "/kino", "reason": "alias"},
    # The old address of a retitled film.
    {"from": "/bestefar-dxm-1000934", "to": "/bestefars-bat-dxm-1000934", "reason": "earlier slug"},
    {"from": "/nettbutikk", "to": "https://billett.example.no/fjordbykulturhus", "reason": "alias"},
]


def _release(root: Path, redirects: list[dict[str, str]] = REDIRECTS) -> Path:
    """A release as the pipeline makes one, with `redirects`: its route data and an export with pages, payloads,
    assets and the not-found page under Next's names, precompressed."""
    site, data = root / "site", root / "data"
    pages = ["index", "kino", "article/apningstider", "bestefars-bat-dxm-1000934", "404", "_not-found"]
    files = {
        **{f"{name}.html": f"<!doctype html><title>{name}</title>" for name in pages},
        CHUNK.removeprefix("/"): SCRIPT,
        "sw.js": "self.addEventListener('fetch', () => {})",
        "kino.txt": "0:[]",
        "kino/__next._tree.txt": "0:[]",
        "_not-found.txt": "0:[]",
        "_not-found/__next._tree.txt": "0:[]",
        "data/search-index.json": "[]",
        "favicon.png": "png",
        "robots.txt": "User-agent: *",
        ".export-fingerprint": "abc",
    }
    for name, text in files.items():
        (site / name).parent.mkdir(parents=True, exist_ok=True)
        (site / name).write_text(text)
    data.mkdir()
    (data / "redirects.json").write_text(json.dumps(redirects))
    write_host_files(root, site)
    precompress(site)
    return root


def test_a_page_file_asked_for_by_name_has_an_address_only_when_its_name_is_a_slug() -> None:
    assert {
        path: page_file_address(path)
        for path in (
            "/kino.html",
            "/index.html",
            "/a/index.html",
            "/article/x.html",
            "/404.html",
            "//evil.x/y.html",
        )
    } == {
        "/kino.html": "/kino",
        "/index.html": "/",
        "/a/index.html": "/a/",
        "/article/x.html": "/article/x",
        "/404.html": None,
        "//evil.x/y.html": None,
    }
    for probe in ("/\\evil.example/x.html", "/\tevil.example/x.html", "/\x01/evil.example/x.html", "/.hidden.html"):
        assert page_file_address(probe) is None


def test_the_netlify_files_follow_their_grammar_and_cloudflares_limit(tmp_path: Path) -> None:
    site = _release(tmp_path) / "site"
    # _redirects: `from to [status]` per line, `#` comments, from and to paths or URLs, status 3xx, 200 or 404.
    rules = [line.split() for line in (site / "_redirects").read_text().splitlines() if not line.startswith("#")]
    assert rules == [
        ["/billetter", "/kino", "301"],
        ["/bestefar-dxm-1000934", "/bestefars-bat-dxm-1000934", "301"],
        ["/nettbutikk", "https://billett.example.no/fjordbykulturhus", "301"],
    ]
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
    # Three rules at any size of site: Cloudflare Pages takes 100 at most.
    assert {name.lower(): value for name, value in blocks.pop("/*").items()} == SECURITY
    assert blocks == {"/sw.js": {"Cache-Control": "no-cache"}, "/_next/static/*": {"Cache-Control": IMMUTABLE}}


@pytest.fixture(scope="module", params=["nginx", "caddy"])
def host(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The export served by the real server with the configuration the pipeline generated: its base URL."""
    release = _release(tmp_path_factory.mktemp(request.param))
    server = local_hosts.nginx if request.param == "nginx" else local_hosts.caddy
    with server(release, free_port(), release / "server") as url:
        yield url


def _raw(url: str, target: str, accept: str = "") -> tuple[int, dict[str, str], bytes]:
    """Sends `target` exactly as written (no client normalises it): status, headers (lower-case names), body."""
    host, port = url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=5) as sock:
        encoding = f"Accept-Encoding: {accept}\r\n" if accept else ""
        request = f"GET {target} HTTP/1.1\r\nHost: {host}:{port}\r\n{encoding}Connection: close\r\n\r\n"
        sock.sendall(request.encode("latin-1"))
        reply = b""
        while chunk := sock.recv(65536):
            reply += chunk
    head, _, body = reply.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    found: dict[str, str] = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        found.setdefault(name.strip().lower(), value.strip())
    if found.get("transfer-encoding") == "chunked":
        body = _unchunked(body)
    return int(lines[0].split()[1]), found, body


def _unchunked(body: bytes) -> bytes:
    out = b""
    while body:
        size, _, rest = body.partition(b"\r\n")
        length = int(size.split(b";")[0], 16)
        if length == 0:
            break
        out, body = out + rest[:length], rest[length + 2 :]
    return out


# The same addresses to both servers, each with the status and Location worked out from the rules of docs/deploy.md.
URLS: list[tuple[str, int, str | None]] = [
    # Routes, their payloads and files.
    ("/", 200, None),
    ("/kino", 200, None),
    ("/kino?utm_source=nyhetsbrev", 200, None),
    ("/article/apningstider", 200, None),
    ("/bestefars-bat-dxm-1000934", 200, None),
    ("/kino.txt", 200, None),
    ("/kino/__next._tree.txt", 200, None),
    ("/data/search-index.json", 200, None),
    ("/favicon.png", 200, None),
    ("/robots.txt", 200, None),
    ("/sw.js", 200, None),
    (CHUNK, 200, None),
    # Redirects: relative Locations, and the query dropped as the redirect table has none.
    ("/billetter", 301, "/kino"),
    ("/billetter?a=b", 301, "/kino"),
    ("/bestefar-dxm-1000934", 301, "/bestefars-bat-dxm-1000934"),
    ("/nettbutikk", 301, "https://billett.example.no/fjordbykulturhus"),
    ("/kino.html", 301, "/kino"),
    ("/index.html", 301, "/"),
    ("/article/apningstider.html", 301, "/article/apningstider"),
    ("/a/index.html", 301, "/a/"),
    ("//evil.example/x.html", 301, "/evil.example/x"),
    # Unknown addresses, and no soft 404: the not-found page under its own names is no page.
    ("/finnes-ikke", 404, None),
    ("/Kino", 404, None),
    ("/kino/", 404, None),
    ("/article", 404, None),
    ("/article/", 404, None),
    ("/article/borte", 404, None),
    ("/404", 404, None),
    # The service worker precaches the not-found page by its file name.
    ("/404.html", 200, None),
    ("/_not-found", 404, None),
    ("/_not-found.html", 404, None),
    ("/_not-found.txt", 404, None),
    ("/_not-found/__next._tree.txt", 404, None),
    ("/_next/static/chunks/borte.js", 404, None),
    # Files that are not the site's.
    ("/.export-fingerprint", 404, None),
    ("/_headers", 404, None),
    ("/_redirects", 404, None),
    (f"{CHUNK}.gz", 200, None),
    # No open redirect: a backslash, a tab, a control character or a CR LF never makes a Location.
    ("/%5Cevil.example/x.html", 404, None),
    ("/\\evil.example/x.html", 404, None),
    ("/%09/evil.example/x.html", 404, None),
    ("/%01/evil.example/x.html", 404, None),
    ("/%0d%0aSet-Cookie:%20x=1/a.html", 404, None),
    # Traversal, NUL and names no file system takes.
    ("/../../etc/passwd", 400, None),
    ("/%2e%2e/%2e%2e/etc/passwd", 400, None),
    ("/kino%00.html", 400, None),
    ("/" + "a" * 256, 404, None),
    ("/article/" + "b" * 300 + ".html", 404, None),
]


@pytest.mark.parametrize(("target", "status", "location"), URLS, ids=[u[0][:40] for u in URLS])
def test_both_servers_answer_each_address_alike(host: str, target: str, status: int, location: str | None) -> None:
    got, sent, _ = _raw(host, target)
    assert (got, sent.get("location")) == (status, location)
    assert {name: sent.get(name) for name in SECURITY} == SECURITY
    assert "nginx/" not in sent.get("server", "") and "Caddy" not in sent.get("server", "")


def test_unknown_addresses_get_the_404_page_uncached(host: str) -> None:
    status, sent, body = _raw(host, "/finnes-ikke")
    assert (status, body, sent["cache-control"]) == (404, b"<!doctype html><title>404</title>", "no-store")


def test_the_cache_rules(host: str) -> None:
    cache = {path: _raw(host, path)[1]["cache-control"] for path in (CHUNK, "/sw.js", "/kino", "/kino.txt")}
    cache |= {path: _raw(host, path)[1]["cache-control"] for path in ("/data/search-index.json", "/favicon.png")}
    assert cache == {
        CHUNK: IMMUTABLE,
        "/sw.js": "no-cache",
        "/kino": PAGE_CACHE,
        "/kino.txt": PAGE_CACHE,
        "/data/search-index.json": PAGE_CACHE,
        "/favicon.png": PAGE_CACHE,
    }


def test_text_is_sent_compressed_with_vary(host: str, request: pytest.FixtureRequest) -> None:
    status, sent, body = _raw(host, CHUNK, accept="br, gzip")
    assert status == 200 and sent["vary"] == "Accept-Encoding"
    # Caddy sends the precompressed .br; nginx, whose Debian build has no brotli, the precompressed .gz.
    if sent["content-encoding"] == "br":
        assert "caddy" in request.node.callspec.id and brotli.decompress(body).decode() == SCRIPT
    else:
        assert sent["content-encoding"] == "gzip" and gzip.decompress(body).decode() == SCRIPT
    plain = _raw(host, CHUNK, accept="identity")
    assert "content-encoding" not in plain[1] and plain[2].decode() == SCRIPT


# Aliases an editor, or whoever holds a CMS account, could write: each target holds what a host's configuration would
# read as more than text (nginx's `$`, Caddy's `{…}`, a quote, `;`, a space, CR LF, `%0d%0a`, a backslash), with what
# the ingest makes of it: refused (None), or the form every host is given (worked out by hand: `å` is UTF-8 C3 A5,
# `Å` C3 85, and `påmelding` is `xn--pmelding-9za` in punycode).
HOSTILE: list[tuple[str, str, str | None]] = [
    ("/kampanje", "https://evil.example/?c=$http_cookie&a=$http_authorization", None),
    ("/kampanje-caddy", "https://evil.example/?c={http.request.header.Cookie}", None),
    ("/ukjent-variabel", "https://evil.example/$nosuchvar", None),
    ("/sitat", 'https://evil.example/"; return 200 $http_cookie; "', None),
    ("/apostrof", "https://evil.example/a'b", None),
    ("/semikolon", "https://evil.example/a;b", None),
    ("/mellomrom", "https://evil.example/a 302", None),
    ("/linjeskift", "https://evil.example/a\r\nSet-Cookie: stjalet=1", None),
    ("/kodet-linjeskift", "https://evil.example/a%0d%0aSet-Cookie:%20stjalet=1", None),
    ("/bakstrek", "https://evil.example/a\\b", None),
    ("/plassholder", "https://evil.example/:splat", None),
    ("/bruker", "https://kari:hemmelig@evil.example/", None),
    ("/sti-med-dollar", "/$http_cookie", None),
    ("/klartekst", "http://billett.example.no/fjordbykulturhus", None),
    (
        "/pamelding",
        "https://påmelding.fjordby.no/skjema?navn=Åse",
        "https://xn--pmelding-9za.fjordby.no/skjema?navn=%C3%85se",
    ),
    ("/nettbutikk-stor", "HTTPS://Billett.Example.no/fjordbykulturhus", "https://billett.example.no/fjordbykulturhus"),
]
COOKIE = "okt=hemmelig-informasjonskapsel"
AUTHORIZATION = "Basic cmVkYWt0b3I6aGVtbWVsaWctcGFzc29yZA=="  # redaktor:hemmelig-passord


@pytest.mark.parametrize(("source", "target", "kept"), HOSTILE, ids=[h[0] for h in HOSTILE])
def test_the_ingest_keeps_a_redirect_target_only_in_a_form_no_host_reads_as_more_than_text(
    source: str, target: str, kept: str | None
) -> None:
    if kept is None:
        with pytest.raises(ValidationError, match=re.escape(REDIRECT_TARGET_RULE)):
            Alias.model_validate({"fromPath": source, "toPath": target})
    else:
        assert Alias.model_validate({"fromPath": source, "toPath": target}).to_path == kept


@pytest.mark.parametrize("target", [t for _, t, kept in HOSTILE if kept is None])
def test_the_hosts_configurations_refuse_a_target_that_did_not_pass_the_ingest(tmp_path: Path, target: str) -> None:
    with pytest.raises(ValueError, match="a redirect to"):
        _release(tmp_path, [{"from": "/a", "to": target}])


@pytest.fixture(scope="module", params=["nginx", "caddy"])
def hostile_host(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A release whose redirects are what the ingest kept of `HOSTILE`, served by the real server."""
    kept = [Alias.model_validate({"fromPath": s, "toPath": t}) for s, t, k in HOSTILE if k is not None]
    redirects = REDIRECTS + [{"from": a.from_path, "to": a.to_path, "reason": "alias"} for a in kept]
    release = _release(tmp_path_factory.mktemp(request.param), redirects)
    if request.param == "caddy":
        checked = local_hosts.caddy_validate(release / "hosting" / "Caddyfile", {"SITE_ADDRESS": "http://127.0.0.1:1"})
        assert checked.returncode == 0, checked.stdout + checked.stderr
    server = local_hosts.nginx if request.param == "nginx" else local_hosts.caddy  # nginx: `nginx -t` first
    with server(release, free_port(), release / "server") as url:
        yield url


@pytest.mark.parametrize(("source", "target", "kept"), HOSTILE, ids=[h[0] for h in HOSTILE])
def test_no_answer_of_a_host_carries_a_visitors_cookie_or_credentials_whatever_an_alias_said(
    hostile_host: str, source: str, target: str, kept: str | None
) -> None:
    host, port = hostile_host.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=5) as sock:
        sock.sendall(
            f"GET {source} HTTP/1.1\r\nHost: {host}:{port}\r\nCookie: {COOKIE}\r\n"
            f"Authorization: {AUTHORIZATION}\r\nConnection: close\r\n\r\n".encode()
        )
        reply = b""
        while chunk := sock.recv(65536):
            reply += chunk
    head, _, _ = reply.partition(b"\r\n\r\n")
    status = int(head.split()[1])
    location = next((line[10:] for line in head.decode().split("\r\n") if line.lower().startswith("location: ")), None)
    assert (status, location) == ((404, None) if kept is None else (301, kept))
    for secret in ("hemmelig", "cmVkYWt0b3I6aGVtbWVsaWctcGFzc29yZA"):
        assert secret.encode() not in reply
