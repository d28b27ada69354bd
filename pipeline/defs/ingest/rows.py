"""Maps checked records to the rows of the warehouse's tables (pure functions, one per dataset)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from pipeline.models.article import Article
from pipeline.models.block_data import BlockData
from pipeline.models.page import Page
from pipeline.models.programme import Event, Production
from pipeline.models.site import Site, Theme
from pipeline.models.validation import Rejection

Row = dict[str, Any]


def _dump(models: Iterable[Any]) -> list[Any]:
    return [m.model_dump(mode="json", by_alias=True) for m in models]


def site_rows(site: Site, ingested_at: datetime) -> dict[str, list[Row]]:
    return {
        "sites": [
            {
                "site_id": site.id,
                "title": site.title,
                "host": site.host,
                "venue": site.venue,
                "stage": site.stage,
                "published": site.published,
                "partners": site.partners,
                "locale": site.locale.model_dump(),
                "components": _dump(site.components),
                "skeleton_version": site.skeleton_version,
                "facebook_pixel_id": site.facebook_pixel_id,
                "analytics_id": site.analytics_id,
                "ticketing_host": site.ticketing.host if site.ticketing else None,
                "ticketing_venue": site.ticketing.venue if site.ticketing else None,
                "ingested_at": ingested_at,
            }
        ],
        "aliases": [{"from_path": a.from_path, "to_path": a.to_path} for a in site.aliases],
    }


def theme_rows(theme: Theme | None) -> dict[str, list[Row]]:
    """The theme's rows; a theme that was left out leaves every table empty (its menu and footer went with it)."""
    if theme is None:
        return {"themes": [], "menu_items": [], "footer_columns": [], "footer_items": []}
    return {
        "themes": [
            {
                "theme_id": theme.id,
                "name": theme.name,
                "train": theme.train,
                "variant": theme.variant,
                "favicon": theme.favicon,
                "logo": theme.logo,
                "logo_alt": theme.logo_alt,
                "search_enabled": theme.search.enabled,
                "search_submit_path": theme.search.submit_path,
                "language_enabled": theme.language.enabled,
                "language_submit_path": theme.language.submit_path,
                "language_icon": theme.language.language_icon,
            }
        ],
        "menu_items": [
            {
                "item_id": item.id,
                "path": item.path,
                "label": item.label,
                "parent_id": item.parent,
                "place": item.place,
                "locale": item.locale,
                "order": item.order,
                "open_in_new_window": item.open_in_new_window,
            }
            for item in theme.menu
        ],
        "footer_columns": [
            {"column_index": n, "locale": c.locale, "title": c.title, "order": c.order}
            for n, c in enumerate(theme.footer)
        ],
        "footer_items": [
            {"column_index": n, "item_index": k, "type": i.type, "value": i.value, "href": i.href, "order": i.order}
            for n, c in enumerate(theme.footer)
            for k, i in enumerate(c.items)
        ],
    }


def page_rows(pages: Sequence[Page]) -> dict[str, list[Row]]:
    return {
        "pages": [
            {
                "page_id": p.id,
                "title": p.title,
                "path": p.path,
                "layout": p.layout,
                "page_type": p.page_type,
                "template": p.template.model_dump(mode="json"),
                "sources": _dump(p.sources),
                "meta": _dump(p.meta.data),
            }
            for p in pages
        ],
        "blocks": [
            {
                "block_id": b.id,
                "page_id": p.id,
                "component": b.component,
                "kind": b.kind,
                "hide": b.hide,
                "place_row": b.place.row,
                "place_column": b.place.column,
                "place_order": b.place.order,
                "metadata_model": b.metadata.model,
                "metadata_version": b.metadata.version,
                "properties": _dump(b.metadata.properties),
            }
            for p in pages
            for b in p.blocks
        ],
    }


def block_data_rows(items: Sequence[BlockData]) -> dict[str, list[Row]]:
    return {
        "block_data": [
            {
                "block_id": item.block_id,
                "page_id": item.page_id,
                "data_id": item.data.id,
                "locale": item.data.locale,
                "bindings": {k: v.model_dump() for k, v in item.data.bindings.items()},
                "fields": item.data.static_fields,
            }
            for item in items
        ]
    }


def production_rows(productions: Sequence[Production]) -> dict[str, list[Row]]:
    return {
        # Columns are named after the model's fields: a new field needs a column, not a line here.
        "productions": [
            {"production_id": p.id, **p.model_dump(exclude={"id", "contents", "assets"})} for p in productions
        ],
        "production_contents": [
            {"production_id": p.id, "position": n, "summary": c.summary, "body": c.body}
            for p in productions
            for n, c in enumerate(p.contents)
        ],
        "production_assets": [
            {
                "production_id": p.id,
                "position": n,
                "type": a.type,
                "url": a.url,
                "focal_point_query": a.focal_point_query,
            }
            for p in productions
            for n, a in enumerate(p.assets)
        ],
    }


@dataclass
class LinkedEvents:
    """Events whose production exists, and those the contract says to report and leave out."""

    kept: list[Event] = field(default_factory=list)
    orphans: list[Rejection] = field(default_factory=list)


def link_events(events: Sequence[Event], productions: Sequence[Production]) -> LinkedEvents:
    known = {p.id for p in productions}
    linked = LinkedEvents()
    for event in events:
        if event.production_id in known:
            linked.kept.append(event)
        else:
            linked.orphans.append(
                Rejection("events", event.id, "productionId", f"no production has id {event.production_id}")
            )
    return linked


def event_rows(events: Sequence[Event]) -> dict[str, list[Row]]:
    return {
        "events": [
            {
                "event_id": e.id,
                "event_number": e.event_number,
                "production_id": e.production_id,
                "start_time": e.start_time,
                "auditorium": e.auditorium,
                "featured": e.featured,
                "sold_out": e.sold_out,
                "production_parent_slug": e.production.parent_slug,
                "production_page_reference": e.production.page_reference,
            }
            for e in events
        ]
    }


def article_rows(articles: Sequence[Article]) -> dict[str, list[Row]]:
    return {
        "articles": [
            {"article_id": a.id, "locale": a.node_locale, **a.model_dump(exclude={"id", "node_locale"})}
            for a in articles
        ]
    }


def issue_rows(rejections: Iterable[Rejection]) -> list[Row]:
    return [{"record_id": r.record_id, "field": r.field, "problem": r.problem} for r in rejections]
