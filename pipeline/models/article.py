"""An article of the management API."""

from __future__ import annotations

from pydantic import Field

from pipeline.models.base import CmsModel
from pipeline.models.ranges import Millis, Order


class Article(CmsModel):
    id: str
    title: str
    slug: str = Field(min_length=1)
    category: str = "article"
    author: str | None = None
    content: str = ""
    image: str | None = None
    thumbnail: str | None = None
    order: Order = 0
    node_locale: str = Field(default="nb", alias="node_locale")
    created_at: Millis
    updated_at: Millis | None = None
