"""`site.json`: the parts of every page context that are the same on every route (theme, menus, membership)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pipeline.defs.route_data import format as fmt
from pipeline.defs.route_data.links import unlinked
from pipeline.defs.route_data.records import SiteData, SiteRows
from pipeline.defs.route_data.report import Report
from pipeline.defs.route_data.sanitize import clean_html
from pipeline.internal_links import leads_nowhere
from pipeline.urls import checked, clean_image_url, clean_link
from warehouse import tables


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
    """A menu tree. An item whose link leads nowhere (to an article deleted since, say) is left out, so one stale
    link never stops the site; one with a submenu keeps it, without a link of its own: the web app opens a submenu
    by a button, not by the item's link."""
    items = [m for m in data.menu if m.place == place]

    def node(item: tables.MenuItem) -> fmt.MenuItem | None:
        children = [c for c in (node(m) for m in items if m.parent_id == item.item_id) if c is not None]
        path = link(item.path, f"menu item {item.item_id}", report)
        if leads_nowhere(path, data.known_paths):
            what = "its link is left out, its submenu kept" if children else "it is left out"
            report.dropped_links.append(
                f"{place} menu item {item.item_id} '{item.label}': {path} is no page or redirect; {what}"
            )
            if not children:
                return None
            path = None
        return fmt.MenuItem(
            id=item.item_id,
            label=item.label,
            path=path,
            open_in_new_window=bool(item.open_in_new_window),
            children=children,
        )

    ids = {m.item_id for m in items}
    tops = (node(m) for m in items if not m.parent_id or m.parent_id not in ids)
    return [m for m in tops if m is not None]


def _footer_item(
    data: SiteData, column: tables.FooterColumn, item: tables.FooterItem, report: Report
) -> fmt.FooterItem | None:
    """A footer item; one whose link leads nowhere is left out, as a menu item's is, and an HTML item keeps the text
    of such a link."""
    where = f"footer column '{column.title}' item {item.order}"
    href = link(item.href, f"footer '{column.title}' item", report)
    if leads_nowhere(href, data.known_paths):
        report.dropped_links.append(f"{where} '{item.value}': {href} is no page or redirect; it is left out")
        return None
    value = item.value
    if item.type == "html":
        value = clean_html(value, where, report.sanitised_fields)
        value = unlinked(value, where, data.known_paths, report.dropped_links)
    return fmt.FooterItem.model_validate({"type": item.type, "value": value, "href": href, "order": item.order})


def _footer(data: SiteData, report: Report) -> list[fmt.FooterColumn]:
    columns = []
    for column, stored in data.footer:
        items = [i for i in (_footer_item(data, column, item, report) for item in stored) if i is not None]
        if items or not stored:  # a column whose every link went would be a heading over nothing
            columns.append(fmt.FooterColumn(title=column.title, order=column.order, items=items))
    return columns


def theme(data: SiteData, report: Report) -> fmt.Theme:
    """The theme, its menus and footer without the links that lead nowhere."""
    t = data.theme
    return fmt.Theme(
        name=t and t.name,
        train=t and t.train,
        variant=t and t.variant,
        favicon=image(t and t.favicon, "theme favicon", report),
        logo=image(t and t.logo, "theme logo", report),
        logo_alt=image(t and t.logo_alt, "theme logoAlt", report),
        search=fmt.SearchSettings(
            submit_path=link(t and t.search_submit_path, "theme search submitPath", report),
            enabled=bool(t and t.search_enabled),
        ),
        language=fmt.LanguageSettings(
            submit_path=link(t and t.language_submit_path, "theme language submitPath", report),
            enabled=bool(t and t.language_enabled),
            language_icon=t and t.language_icon,
        ),
        menu=fmt.Menus(header=_menu(data, "header", report), footer=_menu(data, "footer", report)),
        footer=_footer(data, report),
    )


def membership(data: SiteRows, endpoints: Endpoints) -> fmt.Membership:
    """Enabled only when the site's first partner has a membership provider configured."""
    partners = data.site.partners or []
    first = partners[0] if partners else None
    base = endpoints.membership_api.get(first, "") if first is not None else ""
    api_base = clean_link(base.rstrip("/")) if base else None
    return fmt.Membership(enabled=api_base is not None, partner=first, api_base=api_base)


def site_wide(data: SiteData, endpoints: Endpoints, report: Report) -> fmt.Site:
    """`site.json`: the parts of every page context that are the same on every route."""
    locale = fmt.Locale.model_validate(data.site.locale)
    partners = data.site.partners or []
    public_base = clean_link(endpoints.public_events_url.rstrip("/"))
    ticketing_host = clean_link(data.site.ticketing_host)
    return fmt.Site(
        format_version=fmt.FORMAT_VERSION,
        site_id=data.site_id,
        title=data.title,
        host=data.host,
        stage=data.site.stage or "",
        locale=locale,
        active_locale=locale.default,
        preferred_language=locale.default,
        partners=partners,
        ga_tracking_id=data.site.analytics_id,
        facebook_pixel_id=data.site.facebook_pixel_id,
        theme=theme(data, report),
        membership=membership(data, endpoints),
        public_events=(
            fmt.PublicEvents(base_url=public_base, site=f"site{partners[0]}a") if partners and public_base else None
        ),
        ticketing=(
            fmt.Ticketing(host=ticketing_host, venue=data.site.ticketing_venue)
            if ticketing_host and data.site.ticketing_venue
            else None
        ),
    )
