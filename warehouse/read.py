"""Reading the warehouse: rows as dicts, and which site the later stages build."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date
from functools import cache
from pathlib import Path
from typing import Any, TypeVar

import duckdb
from pydantic.alias_generators import to_camel
from sqlalchemy import JSON
from sqlmodel import SQLModel

import warehouse.tables  # noqa: F401 - registers every table on SQLModel.metadata

Record = dict[str, Any]
T = TypeVar("T", bound=SQLModel)


def query_rows(con: duckdb.DuckDBPyConnection, sql: str, params: list[Any] | dict[str, Any]) -> list[Record]:
    """The rows as dicts by column name; JSON columns decoded."""
    cursor = con.execute(sql, params)
    description = cursor.description or []
    names = [d[0] for d in description]
    json_columns = [i for i, d in enumerate(description) if str(d[1]) == "JSON"]
    rows = []
    for values in cursor.fetchall():
        row = dict(zip(names, values, strict=True))
        for i in json_columns:
            if isinstance(values[i], str):
                row[names[i]] = json.loads(values[i])
        rows.append(row)
    return rows


def table_rows(con: duckdb.DuckDBPyConnection, sql: str, params: list[Any] | dict[str, Any], table: type[T]) -> list[T]:
    """The rows as the table's model (validated: a row the model refuses names its column)."""
    return [table.model_validate(row) for row in query_rows(con, sql, params)]


class Statements:
    """The SQL of a module's folder, `sql/<name>.sql`, read once: the SQL lives beside the code that runs it."""

    def __init__(self, module_file: str) -> None:
        self._folder = Path(module_file).with_name("sql")

    def __getitem__(self, name: str) -> str:
        return _read(self._folder / f"{name}.sql")


@cache
def _read(file: Path) -> str:
    return file.read_text(encoding="utf-8")


def current_site_id(con: duckdb.DuckDBPyConnection, configured: str = "") -> str:
    """The configured site, or else the site ingested last."""
    sql = "SELECT site_id FROM sites WHERE site_id = ? OR ? = '' ORDER BY ingested_at DESC LIMIT 1"
    row = con.execute(sql, [configured, configured]).fetchone()
    if row is None:
        wanted = f"site {configured}" if configured else "site"
        raise LookupError(f"the warehouse has no {wanted}: materialise the ingest assets first")
    return str(row[0])


@dataclass(frozen=True)
class ContractColumns:
    """A table's columns under the contract's camelCase names. Tables name their columns after the contract's
    fields (`object_class` is `objectClass`), so a new field needs no mapping of its own."""

    names: dict[str, str]  # column -> contract name
    json: frozenset[str]  # columns stored as JSON text


@cache
def contract_columns(table: str, **renames: str) -> ContractColumns:
    columns = [c for c in SQLModel.metadata.tables[table].columns if c.name != "site_id"]
    return ContractColumns(
        names={c.name: renames.get(c.name, to_camel(c.name)) for c in columns},
        json=frozenset(c.name for c in columns if isinstance(c.type, JSON)),
    )


def contract_record(row: Record, columns: ContractColumns) -> Record:
    """A row under the contract's names; JSON columns decoded, dates in ISO 8601."""
    record: Record = {}
    for column, name in columns.names.items():
        value = row[column]
        if column in columns.json and isinstance(value, str):
            value = json.loads(value)
        elif isinstance(value, date):
            value = value.isoformat()
        record[name] = value
    return record
