"""Checks an export folder before it goes live: every route's page, every internal link (to a page, a file or a
redirect's old path, which the hosts answer with a 301), no secret."""

from __future__ import annotations

import html
import re
from collections.abc import Collection, Mapping
from pathlib import Path, PurePosixPath
from typing import Any
from urllib.parse import unquote, urlsplit

from pipeline.clients.redaction import MIN_SECRET_LENGTH

NOT_FOUND_PAGE = "404.html"
_HREF = re.compile(r"""\shref=(?:"([^"]*)"|'([^']*)')""")


def route_file(route: Mapping[str, Any]) -> str:
    """The file a manifest route is exported to: `/` → index.html, `/kino` → kino.html, not-found → 404.html."""
    if route.get("kind") == "not-found":
        return NOT_FOUND_PAGE
    path = str(route["path"]).strip("/")
    return f"{path}.html" if path else "index.html"


def link_target(export: Path, href: str) -> str | None:
    """The export's file an internal link resolves to (relative to the export), or None when there is none."""
    path = unquote(urlsplit(href).path)
    parts = PurePosixPath(path).parts[1:]
    if any(part in ("..", ".") for part in parts):
        return None
    relative = "/".join(parts)
    for candidate in (relative, f"{relative}.html") if relative else ("index.html",):
        if (export / candidate).is_file():
            return candidate
    return None


def internal_links(page: str) -> list[str]:
    """The `href`s of a page that start with one slash (two would be another host)."""
    found = (html.unescape(a or b) for a, b in _HREF.findall(page))
    return [href for href in found if href.startswith("/") and not href.startswith("//")]


def missing_pages(export: Path, manifest: Mapping[str, Any]) -> list[str]:
    wanted = {str(route["path"]): route_file(route) for route in manifest.get("routes", [])}
    return [f"{path} → {file}" for path, file in sorted(wanted.items()) if not (export / file).is_file()]


def broken_links(export: Path, redirected: Collection[str] = ()) -> list[str]:
    broken: set[str] = set()
    for page in sorted(export.rglob("*.html")):
        for href in internal_links(page.read_text(errors="replace")):
            if link_target(export, href) is None and unquote(urlsplit(href).path) not in redirected:
                broken.add(f"{page.relative_to(export).as_posix()}: {href}")
    return sorted(broken)


def leaked_secrets(export: Path, secrets: Mapping[str, str]) -> list[str]:
    """`file: NAME` for each file holding a secret's value; the value itself is never named. Values shorter than
    real secrets are not looked for, as the log masking does not mask them."""
    needles = {name: value.encode() for name, value in secrets.items() if len(value) >= MIN_SECRET_LENGTH}
    leaks: list[str] = []
    for file in sorted(p for p in export.rglob("*") if p.is_file()):
        content = file.read_bytes()
        leaks.extend(f"{file.relative_to(export).as_posix()}: {n}" for n, v in needles.items() if v in content)
    return leaks


def problems(
    export: Path, manifest: Mapping[str, Any], secrets: Mapping[str, str], redirected: Collection[str] = ()
) -> dict[str, list[str]]:
    """Every check that found something, with what it found; empty when the export may go live. `redirected` are the
    redirects' old paths."""
    found = {
        "missing pages": missing_pages(export, manifest),
        "broken internal links": broken_links(export, redirected),
        "secrets in files": leaked_secrets(export, secrets),
    }
    return {name: items for name, items in found.items() if items}
