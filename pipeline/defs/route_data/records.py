"""The site's records as the route data shows them: the contract's models, with what the site adds (paths, ticket
links), typed and immutable; and `SiteData`, everything route building reads, read once (`load.py`)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Literal, NamedTuple
from zoneinfo import ZoneInfo

from pipeline.defs.route_data import parts
from pipeline.models.article import Article
from pipeline.models.programme import Event, EventProduction, Production
from warehouse import tables

OSLO = ZoneInfo("Europe/Oslo")  # the house's time: event times are written with its offset


class ProductionRecord(Production):
    """A production: its texts sanitised (a link that leads nowhere unwrapped), the assets that pass the URL policy,
    its effective slugs (the CMS's own, or derived), and the path of its route (None without one)."""

    path: str | None = None

    @property
    def name(self) -> str:
        """How the log and the checks name it: `film <id> '<title>'`, `culture <id> '<title>'`."""
        return f"{'film' if self.object == 'movie' else 'culture'} {self.id} '{self.title}'"


class EventProductionRecord(EventProduction):
    """What an event shows of its production, as a binding reaches it (`production.title`)."""

    id: str
    title: str
    object: Literal["movie", "culture"]
    category: str | None = None
    genres: list[str] = []
    age_rating: str | None = None
    features: list[str] = []
    path: str | None = None


class EventRecord(Event):
    """An event: its start in Oslo, its ticket link, and its production's title and path."""

    production: EventProductionRecord
    ticket_url: str | None = None


class ArticleRecord(Article):
    """An article: its content sanitised (a link that leads nowhere unwrapped), the images that pass the URL policy,
    and the path of its route."""

    path: str | None = None


SourceRecord = ProductionRecord | EventRecord | ArticleRecord
SOURCE_RECORDS = (ProductionRecord, EventRecord, ArticleRecord)


def showing_day(event: EventRecord) -> str:
    """The day in Oslo an event starts on: `2026-11-27T23:30:00+01:00` → `2026-11-27`."""
    return event.start_time.astimezone(OSLO).date().isoformat()


def showing_days(events: Iterable[EventRecord]) -> list[str]:
    """The days in Oslo the events start on, once each, in their order."""
    return list(dict.fromkeys(showing_day(e) for e in events))


def day_of(millis: int) -> str:
    """The day in Oslo of a moment in milliseconds since the epoch (an article's publication)."""
    return datetime.fromtimestamp(millis / 1000, OSLO).date().isoformat()


class FooterColumn(NamedTuple):
    column: tables.FooterColumn
    items: list[tables.FooterItem]  # in order


@dataclass(frozen=True)
class SiteRows:
    """The site's settings, menus, footer, aliases, pages and blocks, as the warehouse's tables have them."""

    site: tables.Site
    theme: tables.Theme | None
    menu: list[tables.MenuItem]  # each menu's items in CMS order
    footer: list[FooterColumn]  # in order
    aliases: list[tables.Alias]
    pages: list[tables.Page]
    blocks: Mapping[str, list[tables.Block]]  # by page id, in place order
    block_data: Mapping[str, tables.BlockData]  # by block id

    @property
    def site_id(self) -> str:
        return self.site.site_id

    @property
    def title(self) -> str:
        return self.site.title

    @property
    def host(self) -> str:
        return self.site.host


@dataclass(frozen=True)
class SiteData(SiteRows):
    """Everything route building reads: the site's rows, its records, each record's card, and where a link within
    the site may lead (`internal_links.site_paths`)."""

    productions: Mapping[str, ProductionRecord]
    events: Mapping[str, EventRecord]  # by start
    articles: Mapping[str, ArticleRecord]
    events_by_production: Mapping[str, tuple[EventRecord, ...]]  # by start
    showings: Mapping[str, parts.Showing]  # by event id
    cards: Mapping[tuple[str, str], parts.Card]  # by (model, record id): a record is listed on many routes
    known_paths: frozenset[str]

    def card(self, record: SourceRecord) -> parts.Card:
        return self.cards[(type(record).__name__, record.id)]

    def production_of(self, record: SourceRecord) -> ProductionRecord | None:
        """A production, or an event's production; None for an article."""
        if isinstance(record, ProductionRecord):
            return record
        if isinstance(record, EventRecord):
            return self.productions.get(record.production_id)
        return None
