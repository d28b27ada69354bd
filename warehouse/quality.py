"""Data-quality queries over the warehouse; the asset checks report what these find."""

from __future__ import annotations

import duckdb


def duplicate_ids(con: duckdb.DuckDBPyConnection, table: str, key: str) -> list[str]:
    """Ids (the column `key`) that stand on more than one row of a site in `table`."""
    sql = f'SELECT {key} FROM "{table}" GROUP BY site_id, {key} HAVING count(*) > 1 ORDER BY 1'  # noqa: S608
    return [row[0] for row in con.execute(sql).fetchall()]


def rejected_records(con: duckdb.DuckDBPyConnection, dataset: str) -> list[tuple[str, str, str]]:
    """(record id, field, problem) of each record the last load of `dataset` left out."""
    sql = "SELECT record_id, field, problem FROM ingest_issues WHERE dataset = ? ORDER BY site_id, position"
    return [(r[0], r[1], r[2]) for r in con.execute(sql, [dataset]).fetchall()]


def events_without_production(con: duckdb.DuckDBPyConnection) -> list[str]:
    sql = """
        SELECT e.event_id FROM events e
        LEFT JOIN productions p ON p.site_id = e.site_id AND p.production_id = e.production_id
        WHERE p.production_id IS NULL ORDER BY 1
    """
    return [row[0] for row in con.execute(sql).fetchall()]


def films_with_bad_edi_number(con: duckdb.DuckDBPyConnection) -> list[tuple[str, str | None]]:
    """Films whose ediNumber is not `DXM` followed by digits, nor digits alone."""
    sql = """
        SELECT production_id, edi_number FROM productions
        WHERE object = 'movie' AND NOT coalesce(regexp_full_match(edi_number, '(DXM)?[0-9]+'), false)
        ORDER BY 1
    """
    return [(row[0], row[1]) for row in con.execute(sql).fetchall()]


def culture_without_category(con: duckdb.DuckDBPyConnection) -> list[str]:
    sql = """
        SELECT production_id FROM productions
        WHERE object = 'culture' AND coalesce(trim(category), '') = '' ORDER BY 1
    """
    return [row[0] for row in con.execute(sql).fetchall()]
