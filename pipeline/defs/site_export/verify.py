"""Checks an export folder before it goes live: every route's page, every internal link (to a page, a file or a
redirect's old path, which the hosts answer with a 301; the rule is `pipeline/internal_links.py`), no secret."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from pathlib import Path
from typing import Any

from pipeline.clients.redaction import MIN_SECRET_LENGTH
from pipeline.internal_links import hrefs, leads_nowhere

NOT_FOUND_PAGE = "404.html"


def route_file(route: Mapping[str, Any]) -> str:
    """The file a manifest route is exported to: `/` → index.html, `/kino` → kino.html, not-found → 404.html."""
    if route.get("kind") == "not-found":
        return NOT_FOUND_PAGE
    path = str(route["path"]).strip("/")
    return f"{path}.html" if path else "index.html"


def exported_paths(export: Path) -> frozenset[str]:
    """The paths the export answers, as the hosts serve it: each file's own, and a page's also without `.html`
    (`/kino` for kino.html, `/` for index.html)."""
    files = {"/" + file.relative_to(export).as_posix() for file in export.rglob("*") if file.is_file()}
    pages = {file.removesuffix(".html") for file in files if file.endswith(".html")}
    return frozenset(files | pages | ({"/"} if "/index.html" in files else set()))


def missing_pages(export: Path, manifest: Mapping[str, Any]) -> list[str]:
    wanted = {str(route["path"]): route_file(route) for route in manifest.get("routes", [])}
    return [f"{path} → {file}" for path, file in sorted(wanted.items()) if not (export / file).is_file()]


def broken_links(export: Path, redirected: Collection[str] = ()) -> list[str]:
    """Links within the site, on any page, to a path that is neither a file of the export nor a redirect's source."""
    answered = exported_paths(export) | set(redirected)
    broken: set[str] = set()
    for page in sorted(export.rglob("*.html")):
        for href in hrefs(page.read_text(errors="replace")):
            if leads_nowhere(href, answered):
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
