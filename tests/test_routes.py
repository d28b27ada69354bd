"""Route planning: literal pages, one route per `@param` value, collisions named, unsafe slugs refused."""

from __future__ import annotations

import pytest

from pipeline.defs.routing.routes import NOT_FOUND_PATH, RouteCollisionError, fill, plan_routes, primary_source
from pipeline.models.page import Page


def _page(pid: str, path: str, *sources: dict[str, object]) -> Page:
    return Page.model_validate({"id": pid, "title": pid.title(), "path": path, "sources": list(sources)})


FILM_PAGE = _page(
    "film",
    "/:production",
    {"name": "events", "model": "event", "filter": [{"property": "production.parentSlug", "value": "@param"}]},
    {
        "name": "production",
        "model": "production",
        "collection": False,
        "filter": [{"property": "parentSlug", "value": "@param"}],
    },
)
TITLES = {"f1": "Vinterlys", "f2": "Nordlys", "c1": "Konsert"}


def describe(model: str, record_id: str) -> tuple[str, str]:
    return ("film" if record_id.startswith("f") else "culture"), TITLES[record_id]


def test_the_single_record_source_decides_the_routes() -> None:
    source = primary_source(FILM_PAGE.sources)
    assert source is not None and source.name == "production"
    assert fill("/article/:article", "hei") == "/article/hei"


def test_literal_and_parameterised_pages_become_routes() -> None:
    plan = plan_routes(
        [_page("home", "/"), _page("kino", "/kino"), FILM_PAGE],
        {"film": [("vinterlys-dxm-1", "f1"), ("nordlys-dxm-2", "f2")]},
        describe,
    )
    assert [(r.path, r.kind, r.record_id) for r in plan.routes] == [
        ("/", "page", None),
        (NOT_FOUND_PATH, "not-found", None),
        ("/kino", "page", None),
        ("/nordlys-dxm-2", "film", "f2"),
        ("/vinterlys-dxm-1", "film", "f1"),
    ]


def test_two_records_with_one_slug_is_an_error_naming_both() -> None:
    with pytest.raises(RouteCollisionError) as raised:
        plan_routes([FILM_PAGE], {"film": [("samme", "f1"), ("samme", "f2")]}, describe)
    message = str(raised.value)
    assert "/samme" in message and "film f1 'Vinterlys'" in message and "film f2 'Nordlys'" in message


def test_two_pages_with_one_path_is_an_error_naming_both() -> None:
    with pytest.raises(RouteCollisionError, match="page a 'A' and page b 'B'"):
        plan_routes([_page("a", "/kino"), _page("b", "/kino")], {}, describe)


def test_a_literal_page_wins_over_a_record_with_the_same_path() -> None:
    plan = plan_routes([_page("kino", "/kino"), FILM_PAGE], {"film": [("kino", "f1")]}, describe)
    assert [r.path for r in plan.routes] == [NOT_FOUND_PATH, "/kino"]
    hidden, page = plan.shadowed[0]
    assert hidden.record_id == "f1" and page.page_id == "kino"


@pytest.mark.parametrize("slug", ["a/b", "..", ".", "", "med mellomrom", "æøå", "x" * 201])
def test_a_slug_that_is_not_a_path_segment_gets_no_route(slug: str) -> None:
    plan = plan_routes([FILM_PAGE], {"film": [(slug, "f1")]}, describe)
    assert [r.path for r in plan.routes] == [NOT_FOUND_PATH]
    assert "film f1 'Vinterlys'" in plan.problems[0]


@pytest.mark.parametrize(
    ("pages", "values", "message"),
    [
        (
            [_page("home", "/"), _page("index", "/index")],
            {},
            "two routes would write the file routes/index.json: page home 'Home' at / and page index 'Index' at /index",
        ),
        (
            [_page("upper", "/Kino"), _page("lower", "/kino")],
            {},
            "two routes would write the file routes/Kino.json: page upper 'Upper' at /Kino and page lower 'Lower' "
            "at /kino",
        ),
        (
            [_page("home", "/"), FILM_PAGE],
            {"film": [("index", "f1")]},
            "two routes would write the file routes/index.json: page home 'Home' at / and film f1 'Vinterlys' at "
            "/index",
        ),
    ],
)
def test_two_routes_with_one_file_is_an_error_naming_both(
    pages: list[Page], values: dict[str, list[tuple[str, str]]], message: str
) -> None:
    with pytest.raises(RouteCollisionError) as raised:
        plan_routes(pages, values, describe)
    assert str(raised.value) == message


def test_a_page_at_404_html_replaces_the_generated_one_rather_than_colliding() -> None:
    plan = plan_routes([_page("missing", "/404.html")], {}, describe)
    assert [(r.path, r.kind, r.page_id) for r in plan.routes] == [("/404.html", "page", "missing")]
