"""Typed seeds for the sample CMS's hand-written Norwegian content."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class FilmSeed:
    """A film as the editors wrote it; ids, times and image URLs are derived by the server."""

    title: str
    edi: str  # "DXM" + digits, or (older records) digits alone
    genres: tuple[str, ...]
    duration: int  # minutes
    age_rating: str  # "A", "6", "9", "12", "15" or "18"
    director: str
    features: tuple[str, ...]  # e.g. ("Norsk tale", "2D")
    summary: str  # plain text, one or two sentences
    body: str  # editor HTML: <p>, <strong>, <em>, <a>, <ul>/<li>
    premiere_offset: int  # days from today; negative = already premiered
    featured: bool = False
    parent_slug: str | None = None  # set on a few records: the CMS's own slug wins


@dataclass(frozen=True)
class CultureSeed:
    """A concert, show or event production in the culture programme."""

    title: str
    category: str  # "Konsert", "Jazz", "Teater", "Revy", "Dans", "Seniorsenter", "Foredrag", "Barn"
    summary: str  # plain text
    body: str  # editor HTML
    duration: int  # minutes
    venue_room: str  # "Kinoteatret", "Kinovestibylen", "Paviljongen", "Seniorsenteret"
    features: tuple[str, ...] = ()
    featured: bool = False
    page_reference: str | None = None  # set on a few records: the CMS's own slug wins
    shows: int = 2  # how many performances over the next six weeks
    evening_time: str = "19:30"  # local start time of the performances
    has_pictures: bool = True  # False: the CMS has no still or poster for it (the site shows its placeholder)


@dataclass(frozen=True)
class ArticleSeed:
    """A news article or a long-form information article."""

    title: str
    slug: str
    author: str
    content: str  # editor HTML
    days_ago: int  # createdAt = today minus this many days
    order: int = 0


@dataclass(frozen=True)
class Link:
    title: str
    url: str


@dataclass(frozen=True)
class StaticPageSeed:
    """One of the static information pages: a title block plus a content block."""

    path: str  # e.g. "/praktisk-informasjon"; the venue is "fjordby"
    title: str  # the page title, also the title block's text
    description: str  # meta description, plain text
    keywords: str  # meta keywords, comma separated
    content: str  # editor HTML for the content block
    links: tuple[Link, ...] = field(default_factory=tuple)
    cover_image: str | None = None  # image key for a cover block, when the page has one
