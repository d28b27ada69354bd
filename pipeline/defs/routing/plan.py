"""The site's route plan from the warehouse: each page's sources compiled and queried once, then every route."""

from __future__ import annotations

from dataclasses import dataclass, replace

import duckdb

from pipeline.defs.routing.routes import RoutePlan, plan_routes, primary_source
from pipeline.defs.routing.sources import CompiledSource, SourceError, compile_source
from pipeline.models.page import Page
from warehouse import tables
from warehouse.read import Statements, query_rows, table_rows

SQL = Statements(__file__)


@dataclass
class PageSources:
    """A page's compiled sources and what their queries found (by `@param` value where they take one)."""

    page: Page
    row: tables.Page
    compiled: list[CompiledSource]
    found: dict[str, list[str] | dict[str, list[str]]]

    def found_for(self, param: str | None) -> dict[str, list[str]]:
        """What each source found for a route of the page: for its `@param` value, where the source takes one."""
        return {
            name: found.get(param or "", []) if isinstance(found, dict) else found for name, found in self.found.items()
        }


def _query(con: duckdb.DuckDBPyConnection, source: CompiledSource) -> list[str] | dict[str, list[str]]:
    rows = con.execute(source.sql, list(source.params)).fetchall()
    if not source.has_param:
        return [r[0] for r in rows]
    grouped: dict[str, list[str]] = {}
    for record_id, value in rows:
        grouped.setdefault(str(value), []).append(record_id)
    return grouped


def page_of(row: tables.Page) -> Page:
    """A page of the warehouse as the contract's model."""
    return Page.model_validate(
        {"id": row.page_id, "title": row.title, "path": row.path, "layout": row.layout, "pageType": row.page_type}
        | {"template": row.template, "sources": row.sources}
    )


def page_sources(
    con: duckdb.DuckDBPyConnection, site_id: str, page_rows: list[tables.Page]
) -> tuple[dict[str, PageSources], list[str]]:
    """Each page with its sources compiled and queried once (grouped by `@param` value where they take one), and
    the pages left out because a source cannot compile, each naming the page and the source."""
    pages: dict[str, PageSources] = {}
    unusable: list[str] = []
    for row in page_rows:
        page = page_of(row)
        try:
            compiled = [compile_source(page.path, source, site_id) for source in page.sources]
        except SourceError as error:
            unusable.append(f"{error}; the page is left out")
            continue
        pages[page.id] = PageSources(page, row, compiled, {c.name: _query(con, c) for c in compiled})
    return pages, unusable


def plan_site(con: duckdb.DuckDBPyConnection, site_id: str) -> RoutePlan:
    """The site's routes, less the pages whose sources cannot compile (in `unusable_pages`) and the routes another
    has the path or file of (in `left_out`)."""
    site = {"site": site_id}
    pages, unusable = page_sources(con, site_id, table_rows(con, SQL["pages"], site, tables.Page))
    productions = query_rows(con, SQL["production_titles"], site)
    articles = query_rows(con, SQL["article_titles"], site)
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
        if isinstance(found, dict) and primary is not None and primary.collection:
            # A collection shows every record of a value on one route: one route per distinct value.
            param_values[page_id] = [(value, ids[0]) for value, ids in found.items()]
        elif isinstance(found, dict):
            # Every record, not one per value: two records with one slug are two routes on one path.
            param_values[page_id] = [(value, record_id) for value, ids in found.items() for record_id in ids]
    plan = plan_routes((e.page for e in pages.values()), param_values, describe)
    plan.routes = [
        replace(route, sources=pages[route.page_id].found_for(route.param)) if route.page_id in pages else route
        for route in plan.routes
    ]
    plan.unusable_pages = unusable
    return plan
