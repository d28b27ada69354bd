"""Blocking checks on a staged output folder, run before it is published: only what breaks the whole site.

A bad record never gets here: assembly leaves it out (or drops its link) and a WARN check names it. What blocks is
systemic (no routes, a file the format does not allow), and the same rules once more on the output, as a safety
net: a failure of `output_is_clean` is a bug of the pipeline, not a record of the CMS."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from pipeline.defs.route_data import format as fmt
from pipeline.defs.route_data.kinds import RICH_TEXT_FIELDS
from pipeline.defs.route_data.sanitize import active_content
from pipeline.files import file_entries
from pipeline.internal_links import hrefs, leads_nowhere, site_paths


def _json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def manifest_routes(folder: Path) -> list[dict[str, Any]]:
    routes: list[dict[str, Any]] = _json(folder / "manifest.json")["routes"]
    return routes


def _is_new(path: Path) -> bool:
    """Whether a staged file was written by this build. An unchanged one is a hard link to the published file,
    which passed these checks when it was first staged: the content checks read new files only."""
    return path.stat().st_nlink == 1


def _new_json(folder: Path) -> list[str]:
    """The JSON files of the staged `folder` this build wrote (`_is_new`), relative to it, in order."""
    return sorted(r for r, _ in file_entries(folder) if r.endswith(".json") and _is_new(folder / r))


def missing_routes(folder: Path) -> list[str]:
    """Nothing to publish: no manifest, or no route but the not-found page (the CMS sent no page that can be
    built, which no single record explains)."""
    if not (folder / "manifest.json").is_file():
        return ["the staged folder has no manifest.json"]
    if any(route["kind"] != "not-found" for route in manifest_routes(folder)):
        return []
    return ["the output has no route but the not-found page"]


def format_violations(folder: Path) -> list[str]:
    """New JSON files that do not validate against their model in `format.py`, each with its first error."""
    problems = []
    for name in _new_json(folder):
        path = folder / name
        model = fmt.file_model(name)
        if model is None:
            problems.append(f"{name}: no file of the format")
            continue
        try:
            model.validate_json(path.read_bytes())
        except ValidationError as error:
            first = error.errors()[0]
            problems.append(f"{name}: {'.'.join(str(part) for part in first['loc'])}: {first['msg']}")
    return problems


def duplicate_routes(folder: Path) -> list[str]:
    counts = Counter(r["path"] for r in manifest_routes(folder))
    return sorted(f"two routes on {path}" for path, n in counts.items() if n > 1)


def incomplete_film_routes(folder: Path) -> list[str]:
    """Film routes whose page would have no title."""
    problems = []
    for route in manifest_routes(folder):
        if route["kind"] != "film" or not _is_new(folder / route["file"]):
            continue
        production = _json(folder / route["file"]).get("production") or {}
        if not str(production.get("title") or "").strip():
            problems.append(f"film route {route['path']}: no title")
    return problems


def _html_fields(name: str, document: Any) -> Iterator[tuple[str, str]]:
    """(where, HTML) of every field the format declares as sanitised HTML."""
    if name == "site.json":
        for column in document["theme"]["footer"]:
            for n, item in enumerate(column["items"]):
                if item["type"] == "html":
                    yield f"footer '{column['title']}' item {n}", item["value"]
        return
    if not name.startswith("routes/"):
        return
    for block in document.get("blocks", []):
        for key in RICH_TEXT_FIELDS:
            if isinstance(block["data"].get(key), str):
                yield f"block {block['id']} {key}", block["data"][key]
    for n, content in enumerate((document.get("production") or {}).get("contents", [])):
        yield f"production contents[{n}].body", content["body"]
    if document.get("article"):
        yield "article content", document["article"]["content"]


def _menu_links(place: str, items: list[dict[str, Any]]) -> Iterator[tuple[str, str | None]]:
    for item in items:
        yield f"{place} menu '{item['label']}'", item["path"]
        yield from _menu_links(place, item["children"])


def _links(name: str, document: Any) -> Iterator[tuple[str, str | None]]:
    """(where, href) of every link a file holds from the CMS: menus, footer items, link lists and link fields of
    blocks, and the links in HTML fields. Cards link their records' routes, which the pipeline writes itself."""
    if name == "site.json":
        theme = document["theme"]
        yield from _menu_links("header", theme["menu"]["header"])
        yield from _menu_links("footer", theme["menu"]["footer"])
        for column in theme["footer"]:
            yield from ((f"footer '{column['title']}' item '{i['value']}'", i["href"]) for i in column["items"])
    for block in document.get("blocks", []):
        yield from ((f"block {block['id']} links", link["url"]) for link in block["data"].get("links", []))
        if "url" in block["data"]:
            yield f"block {block['id']} url", block["data"]["url"]
    for where, html in _html_fields(name, document):
        yield from ((where, href) for href in hrefs(html))


def unresolved_links(folder: Path) -> list[str]:
    """Links within the site, in site.json or a route file, that lead to no route, redirect or page of the web app.
    Every route file is read, new or not: a link in an unchanged file may lead to a page this build no longer has."""
    site = _json(folder / "site.json")
    routes = manifest_routes(folder)
    redirected = (r["from"] for r in _json(folder / "redirects.json"))
    known = site_paths((r["path"] for r in routes), redirected, site["membership"]["enabled"])
    documents = [("site.json", site), *((r["file"], _json(folder / r["file"])) for r in routes)]
    return [
        f"{name} {where} -> {href}"
        for name, document in documents
        for where, href in _links(name, document)
        if leads_nowhere(href, known)
    ]


def files_with_script(folder: Path) -> list[str]:
    """Active content in any HTML field of the output. Plain text (a title reading `<script>`) is text, and
    the JSON escapes `<`, so only the HTML fields are parsed."""
    problems = []
    for name in _new_json(folder):
        for where, html in _html_fields(name, _json(folder / name)):
            problems += [f"{name} {where}: {found}" for found in active_content(html)]
    return problems


def unclean(folder: Path) -> list[str]:
    """What assembly leaves out, found in the output all the same."""
    if not (folder / "manifest.json").is_file():
        return []  # `output_has_routes` says so
    return [
        *duplicate_routes(folder),
        *unresolved_links(folder),
        *incomplete_film_routes(folder),
        *files_with_script(folder),
    ]


# name -> (what must hold, the function that lists what breaks it)
CHECKS: dict[str, tuple[str, Callable[[Path], list[str]]]] = {
    "output_has_routes": (
        "The output has a route besides the not-found page. One without any is a failure of the whole site (the "
        "CMS sent no page that can be built), not of a record: it is not published.",
        missing_routes,
    ),
    "output_follows_format": (
        "Every JSON file written validates against its model in format.py (docs/route-data.md).",
        format_violations,
    ),
    "output_is_clean": (
        "No two routes share a path, no film route lacks a title, no link within the site (in a menu, the footer or "
        "a page's content) leads nowhere and no HTML field holds a script, an event handler or an unsafe link. "
        "Assembly leaves each of these out and a WARN check names it (routes_unique, productions_have_titles, "
        "menu_links_resolve, content_links_resolve, no_script), so one found here is a bug of the pipeline.",
        unclean,
    ),
}


def problems(folder: Path) -> dict[str, list[str]]:
    """Every check that fails on `folder`, with what breaks it."""
    found = {name: find(folder) for name, (_, find) in CHECKS.items()}
    return {name: items for name, items in found.items() if items}
