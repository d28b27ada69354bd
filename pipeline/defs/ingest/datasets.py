"""Turns each upstream answer into checked warehouse rows plus the records that were left out."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from pipeline.defs.ingest import rows
from pipeline.models.article import Article
from pipeline.models.block_data import BlockData
from pipeline.models.page import Block, Page
from pipeline.models.programme import Event, Production
from pipeline.models.site import Alias, FooterColumn, FooterItem, MenuItem, Site, Theme
from pipeline.models.validation import Checked, Rejection, check_each, check_one


@dataclass
class DatasetLoad:
    """What one dataset writes: rows per table, and the records it left out."""

    tables: dict[str, list[rows.Row]]
    rejected: list[Rejection] = field(default_factory=list)


class InvalidSiteError(ValueError):
    """The site record itself breaks the contract: nothing can be built from it."""


UNKNOWN_BREAKPOINT = "not a breakpoint (xs, md, lg): left out, the page was kept"


def _take(raw: Any, *parts: str) -> tuple[Any, dict[str, list[Any]]]:
    """The record with its lists of sub-records emptied, and those lists: they are checked one by one. A part
    that is not a list stays, so the record's own check reports it."""
    if not isinstance(raw, dict):
        return raw, {}
    taken = {key: raw[key] for key in parts if isinstance(raw.get(key), list)}
    return {**raw, **{key: [] for key in taken}}, taken


def check_theme(raw: Any) -> tuple[Theme | None, list[Rejection]]:
    """The theme with each menu item, footer column and footer item checked on its own. A theme without a
    usable id or name is left out with its menu and footer."""
    shell, parts = _take(raw, "menu", "footer")
    theme, rejected = check_one(Theme, shell, "theme")
    if theme is None:
        return None, rejected
    menu = check_each(MenuItem, parts.get("menu", []), "theme", what="menu item", where="menu")
    split = [_take(column, "items") for column in parts.get("footer", [])]
    columns = check_each(FooterColumn, [shell for shell, _ in split], "theme", where="footer")
    rejected += menu.rejected + columns.rejected
    footer = []
    for column, n in zip(columns.valid, columns.positions, strict=True):
        items = check_each(FooterItem, split[n][1].get("items", []), "theme", where=f"footer[{n}].items")
        rejected += items.rejected
        footer.append(column.model_copy(update={"items": items.valid}))
    return theme.model_copy(update={"menu": menu.valid, "footer": footer}), rejected


def check_pages(raws: list[Any]) -> Checked[Page]:
    """Each page, and each of its blocks, checked on its own. Page ids are unique, and block ids unique across
    pages (the first stays); a breakpoint other than xs, md and lg is left out and the page kept."""
    split = [_take(raw, "blocks") for raw in raws]
    pages = check_each(Page, [shell for shell, _ in split], "pages", what="page")
    checked: Checked[Page] = Checked(rejected=pages.rejected)
    block_ids: set[str] = set()
    for page, n in zip(pages.valid, pages.positions, strict=True):
        raw_blocks = split[n][1].get("blocks", [])
        blocks = check_each(Block, raw_blocks, "pages", what="block", where=f"{page.id}.blocks", seen=block_ids)
        template, unknown = page.template.known_breakpoints()
        checked.rejected += blocks.rejected + [Rejection("pages", page.id, at, UNKNOWN_BREAKPOINT) for at in unknown]
        checked.valid.append(page.model_copy(update={"blocks": blocks.valid, "template": template}))
        checked.positions.append(n)
    return checked


def site_datasets(raw: Any) -> tuple[Site, dict[str, DatasetLoad]]:
    """The `site`, `theme` and `pages` datasets of one site of `/v1/sites`. Raises `InvalidSiteError` only for a
    site without a usable id, title, host, venue or list of pages."""
    shell, parts = _take(raw, "aliases", "pages")
    theme_raw = shell.pop("theme", None) if isinstance(shell, dict) else None
    site, rejected = check_one(Site, shell, "site")
    if site is None:
        problems = "; ".join(str(r) for r in rejected)
        raise InvalidSiteError(f"the CMS's site record is invalid: {problems}")
    aliases = check_each(Alias, parts.get("aliases", []), "site", what="alias")
    theme, theme_rejected = check_theme(theme_raw)
    pages = check_pages(parts.get("pages", []))
    site = site.model_copy(update={"aliases": aliases.valid, "theme": theme, "pages": pages.valid})
    return site, {
        "site": DatasetLoad(rows.site_rows(site, datetime.now(UTC)), rejected + aliases.rejected),
        "theme": DatasetLoad(rows.theme_rows(site.theme), theme_rejected),
        "pages": DatasetLoad(rows.page_rows(site.pages), pages.rejected),
    }


def programme_datasets(raw: dict[str, Any]) -> dict[str, DatasetLoad]:
    """The `productions` and `events` datasets; events of an unknown production are reported and left out."""
    productions = check_each(Production, _list(raw, "productions"), "productions", what="production")
    events = check_each(Event, _list(raw, "events"), "events", what="event")
    linked = rows.link_events(events.valid, productions.valid)
    return {
        "productions": DatasetLoad(rows.production_rows(productions.valid), productions.rejected),
        "events": DatasetLoad(rows.event_rows(linked.kept), events.rejected + linked.orphans),
    }


def article_dataset(raw: list[Any]) -> DatasetLoad:
    articles = check_each(Article, raw, "articles", what="article")
    return DatasetLoad(rows.article_rows(articles.valid), articles.rejected)


def block_data_dataset(raw: list[Any]) -> DatasetLoad:
    items = check_each(BlockData, raw, "block_data", what="block data")
    return DatasetLoad(rows.block_data_rows(items.valid), items.rejected)


def _list(raw: dict[str, Any], key: str) -> list[Any]:
    value = raw.get(key, [])
    if not isinstance(value, list):
        raise ValueError(f"the programme feed's '{key}' is a JSON {type(value).__name__}, expected a list")
    return value
