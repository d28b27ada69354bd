"""Meta titles, descriptions, keywords and images of a route, by the rules of its kind."""

from __future__ import annotations

from typing import Any

from pipeline.defs.route_data import format as fmt
from pipeline.defs.route_data.bindings import bind
from pipeline.defs.route_data.cards import first
from pipeline.defs.route_data.records import ArticleRecord, ProductionRecord, SiteData, SourceRecord
from pipeline.defs.route_data.report import Report
from pipeline.defs.route_data.sanitize import excerpt, plain_text
from pipeline.defs.route_data.site import image as checked_image
from pipeline.defs.routing.routes import Route
from pipeline.models.programme import Content
from warehouse import tables


def static_title(site_title: str, page_title: str) -> str:
    return f"{site_title} | {page_title}"


def record_title(record_title: str, site_title: str) -> str:
    """Film, culture and article pages: the record's title first, then the site's."""
    return f"{record_title} | {site_title}"


def description(text: str | None) -> str:
    """The text as plain text, whole: the rules say "the first content body as plain text"."""
    return plain_text(text)


def keywords(features: Any) -> str:
    if isinstance(features, list):
        return ", ".join(str(f) for f in features if f)
    return str(features or "")


def share_image(url: str, focal_point_query: str = "") -> str:
    """The imgix-style crop the contract gives: 1920×1080 around the focal point, compressed."""
    focal = focal_point_query.strip("&")
    query = ["w=1920", "h=1080", "fit=crop", "crop=focalpoint", *([focal] if focal else []), "auto=compress"]
    return f"{url}{'&' if '?' in url else '?'}{'&'.join(query)}"


def page_meta(
    data: SiteData,
    route: Route,
    page: tables.Page | None,
    sources: dict[str, Any],
    record: SourceRecord | None,
    report: Report,
) -> fmt.Meta:
    """Film, culture and article routes follow their rules whatever the page's own meta says; other pages take
    their (bound) meta with the site's title first."""
    locale = (data.site.locale or {}).get("default", "nb")
    entries = (page.meta if page else None) or []
    entry = next((m for m in entries if m.get("locale") == locale), entries[0] if entries else {})
    static = {k: entry.get(k) for k in ("title", "description", "keywords", "image")}
    verification = entry.get("facebookVerificationCode")
    if route.kind in ("film", "culture") and isinstance(record, ProductionRecord):
        first_content = record.contents[0] if record.contents else Content()
        picture = first(record, "first_image")
        return fmt.Meta(
            locale=locale,
            title=record_title(record.title, data.title),
            description=description(first_content.body if route.kind == "film" else first_content.summary),
            keywords=keywords(record.features),
            image=share_image(picture.url, picture.focal_point_query) if picture else None,
            facebook_verification_code=verification,
        )
    if route.kind == "article" and isinstance(record, ArticleRecord):
        return fmt.Meta(
            locale=locale,
            title=record_title(record.title, data.title),
            description=excerpt(record.content),
            keywords="",
            image=record.image,
            facebook_verification_code=verification,
        )
    bound = bind(static, entry.get("bindings") or {}, sources, f"{route.path} meta", report)
    title_value, text = bound.get("title"), bound.get("description")
    title = plain_text(title_value) if isinstance(title_value, str) and title_value else route.title
    return fmt.Meta(
        locale=locale,
        title=static_title(data.title, title),
        description=description(text if isinstance(text, str) else None),
        keywords=keywords(bound.get("keywords")),
        image=checked_image(bound.get("image"), f"{route.path} meta image", report),
        facebook_verification_code=verification,
    )
