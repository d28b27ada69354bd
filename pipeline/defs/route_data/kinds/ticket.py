"""`ticket`: a ticket link: an event's, or its production's next one."""

from __future__ import annotations

from typing import Any

from pydantic import Field

from pipeline.defs.route_data import parts
from pipeline.defs.route_data.kinds.kind import Kind
from pipeline.defs.route_data.records import SiteData
from warehouse.read import Record


class TicketData(parts.Model):
    title: str | None = None
    text: str | None = None
    url: parts.Url | None = Field(
        default=None, description="The ticket link; null when there is none, or it led to no page of the site"
    )


def fill(record: Record, data: SiteData) -> dict[str, Any]:
    events = [record] if record.get("id") in data.events else data.events_by_production.get(record["id"], [])
    return {"url": events[0]["ticketUrl"]} if events and events[0]["ticketUrl"] else {}


KIND = Kind("ticket", TicketData, "one record", fill)
