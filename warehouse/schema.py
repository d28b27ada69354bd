"""Creates the warehouse's tables in DuckDB from the SQLModel models, and adds what an older file lacks."""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Mapping

import duckdb
from sqlalchemy.dialects import postgresql
from sqlalchemy.schema import CreateTable
from sqlmodel import SQLModel

import warehouse.tables  # noqa: F401 - registers every table on SQLModel.metadata

# DuckDB reads PostgreSQL's DDL; SQLAlchemy has no DuckDB dialect of its own without another package.
_DIALECT = postgresql.dialect()  # type: ignore[no-untyped-call]

# The schema version a file is at, beside the data tables (it belongs to no site).
_VERSION_TABLE = "warehouse_schema"
_PRESENT = """
    SELECT table_name, column_name FROM duckdb_columns()
    WHERE database_name = current_database() AND schema_name = 'main'
"""


def schema_changes(present: Mapping[str, set[str]]) -> list[str]:
    """The statements that bring a file whose tables have the `present` columns up to the models: `CREATE TABLE`
    for each missing table (in dependency order), `ADD COLUMN` (nullable, so no stored row is lost) for each
    column a newer model has. None for a file that is up to date."""
    statements = []
    for table in SQLModel.metadata.sorted_tables:
        columns = present.get(table.name)
        if columns is None:
            statements.append(str(CreateTable(table, if_not_exists=True).compile(dialect=_DIALECT)).strip())
            continue
        for column in table.columns:
            if column.name not in columns:
                kind = column.type.compile(dialect=_DIALECT)
                statements.append(f'ALTER TABLE "{table.name}" ADD COLUMN "{column.name}" {kind}')
    return statements


@functools.cache
def schema_version() -> str:
    """A digest of the models' DDL: a file that records it has every table and column."""
    ddl = [str(CreateTable(table).compile(dialect=_DIALECT)) for table in SQLModel.metadata.sorted_tables]
    return hashlib.sha256("\n".join(ddl).encode()).hexdigest()


def create_schema(con: duckdb.DuckDBPyConnection) -> None:
    """Brings the file's schema up to the models, unless the file records that it is (one small read, where
    reading the catalogue would cost a step tens of milliseconds)."""
    try:
        if con.execute(f"SELECT version FROM {_VERSION_TABLE}").fetchall() == [(schema_version(),)]:  # noqa: S608
            return
    except duckdb.CatalogException:
        pass  # a new file, or one from before schema versions were recorded
    present: dict[str, set[str]] = {}
    for table, column in con.execute(_PRESENT).fetchall():
        present.setdefault(table, set()).add(column)
    con.begin()
    for statement in schema_changes(present):
        con.execute(statement)
    con.execute(f"CREATE TABLE IF NOT EXISTS {_VERSION_TABLE} (version VARCHAR NOT NULL)")
    con.execute(f"DELETE FROM {_VERSION_TABLE}")  # noqa: S608
    con.execute(f"INSERT INTO {_VERSION_TABLE} VALUES (?)", [schema_version()])  # noqa: S608
    con.commit()
