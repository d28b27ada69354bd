"""The `build_state` table: the fingerprint each step last built from, and what it reported then."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import duckdb


@dataclass(frozen=True)
class Built:
    fingerprint: str
    summary: dict[str, Any]
    digest: str | None = None  # of the upstream answer an ingest step loaded
    etag: str | None = None  # the upstream's tag for that answer


def last_built(con: duckdb.DuckDBPyConnection, site_id: str, step: str) -> Built | None:
    sql = "SELECT fingerprint, summary, digest, etag FROM build_state WHERE site_id = ? AND step = ?"
    row = con.execute(sql, [site_id, step]).fetchone()
    return Built(row[0], json.loads(row[1]) if row[1] else {}, row[2], row[3]) if row else None


def fingerprints(con: duckdb.DuckDBPyConnection, site_id: str, steps: list[str]) -> list[str] | None:
    """The fingerprints `steps` last built from, in order; None unless every one of them has been built."""
    sql = "SELECT step, fingerprint FROM build_state WHERE site_id = ?"
    known: dict[str, str] = dict(con.execute(sql, [site_id]).fetchall())
    found = [known.get(step) for step in steps]
    return [f for f in found if f is not None] if all(found) else None


def forget(con: duckdb.DuckDBPyConnection, site_id: str, step: str) -> None:
    """Before a step rewrites its tables: should it fail half-way, its next run cannot mistake them for current."""
    con.execute("DELETE FROM build_state WHERE site_id = ? AND step = ?", [site_id, step])


def record(
    con: duckdb.DuckDBPyConnection,
    site_id: str,
    step: str,
    fingerprint: str,
    summary: dict[str, Any],
    digest: str | None = None,
    etag: str | None = None,
) -> None:
    con.execute(
        """INSERT OR REPLACE INTO build_state (site_id, step, fingerprint, summary, built_at, digest, etag)
           VALUES (?, ?, ?, ?, ?, ?, ?)""",
        [site_id, step, fingerprint, json.dumps(summary, ensure_ascii=False), datetime.now(UTC), digest, etag],
    )
