"""Ingest assets: fetch one upstream dataset, check every record, replace the site's rows in the warehouse."""

# No `from __future__ import annotations` here: Dagster inspects the `context` annotation as a type.

import time
from collections.abc import Callable, Iterator, Mapping
from typing import Any

import dagster as dg
import duckdb
import pyarrow as pa

from pipeline.clients.cms import CmsClient
from pipeline.clients.errors import ApiError
from pipeline.defs.ingest.datasets import (
    DatasetLoad,
    article_dataset,
    block_data_dataset,
    programme_datasets,
    site_datasets,
)
from pipeline.defs.ingest.metadata import ingest_metadata
from pipeline.defs.ingest.rows import issue_rows
from pipeline.defs.resources import WAREHOUSE_POOL, CmsResource, WarehouseResource
from pipeline.failpoints import reach
from warehouse.load import replace_site_rows

GROUP = "ingest"
# The client already retries brief failures; this retries the whole step after a longer outage.
INGEST_RETRY = dg.RetryPolicy(max_retries=2, delay=15, backoff=dg.Backoff.EXPONENTIAL)
# What writing rows can raise when the data itself is wrong: retrying would only fail the same way again.
# (The checks should catch such values first; this keeps one that slips through from being retried.)
DATA_ERRORS = (
    duckdb.DataError,
    duckdb.IntegrityError,
    duckdb.InvalidInputException,
    pa.ArrowException,
    ValueError,
    TypeError,
    ArithmeticError,
)
# Left-out records logged one by one; beyond this, a count.
LOGGED = 20


def _write(warehouse: WarehouseResource, site_id: str, loads: Mapping[str, DatasetLoad]) -> None:
    """All datasets of one upstream answer in one transaction: a failure leaves the previous rows. Data the
    warehouse refuses fails the step at once, naming the datasets, without retries."""
    tables = {table: table_rows for load in loads.values() for table, table_rows in load.tables.items()}
    issues = {dataset: issue_rows(load.rejected) for dataset, load in loads.items()}
    try:
        with warehouse.connect() as con:
            replace_site_rows(con, site_id, tables, issues)
    except DATA_ERRORS as error:
        names = ", ".join(loads)
        raise dg.Failure(
            description=f"the warehouse refused the data of {names}: {type(error).__name__}: {error}",
            allow_retries=False,
        ) from error


def log_left_out(log: dg.DagsterLogManager, loads: Mapping[str, DatasetLoad]) -> None:
    """A warning per record left out (dataset, id, field, problem), and a count for the rest of a long list."""
    for dataset, load in loads.items():
        for rejection in load.rejected[:LOGGED]:
            log.warning(f"left out: {rejection}")
        if len(load.rejected) > LOGGED:
            more = len(load.rejected) - LOGGED
            log.warning(f"left out: {dataset}: {more} more record(s), {len(load.rejected)} in all (see ingest_issues)")


def fetch_failure(error: Exception, retry_number: int, seconds_left: float) -> Exception:
    """A transient failure goes back to the retry policy while it has a retry left and the deadline leaves time
    for it; anything else, the last failure included, fails the step at once with the call and the status in
    its message (Dagster's own "Exceeded max_retries" names neither)."""
    retry_left = retry_number < INGEST_RETRY.max_retries
    time_left = seconds_left > INGEST_RETRY.calculate_delay(retry_number + 1)
    if isinstance(error, ApiError) and error.transient and retry_left and time_left:
        return error
    return dg.Failure(description=str(error), allow_retries=False)


def _ingest(
    context: dg.AssetExecutionContext,
    cms: CmsResource,
    warehouse: WarehouseResource,
    fetch: Callable[[CmsClient, dict[str, Any]], Mapping[str, DatasetLoad]],
) -> Iterator[dg.MaterializeResult]:
    """Fetches and checks the datasets of one upstream answer, writes them, and reports each one."""
    # The deadline counts from the run's start, so it bounds every step and every retry of the build together.
    run = context.instance.get_run_record_by_id(context.run.run_id)
    started_at = run.start_time if run is not None and run.start_time is not None else time.time()
    try:
        with cms.client(started_at) as client:
            site = client.site(cms.site_id or None)
            loads = fetch(client, site)
    except Exception as error:
        seconds_left = started_at + cms.deadline_seconds - time.time()
        raise fetch_failure(error, context.retry_number, seconds_left) from error
    reach("ingest.fetched")
    site_id = str(site["id"])
    log_left_out(context.log, loads)
    _write(warehouse, site_id, loads)
    for dataset, load in loads.items():
        yield dg.MaterializeResult(asset_key=dataset, metadata={**ingest_metadata(load), "site_id": site_id})


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
def site_config(
    context: dg.AssetExecutionContext, cms: CmsResource, warehouse: WarehouseResource
) -> Iterator[dg.MaterializeResult]:
    yield from _ingest(context, cms, warehouse, lambda _, site: site_datasets(site)[1])


@dg.multi_asset(
    specs=[
        dg.AssetSpec("productions", group_name=GROUP, kinds={"duckdb"}, description="Films and culture productions."),
        dg.AssetSpec("events", group_name=GROUP, kinds={"duckdb"}, description="Screenings and performances."),
    ],
    pool=WAREHOUSE_POOL,
    retry_policy=INGEST_RETRY,
    description="`GET /v1/sites/{siteId}/events`: the programme feed.",
)
def programme(
    context: dg.AssetExecutionContext, cms: CmsResource, warehouse: WarehouseResource
) -> Iterator[dg.MaterializeResult]:
    yield from _ingest(context, cms, warehouse, lambda client, site: programme_datasets(client.programme(site["id"])))


@dg.asset(
    group_name=GROUP,
    kinds={"duckdb"},
    pool=WAREHOUSE_POOL,
    retry_policy=INGEST_RETRY,
    description="`GET /v1/site/{siteId}/article?stable=1` (management API): news and information articles.",
)
def articles(
    context: dg.AssetExecutionContext, cms: CmsResource, warehouse: WarehouseResource
) -> Iterator[dg.MaterializeResult]:
    yield from _ingest(
        context, cms, warehouse, lambda client, site: {"articles": article_dataset(client.articles(site["id"]))}
    )


@dg.asset(
    group_name=GROUP,
    kinds={"duckdb"},
    pool=WAREHOUSE_POOL,
    retry_policy=INGEST_RETRY,
    description="`GET /v1/site/{siteId}/block-data?stable=1` (management API): static fields and bindings of blocks.",
)
def block_data(
    context: dg.AssetExecutionContext, cms: CmsResource, warehouse: WarehouseResource
) -> Iterator[dg.MaterializeResult]:
    yield from _ingest(
        context, cms, warehouse, lambda client, site: {"block_data": block_data_dataset(client.block_data(site["id"]))}
    )
