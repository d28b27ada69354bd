"""Turns each upstream answer into checked warehouse rows plus the records that were left out."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from pipeline.defs.ingest import rows
from pipeline.models.article import Article
from pipeline.models.block_data import BlockData
from pipeline.models.page import Page
from pipeline.models.programme import Event, Production
from pipeline.models.site import Site
from pipeline.models.validation import Rejection, check_each


@dataclass
class DatasetLoad:
    """What one dataset writes: rows per table, and the records it left out."""

    tables: dict[str, list[rows.Row]]
    rejected: list[Rejection] = field(default_factory=list)


class InvalidSiteError(ValueError):
    """The site record itself breaks the contract: nothing can be built from it."""


def site_datasets(raw: dict[str, Any]) -> tuple[Site, dict[str, DatasetLoad]]:
    """The `site`, `theme` and `pages` datasets of one site of `/v1/sites`."""
    checked = check_each(Site, [raw], "sites")
    if not checked.valid:
        problems = "; ".join(str(r) for r in checked.rejected)
        raise InvalidSiteError(f"the CMS's site record is invalid: {problems}")
    site = checked.valid[0]
    pages = check_each(Page, site.pages, "pages")
    return site, {
        "site": DatasetLoad(rows.site_rows(site, datetime.now(UTC))),
        "theme": DatasetLoad(rows.theme_rows(site)),
        "pages": DatasetLoad(rows.page_rows(pages.valid), pages.rejected),
    }


def programme_datasets(raw: dict[str, Any]) -> dict[str, DatasetLoad]:
    """The `productions` and `events` datasets; events of an unknown production are reported and left out."""
    productions = check_each(Production, _list(raw, "productions"), "productions")
    events = check_each(Event, _list(raw, "events"), "events")
    linked = rows.link_events(events.valid, productions.valid)
    return {
        "productions": DatasetLoad(rows.production_rows(productions.valid), productions.rejected),
        "events": DatasetLoad(rows.event_rows(linked.kept), events.rejected + linked.orphans),
    }


def article_dataset(raw: list[Any]) -> DatasetLoad:
    articles = check_each(Article, raw, "articles")
    return DatasetLoad(rows.article_rows(articles.valid), articles.rejected)


def block_data_dataset(raw: list[Any]) -> DatasetLoad:
    items = check_each(BlockData, raw, "block_data")
    return DatasetLoad(rows.block_data_rows(items.valid), items.rejected)


def _list(raw: dict[str, Any], key: str) -> list[Any]:
    value = raw.get(key, [])
    if not isinstance(value, list):
        raise ValueError(f"the programme feed's '{key}' is a JSON {type(value).__name__}, expected a list")
    return value
