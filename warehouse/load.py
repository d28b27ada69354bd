"""Replaces one site's rows in a set of tables inside one transaction: all of the new rows, or none."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

import duckdb
import pyarrow as pa
from sqlalchemy import JSON
from sqlmodel import SQLModel

Row = dict[str, Any]
ISSUES = "ingest_issues"


def _json_columns(table: str) -> set[str]:
    return {c.name for c in SQLModel.metadata.tables[table].columns if isinstance(c.type, JSON)}


def _arrow(table: str, site_id: str, rows: Sequence[Row]) -> pa.Table:
    """The rows as an Arrow table with every column of `table`: a key a row leaves out is null, and a key the
    table does not have is an error (not a silently dropped value)."""
    columns = [c.name for c in SQLModel.metadata.tables[table].columns]
    unknown = {key for row in rows for key in row} - set(columns)
    if unknown:
        raise ValueError(f"table {table} has no column(s) {', '.join(sorted(unknown))}")
    as_json = _json_columns(table)
    records = [
        {name: json.dumps(row.get(name), ensure_ascii=False) if name in as_json else row.get(name) for name in columns}
        | {"site_id": site_id}
        for row in rows
    ]
    return pa.Table.from_pylist(records)


def _insert(con: duckdb.DuckDBPyConnection, table: str, batch: pa.Table) -> None:
    if batch.num_rows:
        # After a failed insert the transaction only allows a rollback, so the view is dropped on success only;
        # the next `register` replaces it anyway.
        con.register("incoming", batch)
        con.execute(f'INSERT INTO "{table}" BY NAME SELECT * FROM incoming')  # noqa: S608 - a known table
        con.unregister("incoming")


def replace_site_rows(
    con: duckdb.DuckDBPyConnection,
    site_id: str,
    tables: Mapping[str, Sequence[Row]],
    issues: Mapping[str, Sequence[Row]] | None = None,
) -> dict[str, int]:
    """Deletes the site's rows in each of `tables` and inserts the new ones; `issues` does the same
    for the named datasets' rows of `ingest_issues`. Returns the rows written per table."""
    unknown = set(tables) - set(SQLModel.metadata.tables)
    if unknown:
        raise ValueError(f"no such warehouse table: {', '.join(sorted(unknown))}")
    written: dict[str, int] = {}
    con.begin()
    try:
        for table, rows in tables.items():
            con.execute(f'DELETE FROM "{table}" WHERE site_id = ?', [site_id])  # noqa: S608 - names are checked
            _insert(con, table, _arrow(table, site_id, rows))
            written[table] = len(rows)
        for dataset, rows in (issues or {}).items():
            con.execute(f"DELETE FROM {ISSUES} WHERE site_id = ? AND dataset = ?", [site_id, dataset])  # noqa: S608
            numbered = [{"dataset": dataset, "position": n, **row} for n, row in enumerate(rows)]
            _insert(con, ISSUES, _arrow(ISSUES, site_id, numbered))
        con.commit()
    except BaseException:
        con.rollback()
        raise
    return written
