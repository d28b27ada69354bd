"""Meta titles, descriptions, keywords and images of a route, by the rules of its kind."""

from __future__ import annotations

from typing import Any

from pipeline.defs.route_data.sanitize import plain_text

EXCERPT_LENGTH = 200


def static_title(site_title: str, page_title: str) -> str:
    return f"{site_title} | {page_title}"


def record_title(record_title: str, site_title: str) -> str:
    """Film, culture and article pages: the record's title first, then the site's."""
    return f"{record_title} | {site_title}"


def description(text: str | None) -> str:
    """The text as plain text, whole: the rules say "the first content body as plain text"."""
    return plain_text(text)


def excerpt(text: str | None, length: int = EXCERPT_LENGTH) -> str:
    """Plain text cut at a word boundary with an ellipsis: for article descriptions and search summaries."""
    plain = plain_text(text)
    if len(plain) <= length:
        return plain
    return plain[:length].rsplit(" ", 1)[0].rstrip(",.;:") + "…"


def keywords(features: Any) -> str:
    if isinstance(features, list):
        return ", ".join(str(f) for f in features if f)
    return str(features or "")


def share_image(url: str, focal_point_query: str = "") -> str:
    """The imgix-style crop the contract gives: 1920×1080 around the focal point, compressed."""
    focal = focal_point_query.strip("&")
    query = ["w=1920", "h=1080", "fit=crop", "crop=focalpoint", *([focal] if focal else []), "auto=compress"]
    return f"{url}{'&' if '?' in url else '?'}{'&'.join(query)}"


def first_asset(record: dict[str, Any], kind: str) -> dict[str, Any] | None:
    return next((a for a in record.get("assets", []) if a.get("type") == kind), None)
