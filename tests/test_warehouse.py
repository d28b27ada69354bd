"""The warehouse: one transaction per load, scoped to one site."""

from __future__ import annotations

from pathlib import Path

import duckdb
import pytest

from warehouse.connection import connect
from warehouse.load import replace_site_rows
from warehouse.schema import schema_changes

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


def test_an_up_to_date_file_needs_no_schema_change(tmp_path: Path) -> None:
    with connect(tmp_path / "w.duckdb") as con:
        sql = "SELECT table_name, column_name FROM duckdb_columns() WHERE schema_name = 'main'"
        present: dict[str, set[str]] = {}
        for table, column in con.execute(sql).fetchall():
            present.setdefault(table, set()).add(column)
    assert schema_changes(present) == []
    without_articles = {t: c for t, c in present.items() if t != "articles"}
    assert [s.split("(")[0].strip() for s in schema_changes(without_articles)] == [
        "CREATE TABLE IF NOT EXISTS articles"
    ]
    without_author = {**present, "articles": present["articles"] - {"author"}}
    assert schema_changes(without_author) == ['ALTER TABLE "articles" ADD COLUMN "author" VARCHAR']


def test_an_older_file_gains_the_new_columns_and_keeps_its_rows(tmp_path: Path) -> None:
    path = tmp_path / "w.duckdb"
    with connect(path) as con:
        replace_site_rows(con, "A", {"articles": [ARTICLE]})
    with duckdb.connect(str(path)) as con:  # as a file written before `author` existed
        con.execute("ALTER TABLE articles DROP COLUMN author")
        con.execute("DROP TABLE warehouse_schema")
    with connect(path) as con:
        assert con.execute("SELECT title, author FROM articles").fetchall() == [("Høstprogrammet", None)]
        replace_site_rows(con, "A", {"articles": [{**ARTICLE, "author": "Kari"}]})
        assert con.execute("SELECT author FROM articles").fetchall() == [("Kari",)]
