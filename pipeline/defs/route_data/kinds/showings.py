"""The showing lists: `ticket-list` and `schedule` show a collection of events, each with its production."""

from __future__ import annotations

from pydantic import Field

from pipeline.defs.route_data import parts
from pipeline.defs.route_data.kinds.kind import Kind


class EventsData(parts.Model):
    title: str | None = None
    items: list[parts.Event] = Field(default=[], description="By start time")


KINDS = tuple(Kind(name, EventsData, "events") for name in ("ticket-list", "schedule"))
