"""`cover`: a title over a large picture, its own or its record's."""

from __future__ import annotations

from typing import Any

from pipeline.defs.route_data import cards, parts
from pipeline.defs.route_data.kinds.kind import Kind
from pipeline.defs.route_data.records import ArticleRecord, SiteData, SourceRecord


class CoverData(parts.Model):
    title: str | None = None
    image: parts.Image | None = None


def fill(record: SourceRecord, data: SiteData) -> dict[str, Any]:
    """An article's title and image; a production's (or an event's production's) title and first_image."""
    if isinstance(record, ArticleRecord):
        return {"title": record.title, "image": record.image}
    production = data.production_of(record)
    if production is None:
        return {}
    return {"title": production.title, "image": cards.image(cards.first(production, "first_image"))}


KIND = Kind("cover", CoverData, "one record", fill)
