"""Every record block kind, with its records bound and without: the data the web app gets (pipeline unit)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

import pytest

from pipeline.defs.route_data import parts
from pipeline.defs.route_data.blocks import blocks, page_choices
from pipeline.defs.route_data.load import site_data
from pipeline.defs.route_data.records import ArticleRecord, EventRecord, ProductionRecord, SiteData, SiteRows
from pipeline.defs.route_data.report import Report
from pipeline.defs.routing.routes import Route
from pipeline.models.page import Source
from warehouse import tables

TICKET = "https://billett.example.no/fjordby/700001"
FILM = ProductionRecord.model_validate({
    "id": "film", "object": "movie", "objectClass": "movie", "title": "Dragevokterne", "path": "/dragevokterne-dxm-1",
    "ediNumber": "DXM1", "featured": True, "features": ["2D"], "category": None, "genres": ["Fantasy"],
    "duration": 104, "ageRating": "9", "premiere": "2026-11-20", "director": "Ingrid Lie", "parentSlug": None,
    "pageReference": None, "updatedAt": None,
    "contents": [{"summary": "Drager over fjorden.", "body": "<p>Drager over fjorden.</p>"}],
    "assets": [{"type": "first_image", "url": "https://img.example.no/drage.jpg", "focalPointQuery": "fp-x=0.4"}],
})  # fmt: skip
SHOWING = EventRecord.model_validate({
    "id": "showing", "eventNumber": 700001, "productionId": "film", "startTime": "2026-11-27T18:00:00+01:00",
    "auditorium": "Sal 1", "featured": False, "soldOut": False, "ticketUrl": TICKET,
    "production": {"id": "film", "title": "Dragevokterne", "object": "movie", "category": None,
                   "parentSlug": None, "pageReference": None, "path": "/dragevokterne-dxm-1"},
})  # fmt: skip
ARTICLE = ArticleRecord.model_validate({
    "id": "article", "title": "Nye seter", "slug": "nye-seter", "path": "/article/nye-seter", "category": "article",
    "author": "Kari", "image": "https://img.example.no/seter.jpg", "thumbnail": None, "createdAt": 1764000000000,
    "updatedAt": None, "order": 1, "node_locale": "nb", "content": "<p>462 plasser.</p>",
})  # fmt: skip


def _site(kind: str, fields: dict[str, Any], bindings: dict[str, Any]) -> SiteData:
    return _page_site([("b", kind, fields, bindings)])


def _page_site(specs: list[tuple[str, str, dict[str, Any], dict[str, Any]]]) -> SiteData:
    """A page of blocks, each (id, kind, static fields, bindings), in that order."""
    page_blocks = [
        tables.Block(
            site_id="s", block_id=block_id, page_id="page", component=f"cw-component-{kind}", kind=kind, hide=False,
            place_row=row, place_column=0, place_order=1,
        )
        for row, (block_id, kind, _, _) in enumerate(specs)
    ]  # fmt: skip
    site = tables.Site(
        site_id="s", title="Fjordby kulturhus", host="https://fjordby.no", venue="Fjordby", stage="production",
        published=True, partners=[118], locale={"default": "nb"}, components=[], ingested_at=datetime.now(UTC),
    )  # fmt: skip
    rows = SiteRows(
        site=site,
        theme=None,
        menu=[],
        footer=[],
        aliases=[],
        pages=[],
        blocks={"page": page_blocks},
        block_data={
            block_id: tables.BlockData(
                site_id="s", block_id=block_id, page_id="page", locale="nb", fields=fields, bindings=bindings
            )
            for block_id, _, fields, bindings in specs
        },
    )
    return site_data(rows, {"film": FILM}, {"showing": SHOWING}, {"article": ARTICLE}, frozenset())


# The page's sources: a film's page, with its showings and a list of articles beside.
SOURCES = [
    Source(name="production", model="production", collection=False),
    Source(name="showings", model="event"),
    Source(name="films", model="production"),
    Source(name="articles", model="article"),
    Source(name="article", model="article", collection=False),
]
VALUES = {"production": FILM, "showings": [SHOWING], "films": [FILM], "articles": [ARTICLE], "article": ARTICLE}


def _bind(path: str, source: str) -> dict[str, str]:
    return {"binding": path, "source": source}


def _data(kind: str, fields: dict[str, Any], bindings: dict[str, Any]) -> tuple[dict[str, Any], Any]:
    data = _site(kind, fields, bindings)
    report = Report()
    choices = page_choices(data, "page", "/side", SOURCES, report)
    built = blocks(data, Route("/side", "page", "page", "Side"), VALUES, choices, report)
    [block] = built.blocks
    assert report.bindings_unresolved == 0
    return block.data.model_dump(by_alias=True, mode="json"), block.source


def _titles(items: list[dict[str, Any]]) -> list[str]:
    return [i["title"] if i["type"] != "event" else f"{i['production']['title']} {i['startTime']}" for i in items]


LISTS = [
    ("program", "films", ["Dragevokterne"]),
    ("events", "films", ["Dragevokterne"]),
    ("cover-flow", "films", ["Dragevokterne"]),
    ("slideshow", "films", ["Dragevokterne"]),
    ("culture-program", "films", ["Dragevokterne 2026-11-27T18:00:00+01:00"]),
    ("ticket-list", "showings", ["Dragevokterne 2026-11-27T18:00:00+01:00"]),
    ("schedule", "showings", ["Dragevokterne 2026-11-27T18:00:00+01:00"]),
    ("card-list", "articles", ["Nye seter"]),
]


@pytest.mark.parametrize(("kind", "source", "titles"), LISTS)
@pytest.mark.parametrize("bound", [True, False], ids=["bound", "by the rule"])
def test_a_list_shows_its_records(kind: str, source: str, titles: list[str], bound: bool) -> None:
    bindings = {"items": _bind("", source)} if bound else {}
    data, shown = _data(kind, {"title": "Aktuelt"}, bindings)
    assert (data["title"], _titles(data["items"])) == ("Aktuelt", titles)
    assert shown == parts.BlockSource(name=source, by="binding" if bound else "rule")


@pytest.mark.parametrize("bound", [True, False], ids=["bound", "by the rule"])
def test_a_cover_shows_its_records_title_and_picture_with_its_focal_point(bound: bool) -> None:
    bindings = {"title": _bind("title", "production"), "image": _bind("assets[type=first_image].url", "production")}
    data, _ = _data("cover", {}, bindings if bound else {})
    assert data == {
        "title": "Dragevokterne",
        "image": {"url": "https://img.example.no/drage.jpg", "focalPointQuery": "fp-x=0.4"},
    }


def test_a_static_cover_keeps_its_own_title_and_picture() -> None:
    data, _ = _data("cover", {"title": "Den Store Kinodagen", "image": "https://img.example.no/dag.jpg"}, {})
    assert data == {
        "title": "Den Store Kinodagen",
        "image": {"url": "https://img.example.no/dag.jpg", "focalPointQuery": ""},
    }


@pytest.mark.parametrize("bound", [True, False], ids=["bound", "by the rule"])
def test_movie_info_shows_its_productions_card(bound: bool) -> None:
    data, _ = _data("movie-info", {}, {"production": _bind("", "production")} if bound else {})
    production = data["production"]
    assert (production["title"], production["duration"], production["genres"]) == ("Dragevokterne", 104, ["Fantasy"])
    assert production["showings"][0]["ticketUrl"] == TICKET


@pytest.mark.parametrize("bound", [True, False], ids=["bound", "by the rule"])
def test_a_card_shows_its_record_as_a_card(bound: bool) -> None:
    data, _ = _data("card", {}, {"items": _bind("", "production")} if bound else {})
    assert _titles(data["items"]) == ["Dragevokterne"]


@pytest.mark.parametrize("bound", [True, False], ids=["bound", "by the rule"])
def test_a_ticket_links_its_productions_next_showing(bound: bool) -> None:
    data, _ = _data("ticket", {"text": "Vises i Sal 1"}, {"title": _bind("title", "production")} if bound else {})
    assert data == {"title": "Dragevokterne" if bound else None, "text": "Vises i Sal 1", "url": TICKET}


@pytest.mark.parametrize("bound", [True, False], ids=["bound", "by the rule"])
def test_the_article_block_shows_the_pages_article(bound: bool) -> None:
    data, shown = _data("article", {}, {"article": _bind("", "article")} if bound else {})
    assert (data["article"]["title"], data["article"]["summary"]) == ("Nye seter", "462 plasser.")
    assert shown == parts.BlockSource(name="article", by="binding" if bound else "rule")


def test_a_record_block_without_a_source_shows_its_empty_state_and_is_reported() -> None:
    data = _site("schedule", {"title": "Dagens program"}, {})
    report = Report()
    choices = page_choices(data, "page", "/side", [Source(name="articles", model="article")], report)
    built = blocks(data, Route("/side", "page", "page", "Side"), {"articles": [ARTICLE]}, choices, report)
    assert built.blocks[0].data.model_dump() == {"title": "Dagens program", "items": []}
    assert report.blocks_without_records == [
        "page /side block b (schedule): no page source fits and its data gives nothing to show"
    ]


FRONT_PAGE = [
    Source(name="featuredMovies", model="production"),
    Source(name="featuredProductions", model="production"),
    Source(name="articles", model="article"),
]


def _front_page(values: dict[str, Any]) -> tuple[list[tuple[str, list[str]]], list[str]]:
    """A front page of a slideshow, a cover-flow and a card-list, by the rule: (kind, titles) of each block kept,
    and the report's blocks without records."""
    data = _page_site([
        ("show", "slideshow", {}, {}),
        ("flow", "cover-flow", {"title": "Aktuelt i kulturhuset"}, {}),
        ("news", "card-list", {"title": "Nyheter"}, {}),
    ])  # fmt: skip
    report = Report()
    choices = page_choices(data, "page", "/", FRONT_PAGE, report)
    built = blocks(data, Route("/", "page", "page", "Forside"), values, choices, report)
    shown = [(b.kind, _titles(b.data.model_dump(by_alias=True, mode="json")["items"])) for b in built.blocks]
    return shown, report.blocks_without_records


def test_a_list_whose_source_gives_no_records_is_left_out_beside_full_blocks_and_reported() -> None:
    shown, reported = _front_page({"featuredMovies": [FILM], "featuredProductions": [], "articles": [ARTICLE]})
    assert shown == [("slideshow", ["Dragevokterne"]), ("card-list", ["Nye seter"])]
    assert reported == [
        "page / block flow (cover-flow): its source featuredProductions gives no records; left out of the page"
    ]


def test_a_page_whose_lists_are_all_empty_keeps_them_with_their_empty_state() -> None:
    shown, reported = _front_page({"featuredMovies": [], "featuredProductions": [], "articles": []})
    assert shown == [("slideshow", []), ("cover-flow", []), ("card-list", [])]
    assert reported == []


def test_a_films_empty_list_of_showings_stays_beside_its_facts() -> None:
    data = _page_site([("info", "movie-info", {}, {}), ("tickets", "ticket-list", {"title": "Billetter"}, {})])
    report = Report()
    choices = page_choices(data, "page", "/side", SOURCES, report)
    built = blocks(data, Route("/side", "page", "page", "Side"), VALUES | {"showings": []}, choices, report)
    assert [b.kind for b in built.blocks] == ["movie-info", "ticket-list"]
    assert built.blocks[1].data.model_dump() == {"title": "Billetter", "items": []}
    assert report.blocks_without_records == []
