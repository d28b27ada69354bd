"""Asset checks on what the ingest wrote: unique ids, linked events, film codes, culture categories.

Each ingest step runs its datasets' checks itself, on its own site's warehouse, once it has written them: a step of
its own would cost Dagster far more than these queries.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

import dagster as dg
import duckdb

from pipeline.defs.ingest.calls import DATASETS, Table
from pipeline.defs.reports import listed
from pipeline.models.validation import duplicate_problem
from warehouse import quality

# A check's verdict on the warehouse: passed, severity and metadata.
Verdict = tuple[bool, dg.AssetCheckSeverity, dict[str, Any]]
Check = Callable[[duckdb.DuckDBPyConnection], Verdict]


def _unique_ids(asset: str, table: Table) -> Check:
    """Warns when the CMS sent a duplicate (the first was kept, the others left out); an error only when the
    warehouse itself holds one."""

    def check(con: duckdb.DuckDBPyConnection) -> Verdict:
        problem = duplicate_problem(table.what, table.key)
        stored = quality.duplicate_ids(con, table.name, table.column)
        sent = [rid for rid, _, text in quality.rejected_records(con, asset) if text == problem]
        severity = dg.AssetCheckSeverity.ERROR if stored else dg.AssetCheckSeverity.WARN
        metadata = {"duplicates_stored": len(stored), "left_out": len(sent), **listed(sorted(set(sent) | set(stored)))}
        return not stored and not sent, severity, metadata

    return check


def _records_valid(asset: str) -> Check:
    def check(con: duckdb.DuckDBPyConnection) -> Verdict:
        rejected = quality.rejected_records(con, asset)
        return (
            not rejected,
            dg.AssetCheckSeverity.WARN,
            listed([f"{rid}: {f}: {problem}" for rid, f, problem in rejected]),
        )

    return check


def _events_have_production(con: duckdb.DuckDBPyConnection) -> Verdict:
    stored = quality.events_without_production(con)
    dropped = [r[0] for r in quality.rejected_records(con, "events") if r[1] == "productionId"]
    severity = dg.AssetCheckSeverity.ERROR if stored else dg.AssetCheckSeverity.WARN
    metadata = {"stored_orphans": len(stored), "left_out": len(dropped), **listed(stored + dropped)}
    return not stored and not dropped, severity, metadata


def _film_edi_numbers_valid(con: duckdb.DuckDBPyConnection) -> Verdict:
    bad = quality.films_with_bad_edi_number(con)
    return not bad, dg.AssetCheckSeverity.WARN, listed([f"{pid}: {edi!r}" for pid, edi in bad])


def _culture_has_category(con: duckdb.DuckDBPyConnection) -> Verdict:
    missing = quality.culture_without_category(con)
    return not missing, dg.AssetCheckSeverity.WARN, listed(missing)


def _all_checks() -> list[tuple[dg.AssetCheckSpec, Check]]:
    unique = [
        (
            dg.AssetCheckSpec(
                f"{table.name}_ids_unique",
                asset=asset,
                description=(
                    f"Every {table.what} {table.key} is unique. Warns when the CMS sent a duplicate (the first was "
                    "kept, the others left out); an error only when the warehouse itself holds one."
                ),
            ),
            _unique_ids(asset, table),
        )
        for asset, table in ((dataset.name, table) for dataset in DATASETS for table in dataset.tables)
    ]
    valid = [
        (
            dg.AssetCheckSpec(
                f"{asset}_records_valid",
                asset=asset,
                description=(
                    f"Every {asset} record the CMS sent, and each of its parts, matched the contract; what did not "
                    "was left out (a field the record can do without: dropped) and is listed here."
                ),
            ),
            _records_valid(asset),
        )
        for asset in (dataset.name for dataset in DATASETS)
    ]
    linked = dg.AssetCheckSpec(
        "events_have_production",
        asset="events",
        description="Every event's productionId names a production. Events that do not were reported and left out.",
    )
    edi = dg.AssetCheckSpec(
        "film_edi_numbers_valid",
        asset="productions",
        description="Every film's ediNumber is DXM followed by digits, or digits alone: film slugs are built from it.",
    )
    category = dg.AssetCheckSpec(
        "culture_has_category",
        asset="productions",
        description="Every culture production has a category (Konsert, Jazz, Teater, …).",
    )
    return [
        *unique,
        *valid,
        (linked, _events_have_production),
        (edi, _film_edi_numbers_valid),
        (category, _culture_has_category),
    ]


CHECKS = {spec.key: (spec, check) for spec, check in _all_checks()}


def specs(*assets: str) -> list[dg.AssetCheckSpec]:
    """The checks of these assets (datasets), for the ingest step that writes them."""
    return [spec for spec, _ in CHECKS.values() if spec.asset_key.to_user_string() in assets]


def evaluate(con: duckdb.DuckDBPyConnection, keys: Iterable[dg.AssetCheckKey]) -> Iterator[dg.AssetCheckResult]:
    """The results of these checks on the warehouse."""
    for key in keys:
        spec, check = CHECKS[key]
        passed, severity, metadata = check(con)
        yield dg.AssetCheckResult(
            asset_key=spec.asset_key, check_name=spec.name, passed=passed, severity=severity, metadata=metadata
        )
