"""Reading the warehouse: rows as dicts, and which site the later stages build."""

from __future__ import annotations

from typing import Any

import duckdb

Record = dict[str, Any]


def query_rows(con: duckdb.DuckDBPyConnection, sql: str, params: list[Any]) -> list[Record]:
    cursor = con.execute(sql, params)
    names = [d[0] for d in cursor.description or []]
    return [dict(zip(names, row, strict=True)) for row in cursor.fetchall()]


def current_site_id(con: duckdb.DuckDBPyConnection, configured: str = "") -> str:
    """The configured site, or else the site ingested last."""
    sql = "SELECT site_id FROM sites WHERE site_id = ? OR ? = '' ORDER BY ingested_at DESC LIMIT 1"
    row = con.execute(sql, [configured, configured]).fetchone()
    if row is None:
        wanted = f"site {configured}" if configured else "site"
        raise LookupError(f"the warehouse has no {wanted}: materialise the ingest assets first")
    return str(row[0])
