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
