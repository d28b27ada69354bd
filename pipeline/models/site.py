"""The site, its theme (menu and footer) and its redirect table."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, field_validator

from pipeline.models.base import CmsModel


class Alias(CmsModel):
    from_path: str
    to_path: str


class Locale(CmsModel):
    available: list[str] = ["nb"]
    default: str = "nb"
    enabled: list[str] = ["nb"]

    @field_validator("available", "enabled", mode="before")
    @classmethod
    def _split(cls, value: Any) -> Any:
        """The spec allows a string of locale codes as well as an array."""
        return [v.strip() for v in value.split(",") if v.strip()] if isinstance(value, str) else value


class Component(CmsModel):
    id: str
    name: str
    version: str
    train: str = "v1"

    @field_validator("version", mode="before")
    @classmethod
    def _text(cls, value: Any) -> Any:
        return str(value) if isinstance(value, int) else value


class Ticketing(CmsModel):
    host: str
    venue: str


class MenuItem(CmsModel):
    id: str
    path: str
    label: str
    parent: str = ""
    place: Literal["header", "footer"]
    locale: str = "nb"
    order: int = 0
    open_in_new_window: bool | None = None

    @field_validator("parent", mode="before")
    @classmethod
    def _no_parent(cls, value: Any) -> Any:
        return "" if value is None else value


class FooterItem(CmsModel):
    type: Literal["title", "text", "link", "html"]
    value: str
    href: str | None = None
    order: int = 0


class FooterColumn(CmsModel):
    locale: str = "nb"
    title: str
    order: int = 0
    items: list[FooterItem] = []


class SearchSettings(CmsModel):
    submit_path: str = "/sok"
    enabled: bool = False


class LanguageSettings(CmsModel):
    submit_path: str = "/"
    enabled: bool = False
    language_icon: str | None = None


class Theme(CmsModel):
    id: str
    name: str
    train: str = "v1"
    variant: str | None = None
    favicon: str | None = None
    logo: str | None = None
    logo_alt: str | None = None
    search: SearchSettings = SearchSettings()
    language: LanguageSettings = LanguageSettings()
    menu: list[MenuItem] = []
    footer: list[FooterColumn] = []


class Site(CmsModel):
    """A site of `/v1/sites`. Its pages are checked one by one (see `Page`), so one bad page cannot sink the site."""

    id: str
    title: str
    host: str
    venue: str
    stage: str = "production"
    published: bool = False
    partners: list[int] = []
    aliases: list[Alias] = []
    locale: Locale = Locale()
    components: list[Component] = []
    skeleton_version: str | None = Field(default=None, validation_alias="skeleton")
    facebook_pixel_id: str | None = None
    analytics_id: str | None = None
    ticketing: Ticketing | None = None
    theme: Theme
    pages: list[dict[str, Any]] = []

    @field_validator("skeleton_version", mode="before")
    @classmethod
    def _skeleton(cls, value: Any) -> Any:
        return str(value.get("version")) if isinstance(value, dict) and value.get("version") is not None else None

    @field_validator("facebook_pixel_id", "analytics_id", mode="before")
    @classmethod
    def _id_text(cls, value: Any) -> Any:
        return str(value) if isinstance(value, int) else value
