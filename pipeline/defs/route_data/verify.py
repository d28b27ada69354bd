"""Checks on a staged output folder, run before it is published: what would make a broken site."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from pipeline.defs.route_data.blocks import RICH_TEXT_FIELDS
from pipeline.urls import clean_link

# Elements that run code or change how the page loads, wherever they stand in sanitised HTML.
_ACTIVE_TAGS = frozenset(
    {"script", "style", "iframe", "object", "embed", "base", "meta", "link", "form", "svg", "math"}
)


def _json(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def manifest_routes(folder: Path) -> list[dict[str, Any]]:
    routes: list[dict[str, Any]] = _json(folder / "manifest.json")["routes"]
    return routes


def duplicate_routes(folder: Path) -> list[str]:
    counts = Counter(r["path"] for r in manifest_routes(folder))
    return sorted(path for path, n in counts.items() if n > 1)


def _internal(href: str | None) -> str | None:
    """The path of a link within the site (`/kino`, `/kino#x`, `/sok?q=`), or None for anything else."""
    if not href or not href.startswith("/") or href.startswith("//"):
        return None
    return urlsplit(href).path or "/"


def unresolved_menu_links(folder: Path) -> list[str]:
    """Internal menu and footer links that lead to neither a route nor a redirect."""
    routes = manifest_routes(folder)
    known = {r["path"] for r in routes} | {r["from"] for r in _json(folder / "redirects.json")}
    front = next((r for r in routes if r["path"] == "/"), routes[0] if routes else None)
    if front is None:
        return ["the output has no routes at all"]
    theme = _json(folder / "site.json")["theme"]
    links: list[tuple[str, str | None]] = []

    def walk(items: list[dict[str, Any]], place: str) -> None:
        for item in items:
            links.append((f"{place} menu '{item['label']}'", item["path"]))
            walk(item.get("children", []), place)

    walk(theme["menu"]["header"], "header")
    walk(theme["menu"]["footer"], "footer")
    for column in theme["footer"]:
        links += [(f"footer column '{column['title']}' '{i['value']}'", i.get("href")) for i in column["items"]]
    broken = []
    for where, href in links:
        path = _internal(href)
        if path is not None and path not in known:
            broken.append(f"{where} -> {href}")
    return broken


def _is_new(path: Path) -> bool:
    """Whether a staged file was written by this build. An unchanged one is a hard link to the published file,
    which passed these checks when it was first staged: the content checks read new files only."""
    return path.stat().st_nlink == 1


def incomplete_film_routes(folder: Path) -> list[str]:
    """Film routes whose page would have no title. (One without a picture shows the placeholder: the WARN check
    `productions_have_pictures` names it.)"""
    problems = []
    for route in manifest_routes(folder):
        if route["kind"] != "film" or not _is_new(folder / route["file"]):
            continue
        context = _json(folder / route["file"])
        production = context.get("production") or {}
        if not str(production.get("title") or "").strip():
            problems.append(f"{route['path']}: no title")
    return problems


class _ActiveContent(HTMLParser):
    """Finds what the sanitiser should have removed: active elements, event handlers, unsafe link targets."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _ACTIVE_TAGS:
            self.found.append(f"<{tag}>")
        for name, value in attrs:
            if name.startswith("on"):
                self.found.append(f"<{tag} {name}>")
            elif name in ("href", "src", "action", "formaction") and value and clean_link(value) is None:
                self.found.append(f"<{tag} {name}={value[:40]!r}>")


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


def files_with_script(folder: Path) -> list[str]:
    """Active content in any HTML field of the output. Plain text (a title reading `<script>`) is text, and
    the JSON escapes `<`, so only the HTML fields are parsed."""
    problems = []
    for path in sorted(p for p in folder.rglob("*.json") if _is_new(p)):
        name = path.relative_to(folder).as_posix()
        for where, html in _html_fields(name, _json(path)):
            parser = _ActiveContent()
            parser.feed(html)
            problems += [f"{name} {where}: {found}" for found in parser.found]
    return problems


# name -> (what must hold, the function that lists what breaks it)
CHECKS: dict[str, tuple[str, Callable[[Path], list[str]]]] = {
    "routes_unique": ("No two routes share a path.", duplicate_routes),
    "menu_links_resolve": (
        "Every internal header, footer and footer-column link leads to a route or a redirect.",
        unresolved_menu_links,
    ),
    "film_routes_complete": ("Every film route has a title.", incomplete_film_routes),
    "no_script": ("No HTML field of the output holds a script, an event handler or an unsafe link.", files_with_script),
}


def problems(folder: Path) -> dict[str, list[str]]:
    """Every check that fails on `folder`, with what breaks it."""
    found = {name: find(folder) for name, (_, find) in CHECKS.items()}
    return {name: items for name, items in found.items() if items}
