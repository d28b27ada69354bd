"""`title`: a heading of the editor's text."""

from __future__ import annotations

from pipeline.defs.route_data import parts
from pipeline.defs.route_data.kinds.kind import Kind


class TextData(parts.Model):
    text: str | None = None


KIND = Kind("title", TextData)
