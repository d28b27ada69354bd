"""Reads one site from the warehouse, once, into `SiteData`: its rows, then its records, made safe as they are read
(HTML sanitised with links that lead nowhere unwrapped, URLs by the policy) and never changed after. The SQL is in
`sql/`."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Collection, Mapping
from dataclasses import dataclass, fields
from datetime import datetime
from typing import TypeVar

import duckdb

from pipeline.defs.route_data import cards, parts
from pipeline.defs.route_data.links import unlinked
from pipeline.defs.route_data.records import (
    OSLO,
    ArticleRecord,
    EventProductionRecord,
    EventRecord,
    FooterColumn,
    ProductionRecord,
    SiteData,
    SiteRows,
)
from pipeline.defs.route_data.report import Report
from pipeline.defs.route_data.sanitize import clean_html
from pipeline.models.programme import Asset, Content
from pipeline.urls import checked, clean_image_url, clean_link, path_segment
from warehouse import tables
from warehouse.read import Record, Statements, query_rows, table_rows

SQL = Statements(__file__)
R = TypeVar("R", ArticleRecord, ProductionRecord)


@dataclass(frozen=True)
class Routes:
    """What the records take from the routes: each record's path, the paths written, and where a link within the
    site may lead (`internal_links.site_paths`)."""

    paths: Mapping[str, str]  # record id -> the path of its route
    written: Collection[str]
    known: frozenset[str]


def next_start(con: duckdb.DuckDBPyConnection, site_id: str, now: datetime) -> str:
    """When the clock alone next changes the site's records: the start of its first showing not started at `now`
    (`load_site` leaves out those that started)."""
    row = con.execute(SQL["next_start"], {"site": site_id, "now": now}).fetchone()
    return row[0].isoformat() if row and row[0] else ""


def read_rows(con: duckdb.DuckDBPyConnection, site_id: str) -> SiteRows:
    """The site's settings, menus, footer, aliases, pages and blocks."""
    site = {"site": site_id}
    sites = table_rows(con, SQL["site"], site, tables.Site)
    if not sites:
        raise LookupError(f"the warehouse has no site {site_id}: run the ingest assets first")
    themes = table_rows(con, SQL["themes"], site, tables.Theme)
    footer_items: dict[int, list[tables.FooterItem]] = defaultdict(list)
    for item in table_rows(con, SQL["footer_items"], site, tables.FooterItem):
        footer_items[item.column_index].append(item)
    blocks: dict[str, list[tables.Block]] = defaultdict(list)
    for block in table_rows(con, SQL["blocks"], site, tables.Block):
        blocks[block.page_id].append(block)
    return SiteRows(
        site=sites[0],
        theme=themes[0] if themes else None,
        menu=table_rows(con, SQL["menu_items"], site, tables.MenuItem),
        footer=[
            FooterColumn(column, footer_items[column.column_index])
            for column in table_rows(con, SQL["footer_columns"], site, tables.FooterColumn)
        ],
        aliases=table_rows(con, SQL["aliases"], site, tables.Alias),
        pages=table_rows(con, SQL["pages"], site, tables.Page),
        blocks=dict(blocks),
        block_data={data.block_id: data for data in table_rows(con, SQL["block_data"], site, tables.BlockData)},
    )


def load_site(
    con: duckdb.DuckDBPyConnection, rows: SiteRows, routes: Routes, events_from: datetime | None, report: Report
) -> SiteData:
    """The site's rows with its records and their cards; events that started before `events_from` are left out: a
    showing is for sale until it starts."""
    productions = _productions(con, rows.site_id, routes, report)
    events = _events(con, rows, productions, routes, events_from)
    articles = _articles(con, rows.site_id, routes, report)
    # Links are unwrapped once every record is read, articles first, so the report lists them in that order.
    articles = {i: published(a, routes, report) for i, a in articles.items()}
    productions = {i: published(p, routes, report) for i, p in productions.items()}
    return site_data(rows, productions, events, articles, routes.known)


def site_data(
    rows: SiteRows,
    productions: Mapping[str, ProductionRecord],
    events: Mapping[str, EventRecord],
    articles: Mapping[str, ArticleRecord],
    known_paths: frozenset[str],
) -> SiteData:
    """The site's rows and records, with each production's events and each record's card."""
    by_production: dict[str, list[EventRecord]] = defaultdict(list)
    for event in events.values():
        by_production[event.production_id].append(event)
    # An event's showing is on its production's card and route, and in its own card: made once; so is what an
    # event's card shows of its production.
    showings = {e.id: cards.showing(e) for e in events.values()}
    made: dict[tuple[str, str], parts.Card] = {}
    for production in productions.values():
        events_of = by_production[production.id]
        made[("ProductionRecord", production.id)] = cards.production_card(production, events_of, showings)
    shown = {production_id: cards.event_production(e[0]) for production_id, e in by_production.items() if e}
    made |= {("EventRecord", e.id): cards.event(showings[e.id], shown[e.production_id]) for e in events.values()}
    made |= {("ArticleRecord", a.id): cards.article_card(a) for a in articles.values()}
    return SiteData(
        **{f.name: getattr(rows, f.name) for f in fields(SiteRows)},
        productions=productions,
        events=events,
        articles=articles,
        events_by_production={i: tuple(e) for i, e in by_production.items()},
        showings=showings,
        cards=made,
        known_paths=known_paths,
    )


def _productions(
    con: duckdb.DuckDBPyConnection, site_id: str, routes: Routes, report: Report
) -> dict[str, ProductionRecord]:
    site = {"site": site_id}
    contents: dict[str, list[Record]] = defaultdict(list)
    for row in query_rows(con, SQL["production_contents"], site):
        contents[row["production_id"]].append(row)
    assets: dict[str, list[Asset]] = defaultdict(list)
    for row in query_rows(con, SQL["production_assets"], site):
        where = f"production {row['production_id']} asset {row['type']}"
        # A trailer is a page to link to; every other asset is an image to load.
        clean = clean_link if row["type"] == "trailer" else clean_image_url
        url = checked(clean, row["url"], where, report.dropped_values)
        if url is not None:
            assets[row["production_id"]].append(
                Asset(type=row["type"], url=url, focal_point_query=row["focal_point_query"] or "")
            )
    records = {}
    for row in query_rows(con, SQL["productions"], site):
        record = ProductionRecord.model_validate(
            row
            | {"features": row["features"] or [], "genres": row["genres"] or [], "path": routes.paths.get(row["id"])}
        )
        records[record.id] = record.model_copy(
            update={
                "contents": [
                    Content(
                        summary=c["summary"],
                        body=clean_html(c["body"], f"{record.name} contents[{n}].body", report.sanitised_fields),
                    )
                    for n, c in enumerate(contents.get(record.id, []))
                ],
                "assets": assets.get(record.id, []),
            }
        )
    return records


def _events(
    con: duckdb.DuckDBPyConnection,
    rows: SiteRows,
    productions: Mapping[str, ProductionRecord],
    routes: Routes,
    events_from: datetime | None,
) -> dict[str, EventRecord]:
    tickets = ticket_base(rows.site)
    # What an event shows of its production, the same for all its events: made once per production.
    shown = {
        production.id: EventProductionRecord(
            id=production.id,
            title=production.title,
            object=production.object,
            category=production.category,
            genres=production.genres,
            age_rating=production.age_rating,
            features=production.features,
            parent_slug=production.parent_slug,
            page_reference=production.page_reference,
            path=routes.paths.get(production.id),
        )
        for production in productions.values()
    }
    records = {}
    for row in query_rows(con, SQL["events"], {"site": rows.site_id, "from": events_from}):
        production = shown.get(row["production_id"])
        if production is None:  # its production has no route (no slug): the event has no page either
            continue
        records[row["id"]] = EventRecord.model_validate(
            row
            | {
                "start_time": row["start_time"].astimezone(OSLO),
                "ticket_url": f"{tickets}{path_segment(row['event_number'])}" if tickets else None,
                "production": production,
            }
        )
    return records


def _articles(con: duckdb.DuckDBPyConnection, site_id: str, routes: Routes, report: Report) -> dict[str, ArticleRecord]:
    records = {}
    for row in query_rows(con, SQL["articles"], {"site": site_id}):
        where = f"article {row['id']}"
        records[row["id"]] = ArticleRecord.model_validate(
            row
            | {
                "path": routes.paths.get(row["id"]),
                "content": clean_html(row["content"], f"{where} '{row['title']}' content", report.sanitised_fields),
                "image": checked(clean_image_url, row["image"], f"{where} image", report.dropped_values),
                "thumbnail": checked(clean_image_url, row["thumbnail"], f"{where} thumbnail", report.dropped_values),
            }
        )
    return records


def published(record: R, routes: Routes, report: Report) -> R:
    """The record with each link in its HTML that leads nowhere unwrapped, when it has a route (one without
    publishes no HTML): an article's content, a production's contents' bodies."""
    if record.path not in routes.written:
        return record
    if isinstance(record, ArticleRecord):
        where = f"article {record.id} '{record.title}' content"
        return record.model_copy(
            update={"content": unlinked(record.content, where, routes.known, report.dropped_content_links)}
        )
    production = record
    contents = [
        content.model_copy(
            update={
                "body": unlinked(
                    content.body or "",
                    f"{production.name} contents[{n}].body",
                    routes.known,
                    report.dropped_content_links,
                )
            }
        )
        for n, content in enumerate(production.contents)
    ]
    return production.model_copy(update={"contents": contents})


def ticket_base(site: tables.Site) -> str | None:
    """`{host}/{venue}/` of ticket links, the venue an encoded path segment; None without ticketing."""
    host = clean_link(site.ticketing_host)
    if host is None or not host.lower().startswith(("http://", "https://")) or not site.ticketing_venue:
        return None
    return f"{host.rstrip('/')}/{path_segment(site.ticketing_venue)}/"
