"""`content`: the editor's rich text (Markdown or HTML, sanitised) with a list of links."""

from __future__ import annotations

from pydantic import Field

from pipeline.defs.route_data import parts
from pipeline.defs.route_data.kinds.kind import Kind


class ContentData(parts.Model):
    content: parts.Html | None = Field(default=None, description="Editor Markdown or HTML, sanitised")
    links: list[parts.Link] = []


KIND = Kind("content", ContentData, rich_text=frozenset({"content"}))
