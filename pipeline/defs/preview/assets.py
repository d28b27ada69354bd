"""The preview asset: a site as its editors left it (the management API's `stable=0`, the platform data as published),
built by the site's own assets into a warehouse and releases of the preview's own, so that it never touches the live
warehouse, release, search index or sitemap."""

# No `from __future__ import annotations` here: Dagster inspects the `context` annotation as a type.

import logging
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import dagster as dg

from pipeline.clients.errors import ApiError
from pipeline.defs.automation.fingerprint import DRAFTED, INGESTED_BY, PREVIEW_ASSET, PREVIEW_DIGESTS
from pipeline.defs.automation.triggers import CHANGE_SEEN_TAG, PREVIEW_JOB
from pipeline.defs.reports import run_failures
from pipeline.defs.resources import CmsResource, SiteExportResource, SiteOutputResource, WarehouseResource
from pipeline.defs.unchanged import content_digest
from pipeline.sites import PARTITIONS, SITES

GROUP = "preview"
# The previews' warehouses, in a folder of the sites' warehouses that no site id can name.
WAREHOUSES = ".previews"
NO_DRAFTS = (
    "the CMS shows no drafts: its stable=0 answers are its published ones (it has no unpublished change, or it "
    "ignores the flag, as the contract allows), so the preview is the live site"
)
DRAFTS_UNKNOWN = "the CMS did not give its published answers to compare, so whether it shows drafts is not known"


def preview_resources(
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    site_export: SiteExportResource,
    draft_at: datetime,
) -> dict[str, Any]:
    """The site's resources as a preview has them: the drafts asked for, a warehouse and releases of its own, and an
    export that says it is a preview of the drafts asked for at `draft_at`."""
    if not site_output.previews_folder:
        raise dg.Failure("PREVIEWS_DIR is not set: the previews have no folder of their own", allow_retries=False)
    return {
        "cms": CmsResource(**{**cms.model_dump(), "drafts": True}),
        "warehouse": WarehouseResource(folder=str(Path(warehouse.folder) / WAREHOUSES)),
        "site_output": SiteOutputResource(**{**site_output.model_dump(), "folder": site_output.previews_folder}),
        "site_export": SiteExportResource(
            **{**site_export.model_dump(), "draft_at": draft_at.isoformat(timespec="seconds")}
        ),
    }


def _site_assets() -> list[Any]:
    """Every asset and check of the site but this one: what a build of the site materialises."""
    # Imported here, when a preview runs: the code location imports this module while it loads.
    from pipeline.definitions import defs

    assets = [a for a in defs.assets or [] if isinstance(a, dg.AssetsDefinition) and site_preview.key not in a.keys]
    return [*assets, *(defs.asset_checks or [])]


def _forward_logs(instance: dg.DagsterInstance, run_id: str, log: dg.DagsterLogManager) -> None:
    """The inner run's own lines (not Dagster's step events) into this run's log, by step."""
    for entry in instance.all_logs(run_id):
        level = logging.getLevelName(entry.level) if isinstance(entry.level, str) else entry.level
        if entry.is_dagster_event or not isinstance(level, int) or level < logging.INFO or not entry.user_message:
            continue
        log.log(level, f"{entry.step_key or 'preview'}: {entry.user_message}")


def _metadata_of(result: dg.ExecuteInProcessResult) -> dict[str, dict[str, Any]]:
    """Each asset the inner run materialised, by name: its metadata's values."""
    return {
        event.materialization.asset_key.to_user_string(): {
            k: v.value for k, v in event.materialization.metadata.items()
        }
        for event in result.get_asset_materialization_events()
    }


def shows_drafts(cms: CmsResource, site: str, drafts: dict[str, str]) -> bool | None:
    """Whether the preview's answers (`drafts`, digests by call) differ from the management API's published ones
    (`stable=1`) for the site; None when the CMS did not answer: the preview is ready all the same."""
    try:
        with cms.client(drafts=False) as client:
            published = {call: content_digest(client.get_if_changed(call, site, None).payload) for call in DRAFTED}
    except ApiError:
        return None
    return any(drafts[call] != digest for call, digest in published.items())


@dg.asset(
    name=PREVIEW_ASSET,
    group_name=GROUP,
    partitions_def=SITES,
    kinds={"nextjs"},
    description=(
        "The site's preview: the editors' drafts (the management API's stable=0; the platform data as published), "
        "built by the site's own assets, in this run, into a warehouse of its own (`WAREHOUSE_DIR/.previews`) and "
        "releases of its own (`PREVIEWS_DIR/<site>`), exported with a banner saying it is a preview and the time of "
        "its drafts, noindex, no analytics, no service worker and no member area. The live site is never touched. "
        "Says when the CMS shows no drafts (its stable=0 answers are its published ones)."
    ),
)
def site_preview(
    context: dg.AssetExecutionContext,
    cms: CmsResource,
    warehouse: WarehouseResource,
    site_output: SiteOutputResource,
    site_export: SiteExportResource,
) -> dg.MaterializeResult:
    site = context.partition_key
    draft_at = datetime.now(UTC)
    resources = preview_resources(cms, warehouse, site_output, site_export, draft_at)
    with dg.DagsterInstance.ephemeral() as inner:
        inner.add_dynamic_partitions(PARTITIONS, [site])
        result = dg.materialize(
            _site_assets(), resources=resources, partition_key=site, instance=inner, raise_on_error=False
        )
        _forward_logs(inner, result.run_id, context.log)
    failed = run_failures(result)
    if failed or not result.success:
        raise dg.Failure(f"the preview was not built, the last one stays: {'; '.join(failed)}", allow_retries=False)
    ready = datetime.now(UTC)
    built = _metadata_of(result)
    drafts = {call: str(built[INGESTED_BY[call]].get("content_digest", "")) for call in INGESTED_BY}
    drafted = shows_drafts(cms, site, drafts)
    note = {True: "the editors' drafts", False: NO_DRAFTS, None: DRAFTS_UNKNOWN}[drafted]
    if drafted is None:
        context.log.warning(f"the preview is ready, but {DRAFTS_UNKNOWN}")
    elif not drafted:
        context.log.info(NO_DRAFTS)
    release = built.get("site_export", built.get("published_route_data", {})).get("release")
    metadata: dict[str, Any] = {
        "release": str(release) if release else "unchanged since the last preview",
        "draft_at": draft_at.isoformat(timespec="seconds"),
        "shows_drafts": drafted if drafted is not None else dg.MetadataValue.null(),
        "note": note,
        PREVIEW_DIGESTS: dg.MetadataValue.json(drafts),
        "ready_at": ready.isoformat(timespec="milliseconds"),
    }
    seen = context.run.tags.get(CHANGE_SEEN_TAG)
    if seen:
        metadata["change_seen_at"] = seen
        metadata["draft_to_preview_seconds"] = round((ready - datetime.fromisoformat(seen)).total_seconds(), 1)
    return dg.MaterializeResult(metadata=metadata)


preview_site = dg.define_asset_job(
    PREVIEW_JOB,
    selection=dg.AssetSelection.assets(PREVIEW_ASSET),
    description="The site's preview of its editors' drafts, apart from the live site.",
)


@dg.definitions
def preview() -> dg.Definitions:
    return dg.Definitions(assets=[site_preview], jobs=[preview_site])
