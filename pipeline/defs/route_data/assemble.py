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

from pipeline.defs.route_data.context import Endpoints, Report, page_context, site_wide
from pipeline.defs.route_data.meta import excerpt
from pipeline.defs.route_data.records import OSLO, SiteData, attach_paths, load_site
from pipeline.defs.routing.plan import PageSources, page_sources
from pipeline.defs.routing.routes import Route, RoutePlan, fill, primary_source, route_file
from warehouse.read import Record

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


def _records(data: SiteData, model: str) -> dict[str, Record]:
    return {"production": data.productions, "event": data.events, "article": data.articles}[model]


def _source_values(data: SiteData, page: PageSources, param: str | None) -> dict[str, Any]:
    values: dict[str, Any] = {}
    for source in page.compiled:
        found = page.found[source.name]
        ids = found.get(param or "", []) if isinstance(found, dict) else found
        pool = _records(data, source.model)
        records = [pool[i] for i in ids if i in pool]
        values[source.name] = records if source.collection else (records[0] if records else None)
    return values


def _redirects(
    data: SiteData, plan: RoutePlan, pages: Mapping[str, PageSources], slug_history: Mapping[str, list[str]]
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
    pages = page_sources(con, site_id, data.pages)
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
