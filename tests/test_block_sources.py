"""Which page source each block shows: the contract's «Which records a block shows», on literal pages."""

from __future__ import annotations

from typing import Any

from pipeline.defs.route_data.block_sources import Choice, choose, page_block
from pipeline.models.page import Source


def _source(name: str, model: str, collection: bool = True) -> Source:
    return Source.model_validate({"name": name, "model": model, "collection": collection})


def _shown(choices: dict[str, Choice]) -> dict[str, tuple[str, str] | None]:
    return {block: (c.shown.name, c.shown.by) if c.shown else None for block, c in choices.items()}


def _blocks(*kinds: str, bindings: dict[str, dict[str, Any]] | None = None) -> list[Any]:
    return [page_block(kind, kind, (bindings or {}).get(kind, {})) for kind in kinds]


def test_the_contracts_front_page_example() -> None:
    # The specification's front page, as the contract works it through.
    sources = [
        _source("featuredMovies", "production"),
        _source("featuredProductions", "production"),
        _source("cultureEvents", "event"),
        _source("featuredEvents", "event"),
        _source("articles", "article"),
        _source("cultureProductions", "production"),
    ]
    blocks = _blocks("slideshow", "quick-links", "cover-flow", "culture-program", "card-list", "schedule")
    assert _shown(choose(blocks, sources)) == {
        "slideshow": ("featuredMovies", "rule"),
        "cover-flow": ("featuredProductions", "rule"),
        "culture-program": ("cultureProductions", "rule"),
        "card-list": ("articles", "rule"),
        "schedule": ("cultureEvents", "rule"),
    }


def test_blocks_beyond_the_last_source_take_the_last_one() -> None:
    sources = [_source("films", "production"), _source("konserter", "production")]
    blocks = [page_block(f"p{n}", "program", {}) for n in range(3)]
    assert _shown(choose(blocks, sources)) == {
        "p0": ("films", "rule"),
        "p1": ("konserter", "rule"),
        "p2": ("konserter", "rule"),
    }


def test_a_card_list_without_articles_takes_its_turn_among_the_production_lists() -> None:
    sources = [_source("films", "production"), _source("konserter", "production"), _source("visninger", "event")]
    blocks = _blocks("program", "card-list", "ticket-list")
    assert _shown(choose(blocks, sources)) == {
        "program": ("films", "rule"),
        "card-list": ("konserter", "rule"),
        "ticket-list": ("visninger", "rule"),
    }


def test_single_record_blocks_take_the_single_sources_and_the_article_block_the_article() -> None:
    sources = [
        _source("production", "production", collection=False),
        _source("events", "event"),
        _source("article", "article", collection=False),
    ]
    blocks = _blocks("cover", "ticket-list", "movie-info", "article", "card", "ticket", "title")
    assert _shown(choose(blocks, sources)) == {
        "cover": ("production", "rule"),
        "ticket-list": ("events", "rule"),
        "movie-info": ("article", "rule"),
        "article": ("article", "rule"),
        "card": ("article", "rule"),
        "ticket": ("article", "rule"),
    }


def test_a_binding_names_its_source_and_the_block_keeps_its_turn() -> None:
    sources = [_source("films", "production"), _source("kommende", "production")]
    bound = {"program": {"items": {"binding": "", "source": "kommende"}, "title": {"binding": "x", "source": None}}}
    blocks = [*_blocks("program", bindings=bound), page_block("second", "events", {})]
    choices = choose(blocks, sources)
    assert _shown(choices) == {"program": ("kommende", "binding"), "second": ("kommende", "rule")}
    assert choices["program"].rule == "films"  # what the rule would give it: the fields its data leaves open


def test_a_record_block_with_no_fitting_source_shows_nothing_and_no_records_block_is_chosen_for() -> None:
    sources = [_source("articles", "article")]
    assert _shown(choose(_blocks("program", "ticket-list", "cover", "title", "search-results"), sources)) == {
        "program": None,
        "ticket-list": None,
        "cover": None,
    }
