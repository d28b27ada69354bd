"""The route data's format, defined once: pydantic models of every file the web app reads.

`scripts/route-data-schema` writes them as JSON Schema to `schema/route-data.schema.json`, which is committed;
the web app generates its TypeScript types from it, and a test fails when the committed schema is stale.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter
from pydantic.alias_generators import to_camel
from pydantic.json_schema import models_json_schema

# The format's version, named once: every file's `formatVersion` is this literal, and the schema's const follows.
FormatVersion = Literal[5]
FORMAT_VERSION: int = get_args(FormatVersion)[0]
# Items of a listing in its route file; the rest are in chunk files of the same size. A list of productions (a
# programme) keeps a cinema's whole week on its first page, as its day filter sees only that page; lists of
# showings and articles keep a first screen or two, so a page with several of them stays light to start.
PAGE_SIZE = 12
PRODUCTION_PAGE_SIZE = 24
# A production card carries its showings of its first CARD_DAYS days: a programme's day filter offers a week, and
# a visitor may open the export a day after its build.
CARD_DAYS = 8
SEARCH_SUMMARY_LENGTH = 160  # characters of a search entry's summary

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
RouteKind = Literal["page", "film", "culture", "article", "record", "listing", "not-found"]


class Model(BaseModel):
    """camelCase in JSON; every field present (null when empty), so the generated types need no `?`."""

    model_config = ConfigDict(
        alias_generator=to_camel,
        populate_by_name=True,
        extra="forbid",
        frozen=True,
        json_schema_serialization_defaults_required=True,
    )


# --- site.json: what every page shares ------------------------------------------------------------------------


class MenuItem(Model):
    id: str
    label: str
    path: Url | None = Field(
        description="null when the CMS's path failed the URL policy, or it leads to no page (an item with a submenu "
        "keeps the submenu)"
    )
    open_in_new_window: bool
    children: list[MenuItem]


class Menus(Model):
    header: list[MenuItem]
    footer: list[MenuItem]


class FooterItem(Model):
    type: Literal["title", "text", "link", "html"]
    value: str = Field(description="Plain text, or sanitised HTML when type is html")
    href: Url | None
    order: int


class FooterColumn(Model):
    title: str
    order: int
    items: list[FooterItem]


class SearchSettings(Model):
    submit_path: Url | None
    enabled: bool


class LanguageSettings(Model):
    submit_path: Url | None
    enabled: bool
    language_icon: str | None


class Theme(Model):
    name: str | None
    train: str | None
    variant: str | None
    favicon: ImageUrl | None
    logo: ImageUrl | None
    logo_alt: ImageUrl | None
    search: SearchSettings
    language: LanguageSettings
    menu: Menus
    footer: list[FooterColumn]


class Locale(Model):
    available: list[str]
    default: str
    enabled: list[str]


class Membership(Model):
    enabled: bool = Field(
        description="Only when the first partner has a membership provider configured (MEMBERSHIP_API_<id>)"
    )
    partner: int | None
    api_base: Url | None


class PublicEvents(Model):
    base_url: Url
    site: str = Field(description="`site` + the first partner id + `a`, for the `basic_events` call")


class Ticketing(Model):
    host: Url
    venue: str


class Site(Model):
    """`site.json`: the site-wide page context, written once."""

    format_version: FormatVersion
    site_id: str
    title: str
    host: Url
    stage: str
    locale: Locale
    active_locale: str
    preferred_language: str
    partners: list[int]
    ga_tracking_id: Annotated[str, Field(pattern=r"^G-[A-Z0-9]{4,20}$")] | None
    facebook_pixel_id: Annotated[str, Field(pattern=r"^[0-9]{5,20}$")] | None
    theme: Theme
    membership: Membership
    public_events: PublicEvents | None
    ticketing: Ticketing | None


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
    id: str
    title: str
    path: RoutePath | None
    object: Literal["movie", "culture"]
    category: str | None


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


# --- route files ------------------------------------------------------------------------------------------------


class Breakpoint(Model):
    span: int
    order: int


class Screen(Model):
    xs: Breakpoint | None = None
    md: Breakpoint | None = None
    lg: Breakpoint | None = None


class TemplateColumn(Model):
    index: int
    screen: Screen


class TemplateRow(Model):
    container: bool
    index: int
    columns: list[TemplateColumn]


class Template(Model):
    rows: list[TemplateRow]


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


# --- block data, one model per kind: the fields its component shows ---------------------------------------------


class TextData(Model):
    text: str | None = None


class ContentData(Model):
    content: Html | None = Field(default=None, description="Editor Markdown or HTML, sanitised")
    links: list[Link] = []


class LinksData(Model):
    links: list[Link] = []


class TitledData(Model):
    title: str | None = None


class SearchFieldData(Model):
    placeholder: str | None = None


class NoData(Model):
    pass


class ProductionsData(Model):
    title: str | None = None
    items: list[ProductionCard] = []


class EventsData(Model):
    title: str | None = None
    items: list[Event] = Field(default=[], description="By start time")


class CardsData(Model):
    title: str | None = None
    items: list[Card] = []


class CoverData(Model):
    title: str | None = None
    image: Image | None = None


class MovieInfoData(Model):
    production: ProductionCard | None = None


class CardData(Model):
    """One card of its own fields, or the cards of its record."""

    title: str | None = None
    text: str | None = None
    url: Url | None = Field(
        default=None, description="Its link; null when it has none, or it led to no page of the site"
    )
    image: Image | None = None
    items: list[Card] = []


class TicketData(Model):
    title: str | None = None
    text: str | None = None
    url: Url | None = Field(
        default=None, description="The ticket link; null when there is none, or it led to no page of the site"
    )


class ArticleData(Model):
    article: ArticleCard | None = Field(
        default=None, description="Its card; the full article is on the article's own route"
    )


class BlockFields(Model):
    """What every block has beside its kind and data."""

    id: str
    place: Place
    paging: dict[str, Paging] = Field(description="By field name, for listings longer than one page")
    source: BlockSource | None = Field(description="A record block's source; null for the others, or none found")


class QuickLinksBlock(BlockFields):
    kind: Literal["quick-links"]
    data: LinksData


class TitleBlock(BlockFields):
    kind: Literal["title"]
    data: TextData


class ProgramBlock(BlockFields):
    kind: Literal["program"]
    data: ProductionsData


class ContentBlock(BlockFields):
    kind: Literal["content"]
    data: ContentData


class ArticleBlock(BlockFields):
    kind: Literal["article"]
    data: ArticleData


class CoverBlock(BlockFields):
    kind: Literal["cover"]
    data: CoverData


class TicketListBlock(BlockFields):
    kind: Literal["ticket-list"]
    data: EventsData


class MovieInfoBlock(BlockFields):
    kind: Literal["movie-info"]
    data: MovieInfoData


class CardListBlock(BlockFields):
    kind: Literal["card-list"]
    data: CardsData


class CultureProgramBlock(BlockFields):
    kind: Literal["culture-program"]
    data: EventsData


class NewsSubscribeBlock(BlockFields):
    kind: Literal["news-subscribe"]
    data: TitledData


class CoverFlowBlock(BlockFields):
    kind: Literal["cover-flow"]
    data: ProductionsData


class ScheduleBlock(BlockFields):
    kind: Literal["schedule"]
    data: EventsData


class SlideshowBlock(BlockFields):
    kind: Literal["slideshow"]
    data: ProductionsData


class EventsBlock(BlockFields):
    kind: Literal["events"]
    data: ProductionsData


class SearchResultsBlock(BlockFields):
    kind: Literal["search-results"]
    data: NoData


class SearchFieldBlock(BlockFields):
    kind: Literal["search-field"]
    data: SearchFieldData


class TicketBlock(BlockFields):
    kind: Literal["ticket"]
    data: TicketData


class CardBlock(BlockFields):
    kind: Literal["card"]
    data: CardData


# The block kinds: the one list, from which the kinds' names and data models follow.
Block = Annotated[
    QuickLinksBlock | TitleBlock | ProgramBlock | ContentBlock | ArticleBlock | CoverBlock | TicketListBlock
    | MovieInfoBlock | CardListBlock | CultureProgramBlock | NewsSubscribeBlock | CoverFlowBlock | ScheduleBlock
    | SlideshowBlock | EventsBlock | SearchResultsBlock | SearchFieldBlock | TicketBlock | CardBlock,
    Field(discriminator="kind", title="Block"),
]  # fmt: skip
BLOCK_MODELS: dict[str, type[BlockFields]] = {
    get_args(model.model_fields["kind"].annotation)[0]: model for model in get_args(get_args(Block)[0])
}
BLOCK_KINDS = frozenset(BLOCK_MODELS)


def block_data_model(kind: str) -> type[Model]:
    """The data model of a block kind."""
    data: type[Model] = BLOCK_MODELS[kind].model_fields["data"].annotation  # type: ignore[assignment]
    return data


class Meta(Model):
    locale: str
    title: str
    description: str
    keywords: str
    image: ImageUrl | None
    facebook_verification_code: str | None


class Route(Model):
    """`routes/<path>.json`: one route's page context (the site-wide part is in `site.json`)."""

    format_version: FormatVersion
    path: RoutePath
    kind: RouteKind
    title: str
    page_id: str | None
    template: Template
    blocks: list[Block]
    meta: Meta
    production: Production | None = Field(description="film and culture routes")
    events: list[Showing] | None = Field(description="film and culture routes: the production's events by start")
    article: Article | None = Field(description="article routes")


class Chunk(Model):
    """`chunks/…/<n>.json`: one further page of a listing."""

    page: int
    items: list[Card]


# --- the folder's index and the other files ---------------------------------------------------------------------


class ManifestRoute(Model):
    path: RoutePath
    kind: RouteKind
    title: str
    file: str
    hash: str = Field(description="First 16 hex digits of the file's SHA-256")
    record_id: str | None
    param: str | None


class Manifest(Model):
    """`manifest.json`: every route, and the hash of every other file."""

    format_version: FormatVersion
    site_id: str
    title: str
    host: Url
    routes: list[ManifestRoute]
    files: dict[str, str] = Field(description="File (relative path) -> hash, for every file but the routes")


class Redirect(Model):
    from_: RoutePath = Field(alias="from")
    to: Url
    reason: Literal["alias", "slug-history"]


class SearchEntry(Model):
    """One thing the site search finds. The search page downloads the index whole, so the keys are one letter."""

    kind: Literal["film", "event", "article", "page"] = Field(
        alias="k", description="A film (showing or coming), a culture production, an article, or a static page"
    )
    title: str = Field(alias="t", description="The film's, production's, article's or page's title")
    summary: str = Field(
        alias="s", description=f"Plain text, about {SEARCH_SUMMARY_LENGTH} characters at most, cut at a word"
    )
    days: list[str] = Field(
        alias="d",
        description="Days in Oslo (`2026-11-27`): an article's publication; a production's performances from the "
        "build on, in order (none when it has no performance planned); none for a page",
    )
    category: str | None = Field(
        alias="c", description="A culture production's category (`Konsert`); a film's genres; an article's"
    )
    url: RoutePath = Field(alias="u", description="The path of its page")


REDIRECTS: TypeAdapter[list[Redirect]] = TypeAdapter(list[Redirect])
SEARCH_INDEX: TypeAdapter[list[SearchEntry]] = TypeAdapter(list[SearchEntry])
# The model of each JSON file of the output, by its name, or by its folder (`routes/`, `chunks/`).
_FILE_MODELS: dict[str, TypeAdapter[Any]] = {
    "manifest.json": TypeAdapter(Manifest),
    "site.json": TypeAdapter(Site),
    "redirects.json": REDIRECTS,
    "search-index.json": SEARCH_INDEX,
    "routes/": TypeAdapter(Route),
    "chunks/": TypeAdapter(Chunk),
}


def file_model(name: str) -> TypeAdapter[Any] | None:
    """The model of an output file by its relative path (`routes/kino.json`); None for one that is not JSON."""
    by_folder = _FILE_MODELS.get(name.partition("/")[0] + "/") if "/" in name else None
    return _FILE_MODELS.get(name, by_folder)


def json_schema() -> dict[str, Any]:
    """One JSON Schema document with a definition per model: the web app's types are generated from it."""
    _, schema = models_json_schema(
        [(m, "serialization") for m in (Manifest, Site, Route, Chunk, Redirect, SearchEntry)],
        title="Route data",
        description=f"Format version {FORMAT_VERSION} of the files the pipeline publishes for the web app.",
    )
    return schema


def schema_text() -> str:
    return json.dumps(json_schema(), ensure_ascii=False, indent=2, sort_keys=True) + "\n"
