"""`site.json`: the parts of every page context that are the same on every route (theme, menus, membership)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pipeline.defs.route_data import format as fmt
from pipeline.defs.route_data.records import SiteData
from pipeline.defs.route_data.report import Report
from pipeline.defs.route_data.sanitize import clean_html
from pipeline.urls import checked, clean_image_url, clean_link
from warehouse.read import Record


@dataclass(frozen=True)
class Endpoints:
    """Browser-side services the exported site calls: not secrets, so they may be in the route data."""

    public_events_url: str
    membership_api: dict[int, str]  # by partner id, as the configuration names them (MEMBERSHIP_API_118, …)


def link(url: Any, where: str, report: Report) -> str | None:
    return checked(clean_link, url, where, report.dropped_values)


def image(url: Any, where: str, report: Report) -> str | None:
    return checked(clean_image_url, url, where, report.dropped_values)


def _menu(data: SiteData, place: str, report: Report) -> list[fmt.MenuItem]:
    items = [m for m in data.menu if m["place"] == place]

    def node(item: Record) -> fmt.MenuItem:
        return fmt.MenuItem(
            id=item["item_id"],
            label=item["label"],
            path=link(item["path"], f"menu item {item['item_id']}", report),
            open_in_new_window=bool(item["open_in_new_window"]),
            children=[node(child) for child in items if child["parent_id"] == item["item_id"]],
        )

    ids = {m["item_id"] for m in items}
    return [node(m) for m in items if not m["parent_id"] or m["parent_id"] not in ids]


def theme(data: SiteData, report: Report) -> fmt.Theme:
    t = data.theme
    return fmt.Theme(
        name=t.get("name"),
        train=t.get("train"),
        variant=t.get("variant"),
        favicon=image(t.get("favicon"), "theme favicon", report),
        logo=image(t.get("logo"), "theme logo", report),
        logo_alt=image(t.get("logo_alt"), "theme logoAlt", report),
        search=fmt.SearchSettings(
            submit_path=link(t.get("search_submit_path"), "theme search submitPath", report),
            enabled=bool(t.get("search_enabled")),
        ),
        language=fmt.LanguageSettings(
            submit_path=link(t.get("language_submit_path"), "theme language submitPath", report),
            enabled=bool(t.get("language_enabled")),
            language_icon=t.get("language_icon"),
        ),
        menu=fmt.Menus(header=_menu(data, "header", report), footer=_menu(data, "footer", report)),
        footer=[
            fmt.FooterColumn(
                title=column["title"],
                order=column["order"],
                items=[
                    fmt.FooterItem(
                        type=item["type"],
                        value=clean_html(item["value"]) if item["type"] == "html" else item["value"],
                        href=link(item["href"], f"footer '{column['title']}' item", report),
                        order=item["order"],
                    )
                    for item in column["items"]
                ],
            )
            for column in data.footer
        ],
    )


def membership(data: SiteData, endpoints: Endpoints) -> fmt.Membership:
    """Enabled only when the site's first partner has a membership provider configured."""
    partners = data.site.get("partners") or []
    first = partners[0] if partners else None
    base = endpoints.membership_api.get(first, "") if first is not None else ""
    api_base = clean_link(base.rstrip("/")) if base else None
    return fmt.Membership(enabled=api_base is not None, partner=first, api_base=api_base)


def site_wide(data: SiteData, endpoints: Endpoints, report: Report) -> fmt.Site:
    """`site.json`: the parts of every page context that are the same on every route."""
    locale = fmt.Locale.model_validate(data.site["locale"])
    partners = data.site.get("partners") or []
    public_base = clean_link(endpoints.public_events_url.rstrip("/"))
    ticketing_host = clean_link(data.site.get("ticketing_host"))
    return fmt.Site(
        format_version=fmt.FORMAT_VERSION,
        site_id=data.site_id,
        title=data.title,
        host=data.host,
        stage=data.site.get("stage") or "",
        locale=locale,
        active_locale=locale.default,
        preferred_language=locale.default,
        partners=partners,
        ga_tracking_id=data.site.get("analytics_id"),
        facebook_pixel_id=data.site.get("facebook_pixel_id"),
        theme=theme(data, report),
        membership=membership(data, endpoints),
        public_events=(
            fmt.PublicEvents(base_url=public_base, site=f"site{partners[0]}a") if partners and public_base else None
        ),
        ticketing=(
            fmt.Ticketing(host=ticketing_host, venue=str(data.site["ticketing_venue"]))
            if ticketing_host and data.site.get("ticketing_venue")
            else None
        ),
    )
