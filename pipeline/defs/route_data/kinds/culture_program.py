"""`culture-program`: a collection of productions listed by date, one line per performance."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from pipeline.defs.route_data import parts
from pipeline.defs.route_data.kinds.kind import Kind
from pipeline.defs.route_data.kinds.showings import EventsData
from pipeline.defs.route_data.records import SiteData


def performances(items: list[Any], data: SiteData) -> list[Any]:
    """Every upcoming showing of each production it shows (a card names only the next few) and each event, once,
    in start order. An article has no date and is left out."""
    events: dict[str, parts.Event] = {}
    for item in items:
        if isinstance(item, parts.ProductionCard):
            # The cards made once for the site (SiteData.cards), not made again for each programme.
            for record in data.events_by_production.get(item.id, ()):
                made = data.card(record)
                if isinstance(made, parts.Event):
                    events[made.id] = made
        elif isinstance(item, parts.Event):
            events[item.id] = item
    return sorted(events.values(), key=lambda event: datetime.fromisoformat(event.start_time))


KIND = Kind("culture-program", EventsData, "productions", arrange=performances)
