"""Records in the route data's format: full on their own route, card-sized (no bodies) in every listing."""

from __future__ import annotations

from typing import Any

from pipeline.defs.route_data import parts
from pipeline.defs.route_data.records import SiteData, showing_day, showing_days
from pipeline.defs.route_data.sanitize import excerpt
from warehouse.read import Record


def _image(record: Record, kind: str) -> parts.Image | None:
    asset = next((a for a in record["assets"] if a["type"] == kind), None)
    return parts.Image(url=asset["url"], focal_point_query=asset["focalPointQuery"]) if asset else None


# The records keep the contract's camelCase names, which are the format's aliases.
_PRODUCTION_KEYS = [field.alias or name for name, field in parts.ProductionFields.model_fields.items()]


def _production_fields(record: Record) -> dict[str, Any]:
    return {key: record[key] for key in _PRODUCTION_KEYS}


def _showing_fields(record: Record) -> dict[str, Any]:
    keys = ("id", "eventNumber", "startTime", "auditorium", "featured", "soldOut", "ticketUrl")
    return {key: record[key] for key in keys}


def showing(record: Record) -> parts.Showing:
    return parts.Showing(**_showing_fields(record))


def event(record: Record, data: SiteData) -> parts.Event:
    production = data.productions[record["productionId"]]
    return parts.Event(
        **_showing_fields(record),
        production=parts.EventProduction(
            id=production["id"],
            title=production["title"],
            path=production["path"],
            object=production["object"],
            category=production["category"],
        ),
    )


def production_card(record: Record, data: SiteData) -> parts.ProductionCard:
    events = data.events_by_production.get(record["id"], [])
    days = showing_days(events)
    first_days = set(days[: parts.CARD_DAYS])
    return parts.ProductionCard(
        **_production_fields(record),
        summary=(record["contents"] or [{}])[0].get("summary"),
        image=_image(record, "first_image"),
        poster=_image(record, "poster"),
        showings=[showing(e) for e in events if showing_day(e) in first_days],
        showing_days=days,
    )


def production(record: Record) -> parts.Production:
    return parts.Production(
        **_production_fields(record),
        parent_slug=record["parentSlug"],
        page_reference=record["pageReference"],
        contents=[parts.Content(summary=c["summary"], body=c["body"]) for c in record["contents"]],
        assets=[
            parts.Asset(type=a["type"], url=a["url"], focal_point_query=a["focalPointQuery"]) for a in record["assets"]
        ],
        updated_at=record["updatedAt"],
    )


def _article_fields(record: Record) -> dict[str, Any]:
    keys = ("id", "title", "slug", "path", "category", "author", "image", "thumbnail")
    return {k: record[k] for k in keys} | {"created_at": record["createdAt"], "updated_at": record["updatedAt"]}


def article_card(record: Record) -> parts.ArticleCard:
    return parts.ArticleCard(**_article_fields(record), summary=excerpt(record["content"]))


def article(record: Record) -> parts.Article:
    return parts.Article(
        **_article_fields(record), order=record["order"], node_locale=record["node_locale"], content=record["content"]
    )


def card(value: Any, data: SiteData) -> parts.Card | None:
    """The card of a record read from the warehouse (the very object, not a look-alike), else None. A record
    is listed on many routes: its card is made once."""
    if not isinstance(value, dict):
        return None
    record_id = str(value.get("id"))
    made = data.cards.get(record_id)
    if made is not None and value is made[0]:
        cached: parts.Card = made[1]
        return cached
    new: parts.Card
    if value is data.productions.get(record_id):
        new = production_card(value, data)
    elif value is data.events.get(record_id):
        new = event(value, data)
    elif value is data.articles.get(record_id):
        new = article_card(value)
    else:
        return None
    data.cards[record_id] = (value, new)
    return new
