"""The warehouse's tables as SQLModel models; every table carries `site_id`, so sites never mix."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from sqlalchemy import JSON, BigInteger, Column, DateTime
from sqlmodel import Field, SQLModel


def _json() -> Any:
    return Field(default=None, sa_column=Column(JSON))


def _key() -> Any:
    return Field(primary_key=True)


class Site(SQLModel, table=True):
    __tablename__ = "sites"
    site_id: str = _key()
    title: str
    host: str
    venue: str
    stage: str
    published: bool
    partners: list[int] = _json()
    locale: dict[str, Any] = _json()
    components: list[dict[str, Any]] = _json()
    skeleton_version: str | None = None
    facebook_pixel_id: str | None = None
    analytics_id: str | None = None
    ticketing_host: str | None = None
    ticketing_venue: str | None = None
    # Which site the later stages build when CMS_SITE_ID is not set: the one ingested last.
    ingested_at: datetime = Field(sa_column=Column(DateTime(timezone=True), nullable=False))


class Theme(SQLModel, table=True):
    __tablename__ = "themes"
    site_id: str = _key()
    theme_id: str
    name: str
    train: str
    variant: str | None = None
    favicon: str | None = None
    logo: str | None = None
    logo_alt: str | None = None
    search_enabled: bool
    search_submit_path: str
    language_enabled: bool
    language_submit_path: str
    language_icon: str | None = None


class MenuItem(SQLModel, table=True):
    __tablename__ = "menu_items"
    site_id: str = _key()
    item_id: str = _key()
    path: str
    label: str
    parent_id: str
    place: str
    locale: str
    order: int
    open_in_new_window: bool | None = None


class FooterColumn(SQLModel, table=True):
    __tablename__ = "footer_columns"
    site_id: str = _key()
    column_index: int = _key()  # position in the CMS's list: columns carry no id of their own
    locale: str
    title: str
    order: int


class FooterItem(SQLModel, table=True):
    __tablename__ = "footer_items"
    site_id: str = _key()
    column_index: int = _key()
    item_index: int = _key()
    type: str
    value: str
    href: str | None = None
    order: int


class Alias(SQLModel, table=True):
    __tablename__ = "aliases"
    site_id: str = _key()
    from_path: str = _key()
    to_path: str


class Page(SQLModel, table=True):
    __tablename__ = "pages"
    site_id: str = _key()
    page_id: str = _key()
    title: str
    path: str
    layout: str
    page_type: str
    template: dict[str, Any] = _json()
    sources: list[dict[str, Any]] = _json()
    meta: list[dict[str, Any]] = _json()


class Block(SQLModel, table=True):
    __tablename__ = "blocks"
    site_id: str = _key()
    block_id: str = _key()
    page_id: str
    component: str
    kind: str
    hide: bool
    place_row: int
    place_column: int
    place_order: int
    metadata_model: str | None = None
    metadata_version: str | None = None
    properties: list[dict[str, Any]] = _json()


class BlockData(SQLModel, table=True):
    __tablename__ = "block_data"
    site_id: str = _key()
    block_id: str = _key()
    page_id: str
    data_id: str | None = None
    locale: str
    bindings: dict[str, Any] = _json()
    fields: dict[str, Any] = _json()


class Production(SQLModel, table=True):
    __tablename__ = "productions"
    site_id: str = _key()
    production_id: str = _key()
    object: str
    object_class: str
    title: str
    edi_number: str | None = None
    parent_slug: str | None = None
    page_reference: str | None = None
    featured: bool
    features: list[str] = _json()
    category: str | None = None
    genres: list[str] = _json()
    duration: int | None = None
    age_rating: str | None = None
    premiere: date | None = None
    director: str | None = None
    updated_at: int | None = Field(default=None, sa_type=BigInteger)


class ProductionContent(SQLModel, table=True):
    __tablename__ = "production_contents"
    site_id: str = _key()
    production_id: str = _key()
    position: int = _key()
    summary: str | None = None
    body: str | None = None


class ProductionAsset(SQLModel, table=True):
    __tablename__ = "production_assets"
    site_id: str = _key()
    production_id: str = _key()
    position: int = _key()
    type: str
    url: str
    focal_point_query: str


class Event(SQLModel, table=True):
    __tablename__ = "events"
    site_id: str = _key()
    event_id: str = _key()
    event_number: int = Field(sa_type=BigInteger)
    production_id: str
    start_time: datetime = Field(sa_column=Column(DateTime(timezone=True), nullable=False))
    auditorium: str | None = None
    featured: bool
    sold_out: bool
    production_parent_slug: str | None = None
    production_page_reference: str | None = None


class Article(SQLModel, table=True):
    __tablename__ = "articles"
    site_id: str = _key()
    article_id: str = _key()
    title: str
    slug: str
    category: str
    author: str | None = None
    content: str
    image: str | None = None
    thumbnail: str | None = None
    order: int
    locale: str
    created_at: int = Field(sa_type=BigInteger)
    updated_at: int | None = Field(default=None, sa_type=BigInteger)


class IngestIssue(SQLModel, table=True):
    """Records the CMS sent that were left out, per dataset: what the asset checks and the UI report."""

    __tablename__ = "ingest_issues"
    site_id: str = _key()
    dataset: str = _key()
    position: int = _key()
    record_id: str
    field: str
    problem: str


class ProductionSlug(SQLModel, table=True):
    """The effective page slugs of a production: the CMS's own, or derived (see pipeline/defs/routing/slugs.py)."""

    __tablename__ = "production_slugs"
    site_id: str = _key()
    production_id: str = _key()
    parent_slug: str | None = None  # films
    page_reference: str | None = None  # culture
    derived: bool


class SlugHistory(SQLModel, table=True):
    """Every slug a production has had, so an old path can redirect to the current one."""

    __tablename__ = "slug_history"
    site_id: str = _key()
    production_id: str = _key()
    slug: str = _key()
    first_seen: datetime = Field(sa_column=Column(DateTime(timezone=True), nullable=False))
    last_seen: datetime = Field(sa_column=Column(DateTime(timezone=True), nullable=False))


class Route(SQLModel, table=True):
    """One page of the static site: a page path, or a parameterised page path filled with one value."""

    __tablename__ = "routes"
    site_id: str = _key()
    path: str = _key()
    kind: str  # page, film, culture, article, record, listing, not-found
    page_id: str | None = None
    param: str | None = None
    record_id: str | None = None
    title: str
    sources: dict[str, list[str]] = _json()  # record ids by page source name, for this route


class BuildState(SQLModel, table=True):
    """What each build step last built from: a step whose inputs have not changed since skips its work."""

    __tablename__ = "build_state"
    site_id: str = _key()
    step: str = _key()
    fingerprint: str  # of the step's inputs and of the code (pipeline/defs/unchanged.py)
    summary: dict[str, Any] = _json()  # what the step reported, to report again when it skips
    built_at: datetime = Field(sa_column=Column(DateTime(timezone=True), nullable=False))
    # Ingest steps: the digest of the upstream answer they loaded, and its ETag (to ask whether it changed).
    digest: str | None = None
    etag: str | None = None
