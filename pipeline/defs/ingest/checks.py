"""Asset checks on what the ingest wrote: unique ids, linked events, film codes, culture categories."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import dagster as dg

from pipeline.defs.resources import WAREHOUSE_POOL, WarehouseResource
from pipeline.models.validation import duplicate_problem
from warehouse import quality

SHOWN = 20


def _listed(items: Sequence[Any]) -> dict[str, Any]:
    return {"count": len(items), "examples": dg.MetadataValue.json([str(i) for i in items[:SHOWN]])}


def _unique_ids_check(asset: str, table: str, what: str, key: str) -> dg.AssetChecksDefinition:
    @dg.asset_check(
        asset=asset,
        name=f"{table}_ids_unique",
        pool=WAREHOUSE_POOL,
        description=(
            f"Every {what} {key} is unique. Warns when the CMS sent a duplicate (the first was kept, the others "
            "left out); an error only when the warehouse itself holds one."
        ),
    )
    def check(warehouse: WarehouseResource) -> dg.AssetCheckResult:
        problem = duplicate_problem(what, key)
        with warehouse.connect() as con:
            stored = quality.duplicate_ids(con, table)
            sent = [rid for rid, _, text in quality.rejected_records(con, asset) if text == problem]
        return dg.AssetCheckResult(
            passed=not stored and not sent,
            severity=dg.AssetCheckSeverity.ERROR if stored else dg.AssetCheckSeverity.WARN,
            metadata={
                "duplicates_stored": len(stored),
                "left_out": len(sent),
                **_listed(sorted(set(sent) | set(stored))),
            },
        )

    return check


def _records_valid_check(asset: str) -> dg.AssetChecksDefinition:
    @dg.asset_check(
        asset=asset,
        name=f"{asset}_records_valid",
        pool=WAREHOUSE_POOL,
        description=(
            f"Every {asset} record the CMS sent, and each of its parts, matched the contract; what did not was left "
            "out (a field the record can do without: dropped) and is listed here."
        ),
    )
    def check(warehouse: WarehouseResource) -> dg.AssetCheckResult:
        with warehouse.connect() as con:
            rejected = quality.rejected_records(con, asset)
        return dg.AssetCheckResult(
            passed=not rejected,
            severity=dg.AssetCheckSeverity.WARN,
            metadata=_listed([f"{rid}: {field}: {problem}" for rid, field, problem in rejected]),
        )

    return check


@dg.asset_check(
    asset="events",
    pool=WAREHOUSE_POOL,
    description="Every event's productionId names a production. Events that do not were reported and left out.",
)
def events_have_production(warehouse: WarehouseResource) -> dg.AssetCheckResult:
    with warehouse.connect() as con:
        stored = quality.events_without_production(con)
        dropped = [r[0] for r in quality.rejected_records(con, "events") if r[1] == "productionId"]
    return dg.AssetCheckResult(
        passed=not stored and not dropped,
        severity=dg.AssetCheckSeverity.ERROR if stored else dg.AssetCheckSeverity.WARN,
        metadata={"stored_orphans": len(stored), "left_out": _listed(dropped)["count"], **_listed(stored + dropped)},
    )


@dg.asset_check(
    asset="productions",
    pool=WAREHOUSE_POOL,
    description="Every film's ediNumber is DXM followed by digits, or digits alone: film slugs are built from it.",
)
def film_edi_numbers_valid(warehouse: WarehouseResource) -> dg.AssetCheckResult:
    with warehouse.connect() as con:
        bad = quality.films_with_bad_edi_number(con)
    return dg.AssetCheckResult(
        passed=not bad,
        severity=dg.AssetCheckSeverity.WARN,
        metadata=_listed([f"{pid}: {edi!r}" for pid, edi in bad]),
    )


@dg.asset_check(
    asset="productions",
    pool=WAREHOUSE_POOL,
    description="Every culture production has a category (Konsert, Jazz, Teater, …).",
)
def culture_has_category(warehouse: WarehouseResource) -> dg.AssetCheckResult:
    with warehouse.connect() as con:
        missing = quality.culture_without_category(con)
    return dg.AssetCheckResult(passed=not missing, severity=dg.AssetCheckSeverity.WARN, metadata=_listed(missing))


unique_id_checks = [
    _unique_ids_check(asset, table, what, key)
    for asset, table, what, key in (
        ("site", "aliases", "alias", "fromPath"),
        ("theme", "menu_items", "menu item", "id"),
        ("pages", "pages", "page", "id"),
        ("pages", "blocks", "block", "id"),
        ("block_data", "block_data", "block data", "blockId"),
        ("productions", "productions", "production", "id"),
        ("events", "events", "event", "id"),
        ("articles", "articles", "article", "id"),
    )
]
records_valid_checks = [
    _records_valid_check(asset)
    for asset in ("site", "theme", "pages", "block_data", "productions", "events", "articles")
]
