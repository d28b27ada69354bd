"""Site assets: stage the route data from the warehouse, then publish it once the blocking checks pass."""

# No `from __future__ import annotations` here: Dagster inspects the `context` annotation as a type.

from collections.abc import Iterator
from datetime import UTC, datetime

import dagster as dg

from pipeline.defs import unchanged
from pipeline.defs.automation import freshness
from pipeline.defs.reports import listed, log_each, one_line
from pipeline.defs.resources import (
    LOCK_WAIT_SECONDS,
    SiteExportResource,
    SiteOutputResource,
    WarehouseResource,
)
from pipeline.defs.route_data import verify
from pipeline.defs.route_data.assemble import assemble, stored_plan
from pipeline.defs.route_data.load import next_start
from pipeline.defs.route_data.records import OSLO
from pipeline.defs.routing.assets import ROUTE_INPUTS
from pipeline.publish.releases import PENDING, SiteReleases
from pipeline.sites import SITES
from warehouse import state

GROUP = "site"
ROUTE_DATA_INPUTS = [*ROUTE_INPUTS, "routes"]
REDIRECTS_KEPT = "redirects_kept"
BLOCKS_HAVE_RECORDS = "blocks_have_records"
PRODUCTIONS_HAVE_PICTURES = "productions_have_pictures"
MENU_LINKS_RESOLVE = "menu_links_resolve"
CONTENT_LINKS_RESOLVE = "content_links_resolve"
NO_SCRIPT = "no_script"
# WARN checks of the route data: name -> (description, the summary's key of what each lists).
WARNINGS = {
    REDIRECTS_KEPT: (
        "Every alias and earlier slug became a redirect (none loops, every target passes the URL policy), and no "
        "alias replaces a live route.",
        "redirect_problems",
    ),
    BLOCKS_HAVE_RECORDS: (
        "Every record block finds a page source by its binding or by the rule of its kind (contract, «Which "
        "records a block shows»), or has static fields of its own; one that has neither shows its empty state. A "
        "list whose source gives no records is left out of a page where other blocks show records.",
        "blocks_without_records",
    ),
    PRODUCTIONS_HAVE_PICTURES: (
        "Every production has a usable first_image (present, and passing the URL policy); one without is shown "
        "with the site's picture placeholder.",
        "productions_without_pictures",
    ),
    MENU_LINKS_RESOLVE: (
        "Every internal header, footer and footer-column link leads to a route, a redirect or a page of the web "
        "app. One that leads "
        "nowhere (to an article deleted since, say) is left out of site.json, and the rest of the site publishes; "
        "a menu item with a submenu keeps the submenu, without a link of its own.",
        "dropped_links",
    ),
    CONTENT_LINKS_RESOLVE: (
        "Every link within the site in a page's content (an article's text, a production's texts, a block's rich "
        "text, link list or link) leads to a route, a redirect or a page of the web app. One that leads nowhere (to "
        "an article deleted since, say) is left out, and the rest of the site publishes: in text the link's words "
        "stay, without the link; from a link list the item goes; a block's own link becomes null.",
        "dropped_content_links",
    ),
    NO_SCRIPT: (
        "No HTML field from the CMS holds a script or another active element, an event handler or a link outside "
        "the URL policy. The sanitiser removes each, and the record is published without it.",
        "sanitised_fields",
    ),
}


@dg.asset(
    group_name=GROUP,
    deps=["routes", "site", "theme"],
    kinds={"json"},
    partitions_def=SITES,
    output_required=False,
    description=(
        "One JSON file per route, listing chunks, site.json, manifest.json, redirects.json, search-index.json, "
        "sitemap.xml and robots.txt, staged beside the site's releases (format: docs/route-data.md and "
        "schema/route-data.schema.json). Files the live release has are linked, not rewritten. Skipped (with its "
        "checks and the release) when the live release was built from the very same inputs."
    ),
    check_specs=[
        dg.AssetCheckSpec(name, asset="route_data", description=description)
        for name, (description, _) in WARNINGS.items()
    ],
)
def route_data(
    context: dg.AssetExecutionContext, warehouse: WarehouseResource, site_output: SiteOutputResource
) -> Iterator[dg.MaterializeResult | dg.AssetCheckResult]:
    now = datetime.now(UTC)
    site_id = context.partition_key
    releases = site_output.releases(site_id)
    with warehouse.connect(site_id) as con:
        # The route data also depends on where browsers call, and on the clock: showings that started are left
        # out, so it changes when the next one starts (and with the day, which its dates are read against).
        clock = (now.astimezone(OSLO).date().isoformat(), next_start(con, site_id, now))
        endpoints = site_output.model_dump_json(exclude={"folder", "previews_folder", "kept"})
        inputs = unchanged.inputs_fingerprint(con, site_id, ROUTE_DATA_INPUTS, endpoints, *clock)
        published = unchanged.reported(con, site_id, "published_route_data", inputs)
        staged = unchanged.reported(con, site_id, "route_data", inputs)
        live = releases.live()
        if published is not None and staged is not None and live is not None and published.get("release") == live.id:
            # Not materialising skips the blocking checks and the publishing too: what is published passed them.
            # The WARN checks still report, on what the published version was built from.
            context.log.info("the published route data was built from these very inputs: nothing to stage")
            yield from _warnings(staged)
            return
        state.forget(con, site_id, "route_data")
        built = assemble(con, site_id, stored_plan(con, site_id), site_output.endpoints(), now)
        with releases.lock(LOCK_WAIT_SECONDS, context.log.warning):
            stats = releases.stage(built.files, context.run.run_id)
        report = built.report
        summary = {
            "redirect_problems": built.dropped_redirects + built.hidden_routes,
            "blocks_without_records": report.blocks_without_records,
            "productions_without_pictures": report.productions_without_pictures,
            "dropped_links": report.dropped_links,
            "dropped_content_links": report.dropped_content_links,
            "sanitised_fields": report.sanitised_fields,
        }
        if inputs is not None:
            state.record(con, site_id, "route_data", inputs, summary)
    # The CMS's text is in each of these lines: each stays one line of the log (`one_line`).
    for block in report.skipped_blocks:
        context.log.warning(one_line(f"skipped a block of unknown kind: {block}"))
    if report.bindings_unresolved:
        context.log.warning(
            one_line(
                f"{report.bindings_unresolved} binding(s) could not be resolved and were left empty, e.g. "
                + "; ".join(report.unresolved_examples[:3])
            )
        )
    for dropped in built.dropped_redirects:
        context.log.warning(one_line(f"redirect left out: {dropped}"))
    for hidden in built.hidden_routes:
        context.log.warning(one_line(f"route replaced by a redirect: {hidden}"))
    log_each(context.log, report.blocks_without_records)
    log_each(
        context.log,
        [f"no usable picture, shown with the placeholder: {p}" for p in report.productions_without_pictures],
    )
    log_each(context.log, report.dropped_links + report.dropped_content_links)
    log_each(context.log, [f"sanitised: {field}" for field in report.sanitised_fields])
    if report.dropped_values:
        context.log.warning(
            one_line(
                f"{len(report.dropped_values)} value(s) failed the URL policy or their type and were left out, e.g. "
                + "; ".join(report.dropped_values[:3])
            )
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
            "staged": dg.MetadataValue.path(str(releases.staging)),
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
    freshness_policy=freshness.POLICY,
    kinds={"json"},
    partitions_def=SITES,
    description=(
        "Seals the staged route data, once its blocking checks passed, as the site's next release: live at once "
        "while the site export is turned off, else with its export. Data the live release already has makes none."
    ),
)
def published_route_data(
    context: dg.AssetExecutionContext,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    site_export: SiteExportResource,
) -> dg.MaterializeResult:
    site_id = context.partition_key
    run_id = context.run.run_id
    releases = site_output.releases(site_id)
    with releases.lock(LOCK_WAIT_SECONDS, context.log.warning):
        staged_here = _staged_in_this_run(context)
        if staged_here and releases.staged_by() != run_id:
            raise dg.Failure(
                description="another run replaced or released the route data this run staged; "
                "this run released nothing (the other run releases its own)",
                allow_retries=False,
            )
        # When the blocking checks passed in this run, on what it staged, they need not run again (at a large site
        # they read thousands of files); a release started on its own (from the UI, say) checks what it releases.
        failed = {} if staged_here and _checked_in_this_run(context) else verify.problems(releases.staged())
        if failed:
            summary = "; ".join(f"{name}: {', '.join(items[:3])}" for name, items in failed.items())
            raise dg.Failure(description=f"refusing to release the staged route data: {summary}", allow_retries=False)
        pending = releases.seal(run_id)
        if pending is not None:
            _say_if_rolled_back(context, releases)
        if pending is None:
            live = releases.live()
            release, note = (live.id if live else ""), "the live release has this very route data: no new release"
        elif site_export.turned_off():
            made = releases.go_live(pending, run_id)
            release = made.id
            note = (
                f"ready, not live: the site is {releases.pinned()}"
                if made.ready
                else "released and live (the site export is off)"
            )
        else:
            release, note = pending.name.removeprefix(PENDING), "sealed; it goes live with its export"
    context.log.info(f"release {release}: {note}")
    with warehouse.connect(site_id) as con:
        staged = state.last_built(con, site_id, "route_data")
        if staged is None:
            state.forget(con, site_id, "published_route_data")
        else:
            state.record(con, site_id, "published_route_data", staged.fingerprint, {"release": release})
    return dg.MaterializeResult(
        metadata={"release": release, "changed": pending is not None, "note": note},
    )


def _say_if_rolled_back(context: dg.AssetExecutionContext, releases: SiteReleases) -> None:
    """A build after a rollback makes a new release from the CMS as it is now: the log says so, so that the
    rollback is not undone silently."""
    history = releases.history()
    if history and history[-1].by == "rollback" and releases.pinned() is None:
        context.log.warning(
            f"release {history[-1].release} is live since a rollback at {history[-1].at} (made with --no-pin); this "
            "build makes a new release from the CMS's content as it is now, which goes live in its place. To keep "
            "a release live, pin it (scripts/pin)."
        )


def _staged_in_this_run(context: dg.AssetExecutionContext) -> bool:
    records = context.instance.get_records_for_run(
        context.run.run_id, of_type=dg.DagsterEventType.ASSET_MATERIALIZATION
    ).records
    return any(record.asset_key == route_data.key for record in records)


def _checked_in_this_run(context: dg.AssetExecutionContext) -> bool:
    """Every blocking check of the route data passed in this run."""
    records = context.instance.get_records_for_run(
        context.run.run_id, of_type=dg.DagsterEventType.ASSET_CHECK_EVALUATION
    ).records
    evaluations = [record.event_log_entry.dagster_event for record in records]
    passed = {
        data.check_name
        for event in evaluations
        if event is not None
        and isinstance(data := event.event_specific_data, dg.AssetCheckEvaluation)
        and data.asset_key == route_data.key
        and data.passed
    }
    return passed >= set(verify.CHECKS)
