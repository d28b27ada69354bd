"""The route data's format, defined once: pydantic models of every file the web app reads.

`scripts/route-data-schema` writes them as JSON Schema to `schema/route-data.schema.json`, which is committed;
the web app generates its TypeScript types from it, and a test fails when the committed schema is stale. The block
kinds are in `kinds/`, the parts every file shares in `parts.py`.
"""

from __future__ import annotations

import json
from typing import Annotated, Any, Literal, get_args

from pydantic import AfterValidator, Field, TypeAdapter
from pydantic.json_schema import models_json_schema

from pipeline.defs.route_data.kinds import Block
from pipeline.defs.route_data.parts import (
    Article,
    Card,
    Event,
    ImageUrl,
    Model,
    Production,
    RoutePath,
    Showing,
    Url,
)
from pipeline.urls import REDIRECT_TARGET_RULE, redirect_target

# The format's version, named once: every file's `formatVersion` is this literal, and the schema's const follows.
FormatVersion = Literal[6]
FORMAT_VERSION: int = get_args(FormatVersion)[0]
SEARCH_SUMMARY_LENGTH = 160  # characters of a search entry's summary

RouteKind = Literal["page", "film", "culture", "article", "record", "listing", "not-found"]


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


class DayShowings(Model):
    """`days/…/<day>.json`: a programme's showings of one day (its block's `days`), in time order."""

    day: str = Field(description="The day in Oslo, `2026-12-05`")
    items: list[Event]


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


def _target(target: str) -> str:
    # The hosts' configurations are written from this file: what reaches it has passed the one rule, as it is.
    if redirect_target(target) != target:
        raise ValueError(REDIRECT_TARGET_RULE)
    return target


RedirectTarget = Annotated[
    str,
    AfterValidator(_target),
    Field(
        description="A route path, or an https: URL of the characters no host's configuration reads as more than "
        "themselves (pipeline.urls.redirect_target)"
    ),
]


class Redirect(Model):
    from_: RoutePath = Field(alias="from")
    to: RedirectTarget
    reason: Literal["alias", "slug-history"]


SearchKind = Literal["film", "event", "article", "page"]


class SearchEntry(Model):
    """One thing the site search finds. The search page downloads the index whole, so the keys are one letter."""

    kind: SearchKind = Field(
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
    director: str | None = Field(alias="r", description="A production's director, as the CMS gives it")
    features: list[str] = Field(
        alias="f",
        description="A production's features as the CMS gives them (`Norsk tale`, `3D`, `Teleslynge`): each is "
        "found as a phrase too, so «norsk tale» finds «Norsk tale» and not «Engelsk tale», «Norsk tekst»",
    )
    text: str = Field(
        alias="x",
        description="The words of its text the other keys do not have, each once, in lower case and in order, "
        "space-separated (the search matches words, not sentences): a production's content, an article's, a "
        "page's text blocks and keywords",
    )
    url: RoutePath = Field(alias="u", description="The path of its page")


REDIRECTS: TypeAdapter[list[Redirect]] = TypeAdapter(list[Redirect])
SEARCH_INDEX: TypeAdapter[list[SearchEntry]] = TypeAdapter(list[SearchEntry])
# The model of each JSON file of the output, by its name, or by its folder (`routes/`, `chunks/`, `days/`).
_FILE_MODELS: dict[str, TypeAdapter[Any]] = {
    "manifest.json": TypeAdapter(Manifest),
    "site.json": TypeAdapter(Site),
    "redirects.json": REDIRECTS,
    "search-index.json": SEARCH_INDEX,
    "routes/": TypeAdapter(Route),
    "chunks/": TypeAdapter(Chunk),
    "days/": TypeAdapter(DayShowings),
}


def file_model(name: str) -> TypeAdapter[Any] | None:
    """The model of an output file by its relative path (`routes/kino.json`); None for one that is not JSON."""
    by_folder = _FILE_MODELS.get(name.partition("/")[0] + "/") if "/" in name else None
    return _FILE_MODELS.get(name, by_folder)


def json_schema() -> dict[str, Any]:
    """One JSON Schema document with a definition per model: the web app's types are generated from it."""
    _, schema = models_json_schema(
        [(m, "serialization") for m in (Manifest, Site, Route, Chunk, DayShowings, Redirect, SearchEntry)],
        title="Route data",
        description=f"Format version {FORMAT_VERSION} of the files the pipeline publishes for the web app.",
    )
    return schema


def schema_text() -> str:
    return json.dumps(json_schema(), ensure_ascii=False, indent=2, sort_keys=True) + "\n"
