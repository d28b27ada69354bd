"""The warehouse: one transaction per load, scoped to one site."""

from __future__ import annotations

from pathlib import Path

import duckdb
import pytest

from warehouse.connection import connect
from warehouse.load import replace_site_rows

ARTICLE = {
    "article_id": "a1",
    "title": "Høstprogrammet",
    "slug": "host",
    "category": "article",
    "content": "<p>Hei</p>",
    "order": 1,
    "locale": "nb",
    "created_at": 1_763_700_000_000,
}


def _titles(con: duckdb.DuckDBPyConnection, site: str) -> list[str]:
    return [r[0] for r in con.execute("SELECT title FROM articles WHERE site_id = ? ORDER BY 1", [site]).fetchall()]


def test_a_load_replaces_only_its_own_site(tmp_path: Path) -> None:
    with connect(tmp_path / "w.duckdb") as con:
        replace_site_rows(con, "A", {"articles": [ARTICLE]})
        replace_site_rows(con, "B", {"articles": [{**ARTICLE, "title": "Annet nettsted"}]})
        replace_site_rows(con, "A", {"articles": [{**ARTICLE, "title": "Ny tittel"}]})
        assert _titles(con, "A") == ["Ny tittel"]
        assert _titles(con, "B") == ["Annet nettsted"]


def test_a_failing_load_leaves_every_table_as_it_was(tmp_path: Path) -> None:
    with connect(tmp_path / "w.duckdb") as con:
        replace_site_rows(con, "A", {"articles": [ARTICLE], "aliases": [{"from_path": "/a", "to_path": "/b"}]})
        broken = {**ARTICLE, "article_id": "a2", "title": None}  # NOT NULL: fails after the aliases were replaced
        with pytest.raises(duckdb.ConstraintException):
            replace_site_rows(con, "A", {"aliases": [], "articles": [{**ARTICLE, "title": "Ny"}, broken]})
        assert _titles(con, "A") == ["Høstprogrammet"]
        assert con.execute("SELECT count(*) FROM aliases").fetchone() == (1,)


def test_json_and_unicode_survive_the_round_trip(tmp_path: Path) -> None:
    with connect(tmp_path / "w.duckdb") as con:
        page = {
            "page_id": "p",
            "title": "Møterom og selskap",
            "path": "/moterom-og-selskap",
            "layout": "page-header-footer",
            "page_type": "standard",
            "template": {"rows": []},
            "sources": [{"name": "movies", "filter": [{"property": "object", "value": "movie"}]}],
            "meta": [{"title": "Møterom – priser"}],
        }
        replace_site_rows(con, "A", {"pages": [page]})
        row = con.execute("SELECT title, sources->>'$[0].filter[0].value', meta->>'$[0].title' FROM pages").fetchone()
        assert row == ("Møterom og selskap", "movie", "Møterom – priser")


def test_an_unknown_table_is_refused(tmp_path: Path) -> None:
    with connect(tmp_path / "w.duckdb") as con, pytest.raises(ValueError, match="no such warehouse table: films"):
        replace_site_rows(con, "A", {"films": []})


def test_issues_are_replaced_per_dataset(tmp_path: Path) -> None:
    issue = {"record_id": "x", "field": "title", "problem": "mangler"}
    with connect(tmp_path / "w.duckdb") as con:
        replace_site_rows(con, "A", {}, {"events": [issue], "articles": [issue]})
        replace_site_rows(con, "A", {}, {"events": []})
        assert con.execute("SELECT dataset FROM ingest_issues").fetchall() == [("articles",)]
