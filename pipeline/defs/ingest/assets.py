"""Ingest assets: fetch one upstream dataset, check every record, replace the site's rows in the warehouse."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from datetime import UTC, datetime
from typing import Any

import dagster as dg

from pipeline.clients.cms import CmsClient
from pipeline.clients.errors import ApiError
from pipeline.defs import unchanged
from pipeline.defs.ingest.datasets import (
    DatasetLoad,
    article_dataset,
    block_data_dataset,
    programme_datasets,
    site_datasets,
)
from pipeline.defs.ingest.metadata import counts, ingest_metadata
from pipeline.defs.ingest.rows import issue_rows
from pipeline.defs.resources import WAREHOUSE_POOL, CmsResource, WarehouseResource
from pipeline.defs.unchanged import content_digest
from warehouse import state
from warehouse.load import replace_site_rows

GROUP = "ingest"
# The client already retries brief failures; this retries the whole step after a longer outage.
INGEST_RETRY = dg.RetryPolicy(max_retries=2, delay=15, backoff=dg.Backoff.EXPONENTIAL)

Loads = Mapping[str, DatasetLoad]
Summary = dict[str, dict[str, Any]]  # what each dataset of a load reported, by dataset


def _write(warehouse: WarehouseResource, site_id: str, step: str, fingerprint: str, loads: Loads) -> None:
    """All datasets of one upstream answer in one transaction: a failure leaves the previous rows. Records the
    answer's fingerprint and what each dataset reports, for the next run."""
    tables = {table: table_rows for load in loads.values() for table, table_rows in load.tables.items()}
    issues = {dataset: issue_rows(load.rejected) for dataset, load in loads.items()}
    with warehouse.connect() as con:
        state.forget(con, site_id, step)
        replace_site_rows(con, site_id, tables, issues)
        state.record(con, site_id, step, fingerprint, {dataset: counts(load) for dataset, load in loads.items()})


def _unchanged(warehouse: WarehouseResource, site_id: str, step: str, fingerprint: str) -> Summary | None:
    """What the last load reported, when it loaded this very answer with this very code."""
    with warehouse.connect() as con:
        summary = unchanged.reported(con, site_id, step, fingerprint)
        if summary is not None and "site" in summary:
            # The later stages build the site ingested last (when CMS_SITE_ID is not set): it still is.
            con.execute("UPDATE sites SET ingested_at = ? WHERE site_id = ?", [datetime.now(UTC), site_id])
    return summary


def _fetch_failure(error: Exception) -> Exception:
    """Transient failures go back to the retry policy; anything else fails the step at once, plainly."""
    if isinstance(error, ApiError) and error.transient:
        return error
    return dg.Failure(description=str(error), allow_retries=False)


def _ingest(
    step: str,
    cms: CmsResource,
    warehouse: WarehouseResource,
    fetch: Callable[[CmsClient, dict[str, Any]], Any],
    parse: Callable[[Any], Loads],
) -> Iterator[dg.MaterializeResult]:
    """Fetches one upstream answer; unless the last load had the very same one, checks its datasets and writes
    them. Reports each dataset either way."""
    try:
        with cms.client() as client:
            site = client.site(cms.site_id or None)
            payload = fetch(client, site)
    except Exception as error:
        raise _fetch_failure(error) from error
    site_id = str(site["id"])
    digest = content_digest(payload)
    fingerprint = unchanged.fingerprint(digest)
    # The CMS-change sensor starts from the digests the last successful build ingested.
    about = {"site_id": site_id, "content_digest": digest}
    summary = _unchanged(warehouse, site_id, step, fingerprint)
    if summary is not None:
        for dataset, reported in summary.items():
            yield dg.MaterializeResult(asset_key=dataset, metadata={**reported, **about, "unchanged": True})
        return
    try:
        loads = parse(payload)
    except Exception as error:
        raise _fetch_failure(error) from error
    _write(warehouse, site_id, step, fingerprint, loads)
    for dataset, load in loads.items():
        yield dg.MaterializeResult(asset_key=dataset, metadata={**ingest_metadata(load), **about, "unchanged": False})


@dg.multi_asset(
    specs=[
        dg.AssetSpec("site", group_name=GROUP, kinds={"duckdb"}, description="The site record and its redirects."),
        dg.AssetSpec("theme", group_name=GROUP, kinds={"duckdb"}, description="Theme, header/footer menu, footer."),
        dg.AssetSpec("pages", group_name=GROUP, kinds={"duckdb"}, description="Pages with template, sources, blocks."),
    ],
    pool=WAREHOUSE_POOL,
    retry_policy=INGEST_RETRY,
    description="`GET /v1/sites`: the configured site (CMS_SITE_ID) or the first published one.",
)
def site_config(cms: CmsResource, warehouse: WarehouseResource) -> Iterator[dg.MaterializeResult]:
    yield from _ingest("site_config", cms, warehouse, lambda _, site: site, lambda site: site_datasets(site)[1])


@dg.multi_asset(
    specs=[
        dg.AssetSpec("productions", group_name=GROUP, kinds={"duckdb"}, description="Films and culture productions."),
        dg.AssetSpec("events", group_name=GROUP, kinds={"duckdb"}, description="Screenings and performances."),
    ],
    pool=WAREHOUSE_POOL,
    retry_policy=INGEST_RETRY,
    description="`GET /v1/sites/{siteId}/events`: the programme feed.",
)
def programme(cms: CmsResource, warehouse: WarehouseResource) -> Iterator[dg.MaterializeResult]:
    yield from _ingest(
        "programme", cms, warehouse, lambda client, site: client.programme(site["id"]), programme_datasets
    )


@dg.asset(
    group_name=GROUP,
    kinds={"duckdb"},
    pool=WAREHOUSE_POOL,
    retry_policy=INGEST_RETRY,
    description="`GET /v1/site/{siteId}/article?stable=1` (management API): news and information articles.",
)
def articles(cms: CmsResource, warehouse: WarehouseResource) -> Iterator[dg.MaterializeResult]:
    yield from _ingest(
        "articles",
        cms,
        warehouse,
        lambda client, site: client.articles(site["id"]),
        lambda raw: {"articles": article_dataset(raw)},
    )


@dg.asset(
    group_name=GROUP,
    kinds={"duckdb"},
    pool=WAREHOUSE_POOL,
    retry_policy=INGEST_RETRY,
    description="`GET /v1/site/{siteId}/block-data?stable=1` (management API): static fields and bindings of blocks.",
)
def block_data(cms: CmsResource, warehouse: WarehouseResource) -> Iterator[dg.MaterializeResult]:
    yield from _ingest(
        "block_data",
        cms,
        warehouse,
        lambda client, site: client.block_data(site["id"]),
        lambda raw: {"block_data": block_data_dataset(raw)},
    )
