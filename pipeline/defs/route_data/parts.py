"""The parts the route data's files are made of: the base model and checked value types, records as cards and in
full, and what every block has beside its kind and data (`format.py` puts them together into the files)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field
from pydantic.alias_generators import to_camel

# Items of a listing in its route file; the rest are in chunk files of the same size. A list of productions (a
# programme) keeps a cinema's whole week on its first page, as its day filter sees only that page; lists of
# showings and articles keep a first screen or two, so a page with several of them stays light to start.
PAGE_SIZE = 12
PRODUCTION_PAGE_SIZE = 24
# A production card carries its showings of its first CARD_DAYS days: a programme's day filter offers a week, and
# a visitor may open the export a day after its build.
CARD_DAYS = 8

Html = Annotated[
    str,
    Field(
        description="Sanitised HTML (nh3): safe to insert as markup. Every link within the site leads to a route, a "
        "redirect or a page of the web app: one that led nowhere is unwrapped, its text kept."
    ),
]
Url = Annotated[
    str, Field(description="A URL that passed the scheme policy (a path, #anchor, http(s), mailto:, tel:).")
]
ImageUrl = Annotated[str, Field(description="An image URL that passed the scheme policy (a path or http(s)).")]
RoutePath = Annotated[str, Field(description="`/` or `/`-separated segments of [A-Za-z0-9._~-].")]


class Model(BaseModel):
    """camelCase in JSON; every field present (null when empty), so the generated types need no `?`."""

    model_config = ConfigDict(
        alias_generator=to_camel,
        populate_by_name=True,
        extra="forbid",
        frozen=True,
        json_schema_serialization_defaults_required=True,
    )


# --- records: full on detail routes, cards in listings ----------------------------------------------------------


class Image(Model):
    url: ImageUrl
    focal_point_query: str = Field(description="imgix focal point, e.g. `fp-x=0.5&fp-y=0.35`; may be empty")


class Asset(Model):
    type: str = Field(description="first_image, poster, trailer, …")
    url: Url
    focal_point_query: str


class Content(Model):
    summary: str | None = Field(description="Plain text")
    body: Html


class EventProduction(Model):
    """What a showing in a listing of many productions says of its production: enough to filter the listing and mark
    the showing (age, language, format) without the production's card."""

    id: str
    title: str
    path: RoutePath | None
    object: Literal["movie", "culture"]
    category: str | None
    genres: list[str]
    age_rating: str | None
    features: list[str]


class Showing(Model):
    """An event of a production shown beside that production (on its card or its own route)."""

    id: str
    event_number: int
    start_time: str = Field(description="ISO 8601 with the Oslo offset")
    auditorium: str | None
    featured: bool
    sold_out: bool
    ticket_url: Url | None = Field(description="{ticketing host}/{venue}/{eventNumber}, segments encoded")


class Event(Showing):
    """A screening or performance in a listing: a showing with its production."""

    type: Literal["event"] = "event"
    production: EventProduction


class ProductionFields(Model):
    """What a production card and a full production share."""

    id: str
    object: Literal["movie", "culture"]
    object_class: Literal["movie", "movie_coming", "culture"]
    title: str
    path: RoutePath | None
    edi_number: str | None
    featured: bool
    features: list[str]
    category: str | None
    genres: list[str]
    duration: int | None = Field(description="Minutes")
    age_rating: str | None
    premiere: str | None = Field(description="ISO date")
    director: str | None


class ProductionCard(ProductionFields):
    type: Literal["production"] = "production"
    summary: str | None = Field(description="The first content summary, plain text")
    image: Image | None = Field(description="The first_image asset")
    poster: Image | None
    showings: list[Showing] = Field(
        description=f"Its upcoming showings on the first {CARD_DAYS} days it plays on, in order: its next ones, and "
        "each day a programme's day filter can choose"
    )
    showing_days: list[str] = Field(description="The days in Oslo (ISO dates) of all its upcoming showings, in order")


class Production(ProductionFields):
    """The full production, on its own route."""

    parent_slug: str | None
    page_reference: str | None
    contents: list[Content]
    assets: list[Asset]
    updated_at: int | None = Field(description="Milliseconds since the epoch")


class ArticleFields(Model):
    id: str
    title: str
    slug: str
    path: RoutePath | None
    category: str
    author: str | None
    image: ImageUrl | None
    thumbnail: ImageUrl | None
    created_at: int = Field(description="Milliseconds since the epoch")
    updated_at: int | None


class ArticleCard(ArticleFields):
    type: Literal["article"] = "article"
    summary: str = Field(description="The first 200 characters of the content as plain text, cut at a word")


class Article(ArticleFields):
    """The full article, on its own route."""

    order: int
    node_locale: str = Field(alias="node_locale")
    content: Html


Card = Annotated[ProductionCard | Event | ArticleCard, Field(discriminator="type")]


class Link(Model):
    title: str
    url: Url


class Place(Model):
    row: int
    column: int
    order: int


class Paging(Model):
    """A listing longer than one page: the first page is in the block, the others in chunk files."""

    total: int
    page_size: int
    chunks: list[str] = Field(description="Files of pages 2, 3, … relative to the data folder")


class BlockSource(Model):
    """Which page source gave a record block its records, and why (contract, «Which records a block shows»)."""

    name: str = Field(description="The page source's name")
    by: Literal["binding", "rule"] = Field(
        description="binding: the block data binds a field to it; rule: the page's sources by the kind's model"
    )


class BlockFields(Model):
    """What every block has beside its kind and data."""

    id: str
    place: Place
    paging: dict[str, Paging] = Field(description="By field name, for listings longer than one page")
    source: BlockSource | None = Field(description="A record block's source; null for the others, or none found")
    days: dict[str, str] = Field(
        description="A programme's showings by day, for any day its productions play on: the Oslo day (`2026-12-05`) "
        "-> the file of that day's showings (`days/…/<day>.json`, relative to the data folder); empty for other kinds"
    )
