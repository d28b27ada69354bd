"""Every site on one host, by its host name: the server blocks of all the sites under SITES_DIR in one nginx file and
one Caddyfile, written again and the host reloaded after every switch.

    <SITES_DIR>/sites.nginx.conf   a `server` per site (`server_name` its host), for nginx's `http` block
    <SITES_DIR>/sites.Caddyfile    a site block per site (its host name: Caddy's automatic HTTPS)

The sites' previews (PREVIEWS_DIR) get the same two files in their folder, each site's preview at `preview.` and its
host name without `www.`, behind basic auth: PREVIEW_USER and PREVIEW_PASSWORD, whose password the files hold only
hashed (nginx's `.htpasswd` beside them, salted SHA-1; bcrypt in the Caddyfile). Without both no preview block is
written: a preview is never served to anyone who asks.

When the hosts refuse to reload, the files they had are put back and `ReloadError` says so: what they serve, and
what they would load at their next start, stays the last configuration they took.

Each block includes the live release's own `hosting/nginx.conf` or `hosting/caddy.conf` through the site's `current`,
so a page is served from the live release at its first request and the redirects once the host has reloaded. A
site's host name is the `host` of its live release's `site.json` (the contract's site `host`). A site whose host is
no host name, or the same as an earlier site's, is left out and reported: one bad record never takes the others down.
"""

from __future__ import annotations

import base64
import contextlib
import hashlib
import json
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

import bcrypt

from pipeline.publish.hosting import CADDY_SITE, HOSTING, NGINX_SITE, NOT_FOUND_CACHE, SECURITY_HEADERS, quoted
from pipeline.publish.releases import CURRENT, DATA, SITE
from pipeline.publish.reload import reload_hosts
from pipeline.urls import HOST_NAME

NGINX_FILE = "sites.nginx.conf"
CADDY_FILE = "sites.Caddyfile"
# Where the hosts listen: unset, nginx on port 80 and Caddy by host name (HTTPS); a port, or an address and port, for
# plain HTTP there (TLS ended in front).
LISTEN_VARIABLE = "HOSTING_LISTEN"
PREVIEW_USER, PREVIEW_PASSWORD = "PREVIEW_USER", "PREVIEW_PASSWORD"
HTPASSWD = ".htpasswd"
FILES = (NGINX_FILE, CADDY_FILE, HTPASSWD)
PREVIEW_REALM = "Forhåndsvisning"


class ReloadError(RuntimeError):
    """HOSTING_RELOAD_COMMAND failed after the server blocks were written; the ones before are back in place."""


@dataclass(frozen=True)
class VirtualHost:
    site: str  # the site's folder under SITES_DIR: its id
    name: str  # the host name visitors ask for


@dataclass(frozen=True)
class PreviewAuth:
    """Who may see the previews: one user, the password kept only as the hosts' hashes of it."""

    user: str
    nginx_hash: str  # for `.htpasswd`: {SSHA}, which nginx reads on any system
    caddy_hash: str  # for Caddy's `basicauth`: bcrypt, base64 as Caddy 2.6 reads it

    @classmethod
    def of(cls, user: str, password: str) -> PreviewAuth:
        salt = os.urandom(8)
        ssha = base64.b64encode(hashlib.sha1(password.encode() + salt).digest() + salt).decode()  # noqa: S324
        bcrypted = bcrypt.hashpw(password.encode(), bcrypt.gensalt(rounds=12))
        return cls(user, f"{{SSHA}}{ssha}", base64.b64encode(bcrypted).decode())


def preview_host(name: str) -> str:
    """A site's preview's host name: `preview.` and the site's without `www.`."""
    return f"preview.{name.removeprefix('www.')}"


def virtual_hosts(sites_dir: Path, preview: bool = False) -> tuple[list[VirtualHost], list[str]]:
    """The sites with a live site under `sites_dir`, by host name (their previews', `preview_host`, when `preview`),
    in the order of their ids; and problems: a site left out, and why."""
    found: list[VirtualHost] = []
    problems: list[str] = []
    folders = (
        sorted(p for p in sites_dir.iterdir() if p.is_dir() and not p.name.startswith("."))
        if sites_dir.is_dir()
        else []
    )
    for folder in folders:
        live = folder / CURRENT
        if not (live / SITE).is_dir():
            continue  # no release yet, or the export is turned off: nothing to serve
        try:
            host = str(json.loads((live / DATA / "site.json").read_text()).get("host") or "")
        except (OSError, ValueError, AttributeError) as error:
            problems.append(f"site {folder.name}: its site.json cannot be read ({type(error).__name__}); left out")
            continue
        name = (urlsplit(host).hostname or "") if "://" in host else ""
        name = preview_host(name) if preview and name else name
        taken = next((v for v in found if v.name == name), None)
        if not HOST_NAME.fullmatch(name):
            problems.append(f"site {folder.name}: its host {host!r} has no host name; left out")
        elif taken is not None:
            problems.append(f"site {folder.name}: its host {name} is site {taken.site}'s already; left out")
        else:
            found.append(VirtualHost(folder.name, name))
    return found, problems


def nginx_sites(hosts: list[VirtualHost], sites_dir: Path, listen: str, auth: bool = False) -> str:
    """An nginx file for the `http` block: a `server` per site, and a default one that answers any other host 404;
    each listens on `listen` (a port, or an address and port); with `auth`, behind the basic auth of `HTPASSWD`, and
    no default server: the previews' file is included beside the sites' one, whose default server stands for both
    (two on one port and nginx refuses to start)."""
    guard = [
        f"    auth_basic {quoted(PREVIEW_REALM)};",
        f"    auth_basic_user_file {quoted(str(sites_dir / HTPASSWD))};",
    ]
    headers = [f"    add_header {name} {quoted(value)} always;" for name, value in SECURITY_HEADERS.items()]
    lines = [
        "# Generated by the pipeline from the sites' live releases: do not edit. Include it in nginx's http block."
    ]
    for host in hosts:
        lines += [
            "server {",
            f"    listen {listen};",
            f"    server_name {host.name};",
            *(guard if auth else []),
            f"    include {quoted(str(sites_dir / host.site / CURRENT / HOSTING / NGINX_SITE))};",
            "}",
        ]
    if auth:
        return "\n".join(lines) + "\n"
    lines += [
        "# Any other host name: no site of ours.",
        "server {",
        f"    listen {listen} default_server;",
        "    server_name _;",
        "    server_tokens off;",
        *headers,
        f"    add_header Cache-Control {quoted(NOT_FOUND_CACHE)} always;",
        "    return 404;",
        "}",
    ]
    return "\n".join(lines) + "\n"


def caddy_sites(
    hosts: list[VirtualHost], sites_dir: Path, port: int | None, bind: str = "", auth: PreviewAuth | None = None
) -> str:
    """A Caddyfile with a site block per site: at its host name (Caddy's automatic HTTPS), or at plain HTTP on
    `port` when one is given (TLS ended in front of it); on the interface `bind` when one is given; behind `auth`'s
    basic auth when given, and then with no block for any other host name, which the sites' file has for both."""
    guard = (
        [f"\tbasicauth bcrypt {quoted(PREVIEW_REALM)} {{", f"\t\t{auth.user} {auth.caddy_hash}", "\t}"] if auth else []
    )
    lines = ["# Generated by the pipeline from the sites' live releases: do not edit."]
    for host in hosts:
        address = f"http://{host.name}:{port}" if port else host.name
        lines += [
            f"{address} {{",
            *([f"\tbind {bind}"] if bind else []),
            *guard,
            f"\timport {sites_dir / host.site / CURRENT / HOSTING / CADDY_SITE}",
            "}",
        ]
    if port and auth is None:
        # Any other host name on that port: no site of ours (over HTTPS Caddy has no certificate for one).
        headers = [f"\t\t{name} {quoted(value)}" for name, value in SECURITY_HEADERS.items()]
        lines += [
            f"http://:{port} {{",
            *([f"\tbind {bind}"] if bind else []),
            "\theader {",
            *headers,
            f"\t\tCache-Control {quoted(NOT_FOUND_CACHE)}",
            "\t\t-Server",
            "\t}",
            '\trespond "404 Not Found" 404',
            "}",
        ]
    return "\n".join(lines) + "\n"


def write_virtual_hosts(sites_dir: Path, listen: str = "", auth: PreviewAuth | None = None) -> list[str]:
    """Writes both files into `sites_dir` (each by one rename: a host reloading meanwhile reads a whole file) for
    `listen` (see LISTEN_VARIABLE); the problems of `virtual_hosts`. With `auth`, the previews' files, behind it."""
    hosts, problems = virtual_hosts(sites_dir, preview=auth is not None)
    bind, _, port = listen.rpartition(":")
    files = {
        NGINX_FILE: nginx_sites(hosts, sites_dir, listen or "80", auth is not None),
        CADDY_FILE: caddy_sites(hosts, sites_dir, int(port) if port else None, bind, auth),
    }
    if auth is not None:
        files[HTPASSWD] = f"{auth.user}:{auth.nginx_hash}\n"
    sites_dir.mkdir(parents=True, exist_ok=True)
    for name, text in files.items():
        _replace(sites_dir / name, text.encode())
    return problems


def _replace(path: Path, content: bytes) -> None:
    """Writes `path` by one rename of a staged copy; on a failure (a full disk) the half-written copy goes, and the
    host keeps reading the whole file it had."""
    staged = path.with_name(f".{path.name}.new")
    try:
        staged.write_bytes(content)
        os.replace(staged, path)
    except BaseException:
        staged.unlink(missing_ok=True)
        raise


def _written(sites_dir: Path) -> dict[str, bytes | None]:
    """The files `write_virtual_hosts` writes, as they are now (None: not there)."""
    return {name: (sites_dir / name).read_bytes() if (sites_dir / name).is_file() else None for name in FILES}


def _put_back(sites_dir: Path, files: dict[str, bytes | None]) -> None:
    """Puts `files` back as they were, each that still can be: on a full disk, one that was not replaced stands."""
    for name, content in files.items():
        if content is None:
            (sites_dir / name).unlink(missing_ok=True)
            continue
        if (sites_dir / name).is_file() and (sites_dir / name).read_bytes() == content:
            continue
        with contextlib.suppress(OSError):
            _replace(sites_dir / name, content)


def tell_hosts(sites_dir: Path, env: Mapping[str, str] = os.environ, preview: bool = False) -> list[str]:
    """After a switch: writes every site's server blocks again (the previews', behind basic auth, when `preview`),
    then runs HOSTING_RELOAD_COMMAND; what went wrong with a site. Raises ReloadError, the files before put back,
    when the hosts refuse to reload."""
    listen = env.get(LISTEN_VARIABLE, "").strip()
    if listen and not re.fullmatch(r"(?:[0-9.]+:|\[[0-9a-f:]+\]:)?[0-9]{1,5}", listen):
        return [f"{LISTEN_VARIABLE} is no port nor address:port, so no server blocks were written"]
    auth = None
    if preview:
        user, password = env.get(PREVIEW_USER, ""), env.get(PREVIEW_PASSWORD, "")
        if not user or not password:
            return [f"{PREVIEW_USER} and {PREVIEW_PASSWORD} are not both set, so no preview is served by the hosts"]
        auth = PreviewAuth.of(user, password)
    before = _written(sites_dir)
    try:
        problems = write_virtual_hosts(sites_dir, listen, auth)
    except OSError as error:
        # The release is live either way; the hosts keep the server blocks they have, so they are not reloaded.
        _put_back(sites_dir, before)
        return [f"the server blocks were not written ({error.strerror or error}), so the hosts were not reloaded"]
    refused = reload_hosts(env)
    if refused:
        _put_back(sites_dir, before)
        raise ReloadError(f"the hosts were not reloaded: {refused}")
    return problems
