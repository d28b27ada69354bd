"""The site search's index: every article and every culture production with a route, small enough to download."""

from __future__ import annotations

from datetime import UTC, datetime

from pipeline.defs.route_data import format as fmt
from pipeline.defs.route_data.meta import excerpt
from pipeline.defs.route_data.records import OSLO, SiteData, showing_days


def search_index(data: SiteData) -> list[fmt.SearchEntry]:
    """Articles first, then culture productions, each in the warehouse's order. A production is one entry with
    the days it plays (not one a performance), and every summary is cut short: the browser downloads it all."""
    entries = [
        fmt.SearchEntry(
            kind="article",
            title=article["title"],
            summary=excerpt(article["content"], fmt.SEARCH_SUMMARY_LENGTH),
            days=[datetime.fromtimestamp(article["createdAt"] / 1000, UTC).astimezone(OSLO).date().isoformat()],
            category=article["category"],
            url=article["path"],
        )
        for article in data.articles.values()
        if article["path"]
    ]
    for production in data.productions.values():
        if production["object"] != "culture" or not production["path"]:
            continue
        entries.append(
            fmt.SearchEntry(
                kind="event",
                title=production["title"],
                summary=excerpt((production["contents"] or [{}])[0].get("summary"), fmt.SEARCH_SUMMARY_LENGTH),
                days=showing_days(data.events_by_production.get(production["id"], [])),
                category=production["category"],
                url=production["path"],
            )
        )
    return entries
