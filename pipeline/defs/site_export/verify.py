"""Checks an export folder before it goes live: every route's page, every internal link (to a page, a file or a
redirect's old path, which the hosts answer with a 301; the rule is `pipeline/internal_links.py`), no secret."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pipeline.clients.redaction import MIN_SECRET_LENGTH
from pipeline.files import files_in
from pipeline.internal_links import hrefs, leads_nowhere

NOT_FOUND_PAGE = "404.html"


@dataclass(frozen=True)
class Kept:
    """What a partial export kept of the release it was built on, which passed these checks when it went live: the
    files it links (relative to the export), and the paths of that release's routes and redirects."""

    files: frozenset[str]
    answered: frozenset[str]


def route_file(route: Mapping[str, Any]) -> str:
    """The file a manifest route is exported to: `/` → index.html, `/kino` → kino.html, not-found → 404.html."""
    if route.get("kind") == "not-found":
        return NOT_FOUND_PAGE
    path = str(route["path"]).strip("/")
    return f"{path}.html" if path else "index.html"


def files_of(export: Path) -> list[str]:
    """Every file of the export, relative to it, in order: one walk, which the checks share (a large site has
    tens of thousands)."""
    return files_in(export)


def exported_paths(export: Path, files: Collection[str] | None = None) -> frozenset[str]:
    """The paths the export answers, as the hosts serve it: each file's own, and a page's also without `.html`
    (`/kino` for kino.html, `/` for index.html). `files` as `files_of` gives them, if known."""
    files = {"/" + file for file in (files_of(export) if files is None else files)}
    pages = {file.removesuffix(".html") for file in files if file.endswith(".html")}
    return frozenset(files | pages | ({"/"} if "/index.html" in files else set()))


def missing_pages(export: Path, manifest: Mapping[str, Any]) -> list[str]:
    wanted = {str(route["path"]): route_file(route) for route in manifest.get("routes", [])}
    return [f"{path} → {file}" for path, file in sorted(wanted.items()) if not (export / file).is_file()]


def broken_links(
    export: Path, redirected: Collection[str] = (), skipped: Collection[str] = (), files: Collection[str] | None = None
) -> list[str]:
    """Links within the site, on any page but the `skipped` ones, to a path that is neither a file of the export nor a
    redirect's source. `files` as `files_of` gives them, if known."""
    files = files_of(export) if files is None else files
    answered = exported_paths(export, files) | set(redirected)
    broken: set[str] = set()
    for page in (f for f in files if f.endswith(".html") and f not in skipped):
        for href in hrefs((export / page).read_text(errors="replace")):
            if leads_nowhere(href, answered):
                broken.add(f"{page}: {href}")
    return sorted(broken)


def leaked_secrets(
    export: Path, secrets: Mapping[str, str], skipped: Collection[str] = (), files: Collection[str] | None = None
) -> list[str]:
    """`file: NAME` for each file but the `skipped` ones holding a secret's value; the value itself is never named.
    Values shorter than real secrets are not looked for, as the log masking does not mask them. `files` as
    `files_of` gives them, if known."""
    needles = {name: value.encode() for name, value in secrets.items() if len(value) >= MIN_SECRET_LENGTH}
    leaks: list[str] = []
    for file in (f for f in (files_of(export) if files is None else files) if f not in skipped):
        content = (export / file).read_bytes()
        leaks.extend(f"{file}: {n}" for n, v in needles.items() if v in content)
    return leaks


def problems(
    export: Path,
    manifest: Mapping[str, Any],
    secrets: Mapping[str, str],
    redirected: Collection[str] = (),
    kept: Kept | None = None,
) -> dict[str, list[str]]:
    """Every check that found something, with what it found; empty when the export may go live. `redirected` are the
    redirects' old paths. A partial export's `kept` files are not read again: no secret was in them, and their links
    still resolve while every route and redirect of their release still is one (else every page's links are
    checked)."""
    files = kept.files if kept is not None else frozenset()
    routes = {str(route["path"]) for route in manifest.get("routes", [])}
    links_hold = kept is not None and kept.answered <= routes | set(redirected)
    every = files_of(export)
    found = {
        "missing pages": missing_pages(export, manifest),
        "broken internal links": broken_links(export, redirected, files if links_hold else (), every),
        "secrets in files": leaked_secrets(export, secrets, files, every),
    }
    return {name: items for name, items in found.items() if items}
