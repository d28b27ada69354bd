"""Records in the route data's format: full on their own route, card-sized (no bodies) in every listing. The
format's models take a record's fields by name, so a field on both is carried without a line here."""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import Any

from pydantic import BaseModel

from pipeline.defs.route_data import parts
from pipeline.defs.route_data.records import ArticleRecord, EventRecord, ProductionRecord, showing_day, showing_days
from pipeline.defs.route_data.sanitize import excerpt
from pipeline.models.programme import Asset


def _fields(record: ProductionRecord | EventRecord | ArticleRecord, model: type[parts.Model]) -> dict[str, Any]:
    """The record's fields the model has (by name), as JSON values: dates as ISO 8601, times with their offset."""
    return record.model_dump(mode="json", include=_shared(type(record), model))


@functools.cache
def _shared(record: type[BaseModel], model: type[BaseModel]) -> set[str]:
    """The fields of a record's type that a model has too (tens of thousands of records take the same)."""
    return set(model.model_fields) & set(record.model_fields)


def image(asset: Asset | None) -> parts.Image | None:
    return parts.Image(url=asset.url, focal_point_query=asset.focal_point_query) if asset else None


def first(record: ProductionRecord, kind: str) -> Asset | None:
    """The record's first asset of a kind (`first_image`, `poster`)."""
    return next((a for a in record.assets if a.type == kind), None)


def showing(record: EventRecord) -> parts.Showing:
    return parts.Showing.model_validate(_fields(record, parts.Showing))


def event_production(record: EventRecord) -> parts.EventProduction:
    """What an event's card shows of its production."""
    return parts.EventProduction.model_validate(
        record.production.model_dump(mode="json", include=set(parts.EventProduction.model_fields))
    )


def event(shown: parts.Showing, production: parts.EventProduction) -> parts.Event:
    """An event's card in a listing: its `showing` with its production (`event_production`), both validated already."""
    return parts.Event.model_construct(**dict(shown), production=production)


def production_card(
    record: ProductionRecord, events: Sequence[EventRecord], showings: Mapping[str, parts.Showing]
) -> parts.ProductionCard:
    """Its card, with its showings on the first days it plays on (`CARD_DAYS`) and the days of all of them; `showings`
    are its events' (`showing`), by id."""
    days = showing_days(events)
    first_days = set(days[: parts.CARD_DAYS])
    return parts.ProductionCard.model_validate(
        _fields(record, parts.ProductionFields)
        | {
            "summary": record.contents[0].summary if record.contents else None,
            "image": image(first(record, "first_image")),
            "poster": image(first(record, "poster")),
            "showings": [showings[e.id] for e in events if showing_day(e) in first_days],
            "showing_days": days,
        }
    )


def production(record: ProductionRecord) -> parts.Production:
    return parts.Production.model_validate(_fields(record, parts.Production))


def article_card(record: ArticleRecord) -> parts.ArticleCard:
    return parts.ArticleCard.model_validate(_fields(record, parts.ArticleFields) | {"summary": excerpt(record.content)})


def article(record: ArticleRecord) -> parts.Article:
    return parts.Article.model_validate(_fields(record, parts.Article))
