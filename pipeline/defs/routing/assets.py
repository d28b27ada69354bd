"""Derived warehouse assets: every production's page slug (with its history), and the route table."""

# No `from __future__ import annotations` here: Dagster inspects the `context` annotation as a type.

import json
from datetime import UTC, datetime

import dagster as dg

from pipeline.defs.ingest.metadata import preview
from pipeline.defs.resources import WAREHOUSE_POOL, CmsResource, SiteOutputResource, WarehouseResource
from pipeline.defs.routing.plan import plan_site
from pipeline.defs.routing.routes import RouteCollisionError
from pipeline.defs.routing.slugs import SlugSource, effective_slugs, merge_history
from pipeline.defs.routing.sources import SourceError
from warehouse.load import replace_site_rows
from warehouse.read import current_site_id, query_rows

GROUP = "routing"
SHOWN = 20
WITHOUT_SLUG = "productions_have_slugs"
WITHOUT_ROUTE = "records_have_routes"
SHADOWED = "no_shadowed_routes"


def _warning(check: str, problems: list[str]) -> dg.AssetCheckResult:
    """A WARN check result listing what it found: these records lose their page, the rest of the site builds."""
    return dg.AssetCheckResult(
        check_name=check,
        passed=not problems,
        severity=dg.AssetCheckSeverity.WARN,
        metadata={"count": len(problems), "examples": dg.MetadataValue.json(problems[:SHOWN])},
    )


def _log_each(context: dg.AssetExecutionContext, problems: list[str]) -> None:
    for problem in problems[:SHOWN]:
        context.log.warning(problem)
    if len(problems) > SHOWN:
        context.log.warning(f"… and {len(problems) - SHOWN} more")


def _published_slugs(site_output: SiteOutputResource) -> list[dict[str, object]]:
    """Slugs the published site has now, so a warehouse rebuilt from nothing still knows where pages were."""
    published = site_output.folder().published()
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
    pool=WAREHOUSE_POOL,
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
        )
    ],
)
def production_slugs(
    context: dg.AssetExecutionContext, cms: CmsResource, warehouse: WarehouseResource, site_output: SiteOutputResource
) -> dg.MaterializeResult:
    now = datetime.now(UTC)
    with warehouse.connect() as con:
        site_id = current_site_id(con, cms.site_id)
        sql = """SELECT production_id, object, title, edi_number, parent_slug, page_reference
                 FROM productions WHERE site_id = ? ORDER BY production_id"""
        sources = [SlugSource(*row) for row in con.execute(sql, [site_id]).fetchall()]
        slugs = effective_slugs(site_id, sources)
        history_sql = "SELECT production_id, slug, first_seen, last_seen FROM slug_history WHERE site_id = ?"
        existing = query_rows(con, history_sql, [site_id])
        history = merge_history([*_published_slugs(site_output), *existing], slugs.current, now)
        replace_site_rows(con, site_id, {"production_slugs": slugs.rows, "slug_history": history})
    renamed = len(history) - len(slugs.current)
    _log_each(context, slugs.problems)
    return dg.MaterializeResult(
        check_results=[_warning(WITHOUT_SLUG, slugs.problems)],
        metadata={
            "dagster/row_count": len(slugs.rows),
            "derived": sum(1 for r in slugs.rows if r["derived"]),
            "given_by_cms": sum(1 for r in slugs.rows if not r["derived"]),
            "earlier_slugs": renamed,
            "without_slug": dg.MetadataValue.json(slugs.problems[:SHOWN]),
            "preview": dg.MetadataValue.md(preview(slugs.rows)),
        },
    )


@dg.asset(
    group_name=GROUP,
    deps=["production_slugs", "pages", "articles", "events", "block_data"],
    kinds={"duckdb"},
    pool=WAREHOUSE_POOL,
    description=(
        "Every route of the site: each page path, and each value a :param page's @param filter takes. "
        "Two routes with one path, or one file, stop the build, naming both records."
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
    ],
)
def routes(context: dg.AssetExecutionContext, cms: CmsResource, warehouse: WarehouseResource) -> dg.MaterializeResult:
    with warehouse.connect() as con:
        site_id = current_site_id(con, cms.site_id)
        try:
            plan = plan_site(con, site_id)
        except (RouteCollisionError, SourceError) as error:
            raise dg.Failure(description=str(error), allow_retries=False) from error
        rows = [
            {
                "path": r.path,
                "kind": r.kind,
                "page_id": r.page_id,
                "param": r.param,
                "record_id": r.record_id,
                "title": r.title,
            }
            for r in plan.routes
        ]
        replace_site_rows(con, site_id, {"routes": rows})
    kinds: dict[str, int] = {}
    for route in plan.routes:
        kinds[route.kind] = kinds.get(route.kind, 0) + 1
    shadowed = [
        f"{hidden.describe()} at {hidden.path} is hidden by {page.describe()}" for hidden, page in plan.shadowed
    ]
    _log_each(context, plan.problems + shadowed)
    return dg.MaterializeResult(
        check_results=[_warning(WITHOUT_ROUTE, plan.problems), _warning(SHADOWED, shadowed)],
        metadata={
            "dagster/row_count": len(rows),
            **{f"routes/{kind}": count for kind, count in sorted(kinds.items())},
            "shadowed": dg.MetadataValue.json(shadowed[:SHOWN]),
            "problems": dg.MetadataValue.json(plan.problems[:SHOWN]),
            "preview": dg.MetadataValue.md(preview(rows)),
        },
    )
