"""The programme feed: productions (films and culture) and their events."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any, Literal

from pydantic import AwareDatetime, field_validator

from pipeline.models.base import CmsModel
from pipeline.models.ranges import EventNumber, Millis, Minutes

# Event times outside these years are typing errors; nearer the ends of what a date can hold, converting to
# another offset would overflow.
FIRST_YEAR, LAST_YEAR = 1900, 9998


class Content(CmsModel):
    summary: str | None = None
    body: str | None = None


class Asset(CmsModel):
    type: str
    url: str
    focal_point_query: str = ""

    @field_validator("focal_point_query", mode="before")
    @classmethod
    def _none_is_empty(cls, value: Any) -> Any:
        return "" if value is None else value


class Production(CmsModel):
    id: str
    object: Literal["movie", "culture"]
    object_class: Literal["movie", "movie_coming", "culture"]
    title: str
    # Checked by an asset check rather than here: a film with an odd code still belongs in the warehouse.
    edi_number: str | None = None
    parent_slug: str | None = None
    page_reference: str | None = None
    featured: bool = False
    features: list[str] = []
    category: str | None = None
    genres: list[str] = []
    duration: Minutes | None = None
    age_rating: str | None = None
    premiere: date | None = None
    director: str | None = None
    contents: list[Content] = []
    assets: list[Asset] = []
    updated_at: Millis | None = None

    @field_validator("edi_number", "age_rating", mode="before")
    @classmethod
    def _code_text(cls, value: Any) -> Any:
        return str(value) if isinstance(value, int) else value


class EventProduction(CmsModel):
    parent_slug: str | None = None
    page_reference: str | None = None


class Event(CmsModel):
    id: str
    event_number: EventNumber
    production_id: str
    start_time: AwareDatetime
    auditorium: str | None = None
    featured: bool = False
    sold_out: bool = False
    production: EventProduction = EventProduction()

    @field_validator("start_time")
    @classmethod
    def _plausible(cls, value: datetime) -> datetime:
        if not FIRST_YEAR <= value.year <= LAST_YEAR:
            raise ValueError(f"the year must lie between {FIRST_YEAR} and {LAST_YEAR}")
        return value


class PublicEvent(Event):
    """An event of the public `basic_events` call, with the seats left."""

    seats_left: int | None = None
