"""How a site is served: the cache rules and security headers, and the hosts' configurations that carry them (nginx,
Caddy, Netlify's and Cloudflare Pages' `_headers` and `_redirects`) with the release's redirects as 301s.

What a host sends never depends on which release it serves: each page carries its whole Content-Security-Policy (with
the hashes of its inline scripts) in its own `<meta>` (on a site with analytics, the two its first script chooses from
by the visitor's consent: web/lib/csp.ts), and the header policy says only what a `<meta>` cannot, the same for every
release. So a host that serves `current` answers every request from one release, page and policy
together, whether or not it has reloaded its configuration since the release went live; only the redirects are read
at a reload. The preview server (`sitectl/serve.py`) answers by the same rules.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

from pipeline.urls import REDIRECT_TARGET_RULE, is_route_path, redirect_target

NOT_FOUND_PAGE = "404.html"
IMMUTABLE = "public, max-age=31536000, immutable"
# Every file that is not content-hashed may change with any release: a browser asks again after a minute.
PAGE_CACHE = "public, max-age=60, must-revalidate"
# The service worker is checked for an update on every visit: an old one must not outlive a deploy.
SERVICE_WORKER = "/sw.js"
NO_CACHE = "no-cache"
NOT_FOUND_CACHE = "no-store"
HASHED_ASSETS = "/_next/static/"
# The header policy of every answer, the same for every page of every site and release. A browser enforces it beside
# the page's own `<meta>` policy (web/lib/csp.ts), so it allows whatever any page's allows: scripts from the site,
# inline ones (each page's are its own, which the `<meta>` lists by hash) and the trackers' (a page with consent).
# What it adds is what a `<meta>` cannot say (framing), and what it refuses holds for a page served without its
# `<meta>` too, e.g. one of an older release: no script of any other host, no inline event handler, no plugin.
HEADER_POLICY = (
    "script-src 'self' 'unsafe-inline' https://www.googletagmanager.com https://connect.facebook.net; "
    "script-src-attr 'none'; frame-ancestors 'none'; object-src 'none'; base-uri 'none'"
)
# What nginx compresses besides HTML (which it always does) when no `.gz` is beside the file.
GZIP_TYPES = (
    "text/css",
    "text/plain",
    "application/javascript",
    "application/json",
    "image/svg+xml",
    "application/xml",
)
# The Netlify / Cloudflare Pages files sit in the export; every other host must not serve them.
HOST_FILES = ("_headers", "_redirects")
# Addresses that are files of the export but no page of the site: the not-found page under its own names.
NOT_PAGES = ("/404", "/_not-found", "/_not-found.html", "/_not-found.txt")
# Pages served by their file's name, not redirected to an address: the service worker precaches them by these names
# (web/scripts/service-worker.mjs), and a precache fetch must answer 200.
PRECACHED_PAGES = ("/404.html", "/offline.html")
NOT_PAGE_FOLDERS = ("/_not-found/",)
# A page file asked for by its name (`/kino.html`, `/a/index.html`) goes to its address, where hosts serve it. Only
# names of the characters slugs are made of, each segment starting with one of them: no `//`, `/\`, `%09` or
# control character can make the address a protocol-relative URL to another host.
SEGMENT = r"[A-Za-z0-9_~-][A-Za-z0-9._~-]*"
PAGE_FILE = rf"^(?P<page>/(?:{SEGMENT}/)*)(?:index|(?P<name>{SEGMENT}))\.html$"
# A path segment no file system takes (a file name has at most 255 bytes): 404, as for any other missing file. A NUL
# in a path is a bad request (nginx answers 400 before any location is matched).
UNNAMEABLE = r"[^/]{256,}"
NUL = r"\x00"
# A path that climbs out of the site: nginx answers 400 before any location is matched, Caddy is told to.
CLIMBING = r"(^|/)[.][.](/|$)"
# What nginx's `try_files` looks for where an answer must come after the access phase: a dot file, which no export
# has (the export's own records are other dot files, and none is served).
NO_FILE = "/.no-such-file"
# A release's folder of the nginx and Caddy configurations, beside its site: no host serves it.
HOSTING = "hosting"
NGINX_SITE = "nginx.conf"
CADDY_SITE = "caddy.conf"

SECURITY_HEADERS = {
    # Browsers heed it only over HTTPS, as production serves the site; over the demo's plain HTTP it is ignored.
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    # The site opens no window it talks to: ticket links open in a new tab without an opener.
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    "Content-Security-Policy": HEADER_POLICY,
}
# A preview release's answers besides (its drafts are for the editors, never for a search engine).
PREVIEW_HEADERS = {**SECURITY_HEADERS, "X-Robots-Tag": "noindex, nofollow"}
# Every answer of a preview, whatever its path or status: the drafts are for the editors who gave the password, so
# no shared cache may keep one for the next who asks, nor a browser past the tab.
PREVIEW_CACHE = "private, no-store"


def cache_control(url_path: str) -> str:
    """The Cache-Control of a file answered for `url_path` with status 200 (a preview's answers all say
    `PREVIEW_CACHE` instead)."""
    if url_path == SERVICE_WORKER:
        return NO_CACHE
    if url_path.startswith(HASHED_ASSETS):
        return IMMUTABLE
    return PAGE_CACHE


def page_file_address(url_path: str) -> str | None:
    """The address a page file asked for by its name redirects to (`/kino.html` → `/kino`, `/a/index.html` → `/a/`),
    by the rule the hosts' configurations follow; None for any other path."""
    found = re.fullmatch(PAGE_FILE, url_path)
    if found is None or url_path in NOT_PAGES or url_path in PRECACHED_PAGES:
        return None
    return found["page"] + (found["name"] or "")


def is_not_page(url_path: str) -> bool:
    """Whether `url_path` names the not-found page's own files, which answer 404 as any unknown address does."""
    return url_path in NOT_PAGES or url_path.startswith(NOT_PAGE_FOLDERS)


@dataclass(frozen=True)
class Redirect:
    source: str
    target: str


def load_redirects(data: Path) -> list[Redirect]:
    """The release's redirects: its route data's `redirects.json`."""
    return [Redirect(str(r["from"]), str(r["to"])) for r in json.loads((data / "redirects.json").read_text())]


def quoted(value: str) -> str:
    """A value in double quotes, as nginx and Caddy read one (a policy has single quotes, never double ones)."""
    if '"' in value or "\n" in value or "\\" in value:
        raise ValueError(f"a header value with a double quote, a backslash or a newline: {value!r}")
    return f'"{value}"'


def _location(source: str) -> str:
    """A redirect's source as an exact nginx location or a Caddy path: a route path (the contract's rule for an
    alias's `fromPath`, which the route data keeps to)."""
    if not is_route_path(source):
        raise ValueError(f"a redirect from {source!r}, which is no route path")
    return source


def _target(target: str) -> str:
    """A redirect's target as a Location, written as it is into every host's configuration: the route data holds only
    targets that pass the one rule (`pipeline.urls.redirect_target`), which leaves no character a host reads as more
    than itself (no `$` for nginx, no `{…}` for Caddy, no space for `_redirects`, no quote or newline for any)."""
    if redirect_target(target) != target:
        raise ValueError(f"a redirect to {target!r}: {REDIRECT_TARGET_RULE}")
    return target


@dataclass(frozen=True)
class Answers:
    """What every answer of a release carries: the headers, and the Cache-Control of each kind of file."""

    headers: Mapping[str, str]
    preview: bool

    def cache(self, value: str) -> str:
        return PREVIEW_CACHE if self.preview else value


SITE_ANSWERS = Answers(SECURITY_HEADERS, preview=False)
PREVIEW_ANSWERS = Answers(PREVIEW_HEADERS, preview=True)


def _nginx_headers(cache: str, indent: str, answers: Answers) -> Iterator[str]:
    # A location with any add_header of its own inherits none of the server's: each repeats them all.
    for name, value in {**answers.headers, "Cache-Control": answers.cache(cache)}.items():
        yield f"{indent}add_header {name} {quoted(value)} always;"


def _nginx_redirects(redirects: list[Redirect]) -> Iterator[str]:
    """Each redirect as a `location` that answers 301 from a named location of its own. `return` in the location itself
    would answer in nginx's rewrite phase, before the access phase where a preview's basic auth asks for the password:
    `try_files` hands over after it."""
    for n, redirect in enumerate(redirects):
        yield f"location = {_location(redirect.source)} {{ try_files {NO_FILE} @redirect-{n}; }}"
        yield f"location @redirect-{n} {{ return 301 {quoted(_target(redirect.target))}; }}"


def nginx(redirects: list[Redirect], root: Path, answers: Answers = SITE_ANSWERS) -> str:
    """Directives to include in the site's nginx `server` block (which has `listen`, `server_name` and TLS): the
    export in `root` (the site's `current/site`, resolved on every request), every redirect a 301, unknown
    addresses the 404 page with status 404; `answers`' headers on every answer. Every answer, redirects included, is
    made after nginx's access phase, so the basic auth of a preview's server block stands before each of them."""
    # `=404` from try_files, not `return 404`: the answer comes after the access phase, as every other one does.
    missing = f"{{ try_files {NO_FILE} =404; }}"
    lines = [
        "# Generated by the pipeline from a release's route data: do not edit.",
        "# Include it in the site's server block (docs/deploy.md); reload nginx after a release goes live.",
        f"root {quoted(str(root))};",
        "index index.html;",
        "server_tokens off;",
        "etag on;",
        # A Location is the path alone: behind TLS termination or a port mapping the browser keeps its scheme and port.
        "absolute_redirect off;",
        "gzip on;",
        "gzip_vary on;",
        "gzip_static on;",
        f"gzip_types {' '.join(GZIP_TYPES)};",
        "error_page 404 /404.html;",
        *_nginx_headers(PAGE_CACHE, "", answers),
        "",
        "# Dot files (the export's own records), the other hosts' files, names no file system takes: never served.",
        rf"location ~ (^|/)\. {missing}",
        f'location ~ "{UNNAMEABLE}" {missing}',
        *(f"location = /{name} {missing}" for name in HOST_FILES),
        "# The pages the service worker precaches are served by their file names, the 404 page uncached.",
        f"location = /{NOT_FOUND_PAGE} {{",
        *_nginx_headers(NOT_FOUND_CACHE, "    ", answers),
        "}",
        *(f"location = {path} {{ }}" for path in PRECACHED_PAGES if path != f"/{NOT_FOUND_PAGE}"),
        "# The not-found page under its other names is no page: 404.",
        *(f"location = {path} {missing}" for path in NOT_PAGES),
        *(f"location ^~ {folder} {missing}" for folder in NOT_PAGE_FOLDERS),
        f"location = {SERVICE_WORKER} {{",
        *_nginx_headers(NO_CACHE, "    ", answers),
        "}",
        f"location ^~ {HASHED_ASSETS} {{",
        *_nginx_headers(IMMUTABLE, "    ", answers),
        "}",
        "# A page file asked for by its name goes to its address (the rewrite matches again there: no query kept).",
        f'location ~ "{PAGE_FILE}" {{ try_files {NO_FILE} @page-file; }}',
        f'location @page-file {{ rewrite "{PAGE_FILE}" $page$name? permanent; }}',
        "# An address is its page file, or a file of the export; one that ends in / only its folder's index.html.",
        "location / {",
        "    try_files $uri.html $uri =404;",
        "}",
        "location ~ /$ {",
        "    try_files ${uri}index.html =404;",
        "}",
        "",
        "# Redirects: the CMS's aliases and the earlier addresses of pages.",
        *_nginx_redirects(redirects),
    ]
    return "\n".join(lines) + "\n"


def caddy_site(redirects: list[Redirect], root: Path, answers: Answers = SITE_ANSWERS) -> str:
    """The directives of the site's Caddy site block, to `import` in it: the export in `root` by the same rules as
    `nginx`, in the order written (one `route`, which Caddy runs after a preview's `basicauth`)."""
    security = [f"\t\t{name} {quoted(value)}" for name, value in answers.headers.items()]
    lines = [
        "# Generated by the pipeline from a release's route data: do not edit.",
        "# Import it in the site's block (docs/deploy.md); reload Caddy after a release goes live.",
        f"\troot * {quoted(str(root))}",
        "\tencode gzip",
        "\troute {",
        "\t\theader {",
        *(f"\t{line}" for line in security),
        "\t\t\t-Server",
        "\t\t}",
        f"\t\theader Cache-Control {quoted(answers.cache(PAGE_CACHE))}",
        f"\t\theader {SERVICE_WORKER} Cache-Control {quoted(answers.cache(NO_CACHE))}",
        f"\t\theader {HASHED_ASSETS}* Cache-Control {quoted(answers.cache(IMMUTABLE))}",
        "",
        "\t\t# A NUL or a climb out of the site: 400, as nginx answers. Dot files (the export's own records), the",
        "\t\t# other hosts' files, names no file system takes and the not-found page under its own names: 404.",
        f"\t\t@nul path_regexp {NUL}",
        "\t\terror @nul 400",
        f'\t\t@climbing expression {{http.request.orig_uri.path}}.matches("{CLIMBING}")',
        "\t\terror @climbing 400",
        "\t\t@hidden path_regexp (^|/)\\.",
        "\t\terror @hidden 404",
        f"\t\t@unnameable path_regexp {UNNAMEABLE}",
        "\t\terror @unnameable 404",
        f"\t\t@hostfiles path {' '.join(f'/{name}' for name in HOST_FILES)}",
        "\t\terror @hostfiles 404",
        f"\t\t@notpages path {' '.join(NOT_PAGES)} {' '.join(f'{folder}*' for folder in NOT_PAGE_FOLDERS)}",
        "\t\terror @notpages 404",
        "",
        "\t\t# A page file asked for by its name goes to its address.",
        "\t\t@pagefile {",
        f'\t\t\tpath_regexp pagefile "{PAGE_FILE}"',
        f"\t\t\tnot path {' '.join(PRECACHED_PAGES)}",
        "\t\t}",
        "\t\tredir @pagefile {re.pagefile.page}{re.pagefile.name} 301",
        "",
        "\t\t# Redirects: the CMS's aliases and the earlier addresses of pages.",
        *(f"\t\tredir {_location(r.source)} {quoted(_target(r.target))} 301" for r in redirects),
        "",
        "\t\ttry_files {path}.html {path}",
        "\t\tfile_server {",
        "\t\t\tprecompressed br gzip",
        "\t\t}",
        "\t}",
        "\thandle_errors {",
        "\t\tencode gzip",
        # The error routes are apart from the site's: they set every header themselves.
        "\t\theader {",
        *security,
        "\t\t\t-Server",
        f"\t\t\tCache-Control {quoted(answers.cache(NOT_FOUND_CACHE))}",
        "\t\t}",
        "\t\t@notfound expression {err.status_code} == 404",
        "\t\thandle @notfound {",
        f"\t\t\trewrite * /{NOT_FOUND_PAGE}",
        "\t\t\tfile_server {",
        "\t\t\t\tprecompressed br gzip",
        "\t\t\t}",
        "\t\t}",
        '\t\trespond "{err.status_code} {err.status_text}"',
        "\t}",
    ]
    return "\n".join(lines) + "\n"


def caddyfile() -> str:
    """A Caddyfile serving one site at `{$SITE_ADDRESS}` (default `:80`; a domain name there gets Caddy's automatic
    HTTPS) by the `caddy.conf` beside it."""
    return (
        "# Generated by the pipeline: one site, at SITE_ADDRESS (docs/deploy.md).\n"
        f"{{$SITE_ADDRESS::80}} {{\n\timport {CADDY_SITE}\n}}\n"
    )


def netlify_headers(answers: Answers = SITE_ANSWERS) -> str:
    """`_headers` (Netlify, Cloudflare Pages): three rules at any size of site, within Cloudflare's 100 (a preview's
    one). Both hosts join the values of a header that several rules set, so each header is set by one rule a path
    matches; a page keeps the host's own revalidating cache."""
    blocks: list[tuple[str, Mapping[str, str]]] = (
        [("/*", {**answers.headers, "Cache-Control": PREVIEW_CACHE})]
        if answers.preview
        else [
            ("/*", answers.headers),
            (SERVICE_WORKER, {"Cache-Control": NO_CACHE}),
            (f"{HASHED_ASSETS}*", {"Cache-Control": IMMUTABLE}),
        ]
    )
    lines = ["# Generated by the pipeline: do not edit."]
    for path, headers in blocks:
        lines.append(path)
        lines += [f"  {name}: {value}" for name, value in headers.items()]
    return "\n".join(lines) + "\n"


def netlify_redirects(redirects: list[Redirect]) -> str:
    """`_redirects` (Netlify, Cloudflare Pages): every redirect a 301. The export has no file at a redirect's source,
    so no file shadows one on Netlify, and Cloudflare applies redirects before files anyway."""
    lines = ["# Generated by the pipeline from a release's route data: do not edit."]
    lines += [f"{_location(r.source)} {_target(r.target)} 301" for r in redirects]
    return "\n".join(lines) + "\n"


def write_host_files(release: Path, served_root: Path, preview: bool = False) -> None:
    """Writes a release's host configurations beside its site (no host serves them): `hosting/nginx.conf` and
    `hosting/caddy.conf` to include in the site's server block, `hosting/Caddyfile` serving the site alone; and
    `_headers` and `_redirects` into the site (where Netlify and Cloudflare Pages read them). `served_root` is the
    folder the hosts serve: the site's `current/site`, so that a release or a rollback is served whole at its first
    request (its redirects once the server has reloaded). A `preview` release's answers are `PREVIEW_ANSWERS`."""
    answers = PREVIEW_ANSWERS if preview else SITE_ANSWERS
    redirects = load_redirects(release / "data")
    folder = release / HOSTING
    folder.mkdir(exist_ok=True)
    (folder / NGINX_SITE).write_text(nginx(redirects, served_root, answers))
    (folder / CADDY_SITE).write_text(caddy_site(redirects, served_root, answers))
    (folder / "Caddyfile").write_text(caddyfile())
    (release / "site" / "_headers").write_text(netlify_headers(answers))
    (release / "site" / "_redirects").write_text(netlify_redirects(redirects))
