"""`ticket`: a ticket link: an event's, or its production's next one."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from pipeline.defs.route_data import parts
from pipeline.defs.route_data.kinds.kind import Kind
from pipeline.defs.route_data.records import EventRecord, SiteData, SourceRecord


class TicketData(parts.Model):
    title: str | None = None
    text: str | None = None
    url: parts.Url | None = Field(
        default=None, description="The ticket link; null when there is none, or it led to no page of the site"
    )


def fill(record: SourceRecord, data: SiteData) -> dict[str, Any]:
    events = (record,) if isinstance(record, EventRecord) else data.events_by_production.get(record.id, ())
    return {"url": events[0].ticket_url} if events and events[0].ticket_url else {}


KIND = Kind("ticket", TicketData, "one record", fill)
