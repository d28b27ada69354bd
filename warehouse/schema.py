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
    for statement in ddl():
        con.execute(statement)
