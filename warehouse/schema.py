"""Creates the warehouse's tables in DuckDB from the SQLModel models."""

from __future__ import annotations

import duckdb
from sqlalchemy.dialects import postgresql
from sqlalchemy.schema import CreateTable
from sqlmodel import SQLModel

import warehouse.tables  # noqa: F401 - registers every table on SQLModel.metadata

# DuckDB reads PostgreSQL's DDL; SQLAlchemy has no DuckDB dialect of its own without another package.
_DIALECT = postgresql.dialect()  # type: ignore[no-untyped-call]


def ddl() -> list[str]:
    """`CREATE TABLE IF NOT EXISTS` for every table, in dependency order."""
    return [
        str(CreateTable(table, if_not_exists=True).compile(dialect=_DIALECT)).strip()
        for table in SQLModel.metadata.sorted_tables
    ]


def create_schema(con: duckdb.DuckDBPyConnection) -> None:
    """Creates missing tables, and adds columns a newer model has to an older file's tables (nullable, so
    no stored row is lost)."""
    for statement in ddl():
        con.execute(statement)
    for table in SQLModel.metadata.sorted_tables:
        sql = "SELECT column_name FROM information_schema.columns WHERE table_name = ?"
        present = {row[0] for row in con.execute(sql, [table.name]).fetchall()}
        for column in table.columns:
            if column.name not in present:
                kind = column.type.compile(dialect=_DIALECT)
                con.execute(f'ALTER TABLE "{table.name}" ADD COLUMN "{column.name}" {kind}')
