"""Reads one site from the warehouse into records shaped like the contract's, ready for bindings and JSON."""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

import duckdb

from pipeline.defs.route_data.sanitize import clean_html
from pipeline.urls import checked, clean_image_url, clean_link, path_segment
from warehouse.read import Record, contract_columns, contract_record, query_rows

OSLO = ZoneInfo("Europe/Oslo")  # the house's time: event times are written with its offset


def showing_day(event: Record) -> str:
    """The day in Oslo an event starts on: `2026-11-27T23:30:00+01:00` → `2026-11-27`."""
    return datetime.fromisoformat(event["startTime"]).astimezone(OSLO).date().isoformat()


def showing_days(events: list[Record]) -> list[str]:
    """The days in Oslo the events start on, once each, in their order."""
    return list(dict.fromkeys(showing_day(e) for e in events))


@dataclass
class SiteData:
    """Everything route building needs, read once."""

    site: Record
    theme: Record
    menu: list[Record]
    footer: list[Record]
    aliases: list[Record]
    pages: list[Record]
    blocks: dict[str, list[Record]]  # by page id, in place order
    block_data: dict[str, Record]  # by block id
    productions: dict[str, Record] = field(default_factory=dict)
    events: dict[str, Record] = field(default_factory=dict)
    articles: dict[str, Record] = field(default_factory=dict)
    events_by_production: dict[str, list[Record]] = field(default_factory=dict)  # in start order
    dropped_urls: list[str] = field(default_factory=list)  # URLs the policy refused, where they were
    sanitised: list[str] = field(default_factory=list)  # HTML fields the sanitiser took active content out of
    cards: dict[str, tuple[Record, Any]] = field(default_factory=dict)  # record id -> (record, its card)
    # The paths a link within the site may lead to (`internal_links.site_paths`), once the routes are known.
    known_paths: frozenset[str] = frozenset()

    def production_of(self, record: Record) -> Record | None:
        """A production record, or an event's production; None for an article."""
        if record.get("id") in self.productions:
            return record
        if record.get("id") in self.events:
            return self.productions.get(record["productionId"])
        return None

    def is_article(self, record: Record) -> bool:
        return record.get("id") in self.articles

    @property
    def site_id(self) -> str:
        return str(self.site["site_id"])

    @property
    def title(self) -> str:
        return str(self.site["title"])

    @property
    def host(self) -> str:
        return str(self.site["host"])


def production_name(record: Record) -> str:
    """How the log and the checks name a production: `film <id> '<title>'`, `culture <id> '<title>'`."""
    return f"{'film' if record['object'] == 'movie' else 'culture'} {record['id']} '{record['title']}'"


def _json(value: Any) -> Any:
    return json.loads(value) if isinstance(value, str) else value


def ticket_base(site: Record) -> str | None:
    """`{host}/{venue}/` of ticket links, the venue an encoded path segment; None without ticketing."""
    host = clean_link(site.get("ticketing_host"))
    if host is None or not host.lower().startswith(("http://", "https://")) or not site.get("ticketing_venue"):
        return None
    return f"{host.rstrip('/')}/{path_segment(site['ticketing_venue'])}/"


def next_start(con: duckdb.DuckDBPyConnection, site_id: str, now: datetime) -> str:
    """When the clock alone next changes the site's records: the start of its first showing not started at `now`
    (`load_site` leaves out those that started)."""
    row = con.execute(
        "SELECT min(start_time) FROM events WHERE site_id = ? AND start_time >= ?", [site_id, now]
    ).fetchone()
    return row[0].isoformat() if row and row[0] else ""


def load_site(con: duckdb.DuckDBPyConnection, site_id: str, events_from: datetime | None = None) -> SiteData:
    """The site's records; events that started before `events_from` are left out: a showing is for sale until it
    starts."""
    p = [site_id]
    sites = query_rows(con, "SELECT * FROM sites WHERE site_id = ?", p)
    if not sites:
        raise LookupError(f"the warehouse has no site {site_id}: run the ingest assets first")
    site = sites[0]
    for key in ("partners", "locale", "components"):
        site[key] = _json(site[key])
    themes = query_rows(con, "SELECT * FROM themes WHERE site_id = ?", p)
    footer_items: dict[int, list[Record]] = defaultdict(list)
    for item in query_rows(con, 'SELECT * FROM footer_items WHERE site_id = ? ORDER BY "order", item_index', p):
        footer_items[item["column_index"]].append(item)
    footer = [
        {**column, "items": footer_items[column["column_index"]]}
        for column in query_rows(
            con, 'SELECT * FROM footer_columns WHERE site_id = ? ORDER BY "order", column_index', p
        )
    ]
    pages = query_rows(con, "SELECT * FROM pages WHERE site_id = ? ORDER BY path, page_id", p)
    for page in pages:
        for key in ("template", "sources", "meta"):
            page[key] = _json(page[key])
    blocks: dict[str, list[Record]] = defaultdict(list)
    block_sql = "SELECT * FROM blocks WHERE site_id = ? ORDER BY place_row, place_column, place_order, block_id"
    for block in query_rows(con, block_sql, p):
        blocks[block["page_id"]].append(block)
    block_data = {}
    for item in query_rows(con, "SELECT * FROM block_data WHERE site_id = ?", p):
        item["bindings"], item["fields"] = _json(item["bindings"]), _json(item["fields"])
        block_data[item["block_id"]] = item
    data = SiteData(
        site=site,
        theme=themes[0] if themes else {},
        menu=query_rows(con, 'SELECT * FROM menu_items WHERE site_id = ? ORDER BY place, "order", item_id', p),
        footer=footer,
        aliases=query_rows(con, "SELECT from_path, to_path FROM aliases WHERE site_id = ? ORDER BY from_path", p),
        pages=pages,
        blocks=dict(blocks),
        block_data=block_data,
    )
    data.productions = _productions(con, data)
    data.events = _events(con, data, events_from)
    for event in data.events.values():
        data.events_by_production.setdefault(event["productionId"], []).append(event)
    data.articles = _articles(con, data)
    return data


def _productions(con: duckdb.DuckDBPyConnection, data: SiteData) -> dict[str, Record]:
    p = [data.site_id]
    contents: dict[str, list[Record]] = defaultdict(list)
    for row in query_rows(con, "SELECT * FROM production_contents WHERE site_id = ? ORDER BY position", p):
        contents[row["production_id"]].append(row)
    assets: dict[str, list[Record]] = defaultdict(list)
    for row in query_rows(con, "SELECT * FROM production_assets WHERE site_id = ? ORDER BY position", p):
        where = f"production {row['production_id']} asset {row['type']}"
        # A trailer is a page to link to; every other asset is an image to load.
        url = checked(clean_link if row["type"] == "trailer" else clean_image_url, row["url"], where, data.dropped_urls)
        if url is not None:
            assets[row["production_id"]].append(
                {"type": row["type"], "url": url, "focalPointQuery": row["focal_point_query"] or ""}
            )
    sql = """
        SELECT p.*, s.parent_slug AS slug_parent, s.page_reference AS slug_reference
        FROM productions p JOIN production_slugs s USING (site_id, production_id)
        WHERE p.site_id = ? ORDER BY p.title, p.production_id
    """
    columns = contract_columns("productions", production_id="id")
    records = {}
    for row in query_rows(con, sql, p):
        record = contract_record(row, columns)
        where = production_name(record)
        record |= {
            # The effective slugs (the CMS's own, or derived), and the path once the routes are known.
            "parentSlug": row["slug_parent"],
            "pageReference": row["slug_reference"],
            "path": None,
            "features": record["features"] or [],
            "genres": record["genres"] or [],
            "contents": [
                {"summary": c["summary"], "body": clean_html(c["body"], f"{where} contents[{n}].body", data.sanitised)}
                for n, c in enumerate(contents.get(record["id"], []))
            ],
            "assets": assets.get(record["id"], []),
        }
        records[record["id"]] = record
    return records


def _events(con: duckdb.DuckDBPyConnection, data: SiteData, events_from: datetime | None) -> dict[str, Record]:
    sql = "SELECT * FROM events WHERE site_id = ?"
    params: list[Any] = [data.site_id]
    if events_from is not None:
        sql += " AND start_time >= ?"
        params.append(events_from)
    records = {}
    tickets = ticket_base(data.site)
    for row in query_rows(con, sql + " ORDER BY start_time, event_number", params):
        production = data.productions.get(row["production_id"])
        if production is None:  # its production has no route (no slug): the event has no page either
            continue
        records[row["event_id"]] = {
            "id": row["event_id"],
            "eventNumber": row["event_number"],
            "productionId": row["production_id"],
            "startTime": row["start_time"].astimezone(OSLO).isoformat(),
            "auditorium": row["auditorium"],
            "featured": row["featured"],
            "soldOut": row["sold_out"],
            "ticketUrl": f"{tickets}{path_segment(row['event_number'])}" if tickets else None,
            "production": {
                "id": production["id"],
                "title": production["title"],
                "object": production["object"],
                "category": production["category"],
                "parentSlug": production["parentSlug"],
                "pageReference": production["pageReference"],
                "path": None,
            },
        }
    return records


def _articles(con: duckdb.DuckDBPyConnection, data: SiteData) -> dict[str, Record]:
    sql = 'SELECT * FROM articles WHERE site_id = ? ORDER BY created_at DESC, "order", article_id'
    columns = contract_columns("articles", article_id="id", locale="node_locale")
    records = {}
    for row in query_rows(con, sql, [data.site_id]):
        record = contract_record(row, columns)
        where = f"article {record['id']}"
        record |= {
            "path": None,
            "content": clean_html(record["content"], f"{where} '{record['title']}' content", data.sanitised),
            "image": checked(clean_image_url, record["image"], f"{where} image", data.dropped_urls),
            "thumbnail": checked(clean_image_url, record["thumbnail"], f"{where} thumbnail", data.dropped_urls),
        }
        records[record["id"]] = record
    return records


def attach_paths(data: SiteData, paths: dict[str, str]) -> None:
    """Gives each record the path of its route (`paths` maps record id to path), so lists can link to it."""
    for records in (data.productions, data.articles):
        for record_id, record in records.items():
            record["path"] = paths.get(record_id)
    for event in data.events.values():
        event["production"]["path"] = paths.get(event["productionId"])
