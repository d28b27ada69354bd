"""Site assets: stage the route data from the warehouse, then publish it once the blocking checks pass."""

# No `from __future__ import annotations` here: Dagster inspects the `context` annotation as a type.

from collections.abc import Iterator
from datetime import UTC, datetime

import dagster as dg

from pipeline.defs import unchanged
from pipeline.defs.reports import listed, log_each
from pipeline.defs.resources import WAREHOUSE_POOL, CmsResource, SiteOutputResource, WarehouseResource
from pipeline.defs.route_data import verify
from pipeline.defs.route_data.assemble import assemble, stored_plan
from pipeline.defs.route_data.records import OSLO, next_start
from pipeline.defs.routing.assets import ROUTE_INPUTS
from warehouse import state
from warehouse.read import current_site_id

GROUP = "site"
ROUTE_DATA_INPUTS = [*ROUTE_INPUTS, "routes"]
REDIRECTS_KEPT = "redirects_kept"
BLOCKS_HAVE_RECORDS = "blocks_have_records"
PRODUCTIONS_HAVE_PICTURES = "productions_have_pictures"
# WARN checks of the route data: name -> (description, the summary's key of what each lists).
WARNINGS = {
    REDIRECTS_KEPT: (
        "Every alias and earlier slug became a redirect (none loops, every target passes the URL policy), and no "
        "alias replaces a live route.",
        "redirect_problems",
    ),
    BLOCKS_HAVE_RECORDS: (
        "Every record block finds a page source by its binding or by the rule of its kind (contract, «Which "
        "records a block shows»), or has static fields of its own; one that has neither shows its empty state.",
        "blocks_without_records",
    ),
    PRODUCTIONS_HAVE_PICTURES: (
        "Every production has a usable first_image (present, and passing the URL policy); one without is shown "
        "with the site's picture placeholder.",
        "productions_without_pictures",
    ),
}
# How long staging or publishing waits for another run writing the same output folder.
LOCK_WAIT_SECONDS = 600.0


@dg.asset(
    group_name=GROUP,
    deps=["routes", "site", "theme"],
    kinds={"json"},
    pool=WAREHOUSE_POOL,
    output_required=False,
    description=(
        "One JSON file per route, listing chunks, site.json, manifest.json, redirects.json, search-index.json, "
        "sitemap.xml and robots.txt, staged beside the published folder (format: docs/route-data.md and "
        "schema/route-data.schema.json). Unchanged files are linked, not rewritten. Skipped (with its checks "
        "and the publishing) when the published version was built from the very same inputs."
    ),
    check_specs=[
        dg.AssetCheckSpec(name, asset="route_data", description=description)
        for name, (description, _) in WARNINGS.items()
    ],
)
def route_data(
    context: dg.AssetExecutionContext, cms: CmsResource, warehouse: WarehouseResource, site_output: SiteOutputResource
) -> Iterator[dg.MaterializeResult | dg.AssetCheckResult]:
    now = datetime.now(UTC)
    folder = site_output.folder()
    with warehouse.connect() as con:
        site_id = current_site_id(con, cms.site_id)
        # The route data also depends on where browsers call, and on the clock: showings that started are left
        # out, so it changes when the next one starts (and with the day, which its dates are read against).
        clock = (now.astimezone(OSLO).date().isoformat(), next_start(con, site_id, now))
        inputs = unchanged.inputs_fingerprint(con, site_id, ROUTE_DATA_INPUTS, site_output.model_dump_json(), *clock)
        published = unchanged.reported(con, site_id, "published_route_data", inputs)
        staged = unchanged.reported(con, site_id, "route_data", inputs)
        if published is not None and staged is not None and published.get("version") == str(folder.published()):
            # Not materialising skips the blocking checks and the publishing too: what is published passed them.
            # The WARN checks still report, on what the published version was built from.
            context.log.info("the published route data was built from these very inputs: nothing to stage")
            yield from _warnings(staged)
            return
        state.forget(con, site_id, "route_data")
        built = assemble(con, site_id, stored_plan(con, site_id), site_output.endpoints(), now)
        with folder.lock(LOCK_WAIT_SECONDS, context.log.warning):
            stats = folder.stage(built.files, context.run.run_id)
        report = built.report
        summary = {
            "redirect_problems": built.dropped_redirects + built.hidden_routes,
            "blocks_without_records": report.blocks_without_records,
            "productions_without_pictures": report.productions_without_pictures,
        }
        if inputs is not None:
            state.record(con, site_id, "route_data", inputs, summary)
    for block in report.skipped_blocks:
        context.log.warning(f"skipped a block of unknown kind: {block}")
    if report.bindings_unresolved:
        context.log.warning(
            f"{report.bindings_unresolved} binding(s) could not be resolved and were left empty, e.g. "
            + "; ".join(report.unresolved_examples[:3])
        )
    for dropped in built.dropped_redirects:
        context.log.warning(f"redirect left out: {dropped}")
    for hidden in built.hidden_routes:
        context.log.warning(f"route replaced by a redirect: {hidden}")
    log_each(context.log, report.blocks_without_records)
    log_each(
        context.log,
        [f"no usable picture, shown with the placeholder: {p}" for p in report.productions_without_pictures],
    )
    if report.dropped_values:
        context.log.warning(
            f"{len(report.dropped_values)} value(s) failed the URL policy or their type and were left out, e.g. "
            + "; ".join(report.dropped_values[:3])
        )
    yield dg.MaterializeResult(
        check_results=list(_warnings(summary)),
        metadata={
            "dagster/row_count": len(built.routes),
            "files/written": stats.written,
            "files/unchanged": stats.unchanged,
            "files/removed": stats.removed,
            "redirects": len(built.redirects),
            "redirects_dropped": dg.MetadataValue.json(built.dropped_redirects),
            "routes_hidden_by_aliases": dg.MetadataValue.json(built.hidden_routes),
            "bindings/resolved": report.bindings_resolved,
            "bindings/unresolved": report.bindings_unresolved,
            "bindings/unresolved_examples": dg.MetadataValue.json(report.unresolved_examples),
            "skipped_blocks": dg.MetadataValue.json(report.skipped_blocks),
            "dropped_values": dg.MetadataValue.json(report.dropped_values[:20]),
            "block_sources": dg.MetadataValue.json(report.block_sources),
            "staged": dg.MetadataValue.path(str(site_output.folder().staging)),
        },
    )


def _warnings(summary: dict[str, list[str]]) -> Iterator[dg.AssetCheckResult]:
    """The WARN checks from a build's summary, the one just made or the one the published version was built from
    (a summary of older code may lack a list)."""
    for name, (_, key) in WARNINGS.items():
        items = summary.get(key, [])
        yield dg.AssetCheckResult(
            asset_key="route_data",
            check_name=name,
            passed=not items,
            severity=dg.AssetCheckSeverity.WARN,
            metadata=listed(items),
        )


@dg.asset(
    group_name=GROUP,
    deps=["route_data"],
    kinds={"json"},
    pool=WAREHOUSE_POOL,
    description="Publishes the staged route data with one atomic swap, after its blocking checks passed.",
)
def published_route_data(
    context: dg.AssetExecutionContext, cms: CmsResource, warehouse: WarehouseResource, site_output: SiteOutputResource
) -> dg.MaterializeResult:
    folder = site_output.folder()
    with folder.lock(LOCK_WAIT_SECONDS, context.log.warning):
        if _staged_in_this_run(context) and folder.staged_by() != context.run.run_id:
            raise dg.Failure(
                description="another run replaced or published the route data this run staged; "
                "this run published nothing (the other run publishes its own)",
                allow_retries=False,
            )
        # The blocking checks already ran in the same run; checking again here also covers a publish started
        # on its own (from the UI, say) over an older staged version that failed them.
        failed = verify.problems(folder.staged())
        if failed:
            summary = "; ".join(f"{name}: {', '.join(items[:3])}" for name, items in failed.items())
            raise dg.Failure(description=f"refusing to publish the staged route data: {summary}", allow_retries=False)
        published, swapped = folder.publish()
    with warehouse.connect() as con:
        site_id = current_site_id(con, cms.site_id)
        staged = state.last_built(con, site_id, "route_data")
        if staged is None:
            state.forget(con, site_id, "published_route_data")
        else:
            state.record(
                con, site_id, "published_route_data", staged.fingerprint, {"version": str(published.resolve())}
            )
    return dg.MaterializeResult(metadata={"published": dg.MetadataValue.path(str(published)), "changed": swapped})


def _staged_in_this_run(context: dg.AssetExecutionContext) -> bool:
    records = context.instance.get_records_for_run(
        context.run.run_id, of_type=dg.DagsterEventType.ASSET_MATERIALIZATION
    ).records
    return any(record.asset_key == route_data.key for record in records)
