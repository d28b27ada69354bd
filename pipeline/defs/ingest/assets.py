"""Ingest assets: fetch one upstream dataset, check every record, replace the site's rows in the warehouse; an
answer the last load already had leaves the warehouse as it is."""

# No `from __future__ import annotations` here: Dagster inspects the `context` annotation as a type.

import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

import dagster as dg
import duckdb
import pyarrow as pa

from pipeline.clients.cms import CmsClient, Conditional
from pipeline.clients.errors import ApiError
from pipeline.defs import unchanged
from pipeline.defs.ingest import checks
from pipeline.defs.ingest.calls import CALLS, Call
from pipeline.defs.ingest.datasets import DatasetLoad
from pipeline.defs.ingest.metadata import counts, ingest_metadata
from pipeline.defs.ingest.rows import issue_rows
from pipeline.defs.reports import log_each
from pipeline.defs.resources import CmsResource, WarehouseResource
from pipeline.defs.unchanged import content_digest
from pipeline.failpoints import reach
from pipeline.sites import SITES
from warehouse import state
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


Loads = Mapping[str, DatasetLoad]
# Fetches a step's answer for a site, given the ETag of the answer the last load had (if it may be reused).
Fetch = Callable[[CmsClient, dict[str, Any], str | None], Conditional]


@dataclass(frozen=True)
class Answer:
    """One upstream answer as an ingest step sees it; no payload when it is the one the last load had."""

    site_id: str
    payload: Any | None
    digest: str
    etag: str | None
    last: state.Built | None  # what the last load built from

    @property
    def fingerprint(self) -> str:
        return unchanged.fingerprint(self.digest)

    @property
    def loaded_last(self) -> bool:
        """The last load had this very answer, with this very code."""
        return self.last is not None and self.last.fingerprint == self.fingerprint


def _write(warehouse: WarehouseResource, step: str, answer: Answer, loads: Loads) -> None:
    """All datasets of one upstream answer in one transaction: a failure leaves the previous rows. Records the
    answer's fingerprint and ETag and what each dataset reports, for the next run. Data the warehouse refuses
    fails the step at once, naming the datasets, without retries."""
    tables = {table: table_rows for load in loads.values() for table, table_rows in load.tables.items()}
    issues = {dataset: issue_rows(load.rejected) for dataset, load in loads.items()}
    summary = {dataset: counts(load) for dataset, load in loads.items()}
    try:
        with warehouse.connect(answer.site_id) as con:
            state.forget(con, answer.site_id, step)
            replace_site_rows(con, answer.site_id, tables, issues)
            state.record(con, answer.site_id, step, answer.fingerprint, summary, answer.digest, answer.etag)
    except DATA_ERRORS as error:
        names = ", ".join(loads)
        raise dg.Failure(
            description=f"the warehouse refused the data of {names}: {type(error).__name__}: {error}",
            allow_retries=False,
        ) from error


def log_left_out(log: dg.DagsterLogManager, loads: Mapping[str, DatasetLoad]) -> None:
    """A warning per record left out (dataset, id, field, problem), and a count for the rest of a long list."""
    for dataset, load in loads.items():
        lines = [f"left out: {rejection}" for rejection in load.rejected]
        log_each(log, lines, f"left out: {dataset}: {{more}} more record(s), {{total}} in all (see ingest_issues)")


def fetch_failure(error: Exception, retry_number: int, seconds_left: float) -> Exception:
    """A transient failure goes back to the retry policy while it has a retry left and the deadline leaves time
    for it; anything else, the last failure included, fails the step at once with the call and the status in
    its message (Dagster's own "Exceeded max_retries" names neither)."""
    retry_left = retry_number < INGEST_RETRY.max_retries
    time_left = seconds_left > INGEST_RETRY.calculate_delay(retry_number + 1)
    if isinstance(error, ApiError) and error.transient and retry_left and time_left:
        return error
    return dg.Failure(description=str(error), allow_retries=False)


def _fetch(
    cms: CmsResource, warehouse: WarehouseResource, site_id: str, step: str, fetch: Fetch, started_at: float
) -> Answer:
    """The step's upstream answer for the site: asked with the ETag of the last load's answer when that load is
    current (same code), so an unchanged answer costs no body."""
    with cms.client(started_at) as client:
        site = client.site(site_id)
        with warehouse.connect(site_id) as con:
            last = state.last_built(con, site_id, step)
        etag = None
        if last is not None and last.digest is not None and last.fingerprint == unchanged.fingerprint(last.digest):
            etag = last.etag  # the last load is current: ask whether its answer still is
        answer = fetch(client, site, etag)
    if answer.payload is None:
        assert last is not None and last.digest is not None  # only a conditional request comes back empty
        return Answer(site_id, None, last.digest, answer.etag, last)
    return Answer(site_id, answer.payload, content_digest(answer.payload), answer.etag, last)


def _ingest(
    context: dg.AssetExecutionContext,
    step: str,
    cms: CmsResource,
    warehouse: WarehouseResource,
    fetch: Fetch,
    parse: Callable[[Any], Loads],
) -> Iterator[dg.MaterializeResult | dg.AssetCheckResult]:
    """Fetches one upstream answer; unless the last load had the very same one, checks its datasets and writes
    them. Reports each dataset, and its checks on the warehouse, either way."""
    # The deadline counts from the run's start, so it bounds every step and every retry of the build together.
    run = context.instance.get_run_record_by_id(context.run.run_id)
    started_at = run.start_time if run is not None and run.start_time is not None else time.time()
    try:
        answer = _fetch(cms, warehouse, context.partition_key, step, fetch, started_at)
        loads = None if answer.loaded_last else parse(answer.payload)
    except Exception as error:
        seconds_left = started_at + cms.deadline_seconds - time.time()
        raise fetch_failure(error, context.retry_number, seconds_left) from error
    reach("ingest.fetched")
    # The CMS-change sensor starts from the digests the last successful build ingested.
    about = {"site_id": answer.site_id, "content_digest": answer.digest}
    if loads is None:
        assert answer.last is not None
        for dataset, reported in answer.last.summary.items():
            yield dg.MaterializeResult(asset_key=dataset, metadata={**reported, **about, "unchanged": True})
    else:
        log_left_out(context.log, loads)
        _write(warehouse, step, answer, loads)
        for dataset, load in loads.items():
            metadata = {**ingest_metadata(load), **about, "unchanged": False}
            yield dg.MaterializeResult(asset_key=dataset, metadata=metadata)
    with warehouse.connect(answer.site_id) as con:
        yield from checks.evaluate(con, context.selected_asset_check_keys)


def _fetcher(call: Call) -> Fetch:
    if not call.conditional:
        return lambda _, site, __: Conditional(site, None)
    return lambda client, site, etag: client.get_if_changed(call.endpoint, str(site["id"]), etag)


def checked_parse(call: Call) -> Callable[[Any], Loads]:
    """The call's parse, held to its datasets: a load it does not name, or one missing, fails the step."""

    def parse(payload: Any) -> Loads:
        loads = call.parse(payload)
        if sorted(loads) != sorted(call.dataset_names):
            raise ValueError(
                f"the ingest step {call.step} made the datasets {', '.join(loads)}, "
                f"not the {', '.join(call.dataset_names)} it defines"
            )
        return loads

    return parse


def ingest_asset(call: Call) -> dg.AssetsDefinition:
    """The ingest step of one CMS call: its datasets as assets, partitioned by site, with their checks."""

    @dg.multi_asset(
        name=call.step,
        specs=[
            dg.AssetSpec(dataset.name, group_name=GROUP, kinds={"duckdb"}, description=dataset.description)
            for dataset in call.datasets
        ],
        partitions_def=SITES,
        retry_policy=INGEST_RETRY,
        check_specs=checks.specs(*call.dataset_names),
        description=call.description,
    )
    def ingest(
        context: dg.AssetExecutionContext, cms: CmsResource, warehouse: WarehouseResource
    ) -> Iterator[dg.MaterializeResult | dg.AssetCheckResult]:
        yield from _ingest(context, call.step, cms, warehouse, _fetcher(call), checked_parse(call))

    return ingest


INGEST_ASSETS = [ingest_asset(call) for call in CALLS]
