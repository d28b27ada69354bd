"""`cover`: a title over a large picture, its own or its record's."""

from __future__ import annotations

from typing import Any

from pipeline.defs.route_data import parts
from pipeline.defs.route_data.kinds.kind import Kind
from pipeline.defs.route_data.records import SiteData
from warehouse.read import Record


class CoverData(parts.Model):
    title: str | None = None
    image: parts.Image | None = None


def fill(record: Record, data: SiteData) -> dict[str, Any]:
    """An article's title and image; a production's (or an event's production's) title and first_image."""
    if data.is_article(record):
        return {"title": record["title"], "image": record["image"]}
    production = data.production_of(record)
    if production is None:
        return {}
    picture = next((a for a in production["assets"] if a["type"] == "first_image"), None)
    return {"title": production["title"], "image": picture}


KIND = Kind("cover", CoverData, "one record", fill)
