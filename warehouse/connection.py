"""Opens the warehouse file with its schema in place."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import duckdb

from warehouse.schema import create_schema


@contextmanager
def connect(path: Path | str, read_only: bool = False) -> Iterator[duckdb.DuckDBPyConnection]:
    """A connection to the warehouse at `path`, created with every table on first use."""
    path = Path(path)
    if read_only:
        con = duckdb.connect(str(path), read_only=True)
    else:
        path.parent.mkdir(parents=True, exist_ok=True)
        con = duckdb.connect(str(path))
        create_schema(con)
    try:
        yield con
    finally:
        con.close()
