"""How the site is served: the cache rules and security headers, and the production hosts' configurations that carry
them (nginx, Caddy, Netlify's and Cloudflare Pages' `_headers` and `_redirects`) with the release's redirects as 301s.

The preview server (`pipeline/publish/serve.py`) answers by the same rules, so the demo and the browser tests see what
visitors will.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

NOT_FOUND_PAGE = "404.html"
IMMUTABLE = "public, max-age=31536000, immutable"
PAGE_CACHE = "public, max-age=60, must-revalidate"
# The service worker is checked for an update on every visit: an old one must not outlive a deploy.
SERVICE_WORKER = "/sw.js"
NO_CACHE = "no-cache"
OTHER_CACHE = "public, max-age=3600"
NOT_FOUND_CACHE = "no-store"
HASHED_ASSETS = "/_next/static/"
ROUTE_DATA = "/data/"
# Each page's policy is the export's own: the build writes them, with the header-only `frame-ancestors`, into
# `.csp.json` in the export (web/scripts/content-security-policy.mjs). An export without one gets the strictest.
POLICY_FILE = ".csp.json"
FALLBACK_POLICY = "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"
GZIP_TYPES = ("text/css", "application/javascript", "application/json", "image/svg+xml", "application/xml")
# The Netlify / Cloudflare Pages files sit in the export; every other host must not serve them.
HOST_FILES = ("_headers", "_redirects")
# A release's folder of the nginx and Caddy configurations, beside its site: no host serves it.
HOSTING = "hosting"

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


def cache_control(url_path: str, file_suffix: str) -> str:
    """The Cache-Control of a file answered for `url_path` (the file's suffix tells a page)."""
    if url_path == SERVICE_WORKER:
        return NO_CACHE
    if url_path.startswith(HASHED_ASSETS):
        return IMMUTABLE
    # A page, its route data and its listings' chunks keep their names from one export to the next, which changes them.
    if file_suffix in {".html", ".txt"} or url_path.startswith(ROUTE_DATA):
        return PAGE_CACHE
    return OTHER_CACHE


@dataclass(frozen=True)
class Redirect:
    source: str
    target: str


@dataclass(frozen=True)
class Page:
    """A page of the export: its address, its file, its Content-Security-Policy."""

    path: str  # "/", "/kino", "/article/x"
    file: str  # "index.html", "kino.html", "article/x.html"
    policy: str


@dataclass(frozen=True)
class Hosting:
    """What a host needs to serve one release: its pages' policies, the default policy and the redirects."""

    pages: list[Page]
    default_policy: str
    not_found_policy: str
    redirects: list[Redirect]


def page_path(file: str) -> str:
    """The address of a page file: `index.html` is `/`, `kino.html` `/kino`, `a/index.html` `/a/`."""
    stem = PurePosixPath(file).with_suffix("").as_posix()
    if stem == "index":
        return "/"
    return f"/{stem.removesuffix('index')}" if stem.endswith("/index") else f"/{stem}"


def load(site: Path, data: Path) -> Hosting:
    """The hosting of an export (`site`, with its `.csp.json`) built from the route data `data` (`redirects.json`)."""
    policies = json.loads((site / POLICY_FILE).read_text()) if (site / POLICY_FILE).is_file() else {}
    default = str(policies.get("default") or FALLBACK_POLICY)
    files: dict[str, str] = {str(k): str(v) for k, v in (policies.get("pages") or {}).items()}
    redirects = [Redirect(str(r["from"]), str(r["to"])) for r in json.loads((data / "redirects.json").read_text())]
    # The export's pages at redirected addresses send a visitor on by script, for hosts that cannot redirect.
    sources = {r.source for r in redirects}
    pages = sorted(
        (
            Page(page_path(file), file, policy)
            for file, policy in files.items()
            if file != NOT_FOUND_PAGE and page_path(file) not in sources
        ),
        key=lambda page: page.path,
    )
    return Hosting(pages, default, files.get(NOT_FOUND_PAGE, default), redirects)


def _quoted(value: str) -> str:
    """A value in double quotes, as nginx and Caddy read one (a policy has single quotes, never double ones)."""
    if '"' in value or "\n" in value or "\\" in value:
        raise ValueError(f"a header value with a double quote, a backslash or a newline: {value!r}")
    return f'"{value}"'


def _nginx_headers(policy: str, cache: str, indent: str) -> Iterator[str]:
    # A location with any add_header of its own inherits none of the server's: each repeats them all.
    for name, value in {**SECURITY_HEADERS, "Content-Security-Policy": policy, "Cache-Control": cache}.items():
        yield f"{indent}add_header {name} {_quoted(value)} always;"


def nginx(hosting: Hosting, root: Path) -> str:
    """Directives to include in the site's nginx `server` block (which has `listen`, `server_name` and TLS):
    the export in `root` (a release's `current/site`, so a rollback is served at once), every redirect a 301,
    each page with its own policy, unknown addresses the 404 page with status 404."""
    lines = [
        "# Generated by the pipeline from a release's route data and its export's .csp.json: do not edit.",
        "# Include it in the site's server block (docs/deploy.md); reload nginx after a release goes live.",
        f"root {_quoted(str(root))};",
        "index index.html;",
        "server_tokens off;",
        "etag on;",
        "gzip on;",
        f"gzip_types {' '.join(GZIP_TYPES)} text/plain;",
        "error_page 404 /404.html;",
        *_nginx_headers(hosting.default_policy, OTHER_CACHE, ""),
        "",
        "# Dot files (the export's own records) and the other hosts' files are never served.",
        r"location ~ (^|/)\. { return 404; }",
        *(f"location = /{name} {{ return 404; }}" for name in HOST_FILES),
        "",
        "location = /404.html {",
        "    internal;",
        *_nginx_headers(hosting.not_found_policy, NOT_FOUND_CACHE, "    "),
        "}",
        f"location = {SERVICE_WORKER} {{",
        *_nginx_headers(hosting.default_policy, NO_CACHE, "    "),
        "}",
        f"location ^~ {HASHED_ASSETS} {{",
        *_nginx_headers(hosting.default_policy, IMMUTABLE, "    "),
        "}",
        f"location ^~ {ROUTE_DATA} {{",
        *_nginx_headers(hosting.default_policy, PAGE_CACHE, "    "),
        "}",
        "# A page file asked for by its name goes to its address, where it has its own policy.",
        r"location ~ ^(?<page>/.*?)(index)?\.html$ { return 301 $page; }",
        "location ~ \\.txt$ {",
        *_nginx_headers(hosting.default_policy, PAGE_CACHE, "    "),
        "}",
        "location / {",
        "    try_files $uri $uri.html $uri/index.html =404;",
        "}",
        "",
        "# Redirects: the CMS's aliases and the earlier addresses of pages.",
        *(f"location = {r.source} {{ return 301 {r.target}; }}" for r in hosting.redirects),
        "",
        "# Pages, each with its own Content-Security-Policy (the hashes of its inline scripts).",
    ]
    for page in hosting.pages:
        lines += [
            f"location = {page.path} {{",
            f"    try_files /{page.file} =404;",
            *_nginx_headers(page.policy, PAGE_CACHE, "    "),
            "}",
        ]
    return "\n".join(lines) + "\n"


def caddyfile(hosting: Hosting, root: Path) -> str:
    """A Caddyfile serving the export in `root` at `{$SITE_ADDRESS}` (default `:80`; a domain name there gets
    Caddy's automatic HTTPS), by the same rules as `nginx`."""
    security = [f"\t\t{name} {_quoted(value)}" for name, value in SECURITY_HEADERS.items()]
    lines = [
        "# Generated by the pipeline from a release's route data and its export's .csp.json: do not edit.",
        "{$SITE_ADDRESS::80} {",
        f"\troot * {_quoted(str(root))}",
        "\tencode gzip",
        "\theader {",
        *security,
        "\t\t-Server",
        "\t}",
        # `?`: set when no directive for the path set it, whichever Caddy runs first; one field each, as Caddy sets
        # the fields of one `?` directive only when none of them is set.
        f"\theader ?Content-Security-Policy {_quoted(hosting.default_policy)}",
        f"\theader ?Cache-Control {_quoted(OTHER_CACHE)}",
        f"\theader {SERVICE_WORKER} Cache-Control {_quoted(NO_CACHE)}",
        f"\theader {HASHED_ASSETS}* Cache-Control {_quoted(IMMUTABLE)}",
        f"\theader {ROUTE_DATA}* Cache-Control {_quoted(PAGE_CACHE)}",
        "\t@payloads path *.txt",
        f"\theader @payloads Cache-Control {_quoted(PAGE_CACHE)}",
        "",
        "\t# Dot files (the export's own records) and the other hosts' files are never served.",
        "\t@hidden path_regexp hidden (^|/)\\.",
        "\terror @hidden 404",
        f"\t@hostfiles path {' '.join(f'/{name}' for name in HOST_FILES)}",
        "\terror @hostfiles 404",
        "",
        "\t# A page file asked for by its name goes to its address, where it has its own policy.",
        "\t@pagefile path_regexp pagefile ^(/.*?)(index)?\\.html$",
        "\tredir @pagefile {re.pagefile.1} 301",
        "",
        "\t# Redirects: the CMS's aliases and the earlier addresses of pages.",
        *(f"\tredir {r.source} {r.target} 301" for r in hosting.redirects),
        "",
        "\t# Pages, each with its own Content-Security-Policy (the hashes of its inline scripts).",
    ]
    for page in hosting.pages:
        lines += [
            f"\theader {page.path} {{",
            f"\t\tContent-Security-Policy {_quoted(page.policy)}",
            f"\t\tCache-Control {_quoted(PAGE_CACHE)}",
            "\t}",
        ]
    lines += [
        "",
        "\ttry_files {path} {path}.html {path}/index.html",
        "\tfile_server",
        "\thandle_errors {",
        "\t\t@notfound expression {err.status_code} == 404",
        "\t\thandle @notfound {",
        f"\t\t\trewrite * /{NOT_FOUND_PAGE}",
        # The error routes are apart from the site's: they set every header themselves.
        "\t\t\theader {",
        *(f"\t{line}" for line in security),
        "\t\t\t\t-Server",
        f"\t\t\t\tContent-Security-Policy {_quoted(hosting.not_found_policy)}",
        f"\t\t\t\tCache-Control {_quoted(NOT_FOUND_CACHE)}",
        "\t\t\t}",
        "\t\t\tfile_server",
        "\t\t}",
        "\t}",
        "}",
    ]
    return "\n".join(lines) + "\n"


def netlify_headers(hosting: Hosting) -> str:
    """`_headers` (Netlify, Cloudflare Pages). Both join the values of a header that several rules set, so each
    header is set by one rule only: the policy per page (and for the worker), the cache per kind of file."""
    blocks: list[tuple[str, dict[str, str]]] = [
        ("/*", dict(SECURITY_HEADERS)),
        (SERVICE_WORKER, {"Content-Security-Policy": hosting.default_policy, "Cache-Control": NO_CACHE}),
        (f"{HASHED_ASSETS}*", {"Cache-Control": IMMUTABLE}),
        (f"{ROUTE_DATA}*", {"Cache-Control": PAGE_CACHE}),
        *((page.path, {"Content-Security-Policy": page.policy, "Cache-Control": PAGE_CACHE}) for page in hosting.pages),
    ]
    lines = ["# Generated by the pipeline from a release's export: do not edit."]
    for path, headers in blocks:
        lines.append(path)
        lines += [f"  {name}: {value}" for name, value in headers.items()]
    return "\n".join(lines) + "\n"


def netlify_redirects(hosting: Hosting) -> str:
    """`_redirects` (Netlify, Cloudflare Pages): every redirect a 301."""
    lines = ["# Generated by the pipeline from a release's route data: do not edit."]
    lines += [f"{r.source} {r.target} 301" for r in hosting.redirects]
    return "\n".join(lines) + "\n"


def write_host_files(release: Path, served_root: Path) -> None:
    """Writes a release's host configurations: `hosting/nginx.conf` and `hosting/Caddyfile` beside its site (no host
    serves them), `_headers` and `_redirects` into it (where Netlify and Cloudflare Pages read them). `served_root`
    is the folder the hosts serve: the site's `current/site`, so that the files of a release or a rollback are served
    at once (its redirects and policies once the server is reloaded)."""
    hosting = load(release / "site", release / "data")
    folder = release / HOSTING
    folder.mkdir(exist_ok=True)
    (folder / "nginx.conf").write_text(nginx(hosting, served_root))
    (folder / "Caddyfile").write_text(caddyfile(hosting, served_root))
    (release / "site" / "_headers").write_text(netlify_headers(hosting))
    (release / "site" / "_redirects").write_text(netlify_redirects(hosting))
