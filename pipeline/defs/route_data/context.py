"""The page context of one route: its blocks, meta and record, everything the web app needs beside `site.json`."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from pipeline.defs.route_data import cards
from pipeline.defs.route_data import format as fmt
from pipeline.defs.route_data.block_sources import Choice
from pipeline.defs.route_data.blocks import Blocks, blocks
from pipeline.defs.route_data.meta import page_meta
from pipeline.defs.route_data.records import ArticleRecord, ProductionRecord, SiteData, SourceRecord
from pipeline.defs.route_data.report import Report
from pipeline.defs.routing.routes import Route
from warehouse import tables


@dataclass
class RouteOutput:
    route: fmt.Route
    chunks: dict[str, fmt.Chunk | fmt.DayShowings]


def page_context(
    data: SiteData,
    route: Route,
    page: tables.Page | None,
    sources: dict[str, Any],
    choices: Mapping[str, Choice],
    record: SourceRecord | None,
    report: Report,
) -> RouteOutput:
    """The route file of `route`: the not-found route, which has no CMS page, has no blocks (the web app says
    what it says)."""
    built = blocks(data, route, sources, choices, report) if page else Blocks([], {})
    production = record if route.kind in ("film", "culture") and isinstance(record, ProductionRecord) else None
    return RouteOutput(
        fmt.Route(
            format_version=fmt.FORMAT_VERSION,
            path=route.path,
            kind=route.kind,
            title=route.title,
            page_id=route.page_id,
            template=fmt.Template.model_validate((page.template if page else None) or {"rows": []}),
            blocks=built.blocks,
            meta=page_meta(data, route, page, sources, record, report),
            production=cards.production(production) if production else None,
            events=[data.showings[e.id] for e in data.events_by_production.get(production.id, ())]
            if production
            else None,
            article=cards.article(record) if route.kind == "article" and isinstance(record, ArticleRecord) else None,
        ),
        built.chunks,
    )
