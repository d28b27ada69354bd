"""`card`: one card of its own fields, or the card of its record."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from pipeline.defs.route_data import parts
from pipeline.defs.route_data.kinds.kind import Kind
from pipeline.defs.route_data.records import SiteData, SourceRecord


class CardData(parts.Model):
    """One card of its own fields, or the cards of its record."""

    title: str | None = None
    text: str | None = None
    url: parts.Url | None = Field(
        default=None, description="Its link; null when it has none, or it led to no page of the site"
    )
    image: parts.Image | None = None
    items: list[parts.Card] = []


def fill(record: SourceRecord, data: SiteData) -> dict[str, Any]:
    return {"items": [record]}


KIND = Kind("card", CardData, "one record", fill)
