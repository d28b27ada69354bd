"""Assembles the site's output files from the warehouse: route JSON, manifest, redirects, search, sitemap."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any
from xml.sax.saxutils import escape

import duckdb

from pipeline.models.page import Page
from pipeline.site.context import Endpoints, Report, page_context, site_wide
from pipeline.site.meta import excerpt
from pipeline.site.records import OSLO, Record, SiteData, attach_paths, load_site, query_rows
from pipeline.site.routes import Route, RoutePlan, fill, plan_routes, primary_source
from pipeline.site.sources import CompiledSource, compile_source

FORMAT_VERSION = 1


@dataclass
class Assembly:
    files: dict[str, bytes]
    plan: RoutePlan
    redirects: list[dict[str, str]]
    report: Report
    dropped_redirects: list[str] = field(default_factory=list)


def to_json(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=str).encode()


def content_hash(content: bytes) -> str:
    return hashlib.sha256(content).hexdigest()[:16]


def route_file(path: str) -> str:
    """`/` -> `routes/index.json`; `/article/x` -> `routes/article/x.json`; `/404.html` -> `routes/404.html.json`."""
    return "routes/index.json" if path == "/" else f"routes{path}.json"


@dataclass
class _PageSources:
    """A page's compiled sources and what their queries found (by `@param` value where they take one)."""

    page: Page
    row: Record
    compiled: list[CompiledSource]
    found: dict[str, list[str] | dict[str, list[str]]]


def _query(con: duckdb.DuckDBPyConnection, source: CompiledSource) -> list[str] | dict[str, list[str]]:
    rows = con.execute(source.sql, list(source.params)).fetchall()
    if not source.has_param:
        return [r[0] for r in rows]
    grouped: dict[str, list[str]] = {}
    for record_id, value in rows:
        grouped.setdefault(str(value), []).append(record_id)
    return grouped


def _records(data: SiteData, model: str) -> dict[str, Record]:
    return {"production": data.productions, "event": data.events, "article": data.articles}[model]


def _source_values(data: SiteData, page: _PageSources, param: str | None) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for source in page.compiled:
        found = page.found[source.name]
        ids = found.get(param or "", []) if isinstance(found, dict) else found
        pool = _records(data, source.model)
        records = [pool[i] for i in ids if i in pool]
        values[source.name] = records if source.collection else (records[0] if records else None)
    return values


def _redirects(
    data: SiteData, plan: RoutePlan, pages: Mapping[str, _PageSources], slug_history: Mapping[str, list[str]]
) -> tuple[list[dict[str, str]], list[str]]:
    """Site aliases plus every earlier slug of a production; chains are followed, and no redirect may hide a
    live route."""
    wanted: dict[str, tuple[str, str]] = {a["from_path"]: (a["to_path"], "alias") for a in data.aliases}
    for route in plan.routes:
        if route.record_id and route.page_id and route.record_id in slug_history and route.page_id in pages:
            template = pages[route.page_id].page.path
            for slug in slug_history[route.record_id]:
                if slug != route.param:
                    wanted.setdefault(fill(template, slug), (route.path, "slug-history"))
    live = plan.paths()
    redirects, dropped = [], []
    for source_path, (target, reason) in sorted(wanted.items()):
        if source_path in live:
            dropped.append(f"{source_path} -> {target}: {source_path} is a live route")
            continue
        seen = {source_path}
        while target in wanted and target not in live and target not in seen:
            seen.add(target)
            target = wanted[target][0]
        if target in seen:
            dropped.append(f"{source_path}: the redirects loop")
            continue
        redirects.append({"from": source_path, "to": target, "reason": reason})
    return redirects, dropped


def _search_index(data: SiteData) -> list[dict[str, Any]]:
    entries = []
    for article in data.articles.values():
        if article["path"]:
            entries.append(
                {
                    "type": "article",
                    "title": article["title"],
                    "summary": excerpt(article["content"]),
                    "date": datetime.fromtimestamp(article["createdAt"] / 1000, UTC).isoformat(),
                    "category": article["category"],
                    "url": article["path"],
                }
            )
    for event in data.events.values():
        production = data.productions[event["productionId"]]
        if production["object"] == "culture" and production["path"]:
            summary = (production["contents"] or [{}])[0].get("summary") or ""
            entries.append(
                {
                    "type": "event",
                    "title": production["title"],
                    "summary": excerpt(summary),
                    "date": event["startTime"],
                    "category": production["category"],
                    "url": production["path"],
                }
            )
    return entries


def _lastmod(data: SiteData, route: Route) -> str | None:
    record = data.productions.get(route.record_id or "") or data.articles.get(route.record_id or "")
    stamp = (record or {}).get("updatedAt")
    return datetime.fromtimestamp(stamp / 1000, UTC).date().isoformat() if stamp else None


def _sitemap(data: SiteData, routes: list[Route]) -> bytes:
    lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">']
    for route in routes:
        if route.kind == "not-found":
            continue
        lastmod = _lastmod(data, route)
        lines.append(
            f"  <url><loc>{escape(data.host.rstrip('/') + route.path)}</loc>"
            + (f"<lastmod>{lastmod}</lastmod>" if lastmod else "")
            + "</url>"
        )
    lines.append("</urlset>")
    return ("\n".join(lines) + "\n").encode()


def _robots(data: SiteData) -> bytes:
    if data.site.get("stage") != "production" or not data.site.get("published"):
        return b"User-agent: *\nDisallow: /\n"
    return f"User-agent: *\nAllow: /\n\nSitemap: {data.host.rstrip('/')}/sitemap.xml\n".encode()


def _page_sources(con: duckdb.DuckDBPyConnection, site_id: str, page_rows: list[Record]) -> dict[str, _PageSources]:
    """Each page with its sources compiled and queried once (grouped by `@param` value where they take one)."""
    pages: dict[str, _PageSources] = {}
    for row in page_rows:
        page = Page.model_validate(
            {k: row[k] for k in ("title", "path", "layout", "template", "sources")}
            | {"id": row["page_id"], "pageType": row["page_type"]}
        )
        compiled = [compile_source(page.path, source, site_id) for source in page.sources]
        pages[page.id] = _PageSources(page, row, compiled, {c.name: _query(con, c) for c in compiled})
    return pages


def plan_site(con: duckdb.DuckDBPyConnection, site_id: str) -> RoutePlan:
    """The site's routes. Raises `SourceError` for a source that cannot compile, `RouteCollisionError` for
    two routes with one path."""
    page_sql = """SELECT page_id, title, path, layout, page_type, template, sources
                  FROM pages WHERE site_id = ? ORDER BY path, page_id"""
    page_rows = query_rows(con, page_sql, [site_id])
    for row in page_rows:
        row["template"], row["sources"] = json.loads(row["template"]), json.loads(row["sources"])
    pages = _page_sources(con, site_id, page_rows)
    productions = query_rows(con, "SELECT production_id, object, title FROM productions WHERE site_id = ?", [site_id])
    articles = query_rows(con, "SELECT article_id, title FROM articles WHERE site_id = ?", [site_id])
    titles = {
        "production": {p["production_id"]: p["title"] for p in productions},
        "article": {a["article_id"]: a["title"] for a in articles},
        "event": {},
    }
    films = {p["production_id"] for p in productions if p["object"] == "movie"}

    def describe(model: str, record_id: str) -> tuple[str, str]:
        title = str(titles[model].get(record_id, record_id))
        if model == "production":
            return ("film" if record_id in films else "culture"), title
        return ("article" if model == "article" else "record"), title

    param_values: dict[str, list[tuple[str, str]]] = {}
    for page_id, entry in pages.items():
        primary = primary_source(entry.page.sources)
        found = entry.found.get(primary.name) if primary else None
        if isinstance(found, dict):
            # Every record, not one per value: two records with one slug are two routes on one path.
            param_values[page_id] = [(value, record_id) for value, ids in found.items() for record_id in ids]
    return plan_routes((e.page for e in pages.values()), param_values, describe)


def stored_plan(con: duckdb.DuckDBPyConnection, site_id: str) -> RoutePlan:
    """The routes the `routes` asset planned and stored."""
    sql = "SELECT path, kind, page_id, title, param, record_id FROM routes WHERE site_id = ? ORDER BY path"
    return RoutePlan(routes=[Route(*row) for row in con.execute(sql, [site_id]).fetchall()])


def slug_history(con: duckdb.DuckDBPyConnection, site_id: str) -> dict[str, list[str]]:
    history: dict[str, list[str]] = {}
    sql = "SELECT production_id, slug FROM slug_history WHERE site_id = ? ORDER BY first_seen, slug"
    for production_id, slug in con.execute(sql, [site_id]).fetchall():
        history.setdefault(production_id, []).append(slug)
    return history


def assemble(
    con: duckdb.DuckDBPyConnection, site_id: str, plan: RoutePlan, endpoints: Endpoints, now: datetime
) -> Assembly:
    """Every output file of the site for the planned routes, by relative path."""
    day_start = now.astimezone(OSLO).replace(hour=0, minute=0, second=0, microsecond=0)
    data = load_site(con, site_id, events_from=day_start)
    pages = _page_sources(con, site_id, data.pages)
    attach_paths(data, {r.record_id: r.path for r in plan.routes if r.record_id})

    report = Report()
    shared = site_wide(data, endpoints, report)
    files: dict[str, bytes] = {}
    manifest_routes = []
    for route in plan.routes:
        entry = pages.get(route.page_id or "")
        sources = _source_values(data, entry, route.param) if entry else {}
        primary = primary_source(entry.page.sources) if entry else None
        record = sources.get(primary.name) if primary and route.record_id else None
        context = page_context(data, route, entry.row if entry else None, sources, record, shared, report)
        content = to_json(context)
        files[route_file(route.path)] = content
        manifest_routes.append(
            {
                "path": route.path,
                "kind": route.kind,
                "title": route.title,
                "file": route_file(route.path),
                "hash": content_hash(content),
                "recordId": route.record_id,
                "param": route.param,
            }
        )

    redirects, dropped = _redirects(data, plan, pages, slug_history(con, site_id))
    files["redirects.json"] = to_json(redirects)
    files["search-index.json"] = to_json(_search_index(data))
    files["sitemap.xml"] = _sitemap(data, plan.routes)
    files["robots.txt"] = _robots(data)
    files["manifest.json"] = to_json(
        {
            "formatVersion": FORMAT_VERSION,
            "siteId": site_id,
            "title": data.title,
            "host": data.host,
            "routes": manifest_routes,
            "files": {name: content_hash(files[name]) for name in sorted(files) if not name.startswith("routes/")},
        }
    )
    return Assembly(files, plan, redirects, report, dropped)
