"""The page context of one route: blocks with resolved data, meta, theme, locale, partners, membership."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pipeline.defs.route_data import meta as meta_rules
from pipeline.defs.route_data.bindings import BindingSyntaxError, Unresolved, parse, resolve
from pipeline.defs.route_data.records import SiteData
from pipeline.defs.route_data.sanitize import clean_html, clean_rich_text, looks_like_html
from pipeline.defs.routing.routes import Route
from pipeline.urls import clean_link
from warehouse.read import Record

BLOCK_KINDS = frozenset(
    {
        "quick-links", "title", "program", "content", "article", "cover", "ticket-list", "movie-info",
        "card-list", "culture-program", "news-subscribe", "cover-flow", "schedule", "slideshow", "events",
        "search-results", "search-field", "ticket", "card",
    }
)  # fmt: skip
MEMBERSHIP_PARTNERS = (118, 178)
EXAMPLES = 20


@dataclass
class Report:
    """What route building noticed without failing: shown in the asset's metadata."""

    bindings_resolved: int = 0
    bindings_unresolved: int = 0
    unresolved_examples: list[str] = field(default_factory=list)
    skipped_blocks: list[str] = field(default_factory=list)
    dropped_links: list[str] = field(default_factory=list)

    def unresolved(self, where: str, why: str) -> None:
        self.bindings_unresolved += 1
        if len(self.unresolved_examples) < EXAMPLES:
            self.unresolved_examples.append(f"{where}: {why}")


@dataclass(frozen=True)
class Endpoints:
    """Browser-side services the exported site calls: not secrets, so they may be in the route JSON."""

    public_events_url: str
    membership_api: dict[int, str]


def _clean_value(key: str, value: Any, host: str, where: str, report: Report) -> Any:
    if key == "content" and isinstance(value, str):
        return clean_rich_text(value, host)
    if key == "links" and isinstance(value, list):
        links = []
        for link in value:
            url = clean_link(link.get("url")) if isinstance(link, dict) else None
            if url is None:
                report.dropped_links.append(f"{where}: {link!r}")
                continue
            links.append({"title": str(link.get("title") or ""), "url": url})
        return links
    if isinstance(value, str) and looks_like_html(value):
        return clean_html(value, host)
    return value


def bind(
    static: dict[str, Any], bindings: dict[str, Any], sources: dict[str, Any], where: str, report: Report
) -> dict[str, Any]:
    """Static fields, with every binding that names a source replaced by the value its path finds there.

    A binding whose source is null keeps the static value; one that cannot be resolved leaves the field empty.
    """
    values = dict(static)
    for name, binding in bindings.items():
        source = binding.get("source")
        if source is None:
            continue
        values[name] = None
        if source not in sources:
            report.unresolved(f"{where} {name}", f"no source '{source}' on this page")
            continue
        try:
            values[name] = resolve(sources[source], parse(str(binding.get("binding") or "")))
            report.bindings_resolved += 1
        except BindingSyntaxError as error:
            report.unresolved(f"{where} {name}", str(error))
        except Unresolved:
            report.unresolved(f"{where} {name}", f"{source}.{binding.get('binding')} has no value")
    return values


def blocks(data: SiteData, route: Route, sources: dict[str, Any], report: Report) -> list[dict[str, Any]]:
    result = []
    for block in data.blocks.get(route.page_id or "", []):
        if block["hide"]:
            continue
        where = f"{route.path} block {block['block_id']}"
        if block["kind"] not in BLOCK_KINDS:
            report.skipped_blocks.append(f"page {route.page_id} block {block['block_id']}: {block['component']}")
            continue
        stored = data.block_data.get(block["block_id"], {})
        static = {k: _clean_value(k, v, data.host, where, report) for k, v in (stored.get("fields") or {}).items()}
        result.append(
            {
                "id": block["block_id"],
                "component": block["component"],
                "kind": block["kind"],
                "place": {"row": block["place_row"], "column": block["place_column"], "order": block["place_order"]},
                "data": bind(static, stored.get("bindings") or {}, sources, where, report),
                "metadata": {
                    "model": block["metadata_model"],
                    "version": block["metadata_version"],
                    "properties": block["properties"],
                },
            }
        )
    return result


def _menu(data: SiteData, place: str, report: Report) -> list[dict[str, Any]]:
    items = [m for m in data.menu if m["place"] == place]

    def node(item: Record) -> dict[str, Any]:
        path = clean_link(item["path"])
        if path is None:
            report.dropped_links.append(f"menu item {item['item_id']}: {item['path']!r}")
        return {
            "id": item["item_id"],
            "label": item["label"],
            "path": path,
            "openInNewWindow": bool(item["open_in_new_window"]),
            "children": [node(child) for child in items if child["parent_id"] == item["item_id"]],
        }

    ids = {m["item_id"] for m in items}
    return [node(m) for m in items if not m["parent_id"] or m["parent_id"] not in ids]


def theme(data: SiteData, report: Report) -> dict[str, Any]:
    t = data.theme
    return {
        "name": t.get("name"),
        "train": t.get("train"),
        "variant": t.get("variant"),
        "favicon": t.get("favicon"),
        "logo": t.get("logo"),
        "logoAlt": t.get("logo_alt"),
        "search": {"submitPath": t.get("search_submit_path"), "enabled": bool(t.get("search_enabled"))},
        "language": {
            "submitPath": t.get("language_submit_path"),
            "enabled": bool(t.get("language_enabled")),
            "languageIcon": t.get("language_icon"),
        },
        "menu": {"header": _menu(data, "header", report), "footer": _menu(data, "footer", report)},
        "footer": [
            {
                "title": column["title"],
                "order": column["order"],
                "items": [
                    {
                        "type": item["type"],
                        "value": clean_html(item["value"], data.host) if item["type"] == "html" else item["value"],
                        "href": clean_link(item["href"]),
                        "order": item["order"],
                    }
                    for item in column["items"]
                ],
            }
            for column in data.footer
        ],
    }


def membership(data: SiteData, endpoints: Endpoints) -> dict[str, Any]:
    """Enabled only when the site's first partner is a known membership partner."""
    partners = data.site.get("partners") or []
    first = partners[0] if partners else None
    if first not in MEMBERSHIP_PARTNERS:
        return {"enabled": False, "partner": first, "apiBase": None}
    return {"enabled": True, "partner": first, "apiBase": endpoints.membership_api[first].rstrip("/")}


def public_events(data: SiteData, endpoints: Endpoints) -> dict[str, Any] | None:
    partners = data.site.get("partners") or []
    if not partners:
        return None
    return {"baseUrl": endpoints.public_events_url.rstrip("/"), "site": f"site{partners[0]}a"}


def page_meta(
    data: SiteData, route: Route, page: Record | None, sources: dict[str, Any], record: Record | None, report: Report
) -> dict[str, Any]:
    locale = data.site["locale"].get("default", "nb")
    entries = (page or {}).get("meta") or []
    entry = next((m for m in entries if m.get("locale") == locale), entries[0] if entries else {})
    static = {k: entry.get(k) for k in ("title", "description", "keywords", "image", "facebookVerificationCode")}
    bound = bind(static, entry.get("bindings") or {}, sources, f"{route.path} meta", report)
    result = {"locale": locale, **bound}
    if route.kind in ("film", "culture") and record is not None:
        first_content = (record.get("contents") or [{}])[0]
        fallback = first_content.get("body") if route.kind == "film" else first_content.get("summary")
        image_asset = meta_rules.first_asset(record, "first_image")
        result["title"] = meta_rules.record_title(str(bound.get("title") or record["title"]), data.title)
        result["description"] = meta_rules.description(bound.get("description") or fallback)
        result["keywords"] = meta_rules.keywords(bound.get("keywords") or record.get("features"))
        result["image"] = (
            meta_rules.share_image(image_asset["url"], image_asset.get("focalPointQuery", "")) if image_asset else None
        )
    elif route.kind == "article" and record is not None:
        result["title"] = meta_rules.record_title(str(bound.get("title") or record["title"]), data.title)
        result["description"] = meta_rules.excerpt(bound.get("description") or record.get("content"))
        result["image"] = bound.get("image") or record.get("image")
    else:
        result["title"] = meta_rules.static_title(data.title, str(bound.get("title") or route.title))
        result["description"] = meta_rules.description(bound.get("description"))
    return result


def site_wide(data: SiteData, endpoints: Endpoints, report: Report) -> dict[str, Any]:
    """The parts of every page context that are the same on every route: built once."""
    locale = data.site["locale"]
    return {
        "gaTrackingId": data.site.get("analytics_id"),
        "facebookPixelId": data.site.get("facebook_pixel_id"),
        "theme": theme(data, report),
        "locale": locale,
        "activeLocale": locale.get("default", "nb"),
        "preferredLanguage": locale.get("default", "nb"),
        "partners": data.site.get("partners") or [],
        "host": data.host,
        "membership": membership(data, endpoints),
        "publicEvents": public_events(data, endpoints),
    }


def page_context(
    data: SiteData,
    route: Route,
    page: Record | None,
    sources: dict[str, Any],
    record: Record | None,
    shared: dict[str, Any],
    report: Report,
) -> dict[str, Any]:
    """Everything the web app needs to render `route`, as one JSON-ready dict; `shared` is `site_wide(...)`."""
    context: dict[str, Any] = {
        "path": route.path,
        "kind": route.kind,
        "title": route.title,
        "pageId": route.page_id,
        "template": (page or {}).get("template") or {"rows": []},
        "blocks": blocks(data, route, sources, report) if page else not_found_blocks(),
        "meta": page_meta(data, route, page, sources, record, report),
        **shared,
    }
    if route.kind in ("film", "culture") and record is not None:
        context["production"] = record
        context["events"] = data.events_by_production.get(record["id"], [])
    elif route.kind == "article" and record is not None:
        context["article"] = record
    return context


def not_found_blocks() -> list[dict[str, Any]]:
    """The 404 page has no CMS page behind it: a title and a short way back."""
    return [
        {
            "id": "not-found-title",
            "component": "cw-component-title",
            "kind": "title",
            "place": {"row": 0, "column": 0, "order": 1},
            "data": {"text": "Fant ikke siden"},
            "metadata": {"model": "TitleComponent", "version": "1", "properties": []},
        },
        {
            "id": "not-found-content",
            "component": "cw-component-content",
            "kind": "content",
            "place": {"row": 0, "column": 0, "order": 2},
            "data": {
                "content": "<p>Siden du leter etter, finnes ikke lenger eller har fått en ny adresse.</p>",
                "links": [{"title": "Til forsiden", "url": "/"}, {"title": "Søk på nettstedet", "url": "/sok"}],
            },
            "metadata": {"model": "ContentComponent", "version": "1", "properties": []},
        },
    ]
