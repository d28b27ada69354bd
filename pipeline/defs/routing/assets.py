"""Derived warehouse assets: every production's page slug (with its history), and the route table."""

# No `from __future__ import annotations` here: Dagster inspects the `context` annotation as a type.

import json
from datetime import UTC, datetime
from typing import Any

import dagster as dg

from pipeline.defs import unchanged
from pipeline.defs.ingest.calls import DATASETS, INGEST_STEPS, step_writing
from pipeline.defs.ingest.metadata import preview
from pipeline.defs.reports import SHOWN, listed, log_each
from pipeline.defs.resources import SiteOutputResource, WarehouseResource
from pipeline.defs.routing.plan import plan_site
from pipeline.defs.routing.slugs import SlugSource, effective_slugs, merge_history
from pipeline.sites import SITES
from warehouse import state
from warehouse.load import replace_site_rows
from warehouse.read import Statements, query_rows

GROUP = "routing"
WITHOUT_SLUG = "productions_have_slugs"
WITHOUT_TITLE = "productions_have_titles"
WITHOUT_ROUTE = "records_have_routes"
SHADOWED = "no_shadowed_routes"
UNUSABLE = "pages_have_usable_sources"
DUPLICATE = "routes_unique"
# The WARN checks of each asset: check name -> the summary's key of what it lists.
SLUG_CHECKS = {WITHOUT_SLUG: "without_slug", WITHOUT_TITLE: "without_title"}
ROUTE_CHECKS = {WITHOUT_ROUTE: "problems", SHADOWED: "shadowed", DUPLICATE: "duplicates", UNUSABLE: "unusable_pages"}
# The steps whose output the route table is planned from: every ingest step, and the slugs.
ROUTE_INPUTS = [*INGEST_STEPS, "production_slugs"]
SQL = Statements(__file__)


def _warning(check: str, problems: list[str]) -> dg.AssetCheckResult:
    """A WARN check result listing what it found: these records lose their page, the rest of the site builds."""
    return dg.AssetCheckResult(
        check_name=check,
        passed=not problems,
        severity=dg.AssetCheckSeverity.WARN,
        metadata=listed(problems),
    )


def _result(
    summary: dict[str, Any], checks: dict[str, str], built: bool, extra: dict[str, Any]
) -> dg.MaterializeResult:
    """The asset's metadata and WARN checks from its summary, the one it just made or the one it skipped to:
    either way the checks report what the warehouse holds. `checks` names the check of each listed summary key."""
    listed_keys = {key: summary.get(key, []) for key in checks.values()}  # a summary of older code may lack one
    shown = {key: dg.MetadataValue.json(items[:SHOWN]) for key, items in listed_keys.items()}
    return dg.MaterializeResult(
        check_results=[_warning(check, listed_keys[key]) for check, key in checks.items()],
        metadata={**summary, **shown, "unchanged": not built, **extra},
    )


def _published_slugs(site_output: SiteOutputResource, site_id: str) -> list[dict[str, object]]:
    """Slugs the live release has, so a warehouse rebuilt from nothing still knows where pages were."""
    published = site_output.releases(site_id).live_data()
    manifest = published / "manifest.json" if published else None
    if manifest is None or not manifest.is_file():
        return []
    routes = json.loads(manifest.read_text()).get("routes", [])
    now = datetime.now(UTC)
    return [
        {"production_id": r["recordId"], "slug": r["param"], "first_seen": now, "last_seen": now}
        for r in routes
        if r.get("kind") in ("film", "culture") and r.get("recordId") and r.get("param")
    ]


@dg.asset(
    group_name=GROUP,
    deps=["productions"],
    kinds={"duckdb"},
    partitions_def=SITES,
    description=(
        "Each production's page slug: the CMS's parentSlug/pageReference when given, else derived "
        "(films: title-dxm-digits; culture: title plus a stable 6-character suffix). Keeps every earlier slug "
        "in slug_history so old paths redirect."
    ),
    check_specs=[
        dg.AssetCheckSpec(
            WITHOUT_SLUG,
            asset="production_slugs",
            description="Every production has a slug. One whose slug cannot be derived (a film without parentSlug "
            "and with an ediNumber that is not DXM+digits) has no page; the rest of the site builds.",
        ),
        dg.AssetCheckSpec(
            WITHOUT_TITLE,
            asset="production_slugs",
            description="Every production has a title. One without is left out of the site (no page, no card, "
            "no showing in a programme); the rest of the site builds.",
        ),
    ],
)
def production_slugs(
    context: dg.AssetExecutionContext, warehouse: WarehouseResource, site_output: SiteOutputResource
) -> dg.MaterializeResult:
    now = datetime.now(UTC)
    site_id = context.partition_key
    with warehouse.connect(site_id) as con:
        # The published slugs only add to a history that lost them, and a warehouse without its history has lost
        # its build state too: they need not be an input here.
        inputs = unchanged.inputs_fingerprint(con, site_id, [step_writing("productions")])
        summary = unchanged.reported(con, site_id, "production_slugs", inputs)
        if summary is not None:
            # The current slugs are the ones the last build touched.
            con.execute(SQL["touch_current_slugs"], {"now": now, "site": site_id})
            return _result(summary, SLUG_CHECKS, built=False, extra={})
        sources = [SlugSource(**row) for row in query_rows(con, SQL["slug_sources"], {"site": site_id})]
        slugs = effective_slugs(site_id, sources)
        existing = query_rows(con, SQL["slug_history"], {"site": site_id})
        history = merge_history([*_published_slugs(site_output, site_id), *existing], slugs.current, now)
        state.forget(con, site_id, "production_slugs")
        replace_site_rows(con, site_id, {"production_slugs": slugs.rows, "slug_history": history})
        summary = {
            "dagster/row_count": len(slugs.rows),
            "derived": sum(1 for r in slugs.rows if r["derived"]),
            "given_by_cms": sum(1 for r in slugs.rows if not r["derived"]),
            "earlier_slugs": len(history) - len(slugs.current),
            "without_slug": slugs.problems,
            "without_title": slugs.untitled,
        }
        if inputs is not None:
            state.record(con, site_id, "production_slugs", inputs, summary)
    log_each(context.log, slugs.untitled + slugs.problems)
    return _result(summary, SLUG_CHECKS, built=True, extra={"preview": dg.MetadataValue.md(preview(slugs.rows))})


@dg.asset(
    group_name=GROUP,
    deps=["production_slugs", *(dataset.name for dataset in DATASETS)],
    kinds={"duckdb"},
    partitions_def=SITES,
    description=(
        "Every route of the site: each page path, and each value a :param page's @param filter takes. Of two "
        "routes with one path, or one file, one is kept and the other left out, naming both records."
    ),
    check_specs=[
        dg.AssetCheckSpec(
            WITHOUT_ROUTE,
            asset="routes",
            description="Every record a :param page lists gets a route: one whose slug is not a path segment "
            "(or whose page has no @param source) has no page; the rest of the site builds.",
        ),
        dg.AssetCheckSpec(
            SHADOWED,
            asset="routes",
            description="No record's route is hidden by a page with the same literal path (the page wins).",
        ),
        dg.AssetCheckSpec(
            DUPLICATE,
            asset="routes",
            description="No two routes share a path, or an output file (`/` and `/index`; `/Kino` and `/kino`). Of "
            "two, a page with a literal path is kept, else the first by record id, else by page id; the other is "
            "left out, and the rest of the site builds.",
        ),
        dg.AssetCheckSpec(
            UNUSABLE,
            asset="routes",
            description="Every page's sources can be used: a page with a source of another operator than eq, an "
            "unknown property, or @param on a path without a parameter is left out; the rest of the site builds.",
        ),
    ],
)
def routes(context: dg.AssetExecutionContext, warehouse: WarehouseResource) -> dg.MaterializeResult:
    site_id = context.partition_key
    with warehouse.connect(site_id) as con:
        inputs = unchanged.inputs_fingerprint(con, site_id, ROUTE_INPUTS)
        summary = unchanged.reported(con, site_id, "routes", inputs)
        if summary is not None:
            return _result(summary, ROUTE_CHECKS, built=False, extra={})
        plan = plan_site(con, site_id)
        rows = [
            {
                "path": r.path,
                "kind": r.kind,
                "page_id": r.page_id,
                "param": r.param,
                "record_id": r.record_id,
                "title": r.title,
                "sources": dict(r.sources),
            }
            for r in plan.routes
        ]
        state.forget(con, site_id, "routes")
        replace_site_rows(con, site_id, {"routes": rows})
        kinds: dict[str, int] = {}
        for route in plan.routes:
            kinds[route.kind] = kinds.get(route.kind, 0) + 1
        shadowed = [
            f"{hidden.describe()} at {hidden.path} is hidden by {page.describe()}" for hidden, page in plan.shadowed
        ]
        summary = {
            "dagster/row_count": len(rows),
            **{f"routes/{kind}": count for kind, count in sorted(kinds.items())},
            "shadowed": shadowed,
            "problems": plan.problems,
            "unusable_pages": plan.unusable_pages,
            "duplicates": plan.left_out,
        }
        if inputs is not None:
            state.record(con, site_id, "routes", inputs, summary)
    log_each(context.log, plan.unusable_pages + plan.problems + shadowed + plan.left_out)
    return _result(
        summary, ROUTE_CHECKS, built=True, extra={"preview": dg.MetadataValue.md(preview([_shown(r) for r in rows]))}
    )


def _shown(row: dict[str, Any]) -> dict[str, Any]:
    """A route as the preview shows it: without its sources' record ids, which would fill the table."""
    return {key: value for key, value in row.items() if key != "sources"}
