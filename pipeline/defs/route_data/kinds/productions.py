"""The production lists: `program`, `events`, `cover-flow` and `slideshow` show a collection of productions as cards."""

from __future__ import annotations

from pipeline.defs.route_data import parts
from pipeline.defs.route_data.kinds.kind import Kind


class ProductionsData(parts.Model):
    title: str | None = None
    items: list[parts.ProductionCard] = []


KINDS = tuple(Kind(name, ProductionsData, "productions") for name in ("program", "events", "cover-flow", "slideshow"))
