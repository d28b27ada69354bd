"""`article`: the card of the page's single article (the full article is on its own route)."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from pipeline.defs.route_data import parts
from pipeline.defs.route_data.kinds.kind import Kind
from pipeline.defs.route_data.records import ArticleRecord, SiteData, SourceRecord


class ArticleData(parts.Model):
    article: parts.ArticleCard | None = Field(
        default=None, description="Its card; the full article is on the article's own route"
    )


def fill(record: SourceRecord, data: SiteData) -> dict[str, Any]:
    return {"article": record} if isinstance(record, ArticleRecord) else {}


KIND = Kind("article", ArticleData, "one article", fill)
