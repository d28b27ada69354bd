"""The site search's index: every film, culture production and article with a route, and the static pages, small
enough to download."""

from __future__ import annotations

import re
from collections.abc import Iterable

from pipeline.defs.route_data import format as fmt
from pipeline.defs.route_data.kinds import RICH_TEXT_FIELDS
from pipeline.defs.route_data.kinds.search import SearchResultsData
from pipeline.defs.route_data.records import ProductionRecord, SiteData, day_of, showing_days
from pipeline.defs.route_data.sanitize import excerpt, plain_text

# The block that lists what the search finds, in the page (`web/components/blocks/search-results`).
_LISTS_THE_INDEX = "search-results"
# A word as the web app's search splits text (`lib/search` `tokenize`): a run of letters and digits.
_WORD = re.compile(r"[^\W_]+")
# A word of one letter («i», «å», «a») says nothing of what is searched for: the web app neither indexes nor
# searches it (`lib/search` `MIN_WORD`).
_MIN_WORD = 2


def _words(text: str) -> list[str]:
    return [word for word in _WORD.findall(text.lower()) if len(word) >= _MIN_WORD]


def new_words(text: str, *known: str | None) -> str:
    """The words of `text` that are not in `known`, each once, lower case, in order, space-separated: what the
    search needs of a long text (it matches words), at a fraction of its size."""
    seen = set(_words(" ".join(k for k in known if k)))
    fresh = [word for word in dict.fromkeys(_words(text)) if word not in seen]
    return " ".join(fresh)


def _entry(
    kind: fmt.SearchKind,
    title: str,
    summary: str,
    text: str,
    *,
    days: list[str],
    category: str | None,
    url: str,
    director: str | None = None,
    features: Iterable[str] = (),
) -> fmt.SearchEntry:
    """An entry whose text keeps only the words its other keys do not have."""
    features = list(features)
    return fmt.SearchEntry(
        kind=kind,
        title=title,
        summary=summary,
        days=days,
        category=category,
        director=director,
        features=features,
        text=new_words(text, title, summary, category, director, *features),
        url=url,
    )


def _production(production: ProductionRecord, data: SiteData) -> fmt.SearchEntry:
    """A production is one entry with the days it plays (not one a performance); a film's genres are its
    category, so «komedie» finds the comedies; its director and features are found, and its content's words."""
    film = production.object == "movie"
    contents = " ".join(f"{c.summary or ''} {plain_text(c.body)}" for c in production.contents)
    return _entry(
        "film" if film else "event",
        production.title,
        excerpt(production.contents[0].summary if production.contents else None, fmt.SEARCH_SUMMARY_LENGTH),
        contents,
        days=showing_days(data.events_by_production.get(production.id, ())),
        category=(", ".join(production.genres) or None) if film else production.category,
        director=production.director,
        features=production.features,
        url=production.path or "",
    )


def page_text(page: fmt.Route) -> str:
    """A static page's text: its keywords and its blocks' editor text (a `content` block's)."""
    texts = [page.meta.keywords]
    for block in page.blocks:
        data = block.model_dump(include={"data"}).get("data", {})
        texts += [plain_text(data[name]) for name in sorted(RICH_TEXT_FIELDS) if isinstance(data.get(name), str)]
    return " ".join(texts)


def lists_the_index(page: fmt.Route) -> bool:
    """Whether the page lists the search index (a `search-results` block): it shows the search, not content of its
    own, so it is not searched, and its route file follows the index (`with_index`)."""
    return any(getattr(block, "kind", None) == _LISTS_THE_INDEX for block in page.blocks)


def with_index(page: fmt.Route, digest: str) -> fmt.Route:
    """The page with the index's hash in its `search-results` blocks: its route file changes when the list does."""
    blocks = [
        block.model_copy(update={"data": SearchResultsData(index=digest)})
        if getattr(block, "kind", None) == _LISTS_THE_INDEX
        else block
        for block in page.blocks
    ]
    return page.model_copy(update={"blocks": blocks})


def search_index(data: SiteData, pages: Iterable[fmt.Route]) -> list[fmt.SearchEntry]:
    """Films (showing and coming), culture productions, articles, then `pages` (the static pages' route files), each
    in the warehouse's order. Every summary is cut short and every text kept to its new words: the browser downloads
    it all."""
    productions = [p for p in data.productions.values() if p.path]
    entries = [_production(p, data) for p in productions if p.object == "movie"]
    entries += [_production(p, data) for p in productions if p.object == "culture"]
    entries += [
        _entry(
            "article",
            article.title,
            excerpt(article.content, fmt.SEARCH_SUMMARY_LENGTH),
            plain_text(article.content),
            days=[day_of(article.created_at)],
            category=article.category,
            url=article.path,
        )
        for article in data.articles.values()
        if article.path
    ]
    entries += [
        _entry(
            "page",
            page.title,
            excerpt(page.meta.description, fmt.SEARCH_SUMMARY_LENGTH),
            page_text(page),
            days=[],
            category=None,
            url=page.path,
        )
        for page in pages
    ]
    return entries
