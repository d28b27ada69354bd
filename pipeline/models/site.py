"""The site, its theme (menu and footer) and its redirect table."""

from __future__ import annotations

import re
from typing import Any, ClassVar, Literal
from urllib.parse import urlsplit

from pydantic import Field, field_validator

from pipeline.models.base import CmsModel
from pipeline.models.page import ROUTE_PATH_RULE, Page
from pipeline.models.ranges import Order, PartnerId
from pipeline.urls import HOST_NAME, REDIRECT_TARGET_RULE, clean_link, is_route_path, redirect_target

_WEB_URL = re.compile(r"^https?://", re.IGNORECASE)
SITE_HOST_RULE = "not an http(s) URL of a host name (a port and a route path at most; no query, space or control)"
# Ids the web app writes into its analytics scripts: anything else could break out of the script's string.
ANALYTICS_ID = r"^G-[A-Z0-9]{4,20}$"
FACEBOOK_PIXEL_ID = r"^[0-9]{5,20}$"


def is_web_url(url: str) -> bool:
    """An absolute http(s) URL that the link policy accepts."""
    cleaned = clean_link(url)
    return cleaned is not None and _WEB_URL.match(cleaned) is not None


class Alias(CmsModel):
    """A redirect: `fromPath` is a route path of the site; `toPath` another, or an https: URL by the one rule for a
    redirect's target (`pipeline.urls.redirect_target`), kept in the form the hosts' configurations are given."""

    KEY: ClassVar[str] = "from_path"  # one redirect per path

    from_path: str
    to_path: str

    @field_validator("from_path")
    @classmethod
    def _from_route(cls, path: str) -> str:
        if not is_route_path(path):
            raise ValueError(f"not a route path: {ROUTE_PATH_RULE}")
        return path

    @field_validator("to_path")
    @classmethod
    def _to_route_or_web(cls, target: str) -> str:
        checked = redirect_target(target)
        if checked is None:
            raise ValueError(REDIRECT_TARGET_RULE)
        return checked


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
    order: Order = 0
    open_in_new_window: bool | None = None

    @field_validator("parent", mode="before")
    @classmethod
    def _no_parent(cls, value: Any) -> Any:
        return "" if value is None else value


class FooterItem(CmsModel):
    type: Literal["title", "text", "link", "html"]
    value: str
    href: str | None = None
    order: Order = 0


class FooterColumn(CmsModel):
    """A footer column. Its items are checked one by one (see `FooterItem`)."""

    locale: str = "nb"
    title: str
    order: Order = 0
    items: list[FooterItem] = []


class SearchSettings(CmsModel):
    submit_path: str = "/sok"
    enabled: bool = False


class LanguageSettings(CmsModel):
    submit_path: str = "/"
    enabled: bool = False
    language_icon: str | None = None


class Theme(CmsModel):
    """The theme. Its menu items and footer columns are checked one by one."""

    ESSENTIAL: ClassVar[frozenset[str]] = frozenset({"id", "name"})

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
    """A site of `/v1/sites`. Its aliases, theme and pages are checked one by one, so one bad record cannot sink
    the site; a field the site can do without that breaks the contract is dropped. Only a site without a usable
    id, title, host, venue or list of pages cannot be built."""

    ESSENTIAL: ClassVar[frozenset[str]] = frozenset({"id", "title", "host", "venue", "pages"})

    id: str
    title: str
    host: str
    venue: str
    stage: str = "production"
    published: bool = False
    partners: list[PartnerId] = []
    aliases: list[Alias] = []
    locale: Locale = Locale()
    components: list[Component] = []
    skeleton_version: str | None = Field(default=None, validation_alias="skeleton")
    facebook_pixel_id: str | None = Field(default=None, pattern=FACEBOOK_PIXEL_ID)
    analytics_id: str | None = Field(default=None, pattern=ANALYTICS_ID)
    ticketing: Ticketing | None = None
    theme: Theme | None = None
    pages: list[Page] = []

    @field_validator("host")
    @classmethod
    def _web_host(cls, host: str) -> str:
        # The host is written into robots.txt, the sitemap's XML, canonical links and the hosts' server_name: a URL
        # of a host name alone, printable ASCII throughout, so that no line, tag or directive can start inside it.
        if not (is_web_url(host) and re.fullmatch(r"[!-~]+", host)):
            raise ValueError(SITE_HOST_RULE)
        parts = urlsplit(host)
        try:
            port = parts.port
        except ValueError:
            port = -1
        if not HOST_NAME.fullmatch(parts.hostname or "") or parts.netloc.count("@") or port == 0 or port == -1:
            raise ValueError(SITE_HOST_RULE)
        if not (parts.path in ("", "/") or is_route_path(parts.path.rstrip("/"))) or parts.query or parts.fragment:
            raise ValueError(SITE_HOST_RULE)
        return host

    @field_validator("skeleton_version", mode="before")
    @classmethod
    def _skeleton(cls, value: Any) -> Any:
        return str(value.get("version")) if isinstance(value, dict) and value.get("version") is not None else None

    @field_validator("facebook_pixel_id", "analytics_id", mode="before")
    @classmethod
    def _id_text(cls, value: Any) -> Any:
        return str(value) if isinstance(value, int) else value
