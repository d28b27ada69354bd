"""`card-list`: a collection of articles, or else of productions, as cards."""

from __future__ import annotations

from pipeline.defs.route_data import parts
from pipeline.defs.route_data.kinds.kind import Kind


class CardsData(parts.Model):
    title: str | None = None
    items: list[parts.Card] = []


KIND = Kind("card-list", CardsData, "articles or productions")
