"""The production lists: `program`, `events`, `cover-flow` and `slideshow` show a collection of productions as
cards; the programme also by day."""

from __future__ import annotations

from pipeline.defs.route_data import parts
from pipeline.defs.route_data.kinds.kind import Kind


class ProductionsData(parts.Model):
    title: str | None = None
    items: list[parts.ProductionCard] = []


KINDS = (
    Kind("program", ProductionsData, "productions", by_day=True),
    *(Kind(name, ProductionsData, "productions") for name in ("events", "cover-flow", "slideshow")),
)
