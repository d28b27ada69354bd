"""Route planning: literal pages, one route per `@param` value, one of two on a path kept, unsafe slugs refused."""

from __future__ import annotations

import pytest

from pipeline.defs.routing.routes import NOT_FOUND_PATH, fill, plan_routes, primary_source
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


def test_of_two_records_with_one_slug_the_first_by_id_is_kept_and_the_other_named() -> None:
    plan = plan_routes([FILM_PAGE], {"film": [("samme", "f2"), ("samme", "f1")]}, describe)
    assert [(r.path, r.record_id) for r in plan.routes] == [(NOT_FOUND_PATH, None), ("/samme", "f1")]
    assert plan.left_out == ["film f2 'Nordlys' at /samme is left out: film f1 'Vinterlys' has that path"]


def test_of_two_pages_with_one_path_the_first_by_id_is_kept_and_the_other_named() -> None:
    plan = plan_routes([_page("b", "/kino"), _page("a", "/kino")], {}, describe)
    assert [(r.path, r.page_id) for r in plan.routes] == [(NOT_FOUND_PATH, None), ("/kino", "a")]
    assert plan.left_out == ["page b 'B' at /kino is left out: page a 'A' has that path"]


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
    ("pages", "values", "kept", "message"),
    [
        (
            [_page("home", "/"), _page("index", "/index")],
            {},
            "/",
            "page index 'Index' at /index is left out: page home 'Home' at / writes the same file, routes/index.json",
        ),
        (
            [_page("upper", "/Kino"), _page("lower", "/kino")],
            {},
            "/kino",
            "page upper 'Upper' at /Kino is left out: page lower 'Lower' at /kino writes the same file, "
            "routes/kino.json",
        ),
        (
            [_page("home", "/"), FILM_PAGE],
            {"film": [("index", "f1")]},
            "/",
            "film f1 'Vinterlys' at /index is left out: page home 'Home' at / writes the same file, routes/index.json",
        ),
    ],
)
def test_of_two_routes_with_one_file_one_is_kept_and_the_other_named(
    pages: list[Page], values: dict[str, list[tuple[str, str]]], kept: str, message: str
) -> None:
    plan = plan_routes(pages, values, describe)
    assert [r.path for r in plan.routes] == sorted([NOT_FOUND_PATH, kept])
    assert plan.left_out == [message]


def test_a_page_at_404_html_replaces_the_generated_one_rather_than_colliding() -> None:
    plan = plan_routes([_page("missing", "/404.html")], {}, describe)
    assert [(r.path, r.kind, r.page_id) for r in plan.routes] == [("/404.html", "page", "missing")]
