"""Page sources compile to parameterised SQL: values never enter the SQL text, whatever they contain."""

from __future__ import annotations

from pathlib import Path

import duckdb
import pytest

from pipeline.defs.routing.sources import SourceError, compile_source
from pipeline.models.page import Source
from warehouse.connection import connect
from warehouse.load import replace_site_rows

INJECTIONS = [
    "movie' OR '1'='1",
    "'; DROP TABLE productions; --",
    'movie" OR 1=1 --',
    "movie\\'; SELECT * FROM sites; --",
    "ø' UNION SELECT site_id, title FROM sites --",
]


def _source(*filters: tuple[str, object], model: str = "production", collection: bool = True) -> Source:
    return Source.model_validate(
        {
            "name": "s",
            "model": model,
            "collection": collection,
            "filter": [{"property": p, "value": v, "operator": "eq"} for p, v in filters],
        }
    )


@pytest.fixture
def con(tmp_path: Path) -> duckdb.DuckDBPyConnection:
    with connect(tmp_path / "w.duckdb") as connection:
        productions = [
            {"production_id": "f1", "object": "movie", "object_class": "movie", "title": "A", "featured": True},
            {"production_id": "f2", "object": "movie", "object_class": "movie_coming", "title": "B", "featured": False},
            {"production_id": "c1", "object": "culture", "object_class": "culture", "title": "C", "featured": True},
        ]
        slugs = [
            {"production_id": "f1", "parent_slug": "a-dxm-1", "derived": True},
            {"production_id": "f2", "parent_slug": "b-dxm-2", "derived": True},
            {"production_id": "c1", "page_reference": "c-abc123", "derived": True},
        ]
        start = "2026-11-27T18:00:00+01:00"
        event = {"start_time": start, "sold_out": False}
        events = [
            {**event, "event_id": "e1", "event_number": 1, "production_id": "f1", "featured": False},
            {**event, "event_id": "e2", "event_number": 2, "production_id": "c1", "featured": True},
        ]
        replace_site_rows(connection, "S", {"productions": productions, "production_slugs": slugs, "events": events})
        replace_site_rows(connection, "OTHER", {"productions": productions[:1], "production_slugs": slugs[:1]})
        yield connection


def _ids(con: duckdb.DuckDBPyConnection, source: Source) -> list[object]:
    compiled = compile_source("/:x", source, "S")
    return [row[0] if len(row) == 1 else row for row in con.execute(compiled.sql, list(compiled.params)).fetchall()]


def test_eq_filters_select_the_matching_records_of_the_site(con: duckdb.DuckDBPyConnection) -> None:
    assert _ids(con, _source(("object", "movie"))) == ["f1", "f2"]
    assert _ids(con, _source(("object", "movie"), ("objectClass", "movie"))) == ["f1"]
    assert _ids(con, _source(("featured", True))) == ["f1", "c1"]
    assert _ids(con, _source(("production.object", "culture"), model="event")) == ["e2"]


def test_param_filters_project_the_values_the_param_can_take(con: duckdb.DuckDBPyConnection) -> None:
    rows = _ids(con, _source(("parentSlug", "@param"), ("object", "movie"), collection=False))
    assert rows == [("f1", "a-dxm-1"), ("f2", "b-dxm-2")]
    events = _ids(con, _source(("production.pageReference", "@param"), model="event"))
    assert events == [("e2", "c-abc123")]


@pytest.mark.parametrize("value", INJECTIONS)
def test_values_travel_as_parameters_never_as_sql(con: duckdb.DuckDBPyConnection, value: str) -> None:
    compiled = compile_source("/x", _source(("object", value), ("title", value)), "S")
    assert value not in compiled.sql
    assert compiled.params == ("S", value, value)
    assert con.execute(compiled.sql, list(compiled.params)).fetchall() == []
    assert con.execute("SELECT count(*) FROM productions").fetchone() == (4,)


@pytest.mark.parametrize("prop", ["object; DROP TABLE x", "title) OR (1=1", "p.title", "production.title; --"])
def test_unknown_properties_are_refused_naming_page_and_source(prop: str) -> None:
    with pytest.raises(SourceError, match=r"page /kino, source 's': no property"):
        compile_source("/kino", _source((prop, "x")), "S")


def test_an_operator_other_than_eq_is_a_clear_error() -> None:
    source = Source.model_validate(
        {"name": "movies", "model": "production", "filter": [{"property": "title", "value": "A", "operator": "gt"}]}
    )
    with pytest.raises(SourceError, match=r"page /program, source 'movies': operator 'gt' is not supported"):
        compile_source("/program", source, "S")


def test_two_param_filters_in_one_source_are_refused() -> None:
    with pytest.raises(SourceError, match=r"page /x, source 's': filters by @param, but the path has no :parameter"):
        compile_source("/x", _source(("parentSlug", "@param")), "S")
    with pytest.raises(SourceError, match="more than one filter takes @param"):
        compile_source("/:x", _source(("parentSlug", "@param"), ("pageReference", "@param")), "S")
