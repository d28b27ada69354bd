"""The site search's index: every film, culture production and article with a route, and the static pages, small
enough to download."""

from __future__ import annotations

from collections.abc import Iterable

from pipeline.defs.route_data import format as fmt
from pipeline.defs.route_data.records import ProductionRecord, SiteData, day_of, showing_days
from pipeline.defs.route_data.sanitize import excerpt


def _production(production: ProductionRecord, data: SiteData) -> fmt.SearchEntry:
    """A production is one entry with the days it plays (not one a performance); a film's genres are its
    category, so «komedie» finds the comedies."""
    film = production.object == "movie"
    return fmt.SearchEntry(
        kind="film" if film else "event",
        title=production.title,
        summary=excerpt(production.contents[0].summary if production.contents else None, fmt.SEARCH_SUMMARY_LENGTH),
        days=showing_days(data.events_by_production.get(production.id, ())),
        category=(", ".join(production.genres) or None) if film else production.category,
        url=production.path,
    )


def search_index(data: SiteData, pages: Iterable[fmt.Route]) -> list[fmt.SearchEntry]:
    """Films (showing and coming), culture productions, articles, then `pages` (the static pages' route files), each
    in the warehouse's order. Every summary is cut short: the browser downloads it all."""
    productions = [p for p in data.productions.values() if p.path]
    entries = [_production(p, data) for p in productions if p.object == "movie"]
    entries += [_production(p, data) for p in productions if p.object == "culture"]
    entries += [
        fmt.SearchEntry(
            kind="article",
            title=article.title,
            summary=excerpt(article.content, fmt.SEARCH_SUMMARY_LENGTH),
            days=[day_of(article.created_at)],
            category=article.category,
            url=article.path,
        )
        for article in data.articles.values()
        if article.path
    ]
    entries += [
        fmt.SearchEntry(
            kind="page",
            title=page.title,
            summary=excerpt(page.meta.description, fmt.SEARCH_SUMMARY_LENGTH),
            days=[],
            category=None,
            url=page.path,
        )
        for page in pages
    ]
    return entries
