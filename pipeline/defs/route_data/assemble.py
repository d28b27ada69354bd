"""Assembles the site's output files from the warehouse: route files, chunks, site.json, manifest, redirects,
search index, sitemap and robots.txt, each encoded by its model in `format.py`."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any
from xml.sax.saxutils import escape

import duckdb
from pydantic import BaseModel, TypeAdapter

from pipeline.defs.route_data import format as fmt
from pipeline.defs.route_data.blocks import page_choices
from pipeline.defs.route_data.cards import first
from pipeline.defs.route_data.context import page_context
from pipeline.defs.route_data.load import Routes, load_site, read_rows
from pipeline.defs.route_data.records import SiteData, SiteRows, SourceRecord
from pipeline.defs.route_data.report import Report
from pipeline.defs.route_data.search import lists_the_index, search_index, with_index
from pipeline.defs.route_data.site import Endpoints, membership, site_wide
from pipeline.defs.routing.plan import page_of
from pipeline.defs.routing.routes import Route, RoutePlan, fill, primary_source, route_file
from pipeline.internal_links import site_paths
from pipeline.models.page import Page
from pipeline.urls import redirect_target
from warehouse.read import Statements, query_rows

SQL = Statements(__file__)
# `<`, `>` and `&` never appear raw in the JSON, so no string can close a `<script>` the web app embeds it in,
# and no plain text reads as markup to a byte scan; U+2028/9 break JavaScript string literals.
_HTML_SAFE = (("<", "\\u003c"), (">", "\\u003e"), ("&", "\\u0026"), ("\u2028", "\\u2028"), ("\u2029", "\\u2029"))


@dataclass
class Assembly:
    files: dict[str, bytes]
    routes: list[Route]  # the routes written: the plan's, less those an alias hides
    redirects: list[fmt.Redirect]
    report: Report
    dropped_redirects: list[str] = field(default_factory=list)
    hidden_routes: list[str] = field(default_factory=list)


def encode(value: BaseModel | Sequence[BaseModel], adapter: TypeAdapter[Any] | None = None) -> bytes:
    """Compact JSON by the model's aliases, safe to embed in HTML."""
    text = (
        adapter.dump_json(value, by_alias=True).decode()
        if adapter is not None
        else value.model_dump_json(by_alias=True)  # type: ignore[union-attr]
    )
    for raw, escaped in _HTML_SAFE:
        text = text.replace(raw, escaped)
    return text.encode()


def content_hash(content: bytes) -> str:
    return hashlib.sha256(content).hexdigest()[:16]


def _records(data: SiteData, model: str) -> Mapping[str, SourceRecord]:
    pools: dict[str, Mapping[str, SourceRecord]] = {
        "production": data.productions,
        "event": data.events,
        "article": data.articles,
    }
    return pools[model]


def _source_values(data: SiteData, page: Page, route: Route) -> dict[str, Any]:
    """The records each of the page's sources shows on the route: a collection its list, another its record."""
    values: dict[str, Any] = {}
    for source in page.sources:
        pool = _records(data, source.model)
        records = [pool[i] for i in route.sources.get(source.name, []) if i in pool]
        values[source.name] = records if source.collection else (records[0] if records else None)
    return values


def _redirects(
    data: SiteRows, plan: RoutePlan, pages: Mapping[str, Page], slug_history: Mapping[str, list[str]]
) -> tuple[list[fmt.Redirect], list[str], list[str]]:
    """The redirect table: the site's aliases, and every earlier slug of a production.

    As the spec says, a path found in the table is replaced by its target, so an alias from a live route hides
    that route (reported); an earlier slug never hides a live route (another record has it now). Chains are
    followed to their end; loops are dropped. Returns the redirects, what was dropped, and the hidden routes.
    """
    aliases = {a.from_path: a.to_path for a in data.aliases}
    wanted: dict[str, tuple[str, str]] = {source: (target, "alias") for source, target in aliases.items()}
    live = plan.paths()
    for route in plan.routes:
        if route.record_id and route.page_id and route.record_id in slug_history and route.page_id in pages:
            template = pages[route.page_id].path
            for slug in slug_history[route.record_id]:
                old = fill(template, slug)
                if slug != route.param and old not in live:
                    wanted.setdefault(old, (route.path, "slug-history"))
    redirects, dropped = [], []
    for source_path, (target, reason) in sorted(wanted.items()):
        seen = {source_path}
        while target in wanted and target not in seen:
            seen.add(target)
            target = wanted[target][0]
        if target in seen:
            dropped.append(f"{source_path}: the redirects loop")
        elif redirect_target(target) != target:
            dropped.append(f"{source_path} -> {target!r}: the target fails the rule for a redirect's target")
        else:
            redirects.append(fmt.Redirect.model_validate({"from": source_path, "to": target, "reason": reason}))
    redirected = {r.from_ for r in redirects}
    hidden = [f"alias {r.path} -> {aliases[r.path]} hides {r.describe()}" for r in plan.routes if r.path in redirected]
    return redirects, dropped, hidden


def _lastmod(data: SiteData, route: Route) -> str | None:
    record = data.productions.get(route.record_id or "") or data.articles.get(route.record_id or "")
    stamp = record.updated_at if record else None
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
    if data.site.stage != "production" or not data.site.published:
        return b"User-agent: *\nDisallow: /\n"
    return f"User-agent: *\nAllow: /\n\nSitemap: {data.host.rstrip('/')}/sitemap.xml\n".encode()


def stored_plan(con: duckdb.DuckDBPyConnection, site_id: str) -> RoutePlan:
    """The routes the `routes` asset planned and stored, with what their pages' sources found."""
    routes = query_rows(con, SQL["routes"], {"site": site_id})
    return RoutePlan(routes=[Route(**row | {"sources": row["sources"] or {}}) for row in routes])


def slug_history(con: duckdb.DuckDBPyConnection, site_id: str) -> dict[str, list[str]]:
    history: dict[str, list[str]] = {}
    for row in query_rows(con, SQL["slug_history"], {"site": site_id}):
        history.setdefault(row["production_id"], []).append(row["slug"])
    return history


def assemble(
    con: duckdb.DuckDBPyConnection, site_id: str, plan: RoutePlan, endpoints: Endpoints, now: datetime
) -> Assembly:
    """Every output file of the site for the planned routes, by relative path."""
    rows = read_rows(con, site_id)
    # The pages with a route: the routes asset left out those whose sources cannot compile, and reported them.
    routed = {r.page_id for r in plan.routes}
    page_rows = {row.page_id: row for row in rows.pages if row.page_id in routed}
    pages = {page_id: page_of(row) for page_id, row in page_rows.items()}
    redirects, dropped, hidden = _redirects(rows, plan, pages, slug_history(con, site_id))
    redirected = {r.from_ for r in redirects}
    routes = [r for r in plan.routes if r.path not in redirected]
    written = {r.path for r in routes}
    # Where a link within the site may lead: menu, footer and content links elsewhere are left out.
    known = site_paths(written, redirected, membership(rows, endpoints).enabled)
    report = Report()
    paths = {r.record_id: r.path for r in plan.routes if r.record_id}
    data = load_site(con, rows, Routes(paths, written, known), now, report)
    report.productions_without_pictures.extend(
        f"{p.object} {p.id} '{p.title}'" for p in data.productions.values() if first(p, "first_image") is None
    )
    choices = {page_id: page_choices(data, page_id, page.path, page.sources, report) for page_id, page in pages.items()}
    files: dict[str, bytes] = {"site.json": encode(site_wide(data, endpoints, report))}
    # The static pages the search finds: every page of the CMS but the search page itself (and any that lists it).
    searched_pages: list[fmt.Route] = []
    search_page = data.theme.search_submit_path if data.theme else None
    # Each route's file, or its page when it lists the search index: written once the index is made.
    pending: list[tuple[Route, bytes | fmt.Route]] = []
    for route in routes:
        page = pages.get(route.page_id or "")
        sources = _source_values(data, page, route) if page else {}
        primary = primary_source(page.sources) if page else None
        record = sources.get(primary.name) if primary and route.record_id else None
        row = page_rows.get(route.page_id or "")
        output = page_context(data, route, row, sources, choices.get(route.page_id or "", {}), record, report)
        listing = lists_the_index(output.route)
        if route.kind == "page" and route.path != search_page and not listing:
            searched_pages.append(output.route)
        pending.append((route, output.route if listing else encode(output.route)))
        files.update((name, encode(chunk)) for name, chunk in output.chunks.items())
    index = encode(search_index(data, searched_pages), fmt.SEARCH_INDEX)
    files["search-index.json"] = index
    manifest_routes = []
    for route, content in pending:
        if not isinstance(content, bytes):
            content = encode(with_index(content, content_hash(index)))
        files[route_file(route.path)] = content
        manifest_routes.append(
            fmt.ManifestRoute(
                path=route.path,
                kind=route.kind,
                title=route.title,
                file=route_file(route.path),
                hash=content_hash(content),
                record_id=route.record_id,
                param=route.param,
            )
        )
    files["redirects.json"] = encode(redirects, fmt.REDIRECTS)
    files["sitemap.xml"] = _sitemap(data, routes)
    files["robots.txt"] = _robots(data)
    manifest = fmt.Manifest(
        format_version=fmt.FORMAT_VERSION,
        site_id=site_id,
        title=data.title,
        host=data.host,
        routes=manifest_routes,
        files={name: content_hash(files[name]) for name in sorted(files) if not name.startswith("routes/")},
    )
    files["manifest.json"] = encode(manifest)
    return Assembly(files, routes, redirects, report, dropped, hidden)
